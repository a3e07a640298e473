"""Anchor reducers (lithium, picire, C-Vise, shrinkray) run on the bench cases, for comparison.

    python3 bench/anchors.py [--tools lithium,picire,cvise,shrinkray] [--cases a,b]
                             [--timeout 120] [--json-out bench/results/anchors.json]
                             [--cases-dir DIR] [--install-only]

Each anchor is installed once into its own virtual environment under a cache folder outside
the repo (default ~/.cache/trail-bench/anchors, or $TRAIL_BENCH_ANCHORS_DIR); C-Vise comes from
Debian. A run copies the case input into a fresh temporary folder, reduces it there with one
worker and the case's own oracle, counts oracle calls through $BENCH_CALLS, and stops the tool
at a wall-clock timeout. The final file is then re-checked with BENCH_DETERMINISTIC=1 (a call
that is not counted).

The line-based tools (lithium, picire) reduce by lines and then by characters, the way their
users run them and the way trail refines; for a case whose granularity is "chars" they reduce
by characters only.

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE_ENV = "TRAIL_BENCH_ANCHORS_DIR"
# Time a stopped tool gets to write its best result back (lithium does so on SIGINT).
GRACE_S = 5.0
LOG_TAIL_LINES = 15
# What lithium logs when the original input does not fail: its exit status 1 is then
# an error, not "removed nothing".
NOT_INTERESTING = "the original testcase is not 'interesting'"

# Lithium imports its interestingness test as a module; its arguments are the oracle and the
# file, which lithium rewrites in place before each call.
LITHIUM_CONDITION = """import subprocess


def interesting(args, temp_prefix):
    return subprocess.run(args).returncode == 0
