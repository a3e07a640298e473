"""The `trail delta` job: input -> units -> ddmin -> output -> verification -> report.

`run_delta(settings)` does the whole job and returns its Result; every failure
a user can cause ends in `UserError` with a one-line message that says what to do.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import stat
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from trail.core.curve import Curve, thinned
from trail.core.flaky import SERIALLY, FailureRate, FlakyPolicy, Repeat, expected_decisions
from trail.core.outcome import Outcome, ReductionStopped
from trail.core.reduce import Guarantees, Reduction, reduce
from trail.core.units import Pass
from trail.formats import registry
from trail.formats.base import Format
from trail.formats.directory import UnsafeArchive, entries, pack_dir, unpack
from trail.formats.registry import FormatError
from trail.formats.text import GRANULARITIES, LINES
from trail.handoff.emit_test import EmitTest, emit_test
from trail.handoff.html import report_html
from trail.handoff.markdown import inline_text, markdown
from trail.handoff.scripts import ReproContext, flaky_tries, oracle_script, reproduce_script
from trail.handoff.writer import write_atomically
from trail.interrupts import Interrupted, deferred, interrupts_raise, stopping
from trail.jobs.outlock import lock_out_dir
from trail.oracle.call import Delivery, InputKind, Oracle, RunResult
from trail.oracle.signature import Signature
from trail.oracle.tester import Budget, OutcomeCache, Repeated, Tester, content_key
from trail.parallel.pool import ParallelRunner, Repeater
from trail.pipeline.probe import (
    CANDIDATE_TIMEOUT,
    FLAKY_FIRST_FAILURE_RUNS,
    FirstFailure,
    OriginalContext,
    SignatureChoice,
    UnsteadyFailure,
    first_failure,
    first_failures_side_by_side,
    more_runs,
    original_problem,
)
from trail.pipeline.stall import StallWatch, stalled
from trail.pipeline.verify import NOT_VERIFIED, verify
from trail.progress import Progress
from trail.redact import Redactor
from trail.result import Counts, FormatFacts, InputFacts, Result, Size, Status
from trail.sandbox.base import Sandbox

STATE_DIR = ".trail"            # inside the output folder: cache and resume state
# Larger originals are not located in report.json's `kept`: matching 12 MB of log
# lines took 12 s and 320 MB.
LOCATE_BYTES = 8 << 20


# Characters that make an oracle's first word shell syntax rather than a program's name.
SHELL_SYNTAX = frozenset("=()&|;<>$`\\*?[]{}!~#'\"")


class UserError(Exception):
    """A problem the user can fix; the message is one line saying how."""


@dataclass
class Settings:
    input_path: str
    oracle: Oracle
    out_dir: str = "trail-out"
    signature: SignatureChoice = field(default_factory=SignatureChoice)
    granularity: str | None = None
    format_name: str = "auto"
    passes: list[Pass] | None = None  # instead of the format's (trail delta isolate's units)
    strict: bool = False
    jobs: int = 1
    timeout: float | None = None
    max_tests: int | None = None
    test_timeout: float | None = None
    verify: int = 10
    allow_flaky: bool = False
    flaky: bool = False
    resume: bool = False
    keep_wellformed: bool = False  # skip malformed candidates even if the oracle takes them
    quiet: bool = False
    command_line: list[str] = field(default_factory=list)
    emit_test: EmitTest | None = None  # --emit-test: a regression test for the suite


def read_input(path: str) -> bytes:
    """The input's bytes; a folder is packed as deterministic tar bytes."""
    if not os.path.exists(path):
        raise UserError(f"input not found: {path}: give the path of the failing input")
    check_input_kind(path)
    try:
        if os.path.isdir(path):
            data = pack_dir(path)
            entries(data)  # refuse now what no sandbox could lay out (a link out of it)
            return data
        with open(path, "rb") as fh:
            return fh.read()
    except OSError as exc:
        raise UserError(f"cannot read input {path}: {exc.strerror}") from exc
    except UnsafeArchive as exc:
        raise UserError(f"cannot take folder {path} as input: {exc}: give a copy of the "
                        "folder without it") from exc


