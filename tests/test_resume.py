"""--resume goes on where a stopped run was, as if it had never stopped: its outcomes,
saved in --out, replay the earlier steps without an oracle call, so the probe's
answers, the schedule and where each byte came from are what they were. A run
stopped by Ctrl-C, --max-tests or --timeout and finished with --resume ends with the
bytes, guarantee and "kept" of an uninterrupted run.

The case is toml 0.10.2's IndexError in load_array (bench/cases/toml_load_array, the
library vendored as released): the smallest failing forms are malformed TOML, so
the well-formedness probe's answer and the malformed candidates at the end are part
of what a resumed run must get back.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import ROOT, run_trail

CASE = ROOT / "bench" / "cases" / "toml_load_array"


def _oracle(tmp_path: Path, interrupt_at: int | None = None) -> Path:
    """The case's check, counting its calls; at call `interrupt_at` (kept in a file,
    so that the script, which --resume compares, stays the same) it sends trail (its
    parent) SIGINT, as Ctrl-C would."""
    calls, at = tmp_path / "calls", tmp_path / "interrupt_at"
    if interrupt_at is None:
        at.unlink(missing_ok=True)
    else:
        at.write_text(str(interrupt_at))
    script = tmp_path / "oracle.sh"
    script.write_text(
        f'#!/bin/sh\necho x >> {calls}\n'
        f'if [ -f {at} ] && [ "$(wc -l < {calls})" -eq "$(cat {at})" ]; then\n'
        '    kill -INT $PPID; sleep 1; exit 0\nfi\n'
        f'exec python3 -I -B {CASE / "check.py"} "$1"\n')
    script.chmod(0o755)
    return script


def _run(tmp_path: Path, oracle: Path, out: str, *flags: str):
    return run_trail("delta", "--interesting-exit-zero", "--oracle-script", str(oracle),
                     str(tmp_path / "input.toml"), "--out", str(tmp_path / out),
                     "--verify", "1", "-j1", *flags, cwd=tmp_path)


def _end(folder: Path) -> tuple[bytes, dict, list, str]:
    report = json.loads((folder / "report.json").read_text())
    return ((folder / "input.toml").read_bytes(), report["guarantees"], report["kept"],
            report["status"])


@pytest.fixture(scope="module")
def uninterrupted(tmp_path_factory) -> tuple[bytes, dict, list, str]:
    tmp_path = tmp_path_factory.mktemp("whole")
    shutil.copy(CASE / "input.toml", tmp_path)
    r = _run(tmp_path, _oracle(tmp_path), "out")
    assert r.returncode == 0, r.stderr.decode()
    return _end(tmp_path / "out")


@pytest.mark.parametrize(("stop", "flags", "status"), [
    ("max-tests", ["--max-tests", "40"], "partial"),
    ("timeout", ["--timeout", "3"], "partial"),
    ("ctrl-c", [], "interrupted"),
])
def test_a_stopped_run_resumed_ends_as_an_uninterrupted_one(tmp_path, uninterrupted, stop,
                                                             flags, status):
    shutil.copy(CASE / "input.toml", tmp_path)
    first = _run(tmp_path, _oracle(tmp_path, 40 if stop == "ctrl-c" else None), "out", *flags)
    assert first.returncode in (0, 130), first.stderr.decode()
    assert _end(tmp_path / "out")[3] == status
    resumed = _run(tmp_path, _oracle(tmp_path), "out", "--resume")
    assert resumed.returncode == 0, resumed.stderr.decode()
    assert "trail: --resume: going on from the" in resumed.stderr.decode()
    data, guarantees, kept, status = _end(tmp_path / "out")
    assert (data, guarantees, kept, status) == uninterrupted
    assert guarantees["one_minimal_at"] == "chars" and not guarantees["wellformed_only"]
