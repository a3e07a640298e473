"""`trail delta` end to end, with real subprocess oracles."""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import ROOT, run_trail, trail_env
from trail.cli.common import UsageError
from trail.cli.main import main
from trail.interrupts import Interrupted
from trail.sandbox.errors import SandboxError

PY = sys.executable
EXAMPLES = ROOT / "examples"


def report(out: Path) -> dict:
    return json.loads((out / "report.json").read_text())


def write_oracle(path: Path, body: str) -> Path:
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return path


def test_select_example_reduces_to_select(tmp_path):
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", f"{PY} examples/select-crash/render.py {{}}",
                  "examples/select-crash/page.html", "--out", str(out), cwd=ROOT)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "page.html").read_bytes() == b"<SELECT>"
    rep = report(out)
    assert rep["status"] == "minimized"
    assert rep["verification"] == {"runs": 10, "failed": 10, "verified": True}
    assert rep["signature"]["exit_status"] == 1
    assert "RenderError" in rep["signature"]["summary"]
    assert rep["minimized"]["bytes"] == 8 and rep["input"]["bytes"] == 7532
    md = (out / "report.md").read_text()
    assert "```\n<SELECT>\n```" in md and "10 of 10 failed" in md


def test_reproduce_sh_follows_git_bisect_convention_from_any_directory(tmp_path):
    out = tmp_path / "out"
    r = run_trail("delta", "--interesting-exit-zero", "--oracle-script",
                  "examples/creduce-style/interesting.sh", "examples/creduce-style/server.log",
                  "--out", str(out), "--verify", "1", cwd=ROOT)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "server.log").read_bytes() == (
        b"orders/77 500 lock-timeoutorders/77 500 deadlock")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    repro = out / "reproduce.sh"
    assert subprocess.run(["sh", str(repro)], cwd=elsewhere).returncode == 1
    # The standalone script carries its own input: break it and it must report 0.
    broken = repro.read_text().replace("deadlock", "xx")  # the oracle text inside
    (tmp_path / "broken.sh").write_text(broken)
    assert subprocess.run(["sh", str(tmp_path / "broken.sh")], cwd=elsewhere).returncode == 0
    # oracle.sh keeps the user's own convention.
    kept = out / "server.log"
    assert subprocess.run([str(out / "oracle.sh"), str(kept)]).returncode == 0


def test_an_oracle_script_runs_in_place_so_it_finds_the_files_beside_it(tmp_path):
    checks = tmp_path / "checks"
    checks.mkdir()
    (checks / "check.py").write_text(
        "import sys\n"
        "if b'boom' in open(sys.argv[1], 'rb').read():\n"
        "    sys.exit('ValueError: boom')\n")
    oracle = write_oracle(checks / "o.sh", f'exec {PY} "$(dirname "$0")/check.py" "$1"\n')
    (tmp_path / "in.txt").write_text("a\nboom\nb\n")
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "in.txt").read_bytes() == b"boom"
    repro = ["sh", str(out / "reproduce.sh")]
    assert subprocess.run(repro, capture_output=True).returncode == 1
    assert subprocess.run([str(out / "oracle.sh"), str(out / "in.txt")],
                          capture_output=True).returncode == 1
    # Gone from where it was: its text runs, without check.py beside it.
    oracle.rename(tmp_path / "moved.sh")
    gone = subprocess.run(repro, capture_output=True)
    assert gone.returncode == 125
    assert b"is gone or changed: running its text from the reduction" in gone.stderr


def test_out_never_overwrites_the_input_the_oracle_or_files_trail_did_not_write(tmp_path):
    (tmp_path / "in.txt").write_text("a\nBUG\nb\n")
    oracle = write_oracle(tmp_path / "oracle.sh", 'grep -q BUG "$1" && exit 1; exit 0\n')
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "in.txt").write_text("mine\n")
    (tmp_path / "proj").mkdir()
    (tmp_path / "proj" / "b.txt").write_text("BUG\n")
    refused = [
        ((".", "in.txt"), "--out . would overwrite the input (./in.txt): choose another --out"),
        (("", "in.txt"), "--out is empty: give a folder for the result (default trail-out)"),
        (("in.txt", "in.txt"), "--out in.txt is a file: give a folder for the result"),
        (("full", "in.txt"), "--out full would overwrite full/in.txt, which trail did not "
                             "write: choose another --out, or an empty folder"),
        ((".", "proj"), "--out . would overwrite the input (./proj): choose another --out"),
    ]
    for (out, given), message in refused:
        r = run_trail("delta", "--oracle", "./oracle.sh {}", given, "--out", out, cwd=tmp_path)
        assert (r.returncode, r.stderr.decode()) == (2, f"trail: error: {message}\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "in.txt").write_text("BUG\n")
    r = run_trail("delta", "--oracle", "./oracle.sh {}", "sub/in.txt", "--out", ".",
                  cwd=tmp_path)
    assert r.stderr.decode() == ("trail: error: --out . would overwrite the oracle "
                                 "(./oracle.sh): choose another --out\n")
    assert (tmp_path / "in.txt").read_text() == "a\nBUG\nb\n"
    assert (tmp_path / "full" / "in.txt").read_text() == "mine\n"
    assert oracle.read_text().endswith('grep -q BUG "$1" && exit 1; exit 0\n')
    # A folder trail wrote before is trail's to write again.
    for _ in range(2):
        r = run_trail("delta", "--oracle", "./oracle.sh {}", "in.txt", "--out", "again",
                      "--verify", "1", cwd=tmp_path)
        assert r.returncode == 0, r.stderr.decode()


def test_reproduce_sh_says_inconclusive_for_another_failure(tmp_path):
    (tmp_path / "in.txt").write_text("a\nb\nboom\nc\n")
    oracle = write_oracle(tmp_path / "o.sh", (
        'if [ -e "$TRAIL_OTHER" ]; then echo "ImportError: broken env" >&2; exit 1; fi\n'
        'grep -q boom "$1" && { echo "ValueError: boom 12" >&2; exit 1; }\nexit 0\n'))
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--verify", "2", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "in.txt").read_bytes() == b"boom"
    repro = str(out / "reproduce.sh")
    assert subprocess.run(["sh", repro], capture_output=True).returncode == 1
    other = dict(os.environ, TRAIL_OTHER=str(oracle))
    assert subprocess.run(["sh", repro], env=other, capture_output=True).returncode == 125


def test_signature_guards_against_another_failure(tmp_path):
    # Removing "header" makes the program fail with a different error: never adopted.
    (tmp_path / "in.txt").write_text("header\nx\ny\ncrash\nz\n")
    oracle = write_oracle(tmp_path / "o.sh", (
        'grep -q header "$1" || { echo "SyntaxError: no header" >&2; exit 1; }\n'
        'grep -q crash "$1" && { echo "KeyError: crash" >&2; exit 1; }\nexit 0\n'))
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--verify", "1", "--granularity", "lines", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "in.txt").read_bytes() == b"header\ncrash\n"
    any_out = tmp_path / "any"
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(any_out), "--verify", "1", "--granularity", "lines",
                  "--any-failure", cwd=tmp_path)
    assert (any_out / "in.txt").read_bytes() == b""


