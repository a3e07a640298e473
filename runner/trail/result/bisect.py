"""`trail delta bisect`'s section of the result: the commit that broke it, each
bisection and how the first bad commit was checked."""

from __future__ import annotations

from dataclasses import dataclass


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
