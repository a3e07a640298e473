"""Running tests in order: id mapping, JUnit reading, order checks, signatures,
and the search and sweep through a `--template` runner (a small fake runner script)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import trail_env
from trail.core.flaky import FlakySettings
from trail.core.outcome import Outcome
from trail.interrupts import Interrupted
from trail.jobs.sweep import FLAKY_ALONE, ORDER_DEPENDENT, repeat_command, sweep
from trail.sandbox.local import LocalSandbox
from trail.suite.report import VICTIM_CHECK, victim_check_args
from trail.suite.runner import (
    SEARCH_INTERRUPTED,
    VERIFICATION_INTERRUPTED,
    CaseResult,
    CaseStatus,
    SuiteError,
    SuiteRunner,
    VictimOracle,
    VictimSignature,
    exception_type,
    failure_message,
    find_polluters,
    ids_from_file,
    ids_from_junit,
    junit_address,
    message_pattern,
    split_pytest_args,
)

# A test runner for the template path: runs ids in the order given, writes a JUnit
# report with pytest's naming. "s::v1" fails after "s::p07"; "s::v2" only after both
# "s::p13" and "s::p31"; "s::flaky" fails 30% of its runs, "s::v3" 70% of its runs
# after "s::p05" (seeded draws, runs counted in files).
FAKE_RUNNER = textwrap.dedent('''
    import os, random, sys
    from pathlib import Path
    from xml.sax.saxutils import quoteattr
    junit, ids = sys.argv[1], sys.argv[2:]
    if os.environ.get("FAKE_REVERSE"):
        ids = ids[::-1]
    counter = Path(os.environ["FAKE_STATE"])
    ran, cases, status = set(), [], 0
    for test in ids:
        name = test.split("::")[1]
        failure = None
        if name == "v1" and "p07" in ran:
            failure = "AssertionError: locale leaked"
        if name == "v2" and {"p13", "p31"} <= ran:
            failure = "ValueError: strict legacy rows"
        if name in ("flaky", "v3"):
            count = counter.with_name(counter.name + "." + name)
            runs = int(count.read_text()) if count.exists() else 0
            count.write_text(str(runs + 1))
            draw = random.Random(f"5:{runs}").random()
            if name == "flaky" and draw < 0.3:
                failure = "ConnectionError: reset"
            if name == "v3" and "p05" in ran and draw < 0.7:
                failure = "AssertionError: cache leaked, sometimes"
        ran.add(name)
        body = f"<failure message={quoteattr(failure)}/>" if failure else ""
        status = 1 if failure else status
        cases.append(f'<testcase classname="s" name="{name}">{body}</testcase>')
    Path(junit).write_text("<testsuites><testsuite>" + "".join(cases)
                           + "</testsuite></testsuites>")
    sys.exit(status)
''')


@pytest.fixture
def sandbox():
    box = LocalSandbox()
    yield box
    box.close()


@pytest.fixture
def fake(tmp_path: Path, sandbox: LocalSandbox):
    script = tmp_path / "fake_runner.py"
    script.write_text(FAKE_RUNNER)
    env = {"FAKE_STATE": str(tmp_path / "flaky-runs")}
    template = f"{sys.executable} {script} {{junit}} {{tests}}"
    runner = SuiteRunner.build([], template, sandbox=sandbox, cwd=tmp_path, env=env)
    ids = [f"s::{name}" for name in
           [*(f"p{i:02d}" for i in range(40)), "flaky", "clean", "v1", "v2", "v3"]]
    return runner, ids


def test_junit_address_follows_pytest_naming():
    assert junit_address("tests/test_b.py::TestX::test_y[a::b-1]") == \
        ("tests.test_b.TestX", "test_y[a::b-1]")
    assert junit_address("test_a.py::test_f") == ("test_a", "test_f")


def test_split_pytest_args_keeps_option_values_out_of_paths():
    options, paths = split_pytest_args(
        ["-p", "no:randomly", "-k", "slow", "-x", "--tb=short", "-c", "ci.ini", "tests/", "x.py"])
    assert options == ["-p", "no:randomly", "-k", "slow", "-x", "--tb=short", "-c", "ci.ini"]
    assert paths == ["tests/", "x.py"]


def test_ids_from_junit_resolve_modules_and_classes(tmp_path: Path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_b.py").write_text("")
    report = tmp_path / "ci.xml"
    report.write_text(
        '<testsuites><testsuite>'
        '<testcase classname="tests.test_b" name="test_x[1]"/>'
        '<testcase classname="tests.test_b.TestK" name="test_m"><failure message="x"/></testcase>'
        '</testsuite></testsuites>')
    assert ids_from_junit(report, tmp_path) == \
        ["tests/test_b.py::test_x[1]", "tests/test_b.py::TestK::test_m"]
    report.write_text('<testsuite><testcase classname="gone.test_z" name="t"/></testsuite>')
    with pytest.raises(SuiteError) as error:
        ids_from_junit(report, tmp_path)
    assert str(error.value) == (f"cannot find the file of JUnit test gone.test_z.t under "
                                f"{tmp_path}: run trail from the directory pytest ran in")


def test_ids_from_file_skips_blanks_and_comments(tmp_path: Path):
    path = tmp_path / "ids.txt"
    path.write_text("# failing CI order\na.py::t1\n\n  b.py::t2  \n")
    assert ids_from_file(path) == ["a.py::t1", "b.py::t2"]


@pytest.mark.parametrize(("message", "expected"), [
    ("AssertionError: boom", "AssertionError"),
    ("assert 1 == 2", "AssertionError"),
    ("requests.exceptions.ConnectionError: reset", "requests.exceptions.ConnectionError"),
    ("Failed", "Failed"),
    ("something odd happened", ""),
])
def test_exception_type(message, expected):
    assert exception_type(message) == expected


FIXTURE_TRACEBACK = ("@pytest.fixture\n    def services():\n>       return inventory.load(path)"
                     "\n\ninventory.py:10: \nE       KeyError: '0'\n\ninventory.py:10: KeyError")


@pytest.mark.parametrize(("message", "text", "expected"), [
    ("failed on setup with \"KeyError: '0'\"", FIXTURE_TRACEBACK, "KeyError: '0'"),
    ('failed on teardown with "OSError: [Errno 16] busy"', "", "OSError: [Errno 16] busy"),
    # pytest before 5.4: the exception only in the traceback's E line.
    ("test setup failure", FIXTURE_TRACEBACK, "KeyError: '0'"),
    # A fixture that is not there: no exception to name.
    ("failed on setup with \"file /tmp/x/test_inventory.py, line 1\n  def test_t(services)"
     ":\nE       fixture 'services' not found\"", "E       fixture 'services' not found",
     "file /tmp/x/test_inventory.py, line 1"),
    (None, "assert 1 == 2\n+  where 1 = f()", "assert 1 == 2"),
])
def test_failure_message_reads_a_fixtures_error_as_the_exception_it_quotes(message, text,
                                                                          expected):
    assert failure_message(message, text) == expected


def _junit(tmp_path: Path, cases: str) -> Path:
    path = tmp_path / "junit.xml"
    path.write_text(f"<testsuites><testsuite>{cases}</testsuite></testsuites>")
    return path


SETUP_ERROR = ('<testcase classname="tests.test_inventory" name="test_t"><error message='
               '"failed on setup with &quot;{}&quot;">E   {}</error></testcase>')


@pytest.mark.parametrize(("cases", "status", "said"), [
    (SETUP_ERROR.format("KeyError: \'0\'", "KeyError: \'0\'"), 1,
     "tests/test_inventory.py::test_t: error: KeyError: '0'"),
    (SETUP_ERROR.format("KeyError: \'timeout\'", "KeyError: \'timeout\'"), 125,
     "inconclusive: the test failed another way (error: KeyError)"),
    (SETUP_ERROR.format("FileNotFoundError: gone", "FileNotFoundError: gone"), 125,
     "inconclusive: the test failed another way (error: FileNotFoundError)"),
    ('<testcase classname="tests.test_inventory" name="test_t"><failure message="KeyError: '
     '\'0\'"/></testcase>', 125, "inconclusive: the test failed another way (failure: KeyError)"),
    ('<testcase classname="" name="tests.test_inventory"><error message="collection failure">'
     "E   NameError: name 'pytest' is not defined</error></testcase>", 125,
     "inconclusive: the test did not run (collection error)"),
    ("", 125, "inconclusive: the test did not run (not collected)"),
    ('<testcase classname="tests.test_inventory" name="test_t"><skipped message="s"/>'
     "</testcase>", 125, "inconclusive: the test was skipped"),
    (None, 125, "inconclusive: pytest wrote no JUnit report (it stopped before the tests)"),
    ('<testcase classname="tests.test_inventory" name="test_t"/>', 0, ""),
])
def test_the_victim_check_of_a_fixtures_error_as_reproduce_sh_runs_it(tmp_path, cases, status,
                                                                      said):
    """VICTIM_CHECK as the auto job's oracle and reproduce.sh run it: the victim errors
    on setup with KeyError: '0'; anything else is inconclusive, and it says why."""
    report = _junit(tmp_path, cases) if cases is not None else tmp_path / "none.xml"
    signature = VictimSignature.of_case(CaseResult(
        "tests/test_inventory.py::test_t", CaseStatus.ERROR,
        failure_message("failed on setup with \"KeyError: '0'\"", "")))
    assert (signature.exception, signature.message) == \
        ("KeyError", "^KeyError: '0'$")
    script = tmp_path / "victim.py"
    script.write_text(VICTIM_CHECK)
    done = subprocess.run([sys.executable, str(script), str(report),
                           *victim_check_args("tests/test_inventory.py::test_t", signature)],
                          capture_output=True, text=True)
    assert (done.returncode, done.stderr.strip()) == (status, said)


@pytest.mark.parametrize(("command", "template", "message"), [
    (["make", "test"], None, "the command after -- is not pytest: for another runner give "
                             "--template 'CMD {tests}' (and {junit} for a JUnit report path)"),
    ([], "runner --all", "--template must contain {tests}, where the test ids go"),
    ([], None, "give the test command after --, e.g. `-- pytest tests/`, or --template "
               "'CMD {tests}' for another runner"),
    (["pytest"], "r {tests}", "give either --template or a command after --, not both"),
])
def test_runner_build_errors(command, template, message, sandbox):
    with pytest.raises(SuiteError) as error:
        SuiteRunner.build(command, template, sandbox=sandbox)
    assert str(error.value) == message


def test_pytest_command_line_keeps_order_and_quotes_ids(sandbox):
    runner = SuiteRunner.build(["python3", "-m", "pytest", "-x", "tests/"], None, sandbox=sandbox)
    assert runner.paths == ("tests/",)
    assert runner.command_line(["t.py::a[1 2]", "t.py::b"]) == \
        "python3 -m pytest -x -p no:randomly 't.py::a[1 2]' t.py::b"


def test_template_runner_reads_results_in_run_order(fake):
    runner, _ = fake
    run = runner.run(["s::p07", "s::clean", "s::v1"])
    assert [(r.test, r.status) for r in run.results] == [
        ("s::p07", CaseStatus.PASSED), ("s::clean", CaseStatus.PASSED),
        ("s::v1", CaseStatus.FAILED)]
    assert run.result_of("s::v1").message == "AssertionError: locale leaked"


def test_a_runner_that_reorders_is_an_error(fake):
    runner, _ = fake
    reorders = replace(runner, env={**runner.env, "FAKE_REVERSE": "1"})
    with pytest.raises(SuiteError) as error:
        reorders.run(["s::p01", "s::p02"])
    assert str(error.value) == (
        "the runner did not run the tests in the order given (a reordering plugin or "
        "parallel workers?): disable it, e.g. -p no:NAME or -n 0 after --")


def test_victim_failing_another_way_is_unresolved(fake):
    runner, _ = fake
    oracle = VictimOracle(runner, "s::v1", VictimSignature(CaseStatus.FAILED, "KeyError"))
    assert oracle(["s::p07"]) is Outcome.UNRESOLVED
    assert oracle([]) is Outcome.PASS
    assert VictimOracle(runner, "s::v1", VictimSignature(CaseStatus.FAILED, "AssertionError"))(
        ["s::p07"]) is Outcome.FAIL


def test_a_victim_failing_with_the_same_type_but_another_message_is_unresolved(fake):
    runner, _ = fake
    same = VictimSignature(CaseStatus.FAILED, "AssertionError",
                           message=message_pattern("AssertionError: locale leaked"))
    assert VictimOracle(runner, "s::v1", same)(["s::p07"]) is Outcome.FAIL
    other = VictimSignature(CaseStatus.FAILED, "AssertionError",
                            message=message_pattern("AssertionError: timezone leaked"))
    assert VictimOracle(runner, "s::v1", other)(["s::p07"]) is Outcome.UNRESOLVED


def test_find_polluters_through_a_template(fake):
    runner, ids = fake
    before = ids[: ids.index("s::v2")]
    search = find_polluters(runner, "s::v2", before, verify_runs=3)
    assert search.polluters == ["s::p13", "s::p31"]
    assert search.verification.rate.failures == search.verification.rate.runs == 3
    assert search.signature.describe("s::v2") == "s::v2 fails with ValueError"
    # first run, alone, the binary searches, then 3 verification runs.
    assert search.runs == 1 + search.search.runs + 3


def test_find_polluters_reports_a_victim_that_passes_in_the_order(fake):
    runner, ids = fake
    with pytest.raises(SuiteError) as error:
        find_polluters(runner, "s::v1", ["s::p01", "s::p02"])
    assert str(error.value) == (
        "the victim s::v1 passed once after the 2 tests before it: the failure does not "
        "reproduce in this order (flaky? add --flaky)")


class _StopAt:
    """A sandbox that passes calls on to `inner` and raises Interrupted, as Ctrl-C does,
    in place of call number `at`."""

    def __init__(self, inner: LocalSandbox, at: int) -> None:
        self.inner, self.at, self.calls = inner, at, 0

    def run(self, call):
        self.calls += 1
        if self.calls == self.at:
            raise Interrupted("SIGINT")
        return self.inner.run(call)


@pytest.mark.parametrize("at, polluters, why", [
    # 1 the failing order (40 tests), 2 the victim alone (passes), 3 the first 20 (fail),
    # 4 the first 10 (fail), 5 the first 5 (pass): Ctrl-C in run 5 leaves the 10.
    (5, [f"s::p{i:02d}" for i in range(10)], SEARCH_INTERRUPTED),
    # Runs 1-8 find p07 (4 halvings down to 1 test and the check without it); Ctrl-C
    # in run 9, the first of the verification.
    (9, ["s::p07"], VERIFICATION_INTERRUPTED),
])
def test_an_interrupted_search_keeps_the_shortest_order_seen_failing(fake, at, polluters, why):
    runner, ids = fake
    stopping = replace(runner, sandbox=_StopAt(runner.sandbox, at))
    search = find_polluters(stopping, "s::v1", ids[:40], verify_runs=3)
    assert (search.polluters, search.interrupted) == (polluters, why)
    assert search.minimal is (why == VERIFICATION_INTERRUPTED)
    assert search.verification.rate.runs == 0 and not search.verified
    assert search.runs == at  # the run the signal cut short was started: it counts


@pytest.mark.parametrize("at, kept, estimated", [
    # Run 1 fails (v3 fails 70% of the time after p05), then the policy's estimate
    # repeats the full order: Ctrl-C in its third run leaves all 44 tests, no policy.
    (4, 44, False),
    # Ctrl-C in run 45, in the search: the shortest order seen failing is 11 tests.
    (45, 11, True),
])
def test_an_interrupted_flaky_search_writes_its_hand_off(fake, tmp_path: Path, at, kept,
                                                         estimated):
    from trail.suite.report import report_data, write_report

    runner, ids = fake
    before = ids[:ids.index("s::v3")]
    stopping = replace(runner, sandbox=_StopAt(runner.sandbox, at))
    search = find_polluters(stopping, "s::v3", before, flaky=FlakySettings(), verify_runs=3)
    assert (search.polluters, search.interrupted) == (before[:kept], SEARCH_INTERRUPTED)
    assert (search.policy is not None) is estimated
    data = report_data(search, runner, command_line=["trail"], source="ids", seconds=1.0)
    write_report(tmp_path / "out", data, search, runner)
    assert (tmp_path / "out" / "tests.txt").read_text().splitlines() == [*before[:kept],
                                                                          "s::v3"]
    assert "Verification: not run (interrupted) - NOT VERIFIED." in \
        (tmp_path / "out" / "report.md").read_text()


def test_ctrl_c_during_trail_delta_tests_writes_the_order_so_far(fake, tmp_path: Path):
    runner, ids = fake
    order = tmp_path / "order.txt"
    order.write_text("\n".join(ids) + "\n")
    started = tmp_path / "started"
    slow = tmp_path / "slow_runner.sh"  # logs each run's start, then takes its time
    fake_runner = runner.template.replace("{junit} {tests}", '"$@"')
    slow.write_text(f'echo >> {started}\nsleep 0.3\nexec {fake_runner}\n')
    out = tmp_path / "out"
    proc = subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "tests", "--victim", "s::v1", "--tests-from",
         str(order), "--template", f"sh {slow} {{junit}} {{tests}}", "--out", str(out)],
        cwd=tmp_path, env=trail_env(dict(runner.env)), stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    # Run 4 starts once run 3 (the first 21 of the 42 tests, failing) has ended.
    deadline = time.monotonic() + 60
    while (not started.exists() or len(started.read_text()) < 4) and proc.poll() is None \
            and time.monotonic() < deadline:
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert stderr.splitlines()[-1] == f"trail: interrupted: wrote the order so far to {out}/"
    report = json.loads((out / "report.json").read_text())
    assert (report["status"], report["partial_reason"]) == ("interrupted", "interrupted")
    kept = report["test_order"]["polluters"]
    assert "s::p07" in kept and len(kept) <= 21 and kept == ids[:len(kept)]
    assert (out / "tests.txt").read_text().splitlines() == [*kept, "s::v1"]
    assert report["verification"] == {"runs": 0, "failed": 0, "verified": False}
    assert stdout.splitlines()[0] == (
        f"interrupted: s::v1 still fails after these {len(kept)} of the 42 tests before it "
        "(the search did not end: fewer may do):")
    assert "verification: not run (interrupted) - NOT VERIFIED" in stdout
    markdown = (out / "report.md").read_text()
    assert "Interrupted: the victim still fails after these" in markdown
    assert "Verification: not run (interrupted) - NOT VERIFIED." in markdown
    # The order written still fails: reproduce.sh says so.
    assert subprocess.run(["sh", str(out / "reproduce.sh")], cwd=tmp_path,
                          env=trail_env(dict(runner.env)), capture_output=True).returncode == 1


def test_sweep_classifies_every_mixed_test(fake):
    runner, ids = fake
    report = sweep(runner, ids, 20, seed=3, verify_runs=3)
    by_test = {test.test: test for test in report.flaky}
    assert set(by_test) == {"s::v1", "s::v2", "s::v3", "s::flaky"}
    assert {by_test[v].kind for v in ("s::v1", "s::v2", "s::v3")} == {ORDER_DEPENDENT}
    assert by_test["s::v1"].polluters == ["s::p07"]
    assert sorted(by_test["s::v2"].polluters) == ["s::p13", "s::p31"]   # as in the run searched
    assert by_test["s::v3"].polluters == ["s::p05"]                     # flaky and polluted
    flaky = by_test["s::flaky"]
    assert flaky.kind == FLAKY_ALONE and flaky.polluters == []
    low, high = flaky.rate.interval()
    assert low < 0.3 < high and flaky.rate.runs == 20
    assert flaky.reproduce == repeat_command(runner.command_line(["s::flaky"]), flaky.k99)
    data = report.as_dict()
    assert (data["runs"], data["tests"], data["ordering"]) == (20, len(ids), "shuffled")
    assert set(data["flaky"][0]) >= {"test", "failure_rate", "interval", "kind", "polluters",
                                     "reproduce", "k99"}
    assert "| `s::flaky` | flaky alone |" in report.markdown()


def test_sweep_needs_two_runs(fake):
    runner, ids = fake
    with pytest.raises(SuiteError) as error:
        sweep(runner, ids, 1, seed=0, settings=FlakySettings())
    assert str(error.value) == "a sweep needs at least 2 runs (--runs N)"


def test_repeat_command():
    assert repeat_command("pytest t.py::a", 1) == "pytest t.py::a"
    assert repeat_command("pytest t.py::a", 7) == \
        "(for i in $(seq 7); do pytest t.py::a || exit 1; done)"


def test_flaky_victim_through_the_cli(fake, tmp_path: Path):
    runner, ids = fake
    order = tmp_path / "order.txt"
    order.write_text("\n".join(ids) + "\n")
    result = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "tests", "--flaky", "--victim", "s::v3",
         "--tests-from", str(order), "--template", runner.template, "--json"],
        cwd=tmp_path, env=trail_env(dict(runner.env)), capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["test_order"]["polluters"] == ["s::p05"]
    flaky, verification = report["test_order"]["flaky"], report["verification"]
    low, high = flaky["original"]["interval"]
    assert low < 0.7 < high and flaky["runs_to_pass"] > 1
    assert verification["runs"] == 10 and verification["verified"]
    assert not verification["much_lower"]
    assert report["tests"]["oracle_runs"] == 1 + flaky["runs"] + 0  # first run + the policy's
