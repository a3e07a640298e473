"""The `trail delta` job: input -> units -> ddmin -> output -> verification -> report.

`run_delta(settings)` does the whole job and returns the report dict; every failure
a user can cause ends in `UserError` with a one-line message that says what to do.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from trail.ddmin import ReductionStopped
from trail.flaky import FailureRate, FlakyPolicy, expected_decisions
from trail.formats import registry
from trail.formats.base import Format, Pass
from trail.formats.directory import UnsafeArchive, entries, pack_dir, unpack
from trail.formats.registry import UnknownFormat
from trail.formats.text import GRANULARITIES, LINES
from trail.oracle import Oracle
from trail.outcome import Outcome
from trail.parallel import ParallelRunner
from trail.progress import Progress
from trail.reduce import Reduction, reduce
from trail.report import (
    SCHEMA,
    VERSION,
    ReproContext,
    inline_text,
    markdown,
    oracle_script,
    reproduce_script,
    write_atomically,
)
from trail.sandbox.base import InputKind, RunResult, Sandbox
from trail.signature import Signature, last_meaningful_line
from trail.tester import Budget, OutcomeCache, Tester, content_key

STATE_DIR = ".trail"            # inside the output folder: cache and resume state
MIN_TEST_TIMEOUT = 5.0          # seconds; a floor, since machines are noisy
TEST_TIMEOUT_FACTOR = 10.0      # times the original input's run time
FLAKY_FIRST_FAILURE_RUNS = 20   # --flaky: runs of the original allowed to show the failure


class UserError(Exception):
    """A problem the user can fix; the message is one line saying how."""


class Interrupted(BaseException):
    """Ctrl-C or SIGTERM: stop, keep the best result, report it as interrupted."""


@dataclass
class SignatureChoice:
    """How the failure signature is chosen: captured unless overridden."""

    expect_exit: int | None = None
    expect_output: str | None = None
    any_failure: bool = False

    def resolve(self, original: RunResult) -> Signature:
        if self.any_failure:
            return Signature(source="--any-failure")
        if self.expect_exit is not None or self.expect_output is not None:
            return Signature(self.expect_exit, self.expect_output, source="overridden")
        return Signature.capture(original)


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


def check_oracle_command(oracle: Oracle) -> None:
    """Fail early, with a message, when the oracle's program does not exist."""
    if oracle.script is not None:
        if not os.path.isfile(oracle.script):
            raise UserError(f"oracle script not found: {oracle.script}")
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
    # Ask the shell itself, so builtins, keywords and PATH lookups count alike.
    probe = subprocess.run(["/bin/sh", "-c", 'command -v -- "$1"', "sh", program],
                           cwd=oracle.workdir or None, capture_output=True)
    if probe.returncode != 0:
        raise UserError(f"oracle command not found: {program}: install it or fix --oracle")


def choose_format(settings: Settings, data: bytes) -> tuple[Format, str, list[str]]:
    try:
        return registry.choose(settings.oracle.file_name, data, settings.format_name,
                               directory=settings.oracle.kind is InputKind.DIRECTORY)
    except UnknownFormat as exc:
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


@contextmanager
def interrupts_raise() -> Iterator[None]:
    """Turn the first SIGINT or SIGTERM into Interrupted in the main thread, for the
    job's length, and ignore the rest: a double Ctrl-C (or `timeout -s INT` and the
    terminal both) must not cut short the writing of the result and the closing of
    the sandbox that the first one set off."""
    raised = False

    def handler(signum: int, frame: object) -> None:
        nonlocal raised
        if not raised:
            raised = True
            raise Interrupted(signal.Signals(signum).name)

    previous = {sig: signal.signal(sig, handler) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)


