"""Where the minimized input came from in the original: the kept pieces.

The reduction says it (core/origins.py): every byte of the result is a copy of a
span of the original, or a replacement standing in for one (a value turned into
`0`, a name renamed). The pieces are read from those origins, so they are exact
whatever the passes did, for a result of one byte as for an original of gigabytes.
Blanks say nothing about where they came from and name no piece, unless the
whole result is blanks; the blanks and brackets at the ends of a run
belong to the nodes around it and are left out.

Each remaining run is named by the smallest structural node of the original that
covers it, when the format has a structure (`Place`: a JSON or YAML path, a Python
statement, a tree-sitter node); runs in one node make one piece, and a node that
only holds other kept nodes (the `{"services":` around `$.services.db.port`) is no
piece of its own. Without a structure, runs on touching lines make one piece. A
piece says what in it was replaced, and by what.
"""

from __future__ import annotations

import bisect
import re
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

from trail.core.origins import Origins

# What a run's ends lose: blanks and the brackets and separators of the nodes around it.
_EDGE = b" \t\r\n\v\f[]{}()<>,:;="
_WORD = re.compile(rb"[^\s\[\]{}()<>,:;=]+")  # what names a node: keys, values, words
# A replaced text this long or shorter, on one line, is quoted in the piece's words.
QUOTED = 24


@dataclass(frozen=True)
class Place:
    """A node of a parsed input: its path in the format's words and its byte span."""

    path: str  # `$.services.db.port`, `FunctionDef parse`, `element`
    start: int
    end: int


@dataclass(frozen=True)
class Replaced:
    """Bytes of the result that stand in for original[start:end]."""

    start: int
    end: int
    by: bytes

    def to_json(self) -> dict[str, object]:
        return {"start": self.start, "end": self.end,
                "by": self.by.decode("utf-8", "replace")}


@dataclass(frozen=True)
class Kept:
    """One kept piece: where it lies in the original (in a folder: in its file)."""

    start: int                     # byte range in the original, end excluded
    end: int
    lines: tuple[int, int] | None  # first and last line, from 1; None when empty
    of_lines: int                  # the original's (file's) line count
    path: str | None = None        # the covering node's Place.path
    file: str | None = None        # the file's name in a folder input
    replaced: tuple[Replaced, ...] = ()  # what a transformation put in place of its parts
    was: bytes = b""               # the original text of a single replacement, if short

    def to_json(self) -> dict[str, object]:
        return {"file": self.file, "path": self.path, "start": self.start, "end": self.end,
                "lines": list(self.lines) if self.lines else None, "of_lines": self.of_lines,
                "replaced": [r.to_json() for r in self.replaced]}

    def words(self) -> str:
        """The piece in a few words: "line 314 of 500", "`$.db.port` (line 4 of 80)",
        "line 234 of 440, `5432` replaced by `0`"."""
        where = ""
        if self.lines is not None:
            first, last = self.lines
            where = (f"line {first}" if first == last else f"lines {first}-{last}") \
                + f" of {self.of_lines}"
        if len(self.replaced) == 1:
            by = _code(self.replaced[0].by.decode("utf-8", "replace"))
            was = f"{_code(self.was.decode('utf-8', 'replace'))} " if self.was else ""
            where += f", {was}replaced by {by}"
        elif self.replaced:
            where += f", {len(self.replaced)} parts replaced"
        parts = [f"`{name}`" for name in (self.file, self.path) if name is not None]
        if not parts:
            return where
        return " ".join(parts) + (f" ({where})" if where else "")


def _code(text: str) -> str:
    """`text` as a Markdown code span: fenced by more backticks than it holds in a row."""
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def summary(pieces: Sequence[Kept], shown: int = 3) -> str:
    """All pieces in one line, the first `shown` named: "kept line 314 of 500"."""
    if not pieces:
        return "kept nothing of the original"
    named = ", ".join(p.words() for p in pieces[:shown])
    more = len(pieces) - shown
    return f"kept {named}" + (f" and {more} more" if more > 0 else "")


def line_count(data: bytes) -> int:
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


@dataclass(frozen=True)
class _Run:
    """A span of the original the result holds, copied or replaced (`by`)."""

    start: int
    end: int
    by: bytes | None = None


def _runs(original: bytes, minimized: bytes, origins: Origins) -> list[_Run]:
    """The runs of the result that tell where it came from, in the original's order:
    all but blanks (unless the result is only blanks), without the blanks and
    brackets at their ends (unless that is all they are)."""
    blank = not minimized.strip()
    runs = []
    for at, s in origins.placed():
        if s.inserted:
            continue
        start, end = s.start, s.end
        text = original[start:end]
        if not blank and not text.strip():
            continue
        inner = text.strip(_EDGE) or text.strip()
        if inner and not s.replaced:
            start += text.index(inner)
            end = start + len(inner)
        runs.append(_Run(start, end, minimized[at : at + s.length] if s.replaced else None))
    return sorted(runs, key=lambda r: (r.start, r.end))