def check_input_kind(path: str) -> None:
    """Refuse a FIFO, socket or device: reading one blocks or never ends, and no
    candidate could be laid out in its place."""
    try:
        mode = os.stat(path).st_mode  # stat, not open: opening a FIFO blocks
    except OSError as exc:
        raise UserError(f"cannot read input {path}: {exc.strerror}") from exc
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise UserError(f"input {path} is not a file or a folder (a FIFO, socket or "
                        "device): save its content to a file and give that")


HAND_OFF = ("report.json", "report.md", "report.html", "oracle.sh", "reproduce.sh")


def check_out_dir(settings: Settings) -> None:
    """Refuse an --out where writing the hand-off would destroy the user's files: the
    input, the oracle, or files trail did not write there."""
    out = settings.out_dir
    if not out.strip():
        raise UserError("--out is empty: give a folder for the result (default trail-out)")
    if os.path.exists(out) and not os.path.isdir(out):
        raise UserError(f"--out {out} is a file: give a folder for the result")
    written = [os.path.join(out, name) for name in (settings.oracle.file_name, *HAND_OFF)]
    there = [path for path in written if os.path.lexists(path)]
    for path in there:
        what = _what_it_is(path, settings)
        if what is not None:
            raise UserError(f"--out {out} would overwrite {what} ({path}): "
                            "choose another --out")
    if there and not os.path.isdir(os.path.join(out, STATE_DIR)):  # not an earlier run's
        raise UserError(f"--out {out} would overwrite {there[0]}, which trail did not "
                        "write: choose another --out, or an empty folder")
    if os.path.isdir(settings.input_path) and _inside(settings.input_path, written[0]):
        raise UserError(f"--out {out} would replace the input folder {settings.input_path} "
                        "with the result: choose another --out")
    # trail's files would become part of the input, and a second run would reduce them.
    if os.path.isdir(settings.input_path) and _inside(out, settings.input_path):
        raise UserError(f"--out {out} is inside the input folder {settings.input_path}: "
                        "choose an --out outside it")


def _what_it_is(path: str, settings: Settings) -> str | None:
    """'the input' or 'the oracle' when `path` is one of them."""
    oracle = settings.oracle
    words = [oracle.script] if oracle.script else _words(oracle.command)
    for name, candidates in (("the input", [settings.input_path]), ("the oracle", words)):
        for candidate in candidates:
            here = os.path.join(oracle.workdir or "", candidate)
            if os.path.exists(here) and os.path.samefile(here, path):
                return name
    return None


def _words(command: str) -> list[str]:
    try:
        return shlex.split(command)
    except ValueError:  # unbalanced quotes: the shell will say so
        return []


def _inside(folder: str, path: str) -> bool:
    """Is `folder` the same as `path` or inside it?"""
    folder, path = os.path.realpath(folder), os.path.realpath(path)
    return folder == path or folder.startswith(path.rstrip(os.sep) + os.sep)


def check_oracle_command(oracle: Oracle) -> None:
    """Fail early, with a message, when the oracle's program does not exist."""
    if oracle.script is not None:
        if not os.path.isfile(oracle.script):
            given = os.path.basename(oracle.script)
            hint = (": --oracle-script takes a file; for a command line, use --oracle "
                    "(with {} for the candidate's path)") if " " in given or "{}" in given else ""
            raise UserError(f"oracle script not found: {oracle.script}{hint}")
        if not os.access(oracle.script, os.X_OK):
            raise UserError(f"oracle script is not executable: {oracle.script}: chmod +x it")
        return
    try:
        words = shlex.split(oracle.command)
    except ValueError as exc:
        raise UserError(f"cannot parse the oracle command: {exc}") from exc
    if not words:
        raise UserError("the oracle command is empty: give --oracle 'CMD {}'")
    program = words[0]
    if any(char in SHELL_SYNTAX for char in program):
        return  # an assignment, a grouping, a redirection ...: let the shell judge
    if oracle.delivery is Delivery.AS_NAME and "/" in program and not os.path.isabs(program):
        where = os.path.join(oracle.workdir or os.getcwd(), program)
        raise UserError(f"with --as the oracle runs in a fresh folder, where {program} is "
                        f"not: give its absolute path ({os.path.normpath(where)})")
    # Ask the shell itself, so builtins, keywords and PATH lookups count alike.
    probe = subprocess.run(["/bin/sh", "-c", 'command -v -- "$1"', "sh", program],
                           cwd=oracle.workdir or None, capture_output=True)
    if probe.returncode != 0:
        raise UserError(f"oracle command not found: {program}: install it or fix --oracle")