def _describe_failure(outcome: Outcome, result: RunResult) -> str:
    if result.error:
        return f"the sandbox could not run it: {result.error}"
    if result.timed_out:
        return "it timed out"
    detail = last_meaningful_line(result.stderr)
    status = f"exit status {result.exit_status}" if result.exit_status is not None else (
        f"killed by signal {result.signal}")
    return status + (f" ({detail})" if detail else "")


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

    # -- set-up ----------------------------------------------------------------

    def _prepare_out_dir(self) -> bytes | None:
        """Create the output folder; with --resume, return the best input saved there.
        Called once the input and the oracle's run on it have passed, so that a usage
        error leaves no folder behind."""
        os.makedirs(self.state, exist_ok=True)
        saved = os.path.join(self.state, "best")
        if not self.s.resume:
            for name in ("cache.jsonl", "best"):
                path = os.path.join(self.state, name)
                if os.path.exists(path):
                    os.unlink(path)
            return None
        if os.path.exists(saved):
            with open(saved, "rb") as fh:
                return fh.read()
        return None

    def _original_run(self, data: bytes, tester: Tester) -> tuple[Signature, float, FailureRate]:
        """Run the original until it fails (once; --flaky: a few times) to get the signature."""
        tries = FLAKY_FIRST_FAILURE_RUNS if self.s.flaky else 1
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
                            f"({_describe_failure(outcome, result)})")
        if outcome is Outcome.UNRESOLVED:
            raise UserError("the oracle's result on the original input is UNRESOLVED "
                            f"({_describe_failure(outcome, result)}): fix the oracle first")
        return self.s.signature.resolve(result), elapsed, FailureRate(1, attempt)

    # -- the job ---------------------------------------------------------------

    def run(self) -> dict:
        """The whole job. Ctrl-C or SIGTERM during the reduction or the verification
        still writes the best input so far and a report with status "interrupted";
        before the reduction began they raise Interrupted (there is nothing to write),
        once the sandbox is closed."""
        with interrupts_raise():
            try:
                return self._run()
            except Interrupted:
                # Here, where a second signal is ignored, so it cannot stop the killing.
                self.sandbox.close()
                raise

    def _run(self) -> dict:
        s = self.s
        started = time.monotonic()
        original = read_input(s.input_path)
        if self.sandbox.name == "local":  # elsewhere the program must exist in the sandbox
            check_oracle_command(s.oracle)
        fmt, reason, warnings = choose_format(s, original)
        passes = choose_passes(s, fmt, original)
        budget = Budget(s.timeout, s.max_tests)
        probe = Tester(s.oracle, self.sandbox, test_timeout=s.test_timeout)
        signature, original_seconds, observed = self._original_run(original, probe)
        test_timeout = s.test_timeout or max(MIN_TEST_TIMEOUT,
                                             TEST_TIMEOUT_FACTOR * original_seconds)
        resumed = self._prepare_out_dir()
        cache = OutcomeCache(os.path.join(self.state, "cache.jsonl"))
        # Under --flaky a wrong guess costs up to r runs, holding a worker while the
        # candidate asked for waits: measured slower than one worker, so none.
        runner = ParallelRunner(s.jobs) if s.jobs > 1 and not s.flaky else None
        tester = Tester(s.oracle, self.sandbox, signature=signature, test_timeout=test_timeout,
                        is_valid=fmt.is_valid, budget=budget, cache=cache)
        tester.counters.oracle_runs = probe.counters.oracle_runs
        policy = None
        if s.flaky:
            self.progress.say("trail: --flaky: estimating the original's failure rate")
            policy = FlakyPolicy.estimate(
                lambda: tester.run_once(original)[0], observed=observed,
                decisions=expected_decisions(count_units(original, passes[0] if passes else LINES)))
            tester.policy = policy
        tester.on_test = lambda: self.progress.update(size=len(self.best),
                                                      tests=tester.counters.tests)
        start = resumed if resumed is not None and tester.test(resumed) is Outcome.FAIL \
            else original
        self.best = start
        self.progress.update(size=len(start), tests=0)
        status, reason_stopped = "minimized", None
        reduction = Reduction(start)
        try:
            reduction = reduce(
                start, passes, tester.test, strict=s.strict,
                runner=runner, on_best=self._save_best,
                on_pass=lambda name: self.progress.update(**{"pass": name}),
                recheck=None if policy is None else lambda best: policy.recheck(
                    content_key(best), lambda: tester.run_once(best)[0]),
                # A folder's tar bytes do not shrink with its files: measure contents.
                size=getattr(fmt, "size", len),
            )
        except Interrupted:
            status, reason_stopped = "interrupted", "interrupted"
            self.sandbox.close()
        finally:
            if runner is not None:
                runner.close()
            cache.close()
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
        report = self._report(
            original=original, final=final, fmt=fmt, reason=reason, warnings=warnings,
            passes=passes, reduction=reduction, tester=tester, runner=runner,
            signature=signature, test_timeout=test_timeout, status=status, policy=policy,
            partial_reason=reason_stopped, verification=verification,
            seconds=time.monotonic() - started,
        )
        self._write_outputs(final, report, signature, test_timeout)
        return report

    def _save_best(self, data: bytes) -> None:
        self.best = data
        write_atomically(os.path.join(self.state, "best"), data)
        if self.s.oracle.kind is InputKind.FILE:  # a folder is laid out once, at the end
            write_atomically(self.result_path, data)
        self.progress.update(size=len(data))

    def _verify(self, data: bytes, tester: Tester, policy: FlakyPolicy | None) -> dict:
        runs = self.s.verify
        if policy is not None and runs > 0:
            self.progress.update(**{"pass": f"verify {runs} runs"})
            return policy.verify(lambda: tester.run_once(data)[0], runs=runs).as_dict()
        failed = 0
        for i in range(runs):
            self.progress.update(**{"pass": f"verify {i + 1}/{runs}"})
            if tester.run_once(data)[0] is Outcome.FAIL:
                failed += 1
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
                      "kind": s.oracle.kind.value, "bytes": len(original),
                      "units": count_units(original, unit_pass)},
            "minimized": {"file": s.oracle.file_name, "bytes": len(final),
                          "units": count_units(final, unit_pass)},
            "minimized_text": inline_text(final),
            "reduction_ratio": 1 - len(final) / len(original) if original else 0.0,
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
                         oracle_script(self.s.oracle).encode(), 0o755)
        wrap = getattr(self.sandbox, "reproduce_wrap", None)
        oracle = self.s.oracle
        ctx = ReproContext(oracle, signature, test_timeout, wrap=None if wrap is None else
                           wrap(oracle.delivery, oracle.kind, oracle.file_name, test_timeout))
        write_atomically(os.path.join(self.out, "reproduce.sh"),
                         reproduce_script(final, ctx).encode(), 0o755)
        write_atomically(os.path.join(self.out, "report.json"),
                         (json.dumps(report, indent=2) + "\n").encode())
        write_atomically(os.path.join(self.out, "report.md"), markdown(report).encode())


def run_delta(settings: Settings, sandbox: Sandbox, progress: Progress | None = None) -> dict:
    try:
        return DeltaJob(settings, sandbox, progress).run()
    except ReductionStopped as stop:  # the budget ended before reduction began
        raise UserError(f"the budget ended before any reduction ({stop.reason})") from stop

