"""The versions of a diagram: list (oldest first), one version, revert (routes 12–14), diff, rename."""

from __future__ import annotations

from typing import Any, Dict, Optional

from ._core import Requester

JSON = Dict[str, Any]


class VersionsApi:
    """``client.versions``: the history of a diagram."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def list(self, diagram_id: str, limit: Optional[int] = None, cursor: Optional[str] = None) -> JSON:
        """The versions of a diagram, ascending; ``cursor`` is the version_number to page after."""
        return self._r.call(
            "GET", "/diagrams/{diagram_id}/versions", "read", params={"diagram_id": diagram_id}, query={"limit": limit, "cursor": cursor}
        )

    def get(self, diagram_id: str, version_id: str) -> JSON:
        """One version as a DiagramOut whose ``id`` is the diagram id (its XML, title and score)."""
        return self._r.call(
            "GET", "/diagrams/{diagram_id}/versions/{version_id}", "read", params={"diagram_id": diagram_id, "version_id": version_id}
        )

    def diff(self, diagram_id: str, from_version: Optional[int] = None, to_version: Optional[int] = None) -> JSON:
        """What changed from one version number to another (default: the previous one to the current).

        Components, frames and connections ``added``/``removed``/``changed`` (label, service,
        container, position, size, properties), paired by meaning when ids changed, and the
        ``review`` change: warnings ``fixed`` and ``introduced``, ``score_delta``.
        """
        return self._r.call(
            "GET", "/diagrams/{diagram_id}/diff", "read", params={"diagram_id": diagram_id}, query={"from": from_version, "to": to_version}
        )

    def revert(self, diagram_id: str, version_id: Optional[str] = None, version_number: Optional[int] = None) -> JSON:
        """Makes an earlier version current again, as a new version (free); returns the summary.

        Name the version by ``version_id`` or ``version_number``.
        """
        if version_id is None and version_number is None:
            raise ValueError("revert needs version_id or version_number")
        body = {"version_id": version_id, "version_number": version_number}
        return self._r.call("POST", "/diagrams/{diagram_id}/revert", "write", params={"diagram_id": diagram_id}, body=body)

    def rename(self, diagram_id: str, version_id: str, name: Optional[str]) -> JSON:
        """Names a version (``None`` or blank clears the name); returns the version summary.

        A named version is kept as it is: editor saves never update it in place.
        """
        return self._r.call(
            "PATCH",
            "/diagrams/{diagram_id}/versions/{version_id}",
            "write",
            params={"diagram_id": diagram_id, "version_id": version_id},
            body={"name": name or ""},
        )
