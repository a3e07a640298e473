"""Warm starts (sandbox/warm.py): pytest runs forked from a server that imported it once.

A warm run must say what the cold run says, see each candidate's files and the
checkout's own modules afresh, refuse (and say why) where forking would change the
result, kill a hanging test with what it started, and leave nothing behind.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import RUNNER, run_trail, trail_env
from test_auto import make_repo
from trail.core.outcome import Outcome
from trail.oracle.call import OracleCall
from trail.sandbox import warm as warm_module
from trail.sandbox.local import LocalSandbox
from trail.sandbox.warm import Entry, WarmPlan, WarmSandbox, warm_plan

PYTEST = ["python3", "-m", "pytest", "-q"]
EXTRA = ("-p", "no:cacheprovider", "--junitxml={TMPDIR}/trail-junit.xml")
COLD_PART = '-p no:cacheprovider --junitxml="$TMPDIR/trail-junit.xml"'

TEST_PRICES = '''\
import pathlib

import helper


def test_prices():
    prices = dict(line.split("=") for line in pathlib.Path("prices.txt").read_text().split())
    assert all(int(v) > helper.LIMIT for v in prices.values()), prices
'''


def tree(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "tree"
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def plan(node: str, preload: tuple[str, ...] = ()) -> WarmPlan:
    argv = [*PYTEST, node]
    made = warm_plan(argv, EXTRA, f"{shlex.join(argv)} {COLD_PART}", preload, os.environ)
    assert isinstance(made, WarmPlan), made
    return made


def call(root: Path, made: WarmPlan, rest: str, mark: str, timeout: float = 120,
         env: dict[str, str] | None = None) -> OracleCall:
    return OracleCall(command=f"{made.command}; {rest}", candidate=b"", file_name="input",
                      workdir=str(root), timeout=timeout,
                      env={"PYTHONDONTWRITEBYTECODE": "1", "WARM_TEST_MARK": mark, **(env or {})})


def marked(mark: str) -> list[int]:
    """The processes whose environment holds WARM_TEST_MARK=mark."""
    found = []
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/environ", "rb") as fh:
                if f"WARM_TEST_MARK={mark}".encode() in fh.read().split(b"\0"):
                    found.append(int(pid))
        except (OSError, ValueError):
            continue
    return found


def gone(mark: str, within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while marked(mark) and time.monotonic() < deadline:
        time.sleep(0.1)
    return not marked(mark)


def same_shape(text: bytes) -> list[str]:
    """pytest's output without what differs between any two runs: times, addresses,
    the report's path."""
    return [re.sub(r"0x[0-9a-f]+", "0x", line) for line in text.decode().splitlines()
            if not re.search(r" in \d+\.\d+s", line) and "generated xml file" not in line]


def test_a_warm_run_says_what_the_cold_run_says_and_sees_each_candidate(tmp_path):
    root = tree(tmp_path, {"helper.py": "LIMIT = 0\n", "prices.txt": "a=3\nb=-1\n",
                           "test_prices.py": TEST_PRICES})
    made, mark = plan("test_prices.py::test_prices"), uuid.uuid4().hex
    check = call(root, made, 'echo "pytest exit $?"; grep -c "<testcase" "$TMPDIR/trail-junit.xml"',
                 mark)
    said: list[str] = []
    cold = LocalSandbox()
    warm = WarmSandbox(cold, made, say=said.append)
    try:
        cold_run, warm_run = cold.run(check), warm.run(check)
        assert warm.warm_runs == 1 and said[0].startswith("warm starts: pytest and ")
        assert (warm_run.exit_status, warm_run.signal) == (cold_run.exit_status, cold_run.signal)
        assert warm_run.exit_status == 0  # grep found the test's report in the call's TMPDIR
        assert same_shape(warm_run.stdout) == same_shape(cold_run.stdout)
        assert b"AssertionError: {'a': '3', 'b': '-1'}" in warm_run.stdout
        assert warm_run.stdout.endswith(b"pytest exit 1\n1\n")
        assert warm_run.stderr == cold_run.stderr == b""
        # The next candidate's data, and the checkout's own module, are read afresh.
        (root / "prices.txt").write_text("a=3\nb=1\n")
        assert warm.run(check).stdout.endswith(b"pytest exit 0\n1\n")
        (root / "prices.txt").write_text("a=3\nb=-1\n")
        (root / "helper.py").write_text("LIMIT = -5\n")
        assert warm.run(check).stdout.endswith(b"pytest exit 0\n1\n")
        assert warm.warm_runs == 3
        assert warm.describe()["warm_starts"] == {"used": True, "runs": 3, "checked": 0,
                                                  "cold_because": None}
        assert warm.cold() is cold
        # A call of another command runs cold, and the plan's next call warm again.
        other = warm.run(replace(check, command="python3 -m pytest -q test_prices.py"))
        assert b"1 passed" in other.stdout and warm.warm_runs == 3
        assert warm.run(check).stdout.endswith(b"pytest exit 0\n1\n") and warm.warm_runs == 4
        assert len(said) == 1
    finally:
        warm.close()
    assert gone(mark), "the server or a child outlived close()"


