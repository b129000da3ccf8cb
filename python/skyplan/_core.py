"""The requester every resource uses: credentials, headers, timeouts, retries, error reading."""

from __future__ import annotations

import json
import os
import time
import uuid
from typing import Any, Callable, Dict, Mapping, Optional, Tuple, Union

from ._installed import installed_from_base
from ._version import CLIENT_ID, DEFAULT_BASE_URL, DEFAULT_TIMEOUT, USER_AGENT, __version__, update_command as update_command_for
from .credentials import default_credentials_path, normalize_base_url, read_credentials
from .errors import SkyplanError, error_from_response, with_update_hint
from .retry import OnRetry, RetryPolicy, Sleep, with_retries
from .transport import TRANSPORT_ERRORS, Request, Response, UrllibTransport, build_path, encode_query, transport_error

#: An API key, or a function returning the key to use now (called per request).
ApiKey = Union[str, Callable[[], Optional[str]]]

MISSING_KEY_HINT = (
    "Sign in once with `skyplan login` (or skyplan.login()), which writes ~/.skyplan/credentials.json; "
    "or set SKYPLAN_API_KEY; or pass api_key=."
)


def resolve_api_key(
    api_key: Optional[ApiKey],
    base_url: str,
    env: Optional[Mapping[str, str]] = None,
    credentials_path: Optional[str] = None,
) -> Optional[Tuple[str, str]]:
    """The key to use and where it came from (``explicit``, ``env`` or ``file``), or None.

    The order every Skyplan client uses: an explicit key, then ``SKYPLAN_API_KEY``, then the
    credential file when its ``base_url`` is this server's.
    """
    explicit = api_key() if callable(api_key) else api_key
    if explicit:
        return explicit, "explicit"
    from_env = (os.environ if env is None else env).get("SKYPLAN_API_KEY")
    if from_env:
        return from_env, "env"
    stored = read_credentials(base_url, credentials_path or default_credentials_path())
    return (stored["api_key"], "file") if stored else None


