"""`trail delta INPUT`: minimize a failing input.

`settings_from`, `run_job`, `summary_lines` and `report_exit_status` are shared with the
actions that run a delta job on inputs they get otherwise (bisect, isolate).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from trail.cli.common import ExitStatus, add_command, collector_paused
from trail.cli.options import (
    DASK,
    INPUT,
    add_delta_options,
    add_emit_test_options,
    check_delta_options,
    emit_test_from,
    open_sandbox,
)
from trail.interrupts import uninterrupted
from trail.progress import Progress

if TYPE_CHECKING:
    from trail.pipeline.settings import Settings
    from trail.result import Result
    from trail.sandbox.base import Sandbox

DESCRIPTION = "Reduce a failing input to a 1-minimal one that still fails."

EPILOG = """\
The oracle says whether a candidate still shows the failure. Its exit status
follows `git bisect run`: 0 = passes, 125 = inconclusive, 1-127 = the failure,
128+ or timeout = inconclusive (an oracle that exits 125 may say why as the last
line of its stderr, `inconclusive: WHY`: the report counts them by it). To minimize
a crash by a signal, name its status:
--expect-exit 139 (128 + 11, SIGSEGV) makes exit status 139, or death by signal 11,
the failure. Scripts written for C-Reduce, shrinkray or lithium (exit 0 = still
interesting) work with --interesting-exit-zero.

Before reducing, trail runs the oracle on the original input and records the
failure signature (its exit status and the lines of its output that name the
failure, such as an exception and the function it came from, with numbers, paths
and times wildcarded); a candidate that fails differently counts as inconclusive.
With --expect-exit or --expect-output the original must fail that way, or trail
stops.

Examples:
  trail delta --oracle 'python3 app.py {}' crash.html
  trail delta --oracle-script check.sh --out out/ config.json
  trail delta --interesting-exit-zero --oracle-script interesting.sh big.txt
  trail delta --oracle 'mytool' --stdin --granularity lines events.log

Output (default trail-out/): the minimized input under its own name, report.json,
report.md, report.html (open it in a browser: the reduction curve, and the original
with the kept lines highlighted), oracle.sh, and reproduce.sh (exits 1 when the
failure reproduces, 0 when not, 125 when inconclusive: ready for `git bisect run`).
With --emit-test pytest (or shell), also a regression test for your suite:
  trail delta --oracle 'python3 app.py {}' --emit-test pytest --test-dir tests crash.html

Other minimizations:
  trail delta tests --victim ID -- pytest ...   the earlier tests a test needs to fail
  trail delta bisect --good REV --bad REV ...    the breaking commit, then the input
  trail delta isolate --passing A --failing B    the smallest difference that fails
  trail delta auto -- CMD ...                    the files a failing command reads