def test_nothing_of_the_server_reaches_a_warm_calls_output_beside_a_cpu_load(tmp_path,
                                                                           monkeypatch):
    # pytest 9.1 made `pytest.console_main` warn that it is deprecated: the server called
    # it, and `<string>:221: PytestRemovedIn10Warning ... #console-main` reached each
    # child's stderr (and so a signature) where the cold run, through the console script,
    # printed nothing. `python3` is the suite's own Python here (a fresh virtualenv has
    # the newest pytest), and two busy processes run beside the calls as on a loaded runner.
    monkeypatch.setenv("PATH", os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"])
    root = tree(tmp_path, {"helper.py": "LIMIT = 0\n", "prices.txt": "a=3\nb=-1\n",
                           "test_prices.py": TEST_PRICES})
    made, mark = plan("test_prices.py::test_prices"), uuid.uuid4().hex
    check = call(root, made, "true", mark)
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    cold = LocalSandbox()
    warm = WarmSandbox(cold, made, say=lambda line: None)
    try:
        cold_run = cold.run(check)
        warm_runs = [warm.run(check) for _ in range(4)]
        assert warm.warm_runs == 4, warm.describe()
        for run in warm_runs:
            assert run.stderr == cold_run.stderr, run.stderr.decode(errors="replace")
            assert same_shape(run.stdout) == same_shape(cold_run.stdout)
    finally:
        warm.close()
        for burner in burners:
            burner.kill()
            burner.wait()
    assert gone(mark), "the server or a child outlived close()"


UNITTEST_CASE = '''\
import pathlib
import unittest


class Prices(unittest.TestCase):
    def test_positive(self):
        for line in pathlib.Path("prices.txt").read_text().split():
            self.assertGreater(int(line.split("=")[1]), 0, line)
'''

SCRIPT = '''\
import json
import pathlib
import sys

import helper

for line in pathlib.Path(sys.argv[1]).read_text().split():
    helper.check(json.loads(line.split("=")[1]))
'''


@pytest.mark.parametrize(("argv", "entry"), [
    (["python3", "-m", "unittest", "test_prices"], Entry.UNITTEST),
    (["python3", "tools/check.py", "prices.txt"], Entry.SCRIPT),
], ids=["unittest", "script"])
def test_unittest_and_scripts_run_warm_as_they_run_cold(tmp_path, argv, entry):
    root = tree(tmp_path, {"prices.txt": "a=3\nb=-1\n", "test_prices.py": UNITTEST_CASE,
                           "tools/check.py": SCRIPT,
                           "tools/helper.py": "def check(v):\n    assert v > 0, v\n"})
    made, mark = warm_plan(argv, (), shlex.join(argv), (), os.environ), uuid.uuid4().hex
    assert isinstance(made, WarmPlan) and made.entry is entry
    check = call(root, made, 'echo "python exit $?"', mark)
    cold = LocalSandbox()
    warm = WarmSandbox(cold, made)
    try:
        cold_run, warm_run = cold.run(check), warm.run(check)
        assert warm.warm_runs == 1
        assert same_shape(warm_run.stdout) == same_shape(cold_run.stdout)
        assert same_shape(warm_run.stderr) == same_shape(cold_run.stderr)
        assert warm_run.stdout.endswith(b"python exit 1\n")
        assert b"AssertionError: -1 not greater than 0 : b=-1" in warm_run.stderr \
            if entry is Entry.UNITTEST else \
            warm_run.stderr.startswith(b"Traceback (most recent call last):\n  File \"" +
                                       str(root / "tools/check.py").encode())
        (root / "prices.txt").write_text("a=3\nb=1\n")
        assert warm.run(check).stdout.endswith(b"python exit 0\n")
    finally:
        warm.close()
    assert gone(mark)


DIES = '''\
import os
import pathlib
import signal

if pathlib.Path("die").exists():
    os.kill(os.getpid(), signal.SIGTERM)
'''


def test_a_call_whose_child_dies_of_a_signal_says_what_the_cold_run_says(tmp_path):
    root = tree(tmp_path, {"dies.py": DIES})
    argv = ["python3", "dies.py"]
    made, mark = warm_plan(argv, (), shlex.join(argv), (), os.environ), uuid.uuid4().hex
    assert isinstance(made, WarmPlan)
    check = call(root, made, 'echo "python exit $?"', mark)
    cold = LocalSandbox()
    warm = WarmSandbox(cold, made)
    try:
        assert warm.run(check).stdout == b"python exit 0\n" and warm.warm_runs == 1
        (root / "die").touch()
        cold_run, warm_run = cold.run(check), warm.run(check)
        # The shell said how Python ended and went on with the rest of the command.
        assert cold_run.stdout == warm_run.stdout == b"python exit 143\n"
        assert cold_run.stderr == warm_run.stderr == b"Terminated\n"
        assert (warm_run.exit_status, warm_run.signal) == (0, None)
        assert warm.warm_runs == 1  # that call ran cold
    finally:
        warm.close()
    assert gone(mark)


LISTS_TMPDIR = "import os\nprint(sorted(os.listdir(os.environ['TMPDIR'])))\n"


def test_each_warm_call_gets_an_emptied_folder_laid_out_as_the_cold_sandboxs(tmp_path):
    root = tree(tmp_path, {"lists.py": LISTS_TMPDIR})
    argv = ["python3", "lists.py"]
    made, mark = warm_plan(argv, (), shlex.join(argv), (), os.environ), uuid.uuid4().hex
    assert isinstance(made, WarmPlan)
    litter = call(root, made, 'echo "$TMPDIR" "$TRAIL_CANDIDATE"; ls -A "$TRAIL_CANDIDATE"; '
                              'mkdir -p "$TMPDIR/d/e"; touch "$TMPDIR/left" "$TMPDIR/d/e/f"',
                  mark)
    warm = WarmSandbox(LocalSandbox(), made)
    try:
        first, second = warm.run(litter), warm.run(litter)
        assert warm.warm_runs == 2
        assert first.stdout == second.stdout  # the same folder, emptied
        listed, paths, candidate = first.stdout.decode().splitlines()
        tmp, named = paths.split()
        assert listed == "[]" and candidate == named  # an empty TMPDIR, the candidate there
        assert (tmp, named) == (os.path.dirname(tmp) + "/tmp",
                                os.path.dirname(tmp) + "/work/input")
    finally:
        warm.close()
    assert not os.path.exists(tmp) and gone(mark)


# A module outside the checkout, loaded by the test: the server imports it before the fork.
REFUSED = [
    ("peek", "import pathlib\nDATA = pathlib.Path('prices.txt').read_text()\n",
     "importing peek read prices.txt, a file of the checkout, before the fork"),
    ("spin", "import threading, time\n"
             "threading.Thread(target=time.sleep, args=(60,), daemon=True).start()\n",
     "importing spin started a thread, which a forked child would lack"),
    ("noisy", "print('loaded noisy')\n",
     "the imports before the fork wrote to stdout (loaded noisy), which each test's own "
     "output would lack"),
]


@pytest.mark.parametrize(("module", "source", "reason"), REFUSED, ids=[r[0] for r in REFUSED])
def test_the_server_refuses_and_every_call_runs_cold_saying_why(tmp_path, module, source,
                                                                  reason):
    site = tmp_path / "site"
    site.mkdir()
    (site / f"{module}.py").write_text(source)
    root = tree(tmp_path, {"prices.txt": "a=3\n",
                           "test_it.py": f"import {module}\n\n\ndef test_it():\n    assert 0\n"})
    made, mark = plan("test_it.py::test_it", preload=(str(site / f"{module}.py"),)), \
        uuid.uuid4().hex
    said: list[str] = []
    warm = WarmSandbox(LocalSandbox(), made, say=said.append)
    try:
        ran = warm.run(call(root, made, "echo done", mark, env={"PYTHONPATH": str(site)}))
        assert ran.stdout.endswith(b"done\n") and b"1 failed" in ran.stdout
        assert said == [f"warm starts off, each call starts cold: {reason}"]
        assert warm.describe()["warm_starts"] == {"used": False, "runs": 0, "checked": 0,
                                                  "cold_because": reason}
    finally:
        warm.close()
    assert gone(mark)


# Opens an sqlite connection at import and checks the process id before each use, as
# connection pools and ORMs do: forked from the warm server, every use raises.
FORK_UNSAFE = """\
import os
import sqlite3

_OWNER = os.getpid()
_DB = sqlite3.connect(":memory:")


def lookup(value):
    if os.getpid() != _OWNER:
        raise RuntimeError("sqlite connection opened in another process")
    return _DB.execute("select ?", (value,)).fetchone()[0]
"""
TEST_LOOKUP = ("import pathlib\n\nimport forkdb\n\n\ndef test_units():\n"
               "    for line in pathlib.Path('timeouts.txt').read_text().splitlines():\n"
               "        assert forkdb.lookup(line).endswith('s'), line\n")


def by_exit(result) -> Outcome:
    """A judge: the exit status alone (the pytest exit the rest of the command echoes)."""
    return Outcome.FAIL if result.stdout.endswith(b"pytest exit 1\n") else Outcome.PASS


def test_a_warm_start_whose_outcome_differs_from_a_cold_one_turns_warm_starts_off(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "forkdb.py").write_text(FORK_UNSAFE)
    root = tree(tmp_path, {"timeouts.txt": "a: 1s\n", "test_it.py": TEST_LOOKUP})
    made = plan("test_it.py::test_units", preload=(str(site / "forkdb.py"),))
    mark = uuid.uuid4().hex
    check = call(root, made, 'echo "pytest exit $?"', mark, env={"PYTHONPATH": str(site)})
    said: list[str] = []
    warm = WarmSandbox(LocalSandbox(), made, say=said.append)
    try:
        # Warm, the passing test fails (RuntimeError); cold it passes: the first
        # candidate's check sees it, and its answer is the cold run's.
        assert b"RuntimeError" in warm.run(check).stdout and warm.warm_runs == 1
        warm.judge_warm_by(by_exit, replace(check, command="python3 -c pass"))  # not warm
        ran = warm.run(check)
        assert b"1 passed" in ran.stdout
        reason = ("a warm run of candidate 1 came out FAIL, a cold run of it PASS (a module "
                  "imported before the fork that does not survive it?)")
        assert said[-1] == f"warm starts off, each call starts cold: {reason}"
        assert b"1 passed" in warm.run(check).stdout  # cold from now on
        assert warm.describe()["warm_starts"] == {"used": True, "runs": 1, "checked": 1,
                                                  "cold_because": reason}
    finally:
        warm.close()
    assert gone(mark)


def test_the_original_is_checked_warm_and_a_sample_of_candidates(tmp_path, monkeypatch):
    monkeypatch.setattr(warm_module, "CHECK_EVERY", 3)
    root = tree(tmp_path, {"helper.py": "LIMIT = 0\n", "prices.txt": "a=3\nb=-1\n",
                           "test_prices.py": TEST_PRICES})
    made, mark = plan("test_prices.py::test_prices"), uuid.uuid4().hex
    check = call(root, made, 'echo "pytest exit $?"', mark)
    cold = LocalSandbox()
    runs = []
    cold_run = cold.run
    monkeypatch.setattr(cold, "run", lambda c: runs.append(c) or cold_run(c))
    warm = WarmSandbox(cold, made)
    try:
        warm.judge_warm_by(by_exit, check)
        assert (warm.checked, len(runs), warm.warm_runs) == (1, 1, 0)
        for _ in range(7):  # candidates 1, 4 and 7 are checked
            assert warm.run(check).stdout.endswith(b"pytest exit 1\n")
        assert (warm.checked, len(runs), warm.warm_runs) == (4, 4, 7)
        assert warm.describe()["warm_starts"]["cold_because"] is None
    finally:
        warm.close()
    assert gone(mark)


def test_auto_turns_warm_starts_off_for_a_fork_unsafe_module_by_itself(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "forkdb.py").write_text(FORK_UNSAFE)
    lines = [f"service{i}: {i * 10}s" for i in range(16)]
    lines[11] = "service11: 90"
    repo = make_repo(tmp_path / "repo", {"timeouts.txt": "\n".join(lines) + "\n",
                                         "test_timeouts.py": TEST_LOOKUP})
    reports = {}
    for how in ("warm", "cold"):
        out = tmp_path / how
        done = run_trail("delta", "auto", "-j", "1", "--verify", "1", "--out", str(out),
                         *(["--cold"] if how == "cold" else []), "--",
                         *PYTEST, "test_timeouts.py::test_units", cwd=repo, timeout=1800,
                         env={"PYTHONPATH": f"{RUNNER}{os.pathsep}{site}"})
        assert done.returncode == 0, done.stderr.decode()[-3000:]
        reports[how] = json.loads((out / "report.json").read_text())
        assert (out / "timeouts.txt").read_text() == "service11: 90"
        if how == "warm":
            assert ("trail: warm starts off, each call starts cold: a warm run of the "
                    "original came out UNRESOLVED, a cold run of it FAIL") in done.stderr.decode()
    warm = reports["warm"]["sandbox"]["warm_starts"]
    assert warm["cold_because"].startswith("a warm run of the original came out UNRESOLVED")
    assert (warm["used"], warm["runs"], warm["checked"]) == (False, 0, 1)
    assert reports["warm"]["tests"]["run"] <= reports["cold"]["tests"]["run"]
    assert reports["warm"]["tests"]["outcomes"] == reports["cold"]["tests"]["outcomes"]


def test_commands_that_cannot_run_warm_say_why(tmp_path):
    wrapper = tmp_path / "pytest"
    wrapper.write_text("#!/bin/sh\nexec python3 -m pytest \"$@\"\n")
    wrapper.chmod(0o755)
    takes = ("warm starts take `pytest ARGS`, `python -m pytest ARGS`, `python -m unittest "
             "ARGS` or `python SCRIPT ARGS`, not")
    cases = {
        ("env", "X=1", "pytest", "t.py"): f"{takes} `env X=1 pytest t.py`",
        ("python3", "-X", "dev", "t.py"): f"{takes} `python3 -X dev t.py`",
        ("sh", "-c", "pytest"): f"{takes} `sh -c pytest`",
        (str(wrapper), "t.py"): f"{wrapper} is not a Python script (a wrapper?): run "
                                "`python -m pytest` for warm starts",
    }
    for argv, reason in cases.items():
        assert warm_plan(list(argv), (), "cmd", (), os.environ) == reason
    entries = {("python3", "-m", "pytest", "t.py"): (Entry.PYTEST, "-m", ("t.py", "-x")),
               ("python3", "-m", "unittest", "t"): (Entry.UNITTEST, "-m", ("t",)),
               ("python3", "t.py", "a"): (Entry.SCRIPT, "t.py", ("a",))}
    for argv, (entry, argv0, args) in entries.items():
        made = warm_plan(list(argv), ("-x",), "cmd", (), os.environ)
        assert isinstance(made, WarmPlan)
        assert (made.entry, made.argv0, made.args) == (entry, argv0, args)
    said: list[str] = []
    WarmSandbox(LocalSandbox(), "--cold", say=said.append).close()
    assert said == ["warm starts off, each call starts cold: --cold"]


def no_thread(thread: threading.Thread) -> None:
    raise AssertionError(f"a thread started during a warm call: {thread!r}")


def test_a_hanging_test_is_killed_at_the_timeout_with_what_it_started(tmp_path, monkeypatch):
    root = tree(tmp_path, {"test_hang.py": "import subprocess, time\n\n\ndef test_hang():\n"
                                           "    subprocess.Popen(['sleep', '300'])\n"
                                           "    time.sleep(300)\n"})
    made, mark = plan("test_hang.py::test_hang"), uuid.uuid4().hex
    warm = WarmSandbox(LocalSandbox(), made)
    try:
        started = time.monotonic()
        # The wait for the timeout blocks the caller's thread: no timer thread per call.
        monkeypatch.setattr(threading.Thread, "start", no_thread)
        ran = warm.run(call(root, made, "echo never", mark, timeout=3))
        monkeypatch.undo()
        assert ran.timed_out and ran.exit_status is None and warm.warm_runs == 1
        assert time.monotonic() - started < 60
        server = [pid for pid in marked(mark) if b"warm server" in Path(
            f"/proc/{pid}/cmdline").read_bytes()]
        # SIGKILL is delivered at once but a loaded machine may run the dying process a
        # moment later: the test and its sleep are gone within seconds, the server stays.
        deadline = time.monotonic() + 10
        while marked(mark) != server and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(server) == 1 and marked(mark) == server
    finally:
        warm.close()
    assert gone(mark)


def test_a_call_running_when_the_sandbox_closes_ends_without_a_cold_run(tmp_path, monkeypatch):
    import trail.sandbox.warm as warm_module

    root = tree(tmp_path, {"sleeps.py": "import time\ntime.sleep(300)\n"})
    argv = ["python3", "sleeps.py"]
    made, mark = warm_plan(argv, (), shlex.join(argv), (), os.environ), uuid.uuid4().hex
    assert isinstance(made, WarmPlan)
    cold = LocalSandbox()
    ran_cold: list[OracleCall] = []
    cold_run = cold.run
    cold.run = lambda c: ran_cold.append(c) or cold_run(c)  # type: ignore[method-assign]
    warm = WarmSandbox(cold, made)
    results: list = []
    running = threading.Thread(target=lambda: results.append(
        warm.run(call(root, made, "echo after", mark))))
    # The server outlives close() here, so that it reports the killed child's status
    # (ended with the sandbox, it may instead close the call's connection first).
    monkeypatch.setattr(warm_module, "_end", lambda server: None)
    monkeypatch.setattr(warm_module, "kill_marked", lambda mark: None)
    try:
        running.start()
        deadline = time.monotonic() + 60
        while len(marked(mark)) < 2 and time.monotonic() < deadline:  # server and child
            time.sleep(0.1)
        assert len(marked(mark)) >= 2
    finally:
        warm.close()
        running.join(60)
        for pid in marked(mark):  # the server
            os.kill(pid, signal.SIGKILL)
    # The child killed by close() is no failure to ask the cold sandbox about.
    assert [r.error for r in results] == ["the sandbox closed"] and ran_cold == []
    assert gone(mark)


def test_a_server_stopped_during_its_set_up_leaves_nothing_in_tmpdir(tmp_path):
    # The kill-anywhere soak (seed 4551, trial 293): auto stopped by Ctrl-C while its
    # server set up left the empty folder pytest first runs on in TMPDIR, unmarked.
    # And close() waited for the set-up, which holds the lock, up to START_TIMEOUT.
    site, temp = tmp_path / "site", tmp_path / "tmp"
    site.mkdir()
    temp.mkdir()
    importing = tmp_path / "importing"
    (site / "slowimport.py").write_text(
        f"import pathlib\nimport time\n\npathlib.Path({str(importing)!r}).touch()\n"
        "time.sleep(300)\n")
    root = tree(tmp_path, {"test_it.py": "import slowimport\n\n\ndef test_it():\n    pass\n"})
    made = plan("test_it.py::test_it", preload=(str(site / "slowimport.py"),))
    mark = uuid.uuid4().hex
    warm = WarmSandbox(LocalSandbox(), made)
    results: list = []
    running = threading.Thread(target=lambda: results.append(warm.run(
        call(root, made, "echo done", mark, env={"PYTHONPATH": str(site), "TMPDIR": str(temp)}))))
    try:
        running.start()
        deadline = time.monotonic() + 60
        while not importing.exists() and time.monotonic() < deadline:  # step 3 of the set-up
            time.sleep(0.1)
        assert importing.exists()
    finally:
        closing = time.monotonic()
        warm.close()
        closed_in = time.monotonic() - closing
        running.join(60)
    assert closed_in < 30  # not START_TIMEOUT (120 s)
    assert [r.error for r in results] == ["the sandbox closed"]
    assert warm.describe()["warm_starts"]["cold_because"] is None  # nothing refused it
    assert gone(mark) and sorted(os.listdir(temp)) == []


SLOW_ON_CANDIDATES = '''\
import pathlib
import time


def test_data():
    lines = pathlib.Path("data.txt").read_text().splitlines()
    if len(lines) < 40:
        time.sleep(300)
    assert "bad" not in lines
'''


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGKILL], ids=["ctrl-c", "killed"])
def test_nothing_is_left_when_trail_is_stopped(tmp_path, how):
    lines = [f"line {i}" for i in range(40)]
    lines[17] = "bad"
    repo = make_repo(tmp_path / "repo", {"data.txt": "\n".join(lines) + "\n",
                                         "test_data.py": SLOW_ON_CANDIDATES})
    mark = uuid.uuid4().hex
    trail = subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "auto", "--out", str(tmp_path / "out"), "--",
         *PYTEST, "test_data.py::test_data"],
        cwd=repo, env=trail_env({"WARM_TEST_MARK": mark}), stderr=subprocess.PIPE, text=True)
    try:
        assert trail.stderr is not None
        for line in trail.stderr:
            if line.startswith("trail: warm starts: pytest"):
                break
        else:
            pytest.fail("the warm server did not start")
        time.sleep(1)  # the first candidate is running
        children = [pid for pid in marked(mark) if pid != trail.pid]
        assert len(children) >= 2  # the server and the candidate's child
        trail.send_signal(how)
        _, err = trail.communicate(timeout=60)
        assert trail.returncode == (130 if how is signal.SIGINT else -signal.SIGKILL), err
    finally:
        if trail.poll() is None:
            trail.kill()
            trail.wait()
    assert gone(mark), f"left behind: {marked(mark)}"


