"""`pytest --trail`: the suite runs as usual, then what each failing test read is
minimized into .trail-out/<test>/, one line per test in the terminal summary.

Each case runs pytest in a subprocess in a fresh git repository, with the plugin
loaded by `-p trail.pytest_plugin` and the entry points left out
(PYTEST_DISABLE_PLUGIN_AUTOLOAD), so the case is the same whether or not the installed
trail already declares the `pytest11` entry point.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import trail_env
from test_auto import git, make_repo, prices_repo
from trail.pytest_plugin import INNER, folder_name, summary_line

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "pytest-yaml"

AMOUNTS_TEST = '''\
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load():
    with open(os.path.join(HERE, "amounts.csv")) as fh:
        return [int(line.split(",")[1]) for line in fh]


def test_amounts_are_positive():
    assert all(a >= 0 for a in load())


def test_sum():
    assert 1 + 1 == 2
'''


def amounts_repo(root: Path) -> Path:
    rows = [f"item{i},{i * 3}" for i in range(20)]
    rows[13] = "item13,-7"
    return make_repo(root, {"amounts.csv": "\n".join(rows) + "\n",
                            "test_amounts.py": AMOUNTS_TEST})


def pytest_run(repo: Path, *args: str, env: dict[str, str] | None = None,
               timeout: float = 900) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "trail.pytest_plugin", *args], cwd=repo,
        env=trail_env({"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", **(env or {})}),
        capture_output=True, text=True, timeout=timeout)


def tracked_changes(repo: Path) -> str:
    return git(repo, "status", "--porcelain", "--untracked-files=no")


def test_the_failing_test_gets_its_data_minimized_and_the_exit_status_stays(tmp_path):
    repo = amounts_repo(tmp_path / "repo")
    done = pytest_run(repo, "--trail", "--trail-verify", "1")
    assert done.returncode == 1, done.stdout + done.stderr
    out = repo / ".trail-out" / "test_amounts.py__test_amounts_are_positive"
    assert (out / "amounts.csv").read_text() == ",-7"  # down to characters
    assert "def test_amounts_are_positive" in (out / "test_amounts.py").read_text()
    assert "def test_sum" not in (out / "test_amounts.py").read_text()
    # One test's hand-off, and the conftest.py that keeps pytest out of them all.
    assert sorted(p.name for p in (repo / ".trail-out").iterdir()) == ["conftest.py", out.name]
    lines = done.stdout.splitlines()
    assert ("test_amounts.py::test_amounts_are_positive: amounts.csv: 186 -> 3 bytes, "
            "test_amounts.py: 301 -> 261 bytes; kept `amounts.csv` (line 14 of 20) -> "
            ".trail-out/test_amounts.py__test_amounts_are_positive/") in lines, done.stdout
    # After the failures, before the short summary and the counts.
    order = [next(i for i, line in enumerate(lines) if marker in line) for marker in
             ("= FAILURES =", "trail: minimizing what the failing tests read",
              "short test summary info", "1 failed, 1 passed")]
    assert order == sorted(order)
    report = json.loads((out / "report.json").read_text())
    assert report["auto"]["command"] == [sys.executable, "-m", "pytest",
                                         "test_amounts.py::test_amounts_are_positive"]
    assert report["auto"]["test"] == "test_amounts.py::test_amounts_are_positive"
    assert tracked_changes(repo) == ""
    # An unfinished result says so, and a file the failure does without says that.
    report["status"], report["partial_reason"] = "partial", "timeout"
    report["auto"]["minimized"][0]["minimized_bytes"] = None
    assert summary_line("t.py::t", report, "out").endswith(
        "test_amounts.py: 301 -> not needed; kept `amounts.csv` (line 14 of 20); partly minimized: "
        "the time budget was spent -> out/")
    clone = tmp_path / "fresh"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    assert subprocess.run(["sh", str(out / "reproduce.sh")], cwd=clone,
                          capture_output=True).returncode == 1


LOADER = """\
def load(path):
    with open(path) as fh:
        return [int(line.split(",")[1]) for line in fh]
"""

LOADER_TEST = """\
import os

from loader import load

HERE = os.path.dirname(os.path.abspath(__file__))


def test_amounts_are_positive():
    assert all(a >= 0 for a in load(os.path.join(HERE, "amounts.csv")))
