"""The result of a reduction job, typed: what report.json says.

`Result.to_json()` gives report.json's dict exactly as docs/report-schema.md
describes it (version 1: the same keys in the same order, so the same bytes for
the same run). A job builds its whole Result (isolate and bisect add their
section) before anything is written, and the hand-off writes it once.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field

from trail.core.curve import CurvePoint
from trail.core.flaky import FailureRate, FlakyVerification
from trail.formats.kept import Kept, summary
from trail.handoff.schema import SCHEMA, VERSION
from trail.oracle.call import Oracle
from trail.oracle.signature import Signature


class Status(enum.Enum):
    MINIMIZED = "minimized"      # ran to a fixpoint
    PARTIAL = "partial"          # the budget ended it
    INTERRUPTED = "interrupted"  # Ctrl-C or SIGTERM
    STALLED = "stalled"          # most candidates inconclusive, almost none failing


@dataclass(frozen=True)
class Verification:
    """How many of K runs of the result reproduced the failure."""

    rate: FailureRate
    flaky: FlakyVerification | None = None  # --flaky: set next to the original's rate
    own_failed: bool = False  # one failure counted is the reduction's own test of it

    @property
    def fresh_failures(self) -> int:
        """The failures of runs made for the verification, the reduction's own left out."""
        return self.rate.failures - (1 if self.own_failed else 0)

    @property
    def verified(self) -> bool:
        if self.flaky is not None:
            return self.flaky.verified
        return 0 < self.rate.runs == self.rate.failures

    def to_json(self) -> dict[str, object]:
        """The report's "verification" section."""
        if self.flaky is not None:
            return self.flaky.as_dict()
        return {"runs": self.rate.runs, "failed": self.rate.failures, "verified": self.verified}


NOT_VERIFIED = Verification(FailureRate(0, 0))


@dataclass(frozen=True)
class Size:
    """An input's size: bytes (of names and contents, for a folder) and units."""

    bytes: int
    units: int


@dataclass(frozen=True)
class InputFacts:
    path: str   # absolute
    name: str
    kind: str   # "file" or "directory"
    size: Size

    def to_json(self) -> dict[str, object]:
        return {"path": self.path, "name": self.name, "kind": self.kind,
                "bytes": self.size.bytes, "units": self.size.units}


@dataclass(frozen=True)
class FormatFacts:
    name: str
    reason: str     # why it was chosen
    warnings: list[str]
    unit: str       # the pass that unit counts are in

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "reason": self.reason, "warnings": self.warnings,
                "unit": self.unit}


@dataclass(frozen=True)
class Counts:
    run: int                # candidates decided by the oracle
    cached: int
    malformed_skipped: int
    oracle_runs: int        # every execution: the original's, repeats, verification
    wasted: int             # run on a guess that did not come true
    # Runs of candidates by what came of them ("fail", "timed out", ...), most first.
    outcomes: dict[str, int] = field(default_factory=dict)
    # Those that exited 125 by why the oracle said they were inconclusive, most first.
    inconclusive: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {"run": self.run, "cached": self.cached,
                "malformed_skipped": self.malformed_skipped, "oracle_runs": self.oracle_runs,
                "wasted": self.wasted, "outcomes": self.outcomes,
                "inconclusive": self.inconclusive}


@dataclass(frozen=True)
class IsolateSection:
    """`trail delta isolate`: the differences between the passing and failing inputs."""

    passing: tuple[str, int]   # absolute path, bytes
    failing: tuple[str, int]
    unit: str                  # lines, json members or yaml members
    re_serialized: bool
    differences: int
    changes: list[str]         # the kept ones, readable
    warnings: list[str]
    result_file: str
    diff_file: str

    def to_json(self) -> dict[str, object]:
        return {
            "passing": {"path": self.passing[0], "bytes": self.passing[1]},
            "failing": {"path": self.failing[0], "bytes": self.failing[1]},
            "unit": self.unit, "re_serialized": self.re_serialized,
            "differences": self.differences, "kept": len(self.changes),
            "changes": self.changes, "warnings": self.warnings,
            "files": {"result": self.result_file, "diff": self.diff_file},
        }


@dataclass(frozen=True)
class Commit:
    hash: str
    subject: str
    author_date: str  # ISO 8601, as the commit records it

    def to_dict(self) -> dict[str, str]:
        return {"commit": self.hash, "subject": self.subject, "author_date": self.author_date}

    @property
    def short(self) -> str:
        return self.hash[:12]


@dataclass(frozen=True)
class End:
    """One end of the searched history: the revision given and the commit it names."""

    rev: str
    commit: str

    def to_json(self) -> dict[str, object]:
        return {"rev": self.rev, "commit": self.commit}


