"""Kill trail anywhere: the fault-injection harness of issue 45.

tests/test_kill_anywhere.py runs a seeded sample of it on every CI run and
bench/bench_kill_anywhere.py the long soak. A trial starts one job (delta, auto,
tests, sweep, bisect, isolate) in one sandbox (local, ns, docker), stops it with
SIGKILL, SIGTERM or SIGINT at a moment drawn from the seed (sometimes once more
while its `--resume` runs), then runs it to its end and checks the invariants:

- nothing of the run is left once the per-test timeout has passed (and, after a
  SIGKILL, once the next run has started): no process (found by a token in the
  oracle's command and in trail's environment), container (by the token, or
  labelled with a dead trail's mark), cgroup (named by that mark), mount, or file
  in the trial's own TMPDIR, and no `.trail-tmp-*` in --out;
- --out holds a consistent hand-off whenever trail has written one: report.json
  parses and reproduce.sh runs and agrees with an uninterrupted run's;
- the run that goes on after the stop (`--resume` where the job has it, else the
  same command again) ends with the uninterrupted run's result.

Every trial is printed with its moment (seconds after the start, and the last
thing trail had said) and its outcome, so that a violation can be replayed from
the seed.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from dask_local import leaky_suite_runner
from git_history import regression_history, regression_input

RUNNER = Path(__file__).resolve().parent.parent / "runner"
IMAGE = "trail-base:bookworm"
TEST_TIMEOUT = 10  # --test-timeout of every trial: what a leftover oracle may take
STOP_WAIT = 60     # seconds trail may take to stop on SIGTERM/SIGINT
# A stop was lost where trail still wrote its hand-off this many seconds after it
# and ended normally (exit 0): it went on as if none had come.
LOST_AFTER = 1.0
SIGNALS = (signal.SIGKILL, signal.SIGTERM, signal.SIGINT)
# Violations known and left to another issue, by job: (what the violation says, why).
# Remove an entry once its issue is fixed, so that the violation counts again.
KNOWN: dict[str, list[tuple[str, str]]] = {}


@dataclass(frozen=True)
class Setup:
    """One job, ready to run in a trial's folder."""

    argv: tuple[str, ...]       # after `python -m trail`
    cwd: Path
    out: Path
    resumable: bool             # the job has --resume
    result: Callable[[Path], object]  # what must equal the uninterrupted run's


@dataclass(frozen=True)
class Case:
    job: str
    sandbox: str

    def __str__(self) -> str:
        return f"{self.job}/{self.sandbox}"


@dataclass
class Run:
    """One start of trail in a trial."""

    proc: subprocess.Popen[bytes]
    mark: str          # sandbox.leftovers' mark of this trail process
    stderr: Path
    started: float = field(default_factory=time.monotonic)
    signalled: float | None = None  # when the stop was sent while it ran (time.time())

    def last_said(self) -> str:
        lines = self.stderr.read_text(errors="replace").strip().splitlines()
        return lines[-1][:120] if lines else "nothing yet"


@dataclass
class Verdict:
    case: Case
    stops: list[str]          # each stop: signal, moment, what trail had said
    violations: list[str]     # new ones: each fails the sample and counts in the soak
    known: list[str] = field(default_factory=list)  # those of KNOWN, with the reason

    def line(self, number: int) -> str:
        said = ("VIOLATED: " + "; ".join(self.violations) if self.violations
                else "known failure: " + "; ".join(self.known) if self.known else "ok")
        return f"trial {number}: {self.case} {' then '.join(self.stops)} -> {said}"


# -- the jobs ----------------------------------------------------------------------

# Fails while BOOM is there; takes a little while, so calls overlap and a stop lands
# inside one. The token tells this trial's processes and containers from any other's.
ORACLE = ": {token}; sleep 0.05; grep -q BOOM {{}} && exit 3; exit 0"
LINES = "".join(f"line {i}\n" for i in range(16)).replace("line 9\n", "BOOM\n")


def _report(out: Path) -> dict:
    return json.loads((out / "report.json").read_text())


