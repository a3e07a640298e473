"""The options trail's commands share: one definition per option, in groups.

An option's flags, metavar, default and bounds are defined once here; a command
whose option means something particular there (what --quiet leaves out, what
--verify re-runs) says so in its own help text. Numbers out of bounds are
UsageErrors (one line, exit status 2), not argparse errors, which print the
usage too. Only argparse and light trail modules are imported at the top: `trail
--help` loads no job, sandbox or format.
"""

from __future__ import annotations

import argparse
import math
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from trail.cli.common import UsageError
from trail.sandbox.errors import SandboxError
from trail.sandbox.limits import Limits

if TYPE_CHECKING:
    from trail.handoff.emit_test import EmitTest
    from trail.oracle.call import Oracle
    from trail.sandbox.base import Sandbox
    from trail.sandbox.spec import SandboxSpec
    from trail.suite.runner import SuiteRunner

Group = argparse.ArgumentParser | argparse._ArgumentGroup


def _long_flag(action: argparse.Action) -> str:
    return next(flag for flag in action.option_strings if flag.startswith("--"))


class AtLeast(argparse.Action):
    """An integer option with a lower bound (`minimum=`)."""

    def __init__(self, option_strings: list[str], dest: str, *, minimum: int,
                 **kwargs: Any) -> None:
        super().__init__(option_strings, dest, type=int, **kwargs)
        self.minimum = minimum

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        if values < self.minimum:
            bound = "0 or more" if self.minimum == 0 else f"at least {self.minimum}"
            raise UsageError(f"{_long_flag(self)} must be {bound}")
        setattr(namespace, self.dest, values)


class Seconds(argparse.Action):
    """A duration option: a positive, finite number of seconds."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, type=float, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        if not 0 < values < math.inf:  # nan too
            raise UsageError(f"{_long_flag(self)} must be a positive number of seconds")
        setattr(namespace, self.dest, values)


@dataclass(frozen=True)
class Option:
    """One option's definition; `add` may reword its help for one command."""

    flags: tuple[str, ...]
    settings: Mapping[str, Any]

    def add(self, group: Group, **overrides: Any) -> None:
        group.add_argument(*self.flags, **{**self.settings, **overrides})


INPUT = Option(("input",), dict(
    help="the failing input: a file, or a folder ({} is then the candidate folder)"))
OUT = Option(("--out",), dict(default="trail-out", metavar="DIR",
                              help="output folder (default: trail-out)"))
JSON = Option(("--json",), dict(action="store_true", help="print the report as JSON on stdout"))
QUIET = Option(("-q", "--quiet"), dict(action="store_true", help="no progress output"))
VERIFY = Option(("--verify",), dict(
    action=AtLeast, minimum=0, default=10, metavar="K",
    help="re-run the result K times from scratch (default: 10)"))
TEST_TIMEOUT = Option(("--test-timeout",), dict(
    action=Seconds, metavar="SECONDS",
    help="per-test limit, the original's run too (default: none for the original, which "
         "--timeout bounds; 10x its time, at least 5 s, for every later test)"))
FLAKY = Option(("--flaky",), dict(
    action="store_true",
    help="the oracle is nondeterministic: estimate its failure rate, take a FAIL as proof and "
         "a PASS only after enough clean runs (see docs)"))
ALLOW_FLAKY = Option(("--allow-flaky",), dict(
    action="store_true",
    help="exit 0 even if the result did not fail on every verification run"))
DASK = Option(("--dask",), dict(
    metavar="ADDRESS", default=os.environ.get("TRAIL_DASK") or None,
    help="run the tests on a Dask cluster's workers, each in its own --sandbox, as many at "
         "once as the workers have threads (this sets --jobs); ADDRESS is the scheduler's, "
         "as tcp://HOST:8786 (default: $TRAIL_DASK). Needs trail-delta[dask] here and on "
         "the workers"))
