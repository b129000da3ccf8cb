"""The Skyplan API client."""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ._core import ApiKey, Requester
from ._version import DEFAULT_TIMEOUT
from .account import MeApi, MetaApi, UsageApi
from .diagrams import DiagramsApi
from .gallery import GalleryApi
from .prompts import PromptsApi
from .relayout import RelayoutApi
from .retry import OnRetry, RetryPolicy, Sleep
from .versions import VersionsApi


class Client:
    """A Skyplan API client; its parts follow the contract's operation ids
    (``diagrams.generate`` → ``client.diagrams.generate``).

    Options (all optional):

    - ``api_key``: ``skp_live_…``/``skp_test_…``, or a function returning the key per request.
      Without it: ``SKYPLAN_API_KEY``, else ``~/.skyplan/credentials.json`` (written by
      ``skyplan login``) when its ``base_url`` is this one. Resolved on every request, so a new
      login takes effect at once.
    - ``base_url``: the API base; default ``SKYPLAN_API_BASE``, else
      ``http://localhost:8080/api/v2``. Trailing slashes are ignored.
    - ``timeout``: seconds each attempt waits for the server (default 180).
    - ``retry``: a :class:`RetryPolicy` (billable calls retry ambiguous failures with the same
      Idempotency-Key after 5/15/30 s within 600 s; every call retries 429 honouring
      Retry-After, at most 30 s a wait).
    - ``sleep``: how to wait between retries and polls (default ``time.sleep``).
    - ``on_retry``: told ``(attempt, seconds, error)`` before each retry wait.
    - ``transport``: an object with ``send(Request) -> Response`` (default: urllib).
    - ``headers``: extra headers on every request.
    - ``client``: the ``X-Skyplan-Client`` value; default ``sdk-python/<version>``.
    - ``env`` / ``credentials_path``: where the key and base URL are looked up (tests, embedding).

    Example::

        from skyplan import Client
        skyplan = Client()  # after `skyplan login`
        diagram = skyplan.diagrams.generate("Three-tier web app on AWS", cloud_provider="aws")
        print(diagram["id"], diagram["score"]["score"])
    """

    def __init__(
        self,
        api_key: Optional[ApiKey] = None,
        base_url: Optional[str] = None,
        timeout: float = DEFAULT_TIMEOUT,
        retry: Optional[RetryPolicy] = None,
        sleep: Optional[Sleep] = None,
        on_retry: Optional[OnRetry] = None,
        transport: Any = None,
        headers: Optional[Mapping[str, str]] = None,
        client: Optional[str] = None,
        update_command: Optional[str] = None,
        env: Optional[Mapping[str, str]] = None,
        credentials_path: Optional[str] = None,
    ) -> None:
        """Creates a client; see the class documentation for every option."""
        self._requester = Requester(
            base_url=base_url,
            api_key=api_key,
            timeout=timeout,
            retry=retry,
            sleep=sleep,
            transport=transport,
            headers=headers,
            on_retry=on_retry,
            client=client,
            update_command=update_command,
            env=env,
            credentials_path=credentials_path,
        )
        self.diagrams = DiagramsApi(self._requester)
        self.versions = VersionsApi(self._requester)
        self.relayout = RelayoutApi(self._requester)
        self.gallery = GalleryApi(self._requester)
        self.prompts = PromptsApi(self._requester)
        self.usage = UsageApi(self._requester)
        self.me = MeApi(self._requester)
        self.meta = MetaApi(self._requester)

    @property
    def base_url(self) -> str:
        """The API base in use, without trailing slashes."""
        return self._requester.base_url

    def __repr__(self) -> str:
        """The base URL (never the key)."""
        return "Client(base_url=%r)" % self.base_url