def _sandbox_args(sandbox: str) -> list[str]:
    return [] if sandbox == "local" else ["--sandbox", sandbox, "--image", IMAGE]


def _delta(folder: Path, token: str, sandbox: str) -> Setup:
    (folder / "in.txt").write_text(LINES)
    out = folder / "out"
    return Setup(("delta", "-j", "2", "--verify", "2", "--test-timeout", str(TEST_TIMEOUT),
                  "--out", str(out), "--oracle", ORACLE.format(token=token),
                  *_sandbox_args(sandbox), "in.txt"), folder, out, True,
                 lambda out: _report(out)["minimized_text"])


def _isolate(folder: Path, token: str, sandbox: str) -> Setup:
    (folder / "passing.txt").write_text(LINES.replace("BOOM", "line 9"))
    (folder / "failing.txt").write_text(LINES.replace("line 3\n", "line three\n"))
    out = folder / "out"
    return Setup(("delta", "isolate", "--verify", "2", "--test-timeout", str(TEST_TIMEOUT),
                  "--out", str(out), "--passing", "passing.txt", "--failing", "failing.txt",
                  "--oracle", ORACLE.format(token=token), *_sandbox_args(sandbox)),
                 folder, out, True, lambda out: _report(out)["minimized_text"])


def _bisect(folder: Path, token: str, sandbox: str) -> Setup:
    repo = folder / "repo"
    regression_history(repo, commits=12, bug_at=7)
    (folder / "input.txt").write_bytes(regression_input(lines=24, at=(5, 17)))
    out = folder / "out"
    return Setup(("delta", "bisect", "--verify", "2", "--test-timeout", str(TEST_TIMEOUT),
                  "--good", "HEAD~11", "--out", str(out), "--oracle",
                  f": {token}; sh app.sh {{}}", *_sandbox_args(sandbox),
                  str(folder / "input.txt")), repo, out, True,
                 lambda out: (_report(out)["minimized_text"],
                              _report(out)["bisect"]["first_bad"]["subject"]))


TEST_DATA = ("import pathlib\n\n\ndef test_units():\n"
             "    for line in pathlib.Path('timeouts.txt').read_text().splitlines():\n"
             "        assert line.endswith('s'), line\n")


def _auto(folder: Path, token: str, sandbox: str) -> Setup:
    repo = folder / "repo"
    repo.mkdir()
    rows = [f"service{i}: {i * 10}s" for i in range(8)]
    rows[5] = "service5: 90"
    (repo / "timeouts.txt").write_text("\n".join(rows) + "\n")
    (repo / "test_timeouts.py").write_text(TEST_DATA + f"# {token}\n")
    for argv in (["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t",
                                                 "commit", "-qm", "sample"]):
        subprocess.run(["git", *argv], cwd=repo, check=True)
    out = folder / "out"
    return Setup(("delta", "auto", "-j", "1", "--verify", "1", "--out", str(out), "--",
                  "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider",
                  "test_timeouts.py::test_units"), repo, out, True,
                 lambda out: (out / "timeouts.txt").read_text())


def _suite(folder: Path, token: str) -> None:
    """A suite of 6 tests where s.py::leak makes s.py::victim fail, run by run.sh."""
    (folder / "run.sh").write_text(f"# {token}\n" + leaky_suite_runner(0.05))
    (folder / "ids.txt").write_text("s.py::f0\ns.py::f1\ns.py::leak\ns.py::f2\ns.py::f3\n"
                                    "s.py::victim\n")


def _tests(folder: Path, token: str, sandbox: str) -> Setup:
    _suite(folder, token)
    out = folder / "out"
    return Setup(("delta", "tests", "--victim", "s.py::victim", "--verify", "2",
                  "--out", str(out), "--tests-from", "ids.txt", "--template",
                  "sh run.sh {junit} {tests}"), folder, out, False,
                 lambda out: _report(out)["test_order"]["polluters"])


