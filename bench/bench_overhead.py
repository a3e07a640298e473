"""Benchmark (not a test): trail's own cost per tested candidate, and its peak memory.

    python3 bench/bench_overhead.py                  # 1k..1M units, 5 repeats (3 at 1M)
    python3 bench/bench_overhead.py --quick          # smoke run, a few seconds
    python3 bench/bench_overhead.py --json-out overhead.json

The oracle runs in process and does next to nothing, so what is timed is trail:
cutting the input into units, building every candidate, hashing it for the
configuration cache, the bookkeeping of the schedule and, on the byte path, joining
the kept lines back into bytes. The input has `N` units of which two, at fixed
positions (about 30% and 70% in), must stay: the oracle says FAIL iff both are
present. It finds them by binary search (candidates keep the units' order), so it
costs O(log L) for a candidate of length L while trail's work is O(L); its time is
measured and subtracted all the same.

1. Overhead per candidate, for N = 1,000 .. 1,000,000 (medians over the repeats):

   * `ddmin`: `trail.core.ddmin(list(range(N)), oracle)`, the Python API on a list;
   * `reduce`: `trail.core.reduce.reduce(text, [LINES], oracle)` on N lines of 40 bytes,
     so splitting, joining and the best-so-far bytes are included.

   A candidate of L units costs at least O(L) to build, and the first candidates of
   a reduction are about N/2 long, so the time per candidate grows with N whatever
   the tool; the flat figure is the time per candidate per 1,000 candidate units
   (`us/1k`, time / sum of candidate lengths), with its ratio to the smallest N.
   `tests` is the number of oracle calls; `units/test` the mean candidate length.

   Baseline, in the same run: the same candidates (same lengths, same removed run,
   same order, recorded from an untimed run) built by a bare loop, `cur[:a] + cur[b:]`
   on the list of units (and `b"".join` of it on the byte path), with no index
   indirection, no cache and no hashing; `x bare` is trail's time over that loop's.

2. Peak memory of a `reduce` of a 100,000-line input (4 MB) with the passes the
   CLI picks for it (`formats.registry.choose`: plain text, so lines, tokens,
   characters): Python allocations at the peak (tracemalloc, the input itself
   excluded), and the growth of the resident-set peak of a fresh interpreter that
   reads the input from a file and reduces it over one that only reads it (VmHWM
   from /proc: a child's ru_maxrss also counts its parent's size at spawn, see
   _vm_hwm_kib; ru_maxrss elsewhere). Both as a multiple of the input's size.

3. Stress: ddmin over K units when nothing can be removed (the oracle fails only
   on the whole input). Every sweep then tests all its candidates: 2K tests of
   about K units, so time is quadratic by nature and the time per candidate unit
   should stay flat; a memory peak that grows 4x when K doubles is quadratic.

A size whose runs are short gets more of them, up to about 0.3 s in all (at most
200), so a scheduler tick on a busy machine cannot move the median of a 1 ms run.
Each figure comes from this checkout's runner/ (not the installed package).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from bisect import bisect_left
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNNER = HERE.parent / "runner"
sys.path[:0] = [str(HERE), str(RUNNER)]

from cases import traced  # noqa: E402
from trail.core.ddmin import DDStats, ddmin  # noqa: E402
from trail.core.outcome import Outcome  # noqa: E402
from trail.core.reduce import reduce  # noqa: E402
from trail.formats.registry import choose  # noqa: E402
from trail.formats.text import LINES  # noqa: E402

FAIL, PASS = Outcome.FAIL, Outcome.PASS
SIZES = [1_000, 10_000, 100_000, 1_000_000]
QUICK_SIZES = [1_000, 10_000, 100_000]
STRESS = [500, 1_000, 2_000]
QUICK_STRESS = [250, 500, 1_000]
FILL, MAX_REPEATS = 0.3, 200


def needed(n: int) -> tuple[int, int]:
    """The two units that must stay, off any power-of-two boundary."""
    return n * 3 // 10 + 7, n * 7 // 10 + 3


# ---------------------------------------------------------------- the inputs


class Lines:
    """N lines of the same width, each starting with its zero-padded number.

    Equal widths let the oracle find line k of a candidate at k * width, so it can
    binary-search a candidate's bytes without splitting them.
    """

    WIDTH = 40

    def __init__(self, n: int) -> None:
        self.n = n
        self.digits = max(6, len(str(n - 1)))
        self.width = max(self.WIDTH, self.digits + 20)

    def line(self, i: int) -> bytes:
        text = b"%0*d,some,text,to,pad,the,line" % (self.digits, i)
        return text[: self.width - 1].ljust(self.width - 1, b".") + b"\n"

    def data(self) -> bytes:
        return b"".join([self.line(i) for i in range(self.n)])

    def number(self, data: bytes, k: int) -> bytes:
        start = k * self.width
        return data[start : start + self.digits]


# ---------------------------------------------------------------- the oracles


def units_oracle(n: int) -> Callable[[Sequence[int]], Outcome]:
    """FAIL iff both needed units are in the candidate: two binary searches."""
    a, b = needed(n)

    def test(candidate: Sequence[int]) -> Outcome:
        i = bisect_left(candidate, a)
        if i == len(candidate) or candidate[i] != a:
            return PASS
        j = bisect_left(candidate, b, i)
        return FAIL if j < len(candidate) and candidate[j] == b else PASS

    return test


def lines_oracle(lines: Lines) -> Callable[[bytes], Outcome]:
    """FAIL iff both needed lines are in the candidate bytes, by binary search on the
    line numbers (zero-padded, so bytes order is number order). Whole lines only."""
    keys = [b"%0*d" % (lines.digits, k) for k in needed(lines.n)]
    width, number = lines.width, lines.number

    def has(data: bytes, key: bytes) -> bool:
        lo, hi = 0, len(data) // width
        while lo < hi:
            mid = (lo + hi) // 2
            if number(data, mid) < key:
                lo = mid + 1
            else:
                hi = mid
        return lo < len(data) // width and number(data, lo) == key

    def test(candidate: bytes) -> Outcome:
        return FAIL if has(candidate, keys[0]) and has(candidate, keys[1]) else PASS

    return test


def substring_oracle(lines: Lines) -> Callable[[bytes], Outcome]:
    """FAIL iff both needed lines occur whole: for passes finer than lines."""
    a, b = (lines.line(k) for k in needed(lines.n))
    return lambda candidate: FAIL if a in candidate and b in candidate else PASS


# ---------------------------------------------------------------- recording the candidates


def removed_run(current: Sequence, candidate: Sequence, width: int = 1) -> tuple[int, int]:
    """(a, b) such that candidate == current minus units a..b-1 (units of `width`
    items: bytes per line on the byte path). Units must be distinct and in order."""
    count, kept = len(current) // width, len(candidate) // width
    lo, hi = 0, kept
    while lo < hi:  # the first unit where they differ
        mid = (lo + hi) // 2
        if candidate[mid * width : (mid + 1) * width] == current[mid * width : (mid + 1) * width]:
            lo = mid + 1
        else:
            hi = mid
    a, b = lo, lo + count - kept
    if candidate != current[: a * width] + current[b * width :]:
        raise SystemExit("a candidate is not the current input minus one run of units: "
                         "the baseline replay (removed_run) needs updating for this schedule")
    return a, b


Trace = list[tuple[int, int, bool]]  # per test: removed run (a, b) of the current input, FAIL


def record_ddmin(n: int) -> tuple[Trace, list[int]]:
    """The tests trail's ddmin makes on n units, and its result (untimed)."""
    oracle, current = units_oracle(n), [list(range(n))]
    trace: Trace = []

    def test(candidate: Sequence[int]) -> Outcome:
        outcome = oracle(candidate)
        trace.append((*removed_run(current[0], list(candidate)), outcome is FAIL))
        return outcome

    result = ddmin(current[0], test, on_reduced=lambda kept: current.__setitem__(0, kept))
    return trace, result


