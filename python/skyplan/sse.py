"""Server-Sent Events of ``POST /diagrams/stream`` (API.md §11).

Each event is ``event: <name>\\n`` + ``data: <one-line JSON>\\n`` + a blank line. Lines starting
with ``:`` are keep-alive comments; blocks without a ``data:`` line are skipped; an event without
an ``event:`` line is ``message``. The stream ends after ``complete`` or ``error``.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Dict, Iterator, NamedTuple, Optional

from .errors import SkyplanError

#: HTTP status each error code is sent with (the contract's ERROR_STATUS), for stream ``error`` events.
_STATUS_OF_CODE = {
    "VALIDATION_ERROR": 422,
    "INVALID_API_KEY": 401,
    "UNAUTHENTICATED": 401,
    "FORBIDDEN": 403,
    "CSRF_FAILED": 403,
    "INVALID_LOGIN_CODE": 422,
    "LOGIN_CODE_EXPIRED": 422,
    "TOO_MANY_ATTEMPTS": 429,
    "QUOTA_EXCEEDED": 402,
    "UPGRADE_REQUIRED": 403,
    "NOT_FOUND": 404,
    "CONFLICT": 409,
    "VERSION_CONFLICT": 409,
    "WARNING_NOT_FOUND": 409,
    "NOT_UNDERSTOOD": 422,
    "IDEMPOTENCY_IN_PROGRESS": 409,
    "IDEMPOTENCY_KEY_REUSED": 422,
    "RATE_LIMITED": 429,
    "PAYLOAD_TOO_LARGE": 413,
    "UNSUPPORTED_MEDIA_TYPE": 415,
    "INVALID_DIAGRAM": 422,
    "RENDER_TOO_LARGE": 422,
    "CLIENT_OUTDATED": 426,
    "KEY_LIMIT_REACHED": 409,
    "AI_PROVIDER_ERROR": 502,
    "GATEWAY_TIMEOUT": 504,
    "SERVICE_UNAVAILABLE": 503,
    "INTERNAL_ERROR": 500,
}

#: The events a generation stream sends; others are skipped.
STREAM_EVENTS = ("progress", "complete", "error")


class StreamEvent(NamedTuple):
    """One event of the stream: ``event`` is progress, complete or error; ``data`` its JSON."""

    event: str
    data: Dict[str, Any]


def parse_sse_lines(readline: Callable[[], bytes]) -> Iterator[Dict[str, str]]:
    """Raw events ``{"event", "data"}`` from a line reader, until the body ends.

    Several ``data:`` lines are joined without a separator (the JSON is on one line anyway); a
    final event without its blank line still counts.
    """
    event, data, has_data = "message", "", False
    while True:
        raw = readline()
        if not raw:
            break
        line = raw.decode("utf-8").rstrip("\r\n")
        if line == "":
            if has_data:
                yield {"event": event, "data": data}
            event, data, has_data = "message", "", False
        elif line.startswith("event: "):
            event = line[7:]
        elif line.startswith("data: "):
            data += line[6:]
            has_data = True
    if has_data:
        yield {"event": event, "data": data}


def read_stream_events(readline: Callable[[], bytes], request_id: Optional[str] = None) -> Iterator[StreamEvent]:
    """Typed events: ``progress``*, then ``complete`` or ``error``, after which it stops.

    A stream that ends without a terminal event raises CONNECTION_ERROR: the work may have
    happened, so retry with the same Idempotency-Key.
    """
    for raw in parse_sse_lines(readline):
        if raw["event"] not in STREAM_EVENTS:
            continue
        try:
            data = json.loads(raw["data"])
        except ValueError:
            raise SkyplanError(0, "CONNECTION_ERROR", "The server sent an unreadable %s event." % raw["event"], request_id)
        yield StreamEvent(raw["event"], data)
        if raw["event"] != "progress":
            return
    raise SkyplanError(
        0,
        "CONNECTION_ERROR",
        "The event stream ended before the diagram was complete. Retry with the same Idempotency-Key.",
        request_id,
    )


def stream_error(data: Dict[str, Any]) -> SkyplanError:
    """A terminal ``error`` event as a SkyplanError, with the HTTP status its code is sent with."""
    error = data.get("error") if isinstance(data.get("error"), dict) else {}
    code = str(error.get("code") or "ERROR")
    return SkyplanError(
        _STATUS_OF_CODE.get(code, 0),
        code,
        str(error.get("message") or "The generation failed."),
        error.get("request_id"),
        error.get("details") if isinstance(error.get("details"), dict) else None,
    )