def _sweep(folder: Path, token: str, sandbox: str) -> Setup:
    _suite(folder, token)
    out = folder / "out"
    out.mkdir()
    return Setup(("sweep", "-q", "--runs", "6", "--seed", "2", "--verify", "1",
                  "--tests-from", "ids.txt", "--template", "sh run.sh {junit} {tests}",
                  "--json-out", str(out / "sweep.json")), folder, out, False,
                 lambda out: [t["test"] for t in
                              json.loads((out / "sweep.json").read_text())["flaky"]])


JOBS: dict[str, Callable[[Path, str, str], Setup]] = {
    "delta": _delta, "isolate": _isolate, "bisect": _bisect, "auto": _auto,
    "tests": _tests, "sweep": _sweep,
}
# The sandboxes each job is tried in (auto, tests and sweep run on the host).
CASES = (
    *(Case("delta", sandbox) for sandbox in ("local", "ns", "docker")),
    Case("isolate", "local"), Case("isolate", "docker"), Case("bisect", "local"),
    Case("auto", "local"), Case("tests", "local"), Case("sweep", "local"),
)


# -- one run, one trial ------------------------------------------------------------


def _mark_of(pid: int) -> str:
    """sandbox.leftovers' mark of a live process."""
    stat = Path(f"/proc/{pid}/stat").read_bytes()
    start = int(stat[stat.rindex(b")") + 2:].split()[19])
    return f"{os.stat('/proc/self/ns/pid').st_ino}.{pid}.{start}"


def start(setup: Setup, folder: Path, token: str, name: str, *extra: str) -> Run:
    env = {**os.environ, "PYTHONPATH": f"{RUNNER}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
           "TMPDIR": str(folder / "tmp"), "TRAIL_FAULT_TRIAL": token,
           "PYTHONDONTWRITEBYTECODE": "1"}
    stderr = folder / f"{name}.stderr"
    with open(stderr, "wb") as err:
        proc = subprocess.Popen([sys.executable, "-m", "trail", *_with(setup.argv, extra)],
                                cwd=setup.cwd, env=env, stdout=subprocess.DEVNULL, stderr=err,
                                start_new_session=True)
    try:
        mark = _mark_of(proc.pid)
    except OSError:  # ended already
        mark = ""
    return Run(proc, mark, stderr)


def _with(argv: tuple[str, ...], extra: tuple[str, ...]) -> list[str]:
    """`argv` with trail's options `extra` added before a `--` (after it: the command's)."""
    at = argv.index("--") if "--" in argv else len(argv)
    return [*argv[:at], *extra, *argv[at:]]


def stop(run: Run, how: signal.Signals, at: float) -> str:
    """Stop `run` with `how` `at` seconds after its start (SIGINT as a terminal sends
    it, to the process group); the moment as printed."""
    time.sleep(max(0.0, run.started + at - time.monotonic()))
    said = run.last_said()
    if run.proc.poll() is not None:
        return f"{how.name} at {at:.2f}s (it had ended: {said})"
    try:
        if how is signal.SIGINT:
            os.killpg(run.proc.pid, how)
        else:
            run.proc.send_signal(how)
        run.signalled = time.time()
    except ProcessLookupError:
        pass
    return f"{how.name} at {at:.2f}s ({said})"


def wait(run: Run, seconds: float) -> int | None:
    try:
        return run.proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        return None


def uninterrupted(case: Case, folder: Path) -> tuple[object, int, float]:
    """The case's result run without a stop, reproduce.sh's exit status, and seconds."""
    folder.mkdir(parents=True)
    (folder / "tmp").mkdir()
    token = uuid.uuid4().hex
    setup = JOBS[case.job](folder, token, case.sandbox)
    run = start(setup, folder, token, "baseline")
    status = wait(run, 900)
    seconds = time.monotonic() - run.started
    if status != 0:
        raise RuntimeError(f"{case}: the uninterrupted run exited {status}: {run.last_said()}")
    return setup.result(setup.out), _reproduce(setup.out)[0], seconds


