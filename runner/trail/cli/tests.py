"""`trail delta tests`: which earlier tests make this one fail.

    trail delta tests --victim 'tests/test_b.py::test_x' -- pytest -p no:randomly

`register(subparsers)` adds the `tests` action to `trail delta`; as for every trail
command, the parsed arguments carry `handler(args, argv) -> exit status`, argv
being trail's whole argument list. `add_suite_arguments` and `suite_runner` are
what it shares with `trail sweep`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from trail.cli.common import (
    EXIT_INTERRUPTED,
    EXIT_NOT_VERIFIED,
    EXIT_OK,
    EXIT_USAGE,
    add_command,
)
from trail.core.flaky import FlakySettings
from trail.interrupts import Interrupted, interrupts_raise
from trail.sandbox.local import LocalSandbox

if TYPE_CHECKING:
    from trail.suite.runner import SuiteRunner

EXAMPLES = """\
examples:
  trail delta tests --victim 'tests/test_b.py::test_x' -- pytest -p no:randomly
  trail delta tests --victim 'tests/test_b.py::test_x' --tests-from ci-junit.xml -- pytest
  trail delta tests --flaky --victim 'tests/test_b.py::test_x' -- python3 -m pytest tests/
  trail delta tests --victim 'suite.test_x' --tests-from order.txt \\
      --template 'my-runner --junit {junit} {tests}'

The order searched is the one the tests ran in before the victim: `collect` (the
default) asks `pytest --collect-only -q`; give the failing run's JUnit XML (or a
file of ids, one per line) when the order came from elsewhere, e.g. a CI job.
Exit status: 0 found and verified, 1 found but not verified, 2 setup error.
"""


def run_command(args: argparse.Namespace, argv: Sequence[str]) -> int:
    """Run `trail delta tests` from parsed arguments; returns the exit status."""
    # Imported here, not at the top: trail's start-up pays only for the command run.
    from trail.suite.report import report_data, write_report
    from trail.suite.runner import SuiteError, find_polluters, read_order, tests_before

    started = time.monotonic()
    if args.verify < 0:
        print("trail: --verify must be 0 or more", file=sys.stderr)
        return EXIT_USAGE
    try:
        with suite_runner(args) as runner:
            before = tests_before(read_order(args.tests_from, runner), args.victim,
                                  args.tests_from)
            search = find_polluters(
                runner, args.victim, before, flaky=FlakySettings() if args.flaky else None,
                verify_runs=args.verify, any_failure=args.any_failure)
        if not search.polluters:
            raise SuiteError(
                f"the victim {args.victim} fails alone: nothing to minimize (it does not "
                "depend on the tests before it)")
    except SuiteError as error:
        print(f"trail: {error}", file=sys.stderr)
        return EXIT_USAGE
    except Interrupted:
        print("trail: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    data = report_data(search, runner, command_line=["trail", *argv],
                       source=args.tests_from, seconds=time.monotonic() - started)
    out = Path(args.out)
    write_report(out, data, runner)
    if args.json:
        print(json.dumps(data, indent=2))
    elif not args.quiet:
        order = data["test_order"]
        print(f"{len(search.polluters)} of {len(before)} tests must run before "
              f"{search.victim} for it to fail:")
        for test in search.polluters:
            print(f"  {test}")
        print(f"reproduce: {order['reproduce']}")
        verification = data["verification"]
        print(f"verification: {verification['failed']} of {verification['runs']} runs failed"
              + ("" if search.verified else " - NOT VERIFIED"))
        print(f"report: {out / 'report.md'}")
    if args.verify and not search.verified and not args.allow_flaky:
        print("trail: the minimized order did not fail on every verification run (add --flaky "
              "for a flaky victim, or --allow-flaky to accept it)", file=sys.stderr)
        return EXIT_NOT_VERIFIED
    return EXIT_OK


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--victim", required=True, metavar="ID",
                        help="the test that fails after some earlier tests, as pytest names it")
    parser.add_argument("--out", default="trail-out", metavar="DIR",
                        help="output folder (default: trail-out)")
    parser.add_argument("--flaky", action="store_true",
                        help="the victim fails only sometimes: decide each order from "
                             "repeated runs and report failure rates with intervals")
    parser.add_argument("--any-failure", action="store_true",
                        help="count any failure of the victim, not only the original one")
    parser.add_argument("--allow-flaky", action="store_true",
                        help="exit 0 even if verification did not fail every time")
    parser.add_argument("--json", action="store_true", help="print report.json on stdout")
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")
    add_suite_arguments(parser, verify="rerun the minimized order K times (default: 10)",
                        example="-- pytest -p no:randomly")
    parser.set_defaults(handler=run_command)


def add_suite_arguments(parser: argparse.ArgumentParser, *, verify: str, example: str) -> None:
    """How to find and run the suite; shared by `trail delta tests` and `trail sweep`."""
    parser.add_argument("--tests-from", default="collect", metavar="collect|FILE|JUNIT.xml",
                        help="where the test ids and their order come from (default: collect)")
    parser.add_argument("--template", metavar="'CMD {tests}'",
                        help="run another test runner: {tests} = the ids in order, "
                             "{junit} = a JUnit XML path it should write")
    parser.add_argument("--verify", type=int, default=10, metavar="K", help=verify)
    parser.add_argument("--test-timeout", type=float, metavar="SECONDS",
                        help="per suite run (default: 4x the first run, at least 30 s)")
    parser.add_argument("command", nargs=argparse.REMAINDER, metavar="-- RUNNER ...",
                        help=f"the test runner, e.g. {example}")


@contextmanager
def suite_runner(args: argparse.Namespace) -> Iterator[SuiteRunner]:
    """The suite that `add_suite_arguments` describes, on a local sandbox closed
    afterwards, with Ctrl-C and SIGTERM raising Interrupted meanwhile."""
    from trail.suite.runner import SuiteRunner  # as in run_command: only when a suite runs

    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    sandbox = LocalSandbox()
    try:
        with interrupts_raise():
            yield SuiteRunner.build(command, args.template, sandbox=sandbox,
                                    timeout=args.test_timeout)
    finally:
        sandbox.close()


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `tests` to the `trail delta` subcommands."""
    parser = add_command(
        subparsers, "tests", help="find the earlier tests a test needs to fail (test pollution)",
        description=__doc__.split("\n\n")[0], epilog=EXAMPLES)
    _add_arguments(parser)
