"""The ``skyplan`` command: ``login``, ``whoami``, ``logout``."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Callable, List, Mapping, Optional, TextIO

from ._version import DEFAULT_BASE_URL, __version__
from .credentials import default_credentials_path
from .errors import DeviceLoginError, SkyplanError
from .login import login, logout, whoami
from .retry import Sleep


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="skyplan",
        description="Sign in to a Skyplan server. The key is stored in ~/.skyplan/credentials.json for every Skyplan client.",
    )
    parser.add_argument("--version", action="version", version="skyplan %s" % __version__)
    commands = parser.add_subparsers(dest="command", metavar="{login,whoami,logout}")
    base_help = "API base URL (default: SKYPLAN_API_BASE, else the server this SDK was installed from, else %s)" % DEFAULT_BASE_URL
    sign_in = commands.add_parser("login", help="sign in with an e-mailed one-time code")
    sign_in.add_argument("--email", help="address of your Skyplan account (default: SKYPLAN_LOGIN_EMAIL, else asked)")
    sign_in.add_argument("--base-url", help=base_help)
    sign_in.add_argument("--test", action="store_true", help="mint a skp_test_ key (same account and credits, lower rate limit)")
    sign_in.add_argument("--device-name", help="name shown on the approval page and in your key list (default: this host's name)")
    sign_in.add_argument("--no-browser", action="store_true", help="only print the sign-in page's address")
    who = commands.add_parser("whoami", help="show the account the stored key belongs to")
    who.add_argument("--base-url", help=base_help)
    commands.add_parser("logout", help="forget the stored key (deletes the credential file)")
    return parser


def _ask_email(env: Mapping[str, str], stdin: TextIO, stderr: TextIO) -> Optional[str]:
    if env.get("SKYPLAN_LOGIN_EMAIL") or not stdin.isatty():
        return None
    stderr.write("E-mail address of your Skyplan account: ")
    stderr.flush()
    return stdin.readline().strip() or None


def _describe(error: BaseException) -> str:
    if isinstance(error, SkyplanError) and error.code == "NO_API_KEY":
        return "Not signed in. Run `skyplan login --email you@example.com` first, or set SKYPLAN_API_KEY."
    if isinstance(error, SkyplanError) and error.code in ("INVALID_API_KEY", "UNAUTHENTICATED"):
        return "The API key was refused (revoked, or made for another server). Run `skyplan login` again, or check SKYPLAN_API_KEY."
    if isinstance(error, SkyplanError) and error.code == "CONNECTION_ERROR":
        return "%s Is the server running, and is --base-url right?" % error.message
    if isinstance(error, SkyplanError):
        return error.message
    return str(error)


def main(
    argv: Optional[List[str]] = None,
    stdout: Optional[TextIO] = None,
    stderr: Optional[TextIO] = None,
    stdin: Optional[TextIO] = None,
    env: Optional[Mapping[str, str]] = None,
    sleep: Optional[Sleep] = None,
    opener: Optional[Callable[[str], Any]] = None,
) -> int:
    """Runs the command line and returns the exit code (0 ok, 1 failed, 2 usage).

    The keyword arguments replace the process's streams, environment, poll waits and browser
    opener (for embedding and tests); by default the real ones are used.
    """
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    environ = os.environ if env is None else env
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return int(stop.code or 0)
    if not args.command:
        parser.print_help(err)
        return 2
    try:
        if args.command == "login":
            email = args.email or _ask_email(environ, stdin or sys.stdin, err)
            result = login(
                email=email,
                base_url=args.base_url,
                test=args.test,
                device_name=args.device_name,
                open_browser=False if args.no_browser else opener,
                print_fn=lambda line: err.write(line + "\n"),
                sleep=sleep,
                env=environ,
            )
            out.write("Signed in to %s (%s key).\n" % (result.base_url, "live" if result.livemode else "test"))
        elif args.command == "whoami":
            me = whoami(base_url=args.base_url, env=environ)
            mode = "live" if me.get("livemode") else "test"
            scopes = " ".join(me.get("scopes") or [])
            out.write("%s - plan %s, %s key (%s), at %s\n" % (me.get("email"), me.get("plan"), mode, scopes, me["base_url"]))
        else:
            path = default_credentials_path()
            out.write(("Signed out: deleted %s.\n" if logout() else "Already signed out: no %s.\n") % path)
        return 0
    except ValueError as error:
        err.write("skyplan %s: %s\n" % (args.command, error))
        return 2
    except DeviceLoginError as error:
        err.write("skyplan login: %s\n" % error.message)
        return 1
    except SkyplanError as error:
        err.write("skyplan %s: %s\n" % (args.command, _describe(error)))
        return 1
    except KeyboardInterrupt:
        err.write("skyplan %s: interrupted.\n" % args.command)
        return 130


if __name__ == "__main__":
    sys.exit(main())
