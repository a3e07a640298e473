"""`trail delta isolate`: the smallest difference between a passing and a failing input."""

from __future__ import annotations

import argparse
from functools import partial

from trail.cli.common import UsageError, add_command
from trail.cli.delta import INTERRUPTED, report_exit_status, run_job, settings_from
from trail.cli.options import add_delta_options, open_sandbox

DESCRIPTION = ("Find a 1-minimal set of differences that, applied to a passing input, "
               "makes it fail.")

EPILOG = """\
Zeller's dd for two versions of one input: the changes from --passing to --failing
are the units, a candidate is the passing input with some of them applied, and the
result keeps only the changes needed for the failure (leave out any one and it
passes). The oracle and its signature work as for `trail delta`.

Changes are members for JSON and YAML (changed, added and removed, by path; the
candidates are re-serialized, so comments and layout are not kept) and lines
otherwise; --format text compares lines whatever the input. A YAML input against
a JSON one is compared as data, printed as the failing input's format, and said.

Examples:
  trail delta isolate --passing old.yaml --failing new.yaml --oracle './check.sh {}'
  trail delta isolate --passing good.json --failing bad.json --oracle 'app --config {}'
  trail delta isolate --format text --passing a.conf --failing b.conf --oracle-script t.sh

Output (--out, default trail-out/): the passing input with exactly those changes
applied (under the failing input's name), isolate.diff (the changes as a unified
diff), report.json (with an "isolate" section listing them), report.md (opening
with them: each one's place and both values), oracle.sh and reproduce.sh.

Exit status: 0 done, 1 the result did not fail on every verification run, 2 bad
usage or input, 130 interrupted.
"""


PARENT = "delta"  # `trail delta isolate`


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `isolate` to the `trail delta` actions."""
    parser = add_command(
        subparsers, "isolate", run=run,
        help="find the smallest difference between a passing and a failing input",
        description=DESCRIPTION, epilog=EPILOG, interrupted=INTERRUPTED)
    group = parser.add_argument_group("inputs")
    group.add_argument("--passing", required=True, metavar="FILE",
                       help="the version of the input the oracle passes on")
    group.add_argument("--failing", required=True, metavar="FILE",
                       help="the version it fails on")
    add_delta_options(parser, cuts_input=False)


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` does not load the job.
    from trail.jobs.isolate import IsolateSettings, run_isolate
    from trail.result import Status

    if args.granularity is not None:
        raise UsageError("isolate works on differences, not on --granularity: use --format "
                         "text for line differences")
    args.input = args.failing
    settings = IsolateSettings(settings_from(args), args.passing)
    sandbox, settings.delta.oracle = open_sandbox(args, settings.delta.oracle)
    result, progress = run_job(args, sandbox, partial(run_isolate, settings))
    section = result.isolate
    state = "" if result.status is Status.MINIMIZED else f" [{result.status.value}]"
    progress.say(f"trail: {len(section.changes)} of {section.differences} differences "
                 f"({section.unit}) make it fail, in {result.tests.run:,} tests, "
                 f"{result.time_seconds:.1f}s{state}")
    for change in section.changes:
        progress.say(f"  {change}")
    progress.say(f"trail: wrote {section.result_file}, {section.diff_file} and "
                 f"report.md in {settings.delta.out_dir}/")
    return report_exit_status(result, args.allow_flaky)
