"""Deciding candidates from repeated runs of a flaky oracle.

A run that shows the failure signature is proof; a pass is weak evidence. So a
candidate counts as FAIL at its first matching failure and as PASS only after r runs
without one (see trail.core.stats for the rule r = ceil(ln(alpha) / ln(1 - p))).

Where p comes from, and how the pieces are used:

1. `FlakyPolicy.estimate(run_original)` reruns the original input until the Wilson
   interval of its failure rate is tight enough (r from the lower bound is at most
   `tightness` times r from the point estimate) or a cap is hit. An oracle that
   fails `deterministic_after` times in a row is taken as deterministic (r = 1):
   n straight failures cannot cheaply tell p = 1 from p = 0.8, so instead of paying
   for every decision the policy watches the rechecks (3.) and raises r as soon as
   an input known to fail passes once. This keeps `--flaky` within a handful of
   extra runs on a deterministic oracle.
2. `decide(key, run)` (the core's Policy shape) decides one candidate, keeping its
   evidence (runs seen, failed or not) under `key`, the candidate's content hash:
   when a later pass asks again (maybe after r grew), only the missing runs are made.
   A policy built with `confirms=True` serves a search whose result `confirm`
   settles (the reduction's): there a wrong PASS only costs size, never the
   guarantee, so `decide` stops at s = runs_to_catch(p_low, search_miss) clean runs
   (s <= r), and
2b. `confirm(candidates)` tops up the evidence of the result's single-unit
   candidates, the ones its guarantee speaks of, to the full r (only the missing
   runs), a run each in turn so that one that fails shows early, and returns the
   first that failed (the reduction adopts it and goes on to a new fixpoint). The
   guarantee covers exactly these N decisions: alpha = target_error / N from then
   on (the union bound), so r is what trail.core.floor counts.
3. `recheck(key, run)` reruns the current best until it fails, at most r times;
   False means it stopped failing (its rate fell far below the original's: the
   reduction removed part of the cause), so the driver backs up to the previous
   best. Its runs join the rate evidence, since the best is known to fail.
4. `verify(run)` reruns the result K times and reports its failure rate and
   interval next to the original's, flagging a much lower rate.

Before any `confirm`, alpha spreads the error over `decisions`, a rough count made
up front. r is computed from all runs on inputs known to fail (the estimation and the
rechecks), using the lower bound of the Wilson interval, so an overestimated p
does not make passes too cheap. The policy only sees callables returning an
Outcome: it knows nothing of sandboxes or files. It is thread-safe (`--jobs N`).

The runs of one input are independent, so a `Repeat` of width N (trail.parallel.pool's
Repeater, for `--jobs N`) makes them N at a time: a PASS needs r runs, so about r/N
rounds instead of r. A FAIL may come with up to N-1 runs more than one by one would
make (the rest of its round), and the estimate and a recheck may go up to N-1 runs
past where one by one would have stopped.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

from trail.core.floor import Floor
from trail.core.outcome import Outcome
from trail.core.rate import SERIALLY, FailureRate, Repeat, Run
from trail.core.stats import decision_alpha, runs_to_catch, wilson_interval


@dataclass(frozen=True)
class FlakySettings:
    """The knobs of flaky mode; the defaults are what `--flaky` uses."""

    target_error: float = 0.05      # chance that a whole run wrongly passes a failing candidate
    confidence: float = 0.95        # level of every interval
    deterministic_after: int = 6    # straight failures that end estimation as "deterministic"
    estimate_min_runs: int = 10     # once a pass was seen, estimate from at least this many
    estimate_max_runs: int = 100    # cap on estimation runs
    tightness: float = 1.5          # stop estimating when r(lower bound) <= tightness * r(p)
    max_runs_per_decision: int = 500  # cap on r, so a rarely failing oracle still ends
    verify_runs: int = 10           # K
    # Flag the result when its rate is below this share of the original's lower bound.
    much_lower: float = 0.5
    # A search's decision (a policy with confirms=True) may wrongly pass a failing
    # candidate this often: it costs size only, the result's candidates are confirmed.
    search_miss: float = 0.2


def expected_decisions(units: int) -> int:
    """A rough count of decisions a reduction of `units` makes: ten per halving, at least 20."""
    return max(20, 10 * math.ceil(math.log2(units + 1)))


def _estimation_done(rate: FailureRate, settings: FlakySettings, alpha: float) -> bool:
    if rate.runs >= settings.estimate_max_runs:
        return True
    if rate.failures == rate.runs:
        return rate.runs >= settings.deterministic_after
    if rate.runs < settings.estimate_min_runs or rate.failures == 0:
        return False
    low = wilson_interval(rate.failures, rate.runs, settings.confidence)[0]
    return runs_to_catch(low, alpha) <= settings.tightness * runs_to_catch(rate.rate, alpha)


@dataclass(frozen=True)
class FlakyVerification:
    """The minimized input's failure rate next to the original's."""

    original: FailureRate
    minimized: FailureRate
    much_lower: bool
    confidence: float

    @property
    def verified(self) -> bool:
        """It still fails, and not at a rate far below the original's."""
        return self.minimized.failures > 0 and not self.much_lower

    def as_dict(self) -> dict:
        return {"runs": self.minimized.runs, "failed": self.minimized.failures,
                "verified": self.verified, "much_lower": self.much_lower,
                "minimized": self.minimized.as_dict(self.confidence),
                "original": self.original.as_dict(self.confidence)}


