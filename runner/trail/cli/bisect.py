"""`trail delta bisect`: find the breaking commit, then the smallest input that shows it."""

from __future__ import annotations

import argparse
from functools import partial

from trail.cli.common import ExitStatus, add_command
from trail.cli.delta import report_exit_status, run_job, settings_from, summary_lines
from trail.cli.options import INPUT, add_delta_options

DESCRIPTION = "Find the commit that introduced a failure, then the smallest input that shows it."

EPILOG = """\
trail bisects in a temporary git worktree of its own (your checkout, index, stash
and HEAD are never touched; the worktree goes away at the end, also on Ctrl-C),
with `git bisect run` and a step script that exits 0 good, 1 bad (only the failure
seen at --bad, same signature), 125 skip (the --build command fails, or the input
fails another way) and 128 to abort when the environment is broken. The oracle
and --build run in the worktree, in the directory you started trail from.

With --flaky, the failure rate at --bad is estimated first, and every step takes
a matching failure as proof and a pass only after r clean runs (r from that rate;
the hand-off scripts try as often); the minimization at C is flaky-aware too.

Then it minimizes the input at the first bad commit C, and checks the minimized
input at C's parent: it must pass there, or it exposes an older failure and the
full input is kept. When commits just before C cannot be judged (their build
fails), git cannot tell them from C: trail says so, with each one's own reason,
minimizes at C, the first commit known bad, and checks the result at the last
good commit instead; that is a result (exit 0), with report.json's
"bisect.suspects" listing them. --rebisect bisects again with the minimized
input (usually much faster per step) and checks it lands on C.

Examples:
  trail delta bisect --good v1.4.0 --bad HEAD --oracle 'python3 app.py {}' crash.json
  trail delta bisect --good v2.0 --build 'make -j4' --oracle './bin/tool {}' in.txt
  trail delta bisect --good HEAD~50 --rebisect --oracle-script check.sh big.log
  trail delta bisect --good v3.1 --flaky --oracle 'python3 replay.py {}' events.log

Output (--out, default trail-out/): the minimized input, report.json (with a
"bisect" section: C, its parent, both bisections' steps, oracle runs and time),
report.md, oracle.sh, reproduce.sh (checks C out into a temporary worktree and
runs the oracle there: exit 1 reproduces, 0 does not, 125 inconclusive; set
TRAIL_COMMIT=REV to try another commit) and bisect.sh (for `git bisect run` in any
checkout; the minimized input is inside).

Exit status: 0 done, 1 the result did not fail on every verification run or
--rebisect landed elsewhere, 2 bad usage or input, 130 interrupted.
"""


# Ctrl-C ends the bisection at once: its worktree is removed and nothing is written.
INTERRUPTED = "interrupted during the bisection; nothing written"


PARENT = "delta"  # `trail delta bisect`


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `bisect` to the `trail delta` actions."""
    parser = add_command(
        subparsers, "bisect", run=run,
        help="find the breaking commit and the smallest failing input",
        description=DESCRIPTION, epilog=EPILOG, interrupted=INTERRUPTED)
    group = parser.add_argument_group("bisection")
    group.add_argument("--good", required=True, metavar="REV",
                       help="a commit where the oracle passes on INPUT")
    group.add_argument("--bad", default="HEAD", metavar="REV",
                       help="a commit where it fails (default: HEAD)")
    group.add_argument("--build", metavar="CMD",
                       help="shell command run in the checkout before the oracle at each "
                            "step; when it fails, the commit is skipped")
    group.add_argument("--rebisect", action="store_true",
                       help="bisect again with the minimized input and confirm the commit")
    group.add_argument("--allow-dirty", action="store_true",
                       help="bisect although your checkout has uncommitted changes (they "
                            "are not part of the bisection)")
    INPUT.add(parser)
    add_delta_options(parser)


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` does not load the job.
    from trail.jobs.bisect import BisectSettings, run_bisect
    from trail.sandbox.local import LocalSandbox

    settings = BisectSettings(settings_from(args), args.good, args.bad, args.build,
                              args.rebisect, args.allow_dirty)
    result, progress = run_job(args, LocalSandbox(adopt_orphans=True),
                               partial(run_bisect, settings))
    section = result.bisect
    assert section is not None
    culprit, first = section.first_bad, section.bisections[0]
    ambiguity = first.ambiguity()
    if ambiguity is None:
        progress.say(f"trail: first bad commit {culprit.short} {culprit.subject} "
                     f"({culprit.author_date})")
    else:
        good = section.last_good
        after = f" after {good.short}, the last good one" if good is not None else ""
        progress.say(f"trail: {ambiguity}; the blame is one of these{after}:")
        for suspect in first.suspects:
            progress.say(f"  {suspect.words()}")
        progress.say(f"trail: minimized at {culprit.short}, the first commit known bad")
    for line in summary_lines(result.to_json()):
        progress.say(line)
    progress.say(f"trail: wrote {result.minimized_file}, reproduce.sh, bisect.sh and "
                 f"report.md in {settings.delta.out_dir}/")
    status = report_exit_status(result, args.allow_flaky)
    if status != ExitStatus.OK:
        return status
    if section.rebisect is not None and section.rebisect.confirmed is False:
        return ExitStatus.NOT_VERIFIED
    return ExitStatus.OK