"""


def test_emit_test_writes_a_regression_test_that_turns_red_once_fixed(tmp_path):
    rows = [f"item{i},{i * 3}" for i in range(12)]
    rows[7] = "item7,-7"
    repo = make_repo(tmp_path / "repo", {
        "tests/amounts.csv": "\n".join(rows) + "\n", "tests/loader.py": LOADER,
        "tests/test_amounts.py": LOADER_TEST,
        "tests/conftest.py": "import os, sys\n\nsys.path.insert(0, os.path.dirname(__file__))\n"})
    done = pytest_run(repo, "--trail", "--trail-verify", "1", "--trail-emit-test")
    assert done.returncode == 1, done.stdout + done.stderr
    emitted = repo / "tests" / "test_trail_test_amounts_are_positive.py"
    assert emitted.is_file(), done.stdout
    out = repo / ".trail-out" / "tests_test_amounts.py__test_amounts_are_positive"
    report = json.loads((out / "report.json").read_text())
    assert report["files"]["test"] == "../../tests/test_trail_test_amounts_are_positive.py"
    assert ("kept `tests/amounts.csv` (line 8 of 12); regression test "
            "tests/test_trail_test_amounts_are_positive.py -> .trail-out/") in done.stdout
    regression = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(emitted)]
    while_broken = subprocess.run(regression, cwd=repo, capture_output=True, text=True)
    assert while_broken.returncode == 0 and "1 xfailed" in while_broken.stdout, \
        while_broken.stdout
    # The fix, not yet committed: the test runs on the checkout as it is.
    (repo / "tests" / "loader.py").write_text(LOADER.replace("int(", "abs(int(").replace(
        "[1])", "[1]))"))
    once_fixed = subprocess.run(regression, cwd=repo, capture_output=True, text=True)
    assert once_fixed.returncode == 1 and "XPASS(strict)" in once_fixed.stdout, \
        once_fixed.stdout


def test_the_yaml_example_leaves_services_yaml_minimized_and_a_reproducer(tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(EXAMPLE, repo)
    make_repo_here(repo)
    done = pytest_run(repo, "--trail", "--trail-verify", "1", "--trail-out", "found",
                      "-k", "test_timeouts_are_positive", timeout=1800)
    assert done.returncode == 1, done.stdout + done.stderr
    out = repo / "found" / "tests_test_inventory.py__test_timeouts_are_positive"
    assert (out / "reproduce.sh").is_file()
    services = out / "services.yaml"
    assert services.is_file() and len(services.read_bytes()) <= 60, done.stdout
    assert "timeout: 90" in services.read_text()
    assert f"services.yaml: 19,721 -> {len(services.read_bytes())} bytes" in done.stdout
    assert tracked_changes(repo) == ""


def make_repo_here(repo: Path) -> None:
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "example")


def test_a_data_file_goes_down_to_its_malformed_minimum(tmp_path):
    repo = prices_repo(tmp_path / "repo")
    done = pytest_run(repo, "--trail", "--trail-verify", "1")
    assert done.returncode == 1, done.stdout + done.stderr
    out = repo / ".trail-out" / "test_prices.py__test_no_price_is_negative"
    minimized = (out / "prices.json").read_text()
    assert minimized == '"price": -'
    with pytest.raises(json.JSONDecodeError):
        json.loads(minimized)
    clone = tmp_path / "fresh"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    assert subprocess.run(["sh", str(out / "reproduce.sh")], cwd=clone,
                          capture_output=True).returncode == 1


def test_the_budget_is_shared_by_the_failing_tests_and_cuts_them_short(tmp_path):
    repo = make_repo(tmp_path / "repo", {
        "amounts.csv": "".join(f"item{i},{i * 3}\n" for i in range(40)).replace(
            "item23,69", "item23,-7"),
        "test_amounts.py": AMOUNTS_TEST + "\n\ndef test_amounts_are_small():\n"
                                          "    assert all(a < 100 for a in load())\n",
        # Each run reads the data slowly, warm or cold: one at a time, the ~20 candidates
        # a minimization needs take 20 s or more, twice the 10 s each test gets.
        "conftest.py": "import time\n\n\ndef pytest_runtest_setup(item):\n"
                       "    time.sleep(1.0)\n"})
    done = pytest_run(repo, "--trail", "--trail-verify", "1", "--trail-jobs", "1",
                      "--trail-budget", "20")
    assert done.returncode == 1, done.stdout + done.stderr
    for name in ("test_amounts_are_positive", "test_amounts_are_small"):
        assert f"test_amounts.py::{name}: amounts.csv: " in done.stdout
        report = json.loads((repo / ".trail-out" / f"test_amounts.py__{name}" /
                             "report.json").read_text())
        # 10 s each is too little for ~20 candidates of 1 s or more: each stops short,
        # and says that its budget was spent (not a stall).
        assert (report["status"], report["partial_reason"]) == ("partial", "timeout")


def test_without_trail_nothing_is_minimized_and_no_job_is_loaded(tmp_path):
    repo = amounts_repo(tmp_path / "repo")
    done = pytest_run(repo, "-q")
    assert done.returncode == 1
    assert "trail" not in done.stdout and not (repo / ".trail-out").exists()
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, trail.pytest_plugin; "
         "print(sorted(m for m in sys.modules if m.startswith('trail')))"],
        env=trail_env(), capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "['trail', 'trail.pytest_plugin']"


def test_the_runs_trail_starts_do_not_minimize_again(tmp_path):
    repo = amounts_repo(tmp_path / "repo")
    done = pytest_run(repo, "--trail", env={INNER: "1"})
    assert done.returncode == 1
    assert "trail:" not in done.stdout and not (repo / ".trail-out").exists()


def test_an_xdist_worker_does_not_minimize(tmp_path):
    """xdist marks its workers' config with `workerinput`; here a conftest sets it as
    xdist would, before the plugin's own pytest_configure."""
    repo = amounts_repo(tmp_path / "repo")
    (repo / "conftest.py").write_text(
        "import pytest\n\n\n@pytest.hookimpl(tryfirst=True)\n"
        "def pytest_configure(config):\n    config.workerinput = {'workerid': 'gw0'}\n")
    done = pytest_run(repo, "--trail")
    assert done.returncode == 1
    assert "trail:" not in done.stdout and not (repo / ".trail-out").exists()