def record_reduce(lines: Lines, data: bytes) -> tuple[Trace, bytes]:
    """The tests trail's lines pass makes on the text, and its result (untimed)."""
    oracle, current = lines_oracle(lines), [data]
    trace: Trace = []

    def test(candidate: bytes) -> Outcome:
        outcome = oracle(candidate)
        trace.append((*removed_run(current[0], candidate, lines.width), outcome is FAIL))
        return outcome

    result = reduce(data, [LINES], test, on_best=lambda best: current.__setitem__(0, best))
    return trace, result.data


# ---------------------------------------------------------------- timed runs


def timed(run: Callable[[], object]) -> float:
    gc.collect()
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def repeated(run: Callable[[], float], repeats: int) -> list[float]:
    """`repeats` results of `run` (its time), more when a run is short: enough to
    fill FILL seconds (at most MAX_REPEATS), so one scheduler tick on a busy machine
    cannot move the median of a 1 ms run."""
    first = run()
    wanted = max(repeats, min(MAX_REPEATS, int(FILL / max(first, 1e-9))))
    return [first] + [run() for _ in range(wanted - 1)]


def bare_ddmin(units: list[int], trace: Trace, oracle: Callable) -> tuple[float, float, list]:
    """The baseline: the same candidates by slicing the current list. Returns the
    loop's time without the oracle's, the oracle's time, and the result."""
    gc.collect()
    clock, spent = time.perf_counter, 0.0
    start = clock()
    current = units
    for a, b, _ in trace:
        candidate = current[:a] + current[b:]
        t = clock()
        failed = oracle(candidate) is FAIL
        spent += clock() - t
        if failed:
            current = candidate
    return clock() - start - spent, spent, current


