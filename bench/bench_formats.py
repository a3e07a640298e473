"""Structure-aware formats next to text-only reduction, on the structured bench cases.

    python3 bench/bench_formats.py [--cases DIR] [--huge-lines N]

For each case, the case's own check.py runs in process as the predicate (compiled
once, executed on a temporary file per candidate, exit status 0 = still failing),
so calls count exactly what an oracle would have been asked. Both reductions run
every pass to a fixpoint with trail's own loop (trail.api.minimize); the structured one
never hands the predicate a candidate its format calls malformed, and an
independent parser re-checks every candidate it did hand over ("malformed tested").
Then a generated 100,000-line event log measures peak memory (tracemalloc).

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import traced  # noqa: E402
from trail.api import Minimized, minimize  # noqa: E402
from trail.formats.base import Format  # noqa: E402
from trail.formats.registry import choose  # noqa: E402
from trail.formats.text import TextFormat  # noqa: E402

CASES = ["json_config", "python_ast", "jsonl_events"]
# Calls / final bytes of the best anchor per case, as issue 4 quotes them.
ANCHORS = {"json_config": ("C-Vise", 3411, 257), "python_ast": ("lithium", 231, 43),
           "jsonl_events": ("lithium", 1263, 284)}


def _well_formed(name: str) -> Callable[[bytes], bool]:
    """An independent check that a candidate is well-formed for its case."""
    def json_ok(data: bytes) -> bool:
        try:
            json.loads(data)
        except ValueError:
            return False
        return True

    def python_ok(data: bytes) -> bool:
        try:
            compile(ast.parse(data), "candidate", "exec", dont_inherit=True)
        except (SyntaxError, ValueError):
            return False
        return True

    def jsonl_ok(data: bytes) -> bool:
        return all(json_ok(line) for line in data.splitlines() if line.strip())

    return {"json_config": json_ok, "python_ast": python_ok, "jsonl_events": jsonl_ok}[name]


class CheckPy:
    """A case's check.py as an in-process predicate on a scratch file."""

    def __init__(self, case: Path, scratch: Path) -> None:
        path = case / "check.py"
        self.code = compile(path.read_text(), str(path), "exec")
        self.file = scratch / ("candidate" + next(case.glob("input.*")).suffix)

    def __call__(self, data: bytes) -> bool:
        self.file.write_bytes(data)
        argv, sys.argv = sys.argv, ["check.py", str(self.file)]
        try:
            exec(self.code, {"__name__": "__main__"})
            status = 0
        except SystemExit as stop:
            status = stop.code or 0
        finally:
            sys.argv = argv
        return status == 0


def _run(fmt: Format, data: bytes, predicate: Callable[[bytes], bool],
         well_formed: Callable[[bytes], bool]) -> tuple[Minimized, int, float]:
    malformed_tested = 0

    def counted(candidate: bytes) -> bool:
        nonlocal malformed_tested
        malformed_tested += not well_formed(candidate)
        return predicate(candidate)

    start = time.perf_counter()
    run = minimize(data, counted, format=fmt)
    return run, malformed_tested, time.perf_counter() - start


def bench_case(case: Path, scratch: Path) -> dict[str, object]:
    meta = json.loads((case / "meta.json").read_text())
    data = (case / meta["input"]).read_bytes()
    predicate, well_formed = CheckPy(case, scratch), _well_formed(case.name)
    fmt, reason, warnings = choose(meta["input"], data, None)
    structured, bad, seconds = _run(fmt, data, predicate, well_formed)
    text, text_bad, text_seconds = _run(TextFormat(), data, predicate, well_formed)
    return {"case": case.name, "known_min": meta["known_min_bytes"], "format": fmt.name,
            "reason": reason, "warnings": warnings,
            "structured": (structured, bad, seconds), "text": (text, text_bad, text_seconds),
            "valid_result": well_formed(structured.data), "interesting": predicate(structured.data)}


def _huge_log(lines: int) -> tuple[bytes, Callable[[bytes], bool]]:
    """An event log with four needed events in order among `lines` decoys."""
    needed = [{"type": t, "user": "u-4711"} for t in ("start", "add", "retry", "stop")]
    events = [{"seq": i, "type": "noise", "user": f"u-{i % 97}", "v": i * 7 % 1000}
              for i in range(lines)]
    for k, event in enumerate(needed):
        events[(k + 1) * lines // 5] = dict(event, seq=-1)
    data = b"".join(json.dumps(e).encode() + b"\n" for e in events)

    def in_order(candidate: bytes) -> bool:
        k = 0
        for line in candidate.splitlines():
            if not line.strip():
                continue
            event = json.loads(line)
            if k < 4 and all(event.get(a) == b for a, b in needed[k].items()):
                k += 1
        return k == 4

    return data, in_order


def bench_memory(lines: int) -> tuple[int, int, int, float, int]:
    data, predicate = _huge_log(lines)
    fmt = choose("events.jsonl", data, None)[0]
    run, seconds, peak = traced(lambda: minimize(data, predicate, format=fmt))
    return len(data), peak, run.oracle_calls, seconds, len(run.data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=HERE.parent.parent / "shared/bench/cases",
                        help="the bench cases folder (default: ../shared/bench/cases)")
    parser.add_argument("--huge-lines", type=int, default=100_000,
                        help="lines of the generated log for the memory figure (0: skip)")
    args = parser.parse_args()
    if not args.cases.is_dir():
        print(f"bench cases not found at {args.cases}: pass --cases DIR", file=sys.stderr)
        return 2

    print(f"{'case':<13} {'format':<7} {'calls':>6} {'bytes':>6} {'min':>5} {'x min':>6} "
          f"{'skipped':>7} {'bad':>4} {'secs':>6} | {'text calls':>10} {'bytes':>6} "
          f"{'bad':>5} {'secs':>6} | anchor (issue 4) calls/bytes")
    ratios = []
    with tempfile.TemporaryDirectory() as scratch:
        for name in CASES:
            r = bench_case(args.cases / name, Path(scratch))
            run, bad, secs = r["structured"]
            text, text_bad, text_secs = r["text"]
            anchor, a_calls, a_bytes = ANCHORS[name]
            size_ratio = len(run.data) / r["known_min"]
            ratios.append(run.oracle_calls / text.oracle_calls)
            print(f"{name:<13} {r['format']:<7} {run.oracle_calls:>6} {len(run.data):>6} "
                  f"{r['known_min']:>5} {size_ratio:>6.2f} {run.malformed:>7} {bad:>4} "
                  f"{secs:>6.2f} | {text.oracle_calls:>10} {len(text.data):>6} {text_bad:>5} "
                  f"{text_secs:>6.2f} | {anchor} {a_calls}/{a_bytes}")
            print(f"{'':<13} result well-formed: {r['valid_result']}, still interesting: "
                  f"{r['interesting']}, malformed candidates tested: {bad}, "
                  f"calls vs anchor: {run.oracle_calls / a_calls:.2f}x, vs text-only: "
                  f"{run.oracle_calls / text.oracle_calls:.2f}x")
    print(f"median calls structured / text-only: {statistics.median(ratios):.2f}x")
    if args.huge_lines:
        size, peak, calls, secs, final = bench_memory(args.huge_lines)
        print(f"huge log: {args.huge_lines:,} lines, {size / 2**20:.1f} MiB in, "
              f"peak traced memory {peak / 2**20:.1f} MiB ({peak / size:.1f}x the input), "
              f"{calls} calls, {final} bytes out, {secs:.1f} s (under tracemalloc)")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    raise SystemExit(main())
