"""`trail sweep`: find the flaky tests of a suite and say why each one is flaky.

    trail sweep --runs 20 -- pytest tests/
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from trail.cli.common import ExitStatus, UsageError, add_command, say_interrupted
from trail.cli.options import DASK, QUIET, AtLeast, add_suite_options, suite_runner

DEFAULT_RUNS = 20

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

A sweep too long for one job splits over a job matrix: shard K of N runs its part of
the orders (runs (K-1)R/N+1 to KR/N, as the unsharded sweep with that seed runs them),
and one more job merges the shards' reports and diagnoses the flaky tests, with the
same suite command; its report is the one the unsharded sweep would write:
  trail sweep --runs 40 --seed 7 --shard 2/4 --json-out shard-2.json -- pytest tests/
  trail sweep --merge shards/ --json-out sweep.json -- pytest tests/
"""


# Errors whose one-line message says what to fix (cli.main maps them to exit status 2).
USAGE_ERRORS = (("trail.suite.runner", "SuiteError"),)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `sweep` to trail's commands."""
    parser = add_command(
        subparsers, "sweep", run=run,
        help="run the suite in many orders; list and diagnose its flaky tests",
        description=__doc__.split("\n\n")[0], epilog=EXAMPLES)
    parser.add_argument("--runs", action=AtLeast, minimum=1, metavar="N",
                        help=f"suite runs, each in another order (default: {DEFAULT_RUNS})")
    parser.add_argument("--seed", type=int, metavar="S",
                        help="first order seed (default: random, printed in the report)")
    parser.add_argument("--shard", metavar="K/N",
                        help="run only the K-th of N parts of the runs (needs --seed, the same "
                             "in every shard); --json-out writes what --merge reads")
    parser.add_argument("--merge", action="append", metavar="PATH",
                        help="merge the shards' reports (files, or folders holding them; "
                             "repeatable), then diagnose the flaky tests: runs and seed come "
                             "from the shards")
    parser.add_argument("--json-out", metavar="FILE", help="write the sweep report as JSON")
    parser.add_argument("--md-out", metavar="FILE", help="write the Markdown table")
    DASK.add(parser, help="make the runs on a Dask cluster's workers, as many at once as they "
                          "have threads, then merge them as --merge does; the project must be "
                          "at the same path there. ADDRESS is the scheduler's, as "
                          "tcp://HOST:8786 (default: $TRAIL_DASK)")
    QUIET.add(parser, help="print nothing")
    add_suite_options(parser, verify=dict(minimum=1, help="reruns of each order-dependent "
                                                          "reproducer (default: 10)"),
                      example="-- pytest tests/")


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` does not load the suite runner.
    from trail.core.flaky import FlakySettings
    from trail.facts import count_of
    from trail.interrupts import interrupts_raise
    from trail.jobs.sweep import merge_shards, sweep, sweep_shard
    from trail.jobs.sweep_data import Shard, read_shards
    from trail.suite.runner import SuiteError, read_order

    def log(message: str) -> None:
        if not args.quiet:
            print(f"trail sweep: {message}", file=sys.stderr, flush=True)

    if args.merge:
        given = [option for option, value in (("--runs", args.runs), ("--seed", args.seed),
                                              ("--shard", args.shard)) if value is not None]
        if given:
            raise UsageError(f"--merge takes the runs and the seed from the shards: drop "
                             f"{' and '.join(given)}")
        shards = read_shards(args.merge)  # every error before the suite is touched
        with suite_runner(args) as runner, interrupts_raise():
            report = merge_shards(runner, shards, verify_runs=args.verify,
                                  settings=FlakySettings(), log=log)
        return _finish(args, report.as_dict(), report.markdown(), report.interrupted)

    runs = DEFAULT_RUNS if args.runs is None else args.runs
    shard = None if args.shard is None else Shard.parse(args.shard)
    if shard is not None and args.seed is None:
        raise UsageError(f"--shard {shard} needs --seed S, the same in every shard, so that "
                         "the shards run the parts of one sweep")
    if args.seed is not None:
        seed = args.seed
    else:
        import secrets  # here: with hmac and random it costs every other command 5 ms

        seed = secrets.randbelow(2**31)
    if args.dask:
        return _on_cluster(args, runs, seed, log)
    with suite_runner(args) as runner, interrupts_raise():
        ids = read_order(args.tests_from, runner)
        if not runner.per_test:
            raise SuiteError("a sweep needs each test's outcome: put {junit} in --template")
        part = "" if shard is None else f", shard {shard}"
        log(f"{count_of(len(ids), 'test')}, {count_of(runs, 'run')}, seed {seed}{part}")
        if shard is not None:
            data = sweep_shard(runner, ids, runs, seed=seed, shard=shard, log=log)
            return _finish(args, data.to_json(), data.markdown(), data.interrupted)
        report = sweep(runner, ids, runs, seed=seed, verify_runs=args.verify,
                       settings=FlakySettings(), log=log)
    return _finish(args, report.as_dict(), report.markdown(), report.interrupted)


def _on_cluster(args: argparse.Namespace, runs: int, seed: int,
                log: Callable[[str], None]) -> int:
    """The sweep's runs on the cluster at --dask, merged and diagnosed here."""
    from trail.core.flaky import FlakySettings
    from trail.handoff.markdown import count_of
    from trail.jobs.sweep_cluster import sweep_on_cluster
    from trail.parallel.cluster import Cluster
    from trail.suite.runner import SuiteError, read_order

    if args.shard is not None:
        raise UsageError("--dask spreads the whole sweep over the cluster: drop --shard")
    cluster = Cluster.connect(args.dask)  # one line and exit 2 when no scheduler answers
    try:
        with suite_runner(args) as runner:
            ids = read_order(args.tests_from, runner)
            if not runner.per_test:
                raise SuiteError("a sweep needs each test's outcome: put {junit} in --template")
            log(f"{count_of(len(ids), 'test')}, {count_of(runs, 'run')}, seed {seed}, on "
                f"{count_of(cluster.width, 'worker thread')} at {args.dask}")
            report = sweep_on_cluster(cluster, runner, ids, runs, seed=seed,
                                      verify_runs=args.verify, settings=FlakySettings(), log=log)
    finally:
        cluster.close()
    return _finish(args, report.as_dict(), report.markdown(), report.interrupted)


def _finish(args: argparse.Namespace, data: dict, markdown: str, interrupted: bool) -> int:
    """The report's files and the Markdown on stdout; the exit status."""
    if args.json_out:
        _write(args.json_out, "--json-out", json.dumps(data, indent=2) + "\n")
    if args.md_out:
        _write(args.md_out, "--md-out", markdown)
    if not args.quiet:
        print(markdown)
    return say_interrupted() if interrupted else ExitStatus.OK


def _write(path: str, option: str, text: str) -> None:
    """Write a file the user named; failing that, one line saying why."""
    from trail.handoff.write import write_file  # here: `trail --help` loads no hand-off

    try:
        write_file(path, text.encode("utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot write {option} {path}: {exc.strerror}") from exc
