"""-v and TRAIL_LOG: which pass, which candidate, which outcome, and why a candidate
counted as another failure; nothing of it without them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

# Fails with the original's error while BUG is there; once the line `a` is gone too it
# fails another way, which counts as inconclusive.
ORACLE = ("#!/bin/sh\ngrep -q BUG \"$1\" || exit 0\n"
          "grep -q a \"$1\" || { echo 'TypeError: another' >&2; exit 1; }\n"
          "echo 'ValueError: the bug' >&2; exit 1\n")


@pytest.fixture
def case(tmp_path: Path) -> Path:
    (tmp_path / "in.txt").write_text("a\nb\nBUG\nc\n")
    oracle = tmp_path / "o.sh"
    oracle.write_text(ORACLE)
    oracle.chmod(0o755)
    return tmp_path


def _delta(trail, case: Path, *extra: str, env: dict[str, str] | None = None) -> str:
    run = trail("delta", *extra, "--jobs", "1", "--verify", "1", "--oracle-script", "o.sh",
                "in.txt", cwd=case, env=env)
    assert run.returncode == 0, run.stderr.decode()
    return run.stderr.decode()


def test_verbose_logs_each_pass_and_each_candidates_outcome(trail, case):
    err = _delta(trail, case, "-v")
    assert "trail.core.reduce: pass lines (round 1): 4 units, 10 bytes\n" in err
    assert re.search(r"trail\.core\.reduce: pass lines ran to its fixpoint: 10 -> \d+ bytes "
                     r"in \d+ tests\n", err)
    assert re.search(r"trail\.oracle\.tester: candidate [0-9a-f]{12} \(\d+ bytes\): FAIL\n",
                     err)
    assert re.search(r"candidate [0-9a-f]{12} \(\d+ bytes\): UNRESOLVED \(another signature\)"
                     r"\ntrail\.oracle\.tester:   counted as another failure: exit status 1 "
                     r"\(TypeError: another\); the original's failure is exit status 1 and "
                     r"the failure ValueError: the bug\n", err)
    assert "trail.core.ddmin:" not in err  # ddmin's decisions are -vv's


def test_trail_log_debug_adds_ddmins_decisions_and_the_cache(trail, case):
    err = _delta(trail, case, env={"TRAIL_LOG": "debug"})
    assert re.search(r"trail\.core\.ddmin: candidate of \d+ of 4 units: FAIL, adopted\n", err)
    assert ", from the cache\n" in err


def test_without_them_the_output_has_no_log_line(trail, case):
    err = _delta(trail, case, env={"TRAIL_LOG": ""})
    assert "trail.core" not in err and "trail.oracle" not in err
    # No pass or candidate log line (the summary may count "candidate runs").
    assert "pass lines" not in err and not re.search(r"candidate [0-9a-f]{12}", err)
    assert err.startswith("trail: running the oracle on the original input\n")


def test_a_trail_log_level_it_does_not_know_is_refused(trail, case):
    run = trail("delta", "--oracle-script", "o.sh", "in.txt", cwd=case,
                env={"TRAIL_LOG": "loud"})
    assert (run.returncode, run.stderr.decode()) == (
        2, "trail: error: TRAIL_LOG=loud: give info or debug\n")
