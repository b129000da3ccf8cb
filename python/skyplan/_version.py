"""The SDK's version and the constants that go with it."""

from __future__ import annotations

#: Sent as ``X-Skyplan-Client: sdk-python/<version>``; keep in step with pyproject.toml.
__version__ = "0.1.0"

#: The client id of this SDK (device login ``client_id`` and the ledger's ``source``).
CLIENT_ID = "sdk-python"

#: The command named when the server answers 426 CLIENT_OUTDATED.
UPDATE_COMMAND = "pip install --upgrade skyplan"

#: Where a Skyplan server listens by default (``npm start`` on this machine).
DEFAULT_BASE_URL = "http://localhost:8080/api/v2"

#: Seconds each attempt may wait for the server (connect, and each read).
DEFAULT_TIMEOUT = 180.0

USER_AGENT = "skyplan-python/" + __version__