JOBS = Option(("--jobs", "-j"), dict(
    action=AtLeast, minimum=1, default=os.cpu_count() or 1, metavar="N",
    help="test the likeliest next N-1 candidates while one runs (default: CPUs); same result "
         "as -j1. Verification's runs and --flaky's repeated runs of a candidate go N at a "
         "time"))
RESUME = Option(("--resume",), dict(
    action="store_true", help="continue from the best result and test cache saved in --out"))
ANY_FAILURE = Option(("--any-failure",), dict(
    action="store_true", help="any failing exit status counts as the failure"))


def add_delta_options(parser: argparse.ArgumentParser, *, cuts_input: bool = True) -> None:
    """Every option of `trail delta` but its input: shared with the actions that take
    inputs otherwise. Without `cuts_input` (isolate's units are differences, not pieces
    of the input) --help does not list --granularity and --keep-wellformed."""
    add_oracle_options(parser)
    add_signature_options(parser)
    add_reduction_options(parser, cuts_input=cuts_input)
    add_budget_options(parser)
    add_output_options(parser)
    add_sandbox_options(parser)


def add_oracle_options(parser: argparse.ArgumentParser) -> None:
    oracle = parser.add_argument_group("oracle")
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
    TEST_TIMEOUT.add(oracle)


def add_signature_options(parser: argparse.ArgumentParser) -> None:
    sig = parser.add_argument_group("failure signature (default: captured from the original run)")
    sig.add_argument("--expect-exit", type=int, metavar="N",
                     help="the failure exits with N; 128+S: dies by signal S (139: SIGSEGV)")
    sig.add_argument("--expect-output", metavar="REGEX",
                     help="the failure prints a line matching REGEX (stderr or stdout)")
    ANY_FAILURE.add(sig)


def add_reduction_options(parser: argparse.ArgumentParser, *, cuts_input: bool) -> None:
    red = parser.add_argument_group("reduction")
    red.add_argument("--format", default="auto", metavar="NAME",
                     help="input format (default: auto; see `trail formats`)")
    red.add_argument("--granularity", metavar="UNIT",
                     help="run only this pass: lines, tokens or chars"
                     if cuts_input else argparse.SUPPRESS)
    red.add_argument("--keep-wellformed", action="store_true",
                     help="never test a candidate the format calls malformed (default: "
                          "skip them unless the oracle still fails on a malformed variant "
                          "of the input, asked once)" if cuts_input else argparse.SUPPRESS)
    red.add_argument("--strict-ddmin", action="store_true",
                     help="the reference text's ddmin step for step (more tests)")
    JOBS.add(red)


def add_budget_options(parser: argparse.ArgumentParser, *, flaky: bool = True,
                       ) -> argparse._ArgumentGroup:
    """The budget group; `flaky` adds --flaky and --allow-flaky (trail delta auto,
    whose command runs in scratch copies of a repository, has neither)."""
    budget = parser.add_argument_group("budget and verification")
    budget.add_argument("--timeout", action=Seconds, metavar="SECONDS",
                        help="wall-clock cap for the whole run: tests still running at it are "
                             "stopped and the best so far is the result, verified in the "
                             "time kept for it")
    budget.add_argument("--max-tests", action=AtLeast, minimum=1, metavar="N",
                        help="cap on oracle tests")
    VERIFY.add(budget)
    if flaky:
        FLAKY.add(budget)
        ALLOW_FLAKY.add(budget)
    return budget


def add_output_options(parser: argparse.ArgumentParser) -> None:
    out = parser.add_argument_group("output")
    OUT.add(out)
    RESUME.add(out)
    JSON.add(out)
    QUIET.add(out)


# What --emit-test writes, by the job: trail delta's oracle on the minimized input,
# or auto's failing command on the minimized files (a pytest test only).
INPUT_TEST = (("pytest", "shell"),
              "also write test_trail_NAME.py (pytest) or test_trail_NAME.sh (POSIX sh): the "
              "minimized input (inline when short text, else a .data/.tar file beside it) "
              "run through the oracle as trail ran it, in")
