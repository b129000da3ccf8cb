"""A minimal SMTP receiver on 127.0.0.1 (smtpd is gone from Python 3.12), so the server's real
SMTP mailer delivers sign-in and device-login codes that the tests read back."""

from __future__ import annotations

import email
import email.policy
import re
import socketserver
import threading
import time
from typing import List, NamedTuple


class Mail(NamedTuple):
    """One delivered message: envelope recipients and the raw RFC 5322 bytes."""

    to: List[str]
    raw: bytes

    def text(self) -> str:
        """The plain-text body (decoded from quoted-printable/base64 as needed)."""
        message = email.message_from_bytes(self.raw, policy=email.policy.default)
        part = message.get_body(preferencelist=("plain",))
        return part.get_content() if part is not None else ""


def _address(argument: str) -> str:
    found = re.search(r"<([^>]*)>", argument)
    return (found.group(1) if found else argument.split(":", 1)[-1]).strip().lower()


class _Session(socketserver.StreamRequestHandler):
    """One SMTP conversation: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; nothing else offered."""

    def reply(self, line: str) -> None:
        self.wfile.write((line + "\r\n").encode("ascii"))
        self.wfile.flush()

    def handle(self) -> None:
        self.reply("220 skyplan-test-smtp ready")
        recipients: List[str] = []
        while True:
            raw = self.rfile.readline(65536)
            if not raw:
                return
            verb, _, argument = raw.decode("utf-8", "replace").rstrip("\r\n").partition(" ")
            verb = verb.upper()
            if verb in ("EHLO", "HELO"):
                self.reply("250 skyplan-test-smtp")
            elif verb == "MAIL":
                recipients = []
                self.reply("250 sender ok")
            elif verb == "RCPT":
                recipients.append(_address(argument))
                self.reply("250 recipient ok")
            elif verb == "DATA":
                self.reply("354 end with <CRLF>.<CRLF>")
                self.server.deliver(Mail(recipients, self._read_data()))  # type: ignore[attr-defined]
                recipients = []
                self.reply("250 queued")
            elif verb == "RSET":
                recipients = []
                self.reply("250 reset")
            elif verb == "NOOP":
                self.reply("250 ok")
            elif verb == "QUIT":
                self.reply("221 bye")
                return
            else:
                self.reply("502 command not implemented")

    def _read_data(self) -> bytes:
        lines = []
        while True:
            line = self.rfile.readline(1 << 20)
            if not line or line in (b".\r\n", b".\n"):
                break
            lines.append(line[1:] if line.startswith(b"..") else line)  # undo dot-stuffing
        return b"".join(lines)


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


class SmtpReceiver:
    """Listens on a free port of 127.0.0.1 and keeps every delivered message."""

    def __init__(self) -> None:
        self.received: List[Mail] = []
        self._changed = threading.Condition()
        self._server = _Server(("127.0.0.1", 0), _Session)
        self._server.deliver = self._deliver  # type: ignore[attr-defined]
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), name="smtp-receiver", daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        """``smtp://127.0.0.1:<port>`` for the server's SMTP_URL."""
        return "smtp://127.0.0.1:%d" % self.port

    def _deliver(self, mail: Mail) -> None:
        with self._changed:
            self.received.append(mail)
            self._changed.notify_all()

    def count(self) -> int:
        """How many messages arrived so far (pass it as ``after`` to wait for a newer one)."""
        with self._changed:
            return len(self.received)

    def wait_for(self, to: str, pattern: str, after: int = 0, timeout: float = 30.0) -> str:
        """The first group of ``pattern`` in the newest mail to ``to`` after the first ``after`` mails."""
        deadline = time.monotonic() + timeout
        regex = re.compile(pattern, re.M)
        with self._changed:
            while True:
                for mail in reversed(self.received[after:]):
                    found = regex.search(mail.text()) if to.lower() in mail.to else None
                    if found:
                        return found.group(1)
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError("No mail to %s matching %s arrived within %g s" % (to, pattern, timeout))
                self._changed.wait(left)

    def sign_in_code(self, to: str, after: int = 0) -> str:
        """The 6-digit web sign-in code e-mailed to ``to``."""
        return self.wait_for(to, r"^\s{4}(\d{6})\s*$", after)

    def device_code(self, to: str, after: int = 0) -> str:
        """The ``XXXX-XXXX`` device-login code e-mailed to ``to``."""
        return self.wait_for(to, r"^\s{4}([A-Z0-9]{4}-[A-Z0-9]{4})\s*$", after)

    def close(self) -> None:
        """Stops listening."""
        self._server.shutdown()
        self._server.server_close()
