"""Sign in from a terminal or a script: ``login()``, ``whoami()``, ``logout()``."""

from __future__ import annotations

import os
import re
import socket
import sys
import webbrowser
from typing import Any, Callable, Dict, Mapping, Optional, Union

from ._core import ApiKey, Requester, resolve_api_key, MISSING_KEY_HINT
from ._version import CLIENT_ID
from .account import MeApi
from .credentials import credentials_from_token, default_credentials_path, delete_credentials, write_credentials
from .device import confirm_device_key, request_device_code, wait_for_device_token, web_origin
from .errors import SkyplanError
from .retry import Sleep

#: Opens a URL for the person; returns nothing (``webbrowser.open`` fits).
Opener = Callable[[str], Any]

TEST_KEY_NOTE = "Test keys act on your real account and charge the same credits as live keys; only their rate limit is lower."

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


class LoginResult(dict):  # type: ignore[type-arg]
    """What :func:`login` did: ``api_key``, ``livemode``, ``scope``, ``base_url``,
    ``credentials_path``, and ``revoked`` (earlier keys of this device the server revoked, or
    None when the confirm call failed). A dict, with attribute access for convenience."""

    def __getattr__(self, name: str) -> Any:
        """``result.api_key`` is ``result["api_key"]``."""
        try:
            return self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc


def _stderr(line: str) -> None:
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def login_email(email: Optional[str], env: Mapping[str, str]) -> str:
    """The address to e-mail the code to: the argument, else SKYPLAN_LOGIN_EMAIL; checked locally."""
    raw = email or env.get("SKYPLAN_LOGIN_EMAIL")
    if not raw:
        raise ValueError("login needs your e-mail address: pass email= (or --email) or set SKYPLAN_LOGIN_EMAIL. A one-time code is sent there.")
    address = raw.strip().lower()
    if len(address) > 254 or not _EMAIL.match(address):
        raise ValueError('"%s" is not an e-mail address. Give the address of your Skyplan account.' % raw)
    return address


def login(
    email: Optional[str] = None,
    base_url: Optional[str] = None,
    test: bool = False,
    device_name: Optional[str] = None,
    open_browser: Union[Opener, bool, None] = None,
    print_fn: Optional[Callable[[str], None]] = None,
    sleep: Optional[Sleep] = None,
    credentials_path: Optional[str] = None,
    env: Optional[Mapping[str, str]] = None,
    client_id: str = CLIENT_ID,
    **client_options: Any,
) -> LoginResult:
    """Signs in with the device flow and stores the key for every Skyplan client on this machine.

    E-mails a one-time code to ``email`` (default ``SKYPLAN_LOGIN_EMAIL``), opens the sign-in
    page (``open_browser``: a function taking the URL, ``False`` to only print it; default the
    system browser), waits for Approve, writes ``~/.skyplan/credentials.json`` atomically (0600,
    directory 0700), then confirms so the server revokes this device's previous key.
    ``test=True`` mints a ``skp_test_`` key. ``print_fn`` receives the progress lines (default
    stderr); ``sleep`` waits between polls. Other keyword arguments go to the requester
    (``timeout``, ``transport``, ``retry``…).

    Raises ValueError for a missing or malformed address (before any request), DeviceLoginError
    when the sign-in is denied, expires or the account has 25 keys, and SkyplanError otherwise.
    """
    environ = os.environ if env is None else env
    address = login_email(email, environ)
    say = print_fn or _stderr
    requester = Requester(base_url=base_url, sleep=sleep, env=environ, **client_options)
    grant = request_device_code(requester, client_id, not test, device_name or socket.gethostname(), address)
    page = grant.get("verification_uri") or web_origin(requester.base_url) + "/device"
    say("We emailed a sign-in code to %s." % address)
    say("Open %s, sign in as %s, type the code and click Approve." % (page, address))
    if test:
        say(TEST_KEY_NOTE)
    if open_browser is not False:
        opener: Opener = webbrowser.open if open_browser is None or open_browser is True else open_browser
        try:
            opener(page)
        except Exception:  # noqa: BLE001 - no browser here (SSH): the printed URL is the way
            pass
    token = wait_for_device_token(requester, grant, client_id)
    stored = write_credentials(credentials_from_token(token, requester.base_url), credentials_path or default_credentials_path())
    revoked = confirm_device_key(requester, token["access_token"])
    say("Signed in%s. Key saved to %s." % ("" if token.get("livemode", True) else " with a test key", stored))
    return LoginResult(
        api_key=token["access_token"],
        livemode=bool(token.get("livemode", True)),
        scope=token.get("scope"),
        base_url=requester.base_url,
        credentials_path=stored,
        revoked=revoked,
    )


def whoami(
    api_key: Optional[ApiKey] = None,
    base_url: Optional[str] = None,
    credentials_path: Optional[str] = None,
    env: Optional[Mapping[str, str]] = None,
    **client_options: Any,
) -> Dict[str, Any]:
    """Who the resolved key belongs to (explicit key > SKYPLAN_API_KEY > the credential file).

    Returns /me (email, plan, scopes, livemode…) plus ``key_source`` (explicit, env or file) and
    ``base_url``. Raises NO_API_KEY when there is no key for this server.
    """
    requester = Requester(base_url=base_url, env=env, credentials_path=credentials_path, **client_options)
    resolved = resolve_api_key(api_key, requester.base_url, requester.env, credentials_path)
    if not resolved:
        raise SkyplanError(0, "NO_API_KEY", "Not signed in to %s. %s" % (requester.base_url, MISSING_KEY_HINT))
    me = MeApi(requester.with_key(resolved[0])).get()
    return dict(me, key_source=resolved[1], base_url=requester.base_url)


def logout(credentials_path: Optional[str] = None) -> bool:
    """Forgets the stored key (deletes the credential file); True when there was one."""
    return delete_credentials(credentials_path or default_credentials_path())
