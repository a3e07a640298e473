"""`trail delta` end to end, with real subprocess oracles."""

from __future__ import annotations

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
    assert "RenderError" in rep["signature"]["pattern"]
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
    kept = (out / "server.log").read_bytes()
    assert b"lock-timeout" in kept and b"deadlock" in kept and len(kept) < 84490


def test_resume_continues_from_saved_best(tmp_path):
    out = tmp_path / "out"
    args = ["delta", "--interesting-exit-zero", "--oracle-script",
            "examples/creduce-style/interesting.sh", "examples/creduce-style/server.log",
            "--out", str(out), "--verify", "1"]
    run_trail(*args, "--max-tests", "30", cwd=ROOT)
    first = report(out)["tests"]["run"]
    r = run_trail(*args, "--resume", cwd=ROOT)
    assert r.returncode == 0, r.stderr.decode()
    resumed = report(out)
    fresh_out = tmp_path / "fresh"
    run_trail(*args[:-4], "--out", str(fresh_out), "--verify", "1", cwd=ROOT)
    fresh = report(fresh_out)
    assert (out / "server.log").read_bytes() == (fresh_out / "server.log").read_bytes()
    assert first == 30 and resumed["tests"]["run"] < fresh["tests"]["run"]


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
    assert r.returncode == 0, r.stderr.decode()
    assert time.monotonic() - started < 60
    assert (out / "in.txt").read_text() == "a\nb\nc\nd\n"  # every candidate UNRESOLVED
    assert _pids_with(marker) == []


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


# Loaded first thing as sitecustomize: trail sends itself SIGINT when trail.cli
# imports trail.delta, for a Ctrl-C at a known moment of its start-up.
INTERRUPT_DURING_IMPORTS = """\
import os, signal, sys

class InterruptOnImport:
    def find_spec(self, name, path=None, target=None):
        if name == "trail.delta":
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


def test_ctrl_c_during_verification_still_writes_the_result(tmp_path):
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
    proc = _start_trail(tmp_path, oracle, "--verify", "3", "-j", "1")
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


@pytest.mark.parametrize("args, message", [
    (["--oracle", "true {}", "missing.txt"],
     "trail: error: input not found: missing.txt: give the path of the failing input"),
    (["--oracle", "no-such-program-xyz {}", "in.txt"],
     "trail: error: oracle command not found: no-such-program-xyz: install it or fix --oracle"),
    (["--oracle", "true {}", "in.txt"],
     "trail: error: nothing to minimize: the oracle passes on the original input "
     "(exit status 0)"),
    (["--oracle", "exit 125 {}", "in.txt"],
     "trail: error: the oracle's result on the original input is UNRESOLVED "
     "(exit status 125): fix the oracle first"),
    (["--oracle", "grep x", "in.txt"],
     "trail: error: --oracle has no {}: put {} where the candidate's path goes, "
     "or use --stdin or --as NAME"),
    (["--oracle-script", "nope.sh", "in.txt"], "trail: error: oracle script not found:"),
    (["--oracle", "sh -c 'exit 1' {}", "in.txt", "--granularity", "words"],
     "trail: error: unknown granularity 'words': use one of lines, tokens, chars"),
])
def test_bad_input_gives_one_clear_line(tmp_path, args, message):
    (tmp_path / "in.txt").write_text("x\n")
    r = run_trail("delta", *args, cwd=tmp_path)
    assert r.returncode == 2
    err = r.stderr.decode().strip()
    assert err.startswith(message), err
    assert len(err.splitlines()) == 1


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
    r = run_trail("delta", *args, "--out", "o", cwd=tmp_path)
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
    assert r.stderr == b""


def test_flaky_oracle_still_reduces_to_the_cause(tmp_path):
    # Fails 60% of the time when both lines are there: plain ddmin would be misled.
    lines = "".join(f"row {i}\n" for i in range(60))
    (tmp_path / "in.txt").write_text(lines)
    oracle = write_oracle(tmp_path / "o.sh", (
        'grep -qx "row 7" "$1" && grep -qx "row 42" "$1" || exit 0\n'
        '[ $(od -An -N1 -tu1 /dev/urandom) -lt 154 ] && exit 1\nexit 0\n'))
    out = tmp_path / "out"
    r = run_trail("delta", "--flaky", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(out), "--granularity", "lines", "-j", "2", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert (out / "in.txt").read_text() == "row 7\nrow 42\n"
    rep = report(out)
    assert rep["flaky"]["runs_to_pass"] >= 1
    assert rep["tests"]["oracle_runs"] > rep["tests"]["run"]
    ver = rep["verification"]
    assert ver["runs"] == 10 and "interval" in ver["minimized"]


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
    assert (out / "project" / "conf" / "app.json").read_text() == '{"workers": 0}'
    rep = report(out)
    assert rep["format"]["name"] == "directory" and rep["input"]["kind"] == "directory"
    assert subprocess.run(["sh", str(out / "reproduce.sh")], cwd=tmp_path).returncode == 1


def test_structured_formats_never_test_malformed_candidates(tmp_path):
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", f"{PY} examples/config-crash/service.py {{}}",
                  "examples/config-crash/config.json", "--out", str(out), "--verify", "2",
                  cwd=ROOT)
    assert r.returncode == 0, r.stderr.decode()
    result = (out / "config.json").read_text()
    assert json.loads(result) == {"services": {"billing": {"retry": {"max_attempts": 0}}},
                                  "features": {"beta": {"new_checkout": True}}}
    rep = report(out)
    assert rep["format"]["name"] == "json"
    assert rep["tests"]["malformed_skipped"] > 0  # refused by the format, never run


def test_formats_command_lists_formats():
    r = run_trail("formats")
    assert r.returncode == 0
    names = [line.split()[0] for line in r.stdout.decode().splitlines() if line.strip()]
    for name in ("text", "json", "yaml", "python", "jsonl", "directory"):
        assert name in names