Exit status: 0 done (also for a partial result when --timeout/--max-tests ended
the run: see report.json "status"), 1 the result did not fail on every
verification run, 2 bad usage or input, 3 stalled: most candidates came out
inconclusive (timed out, another failure...) and almost none failed, so the result
is not minimized (report.json "tests"."outcomes" counts why), 130 interrupted (the
best result so far is written).
"""

# Ctrl-C during the original's run: the reduction has not begun.
INTERRUPTED = "interrupted before there was a result to write"


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `delta` to trail's commands."""
    parser = add_command(subparsers, "delta", run=run, help="minimize a failing input",
                         description=DESCRIPTION, epilog=EPILOG, interrupted=INTERRUPTED)
    INPUT.add(parser)
    add_delta_options(parser)
    DASK.add(parser)
    add_emit_test_options(parser)


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` does not load the job.
    with collector_paused():
        from trail.jobs.delta import run_delta
        from trail.result import Status

    settings = settings_from(args)
    settings.emit_test = emit_test_from(args)
    sandbox, settings.oracle = open_sandbox(args, settings.oracle)
    if args.dask:  # speculation as deep as the cluster is wide
        from trail.parallel.dask_sandbox import DaskSandbox  # loaded by open_sandbox

        assert isinstance(sandbox, DaskSandbox)
        settings.jobs = sandbox.width
    result, progress = run_job(args, sandbox, partial(run_delta, settings))
    for line in summary_lines(result.to_json()):
        progress.say(line)
    progress.say(f"trail: wrote {result.minimized_file}, report.md, report.html, report.json, "
                 f"oracle.sh and reproduce.sh in {settings.out_dir}/")
    progress.say(f"trail: to reproduce: sh {os.path.join(settings.out_dir, 'reproduce.sh')}")
    if "test" in result.extra_files:
        test = os.path.normpath(os.path.join(settings.out_dir, result.extra_files["test"]))
        progress.say(f"trail: wrote the regression test {test}")
    if result.status is not Status.MINIMIZED:
        progress.say("trail: to go on from this result, run the same command with --resume")
    return report_exit_status(result, settings.allow_flaky)


def settings_from(args: argparse.Namespace) -> Settings:
    """The delta job's settings from the options `add_delta_options` defines."""
    from trail.core.outcome import Convention
    from trail.oracle.call import Delivery, InputKind, Oracle
    from trail.pipeline.probe import SignatureChoice
    from trail.pipeline.settings import Settings

    check_delta_options(args)
    delivery = Delivery.STDIN if args.stdin else Delivery.AS_NAME if args.as_name else Delivery.PATH
    fields = dict(
        convention=Convention.INTERESTING_ZERO if args.interesting_exit_zero else Convention.BISECT,
        delivery=delivery,
        kind=InputKind.DIRECTORY if os.path.isdir(args.input) else InputKind.FILE,
        file_name=args.as_name or os.path.basename(os.path.abspath(args.input)) or "input",
        workdir=os.getcwd(),
    )
    if args.oracle_script is not None:
        oracle = Oracle.from_script(os.path.abspath(args.oracle_script), **fields)
    else:
        # trail quotes the path itself: a quoted {} would quote it twice.
        oracle = Oracle(command=re.sub(r"""(["'])\{\}\1""", "{}", args.oracle), **fields)
    return Settings(
        input_path=args.input, oracle=oracle, out_dir=args.out,
        signature=SignatureChoice(args.expect_exit, args.expect_output, args.any_failure),
        granularity=args.granularity, format_name=args.format, strict=args.strict_ddmin,
        jobs=args.jobs, timeout=args.timeout, max_tests=args.max_tests,
        test_timeout=args.test_timeout, verify=args.verify, allow_flaky=args.allow_flaky,
        flaky=args.flaky, resume=args.resume, keep_wellformed=args.keep_wellformed,
        quiet=args.quiet, command_line=args.command_line,
    )


def run_job(args: argparse.Namespace, sandbox: Sandbox,
            job: Callable[[Sandbox, Progress], Result]) -> tuple[Result, Progress]:
    """The result of `job` run on `sandbox` (closed afterwards), printed with --json,
    and the progress that its command goes on saying things on."""
    progress = Progress(quiet=args.quiet)
    try:
        result = job(sandbox, progress)
    finally:
        with uninterrupted():
            sandbox.close()
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    return result, progress


def summary_lines(report: dict[str, object]) -> list[str]:
    """What the terminal says of a result (report.json's dict), as report.md and the
    comment say it: the failure, the figures, where it lives, what is proven."""
    from trail.facts import Facts, inconclusive_text
    from trail.mdsafe import one_line

    facts = Facts.of(report)
    # How it ended, in the sentence report.md and the comment say it in.
    state = "" if report["status"] == "minimized" else f" [{facts.outcome}]"
    unit = "bytes of names and contents" if facts.folder else "bytes"
    lines = [f"trail: the failure: {one_line(facts.failure)}",
             f"trail: {facts.before:,} -> {facts.after:,} {unit} ({facts.removed} removed) "
             f"in {facts.checks:,} checks of the oracle, {facts.seconds:.1f}s; "
             f"verification: {facts.verification}{state}"]
    if facts.where is not None:
        lines.append(f"trail: {facts.where.words(lambda name: f'`{one_line(name)}`')}")
    if facts.guarantee is not None:
        lines.append(f"trail: guarantees: {facts.guarantee}")
    if facts.floor is not None:
        lines.append(f"trail: --flaky: oracle runs: {facts.floor}")
    inconclusive = inconclusive_text(report["tests"])  # type: ignore[arg-type]
    if inconclusive is not None:
        lines.append(f"trail: {one_line(inconclusive)}")
    return lines


def report_exit_status(result: Result, allow_flaky: bool) -> ExitStatus:
    """The exit status a finished result calls for, with its warnings on stderr."""
    from trail.result import Status  # loaded by the job already

    if result.status is Status.INTERRUPTED:
        return ExitStatus.INTERRUPTED
    if result.status is Status.STALLED:
        print(f"trail: error: the reduction stalled: {result.partial_reason}: the result is "
              "not minimized; check that the oracle judges a smaller input as it judges the "
              "original (its --test-timeout, the failure signature in report.md)",
              file=sys.stderr)
        return ExitStatus.STALLED
    ver = result.verification
    if ver.flaky is not None and ver.flaky.much_lower:
        print("trail: WARNING: the result fails much less often than the original: the "
              "reduction may have removed part of the cause", file=sys.stderr)
    if ver.rate.runs and not ver.verified:
        print(f"trail: WARNING: the result failed only {ver.rate.failures} of {ver.rate.runs} "
              f"verification runs: {_not_verified_advice(result)}", file=sys.stderr)
        if not allow_flaky:
            return ExitStatus.NOT_VERIFIED
    return ExitStatus.OK


def _not_verified_advice(result: Result) -> str:
    """Why a result may not have verified, likeliest first. A result that never fails
    again after a reduction at --jobs 2 or more was most often accepted because runs
    side by side changed each other's outcome (a fixed file name, a port), not flaky."""
    if result.verification.fresh_failures == 0 and result.jobs > 1:
        return (f"tests ran {result.jobs} at a time (--jobs {result.jobs}), and runs side by "
                "side may share state (a fixed file name, a port): run again with --jobs 1 "
                "first; if it still fails only sometimes, it may be flaky (try --flaky)")
    return "it may be flaky (try --flaky)"