@dataclass
class Bisection:
    """One bisection's result and cost (end-point checks included)."""

    input: str  # "original" or "minimized"
    bytes: int
    first_bad: str
    steps: list[dict]  # one per `git bisect run` step, from the step log
    oracle_runs: int
    seconds: float

    def to_dict(self) -> dict[str, object]:
        return {"input": self.input, "bytes": self.bytes, "first_bad": self.first_bad,
                "steps": len(self.steps),
                "skipped": [st["commit"] for st in self.steps if st["verdict"] == "skip"],
                "oracle_runs": self.oracle_runs, "seconds": round(self.seconds, 3),
                "log": self.steps}


@dataclass(frozen=True)
class BisectFlaky:
    """--flaky: the failure rate at --bad, and the runs a verdict takes."""

    failure_rate_at_bad: dict[str, object]
    decisions: int
    runs_to_pass: int

    def to_json(self) -> dict[str, object]:
        return {"failure_rate_at_bad": self.failure_rate_at_bad, "decisions": self.decisions,
                "runs_to_pass": self.runs_to_pass}


@dataclass(frozen=True)
class ParentCheck:
    """The minimized input judged at the first bad commit's parent."""

    commit: str
    verdict: str
    reason: str
    oracle_runs: int
    seconds: float
    runs_to_pass: int
    kept: str                        # "minimized", or "input" when it fails there too
    older_failure_file: str | None   # the minimized input, kept beside the full one

    def to_json(self) -> dict[str, object]:
        return {"commit": self.commit, "verdict": self.verdict, "reason": self.reason,
                "oracle_runs": self.oracle_runs, "seconds": round(self.seconds, 3),
                "runs_to_pass": self.runs_to_pass, "kept": self.kept,
                "older_failure_file": self.older_failure_file}


@dataclass(frozen=True)
class Rebisect:
    """--rebisect: the bisection again with the minimized input; `first_bad` None when
    it did not run (skipped, or it failed: `problem` says why)."""

    confirmed: bool | None
    problem: str | None
    first_bad: str | None = None
    oracle_runs_ratio: float | None = None
    time_ratio: float | None = None

    def to_json(self) -> dict[str, object]:
        if self.first_bad is None:
            return {"confirmed": self.confirmed, "problem": self.problem}
        return {"confirmed": self.confirmed, "first_bad": self.first_bad,
                "problem": self.problem, "oracle_runs_ratio": self.oracle_runs_ratio,
                "time_ratio": self.time_ratio}


@dataclass(frozen=True)
class BisectSection:
    """`trail delta bisect`: the commit that broke it, and how that was checked."""

    repository: str
    prefix: str
    good: End
    bad: End
    commits: int
    build: str | None
    flaky: BisectFlaky | None
    first_bad: Commit
    parent: Commit | None
    bisections: list[Bisection]
    rebisect: Rebisect | None = None
    parent_check: ParentCheck | None = None
    message: str | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "repository": self.repository, "prefix": self.prefix,
            "good": self.good.to_json(), "bad": self.bad.to_json(),
            "commits": self.commits, "build": self.build,
            "flaky": None if self.flaky is None else self.flaky.to_json(),
            "first_bad": self.first_bad.to_dict(),
            "parent": None if self.parent is None else self.parent.to_dict(),
            "bisections": [run.to_dict() for run in self.bisections],
            "rebisect": None if self.rebisect is None else self.rebisect.to_json(),
            "parent_check": None if self.parent_check is None else self.parent_check.to_json(),
            "message": self.message,
            "files": {"reproduce": "reproduce.sh", "bisect": "bisect.sh"},
        }


@dataclass(frozen=True)
class FileRead:
    """A file the failing command read, and whether and why it was minimized."""

    path: str   # relative to the repository's top, with /
    bytes: int
    chosen: bool
    why: str

    def to_json(self) -> dict[str, object]:
        return {"path": self.path, "bytes": self.bytes, "chosen": self.chosen, "why": self.why}


@dataclass(frozen=True)
class FileMinimized:
    path: str
    bytes: int
    minimized_bytes: int | None  # None: the failure does without the file

    def to_json(self) -> dict[str, object]:
        return {"path": self.path, "bytes": self.bytes, "minimized_bytes": self.minimized_bytes}


@dataclass(frozen=True)
class OutsideRead:
    """A file the command read outside the checkout, and the environment variable
    that names it (or its folder), if one does."""

    path: str
    variable: str | None = None

    def describe(self) -> str:
        return self.path + (f" (named by ${self.variable})" if self.variable else "")

    def to_json(self) -> dict[str, object]:
        return {"path": self.path, "variable": self.variable}


def outside_warning(outside: Sequence[OutsideRead]) -> str:
    """What to say about files read outside the checkout."""
    files = "1 file" if len(outside) == 1 else f"{len(outside)} files"
    return (f"the command read {files} outside the checkout: "
            f"{', '.join(o.describe() for o in outside)}; trail minimizes the checkout's "
            "files only, so the failure may come from these, and the reproducer depends on "
            "them as they are (reproduce.sh reads them where they are now)")