def choose_format(settings: Settings, data: bytes) -> tuple[Format, str, list[str]]:
    try:
        return registry.choose(settings.oracle.file_name, data, settings.format_name,
                               directory=settings.oracle.kind is InputKind.DIRECTORY)
    except FormatError as exc:
        raise UserError(str(exc)) from exc


def choose_passes(settings: Settings, fmt: Format, data: bytes) -> list[Pass]:
    if settings.passes is not None:
        return settings.passes
    if settings.granularity is not None:
        if settings.granularity not in GRANULARITIES:
            names = ", ".join(GRANULARITIES)
            raise UserError(f"unknown granularity {settings.granularity!r}: use one of {names}")
        return [GRANULARITIES[settings.granularity]]
    return fmt.passes(data)


def count_units(data: bytes, step: Pass) -> int:
    cut = step.cut(data)
    return len(cut.units) if cut is not None else (1 if data else 0)


def ignores_input_warning(oracle: Oracle) -> str:
    """Why an empty result is suspect, and where the oracle should read the candidate."""
    if oracle.delivery is Delivery.STDIN:
        where = "reads its standard input"
    elif oracle.delivery is Delivery.AS_NAME:
        where = f"reads {oracle.file_name} in its working directory"
    elif oracle.script is not None:
        where = "reads the file named by its $1"
    else:
        where = "uses {} (the candidate's path)"
    return ("the oracle fails even on the empty input, so it probably does not read the "
            f"candidate: check that it {where}")


@dataclass(frozen=True)
class Judge:
    """How candidates are judged, once the original has been probed."""

    tester: Tester
    policy: FlakyPolicy | None  # --flaky
    signature: Signature
    test_timeout: float


