"""One bisection step: build the checkout, run the oracle, say good, bad, skip or abort.

`judge` serves twice: in trail's own process (the end points, and the minimized
input at C's parent) and in the script `git bisect run` calls at every step
(`step.sh` -> `bisect_step.main` with the state file), so both decide alike. The
verdicts follow `git bisect run`: 0 good, 1 bad (the original failure signature
only), 125 skip (the build fails, or another failure, or a timeout), 128 abort
(the environment is broken: the sandbox cannot run anything). 126 and 127, which
git would count as bad, are never used.

Python itself exits 1 on an uncaught exception, which git would take for "bad": so
this module exits with codes of its own (STEP_EXIT) and step.sh maps them to git's,
turning anything else into an abort.
"""

from __future__ import annotations

import enum
import json
import os
import pickle
import shlex
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from trail.core.outcome import Outcome
from trail.interrupts import Interrupted, interrupts_raise
from trail.oracle.call import Oracle, OracleCall, RunResult
from trail.oracle.signature import Signature, describe_failure
from trail.oracle.tester import Policy, Repeated, SingleRun, Tester, content_key
from trail.sandbox.local import LocalSandbox

if TYPE_CHECKING:
    from trail.core.flaky import FlakyPolicy
    from trail.core.rate import FailureRate
    from trail.sandbox.base import Sandbox


class Verdict(enum.Enum):
    GOOD = "good"
    BAD = "bad"
    SKIP = "skip"
    ABORT = "abort"


GIT_EXIT = {Verdict.GOOD: 0, Verdict.BAD: 1, Verdict.SKIP: 125, Verdict.ABORT: 128}
STEP_EXIT = {Verdict.GOOD: 10, Verdict.BAD: 11, Verdict.SKIP: 12, Verdict.ABORT: 13}
_BY_OUTCOME = {Outcome.FAIL: Verdict.BAD, Outcome.PASS: Verdict.GOOD,
               Outcome.UNRESOLVED: Verdict.SKIP}


@dataclass(frozen=True)
class Step:
    """What every step of one bisection runs. Pickled into the state file for step.sh.

    `oracle.workdir` is the worktree (at the user's sub-directory); the build runs there
    too, before the oracle.
    """

    oracle: Oracle
    data: bytes
    signature: Signature
    test_timeout: float | None
    build: str | None = None
    prefix: str = ""  # the workdir inside the checkout, for messages ("" at the top)
    # --flaky: the failure rate the pass rule comes from, and the job's verdict count.
    flaky: FailureRate | None = None
    decisions: int = 1

    def policy(self) -> Policy:
        """A FAIL at the first matching failure; a PASS after one run (after r with --flaky)."""
        flaky = self._flaky_policy()
        return SingleRun() if flaky is None else Repeated(flaky)

    def runs_to_pass(self) -> int:
        flaky = self._flaky_policy()
        return 1 if flaky is None else flaky.runs_to_pass()

    def _flaky_policy(self) -> FlakyPolicy | None:
        if self.flaky is None:
            return None
        # Imported here: a step of a bisection without --flaky never loads the statistics.
        from trail.core.flaky import FlakyPolicy

        return FlakyPolicy(self.flaky, self.decisions)


@dataclass(frozen=True)
class Judgement:
    verdict: Verdict
    reason: str
    oracle_runs: int
    seconds: float

    def to_dict(self) -> dict[str, object]:
        return {"verdict": self.verdict.value, "reason": self.reason,
                "oracle_runs": self.oracle_runs, "seconds": round(self.seconds, 3)}


def run_build(step: Step, sandbox: Sandbox) -> RunResult | None:
    """Run the build command in the checkout (None without one).

    It goes through the sandbox like an oracle call, with an empty candidate, for the
    sandbox's process-group handling; a build has no time limit.
    """
    if step.build is None:
        return None
    return sandbox.run(OracleCall(command=step.build, candidate=b"", file_name="build",
                                  workdir=step.oracle.workdir))


