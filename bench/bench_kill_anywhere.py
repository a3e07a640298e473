"""The kill-anywhere soak: trail stopped at seeded random moments, every job and sandbox.

    python3 bench/bench_kill_anywhere.py [--trials 300] [--seed S] [--parallel 3]
                                         [--only N] [--results FILE]

Each trial (tests/kill_anywhere.py) runs one job (delta, auto, tests, sweep,
bisect, isolate) in one sandbox (local, ns, docker), stops it with SIGKILL, SIGTERM
or SIGINT at a moment drawn from the seed (a third of the SIGKILLs again while
its --resume runs), runs it on to its end and checks that nothing of it is left
(processes, containers, cgroups, mounts, temp files), that --out's hand-off is
consistent, and that the result equals an uninterrupted run's. auto, at ~50 s a
run here, is drawn a third as often as the others. Prints one line per trial and
the count of violations; `--only N` replays trial N of the seed. A benchmark, not
a test: CI runs a 20-trial sample (tests/test_kill_anywhere.py).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from kill_anywhere import CASES, soak, trial, uninterrupted  # noqa: E402

WEIGHTED = [case for case in CASES for _ in range(1 if case.job == "auto" else 3)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=300)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--parallel", type=int, default=3)
    parser.add_argument("--only", type=int, default=None, help="replay trial N of the seed")
    parser.add_argument("--results", type=Path, default=None,
                        help="also write the lines to this file")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    sink = open(args.results, "w") if args.results else None  # noqa: SIM115

    def say(line: str) -> None:
        print(line, flush=True)
        if sink is not None:
            sink.write(line + "\n")
            sink.flush()

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="bench-kill-anywhere-") as tmp:
        if args.only is not None:
            draw = random.Random(f"{seed}-{args.only}")
            case = draw.choice(WEIGHTED)
            verdict = trial(case, Path(tmp) / "trial", draw,
                            uninterrupted(case, Path(tmp) / "baseline"))
            say(verdict.line(args.only))
            return 1 if verdict.violations else 0
        verdicts = soak(WEIGHTED, args.trials, seed, Path(tmp), args.parallel, say)
    by_case = Counter(str(v.case) for v in verdicts)
    by_signal = Counter(v.stops[0].split()[0] for v in verdicts)
    violated = [v for v in verdicts if v.violations]
    known = [v for v in verdicts if v.known and not v.violations]
    say(f"seed {seed}: {len(verdicts)} trials in {time.monotonic() - started:.0f} s, "
        f"{args.parallel} at once; by case: "
        + ", ".join(f"{case} {n}" for case, n in sorted(by_case.items()))
        + "; by signal: " + ", ".join(f"{s} {n}" for s, n in sorted(by_signal.items())))
    say(f"{len(violated)} of {len(verdicts)} trials violated an invariant; {len(known)} more "
        "met only a known failure (tests/kill_anywhere.py KNOWN)")
    return 1 if violated else 0


if __name__ == "__main__":
    sys.exit(main())
