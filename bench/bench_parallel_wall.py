"""Wall time of `--jobs N` (and `--dask` with N workers) on an oracle that sleeps.

    python3 bench/bench_parallel_wall.py [--lines 32,300] [--workers 1,2,4]
                                         [--sleep 1.0] [--dask]

The input: N lines, four of which (spread through it) the failure needs; the oracle
sleeps --sleep seconds, then fails when the four are all there. It uses no CPU, so
the figures measure the schedule's parallelism, not this machine. For each input,
`trail delta` (this checkout, the passes trail picks, --verify 1) runs with each
worker count; the baseline is the same command at --jobs 1 in the same run.

Printed per run: the whole command's wall time and its ratio to the baseline, the
oracle calls (every execution, guesses that did not come true included), whether
the result is byte-identical to the baseline's, and the workers' busy fraction: the
seconds the oracle ran (each call logs its start and end; the oracle's own clock,
not trail's) over workers x the command's wall time.

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT / "tests")]

ENV = {**os.environ, "PYTHONPATH": str(ROOT / "runner")}
CAUSES = ("boom", "bang", "bong", "bing")


def oracle(folder: Path, sleep: float) -> Path:
    path = folder / "oracle.sh"
    path.write_text(f"""#!/bin/sh
start=$(date +%s.%N)
sleep {sleep}
status=1
for word in {' '.join(CAUSES)}; do grep -q "^$word\\$" "$1" || status=0; done
echo "$start $(date +%s.%N)" >> {folder / 'calls.log'}
exit $status
""")
    path.chmod(0o755)
    return path


def lines(n: int) -> str:
    """`n` lines, the causes at about 4%, 17%, 60% and 83% of the way."""
    at = {round(n * share): word for share, word in zip((0.04, 0.17, 0.6, 0.83), CAUSES,
                                                        strict=True)}
    return "".join(f"{at.get(i, f'line {i}')}\n" for i in range(n))


def run(folder: Path, n: int, sleep: float, options: list[str]) -> tuple[float, int, bytes,
                                                                          float]:
    """(wall seconds, oracle calls, result, oracle seconds) of one trail delta."""
    work = Path(tempfile.mkdtemp(dir=folder))
    (work / "input.txt").write_text(lines(n))
    script = oracle(work, sleep)
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "trail", "delta", "--oracle-script",
                           str(script), "--verify", "1", "-q", "--out", str(work / "out"),
                           *options, str(work / "input.txt")], env=ENV, cwd=work,
                          capture_output=True)
    wall = time.monotonic() - started
    if done.returncode != 0:
        sys.exit(f"trail delta {' '.join(options)} exited {done.returncode}: "
                 f"{done.stderr.decode()[-2000:]}")
    spans = [tuple(map(float, line.split())) for line in
             (work / "calls.log").read_text().splitlines()]
    return wall, len(spans), (work / "out" / "input.txt").read_bytes(), \
        sum(end - begin for begin, end in spans)


def row(name: str, workers: int, measured: tuple[float, int, bytes, float], base: float,
        result: bytes) -> str:
    wall, calls, mine, busy = measured
    return (f"  {name:>6} {workers}: {wall:6.1f} s  {wall / base:.2f}x  {calls:4} calls"
            f"  busy {busy / (workers * wall):.2f}  identical: {mine == result}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--lines", default="32,300")
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--sleep", type=float, default=1.0)
    parser.add_argument("--dask", action="store_true",
                        help="also on a Dask cluster of this machine (tests/dask_local.py), "
                             "--workers in increasing order")
    args = parser.parse_args()
    counts = [int(w) for w in args.workers.split(",") if w]
    with tempfile.TemporaryDirectory(prefix="trail-wall-") as tmp:
        folder = Path(tmp)
        for n in (int(x) for x in args.lines.split(",") if x):
            base, calls, result, _ = run(folder, n, args.sleep, ["--jobs", "1"])
            print(f"{n} lines, oracle sleeps {args.sleep:g} s: --jobs 1 {base:.1f} s, "
                  f"{calls} calls", flush=True)
            for w in counts:
                print(row("--jobs", w, run(folder, n, args.sleep, ["--jobs", str(w)]), base,
                          result), flush=True)
            if args.dask:
                from dask_local import DaskProcesses
                cluster = DaskProcesses(folder)  # a new one per input: workers only join
                try:
                    cluster.start_scheduler()
                    for w in counts:
                        cluster.add_workers(w - len(cluster.workers))
                        print(row("dask", w, run(folder, n, args.sleep,
                                                 ["--dask", cluster.address]), base, result),
                              flush=True)
                finally:
                    cluster.close()


if __name__ == "__main__":
    main()