def judge(step: Step, sandbox: Sandbox) -> Judgement:
    """Build, then decide the step's input at the checkout with the step's policy."""
    started = time.monotonic()
    if step.oracle.workdir is not None and not os.path.isdir(step.oracle.workdir):
        return Judgement(Verdict.SKIP, f"there is no directory {step.prefix} at this commit", 0,
                         0.0)
    built = run_build(step, sandbox)
    if built is not None and built.error is not None:
        return Judgement(Verdict.ABORT, f"the sandbox cannot run the build: {built.error}", 0,
                         time.monotonic() - started)
    if built is not None and (built.timed_out or built.exit_status != 0):
        return Judgement(Verdict.SKIP, f"the build fails: {describe_failure(built)}",
                         0, time.monotonic() - started)
    tester = Tester(step.oracle, sandbox, signature=step.signature,
                    test_timeout=step.test_timeout)
    results: list[RunResult] = []

    def run() -> Outcome:
        outcome, result = tester.run_once(step.data)
        results.append(result)
        return outcome

    outcome = step.policy().decide(content_key(step.data), run)
    seconds = time.monotonic() - started
    broken = next((r.error for r in results if r.error is not None), None)
    if broken is not None:
        return Judgement(Verdict.ABORT, f"the sandbox cannot run the oracle: {broken}",
                         len(results), seconds)
    verdict = _BY_OUTCOME[outcome]
    reason = describe_failure(results[-1])
    status = results[-1].exit_status
    if verdict is Verdict.SKIP and status is not None and 1 <= status <= 127 and status != 125:
        reason = f"another failure: {reason}"
    return Judgement(verdict, reason, len(results), seconds)


# `python -m` would run this file as __main__ and then again as the module the pickled
# Step names: a step imports it once this way.
_RUN_MAIN = "import sys; from trail.jobs.bisect_step import main; sys.exit(main())"


def step_script(python: str, runner_dir: str, state: str) -> str:
    """step.sh: the script trail hands to `git bisect run`, in the worktree.

    The shell asks git for the commit under test, so that a step process needs no
    git module of trail's (a step loads as few modules as it can: it runs once per
    commit)."""
    quote = shlex.quote
    return (
        "#!/bin/sh\n"
        "# One step of trail delta bisect, for git bisect run.\n"
        "commit=$(git rev-parse HEAD 2>/dev/null)\n"
        f"PYTHONPATH={quote(runner_dir)}${{PYTHONPATH:+:$PYTHONPATH}} "
        f'{quote(python)} -c {quote(_RUN_MAIN)} {quote(state)} "$commit"\n'
        "case $? in\n"
        + "".join(f"  {STEP_EXIT[v]}) exit {GIT_EXIT[v]} ;;\n"
                  for v in (Verdict.GOOD, Verdict.BAD, Verdict.SKIP))
        + f"  *) exit {GIT_EXIT[Verdict.ABORT]} ;;\n"
        "esac\n"
    )


def write_state(path: str, step: Step, log: str) -> None:
    with open(path, "wb") as fh:
        pickle.dump((step, log), fh)


def main(argv: Sequence[str] | None = None) -> int:
    """Judge the commit checked out in the step's worktree; append the result to the log.

    Arguments: the state file, and the commit under test ("" or none: unknown)."""
    args = list(sys.argv[1:] if argv is None else argv)
    state, commit = args[0], (args[1:] or [""])[0] or None
    with open(state, "rb") as fh:
        step, log = pickle.load(fh)
    sandbox = LocalSandbox()
    try:
        with interrupts_raise():
            judgement = judge(step, sandbox)
    except Interrupted:
        return STEP_EXIT[Verdict.ABORT]
    finally:
        sandbox.close()
    with open(log, "a", encoding="utf-8") as fh:
        fh.write(json.dumps({"commit": commit, **judgement.to_dict()}) + "\n")
    print(f"trail: {judgement.verdict.value}: {judgement.reason}", file=sys.stderr)
    return STEP_EXIT[judgement.verdict]


if __name__ == "__main__":
    sys.exit(main())
