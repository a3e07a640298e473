"""The `trail delta` job: input -> units -> ddmin -> output -> verification -> report.

`run_delta(settings)` does the whole job and returns the report dict; every failure
a user can cause ends in `UserError` with a one-line message that says what to do.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from trail.core.ddmin import ReductionStopped
from trail.core.flaky import SERIALLY, FailureRate, FlakyPolicy, Repeat, expected_decisions
from trail.core.outcome import Convention, Outcome, classify_exit
from trail.core.reduce import Reduction, reduce
from trail.core.units import Pass
from trail.formats import registry
from trail.formats.base import Format, malformed_variant
from trail.formats.directory import UnsafeArchive, entries, pack_dir, unpack
from trail.formats.registry import FormatError
from trail.formats.text import GRANULARITIES, LINES
from trail.handoff.report import (
    SCHEMA,
    VERSION,
    ReproContext,
    inline_text,
    markdown,
    oracle_script,
    reproduce_script,
    write_atomically,
)
from trail.interrupts import Interrupted, deferred, interrupts_raise, stopping
from trail.oracle.command import Oracle
from trail.oracle.signature import Signature, crash_status, last_meaningful_line
from trail.oracle.tester import Budget, OutcomeCache, Tester, content_key
from trail.parallel.pool import ParallelRunner, Repeater
from trail.progress import Progress
from trail.sandbox.base import Delivery, InputKind, RunResult, Sandbox

STATE_DIR = ".trail"            # inside the output folder: cache and resume state
MIN_TEST_TIMEOUT = 5.0          # seconds; a floor, since machines are noisy
TEST_TIMEOUT_FACTOR = 10.0      # times the original input's run time
FLAKY_FIRST_FAILURE_RUNS = 20   # --flaky: runs of the original allowed to show the failure


class UserError(Exception):
    """A problem the user can fix; the message is one line saying how."""


@dataclass
class SignatureChoice:
    """How the failure signature is chosen: captured unless overridden."""

    expect_exit: int | None = None
    expect_output: str | None = None
    any_failure: bool = False

    def requested(self) -> Signature | None:
        """The signature the options name; None when it is to be captured."""
        if self.any_failure:
            return Signature(source="--any-failure")
        if self.expect_exit is not None or self.expect_output is not None:
            return Signature(self.expect_exit, self.expect_output, source="overridden")
        return None

    def resolve(self, original: RunResult) -> Signature:
        requested = self.requested()
        return requested if requested is not None else Signature.capture(original)


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


def read_input(path: str) -> bytes:
    """The input's bytes; a folder is packed as deterministic tar bytes."""
    if not os.path.exists(path):
        raise UserError(f"input not found: {path}: give the path of the failing input")
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


HAND_OFF = ("report.json", "report.md", "oracle.sh", "reproduce.sh")


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
    if "=" in program:
        return  # an environment assignment: let the shell judge the rest
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


def _describe_failure(outcome: Outcome, result: RunResult) -> str:
    if result.error:
        return f"the sandbox could not run it: {result.error}"
    if result.timed_out:
        return "it timed out"
    detail = last_meaningful_line(result.stderr)
    status = f"exit status {result.exit_status}" if result.exit_status is not None else (
        f"killed by signal {result.signal}")
    return status + (f" ({detail})" if detail else "")


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