class DeltaJob:
    """One `trail delta` run; `run()` returns its Minimization."""

    def __init__(self, settings: Settings, sandbox: Sandbox,
                 progress: Progress | None = None) -> None:
        self.s = settings
        self.sandbox = sandbox
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
        saved, identity = os.path.join(self.state, "best"), os.path.join(self.state, "run.json")
        this_run = json.dumps(self._identity(original), sort_keys=True)
        if self.s.resume:
            earlier = None
            if os.path.exists(identity):
                with open(identity, encoding="utf-8") as fh:
                    earlier = fh.read()
            if earlier is not None and earlier != this_run:
                raise UserError(f"--resume: {self.out} holds the state of another run (its "
                                "input, oracle or failure signature differ): drop --resume "
                                "to start over, or choose another --out")
            if earlier is not None and os.path.exists(saved):
                with open(saved, "rb") as fh:
                    return fh.read()
            self.progress.say(f"trail: --resume: nothing saved in {self.out}: starting over")
        for name in ("cache.jsonl", "best"):
            path = os.path.join(self.state, name)
            if os.path.exists(path):
                os.unlink(path)
        write_atomically(identity, this_run.encode())
        return None

    def _identity(self, original: bytes) -> dict[str, object]:
        """What the saved outcomes depend on."""
        oracle, choice = self.s.oracle, self.s.signature
        script = None
        if oracle.script is not None and os.path.isfile(oracle.script):
            with open(oracle.script, "rb") as fh:
                script = content_key(fh.read())
        return {"input": content_key(original), "oracle": oracle.to_dict(), "script": script,
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
        if again is not None and isinstance(self.repeat, Repeater):
            first, others = first_failures_side_by_side(
                lambda: tester.run_once(data), lambda: again.run_once(data), tries, self.repeat)
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
        for warning in warnings:
            self.progress.say(f"trail: warning: {warning}")
        passes = choose_passes(s, fmt, original)
        judge = self._judge(original, fmt, passes)
        tester, policy = judge.tester, judge.policy
        if judge.signature.weak is not None:  # said on stderr by _steady_signature
            warnings.append(judge.signature.weak)
        start = self._start(original, tester, fmt, warnings)
        reduction, ending = self._reduce(start, passes, tester, policy)
        final = self.best
        self.curve.add(self.size(final), None)
        self.progress.done()
        verification = NOT_VERIFIED
        if ending.status is not Status.INTERRUPTED:
            try:
                verification = verify(
                    lambda: tester.run_once(final)[0], s.verify, policy=policy,
                    repeat=self.repeat, on_round=lambda what: self.progress.update(
                        **{"pass": what}))
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
            policy.as_dict() if policy is not None else None,
            kept=fmt.kept(original, final) if s.passes is None
            and len(original) <= LOCATE_BYTES else None, curve=thinned(self.curve.points),
            guarantees=self._guarantees(reduction, ending).to_dict())
        return Minimization(result, final, original)

    @staticmethod
    def _guarantees(reduction: Reduction, ending: Ending) -> Guarantees:
        """The reduction's, unless it did not run to its fixpoint: then none."""
        if ending.status is Status.MINIMIZED:
            return reduction.guarantees
        return Guarantees(stopped=ending.reason or ending.status.value)

    def _judge(self, original: bytes, fmt: Format, passes: list[Pass]) -> Judge:
        """Probe the original; the tester of candidates, with its policy under --flaky.

        Creates the output folder, once the original has shown its failure."""
        s = self.s
        # The requested signature judges the original too (--expect-exit 139: a crash FAILs);
        # a hanging oracle must not hang trail, so --timeout caps it when no --test-timeout.
        probe = Tester(s.oracle, self.sandbox, signature=s.signature.requested(),
                       test_timeout=s.test_timeout or s.timeout)
        # A signature to capture is checked against a second run; at --jobs 2 or more
        # it runs beside the first (judged alike: by the exit convention alone).
        again = None if s.signature.requested() is not None or s.jobs < 2 else Tester(
            s.oracle, self.sandbox, test_timeout=s.test_timeout or s.timeout)
        first, others = self._original_run(original, probe, again)
        if again is not None:
            probe.counters.oracle_runs += again.counters.oracle_runs
        test_timeout = CANDIDATE_TIMEOUT.timeout(s.test_timeout, first.seconds)
        signature = self._steady_signature(original, first.result, probe, test_timeout, others)
        self.resumed = self._prepare_out_dir(original)
        tester = Tester(s.oracle, self.sandbox, signature=signature, test_timeout=test_timeout,
                        is_valid=fmt.is_valid, budget=Budget(s.timeout, s.max_tests),
                        cache=OutcomeCache(os.path.join(self.state, "cache.jsonl")))
        tester.counters.oracle_runs = probe.counters.oracle_runs
        tester.on_test = lambda: self._on_test(tester)
        if not s.flaky:
            return Judge(tester, None, signature, test_timeout)
        self.progress.say("trail: --flaky: estimating the original's failure rate")
        policy = FlakyPolicy.estimate(
            lambda: tester.run_once(original)[0], observed=FailureRate(1, first.runs),
            repeat=self.repeat,
            decisions=expected_decisions(count_units(original, passes[0] if passes else LINES)))
        tester.policy = Repeated(policy)
        return Judge(tester, policy, signature, test_timeout)

    def _steady_signature(self, original: bytes, first: RunResult, probe: Tester,
                          test_timeout: float, others: list[FirstFailure[RunResult]]
                          ) -> Signature:
        """The captured signature, drawn from more failing runs of the original (see
        oracle.capture): `others`, made beside the first, then as many as it still
        needs made now; the overridden one as it is. A weak one is said now, before
        the reduction spends the budget."""
        s = self.s
        requested = s.signature.requested()
        if requested is not None:
            return requested
        more = more_runs(first, len(others))
        if more:
            # Judged by the exit convention alone: the point is to see its message again.
            again_probe = Tester(s.oracle, self.sandbox, test_timeout=test_timeout)
            others += [first_failure(lambda: again_probe.run_once(original),
                                     FLAKY_FIRST_FAILURE_RUNS if s.flaky else 1)
                       for _ in range(more)]
            probe.counters.oracle_runs += again_probe.counters.oracle_runs
        try:
            signature = s.signature.resolve(
                first, self.secrets, [other.result for other in others if other.failed],
                original)
        except UnsteadyFailure as exc:
            raise UserError(str(exc)) from exc
        if signature.note is not None:
            self.progress.say(f"trail: {signature.note}")
        if signature.weak is not None:
            self.progress.say(f"trail: warning: {signature.weak}")
        return signature

    def _start(self, original: bytes, tester: Tester, fmt: Format, warnings: list[str]) -> bytes:
        """The input the reduction starts from: --resume's saved best if it still fails."""
        resumed = self.resumed
        start = resumed if resumed is not None and tester.test(resumed) is Outcome.FAIL \
            else original
        self.best = start
        # A caller's own passes (isolate's re-serialized differences) print no
        # malformed candidates to ask about.
        if not self.s.keep_wellformed and self.s.passes is None:
            tester.is_valid = self._format_check(fmt, start, tester, warnings)
        self.progress.update(size=self.size(start), tests=0)
        return start

    def _reduce(self, start: bytes, passes: list[Pass], tester: Tester,
                policy: FlakyPolicy | None) -> tuple[Reduction, Ending]:
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
                start, passes, tester.test, strict=s.strict,
                runner=self.runner, on_best=self._save_best,
                on_pass=self._on_pass,
                recheck=None if policy is None else lambda best: policy.recheck(
                    content_key(best), lambda: tester.run_once(best)[0]),
                size=self.size,
            )
        except Interrupted:
            ending = Ending(Status.INTERRUPTED, "interrupted")
            self.sandbox.close()
        finally:
            if self.runner is not None:
                with deferred(raise_after=False):  # it waits on the pool's threads
                    self.runner.close()
            tester.cache.close()
        if ending.status is not Status.INTERRUPTED and stopping():  # while the runner closed
            ending = Ending(Status.INTERRUPTED, "interrupted")
        if reduction.stopped:
            ending = Ending(Status.PARTIAL, reduction.stopped)
        why = stalled(tester.counters.reasons)
        if why is not None and ending.status is not Status.INTERRUPTED:
            ending = Ending(Status.STALLED, why)
        return reduction, ending

    def _on_pass(self, name: str) -> None:
        self.curve.pass_name = name
        self.progress.update(**{"pass": name})

    def _on_test(self, tester: Tester) -> None:
        self.progress.update(size=self.size(self.best), tests=tester.counters.tests)
        warning = self.stall.check(tester.counters.reasons)
        if warning is not None:
            self.progress.say(f"trail: warning: {warning}")

    def _counts(self, tester: Tester) -> Counts:
        c = tester.counters
        outcomes = {reason.value: n for reason, n in c.reasons.most_common()}
        return Counts(c.tests, c.cache_hits, c.malformed_skipped, c.oracle_runs,
                      self.runner.wasted if self.runner is not None else 0, outcomes)

    def _format_check(self, fmt: Format, data: bytes, tester: Tester,
                      warnings: list[str]) -> Callable[[bytes], bool] | None:
        """The format's validity check, unless the oracle still fails on a malformed
        variant of the input: such an oracle does not need well-formed candidates,
        and skipping them would keep the result larger than plain text gets."""
        variant = fmt.malformed_variant(data)
        if variant is None:
            return fmt.is_valid
        tester.is_valid = None
        if tester.test(variant) is not Outcome.FAIL:
            return fmt.is_valid
        note = (f"the oracle still fails on a malformed {fmt.name} variant of the input, "
                "so malformed candidates are tested too (--keep-wellformed: skip them)")
        warnings.append(note)
        self.progress.say(f"trail: {note}")
        return None

    def _save_best(self, data: bytes) -> None:
        self.best = data
        write_atomically(os.path.join(self.state, "best"), data)
        if self.s.oracle.kind is InputKind.FILE:  # a folder is laid out once, at the end
            write_atomically(self.result_path, data)
        self.curve.accepted(self.size(data))
        self.progress.update(size=self.size(data))


