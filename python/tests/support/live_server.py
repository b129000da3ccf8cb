"""The real Skyplan server for the Python tests, started once per test run.

The built server (``node dist/server/main.js``) when dist/ is newer than every source file it is
built from; otherwise the sources through tsx (``node --import tsx src/server/main.ts``), so the
tests never rebuild dist/ under other people's feet and always run the code in the tree. It
listens on a free port of 127.0.0.1 with a temporary SKYPLAN_DATA_DIR, and mails through
:class:`SmtpReceiver`. Stopped at interpreter exit (and, on Linux, if the test process dies).
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from typing import List, Optional

from .smtp import SmtpReceiver

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
START_TIMEOUT = 240.0


def _newest_mtime(path: str) -> float:
    newest = 0.0
    for root, _dirs, files in os.walk(path):
        for name in files:
            try:
                newest = max(newest, os.stat(os.path.join(root, name)).st_mtime)
            except OSError:
                pass
    return newest


def dist_is_fresh(repo: str = REPO) -> bool:
    """The same test as scripts/start.mjs: the build stamp is newer than every server source."""
    stamp = os.path.join(repo, "dist", ".build-stamp")
    if not os.path.exists(stamp) or not os.path.exists(os.path.join(repo, "dist", "server", "main.js")):
        return False
    built = os.stat(stamp).st_mtime
    layers = ("server", "engine", "shared", "sdk", "mcp")
    return all(_newest_mtime(os.path.join(repo, "src", layer)) <= built for layer in layers)


def server_command(repo: str = REPO) -> List[str]:
    """How to run the server: the fresh build, else the sources through tsx."""
    if dist_is_fresh(repo):
        return ["node", "dist/server/main.js"]
    return ["node", "--import", "tsx", "src/server/main.ts"]


def free_port() -> int:
    """A TCP port of 127.0.0.1 nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _die_with_parent() -> None:  # pragma: no cover - runs in the child before exec
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except Exception:  # noqa: BLE001 - not Linux: atexit still stops it
        pass


class LiveServer:
    """A running server: ``base_url`` (``http://127.0.0.1:<port>/api/v2``), ``origin``, ``smtp``."""

    def __init__(self) -> None:
        self.smtp = SmtpReceiver()
        self.data_dir = tempfile.mkdtemp(prefix="skyplan-py-")
        self.port = free_port()
        self.origin = "http://127.0.0.1:%d" % self.port
        self.base_url = self.origin + "/api/v2"
        self.command = server_command()
        self.log_path = os.path.join(self.data_dir, "server.log")
        env = dict(os.environ)
        env.update(
            PORT=str(self.port),
            HOST="127.0.0.1",
            PUBLIC_URL=self.origin,
            SKYPLAN_DATA_DIR=self.data_dir,
            SMTP_URL=self.smtp.url,
            SKYPLAN_LOG_LEVEL="warn",
            SKYPLAN_SEED_LIBRARY="false",
            NODE_ENV="test",
        )
        self._log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            self.command,
            cwd=REPO,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None,
        )
        self._wait_healthy()

    def log_tail(self, lines: int = 40) -> str:
        """The end of the server's output, for failure messages."""
        try:
            with open(self.log_path, "r", encoding="utf-8", errors="replace") as handle:
                return "".join(handle.readlines()[-lines:])
        except OSError:
            return ""

    def _wait_healthy(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("The Skyplan server exited (%s) while starting:\n%s" % (self.process.returncode, self.log_tail()))
            try:
                with urllib.request.urlopen(self.origin + "/healthz", timeout=2) as answer:
                    if answer.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError("The Skyplan server did not answer /healthz within %d s:\n%s" % (START_TIMEOUT, self.log_tail()))

    def stop(self) -> None:
        """Stops the server (its whole process group), the SMTP receiver, and removes the data."""
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=15)
            except (OSError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except OSError:
                    pass
                self.process.wait(timeout=5)
        self._log.close()
        self.smtp.close()
        shutil.rmtree(self.data_dir, ignore_errors=True)


_lock = threading.Lock()
_server: Optional[LiveServer] = None


def live_server() -> LiveServer:
    """The shared server of this test run, started on first use."""
    global _server
    with _lock:
        if _server is None:
            _server = LiveServer()
            atexit.register(_server.stop)
        return _server
