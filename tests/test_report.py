"""The hand-off files: written atomically, and reproduce.sh / oracle.sh as scripts."""

from __future__ import annotations

import base64
import os
import shlex
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from trail.core.outcome import Outcome
from trail.handoff.scripts import ReproContext, oracle_script, reproduce_script
from trail.handoff.writer import write_atomically
from trail.interrupts import Interrupted
from trail.oracle.call import Oracle
from trail.oracle.signature import Signature
from trail.sandbox.local import LocalSandbox
from trail.suite.report import reproduce_order_script
from trail.suite.runner import CaseStatus, SuiteRunner, VictimSignature


def test_an_interrupt_just_after_the_rename_comes_through(tmp_path, monkeypatch):
    # Not a FileNotFoundError for the temporary file, which the rename took away.
    rename = os.replace

    def rename_then_interrupt(src: str, dst: str) -> None:
        rename(src, dst)
        raise Interrupted("SIGINT")

    monkeypatch.setattr(os, "replace", rename_then_interrupt)
    with pytest.raises(Interrupted):
        write_atomically(str(tmp_path / "best"), b"data")
    assert os.listdir(tmp_path) == ["best"]
    assert (tmp_path / "best").read_bytes() == b"data"


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path, monkeypatch):
    (tmp_path / "report.json").write_bytes(b"old")

    def full_disk(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError):
        write_atomically(tmp_path / "report.json", b"new")
    assert os.listdir(tmp_path) == ["report.json"]
    assert (tmp_path / "report.json").read_bytes() == b"old"


def _run_reproduce(tmp_path: Path, oracle: Oracle, data: bytes) -> subprocess.CompletedProcess:
    script = tmp_path / "reproduce.sh"
    script.write_text(reproduce_script(data, ReproContext(oracle, Signature(exit_status=1), 5)))
    return subprocess.run(["sh", str(script)], cwd=tmp_path, capture_output=True, text=True)


def test_reproduce_sh_runs_where_trail_ran_and_goes_on_once_that_folder_is_gone(tmp_path):
    start, seen = tmp_path / "start", tmp_path / "seen"
    start.mkdir()
    oracle = Oracle(command=f"pwd > {shlex.quote(str(seen))}; ! grep -q boom {{}}",
                    workdir=str(start))
    ran = _run_reproduce(tmp_path, oracle, b"boom\n")
    # It says which folder it used (handoff/checkout.py), once.
    assert (ran.returncode, ran.stderr) == (1, (
        f"reproduce.sh: the project: {start} (where trail ran; TRAIL_REPRO_CHECKOUT=DIR "
        "names another)\n"))
    assert seen.read_text() == f"{start}\n"
    start.rmdir()
    ran = _run_reproduce(tmp_path, oracle, b"boom\n")
    assert ran.returncode == 1
    assert ran.stderr == (
        f"reproduce.sh: no folder of the project in {tmp_path}, {tmp_path}, the folders beside "
        f"them, or {start} where trail ran: clone it beside this script's folder, or name its "
        "folder with TRAIL_REPRO_CHECKOUT=DIR\n"
        "reproduce.sh: running the oracle in a temp folder instead\n")
    assert seen.read_text().rstrip("\n").endswith("/work")


def test_a_large_result_is_embedded_quickly_and_byte_for_byte(tmp_path):
    data = os.urandom(3_000_000)
    (tmp_path / "original").write_bytes(data)
    original = shlex.quote(str(tmp_path / "original"))
    oracle = Oracle(command=f"cmp -s {{}} {original} && exit 1; exit 0")
    started = time.monotonic()
    reproduce_script(data, ReproContext(oracle, Signature(exit_status=1), 5))
    assert time.monotonic() - started < 2  # 9 s when textwrap wrapped it
    assert _run_reproduce(tmp_path, oracle, data).returncode == 1


def _embedded_copy(script: str) -> bytes:
    """The bytes an oracle.sh carries in base64 between its TRAIL_ORACLE_COPY lines."""
    after = script.split("<<'TRAIL_ORACLE_COPY' || exit 125\n", 1)[1]
    return base64.b64decode(after.split("\nTRAIL_ORACLE_COPY\n", 1)[0])


def _run(script: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(script), *args], capture_output=True, text=True)