class _Nodes:
    """The smallest place around a span, in O(log n + depth): places sorted by start
    (the wider first), each with its parent, the nearest place before it that holds it.
    A structure's places nest or are disjoint, so every place around a span is an
    ancestor of the last place starting at or before the span's start."""

    def __init__(self, places: Sequence[Place]) -> None:
        self.places = sorted(places, key=lambda p: (p.start, -p.end))
        self.starts = [p.start for p in self.places]
        self.parent: list[int] = []
        open_: list[int] = []
        for k, place in enumerate(self.places):
            while open_ and not place.end <= self.places[open_[-1]].end:
                open_.pop()
            self.parent.append(open_[-1] if open_ else -1)
            open_.append(k)

    def around(self, start: int, end: int) -> Place | None:
        k = bisect.bisect_right(self.starts, start) - 1
        while k >= 0:
            place = self.places[k]
            if place.start <= start and end <= place.end:
                return place
            k = self.parent[k]
        return None


class _Lines:
    """Line numbers of byte offsets: newlines counted from a checkpoint every
    `STEP` bytes, so memory stays small however large the original is."""

    STEP = 1 << 16

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.before = array("q", [0])  # newlines before each checkpoint
        for at in range(0, len(data) - self.STEP, self.STEP):
            self.before.append(self.before[-1] + data.count(b"\n", at, at + self.STEP))
        self.count = line_count(data)

    def of(self, pos: int) -> int:
        """The line (from 1) that holds the byte at `pos`."""
        k = min(pos // self.STEP, len(self.before) - 1)
        return self.before[k] + self.data.count(b"\n", k * self.STEP, pos) + 1


def kept_pieces(original: bytes, minimized: bytes, origins: Origins,
                places: Sequence[Place] = ()) -> list[Kept]:
    """The kept pieces of `original` in `minimized`, whose bytes came from where
    `origins` says, named by `places` when given."""
    runs = _runs(original, minimized, origins)
    lines = _Lines(original)

    def piece(start: int, end: int, path: str | None, parts: Sequence[_Run]) -> Kept:
        replaced = tuple(Replaced(r.start, r.end, r.by) for r in parts if r.by is not None)
        was = original[replaced[0].start : replaced[0].end] if len(replaced) == 1 else b""
        short = len(was) <= QUOTED and b"\n" not in was
        return Kept(start, end, (lines.of(start), lines.of(max(end - 1, start))), lines.count,
                    path, replaced=replaced, was=was if short else b"")

    if not places:
        merged: list[tuple[int, int, list[_Run]]] = []
        for run in runs:
            if merged and lines.of(max(merged[-1][1] - 1, 0)) + 1 >= lines.of(run.start):
                start, end, parts = merged[-1]
                merged[-1] = (start, max(end, run.end), [*parts, run])
            else:
                merged.append((run.start, run.end, [run]))
        return [piece(start, end, None, parts) for start, end, parts in merged]
    nodes = _Nodes(places)
    whole = Place("$", 0, len(original))
    by_place: dict[Place, tuple[list[int], list[_Run]]] = {}

    def add(place: Place, start: int, end: int, run: _Run) -> None:
        span, parts = by_place.setdefault(place, ([start, end], []))
        span[0], span[1] = min(span[0], start), max(span[1], end)
        if run not in parts:
            parts.append(run)

    for run in runs:
        if run.by is not None:  # a replacement names the node of what it replaced
            add(nodes.around(run.start, run.end) or whole, run.start, run.end, run)
            continue
        # Each word by its own node: a run `"retry": {"max_attempts": 0` names
        # `max_attempts`, not the `retry` around it.
        for token in _WORD.finditer(original, run.start, run.end):
            add(nodes.around(*token.span()) or whole, *token.span(), run)
    # A node that holds another kept node is only the way to it. Sorted by start, the
    # wider first, a node's descendants follow it at once.
    kept = sorted(by_place, key=lambda p: (p.start, -p.end))
    leaves = [p for p, q in zip(kept, [*kept[1:], None][: len(kept)], strict=True)
              if q is None or not (p.start <= q.start and q.end <= p.end
                                   and (q.start, q.end) != (p.start, p.end))]
    return sorted((piece(*by_place[p][0], p.path, by_place[p][1]) for p in leaves),
                  key=lambda k: k.start)