@dataclass(frozen=True)
class Ending:
    """How the reduction ended: its status and, unless it ran to a fixpoint, why."""

    status: Status
    reason: str | None = None


@dataclass(frozen=True)
class Minimization:
    """A finished `trail delta` run before any of its hand-off is written."""

    result: Result
    data: bytes      # the minimized input
    original: bytes  # the input it was minimized from


def write_minimized(path: str, kind: InputKind, data: bytes) -> None:
    """The minimized input as a file, or laid out as a folder."""
    if kind is InputKind.DIRECTORY:
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
        unpack(data, path)
    else:
        write_atomically(path, data)


def write_report(out: str, report: dict[str, object], original: bytes, minimized: bytes,
                 more_markdown: str = "") -> None:
    """report.json, report.md (with a job's own section after the delta report's) and
    report.html, with every secret-looking variable's value masked."""
    redactor = Redactor.from_environ(os.environ)
    mask = redactor.text
    write_atomically(os.path.join(out, "report.json"),
                     (mask(json.dumps(report, indent=2)) + "\n").encode())
    # fsencode: a file name that is not UTF-8 comes back as its own bytes.
    write_atomically(os.path.join(out, "report.md"),
                     os.fsencode(mask(markdown(report) + more_markdown)))
    write_atomically(os.path.join(out, "report.html"),
                     report_html(report, original, minimized, redactor).encode(
                         "utf-8", "xmlcharrefreplace"))