def test_auto_finds_the_same_files_warm_and_cold(tmp_path):
    lines = [f"service{i}: {i * 10}s" for i in range(60)]
    lines[41] = "service41: 90"
    repo = make_repo(tmp_path / "repo", {
        "timeouts.txt": "\n".join(lines) + "\n",
        "test_timeouts.py": "import pathlib\n\n\ndef test_units():\n"
                            "    for line in pathlib.Path('timeouts.txt').read_text()"
                            ".splitlines():\n        assert line.endswith('s'), line\n",
    })
    reports = {}
    for how in ("warm", "cold"):
        out = tmp_path / how
        done = run_trail("delta", "auto", "-j", "1", "--verify", "2", "--out", str(out),
                         *(["--cold"] if how == "cold" else []), "--",
                         *PYTEST, "test_timeouts.py::test_units", cwd=repo, timeout=1800)
        assert done.returncode == 0, done.stderr.decode()[-3000:]
        reports[how] = json.loads((out / "report.json").read_text())
        assert (out / "timeouts.txt").read_text() == "service41: 90"
    warm, cold = reports["warm"], reports["cold"]
    assert warm["sandbox"]["warm_starts"]["used"] is True
    assert warm["sandbox"]["warm_starts"]["runs"] == warm["tests"]["run"]
    assert cold["sandbox"]["warm_starts"] == {"used": False, "runs": 0, "checked": 0,
                                              "cold_because": "--cold"}
    assert warm["verification"] == cold["verification"] == {"runs": 2, "failed": 2,
                                                            "verified": True}
    assert warm["minimized_files"] == cold["minimized_files"]
    assert warm["tests"]["outcomes"] == cold["tests"]["outcomes"]
