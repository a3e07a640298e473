"""Faults and odd inputs (issue 18, point 6): each ends in one clear line, never a
hang or a traceback, and leaves nothing of trail's behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest


def test_a_fifo_or_a_device_as_input_is_refused_at_once(tmp_path, trail):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for given in (str(fifo), "/dev/zero"):
        proc = trail("delta", "--oracle", "false {}", "--out", str(tmp_path / "out"), given,
                     timeout=30)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.decode().strip() == (
            f"trail: error: input {given} is not a file or a folder (a FIFO, socket or "
            "device): save its content to a file and give that")
    assert not (tmp_path / "out").exists()


def test_an_out_inside_or_equal_to_a_folder_input_is_refused(tmp_path, trail):
    folder = tmp_path / "project"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.txt").write_text("x\n")
    for out in (folder, folder / "trail-out", folder / "sub" / "deeper"):
        proc = trail("delta", "--oracle", "grep -rq x {}", "--out", str(out), str(folder),
                     timeout=60)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.decode().strip() == (
            f"trail: error: --out {out} is inside the input folder {folder}: "
            "choose an --out outside it")
    assert sorted(p.name for p in folder.rglob("*")) == ["a.txt", "sub"]


@pytest.fixture
def tiny_disk(tmp_path):
    """A 64 KiB file system (tmpfs); skipped where mounting needs a privilege we lack."""
    where = tmp_path / "tiny"
    where.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs: {mounted.stderr.strip()}")
    yield where
    subprocess.run(["umount", str(where)], check=True)


def _big_input(tmp_path, kib):
    """`kib` KB of lines, one of which holds the failure."""
    lines = [f"{i:04d} " + "x" * 994 + "\n" for i in range(kib)]
    lines[37] = "0037 needle " + "x" * 987 + "\n"
    path = tmp_path / "input.txt"
    path.write_text("".join(lines))
    return path


def _needle_oracle(tmp_path):
    script = tmp_path / "check.sh"
    script.write_text('#!/bin/sh\nif grep -q needle "$1"; then exit 1; fi\n')
    script.chmod(0o755)
    return str(script)


def test_a_full_out_folder_says_so_in_one_line_and_keeps_the_best_so_far(tmp_path, trail,
                                                                         tiny_disk):
    source = _big_input(tmp_path, 50)  # fits the tiny disk once, not twice
    out = tiny_disk / "out"
    proc = trail("delta", "--oracle-script", _needle_oracle(tmp_path), "--out", str(out),
                 str(source), timeout=120)
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    assert "Traceback" not in err
    assert err.splitlines()[-1].startswith(
        f"trail: error: no space left in {tiny_disk} (writing {out}/"), err
    assert err.splitlines()[-1].endswith("free some space, or give trail another --out or TMPDIR")
    best = (out / ".trail" / "best").read_bytes()
    assert b"needle" in best and len(best) <= source.stat().st_size


def test_a_full_tmpdir_says_so_in_one_line(tmp_path, trail, tiny_disk):
    source = _big_input(tmp_path, 100)  # no candidate fits
    proc = trail("delta", "--oracle-script", _needle_oracle(tmp_path),
                 "--out", str(tmp_path / "out"), str(source), env={"TMPDIR": str(tiny_disk)},
                 timeout=120)
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    assert "Traceback" not in err
    assert err.splitlines()[-1].startswith(f"trail: error: no space left in {tiny_disk} "), err


def _slow_oracle(tmp_path):
    script = tmp_path / "slow.sh"
    script.write_text('#!/bin/sh\nsleep 0.2\nif grep -q needle "$1"; then exit 1; fi\n')
    script.chmod(0o755)
    return str(script)


def test_a_second_run_on_the_same_out_is_refused_while_the_first_runs(tmp_path):
    from conftest import trail_env

    source = tmp_path / "input.txt"
    source.write_text("".join(f"line {i}\n" for i in range(30)) + "needle\n")
    out = tmp_path / "out"
    args = [sys.executable, "-m", "trail", "delta", "--oracle-script", _slow_oracle(tmp_path),
            "--out", str(out), str(source)]
    first = subprocess.Popen(args, env=trail_env(), stderr=subprocess.PIPE)
    lock = out / ".trail" / "lock"
    deadline = time.monotonic() + 30
    while not lock.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert lock.read_text() == f"{first.pid}\n"
    second = subprocess.run(args, env=trail_env(), capture_output=True, text=True, timeout=60)
    assert second.returncode == 2, second.stderr
    assert second.stderr.splitlines()[-1] == (
        f"trail: error: --out {out} is in use by another trail run (pid {first.pid}): "
        "wait for it to end, or choose another --out")
    assert first.wait(timeout=120) == 0, first.stderr.read()
    assert (out / "input.txt").read_text().strip() == "needle"
    assert not lock.exists()


def test_a_gone_runs_lock_is_taken_over_with_a_note_and_its_half_written_files_go(tmp_path,
                                                                                  trail):
    source = tmp_path / "input.txt"
    source.write_text("a\nneedle\nb\n")
    out = tmp_path / "out"
    (out / ".trail").mkdir(parents=True)
    gone = subprocess.Popen(["true"])
    gone.wait()
    (out / ".trail" / "lock").write_text(f"{gone.pid}\n")
    # What that run was writing when kill -9 came (handoff.writer's temporary names).
    half = [out / ".trail-tmp-abc123", out / ".trail" / ".trail-tmp-def456"]
    for path in half:
        path.write_text("half")
    proc = trail("delta", "--oracle-script", _needle_oracle(tmp_path), "--out", str(out),
                 str(source), timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert (f"trail: note: taking over {out} from an earlier run (pid {gone.pid}) that is "
            "gone") in proc.stderr.decode()
    assert (out / "input.txt").read_text().strip() == "needle"
    assert not (out / ".trail" / "lock").exists()
    assert [path for path in half if path.exists()] == []


def _alive(args: str) -> int:
    ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    return sum(line.strip() == args for line in ps.splitlines())


def test_what_leaves_the_group_with_a_cleared_environment_dies_with_its_test(tmp_path):
    from conftest import trail_env

    # A duration no other process uses, to count this test's sleeps only.
    leftover = f"sleep {100000 + os.getpid()}"
    source = tmp_path / "input.txt"
    source.write_text("".join(f"line {i}\n" for i in range(20)) + "needle\n")
    script = tmp_path / "escape.sh"
    script.write_text(f"#!/bin/sh\nenv -i setsid {leftover} &\nsleep 0.05\n"
                      'if grep -q needle "$1"; then exit 1; fi\n')
    script.chmod(0o755)
    run = subprocess.Popen([sys.executable, "-m", "trail", "delta", "--oracle-script",
                            str(script), "--out", str(tmp_path / "out"), str(source)],
                           env=trail_env(), stderr=subprocess.PIPE)
    most = 0
    while run.poll() is None:
        most = max(most, _alive(leftover))
        time.sleep(0.05)
    assert run.returncode == 0, run.stderr.read()
    assert _alive(leftover) == 0
    assert most <= 3


@pytest.mark.parametrize("before, after, shown", [
    (40960, 9, "99.98%"), (1_000_000_000, 1, "99.9999999%"), (10, 0, "100.0%"),
    (1000, 999, "0.1%"), (100_000, 99_999, "0.001%"), (956, 956, "0.0%"), (0, 0, "0.0%"),
    (3, 1, "66.7%"),
])
def test_the_share_removed_is_never_rounded_to_all_or_nothing(before, after, shown):
    from trail.facts import percent_removed

    assert percent_removed(before, after) == shown


def test_report_md_counts_units_and_says_when_verification_did_not_run():
    from trail.facts import count_of, verification_text

    assert [count_of(n, "unit") for n in (0, 1, 2, 2048)] == [
        "0 units", "1 unit", "2 units", "2,048 units"]
    assert verification_text(0, 0, interrupted=True) == "not run (interrupted)"
    assert verification_text(3, 10, interrupted=True) == "3 of 10 failed"


def test_an_interrupted_run_says_its_verification_did_not_run(tmp_path):
    from conftest import trail_env

    source = tmp_path / "input.txt"
    source.write_text("".join(f"line {i}\n" for i in range(40)) + "needle\n")
    out = tmp_path / "out"
    run = subprocess.Popen([sys.executable, "-m", "trail", "delta", "--oracle-script",
                            _slow_oracle(tmp_path), "--out", str(out), str(source)],
                           env=trail_env(), stderr=subprocess.PIPE)
    while not (out / ".trail" / "best").exists() and run.poll() is None:
        time.sleep(0.05)
    run.send_signal(signal.SIGINT)
    err = run.communicate(timeout=60)[1].decode()
    assert run.returncode == 130, err
    assert ("; verification: not run (interrupted) [cancelled: partial (the best input when "
            "it was stopped)]") in err
    assert "| verification | not run (interrupted) |" in (out / "report.md").read_text()
    assert "% removed" in err and "100.0% removed" not in err


def test_an_oracle_whose_first_word_is_shell_syntax_is_left_to_the_shell(tmp_path, trail):
    (tmp_path / "crash.py").write_text(
        "import sys\nsys.exit(1 if b'needle' in open(sys.argv[1], 'rb').read() else 0)\n")
    (tmp_path / "input.txt").write_text("a\nneedle\nb\n")
    proc = trail("delta", "--oracle", "(python3 crash.py {})", "--out", str(tmp_path / "out"),
                 "input.txt", cwd=tmp_path, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out" / "input.txt").read_text().strip() == "needle"


def test_sweep_says_error_when_it_cannot_write_its_report(tmp_path, trail):
    (tmp_path / "test_x.py").write_text("def test_a():\n    pass\n\ndef test_b():\n    pass\n")
    missing = tmp_path / "missing" / "sweep.json"
    proc = trail("sweep", "--runs", "2", "--json-out", str(missing), "--", sys.executable,
                 "-m", "pytest", "-p", "no:cacheprovider", cwd=tmp_path, timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.decode().splitlines()[-1] == (
        f"trail: error: cannot write --json-out {missing}: No such file or directory")


def _repo_with_a_bad_commit(tmp_path):
    """A repository whose second commit brings the failure, and an untracked folder
    holding the input and the oracle."""
    repo = tmp_path / "repo"
    repo.mkdir()

    def git(*args):
        subprocess.run(["git", "-C", str(repo), "-c", "user.email=t@t", "-c", "user.name=t",
                        *args], check=True, capture_output=True)

    git("init", "-q")
    (repo / "f.txt").write_text("good\n")
    git("add", "f.txt")
    git("commit", "-qm", "one")
    (repo / "f.txt").write_text("bad\n")
    git("commit", "-qam", "two")
    scratch = repo / "scratch" / "sub"
    scratch.mkdir(parents=True)
    (scratch / "in.txt").write_text("x\nneedle\ny\n")
    oracle = scratch / "o.sh"
    oracle.write_text('#!/bin/sh\ngrep -q needle "$1" && grep -q bad ../../f.txt && exit 1\n'
                      "exit 0\n")
    oracle.chmod(0o755)
    return repo, scratch


def _worktrees(repo):
    listing = subprocess.run(["git", "-C", str(repo), "worktree", "list", "--porcelain"],
                             capture_output=True, text=True, check=True).stdout
    return [line.split(" ", 1)[1] for line in listing.splitlines()
            if line.startswith("worktree ")]


def test_bisect_runs_from_a_folder_git_does_not_track(tmp_path, trail):
    repo, scratch = _repo_with_a_bad_commit(tmp_path)
    proc = trail("delta", "bisect", "--good", "HEAD~1", "--bad", "HEAD", "--oracle-script",
                 "./o.sh", "--out", str(tmp_path / "out"), "in.txt", cwd=scratch, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out" / "in.txt").read_text().strip() == "needle"
    assert _worktrees(repo) == [str(repo)]


def test_bisect_removes_the_worktrees_that_killed_runs_left(tmp_path, trail):
    repo, scratch = _repo_with_a_bad_commit(tmp_path)
    gone = subprocess.Popen(["true"])
    gone.wait()
    # As a run killed with kill -9 leaves it; and one of a run still going, kept.
    stale = tmp_path / f"trail-bisect-{gone.pid}-x1" / "tree"
    live = tmp_path / f"trail-bisect-{os.getpid()}-x2" / "tree"
    for tree in (stale, live):
        subprocess.run(["git", "-C", str(repo), "worktree", "add", "--detach", str(tree),
                        "HEAD"], check=True, capture_output=True)
    proc = trail("delta", "bisect", "--good", "HEAD~1", "--bad", "HEAD", "--oracle-script",
                 "./o.sh", "--out", str(tmp_path / "out"), "in.txt", cwd=scratch, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert _worktrees(repo) == [str(repo), str(live)]
    assert not stale.parent.exists()


def test_an_interrupted_sweep_writes_what_its_finished_runs_found(tmp_path):
    from conftest import trail_env

    (tmp_path / "test_slow.py").write_text(
        "import time\n\ndef test_a():\n    time.sleep(0.3)\n\ndef test_b():\n    pass\n")
    report = tmp_path / "sweep.json"
    run = subprocess.Popen([sys.executable, "-m", "trail", "sweep", "--runs", "50",
                            "--json-out", str(report), "--md-out", str(tmp_path / "sweep.md"),
                            "--", sys.executable, "-m", "pytest", "-p", "no:cacheprovider"],
                           cwd=tmp_path, env=trail_env(), stderr=subprocess.PIPE,
                           stdout=subprocess.PIPE)
    seen = b""
    while b"run 2/50" not in seen and run.poll() is None:
        seen += run.stderr.readline()
    run.send_signal(signal.SIGINT)
    err = seen + run.communicate(timeout=60)[1]
    assert run.returncode == 130, err
    assert err.decode().splitlines()[-1] == "trail: interrupted"
    data = json.loads(report.read_text())
    assert data["status"] == "interrupted"
    assert 2 <= data["completed_runs"] < 50 and data["tests"] == 2
    assert "(interrupted after" in (tmp_path / "sweep.md").read_text()
