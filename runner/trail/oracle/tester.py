"""The tester glues an oracle, a sandbox and a signature into `test(bytes) -> Outcome`.

It answers repeated content from a cache keyed by the candidate's hash (the same
bytes are never tested twice in one run, and with a cache file not across --resume
either), skips candidates the format calls malformed without running the oracle,
enforces the budget, and counts everything the report shows.
"""

from __future__ import annotations

import enum
import json
import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

from trail.core.digest import digest
from trail.core.outcome import Convention, Outcome, ReductionStopped, classify_exit
from trail.diskfull import naming
from trail.ellipsis import shortened
from trail.interrupts import STOP_SIGNALS, check
from trail.oracle.call import Executor, Oracle, RunResult
from trail.oracle.signature import CRASH_STATUS, Signature, crash_status, describe_failure
from trail.redact import Redactor

if TYPE_CHECKING:  # the flaky machinery loads only where a run asks for it
    from trail.core.flaky import FlakyPolicy

log = logging.getLogger(__name__)


# A Ctrl-C reaches trail's whole process group, and with it a test that is just
# starting: until the test has made a session of its own (after the fork has reset
# the signal handlers) it is in that group, and dies of the signal before it ran.
# With --jobs the worker that started it can see that death before the main thread
# has run trail's handler (check() still passes), so a death by a signal that stops
# trail is no answer: the call is made once more, which either meets the stop or
# answers. An oracle that dies of such a signal again has answered.
STOPPED_STATUSES = frozenset(CRASH_STATUS + sig for sig in STOP_SIGNALS)


def content_key(data: bytes) -> str:
    return digest(data).hex()


class Policy(Protocol):
    """Decides one candidate from as many runs as it needs (see trail.core.flaky)."""

    def decide(self, key: str, run: Callable[[], Outcome]) -> Outcome: ...

    def confirm(self, candidates: Sequence[tuple[str, Callable[[], Outcome]]]) -> int | None:
        """Decide a result's single-unit candidates as its guarantee needs them: the
        index of the first that fails, None when none does."""
        ...

    def final(self, outcome: Outcome) -> bool:
        """Whether asking again could never change this outcome (the tester caches it)."""
        ...


class SingleRun:
    """A deterministic oracle: one run decides, for good."""

    def decide(self, key: str, run: Callable[[], Outcome]) -> Outcome:
        return run()

    def confirm(self, candidates: Sequence[tuple[str, Callable[[], Outcome]]]) -> int | None:
        return next((i for i, (_, run) in enumerate(candidates) if run() is Outcome.FAIL),
                    None)

    def final(self, outcome: Outcome) -> bool:
        return True


@dataclass(frozen=True)
class Repeated:
    """A flaky oracle's policy: only a FAIL is proof. The FlakyPolicy keeps the evidence
    of passes itself and may want more runs when asked again (its r grows)."""

    flaky: FlakyPolicy

    def decide(self, key: str, run: Callable[[], Outcome]) -> Outcome:
        return self.flaky.decide(key, run)

    def confirm(self, candidates: Sequence[tuple[str, Callable[[], Outcome]]]) -> int | None:
        return self.flaky.confirm(candidates)

    def final(self, outcome: Outcome) -> bool:
        return outcome is Outcome.FAIL


@dataclass
class Budget:
    """Wall-clock and test-count caps for a whole run; None means no cap.

    The wall-clock cap is a deadline, `seconds` after `started`: no test starts after
    it, and a test still running at it is stopped there (`cap`), not waited for."""

    seconds: float | None = None
    max_tests: int | None = None
    started: float = field(default_factory=time.monotonic)

    def check(self, tests_run: int) -> None:
        if self.seconds is not None and time.monotonic() - self.started >= self.seconds:
            raise ReductionStopped("timeout")
        if self.max_tests is not None and tests_run >= self.max_tests:
            raise ReductionStopped("max-tests")

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def cap(self, timeout: float | None) -> tuple[float | None, bool]:
        """A call's `timeout` shortened to end by the deadline, and whether the
        deadline is what ends it (then a call that times out was stopped by it)."""
        if self.seconds is None:
            return timeout, False
        left = self.seconds - self.elapsed()
        if timeout is not None and timeout <= left:
            return timeout, False
        return left, True


class Reason(enum.Enum):
    """Why a run of a candidate came out as it did: what the report counts."""

    FAIL = "fail"
    PASS = "pass"
    TIMEOUT = "timed out"
    SKIP = "exit 125"
    CRASH = "crashed"                        # 128+S, or killed by a signal
    OTHER_SIGNATURE = "another signature"    # failed, but not the way the original did
    ERROR = "sandbox error"