def write_handoff(out: str, done: Minimization, sandbox: Sandbox,
                  more_markdown: str = "", emit: EmitTest | None = None) -> Result:
    """The delta hand-off: the minimized input, oracle.sh, reproduce.sh, with `emit` a
    regression test, and the report; the result with the test's files named."""
    result = done.result
    oracle = result.oracle
    write_minimized(os.path.join(out, result.minimized_file), oracle.kind, done.data)
    write_atomically(os.path.join(out, "oracle.sh"), os.fsencode(oracle_script(oracle)), 0o755)
    ctx = ReproContext(oracle, result.signature, result.test_timeout,
                       wrap=sandbox.reproduce_wrap(oracle.delivery, oracle.kind,
                                                   oracle.file_name, result.test_timeout),
                       tries=flaky_tries(result), rebuild=sandbox.reproduce_rebuild())
    write_atomically(os.path.join(out, "reproduce.sh"),
                     os.fsencode(reproduce_script(done.data, ctx)), 0o755)
    if emit is not None:
        result = replace(result, extra_files={**result.extra_files,
                                              **write_test(out, done.data, ctx, emit)})
    write_report(out, result.to_json(), done.original, done.data, more_markdown)
    return result


def write_test(out: str, data: bytes, ctx: ReproContext, emit: EmitTest) -> dict[str, str]:
    """--emit-test's files in its folder; report.json's names of them, from `out`."""
    folder = emit.test_dir or out
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot create --test-dir {folder}: {exc.strerror}: choose "
                        "another --test-dir") from exc
    test = emit_test(data, ctx, emit, folder)
    names = {}
    for name, content in test.files.items():
        path = os.path.join(folder, name)
        write_atomically(path, content, 0o755 if name.endswith(".sh") else 0o644)
        key = "test" if name == test.test_name else "test_data"
        names[key] = os.path.relpath(path, out)
    return names


def minimize(settings: Settings, sandbox: Sandbox,
             progress: Progress | None = None) -> Minimization:
    """The delta job without its hand-off (isolate and bisect write their own)."""
    try:
        return DeltaJob(settings, sandbox, progress).run()
    except ReductionStopped as stop:  # the budget ended before reduction began
        raise UserError(f"the budget ended before any reduction ({stop.reason})") from stop


def run_delta(settings: Settings, sandbox: Sandbox, progress: Progress | None = None) -> Result:
    """The whole `trail delta` job: minimize, then write the hand-off once."""
    with interrupts_raise(on_stop=sandbox.close):  # a signal waits for the writing
        done = minimize(settings, sandbox, progress)
        with deferred(raise_after=False):  # the result is in hand: write it whole
            return write_handoff(settings.out_dir, done, sandbox, emit=settings.emit_test)
