"""Diagrams: generate (plain and streamed), list, get, update, delete, import, edit, fix,
warnings, export (routes 1–11 of the contract)."""

from __future__ import annotations

import os
import uuid
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional, Sequence, Union

from ._core import Requester
from .errors import SkyplanError
from .sse import StreamEvent, read_stream_events, stream_error
from .transport import TRANSPORT_ERRORS, transport_error

JSON = Dict[str, Any]


def _generate_body(prompt: str, cloud_provider: str, diagram_type: Optional[str], opinionated: bool) -> JSON:
    # cloud_provider and opinionated always go; diagram_type only when given (absent: architecture).
    return {"prompt": prompt, "cloud_provider": cloud_provider, "diagram_type": diagram_type, "opinionated": opinionated}


class DiagramsApi:
    """``client.diagrams``: everything about one diagram and the list of yours."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def generate(
        self,
        prompt: str,
        cloud_provider: str = "general",
        diagram_type: Optional[str] = None,
        opinionated: bool = False,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
    ) -> JSON:
        """Generates a diagram from a prompt (1–3 credits) and returns it (DiagramOut with usage).

        Sends an Idempotency-Key (yours, or a fresh UUIDv4) and retries ambiguous failures with
        it, so a lost answer is replayed by the server instead of charged twice.
        """
        body = _generate_body(prompt, cloud_provider, diagram_type, opinionated)
        return self._r.call("POST", "/diagrams", "billable", body=body, idempotency_key=idempotency_key, timeout=timeout)

    def stream(
        self,
        prompt: str,
        cloud_provider: str = "general",
        diagram_type: Optional[str] = None,
        opinionated: bool = False,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
    ) -> Iterator[StreamEvent]:
        """Generates with Server-Sent Events; yields ``StreamEvent(event, data)`` as they arrive.

        ``progress`` events (stage, progress 0–100, message), then ``complete`` (the diagram, with
        usage) or ``error``; the generator ends after either. The request is sent when iteration
        starts. Sends an Idempotency-Key only when you give one, and is not retried (use
        :meth:`generate_with_progress` for that). Close the generator to abandon the stream.
        """
        body = _generate_body(prompt, cloud_provider, diagram_type, opinionated)
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else None

        def opened() -> Any:
            return self._r.open("POST", "/diagrams/stream", body=body, accept="text/event-stream", headers=headers, timeout=timeout)

        response = self._r.retrying(opened, "write")
        seconds = self._r.timeout if timeout is None else timeout
        request_id = response.headers.get("x-request-id")
        try:
            events = read_stream_events(response.readline, request_id)
            while True:
                try:
                    event = next(events)
                except StopIteration:
                    return
                except TRANSPORT_ERRORS as exc:
                    raise transport_error(exc, self._r.base_url, seconds, request_id) from exc
                yield event
        finally:
            response.close()

    def generate_with_progress(
        self,
        prompt: str,
        cloud_provider: str = "general",
        diagram_type: Optional[str] = None,
        opinionated: bool = False,
        on_progress: Optional[Callable[[JSON], None]] = None,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
    ) -> JSON:
        """Generates through the stream, calling ``on_progress(data)`` per stage; returns the diagram.

        An ``error`` event raises SkyplanError; an ambiguous failure (lost connection, timeout,
        502/503/504, 409) is retried with the same Idempotency-Key like :meth:`generate`.
        """
        key = idempotency_key or str(uuid.uuid4())

        def attempt() -> JSON:
            events = self.stream(prompt, cloud_provider, diagram_type, opinionated, key, timeout)
            try:
                for event in events:
                    if event.event == "progress":
                        if on_progress:
                            on_progress(event.data)
                    elif event.event == "complete":
                        return event.data
                    else:
                        raise stream_error(event.data)
            finally:
                events.close()
            raise SkyplanError(0, "CONNECTION_ERROR", "The event stream ended without a result.")

        return self._r.retrying(attempt, "billable")

    def list(self, limit: Optional[int] = None, cursor: Optional[str] = None) -> JSON:
        """Your diagrams, newest first: ``{items, next_cursor, has_more}`` (limit 1–100, default 20)."""
        return self._r.call("GET", "/diagrams", "read", query={"limit": limit, "cursor": cursor})

    def get(self, diagram_id: str) -> JSON:
        """A diagram with its current XML, warnings, suggestions and score."""
        return self._r.call("GET", "/diagrams/{diagram_id}", "read", params={"diagram_id": diagram_id})

    def update(
        self,
        diagram_id: str,
        title: Optional[str] = None,
        is_public: Optional[bool] = None,
        xml: Optional[str] = None,
    ) -> JSON:
        """Changes the title, the visibility, or the XML (a new version); returns the summary.

        Only the fields you give are sent; give at least one.
        """
        if title is None and is_public is None and xml is None:
            raise ValueError("update needs at least one of title, is_public, xml")
        body = {"title": title, "is_public": is_public, "xml": xml}
        return self._r.call("PATCH", "/diagrams/{diagram_id}", "write", params={"diagram_id": diagram_id}, body=body)

    def delete(self, diagram_id: str) -> None:
        """Deletes a diagram (it leaves the list and can no longer be fetched)."""
        self._r.call("DELETE", "/diagrams/{diagram_id}", "write", params={"diagram_id": diagram_id})

    def import_(
        self,
        xml: str,
        title: Optional[str] = None,
        cloud_provider: Optional[str] = None,
        diagram_type: Optional[str] = None,
    ) -> JSON:
        """Imports draw.io XML (``mxfile`` or ``mxGraphModel``) as a new diagram (free); returns its summary.

        Named with a trailing underscore because ``import`` is a Python keyword.
        """
        body = {"xml": xml, "title": title, "cloud_provider": cloud_provider, "diagram_type": diagram_type}
        return self._r.call("POST", "/diagrams/import", "write", body=body)

    def from_code(
        self,
        files: Union[str, Mapping[str, str], Sequence[Mapping[str, str]]],
        title: Optional[str] = None,
        cloud_provider: Optional[str] = None,
    ) -> JSON:
        """Draws a diagram from infrastructure code (free): Terraform, CloudFormation/SAM, Kubernetes.

        ``files`` is a folder path (every file below it is sent), a ``{path: content}`` mapping, or a
        list of ``{"path", "content"}``. A file the server cannot read is a 422 whose ``details`` name
        its ``file`` and ``line``. Returns the diagram with its warnings.
        """
        if isinstance(files, str):
            root = files
            listed = []
            for folder, _, names in sorted(os.walk(root)):
                for name in sorted(names):
                    full = os.path.join(folder, name)
                    with open(full, encoding="utf-8", errors="replace") as handle:
                        listed.append({"path": os.path.relpath(full, root).replace(os.sep, "/"), "content": handle.read()})
        elif isinstance(files, Mapping):
            listed = [{"path": path, "content": content} for path, content in files.items()]
        else:
            listed = [{"path": f["path"], "content": f["content"]} for f in files]
        body = {"files": listed, "title": title, "cloud_provider": cloud_provider}
        return self._r.call("POST", "/diagrams/from-code", "write", body=body)

    def edit(self, diagram_id: str, edit_prompt: str, idempotency_key: Optional[str] = None, timeout: Optional[float] = None) -> JSON:
        """Changes a diagram by prompt (1 credit), as a new version; returns the diagram with usage.

        NOT_UNDERSTOOD (422) carries ``details.example``, a prompt that would work.
        """
        return self._r.call(
            "POST",
            "/diagrams/{diagram_id}/edit",
            "billable",
            params={"diagram_id": diagram_id},
            body={"edit_prompt": edit_prompt},
            idempotency_key=idempotency_key,
            timeout=timeout,
        )

    def fix(
        self,
        diagram_id: str,
        message: str,
        component: Optional[str] = None,
        warning_type: Optional[str] = None,
        warning_id: Optional[str] = None,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
    ) -> JSON:
        """Fixes one warning (billed as an edit), as a new version; returns the diagram with usage.

        The warning is matched by ``warning_id`` first, then ``warning_type`` + ``component``, then
        ``message``. Pass the fields of a warning from :meth:`warnings` or :meth:`get`.
        """
        body = {"message": message, "component": component, "warning_type": warning_type, "warning_id": warning_id}
        return self._r.call(
            "POST",
            "/diagrams/{diagram_id}/fix",
            "billable",
            params={"diagram_id": diagram_id},
            body=body,
            idempotency_key=idempotency_key,
            timeout=timeout,
        )

    def warnings(self, diagram_id: str, framework: Union[str, List[str], None] = None) -> List[JSON]:
        """The current warnings of a diagram (free), each with its compliance ``controls``.

        ``framework`` (e.g. ``"pci-dss"`` or a list) keeps only the warnings touching those
        frameworks, each with only their controls.
        """
        query = {"framework": framework} if framework else None
        return self._r.call("GET", "/diagrams/{diagram_id}/warnings", "read", params={"diagram_id": diagram_id}, query=query)

    def description(self, diagram_id: str, version: Optional[int] = None) -> JSON:
        """The diagram's text equivalent: ``summary``, ``sections`` (frames, flows, findings) and ``text``."""
        return self._r.call(
            "GET", "/diagrams/{diagram_id}/description", "read", params={"diagram_id": diagram_id}, query={"version": version}
        )

    def export(
        self,
        diagram_id: str,
        format: str = "drawio",
        scale: Optional[float] = None,
        background: Optional[str] = None,
        border: Optional[int] = None,
    ) -> Union[str, bytes]:
        """Exports the current version (free): draw.io XML or SVG as text, PNG as bytes.

        ``scale`` (PNG zoom, 0–16), ``background`` (a CSS colour or ``transparent``) and ``border``
        (pixels) apply to SVG and PNG.
        """
        query = {"format": format, "scale": scale, "background": background, "border": border}
        as_ = "bytes" if format == "png" else "text"
        return self._r.call(
            "GET", "/diagrams/{diagram_id}/export", "read", as_=as_, params={"diagram_id": diagram_id}, query=query, headers={"Accept": "*/*"}
        )