class DeltaJob:
    """One `trail delta` run; `run()` returns the report dict."""

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

    def _original_run(self, data: bytes, tester: Tester) -> tuple[Signature, float, FailureRate]:
        """Run the original until it fails (once; --flaky: a few times) to get the signature."""
        tries = FLAKY_FIRST_FAILURE_RUNS if self.s.flaky else 1
        self.progress.say("trail: running the oracle on the original input")
        attempt = 0
        while True:
            attempt += 1
            started = time.monotonic()
            outcome, result = tester.run_once(data)
            elapsed = time.monotonic() - started
            if outcome is Outcome.FAIL or attempt == tries:
                break
        check_original = getattr(self.sandbox, "check_original", None)
        if check_original is not None:  # e.g. the oracle's program is missing in the image
            check_original(result)
        if tries > 1 and outcome is Outcome.PASS:
            raise UserError(f"nothing to minimize: the oracle passed on the original input "
                            f"{tries} times out of {tries}")
        if result.exit_status in (126, 127) and tester.classify(result) is Outcome.FAIL:
            raise UserError(f"the oracle could not start (exit status {result.exit_status}: "
                            f"{last_meaningful_line(result.stderr) or 'command not found'}); "
                            "fix the oracle command")
        if outcome is Outcome.PASS:
            raise UserError("nothing to minimize: the oracle passes on the original input "
                            f"({_describe_failure(outcome, result)}){self._pass_hint(result)}")
        if outcome is Outcome.UNRESOLVED:
            raise UserError(self._unresolved_original(result))
        return self.s.signature.resolve(result), elapsed, FailureRate(1, attempt)

    def _pass_hint(self, result: RunResult) -> str:
        """The likely mix-up behind a passing original: the other exit convention."""
        if self.s.oracle.convention is Convention.INTERESTING_ZERO:
            return ("; with --interesting-exit-zero the oracle exits 0 when the failure is "
                    "there: drop it if yours exits non-zero on the failure")
        if result.exit_status == 0:
            return ("; trail reads exit 0 as 'no failure': if your oracle exits 0 when the "
                    "failure is there (C-Reduce style), add --interesting-exit-zero; if the "
                    "failure comes and goes, add --flaky")
        return ""

    def _unresolved_original(self, result: RunResult) -> str:
        s = self.s
        if result.timed_out and s.test_timeout is not None:
            return (f"the oracle timed out on the original input (--test-timeout "
                    f"{s.test_timeout:g} s): raise --test-timeout, or check that the oracle "
                    "ends on its own")
        if result.timed_out:
            return (f"the oracle timed out on the original input (it is capped by --timeout "
                    f"{s.timeout:g} s): raise --timeout or give a --test-timeout, or check that "
                    "the oracle ends on its own")
        what = _describe_failure(Outcome.UNRESOLVED, result)
        said = f"the oracle's result on the original input is UNRESOLVED ({what})"
        crash = crash_status(result)
        requested = s.signature.requested()
        if crash is not None and (requested is None or requested.exit_status is None):
            instead = " instead of --any-failure" if s.signature.any_failure else ""
            return f"{said}: to minimize this crash, pass --expect-exit {crash}{instead}"
        failed = crash is not None or classify_exit(
            result.exit_status, s.oracle.convention) is Outcome.FAIL
        if requested is not None and failed:
            return (f"the original input does not match the requested signature "
                    f"({requested.describe()}): the oracle gave {what}; fix --expect-exit or "
                    "--expect-output, or drop them to use the original's own failure")
        return f"{said}: fix the oracle first"

    # -- the job ---------------------------------------------------------------

    def run(self) -> dict:
        """The whole job. Ctrl-C or SIGTERM during the reduction or the verification
        still writes the best input so far and a report with status "interrupted";
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

    def _run(self) -> dict:
        s = self.s
        started = time.monotonic()
        original = read_input(s.input_path)
        check_out_dir(s)
        if self.sandbox.name == "local":  # elsewhere the program must exist in the sandbox
            check_oracle_command(s.oracle)
        fmt, reason, warnings = choose_format(s, original)
        self.size = getattr(fmt, "size", len)
        for warning in warnings:
            self.progress.say(f"trail: warning: {warning}")
        passes = choose_passes(s, fmt, original)
        budget = Budget(s.timeout, s.max_tests)
        # The requested signature judges the original too (--expect-exit 139: a crash FAILs);
        # a hanging oracle must not hang trail, so --timeout caps it when no --test-timeout.
        probe = Tester(s.oracle, self.sandbox, signature=s.signature.requested(),
                       test_timeout=s.test_timeout or s.timeout)
        signature, original_seconds, observed = self._original_run(original, probe)
        test_timeout = s.test_timeout or max(MIN_TEST_TIMEOUT,
                                             TEST_TIMEOUT_FACTOR * original_seconds)
        resumed = self._prepare_out_dir(original)
        cache = OutcomeCache(os.path.join(self.state, "cache.jsonl"))
        # Under --flaky a wrong guess costs up to r runs, holding a worker while the
        # candidate asked for waits: measured slower than one worker. The workers make
        # the r runs of the candidate asked for instead (self.repeat).
        runner = ParallelRunner(s.jobs) if s.jobs > 1 and not s.flaky else None
        tester = Tester(s.oracle, self.sandbox, signature=signature, test_timeout=test_timeout,
                        is_valid=fmt.is_valid, budget=budget, cache=cache)
        tester.counters.oracle_runs = probe.counters.oracle_runs
        policy = None
        if s.flaky:
            self.progress.say("trail: --flaky: estimating the original's failure rate")
            policy = FlakyPolicy.estimate(
                lambda: tester.run_once(original)[0], observed=observed, repeat=self.repeat,
                decisions=expected_decisions(count_units(original, passes[0] if passes else LINES)))
            tester.policy = policy
        tester.on_test = lambda: self.progress.update(size=self.size(self.best),
                                                      tests=tester.counters.tests)
        start = resumed if resumed is not None and tester.test(resumed) is Outcome.FAIL \
            else original
        self.best = start
        # A caller's own passes (isolate's re-serialized differences) print no
        # malformed candidates to ask about.
        if not s.keep_wellformed and s.passes is None:
            tester.is_valid = self._format_check(fmt, start, tester, warnings)
        self.progress.update(size=self.size(start), tests=0)
        status, reason_stopped = "minimized", None
        reduction = Reduction(start)
        try:
            reduction = reduce(
                start, passes, tester.test, strict=s.strict,
                runner=runner, on_best=self._save_best,
                on_pass=lambda name: self.progress.update(**{"pass": name}),
                recheck=None if policy is None else lambda best: policy.recheck(
                    content_key(best), lambda: tester.run_once(best)[0]),
                size=self.size,
            )
        except Interrupted:
            status, reason_stopped = "interrupted", "interrupted"
            self.sandbox.close()
        finally:
            if runner is not None:
                with deferred(raise_after=False):  # it waits on the pool's threads
                    runner.close()
            cache.close()
        if status != "interrupted" and stopping():  # a signal while the runner closed
            status, reason_stopped = "interrupted", "interrupted"
        if reduction.stopped:
            status, reason_stopped = "partial", reduction.stopped
        final = self.best
        self.progress.done()
        verification = {"runs": 0, "failed": 0, "verified": False}
        if status != "interrupted":
            try:
                verification = self._verify(final, tester, policy)
            except Interrupted:
                status, reason_stopped = "interrupted", "interrupted during verification"
                self.sandbox.close()
        if self.size(final) == 0 and self.size(original) > 0:
            warnings.append(ignores_input_warning(s.oracle))
            self.progress.say(f"trail: warning: {warnings[-1]}")
        report = self._report(
            original=original, final=final, fmt=fmt, reason=reason, warnings=warnings,
            passes=passes, reduction=reduction, tester=tester, runner=runner,
            signature=signature, test_timeout=test_timeout, status=status, policy=policy,
            partial_reason=reason_stopped, verification=verification,
            seconds=time.monotonic() - started,
        )
        with deferred(raise_after=False):  # the result is in hand: write it whole
            self._write_outputs(final, report, signature, test_timeout)
        return report

    def _format_check(self, fmt: Format, data: bytes, tester: Tester,
                      warnings: list[str]) -> Callable[[bytes], bool] | None:
        """The format's validity check, unless the oracle still fails on a malformed
        variant of the input: such an oracle does not need well-formed candidates,
        and skipping them would keep the result larger than plain text gets."""
        variant = malformed_variant(fmt, data)
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
        self.progress.update(size=self.size(data))

    def _verify(self, data: bytes, tester: Tester, policy: FlakyPolicy | None) -> dict:
        runs = self.s.verify
        if policy is not None and runs > 0:
            self.progress.update(**{"pass": f"verify {runs} runs"})
            return policy.verify(lambda: tester.run_once(data)[0], runs=runs).as_dict()
        failed = 0
        # A round of --jobs runs at a time, so that progress moves between rounds.
        for done in range(0, runs, self.repeat.width):
            round_runs = min(self.repeat.width, runs - done)
            self.progress.update(**{"pass": f"verify {done + round_runs}/{runs}"})
            outcomes = self.repeat(lambda: tester.run_once(data)[0], round_runs)
            failed += outcomes.count(Outcome.FAIL)
        return {"runs": runs, "failed": failed, "verified": runs > 0 and failed == runs}

    def _report(self, *, original: bytes, final: bytes, fmt: Format, reason: str,
                warnings: list[str], passes: list[Pass], reduction: Reduction, tester: Tester,
                runner: ParallelRunner | None, signature: Signature, test_timeout: float,
                status: str, partial_reason: str | None, verification: dict,
                seconds: float, policy: FlakyPolicy | None) -> dict:
        s = self.s
        unit_pass = passes[0] if passes else LINES
        tests = tester.counters.to_dict()
        tests["wasted"] = runner.wasted if runner is not None else 0
        return {
            "schema": SCHEMA,
            "version": VERSION,
            "status": status,
            "partial_reason": partial_reason,
            "command_line": s.command_line,
            "input": {"path": os.path.abspath(s.input_path), "name": s.oracle.file_name,
                      "kind": s.oracle.kind.value, "bytes": self.size(original),
                      "units": count_units(original, unit_pass)},
            "minimized": {"file": s.oracle.file_name, "bytes": self.size(final),
                          "units": count_units(final, unit_pass)},
            "minimized_text": inline_text(final),
            "reduction_ratio": 1 - self.size(final) / self.size(original)
            if self.size(original) else 0.0,
            "format": {"name": fmt.name, "reason": reason, "warnings": warnings,
                       "unit": unit_pass.name},
            "oracle": {**s.oracle.to_dict(), "test_timeout": test_timeout},
            "signature": signature.to_dict(),
            "sandbox": self.sandbox.describe(),
            "tests": tests,
            "time_seconds": round(seconds, 3),
            "jobs": s.jobs,
            "strict_ddmin": s.strict,
            "passes": [rec.to_dict() for rec in reduction.records],
            "verification": verification,
            "flaky": policy.as_dict() if policy is not None else None,
            "files": {"minimized": s.oracle.file_name, "oracle": "oracle.sh",
                      "reproduce": "reproduce.sh", "report_md": "report.md",
                      "report_json": "report.json"},
        }

    def _write_outputs(self, final: bytes, report: dict, signature: Signature,
                       test_timeout: float) -> None:
        if self.s.oracle.kind is InputKind.DIRECTORY:
            shutil.rmtree(self.result_path, ignore_errors=True)
            os.makedirs(self.result_path)
            unpack(final, self.result_path)
        else:
            write_atomically(self.result_path, final)
        write_atomically(os.path.join(self.out, "oracle.sh"),
                         os.fsencode(oracle_script(self.s.oracle)), 0o755)
        wrap = getattr(self.sandbox, "reproduce_wrap", None)
        oracle = self.s.oracle
        ctx = ReproContext(oracle, signature, test_timeout, wrap=None if wrap is None else
                           wrap(oracle.delivery, oracle.kind, oracle.file_name, test_timeout))
        write_atomically(os.path.join(self.out, "reproduce.sh"),
                         os.fsencode(reproduce_script(final, ctx)), 0o755)
        write_atomically(os.path.join(self.out, "report.json"),
                         (json.dumps(report, indent=2) + "\n").encode())
        # fsencode: a file name that is not UTF-8 comes back as its own bytes.
        write_atomically(os.path.join(self.out, "report.md"), os.fsencode(markdown(report)))


def run_delta(settings: Settings, sandbox: Sandbox, progress: Progress | None = None) -> dict:
    try:
        return DeltaJob(settings, sandbox, progress).run()
    except ReductionStopped as stop:  # the budget ended before reduction began
        raise UserError(f"the budget ended before any reduction ({stop.reason})") from stop