# An oracle that exits 125 may say why on the last line of its stderr, after this
# (auto's victim check: "inconclusive: the test did not run (collection error)").
SAYS_WHY = "inconclusive: "
WHY_CHARS = 120  # of what it says, as the report counts and shows it


def said_why(result: RunResult) -> str | None:
    """Why an oracle that exited 125 says it was inconclusive (SAYS_WHY), or None."""
    lines = result.stderr.decode("utf-8", "replace").strip().splitlines()
    last = lines[-1].strip() if lines else ""
    if not last.startswith(SAYS_WHY):
        return None
    return shortened(last[len(SAYS_WHY):].strip(), WHY_CHARS) or None


@dataclass
class Counters:
    tests: int = 0            # candidates decided by running the oracle
    oracle_runs: int = 0      # oracle executions, repeats of flaky decisions included
    cache_hits: int = 0
    malformed_skipped: int = 0
    # The runs of candidates (not the original's, nor verification's), by reason.
    reasons: Counter[Reason] = field(default_factory=Counter)
    # Those of them that exited 125, by why the oracle said it was (SAYS_WHY).
    said: Counter[str] = field(default_factory=Counter)


class OutcomeCache:
    """Outcomes by content hash; optionally appended to a file for --resume."""

    def __init__(self, path: str | None = None) -> None:
        self._outcomes: dict[str, Outcome] = {}
        self._path = path
        if path and os.path.exists(path):
            with open(path, encoding="utf-8") as fh:
                for line in fh:
                    try:
                        entry = json.loads(line)
                        self._outcomes[entry["key"]] = Outcome(entry["outcome"])
                    except (ValueError, KeyError):
                        continue  # a line cut by kill -9
        self._file = open(path, "a", encoding="utf-8") if path else None

    def get(self, key: str) -> Outcome | None:
        return self._outcomes.get(key)

    def put(self, key: str, outcome: Outcome) -> None:
        self._outcomes[key] = outcome
        if self._file is not None:
            with naming(self._file.name):
                self._file.write(json.dumps({"key": key, "outcome": outcome.value}) + "\n")
                self._file.flush()

    def __len__(self) -> int:
        return len(self._outcomes)

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


