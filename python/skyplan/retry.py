"""How calls are retried (API.md §5). Every delay is configurable, so tests never wait for real."""

from __future__ import annotations

import time
from typing import Callable, Optional, Sequence, TypeVar

from .errors import SkyplanError, is_ambiguous

T = TypeVar("T")

#: Waits the given number of seconds (tests pass one that records instead of waiting).
Sleep = Callable[[float], None]

#: Told before each retry wait: (attempt number from 1, seconds to wait, the error).
OnRetry = Callable[[int, float, SkyplanError], None]


class RetryPolicy:
    """Retry delays and limits, in seconds.

    - ``ambiguous_delays``: billable calls (generate, stream, edit, fix, re-layout start) wait
      these before each same-key retry of an ambiguous failure (timeout, lost connection,
      502/503/504, 409). Default 5, 15, 30.
    - ``budget``: no such retry starts later than this after the first attempt. Default 600.
    - ``max_retries``: 429 (every call) and 503 (reads) are retried this often. Default 3.
    - ``max_wait``: no single wait is longer, even when Retry-After asks for more. Default 30.
    - ``backoff``: without a Retry-After, the first quick-retry wait, doubled each time. Default 1.
    """

    def __init__(
        self,
        ambiguous_delays: Sequence[float] = (5.0, 15.0, 30.0),
        budget: float = 600.0,
        max_retries: int = 3,
        max_wait: float = 30.0,
        backoff: float = 1.0,
    ) -> None:
        """Sets the policy; every argument has the documented default."""
        self.ambiguous_delays = tuple(float(d) for d in ambiguous_delays)
        self.budget = float(budget)
        self.max_retries = int(max_retries)
        self.max_wait = float(max_wait)
        self.backoff = float(backoff)

    def __repr__(self) -> str:
        """The policy's numbers."""
        return "RetryPolicy(ambiguous_delays=%r, budget=%r, max_retries=%r, max_wait=%r, backoff=%r)" % (
            self.ambiguous_delays,
            self.budget,
            self.max_retries,
            self.max_wait,
            self.backoff,
        )


#: read: GETs and side-effect-free POSTs (retry 429 and 503); write: free mutations (429 only);
#: billable: 429, then the ambiguous ladder with the same Idempotency-Key.
CALL_KINDS = ("read", "write", "billable")


def _quick_wait(err: SkyplanError, attempt: int, policy: RetryPolicy) -> float:
    asked = err.retry_after
    seconds = asked if asked is not None and asked > 0 else policy.backoff * (2 ** attempt)
    return min(seconds, policy.max_wait)


def _retries_quickly(err: BaseException, kind: str) -> bool:
    # 429 means the server did nothing: safe to repeat any call. 503 only for reads; billable
    # calls send it to the ambiguous ladder, other writes do not repeat it.
    if not isinstance(err, SkyplanError):
        return False
    return err.status == 429 or (kind == "read" and err.status == 503)


def _with_quick_retries(attempt: Callable[[], T], kind: str, policy: RetryPolicy, sleep: Sleep, on_retry: Optional[OnRetry]) -> T:
    n = 0
    while True:
        try:
            return attempt()
        except SkyplanError as err:
            if not _retries_quickly(err, kind) or n >= policy.max_retries:
                raise
            delay = _quick_wait(err, n, policy)
            if on_retry:
                on_retry(n + 1, delay, err)
            sleep(delay)
            n += 1


def with_retries(
    attempt: Callable[[], T],
    kind: str,
    policy: RetryPolicy,
    sleep: Sleep = time.sleep,
    on_retry: Optional[OnRetry] = None,
    clock: Callable[[], float] = time.monotonic,
) -> T:
    """Runs one call with its retry rules and returns its result, or raises its last error.

    A billable attempt is repeated after an ambiguous failure at the policy's delays, within its
    budget; the caller keeps the same Idempotency-Key, so the server replays instead of charging
    twice. Every kind retries 429, honouring Retry-After (capped at ``max_wait``).
    """
    if kind not in CALL_KINDS:
        raise ValueError("kind must be one of %s" % ", ".join(CALL_KINDS))
    if kind != "billable":
        return _with_quick_retries(attempt, kind, policy, sleep, on_retry)
    started = clock()
    n = 0
    while True:
        try:
            return _with_quick_retries(attempt, kind, policy, sleep, on_retry)
        except SkyplanError as err:
            if not is_ambiguous(err) or n >= len(policy.ambiguous_delays):
                raise
            delay = policy.ambiguous_delays[n]
            if clock() - started + delay > policy.budget:
                raise
            if on_retry:
                on_retry(n + 1, delay, err)
            sleep(delay)
            n += 1