"""
# Picire writes its result only when it finishes, so its tester keeps the last interesting
# candidate (ddmin's candidates only shrink) as the size reached if the run is stopped.
PICIRE_TESTER = """#!/bin/sh
{oracle} "$1" || exit $?
cp "$1" {best}
"""
# C-Vise runs the test with no arguments in a folder holding the file under its own name.
CVISE_TEST = """#!/bin/sh
exec {oracle} {name}
"""
C_SUFFIXES = {".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".cl"}


class AnchorUnavailable(RuntimeError):
    """The anchor cannot be installed or run on this machine."""


@dataclass(frozen=True)
class Case:
    name: str
    oracle: Path
    input: Path
    granularity: str
    known_min_bytes: int | None


@dataclass
class AnchorResult:
    tool: str
    case: str
    calls: int
    final_bytes: int
    known_min_bytes: int | None
    interesting: bool | None
    wall_s: float
    status: str  # 'ok' | 'dnf' (timed out) | 'error'
    note: str = ""


@dataclass(frozen=True)
class Plan:
    """How one anchor reduces one case: commands run in order under one deadline."""

    commands: list[list[str]]
    result: Path  # where the reduced input is once the tool finished
    progress: Path  # where the best input so far is while it runs
    # An exit status that means "ran, removed nothing" (lithium's 1): the next command
    # runs, unless the log says the original was not interesting.
    removed_nothing: int | None = None


@dataclass(frozen=True)
class Anchor:
    name: str
    package: str
    source: str  # 'pypi' (own venv) or 'debian'
    executable: str
    plan: Callable[[Path, Case, Path], Plan]
    min_python: tuple[int, int] = (3, 9)


def load_case(case_dir: Path) -> Case:
    meta = json.loads((case_dir / "meta.json").read_text())
    return Case(name=meta.get("name", case_dir.name), oracle=(case_dir / "oracle.sh").resolve(),
                input=(case_dir / meta["input"]).resolve(), granularity=meta["granularity"],
                known_min_bytes=meta.get("known_min_bytes"))


def _write_script(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(0o755)
    return path


def _lithium_plan(exe: Path, case: Case, tmp: Path) -> Plan:
    (tmp / "trail_bench_condition.py").write_text(LITHIUM_CONDITION)
    work = tmp / case.input.name
    modes = ["--char"] if case.granularity == "chars" else ["--lines", "--char"]
    commands = [[str(exe), mode, "./trail_bench_condition.py", str(case.oracle), str(work)]
                for mode in modes]
    return Plan(commands, result=work, progress=work, removed_nothing=1)


def _picire_plan(exe: Path, case: Case, tmp: Path) -> Plan:
    best = tmp / f"best{case.input.suffix}"
    tester = _write_script(tmp / "tester.sh", PICIRE_TESTER.format(
        oracle=shlex.quote(str(case.oracle)), best=shlex.quote(str(best))))
    atom = "char" if case.granularity == "chars" else "both"
    out = tmp / "out"
    # Without --parallel picire runs its serial ddmin: one test at a time.
    command = [str(exe), "--input", str(tmp / case.input.name), "--test", str(tester),
               "--atom", atom, "--out", str(out)]
    return Plan([command], result=out / case.input.name, progress=best)


def _cvise_plan(exe: Path, case: Case, tmp: Path) -> Plan:
    work = tmp / case.input.name
    test = _write_script(tmp / "test.sh", CVISE_TEST.format(
        oracle=shlex.quote(str(case.oracle)), name=shlex.quote(work.name)))
    # C-Vise takes the test case as a bare name in its working folder.
    command = [str(exe), "--n", "1", "--tidy", str(test), work.name]
    if case.input.suffix not in C_SUFFIXES:
        command.insert(-2, "--not-c")  # skip the clang passes: they cannot apply
    return Plan([command], result=work, progress=work)


def _shrinkray_plan(exe: Path, case: Case, tmp: Path) -> Plan:
    work = tmp / case.input.name
    # --no-llm: its LLM passes would fetch model weights; --formatter none: measure the
    # reduction, not a pretty-printer's output; --no-history: no per-reduction copies on disk.
    command = [str(exe), "--parallelism", "1", "--input-type", "arg", "--ui", "basic",
               "--no-llm", "--formatter", "none", "--no-history", str(case.oracle), str(work)]
    return Plan([command], result=work, progress=work)


ANCHORS: dict[str, Anchor] = {a.name: a for a in [
    Anchor("lithium", "lithium-reducer", "pypi", "lithium", _lithium_plan),
    Anchor("picire", "picire", "pypi", "picire", _picire_plan),
    Anchor("cvise", "cvise", "debian", "cvise", _cvise_plan),
    Anchor("shrinkray", "shrinkray", "pypi", "shrinkray", _shrinkray_plan, min_python=(3, 12)),
]}


def cache_dir(override: Path | None = None) -> Path:
    if override is not None:
        return override
    env = os.environ.get(CACHE_ENV)
    return Path(env) if env else Path.home() / ".cache" / "trail-bench" / "anchors"


def _python_version(exe: str) -> tuple[int, int] | None:
    """The version of a Python interpreter, or None if it does not run (e.g. a pyenv shim
    for a version that is not selected)."""
    try:
        out = subprocess.run([exe, "-c", "import sys; print(*sys.version_info[:2])"],
                             capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if out.returncode != 0:
        return None
    major, minor = out.stdout.split()
    return int(major), int(minor)


def find_python(minimum: tuple[int, int]) -> str | None:
    """The newest Python >= minimum on PATH or among the pyenv versions, if any."""
    candidates = [sys.executable]
    candidates += [p for n in ("python3.14", "python3.13", "python3.12", "python3")
                   if (p := shutil.which(n))]
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    candidates += [str(p) for p in sorted(pyenv.glob("*/bin/python3"))]
    found = [(v, c) for c in dict.fromkeys(candidates) if (v := _python_version(c))]
    fit = [(v, c) for v, c in found if v >= minimum]
    return max(fit)[1] if fit else None


def _venv_python(anchor: Anchor) -> str | None:
    # lithium and picire go with the interpreter running the bench (the machine's python3).
    if sys.version_info[:2] >= anchor.min_python:
        return sys.executable
    return find_python(anchor.min_python)


def executable(tool: str, cache: Path | None = None) -> Path | None:
    """The anchor's installed executable, or None if it is not installed."""
    anchor = ANCHORS[tool]
    if anchor.source == "debian":
        found = shutil.which(anchor.executable)
        return Path(found) if found else None
    venv = cache_dir(cache) / tool
    exe = venv / "bin" / anchor.executable
    # The marker is written last, so a half-done install is redone.
    return exe if (venv / "installed.json").is_file() and exe.is_file() else None


def available_anchors(cache: Path | None = None) -> list[str]:
    """The anchors that are installed or can be installed here."""
    def can(anchor: Anchor) -> bool:
        if executable(anchor.name, cache) is not None:
            return True
        if anchor.source == "debian":
            return shutil.which("apt-get") is not None and os.geteuid() == 0
        return _venv_python(anchor) is not None
    return [name for name, anchor in ANCHORS.items() if can(anchor)]


def _checked(command: list[str], what: str) -> None:
    out = subprocess.run(command, capture_output=True, text=True,
                         env=os.environ | {"DEBIAN_FRONTEND": "noninteractive"})
    if out.returncode != 0:
        tail = "\n".join((out.stdout + out.stderr).splitlines()[-LOG_TAIL_LINES:])
        raise AnchorUnavailable(f"{what} failed:\n{tail}")


