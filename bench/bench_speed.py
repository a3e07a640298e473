"""trail of this checkout beside trail at other commits and the peer reducers: wall, calls, bytes.

    git worktree add /tmp/speed-base b754054
    python3 bench/bench_speed.py --base /tmp/speed-base            # every case, 3 rounds
    python3 bench/bench_speed.py --base /work/main --base /tmp/speed-base \
        --peers lithium,picire,cvise --only html_select,chars_only
    python3 bench/bench_speed.py --base /tmp/speed-base --memory-mb 30 --memory-jobs 1,2 \
        --only none

Each round runs every case with every tool, interleaved (case by case, tool after
tool), so that a machine loaded by other work slows all of them alike; the table
gives each tool's median over the rounds (wall time, and the CPU time of the tool
and everything it ran, which a loaded machine stretches less) and trail's ratios
to each base and to each peer measured in the same run. trail runs as a user runs
it, `python3 -m trail delta --jobs 1` with the case oracle (--interesting-exit-zero
--oracle-script, --flaky where meta.json says so), every checkout with bytecode
caching on as an installed package has it; --verify 0 by default, so that only the
reduction is compared with the peers (which verify nothing); --verify K adds
trail's verification. A base is another checkout (`--base DIR`, repeatable: its
runner/ is put on PYTHONPATH), named by its commit. The peers (bench/anchors.py
installs lithium and picire in their own venvs, C-Vise from Debian) run with one
worker: lithium and picire by lines then characters, or characters only where the
case says so, C-Vise with --not-c but on C; where one cannot be installed the
output says why and trail is compared without it.

--memory-mb N then reduces one generated N MB single-line input (one `BUG` in it,
`grep -q BUG` as the oracle) with every trail at each of --memory-jobs and prints
each one's peak resident memory (the child's own, from wait4) against the input's
size.

Every trail runs on one interpreter: a venv holding trail's dependencies only (made
once, beside the peers' venvs), as lithium and picire run from venvs of their own, so
that no tool pays for what the machine's site-packages load at every start (a .pth
that imports certifi cost 28 ms a start here); --system-python runs trail on the
bench's own interpreter instead.

Calls are counted by the case oracle ($BENCH_CALLS). A benchmark, not a test.
"""

from __future__ import annotations

import hashlib
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import PEERS_ROOT, Case, case_arguments, count_calls, load_cases  # noqa: E402


@dataclass
class Run:
    wall_s: float
    calls: int
    final_bytes: int  # -1: no result
    peak_kb: int = 0
    note: str = ""
    cpu_s: float = 0.0  # user + system time of the tool and all it ran


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _charged(run: Callable[[], Run]) -> Run:
    """`run()` with the CPU time it took: machine load stretches wall time, not this."""
    before = _children_cpu()
    done = run()
    done.cpu_s = _children_cpu() - before
    return done


def _env(runner: Path, calls: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "BENCH_CALLS": str(calls), "PYTHONPATH": str(runner)}


def trail_python(system: bool) -> str:
    """The interpreter every trail runs on: a venv with the dependencies this checkout's
    pyproject.toml names (made on first use), or the bench's own (`system`)."""
    if system:
        return sys.executable
    import tomllib
    from anchors import _checked, cache_dir

    needs = tomllib.loads((HERE.parent / "pyproject.toml").read_text())["project"]
    needs = sorted(needs["dependencies"])
    venv = cache_dir() / ("trail-deps-" + hashlib.sha256("\n".join(needs).encode())
                          .hexdigest()[:12])
    python = venv / "bin" / "python"
    if not (venv / "installed").is_file():  # written last: a half-made venv is made again
        print(f"making {venv} (trail's dependencies) ...", file=sys.stderr, flush=True)
        _checked([sys.executable, "-m", "venv", "--clear", str(venv)], f"creating {venv}")
        _checked([str(python), "-m", "pip", "install", "--quiet", *needs],
                 "pip install " + " ".join(needs))
        (venv / "installed").write_text("\n".join(needs) + "\n")
    return str(python)


