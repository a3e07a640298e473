"""`trail sweep`: find the flaky tests of a suite and say why each one is flaky.

    trail sweep --runs 20 -- pytest tests/
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from pathlib import Path

from trail.cli.common import ExitStatus, UsageError, add_command, say_interrupted
from trail.cli.options import QUIET, AtLeast, add_suite_options, suite_runner

EXAMPLES = """\
examples:
  trail sweep --runs 20 -- pytest tests/
  trail sweep --runs 50 --json-out sweep.json --md-out sweep.md -- python3 -m pytest
  trail sweep --runs 20 --tests-from ids.txt --template 'my-runner --junit {junit} {tests}'

Each run uses another order: pytest-randomly's seed when it is installed, otherwise
trail shuffles the collected ids. Every test with mixed outcomes is listed with its
failure rate and 95% interval, as flaky alone (rerun alone, it still fails) or
order-dependent (then the tests it needs before it are searched for). --seed makes
a sweep repeatable. Exit status: 0 done (flaky tests or not), 2 setup error.
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `sweep` to trail's commands."""
    parser = add_command(
        subparsers, "sweep", run=run,
        help="run the suite in many orders; list and diagnose its flaky tests",
        description=__doc__.split("\n\n")[0], epilog=EXAMPLES)
    parser.add_argument("--runs", action=AtLeast, minimum=1, default=20, metavar="N",
                        help="suite runs, each in another order (default: 20)")
    parser.add_argument("--seed", type=int, metavar="S",
                        help="first order seed (default: random, printed in the report)")
    parser.add_argument("--json-out", metavar="FILE", help="write the sweep report as JSON")
    parser.add_argument("--md-out", metavar="FILE", help="write the Markdown table")
    QUIET.add(parser, help="print nothing")
    add_suite_options(parser, verify=dict(minimum=1, help="reruns of each order-dependent "
                                                          "reproducer (default: 10)"),
                      example="-- pytest tests/")


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` does not load the suite runner.
    from trail.core.flaky import FlakySettings
    from trail.handoff.markdown import count_of
    from trail.interrupts import interrupts_raise
    from trail.jobs.sweep import sweep
    from trail.suite.runner import SuiteError, read_order

    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)

    def log(message: str) -> None:
        if not args.quiet:
            print(f"trail sweep: {message}", file=sys.stderr, flush=True)

    with suite_runner(args) as runner, interrupts_raise():
        ids = read_order(args.tests_from, runner)
        if not runner.per_test:
            raise SuiteError("a sweep needs each test's outcome: put {junit} in --template")
        log(f"{count_of(len(ids), 'test')}, {count_of(args.runs, 'run')}, seed {seed}")
        report = sweep(runner, ids, args.runs, seed=seed, verify_runs=args.verify,
                       settings=FlakySettings(), log=log)
    data, markdown = report.as_dict(), report.markdown()
    if args.json_out:
        _write(args.json_out, "--json-out", json.dumps(data, indent=2) + "\n")
    if args.md_out:
        _write(args.md_out, "--md-out", markdown)
    if not args.quiet:
        print(markdown)
    return say_interrupted() if report.interrupted else ExitStatus.OK


def _write(path: str, option: str, text: str) -> None:
    """Write a file the user named; failing that, one line saying why."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write {option} {path}: {exc.strerror}") from exc
