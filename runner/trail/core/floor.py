"""The floor of a flaky reduction: the fewest oracle runs that any procedure must
spend to end at this result, with this guarantee, at this failure rate.

`trail delta --flaky` ends at a result R and states a guarantee: at each pass it
names, every single-unit candidate of R (the deletion of one unit; at a
transformation pass, one edit applied) no longer fails, the N distinct ones decided
PASS with a family-wise error of at most `target_error`. Whatever order it tries
candidates in, a procedure that ends there has spent at least:

* **estimation**: the runs of the original that the policy's estimation rule
  needed to know p (`FlakyPolicy.estimate`, the probe's runs included): r comes
  from them;
* **adoptions**: one failing run for each candidate adopted as FAIL on the way from
  the original to R (a failure is the only proof); a run fails with probability p,
  so it takes 1/p runs on average: `ceil(adopted / p)` in all, p the point estimate;
* **confirmations**: for each of the N candidates, r runs without a failure. By the
  union bound the N decisions share the error, alpha = target_error / N; a
  candidate that still fails at a rate of at least p_low (the Wilson lower bound of
  p, as the policy uses) shows no failure in k runs with probability
  (1 - p_low)^k, which is at most alpha only from k = r = runs_to_catch(p_low,
  alpha) on (trail.core.stats). Distinct candidates count once: two passes whose
  single units render the same bytes ask one question. N * r in all.

    floor = estimation + ceil(adopted / p) + N * r

Worked example (tests/test_floor.py): 10 estimation runs with 7 failures (p = 0.7,
p_low = 0.3968), 3 adoptions, N = 4 candidates: alpha = 0.05 / 4 = 0.0125,
r = ceil(ln 0.0125 / ln 0.6032) = ceil(8.67) = 9, and the floor is
10 + ceil(3 / 0.7) + 4 * 9 = 10 + 5 + 36 = 51.

What the floor leaves out, each a cost of finding R rather than of proving it: the
PASS decisions of candidates that are not single-unit candidates of R (during the
search), the rechecks of the current best, and the verification's K runs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# Floating point may put adopted / p a hair above an exact integer (3 / 0.75).
_CEIL_SLACK = 1e-9


@dataclass(frozen=True)
class Floor:
    """The floor's terms, as the module's docstring derives them."""

    estimation: int     # runs of the original the estimation rule needed
    adopted: int        # candidates adopted as FAIL
    rate: float         # p, the point estimate of the failure rate
    runs_to_pass: int   # r at the stated error, for N candidates
    candidates: int     # N: distinct single-unit candidates of the result

    @property
    def runs(self) -> int:
        """The floor, in oracle runs."""
        adoptions = math.ceil(self.adopted / self.rate - _CEIL_SLACK) if self.adopted else 0
        return self.estimation + adoptions + self.candidates * self.runs_to_pass

    def as_dict(self, spent: int) -> dict:
        """The report's `flaky.floor`: the terms, the floor and the runs `spent` beside it."""
        return {"runs": self.runs, "spent": spent,
                "ratio": round(spent / self.runs, 3) if self.runs else None,
                "estimation": self.estimation, "adopted": self.adopted,
                "candidates": self.candidates, "runs_to_pass": self.runs_to_pass}
