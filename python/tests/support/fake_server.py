"""A scripted HTTP server on 127.0.0.1 for what the real server cannot be made to do on demand:
answer 429 then 200, 502/504, hang past the client's timeout, or hang up mid-answer.

Each request takes the next scripted answer (the last one repeats) and is recorded with its
method, path, headers and body.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, NamedTuple, Optional


class Answer(NamedTuple):
    """A scripted answer: a status with a JSON (or raw text) body and headers; ``delay`` seconds
    before answering; ``hang_up`` closes the connection without answering."""

    status: int = 200
    body: Any = None
    headers: Optional[Dict[str, str]] = None
    delay: float = 0.0
    hang_up: bool = False
    raw: Optional[bytes] = None


class Seen(NamedTuple):
    """A recorded request."""

    method: str
    path: str
    headers: Dict[str, str]
    body: Any


def house_error(status: int, code: str, message: str = "scripted", details: Any = None, headers: Optional[Dict[str, str]] = None) -> Answer:
    """An answer with the house error envelope."""
    return Answer(status, {"error": {"code": code, "message": message, "request_id": "req_fake", "details": details}}, headers)


class FakeServer:
    """``with FakeServer([Answer(...), ...]) as fake:`` then point a client at ``fake.base_url``."""

    def __init__(self, answers: List[Answer]) -> None:
        self.answers = list(answers)
        self.seen: List[Seen] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                return None

            def _serve(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                answer = fake._next(Seen(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, json.loads(raw) if raw else None))
                if answer.delay:
                    fake._stop.wait(answer.delay)
                if answer.hang_up:
                    self.close_connection = True
                    return
                payload = answer.raw if answer.raw is not None else (json.dumps(answer.body).encode() if answer.body is not None else b"")
                headers = {"Content-Type": "application/json", "X-Request-Id": "req_fake"}
                headers.update(answer.headers or {})
                try:
                    self.send_response(answer.status)
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up first (a timeout test)

            do_GET = do_POST = do_PATCH = do_DELETE = _serve

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.base_url = "http://127.0.0.1:%d/api/v2" % self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,), name="fake-http", daemon=True)

    def _next(self, seen: Seen) -> Answer:
        with self._lock:
            self.seen.append(seen)
            return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]

    def __enter__(self) -> "FakeServer":
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        self._server.shutdown()
        self._server.server_close()


class Recorder:
    """A ``sleep`` that records the waits instead of waiting (a few ms of real time pass)."""

    def __init__(self) -> None:
        self.waits: List[float] = []

    def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)
        time.sleep(0.001)