COMMAND_TEST = (("pytest",),
                "also write test_trail_NAME.py (pytest): the failing command run on the "
                "minimized files in a copy of")


def add_emit_test_options(parser: argparse.ArgumentParser,
                          what: tuple[tuple[str, ...], str] = INPUT_TEST) -> None:
    """The regression test for the user's suite, of `what` (INPUT_TEST, COMMAND_TEST)."""
    kinds, written = what
    test = parser.add_argument_group("regression test")
    test.add_argument(
        "--emit-test", choices=kinds, default=None,
        help=f"{written} the project it finds from its own folder, so it runs "
             "wherever it is moved in a clone; it passes once the failure is gone. Marked "
             "xfail(strict=True): the suite stays green until the fix, then fails saying "
             "to remove the mark"
             + (". The shell test exits 0 (passes), 1 (fails) or 2 (inconclusive)"
                if "shell" in kinds else ""))
    test.add_argument("--no-xfail", action="store_true",
                      help="with --emit-test: write the plain failing test (for the fix's "
                           "pull request)")
    test.add_argument("--test-dir", metavar="DIR", default=None,
                      help="with --emit-test: the folder for the test (default: --out)")


def emit_test_from(args: argparse.Namespace) -> EmitTest | None:
    """--emit-test's request, or None; --no-xfail and --test-dir need it."""
    if args.emit_test is None:
        for flag, given in (("--no-xfail", args.no_xfail), ("--test-dir", args.test_dir)):
            if given:
                raise UsageError(f"{flag} goes with --emit-test pytest|shell: add it")
        return None
    from trail.handoff.emit_test import EmitTest, TestKind  # here: for --emit-test only

    return EmitTest(TestKind(args.emit_test), not args.no_xfail, args.test_dir)


def check_delta_options(args: argparse.Namespace) -> None:
    """Reject what no run could satisfy, before any test runs."""
    _check_signature(args)
    if args.oracle is not None:
        _check_placeholder(args)
    if args.as_name is not None and ("/" in args.as_name or args.as_name in ("", ".", "..")):
        raise UsageError("--as takes a plain file name, without a folder")


def _check_placeholder(args: argparse.Namespace) -> None:
    """{} is the candidate's path, and only where the candidate has one."""
    given = "--stdin" if args.stdin else f"--as {args.as_name}" if args.as_name else None
    if given is None and "{}" not in args.oracle:
        script = args.oracle.strip()
        if os.path.isfile(script) and " " not in script:
            raise UsageError(f"--oracle has no {{}}: for a script that takes the candidate's "
                             f"path as $1, use --oracle-script {script}")
        raise UsageError("--oracle has no {}: put {} where the candidate's path goes, "
                         "or use --stdin or --as NAME")
    if given is not None and "{}" in args.oracle:
        where = "on standard input" if args.stdin else f"in ./{args.as_name}"
        raise UsageError(f"--oracle has a {{}}, but with {given} the candidate is {where}: "
                         "drop the {}")


def _check_signature(args: argparse.Namespace) -> None:
    """Signature options that no run could match."""
    status = args.expect_exit
    if status is not None and not 1 <= status <= 255:
        raise UsageError(f"--expect-exit {status} is not a failing exit status: give 1-255 "
                         "(128+S for a crash by signal S, e.g. 139 for SIGSEGV)")
    if status == 125:
        raise UsageError("--expect-exit 125 cannot be the failure: 125 means inconclusive "
                         "(git bisect run's skip); give the status the failure exits with")
    if status is not None and args.interesting_exit_zero:
        raise UsageError("--expect-exit conflicts with --interesting-exit-zero, where exit 0 "
                         "is the failure: drop --expect-exit (--expect-output still applies)")
    if args.expect_output is not None:
        try:
            re.compile(args.expect_output)
        except re.error as exc:
            raise UsageError(f"--expect-output {args.expect_output!r} is not a valid regular "
                             f"expression ({exc}): put a backslash before a character meant "
                             "literally, as in \\( or \\.") from exc
        _check_carried(args.expect_output)
    if args.any_failure and (status is not None or args.expect_output is not None):
        raise UsageError("--any-failure conflicts with --expect-exit/--expect-output: drop "
                         "--any-failure to require that signature, or drop them for any "
                         "failure")


