"""`trail delta bisect` on real git repositories made in a temp dir."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import trail_env
from git_history import (
    ERROR,
    checkout_state,
    git,
    regression_history,
    regression_input,
)
from tomli_history import BAD_SUBJECT, CHECK, HALF_SUBJECT, IMPORTS, tomli_history, tomli_input
from trail.jobs.bisect_step import (
    GIT_EXIT,
    STEP_EXIT,
    Step,
    Verdict,
    judge,
    step_script,
    write_state,
)
from trail.oracle.call import Oracle, RunResult
from trail.oracle.signature import Signature
from trail.sandbox.local import LocalSandbox

ORACLE = "sh app.sh {}"
BUG_AT = 40  # commit number (1-based) that introduces the failure


def bisect(*args: str, cwd: Path, timeout: float = 300,
           tmpdir: Path | None = None) -> subprocess.CompletedProcess:
    """Run `trail delta bisect ARGS` (with TMPDIR=`tmpdir`, where given)."""
    env = trail_env({"TMPDIR": str(tmpdir)} if tmpdir is not None else None)
    return subprocess.run([sys.executable, "-m", "trail", "delta", "bisect", *args], cwd=cwd,
                          env=env, capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> tuple[Path, list[str]]:
    """The 64-commit history, made once; tests work on copies of it."""
    path = tmp_path_factory.mktemp("template") / "repo"
    return path, regression_history(path, commits=64, bug_at=BUG_AT)


@pytest.fixture
def repo(template, tmp_path) -> tuple[Path, list[str]]:
    path, hashes = template
    copy = tmp_path / "repo"
    shutil.copytree(path, copy, symlinks=True)
    return copy, hashes


def report(out: Path) -> dict:
    return json.loads((out / "report.json").read_text())


def one_line_error(result: subprocess.CompletedProcess) -> str:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_finds_the_commit_minimizes_there_and_leaves_the_checkout_alone(repo, tmp_path):
    path, hashes = repo
    (path / "notes.txt").write_text("the user's untracked notes\n")
    (path / "VERSION").write_text("stashed edit\n")
    git(path, "stash", "-q")
    data = regression_input()
    (tmp_path / "crash.cfg").write_bytes(data)
    before = checkout_state(path)
    out = tmp_path / "out"

    r = bisect("--good", hashes[0], "--bad", "main", "--oracle", ORACLE, "--rebisect",
               "--verify", "2", "--out", str(out), str(tmp_path / "crash.cfg"), cwd=path)

    assert r.returncode == 0, r.stderr
    assert checkout_state(path) == before
    # Lines, then characters: the two lines, the final newline gone too.
    assert (out / "crash.cfg").read_bytes() == b"mode=strict\nlimit=0"
    rep = report(out)
    section = rep["bisect"]
    culprit, parent = hashes[BUG_AT - 1], hashes[BUG_AT - 2]
    assert section["first_bad"] == {"commit": culprit, "subject": "commit 40: strict limits",
                                    "author_date": "2023-11-14T22:52:20+00:00"}
    assert section["parent"]["commit"] == parent
    assert section["commits"] == 63
    assert section["parent_check"]["verdict"] == "good"
    assert section["parent_check"]["kept"] == "minimized"
    original, minimized = section["bisections"]
    assert (original["input"], original["bytes"]) == ("original", len(data))
    assert (minimized["input"], minimized["bytes"]) == ("minimized", 19)
    # git's bisection of 63 linear commits takes 6 steps; plus the two end points.
    for run in (original, minimized):
        assert run["first_bad"] == culprit
        assert run["steps"] == 6 and run["skipped"] == []
        assert run["oracle_runs"] == 8
    assert section["rebisect"]["confirmed"] is True
    assert section["rebisect"]["oracle_runs_ratio"] == 1.0
    assert rep["verification"] == {"runs": 2, "failed": 2, "verified": True}
    assert (out / "report.md").read_text().splitlines()[2] == (
        f"**The commit that broke it:** `{culprit[:12]}` `commit 40: strict limits` "
        "(2023-11-14T22:52:20+00:00)")

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    repro = str(out / "reproduce.sh")
    assert subprocess.run(["sh", repro], cwd=elsewhere, capture_output=True).returncode == 1
    at_parent = dict(os.environ, TRAIL_COMMIT=parent)
    assert subprocess.run(["sh", repro], cwd=elsewhere, env=at_parent,
                          capture_output=True).returncode == 0

    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(path), str(clone))
    git(clone, "bisect", "start", hashes[-1], hashes[0])
    run = subprocess.run(["git", "-C", str(clone), "bisect", "run", "sh", str(out / "bisect.sh")],
                         cwd=elsewhere, capture_output=True, text=True)
    assert f"{culprit} is the first bad commit" in run.stdout, run.stdout + run.stderr
    assert checkout_state(path) == before  # the scripts leave no worktree behind either

    # The checkout trail ran in gone: reproduce.sh downloaded beside a fresh clone
    # finds that clone as every hand-off does, and checks the commit out there.
    path.rename(tmp_path / "gone")
    download = tmp_path / "download"
    shutil.copytree(out, download)
    ran = subprocess.run(["sh", str(download / "reproduce.sh")], cwd=elsewhere,
                         capture_output=True, text=True)
    assert ran.returncode == 1, ran.stderr
    assert ran.stderr.startswith(f"reproduce.sh: the project: {clone} (a clone beside this "
                                 "script or the current folder; ")
    assert subprocess.run(["sh", str(download / "reproduce.sh")], cwd=elsewhere, env=at_parent,
                          capture_output=True).returncode == 0


def test_commits_that_do_not_build_are_skipped(tmp_path):
    path = tmp_path / "repo"
    hashes = regression_history(path, commits=16, bug_at=11, broken_builds=(8, 9))
    (tmp_path / "in.cfg").write_bytes(regression_input(lines=40, at=(5, 30)))
    out = tmp_path / "out"
    r = bisect("--good", hashes[0], "--oracle", ORACLE, "--build", "test ! -e BROKEN",
               "--verify", "1", "--out", str(out), str(tmp_path / "in.cfg"), cwd=path)
    assert r.returncode == 0, r.stderr
    (run,) = report(out)["bisect"]["bisections"]
    assert run["first_bad"] == hashes[10]
    assert run["skipped"] and set(run["skipped"]) <= {hashes[7], hashes[8]}
    assert all(st["reason"].startswith("the build fails") for st in run["log"]
               if st["verdict"] == "skip")
    script = (out / "bisect.sh").read_text()
    assert "sh -c 'test ! -e BROKEN'" in script


def test_a_minimized_input_that_fails_at_the_parent_is_an_older_failure(tmp_path):
    path = tmp_path / "repo"
    hashes = regression_history(path, commits=8, bug_at=5, older_bug=True)
    data = regression_input(lines=30, at=(3, 20), extra=["guard=on"])
    (tmp_path / "in.cfg").write_bytes(data)
    out = tmp_path / "out"
    r = bisect("--good", hashes[0], "--oracle", ORACLE, "--verify", "1", "--rebisect",
               "--out", str(out), str(tmp_path / "in.cfg"), cwd=path)
    assert r.returncode == 0, r.stderr
    rep = report(out)
    section = rep["bisect"]
    assert section["first_bad"]["commit"] == hashes[4]
    assert section["parent_check"]["verdict"] == "bad"
    assert section["parent_check"]["kept"] == "input"
    assert (out / "in.cfg").read_bytes() == data
    assert (out / "older-failure-in.cfg").read_bytes() == b"mode=strict"
    assert rep["minimized"]["bytes"] == len(data) and rep["reduction_ratio"] == 0.0
    assert section["message"] == (
        f"the minimized input exposes an older failure: it fails at the parent "
        f"{hashes[3][:12]} too (exit status 1 ({ERROR})); the full input is kept as the "
        "result (older-failure-in.cfg is the minimized one)")
    assert f"trail: warning: {section['message']}" in r.stderr
    assert section["rebisect"] == {"confirmed": None,
                                   "problem": "skipped: the full input is the result"}
    # The hand-off carries the full input, which does tell C from its parent.
    repro = str(out / "reproduce.sh")
    assert subprocess.run(["sh", repro], capture_output=True).returncode == 1
    at_parent = dict(os.environ, TRAIL_COMMIT=hashes[3])
    assert subprocess.run(["sh", repro], env=at_parent, capture_output=True).returncode == 0


def test_an_ambiguous_bisection_names_the_suspects_each_with_its_own_reason(tmp_path):
    path = tmp_path / "repo"
    hashes = regression_history(path, commits=16, bug_at=11, broken_builds=(9, 10))
    (tmp_path / "in.cfg").write_bytes(regression_input(lines=40, at=(5, 30)))
    out = tmp_path / "out"
    r = bisect("--good", hashes[0], "--oracle", ORACLE, "--build", "test ! -e BROKEN",
               "--verify", "1", "--out", str(out), str(tmp_path / "in.cfg"), cwd=path)
    assert r.returncode == 0, r.stderr
    section = report(out)["bisect"]
    assert [(s["commit"], s["verdict"], s["reason"]) for s in section["suspects"]] == [
        (hashes[8], "skip", "the build fails: exit status 1"),
        (hashes[9], "skip", "the build fails: exit status 1"),
        (hashes[10], "bad", f"exit status 1 ({ERROR})")]
    assert section["first_bad"]["commit"] == hashes[10]
    assert section["last_good"]["commit"] == section["parent_check"]["commit"] == hashes[7]
    assert (out / "in.cfg").read_bytes() == b"mode=strict\nlimit=0"


@pytest.fixture(scope="module")
def small(tmp_path_factory) -> tuple[Path, list[str], Path]:
    base = tmp_path_factory.mktemp("small")
    hashes = regression_history(base / "repo", commits=8, bug_at=5)
    (base / "in.cfg").write_bytes(regression_input(lines=20, at=(2, 9)))
    return base / "repo", hashes, base / "in.cfg"


def test_bad_inputs_each_get_one_clear_line(small, tmp_path):
    path, hashes, data = small
    before = checkout_state(path)

    # A temp folder of its own: another trail run on the machine may hold a worktree.
    temp = tmp_path / "tmp"
    temp.mkdir()

    def error(*args: str, cwd: Path = path) -> str:
        return one_line_error(bisect(*args, "--oracle", ORACLE, "--out", str(tmp_path / "o"),
                                     str(data), cwd=cwd, tmpdir=temp))

    assert error("--good", hashes[5]) == (
        f"trail: error: the good commit {hashes[5][:12]} fails too "
        f"(exit status 1 ({ERROR})); give an older --good commit where the oracle passes "
        "on in.cfg (the first commit of the history passes)")
    assert error("--good", "main~7", "--bad", "main~5") == (
        f"trail: error: the bad commit main~5 ({hashes[2][:12]}) passes: the oracle does not "
        "fail on in.cfg there (exit status 0); give a --bad commit where it fails")
    assert error("--good", "v0.9") == (
        f"trail: error: --good v0.9: no such commit in {path}: give a commit, tag or branch")
    assert error("--good", "main", "--bad", "main~2") == (
        f"trail: error: --good main ({hashes[7][:12]}) is not an ancestor of --bad main~2 "
        f"({hashes[5][:12]}): give a --good commit older than --bad")
    assert error("--good", "main", "--bad", "main") == (
        f"trail: error: --good and --bad are the same commit ({hashes[7][:12]}): "
        "give an older --good")
    elsewhere = tmp_path / "not-a-repo"
    elsewhere.mkdir()
    assert error("--good", "main~7", cwd=elsewhere) == (
        f"trail: error: not a git repository: {elsewhere}: run trail delta bisect inside "
        "the repository whose history to search")
    assert checkout_state(path) == before
    assert not list(temp.glob("trail-bisect-*"))


def test_a_good_commit_that_fails_is_explained_by_its_cause(tmp_path):
    path = tmp_path / "repo"
    hashes = regression_history(path, commits=6, bug_at=4, older_bug=True)
    (tmp_path / "in.cfg").write_text("mode=strict\n")  # fails at every commit: no guard

    def error(*args: str) -> str:
        return one_line_error(bisect(*args, "--out", str(tmp_path / "o"),
                                     str(tmp_path / "in.cfg"), cwd=path))

    fails = f"exit status 1 ({ERROR})"
    assert error("--good", hashes[2], "--oracle", ORACLE) == (
        f"trail: error: the good commit {hashes[2][:12]} fails too ({fails}), and so does "
        f"the first commit of the history, {hashes[0][:12]}; no commit between them broke "
        "in.cfg: check that it is valid input")
    assert error("--good", hashes[0], "--oracle", ORACLE) == (
        f"trail: error: the good commit {hashes[0][:12]} fails too ({fails}), and it is the "
        "first commit of the history; no commit broke in.cfg: check that it is valid input")
    # An oracle that fails whatever it is given.
    assert error("--good", hashes[2], "--oracle",
                 "test -f {} && echo 'KeyError: config' >&2; exit 1") == (
        f"trail: error: the good commit {hashes[2][:12]} fails too (exit status 1 (KeyError: "
        "config)), and the same way on an empty input: the failure does not need in.cfg; "
        "check that the oracle runs as meant: it runs at each commit in a temporary worktree "
        "of the repository")
    # The oracle's own file, named from the checkout but not inside the repository.
    (tmp_path / "check.sh").write_text('sh app.sh "$1"\n')
    said = error("--good", hashes[2], "--oracle", "sh ../check.sh {}")
    assert said.startswith(f"trail: error: the oracle cannot run at the good commit "
                           f"{hashes[2][:12]}: ../check.sh is there from your checkout but not "
                           "from the temporary worktree trail runs the oracle in (exit "
                           "status 2 (sh: 0: cannot open ../check.sh: No such file)")
    assert said.endswith(f"; give its absolute path: {tmp_path / 'check.sh'}")


def test_an_oracle_script_younger_than_the_good_commit_is_named(tmp_path):
    pytest.importorskip("tomllib", reason="the history is built from Python 3.11's tomllib")
    path = tmp_path / "tomli"
    hashes = tomli_history(path)
    (path / "check.py").write_text(CHECK)
    git(path, "add", "check.py")
    git(path, "commit", "-q", "-m", "Add the parser check")
    (tmp_path / "settings.toml").write_bytes(tomli_input())
    r = bisect("--good", hashes[0], "--oracle", f"{shlex.quote(sys.executable)} check.py {{}}",
               "--out", str(tmp_path / "out"), str(tmp_path / "settings.toml"), cwd=path)
    said = one_line_error(r)
    assert said.startswith(f"trail: error: the oracle cannot run at the good commit "
                           f"{hashes[0][:12]}: check.py is not in that commit (another failure: "
                           "exit status 2 (")
    assert said.endswith("/check.py': [Errno 2] No such file or directory)); keep the oracle "
                         "outside the repository (by an absolute path), or give a --good "
                         "commit that has check.py")


def test_flaky_failures_land_on_the_right_commit(small, tmp_path):
    template, hashes, _ = small
    path = tmp_path / "repo"
    shutil.copytree(template, path, symlinks=True)
    (tmp_path / "in.cfg").write_bytes(regression_input(lines=6, at=(1, 4)))
    counts = tmp_path / "counts"
    counts.mkdir()
    # The bug shows on every other run at each commit: one run decides nothing.
    oracle = (f'c={counts}/$(cat VERSION); echo x >> "$c"; '
              '[ $(( $(wc -l < "$c") % 2 )) -eq 0 ] || exit 0; sh app.sh {}')
    args = ["--good", "main~7", "--oracle", oracle, "--granularity", "lines", "-j", "1", "-q",
            str(tmp_path / "in.cfg")]
    assert one_line_error(bisect(*args, "--out", str(tmp_path / "o1"), cwd=path)) == (
        f"trail: error: the bad commit HEAD ({hashes[7][:12]}) passes: the oracle does not "
        "fail on in.cfg there (exit status 0); give a --bad commit where it fails")
    out = tmp_path / "out"
    r = bisect(*args, "--flaky", "--out", str(out), cwd=path)
    assert r.returncode == 0, r.stderr
    rep = report(out)
    section = rep["bisect"]
    assert section["first_bad"]["commit"] == hashes[4]
    flaky = section["flaky"]
    assert flaky["runs_to_pass"] > 2 and 0.4 < flaky["failure_rate_at_bad"]["failure_rate"] < 0.6
    (run,) = section["bisections"]
    for st in run["log"]:  # a bad verdict takes one failure, a good one r clean runs
        assert st["oracle_runs"] == (flaky["runs_to_pass"] if st["verdict"] == "good" else 2)
    assert (out / "in.cfg").read_bytes() == b"mode=strict\nlimit=0\n"
    assert rep["flaky"] is not None
    check = section["parent_check"]
    assert check["verdict"] == "good" and check["oracle_runs"] == check["runs_to_pass"] > 2
    # report.md counts the runs report.json does, and gives the rates the page gives.
    md, tests, ver = (out / "report.md").read_text(), rep["tests"], rep["verification"]
    runs = sum(tests["outcomes"].values())
    assert runs > tests["run"]
    assert f"| checks of the oracle | {tests['run']:,}, in {runs:,} oracle runs" in md
    at_bad = flaky["failure_rate_at_bad"]
    assert (f"| failure rate at the bad commit | {at_bad['failure_rate']:.1%} "
            f"({at_bad['failed']} of {at_bad['runs']} runs failed; 95% interval") in md
    assert (f"| verification | {ver['failed']} of {ver['runs']} failed; failure rate "
            f"{ver['minimized']['failure_rate']:.1%} ({ver['failed']} of {ver['runs']} runs "
            "failed; 95% interval") in md
    assert (f"| minimized input at the parent | good in {check['oracle_runs']} oracle runs "
            "(`exit status 0`) |") in md
    assert subprocess.run(["sh", str(out / "reproduce.sh")], capture_output=True).returncode == 1


def test_adjacent_end_points_need_no_bisection(small, tmp_path):
    path, hashes, data = small
    out = tmp_path / "out"
    r = bisect("--good", hashes[3], "--bad", hashes[4], "--oracle", ORACLE, "--verify", "1",
               "--out", str(out), str(data), cwd=path)
    assert r.returncode == 0, r.stderr
    (run,) = report(out)["bisect"]["bisections"]
    assert (run["first_bad"], run["steps"], run["oracle_runs"]) == (hashes[4], 0, 2)


def test_a_bisection_stopped_by_its_tests_limit_resumes_to_the_uninterrupted_result(
        small, tmp_path):
    # The worktree is a new folder each run: --resume's record names it by its commit,
    # else the resumed run took the saved state for another run's and refused it.
    path, hashes, data = small
    common = ("--good", hashes[3], "--bad", hashes[4], "--oracle", ORACLE, "--verify", "1",
              str(data))
    whole = bisect(*common[:-1], "--out", str(tmp_path / "whole"), common[-1], cwd=path)
    stopped = bisect(*common[:-1], "--out", str(tmp_path / "out"), "--max-tests", "3",
                     common[-1], cwd=path)
    assert (whole.returncode, stopped.returncode) == (0, 0), (whole.stderr, stopped.stderr)
    assert report(tmp_path / "out")["status"] == "partial"
    resumed = bisect(*common[:-1], "--out", str(tmp_path / "out"), "--resume", common[-1],
                     cwd=path)
    assert resumed.returncode == 0, resumed.stderr
    done, expected = report(tmp_path / "out"), report(tmp_path / "whole")
    assert (done["status"], done["minimized_text"], done["guarantees"]) == (
        expected["status"], expected["minimized_text"], expected["guarantees"])


def test_a_dirty_checkout_is_refused_unless_allowed(small, tmp_path):
    template, hashes, data = small
    path = tmp_path / "repo"
    shutil.copytree(template, path, symlinks=True)
    (path / "VERSION").write_text("local edit\n")
    (path / "app.sh").write_text("#!/bin/sh\nexit 0\n")  # the edit that would hide the bug
    before = checkout_state(path)
    args = ["--good", "main~7", "--oracle", ORACLE, "--verify", "1", str(data)]
    r = bisect(*args, "--out", str(tmp_path / "o1"), cwd=path)
    assert one_line_error(r) == (
        "trail: error: your checkout has uncommitted changes to 2 tracked file(s) (VERSION, "
        "app.sh): the bisection tests commits only, so your edits would not be part of it; "
        "commit or stash them, or pass --allow-dirty")
    r = bisect(*args, "--allow-dirty", "--out", str(tmp_path / "o2"), cwd=path)
    assert r.returncode == 0, r.stderr
    assert "trail: warning: your checkout has uncommitted changes to 2 tracked file(s)" in r.stderr
    assert report(tmp_path / "o2")["bisect"]["first_bad"]["commit"] == hashes[4]
    assert checkout_state(path) == before


def _processes_with(marker: str) -> list[str]:
    ps = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
    return [line for line in ps.splitlines() if marker in line and "ps -eo" not in line]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_an_interrupted_bisection_removes_its_worktree_and_processes(small, tmp_path, sig):
    template, hashes, data = small
    path = tmp_path / "repo"
    shutil.copytree(template, path, symlinks=True)
    before = checkout_state(path)
    marker = tmp_path / "step-started"
    # Fast at the end points (versions 1 and 8), hanging at every bisection step.
    oracle = (f'v=$(cat VERSION); if [ $v -ne 1 ] && [ $v -ne 8 ]; then touch {marker}; '
              'sleep 300; fi; sh app.sh {}')
    proc = subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "bisect", "--good", "main~7", "--oracle", oracle,
         "--out", str(tmp_path / "out"), str(data)],
        cwd=path, env=trail_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.exists()
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert err.strip().endswith("trail: interrupted during the bisection; nothing written")
    time.sleep(0.2)
    assert _processes_with(str(marker)) == []
    assert checkout_state(path) == before
    assert not (tmp_path / "out").exists()


# -- one step, as git bisect run sees it ------------------------------------------------

def test_the_step_script_never_lets_a_crash_count_as_bad(tmp_path):
    runner = str(Path(__file__).resolve().parent.parent / "runner")
    script = tmp_path / "step.sh"
    script.write_text(step_script(sys.executable, runner, str(tmp_path / "missing.pickle")))
    r = subprocess.run(["sh", str(script)], capture_output=True, text=True)
    assert "FileNotFoundError" in r.stderr  # Python exits 1 here: git would say "bad"
    assert r.returncode == GIT_EXIT[Verdict.ABORT] == 128
    assert set(STEP_EXIT.values()).isdisjoint({0, 1, 125, 126, 127})


# What a step process has loaded of trail when it ends: the oracle, the tester and the
# local sandbox, not the reduction, the pipeline, the formats or trail's git helpers.
STEP_MODULES = """
import sys
from trail.jobs.bisect_step import main
status = main(sys.argv[1:])
print(status, " ".join(sorted(m for m in sys.modules if m.split(".")[0] == "trail")))
"""


def test_a_step_process_loads_only_what_it_uses_and_logs_the_commit_it_is_given(tmp_path):
    state, log = tmp_path / "step.pickle", tmp_path / "steps.jsonl"
    write_state(str(state), _step(tmp_path, "echo KeyError: x >&2; exit 1"), str(log))
    r = subprocess.run([sys.executable, "-c", STEP_MODULES, str(state), "c0ffee"],
                       env=trail_env(), capture_output=True, text=True, timeout=60)
    status, loaded = r.stdout.split(" ", 1)
    assert int(status) == STEP_EXIT[Verdict.BAD], r.stderr
    modules = loaded.split()
    packages = {"trail", "trail.core", "trail.jobs", "trail.oracle", "trail.sandbox"}
    # Issue 17's 9 modules of code (the packages' __init__ files are empty), and
    # redact: a step masks secrets in what the oracle printed, as every tester does
    # (issue 30), so that none reaches its log; and noshell, which saves the local
    # sandbox a /bin/sh per plain oracle command (issue 31); folders, the local sandbox's
    # pool of emptied test folders, moved out of local.py to be shared with sandbox.warm;
    # digest, the tester's content key, once hashlib's (which loads OpenSSL); leftovers,
    # which names the local sandbox's temp folder by the run and removes dead runs' (issue 45);
    # ellipsis, which cuts the failure's line for the step's log at a word (issue 41).
    assert sorted(set(modules) - packages) == [
        "trail.core.digest", "trail.core.outcome", "trail.diskfull", "trail.ellipsis",
        "trail.interrupts",
        "trail.jobs.bisect_step", "trail.oracle.call", "trail.oracle.signature",
        "trail.oracle.tester", "trail.redact",
        "trail.sandbox.base", "trail.sandbox.folders", "trail.sandbox.leftovers",
        "trail.sandbox.local", "trail.sandbox.noshell"]
    assert set(modules) >= packages
    entry = json.loads(log.read_text())
    assert (entry["commit"], entry["verdict"]) == ("c0ffee", "bad")


def _step(tmp_path: Path, command: str, build: str | None = None) -> Step:
    oracle = Oracle(command=command, workdir=str(tmp_path))
    return Step(oracle, b"input\n", Signature(exit_status=1, pattern="KeyError"), 10.0, build)


@pytest.mark.parametrize("command, build, verdict, reason", [
    ("echo KeyError: x >&2; exit 1", None, Verdict.BAD, "exit status 1 (KeyError: x)"),
    ("exit 0", None, Verdict.GOOD, "exit status 0"),
    ("echo SyntaxError >&2; exit 1", None, Verdict.SKIP,
     "another failure: exit status 1 (SyntaxError)"),
    ("exit 127", None, Verdict.SKIP, "another failure: exit status 127"),
    ("exit 1", "echo missing header >&2; exit 2", Verdict.SKIP,
     "the build fails: exit status 2 (missing header)"),
])
def test_judge_maps_each_outcome_to_a_verdict(tmp_path, command, build, verdict, reason):
    sandbox = LocalSandbox()
    try:
        judgement = judge(_step(tmp_path, command, build), sandbox)
    finally:
        sandbox.close()
    assert (judgement.verdict, judgement.reason) == (verdict, reason)
    assert judgement.oracle_runs == (0 if build else 1)


def test_a_crash_named_by_expect_exit_is_bad(tmp_path):
    oracle = Oracle(command="kill -SEGV $$", workdir=str(tmp_path))
    sandbox = LocalSandbox()
    try:
        judgement = judge(Step(oracle, b"input\n", Signature(exit_status=139), 10.0, None),
                          sandbox)
    finally:
        sandbox.close()
    assert judgement.verdict is Verdict.BAD


def test_a_commit_without_the_working_directory_is_skipped(tmp_path):
    step = replace(_step(tmp_path / "sub", "exit 1"), prefix="sub/")
    judgement = judge(step, _BrokenSandbox())
    assert (judgement.verdict, judgement.reason) == (
        Verdict.SKIP, "there is no directory sub/ at this commit")


class _BrokenSandbox:
    name = "broken"

    def run(self, call):
        return RunResult(None, None, False, b"", b"", 0.0, error="no /bin/sh")

    def close(self) -> None:
        pass


def test_a_sandbox_that_cannot_run_aborts_the_bisection(tmp_path):
    judgement = judge(_step(tmp_path, "exit 1"), _BrokenSandbox())
    assert judgement.verdict is Verdict.ABORT
    assert judgement.reason == "the sandbox cannot run the oracle: no /bin/sh"


def test_help_teaches_the_workflow(tmp_path):
    r = bisect("--help", cwd=tmp_path)
    assert r.returncode == 0
    assert "git bisect run" in r.stdout and "Examples:" in r.stdout and "--rebisect" in r.stdout


# -- a real library's history: tomli, whose breaking commit's parent does not build --------

def test_a_blame_between_an_unbuildable_parent_and_its_child_is_a_result(tmp_path):
    pytest.importorskip("tomllib", reason="the history is built from Python 3.11's tomllib")
    path = tmp_path / "tomli"
    hashes = tomli_history(path)
    half_done, culprit, last_good = hashes[3], hashes[4], hashes[2]
    (tmp_path / "check.py").write_text(CHECK)
    (tmp_path / "settings.toml").write_bytes(tomli_input())
    python, out = shlex.quote(sys.executable), tmp_path / "out"
    r = bisect("--good", hashes[0], "--build", f"{python} -c {shlex.quote(IMPORTS)}",
               "--oracle", f"{python} {tmp_path / 'check.py'} {{}}", "--out", str(out), "-v",
               str(tmp_path / "settings.toml"), cwd=path)

    assert r.returncode == 0, r.stderr
    assert (out / "settings.toml").read_bytes() == b'm=""""""""'
    rep = report(out)
    section = rep["bisect"]
    failure = ("exit status 1 (tomli.TOMLDecodeError: Expected newline or end of document "
               "after a statement (at line 190, column 25))")
    assert [(s["commit"], s["verdict"], s["reason"]) for s in section["suspects"]] == [
        (half_done, "skip", "the build fails: exit status 1 (SyntaxError: expected ':')"),
        (culprit, "bad", failure)]
    assert section["first_bad"]["commit"] == culprit
    assert section["last_good"]["commit"] == last_good
    assert section["parent_check"]["verdict"] == "good"
    (run,) = section["bisections"]
    assert {st["commit"] for st in run["log"]} >= {half_done, culprit, last_good}
    said = r.stderr
    assert (f"trail.jobs.bisect: bisect step {half_done[:12]}: skip: the build fails: exit "
            "status 1 (SyntaxError: expected ':')\n") in said
    assert ("trail: cannot tell which of 2 commits broke it: 1 could not be judged; the blame "
            f"is one of these after {last_good[:12]}, the last good one:\n"
            f"  {half_done[:12]} {HALF_SUBJECT}: could not be judged: the build fails: exit "
            "status 1 (SyntaxError: expected ':')\n"
            f"  {culprit[:12]} {BAD_SUBJECT}: fails: {failure}\n"
            f"trail: minimized at {culprit[:12]}, the first commit known bad\n") in said
    md = (out / "report.md").read_text()
    assert md.splitlines()[2] == (f"**The commit that broke it:** one of `{half_done[:12]}`, "
                                  f"`{culprit[:12]}` (1 could not be judged: see Bisection "
                                  "below)")
    bisection = md[md.index("## Bisection"):]
    assert bisection.startswith(
        "## Bisection\n\n**Cannot tell which of 2 commits broke it: 1 could not be judged**; "
        f"the blame is one of these after `{last_good[:12]}` (good):\n\n"
        f"- `{half_done[:12]}` `{HALF_SUBJECT}`: could not be judged: `the build fails: exit "
        "status 1 (SyntaxError: expected ':')`\n"
        f"- `{culprit[:12]}` `{BAD_SUBJECT}`: fails: `{failure}`\n")

    # Each reason is the suspect's own: its build, and the oracle, run by hand in a clone.
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(path), str(clone))
    for commit, status, last_line in (
            (half_done, 1, "SyntaxError: expected ':'"),
            (culprit, 1, "tomli.TOMLDecodeError: Expected newline or end of document after a "
                         "statement (at line 1, column 10)"),
            (last_good, 0, None)):
        git(clone, "checkout", "-q", commit)
        run_ = subprocess.run([sys.executable, str(tmp_path / "check.py"),
                               str(out / "settings.toml")], cwd=clone, capture_output=True,
                              text=True)
        assert run_.returncode == status
        assert (run_.stderr.strip().splitlines() or [None])[-1] == last_line
    # The hand-off reproduces at the first commit known bad, not at the last good one.
    repro = str(out / "reproduce.sh")
    assert subprocess.run(["sh", repro], capture_output=True).returncode == 1
    at_good = dict(os.environ, TRAIL_COMMIT=last_good)
    assert subprocess.run(["sh", repro], env=at_good, capture_output=True).returncode == 0
