"""--emit-test: the regression test xfails in a fresh clone until the bug is fixed there."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from trail.handoff.emit_test import slug

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "config-crash"
FIX = ('raise ZeroDivisionError("retry backoff: division by zero (max_attempts=0)")',
       "pass  # fixed")


def git(*args: str, cwd: Path) -> None:
    subprocess.run(["git", "-c", "user.email=t@example.invalid", "-c", "user.name=t", *args],
                   cwd=cwd, check=True, capture_output=True)


def sample_project(tmp_path: Path, files: dict[str, str]) -> Path:
    repo = tmp_path / "project"
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    git("init", "-q", cwd=repo)
    git("add", "-A", cwd=repo)
    git("commit", "-qm", "sample", cwd=repo)
    return repo


def emit_and_clone(tmp_path: Path, repo: Path, trail, oracle: str, given: str,
                   kind: str) -> Path:
    """Run trail with --emit-test in `repo`, commit the test, and clone the repository."""
    run = trail("delta", "--oracle", oracle, "--verify", "1", "--emit-test", kind,
                "--test-dir", "tests", given, cwd=repo)
    assert run.returncode == 0, run.stderr.decode()
    report = json.loads((repo / "trail-out" / "report.json").read_text())
    ending = ".py" if kind == "pytest" else ".sh"
    assert report["files"]["test"] == f"../tests/test_trail_{slug(given)}{ending}"
    git("add", "tests", cwd=repo)
    git("commit", "-qm", "regression test", cwd=repo)
    clone = tmp_path / "clone"
    git("clone", "-q", str(repo), str(clone), cwd=tmp_path)
    return clone


def pytest_in(clone: Path) -> str:
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "tests"], cwd=clone, capture_output=True, text=True)
    return run.stdout


def fix(path: Path, old: str, new: str) -> None:
    path.write_text(path.read_text().replace(old, new))


def config_crash(tmp_path: Path) -> Path:
    return sample_project(tmp_path, {name: (EXAMPLE / name).read_text()
                                     for name in ("service.py", "config.json")})


def test_pytest_test_xfails_in_a_clone_until_the_bug_is_fixed(tmp_path: Path, trail) -> None:
    repo = config_crash(tmp_path)
    clone = emit_and_clone(tmp_path, repo, trail, "python3 service.py {}", "config.json",
                           "pytest")
    test = clone / "tests" / "test_trail_config_json.py"
    lint = subprocess.run([sys.executable, "-m", "ruff", "check", "--isolated", str(test)],
                          capture_output=True, text=True)
    assert lint.returncode == 0, lint.stdout
    assert "1 xfailed" in pytest_in(clone)
    fix(clone / "service.py", *FIX)
    out = pytest_in(clone)
    assert "1 failed" in out
    assert "[XPASS(strict)] trail: fails while the bug is there (exit status 1 and the " \
           "failure ZeroDivisionError: retry backoff: division by zero" in out
    assert "passing means it is fixed: remove this xfail mark" in out


def test_no_xfail_writes_the_plain_failing_test(tmp_path: Path, trail) -> None:
    repo = config_crash(tmp_path)
    run = trail("delta", "--oracle", "python3 service.py {}", "--verify", "1",
                "--emit-test", "pytest", "--no-xfail", "config.json", cwd=repo)
    assert run.returncode == 0, run.stderr.decode()
    test = repo / "trail-out" / "test_trail_config_json.py"
    assert "mark.xfail" not in test.read_text()  # (the folder trail ran in is named)
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          str(test)], cwd=repo, capture_output=True, text=True).stdout
    assert "1 failed" in out and "AssertionError: the failure reproduces: exit status 1" in out
    fix(repo / "service.py", *FIX)
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          str(test)], cwd=repo, capture_output=True, text=True).stdout
    assert "1 passed" in out


def test_shell_test_exits_0_until_the_bug_is_fixed_then_1(tmp_path: Path, trail) -> None:
    repo = config_crash(tmp_path)
    clone = emit_and_clone(tmp_path, repo, trail, "python3 service.py {}", "config.json",
                           "shell")
    test = clone / "tests" / "test_trail_config_json.sh"
    first = subprocess.run(["sh", str(test)], cwd=tmp_path, capture_output=True, text=True)
    assert first.returncode == 0, first.stderr
    assert "XFAIL: the failure still reproduces: exit status 1" in first.stderr
    fix(clone / "service.py", *FIX)
    fixed = subprocess.run(["sh", str(test)], cwd=tmp_path, capture_output=True, text=True)
    assert fixed.returncode == 1
    assert "XPASS(strict): the failure is gone, so the bug is fixed: set xfail=0" in fixed.stderr
    fix(test, "xfail=1", "xfail=0")
    assert subprocess.run(["sh", str(test)], capture_output=True).returncode == 0


CHECKER = """\
import pathlib
import sys

