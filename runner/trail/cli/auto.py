"""`trail delta auto -- CMD...`: minimize the files a failing command reads, no oracle to write."""

from __future__ import annotations

import argparse
import json
import os
import re

from trail.cli.common import UsageError, add_command
from trail.cli.options import (
    COMMAND_TEST,
    JOBS,
    JSON,
    OUT,
    QUIET,
    RESUME,
    TEST_TIMEOUT,
    add_budget_options,
    add_emit_test_options,
    add_signature_options,
    check_delta_options,
    emit_test_from,
)

DESCRIPTION = ("Run a failing command once, find the data files it reads, and minimize\n"
               "them together with the command as the oracle.")

EPILOG = """\
trail runs the command once from the top of the git repository you are in, in a
scratch copy of it (your checkout is never written), and checks that it fails. It
traces the files the run opens (strace; where ptrace is not allowed, a Python audit
hook for Python commands) and chooses what to minimize:
  - tracked data files the run read (by extension: .json, .yaml, .csv, .txt, ...;
    not source code, project configuration or files git does not track),
  - with a pytest node id (path::name), that test's own file: its other tests and
    helpers go, the named test stays.
--include and --exclude globs (* crosses folders) change the choice; --include may
name files the run was not seen to read. The chosen files are minimized together,
each in its own format, every candidate put in place in a scratch copy (one per
candidate running at once: --jobs). The failure signature is captured from the
first run; with a pytest node id it is that test's own failure, read from a JUnit
report, so another test failing does not count.
--expect-exit, --expect-output and --any-failure override it as for trail delta.

A Python test command (pytest, python -m pytest, python -m unittest, python SCRIPT)
runs each candidate forked from a server that imported Python, pytest and its
plugins and the third-party modules the first run loaded, once; never a module of
the repository. Where that could change the result (an import read a file of the
repository, started a thread, or printed), every candidate starts cold and trail
says why. The first run, the original's probe and the verification always start
cold, as reproduce.sh does; --cold starts every candidate cold too.

Examples:
  trail delta auto -- python3 -m pytest tests/test_config.py::test_load_defaults
  trail delta auto -- ./scripts/check.sh data/
  trail delta auto --include 'fixtures/**' -- npm test -- -t 'parses legacy config'

Output (default trail-out/): the minimized files at their repository paths,
report.json, report.md (what was read, chosen and why) and reproduce.sh, which
clones the repository at the same commit, puts the files in place and runs the
command (exit 1 reproduced, 0 not, 125 inconclusive).

Exit status: as trail delta (0 done, 1 not verified, 2 bad usage or input, the
command passes or read no file to minimize, 3 stalled, 130 interrupted).
"""

INTERRUPTED = "interrupted before there was a result to write"

_SIZE = re.compile(r"(\d+)([kKmMgG]?)")


def size_in_bytes(text: str) -> int:
    """'5M' -> 5000000; a bare number is bytes."""
    match = _SIZE.fullmatch(text.strip())
    if match is None:
        raise UsageError(f"--max-file-size {text}: give a size such as 500K or 5M")
    return int(match.group(1)) * {"": 1, "k": 10**3, "m": 10**6, "g": 10**9}[
        match.group(2).lower()]


PARENT = "delta"  # `trail delta auto`


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `auto` to the `trail delta` actions."""
    parser = add_command(subparsers, "auto", run=run,
                         help="minimize the files a failing command reads (no oracle to write)",
                         description=DESCRIPTION, epilog=EPILOG, interrupted=INTERRUPTED)
    choose = parser.add_argument_group("what to minimize")
    choose.add_argument("--include", action="append", default=[], metavar="GLOB",
                        help="also minimize the repository files matching GLOB (repeatable)")
    choose.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                        help="never minimize the files matching GLOB (repeatable)")
    choose.add_argument("--max-file-size", default="5M", metavar="SIZE",
                        help="leave larger files as they are (default: 5M)")
    choose.add_argument("--cold", action="store_true",
                        help="start every candidate afresh (default for a Python test "
                             "command: forked from a server that imported it once; the "
                             "result is verified cold either way)")
    add_signature_options(parser)
    # What check_delta_options reads of trail delta's oracle options, which auto has not.
    parser.set_defaults(oracle=None, as_name=None, interesting_exit_zero=False)
    TEST_TIMEOUT.add(add_budget_options(parser, flaky=False))
    JOBS.add(parser.add_argument_group("reduction"),
             help="run N candidates at once, each in a scratch copy of its own (default: "
                  "CPUs); same result as -j1. Verification's runs go N at a time")
    add_emit_test_options(parser, COMMAND_TEST)
    out = parser.add_argument_group("output")
    OUT.add(out)
    RESUME.add(out)
    JSON.add(out)
    QUIET.add(out)
    parser.add_argument("command", nargs=argparse.REMAINDER, metavar="-- CMD ...",
                        help="the failing command, run from the repository's top")


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` does not load the job.
    from trail.cli.delta import report_exit_status, summary_lines
    from trail.interrupts import interrupts_raise
    from trail.jobs.auto import AutoSettings, run_auto
    from trail.pipeline.probe import SignatureChoice
    from trail.progress import Progress
    from trail.result import Status

    check_delta_options(args)

    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        raise UsageError("give the failing command after --, e.g. "
                         "trail delta auto -- pytest tests/test_x.py::test_y")
    settings = AutoSettings(
        command=command, out_dir=args.out, include=args.include, exclude=args.exclude,
        max_file_bytes=size_in_bytes(args.max_file_size),
        signature=SignatureChoice(args.expect_exit, args.expect_output, args.any_failure),
        timeout=args.timeout,
        max_tests=args.max_tests, test_timeout=args.test_timeout, verify=args.verify,
        jobs=args.jobs, resume=args.resume, quiet=args.quiet, command_line=args.command_line,
        warm=not args.cold, emit_test=emit_test_from(args))
    progress = Progress(quiet=args.quiet)
    # From the start: a signal while the repository is copied or the command traced
    # still removes the scratch copies and kills what runs (the job's `finally`).
    with interrupts_raise():
        result = run_auto(settings, progress)
    assert result.auto is not None
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    for line in summary_lines(result.to_json()):
        progress.say(line)
    removed = f", {len(result.auto.removed)} not needed" if result.auto.removed else ""
    progress.say(f"trail: wrote {len(result.auto.files)} minimized file(s){removed}, report.md "
                 f"and reproduce.sh in {settings.out_dir}/")
    progress.say(f"trail: to reproduce in a fresh clone: sh "
                 f"{os.path.join(settings.out_dir, 'reproduce.sh')}")
    if result.status is not Status.MINIMIZED:
        progress.say("trail: to go on from this result, run the same command with --resume")
    return report_exit_status(result, allow_flaky=False)
