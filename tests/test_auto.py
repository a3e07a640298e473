"""`trail delta auto`: from a failing command to its minimized files, no oracle written.

The end-to-end cases are the issue's: a pytest test whose fixture loads a 2,000-key
settings.json with one bad value, and a shell script reading a CSV with one bad row.
Each runs from the sample repository's top without naming any file, and checks the
minimized files, the untouched checkout and reproduce.sh in a fresh clone.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from conftest import run_trail, trail_env
from trail.formats.directory import pack_dir
from trail.formats.registry import choose
from trail.jobs.auto import auto_passes
from trail.jobs.auto_choose import OutsideRead, Rules, Why, choose_files, classify, outside_reads
from trail.jobs.auto_collects import VictimFile
from trail.oracle.call import OracleCall, RunResult
from trail.sandbox.errors import SandboxError
from trail.sandbox.local import LocalSandbox
from trail.sandbox.scratch import ScratchSandbox, worker_copies
from trail.sandbox.trace import Tracer, TraceRun, read_strace_log, strace_problem, trace

LOADER = '''\
import json


def load(path):
    with open(path) as fh:
        data = json.load(fh)
    for key, value in data.items():
        if not isinstance(value, str):
            raise TypeError(f"setting {key} must be a string")
    return data
'''

TEST_SETTINGS = '''\
import os

import pytest
from loader import load

HERE = os.path.dirname(__file__)


def double(x):
    return x * 2


@pytest.fixture
def settings_path():
    return os.path.join(HERE, "data", "settings.json")


def test_loads(settings_path):
    settings = load(settings_path)
    assert settings


def test_double():
    assert double(2) == 4


def test_words():
    assert "a" in "abc"
'''

CHECK_SH = '''\
#!/bin/sh
# Fails on a negative amount.
set -eu
tail -n +2 data/orders.csv | while IFS=, read -r id name amount; do
    if [ "$amount" -lt 0 ]; then
        echo "check: negative amount in order $id" >&2
        exit 3
    fi
done
'''


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), "-c", "user.email=t@example.com",
                           "-c", "user.name=t", *args], capture_output=True, text=True,
                          check=True)
    return done.stdout


def make_repo(root: Path, files: dict[str, str | bytes]) -> Path:
    root.mkdir()
    git(root, "init", "-q")
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
        if name.endswith(".sh"):
            path.chmod(0o755)
    git(root, "add", "-A")
    git(root, "commit", "-qm", "sample")
    return root


def settings_repo(root: Path) -> Path:
    settings = {f"key{i:04d}": f"value {i}" for i in range(2000)}
    settings["key1234"] = {"nested": True}  # the loader takes strings only
    return make_repo(root, {
        "tests/data/settings.json": json.dumps(settings, indent=2) + "\n",
        "tests/loader.py": LOADER,
        "tests/test_settings.py": TEST_SETTINGS,
        "tests/conftest.py": "import os, sys\n\nsys.path.insert(0, os.path.dirname(__file__))\n",
    })


def csv_repo(root: Path) -> Path:
    rows = ["id,name,amount", *(f"{i},item{i},{i * 3}" for i in range(1, 301))]
    rows[200] = "200,item200,-7"
    return make_repo(root, {"data/orders.csv": "\n".join(rows) + "\n",
                            "scripts/check.sh": CHECK_SH})


def reproduce_in_fresh_clone(repo: Path, out: Path, tmp_path: Path) -> int:
    clone = tmp_path / "fresh"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    return subprocess.run(["sh", str(out / "reproduce.sh")], cwd=clone,
                          capture_output=True).returncode


# -- end to end ------------------------------------------------------------------------

def test_a_failing_pytest_test_gets_its_settings_and_its_own_file_minimized(tmp_path):
    repo = settings_repo(tmp_path / "repo")
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "python3", "-m", "pytest", "tests/test_settings.py::test_loads",
                     cwd=repo, timeout=1800)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    settings = json.loads((out / "tests/data/settings.json").read_text())
    # Down to characters: the key stays whole, as the failure's message names it.
    assert list(settings) == ["key1234"] and not isinstance(settings["key1234"], str)
    test_file = (out / "tests/test_settings.py").read_text()
    assert "def test_loads(" in test_file
    assert "test_double" not in test_file and "test_words" not in test_file
    assert "def double" not in test_file
    assert not (out / "tests/loader.py").exists()  # source code: kept as it is
    assert git(repo, "status", "--porcelain") == ""
    report = json.loads((out / "report.json").read_text())
    auto = report["auto"]
    assert auto["tracer"] == "strace" and auto["test"] == "tests/test_settings.py::test_loads"
    why = {read["path"]: read["why"] for read in auto["read"]}
    assert why["tests/data/settings.json"] == Why.DATA.value
    assert why["tests/test_settings.py"] == Why.TEST_FILE.value
    assert why["tests/loader.py"] == Why.SOURCE.value
    assert why["tests/conftest.py"] == Why.PROJECT.value
    assert report["signature"]["lines"]  # the test's own failure message
    # The oracle is the command warm starts were planned for: every candidate ran warm.
    warm = report["sandbox"]["warm_starts"]
    assert warm["runs"] == report["tests"]["run"] > 0, warm
    assert reproduce_in_fresh_clone(repo, out, tmp_path) == 1


def test_a_shell_script_gets_the_csv_it_reads_minimized(tmp_path):
    repo = csv_repo(tmp_path / "repo")
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "./scripts/check.sh", cwd=repo, timeout=1200)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    rows = (out / "data/orders.csv").read_text().splitlines()
    # Cut to characters: the first line (the script skips it) is empty, and the row
    # keeps its id, which the failure's message names, and its amount.
    assert rows == ["", "200,,-7"]
    assert not (out / "scripts/check.sh").exists()
    assert git(repo, "status", "--porcelain") == ""
    report = json.loads((out / "report.json").read_text())
    assert [r["path"] for r in report["auto"]["read"] if r["chosen"]] == ["data/orders.csv"]
    # The row that breaks is line 201 of the file; the line the script skips is empty.
    assert report["kept"]["summary"] == "kept `data/orders.csv` (line 201 of 301)"
    assert "| `scripts/check.sh` |" in (out / "report.md").read_text()
    assert reproduce_in_fresh_clone(repo, out, tmp_path) == 1


EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "pytest-yaml"


def yaml_example_repo(root: Path) -> Path:
    """examples/pytest-yaml with 10 of its 300 services, the bad timeout among them."""
    lines = (EXAMPLE / "services.yaml").read_text().splitlines(keepends=True)
    first = lines.index("  - name: svc-205\n")
    services = "".join(lines[:2] + lines[first:first + 40])
    return make_repo(root, {
        "services.yaml": services, "inventory.py": (EXAMPLE / "inventory.py").read_text(),
        "conftest.py": (EXAMPLE / "conftest.py").read_text(),
        "tests/test_inventory.py": (EXAMPLE / "tests/test_inventory.py").read_text()})


def test_a_fixtures_error_keeps_its_exception_and_the_data_entry_that_raises_it(tmp_path):
    """The fixture raises KeyError: '0' on setup (pytest: ERROR). Without services.yaml
    it raises FileNotFoundError, without the fixture the test errors for want of it:
    other failures, so the file is minimized to the entry, never removed."""
    repo = yaml_example_repo(tmp_path / "repo")
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "-j", "1", "--verify", "1", "--out", str(out), "--",
                     "python3", "-m", "pytest", "-q",
                     "tests/test_inventory.py::test_timeouts_are_positive",
                     cwd=repo, timeout=1800)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    # Down to characters, as `trail delta` cuts one file: the comment goes, and the
    # indentation, which YAML does not need before a mapping's list.
    assert (out / "services.yaml").read_text() == "services:\n- timeout: 90"
    test_file = (out / "tests/test_inventory.py").read_text()
    assert test_file.endswith('@pytest.fixture\ndef services():\n    return inventory.load('
                              'os.path.join(HERE, "..", "services.yaml"))\n\n\n'
                              "def test_timeouts_are_positive(services):0\n")
    report = json.loads((out / "report.json").read_text())
    assert report["signature"]["lines"] == [
        "^[ \t]*ERROR [^ ]*::test_timeouts_are_positive( - .*)?[ \t]*$",
        "^[ \t]*E[ \t]+KeyError: '0'[ \t]*$"]
    assert report["signature"]["summary"] == \
        "tests/test_inventory.py::test_timeouts_are_positive: KeyError: '0'"
    assert report["auto"]["removed"] == []
    # The data's structure first, then the test file's statements, the data's
    # characters last. Not run: the candidates of the test file that could not run the
    # test (without it, its file, or the pytest its fixture's decorator reads), and
    # until the end the YAML its format calls malformed.
    assert [p["name"] for p in report["passes"]][:11] == [
        "dir-depth-1", "dir-depth-2", "services.yaml:yaml-depth-1", "services.yaml:yaml-depth-2",
        "services.yaml:yaml-depth-3", "services.yaml:yaml-values", "services.yaml:blank-lines",
        "services.yaml:lines", "services.yaml:tokens", "tests/test_inventory.py:python-depth-1",
        "tests/test_inventory.py:python-depth-2"]
    assert report["passes"][-1]["name"] == "services.yaml:chars"
    assert report["guarantees"]["one_minimal"] == ["services.yaml:chars"]
    why = "the test failed another way (error: {})"
    assert report["tests"] == {
        "run": 110, "cached": 29, "malformed_skipped": 21, "oracle_runs": 113, "wasted": 0,
        "outcomes": {"exit 125": 93, "fail": 13, "pass": 4},
        "inconclusive": {why.format("KeyError"): 40, why.format("TypeError"): 32,
                         why.format("ValueError"): 7, why.format("NameError"): 6,
                         why.format("no exception type"): 4,
                         why.format("FileNotFoundError"): 2,
                         why.format("yaml.parser.ParserError"): 1,
                         why.format("yaml.scanner.ScannerError"): 1}}
    said = ("93 of 110 candidate runs inconclusive: 40 the test failed another way (error: "
            "KeyError), 32 the test failed another way (error: TypeError), 7 the test failed "
            "another way (error: ValueError), 6 the test failed another way (error: NameError), "
            "4 the test failed another way (error: no exception type), 2 the test failed "
            "another way (error: FileNotFoundError), 1 the test failed another way (error: "
            "yaml.parser.ParserError), 1 the test failed another way (error: "
            "yaml.scanner.ScannerError)")
    assert f"trail: {said}\n" in done.stderr.decode()
    assert f"| inconclusive | `{said}` |" in (out / "report.md").read_text()
    assert reproduce_in_fresh_clone(repo, out, tmp_path) == 1


def test_a_file_read_outside_the_checkout_is_named_and_the_reproducer_depends_on_it(tmp_path):
    # The failure comes from a config outside the checkout, named by $APP_CONFIG: trail
    # minimized the rows the script also reads as if they were the cause, and said
    # nothing of the config, which reproduce.sh's fresh clone does not have.
    config = (tmp_path / "config" / "app.conf").resolve()
    config.parent.mkdir()
    config.write_text("mode=bad\n")
    repo = make_repo(tmp_path / "repo", {
        "data/rows.txt": "".join(f"row {i}\n" for i in range(20)),
        "scripts/check.sh": '#!/bin/sh\ncat data/rows.txt > /dev/null\n'
                            'grep -q "mode=bad" "$APP_CONFIG" || exit 0\n'
                            'echo "check: bad mode" >&2\nexit 3\n'})
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "./scripts/check.sh", cwd=repo, env={"APP_CONFIG": str(config)},
                     timeout=600)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    said = (f"the command read 1 file outside the checkout: {config} (named by $APP_CONFIG); "
            "trail minimizes the checkout's files only, so the failure may come from these, "
            "and the reproducer depends on them as they are (reproduce.sh reads them where "
            "they are now)")
    assert f"trail: warning: {said}" in done.stderr.decode().splitlines()
    report = json.loads((out / "report.json").read_text())
    assert report["auto"]["outside"] == [{"path": str(config), "variable": "APP_CONFIG"}]
    assert f"> warning: {said}." in (out / "report.md").read_text()
    assert f"#   {config}\n" in (out / "reproduce.sh").read_text()
    clone = tmp_path / "fresh"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    env = {**os.environ, "APP_CONFIG": str(config)}
    assert subprocess.run(["sh", str(out / "reproduce.sh")], cwd=clone, env=env,
                          capture_output=True).returncode == 1
    config.unlink()  # elsewhere: the reproducer says what it misses
    ran = subprocess.run(["sh", str(out / "reproduce.sh")], cwd=clone, env=env,
                         capture_output=True, text=True)
    assert f"reproduce.sh: {config} is missing here; the failure may depend on it" in ran.stderr


def test_outside_reads_skip_the_environments_own_files(tmp_path):
    data, tool = tmp_path / "data.json", tmp_path / "tool"
    packaged = tmp_path / "lib" / "site-packages" / "pkg" / "table.txt"
    packaged.parent.mkdir(parents=True)
    for path in (data, tool, packaged, tmp_path / "named.py"):
        path.write_text("x")
    tool.chmod(0o755)
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "in.txt").write_text("x")
    opened = [str(tree / "in.txt"), "/etc/hostname", "/dev/null", str(data), str(tool),
              str(packaged), str(tmp_path / "named.py"), str(tmp_path / "gone.txt")]
    found = outside_reads(opened, str(tree), {"SCRIPT": str(tmp_path / "named.py"),
                                              "HOME": str(tmp_path)})
    # Data outside (the folder HOME names holds nearly everything: it names none of it),
    # and code the environment names itself; not the system's, programs, packages'.
    assert found == [OutsideRead(str(data)), OutsideRead(str(tmp_path / "named.py"), "SCRIPT")]


# -- bad input ----------------------------------------------------------------------------

def test_a_passing_command_is_a_one_line_error(tmp_path):
    repo = csv_repo(tmp_path / "repo")
    done = run_trail("delta", "auto", "--out", str(tmp_path / "out"), "--", "true", cwd=repo)
    assert done.returncode == 2
    assert done.stderr.decode().splitlines()[-1] == \
        "trail: error: nothing to minimize: the command passes (exit status 0)"


def test_a_test_named_from_a_folder_below_the_top_says_where_the_command_ran(tmp_path):
    # As a newcomer runs examples/pytest-yaml's test from its folder in trail's own
    # checkout: the node id is the folder's, and the command runs from the top.
    repo = make_repo(tmp_path / "repo", {"example/tests/test_x.py": "def test_x():\n"
                                                                    "    assert False\n"})
    done = run_trail("delta", "auto", "--out", str(tmp_path / "out"), "--", sys.executable,
                     "-m", "pytest", "-q", "tests/test_x.py::test_x", cwd=repo / "example")
    assert done.returncode == 2
    err = done.stderr.decode()
    assert f"trail: the command runs from the repository's top, {repo}, not from example/" \
        in err
    assert err.splitlines()[-1].endswith(
        f"check its node id, or that pytest can collect it; it ran from the repository's "
        f"top, {repo}, not from example/: name paths from the top (example/...) or run "
        "trail from there")


def test_a_bug_not_committed_travels_in_changes_diff(tmp_path):
    """The failure is a change not committed: the clone of the commit alone passes;
    reproduce.sh applies changes.diff in its clone and fails there. A cache folder the
    command read (__pycache__) is neither listed nor carried."""
    repo = csv_repo(tmp_path / "repo")
    orders = repo / "data" / "orders.csv"
    committed = orders.read_text().replace("200,item200,-7", "200,item200,7")
    orders.write_text(committed)
    git(repo, "commit", "-qam", "fixed")
    orders.write_text(committed.replace("150,item150,450", "150,item150,-4"))
    (repo / "data" / "__pycache__").mkdir()
    (repo / "data" / "__pycache__" / "seen.txt").write_text("cached\n")
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "sh", "-c", "cat data/__pycache__/seen.txt >/dev/null; sh scripts/check.sh",
                     cwd=repo)
    err = done.stderr.decode()
    assert done.returncode == 0, err
    assert "trail: the command ran on changes not committed to 1 file (data/orders.csv): " \
           "reproduce.sh applies them in its clone (changes.diff)" in err.splitlines()
    assert not [line for line in err.splitlines()
                if line.startswith(("trail: keep", "trail: minimize")) and "__pycache__" in line]
    assert (out / "data" / "orders.csv").read_text() == "\n150,,-4\n"
    diff = (out / "changes.diff").read_text()
    assert "-150,item150,450\n+150,item150,-4\n" in diff and "__pycache__" not in diff
    report = json.loads((out / "report.json").read_text())
    assert report["auto"]["changes"] == ["data/orders.csv"]
    clone = tmp_path / "fresh"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    assert subprocess.run(["sh", "scripts/check.sh"], cwd=clone).returncode == 0
    ran = subprocess.run(["sh", str(out / "reproduce.sh")], cwd=clone, capture_output=True,
                         text=True)
    assert ran.returncode == 1, ran.stderr
    assert "reproduce.sh: applied the changes not committed when trail ran (changes.diff)" \
        in ran.stderr


def test_a_relative_path_outside_the_checkout_runs_as_its_absolute_path(tmp_path):
    repo = csv_repo(tmp_path / "repo")
    tools = tmp_path / "tools"
    tools.mkdir()
    (repo / "scripts" / "check.sh").rename(tools / "check.sh")
    git(repo, "commit", "-qam", "the check lives outside")
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "sh", "../tools/check.sh", cwd=repo)
    err = done.stderr.decode()
    assert done.returncode == 0, err
    assert err.splitlines()[0] == (
        "trail: the command runs in a scratch copy of the checkout, so what it names outside "
        f"the checkout is named by its absolute path: ../tools/check.sh -> {tools}/check.sh")
    assert json.loads((out / "report.json").read_text())["auto"]["command"] == [
        "sh", f"{tools}/check.sh"]
    assert (out / "data" / "orders.csv").read_text() == "\n200,,-7\n"


def test_a_command_that_reads_nothing_in_the_repository_suggests_include(tmp_path):
    repo = csv_repo(tmp_path / "repo")
    done = run_trail("delta", "auto", "--out", str(tmp_path / "out"), "--",
                     "sh", "-c", "exit 4", cwd=repo)
    assert done.returncode == 2
    assert done.stderr.decode().splitlines()[-1] == (
        "trail: error: the command read no file under the repository (traced by strace): "
        "nothing to minimize; name the files with --include GLOB")


def test_reading_only_source_code_names_include(tmp_path):
    repo = make_repo(tmp_path / "repo", {"fail.sh": "#!/bin/sh\nexit 5\n"})
    done = run_trail("delta", "auto", "--out", str(tmp_path / "out"), "--", "sh", "fail.sh",
                     cwd=repo)
    assert done.returncode == 2
    lines = done.stderr.decode().splitlines()
    assert "trail: keep 1 file the command read as it is (fail.sh): 1 source code; " \
        "--include GLOB minimizes one" in lines
    assert lines[-1] == ("trail: error: none of the 1 files the command read under the "
                         "repository is data to minimize (see above): name the ones to "
                         "minimize with --include GLOB")


def test_a_passing_pytest_test_is_a_one_line_error(tmp_path):
    repo = make_repo(tmp_path / "repo", {"test_ok.py": "def test_ok():\n    pass\n"})
    done = run_trail("delta", "auto", "--out", str(tmp_path / "out"), "--",
                     "python3", "-m", "pytest", "test_ok.py::test_ok", cwd=repo)
    assert done.returncode == 2
    assert done.stderr.decode().splitlines()[-1] == \
        "trail: error: nothing to minimize: the test test_ok.py::test_ok passes (exit status 0)"


def test_outside_a_git_checkout(tmp_path):
    done = run_trail("delta", "auto", "--", "false", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.decode().splitlines()[-1] == (
        "trail: error: trail delta auto runs inside a git checkout (it copies the repository "
        "and reproduces in a fresh clone): cd into the repository")


# -- choosing the files -------------------------------------------------------------------

@pytest.mark.parametrize(("path", "tracked", "rules", "why"), [
    ("tests/data/a.json", True, Rules(), Why.DATA),
    ("fixtures/input", True, Rules(), Why.DATA),
    ("src/app.py", True, Rules(), Why.SOURCE),
    ("pyproject.toml", True, Rules(), Why.PROJECT),
    ("out/cache.json", False, Rules(), Why.UNTRACKED),
    ("tests/test_a.py", True, Rules(test_file="tests/test_a.py"), Why.TEST_FILE),
    ("src/app.py", True, Rules(include=("src/**",)), Why.INCLUDED),
    ("tests/data/a.json", True, Rules(include=("tests/*",), exclude=("*.json",)),
     Why.EXCLUDED),
])
def test_classify(path, tracked, rules, why):
    assert classify(path, read=True, tracked=tracked, executable=False, rules=rules) is why


def test_choose_files_leaves_large_files_out_and_adds_included_unread_ones(tmp_path):
    (tmp_path / "big.json").write_text("[" + "1," * 600 + "1]")
    (tmp_path / "small.csv").write_text("a,b\n")
    (tmp_path / "more.csv").write_text("c\n")
    choices = choose_files(["big.json", "small.csv"], {"big.json", "small.csv", "more.csv"},
                           str(tmp_path), Rules(include=("more.*",), max_bytes=1000))
    assert [(c.path, c.bytes, c.why) for c in choices] == [
        ("big.json", 1203, Why.TOO_LARGE), ("small.csv", 4, Why.DATA),
        ("more.csv", 2, Why.INCLUDED_UNREAD)]


# -- tracing -------------------------------------------------------------------------------

def test_strace_log_reads_only_successful_opens_for_reading(tmp_path):
    log = tmp_path / "log"
    log.write_text(
        '7 openat(AT_FDCWD</r>, "a.json", O_RDONLY|O_CLOEXEC) = 3</r/a.json>\n'
        '7 openat(AT_FDCWD</r>, "gone", O_RDONLY) = -1 ENOENT (No such file or directory)\n'
        '7 openat(AT_FDCWD</r>, "out.txt", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 4</r/out.txt>\n'
        '7 openat(AT_FDCWD</r>, "d", O_RDONLY|O_DIRECTORY) = 5</r/d>\n'
        '8 openat(AT_FDCWD</r>, "b.csv", O_RDONLY <unfinished ...>\n'
        '7 open("/r/a.json", O_RDONLY) = 3</r/a.json>\n'
        '8 <... openat resumed>) = 6</r/b.csv>\n'
        '9 openat(AT_FDCWD</r>, "sp ace", O_RDWR) = 3</r/sp\\x20ace>\n')
    assert read_strace_log(str(log)) == ("/r/a.json", "/r/b.csv", "/r/sp ace")


def _trace(tmp_path: Path, argv: list[str], problem: str | None):
    (tmp_path / "data.txt").write_text("x\n")
    log_dir = tmp_path / "log"
    log_dir.mkdir()
    sandbox = LocalSandbox()
    try:
        return trace(sandbox, TraceRun(" ".join(argv), tuple(argv), str(tmp_path), {}, 60,
                                       str(log_dir)), problem)
    finally:
        sandbox.close()


@pytest.mark.skipif(strace_problem() is not None, reason="strace cannot trace here")
def test_strace_sees_a_shell_commands_reads(tmp_path):
    traced = _trace(tmp_path, ["cat", "data.txt"], None)
    assert traced.tracer is Tracer.STRACE and traced.result.stdout == b"x\n"
    assert str(tmp_path / "data.txt") in traced.opened


def test_without_strace_a_python_command_is_traced_by_an_audit_hook(tmp_path):
    traced = _trace(tmp_path, ["python3", "-c", "'open(\"data.txt\").read(); open(\"w\", \"w\")'"],
                    "strace is not installed")
    assert traced.tracer is Tracer.AUDIT_HOOK
    assert traced.note == ("strace is not installed: traced with a Python audit hook "
                           "(Python processes only)")
    assert str(tmp_path / "data.txt") in traced.opened
    assert str(tmp_path / "w") not in traced.opened


def test_without_strace_another_command_says_what_to_install(tmp_path):
    with pytest.raises(SandboxError) as error:
        _trace(tmp_path, ["cat", "data.txt"], "strace is not installed")
    assert str(error.value) == (
        "cannot trace which files the command reads: strace is not installed, and the "
        "command is not a Python program (the fallback traces those only): install strace "
        "and allow ptrace (docker run --cap-add SYS_PTRACE)")



def _folder_passes(folder) -> list:
    data = pack_dir(folder)
    return choose("files", data, directory=True)[0].passes(data)


def test_data_files_keep_every_pass_and_the_test_file_its_statements(tmp_path):
    # A data file is cut down to characters, as `trail delta` cuts one file: its
    # smallest failing form may be malformed (the pipeline asks the oracle). The
    # characters come last, over what every file's structure left.
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests/a.json").write_text('{"a": 1, "b": [2]}\n')
    (tmp_path / "tests/test_t.py").write_text("import os\n\n\ndef test_x():\n    assert os\n")
    (tmp_path / "d.csv").write_text("x,y\n1,2\n3,4\n")
    passes = auto_passes(_folder_passes(tmp_path), "tests/test_t.py")
    assert [p.name for p in passes] == [
        "dir-depth-1", "dir-depth-2", "d.csv:lines", "d.csv:tokens", "d.csv:merge-names",
        "d.csv:rename-names", "d.csv:pairs", "d.csv:bodies", "d.csv:inline",
        "tests/a.json:json-depth-1", "tests/a.json:json-depth-2", "tests/a.json:json-hoist",
        "tests/a.json:json-blanks", "tests/a.json:json-values", "tests/a.json:lines",
        "tests/test_t.py:python-depth-1", "tests/test_t.py:python-depth-2",
        "d.csv:chars", "tests/a.json:chars"]


def test_the_test_files_passes_come_after_the_data_files_whatever_their_names(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests/test_a.py").write_text("import os\n\n\ndef test_x():\n    assert os\n")
    (tmp_path / "tests/z.json").write_text('{"a": 1}\n')
    passes = auto_passes(_folder_passes(tmp_path), "tests/test_a.py")
    assert [p.name for p in passes] == [
        "dir-depth-1", "dir-depth-2", "tests/z.json:json-depth-1", "tests/z.json:json-hoist",
        "tests/z.json:json-blanks", "tests/z.json:json-values", "tests/z.json:lines",
        "tests/test_a.py:python-depth-1", "tests/test_a.py:python-depth-2", "tests/z.json:chars"]


EXAMPLE_TEST = (Path(__file__).resolve().parent.parent / "examples/pytest-yaml/tests"
                / "test_inventory.py").read_text()
IN_A_CLASS = "import pytest\n\n\nclass TestX(BASE):\n    def test_y(self):\n        pass\n"


@pytest.mark.parametrize(("victim", "text", "collects"), [
    ("tests/t.py::test_timeouts_are_positive", EXAMPLE_TEST, True),
    # @pytest.fixture is read as the module is imported: without the import, no test runs.
    ("tests/t.py::test_timeouts_are_positive", EXAMPLE_TEST.replace("import pytest\n", ""),
     False),
    # The fixture's body is not: the test runs (and fails another way).
    ("tests/t.py::test_timeouts_are_positive", EXAMPLE_TEST.replace("import inventory\n", ""),
     True),
    ("tests/t.py::test_timeouts_are_positive",
     EXAMPLE_TEST.replace("def test_timeouts_are_positive", "def test_other"), False),
    ("tests/t.py::test_timeouts_are_positive", "def test_timeouts_are_positive(:\n", False),
    ("tests/t.py::test_x[1-2]", "def test_x(a=LIMIT):\n    pass\n", False),
    ("tests/t.py::test_x[1-2]", "from limits import *\n\ndef test_x(a=LIMIT):\n    pass\n",
     True),
    ("tests/t.py::test_x", "try:\n    import yaml\nexcept ImportError:\n    yaml = None\n"
     "test_x = yaml.make_test() if yaml else None\n", True),
    ("tests/t.py::TestX::test_y", IN_A_CLASS.replace("(BASE)", ""), True),
    ("tests/t.py::TestX::test_y", IN_A_CLASS.replace("(BASE)", "").replace("test_y", "t"),
     False),
    ("tests/t.py::TestX::test_y", "class Base:\n    pass\n\n\n"
     + IN_A_CLASS.replace("BASE", "Base").replace("test_y", "t"), True),  # it may inherit it
    ("tests/t.py::TestX::test_y", IN_A_CLASS, False),  # BASE is not bound
    ("tests/other.py::test_x", "def test_x():\n    pass\n", False),  # the file is gone
])
def test_a_candidate_of_the_test_file_runs_the_test_only_if_it_still_collects(
        tmp_path, victim, text, collects):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests/t.py").write_text(text)
    (tmp_path / "data.yaml").write_text("a: 1\n")
    assert VictimFile.of(victim).collects(pack_dir(tmp_path)) is collects


# -- where ptrace is not allowed -------------------------------------------------------------

def no_ptrace_path(tmp_path: Path) -> dict[str, str]:
    """PATH with a `strace` first that fails as it does in a container without ptrace."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "strace").write_text(
        "#!/bin/sh\necho 'strace: ptrace(PTRACE_TRACEME, ...): Operation not permitted' >&2\n"
        "exit 1\n")
    (bin_dir / "strace").chmod(0o755)
    return {"PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}


def test_without_ptrace_a_pytest_test_is_traced_by_the_audit_hook(tmp_path):
    settings = {f"key{i}": f"value {i}" for i in range(40)}
    settings["key17"] = 17
    repo = make_repo(tmp_path / "repo", {
        "tests/data/settings.json": json.dumps(settings),
        "tests/loader.py": LOADER, "tests/test_settings.py": TEST_SETTINGS,
        "tests/conftest.py": "import os, sys\n\nsys.path.insert(0, os.path.dirname(__file__))\n",
    })
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "python3", "-m", "pytest", "tests/test_settings.py::test_loads",
                     cwd=repo, env=no_ptrace_path(tmp_path), timeout=1800)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    assert json.loads((out / "tests/data/settings.json").read_text()) == {"key17": 0}
    auto = json.loads((out / "report.json").read_text())["auto"]
    assert auto["tracer"] == "python audit hook"
    assert auto["tracer_note"] == (
        "strace cannot trace here (strace: ptrace(PTRACE_TRACEME, ...): Operation not "
        "permitted): traced with a Python audit hook (Python processes only)")


