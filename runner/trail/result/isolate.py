"""`trail delta isolate`'s section of the result: the differences it kept."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Difference:
    """One kept difference: where it is, and its value in each input (None: absent)."""

    where: str                 # a member's path ("service_7.replicas"), or "line 13"
    passing: str | None
    failing: str | None

    def to_json(self) -> dict[str, str | None]:
        return {"where": self.where, "passing": self.passing, "failing": self.failing}


@dataclass(frozen=True)
class IsolateSection:
    """`trail delta isolate`: the differences between the passing and failing inputs."""

    passing: tuple[str, int]   # absolute path, bytes
    failing: tuple[str, int]
    unit: str                  # lines, json members or yaml members
    re_serialized: bool
    differences: int
    changes: list[str]         # the kept ones, readable
    kept: list[Difference]     # the same, as data
    warnings: list[str]
    result_file: str
    diff_file: str

    def to_json(self) -> dict[str, object]:
        return {
            "passing": {"path": self.passing[0], "bytes": self.passing[1]},
            "failing": {"path": self.failing[0], "bytes": self.failing[1]},
            "unit": self.unit, "re_serialized": self.re_serialized,
            "differences": self.differences, "kept": len(self.changes),
            "changes": self.changes, "kept_changes": [d.to_json() for d in self.kept],
            "warnings": self.warnings,
            "files": {"result": self.result_file, "diff": self.diff_file},
        }
