"""Running a test suite in a given order and reading back what each test did.

A `SuiteRunner` turns an ordered list of test ids into one suite invocation and returns a
`SuiteRun`: per-test results in the order the tests ran, read from a JUnit XML report.

* **pytest** (`-- pytest [options] [paths]`): trail runs
  `pytest [options] -p no:randomly -o cache_dir=TMP --junitxml=TMP -q <ids...>`.
  The user's paths only serve collection (`pytest --collect-only -q`), because
  pytest would otherwise run them in its own order. `-p no:randomly` stops the
  usual reordering plugin, an empty cache dir keeps `--lf`/`--ff`/`--nf` from
  reordering, and every run's JUnit order is checked against the order asked for,
  so any other reordering (pytest-xdist, another plugin) stops the run with an
  error instead of giving a wrong answer.
* **any runner** (`--template 'CMD {tests}'`): `{tests}` becomes the shell-quoted
  ids in order; put `{junit}` where the runner takes a JUnit XML output path to get
  per-test results. Without `{junit}` the exit status is the only signal
  (`git bisect run` convention), so the polluters themselves must pass.

`VictimOracle` is the test of a test-order search: FAIL when the victim failed the
same way as in the original failing run (same failure kind and exception type:
the test's failure signature), UNRESOLVED when it failed differently or did not run.
`find_polluters` puts it together with trail.core.testorder (and trail.core.flaky with
--flaky) for `trail delta tests` and the sweep.

Runs go through a Sandbox (the core's LocalSandbox), which owns process groups,
timeouts and clean-up.
"""

from __future__ import annotations

import enum
import re
import shlex
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from trail.core.flaky import FlakyPolicy, FlakySettings, expected_decisions
from trail.core.outcome import Convention, Outcome, classify_exit
from trail.core.rate import FailureRate
from trail.core.testorder import OrderStats, minimize_order
from trail.facts import count_of
from trail.interrupts import Interrupted
from trail.oracle.call import Delivery, OracleCall, RunResult
from trail.oracle.capture import line_pattern
from trail.pipeline.probe import SUITE_TIMEOUT, first_failure
from trail.pipeline.verify import verify
from trail.result import NOT_VERIFIED, Verification
from trail.sandbox.base import Sandbox
from trail.sandbox.leftovers import temp_prefix
from trail.suite.victim_check import exception_type, fails_as, failure_message

# pytest options that take their value as the next argument, so that value is not a path.
_PYTEST_VALUE_OPTIONS = frozenset({
    "-k", "-m", "-p", "-c", "-o", "-W", "-r", "-n", "--rootdir", "--confcutdir", "--basetemp",
    "--junitxml", "--junit-xml", "--junit-prefix", "--deselect", "--ignore", "--ignore-glob",
    "--maxfail", "--tb", "--durations", "--import-mode", "--capture", "--log-level",
    "--log-file", "--log-cli-level", "--cov", "--cov-report", "--dist", "--timeout",
    "--override-ini", "--config-file", "--randomly-seed",
})


# Why a search ended early (report.json's "partial_reason"): before its order was
# 1-minimal, or after, while verifying it.
SEARCH_INTERRUPTED = "interrupted"
VERIFICATION_INTERRUPTED = "interrupted during verification"


class SuiteError(Exception):
    """The suite cannot be run or read as asked; the message says what to do."""


class CaseStatus(enum.Enum):
    PASSED = "passed"
    FAILED = "failed"
    ERROR = "error"
    SKIPPED = "skipped"


@dataclass(frozen=True)
class CaseResult:
    test: str
    status: CaseStatus
    message: str = ""     # first line of the failure/error message

    @property
    def failed(self) -> bool:
        return self.status in (CaseStatus.FAILED, CaseStatus.ERROR)


@dataclass(frozen=True)
class SuiteRun:
    """One invocation: per-test results in the order they ran, and the process result."""

    results: tuple[CaseResult, ...]
    process: RunResult
    per_test: bool    # results come from a JUnit report (False: exit status only)

    def result_of(self, test: str) -> CaseResult | None:
        return next((r for r in self.results if r.test == test), None)