def test_without_ptrace_a_shell_command_is_told_what_to_install(tmp_path):
    repo = csv_repo(tmp_path / "repo")
    done = run_trail("delta", "auto", "--out", str(tmp_path / "out"), "--",
                     "./scripts/check.sh", cwd=repo, env=no_ptrace_path(tmp_path))
    assert done.returncode == 2
    assert done.stderr.decode().splitlines()[-1] == (
        "trail: error: cannot trace which files the command reads: strace cannot trace here "
        "(strace: ptrace(PTRACE_TRACEME, ...): Operation not permitted), and the command is "
        "not a Python program (the fallback traces those only): install strace and allow "
        "ptrace (docker run --cap-add SYS_PTRACE)")


PRICES_TEST = '''\
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def test_no_price_is_negative():
    with open(os.path.join(HERE, "prices.json")) as fh:
        if '"price": -' in fh.read():
            raise ValueError("a negative price")
'''
PRICES = '{"items": [{"name": "pen", "price": 3}, {"name": "cup", "price": -7}]}\n'


def prices_repo(root: Path) -> Path:
    """A test that reads its JSON as text: its smallest failing form is not JSON."""
    return make_repo(root, {"prices.json": PRICES, "test_prices.py": PRICES_TEST})


def test_a_data_file_goes_down_to_its_malformed_minimum(tmp_path):
    repo = prices_repo(tmp_path / "repo")
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "python3", "-m", "pytest", "-q", "test_prices.py::test_no_price_is_negative",
                     cwd=repo, timeout=1200)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    minimized = (out / "prices.json").read_text()
    assert minimized == '"price": -'
    with pytest.raises(json.JSONDecodeError):
        json.loads(minimized)
    assert reproduce_in_fresh_clone(repo, out, tmp_path) == 1


