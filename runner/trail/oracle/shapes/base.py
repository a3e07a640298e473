"""The vocabulary of shapes: a run's output as lines, keys, holes, identities."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from trail.ellipsis import shortened
from trail.oracle.signature import lines_of

SUMMARY_CHARS = 160  # of a failure's summary, as shown


@dataclass(frozen=True)
class Hole:
    """A span of a key line that stands for whatever this run printed there."""

    start: int
    end: int
    ere: str
    why: str
    # A number in the program's own source (a frame's line): literal while only the
    # input changes, a wildcard where the program changes too (bisect's commits).
    with_code: bool = False


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


def summarized(text: str) -> str:
    """A failure's summary as shown: SUMMARY_CHARS at most, cut at a word. For a person
    to read: keys, not summaries, tell failures apart."""
    return shortened(text, SUMMARY_CHARS)


@dataclass(frozen=True)
class Output:
    """A run's stderr and stdout, as cleaned lines."""

    stderr: list[str] = field(default_factory=list)
    stdout: list[str] = field(default_factory=list)
    input_name: str = ""  # the candidate's file (or folder) name: its paths are the input's

    @classmethod
    def of(cls, stdout: str, stderr: str, input_name: str = "") -> Output:
        return cls(lines_of(stderr), lines_of(stdout), input_name)

    def is_input(self, path: str) -> bool:
        """Whether `path` is the candidate's own file (or lies in its folder), or code
        run from a string or stdin: what shrinks, not the program."""
        if path in ("<string>", "<stdin>", "-"):
            return True
        return bool(self.input_name) and self.input_name in re.split(r"[/\\]", path)

    def streams(self) -> tuple[list[str], list[str]]:
        return self.stderr, self.stdout


def path_holes(text: str, start: int, end: int, output: Output) -> list[Hole]:
    """Holes for a path at text[start:end]: the candidate's path whole (it moves with
    the sandbox's folder), else a program file's folder (it moves with the checkout;
    its name stays)."""
    path = text[start:end]
    if output.is_input(path):
        return [Hole(start, end, "[^ ]*", "the input's path")]
    cut = max(path.rfind("/"), path.rfind("\\"))
    if cut < 0:
        return [Hole(start, start, "([^ ]*/)?", "the program's folder")]
    return [Hole(start, start + cut + 1, "([^ ]*/)?", "the program's folder")]


def hole_at(text: str, regex: re.Pattern[str], ere: str, why: str,
            group: int | str = 0) -> list[Hole]:
    """Holes where `regex` (its `group`) matches in `text`."""
    return [Hole(m.start(group), m.end(group), ere, why)
            for m in regex.finditer(text) if m.group(group) is not None]