@dataclass
class _Evidence:
    runs: int = 0
    failed: bool = False
    passed: bool = False     # some run was a PASS (not only UNRESOLVED)
    demoted: bool = False    # a recheck found it stopped failing: it counts as PASS

    def outcome(self) -> Outcome:
        if self.failed and not self.demoted:
            return Outcome.FAIL
        return Outcome.PASS if self.passed or self.demoted else Outcome.UNRESOLVED


@dataclass
class FlakyPolicy:
    """The flaky Policy: FAIL at the first matching failure, PASS after r clean runs.

    `rate` is the evidence on inputs known to fail (the original's estimation runs);
    `decisions` the expected number of decisions (see `expected_decisions`).
    `runs` counts every oracle run made through the policy, repeats included.
    `repeat` makes the runs of one input, one by one or several at once.
    `confirms`: `decide` serves a search whose result `confirm` settles (see the
    module's docstring), so it stops at s clean runs rather than r.
    """

    rate: FailureRate
    decisions: int
    settings: FlakySettings = field(default_factory=FlakySettings)
    runs: int = 0
    repeat: Repeat = SERIALLY
    confirms: bool = False

    def __post_init__(self) -> None:
        if self.rate.failures == 0:
            raise ValueError("the failure rate must come from runs that failed at least once")
        self._original = self.rate
        self._evidence: dict[Hashable, _Evidence] = {}
        self._lock = threading.Lock()
        self._covered = 0  # candidates the last `confirm` decided: the bound's N

    @classmethod
    def estimate(cls, run_original: Run, *, decisions: int,
                 settings: FlakySettings | None = None,
                 observed: FailureRate | None = None,
                 repeat: Repeat = SERIALLY, confirms: bool = False) -> FlakyPolicy:
        """Estimate the original's failure rate by rerunning it, and build the policy.

        `observed`: runs the caller already made on the original (such as the one that
        captured the failure signature); they count toward the estimate, not `runs`.
        Raises ValueError if the original never failed within the cap.
        """
        settings = settings or FlakySettings()
        alpha = decision_alpha(settings.target_error, decisions)
        rate, made = observed or FailureRate(0, 0), 0
        while not _estimation_done(rate, settings, alpha):
            for outcome in repeat(run_original, repeat.width):
                rate = rate.add(outcome)
                made += 1
        if rate.failures == 0:
            raise ValueError(f"the original input did not fail in {rate.runs} runs")
        return cls(rate, decisions, settings, runs=made, repeat=repeat, confirms=confirms)

    @property
    def original(self) -> FailureRate:
        """The original input's failure rate as estimated (before any recheck)."""
        return self._original

    def as_dict(self) -> dict:
        """The report's "flaky" section: the original's rate and the pass rule used."""
        return {"original": self._original.as_dict(self.settings.confidence),
                "runs_to_pass": self.runs_to_pass(), "target_error": self.settings.target_error,
                "decisions": self.decisions, "covered": self._covered,
                "search_runs": self.search_runs(), "runs": self.runs}

    def _runs_to_catch(self, miss: float) -> int:
        """Clean runs that leave at most `miss` chance of passing a failing candidate."""
        rate = self.rate
        if rate.failures == rate.runs:
            return 1
        low = wilson_interval(rate.failures, rate.runs, self.settings.confidence)[0]
        return min(self.settings.max_runs_per_decision, runs_to_catch(low, miss))

    def runs_to_pass(self) -> int:
        """r: clean runs a candidate needs to count as PASS, from the current evidence:
        the error spread over the last `confirm`'s candidates, else over `decisions`."""
        return self._runs_to_catch(decision_alpha(
            self.settings.target_error, self._covered or self.decisions))

    def search_runs(self) -> int:
        """s: clean runs `decide` asks for (r, unless the search is confirmed)."""
        r = self.runs_to_pass()
        return min(r, self._runs_to_catch(self.settings.search_miss)) if self.confirms else r

    def _record(self, evidence: _Evidence, outcomes: list[Outcome]) -> None:
        with self._lock:
            self.runs += len(outcomes)
            evidence.runs += len(outcomes)
            evidence.failed |= Outcome.FAIL in outcomes
            evidence.passed |= Outcome.PASS in outcomes

    def decide(self, key: Hashable, run: Run) -> Outcome:
        """Decide the candidate stored under `key` (its content hash): the core's Policy.

        Evidence gathered for the key so far counts, so asking again after r grew
        only makes the missing runs.
        """
        with self._lock:
            evidence = self._evidence.setdefault(key, _Evidence())
        while True:
            with self._lock:
                missing = self.search_runs() - evidence.runs
                if evidence.failed or evidence.demoted or missing <= 0:
                    return evidence.outcome()
            self._record(evidence, self.repeat(run, min(missing, self.repeat.width)))

    def confirm(self, candidates: Sequence[tuple[Hashable, Run]]) -> int | None:
        """Decide a result's single-unit candidates (distinct keys) at the full r, for
        the guarantee: the index of the first found to fail, None when all pass.

        These N decisions are the ones the guarantee covers, so r is taken at
        alpha = target_error / N. Each candidate's evidence is topped up to r, a run
        (a round of `repeat.width`) each in turn, so a failing one shows after about
        1/p rounds rather than after every candidate before it got its r.
        """
        with self._lock:
            self._covered = len(candidates)
            evidence = [self._evidence.setdefault(key, _Evidence()) for key, _ in candidates]
        for index, known in enumerate(evidence):
            if known.outcome() is Outcome.FAIL:
                return index
        while True:
            r = self.runs_to_pass()
            behind = [i for i, known in enumerate(evidence)
                      if known.runs < r and not known.demoted]
            if not behind:
                return None
            for index in behind:
                known = evidence[index]
                self._record(known, self.repeat(candidates[index][1],
                                                min(r - known.runs, self.repeat.width)))
                if known.failed:
                    return index

    def floor(self) -> Floor:
        """The floor of the runs spent so far (trail.core.floor): after the last
        `confirm`, that of the result it confirmed and the guarantee it stated."""
        with self._lock:
            adopted = sum(1 for known in self._evidence.values()
                          if known.failed and not known.demoted)
        return Floor(self._original.runs, adopted, self.rate.rate, self.runs_to_pass(),
                     self._covered)

    def recheck(self, key: Hashable, run: Run) -> bool:
        """Rerun the current best (stored under `key`) until it fails, at most r times.

        Returns False when it never failed: the driver should restore the previous
        best. The key is then decided PASS for good, so the reduction will not adopt
        it again.
        """
        limit, made = self.runs_to_pass(), 0
        while made < limit:
            outcomes = self.repeat(run, min(limit - made, self.repeat.width))
            with self._lock:
                self.runs += len(outcomes)
                # A pass here is a pass on an input known to fail: evidence about p.
                for outcome in outcomes:
                    self.rate = self.rate.add(outcome)
            if Outcome.FAIL in outcomes:
                return True
            if made == 0:
                # The first passes may show a deterministic-looking oracle to be flaky, so
                # r is taken again once; later passes must not stretch their own test.
                limit = max(limit, self.runs_to_pass())
            made += len(outcomes)
        with self._lock:
            self._evidence.setdefault(key, _Evidence()).demoted = True
        return False

    def verify(self, run: Run, runs: int | None = None) -> FlakyVerification:
        """Rerun the result K times; compare its failure rate with the original's."""
        count = self.settings.verify_runs if runs is None else runs
        if count < 1:
            raise ValueError(f"verification needs at least one run, got {count}")
        minimized = FailureRate(0, 0)
        for outcome in self.repeat(run, count):
            minimized = minimized.add(outcome)
        with self._lock:
            self.runs += count
        original_low = self._original.interval(self.settings.confidence)[0]
        much_lower = minimized.rate < self.settings.much_lower * original_low
        return FlakyVerification(self._original, minimized, much_lower, self.settings.confidence)