@dataclass(frozen=True)
class AutoSection:
    """`trail delta auto`: the command, the files it read, what became of them."""

    repository: str
    commit: str
    command: list[str]
    test: str | None          # the pytest node id whose own result is judged
    tracer: str
    tracer_note: str | None
    read: list[FileRead]
    minimized: list[FileMinimized]
    removed: list[str]
    uncommitted_changes: bool
    files: dict[str, bytes]   # the minimized files, by repository path
    outside: list[OutsideRead] = field(default_factory=list)  # read outside the checkout

    def to_json(self) -> dict[str, object]:
        return {
            "repository": self.repository, "commit": self.commit,
            "command": self.command, "test": self.test,
            "tracer": self.tracer, "tracer_note": self.tracer_note,
            "read": [f.to_json() for f in self.read],
            "minimized": [f.to_json() for f in self.minimized],
            "removed": self.removed,
            "outside": [o.to_json() for o in self.outside],
            "uncommitted_changes": self.uncommitted_changes,
        }


@dataclass(frozen=True)
class Result:
    """One job's result; see docs/report-schema.md for each field's meaning."""

    status: Status
    partial_reason: str | None
    command_line: list[str]
    input: InputFacts
    minimized_file: str
    minimized: Size
    minimized_text: str | None
    format: FormatFacts
    oracle: Oracle
    test_timeout: float
    signature: Signature
    sandbox: dict[str, object]
    tests: Counts
    time_seconds: float
    jobs: int
    strict_ddmin: bool
    passes: list[dict[str, object]]
    verification: Verification
    flaky: dict[str, object] | None    # --flaky: the original's rate and the pass rule
    # Where the minimized input came from in the original; None when it is no cut of
    # the original (isolate's differences, bisect's fall-back to the full input).
    kept: list[Kept] | None = None
    # What is proven of the result (core.reduce.Guarantees.to_dict); None: no reduction.
    guarantees: dict[str, object] | None = None
    isolate: IsolateSection | None = None
    bisect: BisectSection | None = None
    auto: AutoSection | None = None
    # Files beyond the delta hand-off, by their report name (isolate's diff, bisect.sh).
    extra_files: dict[str, str] = field(default_factory=dict)
    curve: list[CurvePoint] = field(default_factory=list)  # the size after each accepted candidate
    # A folder's minimized files, each on its own: file, bytes, text (None: binary, large).
    minimized_files: list[dict[str, object]] | None = None

    @property
    def reduction_ratio(self) -> float:
        """The share of the input removed; 0 when the result is the input itself."""
        before = self.input.size.bytes
        return 1 - self.minimized.bytes / before if before else 0.0

    def files(self) -> dict[str, str]:
        # auto's oracle is the user's command, run by reproduce.sh in a clone: no oracle.sh.
        oracle = {} if self.auto is not None else {"oracle": "oracle.sh"}
        return {"minimized": self.minimized_file, **oracle,
                "reproduce": "reproduce.sh", "report_md": "report.md",
                "report_json": "report.json", "report_html": "report.html",
                **self.extra_files}

    def to_json(self) -> dict[str, object]:
        """report.json's dict, version 1."""
        report: dict[str, object] = {
            "schema": SCHEMA, "version": VERSION,
            "status": self.status.value, "partial_reason": self.partial_reason,
            "command_line": self.command_line,
            "input": self.input.to_json(),
            "minimized": {"file": self.minimized_file, "bytes": self.minimized.bytes,
                          "units": self.minimized.units},
            "minimized_text": self.minimized_text,
            "minimized_files": self.minimized_files,
            "reduction_ratio": self.reduction_ratio,
            "kept": None if self.kept is None else {
                "summary": summary(self.kept), "pieces": [k.to_json() for k in self.kept]},
            "format": self.format.to_json(),
            "oracle": {**self.oracle.to_dict(), "test_timeout": self.test_timeout},
            "signature": self.signature.to_dict(),
            "sandbox": self.sandbox,
            "tests": self.tests.to_json(),
            "time_seconds": self.time_seconds,
            "jobs": self.jobs, "strict_ddmin": self.strict_ddmin,
            "passes": self.passes,
            "guarantees": self.guarantees,
            "curve": [point.to_json() for point in self.curve],
            "verification": self.verification.to_json(),
            "flaky": self.flaky,
            "files": self.files(),
        }
        if self.isolate is not None:
            report["isolate"] = self.isolate.to_json()
        if self.bisect is not None:
            report["bisect"] = self.bisect.to_json()
        if self.auto is not None:
            report["auto"] = self.auto.to_json()
        return report


@dataclass(frozen=True)
class Minimization:
    """A finished reduction before any of its hand-off is written."""

    result: Result
    data: bytes      # the minimized input
    original: bytes  # the input it was minimized from