def test_a_crash_is_minimized_with_expect_exit_as_trail_delta_says(tmp_path):
    lines = "".join(f"line {i}\n" for i in range(30)).replace("line 12\n", "boom\n")
    repo = make_repo(tmp_path / "repo", {
        "data/input.txt": lines,
        "crash.sh": "#!/bin/sh\ngrep -q boom data/input.txt && kill -SEGV $$\nexit 0\n"})
    command = ["--", "sh", "crash.sh"]
    done = run_trail("delta", "auto", "--out", str(tmp_path / "o1"), *command, cwd=repo)
    assert done.returncode == 2
    assert done.stderr.decode().splitlines()[-1].endswith(
        ": to minimize this crash, pass --expect-exit 139")
    out = tmp_path / "o2"
    done = run_trail("delta", "auto", "--expect-exit", "139", "--verify", "1", "--out", str(out),
                     *command, cwd=repo)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    assert (out / "data/input.txt").read_text() == "boom"


def test_the_one_liner_reproduces_beside_a_clone_and_inside_one(tmp_path):
    # The Action's comment: `gh run download ... --dir trail-repro && sh
    # trail-repro/reproduce.sh`, on a laptop where the runner's checkout does not
    # exist: run from the folder that holds the clone, or from inside the clone.
    (tmp_path / "runner").mkdir()
    repo = csv_repo(tmp_path / "runner" / "repo")
    out = tmp_path / "out"
    done = run_trail("delta", "auto", "--verify", "1", "--out", str(out), "--",
                     "./scripts/check.sh", cwd=repo, timeout=1200)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    laptop = tmp_path / "laptop"
    subprocess.run(["git", "clone", "-q", str(repo), str(laptop / "proj")], check=True)
    shutil.rmtree(tmp_path / "runner")  # the checkout trail ran in is gone
    shutil.copytree(out, laptop / "trail-repro")
    beside = subprocess.run(["sh", "trail-repro/reproduce.sh"], cwd=laptop,
                            capture_output=True)
    assert beside.returncode == 1, beside.stderr.decode()[-2000:]
    shutil.move(laptop / "trail-repro", laptop / "proj" / "trail-repro")
    inside = subprocess.run(["sh", "trail-repro/reproduce.sh"], cwd=laptop / "proj",
                            capture_output=True)
    assert inside.returncode == 1, inside.stderr.decode()[-2000:]


