"""The reduction every job shares: input -> units -> ddmin -> output -> verification.

`minimize(settings, sandbox)` runs it and returns a Minimization (the typed Result
with the minimized and original bytes); the job hands that to handoff.write. Every
failure a user can cause ends in `UserError` with a one-line message that says what
to do.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING

from trail.core.curve import Curve, thinned
from trail.core.orders import Order
from trail.core.origins import Provenance
from trail.core.outcome import ReductionStopped
from trail.core.rate import SERIALLY, FailureRate, Repeat
from trail.core.reduce import Guarantees, Reduction, reduce
from trail.core.units import Pass
from trail.errors import UserError
from trail.formats.base import Format
from trail.formats.text import LINES
from trail.handoff.markdown import inline_files, inline_text
from trail.handoff.write import BEST, handoff_oracle, save_best, secret_names_warning, write_file
from trail.interrupts import Interrupted, deferred, interrupts_raise, stopping
from trail.oracle.call import InputKind, RunResult
from trail.oracle.signature import Signature, failure_excerpt
from trail.oracle.tester import Budget, OutcomeCache, Repeated, Tester, content_key
from trail.parallel.pool import ParallelRunner, Repeater
from trail.pipeline.checks import (
    check_oracle_command,
    check_out_dir,
    choose_format,
    choose_passes,
    count_units,
    ignores_input_warning,
    read_input,
)
from trail.pipeline.heap import return_large_buffers
from trail.pipeline.outlock import lock_out_dir
from trail.pipeline.probe import (
    CANDIDATE_TIMEOUT,
    FLAKY_FIRST_FAILURE_RUNS,
    FirstFailure,
    OriginalContext,
    UnsteadyFailure,
    first_failure,
    first_failures_side_by_side,
    more_runs,
    original_problem,
)
from trail.pipeline.saving import ThrottledSave
from trail.pipeline.settings import STATE_DIR, Settings
from trail.pipeline.stall import StallWatch, stalled
from trail.pipeline.verify import NOT_VERIFIED, verification_reserve, verify
from trail.pipeline.wellformed import Wellformed, going_on
from trail.progress import Progress, still_running
from trail.redact import Redactor
from trail.result import (
    Counts,
    FailureOutput,
    FormatFacts,
    InputFacts,
    Minimization,
    Result,
    Size,
    Status,
    Verification,
)
from trail.sandbox.base import Sandbox

if TYPE_CHECKING:  # the flaky policy is loaded by --flaky only
    from trail.core.flaky import FlakyPolicy


@dataclass(frozen=True)
class Judge:
    """How candidates are judged, once the original has been probed."""

    tester: Tester
    policy: FlakyPolicy | None  # --flaky
    signature: Signature
    test_timeout: float
    original_failure: RunResult  # the probe's failing run of the original


class Pipeline:
    """One reduction, as every job runs it: the original probed, the passes to a
    fixpoint, the result verified; `run()` returns its Minimization, nothing written
    but the run's state."""

    def __init__(self, settings: Settings, sandbox: Sandbox,
                 progress: Progress | None = None) -> None:
        self.s = settings
        self.sandbox = sandbox
        # Where the original's probe and the verification run: from fresh starts.
        self.cold = sandbox.cold()
        self.progress = progress or Progress(quiet=settings.quiet)
        self.out = settings.out_dir
        self.state = os.path.join(self.out, STATE_DIR)
        self.result_path = os.path.join(self.out, settings.oracle.file_name)
        self.best: bytes = b""
        # Runs of one input (verification, a flaky decision's repeats), --jobs at once.
        self.repeat: Repeat = Repeater(settings.jobs) if settings.jobs > 1 else SERIALLY
        # What sizes are told in: bytes, or for a folder its names and contents (tar
        # pads each file to 512 bytes, which would hide most of a reduction).
        self.size: Callable[[bytes], int] = len
        self.resumed: bytes | None = None  # --resume: the best input an earlier run saved
        self.runner: ParallelRunner | None = None  # --jobs: speculates during the reduction
        self.stall = StallWatch()
        self.wellformed = Wellformed(None, keep=True)  # the format's, set by _judge
        # A folder is laid out once, at the end.
        self.saving = ThrottledSave(partial(
            save_best, self.state,
            self.result_path if settings.oracle.kind is InputKind.FILE else None))
        self.started = time.monotonic()
        self.curve: Curve  # set where the reduction starts
        # Values of secret-looking variables: never in a signature, a report or a message.
        self.secrets = Redactor.from_environ(os.environ).secrets

    # -- set-up ----------------------------------------------------------------

    def _prepare_out_dir(self, original: bytes) -> bytes | None:
        """Create the output folder; with --resume, return the best input saved there.

        The saved outcomes hold for one input, oracle and signature only: --resume
        on another's state would take their FAILs as proof. Called once the input and
        the oracle's run on it have passed, so that a usage error leaves no folder."""
        try:
            os.makedirs(self.state, exist_ok=True)
        except OSError as exc:
            raise UserError(f"cannot create --out {self.out}: {exc.strerror}: choose "
                            "another --out") from exc
        lock_out_dir(self.state, self.out, self.progress.say)
        saved, identity = os.path.join(self.state, BEST), os.path.join(self.state, "run.json")
        this_run = json.dumps(self._identity(original), sort_keys=True)
        earlier = None
        if os.path.exists(identity):
            with open(identity, encoding="utf-8") as fh:
                earlier = fh.read()
        if self.s.resume:
            if earlier is not None and earlier != this_run:
                raise UserError(f"--resume: {self.out} holds the state of another run (its "
                                "input, oracle or failure signature differ): drop --resume "
                                "to start over, or choose another --out")
            if earlier is not None and os.path.exists(saved):
                with open(saved, "rb") as fh:
                    return fh.read()
            self.progress.say(f"trail: --resume: nothing saved in {self.out}: starting over")
        elif earlier == this_run and os.path.exists(saved):
            self.progress.say(f"trail: starting over: the best input an earlier run of this "
                              f"job saved in {self.out} goes (--resume would go on from it)")
        for name in ("cache.jsonl", BEST):
            path = os.path.join(self.state, name)
            if os.path.exists(path):
                os.unlink(path)
        write_file(identity, this_run.encode())
        return None

    def _identity(self, original: bytes) -> dict[str, object]:
        """What the saved outcomes depend on."""
        oracle, choice = self.s.oracle, self.s.signature
        script = None
        if oracle.script is not None and os.path.isfile(oracle.script):
            with open(oracle.script, "rb") as fh:
                script = content_key(fh.read())
        if self.s.workdir_label is not None:
            oracle = replace(oracle, workdir=self.s.workdir_label)
        return {"input": content_key(original), "oracle": handoff_oracle(oracle).to_dict(),
                "script": script,
                "signature": [choice.expect_exit, choice.expect_output, choice.any_failure],
                "flaky": self.s.flaky,
                "sandbox": [self.sandbox.describe().get(k) for k in ("name", "image_id")]}

    def _original_run(self, data: bytes, tester: Tester, again: Tester | None
                      ) -> tuple[FirstFailure[RunResult], list[FirstFailure[RunResult]]]:
        """Run the original until it fails (once; --flaky: a few times) to get the
        signature; with `again` (--jobs 2 or more), more series beside it that the
        signature is drawn from too (see _steady_signature)."""
        tries = FLAKY_FIRST_FAILURE_RUNS if self.s.flaky else 1
        self.progress.say("trail: running the oracle on the original input")
        others: list[FirstFailure[RunResult]] = []
        unbounded = self.s.test_timeout is None and self.s.timeout is None
        with still_running(self.progress, "the oracle on the original input",
                           "nothing limits it: if it hangs, stop trail and give "
                           "--test-timeout SECONDS") if unbounded else nullcontext():
            if again is not None and isinstance(self.repeat, Repeater):
                first, others = first_failures_side_by_side(
                    lambda: tester.run_once(data), lambda: again.run_once(data), tries,
                    self.repeat)
            else:
                first = first_failure(lambda: tester.run_once(data), tries)
        self.sandbox.check_original(first.result)  # e.g. its program is missing in an image
        s = self.s
        problem = original_problem(first, OriginalContext(s.oracle, s.signature, s.test_timeout,
                                                          s.timeout))
        if problem is not None:
            raise UserError(problem)
        return first, others

    # -- the job ---------------------------------------------------------------

    def run(self) -> Minimization:
        """The whole job but the hand-off. Ctrl-C or SIGTERM during the reduction or the
        verification still gives the best input so far, with status "interrupted";
        before the reduction began they raise Interrupted (there is nothing to write),
        once the sandbox is closed."""
        with interrupts_raise(on_stop=self.sandbox.close):
            try:
                return self._run()
            except Interrupted:
                # Here, where a second signal is ignored, so it cannot stop the killing.
                self.sandbox.close()
                raise
            finally:
                if isinstance(self.repeat, Repeater):
                    with deferred(raise_after=False):  # it waits on the pool's threads
                        self.repeat.close()

    def _run(self) -> Minimization:
        s = self.s
        original = read_input(s.input_path)
        check_out_dir(s)
        if self.sandbox.runs_on_host:  # elsewhere the program must exist in the sandbox
            check_oracle_command(s.oracle)
        fmt, reason, warnings = choose_format(s, original)
        self.size = fmt.size
        named = secret_names_warning(s.oracle, STATE_DIR)
        if named is not None:
            warnings.append(named)
        for warning in warnings:
            self.progress.say(f"trail: warning: {warning}")
        passes = choose_passes(s, fmt, original)
        judge = self._judge(original, fmt, passes)
        tester, policy = judge.tester, judge.policy
        if judge.signature.weak is not None:  # said on stderr by _judge
            warnings.append(judge.signature.weak)
        start = self._start(original, passes, tester, fmt, warnings)
        provenance = Provenance.of_original(original, start) if s.locate else None
        reduction, ending = self._reduce(start, passes, tester, policy, provenance)
        # What the reduction spent against its floor (trail.core.floor), verification aside.
        floor = None if policy is None else \
            policy.floor().as_dict(tester.counters.oracle_runs)
        final = self.best
        self.curve.add(self.size(final), None)
        self.progress.done()
        verification = NOT_VERIFIED
        if ending.status is not Status.INTERRUPTED:
            try:
                verification = self._verify(final, tester, policy, warnings)
            except Interrupted:
                ending = Ending(Status.INTERRUPTED, "interrupted during verification")
                self.sandbox.close()
        if self.size(final) == 0 and self.size(original) > 0:
            warnings.append(ignores_input_warning(s.oracle))
            self.progress.say(f"trail: warning: {warnings[-1]}")
        unit = passes[0] if passes else LINES
        result = Result(
            ending.status, ending.reason, s.command_line,
            InputFacts(os.path.abspath(s.input_path), s.oracle.file_name, s.oracle.kind.value,
                       Size(self.size(original), count_units(original, unit))),
            s.oracle.file_name, Size(self.size(final), count_units(final, unit)),
            inline_text(final), FormatFacts(fmt.name, reason, warnings, unit.name),
            s.oracle, judge.test_timeout, judge.signature,
            self.sandbox.describe(), self._counts(tester),
            round(time.monotonic() - self.started, 3), s.jobs, s.strict,
            [rec.to_dict() for rec in reduction.records], verification,
            None if policy is None else {**policy.as_dict(), "floor": floor},
            kept=None if provenance is None
            else fmt.kept(original, final, provenance.origins_of(final)),
            curve=thinned(self.curve.points),
            guarantees=self._guarantees(reduction, ending).to_dict(),
            minimized_files=inline_files(final) if s.oracle.kind is InputKind.DIRECTORY
            else None,
            failure_output=self._failure_output(judge, final))
        return Minimization(result, final, original)

    @staticmethod
    def _failure_output(judge: Judge, final: bytes) -> FailureOutput:
        """The original's failure and the result's, as their runs printed them: the
        result's from its last failing run (a verification run, or the reduction's)."""
        last = judge.tester.last_failure
        ran = last[1] if last is not None and last[0] == content_key(final) else None
        return FailureOutput(failure_excerpt(judge.original_failure),
                             None if ran is None else failure_excerpt(ran))

    def _guarantees(self, reduction: Reduction, ending: Ending) -> Guarantees:
        """The reduction's, unless it did not run to its fixpoint: then none. Under
        --keep-wellformed, they hold among well-formed inputs only."""
        if ending.status is Status.MINIMIZED:
            return replace(reduction.guarantees, wellformed_only=self.wellformed.limits)
        return Guarantees(stopped=ending.reason or ending.status.value)

    def _judge(self, original: bytes, fmt: Format, passes: list[Pass]) -> Judge:
        """Probe the original; the tester of candidates, with its policy under --flaky.

        Creates the output folder, once the original has shown its failure."""
        s = self.s
        # The requested signature judges the original too (--expect-exit 139: a crash FAILs);
        # a hanging oracle must not hang trail, so --timeout caps it when no --test-timeout.
        # The original runs cold (sandbox.cold): the signature is what reproduce.sh sees.
        probe = Tester(s.oracle, self.cold, signature=s.signature.requested(),
                       test_timeout=s.test_timeout or s.timeout)
        # A signature to capture is checked against a second run; at --jobs 2 or more
        # it runs beside the first (judged alike: by the exit convention alone).
        again = None if not s.signature.captures(s.oracle) or s.jobs < 2 else Tester(
            s.oracle, self.cold, test_timeout=s.test_timeout or s.timeout)
        first, others = self._original_run(original, probe, again)
        if again is not None:
            probe.counters.oracle_runs += again.counters.oracle_runs
        test_timeout = CANDIDATE_TIMEOUT.timeout(s.test_timeout, first.seconds)
        signature = self._steady_signature(original, first.result, probe, test_timeout, others)
        self.resumed = self._prepare_out_dir(original)
        if signature.weak is not None:  # once --out is sure: a usage error stays one line
            self.progress.warn(f"trail: warning: {signature.weak}")
        # A caller's own passes (isolate's re-serialized differences) print no malformed
        # candidates to ask about: the format's check stays a plain filter there.
        own = s.passes is not None
        self.wellformed = Wellformed(None if own else fmt.is_valid, s.keep_wellformed)
        tester = Tester(s.oracle, self.sandbox, signature=signature, test_timeout=test_timeout,
                        is_valid=self._checked(fmt.is_valid if own else None),
                        budget=self._budget(first.seconds),
                        cache=OutcomeCache(os.path.join(self.state, "cache.jsonl")))
        tester.counters.oracle_runs = probe.counters.oracle_runs
        tester.on_test = lambda: self._on_test(tester)
        # Warm starts (sandbox.warm) are trusted once they judge the original as it ran cold.
        self.sandbox.judge_warm_by(tester.classify, s.oracle.call(original, test_timeout))
        if not s.flaky:
            return Judge(tester, None, signature, test_timeout, first.result)
        self.progress.say("trail: --flaky: estimating the original's failure rate")
        from trail.core.flaky import FlakyPolicy, expected_decisions

        policy = FlakyPolicy.estimate(
            lambda: tester.run_once(original)[0], observed=FailureRate(1, first.runs),
            repeat=self.repeat, confirms=True,
            decisions=expected_decisions(count_units(original, passes[0] if passes else LINES)))
        tester.policy = Repeated(policy)
        return Judge(tester, policy, signature, test_timeout, first.result)

    def _budget(self, seconds_per_run: float) -> Budget:
        """The reduction's budget. --timeout caps the whole job from its start: the
        reduction ends early enough to leave the result's verification its time, and
        what runs at its deadline is stopped there."""
        s = self.s
        if s.timeout is None:
            return Budget(None, s.max_tests, self.started)
        reserve = verification_reserve(s.verify, self.repeat.width, seconds_per_run, s.timeout)
        return Budget(s.timeout - reserve, s.max_tests, self.started)

    def _verify(self, final: bytes, tester: Tester, policy: FlakyPolicy | None,
                warnings: list[str]) -> Verification:
        """The result's verification, stopped at --timeout's deadline (with a warning)."""
        s = self.s
        tester.budget = Budget(s.timeout, None, self.started)
        # From fresh starts: a warm run of the result (sandbox.warm) is not one of the K.
        already = tester.cache.get(content_key(final)) if self.cold is self.sandbox else None
        tester.sandbox = self.cold
        verification = verify(
            lambda: tester.run_once(final)[0], s.verify, policy=policy,
            repeat=self.repeat, on_round=lambda what: self.progress.update(**{"pass": what}),
            already=already)
        done = verification.rate.runs
        if s.timeout is not None and done < s.verify:
            warnings.append(f"--timeout {s.timeout:g} s left time for {done} of {s.verify} "
                            "verification runs" + ("" if done else
                                                   ": run reproduce.sh to check the result"))
            self.progress.say(f"trail: warning: {warnings[-1]}")
        return verification

    def _steady_signature(self, original: bytes, first: RunResult, probe: Tester,
                          test_timeout: float, others: list[FirstFailure[RunResult]]
                          ) -> Signature:
        """The captured signature, drawn from more failing runs of the original (see
        oracle.capture): `others`, made beside the first, then as many as it still
        needs made now; the overridden one as it is. A weak one is said before
        the reduction spends the budget (by _judge)."""
        s = self.s
        if not s.signature.captures(s.oracle):
            return s.signature.resolve(first, oracle=s.oracle)
        more = more_runs(first, len(others))
        if more:
            # Judged by the exit convention alone: the point is to see its message again.
            again_probe = Tester(s.oracle, self.cold, test_timeout=test_timeout)
            others += [first_failure(lambda: again_probe.run_once(original),
                                     FLAKY_FIRST_FAILURE_RUNS if s.flaky else 1)
                       for _ in range(more)]
            probe.counters.oracle_runs += again_probe.counters.oracle_runs
        try:
            signature = s.signature.resolve(
                first, self.secrets, [other.result for other in others if other.failed],
                original, oracle=s.oracle)
        except UnsteadyFailure as exc:
            raise UserError(str(exc)) from exc
        if signature.note is not None:
            self.progress.say(f"trail: {signature.note}")
        return signature

    def _start(self, original: bytes, passes: list[Pass], tester: Tester, fmt: Format,
               warnings: list[str]) -> bytes:
        """The input the reduction starts from: the original. Under --resume too: the
        earlier run's outcomes, saved in --out, replay its steps without an oracle
        call, so the schedule, the probe's answers and where each byte came from are
        what they were, and the run goes on where it stopped, as if it never had."""
        if self.resumed is not None:
            self.progress.say(
                f"trail: --resume: going on from the {self.size(self.resumed):,} bytes saved "
                f"in {self.out}: the earlier run's {len(tester.cache):,} outcomes replay "
                "its steps first")
        self.best = original
        self._ask_malformed(fmt, original, passes, tester, warnings)
        self.progress.update(size=self.size(original), tests=0)
        return original

    def _reduce(self, start: bytes, passes: list[Pass], tester: Tester,
                policy: FlakyPolicy | None, provenance: Provenance | None
                ) -> tuple[Reduction, Ending]:
        """Run the passes to a fixpoint, or until the budget or a signal ends them."""
        s = self.s
        # Under --flaky a wrong guess costs up to r runs, holding a worker while the
        # candidate asked for waits: measured slower than one worker. The workers make
        # the r runs of the candidate asked for instead (self.repeat).
        self.runner = ParallelRunner(s.jobs) if s.jobs > 1 and not s.flaky else None
        ending = Ending(Status.MINIMIZED)
        reduction = Reduction(start)
        self.curve = Curve(lambda: tester.counters.tests, self.started)
        self.curve.add(self.size(start), None)
        try:
            reduction = reduce(
                start, passes, self.wellformed.filtered(tester.test),
                order=Order.STRICT if s.strict else Order.DEFAULT,
                runner=self.runner, on_best=self._save_best,
                on_pass=self._on_pass,
                recheck=None if policy is None else lambda best: policy.recheck(
                    content_key(best), lambda: tester.run_once(best)[0]),
                size=self.size, provenance=provenance,
                relax=lambda: going_on(passes) if self.wellformed.relax() else [],
                confirm=None if policy is None else partial(
                    tester.confirm, admits=self.wellformed.admits),
            )
        except Interrupted:
            ending = Ending(Status.INTERRUPTED, "interrupted")
            self.sandbox.close()
        finally:
            if self.runner is not None:
                with deferred(raise_after=False):  # it waits on the pool's threads
                    self.runner.close()
            tester.cache.close()
            self.saving.flush()
        if ending.status is not Status.INTERRUPTED and stopping():  # while the runner closed
            ending = Ending(Status.INTERRUPTED, "interrupted")
        if reduction.stopped:
            ending = Ending(Status.PARTIAL, reduction.stopped)
        # A budget that ended the reduction is its ending, however few runs it left.
        why = stalled(tester.counters.reasons)
        if why is not None and ending.status is Status.MINIMIZED:
            ending = Ending(Status.STALLED, why)
        return reduction, ending

    def _on_pass(self, name: str) -> None:
        self.curve.pass_name = name
        self.progress.update(**{"pass": name})

    def _on_test(self, tester: Tester) -> None:
        self.saving.tick()
        self.progress.update(size=self.size(self.best), tests=tester.counters.tests)
        warning = self.stall.check(tester.counters.reasons)
        if warning is not None:
            self.progress.say(f"trail: warning: {warning}")

    def _counts(self, tester: Tester) -> Counts:
        c = tester.counters
        outcomes = {reason.value: n for reason, n in c.reasons.most_common()}
        return Counts(c.tests, c.cache_hits, c.malformed_skipped + self.wellformed.skipped,
                      c.oracle_runs,
                      self.runner.wasted if self.runner is not None else 0, outcomes,
                      dict(sorted(c.said.items(), key=lambda item: (-item[1], item[0]))))

    def _checked(self, is_valid: Callable[[bytes], bool] | None
                 ) -> Callable[[bytes], bool] | None:
        """`is_valid` (the format's) and the job's own check (Settings.check)."""
        check = self.s.check
        if check is None or is_valid is None:
            return check or is_valid
        return lambda data: is_valid(data) and check(data)

    def _ask_malformed(self, fmt: Format, original: bytes, passes: list[Pass],
                       tester: Tester, warnings: list[str]) -> None:
        """Whether the oracle still fails on malformed variants of the original (one
        per file of a folder): then those candidates are tested from the start (see
        pipeline.wellformed). Asked of the original, so that --resume gets the same
        answers, from the cache."""
        asked = self.wellformed.ask(fmt.malformed_questions(original), tester.test, passes)
        for question in asked:
            note = (f"the oracle still fails on a malformed {question.what}, so malformed "
                    "candidates are tested too (--keep-wellformed: skip them)")
            warnings.append(note)
            self.progress.say(f"trail: {note}")

    def _save_best(self, data: bytes) -> None:
        self.best = data
        self.saving.offer(data)
        self.curve.accepted(self.size(data))
        self.progress.update(size=self.size(data))


@dataclass(frozen=True)
class Ending:
    """How the reduction ended: its status and, unless it ran to a fixpoint, why."""

    status: Status
    reason: str | None = None


def minimize(settings: Settings, sandbox: Sandbox,
             progress: Progress | None = None) -> Minimization:
    """The reduction every job runs, without its hand-off."""
    return_large_buffers()
    try:
        return Pipeline(settings, sandbox, progress).run()
    except ReductionStopped as stop:  # the budget ended before reduction began
        # The reasons are the budget's flags: timeout, max-tests.
        raise UserError(
            f"the budget ended before any reduction ({stop.reason}): the checks before it "
            "(the original's runs, the question whether malformed input still fails) took "
            f"all of it; raise --{stop.reason} (--resume goes on from what ran)") from stop