def junit_address(test_id: str) -> tuple[str, str]:
    """(classname, name) that pytest's JUnit report gives the node id `test_id`."""
    path, bracket, params = test_id.partition("[")
    names = path.split("::")
    names[0] = re.sub(r"\.py$", "", names[0].replace("/", "."))
    names[-1] += bracket + params
    return ".".join(names[:-1]), names[-1]


_STATUS_OF_TAG = {"failure": CaseStatus.FAILED, "error": CaseStatus.ERROR,
                  "skipped": CaseStatus.SKIPPED}
_TAG_OF_STATUS = {status: tag for tag, status in _STATUS_OF_TAG.items()}


def _message(element: ET.Element) -> str:
    return failure_message(element.get("message"), element.text)


def _testcases(path: Path) -> list[tuple[str, str, CaseStatus, str, str]]:
    """(classname, name, status, message, file) of every testcase, in run order."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as error:
        raise SuiteError(f"cannot read JUnit report {path}: {error}") from error
    cases = []
    for case in root.iter("testcase"):
        status, message = CaseStatus.PASSED, ""
        for child in case:
            if child.tag in _STATUS_OF_TAG:
                status, message = _STATUS_OF_TAG[child.tag], _message(child)
                break
        cases.append((case.get("classname", ""), case.get("name", ""), status, message,
                      case.get("file", "")))
    return cases


def ids_from_junit(path: Path, root: Path) -> list[str]:
    """Node ids of a JUnit report's testcases, in run order, resolved against `root`.

    The report names a test by its dotted classname; the module is the testcase's
    `file` attribute when present, else the longest dotted prefix that is a .py file
    under `root`.
    """
    ids = []
    for classname, name, _, _, file in _testcases(path):
        parts = classname.split(".") if classname else []
        cuts = [cut for cut in range(len(parts), 0, -1)
                if file == "/".join(parts[:cut]) + ".py"
                or (not file and (root / ("/".join(parts[:cut]) + ".py")).is_file())]
        if not cuts:
            raise SuiteError(
                f"cannot find the file of JUnit test {classname}.{name} under {root}: "
                "run trail from the directory pytest ran in")
        cut = cuts[0]
        ids.append("::".join(["/".join(parts[:cut]) + ".py", *parts[cut:], name]))
    return ids


def ids_from_file(path: Path) -> list[str]:
    """Test ids one per line; blank lines and lines starting with # are skipped."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise SuiteError(f"cannot read test ids from {path}: {error.strerror}") from error
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def read_order(source: str, runner: SuiteRunner) -> list[str]:
    """Test ids in run order from `source`: "collect", a JUnit XML, or a file of ids."""
    if source == "collect":
        return runner.collect()
    path = Path(source)
    if not path.is_file():
        raise SuiteError(f"--tests-from {path}: no such file (give 'collect', a file of ids "
                         "or a JUnit XML)")
    if path.suffix.lower() == ".xml":
        return ids_from_junit(path, runner.cwd)
    return ids_from_file(path)


def tests_before(order: list[str], victim: str, source: str) -> list[str]:
    """The tests that ran before `victim` in `order` (read from `source`)."""
    if victim not in order:
        raise SuiteError(
            f"the victim {victim} is not among the {len(order)} tests from {source}: give its "
            "id as `pytest --collect-only -q` prints it")
    return order[: order.index(victim)]


