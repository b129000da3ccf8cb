"""The gallery: the curated library plus public diagrams, fork (routes 17–18) and previews."""

from __future__ import annotations

from typing import Any, Dict, Optional

from ._core import Requester

JSON = Dict[str, Any]


class GalleryApi:
    """``client.gallery``: search public diagrams and templates, and copy one into your account."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def list(
        self,
        q: Optional[str] = None,
        cloud_provider: Optional[str] = None,
        diagram_type: Optional[str] = None,
        source: str = "all",
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> JSON:
        """Searches the library and public diagrams (``source``: all, community, library)."""
        query = {"q": q, "cloud_provider": cloud_provider, "diagram_type": diagram_type, "source": source, "limit": limit, "cursor": cursor}
        return self._r.call("GET", "/gallery", "read", query=query)

    def fork(self, diagram_id: str) -> JSON:
        """Copies a gallery diagram into your account as a private diagram (free)."""
        return self._r.call("POST", "/gallery/{diagram_id}/fork", "write", params={"diagram_id": diagram_id})

    def thumbnail(self, diagram_id: str) -> str:
        """A gallery diagram drawn as SVG (what each item's ``thumbnail_url`` serves)."""
        return self._r.call(
            "GET", "/gallery/{diagram_id}/thumbnail", "read", as_="text", params={"diagram_id": diagram_id}, headers={"Accept": "image/svg+xml"}
        )
