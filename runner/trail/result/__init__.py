"""The result of a reduction job, typed: what report.json says.

`Result.to_json()` gives report.json's dict exactly as docs/report-schema.md
describes it (version 1: the same keys in the same order, so the same bytes for
the same run). A job builds its whole Result (isolate, bisect and auto add their
section) before anything is written, and the hand-off writes it once. Each of those
sections is a module of this package, loaded by its job only: a delta run does not
pay for making their classes.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from trail.core.curve import CurvePoint
from trail.core.rate import FailureRate
from trail.formats.kept import Kept, summary
from trail.handoff.schema import SCHEMA, VERSION
from trail.oracle.call import Oracle
from trail.oracle.signature import Signature

if TYPE_CHECKING:
    from trail.core.flaky import FlakyVerification
    from trail.result.auto import AutoSection
    from trail.result.bisect import BisectSection
    from trail.result.isolate import IsolateSection


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
    # The end of what the original's failing run printed, and the result's (None: no
    # run of the result failed), so that a person sees both are the same bug.
    failure_output: FailureOutput | None = None

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
            "failure_output": None if self.failure_output is None
            else self.failure_output.to_json(),
        }
        if self.isolate is not None:
            report["isolate"] = self.isolate.to_json()
        if self.bisect is not None:
            report["bisect"] = self.bisect.to_json()
        if self.auto is not None:
            report["auto"] = self.auto.to_json()
        return report


@dataclass(frozen=True)
class FailureOutput:
    """What the original's failing run and the result's printed last (trimmed, with
    secrets masked by the tester before anything read them)."""

    original: str
    result: str | None

    def to_json(self) -> dict[str, object]:
        return {"original": self.original, "result": self.result}


@dataclass(frozen=True)
class Minimization:
    """A finished reduction before any of its hand-off is written."""

    result: Result
    data: bytes      # the minimized input
    original: bytes  # the input it was minimized from