def bare_reduce(data: bytes, trace: Trace, oracle: Callable) -> tuple[float, float, bytes]:
    """The baseline on bytes: split once, slice the current lines, join each candidate."""
    gc.collect()
    clock, spent = time.perf_counter, 0.0
    start = clock()
    current, best = data.splitlines(keepends=True), data
    for a, b, _ in trace:
        kept = current[:a] + current[b:]
        candidate = b"".join(kept)
        t = clock()
        failed = oracle(candidate) is FAIL
        spent += clock() - t
        if failed:
            current, best = kept, candidate
    return clock() - start - spent, spent, best


def overhead_row(path: str, n: int, repeats: int) -> dict:
    if path == "ddmin":
        units, oracle = list(range(n)), units_oracle(n)
        trace, result = record_ddmin(n)
        expected = list(needed(n))
        stats: list[DDStats] = []

        def once() -> float:
            stats.append(DDStats())
            return timed(lambda: ddmin(units, oracle, stats=stats[-1]))

        times = repeated(once, repeats)
        tests = {s.tests for s in stats}
        bare = _bare_repeated(lambda: bare_ddmin(units, trace, oracle), repeats)
    else:
        lines = Lines(n)
        data, oracle = lines.data(), lines_oracle(lines)
        trace, result = record_reduce(lines, data)
        expected = b"".join(lines.line(k) for k in needed(n))
        runs: list = []
        times = repeated(lambda: timed(lambda: runs.append(reduce(data, [LINES], oracle))),
                         repeats)
        tests = {sum(r.tests for r in run.records) for run in runs}
        bare = _bare_repeated(lambda: bare_reduce(data, trace, oracle), repeats)
    if result != expected or any(b[2] != expected for b in bare):
        raise SystemExit(f"{path} N={n}: the reduction did not end at the two needed units")
    if tests != {len(trace)}:
        raise SystemExit(f"{path} N={n}: tests differ between runs: {tests} vs {len(trace)}")
    count = len(trace)
    kept_units = _candidate_units(n, trace)
    oracle_s = statistics.median(b[1] for b in bare)
    total_s = statistics.median(times)
    trail_s = total_s - oracle_s
    bare_s = statistics.median(b[0] for b in bare)
    return {
        "path": path, "units": n, "tests": count, "candidate_units": kept_units,
        "repeats": len(times), "bare_repeats": len(bare), "total_s": total_s,
        "spread": _spread(times),
        "oracle_s": oracle_s, "trail_s": trail_s, "bare_s": bare_s,
        "us_per_candidate": trail_s / count * 1e6,
        "us_per_candidate_per_1k_units": trail_s / kept_units * 1e9,
        "bare_us_per_candidate_per_1k_units": bare_s / kept_units * 1e9,
        "vs_bare": trail_s / bare_s,
    }


