"""Typed errors of the Skyplan API and how they are classified (API.md §5)."""

from __future__ import annotations

import json
from typing import Any, Mapping, Optional


class SkyplanError(Exception):
    """An error answer from the Skyplan API (the house envelope), or a client-side failure.

    Server codes are those of the contract (``QUOTA_EXCEEDED``, ``RATE_LIMITED``, ``NOT_FOUND``…);
    client-local codes are ``TIMEOUT``, ``CONNECTION_ERROR``, ``NO_API_KEY``, ``RELAYOUT_FAILED``,
    ``INVALID_RESPONSE`` and ``HTTP_<status>`` (an error answer without the envelope). ``status``
    is 0 for client-local errors.
    """

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        request_id: Optional[str] = None,
        details: Optional[Mapping[str, Any]] = None,
        retry_after_header: Optional[float] = None,
        upgrade_url: Optional[str] = None,
    ) -> None:
        """Builds an error; ``retry_after_header`` is the ``Retry-After`` header in seconds."""
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.details = dict(details) if details else None
        self.retry_after_header = retry_after_header
        self._upgrade_url = upgrade_url

    @property
    def upgrade_url(self) -> Optional[str]:
        """Where to buy more credits or a bigger plan (402 QUOTA_EXCEEDED, 403 UPGRADE_REQUIRED)."""
        if self._upgrade_url:
            return self._upgrade_url
        url = (self.details or {}).get("upgrade_url")
        return url if isinstance(url, str) else None

    @property
    def retry_after(self) -> Optional[float]:
        """Seconds to wait before retrying (429): the body's ``retry_after``, else the header."""
        seconds = (self.details or {}).get("retry_after")
        if isinstance(seconds, (int, float)) and not isinstance(seconds, bool):
            return float(seconds)
        return self.retry_after_header

    def __str__(self) -> str:
        """The message, then the code, HTTP status and request id that support people ask for."""
        where = "HTTP %d" % self.status if self.status else "client"
        tail = ", request %s" % self.request_id if self.request_id else ""
        return "%s [%s, %s%s]" % (self.message, self.code, where, tail)

    def __repr__(self) -> str:
        """A debugging form with the code and status."""
        return "SkyplanError(status=%r, code=%r, message=%r, request_id=%r)" % (
            self.status,
            self.code,
            self.message,
            self.request_id,
        )


class DeviceLoginError(SkyplanError):
    """A device login that ended without a key; the message says what to do next.

    ``code`` is the RFC 8628 code (``access_denied``, ``expired_token``, ``key_limit_reached``,
    ``invalid_grant``) or ``timeout`` when the local deadline passed first.
    """


def retry_after_of(value: Optional[str]) -> Optional[float]:
    """``Retry-After: <integer seconds>`` as a number; dates, junk and zero give None."""
    if not value or not value.strip().isdigit():
        return None
    seconds = float(value.strip())
    return seconds if seconds > 0 else None


def error_from_response(status: int, headers: Mapping[str, str], body: bytes) -> SkyplanError:
    """Reads an error answer into a SkyplanError, whatever its body looks like.

    The house envelope ``{"error": {code, message, request_id, details}}`` is the norm; the device
    endpoint's flat ``{"error": "<oauth code>"}`` keeps its code; anything else (a proxy's HTML
    page) becomes ``HTTP_<status>`` with the start of the text as the message.
    """
    request_id = headers.get("x-request-id")
    retry_after = retry_after_of(headers.get("retry-after"))
    text = body.decode("utf-8", "replace")
    try:
        parsed = json.loads(text)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        error = parsed.get("error")
        top_upgrade = parsed.get("upgrade_url") if isinstance(parsed.get("upgrade_url"), str) else None
        if isinstance(error, dict):
            details = error.get("details") if isinstance(error.get("details"), dict) else None
            upgrade = error.get("upgrade_url") if isinstance(error.get("upgrade_url"), str) else None
            return SkyplanError(
                status,
                str(error.get("code") or "HTTP_%d" % status),
                str(error.get("message") or "The server answered HTTP %d." % status),
                request_id or error.get("request_id"),
                details,
                retry_after,
                upgrade or (None if details and "upgrade_url" in details else top_upgrade),
            )
        if isinstance(error, str):
            return SkyplanError(status, error, error, request_id, None, retry_after)
    message = text.strip()[:300] or "The server answered HTTP %d without a body." % status
    return SkyplanError(status, "HTTP_%d" % status, message, request_id, None, retry_after)


#: 409 answers that are final verdicts about the request, not "still running": never retried.
DEFINITE_CONFLICTS = ("CONFLICT", "VERSION_CONFLICT", "WARNING_NOT_FOUND", "KEY_LIMIT_REACHED")


def is_ambiguous(err: BaseException) -> bool:
    """True when the work may have happened (API.md §5).

    A timeout, a lost connection, 502/503/504, or 409 (the same Idempotency-Key still running):
    billable calls retry these with the same key, so the server replays instead of charging twice.
    Skyplan's own 409 verdicts (a warning that is not reported, a version conflict…) are definite.
    """
    if not isinstance(err, SkyplanError):
        return False
    if err.code in ("TIMEOUT", "CONNECTION_ERROR", "IDEMPOTENCY_IN_PROGRESS"):
        return True
    if err.status == 409:
        return err.code not in DEFINITE_CONFLICTS
    return err.status in (502, 503, 504)


def with_update_hint(err: SkyplanError, update_command: str) -> SkyplanError:
    """426 CLIENT_OUTDATED in the words a person acts on: update the client, with the command.

    Other errors come back unchanged.
    """
    if err.code != "CLIENT_OUTDATED" or err.message.startswith("Update your client:"):
        return err
    message = "Update your client: %s (the server said: %s)" % (update_command, err.message)
    details = dict(err.details or {})
    details["update_command"] = update_command
    return SkyplanError(err.status, err.code, message, err.request_id, details, err.retry_after_header)
