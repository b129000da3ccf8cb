"""Prompt helpers (free): enhance and clarify (routes 19–20)."""

from __future__ import annotations

from typing import Any, Dict, Optional

from ._core import Requester

JSON = Dict[str, Any]


class PromptsApi:
    """``client.prompts``: make a prompt better before generating."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def enhance(self, prompt: str, cloud_provider: Optional[str] = None) -> JSON:
        """Rewrites a prompt into a fuller one: ``{original_prompt, enhanced_prompt}``."""
        # A POST, but free and without side effects: retried like a read.
        return self._r.call("POST", "/prompts/enhance", "read", body={"prompt": prompt, "cloud_provider": cloud_provider})

    def clarify(self, prompt: str, diagram_type: Optional[str] = None, cloud_provider: Optional[str] = None) -> JSON:
        """Questions that would make a prompt clearer: ``{questions, suggested_diagram_type}``; none means clear enough."""
        body = {"prompt": prompt, "diagram_type": diagram_type, "cloud_provider": cloud_provider}
        return self._r.call("POST", "/prompts/clarify", "read", body=body)
