"""Every hand-off finds the project as the others do (handoff/checkout.py): downloaded
into a fresh folder beside a clone, or into a folder inside one, with the checkout
trail ran in gone, it reproduces (exit 1); with no clone to be found it says so and
what to do (issue 43)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_trail

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "config-crash"
GIT = ["git", "-c", "user.email=t@example.invalid", "-c", "user.name=t"]
ANOTHER = "TRAIL_REPRO_CHECKOUT=DIR names another"


def project(root: Path) -> Path:
    """A clone of config-crash: `python3 service.py config.json` fails."""
    root.mkdir(parents=True)
    for name in ("service.py", "config.json"):
        shutil.copy(EXAMPLE / name, root / name)
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run([*GIT, "-C", str(root), "add", "."], check=True)
    subprocess.run([*GIT, "-C", str(root), "commit", "-qm", "project"], check=True)
    return root


def handed_off(tmp_path: Path, command: tuple[str, ...], given: tuple[str, ...]
               ) -> tuple[Path, Path]:
    """Run trail in a project, hand the output to a maintainer with a clone of it, and
    take the project trail ran in away. Returns the hand-off and the clone."""
    ran_in = project(tmp_path / "ci" / "project")
    out = tmp_path / "ci" / "out"
    run = run_trail(*command, "--verify", "1", "--out", str(out), *given, cwd=ran_in)
    assert run.returncode == 0, run.stderr
    clone = tmp_path / "maintainer" / "project"
    subprocess.run(["git", "clone", "-q", str(ran_in), str(clone)], check=True)
    shutil.rmtree(ran_in)
    return out, clone


def run_script(script: Path, *args: str, cwd: Path, env: dict[str, str] | None = None
               ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["sh", str(script), *args], cwd=cwd, capture_output=True, text=True,
                          env=env)


def placed(out: Path, folder: Path) -> Path:
    shutil.copytree(out, folder)
    return folder


INPUT = (("delta", "--oracle", "python3 service.py {}"), ("config.json",))
COMMAND = (("delta", "auto"), ("--", "python3", "service.py", "config.json"))


@pytest.mark.parametrize("args", [INPUT, COMMAND], ids=["input", "command"])
def test_the_hand_off_reproduces_beside_a_clone_and_inside_one(tmp_path, args):
    out, clone = handed_off(tmp_path, *args)
    beside = placed(out, tmp_path / "maintainer" / "download")
    ran = run_script(beside / "reproduce.sh", cwd=tmp_path)
    assert ran.returncode == 1, ran.stderr
    assert ran.stderr.splitlines()[0] == (
        f"reproduce.sh: the project: {clone} (a clone beside this script or the current "
        f"folder; {ANOTHER})")
    assert "ZeroDivisionError: retry backoff: division by zero" in ran.stderr
    inside = placed(out, clone / "trail-repro")
    ran = run_script(inside / "reproduce.sh", cwd=tmp_path)
    assert ran.returncode == 1, ran.stderr
    assert ran.stderr.splitlines()[0] == (
        f"reproduce.sh: the project: {clone} (the clone this script is in; {ANOTHER})")
    if args is INPUT:  # oracle.sh too, on the minimized input beside it
        ran = run_script(beside / "oracle.sh", str(beside / "config.json"), cwd=tmp_path)
        assert ran.returncode == 1, ran.stderr
        assert ran.stderr.startswith(f"oracle.sh: the project: {clone} (a clone beside")


def test_with_no_clone_it_says_what_to_do_and_a_named_one_is_used(tmp_path):
    out, clone = handed_off(tmp_path, *INPUT)
    lone = placed(out, tmp_path / "elsewhere" / "download")
    ran = run_script(lone / "reproduce.sh", cwd=lone)
    gone = tmp_path / "ci" / "project"
    assert ran.returncode == 125  # service.py is not in the temp folder
    assert ran.stderr.splitlines()[:2] == [
        f"reproduce.sh: no clone of the project in {lone}, {lone}, the folders beside them, "
        f"or {gone} where trail ran: clone it beside this script's folder, or name its "
        "folder with TRAIL_REPRO_CHECKOUT=DIR",
        "reproduce.sh: running the oracle in a temp folder instead"]
    ran = run_script(lone / "reproduce.sh", cwd=lone,
                     env={"PATH": "/usr/bin:/bin", "TRAIL_REPRO_CHECKOUT": str(clone)})
    assert ran.returncode == 1, ran.stderr
    assert ran.stderr.splitlines()[0] == \
        f"reproduce.sh: the project: {clone} (TRAIL_REPRO_CHECKOUT)"


def test_a_fix_in_the_clone_it_finds_makes_it_pass(tmp_path):
    out, clone = handed_off(tmp_path, *INPUT)
    service = clone / "service.py"
    service.write_text(service.read_text().replace("raise ZeroDivisionError", "0 and print"))
    ran = run_script(placed(out, clone / "trail-repro") / "reproduce.sh", cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr


def test_the_command_modes_test_moved_into_a_fresh_clone_fails_until_the_fix(tmp_path):
    out, clone = handed_off(tmp_path, ("delta", "auto", "--emit-test", "pytest"), COMMAND[1])
    (clone / "tests").mkdir()
    test = clone / "tests" / "test_trail_command.py"
    shutil.copy(out / "test_trail_command.py", test)
    pytest = [sys.executable, "-m", "pytest", "-q", "-rX", "-p", "no:cacheprovider", str(test)]
    ran = subprocess.run(pytest, cwd=tmp_path, capture_output=True, text=True)
    assert ran.returncode == 0 and ran.stdout.splitlines()[-1].startswith("1 xfailed"), \
        ran.stdout
    service = clone / "service.py"  # the fix, not committed: the test copies the checkout
    service.write_text(service.read_text().replace("raise ZeroDivisionError", "0 and print"))
    ran = subprocess.run(pytest, cwd=tmp_path, capture_output=True, text=True)
    assert ran.returncode == 1 and "[XPASS(strict)] trail: fails while the bug is there" \
        in ran.stdout, ran.stdout
