"""A reduction that learns nothing says so: early, and with an exit status of its own."""

from __future__ import annotations

import json
from collections import Counter

from conftest import run_trail
from trail.oracle.tester import Reason
from trail.pipeline.stall import EARLY_AFTER, StallWatch, described, stalled


def reasons(**counts: int) -> Counter:
    return Counter({Reason[name.strip('_').upper()]: n for name, n in counts.items()})


def test_the_reasons_are_told_most_frequent_first_without_fails_and_passes():
    assert described(reasons(timeout=3, other_signature=40, fail=9, pass_=0)) == \
        "40 another signature, 3 timed out"


def test_most_runs_inconclusive_and_almost_none_failing_is_a_stall():
    assert stalled(reasons(timeout=1248)) == "100% of 1,248 candidate runs were inconclusive " \
        "(1,248 timed out)"
    assert stalled(reasons(other_signature=60, pass_=40)) is not None


def test_an_oracle_that_rejects_most_candidates_but_fails_on_some_is_no_stall():
    # A compiler crash reduction: most variants are invalid, a fair share still crash.
    assert stalled(reasons(other_signature=700, fail=60, pass_=240)) is None
    assert stalled(reasons(pass_=1000)) is None
    assert stalled(reasons(timeout=1)) is None  # too few to say


def test_the_watch_speaks_once_after_enough_runs_with_no_failure():
    watch = StallWatch()
    assert watch.check(reasons(timeout=EARLY_AFTER - 1)) is None
    said = watch.check(reasons(timeout=EARLY_AFTER))
    assert said is not None and f"{EARLY_AFTER} timed out" in said and "Ctrl-C" in said
    assert watch.check(reasons(timeout=EARLY_AFTER + 10)) is None
    assert StallWatch().check(reasons(timeout=EARLY_AFTER, fail=1)) is None


def _another_way_oracle(tmp_path) -> str:
    """An oracle whose original crashes one way, and every other input another way."""
    data = "".join(f"line {i}\n" for i in range(40)).encode()
    (tmp_path / "in.txt").write_bytes(data)
    (tmp_path / "original.txt").write_bytes(data)
    oracle = tmp_path / "o.sh"
    oracle.write_text(f'#!/bin/sh\ncmp -s "$1" {tmp_path / "original.txt"} && '
                      '{ echo "Crash: boom" >&2; exit 1; }\necho "SyntaxError: invalid" >&2\n'
                      'exit 1\n')
    oracle.chmod(0o755)
    return str(oracle)


def test_a_budget_that_ends_the_reduction_is_its_ending_not_a_stall(tmp_path):
    # Three runs, all inconclusive: the tests limit ended it, nothing was learned yet.
    oracle = _another_way_oracle(tmp_path)
    r = run_trail("delta", "--oracle-script", oracle, str(tmp_path / "in.txt"),
                  "--out", str(tmp_path / "out"), "--verify", "1", "--max-tests", "3",
                  cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert (report["status"], report["partial_reason"]) == ("partial", "max-tests")
    assert "partly minimized: the tests limit was reached" in r.stderr.decode()
    assert "stalled" not in r.stderr.decode()


def test_an_oracle_failing_another_way_on_every_candidate_exits_3_and_says_why(tmp_path):
    oracle = _another_way_oracle(tmp_path)
    r = run_trail("delta", "--oracle-script", oracle, str(tmp_path / "in.txt"),
                  "--out", str(tmp_path / "out"), "--verify", "1", cwd=tmp_path)
    err = r.stderr.decode()
    assert r.returncode == 3, err
    assert "warning: 30 candidates tested, none failed the way the original did " \
           "(30 another signature)" in err
    assert "the reduction stalled: 100% of" in err and "another signature)" in err
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["status"] == "stalled"
    assert set(report["tests"]["outcomes"]) == {"another signature"}
    assert "NOT MINIMIZED" in (tmp_path / "out" / "report.md").read_text()