def test_expect_output_override(tmp_path):
    (tmp_path / "in.txt").write_text("p\nq\nr\n")
    oracle = write_oracle(tmp_path / "o.sh", (
        'grep -q q "$1" && { echo "fatal: q seen" >&2; exit 3; }\nexit 0\n'))
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--verify", "1", "--expect-output", "q seen",
                  "--expect-exit", "3", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "in.txt").read_bytes() == b"q"
    assert report(out)["signature"]["source"] == "overridden"


SEGFAULT_ON_BOOM = (f"{PY} -c \"import os, sys; b'boom' in open(sys.argv[1], 'rb').read() "
                    "and os.kill(os.getpid(), 11)\" {}")


@pytest.mark.parametrize("oracle", [
    SEGFAULT_ON_BOOM + "; exit $?",   # a shell in between: exit status 139
    "exec " + SEGFAULT_ON_BOOM,       # the program itself dies by signal 11
], ids=["shell-status-139", "killed-by-signal-11"])
def test_expect_exit_139_minimizes_a_segfault(tmp_path, oracle):
    (tmp_path / "in.txt").write_text("a\nboom\nb\n")
    r = run_trail("delta", "--oracle", oracle, "in.txt", "--out", "plain", cwd=tmp_path)
    assert r.returncode == 2
    err = r.stderr.decode()
    assert "the oracle's result on the original input is UNRESOLVED" in err
    assert err.strip().endswith(": to minimize this crash, pass --expect-exit 139"), err
    r = run_trail("delta", "--oracle", oracle, "in.txt", "--out", "out", "--verify", "2",
                  "--expect-exit", "139", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    out = tmp_path / "out"
    assert (out / "in.txt").read_bytes() == b"boom"
    assert report(out)["signature"]["exit_status"] == 139
    assert subprocess.run(["sh", str(out / "reproduce.sh")], capture_output=True).returncode == 1


@pytest.mark.parametrize("data", [
    b"keep\r\nnoise\r\nmore\r\n",           # CRLF
    "caf\u00e9 keep \u20ac\nnoise\n".encode(),   # UTF-8
    b"\xff\xfekeep\x00\x01noise",           # binary
    b"noise\nkeep",                        # no final newline
])
def test_kept_bytes_are_preserved_exactly(tmp_path, data):
    (tmp_path / "in.bin").write_bytes(data)
    oracle = write_oracle(tmp_path / "o.sh", 'grep -q keep "$1" && exit 1; exit 0\n')
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.bin"),
                  "--out", str(out), "--verify", "1", "--granularity", "lines", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    result = (out / "in.bin").read_bytes()
    line = next(x for x in data.splitlines(keepends=True) if b"keep" in x)
    assert result == line


def test_empty_input_that_fails(tmp_path):
    (tmp_path / "empty").write_bytes(b"")
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", "exit 1 {}", str(tmp_path / "empty"), "--out", str(out),
                  "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "empty").read_bytes() == b""
    # Nothing was removed: no sign of an oracle at fault (a silent oracle's signature is
    # its exit status alone, which trail says as a weak one).
    assert b"does not read the candidate" not in r.stderr


@pytest.mark.parametrize("how, where", [
    (["--oracle", "false {}"], "uses {} (the candidate's path)"),
    (["--oracle-script", "o.sh"], "reads the file named by its $1"),
    (["--stdin", "--oracle", "false"], "reads its standard input"),
])
def test_an_oracle_that_ignores_its_input_gets_a_warning(tmp_path, how, where):
    (tmp_path / "in.txt").write_text("a\nboom\n")
    write_oracle(tmp_path / "o.sh", "exit 1\n")
    r = run_trail("delta", *how, "in.txt", "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    warning = ("the oracle fails even on the empty input, so it probably does not read the "
               f"candidate: check that it {where}")
    assert f"trail: warning: {warning}\n" in r.stderr.decode()
    out = tmp_path / "trail-out"
    assert (out / "in.txt").read_bytes() == b""
    # First the weak signature (the oracle prints nothing), said before the reduction.
    assert report(out)["format"]["warnings"] == [report(out)["signature"]["weak"], warning]
    assert f"> warning: {warning}" in (out / "report.md").read_text()


def test_stdin_and_as_name_deliveries(tmp_path):
    (tmp_path / "in.txt").write_text("a\nneedle\nb\n")
    out = tmp_path / "o1"
    r = run_trail("delta", "--stdin", "--oracle", "! grep -q needle", str(tmp_path / "in.txt"),
                  "--out", str(out), "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "in.txt").read_bytes() == b"needle"
    out = tmp_path / "o2"
    r = run_trail("delta", "--as", "fixed.cfg", "--oracle", "! grep -q needle fixed.cfg",
                  str(tmp_path / "in.txt"), "--out", str(out), "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "fixed.cfg").read_bytes() == b"needle"
    assert subprocess.run(["sh", str(out / "reproduce.sh")]).returncode == 1


def test_a_file_name_that_is_not_utf8_is_handed_off_as_its_own_bytes(tmp_path):
    name = os.fsdecode(b"na\xffme.txt")
    (tmp_path / name).write_text("a\nBUG\n")
    write_oracle(tmp_path / "o.sh", 'grep -q BUG "$1" && exit 1; exit 0\n')
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", "./o.sh {}", name, "--out", str(out), "--verify", "1",
                  cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / name).read_bytes() == b"BUG"
    assert subprocess.run(["sh", str(out / "reproduce.sh")]).returncode == 1


def test_a_quoted_placeholder_is_quoted_once(tmp_path):
    # trail quotes the path itself; "{}" around it must not split a name with spaces.
    (tmp_path / "my input.txt").write_text("a\nBUG\nb\n")
    write_oracle(tmp_path / "o.sh", 'grep -q BUG "$1" && exit 1; exit 0\n')
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", './o.sh "{}"', "my input.txt", "--out", str(out),
                  "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "my input.txt").read_bytes() == b"BUG"


def test_jobs_2_gives_byte_identical_output(tmp_path):
    results = {}
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}"
        r = run_trail("delta", "--interesting-exit-zero", "--oracle-script",
                      "examples/creduce-style/interesting.sh",
                      "examples/creduce-style/server.log", "--out", str(out), "-j", jobs,
                      "--verify", "1", cwd=ROOT)
        assert r.returncode == 0, r.stderr.decode()
        results[jobs] = ((out / "server.log").read_bytes(), report(out))
    assert results["1"][0] == results["2"][0]
    # Same schedule, so the same tests ran; the parallel run may add wasted ones.
    one, two = results["1"][1]["tests"], results["2"][1]["tests"]
    assert two["run"] >= one["run"]
    assert one["wasted"] == 0


def test_max_tests_gives_partial_result(tmp_path):
    out = tmp_path / "out"
    r = run_trail("delta", "--interesting-exit-zero", "--oracle-script",
                  "examples/creduce-style/interesting.sh", "examples/creduce-style/server.log",
                  "--out", str(out), "--max-tests", "10", "--verify", "1", cwd=ROOT)
    assert r.returncode == 0, r.stderr.decode()
    rep = report(out)
    assert rep["status"] == "partial" and rep["partial_reason"] == "max-tests"
    assert rep["tests"]["run"] == 10
    assert "to go on from this result, run the same command with --resume" in r.stderr.decode()
    kept = (out / "server.log").read_bytes()
    assert b"lock-timeout" in kept and b"deadlock" in kept and len(kept) < 84490


def test_timeout_stops_the_tests_running_at_its_deadline(tmp_path):
    # Every candidate but the original hangs: before, the first ran to its
    # --test-timeout (120 s) past a --timeout of 6 s, and verification came after.
    (tmp_path / "in.txt").write_text("a\nb\nc\nd\n")
    (tmp_path / "orig.txt").write_text("a\nb\nc\nd\n")
    write_oracle(tmp_path / "o.sh", 'cmp -s "$1" orig.txt && exit 1\nsleep 120\n')
    out = tmp_path / "out"
    started = time.monotonic()
    r = run_trail("delta", "--oracle", "./o.sh {}", "--timeout", "6", "--test-timeout", "120",
                  "--jobs", "2", "--verify", "2", "in.txt", "--out", str(out), cwd=tmp_path,
                  timeout=100)
    took = time.monotonic() - started
    assert r.returncode == 0, r.stderr.decode()
    rep = report(out)
    assert (rep["status"], rep["partial_reason"]) == ("partial", "timeout")
    assert (out / "in.txt").read_text() == "a\nb\nc\nd\n"  # the best so far: the original
    assert rep["verification"] == {"runs": 2, "failed": 2, "verified": True}
    assert took < 30, f"--timeout 6 took {took:.1f} s"


def test_resume_continues_from_saved_best(tmp_path):
    out = tmp_path / "out"
    args = ["delta", "--interesting-exit-zero", "--oracle-script",
            "examples/creduce-style/interesting.sh", "examples/creduce-style/server.log",
            "--out", str(out), "--verify", "1"]
    run_trail(*args, "--max-tests", "30", cwd=ROOT)
    first = report(out)["tests"]["run"]
    saved = (out / ".trail" / "best").stat().st_size
    r = run_trail(*args, "--resume", cwd=ROOT)
    assert r.returncode == 0, r.stderr.decode()
    assert f"trail: --resume: going on from the {saved:,} bytes saved in {out}: the " \
        "earlier run's " in r.stderr.decode()
    resumed = report(out)
    fresh_out = tmp_path / "fresh"
    run_trail(*args[:-4], "--out", str(fresh_out), "--verify", "1", cwd=ROOT)
    fresh = report(fresh_out)
    assert (out / "server.log").read_bytes() == (fresh_out / "server.log").read_bytes()
    assert (resumed["kept"], resumed["guarantees"]) == (fresh["kept"], fresh["guarantees"])
    assert first == 30 and resumed["tests"]["run"] < fresh["tests"]["run"]
    # Run again without --resume, the same job says that it starts over.
    again = run_trail(*args, "--max-tests", "1", cwd=ROOT)
    assert ("trail: starting over: the best input an earlier run of this job saved in "
            f"{out} goes (--resume would go on from it)\n") in again.stderr.decode()
    # Outcomes saved for another oracle are no proof: that state is refused.
    edited = tmp_path / "interesting.sh"
    edited.write_text((ROOT / "examples/creduce-style/interesting.sh").read_text() + "# v2\n")
    edited.chmod(0o755)
    other = [str(edited) if a.endswith("interesting.sh") else a for a in args]
    r = run_trail(*other, "--resume", "-q", cwd=ROOT)
    assert (r.returncode, r.stderr.decode()) == (2, (
        f"trail: error: --resume: {out} holds the state of another run (its input, oracle "
        "or failure signature differ): drop --resume to start over, or choose another --out\n"))


def _pids_with(marker: str) -> list[str]:
    ps = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
    return [line for line in ps.splitlines() if marker in line and "ps -eo" not in line]


def test_timeout_kills_the_whole_group_and_leaves_no_orphans(tmp_path):
    marker = f"trail-orphan-{os.getpid()}"
    (tmp_path / "in.txt").write_text("a\nb\nc\nd\n")
    # The original input fails quickly; every candidate hangs, with a background child.
    oracle = write_oracle(tmp_path / "o.sh", (
        f'[ "$(wc -l < "$1")" -eq 4 ] && exit 1\n'
        f'sh -c "sleep 300; echo {marker}" &\nsleep 300\n'))
    out = tmp_path / "out"
    started = time.monotonic()
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--test-timeout", "0.5", "--verify", "1",
                  "--granularity", "lines", cwd=tmp_path)
    # Every candidate UNRESOLVED: nothing learned, so the run says it stalled (exit 3).
    assert r.returncode == 3, r.stderr.decode()
    assert time.monotonic() - started < 60
    assert (out / "in.txt").read_text() == "a\nb\nc\nd\n"
    report = json.loads((out / "report.json").read_text())
    assert report["status"] == "stalled"
    assert report["tests"]["outcomes"] == {"timed out": report["tests"]["run"]}
    assert _pids_with(marker) == []