# -- --jobs: a scratch copy per candidate running at once --------------------------------

class ReadsItsCopy:
    """An inner sandbox that reads the candidate's file in the call's workdir, as the
    command would, while other calls run; it counts how many run at once."""

    name = "reads-its-copy"

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = self.most = 0

    def run(self, call: OracleCall) -> RunResult:
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        time.sleep(0.05)  # the others write their candidates meanwhile
        data = Path(call.workdir, "data", "in.txt").read_bytes()
        with self.lock:
            self.running -= 1
        return RunResult(0, None, False, data, call.workdir.encode(), 0.05)

    def close(self) -> None:
        pass


def test_calls_side_by_side_each_run_in_a_scratch_copy_of_their_own(tmp_path):
    (tmp_path / "tree" / "data").mkdir(parents=True)
    (tmp_path / "tree" / "data" / "in.txt").write_text("original\n")
    roots = worker_copies(str(tmp_path / "tree"), 2)
    assert roots == [str(tmp_path / "tree"), str(tmp_path / "tree-1")]
    inner = ReadsItsCopy()
    sandbox = ScratchSandbox(inner, roots, ["data/in.txt"])
    candidates = []
    for n in range(8):
        folder = tmp_path / f"c{n}" / "data"
        folder.mkdir(parents=True)
        (folder / "in.txt").write_text(f"candidate {n}\n")
        candidates.append(pack_dir(folder.parent))
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(
            lambda c: sandbox.run(OracleCall("cat data/in.txt", c, "files")), candidates))
    # Each call saw its own candidate: no other wrote into its copy while it ran.
    assert [r.stdout for r in results] == [f"candidate {n}\n".encode() for n in range(8)]
    assert {r.stderr.decode() for r in results} == set(roots)
    assert inner.most == 2  # two copies: the other calls waited for one to be free


