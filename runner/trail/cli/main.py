"""The `trail` command line."""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
from collections.abc import Sequence

from trail import __version__
from trail.cli import action as cli_action
from trail.cli import bisect as cli_bisect
from trail.cli import env as cli_env
from trail.cli import formats as cli_formats
from trail.cli import isolate as cli_isolate
from trail.cli import sweep as cli_sweep
from trail.cli import tests as cli_tests
from trail.cli.common import (
    EXIT_INTERRUPTED,
    EXIT_NOT_VERIFIED,
    EXIT_OK,
    EXIT_USAGE,
    add_command,
)
from trail.core.outcome import Convention
from trail.interrupts import Interrupted
from trail.jobs.delta import Settings, UserError, run_delta
from trail.oracle.command import Oracle
from trail.pipeline.probe import SignatureChoice
from trail.progress import Progress
from trail.result import Result, Status
from trail.sandbox.base import Delivery, InputKind
from trail.sandbox.errors import SandboxError

DELTA_EPILOG = """\
The oracle says whether a candidate still shows the failure. Its exit status
follows `git bisect run`: 0 = passes, 125 = inconclusive, 1-127 = the failure,
128+ or timeout = inconclusive. To minimize a crash by a signal, name its status:
--expect-exit 139 (128 + 11, SIGSEGV) makes exit status 139, or death by signal 11,
the failure. Scripts written for C-Reduce, shrinkray or lithium (exit 0 = still
interesting) work with --interesting-exit-zero.

Before reducing, trail runs the oracle on the original input and records the
failure signature (exit status and last stderr line, with numbers and paths
wildcarded); a candidate that fails differently counts as inconclusive. With
--expect-exit or --expect-output the original must fail that way, or trail stops.

Examples:
  trail delta --oracle 'python3 app.py {}' crash.html
  trail delta --oracle-script check.sh --out out/ config.json
  trail delta --interesting-exit-zero --oracle-script interesting.sh big.txt
  trail delta --oracle 'mytool' --stdin --granularity lines events.log

Output (default trail-out/): the minimized input under its own name, report.json,
report.md, oracle.sh, and reproduce.sh (exits 1 when the failure reproduces, 0 when
not, 125 when inconclusive: ready for `git bisect run`).

Other minimizations:
  trail delta tests --victim ID -- pytest ...   the earlier tests a test needs to fail
  trail delta bisect --good REV --bad REV ...    the breaking commit, then the input
  trail delta isolate --passing A --failing B    the smallest difference that fails

Exit status: 0 done (also for a partial result when --timeout/--max-tests ended
the run: see report.json "status"), 1 the result did not fail on every
verification run, 2 bad usage or input, 130 interrupted (the best result so far
is written).
"""


def _add_delta_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", help="the failing input: a file, or a folder ({} is then the "
                                 "candidate folder)")
    add_oracle_options(p)