def _check_carried(pattern: str) -> None:
    """reproduce.sh checks the pattern with grep -E: refuse one it would read otherwise."""
    # Imported here: `trail --help` loads no oracle module.
    from trail.oracle.signature import UncarriedPattern, to_ere

    try:
        to_ere(pattern)
    except UncarriedPattern as exc:
        raise UsageError(f"--expect-output {pattern!r}: {exc} cannot be checked by "
                         "reproduce.sh's grep -E: rewrite the pattern without it") from exc

# -- sandbox ------------------------------------------------------------------------

# The options that only the image sandboxes (docker, ns) read (their defaults are Limits').
DOCKER_OPTIONS = ("image", "memory", "pids", "cpus", "network")


def add_sandbox_options(parser: argparse.ArgumentParser) -> None:
    """--sandbox and the image sandboxes' options."""
    limits = Limits()
    group = parser.add_argument_group("sandbox")
    group.add_argument("--sandbox", choices=("local", "docker", "ns"), default="local",
                       help="where each test runs: local (a fresh temp dir, the default), "
                            "docker (a fresh container of --image per test) or ns (fresh "
                            "namespaces over --image's files per test, as isolated as docker "
                            "and far faster; needs root and bubblewrap)")
    group.add_argument("--fallback-docker", action="store_true",
                       help="with --sandbox ns: where namespaces cannot be made, run in "
                            "docker instead (and say so)")
    group.add_argument("--rootfs-in-memory", action="store_true",
                       help="with --sandbox ns: unpack the image's files into memory for "
                            "this run only, where they are not in trail's cache already "
                            "and take at most a quarter of the memory available (faster "
                            "than the disk; the GitHub Action does it for the image it "
                            "builds)")
    group.add_argument("--sandbox-reason", metavar="TEXT",
                       help="why this sandbox, in one line, for the report's sandbox "
                            "section (the GitHub Action says why it chose ns or docker)")
    group.add_argument("--image", metavar="IMAGE",
                       help="the image for --sandbox docker or ns (build one with "
                            "`trail env build`)")
    group.add_argument("--oracle-env", action="append", default=[], metavar="NAME",
                       help="give the oracle this variable of trail's environment, in "
                            "every sandbox (docker and ns start from the image's "
                            "environment; local from trail's); repeatable")
    group.add_argument("--network", metavar="NETWORK",
                       help=f"the containers' network (default: {limits.network}; "
                            "e.g. bridge to allow it; ns has loopback only)")
    group.add_argument("--memory", metavar="SIZE",
                       help=f"memory limit per container (default: {limits.memory}); "
                            "a test killed for memory is inconclusive")
    group.add_argument("--pids", type=int, metavar="N",
                       help=f"process limit per container (default: {limits.pids})")
    group.add_argument("--cpus", type=float, metavar="N",
                       help=f"CPU limit per container (default: {limits.cpus:g})")


