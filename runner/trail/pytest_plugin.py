"""`pytest --trail`: the suite runs as usual, then what each failing test read is
minimized by `trail delta auto` (jobs/auto.py), one hand-off per test.

Installed with trail as the `pytest11` entry point `trail`, so pytest loads this module
in every run: it imports nothing of trail's jobs until --trail is given, and does
nothing without it. With it, the failing tests' node ids are gathered as their reports
come in (on the xdist controller too: the workers never minimize), and at the end of
the run, after the failures are shown, each one is minimized as
`trail delta auto -- sys.executable -m pytest NODEID` would, in a scratch copy of the
checkout, into --trail-out/<node id as a folder name>/, with one line per test in the
terminal summary. The default --trail-out, .trail-out/, lies outside what pytest
collects (a dot-folder, and a conftest.py in it that ignores all below it, for a
project whose norecursedirs lets dot-folders in): a hand-off holds copies of test
files, which the next run must not collect. The suite's exit status stays what the
tests made it; Ctrl-C while trail minimizes keeps what was written (the test being
minimized gets its partial result, as trail delta auto writes it) and exits 2, as
pytest does on Ctrl-C.

The runs trail starts (the traced run, every candidate, the verification) inherit
TRAIL_PYTEST_INNER from this process: there --trail is ignored, so an `addopts` or
PYTEST_ADDOPTS that says --trail cannot make them minimize in turn.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pytest imports this module; trail's job only comes with --trail
    import pytest

    from trail.jobs.auto import AutoSettings

INNER = "TRAIL_PYTEST_INNER"  # set while trail minimizes: the runs it starts never do
FOLDER_CHARS = 100  # a longer node id is cut, and told apart by a digest of it


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("trail", "trail delta: minimize what failing tests read")
    group.addoption("--trail", action="store_true", default=False,
                    help="after the run, minimize the files each failing test read "
                         "(trail delta auto), one hand-off per test under --trail-out")
    group.addoption("--trail-out", default=".trail-out", metavar="DIR",
                    help="the folder of the hand-offs, one sub-folder per failing test, "
                         "which pytest never collects (default: .trail-out, in the folder "
                         "pytest started in)")
    group.addoption("--trail-budget", type=float, default=None, metavar="SECONDS",
                    help="wall-clock seconds for all the failing tests together, shared "
                         "out as it goes: each test gets what is left divided by the tests "
                         "left, and stops there with its best result (default: no limit)")
    group.addoption("--trail-jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                    help="candidates side by side for each test, each in a scratch copy "
                         "of the checkout of its own (default: CPUs; same result as 1)")
    group.addoption("--trail-verify", type=int, default=10, metavar="K",
                    help="verification runs of each result (default: 10)")
    group.addoption("--trail-emit-test", action="store_true", default=False,
                    help="also write a regression test beside each failing test's file: "
                         "test_trail_NAME.py runs the test on the minimized files in a copy "
                         "of the checkout, marked xfail(strict) until the bug is fixed")


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("trail") or os.environ.get(INNER):
        return
    if hasattr(config, "workerinput"):  # an xdist worker: its controller minimizes
        return
    import pytest

    jobs, verify = config.getoption("trail_jobs"), config.getoption("trail_verify")
    budget = config.getoption("trail_budget")
    if jobs < 1:
        raise pytest.UsageError(f"--trail-jobs {jobs}: give 1 or more")
    if verify < 1:
        raise pytest.UsageError(f"--trail-verify {verify}: give 1 or more runs")
    if budget is not None and budget <= 0:
        raise pytest.UsageError(f"--trail-budget {budget:g}: give a number of seconds above 0")
    config.pluginmanager.register(TrailAtTheEnd(config), "trail-at-the-end")


class TrailAtTheEnd:
    """Gathers the failing tests, and minimizes them in the terminal summary."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.failing: dict[str, None] = {}  # node ids, in the order they failed
        self.session: pytest.Session | None = None

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.session = session

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed:  # in its setup, call or teardown
            self.failing[report.nodeid] = None

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter,
                                exitstatus: int) -> None:
        import pytest

        if not self.failing or exitstatus == pytest.ExitCode.INTERRUPTED:
            return
        write = terminalreporter.write_line
        terminalreporter.section("trail: minimizing what the failing tests read", sep="=")
        try:
            minimize_failing(self.config, list(self.failing), write)
        except KeyboardInterrupt:
            write("trail: interrupted: the hand-offs written so far are kept")
            if self.session is not None:
                self.session.exitstatus = pytest.ExitCode.INTERRUPTED


def folder_name(nodeid: str, digest: bool = False) -> str:
    """The node id as one folder name: `tests/test_a.py::test_b[x/y]` ->
    `tests_test_a.py__test_b_x_y`; a long one cut, and told apart by a digest of the
    whole (as is any one with `digest`)."""
    name = re.sub(r"[^A-Za-z0-9._-]", "_", nodeid).strip("._") or "test"
    if digest or len(name) > FOLDER_CHARS:
        mark = hashlib.sha256(nodeid.encode()).hexdigest()[:8]
        name = f"{name[:FOLDER_CHARS - 9]}-{mark}"
    return name