def _reproduce(out: Path) -> tuple[int, str]:
    """reproduce.sh's exit status (-1: there is none) and the last line it said."""
    script = out / "reproduce.sh"
    if not script.exists():
        return -1, ""
    ran = subprocess.run(["sh", str(script)], capture_output=True, timeout=300)
    said = ran.stderr.decode(errors="replace").strip().splitlines()
    return ran.returncode, said[-1][:160] if said else ""


def trial(case: Case, folder: Path, draw: random.Random, baseline: tuple[object, int, float]
          ) -> Verdict:
    """One trial of `case` in `folder` (new), its moments drawn from `draw`."""
    expected, reproduced, seconds = baseline
    folder.mkdir(parents=True)
    (folder / "tmp").mkdir()
    token = uuid.uuid4().hex
    setup = JOBS[case.job](folder, token, case.sandbox)
    how = draw.choice(SIGNALS)
    stops, violations, marks = [], [], []
    run = start(setup, folder, token, "stopped")
    marks.append(run.mark)
    stops.append(stop(run, how, draw.uniform(0.0, seconds * 1.1)))
    violations += _after_stop(run, how, token, setup, reproduced)
    again = ("--resume",) if setup.resumable else ()
    if how is signal.SIGKILL and setup.resumable and draw.random() < 0.3:
        # A fault while --resume runs, too.
        run = start(setup, folder, token, "resumed-stopped", *again)
        marks.append(run.mark)
        second = draw.choice(SIGNALS)
        stops.append("resume: " + stop(run, second, draw.uniform(0.0, seconds)))
        violations += _after_stop(run, second, token, setup, reproduced)
    run = start(setup, folder, token, "resumed", *again)
    marks.append(run.mark)
    status = wait(run, 900)
    if status != 0:
        violations.append(f"the run after the stop exited {status}: {run.last_said()}")
    else:
        got = setup.result(setup.out)
        if got != expected:
            violations.append(f"result after the stop {got!r}, uninterrupted {expected!r}")
    violations += _handoff(setup.out, reproduced)
    violations += _leftovers(folder, token, marks, setup.out, wait_for=TEST_TIMEOUT + 5)
    known = [f"{said} ({why})" for said in violations for text, why in KNOWN.get(case.job, ())
             if text in said]
    return Verdict(case, stops, [said for said in violations
                                 if not any(said in k for k in known)], known)


def _after_stop(run: Run, how: signal.Signals, token: str, setup: Setup,
                reproduced: int) -> list[str]:
    """What must hold once a stopped trail has ended: it ended (SIGTERM/SIGINT within
    STOP_WAIT), nothing of its calls runs past the per-test timeout, and what it
    left in --out is a consistent hand-off."""
    violations = []
    status = wait(run, STOP_WAIT)
    if status is None:
        violations.append(f"trail did not end within {STOP_WAIT}s of {how.name}")
        run.proc.kill()
        run.proc.wait()
    elif status == 0 and run.signalled is not None and \
            (late := _newest(setup.out) - run.signalled) > LOST_AFTER:
        violations.append(f"{how.name} was lost: trail wrote its hand-off {late:.1f}s "
                          "after it and ended normally")
    left = _await_none(lambda: _processes(token), TEST_TIMEOUT + 5)
    if left:
        violations.append(f"processes left after {how.name}: {left}")
        for pid in left:
            _kill(pid)
    return violations + _handoff(setup.out, reproduced)


def _newest(out: Path) -> float:
    """When a file of --out's hand-off (not its state) was last written (0: none)."""
    return max((path.stat().st_mtime for path in out.glob("*") if path.is_file()),
               default=0.0)


def _handoff(out: Path, reproduced: int) -> list[str]:
    """report.json parses and reproduce.sh agrees, where trail wrote them."""
    report = out / "report.json"
    if not report.exists():
        return []
    try:
        json.loads(report.read_text())
    except ValueError as exc:
        return [f"report.json does not parse: {exc}"]
    status, said = _reproduce(out)
    if status != reproduced:
        return [f"reproduce.sh exited {status}, the uninterrupted run's {reproduced} ({said})"]
    return []


