"""The person at the browser: web sign-in by e-mailed code, then what the /device page and the
Settings → API keys page do, through the server's real HTTP endpoints."""

from __future__ import annotations

import http.cookies
import itertools
import json
import os
import urllib.error
import urllib.request
from typing import Any, Dict, Optional, Tuple

from .live_server import LiveServer

_counter = itertools.count(1)


def unique_email(prefix: str) -> str:
    """A fresh address per call (accounts are created at first sign-in)."""
    return "%s-%d-%d@example.com" % (prefix, os.getpid(), next(_counter))


def http_json(url: str, method: str = "GET", body: Any = None, headers: Optional[Dict[str, str]] = None) -> Tuple[int, Dict[str, str], Any]:
    """A plain JSON exchange: (status, lower-cased headers, parsed body or None)."""
    data = json.dumps(body).encode() if body is not None else None
    merged = {"Accept": "application/json"}
    if data is not None:
        merged["Content-Type"] = "application/json"
    merged.update(headers or {})
    request = urllib.request.Request(url, data=data, headers=merged, method=method)
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            status, head, raw = answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as error:
        status, head, raw = error.code, error.headers, error.read()
    headers_out = {k.lower(): v for k, v in head.items()}
    cookies = head.get_all("Set-Cookie") or []
    headers_out["set-cookie"] = "\n".join(cookies)
    return status, headers_out, (json.loads(raw) if raw else None)


class WebSession:
    """A signed-in browser: the session cookie and the CSRF token the page echoes."""

    def __init__(self, server: LiveServer, email: str) -> None:
        """Signs in as ``email`` with the code the server mails to the SMTP receiver."""
        self.server = server
        self.email = email
        before = server.smtp.count()
        status, _, body = http_json(server.base_url + "/auth/email/start", "POST", {"email": email})
        assert status == 202, (status, body)
        code = server.smtp.sign_in_code(email, before)
        status, headers, body = http_json(server.base_url + "/auth/email/verify", "POST", {"email": email, "code": code})
        assert status == 200, (status, body)
        jar = http.cookies.SimpleCookie()
        for line in headers["set-cookie"].split("\n"):
            jar.load(line)
        self.account_id = body["account"]["id"]
        self.headers = {
            "Cookie": "; ".join("%s=%s" % (name, morsel.value) for name, morsel in jar.items()),
            "X-CSRF-Token": body["csrf_token"],
        }

    def call(self, method: str, path: str, body: Any = None) -> Tuple[int, Any]:
        """A session-authenticated call of the API (cookie + CSRF header)."""
        status, _, answer = http_json(self.server.base_url + path, method, body, self.headers)
        return status, answer

    def create_key(self, livemode: bool = True, name: str = "python tests") -> str:
        """A new API key of this account, as Settings → API keys makes it."""
        status, answer = self.call("POST", "/keys", {"name": name, "livemode": livemode})
        assert status == 201, (status, answer)
        return answer["key"]

    def decide_device_login(self, code: str, approve: bool = True) -> int:
        """Types the e-mailed code on the /device page and clicks Approve (or Deny)."""
        status, answer = self.call("POST", "/oauth/device/%s" % ("approve" if approve else "deny"), {"code": code})
        assert status == 200, (status, answer)
        return status


class Approver:
    """The login's ``sleep``: the first wait is when the person reads the mail and clicks
    Approve (or Deny); no wait is real, and the first poll then finds the decision."""

    def __init__(self, web: WebSession, approve: bool = True) -> None:
        self.web, self.approve, self.waits = web, approve, []
        self.before = web.server.smtp.count()

    def __call__(self, seconds: float) -> None:
        if not self.waits:
            self.web.decide_device_login(self.web.server.smtp.device_code(self.web.email, self.before), self.approve)
        self.waits.append(seconds)
