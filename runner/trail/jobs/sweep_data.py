"""What a sweep's runs observed, and how a sweep splits into shards and merges back.

A sweep of R runs from seed S runs the orders of seeds S .. S+R-1. `--shard K/N` runs
the K-th contiguous part of them, runs (K-1)R/N .. KR/N - 1, and writes its
observations: each test's passes and failures, and every run that had a failure as it
ran (order, statuses, messages, time), which is what the diagnosis reads. Merging adds
the counts and puts the failing runs back in run order: the observations one unsharded
sweep with the same seed holds after its runs, so the diagnosis that follows, and the
report, are the same.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trail.oracle.call import RunResult
from trail.suite.runner import CaseResult, CaseStatus, SuiteError, SuiteRun

SHARD_FORMAT = "trail-sweep-shard/1"
SHARD_SPEC = re.compile(r"(\d+)/(\d+)")


@dataclass(frozen=True)
class Shard:
    """Shard `index` (1-based) of `count`."""

    index: int
    count: int

    @classmethod
    def parse(cls, text: str) -> Shard:
        match = SHARD_SPEC.fullmatch(text.strip())
        if match is None:
            raise SuiteError(f"--shard {text}: give K/N, as 2/4 for the second of 4 shards")
        index, count = int(match[1]), int(match[2])
        if not 1 <= index <= count:
            raise SuiteError(f"--shard {text}: K must be from 1 to N ({index} is not "
                             f"from 1 to {count})")
        return cls(index, count)

    def runs(self, total: int) -> range:
        """The run indices of this shard: a contiguous, deterministic part of `total`."""
        return range((self.index - 1) * total // self.count, self.index * total // self.count)

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


@dataclass
class Observations:
    """Per test: passes and failures; and the runs with a failure, by run index."""

    passed: dict[str, int] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)
    failing: list[tuple[int, SuiteRun]] = field(default_factory=list)

    def add(self, index: int, run: SuiteRun) -> None:
        for result in run.results:
            if result.failed:
                self.failed[result.test] = self.failed.get(result.test, 0) + 1
            elif result.status is CaseStatus.PASSED:
                self.passed[result.test] = self.passed.get(result.test, 0) + 1
        if any(result.failed for result in run.results):
            self.failing.append((index, run))

    def merge(self, other: Observations) -> None:
        for mine, theirs in ((self.passed, other.passed), (self.failed, other.failed)):
            for test, count in theirs.items():
                mine[test] = mine.get(test, 0) + count
        self.failing = sorted([*self.failing, *other.failing], key=lambda item: item[0])

    def failing_runs(self, test: str) -> list[SuiteRun]:
        """The runs `test` failed in, in run order."""
        return [run for _, run in self.failing
                if any(result.test == test and result.failed for result in run.results)]

    def mixed(self, order: Sequence[str]) -> list[str]:
        position = {test: index for index, test in enumerate(order)}
        both = [test for test in self.failed if test in self.passed]
        return sorted(both, key=lambda test: (position.get(test, len(position)), test))

    def tests(self) -> int:
        return len(set(self.passed) | set(self.failed))

    def to_json(self) -> dict[str, Any]:
        tests = sorted(set(self.passed) | set(self.failed))
        return {"counts": {t: [self.passed.get(t, 0), self.failed.get(t, 0)] for t in tests},
                "failing_runs": [_run_json(index, run) for index, run in self.failing]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Observations:
        counts = data["counts"]
        return cls({t: c[0] for t, c in counts.items() if c[0]},
                   {t: c[1] for t, c in counts.items() if c[1]},
                   [(item["index"], _run_of(item)) for item in data["failing_runs"]])


def _run_json(index: int, run: SuiteRun) -> dict[str, Any]:
    return {"index": index, "exit_status": run.process.exit_status,
            "duration": round(run.process.duration, 3), "per_test": run.per_test,
            "results": [[r.test, r.status.value, r.message] for r in run.results]}


def _run_of(item: dict[str, Any]) -> SuiteRun:
    # Only what the diagnosis reads of a failing run: the order, the victim's result
    # (its signature) and the time (the suite's timeout). Outputs are not kept.
    results = tuple(CaseResult(test, CaseStatus(status), message)
                    for test, status, message in item["results"])
    return SuiteRun(results, RunResult(item["exit_status"], None, False, b"", b"",
                                       item["duration"]), item["per_test"])


@dataclass
class ShardData:
    """What `trail sweep --shard K/N --json-out FILE` writes, and `--merge` reads."""

    shard: Shard
    runs: int                    # the whole sweep's
    seed: int
    ordering: str
    ids: list[str]
    seen: Observations
    completed: int = 0
    suite_runs: int = 0
    first_duration: float | None = None  # of this shard's first run, for the suite's timeout
    interrupted: bool = False

    def to_json(self) -> dict[str, Any]:
        span = self.shard.runs(self.runs)
        return {"format": SHARD_FORMAT, "status": "interrupted" if self.interrupted else "shard",
                "shard": str(self.shard), "runs": self.runs, "seed": self.seed,
                "ordering": self.ordering, "run_range": [span.start, span.stop],
                "completed_runs": self.completed, "suite_runs": self.suite_runs,
                "first_duration": self.first_duration, "ids": self.ids,
                "observations": self.seen.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ShardData:
        return cls(Shard.parse(data["shard"]), data["runs"], data["seed"], data["ordering"],
                   list(data["ids"]), Observations.from_json(data["observations"]),
                   data["completed_runs"], data["suite_runs"], data["first_duration"],
                   data["status"] == "interrupted")

    def sweep(self) -> tuple[int, int, int, str]:
        """What shards of one sweep share: runs, seed, shard count, ordering."""
        return self.runs, self.seed, self.shard.count, self.ordering

    def markdown(self) -> str:
        return (f"## trail sweep, {self.describe()}\n\nThe flaky tests are listed once every "
                "shard's report is merged (`trail sweep --merge`).\n")

    def describe(self) -> str:
        span = self.shard.runs(self.runs)
        return (f"shard {self.shard}: runs {span.start + 1}-{span.stop} of {self.runs} (seeds "
                f"{self.seed + span.start}..{self.seed + span.stop - 1}), "
                f"{len(self.ids)} tests, {len(self.seen.failing)} runs with a failure")


def shard_files(paths: Iterable[str]) -> list[Path]:
    """The shard reports among `paths`: files as given, folders searched for *.json files
    written by --shard (an artifact folder holds other JSON files too)."""
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            found += [p for p in sorted(path.rglob("*.json")) if _is_shard(p)]
        elif path.is_file():
            found.append(path)
        else:
            raise SuiteError(f"--merge {name}: no such file or folder")
    if not found:
        raise SuiteError(f"--merge: no shard report in {', '.join(paths)}: give the files "
                         "(or folders with the files) that `trail sweep --shard K/N "
                         "--json-out FILE` wrote")
    return found


def _is_shard(path: Path) -> bool:
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("format") == SHARD_FORMAT
    except (OSError, ValueError, AttributeError):
        return False


def read_shards(paths: Iterable[str]) -> list[ShardData]:
    """Every shard of one sweep, once each, in shard order; one-line errors otherwise."""
    shards: dict[int, tuple[Path, ShardData]] = {}
    first: tuple[Path, ShardData] | None = None
    for path in shard_files(paths):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != SHARD_FORMAT:
                raise SuiteError(f"{path} is not a shard report of `trail sweep --shard K/N`")
            shard = ShardData.from_json(data)
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise SuiteError(f"cannot read the shard report {path}: {exc}") from exc
        if first is None:
            first = (path, shard)
        elif shard.sweep() != first[1].sweep():
            raise SuiteError(f"{first[0]} and {path} are shards of different sweeps "
                             f"({_sweep_text(first[1])}; {_sweep_text(shard)}): merge the "
                             "shards of one sweep")
        elif shard.ids != first[1].ids:
            raise SuiteError(f"{path} ran other tests than {first[0]} ({len(shard.ids)} and "
                             f"{len(first[1].ids)}): run every shard on the same commit")
        index = shard.shard.index
        if index in shards:
            raise SuiteError(f"shard {shard.shard} is given twice ({shards[index][0]} and "
                             f"{path}): give each shard once")
        shards[index] = (path, shard)
    assert first is not None  # shard_files found at least one
    count = first[1].shard.count
    missing = [f"{k}/{count}" for k in range(1, count + 1) if k not in shards]
    if missing:
        raise SuiteError(f"shard{'s' * (len(missing) > 1)} {', '.join(missing)} "
                         f"{'are' if len(missing) > 1 else 'is'} missing: merge all {count} "
                         "shards (each job of the matrix uploads one)")
    return [shards[k][1] for k in sorted(shards)]


def _sweep_text(shard: ShardData) -> str:
    runs, seed, count, ordering = shard.sweep()
    return f"{runs} runs from seed {seed} in {count} shards, {ordering}"
