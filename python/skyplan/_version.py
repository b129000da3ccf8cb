"""The SDK's version and the constants that go with it."""

from __future__ import annotations

import re

#: Sent as ``X-Skyplan-Client: sdk-python/<version>``; keep in step with pyproject.toml.
__version__ = "0.1.0"

#: The client id of this SDK (device login ``client_id`` and the ledger's ``source``).
CLIENT_ID = "sdk-python"

#: The name of this distribution inside the package the Skyplan server serves. Skyplan's clients
#: are installed from the Skyplan server itself, never by a bare name from a public index.
DISTRIBUTION = "skyplan-client"


def server_origin(base_url: str) -> str:
    """The server's origin from an API base such as ``https://skyplan.example.com/api/v2``."""
    return re.sub(r"/api/v\d+$", "", base_url.rstrip("/"))


def update_command(base_url: str) -> str:
    """The command that installs the current SDK from the server at ``base_url``; named when that
    server answers 426 CLIENT_OUTDATED."""
    return "pip install --upgrade %s/clients/skyplan-latest.tar.gz" % server_origin(base_url)

#: Where a Skyplan server listens by default (``npm start`` on this machine).
DEFAULT_BASE_URL = "http://localhost:8080/api/v2"

#: Seconds each attempt may wait for the server (connect, and each read).
DEFAULT_TIMEOUT = 180.0

USER_AGENT = "skyplan-python/" + __version__