def add_oracle_options(p: argparse.ArgumentParser, *, cuts_input: bool = True) -> None:
    """Every delta option but the input: shared with the actions that take inputs
    otherwise. Without `cuts_input` (isolate's units are differences, not pieces of
    the input) --help does not list --granularity and --keep-wellformed."""
    oracle = p.add_argument_group("oracle")
    how = oracle.add_mutually_exclusive_group(required=True)
    how.add_argument("--oracle", metavar="CMD",
                     help="shell command; {} is replaced by the candidate's path")
    how.add_argument("--oracle-script", metavar="FILE",
                     help="executable called with the candidate's path as $1")
    deliver = oracle.add_mutually_exclusive_group()
    deliver.add_argument("--stdin", action="store_true",
                         help="feed the candidate on standard input instead of a path")
    deliver.add_argument("--as", dest="as_name", metavar="NAME",
                         help="write the candidate as NAME in the test's (fresh) working "
                              "directory, for programs that read a fixed file name")
    oracle.add_argument("--interesting-exit-zero", action="store_true",
                        help="exit 0 means the failure is still there (C-Reduce convention)")
    oracle.add_argument("--test-timeout", type=float, metavar="S",
                        help="per-test limit, the original's run too; default 10x the "
                             "original run, at least 5 s")
    sig = p.add_argument_group("failure signature (default: captured from the original run)")
    sig.add_argument("--expect-exit", type=int, metavar="N",
                     help="the failure exits with N; 128+S: dies by signal S (139: SIGSEGV)")
    sig.add_argument("--expect-output", metavar="REGEX",
                     help="the failure prints a line matching REGEX (stderr or stdout)")
    sig.add_argument("--any-failure", action="store_true",
                     help="any failing exit status counts as the failure")
    red = p.add_argument_group("reduction")
    red.add_argument("--format", default="auto", metavar="NAME",
                     help="input format (default auto; see `trail formats`)")
    red.add_argument("--granularity", metavar="UNIT",
                     help="run only this pass: lines, tokens or chars"
                     if cuts_input else argparse.SUPPRESS)
    red.add_argument("--keep-wellformed", action="store_true",
                     help="never test a candidate the format calls malformed (default: "
                          "skip them unless the oracle still fails on a malformed variant "
                          "of the input, asked once)" if cuts_input else argparse.SUPPRESS)
    red.add_argument("--strict-ddmin", action="store_true",
                     help="the reference text's ddmin step for step (more tests)")
    red.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, metavar="N",
                     help="test the likeliest next N-1 candidates while one runs (default: "
                          "CPUs); same result as -j1. Verification's runs and --flaky's "
                          "repeated runs of a candidate go N at a time")
    budget = p.add_argument_group("budget and verification")
    budget.add_argument("--timeout", type=float, metavar="S",
                        help="wall-clock cap for the reduction; the best so far is the result")
    budget.add_argument("--max-tests", type=int, metavar="N", help="cap on oracle tests")
    budget.add_argument("--verify", type=int, default=10, metavar="K",
                        help="re-run the result K times from scratch (default 10)")
    budget.add_argument("--flaky", action="store_true",
                        help="the oracle is nondeterministic: estimate its failure rate, take a "
                             "FAIL as proof and a PASS only after enough clean runs (see docs)")
    budget.add_argument("--allow-flaky", action="store_true",
                        help="exit 0 even if the result did not fail on every verification run")
    out = p.add_argument_group("output")
    out.add_argument("--out", default="trail-out", metavar="DIR",
                     help="output folder (default trail-out)")
    out.add_argument("--resume", action="store_true",
                     help="continue from the best result and test cache saved in --out")
    out.add_argument("--json", action="store_true", help="print the report as JSON on stdout")
    out.add_argument("-q", "--quiet", action="store_true", help="no progress output")
    cli_env.add_sandbox_arguments(p)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="trail",
        description="Minimize failing inputs with delta debugging (ddmin), verified, "
                    "with a standalone reproducer.",
    )
    parser.add_argument("--version", action="version", version=f"trail {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    delta = add_command(
        sub, "delta", help="minimize a failing input",
        description="Reduce a failing input to a 1-minimal one that still fails.",
        epilog=DELTA_EPILOG,
    )
    _add_delta_arguments(delta)
    delta.set_defaults(handler=cmd_delta)
    cli_env.register(sub)
    cli_formats.register(sub)
    cli_sweep.register(sub)
    cli_action.register(sub)
    return parser


# `trail delta ACTION ...`: minimizations of other things than one input's units.
# They are dispatched before parsing because `trail delta` itself takes a positional
# INPUT; a file named like an action is given as ./tests.
DELTA_ACTIONS = {"tests": cli_tests.register, "bisect": cli_bisect.register,
                 "isolate": cli_isolate.register}


def build_delta_actions_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="trail delta")
    sub = parser.add_subparsers(dest="action", metavar="ACTION")
    for register in DELTA_ACTIONS.values():
        register(sub)
    return parser


def _validate(args: argparse.Namespace) -> None:
    if args.jobs < 1:
        raise UserError("--jobs must be at least 1")
    if args.verify < 0:
        raise UserError("--verify must be 0 or more")
    if args.max_tests is not None and args.max_tests < 1:
        raise UserError("--max-tests must be at least 1")
    for name in ("timeout", "test_timeout"):
        value = getattr(args, name)
        if value is not None and not 0 < value < math.inf:  # nan too
            raise UserError(f"--{name.replace('_', '-')} must be a positive number of seconds")
    _validate_signature(args)
    if args.oracle is not None:
        _validate_placeholder(args)
    if args.as_name is not None and ("/" in args.as_name or args.as_name in ("", ".", "..")):
        raise UserError("--as takes a plain file name, without a folder")


def _validate_placeholder(args: argparse.Namespace) -> None:
    """{} is the candidate's path, and only where the candidate has one."""
    given = "--stdin" if args.stdin else f"--as {args.as_name}" if args.as_name else None
    if given is None and "{}" not in args.oracle:
        script = args.oracle.strip()
        if os.path.isfile(script) and " " not in script:
            raise UserError(f"--oracle has no {{}}: for a script that takes the candidate's "
                            f"path as $1, use --oracle-script {script}")
        raise UserError("--oracle has no {}: put {} where the candidate's path goes, "
                        "or use --stdin or --as NAME")
    if given is not None and "{}" in args.oracle:
        where = "on standard input" if args.stdin else f"in ./{args.as_name}"
        raise UserError(f"--oracle has a {{}}, but with {given} the candidate is {where}: "
                        "drop the {}")