class Tester:
    def __init__(
        self,
        oracle: Oracle,
        sandbox: Executor,
        *,
        signature: Signature | None = None,
        test_timeout: float | None = None,
        policy: Policy | None = None,
        is_valid: Callable[[bytes], bool] | None = None,
        budget: Budget | None = None,
        cache: OutcomeCache | None = None,
        on_test: Callable[[], None] | None = None,
    ) -> None:
        self.oracle = oracle
        self.sandbox = sandbox
        self.signature = signature
        self.test_timeout = test_timeout
        self.policy = policy or SingleRun()
        self.is_valid = is_valid
        self.budget = budget if budget is not None else Budget()
        self.cache = cache if cache is not None else OutcomeCache()
        self.counters = Counters()
        self.on_test = on_test
        # The last run judged FAIL, with its candidate's key: the result's failure as
        # the report shows it beside the original's.
        self.last_failure: tuple[str, RunResult] | None = None
        self._lock = threading.Lock()
        # Secret values are masked in what the oracle said before anything reads it: the
        # signature is captured from, and matched against, the masked output, so no
        # secret reaches a pattern (wildcarded or not), a report or a message.
        self._redactor = Redactor.from_environ(os.environ)

    def classify(self, result: RunResult) -> Outcome:
        if result.error is not None or result.timed_out:
            return Outcome.UNRESOLVED
        outcome = classify_exit(result.exit_status, self.oracle.convention)
        if self.signature is None:
            return outcome
        if (outcome is Outcome.UNRESOLVED and self.oracle.convention is Convention.BISECT
                and self.signature.names_crash(result)):
            outcome = Outcome.FAIL  # --expect-exit 128+S: the user named this crash the failure
        if outcome is Outcome.FAIL and not self.signature.matches(result):
            return Outcome.UNRESOLVED  # it fails, but not the way the original did
        return outcome

    def reason(self, result: RunResult, outcome: Outcome) -> Reason:
        """Why `result` was judged `outcome`."""
        if result.error is not None:
            return Reason.ERROR
        if result.timed_out:
            return Reason.TIMEOUT
        if outcome is not Outcome.UNRESOLVED:
            return Reason.FAIL if outcome is Outcome.FAIL else Reason.PASS
        if crash_status(result) is not None:
            return Reason.CRASH
        return Reason.SKIP if result.exit_status == 125 else Reason.OTHER_SIGNATURE

    def run_once(self, data: bytes) -> tuple[Outcome, RunResult]:
        """One oracle execution, uncached (verification and flaky repeats use it).

        Raises ReductionStopped("timeout") when the budget's deadline has come, or
        came while it ran: the sandbox stopped the run there, and it answers nothing.
        A run that died of a signal that stops trail is made again (STOPPED_STATUSES)."""
        result = self._call(data)
        if crash_status(result) in STOPPED_STATUSES:
            result = self._call(data)
        outcome = self.classify(result)
        if outcome is Outcome.FAIL:
            self.last_failure = (content_key(data), result)
        return outcome, result

    def _call(self, data: bytes) -> RunResult:
        """One call of the oracle on `data`; raises as run_once says."""
        check()
        timeout, by_deadline = self.budget.cap(self.test_timeout)
        if by_deadline and timeout is not None and timeout <= 0:
            raise ReductionStopped("timeout")
        with self._lock:
            self.counters.oracle_runs += 1
        try:
            result = self.sandbox.run(self.oracle.call(data, timeout))
        except Exception:
            check()  # the stop closed the sandbox under it
            raise
        if self._redactor:
            stdout, stderr = self._redactor.data(result.stdout), self._redactor.data(result.stderr)
            if stdout != result.stdout or stderr != result.stderr:  # a secret was found
                result = replace(result, stdout=stdout, stderr=stderr)
        check()  # a run the stop killed answers nothing
        if by_deadline and result.timed_out:
            raise ReductionStopped("timeout")
        return result

    def _counted_run(self, data: bytes) -> Outcome:
        outcome, result = self.run_once(data)
        reason = self.reason(result, outcome)
        why = said_why(result) if reason is Reason.SKIP else None
        with self._lock:
            self.counters.reasons[reason] += 1
            if why is not None:
                self.counters.said[why] += 1
        if log.isEnabledFor(logging.INFO):
            why = "" if reason.value == outcome.name.lower() else f" ({reason.value})"
            log.info("candidate %s (%d bytes): %s%s", content_key(data)[:12], len(data),
                     outcome.name, why)
            if reason is Reason.OTHER_SIGNATURE and self.signature is not None:
                log.info("  counted as another failure: %s; the original's failure is %s",
                         describe_failure(result), self.signature.describe())
        return outcome

    def test(self, data: bytes) -> Outcome:
        """The outcome of a candidate: cached, validity-checked and within the budget."""
        key = content_key(data)
        with self._lock:
            known = self.cache.get(key)
            if known is not None:
                self.counters.cache_hits += 1
                log.debug("candidate %s (%d bytes): %s, from the cache", key[:12], len(data),
                          known.name)
                return known
        if self.is_valid is not None and not self.is_valid(data):
            with self._lock:
                self.counters.malformed_skipped += 1
            log.debug("candidate %s (%d bytes): malformed for the format, not run", key[:12],
                      len(data))
            return Outcome.UNRESOLVED
        with self._lock:
            self.budget.check(self.counters.tests)
            self.counters.tests += 1
        outcome = self.policy.decide(key, lambda: self._counted_run(data))
        if self.policy.final(outcome):
            with self._lock:
                self.cache.put(key, outcome)
        if self.on_test is not None:
            self.on_test()
        return outcome

    def confirm(self, renders: Sequence[Callable[[], bytes]],
                admits: Callable[[bytes], bool] | None = None) -> int | None:
        """Decide a result's single-unit candidates (distinct, each rendered when it
        runs, so that a large result's are never all held at once) as the policy's
        `confirm` does: the index of the first found to fail, None when none does.
        What `admits` or the format rejects is not run, as in `test`; what the cache
        holds for good (any FAIL) is known."""
        items, where = [], []
        for index, render in enumerate(renders):
            data = render()
            if (admits is not None and not admits(data)) or \
                    (self.is_valid is not None and not self.is_valid(data)):
                continue
            key = content_key(data)
            known = self.cache.get(key)
            if known is Outcome.FAIL:
                return index
            if known is not None and self.policy.final(known):
                continue  # decided for good
            items.append((key, lambda render=render: self._counted_run(render())))
            where.append(index)
        with self._lock:
            self.budget.check(self.counters.tests)
        found = self.policy.confirm(items)
        return None if found is None else where[found]