for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.ini")):
    if "mode = broken" in path.read_text():
        sys.exit(f"CheckError: {path.name} is broken")
"""


@pytest.mark.parametrize("kind", ["pytest", "shell"])
def test_a_folder_input_travels_as_a_tar_beside_the_test(tmp_path: Path, trail,
                                                        kind: str) -> None:
    files = {"check.py": CHECKER, "conf/a.ini": "mode = fine\n",
             "conf/b.ini": "name = b\nmode = broken\n", "conf/c.ini": "x = 1\n"}
    repo = sample_project(tmp_path, files)
    clone = emit_and_clone(tmp_path, repo, trail, "python3 check.py {}", "conf", kind)
    assert (clone / "tests" / "test_trail_conf.tar").is_file()
    if kind == "pytest":
        assert "1 xfailed" in pytest_in(clone)
    else:
        assert subprocess.run(["sh", "tests/test_trail_conf.sh"], cwd=clone).returncode == 0
    fix(clone / "check.py", "sys.exit(", "print(")
    if kind == "pytest":
        assert "[XPASS(strict)]" in pytest_in(clone)
    else:
        assert subprocess.run(["sh", "tests/test_trail_conf.sh"], cwd=clone,
                              capture_output=True).returncode == 1


def test_test_options_need_emit_test(tmp_path: Path, trail) -> None:
    run = trail("delta", "--oracle", "false {}", "--no-xfail", "x", cwd=tmp_path)
    assert run.returncode == 2
    assert run.stderr.decode().strip().endswith(
        "--no-xfail goes with --emit-test pytest|shell: add it")


def test_the_comment_carries_the_test_collapsed_and_the_action_asks_for_it() -> None:
    from github_report import sample_report
    from trail.github.comment import Links, render_comment
    from trail.github.settings import ActionError, ActionInputs

    report = sample_report()
    report["files"]["test"] = "test_trail_crash_html.py"
    links = Links("o/r", "7", "https://example.invalid/run/7", "trail-result")
    body = render_comment(report, links, "<!-- m -->", b"<SELECT>", test="def test_x():\n")
    assert ("<details><summary>Regression test <code>test_trail_crash_html.py</code> (in the "
            "artifact; add it to your suite: it passes once the bug is fixed)</summary>\n\n"
            "```python\ndef test_x():\n```\n\n</details>") in body
    assert len(render_comment(report, links, "<!-- m -->", b"<SELECT>", test="x" * 70_000)) \
        < 65_536
    assert ActionInputs.from_environ({"INPUT_EMIT_TEST": "pytest"}).emit_test == "pytest"
    with pytest.raises(ActionError, match="unknown emit-test 'junit': use pytest or shell"):
        ActionInputs.from_environ({"INPUT_EMIT_TEST": "junit"})


def test_the_test_is_named_after_its_input() -> None:
    assert slug("My Config.JSON") == "my_config_json" and slug("...") == "input"


@pytest.mark.parametrize("kind", ["pytest", "shell"])
def test_the_test_moved_anywhere_in_a_clone_runs_there(tmp_path: Path, trail,
                                                      kind: str) -> None:
    """Written in trail-out/ and moved into a clone's tests/ (or deeper), as the comment
    offers it, the test finds that clone's top, with the checkout trail ran in gone."""
    repo = config_crash(tmp_path)
    run = trail("delta", "--oracle", "python3 service.py {}", "--verify", "1",
                "--emit-test", kind, "config.json", cwd=repo)
    assert run.returncode == 0, run.stderr.decode()
    name = "test_trail_config_json" + (".py" if kind == "pytest" else ".sh")
    test = (repo / "trail-out" / name).read_bytes()
    clone = tmp_path / "clone"
    git("clone", "-q", str(repo), str(clone), cwd=tmp_path)
    shutil.rmtree(repo)

    def outcome(path: Path) -> str:
        if kind == "shell":
            ran = subprocess.run(["sh", str(path)], cwd=tmp_path, capture_output=True,
                                 text=True)
            return f"{ran.returncode} {ran.stderr}"
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               str(path)], cwd=tmp_path, capture_output=True, text=True).stdout

    for folder in (clone / "tests", clone / "tests" / "unit"):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(test)
        out = outcome(folder / name)
        assert ("1 xfailed" if kind == "pytest" else "0 ") in out, out
        if kind == "shell":
            assert f"{name}: the project: {clone} (the clone this script is in; " \
                   "TRAIL_REPRO_CHECKOUT=DIR names another)" in out
    fix(clone / "service.py", *FIX)
    out = outcome(clone / "tests" / "unit" / name)
    assert out.startswith("1 ") and "XPASS(strict): the failure is gone" in out \
        if kind == "shell" else "1 failed" in out, out


