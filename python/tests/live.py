"""Shared set-up of the tests that talk to the real server: a signed-in account and its client."""

from __future__ import annotations

from typing import Any, Optional, Tuple

from skyplan import Client
from tests.support.live_server import LiveServer, live_server
from tests.support.web import WebSession, unique_email


def account(prefix: str, livemode: bool = True, **client_options: Any) -> Tuple[LiveServer, WebSession, str, Client]:
    """A new account on the shared server, one API key of it, and a client using that key."""
    server = live_server()
    web = WebSession(server, unique_email(prefix))
    key = web.create_key(livemode=livemode)
    return server, web, key, client_for(server, key, **client_options)


def client_for(server: LiveServer, key: Optional[str], **options: Any) -> Client:
    """A client of the shared server that never looks at this machine's SKYPLAN_* or credential file."""
    options.setdefault("env", {})
    options.setdefault("credentials_path", "/nonexistent/skyplan/credentials.json")
    return Client(api_key=key, base_url=server.base_url, **options)
