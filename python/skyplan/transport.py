"""The HTTP layer: one request out, one response back, over the standard library.

A transport is any object with ``send(request) -> Response``. The default one uses urllib (so the
usual ``HTTPS_PROXY``/``NO_PROXY`` variables apply). Pass your own to the client to add logging,
a proxy of your own, or (in tests) to drop a response on purpose. A transport raises ``OSError``
(``TimeoutError``, ``ConnectionError``…), ``urllib.error.URLError`` or
``http.client.HTTPException`` when the exchange fails; error statuses are ordinary responses.
"""

from __future__ import annotations

import http.client
import socket
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, BinaryIO, Dict, Iterable, Mapping, Optional

from .errors import SkyplanError


class Request:
    """One HTTP request: method, absolute URL, headers, optional body bytes, timeout in seconds."""

    def __init__(
        self,
        method: str,
        url: str,
        headers: Mapping[str, str],
        body: Optional[bytes] = None,
        timeout: float = 180.0,
    ) -> None:
        """Keeps the parts of the request as given."""
        self.method = method
        self.url = url
        self.headers = dict(headers)
        self.body = body
        self.timeout = timeout


class Response:
    """A status, lower-cased headers, and the body as a file-like object (read/readline/close)."""

    def __init__(self, status: int, headers: Mapping[str, str], body: BinaryIO) -> None:
        """Wraps an answer; header names are matched case-insensitively."""
        self.status = status
        self.headers = {k.lower(): v for k, v in headers.items()}
        self.body = body

    def read(self) -> bytes:
        """The whole remaining body."""
        return self.body.read()

    def readline(self) -> bytes:
        """The next line of the body, with its line ending (``b""`` at the end)."""
        return self.body.readline()

    def close(self) -> None:
        """Releases the connection."""
        try:
            self.body.close()
        except Exception:  # noqa: BLE001 - closing must never raise over the real error
            pass


class _KeepErrorStatuses(urllib.request.HTTPErrorProcessor):
    """Hands every non-2xx answer back as a response: no HTTPError, and no redirect following
    (a redirected POST would silently become a GET)."""

    def http_response(self, request: Any, response: Any) -> Any:
        return response

    https_response = http_response


class UrllibTransport:
    """The default transport: ``urllib.request`` with the environment's proxy settings."""

    def __init__(self) -> None:
        """Builds an opener that keeps error statuses and never follows redirects."""
        self._opener = urllib.request.build_opener(_KeepErrorStatuses())

    def send(self, request: Request) -> Response:
        """Sends the request and returns the answer whatever its status."""
        raw = urllib.request.Request(request.url, data=request.body, headers=request.headers, method=request.method)
        answer = self._opener.open(raw, timeout=request.timeout)
        return Response(answer.status, dict(answer.headers.items()), answer)


def is_timeout(exc: BaseException) -> bool:
    """True for a socket timeout, also when urllib wraps it in a URLError."""
    if isinstance(exc, urllib.error.URLError) and isinstance(exc.reason, BaseException):
        return is_timeout(exc.reason)
    return isinstance(exc, (socket.timeout, TimeoutError))


def transport_error(exc: BaseException, base_url: str, timeout: float, request_id: Optional[str] = None) -> SkyplanError:
    """A failed exchange as TIMEOUT or CONNECTION_ERROR (both ambiguous: the work may have happened)."""
    if is_timeout(exc):
        return SkyplanError(0, "TIMEOUT", "No answer from %s within %g s." % (base_url, timeout), request_id)
    reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
    return SkyplanError(0, "CONNECTION_ERROR", "Could not reach %s: %s" % (base_url, reason or type(exc).__name__), request_id)


#: What a transport may raise for a failed exchange.
TRANSPORT_ERRORS = (OSError, urllib.error.URLError, http.client.HTTPException)


def encode_query(query: Optional[Mapping[str, Any]]) -> str:
    """Query string as the API expects it: None and "" left out, booleans as true/false, lists repeated."""
    if not query:
        return ""
    pairs = []
    for key, value in query.items():
        values: Iterable[Any] = value if isinstance(value, (list, tuple)) else [value]
        for v in values:
            if v is None or v == "":
                continue
            text = ("true" if v else "false") if isinstance(v, bool) else str(v)
            pairs.append((key, text))
    return "?" + urllib.parse.urlencode(pairs) if pairs else ""


def build_path(template: str, params: Optional[Dict[str, str]] = None) -> str:
    """``/diagrams/{diagram_id}`` with each parameter URL-encoded into its place."""
    path = template
    for name, value in (params or {}).items():
        if not isinstance(value, str) or not value:
            raise ValueError("%s must be a non-empty string, not %r" % (name, value))
        path = path.replace("{%s}" % name, urllib.parse.quote(value, safe=""))
    return path