@pytest.mark.parametrize("data, beside", [
    (b"a\nb", None), (b"a\n\n", None), (b"", None), (b"x" * 2_001, ".data"),
    (b"\xff\x00binary", ".data"), (b"TRAIL_MINIMIZED_INPUT\n", ".data")])
def test_the_shell_test_carries_the_input_byte_for_byte(tmp_path: Path, data: bytes,
                                                       beside: str | None) -> None:
    from trail.handoff.emit_test import EmitTest, TestKind, emit_test
    from trail.handoff.scripts import ReproContext
    from trail.oracle.call import Oracle
    from trail.oracle.signature import Signature

    expected = tmp_path / "expected"
    expected.write_bytes(data)
    # The failure: the candidate is exactly the minimized input.
    oracle = Oracle(f"cmp -s {{}} {expected} && exit 3; exit 0", workdir=str(tmp_path))
    ctx = ReproContext(oracle, Signature(exit_status=3), None)
    for kind in TestKind:
        test = emit_test(data, ctx, EmitTest(kind))
        assert sorted(test.files) == sorted(
            [test.test_name, *([f"test_trail_input{beside}"] if beside else [])])
        for name, content in test.files.items():
            (tmp_path / name).write_bytes(content)
    assert subprocess.run(["sh", str(tmp_path / "test_trail_input.sh")]).returncode == 0
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          str(tmp_path / "test_trail_input.py")], capture_output=True,
                         text=True).stdout
    assert "1 xfailed" in out


@pytest.mark.parametrize("xfail", [True, False])
def test_the_copy_test_is_marked_and_judged_as_the_input_test_is(tmp_path: Path,
                                                                 xfail: bool) -> None:
    from trail.handoff.clone_scripts import CloneHandoff
    from trail.handoff.emit_test import EmitTest, TestKind, emit_copy_test, emit_test
    from trail.handoff.scripts import ReproContext
    from trail.oracle.call import Oracle
    from trail.oracle.signature import Signature

    ctx = ReproContext(Oracle("exit 3", workdir=str(tmp_path)), Signature(exit_status=3), None)
    ask = EmitTest(TestKind.PYTEST, xfail)
    plain = emit_test(b"x\n", ctx, ask).files["test_trail_input.py"]
    copy = emit_copy_test(CloneHandoff(b"", (), {}, ctx, str(tmp_path), "0" * 40,
                                       test="tests/test_a.py::test_b"),
                          ask).files["test_trail_test_b.py"]
    plain_lines, copy_lines = plain.decode().splitlines(), copy.decode().splitlines()
    reason = ("REASON = 'trail: fails while the bug is there (exit status 3); passing means "
              "it is fixed: remove this xfail mark'")
    for lines in (plain_lines, copy_lines):
        assert [line for line in lines if line.startswith(("SIGNATURE =", "REASON =", "@"))] == [
            "SIGNATURE = 'exit status 3'",
            *([reason, "@pytest.mark.xfail(strict=True, raises=AssertionError, "
                       "reason=REASON)"] if xfail else [])]
    verdict = plain_lines[-6:]
    assert verdict[0] == '    run = subprocess.run(["sh", "-c", CHECK], env=env, ' \
        'capture_output=True,'
    assert copy_lines[-6:] == [line.replace("the oracle", "the test") for line in verdict]


def test_the_test_goes_in_the_folder_it_was_written_for_named_from_the_output(
        tmp_path: Path) -> None:
    from trail.handoff.emit_test import EmittedTest
    from trail.handoff.write import write_test

    out, folder = tmp_path / "trail-out", tmp_path / "tests"
    out.mkdir(), folder.mkdir()
    test = EmittedTest({"test_trail_x.sh": b"#!/bin/sh\n", "test_trail_x.data": b"x"},
                       "test_trail_x.sh")
    assert write_test(str(out), str(folder), test) == {
        "test": "../tests/test_trail_x.sh", "test_data": "../tests/test_trail_x.data"}
    assert sorted(p.name for p in folder.iterdir()) == ["test_trail_x.data", "test_trail_x.sh"]
    assert [(folder / name).stat().st_mode & 0o777 for name in sorted(test.files)] == [
        0o644, 0o755]
    assert list(out.iterdir()) == []
