"""What `--dask` gains over `--jobs 1`, on a real Dask cluster of this machine.

    python3 bench/bench_dask.py [--workers 1,2,4,8] [--only sleep,gcc,sweep,overhead]
                                [--repeat 1]

A `dask scheduler` process and `dask worker` processes (one thread each, no nanny,
127.0.0.1; tests/dask_local.py), grown to each worker count in turn. For each case,
the baseline is the same command without --dask at -j1, in the same run; printed per
worker count: the median wall time of --repeat runs (the whole trail command: the
original's run, the reduction, one verification run), its ratio to the baseline,
the oracle calls (every execution, guesses that did not come true included) and
whether the result is byte-identical to the baseline's.

- sleep: an oracle that sleeps 1 s and fails when four lines are all there (300
  lines, the passes trail picks: lines, then finer): oracle-bound, no CPU, so it
  measures the schedule's parallelism and not this 2-core machine.
- gcc: a real compiler: gcc -O2 on a C file, failing on one diagnostic (an
  undeclared name in one of 24 functions). CPU-bound: past 2 workers the machine's
  2 cores, not the cluster, are the limit.
- sweep: `trail sweep --runs 40` with a runner that takes 0.5 s per run (sh, JUnit
  out): the report must be the one the local sweep writes.
- overhead: what the scheduler adds per task: the round trip of one call of an
  oracle that does nothing (`true`) through the cluster against the same call in a
  local sandbox, the throughput of 400 empty tasks, width at a time, and the
  scheduler's CPU time per task; and what working out W-1 guesses costs trail's
  process per ask.

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "runner")]

from dask_local import DaskProcesses, leaky_suite_runner  # noqa: E402

ENV = {**os.environ, "PYTHONPATH": str(ROOT / "runner")}

SLEEP_ORACLE = """#!/bin/sh
sleep 1
for word in boom bang bong bing; do grep -q "^$word\\$" "$1" || exit 0; done
exit 1
"""
CAUSES = {13: "boom", 50: "bang", 181: "bong", 250: "bing"}
SLEEP_INPUT = "".join(f"{CAUSES.get(i, f'line {i}')}\n" for i in range(300))

GCC_ORACLE = """#!/bin/sh
LC_ALL=C gcc -O2 -c -o /dev/null -x c "$1" 2>&1 | grep -q "'frobnicate' undeclared" && exit 1
exit 0
"""
GCC_INPUT = "#include <stdio.h>\n#include <string.h>\n\n" + "".join(
    f"static int f{i}(const char *s, int n)\n{{\n    int acc = {i};\n"
    f"    for (int k = 0; k < n; k++)\n        acc = acc * 31 + (unsigned char)s[k % 7];\n"
    + ("    acc += frobnicate * acc;\n" if i == 17 else "")
    + "    return acc ^ (int)strlen(s);\n}\n\n" for i in range(24)) + (
    "int main(void)\n{\n    printf(\"%d\\n\", f0(\"hello\", 5));\n    return 0;\n}\n")

SWEEP_IDS = "".join(f"s.py::t{i}\n" for i in range(6)) + "s.py::leak\ns.py::victim\n"


class Measured:
    def __init__(self, seconds: float, calls: int, result: bytes) -> None:
        self.seconds, self.calls, self.result = seconds, calls, result


def trail(folder: Path, *args: str) -> float:
    started = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "trail", *args], cwd=folder, env=ENV,
                         capture_output=True)
    seconds = time.monotonic() - started
    if run.returncode != 0:
        raise SystemExit(f"trail {' '.join(args)} failed:\n{run.stderr.decode()[-2000:]}")
    return seconds


def delta_case(oracle: str, data: str, name: str) -> Callable[[Path, list[str]], Measured]:
    def run(folder: Path, options: list[str]) -> Measured:
        script = folder / f"{name}.sh"
        script.write_text(oracle)
        script.chmod(0o755)
        source = folder / f"{name}.input"
        source.write_text(data)
        out = folder / "out"
        seconds = trail(folder, "delta", "--oracle-script", str(script), "--verify",
                        "1", "-q", "--out", str(out), *options, str(source))
        report = json.loads((out / "report.json").read_text())
        result = (out / source.name).read_bytes()
        subprocess.run(["rm", "-rf", str(out)], check=True)
        return Measured(seconds, report["tests"]["oracle_runs"], result)
    return run


def sweep_case(folder: Path, options: list[str]) -> Measured:
    (folder / "run.sh").write_text(leaky_suite_runner(0.5))
    (folder / "ids.txt").write_text(SWEEP_IDS)
    seconds = trail(folder, "sweep", "--runs", "40", "--seed", "1", "--verify", "1",
                    "--tests-from", "ids.txt", "--template", "sh run.sh {junit} {tests}",
                    "--json-out", "sweep.json", "-q", *options)
    data = (folder / "sweep.json").read_bytes()
    return Measured(seconds, json.loads(data)["suite_runs"], data)


CASES: dict[str, Callable[[Path, list[str]], Measured]] = {
    "sleep": delta_case(SLEEP_ORACLE, SLEEP_INPUT, "sleep"),
    "gcc": delta_case(GCC_ORACLE, GCC_INPUT, "gcc"),
    "sweep": sweep_case,
}


def median_of(runs: list[Measured]) -> Measured:
    seconds = statistics.median(run.seconds for run in runs)
    return Measured(seconds, runs[0].calls, runs[0].result)


def cpu_seconds(pid: int) -> float:
    """User and system CPU time a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def overhead(address: str, scheduler: int, calls: int = 40) -> str:
    """The scheduler's cost per task: as the client sees it (round trip, throughput on
    this busy machine) and in the scheduler's own CPU time (what bounds its rate on a
    core of its own)."""
    from trail.oracle.call import Oracle
    from trail.parallel.cluster import Cluster
    from trail.parallel.on_worker import run_call
    from trail.sandbox.local import LocalSandbox
    from trail.sandbox.spec import SandboxSpec

    call = Oracle(command="true").call(b"", None)
    local = LocalSandbox()
    cluster = Cluster.connect(address)
    try:
        spec = SandboxSpec(adopt_orphans=False)
        here, there = [], []
        for _ in range(calls):  # interleaved: load from elsewhere hits both alike
            started = time.monotonic()
            local.run(call)
            here.append(time.monotonic() - started)
            started = time.monotonic()
            cluster.call(run_call, cluster.run_id, spec, call)
            there.append(time.monotonic() - started)
        tasks = 400
        started, cpu = time.monotonic(), cpu_seconds(scheduler)
        for _ in cluster.stream((abs, (-i,)) for i in range(tasks)):
            pass
        per_task = (time.monotonic() - started) / tasks
        cpu_per_task = (cpu_seconds(scheduler) - cpu) / tasks
        width = cluster.width
    finally:
        local.close()
        cluster.close()
    a, b = statistics.median(here), statistics.median(there)
    return (f"one `true` call: local sandbox {a * 1000:.1f} ms, through the cluster "
            f"{b * 1000:.1f} ms (median of {calls}): {(b - a) * 1000:.1f} ms per call added\n"
            f"{tasks} empty tasks, {width} at a time: {per_task * 1000:.2f} ms per task "
            f"({1 / per_task:.0f} tasks/s); the scheduler's CPU per task {cpu_per_task * 1000:.2f} "
            f"ms ({1 / max(cpu_per_task, 1e-6):.0f} tasks/s on a core of its own)")


