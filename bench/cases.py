"""The benchmark cases of ../shared/bench/cases and bench/cases, as the benchmarks read them.

The shared cases model what users bring; bench/cases holds other reducers' own test
inputs (its README names each one's source). Each case folder holds input.<ext>,
oracle.sh (exit 0 = still interesting; one line appended to $BENCH_CALLS per call) and
meta.json. Nothing here knows a case by name:
everything a benchmark needs comes from meta.json.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import threading
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from trail.core.outcome import Outcome
from trail.formats.base import Format
from trail.formats.registry import choose

R = TypeVar("R")

DEFAULT_ROOT = Path(__file__).resolve().parent.parent.parent / "shared" / "bench" / "cases"
PEERS_ROOT = Path(__file__).resolve().parent / "cases"


@dataclass(frozen=True)
class Case:
    name: str
    folder: Path
    meta: dict

    @property
    def input(self) -> Path:
        return self.folder / self.meta["input"]

    @property
    def oracle(self) -> Path:
        return self.folder / "oracle.sh"

    @property
    def known_min(self) -> int | None:
        """The smallest interesting input known, in bytes (None: not known)."""
        known = self.meta.get("known_min_bytes")
        return None if known is None else int(known)

    @property
    def flaky(self) -> bool:
        return bool(self.meta.get("flaky"))

    @property
    def by_chars(self) -> bool:
        """Whether a line-based reducer must be told to work on characters."""
        return self.meta.get("granularity") == "chars"

    def in_process(self, workdir: Path) -> tuple[bytes, Format, OracleTest]:
        """The input, the format trail picks for it, and a `test(bytes) -> Outcome`
        running oracle.sh (deterministic) as trail would, for an in-process reduce."""
        data = self.input.read_bytes()
        fmt = choose(self.input.name, data)[0]
        return data, fmt, OracleTest(self, fmt.is_valid, workdir / self.input.name)

    def interesting(self, candidate: Path) -> bool:
        """The ground truth for `candidate` (a flaky oracle made deterministic), uncounted."""
        env = {k: v for k, v in os.environ.items() if k != "BENCH_CALLS"}
        env["BENCH_DETERMINISTIC"] = "1"
        run = subprocess.run([str(self.oracle), str(candidate)], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return run.returncode == 0


class OracleTest:
    """oracle.sh per new candidate (BENCH_DETERMINISTIC=1), with a content cache and
    the format's validity check in front, as in `trail delta`; `calls` counts runs."""

    def __init__(self, case: Case, is_valid: Callable[[bytes], bool], path: Path) -> None:
        self.case, self.is_valid, self.path = case, is_valid, path
        self.env = {**os.environ, "BENCH_DETERMINISTIC": "1"}
        self.seen: dict[bytes, Outcome] = {}
        self.lock = threading.Lock()

    @property
    def calls(self) -> int:
        return len(self.seen)

    def __call__(self, content: bytes) -> Outcome:
        key = hashlib.blake2b(content, digest_size=16).digest()
        with self.lock:
            if key not in self.seen:
                if not self.is_valid(content):
                    return Outcome.UNRESOLVED  # never reaches the oracle, as in trail
                self.path.write_bytes(content)
                run = subprocess.run([str(self.case.oracle), str(self.path)], env=self.env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                self.seen[key] = Outcome.FAIL if run.returncode == 0 else Outcome.PASS
            return self.seen[key]


def load_cases(root: Path = DEFAULT_ROOT, names: list[str] | None = None,
               peers: Path | None = None) -> list[Case]:
    """The cases under `root`, then those under `peers` if given; only `names` if given."""
    if not root.is_dir():
        raise SystemExit(f"no bench cases at {root}: pass --cases DIR")
    # Absolute: each tool runs in a folder of its own. The peers once more (`--cases
    # bench/cases`) would measure every peer case twice.
    root = root.resolve()
    roots = [root] if peers is None or peers.resolve() == root else [root, peers.resolve()]
    cases = [Case(folder.name, folder, json.loads((folder / "meta.json").read_text()))
             for folder in [f for r in roots for f in sorted(r.iterdir())]
             if (folder / "meta.json").is_file()]
    if names:
        unknown = sorted(set(names) - {c.name for c in cases})
        if unknown:
            raise SystemExit(f"unknown case(s) {', '.join(unknown)}: "
                             f"choose from {', '.join(c.name for c in cases)}")
        cases = [c for c in cases if c.name in names]
    return cases


def count_calls(path: Path) -> int:
    """Oracle calls recorded in a $BENCH_CALLS file (0 when the oracle never ran)."""
    try:
        return len(path.read_bytes().splitlines())
    except FileNotFoundError:
        return 0


@dataclass
class Result:
    """One tool's run on one case, as every benchmark table prints it."""

    tool: str
    case: str
    calls: int
    final_bytes: int
    interesting: bool | None  # the ground truth on the final input (None: not checked)
    wall_s: float
    status: str = "ok"        # ok | dnf (hit the time limit) | error
    note: str = ""
    # trail only: the bytes when its first transformation pass began, and what its
    # transformation passes removed in all (None: none ran).
    before_transforms: int | None = None
    removed_by_transforms: int | None = None

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def case_arguments(doc: str) -> argparse.ArgumentParser:
    """A benchmark's parser: its docstring as help, --cases and --only."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=doc.split("\n\n", 1)[1])
    parser.add_argument("--cases", type=Path, default=DEFAULT_ROOT,
                        help="the bench cases folder (default: ../shared/bench/cases)")
    parser.add_argument("--only", default="", help="comma-separated case names (default: all)")
    return parser


def traced(work: Callable[[], R]) -> tuple[R, float, int]:
    """`work()`'s result, seconds and tracemalloc peak (bytes allocated while it ran)."""
    tracemalloc.start()
    start = time.perf_counter()
    try:
        result = work()
        return result, time.perf_counter() - start, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