def test_what_an_oracle_starts_outside_its_group_is_killed_at_the_end(tmp_path):
    marker = f"trail-setsid-{os.getpid()}"
    (tmp_path / "in.txt").write_text("a\nBUG\nb\n")
    # Each call leaves a daemon in a session of its own: the group kill misses it.
    oracle = write_oracle(tmp_path / "o.sh", (
        f'setsid sh -c "sleep 300; echo {marker}" </dev/null >/dev/null 2>&1 &\n'
        'grep -q BUG "$1" && exit 1; exit 0\n'))
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(tmp_path / "out"), "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert _pids_with(marker) == []


@pytest.mark.parametrize("limit, message", [
    (["--test-timeout", "1"], "trail: error: the oracle timed out on the original input "
     "(--test-timeout 1 s): raise --test-timeout, or check that the oracle ends on its own"),
    (["--timeout", "1"], "trail: error: the oracle timed out on the original input (it is "
     "capped by --timeout 1 s): raise --timeout or give a --test-timeout, or check that the "
     "oracle ends on its own"),
])
def test_an_oracle_that_hangs_on_the_original_times_out_with_a_message(tmp_path, limit, message):
    (tmp_path / "in.txt").write_text("a\n")
    oracle = write_oracle(tmp_path / "o.sh", "sleep 30\nexit 1\n")
    started = time.monotonic()
    r = run_trail("delta", "--oracle-script", str(oracle), "in.txt", *limit, cwd=tmp_path,
                  timeout=20)
    assert time.monotonic() - started < 15
    assert r.returncode == 2
    assert r.stderr.decode().splitlines() == [
        "trail: running the oracle on the original input", message]


