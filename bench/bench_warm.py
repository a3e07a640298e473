"""Warm starts for pytest commands: what one candidate costs warm, cold, and as a plain run.

    python3 bench/bench_warm.py [--rounds 5] [--verify 2] [--skip-auto]

Case `pytest-yaml` is examples/pytest-yaml (a fixture reading a 300-service YAML file),
copied to a temporary git repository; case `thread-at-import` is the same repository
with a module outside it, imported by the test, that starts a thread at import: the
warm server refuses it, and the reason is printed where the warm figures would be.

Per case, two measures:
1. one call, interleaved round by round so that load from elsewhere hits every
   variant alike: a plain `python3 -m pytest -q NODE` in the repository (the
   baseline), the oracle call `trail delta auto` makes (pytest with its JUnit report)
   on the cold sandbox, and the same call on the warm sandbox (its server started
   before the clock: its start is in measure 2); medians and ratios to the baseline;
2. whole `trail delta auto` runs at --jobs 1, warm (the default) and `--cold`: total
   wall, candidates run, seconds per candidate (the reduction's time, from the
   report's curve, over its candidates: the warm server's start included), the
   result's bytes, and the ratio of seconds per candidate to the plain run.

A benchmark, not a test: CI does not run it. Results: bench/results/warm.txt.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "runner"))

from trail.jobs.auto import candidate_command  # noqa: E402
from trail.oracle.call import OracleCall  # noqa: E402
from trail.sandbox.local import LocalSandbox  # noqa: E402
from trail.sandbox.warm import WarmPlan, WarmSandbox, warm_plan  # noqa: E402

NODE = "tests/test_inventory.py::test_timeouts_are_positive"
ARGV = ["python3", "-m", "pytest", "-q", NODE]
SPIN = ("import threading, time\n"
        "threading.Thread(target=time.sleep, args=(3600,), daemon=True).start()\n")


@dataclass
class Case:
    name: str
    repo: Path
    env: dict[str, str]  # added to the environment of every run


def make_cases(work: Path) -> list[Case]:
    repo = work / "pytest-yaml"
    shutil.copytree(ROOT / "examples" / "pytest-yaml", repo)
    git = ["git", "-C", str(repo), "-c", "user.email=b@example.com", "-c", "user.name=bench"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "example"], check=True)
    spun = work / "thread-at-import"
    subprocess.run(["git", "clone", "-q", str(repo), str(spun)], check=True)
    site = work / "site"
    site.mkdir()
    (site / "spin.py").write_text(SPIN)
    (spun / "conftest.py").write_text((spun / "conftest.py").read_text() + "import spin  # noqa\n")
    subprocess.run(["git", "-C", str(spun), "-c", "user.email=b@example.com", "-c",
                    "user.name=bench", "commit", "-qam", "spin"], check=True)
    return [Case("pytest-yaml", repo, {}), Case("thread-at-import", spun,
                                                 {"PYTHONPATH": str(site)})]


def traced_opens(case: Case, log: Path) -> tuple[str, ...]:
    from trail.sandbox.trace import read_strace_log

    subprocess.run(["strace", "-f", "-qq", "-y", "-e", "trace=open,openat,openat2", "-o",
                    str(log), "--", *ARGV, "-p", "no:cacheprovider"], cwd=case.repo,
                   env={**os.environ, **case.env}, capture_output=True)
    repo = str(case.repo.resolve()) + os.sep
    return tuple(p for p in read_strace_log(str(log)) if not os.path.realpath(p).startswith(repo))


def one_call(case: Case, rounds: int, work: Path) -> dict[str, object]:
    """Measure 1: medians of one call, interleaved."""
    command, extra = candidate_command(ARGV, NODE)
    made = warm_plan(ARGV, extra, command, traced_opens(case, work / f"{case.name}.strace"),
                     os.environ)
    assert isinstance(made, WarmPlan), made
    call = OracleCall(command=command, candidate=b"", file_name="input", workdir=str(case.repo),
                      timeout=600, env={"PYTHONDONTWRITEBYTECODE": "1", **case.env})
    said: list[str] = []
    cold = LocalSandbox()
    warm = WarmSandbox(cold, made, say=said.append)
    times: dict[str, list[float]] = {"plain": [], "cold": [], "warm": []}
    try:
        warm.run(call)  # the server starts here, off the clock
        for _ in range(rounds):
            started = time.monotonic()
            subprocess.run(ARGV, cwd=case.repo, env={**os.environ, **case.env},
                           capture_output=True)
            times["plain"].append(time.monotonic() - started)
            for name, sandbox in (("cold", cold), ("warm", warm)):
                started = time.monotonic()
                sandbox.run(call)
                times[name].append(time.monotonic() - started)
        refused = warm.refused
    finally:
        warm.close()
    medians = {name: statistics.median(values) for name, values in times.items()}
    return {"medians": medians, "refused": refused, "said": said}


def whole_run(case: Case, cold: bool, verify: int, work: Path) -> dict[str, object]:
    """Measure 2: one `trail delta auto` at --jobs 1."""
    out = work / f"out-{case.name}-{'cold' if cold else 'warm'}"
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "auto", "-q", "--verify", str(verify),
         "--out", str(out), *(["--cold"] if cold else []), "--", *ARGV],
        cwd=case.repo, env={**os.environ, **case.env, "PYTHONPATH": os.pathsep.join(
            [str(ROOT / "runner"), *filter(None, [case.env.get("PYTHONPATH")])])},
        capture_output=True)
    wall = time.monotonic() - started
    if done.returncode != 0:
        raise SystemExit(f"auto failed on {case.name}: {done.stderr.decode()[-2000:]}")
    report = json.loads((out / "report.json").read_text())
    curve = report["curve"]
    candidates = curve[-1]["tests"] - curve[0]["tests"]
    per = (curve[-1]["seconds"] - curve[0]["seconds"]) / max(1, candidates)
    return {"wall": wall, "candidates": candidates, "per_candidate": per,
            "bytes": report["minimized"]["bytes"], "warm": report["sandbox"]["warm_starts"],
            "verified": f"{report['verification']['failed']}/{report['verification']['runs']}"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--verify", type=int, default=2)
    parser.add_argument("--skip-auto", action="store_true", help="measure 1 only")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-warm-"))
    try:
        print(f"# bench_warm: {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}, "
              f"{args.rounds} rounds, command: {shlex.join(ARGV)}")
        for case in make_cases(work):
            print(f"\n## {case.name}")
            call = one_call(case, args.rounds, work)
            m = call["medians"]
            print("one call, median s   plain pytest   cold oracle call   warm oracle call")
            print(f"{'':20} {m['plain']:13.3f} {m['cold']:18.3f} {m['warm']:18.3f}")
            print(f"ratio to plain       {1:13.2f} {m['cold'] / m['plain']:18.2f} "
                  f"{m['warm'] / m['plain']:18.2f}")
            if call["refused"]:
                print(f"warm refused: {call['refused']}")
            if args.skip_auto:
                continue
            print("auto --jobs 1        wall s   candidates   s/candidate   /plain   bytes"
                  "   verified   warm")
            for cold in (False, True):
                run = whole_run(case, cold, args.verify, work)
                warm = run["warm"]
                how = "cold" if cold else "warm"
                note = "used" if warm["used"] else f"off: {warm['cold_because']}"
                print(f"  {how:18} {run['wall']:7.1f} {run['candidates']:12d} "
                      f"{run['per_candidate']:13.3f} {run['per_candidate'] / m['plain']:8.2f} "
                      f"{run['bytes']:7d} {run['verified']:>10}   {note}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
