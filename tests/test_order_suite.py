"""End to end on a real pytest suite (tests/fixtures/order_suite, 500 tests): the exact
polluter sets, the reproducer, and a sweep that tells flaky-alone from order-dependent.

The suite runs in a copy under tmp_path. PYTEST_DISABLE_PLUGIN_AUTOLOAD keeps the
plugins installed for trail's own tests (hypothesis, ...) out of its runs: they
would triple the time of each of the ~150 suite runs here and change nothing.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import trail_env
from leaky_suite import leaky_suite
from trail.jobs.sweep import sweep
from trail.sandbox.local import LocalSandbox
from trail.suite.runner import SuiteRunner

SUITE = Path(__file__).parent / "fixtures" / "order_suite"
VICTIMS = "suite_zz_victims.py"
ONE_POLLUTER = f"{VICTIMS}::test_format_price"
TWO_POLLUTERS = f"{VICTIMS}::test_export_report"
FLAKY = f"{VICTIMS}::test_flaky_network"
CLEAN = f"{VICTIMS}::test_clean_sum"
PYTEST = [sys.executable, "-m", "pytest"]


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    copy = tmp_path / "suite"
    shutil.copytree(SUITE, copy, ignore=shutil.ignore_patterns("__pycache__", ".flaky-runs"))
    return copy


def trail(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = trail_env({"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "SUITE_SEED": "0"})
    return subprocess.run([sys.executable, "-m", "trail", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def test_two_polluters_acting_together_among_500(suite: Path):
    result = trail("delta", "tests", "--victim", TWO_POLLUTERS, "--verify", "2", "--",
                   *PYTEST, cwd=suite)
    assert result.returncode == 0, result.stderr
    polluters = ["suite_m04.py::test_enable_strict", "suite_m07.py::test_register_legacy_plugin"]
    command = f"{' '.join(PYTEST)} -p no:randomly {' '.join(polluters)} {TWO_POLLUTERS}"
    assert result.stdout.splitlines()[:4] == [
        f"2 of 499 tests must run before {TWO_POLLUTERS} for it to fail:",
        *(f"  {test}" for test in polluters),
        f"reproduce: {command}",
    ]
    out = suite / "trail-out"
    report = json.loads((out / "report.json").read_text())
    assert report["test_order"]["polluters"] == polluters
    assert report["test_order"]["victim"] == TWO_POLLUTERS
    assert report["test_order"]["reproduce"] == command
    assert report["input"]["units"] == 499 and report["minimized"]["units"] == 2
    assert report["verification"] == {"runs": 2, "failed": 2, "verified": True}
    assert report["signature"]["exception"] == "ValueError"
    # The first run, the searches' runs, the verification: all counted.
    assert report["tests"]["oracle_runs"] == 1 + report["tests"]["run"] + 2 <= 30
    assert (out / "tests.txt").read_text().splitlines() == [*polluters, TWO_POLLUTERS]
    assert _reproduce(out) == 1
    # A polluter that raises before it pollutes: pytest exits 1, but the victim passes,
    # so the failure does not reproduce.
    polluter = suite / "suite_m04.py"
    polluter.write_text(polluter.read_text().replace(
        '    registry.SETTINGS["strict"] = True\n',
        '    raise RuntimeError("broken before it pollutes")\n'))
    assert _reproduce(out) == 0


def _reproduce(out: Path) -> int:
    return subprocess.run(["sh", str(out / "reproduce.sh")], cwd="/",
                          env=trail_env({"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}),
                          capture_output=True).returncode


def test_one_polluter_from_a_junit_order(suite: Path):
    junit = suite / "ci-junit.xml"
    subprocess.run([*PYTEST, "-q", "-p", "no:cacheprovider", f"--junitxml={junit}"], cwd=suite,
                   env=trail_env({"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}), capture_output=True)
    result = trail("delta", "tests", "--victim", ONE_POLLUTER, "--tests-from", str(junit),
                   "--verify", "1", "--json", "--", *PYTEST, cwd=suite)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["test_order"]["polluters"] == ["suite_m02.py::test_set_locale"]
    assert report["test_order"]["tests_before"] == 498
    assert report["tests"]["oracle_runs"] <= 13


def test_victim_that_passes_in_the_collected_order(suite: Path):
    result = trail("delta", "tests", "--victim", CLEAN, "--", *PYTEST, cwd=suite)
    assert result.returncode == 2
    assert result.stderr == (
        f"trail: error: the victim {CLEAN} passed once after the 497 tests before it: the failure "
        "does not reproduce in this order (flaky? add --flaky)\n")


def test_victim_not_in_the_order(suite: Path):
    result = trail("delta", "tests", "--victim", "suite_m01.py::test_nope", "--", *PYTEST,
                   cwd=suite)
    assert result.returncode == 2
    assert result.stderr == (
        "trail: error: the victim suite_m01.py::test_nope is not among the 500 tests from collect: "
        "give its id as `pytest --collect-only -q` prints it\n")


def test_sweep_refuses_fewer_than_one_run_before_collecting(suite: Path):
    result = trail("sweep", "--runs", "-2", "--", *PYTEST, cwd=suite)
    assert (result.returncode, result.stderr) == (2, "trail: error: --runs must be at least 1\n")


def test_sweep_tells_flaky_from_order_dependent(suite: Path):
    json_out, md_out = suite / "sweep.json", suite / "sweep.md"
    result = trail("sweep", "--runs", "20", "--seed", "1", "--verify", "3",
                   "--json-out", str(json_out), "--md-out", str(md_out), "-q", "--",
                   *PYTEST, cwd=suite)
    assert result.returncode == 0, result.stderr
    report = json.loads(json_out.read_text())
    assert (report["runs"], report["tests"]) == (20, 500)
    flaky = {entry["test"]: entry for entry in report["flaky"]}
    assert set(flaky) == {FLAKY, ONE_POLLUTER, TWO_POLLUTERS}      # CLEAN is not reported
    alone = flaky[FLAKY]
    assert alone["kind"] == "flaky-alone" and alone["polluters"] == []
    assert alone["interval"][0] < 0.3 < alone["interval"][1]
    assert alone["reproduce"] == (f"(for i in $(seq {alone['k99']}); do "
                                  f"{' '.join(PYTEST)} -p no:randomly {FLAKY} || exit 1; done)")
    assert flaky[ONE_POLLUTER]["kind"] == flaky[TWO_POLLUTERS]["kind"] == "order-dependent"
    # Deterministic in their order (3 of 3 verification runs failed): one run, no odds.
    assert flaky[ONE_POLLUTER]["k99"] == flaky[TWO_POLLUTERS]["k99"] == 1
    assert flaky[ONE_POLLUTER]["polluters"] == ["suite_m02.py::test_set_locale"]
    # Shuffled orders: the pair comes in the order of the failing run searched.
    assert sorted(flaky[TWO_POLLUTERS]["polluters"]) == [
        "suite_m04.py::test_enable_strict", "suite_m07.py::test_register_legacy_plugin"]
    markdown = md_out.read_text()
    assert f"| `{FLAKY}` | flaky alone |" in markdown and CLEAN not in markdown


# A stand-in for pytest-randomly (not installed here): same option, same effect.
RANDOMLY_CONFTEST = '''
import random

def pytest_addoption(parser):
    parser.addoption("--randomly-seed", type=int, default=None)

def pytest_collection_modifyitems(config, items):
    seed = config.getoption("--randomly-seed")
    if seed is not None:
        random.Random(seed).shuffle(items)
'''
RANDOMLY_TESTS = leaky_suite(10)


def test_sweep_uses_pytest_randomly_seeds_when_present(tmp_path: Path):
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "conftest.py").write_text(RANDOMLY_CONFTEST)
    (tmp_path / "test_mini.py").write_text(RANDOMLY_TESTS)
    sandbox = LocalSandbox()
    try:
        runner = SuiteRunner.build(PYTEST, None, sandbox=sandbox, cwd=tmp_path,
                                   env={"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"})
        report = sweep(runner, runner.collect(), 6, seed=2, verify_runs=1)
    finally:
        sandbox.close()
    assert report.ordering == "pytest-randomly"
    assert [(t.test, t.kind, t.polluters) for t in report.flaky] == [
        ("test_mini.py::test_victim", "order-dependent", ["test_mini.py::test_leak"])]