def install(tool: str, cache: Path | None = None) -> Path:
    """Install the anchor if it is missing; return its executable."""
    anchor = ANCHORS[tool]
    exe = executable(tool, cache)
    if exe is not None:
        return exe
    print(f"installing {tool} ({anchor.source} package {anchor.package}) ...", flush=True)
    if anchor.source == "debian":
        if os.geteuid() != 0:
            raise AnchorUnavailable(f"{tool}: run as root, or apt-get install {anchor.package}")
        try:
            _checked(["apt-get", "install", "-y", anchor.package], f"installing {anchor.package}")
        except AnchorUnavailable:  # the package lists may be missing or stale
            _checked(["apt-get", "update"], "apt-get update")
            _checked(["apt-get", "install", "-y", anchor.package], f"installing {anchor.package}")
    else:
        python = _venv_python(anchor)
        if python is None:
            need = ".".join(map(str, anchor.min_python))
            raise AnchorUnavailable(f"{tool} needs Python >= {need}; none found")
        venv = cache_dir(cache) / tool
        _checked([python, "-m", "venv", "--clear", str(venv)], f"creating {venv}")
        _checked([str(venv / "bin" / "pip"), "install", "--quiet", anchor.package],
                 f"pip install {anchor.package}")
        (venv / "installed.json").write_text(json.dumps(
            {"package": anchor.package, "version": tool_version(tool, cache), "python": python}))
    exe = executable(tool, cache)
    if exe is None:
        raise AnchorUnavailable(f"{tool}: installed, but {anchor.executable} is missing")
    return exe


def tool_version(tool: str, cache: Path | None = None) -> str:
    anchor = ANCHORS[tool]
    if anchor.source == "debian":
        query = ["dpkg-query", "-W", "-f", "${Version}", anchor.package]
    else:
        pip = cache_dir(cache) / tool / "bin" / "pip"
        query = [str(pip), "show", anchor.package]
    out = subprocess.run(query, capture_output=True, text=True)
    for line in out.stdout.splitlines():
        if line.startswith("Version: "):
            return line.removeprefix("Version: ")
    return out.stdout.strip()


def _descendants(pid: int) -> set[int]:
    """All processes below pid, including those that moved to a session of their own
    (shrinkray starts each test with setsid, out of reach of a process-group kill)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            ppid = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(stat.parent.name))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Interrupt the tool's process group so it can save its best result, then kill what is
    left of its process tree."""
    tree = _descendants(proc.pid)
    try:
        os.killpg(proc.pid, signal.SIGINT)
        proc.wait(timeout=GRACE_S)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        pass
    tree |= _descendants(proc.pid)
    for pid, kill in [(proc.pid, os.killpg)] + [(p, os.kill) for p in tree]:
        try:
            kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    proc.wait()


def _run_plan(plan: Plan, cwd: Path, env: dict[str, str], log: Path,
              timeout_s: float) -> tuple[str, str]:
    """Run the plan's commands in order; return (status, note)."""
    deadline = time.monotonic() + timeout_s
    with log.open("ab") as out:
        for command in plan.commands:
            proc = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                    stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
            try:
                proc.wait(timeout=max(deadline - time.monotonic(), 0))
            except subprocess.TimeoutExpired:
                _stop(proc)
                return "dnf", f"stopped after {timeout_s:g} s"
            if proc.returncode == 0 or (proc.returncode == plan.removed_nothing
                                        and NOT_INTERESTING not in _log_tail(log)):
                continue
            return "error", f"{Path(command[0]).name} exited {proc.returncode}"
    return "ok", ""


def _still_interesting(case: Case, path: Path, cwd: Path) -> bool | None:
    """The ground truth for the final file: deterministic, and not counted as a call."""
    env = {k: v for k, v in os.environ.items() if k != "BENCH_CALLS"}
    env["BENCH_DETERMINISTIC"] = "1"
    try:
        done = subprocess.run([str(case.oracle), str(path)], cwd=cwd, env=env, timeout=120,
                              stdin=subprocess.DEVNULL, capture_output=True)
    except subprocess.TimeoutExpired:
        return None
    return done.returncode == 0


def _log_tail(log: Path) -> str:
    lines = log.read_text(errors="replace").splitlines() if log.exists() else []
    return "\n".join(lines[-LOG_TAIL_LINES:])