def minimize_failing(config: pytest.Config, nodeids: list[str],
                     write: Callable[[str], None]) -> None:
    """Each failing test minimized in turn, its line written as it ends."""
    import time

    from trail.errors import UserError
    from trail.interrupts import Interrupted
    from trail.jobs.auto import repository_of, run_auto
    from trail.pipeline.outlock import OutDirBusy
    from trail.sandbox.errors import SandboxError

    start = str(config.invocation_params.dir)
    try:
        top = repository_of(start)[0]
    except UserError as exc:
        write(f"trail: not minimized: {exc}")
        return
    out = os.path.join(start, config.getoption("trail_out"))
    uncollected(out)
    budget = config.getoption("trail_budget")
    ends = None if budget is None else time.monotonic() + budget
    saved = os.environ.get(INNER)
    os.environ[INNER] = "1"
    names = [folder_name(nodeid) for nodeid in nodeids]
    # Two ids of one name (`t[a/b]`, `t[a_b]`) get a digest each, so neither overwrites.
    names = [name if names.count(name) == 1 else folder_name(nodeid, digest=True)
             for name, nodeid in zip(names, nodeids, strict=True)]
    try:
        for done, (nodeid, name) in enumerate(zip(nodeids, names, strict=True)):
            folder = os.path.join(out, name)
            left = None if ends is None else (ends - time.monotonic()) / (len(nodeids) - done)
            if left is not None and left <= 0:
                write(f"{nodeid}: not minimized: --trail-budget spent")
                continue
            settings = auto_settings(config, nodeid, top, folder, left)
            try:
                result = run_auto(settings)
            except (UserError, SandboxError, OutDirBusy) as exc:
                write(f"{nodeid}: not minimized: {exc}")
                continue
            except Interrupted:  # before the reduction began: nothing to keep
                raise KeyboardInterrupt from None
            write(summary_line(nodeid, result.to_json(), os.path.relpath(folder, start)))
            if result.status.value == "interrupted":
                raise KeyboardInterrupt
    finally:
        if saved is None:
            del os.environ[INNER]
        else:
            os.environ[INNER] = saved


# The hand-offs hold copies of test files: a pytest run that reaches them skips them.
UNCOLLECTED = ('"""Written by pytest --trail: the hand-offs below hold copies of test files, '
               'which a\ntest run must not collect."""\n\ncollect_ignore_glob = ["*"]\n')


def uncollected(out: str) -> None:
    """The output folder, with a conftest.py that keeps pytest out of it."""
    from trail.handoff.write import write_file

    os.makedirs(out, exist_ok=True)
    conftest = os.path.join(out, "conftest.py")
    if not os.path.exists(conftest):
        write_file(conftest, UNCOLLECTED.encode())


def auto_settings(config: pytest.Config, nodeid: str, top: str, folder: str,
                  timeout: float | None) -> AutoSettings:
    """trail delta auto's settings for one failing test: the test alone, by a node id
    that holds from the repository's top, where auto runs the command."""
    from trail.handoff.emit_test import EmitTest, TestKind
    from trail.jobs.auto import AutoSettings

    path, sep, name = nodeid.partition("::")
    test_file = os.path.join(str(config.rootpath), path)
    command = [sys.executable, "-m", "pytest", f"{os.path.relpath(test_file, top)}{sep}{name}"]
    emit = EmitTest(TestKind.PYTEST, xfail=True, test_dir=os.path.dirname(test_file)) \
        if config.getoption("trail_emit_test") else None
    return AutoSettings(
        command=command, out_dir=folder, timeout=timeout,
        verify=config.getoption("trail_verify"), jobs=config.getoption("trail_jobs"),
        quiet=config.option.verbose <= 0,
        command_line=["pytest", *config.invocation_params.args],
        cwd=str(config.invocation_params.dir), emit_test=emit)


def summary_line(nodeid: str, report: dict[str, Any], folder: str) -> str:
    """One test's line, in the terminal's words (trail.facts): each minimized file's
    bytes before and after, where the failure lives, how it ended if not done. The
    data files come first, and where the failure lives is said in them when it can be:
    the test's own file keeps its test wherever the failure is."""
    from trail.facts import Facts, Where, count_of
    from trail.mdsafe import one_line

    facts = Facts.of(report)
    test_file = os.path.normpath(str(report["auto"]["test"]).split("::")[0])
    files = sorted(report["auto"]["minimized"], key=lambda f: f["path"] == test_file)
    parts = [", ".join(
        f"{one_line(f['path'])}: {f['bytes']:,} -> "
        + ("not needed" if f["minimized_bytes"] is None else count_of(f["minimized_bytes"],
                                                                       "byte"))
        for f in files)]
    if facts.where is not None:
        data = tuple(p for p in facts.where.places if p.file != test_file)
        where = Where(data) if data else facts.where
        parts.append(where.words(lambda name: f"`{one_line(name)}`"))
    changed = report["auto"].get("changes") or []
    if changed:
        files = "1 file" if len(changed) == 1 else f"{len(changed)} files"
        parts.append(f"with the changes not committed to {files} (changes.diff, which "
                     "reproduce.sh applies)")
    if report["status"] != "minimized":
        parts.append(facts.outcome)
    if facts.reruns and not facts.verified:
        parts.append(f"NOT VERIFIED: verification {facts.verification}")
    test = report["files"].get("test")
    if test is not None:  # --trail-emit-test's, named from the output folder
        parts.append(f"regression test {os.path.normpath(os.path.join(folder, test))}")
    return f"{nodeid}: {'; '.join(parts)} -> {folder}/"
