"""The reduction curve: thinning, and what a real `trail delta` run records."""

from __future__ import annotations

import json

import pytest
from conftest import run_trail
from trail.core.curve import MAX_POINTS, thinned


def test_thinning_keeps_evenly_spaced_points_with_the_first_and_last():
    assert thinned(list(range(10)), 4) == [0, 3, 6, 9]
    assert thinned(list(range(10)), 10) == list(range(10))
    assert thinned([1, 2], 2) == [1, 2]
    many = thinned(list(range(100_001)))
    assert len(many) == MAX_POINTS == 500
    assert many[0] == 0 and many[-1] == 100_000
    assert all(a < b for a, b in zip(many, many[1:], strict=False))  # no point twice
    assert many[1] == round(100_000 / 499)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_run_records_the_start_every_accepted_candidate_and_the_end(tmp_path, jobs):
    lines = [f"line {i}" for i in range(1, 41)]
    lines[27] = "line 28 CRASH"
    (tmp_path / "in.txt").write_text("\n".join(lines) + "\n")
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", "! grep -q CRASH {}", "in.txt", "--out", str(out),
                  "--verify", "1", "--jobs", str(jobs), cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    report = json.loads((out / "report.json").read_text())
    curve = report["curve"]
    assert curve[0] == {"tests": 0, "seconds": curve[0]["seconds"], "bytes": 317, "pass": None}
    assert report["input"]["bytes"] == 317
    assert curve[-1]["pass"] is None and curve[-1]["bytes"] == report["minimized"]["bytes"] == 5
    assert curve[-1]["tests"] == report["tests"]["run"]
    accepted = curve[1:-1]
    assert accepted and {p["pass"] for p in accepted} <= {rec["name"] for rec in
                                                            report["passes"]}
    # Each accepted candidate is smaller and later than the one before; one by one, it
    # also took a test more. Side by side, two can be adopted after the same tests: the
    # second's result came in with the first's (CI saw 6 and 6, at 134 and 70 bytes).
    for before, after in zip(curve, curve[1:-1], strict=False):
        assert after["bytes"] < before["bytes"]
        assert after["tests"] > before["tests"] if jobs == 1 else \
            after["tests"] >= before["tests"]
        assert after["seconds"] >= before["seconds"] > 0
    assert curve[-1]["seconds"] <= report["time_seconds"]