def open_sandbox(args: argparse.Namespace, oracle: Oracle) -> tuple[Sandbox, Oracle]:
    """The sandbox the options ask for, and the oracle as that sandbox must call it.

    In a container an --oracle-script is not at its host path: the sandbox writes it
    into each container and the command calls it as "$TRAIL_ORACLE". Raises
    SandboxError with a one-line message (no engine, no image, no --image)."""
    from trail.sandbox.spec import SandboxSpec  # here: `trail --help` loads no sandbox

    oracle = replace(oracle, env=oracle_env(args.oracle_env, os.environ))
    docker_only = [f"--{name}" for name in DOCKER_OPTIONS if getattr(args, name) is not None]
    for flag in ("fallback_docker", "rootfs_in_memory"):
        if getattr(args, flag) and args.sandbox != "ns":
            raise SandboxError(f"--{flag.replace('_', '-')}: for --sandbox ns only")
    if args.sandbox == "local":
        if docker_only:
            raise SandboxError(f"{', '.join(docker_only)}: for --sandbox docker only, and the "
                               "tests would run here: add --sandbox docker")
        return _opened(args, SandboxSpec(), oracle), oracle
    if not args.image:
        raise SandboxError(f"--sandbox {args.sandbox} needs --image IMAGE "
                           "(build one with `trail env build`)")
    script = None
    if oracle.script is not None and os.path.isfile(oracle.script):
        with open(oracle.script) as fh:
            script = fh.read()
        oracle = replace(oracle, command='"$TRAIL_ORACLE" {}')
    given = {name: getattr(args, name) for name in DOCKER_OPTIONS[1:]}
    limits = Limits(**{name: value for name, value in given.items() if value is not None})
    return _opened(args, SandboxSpec(args.sandbox, args.image, limits, script,
                                     args.fallback_docker,
                                     reason=args.sandbox_reason or None,
                                     rootfs_in_memory=args.rootfs_in_memory), oracle), oracle


def oracle_env(names: Sequence[str], environ: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """--oracle-env's variables with their values; a name that is not set is an error,
    not an empty value: the oracle would fail for another reason."""
    missing = [name for name in names if name not in environ]
    if missing:
        raise SandboxError(f"--oracle-env {missing[0]}: not set in trail's environment")
    return tuple((name, environ[name]) for name in dict.fromkeys(names))


def _opened(args: argparse.Namespace, spec: SandboxSpec, oracle: Oracle) -> Sandbox:
    """The sandbox `spec` names, here or, with --dask, on the cluster's workers."""
    if getattr(args, "dask", None):
        from trail.parallel.dask_sandbox import DaskSandbox

        return DaskSandbox.connect(args.dask, replace(spec, adopt_orphans=False), oracle)
    return spec.open()


# -- a user's test suite (trail delta tests, trail sweep) ---------------------------

def add_suite_options(parser: argparse.ArgumentParser, *, verify: Mapping[str, Any],
                      example: str) -> None:
    """How to find and run the suite. `verify` rewords --verify for the command."""
    parser.add_argument("--tests-from", default="collect", metavar="collect|FILE|JUNIT.xml",
                        help="where the test ids and their order come from (default: collect)")
    parser.add_argument("--template", metavar="'CMD {tests}'",
                        help="run another test runner: {tests} = the ids in order, "
                             "{junit} = a JUnit XML path it should write")
    VERIFY.add(parser, **verify)
    TEST_TIMEOUT.add(parser, help="per suite run (default: 4x the first run, at least 30 s)")
    parser.add_argument("command", nargs=argparse.REMAINDER, metavar="-- RUNNER ...",
                        help=f"the test runner, e.g. {example}")


@contextmanager
def suite_runner(args: argparse.Namespace) -> Iterator[SuiteRunner]:
    """The suite that `add_suite_options` describes, on a local sandbox closed
    afterwards, with Ctrl-C and SIGTERM raising Interrupted meanwhile."""
    from trail.interrupts import interrupts_raise, uninterrupted
    from trail.sandbox.local import LocalSandbox
    from trail.suite.runner import SuiteRunner

    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    sandbox = LocalSandbox(adopt_orphans=True)
    try:
        with interrupts_raise():
            yield SuiteRunner.build(command, args.template, sandbox=sandbox,
                               timeout=args.test_timeout)
    finally:
        with uninterrupted():
            sandbox.close()
