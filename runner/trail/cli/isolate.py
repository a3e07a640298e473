"""`trail delta isolate`: the command line of trail.jobs.isolate.

`register(subparsers)` adds the `isolate` action (handler(args, argv) -> exit status);
`main(argv)` runs it standalone (`python -m trail.cli.isolate ARGS`).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

from trail.cli import env as cli_env  # as a module
from trail.cli import main as cli  # as a module: it imports this one to register it
from trail.cli.common import add_command
from trail.jobs.delta import UserError
from trail.progress import Progress
from trail.result import Status

DESCRIPTION = ("Find a 1-minimal set of differences that, applied to a passing input, "
               "makes it fail.")

EPILOG = """\
Zeller's dd for two versions of one input: the changes from --passing to --failing
are the units, a candidate is the passing input with some of them applied, and the
result keeps only the changes needed for the failure (leave out any one and it
passes). The oracle and its signature work as for `trail delta`.

Changes are members for JSON and YAML (changed, added and removed, by path; the
candidates are re-serialized, so comments and layout are not kept) and lines
otherwise; --format text compares lines whatever the input.

Examples:
  trail delta isolate --passing old.yaml --failing new.yaml --oracle './check.sh {}'
  trail delta isolate --passing good.json --failing bad.json --oracle 'app --config {}'
  trail delta isolate --format text --passing a.conf --failing b.conf --oracle-script t.sh

Output (--out, default trail-out/): the passing input with exactly those changes
applied (under the failing input's name), isolate.diff (the changes as a unified
diff), report.json (with an "isolate" section listing them), report.md, oracle.sh
and reproduce.sh.

Exit status: 0 done, 1 the result did not fail on every verification run, 2 bad
usage or input, 130 interrupted.
"""


def configure(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("inputs")
    group.add_argument("--passing", required=True, metavar="FILE",
                       help="the version of the input the oracle passes on")
    group.add_argument("--failing", required=True, metavar="FILE",
                       help="the version it fails on")
    cli.add_oracle_options(parser, cuts_input=False)
    parser.set_defaults(handler=cmd_isolate)


def register(subparsers: argparse._SubParsersAction) -> None:
    configure(add_command(
        subparsers, "isolate",
        help="find the smallest difference between a passing and a failing input",
        description=DESCRIPTION, epilog=EPILOG))


def cmd_isolate(args: argparse.Namespace, argv: Sequence[str]) -> int:
    # Imported here, not at the top: trail's start-up pays only for the command run.
    from trail.jobs.isolate import IsolateSettings, run_isolate

    if args.granularity is not None:
        raise UserError("isolate works on differences, not on --granularity: use --format "
                        "text for line differences")
    args.input = args.failing
    settings = IsolateSettings(cli.settings_from(args, argv), args.passing)
    progress = Progress(quiet=args.quiet)
    sandbox, settings.delta.oracle = cli_env.open_sandbox(args, settings.delta.oracle)
    try:
        result = run_isolate(settings, sandbox, progress)
    finally:
        sandbox.close()
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    section = result.isolate
    state = "" if result.status is Status.MINIMIZED else f" [{result.status.value}]"
    progress.say(f"trail: {len(section.changes)} of {section.differences} differences "
                 f"({section.unit}) make it fail, in {result.tests.run:,} tests, "
                 f"{result.time_seconds:.1f}s{state}")
    for change in section.changes:
        progress.say(f"  {change}")
    progress.say(f"trail: wrote {section.result_file}, {section.diff_file} and "
                 f"report.md in {settings.delta.out_dir}/")
    return cli.report_exit_status(result, args.allow_flaky)
