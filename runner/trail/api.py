"""trail as a library: minimize bytes with trail's formats and passes, and a Python
callable as the oracle.

    >>> from trail.api import minimize
    >>> minimize(b'{"a": 1, "b": [2, 3]}', lambda c: b"3" in c).data
    b'{"":[3]}'

The reduction is the one `trail delta` runs (core/reduce.py: the format's passes,
coarse to fine, to a fixpoint), without a process, sandbox or hand-off: the oracle
is called in-process on each candidate's bytes. As in `trail delta`, the same bytes
are never asked about twice (a content-hash cache), and candidates the format calls
malformed never reach the oracle: a structure-aware result stays well-formed.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field

from trail.core.digest import digest
from trail.core.orders import Order
from trail.core.origins import Provenance
from trail.core.outcome import Outcome, outcome_of
from trail.core.reduce import PassRecord, reduce
from trail.core.units import Pass
from trail.formats.base import Format
from trail.formats.kept import Kept
from trail.formats.registry import choose
from trail.formats.text import GRANULARITIES

# What an oracle may answer: an Outcome, or a bool where True means "still fails".
OracleFn = Callable[[bytes], "Outcome | bool"]


@dataclass(frozen=True)
class Minimized:
    """The result of `minimize`: the smallest input found, and what it took."""

    data: bytes
    format: str                  # the name of the format the input was reduced as
    reason: str                  # why that format (for a person reading the result)
    oracle_calls: int            # distinct well-formed candidates, the original included
    cached: int                  # candidates answered from the content cache
    malformed: int               # candidates the format rejected, never shown to the oracle
    passes: list[PassRecord] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    # Where the result came from in the original, as report.json's `kept` says it.
    kept: list[Kept] = field(default_factory=list)


@dataclass
class _Tester:
    """The oracle behind a content-hash cache, with malformed candidates ruled out."""

    oracle: OracleFn
    fmt: Format
    calls: int = 0
    cached: int = 0
    malformed: int = 0
    seen: dict[bytes, Outcome] = field(default_factory=dict)

    def __call__(self, candidate: bytes) -> Outcome:
        key = digest(candidate)
        if key in self.seen:
            self.cached += 1
            return self.seen[key]
        if not self.fmt.is_valid(candidate):
            self.malformed += 1
            outcome = Outcome.UNRESOLVED
        else:
            self.calls += 1
            outcome = outcome_of(self.oracle(candidate))
        self.seen[key] = outcome
        return outcome


def minimize(data: bytes, oracle: OracleFn, *, file_name: str = "",
             format: str | Format = "auto", granularity: str | None = None,
             schedule: str | Order = Order.DEFAULT) -> Minimized:
    """The smallest input found that still fails, reduced to a fixpoint.

    `oracle(candidate)` says whether `candidate` still shows the failure: an
    Outcome, or a bool (True: still fails). `file_name` helps choose the format
    (`input.json`); `format` is a format name as `trail formats` lists them, "auto",
    or a Format object used as it is. `granularity` ("lines", "tokens", "chars")
    runs that one text pass instead of the format's passes.

    `schedule` is the order in which each pass's ddmin tests candidates, for
    comparison (docs/schedules.md): "default" (trail's), "halving" (its sweeps
    without a reduction's hints), "strict" (the reference text's ddmin), "probdd"
    (Wang et al., FSE 2021) or "cdd" (Zhang et al., arXiv 2408.04735). The last two
    are not 1-minimal: their result may still fail without one of its units.

    Raises ValueError when the original does not fail, or for an unknown format,
    granularity or schedule; TypeError when the oracle answers something else than an Outcome
    or a bool. Exceptions the oracle raises come through unchanged.
    """
    order = _order(schedule)
    fmt, reason, warnings = _format(format, file_name, data)
    tester = _Tester(oracle, fmt)
    if tester(data) is not Outcome.FAIL:
        raise ValueError("nothing to minimize: the oracle does not report the failure "
                         "on the original input")
    provenance = Provenance.of_original(data)
    reduction = reduce(data, _passes(fmt, data, granularity), tester, order=order,
                       size=fmt.size, provenance=provenance)
    kept = fmt.kept(data, reduction.data, provenance.origins_of(reduction.data))
    return Minimized(reduction.data, fmt.name, reason, tester.calls, tester.cached,
                     tester.malformed, reduction.records, warnings, kept)


def minimize_file(path: str | os.PathLike[str], oracle: OracleFn, *, format: str = "auto",
                  granularity: str | None = None) -> Minimized:
    """`minimize` on a file's bytes, its name helping choose the format. The file is
    only read: write `.data` where you want it."""
    with open(path, "rb") as fh:
        data = fh.read()
    return minimize(data, oracle, file_name=os.path.basename(path), format=format,
                    granularity=granularity)


def _order(schedule: str | Order) -> Order:
    try:
        return Order(schedule)
    except ValueError:
        raise ValueError(f"unknown schedule {schedule!r}: use one of "
                         f"{', '.join(o.value for o in Order)}") from None


def _format(format: str | Format, file_name: str,
            data: bytes) -> tuple[Format, str, list[str]]:
    if isinstance(format, str):
        return choose(file_name, data, format)
    return format, "given by the caller", []


def _passes(fmt: Format, data: bytes, granularity: str | None) -> list[Pass]:
    if granularity is None:
        return fmt.passes(data)
    if granularity not in GRANULARITIES:
        raise ValueError(f"unknown granularity {granularity!r}: use one of "
                         f"{', '.join(GRANULARITIES)}")
    return [GRANULARITIES[granularity]]
