"""The baseline: plain textbook ddmin over lines, no cache, one call at a time.

Zeller & Hildebrandt's algorithm as the reference text states it, written apart from
trail's (so the baseline shares none of trail's code): n starts at 2; try each
complement (interesting: keep it, n = max(n-1, 2)); then each chunk alone
(interesting: keep it, n = 2); else n = min(2n, |input|); stop when n cannot grow.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from cases import Case, Result, count_calls


class OutOfTime(Exception):
    pass


def ddmin_lines(lines: list[bytes], interesting: Callable[[list[bytes]], bool]) -> list[bytes]:
    n = 2
    while len(lines) >= 2:
        n = min(n, len(lines))
        bounds = [(i * len(lines) // n, (i + 1) * len(lines) // n) for i in range(n)]
        complement = next((c for c in (lines[:a] + lines[b:] for a, b in bounds)
                           if interesting(c)), None)
        if complement is not None:
            lines, n = complement, max(n - 1, 2)
            continue
        chunk = next((c for c in (lines[a:b] for a, b in bounds) if interesting(c)), None)
        if chunk is not None:
            lines, n = chunk, 2
            continue
        if n >= len(lines):
            break
        n = min(2 * n, len(lines))
    return lines


def run_textbook(case: Case, timeout_s: float) -> Result:
    """Reduce `case` with the textbook ddmin, calling its oracle on a file per candidate."""
    with tempfile.TemporaryDirectory(prefix="trail-textbook-") as tmp:
        calls_file, candidate = Path(tmp) / "calls", Path(tmp) / case.input.name
        best = case.input.read_bytes().splitlines(keepends=True)
        start = time.monotonic()

        def interesting(lines: list[bytes]) -> bool:
            nonlocal best
            if time.monotonic() - start > timeout_s:
                raise OutOfTime
            candidate.write_bytes(b"".join(lines))
            run = subprocess.run([str(case.oracle), str(candidate)],
                                 env={**os.environ, "BENCH_CALLS": str(calls_file)},
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if run.returncode == 0 and len(lines) < len(best):
                best = lines
            return run.returncode == 0

        status = "ok"
        try:
            best = ddmin_lines(best, interesting)
        except OutOfTime:
            status = "dnf"
        wall = time.monotonic() - start
        candidate.write_bytes(b"".join(best))
        return Result("textbook ddmin", case.name, count_calls(calls_file),
                      candidate.stat().st_size, case.interesting(candidate), wall, status)

