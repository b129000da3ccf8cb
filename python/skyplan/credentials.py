"""``~/.skyplan/credentials.json``, shared by Skyplan's MCP server and both SDKs (API.md §13, §0).

Fields, in this order: ``version`` (1), ``api_key``, ``scope``, ``livemode``, ``auth_method``
("device"), ``created_at``, ``expires_at`` (null: the key does not expire), ``base_url`` (no
trailing slash). Directory 0700, file 0600, written atomically (an exclusive temp file in the
same directory, then a rename), as 2-space-indented JSON plus a newline. Any problem reading it
means "no credentials", never a crash.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import secrets
from typing import Any, Dict, Mapping, Optional


def default_credentials_path() -> str:
    """``$HOME/.skyplan/credentials.json``."""
    return os.path.join(os.path.expanduser("~"), ".skyplan", "credentials.json")


def normalize_base_url(url: str) -> str:
    """Base URLs compare without surrounding spaces and trailing slashes."""
    return url.strip().rstrip("/")


def iso_utc(moment: _dt.datetime) -> str:
    """``2026-11-21T09:36:56.123Z``: the form JavaScript's toISOString writes, so files match."""
    utc = moment.astimezone(_dt.timezone.utc)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (utc.microsecond // 1000)


def parse_iso(text: str) -> Optional[_dt.datetime]:
    """An ISO-8601 time (``Z`` or an offset) as an aware datetime, or None when unreadable."""
    try:
        value = text.strip()
        if value.endswith("Z") or value.endswith("z"):
            value = value[:-1] + "+00:00"
        parsed = _dt.datetime.fromisoformat(value)
    except (ValueError, AttributeError, TypeError):
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=_dt.timezone.utc)


def credentials_from_token(token: Mapping[str, Any], base_url: str, now: Optional[_dt.datetime] = None) -> Dict[str, Any]:
    """The record a device login writes, from the token endpoint's answer."""
    moment = now or _dt.datetime.now(_dt.timezone.utc)
    expires_in = token.get("expires_in")
    expires_at = None
    if isinstance(expires_in, (int, float)) and not isinstance(expires_in, bool):
        expires_at = iso_utc(moment + _dt.timedelta(seconds=expires_in))
    return {
        "version": 1,
        "api_key": token["access_token"],
        "scope": token.get("scope"),
        "livemode": bool(token.get("livemode", True)),
        "auth_method": "device",
        "created_at": iso_utc(moment),
        "expires_at": expires_at,
        "base_url": normalize_base_url(base_url),
    }


def _valid(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and value.get("version") == 1
        and not isinstance(value.get("version"), bool)
        and isinstance(value.get("api_key"), str)
        and len(value["api_key"]) > 0
        and isinstance(value.get("base_url"), str)
    )


def read_credentials(base_url: str, path: Optional[str] = None, now: Optional[_dt.datetime] = None) -> Optional[Dict[str, Any]]:
    """The stored credentials when the file exists, is well-formed, belongs to ``base_url`` and
    has not expired; otherwise None (any read or parse problem counts as "absent")."""
    try:
        with open(path or default_credentials_path(), "r", encoding="utf-8") as handle:
            parsed = json.load(handle)
        if not _valid(parsed):
            return None
        if normalize_base_url(parsed["base_url"]) != normalize_base_url(base_url):
            return None
        expires_at = parsed.get("expires_at")
        if isinstance(expires_at, str) and expires_at:
            ends = parse_iso(expires_at)
            moment = now or _dt.datetime.now(_dt.timezone.utc)
            if ends is None or ends <= moment:
                return None
        return parsed
    except Exception:  # noqa: BLE001 - a broken file is the same as no file
        return None


def write_credentials(credentials: Mapping[str, Any], path: Optional[str] = None) -> str:
    """Writes the file atomically with owner-only permissions; returns its path."""
    target = path or default_credentials_path()
    directory = os.path.dirname(os.path.abspath(target))
    os.makedirs(directory, mode=0o700, exist_ok=True)
    try:
        # makedirs keeps an existing directory's mode: tighten it (best effort, e.g. on Windows).
        os.chmod(directory, 0o700)
    except OSError:
        pass
    temp = os.path.join(directory, ".credentials-%s.tmp" % secrets.token_hex(8))
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(json.dumps(dict(credentials), indent=2, ensure_ascii=False) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    return target


def delete_credentials(path: Optional[str] = None) -> bool:
    """Deletes the file; True when there was one. Idempotent."""
    try:
        os.unlink(path or default_credentials_path())
        return True
    except FileNotFoundError:
        return False
