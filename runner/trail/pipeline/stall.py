"""A reduction that learns nothing: most candidates inconclusive, almost none failing.

An oracle that hangs on every candidate but the original, or fails another way on
each of them, leaves ddmin nothing to adopt: it tries every candidate and ends where
it began, "1-minimal" by a technicality. That must never pass for a result. The
watch warns early, once, while the user can still stop the run; the verdict at the
end gives the run a status (and an exit status) of its own, with the top reasons.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from trail.oracle.tester import Reason

INCONCLUSIVE = (Reason.TIMEOUT, Reason.SKIP, Reason.CRASH, Reason.OTHER_SIGNATURE, Reason.ERROR)
EARLY_AFTER = 30          # candidate runs before the early warning may speak
EARLY_SHARE = 0.8         # ... when this share of them was inconclusive and none failed
STALLED_SHARE = 0.5       # at the end: most runs inconclusive ...
STALLED_FAIL_SHARE = 0.05  # ... and almost none failing: nothing was learned


def described(reasons: Mapping[Reason, int]) -> str:
    """The inconclusive reasons, most frequent first: '1,248 timed out, 3 crashed'."""
    counted = sorted(((n, r) for r, n in reasons.items() if r in INCONCLUSIVE and n),
                     key=lambda pair: (-pair[0], pair[1].value))
    return ", ".join(f"{n:,} {r.value}" for n, r in counted)


def _shares(reasons: Mapping[Reason, int]) -> tuple[int, float, float]:
    runs = sum(reasons.values())
    if not runs:
        return 0, 0.0, 0.0
    inconclusive = sum(reasons.get(r, 0) for r in INCONCLUSIVE)
    return runs, inconclusive / runs, reasons.get(Reason.FAIL, 0) / runs


@dataclass
class StallWatch:
    """Says once, early, that candidates come out inconclusive and none fails."""

    said: bool = False

    def check(self, reasons: Mapping[Reason, int]) -> str | None:
        runs, inconclusive, failed = _shares(reasons)
        if self.said or runs < EARLY_AFTER or failed or inconclusive < EARLY_SHARE:
            return None
        self.said = True
        return (f"{runs:,} candidates tested, none failed the way the original did "
                f"({described(reasons)}): check the oracle and --test-timeout; Ctrl-C "
                "keeps what there is")


def stalled(reasons: Mapping[Reason, int]) -> str | None:
    """Why the reduction stalled, or None when it learned enough to call its result one."""
    runs, inconclusive, failed = _shares(reasons)
    if runs < 2 or inconclusive <= STALLED_SHARE or failed >= STALLED_FAIL_SHARE:
        return None
    return (f"{inconclusive:.0%} of {runs:,} candidate runs were inconclusive "
            f"({described(reasons)})")