def run_anchor(tool: str, case_dir: Path, timeout_s: float = 120.0,
               cache: Path | None = None) -> AnchorResult:
    """Reduce one case with one anchor, with one worker and a wall-clock timeout."""
    exe = install(tool, cache)
    case = load_case(case_dir)
    with tempfile.TemporaryDirectory(prefix=f"anchor-{tool}-{case.name}-") as scratch:
        tmp = Path(scratch)
        work = tmp / case.input.name
        shutil.copyfile(case.input, work)
        calls = tmp / "calls"
        calls.touch()
        log = tmp / "tool.log"
        plan = ANCHORS[tool].plan(exe, case, tmp)
        env = {k: v for k, v in os.environ.items() if k != "BENCH_DETERMINISTIC"}
        env["BENCH_CALLS"] = str(calls)
        start = time.monotonic()
        status, note = _run_plan(plan, tmp, env, log, timeout_s)
        wall_s = time.monotonic() - start
        candidates = [plan.result] if status == "ok" else [plan.result, plan.progress, work]
        final = next((p for p in candidates if p.is_file()), None)
        if final is None:
            status, note = "error", f"{tool} left no result at {plan.result.name}"
        if status == "error":
            note = f"{note}\n{_log_tail(log)}".strip()
        final = final or work
        return AnchorResult(
            tool=tool, case=case.name, calls=len(calls.read_bytes().splitlines()),
            final_bytes=final.stat().st_size, known_min_bytes=case.known_min_bytes,
            interesting=_still_interesting(case, final, tmp), wall_s=round(wall_s, 2),
            status=status, note=note)


def _row(r: AnchorResult | None = None) -> str:
    if r is None:
        return (f"{'case':<13} {'tool':<10} {'calls':>6} {'bytes':>7} {'min':>5} "
                f"{'interesting':<11} {'wall s':>7}  status")
    yes = {True: "yes", False: "NO", None: "?"}[r.interesting]
    known = "-" if r.known_min_bytes is None else str(r.known_min_bytes)
    return (f"{r.case:<13} {r.tool:<10} {r.calls:>6} {r.final_bytes:>7} {known:>5} "
            f"{yes:<11} {r.wall_s:>7.1f}  {r.status}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", default=",".join(ANCHORS),
                        help="comma-separated anchors (default: all)")
    parser.add_argument("--cases", help="comma-separated case names (default: all)")
    parser.add_argument("--cases-dir", type=Path, default=HERE.parent.parent / "shared/bench/cases",
                        help="the bench cases folder (default: ../shared/bench/cases)")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per run")
    parser.add_argument("--json-out", type=Path, default=HERE / "results" / "anchors.json")
    parser.add_argument("--cache", type=Path, help=f"venv folder (default: ${CACHE_ENV} or "
                        "~/.cache/trail-bench/anchors)")
    parser.add_argument("--install-only", action="store_true")
    args = parser.parse_args(argv)

    tools = [t for t in args.tools.split(",") if t]
    unknown = [t for t in tools if t not in ANCHORS]
    if unknown:
        parser.error(f"unknown tools {unknown}; known: {', '.join(ANCHORS)}")
    ready: dict[str, str] = {}
    for tool in tools:
        try:
            install(tool, args.cache)
        except AnchorUnavailable as exc:
            print(f"skipping {tool}: {exc}", file=sys.stderr)
            continue
        ready[tool] = tool_version(tool, args.cache)
    if args.install_only or not ready:
        return 0 if len(ready) == len(tools) else 1

    known = sorted(p.name for p in args.cases_dir.glob("*") if (p / "meta.json").is_file())
    names = args.cases.split(",") if args.cases else known
    if not known or set(names) - set(known):
        parser.error(f"cases {sorted(set(names) - set(known))} not found in {args.cases_dir}")
    print(", ".join(f"{t} {v}" for t, v in ready.items()), f"| timeout {args.timeout:g} s",
          flush=True)
    print(_row(), flush=True)
    results: list[AnchorResult] = []
    # The machine may be shared: the load beside the run says how far to trust its timings.
    load_start = os.getloadavg()
    start = time.monotonic()
    for name in names:
        for tool in ready:  # one at a time: the machine has 2 cores and timings matter
            results.append(run_anchor(tool, args.cases_dir / name, args.timeout, args.cache))
            print(_row(results[-1]), flush=True)
    total_s = time.monotonic() - start
    print(f"total {total_s:.0f} s")

    args.json_out.parent.mkdir(parents=True, exist_ok=True)
    args.json_out.write_text(json.dumps({
        "tools": ready, "timeout_s": args.timeout, "total_s": round(total_s, 1),
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                    "loadavg_start": load_start, "loadavg_end": os.getloadavg()},
        "results": [asdict(r) for r in results]}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
