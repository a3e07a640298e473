"""Ctrl-C at random moments of `trail delta --sandbox docker -j2`: containers left behind.

    python3 bench/bench_docker_interrupt.py [--image trail-base:bookworm] [--runs 100]
                                            [--seed S] [--max-delay 6] [--jobs 2]

Each run reduces a 24-line input with an oracle that takes 0.1 s, in fresh
containers started ahead, and gets SIGINT a delay drawn uniformly from [0.2,
--max-delay] seconds after its first container appeared: during the probe of the
original, the reduction or the verification, often while a container is being
created or started. After trail
exits, every container of that run (found by a token in its oracle command) counts
as a leak, and is removed. Prints one line per leaking run and the total: a run
leaking nothing is the only right answer. A benchmark, not a test: CI does not run it
(tests/test_docker_cleanup.py runs a few of the same).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from docker_interrupt import interrupted_reduction  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--image", default="trail-base:bookworm")
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--max-delay", type=float, default=6.0)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    draw = random.Random(seed)
    statuses: Counter[int] = Counter()
    leaking = leaked = 0
    with tempfile.TemporaryDirectory(prefix="trail-bench-interrupt-") as tmp:
        for index in range(args.runs):
            delay = draw.uniform(0.2, args.max_delay)
            run = interrupted_reduction(args.image, Path(tmp) / f"run{index}", delay, args.jobs)
            statuses[run.status] += 1
            if run.status not in (0, 130):
                said = run.stderr.strip().splitlines()
                print(f"run {index + 1}: SIGINT after {delay:.2f} s: exit {run.status}: "
                      f"{said[-1] if said else 'nothing on stderr'}", flush=True)
            if run.leftovers:
                leaking += 1
                leaked += run.leftovers
                print(f"run {index + 1}: SIGINT after {delay:.2f} s: {run.leftovers} "
                      f"container(s) left (exit {run.status}): {'; '.join(run.states)}",
                      flush=True)
    print(f"seed {seed}: {args.runs} runs, -j{args.jobs}, SIGINT within "
          f"[0.2, {args.max_delay:g}] s of the first container; exit statuses "
          + ", ".join(f"{status}: {n}" for status, n in sorted(statuses.items())))
    print(f"{leaking} of {args.runs} interrupted runs left containers ({leaked} in all)")
    return 1 if leaking else 0


if __name__ == "__main__":
    sys.exit(main())