def _validate_signature(args: argparse.Namespace) -> None:
    """Reject signature options that no run could match, before any test runs."""
    status = args.expect_exit
    if status is not None and not 1 <= status <= 255:
        raise UserError(f"--expect-exit {status} is not a failing exit status: give 1-255 "
                        "(128+S for a crash by signal S, e.g. 139 for SIGSEGV)")
    if status == 125:
        raise UserError("--expect-exit 125 cannot be the failure: 125 means inconclusive "
                        "(git bisect run's skip); give the status the failure exits with")
    if status is not None and args.interesting_exit_zero:
        raise UserError("--expect-exit conflicts with --interesting-exit-zero, where exit 0 is "
                        "the failure: drop --expect-exit (--expect-output still applies)")
    if args.expect_output is not None:
        try:
            re.compile(args.expect_output)
        except re.error as exc:
            raise UserError(f"--expect-output {args.expect_output!r} is not a valid regular "
                            f"expression ({exc}): put a backslash before a character meant "
                            "literally, as in \\( or \\.") from exc
    if args.any_failure and (status is not None or args.expect_output is not None):
        raise UserError("--any-failure conflicts with --expect-exit/--expect-output: drop "
                        "--any-failure to require that signature, or drop them for any failure")


def settings_from(args: argparse.Namespace, argv: Sequence[str]) -> Settings:
    _validate(args)
    delivery = Delivery.PATH
    if args.stdin:
        delivery = Delivery.STDIN
    elif args.as_name:
        delivery = Delivery.AS_NAME
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
        input_path=args.input,
        oracle=oracle,
        out_dir=args.out,
        signature=SignatureChoice(args.expect_exit, args.expect_output, args.any_failure),
        granularity=args.granularity,
        format_name=args.format,
        strict=args.strict_ddmin,
        jobs=args.jobs,
        timeout=args.timeout,
        max_tests=args.max_tests,
        test_timeout=args.test_timeout,
        verify=args.verify,
        allow_flaky=args.allow_flaky,
        flaky=args.flaky,
        resume=args.resume,
        keep_wellformed=args.keep_wellformed,
        quiet=args.quiet,
        command_line=["trail", *argv],
    )


def summary_line(result: Result) -> str:
    state = "" if result.status is Status.MINIMIZED else f" [{result.status.value}]"
    unit = "bytes of names and contents" if result.input.kind == "directory" else "bytes"
    ver = result.verification.rate
    return (f"trail: {result.input.size.bytes:,} -> {result.minimized.bytes:,} {unit} "
            f"({result.reduction_ratio:.1%} removed) in {result.tests.run:,} tests, "
            f"{result.time_seconds:.1f}s; verification: {ver.failures} of {ver.runs} "
            f"failed{state}")


def cmd_delta(args: argparse.Namespace, argv: Sequence[str]) -> int:
    settings = settings_from(args, argv)
    progress = Progress(quiet=settings.quiet)
    sandbox, settings.oracle = cli_env.open_sandbox(args, settings.oracle)
    try:
        result = run_delta(settings, sandbox, progress)
    finally:
        sandbox.close()
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    progress.say(summary_line(result))
    progress.say(f"trail: wrote {os.path.join(settings.out_dir, result.minimized_file)}, "
                 f"report.md and reproduce.sh in {settings.out_dir}/")
    if result.status is not Status.MINIMIZED:
        progress.say("trail: to go on from this result, run the same command with --resume")
    return report_exit_status(result, settings.allow_flaky)


def report_exit_status(result: Result, allow_flaky: bool) -> int:
    """The exit status a finished result calls for, with its warnings on stderr."""
    if result.status is Status.INTERRUPTED:
        return EXIT_INTERRUPTED
    ver = result.verification
    if ver.flaky is not None and ver.flaky.much_lower:
        print("trail: WARNING: the result fails much less often than the original: the "
              "reduction may have removed part of the cause", file=sys.stderr)
    if ver.rate.runs and not ver.verified:
        print(f"trail: WARNING: the result failed only {ver.rate.failures} of {ver.rate.runs} "
              "verification runs: it may be flaky (try --flaky)", file=sys.stderr)
        if not allow_flaky:
            return EXIT_NOT_VERIFIED
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["delta"] and argv[1:2] and argv[1] in DELTA_ACTIONS:
        parser = build_delta_actions_parser()
        args, unknown = parser.parse_known_args(argv[1:])
    else:
        parser = build_parser()
        args, unknown = parser.parse_known_args(argv)
    if unknown:
        (getattr(args, "command_parser", None) or parser).error(
            f"unrecognized arguments: {' '.join(unknown)}")
    if getattr(args, "handler", None) is None:
        parser.print_help()
        return EXIT_USAGE
    try:
        return args.handler(args, argv)
    except (UserError, SandboxError) as err:
        print(f"trail: error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except (Interrupted, KeyboardInterrupt):
        print("trail: interrupted before there was a result to write", file=sys.stderr)
        return EXIT_INTERRUPTED