def test_worker_copies_are_copies_not_links_and_keep_modes_and_symlinks(tmp_path):
    tree = tmp_path / "tree"
    (tree / "bin").mkdir(parents=True)
    (tree / "bin" / "run.sh").write_text("#!/bin/sh\n")
    (tree / "bin" / "run.sh").chmod(0o755)
    (tree / "link").symlink_to("bin/run.sh")
    first, second = worker_copies(str(tree), 2)
    copy = Path(second)
    assert os.readlink(copy / "link") == "bin/run.sh"
    assert (copy / "bin" / "run.sh").stat().st_mode & 0o777 == 0o755
    assert (copy / "bin" / "run.sh").stat().st_ino != (tree / "bin" / "run.sh").stat().st_ino
    (copy / "bin" / "run.sh").write_text("changed\n")  # the command writing in place
    assert (tree / "bin" / "run.sh").read_text() == "#!/bin/sh\n"


def checkout_files(repo: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of the checkout but .git, with its content and mtime."""
    return {str(p.relative_to(repo)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(repo.rglob("*")) if p.is_file() and ".git" not in p.parts}


def result_files(out: Path) -> dict[str, bytes]:
    """The minimized files trail wrote (not its report nor its state)."""
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and ".trail" not in p.parts
            and not p.name.startswith(("report.", "reproduce."))}


def test_jobs_2_gives_jobs_1s_result_on_the_yaml_example_and_never_writes_the_checkout(
        tmp_path):
    repo = yaml_example_repo(tmp_path / "repo")
    before = checkout_files(repo)
    reports, files = {}, {}
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}"
        done = run_trail("delta", "auto", "-j", jobs, "--verify", "1", "--out", str(out), "--",
                         "python3", "-m", "pytest", "-q",
                         "tests/test_inventory.py::test_timeouts_are_positive",
                         cwd=repo, timeout=1800)
        assert done.returncode == 0, done.stderr.decode()[-3000:]
        reports[jobs], files[jobs] = json.loads((out / "report.json").read_text()), \
            result_files(out)
    assert files["1"] and files["2"] == files["1"]
    one, two = reports["1"], reports["2"]
    for key in ("minimized", "kept", "passes", "guarantees", "signature", "auto"):
        assert two[key] == one[key], key
    # The same candidates were asked for (the passes' counts above); -j2 ran its wrong
    # guesses besides, as trail delta -j2 does.
    assert one["tests"]["wasted"] == 0
    assert one["tests"]["run"] <= two["tests"]["run"] <= one["tests"]["run"] + \
        two["tests"]["wasted"]
    assert checkout_files(repo) == before


STALLING_CHECK_SH = '''\
#!/bin/sh
# Fails on a negative amount. Logs where it ran; stalls once $STALL_AFTER runs were logged.
echo "$PWD" >> "$RUNS"
if [ -n "${STALL_AFTER:-}" ] && [ "$(wc -l < "$RUNS")" -gt "$STALL_AFTER" ]; then
    touch "$RUNS.stalled"
    sleep 60
fi
tail -n +2 data/orders.csv | while IFS=, read -r id name amount; do
    if [ "$amount" -lt 0 ]; then
        echo "check: negative amount in order $id" >&2
        exit 3
    fi
done
'''


def stalling_csv_repo(root: Path) -> Path:
    repo = csv_repo(root)
    (repo / "scripts" / "check.sh").write_text(STALLING_CHECK_SH)
    git(repo, "commit", "-qam", "stall on demand")
    return repo


def auto_check(*args: str) -> list[str]:
    """`trail delta auto ARGS -- ./scripts/check.sh` as a process's argv."""
    return [sys.executable, "-m", "trail", "delta", "auto", *args, "--", "./scripts/check.sh"]


def start_auto(repo: Path, env: dict[str, str], *args: str) -> subprocess.Popen:
    return subprocess.Popen(auto_check(*args), cwd=repo, env=trail_env(env),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_for(path: Path, seconds: float = 300) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < deadline, f"no {path}"
        time.sleep(0.05)


def test_ctrl_c_at_jobs_2_removes_every_scratch_copy_and_keeps_the_best(tmp_path):
    repo = stalling_csv_repo(tmp_path / "repo")
    before = checkout_files(repo)
    temp, runs, out = tmp_path / "tmp", tmp_path / "runs.log", tmp_path / "out"
    temp.mkdir()
    env = {"TMPDIR": str(temp), "RUNS": str(runs), "STALL_AFTER": "12"}
    proc = start_auto(repo, env, "-j", "2", "--verify", "1", "--out", str(out))
    wait_for(runs.with_name("runs.log.stalled"))
    assert len(os.listdir(temp)) == 2  # trail-auto-* (the copies) and the local sandbox's
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()[-3000:]
    assert json.loads((out / "report.json").read_text())["status"] == "interrupted"
    assert os.listdir(temp) == []
    ran_in = set(runs.read_text().splitlines())
    # The traced run and the candidates ran in the two copies, never in the checkout.
    assert len(ran_in) == 2 and all(p.startswith(str(temp)) for p in ran_in)
    assert checkout_files(repo) == before


def test_a_failed_or_stopped_auto_run_leaves_no_scratch_copy(tmp_path):
    repo = stalling_csv_repo(tmp_path / "repo")
    temp, runs = tmp_path / "tmp", tmp_path / "runs.log"
    temp.mkdir()
    done = run_trail("delta", "auto", "-j", "2", "--out", str(tmp_path / "out"), "--", "true",
                     cwd=repo, env={"TMPDIR": str(temp)})
    assert done.returncode == 2
    assert os.listdir(temp) == []
    # SIGTERM while the command's first, traced run hangs.
    proc = start_auto(repo, {"TMPDIR": str(temp), "RUNS": str(runs), "STALL_AFTER": "0"},
                      "-j", "2", "--out", str(tmp_path / "out"))
    wait_for(runs.with_name("runs.log.stalled"))
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()[-3000:]
    assert err.decode().splitlines()[-1] == \
        "trail: interrupted before there was a result to write"
    assert os.listdir(temp) == []
    assert processes_with(f"RUNS={runs}".encode()) == []  # the hanging command was killed


def processes_with(entry: bytes) -> list[int]:
    """The processes whose environment holds `entry` (NAME=value)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if entry in Path(f"/proc/{pid}/environ").read_bytes().split(b"\0"):
                found.append(int(pid))
        except OSError:  # gone, or not ours
            continue
    return found


def test_resume_after_an_interrupted_run_gives_the_uninterrupted_runs_result(tmp_path):
    repo = stalling_csv_repo(tmp_path / "repo")
    fresh, out = tmp_path / "fresh", tmp_path / "out"
    args = ["-j", "1", "--verify", "1"]
    env = {"RUNS": str(tmp_path / "fresh.log")}
    done = subprocess.run(auto_check(*args, "--out", str(fresh)), cwd=repo,
                          env=trail_env(env), capture_output=True, timeout=1200)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    runs = tmp_path / "runs.log"
    proc = start_auto(repo, {"RUNS": str(runs), "STALL_AFTER": "20"}, *args, "--out", str(out))
    wait_for(runs.with_name("runs.log.stalled"))
    proc.send_signal(signal.SIGTERM)  # kill: as Ctrl-C
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()[-3000:]
    interrupted = json.loads((out / "report.json").read_text())
    assert interrupted["status"] == "interrupted"
    assert err.decode().splitlines()[-1] == \
        "trail: to go on from this result, run the same command with --resume"
    env = {"RUNS": str(tmp_path / "resumed.log")}
    done = subprocess.run(auto_check(*args, "--resume", "--out", str(out)),
                          cwd=repo, env=trail_env(env), capture_output=True, timeout=1200)
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    assert result_files(out) == result_files(fresh)
    assert (out / "data/orders.csv").read_text().splitlines()[1] == "200,,-7"
    resumed, first = (json.loads((folder / "report.json").read_text()) for folder in (out, fresh))
    assert resumed["status"] == "minimized"
    # From the best saved, with the outcomes saved: fewer candidates than from the start.
    assert resumed["tests"]["run"] < first["tests"]["run"]
    # Another run's state (another command) is refused, as trail delta refuses it.
    other = run_trail("delta", "auto", "--resume", "--out", str(out), "--",
                      "sh", "./scripts/check.sh", cwd=repo, env=env, timeout=600)
    assert other.returncode == 2
    assert other.stderr.decode().splitlines()[-1] == (
        f"trail: error: --resume: {out} holds the state of another run (its input, oracle "
        "or failure signature differ): drop --resume to start over, or choose another --out")


def test_worker_copies_that_would_not_fit_are_refused_before_any_is_made(tmp_path,
                                                                        monkeypatch):
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "big.bin").write_bytes(b"x" * 3_000_000)
    monkeypatch.setattr(shutil, "disk_usage", lambda path: shutil._ntuple_diskusage(
        10**9, 10**9 - 5_000_000, 5_000_000))
    with pytest.raises(SandboxError) as refused:
        worker_copies(str(tree), 3)
    assert str(refused.value) == (
        f"--jobs 3 needs 2 more scratch copies of the repository (6 MB), and {tmp_path.parent} "
        "has 5 MB free: lower --jobs, or set TMPDIR to a folder with more room")
    assert sorted(os.listdir(tmp_path)) == ["tree"]
