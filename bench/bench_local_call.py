"""trail's own cost per oracle call in the local sandbox, against a plain loop.

    python3 bench/bench_local_call.py [--base DIR] [--calls 300] [--rounds 5]
                                      [--command '/bin/true {}']

Each variant runs --calls calls of a short oracle in a fresh Python process and
prints the median, over --rounds rounds interleaved so that load from elsewhere hits
every variant alike, of the wall time and of the calling process's own CPU time
(user + system, the oracle's excluded) per call:

- `trail`: LocalSandbox(adopt_orphans=True).run(OracleCall(COMMAND, ...)), as the
  trail command runs its calls, from this checkout;
- `base`: the same from the checkout DIR (say a worktree of main), with --base;
- `plain`: the floor, what lithium does per call: the candidate rewritten with
  open/write, then subprocess.run(COMMAND's words).

Ratios are against `plain`, and `trail` against `base`. A benchmark, not a test.

--burn MS makes each variant's process spin MS ms of CPU before its calls, as trail's
start-up does (about 130 ms); --busy keeps one core busy meanwhile (a spinning
process). Together they show what the kernel does to any caller's calls then: on a
2-core machine with one core busy, a process that has just used 150 ms of CPU gets
its children placed on the busy core, and each spawn waits for it (a plain loop
goes from 0.2 ms to about 1 ms a spawn); a caller that slept 50 ms first does not.
Pinning the caller to its CPU around each spawn, and the child back to every CPU once
it has exec'd, brings trail's calls back to their quiet 2.2 ms; trail does not do it,
because what the oracle starts before the unpin keeps the pin: 16-37% of an oracle's
first children were held to one CPU in a measurement (a `make -j` would run serially).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from contextlib import nullcontext
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Each variant's process first spins --burn seconds of CPU (sys.argv[4]).
BURN = """
import sys, time
end = time.perf_counter() + float(sys.argv[4])
while time.perf_counter() < end:
    pass
"""

SANDBOX = BURN + """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from trail.oracle.call import OracleCall
from trail.sandbox.local import LocalSandbox
calls, command = int(sys.argv[2]), sys.argv[3]
sandbox = LocalSandbox(adopt_orphans=True)
call = OracleCall(command=command, candidate=b"x" * 100, file_name="in.txt", timeout=60)
sandbox.run(call)  # the first call makes the folder
wall, cpu = time.perf_counter(), time.process_time()
for _ in range(calls):
    sandbox.run(call)
print(json.dumps([(time.perf_counter() - wall) / calls, (time.process_time() - cpu) / calls]))
sandbox.close()
"""

PLAIN = BURN + """
import json, os, shlex, subprocess, sys, tempfile, time
calls, command = int(sys.argv[2]), sys.argv[3]
path = os.path.join(tempfile.mkdtemp(), "in.txt")
argv = shlex.split(command.replace("{}", shlex.quote(path)))
wall, cpu = time.perf_counter(), time.process_time()
for _ in range(calls):
    with open(path, "wb") as fh:
        fh.write(b"x" * 100)
    subprocess.run(argv)
print(json.dumps([(time.perf_counter() - wall) / calls, (time.process_time() - cpu) / calls]))
"""


def measure(code: str, runner: str, calls: int, command: str, burn_s: float
            ) -> tuple[float, float]:
    done = subprocess.run([sys.executable, "-c", code, runner, str(calls), command, str(burn_s)],
                          capture_output=True, text=True, check=True)
    wall, cpu = json.loads(done.stdout.splitlines()[-1])
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", help="a checkout of the code to compare with")
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--command", default="/bin/true {}",
                        help="the oracle; a plain command, as plain runs it without a shell")
    parser.add_argument("--burn", type=float, default=0.0, metavar="MS",
                        help="spin MS ms of CPU in each variant's process before its calls")
    parser.add_argument("--busy", action="store_true", help="keep one core busy meanwhile")
    args = parser.parse_args()
    variants = {"trail": (SANDBOX, str(ROOT / "runner"))}
    if args.base:
        variants["base"] = (SANDBOX, str(Path(args.base).resolve() / "runner"))
    variants["plain"] = (PLAIN, "")
    seen: dict[str, list[tuple[float, float]]] = {name: [] for name in variants}
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if args.busy else None
    with busy or nullcontext():
        try:
            for _ in range(args.rounds):
                for name, (code, runner) in variants.items():
                    seen[name].append(measure(code, runner, args.calls, args.command,
                                              args.burn / 1000))
        finally:
            if busy is not None:
                busy.kill()
    medians = {name: (statistics.median(w for w, _ in rows), statistics.median(c for _, c in rows))
               for name, rows in seen.items()}
    floor = medians["plain"]
    print(f"{args.calls} calls of {args.command!r}, median of {args.rounds} rounds"
          + (f", after {args.burn:g} ms of CPU" if args.burn else "")
          + (", one core busy" if args.busy else "") + ", per call:")
    for name, (wall, cpu) in medians.items():
        print(f"  {name:6} wall {wall * 1e3:6.3f} ms ({wall / floor[0]:4.2f}x plain)   "
              f"own CPU {cpu * 1e3:6.3f} ms ({cpu / floor[1]:4.2f}x plain)")
    if "base" in medians:
        (wall, cpu), (bwall, bcpu) = medians["trail"], medians["base"]
        print(f"  trail/base: wall {wall / bwall:.2f}x, own CPU {cpu / bcpu:.2f}x")


if __name__ == "__main__":
    main()