class Requester:
    """Sends contract calls with the client's credentials, headers, timeouts and retry rules."""

    def __init__(
        self,
        base_url: Optional[str] = None,
        api_key: Optional[ApiKey] = None,
        timeout: float = DEFAULT_TIMEOUT,
        retry: Optional[RetryPolicy] = None,
        sleep: Optional[Sleep] = None,
        transport: Any = None,
        headers: Optional[Mapping[str, str]] = None,
        on_retry: Optional[OnRetry] = None,
        client: Optional[str] = None,
        update_command: Optional[str] = None,
        env: Optional[Mapping[str, str]] = None,
        credentials_path: Optional[str] = None,
    ) -> None:
        """See :class:`skyplan.Client` for the meaning of each option."""
        environ = os.environ if env is None else env
        self.base_url = normalize_base_url(base_url or environ.get("SKYPLAN_API_BASE") or installed_from_base() or DEFAULT_BASE_URL)
        self.api_key = api_key
        self.timeout = float(timeout)
        self.policy = retry or RetryPolicy()
        self.sleep: Sleep = sleep or time.sleep
        self.transport = transport or UrllibTransport()
        self.headers = dict(headers or {})
        self.on_retry = on_retry
        self.client = client or "%s/%s" % (CLIENT_ID, __version__)
        self.update_command = update_command or update_command_for(self.base_url)
        self.env = environ
        self.credentials_path = credentials_path

    def with_key(self, api_key: Optional[ApiKey]) -> "Requester":
        """The same settings with another key (device login confirms with the new key)."""
        clone = Requester.__new__(Requester)
        clone.__dict__.update(self.__dict__)
        clone.api_key = api_key
        return clone

    def key(self) -> str:
        """The key for an authenticated call, or NO_API_KEY with the way to get one."""
        resolved = resolve_api_key(self.api_key, self.base_url, self.env, self.credentials_path)
        if not resolved:
            raise SkyplanError(0, "NO_API_KEY", "No Skyplan API key for %s. %s" % (self.base_url, MISSING_KEY_HINT))
        return resolved[0]

    def _headers(self, auth: bool, accept: str, body: bool, extra: Optional[Mapping[str, str]]) -> Dict[str, str]:
        headers = {"Accept": accept, "User-Agent": USER_AGENT}
        headers.update(self.headers)
        headers.update(extra or {})
        headers["X-Skyplan-Client"] = self.client
        if body:
            headers["Content-Type"] = "application/json"
        if auth:
            headers["Authorization"] = "Bearer " + self.key()
        return headers

    def open(
        self,
        method: str,
        path: str,
        params: Optional[Dict[str, str]] = None,
        query: Optional[Mapping[str, Any]] = None,
        body: Any = None,
        auth: bool = True,
        accept: str = "application/json",
        headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
    ) -> Response:
        """One attempt: sends the request and returns the open 2xx response, or raises SkyplanError.

        A JSON body drops None members (the server reads null as "absent" anyway).
        """
        url = self.base_url + build_path(path, params) + encode_query(query)
        data = None
        if body is not None:
            data = json.dumps({k: v for k, v in body.items() if v is not None} if isinstance(body, dict) else body).encode("utf-8")
        seconds = self.timeout if timeout is None else float(timeout)
        request = Request(method, url, self._headers(auth, accept, data is not None, headers), data, seconds)
        try:
            response = self.transport.send(request)
        except SkyplanError:
            raise
        except TRANSPORT_ERRORS as exc:
            raise transport_error(exc, self.base_url, seconds) from exc
        if 200 <= response.status < 300:
            return response
        try:
            raw = response.read()
        except TRANSPORT_ERRORS as exc:
            raise transport_error(exc, self.base_url, seconds, response.headers.get("x-request-id")) from exc
        finally:
            response.close()
        raise error_from_response(response.status, response.headers, raw)

    def read_body(self, response: Response, timeout: Optional[float] = None) -> bytes:
        """The whole body of an open response; a broken or slow read is TIMEOUT/CONNECTION_ERROR."""
        try:
            return response.read()
        except TRANSPORT_ERRORS as exc:
            raise transport_error(exc, self.base_url, self.timeout if timeout is None else timeout, response.headers.get("x-request-id")) from exc
        finally:
            response.close()

    def call(self, method: str, path: str, kind: str, as_: str = "json", idempotency_key: Optional[str] = None, **kwargs: Any) -> Any:
        """One operation with its retries; returns the decoded success body.

        ``kind`` is read, write or billable. A billable call gets its Idempotency-Key once (the
        caller's, or a fresh UUIDv4) before the first attempt, and every retry repeats it.
        ``as_`` is json (default), text or bytes.
        """
        headers = dict(kwargs.pop("headers", None) or {})
        key = idempotency_key or (str(uuid.uuid4()) if kind == "billable" else None)
        if key:
            headers["Idempotency-Key"] = key

        def attempt() -> Any:
            response = self.open(method, path, headers=headers, **kwargs)
            raw = self.read_body(response, kwargs.get("timeout"))
            return decode(response, raw, as_)

        return self.retrying(attempt, kind)

    def retrying(self, attempt: Callable[[], Any], kind: str) -> Any:
        """Runs ``attempt`` under the client's retry policy; 426 becomes "update your client"."""
        try:
            return with_retries(attempt, kind, self.policy, self.sleep, self.on_retry)
        except SkyplanError as err:
            hinted = with_update_hint(err, self.update_command)
            if hinted is err:
                raise
            raise hinted from err


def decode(response: Response, raw: bytes, as_: str) -> Any:
    """A success body as JSON (None for 204/empty), text, or bytes."""
    if as_ == "bytes":
        return raw
    if as_ == "text":
        return raw.decode("utf-8")
    if response.status == 204 or not raw:
        return None
    try:
        return json.loads(raw.decode("utf-8"))
    except ValueError as exc:
        raise SkyplanError(
            response.status,
            "INVALID_RESPONSE",
            "The server answered with something that is not JSON (is the base URL the API, ending in /api/v2?): %r"
            % raw[:120],
            response.headers.get("x-request-id"),
        ) from exc
