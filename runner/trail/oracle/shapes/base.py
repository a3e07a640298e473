"""The vocabulary of shapes: a run's output as lines, keys, holes, identities."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from trail.oracle.signature import lines_of


@dataclass(frozen=True)
class Hole:
    """A span of a key line that stands for whatever this run printed there."""

    start: int
    end: int
    ere: str
    why: str


@dataclass(frozen=True)
class Key:
    """A line that carries the failure's identity; the signature requires a line like it."""

    text: str
    holes: tuple[Hole, ...] = ()
    # Spans that name the failure itself (a failing test's name), literal even where
    # the input holds the same text: the candidate test file names its test too.
    own: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class Identity:
    """What names the failure: its key lines, in words, and which tool family read it."""

    kind: str
    keys: tuple[Key, ...]
    summary: str
    generic: bool = False  # a line no shape knew: weak when it says little


@dataclass(frozen=True)
class Output:
    """A run's stderr and stdout, as cleaned lines."""

    stderr: list[str] = field(default_factory=list)
    stdout: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, stdout: str, stderr: str) -> Output:
        return cls(lines_of(stderr), lines_of(stdout))

    def streams(self) -> tuple[list[str], list[str]]:
        return self.stderr, self.stdout


def hole_at(text: str, regex: re.Pattern[str], ere: str, why: str,
            group: int | str = 0) -> list[Hole]:
    """Holes where `regex` (its `group`) matches in `text`."""
    return [Hole(m.start(group), m.end(group), ere, why)
            for m in regex.finditer(text) if m.group(group) is not None]

