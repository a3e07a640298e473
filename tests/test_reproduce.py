"""reproduce.sh agrees with trail: for every kind of signature, the script trail hands
off exits 1 where trail verified the failure, and 125 where the oracle fails another
way; under --flaky it reruns the oracle K99 times before it calls the failure gone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import run_trail
from trail.core.outcome import Convention, Outcome
from trail.core.rate import FailureRate
from trail.oracle import tester  # as a module: pytest would collect a class named Tester
from trail.oracle.call import Oracle, RunResult
from trail.oracle.signature import Signature

# One oracle, many ways to fail. It fails only when the input holds a BUG line;
# with OTHER=1 in its environment it fails another way instead (same kind of
# failure, not the same failure), which neither trail nor reproduce.sh may take
# for the one minimized.
ORACLE = r'''
import os, signal, sys
mode, path = sys.argv[1], sys.argv[2]
if b"BUG" not in open(path, "rb").read():
    sys.exit(1 if mode == "zero" else 0)
other = os.environ.get("OTHER") == "1"
def fail(text, status):
    sys.stderr.buffer.write(text + b"\n")
    sys.exit(status)
def crash(sig):
    sys.stderr.flush()
    os.kill(os.getpid(), sig)
if mode == "line":
    fail(b"Error: disk full" if other else b"Error: bad value 42 at line 3", 3)
if mode == "status":
    fail(b"Error: bad value", 4 if other else 3)
if mode == "digits":
    fail(b"ValueError: offset unknown" if other else b"ValueError: offset 17", 1)
if mode == "case":
    fail(b"TypeError: bad" if other else b"VALUEERROR: bad", 1)
if mode == "any":
    crash(signal.SIGSEGV) if other else fail(b"boom", 1)
if mode == "crash":
    crash(signal.SIGABRT if other else signal.SIGSEGV)
if mode == "zero":
    fail(b"found something else" if other else b"found it", 0)
if mode == "color":
    fail(b"\x1b[1;31merror:\x1b[0m unknown key 'service'\r" if other
         else b"\x1b[1;31merror:\x1b[0m unknown key 'main'\r", 1)
if mode == "latin1":
    fail(b"Erreur: fichier absent" if other else b"Erreur: donn\xe9es invalides", 2)
'''

INPUT = b"".join(b"line %d\n" % i for i in range(12)) + b"BUG\n" + b"tail\n" * 5


@dataclass(frozen=True)
class Case:
    mode: str
    options: tuple[str, ...] = ()
    # A C-Reduce-style script's exit 0 is the whole verdict (issue 40): what it prints
    # otherwise is the same failure, unless --expect-output pins a line.
    status_only: bool = False


CASES = {
    "captured status and line": Case("line"),
    "--expect-exit": Case("status", ("--expect-exit", "3")),
    "--expect-output with \\d": Case("digits", ("--expect-output", r"offset \d+")),
    "--expect-output with (?i)": Case("case", ("--expect-output", "(?i)valueerror")),
    "--any-failure": Case("any", ("--any-failure",)),
    "a crash by signal": Case("crash", ("--expect-exit", "139")),
    "--interesting-exit-zero": Case("zero", ("--interesting-exit-zero",), status_only=True),
    "--interesting-exit-zero --expect-output": Case(
        "zero", ("--interesting-exit-zero", "--expect-output", "found it")),
    "stderr that is not UTF-8": Case("latin1"),
    "colours, CRLF and a quoted value": Case("color"),
}


def _delta(tmp_path: Path, mode: str, *options: str) -> tuple[Path, dict]:
    oracle = tmp_path / "oracle.py"
    oracle.write_text(ORACLE)
    (tmp_path / "input.txt").write_bytes(INPUT)
    out = tmp_path / "out"
    ran = run_trail("delta", "--oracle", f"{sys.executable} {oracle} {mode} {{}}",
                    "--granularity", "lines", "-j", "1", "-q", "--verify", "2",
                    "--out", str(out), *options, str(tmp_path / "input.txt"))
    assert ran.returncode == 0, ran.stderr
    return out, json.loads((out / "report.json").read_text())


def _reproduce(out: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(["sh", str(out / "reproduce.sh")], capture_output=True,
                          env={**os.environ, **env})


def _trail_outcome(report: dict, mode: str, candidate: Path, **env: str) -> Outcome:
    """What trail makes of one oracle run on `candidate`, judged by the signature and
    convention the report states."""
    ran = subprocess.run([sys.executable, str(candidate.parent.parent / "oracle.py"), mode,
                          str(candidate)], capture_output=True, env={**os.environ, **env})
    sig = report["signature"]
    oracle = Oracle(report["oracle"]["command"],
                    convention=Convention(report["oracle"]["convention"]))
    judge = tester.Tester(oracle, None,
                          signature=Signature(sig["exit_status"], sig["pattern"], sig["source"],
                                              lines=tuple(sig["lines"])))
    killed = ran.returncode < 0
    return judge.classify(RunResult(None if killed else ran.returncode,
                                     -ran.returncode if killed else None, False,
                                     ran.stdout, ran.stderr, 0.0))


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_reproduce_sh_agrees_with_trail_on_every_kind_of_signature(tmp_path, case):
    out, report = _delta(tmp_path, case.mode, *case.options)
    assert (out / "input.txt").read_bytes() == b"BUG\n"
    assert report["verification"] == {"runs": 2, "failed": 2, "verified": True}
    assert _reproduce(out).returncode == 1
    minimized = out / "input.txt"
    assert _trail_outcome(report, case.mode, minimized) is Outcome.FAIL
    # The oracle failing another way on the minimized input: trail takes it for an
    # inconclusive run, and reproduce.sh says so too.
    other = Outcome.FAIL if case.status_only else Outcome.UNRESOLVED
    assert _trail_outcome(report, case.mode, minimized, OTHER="1") is other
    assert _reproduce(out, OTHER="1").returncode == (1 if case.status_only else 125)


def test_a_line_pattern_that_ignores_case_is_checked_ignoring_case(tmp_path):
    # trail checks a signature's line patterns with Python's re, `(?i)` included;
    # reproduce.sh's grep dropped the flag and took the failure for another one.
    from trail.handoff.scripts import ReproContext, reproduce_script

    (tmp_path / "oracle.py").write_text(ORACLE)
    oracle = Oracle(f"{sys.executable} {tmp_path / 'oracle.py'} case {{}}")
    signature = Signature(1, lines=("(?i)^valueerror: bad$",))
    script = tmp_path / "reproduce.sh"
    script.write_text(reproduce_script(b"BUG\n", ReproContext(oracle, signature, None)))
    (tmp_path / "minimized").write_bytes(b"BUG\n")
    judge = tester.Tester(oracle, None, signature=signature)
    for other, outcome, status in [("0", Outcome.FAIL, 1), ("1", Outcome.UNRESOLVED, 125)]:
        ran = subprocess.run([sys.executable, str(tmp_path / "oracle.py"), "case",
                              str(tmp_path / "minimized")], capture_output=True,
                             env={**os.environ, "OTHER": other})
        assert ran.stderr == (b"TypeError: bad\n" if other == "1" else b"VALUEERROR: bad\n")
        assert judge.classify(RunResult(ran.returncode, None, False, ran.stdout, ran.stderr,
                                        0.0)) is outcome
        assert subprocess.run(["sh", str(script)], capture_output=True,
                              env={**os.environ, "OTHER": other}).returncode == status


def test_a_pattern_grep_cannot_read_is_refused_when_the_options_are_read(tmp_path):
    ran = run_trail("delta", "--oracle", "false", "--expect-output", "offset (?=\\d)",
                    str(tmp_path / "missing"))
    assert ran.returncode == 2
    assert ran.stderr.decode().splitlines() == [
        "trail: error: --expect-output 'offset (?=\\\\d)': a lookahead ((?=) cannot be "
        "checked by reproduce.sh's grep -E: rewrite the pattern without it"]


def test_a_flaky_failure_reproduces_every_time_under_its_k99_tries(tmp_path):
    # A seeded coin: the oracle counts its calls and fails on every second one, a 50%
    # failure rate that cannot make the test flake.
    counter = tmp_path / "calls"
    oracle = tmp_path / "coin.sh"
    oracle.write_text(f'''echo x >> {counter}
grep -q BUG "$1" || exit 0
[ "$PASS" = 1 ] && exit 0
[ $(( $(wc -l < {counter}) % 2 )) -eq 0 ] || exit 0
echo "Error: heads" >&2
exit 1
''')
    (tmp_path / "input.txt").write_bytes(INPUT)
    out = tmp_path / "out"
    ran = run_trail("delta", "--oracle", f"sh {oracle} {{}}", "--flaky", "--granularity",
                    "lines", "-j", "1", "-q", "--out", str(out), str(tmp_path / "input.txt"))
    assert ran.returncode == 0, ran.stderr
    verification = json.loads((out / "report.json").read_text())["verification"]
    rate = FailureRate(verification["failed"], verification["runs"])
    k99 = verification["minimized"]["k99"]
    assert rate.rate == 0.5 and k99 == rate.k99() > 7  # 7 would be p = 0.5 taken as exact
    script = (out / "reproduce.sh").read_text()
    assert f"# So it exits 1 at the first of up to {k99} runs that fails" in script
    for _ in range(20):
        ran = _reproduce(out)
        assert ran.returncode == 1
        assert f"reproduce.sh: up to {k99} runs: --flaky: the failure showed in 5 of 10 " \
               "runs" in ran.stderr.decode()
    # Without the failure it takes all K99 runs to say so.
    before = len(counter.read_text().splitlines())
    assert _reproduce(out, PASS="1").returncode == 0
    assert len(counter.read_text().splitlines()) - before == k99


def test_the_oracle_reads_no_stdin_in_reproduce_sh_and_the_emitted_tests(tmp_path):
    # This oracle passes when it reads a line on its standard input. trail gives it
    # /dev/null; reproduce.sh and the emitted tests gave it their own, so inside a
    # `while read` loop they said "passes" where trail said "fails".
    oracle = tmp_path / "oracle.sh"
    oracle.write_text('read line && exit 0\ngrep -q BUG "$1" || exit 0\n'
                      'echo "Error: bug" >&2\nexit 1\n')
    (tmp_path / "input.txt").write_bytes(INPUT)
    out = tmp_path / "out"
    for kind in ("shell", "pytest"):
        ran = run_trail("delta", "--oracle", f"sh {oracle} {{}}", "--granularity", "lines",
                        "-j", "1", "-q", "--verify", "1", "--emit-test", kind,
                        "--out", str(out), str(tmp_path / "input.txt"), cwd=tmp_path)
        assert ran.returncode == 0, ran.stderr
    assert (out / "input.txt").read_bytes() == b"BUG\n"
    loop = ('printf "one\\ntwo\\n" | while read name; do sh "$1"; echo "$name $?"; done')
    for script, says in (("reproduce.sh", 1), ("test_trail_input_txt.sh", 0)):  # 0: XFAIL
        looped = subprocess.run(["sh", "-c", loop, "sh", str(out / script)],
                                capture_output=True, text=True)
        assert looped.stdout == f"one {says}\ntwo {says}\n", (script, looped.stderr)
    # -s: pytest's capture would give the test /dev/null as stdin anyway.
    pytest_run = subprocess.run([sys.executable, "-m", "pytest", "-s", "-q", "-p",
                                 "no:cacheprovider", str(out / "test_trail_input_txt.py")],
                                input=b"one\ntwo\n", capture_output=True, cwd=tmp_path)
    assert b"1 xfailed" in pytest_run.stdout, pytest_run.stdout.decode()