def _last_line(data: bytes) -> str:
    lines = [line for line in data.decode("utf-8", "replace").splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def pytest_start(command: Sequence[str]) -> int | None:
    """Index just past `pytest` / `py.test` / `python -m pytest` in the command, if any."""
    for index, word in enumerate(command):
        if Path(word).name in ("pytest", "py.test"):
            return index + 1
        if word == "-m" and index + 1 < len(command) and command[index + 1] == "pytest":
            return index + 2
    return None


def split_pytest_args(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """Split pytest arguments into (options, paths): paths are the positional ones."""
    options, paths = [], []
    take_value = False
    for word in args:
        if take_value:
            options.append(word)
            take_value = False
        elif word.startswith("-"):
            options.append(word)
            take_value = word in _PYTEST_VALUE_OPTIONS
        else:
            paths.append(word)
    return options, paths


@dataclass(frozen=True)
class SuiteRunner:
    """How to run an ordered list of test ids: a pytest command or a `{tests}` template.

    Every run goes through `sandbox` (one process group per run, killed on timeout,
    and everything left over killed by `sandbox.close()`), in `cwd`, the project.
    The ids also reach the command on standard input, one per line. The JUnit
    report is written to a folder of trail's, outside the sandbox's own, so the
    sandbox must share the file system (the local one does).
    """

    sandbox: Sandbox
    prefix: tuple[str, ...] = ()     # pytest: the executable part, e.g. ("python3", "-m", "pytest")
    options: tuple[str, ...] = ()    # pytest: the user's options
    paths: tuple[str, ...] = ()      # pytest: the user's paths (collection only)
    template: str | None = None
    cwd: Path = field(default_factory=Path.cwd)
    env: Mapping[str, str] = field(default_factory=dict)   # added to trail's environment
    timeout: float | None = None

    @classmethod
    def build(cls, command: Sequence[str], template: str | None, *, sandbox: Sandbox,
              cwd: Path | None = None, env: Mapping[str, str] | None = None,
              timeout: float | None = None) -> SuiteRunner:
        cwd, env = cwd or Path.cwd(), dict(env or {})
        if template is not None:
            if "{tests}" not in template:
                raise SuiteError("--template must contain {tests}, where the test ids go")
            if command:
                raise SuiteError("give either --template or a command after --, not both")
            return cls(sandbox, template=template, cwd=cwd, env=env, timeout=timeout)
        if not command:
            raise SuiteError("give the test command after --, e.g. `-- pytest tests/`, or "
                             "--template 'CMD {tests}' for another runner")
        start = pytest_start(command)
        if start is None:
            raise SuiteError(
                "the command after -- is not pytest: for another runner give "
                "--template 'CMD {tests}' (and {junit} for a JUnit report path)")
        options, paths = split_pytest_args(command[start:])
        return cls(sandbox, tuple(command[:start]), tuple(options), tuple(paths), None, cwd,
                   env, timeout)

    @property
    def is_pytest(self) -> bool:
        return self.template is None

    @property
    def per_test(self) -> bool:
        """Whether runs report each test's result (pytest, or a template with {junit})."""
        return self.is_pytest or "{junit}" in (self.template or "")

    def with_timeout(self, timeout: float | None) -> SuiteRunner:
        return replace(self, timeout=timeout)

    def _pytest_options(self, keep_order: bool) -> list[str]:
        extra = ["-p", "no:randomly"] if keep_order and "no:randomly" not in self.options else []
        return [*self.options, *extra]

    def command_line(self, ids: Sequence[str], junit: str | None = None) -> str:
        """The one-line command a person runs to reproduce: ids in this order. `junit`
        (a shell word) asks for the JUnit report there; a template's {junit} is
        junit.xml without it."""
        if self.is_pytest:
            line = shlex.join([*self.prefix, *self._pytest_options(True), *ids])
            return line if junit is None else f"{line} --junitxml={junit}"
        assert self.template is not None
        return (self.template.replace("{tests}", shlex.join(ids))
                .replace("{junit}", junit or "junit.xml"))

    def command_template(self) -> str:
        """The command as a template: where the ids go is {tests}."""
        if self.is_pytest:
            return f"{shlex.join([*self.prefix, *self._pytest_options(True)])} {{tests}}"
        assert self.template is not None
        return self.template

    def _command(self, ids: Sequence[str] | None, workdir: Path, extra: Sequence[str]) -> str:
        junit = workdir / "junit.xml"
        if self.is_pytest:
            selection = list(self.paths) if ids is None else list(ids)
            return shlex.join([*self.prefix, *self._pytest_options(ids is not None), *extra,
                               "-o", f"cache_dir={workdir / 'cache'}", f"--junitxml={junit}",
                               "-q", *selection])
        if ids is None:
            raise SuiteError("a --template runner needs the test ids: give --tests-from FILE")
        assert self.template is not None
        return (self.template.replace("{tests}", shlex.join(ids))
                .replace("{junit}", shlex.quote(str(junit))))

    def _execute(self, command: str, ids: Sequence[str]) -> RunResult:
        return self.sandbox.run(OracleCall(
            command=command, candidate="".join(f"{test}\n" for test in ids).encode(),
            file_name="tests.txt", delivery=Delivery.STDIN, timeout=self.timeout,
            env=dict(self.env), workdir=str(self.cwd)))

    def run(self, ids: Sequence[str] | None, extra: Sequence[str] = (),
            known: Sequence[str] = ()) -> SuiteRun:
        """Run `ids` in this order (None: the user's own selection, in the runner's order).

        `extra` goes among pytest's options (e.g. a pytest-randomly seed); `known`
        names the ids that JUnit testcases may stand for besides `ids`. Raises
        SuiteError when the runner did not keep the order asked for.
        """
        with tempfile.TemporaryDirectory(prefix=temp_prefix("tests")) as tmp:
            workdir = Path(tmp)
            process = self._execute(self._command(ids, workdir, extra), ids or ())
            if process.error is not None:
                raise SuiteError(f"cannot run the tests: {process.error}")
            if not self.per_test:
                return SuiteRun((), process, per_test=False)
            junit = workdir / "junit.xml"
            cases = _testcases(junit) if junit.exists() else []
        by_address = {junit_address(test): test for test in [*known, *(ids or ())]}
        # Ids not named the pytest way (another runner's JUnit) read as "classname::name".
        results = [CaseResult(by_address.get((classname, name), f"{classname}::{name}"),
                              status, message)
                   for classname, name, status, message, _ in cases]
        if ids is not None:
            _check_order(results, ids)
        return SuiteRun(tuple(results), process, per_test=True)

    def has_pytest_randomly(self) -> bool:
        """Whether pytest here has pytest-randomly (it shows --randomly-seed in --help)."""
        if not self.is_pytest:
            return False
        process = self._execute(shlex.join([*self.prefix, *self.options, "--help"]), ())
        return b"--randomly-seed" in process.stdout

    def collect(self) -> list[str]:
        """Test ids in collection order (`pytest --collect-only -q` with the user's paths)."""
        if not self.is_pytest:
            raise SuiteError("collect works with pytest only: give --tests-from FILE or a "
                             "JUnit XML for a --template runner")
        with tempfile.TemporaryDirectory(prefix=temp_prefix("collect")) as tmp:
            # To a file: a large suite's list is longer than the output a sandbox keeps.
            listing = Path(tmp) / "ids.txt"
            command = shlex.join([*self.prefix, *self._pytest_options(True), "-o",
                                  f"cache_dir={Path(tmp) / 'cache'}", "--collect-only", "-q",
                                  *self.paths])
            process = self._execute(f"{command} > {shlex.quote(str(listing))}", ())
            output = listing.read_bytes() if listing.exists() else b""
        if process.error is not None:
            raise SuiteError(f"cannot run pytest to collect the tests: {process.error}")
        ids = []
        for line in output.decode("utf-8", "replace").splitlines():
            if not line.strip():
                break
            if "::" in line:
                ids.append(line.strip())
        if process.exit_status != 0 or not ids:
            detail = _last_line(process.stderr) or _last_line(output)
            raise SuiteError(
                f"`{shlex.join(self.prefix)} --collect-only -q` found no test ids "
                f"(exit {process.exit_status}): {detail or 'no output'}")
        return ids


def _check_order(results: Sequence[CaseResult], ids: Sequence[str]) -> None:
    position = {test: index for index, test in enumerate(ids)}
    ran = [position[r.test] for r in results if r.test in position]
    if ran != sorted(ran):
        raise SuiteError(
            "the runner did not run the tests in the order given (a reordering plugin or "
            "parallel workers?): disable it, e.g. -p no:NAME or -n 0 after --")


def message_pattern(message: str) -> str:
    """A failure message's identity: its first line (a CaseResult's message), anchored,
    with what varies from run to run (numbers, ids, temp paths) as wildcards."""
    return f"^{line_pattern(message)}$"


@dataclass(frozen=True)
class VictimSignature:
    """How the victim failed in the original run; another failure is UNRESOLVED."""

    status: CaseStatus | None = None   # None: exit status only
    exception: str = ""
    any_failure: bool = False
    # The message's first line as an anchored pattern (oracle.signature.line_pattern:
    # quoted values literal, numbers and ids wildcards): another KeyError is not this one.
    message: str = ""

    @classmethod
    def of(cls, run: SuiteRun, victim: str, any_failure: bool = False) -> VictimSignature:
        if not run.per_test:
            return cls(any_failure=any_failure)
        result = run.result_of(victim)
        if result is None or not result.failed:
            return cls(any_failure=any_failure)
        return cls.of_case(result, any_failure)

    @classmethod
    def of_case(cls, case: CaseResult, any_failure: bool = False) -> VictimSignature:
        """The signature of the victim's failing `case`: its status, exception type and
        message."""
        return cls(case.status, exception_type(case.message), any_failure,
                   message_pattern(case.message))

    @property
    def tag(self) -> str:
        """The JUnit element of the failure expected, as victim_check takes it."""
        if self.any_failure or self.status is None:
            return "any"
        return _TAG_OF_STATUS[self.status]

    def describe(self, victim: str) -> str:
        if self.status is None:
            return f"{victim}: the command exits with a failure status"
        if self.any_failure:
            return f"{victim} fails or errors (any failure)"
        kind = "fails" if self.status is CaseStatus.FAILED else "errors"
        return f"{victim} {kind} with {self.exception or 'a failure'}"

    def outcome(self, run: SuiteRun, victim: str) -> Outcome:
        if not run.per_test:
            return classify_exit(run.process.exit_status, Convention.BISECT)
        result = run.result_of(victim)
        if result is None or result.status is CaseStatus.SKIPPED:
            return Outcome.UNRESOLVED
        if not result.failed:
            return Outcome.PASS
        # The rule reproduce.sh and auto's oracle judge a JUnit report by.
        if fails_as(_TAG_OF_STATUS[result.status], result.message, self.tag, self.exception,
                    self.message):
            return Outcome.FAIL
        return Outcome.UNRESOLVED


def victim_result(junit: Path, victim: str) -> CaseResult | None:
    """The victim's own result in the JUnit report at `junit` (None: not in it)."""
    address = junit_address(victim)
    for classname, name, status, message, _ in _testcases(junit):
        if (classname, name) == address or f"{classname}::{name}" == victim:
            return CaseResult(victim, status, message)
    return None


@dataclass
class VictimOracle:
    """`oracle(before) -> Outcome`: run `before` then the victim, in that order."""

    runner: SuiteRunner
    victim: str
    signature: VictimSignature = field(default_factory=VictimSignature)
    runs: int = 0

    def __call__(self, before: Sequence[str]) -> Outcome:
        self.runs += 1
        return self.signature.outcome(self.runner.run([*before, self.victim]), self.victim)


@dataclass
class PolluterSearch:
    """The outcome of a test-order minimization on a real suite."""

    victim: str
    before: list[str]                  # the tests that ran before the victim, in order
    polluters: list[str]               # the 1-minimal ordered set; [] = fails alone
    signature: VictimSignature
    search: OrderStats
    verification: Verification        # reruns of polluters + victim
    policy: FlakyPolicy | None         # flaky mode: the estimate and the pass rule
    runs: int                          # suite invocations in all, repeats included
    # Ctrl-C or SIGTERM ended the search (SEARCH_INTERRUPTED: `polluters` is the shortest
    # order seen failing by then) or its verification (VERIFICATION_INTERRUPTED).
    interrupted: str | None = None

    @property
    def verified(self) -> bool:
        return self.verification.verified

    @property
    def minimal(self) -> bool:
        """Whether the search ended, so that `polluters` is 1-minimal."""
        return self.interrupted != SEARCH_INTERRUPTED


def _first_failure(full_order: Callable[[], SuiteRun], victim: str, attempts: int,
                   before: int) -> tuple[SuiteRun, FailureRate]:
    """Run the failing order until the victim fails (at most `attempts` times)."""

    def run() -> tuple[Outcome, SuiteRun]:
        suite_run = full_order()
        result = suite_run.result_of(victim)
        if suite_run.per_test and result is None:
            raise SuiteError(
                f"the victim {victim} did not run: give its id as `pytest --collect-only -q` "
                "prints it")
        failed = result.failed if result is not None else \
            classify_exit(suite_run.process.exit_status, Convention.BISECT) is Outcome.FAIL
        return (Outcome.FAIL if failed else Outcome.PASS), suite_run

    first = first_failure(run, attempts)
    if first.failed:
        return first.result, FailureRate(1, first.runs)
    tries = "once" if attempts == 1 else f"in {attempts} runs"
    raise SuiteError(
        f"the victim {victim} passed {tries} after the {count_of(before, 'test')} before it: "
        "the failure "
        "does not reproduce in this order" + ("" if attempts > 1 else " (flaky? add --flaky)"))


def find_polluters(
    runner: SuiteRunner,
    victim: str,
    before: Sequence[str],
    *,
    flaky: FlakySettings | None = None,
    verify_runs: int = 10,
    any_failure: bool = False,
    failing_run: SuiteRun | None = None,
) -> PolluterSearch:
    """Minimize the tests before `victim` to those it needs to fail (see trail.core.testorder).

    `flaky`: decide every order through a FlakyPolicy estimated on the full order
    (None: one run per order). `failing_run`: a run already seen failing in this
    order (the sweep's), so it is not run again. Without a runner timeout, each run
    gets one derived from the failing run's (SUITE_TIMEOUT).
    No polluters means the victim fails alone (nothing is verified then).
    Raises SuiteError when the victim does not fail after `before`, Interrupted when a
    signal comes before that is known; a signal later ends the search with the shortest
    order seen failing (`interrupted`).
    """
    before = list(before)
    invocations = 0

    def full_order() -> SuiteRun:
        nonlocal invocations
        invocations += 1
        return runner.run([*before, victim])

    if failing_run is None:
        attempts = flaky.estimate_max_runs if flaky is not None else 1
        failing_run, seen = _first_failure(full_order, victim, attempts, len(before))
    else:
        seen = FailureRate(1, 1)
    if runner.timeout is None:
        runner = runner.with_timeout(SUITE_TIMEOUT.timeout(None, failing_run.process.duration))
    oracle = VictimOracle(runner, victim, VictimSignature.of(failing_run, victim, any_failure))
    best = list(before)  # the shortest order seen failing: what an interrupt leaves

    def run(order: list[str]) -> Outcome:
        outcome = oracle(order)
        if outcome is Outcome.FAIL and len(order) < len(best):
            best[:] = order  # a FAIL is proof, under --flaky too
        return outcome

    policy = None
    search = OrderStats()
    try:
        if flaky is not None:
            policy = FlakyPolicy.estimate(lambda: oracle(before), settings=flaky,
                                          decisions=expected_decisions(len(before)),
                                          observed=seen)
        polluters = minimize_order(before, run, stats=search,
                                   decide=policy.decide if policy is not None else None)
    except Interrupted:
        return PolluterSearch(victim, before, best, oracle.signature, search, NOT_VERIFIED,
                              policy, invocations + oracle.runs, SEARCH_INTERRUPTED)
    verification, interrupted = _verify_order(oracle, polluters, verify_runs, policy)
    return PolluterSearch(victim, before, polluters, oracle.signature, search, verification,
                          policy, invocations + oracle.runs, interrupted)


def _verify_order(oracle: VictimOracle, polluters: list[str], runs: int,
                  policy: FlakyPolicy | None) -> tuple[Verification, str | None]:
    """The verification of the polluters found, and why it was cut short (or None).
    No polluters: the victim fails alone, and there is no order to verify."""
    try:
        return verify(lambda: oracle(polluters), runs if polluters else 0, policy=policy), None
    except Interrupted:
        return NOT_VERIFIED, VERIFICATION_INTERRUPTED