def _bare_repeated(run: Callable[[], tuple], repeats: int) -> list[tuple]:
    results: list[tuple] = []

    def once() -> float:
        results.append(run())
        return results[-1][0] + results[-1][1]

    repeated(once, repeats)
    return results


def _candidate_units(n: int, trace: Trace) -> int:
    """Sum of the candidates' lengths, replayed from the trace."""
    total, length = 0, n
    for a, b, failed in trace:
        total += length - (b - a)
        if failed:
            length -= b - a
    return total


def _spread(times: list[float]) -> float:
    """Interquartile range over the median; (max - min) / median under 4 runs."""
    if len(times) < 4:
        return (max(times) - min(times)) / statistics.median(times)
    q1, _, q3 = statistics.quantiles(times, n=4)
    return (q3 - q1) / statistics.median(times)


# ---------------------------------------------------------------- memory


def traced_peak(lines: int) -> dict:
    """tracemalloc's peak above the input while reduce runs the plain-text passes."""
    text = Lines(lines)
    data, oracle = text.data(), substring_oracle(text)
    fmt = choose("input.txt", data)[0]
    passes = fmt.passes(data)
    gc.collect()
    result, seconds, peak = traced(lambda: reduce(data, passes, oracle))
    if result.data != b"".join(text.line(k) for k in needed(lines)):
        raise SystemExit("memory run: the reduction did not end at the two needed lines")
    return {"lines": lines, "input_bytes": len(data), "format": fmt.name, "peak_bytes": peak,
            "peak_ratio": peak / len(data), "tests": sum(r.tests for r in result.records),
            "passes": [f"{r.name}:{r.tests}" for r in result.records],
            "seconds_traced": seconds}