def test_a_budget_spent_before_reducing_says_which_flag_to_raise(tmp_path):
    # The original answers at once; the next call, the question whether malformed
    # JSON still fails, hangs past --timeout: no reduction began.
    (tmp_path / "in.json").write_text('{"a": 1, "b": 2}\n')
    calls = tmp_path / "calls"
    oracle = write_oracle(tmp_path / "o.sh", (
        f'echo x >> "{calls}"\n[ "$(wc -l < "{calls}")" -gt 1 ] && sleep 30\n'
        'grep -q b "$1" && exit 1; exit 0\n'))
    r = run_trail("delta", "--oracle-script", str(oracle), "in.json", "--timeout", "3",
                  "-j1", "--out", "out", cwd=tmp_path, timeout=25)
    assert r.returncode == 2
    assert r.stderr.decode().splitlines()[-1] == (
        "trail: error: the budget ended before any reduction (timeout): the checks before "
        "it (the original's runs, the question whether malformed input still fails) took "
        "all of it; raise --timeout (--resume goes on from what ran)")
    assert not (tmp_path / "out" / "report.json").exists()


def test_ctrl_c_writes_interrupted_report_and_kills_tests(tmp_path):
    marker = f"trail-sigint-{os.getpid()}"
    lines = "".join(f"line {i}\n" for i in range(200))
    (tmp_path / "in.txt").write_text(lines)
    oracle = write_oracle(tmp_path / "o.sh", (
        f'grep -q "line 17$" "$1" || exit 0\nsleep 0.2; echo {marker} >/dev/null\nexit 1\n'))
    out = tmp_path / "out"
    proc = subprocess.Popen(
        [PY, "-m", "trail", "delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
         "--out", str(out), "-j", "2"],
        cwd=tmp_path, env=trail_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while not (out / ".trail" / "best").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err.decode()
    rep = report(out)
    assert rep["status"] == "interrupted"
    kept = (out / "in.txt").read_text()
    assert "line 17\n" in kept and len(kept) < len(lines)
    time.sleep(0.3)
    assert _pids_with(str(oracle)) == []


def test_ctrl_c_while_parallel_tests_run_kills_them_and_ends_at_once(tmp_path):
    # The wait on the pool is not broken into by the signal (its locks could stay
    # held); the running tests are killed instead, and that ends the wait.
    (tmp_path / "in.txt").write_text("".join(f"line {i}\n" for i in range(50)))
    started = tmp_path / "started"
    oracle = write_oracle(tmp_path / "o.sh", (
        f'[ "$(wc -l < "$1")" -eq 50 ] && exit 1\ntouch {started}\nsleep 30\nexit 1\n'))
    proc = _start_trail(tmp_path, oracle, "-j", "2")
    _wait_for(started.exists)
    signalled = time.monotonic()
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=25)
    assert proc.returncode == 130, err.decode()
    assert time.monotonic() - signalled < 10
    assert report(tmp_path / "out")["status"] == "interrupted"
    assert _pids_with(str(oracle)) == []


