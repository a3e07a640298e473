"""A sweep split over jobs (`trail sweep --shard K/N`) and merged (`--merge`): the same
runs, rates and diagnoses as one sweep with the same seed; bad shard sets refused."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from conftest import run_trail
from leaky_suite import leaky_suite
from trail.jobs.sweep import merge_shards, sweep, sweep_shard
from trail.jobs.sweep_data import Observations, Shard, ShardData, read_shards
from trail.sandbox.local import LocalSandbox
from trail.suite.runner import SuiteError, SuiteRunner

PYTEST = [sys.executable, "-m", "pytest"]
QUIET_PYTEST = {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
# test_victim fails after test_leak (order-dependent); test_flaky fails on every third
# call, counted in a file, so that two sweeps from a fresh count see the same outcomes.
SUITE = leaky_suite(6, imports="import pathlib\nimport pytest\n") + '''
def test_flaky():
    counter = pathlib.Path(__file__).with_name("calls")
    calls = int(counter.read_text()) if counter.exists() else 0
    counter.write_text(str(calls + 1))
    assert calls % 3 != 1
'''


@pytest.fixture
def runner(tmp_path: Path):
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "test_suite.py").write_text(SUITE)
    sandbox = LocalSandbox()
    try:
        yield SuiteRunner.build(PYTEST, None, sandbox=sandbox, cwd=tmp_path, env=QUIET_PYTEST)
    finally:
        sandbox.close()


def test_shards_split_the_runs_without_gap_or_overlap():
    assert [list(Shard(k, 3).runs(7)) for k in (1, 2, 3)] == [[0, 1], [2, 3], [4, 5, 6]]
    assert [len(Shard(k, 4).runs(50)) for k in (1, 2, 3, 4)] == [12, 13, 12, 13]


def test_merged_shards_give_the_unsharded_sweep_report(runner, tmp_path: Path):
    ids = runner.collect()
    (tmp_path / "calls").unlink(missing_ok=True)
    whole = sweep(runner, ids, 6, seed=5, verify_runs=1)

    (tmp_path / "calls").unlink(missing_ok=True)
    files = []
    for k in (3, 1, 2):  # the order the jobs finish in does not matter
        shard = sweep_shard(runner, ids, 6, seed=5, shard=Shard(k, 3))
        assert (shard.completed, shard.suite_runs) == (2, 2)
        files.append(tmp_path / f"shard-{k}.json")
        files[-1].write_text(json.dumps(shard.to_json()))
    merged = merge_shards(runner, read_shards([str(f) for f in files]), verify_runs=1)

    rates = [(t.test, t.kind, t.rate.failures, t.rate.runs) for t in merged.flaky]
    assert rates == [(t.test, t.kind, t.rate.failures, t.rate.runs) for t in whole.flaky]
    assert rates == [("test_suite.py::test_victim", "order-dependent", rates[0][2], 6),
                     ("test_suite.py::test_flaky", "flaky-alone", 2, 6)]
    assert merged.as_dict() == {**whole.as_dict(), "shards": 3}
    assert "suite runs in 3 shards." in merged.markdown()


def test_the_command_line_runs_shards_then_merges_them(runner, tmp_path: Path):
    def trail(*args: str):
        ran = run_trail("sweep", *args, "--", *PYTEST, cwd=tmp_path, env=QUIET_PYTEST)
        assert ran.returncode == 0, ran.stderr
        return ran

    (tmp_path / "parts").mkdir()
    for k in (1, 2):
        shard = trail("--runs", "4", "--seed", "5", "--shard", f"{k}/2", "--json-out",
                      f"parts/shard-{k}.json")
        assert shard.stdout.decode().startswith(
            f"## trail sweep, shard {k}/2: runs {2 * k - 1}-{2 * k} of 4 (seeds "
            f"{3 + 2 * k}..{4 + 2 * k}), 9 tests, ")
        assert shard.stderr.decode().splitlines()[0] == \
            f"trail sweep: 9 tests, 4 runs, seed 5, shard {k}/2"
    trail("--merge", "parts", "-q", "--json-out", "sweep.json", "--md-out", "sweep.md")
    merged = json.loads((tmp_path / "sweep.json").read_text())
    assert (merged["shards"], merged["runs"], merged["completed_runs"], merged["seed"]) == \
        (2, 4, 4, 5)
    assert [(t["test"], t["runs"]) for t in merged["flaky"]][:1] == [
        ("test_suite.py::test_victim", 4)]
    assert "suite runs in 2 shards." in (tmp_path / "sweep.md").read_text()


def shard_file(folder: Path, k: int, n: int, *, seed: int = 5, ids: tuple[str, ...] = ("t",),
               name: str | None = None) -> Path:
    data = ShardData(Shard(k, n), 8, seed, "shuffled", list(ids), Observations(), completed=2)
    path = folder / (name or f"shard-{k}.json")
    path.write_text(json.dumps(data.to_json()))
    return path


def merge_error(*paths: Path | str) -> str:
    args = [arg for path in paths for arg in ("--merge", str(path))]
    ran = run_trail("sweep", *args, "--", *PYTEST)
    assert ran.returncode == 2 and ran.stdout == b""
    return ran.stderr.decode()


def test_bad_shard_sets_are_refused_in_one_line(tmp_path: Path):
    one, two = shard_file(tmp_path, 1, 3), shard_file(tmp_path, 2, 3)
    assert merge_error(one, two) == (
        "trail: error: shard 3/3 is missing: merge all 3 shards (each job of the matrix "
        "uploads one)\n")
    assert merge_error(one) == (
        "trail: error: shards 2/3, 3/3 are missing: merge all 3 shards (each job of the "
        "matrix uploads one)\n")
    again = shard_file(tmp_path / "..", 2, 3, name="again.json")
    assert merge_error(one, two, again) == (
        f"trail: error: shard 2/3 is given twice ({two} and {again}): give each shard once\n")
    other = shard_file(tmp_path / "..", 3, 3, seed=6, name="other.json")
    assert merge_error(one, two, other) == (
        f"trail: error: {one} and {other} are shards of different sweeps (8 runs from seed 5 "
        "in 3 shards, shuffled; 8 runs from seed 6 in 3 shards, shuffled): merge the shards "
        "of one sweep\n")
    moved = shard_file(tmp_path / "..", 3, 3, ids=("t", "u"), name="moved.json")
    assert merge_error(one, two, moved) == (
        f"trail: error: {moved} ran other tests than {one} (2 and 1): run every shard on the "
        "same commit\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    assert merge_error(empty) == (
        f"trail: error: --merge: no shard report in {empty}: give the files (or folders "
        "with the files) that `trail sweep --shard K/N --json-out FILE` wrote\n")


def test_a_folder_of_artifacts_merges_whatever_else_it_holds(tmp_path: Path):
    for k in (1, 2):
        (tmp_path / f"trail-shard-{k}").mkdir()
        shard_file(tmp_path / f"trail-shard-{k}", k, 2, name="sweep.json")
        (tmp_path / f"trail-shard-{k}" / "trail-action.json").write_text("{}")
    assert [s.shard for s in read_shards([str(tmp_path)])] == [Shard(1, 2), Shard(2, 2)]


@pytest.mark.parametrize(("args", "error"), [
    (["--shard", "5/4", "--seed", "1"], "--shard 5/4: K must be from 1 to N (5 is not from 1 "
                                        "to 4)"),
    (["--shard", "0/4", "--seed", "1"], "--shard 0/4: K must be from 1 to N (0 is not from 1 "
                                        "to 4)"),
    (["--shard", "two", "--seed", "1"], "--shard two: give K/N, as 2/4 for the second of 4 "
                                        "shards"),
    (["--shard", "2/4"], "--shard 2/4 needs --seed S, the same in every shard, so that the "
                         "shards run the parts of one sweep"),
    (["--merge", ".", "--runs", "4"], "--merge takes the runs and the seed from the shards: "
                                      "drop --runs"),
])
def test_bad_shard_options_are_one_line_errors(args, error):
    ran = run_trail("sweep", *args, "--", *PYTEST)
    assert (ran.returncode, ran.stderr.decode()) == (2, f"trail: error: {error}\n")


def test_more_shards_than_runs_is_refused(runner):
    with pytest.raises(SuiteError, match=r"^--shard 2/5: 5 shards for 4 runs leave some "
                                         r"without a run: use at most as many shards as --runs$"):
        sweep_shard(runner, ["t"], 4, seed=1, shard=Shard(2, 5))


# -- the Action: a shard per matrix job, one job merging them ---------------------------

def action_inputs(**inputs: str):
    from trail.github.settings import ActionInputs

    return ActionInputs.from_environ({"INPUT_MODE": "sweep", "INPUT_SUITE": "pytest tests/",
                                      **{f"INPUT_{k.upper()}": v for k, v in inputs.items()}})


def test_the_action_runs_a_shard_with_the_run_id_as_the_common_seed(tmp_path: Path):
    from trail.github.action import sweep_args
    from trail.github.settings import RunContext

    ctx = RunContext.from_environ({"GITHUB_WORKSPACE": str(tmp_path), "GITHUB_RUN_ID": "4242"})
    out = tmp_path / "trail-out" / "trail-shard-2"
    args, report = sweep_args(action_inputs(runs="30", shard="2/3"), ctx, out)
    assert report == out / "sweep-shard.json"
    assert args == ["sweep", "--runs", "30", "--seed", "4242", "--shard", "2/3", "--json-out",
                    str(report), "--md-out", str(out / "sweep.md"), "--", "pytest", "tests/"]
    (tmp_path / "shards").mkdir()
    args, report = sweep_args(action_inputs(shards="shards"), ctx, out)
    assert args == ["sweep", "--merge", str(tmp_path / "shards"), "--json-out", str(report),
                    "--md-out", str(out / "sweep.md"), "--", "pytest", "tests/"]
    args, _ = sweep_args(action_inputs(runs="20"), ctx, out)  # unsharded: a random seed
    assert "--seed" not in args


@pytest.mark.parametrize(("inputs", "error"), [
    ({"shard": "1/2", "shards": "shards"}, "give `shard` to run a part of the sweep, or "
                                           "`shards` to merge the parts, not both"),
    ({"shards": "nowhere"}, "shards nowhere not found in the workspace: download the shard "
                            "jobs' artifacts there first"),
])
def test_the_action_refuses_a_shard_setup_that_cannot_work(tmp_path: Path, inputs, error):
    from trail.github.action import sweep_args
    from trail.github.settings import ActionError, RunContext

    ctx = RunContext.from_environ({"GITHUB_WORKSPACE": str(tmp_path)})
    with pytest.raises(ActionError) as raised:
        sweep_args(action_inputs(**inputs), ctx, tmp_path / "out")
    assert str(raised.value) == error


def test_a_shard_jobs_summary_says_which_runs_it_did():
    from trail.github import sweep_issue

    data = ShardData(Shard(2, 3), 30, 100, "shuffled", ["a", "b"], Observations(), completed=7,
                     interrupted=True).to_json()
    assert sweep_issue.is_shard(data) and not sweep_issue.is_shard({"flaky": []})
    assert sweep_issue.shard_summary(data) == (
        "### trail sweep, shard 2/3: runs 11–20 of 30 (7 done before it was interrupted)\n\n"
        "Seeds 110..119, 2 tests. The job that merges the shards (`shards` input) lists the "
        "flaky tests.\n")
