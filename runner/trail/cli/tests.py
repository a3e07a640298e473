"""`trail delta tests`: which earlier tests make this one fail.

    trail delta tests --victim 'tests/test_b.py::test_x' -- pytest -p no:randomly
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TYPE_CHECKING

from trail.cli.common import ExitStatus, UsageError, add_command, say_interrupted
from trail.cli.options import (
    ALLOW_FLAKY,
    ANY_FAILURE,
    FLAKY,
    JSON,
    OUT,
    QUIET,
    add_suite_options,
    suite_runner,
)

if TYPE_CHECKING:
    from pathlib import Path

    from trail.suite.runner import PolluterSearch

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
Exit status: 0 found and verified, 1 found but not verified, 2 setup error, 130
interrupted (the shortest order seen failing so far is written, marked interrupted).
"""

# Ctrl-C before the failing order has failed once: there is no order to write.
INTERRUPTED = "interrupted before there was a result to write"


PARENT = "delta"  # `trail delta tests`
# Errors of the suite runner: their one-line message says what to fix.
USAGE_ERRORS = (("trail.suite.runner", "SuiteError"),)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `tests` to the `trail delta` actions."""
    parser = add_command(
        subparsers, "tests", run=run,
        help="find the earlier tests a test needs to fail (test pollution)",
        description=__doc__.split("\n\n")[0], epilog=EXAMPLES, interrupted=INTERRUPTED)
    parser.add_argument("--victim", required=True, metavar="ID",
                        help="the test that fails after some earlier tests, as pytest names it")
    OUT.add(parser)
    FLAKY.add(parser, help="the victim fails only sometimes: decide each order from "
                           "repeated runs and report failure rates with intervals")
    ANY_FAILURE.add(parser, help="count any failure of the victim, not only the original one")
    ALLOW_FLAKY.add(parser)
    JSON.add(parser)
    QUIET.add(parser, help="print nothing on success")
    add_suite_options(parser, verify=dict(help="rerun the minimized order K times "
                                               "(default: 10)"),
                      example="-- pytest -p no:randomly")


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` and the other commands do not load
    # the suite runner, nor pathlib (a few ms with urllib.parse and ipaddress).
    from pathlib import Path

    from trail.core.flaky import FlakySettings
    from trail.suite.report import report_data, write_report
    from trail.suite.runner import find_polluters, read_order, tests_before

    started = time.monotonic()
    with suite_runner(args) as runner:
        before = tests_before(read_order(args.tests_from, runner), args.victim, args.tests_from)
        search = find_polluters(
            runner, args.victim, before, flaky=FlakySettings() if args.flaky else None,
            verify_runs=args.verify, any_failure=args.any_failure)
    if not search.polluters:
        raise UsageError(f"the victim {args.victim} fails alone: nothing to minimize (it does "
                         "not depend on the tests before it)")
    data = report_data(search, runner, command_line=args.command_line,
                       source=args.tests_from, seconds=time.monotonic() - started)
    out = Path(args.out)
    write_report(out, data, search, runner)
    if args.json:
        print(json.dumps(data, indent=2))
    elif not args.quiet:
        _print_summary(search, data, len(before), out)
    if search.interrupted:
        return say_interrupted(f"{search.interrupted}: wrote the order so far to {out}/")
    if args.verify and not search.verified and not args.allow_flaky:
        print("trail: the minimized order did not fail on every verification run (add --flaky "
              "for a flaky victim, or --allow-flaky to accept it)", file=sys.stderr)
        return ExitStatus.NOT_VERIFIED
    return ExitStatus.OK


def _print_summary(search: PolluterSearch, data: dict, before: int, out: Path) -> None:
    from trail.facts import verification_text  # loaded by the report already

    kept = len(search.polluters)
    if not search.minimal:
        print(f"interrupted: {search.victim} still fails after these {kept} of the {before} "
              "tests before it (the search did not end: fewer may do):")
    else:
        print(f"{kept} of {before} tests must run before {search.victim} for it to fail:")
    for test in search.polluters:
        print(f"  {test}")
    print(f"reproduce: {data['test_order']['reproduce']}")
    verification = data["verification"]
    ran = (f"{verification['failed']} of {verification['runs']} runs failed"
           if verification["runs"] else verification_text(0, 0, bool(search.interrupted)))
    print(f"verification: {ran}" + ("" if search.verified else " - NOT VERIFIED"))
    print(f"report: {out / 'report.md'}")
