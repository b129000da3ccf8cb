"""Re-layout: an asynchronous job behind a confirm gate (routes 15–16)."""

from __future__ import annotations

import time
from typing import Any, Callable, Dict, Optional

from ._core import Requester
from .errors import SkyplanError

JSON = Dict[str, Any]


class RelayoutApi:
    """``client.relayout``: start a re-layout, poll it, or do both with :meth:`run`."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def start(self, diagram_id: str, confirm: bool = False, idempotency_key: Optional[str] = None) -> JSON:
        """Starts a re-layout. Without ``confirm=True`` nothing starts: the answer is
        ``{"status": "confirmation_required", "chargeable", "message", "credits"}``.

        With it: ``{"job_id", "status": "pending", "chargeable", "progress"}``. The first 2
        re-layouts of a diagram are free, then 1 credit, charged on delivery. Honours
        Idempotency-Key (yours, or a fresh UUIDv4); a job already pending is returned again.
        """
        query = {"confirm": True} if confirm else None
        return self._r.call(
            "POST", "/diagrams/{diagram_id}/relayout", "billable", params={"diagram_id": diagram_id}, query=query, idempotency_key=idempotency_key
        )

    def status(self, diagram_id: str, job_id: str) -> JSON:
        """The state of a re-layout job: pending, running, done (with the new XML when ``applied``) or failed."""
        return self._r.call("GET", "/diagrams/{diagram_id}/relayout/{job_id}", "read", params={"diagram_id": diagram_id, "job_id": job_id})

    def run(
        self,
        diagram_id: str,
        poll_interval: float = 3.0,
        max_wait: float = 300.0,
        on_progress: Optional[Callable[[JSON], None]] = None,
        idempotency_key: Optional[str] = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> JSON:
        """Starts a confirmed re-layout and polls it to the end; returns the final ``done`` status.

        Raises RELAYOUT_FAILED when the job fails, TIMEOUT when it outlasts ``max_wait`` seconds.
        ``on_progress(status)`` is told of every poll.
        """
        started = self.start(diagram_id, confirm=True, idempotency_key=idempotency_key)
        job_id = started.get("job_id")
        if not job_id:
            reason = started.get("message") or started.get("reason") or "The re-layout did not start (status %s)." % started.get("status")
            raise SkyplanError(0, "RELAYOUT_FAILED", reason)
        deadline = clock() + max_wait
        while True:
            status = self.status(diagram_id, job_id)
            if on_progress:
                on_progress(status)
            if status.get("status") == "done":
                return status
            if status.get("status") == "failed":
                raise SkyplanError(
                    0, "RELAYOUT_FAILED", "The re-layout failed: %s. Try again." % (status.get("reason") or "no reason given"), None, {"job_id": job_id}
                )
            if clock() + poll_interval > deadline:
                raise SkyplanError(
                    0,
                    "TIMEOUT",
                    'The re-layout is still %s after %d s. Check it later with client.relayout.status("%s", "%s").'
                    % (status.get("status"), round(max_wait), diagram_id, job_id),
                    None,
                    {"job_id": job_id},
                )
            self._r.sleep(poll_interval)