def test_a_compiled_oracle_script_is_carried_byte_for_byte(tmp_path):
    program = tmp_path / "crashbin"
    shutil.copy("/bin/false", program)  # a compiled oracle that always sees "the failure"
    oracle = Oracle.from_script(str(program))
    wrapper, repro = tmp_path / "oracle.sh", tmp_path / "reproduce.sh"
    wrapper.write_text(oracle_script(oracle))
    wrapper.chmod(0o755)
    repro.write_text(reproduce_script(b"x", ReproContext(oracle, Signature(exit_status=1), 5)))
    repro.chmod(0o755)
    assert _embedded_copy(wrapper.read_text()) == program.read_bytes()
    (tmp_path / "in.txt").write_text("x")
    in_place = _run(wrapper, "in.txt")
    assert (in_place.returncode, in_place.stderr) == (1, "")
    program.rename(tmp_path / "moved")  # the copy runs: it must still be that program
    gone = _run(wrapper, "in.txt")
    assert gone.returncode == 1 and "crashbin is gone or changed" in gone.stderr
    assert _run(repro).returncode == 1
    program.write_bytes((tmp_path / "moved").read_bytes() + b"\0")
    program.chmod(0o755)
    assert "crashbin is gone or changed" in _run(wrapper, "in.txt").stderr


def test_a_text_oracle_script_is_carried_as_it_reads(tmp_path):
    script = tmp_path / "check.sh"
    script.write_text('#!/bin/sh\n# caf\u00e9\ngrep -q boom "$1"\n')
    assert script.read_text() in oracle_script(Oracle.from_script(str(script)))


# -- trail delta tests' reproduce.sh ---------------------------------------------

POLLUTER, VICTIM = "t_a.py::test_polluter", "t_b.py::test_victim"


def _junit(polluter: str, victim: str) -> str:
    """A JUnit report of the two tests; each is '' (passed) or a child element."""
    return ('<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">'
            f'<testcase classname="t_a" name="test_polluter" time="0.1">{polluter}</testcase>'
            f'<testcase classname="t_b" name="test_victim" time="0.1">{victim}</testcase>'
            "</testsuite></testsuites>")


FAILS = '<failure message="ValueError: bad price">trace\nmore</failure>'
# What trail makes of each report: with the signature "fails with ValueError", and
# with --any-failure.
JUNITS = {
    "the victim fails the same way": (_junit("", FAILS), Outcome.FAIL, Outcome.FAIL),
    "a polluter fails, the victim passes": (_junit(FAILS, ""), Outcome.PASS, Outcome.PASS),
    "the victim fails another way": (
        _junit("", '<failure message="TypeError: x"/>'), Outcome.UNRESOLVED, Outcome.FAIL),
    "the victim errors": (
        _junit("", '<error message="ValueError: in a fixture"/>'), Outcome.UNRESOLVED,
        Outcome.FAIL),
    "the victim is skipped": (
        _junit("", '<skipped message="no network"/>'), Outcome.UNRESOLVED, Outcome.UNRESOLVED),
    "the victim did not run": (
        _junit("", "").replace('name="test_victim"', 'name="other"'), Outcome.UNRESOLVED,
        Outcome.UNRESOLVED),
}
EXIT_STATUS = {Outcome.FAIL: 1, Outcome.PASS: 0, Outcome.UNRESOLVED: 125}


SIGNATURES = {"ValueError": VictimSignature(CaseStatus.FAILED, "ValueError"),
              "any failure": VictimSignature(CaseStatus.FAILED, "ValueError", True),
              # Seen by its exit status only: the JUnit report then takes any failure.
              "no status": VictimSignature()}


@pytest.mark.parametrize("signature", SIGNATURES.values(), ids=SIGNATURES.keys())
@pytest.mark.parametrize("case", JUNITS.values(), ids=JUNITS.keys())
def test_the_tests_reproducer_judges_the_victim_as_trail_does(tmp_path, case, signature):
    junit, same_way, any_way = case
    # A runner whose JUnit report is given: trail reads it, then reproduce.sh does.
    (tmp_path / "given.xml").write_text(junit)
    sandbox = LocalSandbox()
    try:
        runner = SuiteRunner.build([], "cp given.xml {junit} # {tests}", sandbox=sandbox,
                                   cwd=tmp_path)
        trail_says = signature.outcome(runner.run([POLLUTER, VICTIM]), VICTIM)
    finally:
        sandbox.close()
    assert trail_says is (any_way if signature.tag == "any" else same_way)
    script = tmp_path / "reproduce.sh"
    script.write_text(reproduce_order_script(runner, [POLLUTER, VICTIM], signature))
    ran = subprocess.run(["sh", str(script)], cwd="/", capture_output=True)
    assert ran.returncode == EXIT_STATUS[trail_says]