def child(mode: str, lines: int, input_file: Path) -> None:
    """In a fresh interpreter: read the input as the CLI does (and reduce it), print
    the resident-set peak. Reading it, rather than building it, leaves no
    construction garbage whose freed pages the reduction could reuse unseen."""
    import resource

    data = input_file.read_bytes()
    if mode == "reduce":
        passes = choose(input_file.name, data)[0].passes(data)
        result = reduce(data, passes, substring_oracle(Lines(lines)))
        assert len(result.data) == 2 * Lines(lines).width
    print(json.dumps({"maxrss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                      "hwm_kib": _vm_hwm_kib(), "input_bytes": len(data)}))


def _vm_hwm_kib() -> int | None:
    """This process's resident-set peak from /proc (Linux), None elsewhere.

    ru_maxrss of a child is at least its parent's resident set when it was spawned
    (Linux keeps the larger of the pre-exec and post-exec peaks), so after the timed
    runs above it would mostly report this benchmark's own size; VmHWM belongs to the
    exec'd image alone."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return None


def rss_growth(lines: int, repeats: int) -> dict:
    """Resident-set peak of a fresh interpreter that reduces the input over one that
    only reads it (same imports), medians of `repeats` each, alternating."""
    with tempfile.TemporaryDirectory() as scratch:
        input_file = Path(scratch) / "input.txt"
        input_file.write_bytes(Lines(lines).data())

        def peak(mode: str) -> dict:
            out = subprocess.run([sys.executable, __file__, "--child", mode,
                                  "--memory-lines", str(lines), "--input-file", str(input_file)],
                                 capture_output=True, text=True, check=True).stdout
            return json.loads(out)

        pairs = [(peak("build"), peak("reduce")) for _ in range(repeats)]
        size = input_file.stat().st_size
    source = "VmHWM" if pairs[0][0]["hwm_kib"] is not None else "ru_maxrss"
    field = "hwm_kib" if source == "VmHWM" else "maxrss_kib"
    read_b = statistics.median(r[field] for r, _ in pairs) * 1024
    full_b = statistics.median(f[field] for _, f in pairs) * 1024
    return {"lines": lines, "input_bytes": size, "source": source, "read_rss_bytes": read_b,
            "reduce_rss_bytes": full_b, "growth_bytes": full_b - read_b,
            "growth_ratio": (full_b - read_b) / size, "repeats": repeats,
            "ru_maxrss_kib": [[r["maxrss_kib"], f["maxrss_kib"]] for r, f in pairs]}


def stress_row(k: int) -> dict:
    """ddmin over k units when none can go: time (untraced), then peak traced memory."""
    units, lengths = list(range(k)), [0]

    def whole(candidate: Sequence[int]) -> Outcome:
        lengths[0] += len(candidate)
        return FAIL if len(candidate) == k else PASS

    stats = DDStats()
    seconds = timed(lambda: ddmin(units, whole, stats=stats))
    gc.collect()
    result, _, peak = traced(lambda: ddmin(units, whole))
    if result != units:
        raise SystemExit(f"stress K={k}: ddmin removed a unit the oracle needs")
    candidate_units = lengths[0] // 2  # both runs counted
    return {"units": k, "tests": stats.tests, "candidate_units": candidate_units,
            "seconds": seconds, "ns_per_candidate_unit": seconds / candidate_units * 1e9,
            "peak_bytes": peak, "peak_per_k2_refs": peak / (8 * k * k)}


# ---------------------------------------------------------------- printing


def table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    lines = ["  ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True))]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(c.rjust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(lines)


def mib(n: float) -> str:
    return f"{n / 2**20:.1f} MiB"


def print_overhead(rows: list[dict]) -> None:
    out = []
    for row in rows:
        first = next(r for r in rows if r["path"] == row["path"])
        flat = row["us_per_candidate_per_1k_units"] / first["us_per_candidate_per_1k_units"]
        out.append([
            row["path"], f"{row['units']:,}", str(row["tests"]),
            f"{row['candidate_units'] / row['tests']:,.0f}", str(row["repeats"]),
            f"{row['total_s'] * 1e3:,.1f}", f"{row['spread'] * 100:.0f}%",
            f"{row['oracle_s'] / row['tests'] * 1e6:.1f}",
            f"{row['us_per_candidate']:,.1f}", f"{row['us_per_candidate_per_1k_units']:.1f}",
            f"{flat:.2f}", f"{row['bare_us_per_candidate_per_1k_units']:.1f}",
            f"{row['vs_bare']:.1f}",
        ])
    print(table(["path", "units N", "tests", "units/test", "runs", "total ms", "spread",
                 "oracle us/test", "trail us/cand", "trail us/1k", "vs first",
                 "bare us/1k", "x bare"], out))
    print("  units/test: mean candidate length; total ms: median wall time of one reduction,")
    print("    oracle included; spread: their interquartile range (under 4 runs: max - min)")
    print("    over their median")
    print("  trail us/cand: (total - oracle) / tests; trail us/1k: the same per 1,000 units")
    print("    of candidate length; vs first: trail us/1k over the smallest N's (1.00 = flat)")
    print("  bare us/1k: the bare loop building the same candidates; x bare: trail / bare")
    print("  where bare us/1k rises with N as much as trail's, the growth is the machine's")
    print("    (caches, page faults of fresh multi-MB buffers), not trail's bookkeeping")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true",
                        help="smoke run: N up to 100,000, 2 repeats, 20,000-line memory "
                             "input, small stress sizes")
    parser.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")],
                        help="comma-separated unit counts (default 1000,10000,100000,1000000)")
    parser.add_argument("--repeats", type=int, default=None,
                        help="timed runs per size (default 5, 3 at 1,000,000 and above; "
                             "--quick: 2)")
    parser.add_argument("--memory-lines", type=int, default=None,
                        help="lines of the memory input (default 100,000; --quick: 20,000)")
    parser.add_argument("--stress", type=lambda s: [int(x) for x in s.split(",")],
                        help="comma-separated K for the nothing-removable stress "
                             "(default 500,1000,2000; 0 skips)")
    parser.add_argument("--json-out", type=Path, metavar="PATH",
                        help="also write every figure to PATH as JSON")
    parser.add_argument("--child", choices=["build", "reduce"], help=argparse.SUPPRESS)
    parser.add_argument("--input-file", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()

    memory_lines = args.memory_lines or (20_000 if args.quick else 100_000)
    if args.child:
        child(args.child, memory_lines, args.input_file)
        return 0
    sizes = args.sizes or (QUICK_SIZES if args.quick else SIZES)
    stress = [k for k in (args.stress or (QUICK_STRESS if args.quick else STRESS)) if k]

    def repeats(n: int) -> int:
        if args.repeats:
            return args.repeats
        return 2 if args.quick else 3 if n >= 1_000_000 else 5

    meta = {"python": platform.python_version(), "machine": platform.machine(),
            "system": platform.system(), "cpus": os.cpu_count(), "runner": str(RUNNER),
            "commit": _commit(), "quick": args.quick}
    print(f"trail overhead per candidate: Python {meta['python']} on {meta['system']} "
          f"{meta['machine']}, {meta['cpus']} CPUs, runner/ of {meta['commit'] or RUNNER}")
    print(f"python3 bench/bench_overhead.py {' '.join(sys.argv[1:])}".rstrip())
    print(f"two needed units at 30%/70% of N; {', '.join(f'{n:,}' for n in sizes)} units; "
          f"medians over at least {repeats(sizes[0])} runs ({repeats(sizes[-1])} at "
          f"{sizes[-1]:,}), short runs repeated to fill {FILL} s")
    print()
    rows = []
    for path in ("ddmin", "reduce"):
        for n in sizes:
            rows.append(overhead_row(path, n, repeats(n)))
            print(f"  {path} {n:,}: done", file=sys.stderr, flush=True)
    print("1. trail's time per tested candidate (ddmin: list of ints; reduce: lines of "
          "40 bytes, lines pass)")
    print_overhead(rows)
    print()

    rss_repeats = 1 if args.quick else 3
    traced, rss = traced_peak(memory_lines), rss_growth(memory_lines, rss_repeats)
    print(f"2. peak memory: reduce of {memory_lines:,} lines ({traced['input_bytes']:,} bytes), "
          f"format {traced['format']} ({', '.join(traced['passes'])} tests)")
    print(table(["measure", "input", "peak", "x input"], [
        ["tracemalloc peak (input excluded)", mib(traced["input_bytes"]),
         mib(traced["peak_bytes"]), f"{traced['peak_ratio']:.1f}"],
        [f"resident-set growth, fresh process ({rss['source']}, median of {rss_repeats})",
         mib(rss["input_bytes"]), mib(rss["growth_bytes"]), f"{rss['growth_ratio']:.1f}"],
    ]))
    print(f"  resident-set peak: {mib(rss['read_rss_bytes'])} reading the input, "
          f"{mib(rss['reduce_rss_bytes'])} reading and reducing it")
    if rss["source"] == "VmHWM":
        print("  (VmHWM, not ru_maxrss: a child's ru_maxrss includes its parent's size at "
              "spawn; see _vm_hwm_kib)")
    print()

    stress_rows = [stress_row(k) for k in stress]
    if stress_rows:
        print("3. stress: ddmin over K units, none removable (oracle fails only on the whole "
              "input)")
        out = []
        for i, row in enumerate(stress_rows):
            growth = "" if i == 0 else (
                f"{row['peak_bytes'] / stress_rows[i - 1]['peak_bytes']:.1f}x "
                f"for {row['units'] / stress_rows[i - 1]['units']:.0f}x K")
            out.append([f"{row['units']:,}", f"{row['tests']:,}", f"{row['seconds']:.2f}",
                        f"{row['ns_per_candidate_unit']:.0f}", mib(row["peak_bytes"]),
                        f"{row['peak_per_k2_refs']:.2f}", growth])
        print(table(["K", "tests", "seconds", "ns/cand unit", "tracemalloc peak",
                     "peak / (8 B * K^2)", "peak growth"], out))
        print("  time is quadratic by nature here (2K tests of ~K units): ns/cand unit should "
              "stay flat;")
        print("  peak growth 2x per 2x K is linear memory, 4x quadratic")

    if args.json_out:
        args.json_out.write_text(json.dumps(
            {"meta": meta, "overhead": rows, "memory": {"tracemalloc": traced, "rss": rss},
             "stress": stress_rows}, indent=2) + "\n")
    return 0


def _commit() -> str | None:
    try:
        out = subprocess.run(["git", "-C", str(HERE), "describe", "--always", "--dirty"],
                             capture_output=True, text=True, timeout=10)
    except OSError:
        return None
    return out.stdout.strip() or None


if __name__ == "__main__":
    raise SystemExit(main())