def _leftovers(folder: Path, token: str, marks: list[str], out: Path,
               wait_for: float) -> list[str]:
    """Everything of the trial's runs still on the machine after its last run ended."""
    found = []
    if left := _await_none(lambda: _processes(token), wait_for):
        found.append(f"processes {left}")
    if left := sorted(os.listdir(folder / "tmp")):
        found.append(f"temp files {left}")
    if left := [p.name for p in out.glob(".trail-tmp-*")] if out.is_dir() else []:
        found.append(f"temp files in --out {left}")
    if left := _cgroups(marks):
        found.append(f"cgroups {left}")
    if left := [line for line in Path("/proc/self/mounts").read_text().splitlines()
                if str(folder) in line]:
        found.append(f"mounts {left}")
    if left := _await_none(lambda: _containers(token, marks), wait_for):
        found.append(f"containers {left}")
    return found


def _await_none(find: Callable[[], list], seconds: float) -> list:
    deadline = time.monotonic() + seconds
    while (left := find()) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


def _processes(token: str) -> list[int]:
    """Processes whose command line carries the token or whose environment names it."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            environ = Path(f"/proc/{pid}/environ").read_bytes()
            state = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[-1].split()[0]
        except OSError:
            continue
        if state != b"Z" and (token.encode() in cmdline
                              or f"TRAIL_FAULT_TRIAL={token}".encode() in environ.split(b"\0")):
            found.append(int(pid))
    return found


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def cgroups_named(prefix: str) -> list[str]:
    """The cgroups in any tree whose name starts with `prefix` (os.walk: a container's
    cgroup may go while it is read)."""
    return [os.path.join(folder, name) for folder, names, _ in os.walk("/sys/fs/cgroup")
            for name in names if name.startswith(prefix)]


def _cgroups(marks: list[str]) -> list[str]:
    return [path for mark in marks if mark for path in cgroups_named(f"trail-{mark}-")]


def _containers(token: str, marks: list[str]) -> list[str]:
    listed = subprocess.run(["docker", "ps", "-a", "--no-trunc", "--format",
                             "{{.ID}} {{.Label \"trail.owner\"}} {{.Command}}"],
                            capture_output=True, text=True)
    found = []
    for line in listed.stdout.splitlines():
        cid, _, rest = line.partition(" ")
        owner, _, command = rest.partition(" ")
        if token in command or (owner and owner in marks):
            found.append(cid[:12])
    return found


def docker_ready() -> bool:
    return subprocess.run(["docker", "image", "inspect", IMAGE],
                          capture_output=True).returncode == 0


def soak(cases: list[Case], trials: int, seed: int, root: Path, parallel: int = 1,
         say: Callable[[str], None] = print) -> list[Verdict]:
    """`trials` trials, each of a case drawn from `cases` (a case listed twice is
    drawn twice as often), `parallel` at once; trial N draws everything from
    Random(f"{seed}-{N}"), so that one trial replays alone. Each is printed as it ends."""
    # Started in the background by a shell (`cmd &`, nohup), this process ignores
    # SIGINT, and every trail it starts would inherit that until it installs its own
    # handler: a Ctrl-C in its first second would be lost by the harness's doing.
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    names = ", ".join(map(str, dict.fromkeys(cases)))
    say(f"kill anywhere: seed {seed}, {trials} trials over {names}, {parallel} at once")
    draws = [random.Random(f"{seed}-{number}") for number in range(1, trials + 1)]
    chosen = [draw.choice(cases) for draw in draws]
    baselines = {}
    for case in dict.fromkeys(chosen):
        baselines[case] = uninterrupted(case, root / f"baseline-{case.job}-{case.sandbox}")
        say(f"{case}: uninterrupted in {baselines[case][2]:.1f}s, "
            f"result {baselines[case][0]!r:.80}")

    def one(number: int) -> Verdict:
        verdict = trial(chosen[number - 1], root / f"trial-{number}", draws[number - 1],
                        baselines[chosen[number - 1]])
        say(verdict.line(number))
        return verdict

    with ThreadPoolExecutor(parallel) as pool:
        return list(pool.map(one, range(1, trials + 1)))