def speculation_cost(widths: tuple[int, ...] = (4, 16, 100), units: int = 1000) -> str:
    """What guessing W-1 candidates ahead costs trail's process per ask: ddmin over
    `units` units with three causes, each ask's guesses worked out at every width."""
    from trail.core.ddmin import Ask, ddmin
    from trail.core.outcome import Outcome
    from trail.parallel.speculation import Speculation

    causes = {5, units // 2, units - 3}
    guessing = Speculation()
    seconds: dict[int, list[float]] = {width: [] for width in widths}

    def runner(ask: Ask) -> Outcome:
        for width in widths:
            started = time.perf_counter()
            guessing.ahead(ask, width - 1)
            seconds[width].append(time.perf_counter() - started)
        outcome = ask.test()
        guessing.record(ask, outcome)
        return outcome

    ddmin(list(range(units)), lambda kept: Outcome.FAIL if causes <= set(kept) else
          Outcome.PASS, runner=runner, name="bench")
    asks = len(seconds[widths[0]])
    return f"speculation per ask ({units} units, {asks} asks): " + ", ".join(
        f"{width} workers {statistics.median(seconds[width]) * 1000:.1f} ms"
        for width in widths)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", default="1,2,4,8")
    parser.add_argument("--only", default="sleep,gcc,sweep,overhead")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    counts = [int(n) for n in args.workers.split(",")]
    only = args.only.split(",")
    cases = [name for name in CASES if name in only]
    with tempfile.TemporaryDirectory(prefix="bench-dask-") as tmp:
        folder = Path(tmp)
        baseline = {name: median_of([CASES[name](folder, ["-j1"] if name != "sweep" else [])
                                     for _ in range(args.repeat)]) for name in cases}
        rows: dict[str, list[str]] = {name: [] for name in cases}
        cluster = DaskProcesses(folder)
        notes = []
        try:
            cluster.start_scheduler()
            for count in counts:
                cluster.add_workers(count - len(cluster.workers))
                for name in cases:
                    m = median_of([CASES[name](folder, ["--dask", cluster.address])
                                   for _ in range(args.repeat)])
                    base = baseline[name]
                    ratio = m.seconds / base.seconds
                    rows[name].append(
                        f"  {count:>2} workers  {m.seconds:6.1f} s  {ratio:5.2f}x"
                        f"  {m.calls:4} calls  identical: {m.result == base.result}")
                    print(f"{name}:{rows[name][-1]}", file=sys.stderr, flush=True)
                if "overhead" in only:
                    assert cluster.scheduler is not None
                    notes.append(f"{count} workers: "
                                 f"{overhead(cluster.address, cluster.scheduler.pid)}")
        finally:
            cluster.close()
    for name in cases:
        base = baseline[name]
        print(f"{name}: without --dask (-j1) {base.seconds:.1f} s, {base.calls} calls")
        print("\n".join(rows[name]))
    for note in notes:
        print(f"overhead, {note}")
    if "overhead" in only:
        print(speculation_cost())


if __name__ == "__main__":
    main()
