"""`trail delta bisect`'s section of the result: the commit that broke it, each
bisection and how the first bad commit was checked."""

from __future__ import annotations

from dataclasses import dataclass, field


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


@dataclass(frozen=True)
class Suspect:
    """A commit the blame may fall on, and what its own run said: "bad" (it fails) or
    "skip" (it could not be judged)."""

    commit: Commit
    verdict: str
    reason: str

    def to_json(self) -> dict[str, str]:
        return {**self.commit.to_dict(), "verdict": self.verdict, "reason": self.reason}

    @property
    def state(self) -> str:
        return "fails" if self.verdict == "bad" else "could not be judged"

    def words(self) -> str:
        """The suspect in one line: "0ed52effb99b Refactor ...: fails: exit status 1 (...)"."""
        return f"{self.commit.short} {self.commit.subject}: {self.state}: {self.reason}"


@dataclass
class Bisection:
    """One bisection's result and cost (end-point checks included)."""

    input: str  # "original" or "minimized"
    bytes: int
    first_bad: str  # with suspects: the first commit known bad, the newest of them
    steps: list[dict]  # one per `git bisect run` step, from the step log
    oracle_runs: int
    seconds: float
    # When commits that could not be judged lie just before first_bad, the blame is one
    # of them or first_bad: all of them, oldest first. Empty when git named one commit.
    suspects: list[Suspect] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {"input": self.input, "bytes": self.bytes, "first_bad": self.first_bad,
                "steps": len(self.steps),
                "skipped": [st["commit"] for st in self.steps if st["verdict"] == "skip"],
                "suspects": [s.to_json() for s in self.suspects],
                "oracle_runs": self.oracle_runs, "seconds": round(self.seconds, 3),
                "log": self.steps}

    def blame(self) -> list[str]:
        """The commits the blame may fall on, oldest first (one when git named it)."""
        return [s.commit.hash for s in self.suspects] or [self.first_bad]

    def ambiguity(self) -> str | None:
        """Why this bisection names no single commit (each suspect's own reason follows,
        one a line: `Suspect.words`); None when it names one."""
        if not self.suspects:
            return None
        unjudged = len(self.suspects) - 1
        return (f"cannot tell which of {len(self.suspects)} commits broke it: "
                f"{unjudged} could not be judged")


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
    # The newest commit known good before the blame: the parent, or, when the blame is
    # ambiguous, the one before the oldest suspect. The minimized input must pass there.
    last_good: Commit | None
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
            "last_good": None if self.last_good is None else self.last_good.to_dict(),
            "suspects": [s.to_json() for s in self.bisections[0].suspects],
            "bisections": [run.to_dict() for run in self.bisections],
            "rebisect": None if self.rebisect is None else self.rebisect.to_json(),
            "parent_check": None if self.parent_check is None else self.parent_check.to_json(),
            "message": self.message,
            "files": {"reproduce": "reproduce.sh", "bisect": "bisect.sh"},
        }