def run_trail(python: str, runner: Path, oracle: Path, source: Path, flags: list[str],
              timeout_s: float, jobs: int = 1) -> Run:
    """`trail delta` of the checkout whose package root is `runner`, on a copy of `source`."""
    with tempfile.TemporaryDirectory(prefix="bench-speed-") as tmp:
        work = Path(tmp)
        shutil.copy(source, work / source.name)
        calls = work / "calls"
        command = [python, "-m", "trail", "delta", "--interesting-exit-zero",
                   "--oracle-script", str(oracle), "--jobs", str(jobs), "--allow-flaky", "-q",
                   "--timeout", str(timeout_s), "--out", str(work / "out"), *flags,
                   str(work / source.name)]
        start = time.monotonic()
        proc = subprocess.Popen(command, env=_env(runner, calls), cwd=work,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        assert proc.stderr is not None
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - start
        final = work / "out" / source.name
        if proc.returncode != 0 or not final.is_file():
            lines = err.decode(errors="replace").strip().splitlines() or ["no output"]
            return Run(wall, count_calls(calls), -1, usage.ru_maxrss, lines[-1])
        return Run(wall, count_calls(calls), final.stat().st_size, usage.ru_maxrss)


def run_peer(tool: str, case: Case, timeout_s: float) -> Run:
    from anchors import run_anchor  # installs the peer on first use

    row = run_anchor(tool, case.folder, timeout_s=timeout_s)
    note = "" if row.status == "ok" else f"{row.status}: {row.note.splitlines()[0]}"
    return Run(row.wall_s, row.calls, row.final_bytes, note=note)


def peer_reason(tool: str) -> str | None:
    """Why the peer cannot run here (None: it can)."""
    try:
        from anchors import ANCHORS, install

        if tool not in ANCHORS:
            return f"unknown peer (known: {', '.join(ANCHORS)})"
        install(tool)
    except Exception as exc:  # noqa: BLE001 - any failure to install is the reason printed
        return f"not available ({type(exc).__name__}: {exc})"
    return None


def commit_of(checkout: Path) -> str:
    return subprocess.run(["git", "-C", str(checkout), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip() or checkout.name


def warm(python: str, runner: Path) -> None:
    """Import trail once so that both checkouts start with their bytecode cached."""
    subprocess.run([python, "-c", "import trail.cli.main, trail.jobs.delta"],
                   env=_env(runner, Path(os.devnull)), check=True)


def _median(runs: list[Run], field: str) -> float:
    return statistics.median(getattr(r, field) for r in runs)


def _ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b > 0 else "-"


def table(case: Case, runs: dict[str, list[Run]]) -> list[str]:
    lines = [f"{case.name}: {case.input.stat().st_size:,} bytes"
             + ("" if case.known_min is None else f", known minimum {case.known_min}"),
             f"  {'tool':<16}{'median wall s':>14}{'cpu s':>7}{'calls':>7}{'bytes':>9}  walls"]
    for tool, got in runs.items():
        notes = sorted({r.note for r in got if r.note})
        lines.append(f"  {tool:<16}{_median(got, 'wall_s'):>14.2f}{_median(got, 'cpu_s'):>7.2f}"
                     f"{_median(got, 'calls'):>7.0f}{_median(got, 'final_bytes'):>9.0f}  "
                     + " ".join(f"{r.wall_s:.2f}" for r in got)
                     + (f"  ({'; '.join(notes)})" if notes else ""))
    mine = runs["trail"]
    parts = []
    for tool, got in runs.items():
        if tool == "trail":
            continue
        if any(r.note for r in got):  # a time that was cut short is no ratio
            parts.append(f"no ratio to {tool}, which did not finish every round")
            continue
        wall = _ratio(_median(mine, "wall_s"), _median(got, "wall_s"))
        cpu = _ratio(_median(mine, "cpu_s"), _median(got, "cpu_s"))
        if tool.startswith("trail@"):
            calls = _ratio(_median(mine, "calls"), _median(got, "calls"))
            parts.append(f"{wall} the wall, {cpu} the cpu, {calls} the calls of {tool}")
        else:
            parts.append(f"{wall} the wall, {cpu} the cpu of {tool}")
    lines.append("  trail: " + "; ".join(parts))
    return lines


def memory(python: str, trails: dict[str, Path], megabytes: int, jobs: list[int],
           rounds: int, timeout_s: float) -> list[str]:
    """Peak RSS of each trail at each --jobs on an N MB single line, median of `rounds`,
    interleaved."""
    with tempfile.TemporaryDirectory(prefix="bench-speed-mem-") as tmp:
        source, oracle = Path(tmp) / "line.txt", Path(tmp) / "oracle.sh"
        rng = random.Random(1)
        block = bytes(rng.choice(b"abcdefghij ") for _ in range(1000))
        line = bytearray(block * (megabytes * 1024 * 1024 // 1000))
        line[len(line) // 3:len(line) // 3 + 3] = b"BUG"
        source.write_bytes(bytes(line))
        del line
        oracle.write_text('#!/bin/sh\n[ -n "$BENCH_CALLS" ] && echo x >> "$BENCH_CALLS"\n'
                          'grep -q BUG "$1"\n')
        oracle.chmod(0o755)
        runs: dict[tuple[str, int], list[Run]] = {(t, j): [] for j in jobs for t in trails}
        for _ in range(rounds):
            for (tool, j), got in runs.items():
                got.append(run_trail(python, trails[tool], oracle, source, ["--verify", "0"],
                                     timeout_s, jobs=j))
        size_mb = source.stat().st_size / 1e6
    lines = [f"memory: one {size_mb:.1f} MB line, `grep -q BUG` as the oracle",
             f"  {'tool':<24}{'median peak MB':>15}{'x input':>9}{'wall s':>8}{'calls':>7}"
             f"{'bytes':>7}"]
    for (tool, j), got in runs.items():
        peak = _median(got, "peak_kb") * 1024 / 1e6
        notes = sorted({r.note for r in got if r.note})
        lines.append(f"  {f'{tool} --jobs {j}':<24}{peak:>15.0f}{peak / size_mb:>9.1f}"
                     f"{_median(got, 'wall_s'):>8.1f}{_median(got, 'calls'):>7.0f}"
                     f"{_median(got, 'final_bytes'):>7.0f}"
                     + (f"  ({'; '.join(notes)})" if notes else ""))
    return lines


def main() -> None:
    parser = case_arguments(__doc__)
    parser.add_argument("--base", type=Path, action="append", default=[],
                        help="a checkout of another commit (its runner/ is put on "
                        "PYTHONPATH); repeatable")
    parser.add_argument("--peers", default="lithium",
                        help="comma-separated peer reducers: lithium, picire, cvise "
                        "(default: lithium; '' for none)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120, help="per run, seconds")
    parser.add_argument("--verify", type=int, default=0, help="trail's --verify K (default 0)")
    parser.add_argument("--memory-mb", type=int, default=0,
                        help="also measure peak memory on a single line of N MB")
    parser.add_argument("--memory-jobs", default="1",
                        help="comma-separated --jobs values for --memory-mb (default 1)")
    parser.add_argument("--system-python", action="store_true",
                        help="run trail on this interpreter, not on a venv of its dependencies")
    args = parser.parse_args()
    python = trail_python(args.system_python)
    trails = {"trail": HERE.parent / "runner",
              **{f"trail@{commit_of(b)}": b / "runner" for b in args.base}}
    names = [n for n in args.only.split(",") if n] if args.only else None
    cases = [] if names == ["none"] else load_cases(args.cases, names, PEERS_ROOT)
    peers, skipped = [], []
    for tool in (t for t in args.peers.split(",") if t):
        reason = peer_reason(tool)
        if reason:
            skipped.append(f"{tool} skipped: {reason}")
        else:
            peers.append(tool)
    for runner in trails.values():
        warm(python, runner)
    print("$ python3 " + " ".join(sys.argv))
    print(f"trail at {commit_of(HERE.parent)} (this checkout)"
          + "".join(f", {t} ({p.parent})" for t, p in trails.items() if t != "trail")
          + (f"; peers {', '.join(peers)}" if peers else "")
          + f"; trail on {python}; --jobs 1 --verify {args.verify}; "
          + f"median of {args.rounds} interleaved rounds; "
          + f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the start")
    for line in skipped:
        print(line)
    results: dict[str, dict[str, list[Run]]] = {c.name: {} for c in cases}
    for done in range(args.rounds):
        if done:  # what a stopped run has measured so far
            print(f"(after {done} of {args.rounds} rounds: "
                  + "; ".join(f"{c.name} " + " ".join(f"{t} {r[-1].wall_s:.2f}"
                                                      for t, r in results[c.name].items())
                              for c in cases) + ")", file=sys.stderr, flush=True)
        for case in cases:
            flags = ["--verify", str(args.verify)] + (["--flaky"] if case.flaky else [])
            got = results[case.name]
            for tool, runner in trails.items():
                got.setdefault(tool, []).append(_charged(partial(
                    run_trail, python, runner, case.oracle, case.input, flags, args.timeout)))
            for tool in peers:
                got.setdefault(tool, []).append(
                    _charged(partial(run_peer, tool, case, args.timeout)))
    for case in cases:
        print("\n".join(table(case, results[case.name])) + "\n", flush=True)
    if cases:
        tools = list(results[cases[0].name])
        totals = {t: sum(_median(results[c.name][t], "calls") for c in cases) for t in tools}
        print("calls in all (sum of medians): "
              + ", ".join(f"{t} {n:,.0f}" for t, n in totals.items()))
    if args.memory_mb:
        jobs = [int(j) for j in args.memory_jobs.split(",") if j]
        print("\n".join(memory(python, trails, args.memory_mb, jobs, args.rounds, args.timeout)))
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
