"""The hand-off files: written atomically, and reproduce.sh / oracle.sh as scripts."""

from __future__ import annotations

import os
import shlex
import subprocess
import time
from pathlib import Path

import pytest
from trail.delta import Interrupted
from trail.oracle import Oracle
from trail.report import ReproContext, reproduce_script, write_atomically
from trail.signature import Signature


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
    assert (ran.returncode, ran.stderr) == (1, "")
    assert seen.read_text() == f"{start}\n"
    start.rmdir()
    ran = _run_reproduce(tmp_path, oracle, b"boom\n")
    assert ran.returncode == 1
    assert ran.stderr == (f"reproduce.sh: {start}, where trail ran, is missing: running in a "
                          "temp folder (recreate it if the oracle needs files from it)\n")
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
