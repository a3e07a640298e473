"""`trail delta auto`'s section of the result: the failing command, the files it read
and what became of them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


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
    changes: list[str]        # files changed since the commit (changes.diff carries them)
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
            "changes": self.changes,
        }
