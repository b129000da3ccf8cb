"""Which Skyplan server this SDK was installed from, if it was installed from one."""

from __future__ import annotations

import json
import re
from typing import Optional

from ._version import DISTRIBUTION, server_origin

_SERVED = re.compile(r"^(https?://.+)/clients/[^/]+\.(?:tar\.gz|whl)$")


def installed_from_base() -> Optional[str]:
    """The API base of the Skyplan server whose ``/clients/`` this package was installed from.

    pip records the URL of a package installed from a URL (PEP 610, ``direct_url.json``), so an
    SDK installed with ``pip install <server>/clients/skyplan-latest.tar.gz`` talks to that server
    unless told otherwise. None for any other installation (a checkout, an editable install).
    """
    try:
        from importlib.metadata import PackageNotFoundError, distribution
    except ImportError:  # pragma: no cover - Python < 3.8
        return None
    try:
        text = distribution(DISTRIBUTION).read_text("direct_url.json")
    except (PackageNotFoundError, OSError):
        return None
    try:
        url = json.loads(text or "null")["url"]
    except (ValueError, KeyError, TypeError):
        return None
    match = _SERVED.match(url) if isinstance(url, str) else None
    return server_origin(match.group(1)) + "/api/v2" if match else None