def _start_trail(tmp_path: Path, oracle: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [PY, "-m", "trail", "delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
         "--out", str(tmp_path / "out"), *args],
        cwd=tmp_path, env=trail_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_for(condition, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert condition(), "timed out"


def test_ctrl_c_before_the_reduction_says_so_without_a_traceback(tmp_path):
    (tmp_path / "in.txt").write_text("a\nb\n")
    started = tmp_path / "started"
    oracle = write_oracle(tmp_path / "o.sh", f'touch "{started}"; sleep 30; exit 1\n')
    proc = _start_trail(tmp_path, oracle)
    _wait_for(started.exists)  # the original run is under way
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert err.decode().strip().splitlines()[-1] == (
        "trail: interrupted before there was a result to write")
    assert "Traceback" not in err.decode()
    time.sleep(0.3)
    assert _pids_with(str(oracle)) == []


# Loaded first thing as sitecustomize: trail sends itself SIGINT when `trail delta`
# imports trail.jobs.delta, for a Ctrl-C at a known moment of its start-up.
INTERRUPT_DURING_IMPORTS = """\
import os, signal, sys

class InterruptOnImport:
    def find_spec(self, name, path=None, target=None):
        if name == "trail.jobs.delta":
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, InterruptOnImport())
"""


def _start_args(how: str) -> list[str]:
    if how == "python -m trail":
        return ["-m", "trail"]
    # As the `trail` command pyproject.toml installs does it.
    found = re.search(r'^trail = "(.+):(.+)"$', (ROOT / "pyproject.toml").read_text(), re.M)
    module, function = found.groups()
    return ["-c", f"import sys; from {module} import {function}; sys.exit({function}())"]


@pytest.mark.parametrize("how", ["python -m trail", "trail command"])
def test_ctrl_c_during_start_up_says_so_without_a_traceback(tmp_path, how):
    (tmp_path / "sitecustomize.py").write_text(INTERRUPT_DURING_IMPORTS)
    (tmp_path / "in.txt").write_text("x\n")
    env = trail_env()
    env["PYTHONPATH"] = f"{tmp_path}{os.pathsep}{env['PYTHONPATH']}"
    r = subprocess.run([PY, *_start_args(how), "delta", "--oracle", "grep -q x {}", "in.txt"],
                       cwd=tmp_path, env=env, capture_output=True, timeout=60)
    assert (r.returncode, r.stderr.decode()) == (130, "trail: interrupted\n")


@pytest.mark.parametrize("jobs", ["1", "2"])  # -j 2: two verification runs hang at once
def test_ctrl_c_during_verification_still_writes_the_result(tmp_path, jobs):
    lines = "".join(f"line {i}\n" for i in range(20))
    (tmp_path / "in.txt").write_text(lines)
    seen, hanging = tmp_path / "seen", tmp_path / "hanging"
    # Reduction tests the result ("line 17", 7 bytes) once, then answers from its
    # cache; the first verification run of it is the second run, and hangs.
    oracle = write_oracle(tmp_path / "o.sh", (
        'grep -q "line 17$" "$1" || exit 0\n'
        f'if [ "$(wc -c < "$1")" -eq 7 ]; then\n'
        f'  [ -f "{seen}" ] && touch "{hanging}" && sleep 30\n  touch "{seen}"\nfi\n'
        'exit 1\n'))
    out = tmp_path / "out"
    proc = _start_trail(tmp_path, oracle, "--verify", "3", "-j", jobs)
    _wait_for(hanging.exists)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err.decode()
    rep = report(out)
    assert (rep["status"], rep["partial_reason"]) == ("interrupted",
                                                      "interrupted during verification")
    assert (out / "in.txt").read_bytes() == b"line 17"
    assert "Traceback" not in err.decode()


def test_a_second_signal_while_the_first_is_handled_still_writes_the_report(tmp_path):
    # Each candidate holds a FIFO open and hangs. The first SIGINT makes trail kill
    # them, which closes the FIFO: the second comes while trail is stopping, as the
    # second of a double Ctrl-C does.
    (tmp_path / "in.txt").write_text("".join(f"line {i}\n" for i in range(200)))
    started, held = tmp_path / "started", tmp_path / "held"
    os.mkfifo(held)
    oracle = write_oracle(tmp_path / "o.sh", (
        '[ "$(wc -l < "$1")" -eq 200 ] && exit 1\n'
        f'touch "{started}"\nexec 3>"{held}"\nsleep 30\n'))
    proc = _start_trail(tmp_path, oracle, "-j", "2")
    _wait_for(started.exists)
    with open(held, "rb") as fifo:
        proc.send_signal(signal.SIGINT)
        fifo.read()  # end of file: no candidate holds it any more
        proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err.decode()
    out = tmp_path / "out"
    assert report(out)["status"] == "interrupted"
    assert (out / "reproduce.sh").exists() and "Traceback" not in err.decode()
    assert _pids_with(str(oracle)) == []


def test_a_signal_during_cleanup_is_raised_once_the_cleanup_is_done():
    from trail.interrupts import uninterrupted

    steps, raised = [], None
    try:
        with uninterrupted():
            os.kill(os.getpid(), signal.SIGINT)
            for _ in range(1000):  # Python runs its handler between bytecodes
                steps.append("cleaning")
            steps.append("done")
    except BaseException as exc:  # a KeyboardInterrupt must fail the test, not end pytest
        raised = exc
    assert isinstance(raised, Interrupted), raised
    assert steps[-1] == "done" and len(steps) == 1001
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


class _ClosingSandbox:
    """A sandbox whose close() gets a Ctrl-C halfway, as a container's removal may."""

    closed_whole = False

    def close(self):
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):
            pass
        self.closed_whole = True


def test_run_job_closes_its_sandbox_whole_through_a_ctrl_c():
    # CI left a container behind: the Ctrl-C came after the job's own handler was gone,
    # during the sandbox's close(), and raised KeyboardInterrupt in its middle.
    from trail.cli.delta import run_job

    def job(sandbox, progress):
        raise RuntimeError("the job's own error")

    sandbox, raised = _ClosingSandbox(), None
    try:
        run_job(argparse.Namespace(quiet=True, json=False), sandbox, job)
    except BaseException as exc:  # a KeyboardInterrupt must fail the test, not end pytest
        raised = exc
    assert isinstance(raised, Interrupted), raised
    assert sandbox.closed_whole


@pytest.mark.parametrize("args, message", [
    (["--oracle", "true {}", "missing.txt"],
     "trail: error: input not found: missing.txt: give the path of the failing input"),
    (["--oracle", "no-such-program-xyz {}", "in.txt"],
     "trail: error: oracle command not found: no-such-program-xyz: install it or fix --oracle"),
    (["--oracle", "true {}", "in.txt"],
     "trail: error: nothing to minimize: the oracle passes on the original input "
     "(exit status 0); trail reads exit 0 as 'no failure': if your oracle exits 0 when the "
     "failure is there (C-Reduce style), add --interesting-exit-zero; if the failure comes "
     "and goes, add --flaky"),
    (["--oracle", "false {}", "--interesting-exit-zero", "in.txt"],
     "trail: error: nothing to minimize: the oracle passes on the original input "
     "(exit status 1); with --interesting-exit-zero the oracle exits 0 when the failure is "
     "there: drop it if yours exits non-zero on the failure"),
    (["--oracle", "exit 125 {}", "in.txt"],
     "trail: error: the oracle's result on the original input is UNRESOLVED "
     "(exit status 125): fix the oracle first"),
    (["--oracle", "grep x", "in.txt"],
     "trail: error: --oracle has no {}: put {} where the candidate's path goes, "
     "or use --stdin or --as NAME"),
    (["--oracle-script", "nope.sh", "in.txt"], "trail: error: oracle script not found:"),
    (["--oracle", "./o.sh x.cfg", "--as", "x.cfg", "in.txt"],
     "trail: error: with --as the oracle runs in a fresh folder, where ./o.sh is not: give "
     "its absolute path ("),
    (["--oracle", "./in.txt", "in.txt"],
     "trail: error: --oracle has no {}: for a script that takes the candidate's path as $1, "
     "use --oracle-script ./in.txt"),
    (["--oracle", "sh -c 'exit 1' {}", "in.txt", "--granularity", "words"],
     "trail: error: unknown granularity 'words': use one of lines, tokens, chars"),
    (["--oracle", "grep x {}", "--stdin", "in.txt"],
     "trail: error: --oracle has a {}, but with --stdin the candidate is on standard input: "
     "drop the {}"),
    (["--oracle", "grep x {}", "--as", "a.cfg", "in.txt"],
     "trail: error: --oracle has a {}, but with --as a.cfg the candidate is in ./a.cfg: "
     "drop the {}"),
    (["--oracle", "false {}", "--image", "img", "--memory", "1g", "in.txt"],
     "trail: error: --image, --memory: for --sandbox docker only, and the tests would run "
     "here: add --sandbox docker"),
    (["--oracle", "false {}", "--out", "/proc/nope", "in.txt"],
     "trail: error: cannot create --out /proc/nope: No such file or directory: choose "
     "another --out"),
    (["--oracle", "false {}", "--max-tests", "-2", "in.txt"],
     "trail: error: --max-tests must be at least 1"),
    (["--oracle", "false {}", "--test-timeout", "nan", "in.txt"],
     "trail: error: --test-timeout must be a positive number of seconds"),
    (["--oracle", "false {}", "--format", "json", "in.txt"],
     "trail: error: --format json: in.txt does not parse as json: fix it, or use --format "
     "auto or text to reduce it as text"),
])
def test_bad_input_gives_one_clear_line(tmp_path, args, message):
    (tmp_path / "in.txt").write_text("x\n")
    r = run_trail("delta", *args, cwd=tmp_path)
    assert r.returncode == 2
    err = r.stderr.decode().replace("trail: running the oracle on the original input\n", "")
    assert err.startswith(message), err
    assert len(err.strip().splitlines()) == 1


NOT_A_FAILURE = ("is not a failing exit status: give 1-255 (128+S for a crash by signal S, "
                 "e.g. 139 for SIGSEGV)")
ANY_FAILURE_CONFLICTS = ("--any-failure conflicts with --expect-exit/--expect-output: drop "
                         "--any-failure to require that signature, or drop them for any failure")
NO_MATCH = ("the oracle gave exit status 1 (KeyError: x); fix --expect-exit or --expect-output, "
            "or drop them to use the original's own failure")


@pytest.mark.parametrize("given, message", [
    (["--expect-exit", "0"], f"--expect-exit 0 {NOT_A_FAILURE}"),
    (["--expect-exit", "300"], f"--expect-exit 300 {NOT_A_FAILURE}"),
    (["--expect-exit", "125"], "--expect-exit 125 cannot be the failure: 125 means "
     "inconclusive (git bisect run's skip); give the status the failure exits with"),
    (["--any-failure", "--expect-exit", "1"], ANY_FAILURE_CONFLICTS),
    (["--any-failure", "--expect-output", "KeyError"], ANY_FAILURE_CONFLICTS),
    (["--interesting-exit-zero", "--expect-exit", "1"], "--expect-exit conflicts with "
     "--interesting-exit-zero, where exit 0 is the failure: drop --expect-exit "
     "(--expect-output still applies)"),
    (["--expect-exit", "3"],
     f"the original input does not match the requested signature (exit status 3): {NO_MATCH}"),
    (["--expect-output", "ValueError"], "the original input does not match the requested "
     f"signature (output matching /ValueError/): {NO_MATCH}"),
])
def test_signature_options_the_original_cannot_match_stop_before_reducing(tmp_path, given,
                                                                          message):
    (tmp_path / "in.txt").write_text("x\n")
    r = run_trail("delta", "-q", "--oracle", "echo 'KeyError: x' >&2; exit 1 # {}", "in.txt",
                  *given, cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.decode() == f"trail: error: {message}\n"
    assert not (tmp_path / "trail-out" / "report.json").exists()


def test_an_invalid_expect_output_regex_is_rejected_before_any_test(tmp_path):
    (tmp_path / "in.txt").write_text("x\n")
    r = run_trail("delta", "--oracle", "exit 1 {}", "in.txt", "--expect-output", "(",
                  cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.decode() == (
        "trail: error: --expect-output '(' is not a valid regular expression (missing ), "
        "unterminated subpattern at position 0): put a backslash before a character meant "
        "literally, as in \\( or \\.\n")
    assert not (tmp_path / "trail-out").exists()


def test_an_unknown_option_is_reported_with_its_command_usage(tmp_path):
    r = run_trail("delta", "--bogus", "--oracle", "false {}", "in.txt", cwd=tmp_path)
    err = r.stderr.decode()
    assert r.returncode == 2 and err.startswith("usage: trail delta ")
    assert err.endswith("trail delta: error: unrecognized arguments: --bogus\n")


@pytest.mark.parametrize(("argv", "said"), [
    # Without the check: "one of the arguments --oracle --oracle-script is required".
    (["delta", "--orcale", "false {}", "in.txt"], "trail delta: error: unrecognized "
     "arguments: --orcale (did you mean --oracle?)"),
    # Without it: "unrecognized arguments: --verfy in.txt", 3 taken for the input.
    (["delta", "--oracle", "false {}", "--verfy", "3", "in.txt"], "trail delta: error: "
     "unrecognized arguments: --verfy (did you mean --verify?)"),
    (["delta", "tests", "--victm", "t.py::t", "--", "pytest"], "trail delta tests: error: "
     "unrecognized arguments: --victm (did you mean --victim?)"),
])
def test_a_mistyped_option_is_named_with_the_one_it_is_close_to(tmp_path, argv, said):
    r = run_trail(*argv, cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.decode().splitlines()[-1] == said


def test_words_after_the_double_dash_are_the_commands_own(tmp_path):
    r = run_trail("delta", "auto", "--", "sh", "-c", "exit 3", "--nonsense", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.decode().splitlines()[-1].startswith(
        "trail: error: trail delta auto runs inside a git checkout")


def test_a_command_line_given_as_oracle_script_is_pointed_to_oracle(tmp_path):
    (tmp_path / "in.txt").write_text("x\n")
    r = run_trail("delta", "--oracle-script", "./o.sh {}", "in.txt", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.decode().endswith(
        "/o.sh {}: --oracle-script takes a file; for a command line, use --oracle (with {} "
        "for the candidate's path)\n")


@pytest.mark.parametrize("args", [
    ["--oracle", "exit 1 {}", "folder"],  # a link out of it
    ["--oracle-script", "./not-executable.sh", "in.txt"],
    ["--oracle", "exit 1 {}", "--format", "nope", "in.txt"],
    ["--oracle", "true {}", "in.txt"],  # nothing to minimize
])
def test_a_usage_error_leaves_no_output_folder(tmp_path, args):
    (tmp_path / "in.txt").write_text("x\n")
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder" / "link").symlink_to("/etc/passwd")
    (tmp_path / "not-executable.sh").write_text("#!/bin/sh\nexit 1\n")
    r = run_trail("delta", *args, "--out", "o", "-q", cwd=tmp_path)
    err = r.stderr.decode()
    assert r.returncode == 2 and err.startswith("trail: error: ") and err.count("\n") == 1, err
    assert not (tmp_path / "o").exists()


def test_unreadable_input(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root reads every file")
    path = tmp_path / "secret.txt"
    path.write_text("x")
    path.chmod(0)
    r = run_trail("delta", "--oracle", "exit 1 {}", str(path), cwd=tmp_path)
    assert r.returncode == 2 and "cannot read input" in r.stderr.decode()


def test_not_verified_exits_non_zero_unless_allowed(tmp_path):
    (tmp_path / "in.txt").write_text("a\nb\n")
    counter = tmp_path / "n"
    # Fails on the first three runs only: the reduction sees FAIL, verification not.
    oracle = write_oracle(tmp_path / "o.sh", (
        f'echo x >> {counter}\n[ "$(wc -l < {counter})" -le 3 ] && exit 1\nexit 0\n'))
    args = ["delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
            "--granularity", "lines", "--verify", "3", "-j", "1"]
    r = run_trail(*args, "--out", str(tmp_path / "o1"), cwd=tmp_path)
    assert r.returncode == 1
    assert "verification runs: it may be flaky" in r.stderr.decode()
    counter.unlink()
    r = run_trail(*args, "--out", str(tmp_path / "o2"), "--allow-flaky", cwd=tmp_path)
    assert r.returncode == 0


def test_a_result_that_never_fails_after_a_parallel_run_suggests_jobs_1_first(tmp_path):
    # Fails on the first three runs only, as if candidates side by side had raced on a
    # fixed file: of 3 verification runs only the reduction's own (counted first) fails.
    # At -j 2 the likelier cause is the runs side by side, not flakiness: trail said
    # "try --flaky" alone.
    (tmp_path / "in.txt").write_text("a\nb\n")
    counter = tmp_path / "n"
    oracle = write_oracle(tmp_path / "o.sh", (
        f'echo x >> {counter}\n[ "$(wc -l < {counter})" -le 3 ] && exit 1\nexit 0\n'))
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--granularity", "lines", "--verify", "3", "-j", "2",
                  "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert r.returncode == 1
    # 0 or 1 of 3: whether the reduction's own run (counted first) was one of the three
    # that failed depends on which runs went side by side.
    assert re.search(
        r"trail: WARNING: the result failed only [01] of 3 verification runs: tests ran 2 at "
        r"a time \(--jobs 2\), and runs side by side may share state \(a fixed file name, a "
        r"port\): run again with --jobs 1 first; if it still fails only sometimes, it may "
        r"be flaky \(try --flaky\)\n", r.stderr.decode())


def test_json_summary_and_help(tmp_path):
    r = run_trail("delta", "--help")
    assert r.returncode == 0 and b"--interesting-exit-zero" in r.stdout and b"Examples" in r.stdout
    (tmp_path / "in.txt").write_text("a\nb\n")
    r = run_trail("delta", "--oracle", "grep -q b {} && exit 1; exit 0", str(tmp_path / "in.txt"),
                  "--json", "-q", "--verify", "1", "--out", str(tmp_path / "o"), cwd=tmp_path)
    assert r.returncode == 0
    summary = json.loads(r.stdout)
    assert summary["schema"] == "trail-delta-report" and summary["version"] == 1
    assert summary["minimized"]["bytes"] == 1
    # -q says nothing but what must be read before the reduction: a silent oracle's
    # weak signature (issue 40).
    assert r.stderr.decode().splitlines() == [
        "trail: warning: the failure signature is only exit status 1: the oracle prints "
        "nothing, so another failure with that status counts as the same; have it print the "
        "failure's message and pass --expect-output REGEX to pin it"]


HELP_IMPORTS = """\
import sys
from trail.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(" ".join(sorted(sys.modules)))
"""


@pytest.mark.parametrize("command", [[], ["delta"], ["delta", "bisect"], ["delta", "auto"],
                                     ["sweep"], ["env"]])
def test_help_loads_no_job_sandbox_or_format(command):
    # Each command imports its job in run(): --help pays only for argparse and the cli.
    r = subprocess.run([PY, "-c", HELP_IMPORTS, *command, "--help"], env=trail_env(),
                       capture_output=True, text=True, timeout=60)
    loaded = r.stdout.splitlines()[-1].split()
    heavy = [name for name in loaded if name.split(".")[0] in ("docker", "yaml", "tree_sitter")
             or name.startswith(("trail.jobs", "trail.suite", "trail.formats", "trail.oracle",
                                 "trail.sandbox.local", "trail.sandbox.docker"))]
    assert heavy == []


BISECT = ["delta", "bisect", "--good", "v1", "--oracle", "false {}", "in.txt"]


@pytest.mark.parametrize("argv, raised, status, line", [
    (["formats"], UsageError("--jobs must be at least 1"), 2,
     "trail: error: --jobs must be at least 1"),
    (["formats"], SandboxError("no Docker Engine"), 2, "trail: error: no Docker Engine"),
    (["formats"], KeyboardInterrupt(), 130, "trail: interrupted"),
    (["formats"], Interrupted("SIGINT"), 130, "trail: interrupted"),
    (BISECT, Interrupted("SIGTERM"), 130,
     "trail: interrupted during the bisection; nothing written"),
])
def test_main_maps_what_a_command_raises_to_one_line_and_an_exit_status(
        monkeypatch, capsys, argv, raised, status, line):
    from trail.cli import bisect, formats

    def run(args):
        raise raised

    for command in (formats, bisect):
        monkeypatch.setattr(command, "run", run)
    handler = signal.getsignal(signal.SIGINT)
    try:
        assert main(argv) == status
    finally:
        signal.signal(signal.SIGINT, handler)  # main ignores a second Ctrl-C
    assert capsys.readouterr().err == f"{line}\n"


def test_every_usage_error_main_names_exists():
    # main names them rather than imports them: a class that moved would go unnoticed.
    import importlib

    from trail.cli.main import command_modules, usage_errors

    named = usage_errors(command_modules())
    assert ("trail.suite.runner", "SuiteError") in named  # a command's own are there too
    for module, name in named:
        assert issubclass(getattr(importlib.import_module(module), name), Exception)


def test_main_lets_an_unexpected_error_through(monkeypatch):
    from trail.cli import formats

    def run(args):
        raise ValueError("a bug")

    monkeypatch.setattr(formats, "run", run)
    with pytest.raises(ValueError, match="a bug"):
        main(["formats"])


def test_flaky_oracle_still_reduces_to_the_cause(tmp_path):
    # Fails 60% of the time when both lines are there: plain ddmin would be misled.
    # The coin is a fixed pseudo-random sequence over the calls, one at a time (-j 1),
    # so the test cannot fail by chance: the policy's 5% error is real.
    lines = "".join(f"row {i}\n" for i in range(60))
    (tmp_path / "in.txt").write_text(lines)
    calls = tmp_path / "calls"
    oracle = write_oracle(tmp_path / "o.sh", (
        f'echo >> {calls}; n=$(wc -l < {calls})\n'
        'grep -qx "row 7" "$1" && grep -qx "row 42" "$1" || exit 0\n'
        '[ $(( (n * 1103515245 + 12345) / 65536 % 100 )) -lt 60 ] && exit 1\nexit 0\n'))
    rep = _reduce_flaky(tmp_path, oracle, jobs=1, expect="row 7\nrow 42\n")
    assert rep["flaky"]["runs_to_pass"] >= 1
    assert rep["tests"]["oracle_runs"] > rep["tests"]["run"]
    ver = rep["verification"]
    assert ver["runs"] == 10 and "interval" in ver["minimized"]


def _reduce_flaky(tmp_path: Path, oracle: Path, *, jobs: int, expect: str) -> dict:
    """`trail delta --flaky` on tmp_path/in.txt by lines: checks the result, returns the report."""
    out = tmp_path / "out"
    r = run_trail("delta", "--flaky", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--granularity", "lines", "-j", str(jobs), cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "in.txt").read_text() == expect
    return report(out)


def _overlapping(log: Path) -> int:
    """How many of the runs logged as "start end" lines ran beside another."""
    spans = sorted(tuple(map(float, line.split()[:2])) for line in log.read_text().splitlines())
    return sum(any(a < d and c < b for j, (c, d) in enumerate(spans) if j != i)
               for i, (a, b) in enumerate(spans))


def test_with_jobs_2_a_flaky_candidates_runs_go_two_at_a_time(tmp_path):
    # Per content, runs 2 and 3 of every 3 fail when both rows are there: a decision
    # does not depend on which of a round's runs came first, so the result is fixed.
    (tmp_path / "in.txt").write_text("".join(f"row {i}\n" for i in range(16)))
    oracle = tmp_path / "o.py"
    oracle.write_text(f"""#!{PY}
import fcntl, hashlib, pathlib, sys, time
data = pathlib.Path(sys.argv[1]).read_bytes()
start = time.time()
with open("{tmp_path}/lock", "a") as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    count = pathlib.Path("{tmp_path}/n-" + hashlib.md5(data).hexdigest())
    n = int(count.read_text()) + 1 if count.exists() else 1
    count.write_text(str(n))
time.sleep(0.05)
with open("{tmp_path}/log", "a") as log:
    log.write(f"{{start}} {{time.time()}}\\n")
rows = data.decode().splitlines()
sys.exit(1 if "row 3" in rows and "row 12" in rows and n % 3 != 1 else 0)
""")
    oracle.chmod(0o755)
    rep = _reduce_flaky(tmp_path, oracle, jobs=2, expect="row 3\nrow 12\n")
    assert rep["flaky"]["runs_to_pass"] > 1 and rep["tests"]["wasted"] == 0
    assert rep["verification"]["runs"] == 10 and rep["verification"]["failed"] >= 6
    # One at a time, no run would overlap another.
    assert _overlapping(tmp_path / "log") > rep["tests"]["oracle_runs"] // 2


def test_with_jobs_2_verification_runs_go_two_at_a_time(tmp_path):
    (tmp_path / "in.txt").write_text("a\nBUG\nb\n")
    log = tmp_path / "log"
    oracle = write_oracle(tmp_path / "o.sh", (
        'grep -q BUG "$1" || exit 0\n'
        f'start=$(date +%s.%N); sleep 0.3; echo "$start $(date +%s.%N)" >> {log}\nexit 1\n'))
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--granularity", "lines", "-j", "2", "--verify", "5",
                  cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert report(out)["verification"] == {"runs": 5, "failed": 5, "verified": True}
    # The result's own failing test is the first of the 5; the last four failing runs
    # are the verification's, two rounds of two after the reduction's ended.
    log.write_text("".join(sorted(log.read_text().splitlines(True),
                                  key=lambda line: float(line.split()[1]))[-4:]))
    assert _overlapping(log) == 4


def test_folder_input_keeps_the_needed_file(tmp_path):
    project = tmp_path / "project"
    (project / "conf").mkdir(parents=True)
    (project / "conf" / "app.json").write_text('{"debug": true, "workers": 0, "name": "x"}\n')
    (project / "conf" / "extra.json").write_text('{"a": 1}\n')
    (project / "README").write_text("hello\nworld\n")
    oracle = write_oracle(tmp_path / "o.sh", (
        'grep -q \'"workers": 0\' "$1/conf/app.json" 2>/dev/null && exit 1; exit 0\n'))
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(project), "--out", str(out),
                  "--verify", "2", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    kept = sorted(str(p.relative_to(out / "project")) for p in (out / "project").rglob("*"))
    assert kept == ["conf", "conf/app.json"]
    # A grep does not need the JSON to parse, and trail finds that out.
    assert (out / "project" / "conf" / "app.json").read_text() == '"workers": 0'
    rep = report(out)
    assert rep["format"]["name"] == "directory" and rep["input"]["kind"] == "directory"
    # Sizes count names and contents, not tar's 512-byte blocks.
    assert rep["minimized"]["bytes"] == len("conf") + len("conf/app.json") + len('"workers": 0')
    assert f"-> {rep['minimized']['bytes']} bytes of names and contents" in r.stderr.decode()
    assert subprocess.run(["sh", str(out / "reproduce.sh")], cwd=tmp_path).returncode == 1


def test_structured_formats_skip_malformed_candidates_until_the_fixpoint(tmp_path):
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", f"{PY} examples/config-crash/service.py {{}}",
                  "examples/config-crash/config.json", "--out", str(out), "--verify", "2",
                  cwd=ROOT)
    assert r.returncode == 0, r.stderr.decode()
    result = (out / "config.json").read_text()
    assert json.loads(result) == {"services": {"billing": {"retry": {"max_attempts": 0}}},
                                  "features": {"beta": {"new_checkout": True}}}
    rep = report(out)
    assert rep["format"]["name"] == "json" and rep["format"]["warnings"] == []
    # Refused by the format, unrun, until the fixpoint; then tried, and none fails alike.
    assert rep["tests"]["malformed_skipped"] > 0
    assert rep["guarantees"]["wellformed_only"] is False


def test_an_oracle_that_takes_malformed_input_is_given_malformed_candidates(tmp_path):
    # Skipping what does not parse would stop at {"":{"":"needle"}}: asked once on a
    # malformed variant of the input, the oracle shows it does not care.
    (tmp_path / "page.json").write_text('{"title": "x", "body": {"text": "needle", "n": [1]}}')
    oracle = write_oracle(tmp_path / "o.sh", 'grep -q needle "$1" && exit 1; exit 0\n')
    results = {}
    for flags in ([], ["--keep-wellformed"]):
        out = tmp_path / f"out{len(flags)}"
        r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "page.json"),
                      "--out", str(out), "--verify", "1", "-j1", *flags, cwd=tmp_path)
        assert r.returncode == 0, r.stderr.decode()
        results[bool(flags)] = (out / "page.json").read_bytes(), report(out)
    (tolerant, rep), (kept, kept_rep) = results[False], results[True]
    assert tolerant == b"needle" and rep["tests"]["malformed_skipped"] == 0
    note = ("the oracle still fails on a malformed json variant of the input, so malformed "
            "candidates are tested too (--keep-wellformed: skip them)")
    weak = rep["signature"]["weak"]  # the oracle prints nothing: its exit status alone
    assert rep["format"]["warnings"] == [weak, note]
    assert json.loads(kept) == {"": {"": "needle"}} and kept_rep["format"]["warnings"] == [weak]


def test_formats_command_lists_formats():
    r = run_trail("formats")
    assert r.returncode == 0
    names = [line.split()[0] for line in r.stdout.decode().splitlines() if line.strip()]
    for name in ("text", "json", "yaml", "python", "jsonl", "directory"):
        assert name in names