def test_outside_a_git_checkout_the_suite_says_why_and_keeps_its_status(tmp_path):
    (tmp_path / "test_x.py").write_text("def test_x():\n    assert False\n")
    done = pytest_run(tmp_path, "--trail")
    assert done.returncode == 1
    assert "trail: not minimized: trail delta auto runs inside a git checkout" in done.stdout


def test_a_passing_suite_minimizes_nothing(tmp_path):
    repo = make_repo(tmp_path / "repo", {"test_ok.py": "def test_ok():\n    assert True\n"})
    done = pytest_run(repo, "--trail")
    assert done.returncode == 0
    assert "trail" not in done.stdout and not (repo / ".trail-out").exists()


@pytest.mark.parametrize(("args", "message"), [
    (["--trail-jobs", "0"], "--trail-jobs 0: give 1 or more"),
    (["--trail-verify", "0"], "--trail-verify 0: give 1 or more runs"),
    (["--trail-budget", "0"], "--trail-budget 0: give a number of seconds above 0"),
])
def test_bad_options_are_usage_errors(tmp_path, args, message):
    repo = amounts_repo(tmp_path / "repo")
    done = pytest_run(repo, "--trail", *args)
    assert done.returncode == 4  # pytest's usage error
    assert message in done.stderr


def test_ctrl_c_while_minimizing_keeps_the_partial_hand_off_and_exits_2(tmp_path):
    repo = amounts_repo(tmp_path / "repo")
    proc = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-p", "trail.pytest_plugin", "--trail"], cwd=repo,
        env=trail_env({"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}), stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    out = repo / ".trail-out" / "test_amounts.py__test_amounts_are_positive"
    deadline = time.monotonic() + 300
    # The best input so far is saved once the reduction has begun; before it (the state
    # folder is made before the well-formedness probe runs) there is nothing to hand off.
    while not (out / ".trail" / "best").is_file() and time.monotonic() < deadline:
        time.sleep(0.2)
    os.kill(proc.pid, signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 2, stdout + stderr
    report = json.loads((out / "report.json").read_text())
    assert report["status"] == "interrupted"
    assert "trail: interrupted: the hand-offs written so far are kept" in stdout
    assert tracked_changes(repo) == ""


@pytest.mark.parametrize(("nodeid", "folder"), [
    ("tests/test_a.py::test_b", "tests_test_a.py__test_b"),
    ("test_a.py::TestC::test_d[x/y-1]", "test_a.py__TestC__test_d_x_y-1"),
    ("../up.py::t", "up.py__t"),
])
def test_a_node_id_becomes_one_folder_name(nodeid, folder):
    assert folder_name(nodeid) == folder


def test_a_long_node_id_is_cut_and_told_apart_by_a_digest():
    long_a, long_b = "t.py::test_" + "a" * 200 + "[1]", "t.py::test_" + "a" * 200 + "[2]"
    assert len(folder_name(long_a)) == 100
    assert folder_name(long_a) != folder_name(long_b)
    assert folder_name(long_a)[:91] == folder_name(long_b)[:91]
    # Two short ids of one name, told apart where both failed.
    assert folder_name("t.py::t[a/b]") == folder_name("t.py::t[a_b]") == "t.py__t_a_b"
    assert folder_name("t.py::t[a/b]", digest=True) != folder_name("t.py::t[a_b]", digest=True)
    assert folder_name("t.py::t[a/b]", digest=True).startswith("t.py__t_a_b-")


def test_the_entry_point_is_declared():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["entry-points"]["pytest11"] == {"trail": "trail.pytest_plugin"}


MORE_TEST = '''\
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def rows(name):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        return []
    with open(path) as fh:
        return [int(line.split(",")[1]) for line in fh]


def test_amounts_are_positive():
    assert all(a >= 0 for a in rows("amounts.csv") + rows("more.csv"))
'''


def test_an_uncommitted_bug_travels_and_the_next_run_collects_no_hand_off(tmp_path):
    """The failure is in changes not committed (a tracked file changed, an untracked
    one the test reads): reproduce.sh applies them in its clone and fails there; the
    hand-off, which holds a copy of the test file, is never collected."""
    repo = make_repo(tmp_path / "repo", {"amounts.csv": "a,1\nb,2\n",
                                         "test_amounts.py": MORE_TEST})
    (repo / "amounts.csv").write_text("a,1\nb,2\nc,3\n")
    (repo / "more.csv").write_text("".join(f"m{i},{-7 if i == 5 else i}\n" for i in range(9)))
    done = pytest_run(repo, "--trail", "--trail-verify", "1")
    assert done.returncode == 1, done.stdout + done.stderr
    out = repo / ".trail-out" / "test_amounts.py__test_amounts_are_positive"
    line = next(li for li in done.stdout.splitlines()
                if li.startswith("test_amounts.py::test_amounts_are_positive: "))
    assert line.endswith("; with the changes not committed to 2 files (changes.diff, which "
                         "reproduce.sh applies) -> "
                         ".trail-out/test_amounts.py__test_amounts_are_positive/"), line
    assert json.loads((out / "report.json").read_text())["auto"]["changes"] == [
        "amounts.csv", "more.csv"]
    clone = tmp_path / "fresh"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    ran = subprocess.run(["sh", str(out / "reproduce.sh")], cwd=clone, capture_output=True,
                         text=True)
    assert ran.returncode == 1, ran.stderr
    assert "reproduce.sh: applied the changes not committed when trail ran (changes.diff)" \
        in ran.stderr
    # Without them the commit passes: the changes are what fails.
    plain = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                           cwd=clone, capture_output=True, text=True)
    assert plain.returncode == 0, plain.stdout
    # The next run collects the suite's own test only, not the hand-off's copy of it.
    again = pytest_run(repo, "-q", "-p", "no:cacheprovider", "--collect-only")
    assert again.stdout.splitlines()[0] == "test_amounts.py::test_amounts_are_positive", \
        again.stdout
    assert "1 test collected" in again.stdout, again.stdout
    # Where norecursedirs lets dot-folders in, the hand-offs' conftest.py keeps them out.
    again = pytest_run(repo, "-q", "-p", "no:cacheprovider", "--collect-only",
                       "-o", "norecursedirs=build")
    assert "1 test collected" in again.stdout, again.stdout
