"""The Skyplan Python SDK: a client for Skyplan's HTTP API v2, and a device-flow login.

Example::

    import skyplan
    skyplan.login(email="me@example.com")      # once per machine (or: `skyplan login`)
    client = skyplan.Client()                   # key: SKYPLAN_API_KEY or the credential file
    for event in client.diagrams.stream("Event-driven order pipeline on GCP", cloud_provider="gcp"):
        print(event.event, event.data.get("stage"))
"""

from __future__ import annotations

from ._core import MISSING_KEY_HINT, resolve_api_key
from ._version import CLIENT_ID, DEFAULT_BASE_URL, DEFAULT_TIMEOUT, __version__, update_command
from .client import Client
from .credentials import (
    credentials_from_token,
    default_credentials_path,
    delete_credentials,
    normalize_base_url,
    read_credentials,
    write_credentials,
)
from .errors import DeviceLoginError, SkyplanError, is_ambiguous
from .login import LoginResult, login, logout, whoami
from .retry import RetryPolicy
from .sse import StreamEvent
from .transport import Request, Response, UrllibTransport

__all__ = [
    "CLIENT_ID",
    "Client",
    "DEFAULT_BASE_URL",
    "DEFAULT_TIMEOUT",
    "DeviceLoginError",
    "LoginResult",
    "MISSING_KEY_HINT",
    "Request",
    "Response",
    "RetryPolicy",
    "SkyplanError",
    "StreamEvent",
    "update_command",
    "UrllibTransport",
    "__version__",
    "credentials_from_token",
    "default_credentials_path",
    "delete_credentials",
    "is_ambiguous",
    "login",
    "logout",
    "normalize_base_url",
    "read_credentials",
    "resolve_api_key",
    "whoami",
    "write_credentials",
]
