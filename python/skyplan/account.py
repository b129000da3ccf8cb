"""Credits and identity: usage summary, the credit ledger, /me, and /meta (routes 21–27)."""

from __future__ import annotations

import datetime as _dt
from typing import Any, Dict, Optional, Sequence, Union

from ._core import Requester
from .credentials import iso_utc

JSON = Dict[str, Any]
When = Union[str, _dt.datetime, None]


def _iso(value: When) -> Optional[str]:
    if isinstance(value, _dt.datetime):
        return iso_utc(value if value.tzinfo else value.replace(tzinfo=_dt.timezone.utc))
    return value


class UsageApi:
    """``client.usage``: your balance and the per-task credit ledger."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def summary(self) -> JSON:
        """Your plan, credit balance (-1: unlimited), period, and what each action costs."""
        return self._r.call("GET", "/usage", "read")

    def history(
        self,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        action: Union[str, Sequence[str], None] = None,
        source: Union[str, Sequence[str], None] = None,
        diagram_id: Optional[str] = None,
        livemode: Optional[bool] = None,
        since: When = None,
        until: When = None,
        include_grants: Optional[bool] = None,
    ) -> JSON:
        """The credit ledger, newest first, with totals over every matching row.

        ``action`` (generate, edit, fix, relayout) and ``source`` (web, sdk-ts, sdk-python, mcp,
        api) take one value or several; ``since`` is inclusive and ``until`` exclusive (ISO strings
        or datetimes; naive ones are UTC); ``include_grants`` adds the grant rows.
        """
        query = {
            "limit": limit,
            "cursor": cursor,
            "action": list(action) if isinstance(action, (list, tuple)) else action,
            "source": list(source) if isinstance(source, (list, tuple)) else source,
            "diagram_id": diagram_id,
            "livemode": livemode,
            "from": _iso(since),
            "to": _iso(until),
            "include_grants": include_grants,
        }
        return self._r.call("GET", "/usage/history", "read", query=query)


class MeApi:
    """``client.me``: who the caller is."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def get(self) -> JSON:
        """The account and credential making this call: id, email, plan, scopes, livemode, credits."""
        return self._r.call("GET", "/me", "read")


class MetaApi:
    """``client.meta``: the value sets of the API and what your plan allows (all free)."""

    def __init__(self, requester: Requester) -> None:
        """Binds the API to a client's requester."""
        self._r = requester

    def diagram_types(self) -> JSON:
        """Valid ``diagram_type`` values: ``{"diagram_types": [...]}``."""
        return self._r.call("GET", "/meta/diagram-types", "read")

    def providers(self) -> JSON:
        """Valid ``cloud_provider`` values: ``{"providers": [...]}``."""
        return self._r.call("GET", "/meta/providers", "read")

    def formats(self) -> JSON:
        """Valid export formats: ``{"export_formats": [...]}``."""
        return self._r.call("GET", "/meta/formats", "read")

    def features(self) -> JSON:
        """What the caller's plan allows: ``{plan, features: {...booleans}, limits: {...numbers}}``."""
        return self._r.call("GET", "/meta/features", "read")
