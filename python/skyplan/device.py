"""The device login's API calls (API.md §12): request a code, poll for the key, confirm it."""

from __future__ import annotations

import re
from typing import Any, Callable, Dict, Optional

from ._core import Requester
from .errors import DeviceLoginError, SkyplanError

JSON = Dict[str, Any]

GRANT_TYPE = "urn:ietf:params:oauth:grant-type:device_code"
#: Defaults when the server's answer lacks them.
DEFAULT_EXPIRES_IN = 900
DEFAULT_INTERVAL = 5
#: RFC 8628 slow_down: the interval grows by this much, for good.
SLOW_DOWN_SECONDS = 5
DEVICE_ERRORS = ("authorization_pending", "slow_down", "access_denied", "expired_token", "key_limit_reached", "invalid_grant")


def web_origin(base_url: str) -> str:
    """The web app's origin of an API base: ``https://host/api/v2`` → ``https://host``."""
    return re.sub(r"/api/v\d+$", "", base_url.rstrip("/"))


def login_error(code: str, base_url: str) -> DeviceLoginError:
    """The DeviceLoginError for an OAuth code (or ``timeout``), with the next step to take."""
    messages = {
        "access_denied": "The sign-in was denied on the web page. Run login again if that was a mistake.",
        "expired_token": "The sign-in code expired before it was approved. Run login again, and approve within 15 minutes.",
        "key_limit_reached": "You have 25 active keys. Revoke one at %s/settings/keys, then re-run login." % web_origin(base_url),
        "invalid_grant": "The server no longer knows this sign-in request (it was used already, or belongs to another client). Run login again.",
        "timeout": "The sign-in was not approved in time. Run login again.",
    }
    message = messages.get(code, "The sign-in failed (%s). Run login again." % code)
    return DeviceLoginError(400 if code != "timeout" else 0, code, message)


def request_device_code(requester: Requester, client_id: str, livemode: bool, device_name: Optional[str], email: Optional[str]) -> JSON:
    """Starts a device login; with ``email`` a one-time code is e-mailed (no user_code in the answer)."""
    body = {"client_id": client_id, "livemode": livemode, "device_name": device_name, "email": email}
    return requester.call("POST", "/oauth/device/code", "write", body=body, auth=False)


def poll_device_token(requester: Requester, device_code: str, client_id: str) -> JSON:
    """One poll: ``{"ok": True, "token": {...}}`` or ``{"ok": False, "error": "<oauth code>"}``."""
    body = {"grant_type": GRANT_TYPE, "device_code": device_code, "client_id": client_id}
    try:
        token = requester.call("POST", "/oauth/device/token", "write", body=body, auth=False)
    except SkyplanError as err:
        # The flat {"error": "…"} of HTTP 400 arrives as a SkyplanError whose code is the OAuth code.
        if err.status == 400 and err.code in DEVICE_ERRORS:
            return {"ok": False, "error": err.code}
        raise
    if not isinstance(token, dict) or not isinstance(token.get("access_token"), str) or not token["access_token"]:
        raise SkyplanError(200, "INVALID_RESPONSE", "The token endpoint answered without an access_token. Is the base URL a Skyplan server?")
    return {"ok": True, "token": token}


def wait_for_device_token(
    requester: Requester,
    grant: JSON,
    client_id: str,
    on_pending: Optional[Callable[[], None]] = None,
) -> JSON:
    """Polls at the grant's interval (+5 s for good after each slow_down) until the key arrives,
    the server refuses, or the grant's lifetime passes; returns the token answer.

    Raises DeviceLoginError (access_denied, expired_token, key_limit_reached, invalid_grant,
    timeout) with the next step in its message.
    """
    interval = float(grant.get("interval") or DEFAULT_INTERVAL)
    lifetime = float(grant.get("expires_in") or DEFAULT_EXPIRES_IN)
    waited = 0.0
    while True:
        if waited >= lifetime:
            raise login_error("timeout", requester.base_url)
        if on_pending:
            on_pending()
        requester.sleep(interval)
        waited += interval
        result = poll_device_token(requester, grant["device_code"], client_id)
        if result["ok"]:
            return result["token"]
        if result["error"] == "authorization_pending":
            continue
        if result["error"] == "slow_down":
            interval += SLOW_DOWN_SECONDS
            continue
        raise login_error(result["error"], requester.base_url)


def confirm_device_key(requester: Requester, api_key: str) -> Optional[int]:
    """Tells the server the new key is stored, so it revokes this device's previous key.

    Best effort: returns how many keys were revoked, or None when the call failed (the old key
    then stays valid; the login is not blocked).
    """
    try:
        answer = requester.with_key(api_key).call("POST", "/oauth/device/confirm", "write", body={})
        return int(answer.get("revoked", 0)) if isinstance(answer, dict) else None
    except Exception:  # noqa: BLE001 - confirm must never fail a login that already has its key
        return None
