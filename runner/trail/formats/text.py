"""Plain text: lines, then whitespace-separated tokens, transformations, characters.

The transformations (trail.formats.transforms) see identifier-like words of three
or more letters as names, and brackets, `#if`/`#endif` lines, tags and quotes as pairs.

Every unit keeps its own bytes (line ends, CRLF, a missing final newline), so any
kept subsequence prints back byte-exactly. Characters are UTF-8 code points when
the input decodes, bytes when it does not.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from trail.core.origins import Origins
from trail.core.runs import Runs
from trail.core.units import Cut, Pass
from trail.formats.base import BaseFormat
from trail.formats.transforms import text_passes, words

_TOKEN = re.compile(rb"\s+|\S+\s*")  # a token owns the blanks that follow it


def _join(units: Sequence[bytes]) -> bytes:
    return units.join() if isinstance(units, Slices) else b"".join(units)


class Slices(Sequence[bytes]):
    """The units of a split: unit i is data[bounds[i]:bounds[i + 1]], kept at
    `positions`. What ddmin picks of it is another Slices (`pick`), printed by
    slicing `data` once per run of kept units: no list of every unit is made, so a
    30 MB line costs its bounds (4 or 8 bytes a unit, nothing for ASCII
    characters) and the runs of each candidate."""

    def __init__(self, data: bytes, bounds: Sequence[int], positions: Runs | None = None) -> None:
        self.data, self.bounds = data, bounds
        self.positions = Runs.span(len(bounds) - 1) if positions is None else positions

    def __len__(self) -> int:
        return len(self.positions)

    def __getitem__(self, i):  # type: ignore[override]  # int -> bytes, slice -> Slices
        if isinstance(i, slice):
            return Slices(self.data, self.bounds, Runs.of(self.positions[i]))
        unit = self.positions[i]
        return self.data[self.bounds[unit]:self.bounds[unit + 1]]

    def pick(self, config: Sequence[int]) -> Slices:
        """The units at positions `config` of this sequence."""
        whole = self.positions == Runs.span(len(self.bounds) - 1)
        mine = Runs.of(config) if whole else Runs.of(self.positions[i] for i in config)
        return Slices(self.data, self.bounds, mine)

    def join(self) -> bytes:
        b, view = self.bounds, memoryview(self.data)  # slices of a view copy nothing
        return b"".join([view[b[start]:b[stop]] for start, stop in self.positions.pairs()])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Slices, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a sequence, compared by content


def _offsets(data: bytes, ends: Iterator[int]) -> Sequence[int]:
    """0, then each unit's end (`ends`), then len(data) if the last unit does not end there."""
    bounds = array("I" if len(data) < 2**32 else "q", [0])
    bounds.extend(ends)
    if bounds[-1] != len(data):
        bounds.append(len(data))
    return bounds


_NEWLINE = re.compile(rb"\n")
_LINE_END = re.compile(rb"\r\n|\r|\n")  # what bytes.splitlines cuts at


def line_bounds(data: bytes) -> Sequence[int]:
    # bytes.splitlines also splits on \v, \f, \x1c..; for LF-only input keep to \n.
    found = (_LINE_END if b"\r" in data else _NEWLINE).finditer(data)
    return _offsets(data, (m.end() for m in found))


def token_bounds(data: bytes) -> Sequence[int]:
    return _offsets(data, (m.end() for m in _TOKEN.finditer(data)))


def char_bounds(data: bytes) -> Sequence[int]:
    """UTF-8 code points when `data` decodes, else bytes."""
    if data.isascii():
        return range(len(data) + 1)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return range(len(data) + 1)
    return _offsets(data, (m.start() for m in _CODE_POINT.finditer(data, 1)))


_CODE_POINT = re.compile(rb"[^\x80-\xbf]")  # a byte that starts a UTF-8 code point


def split_lines(data: bytes) -> list[bytes]:
    return list(Slices(data, line_bounds(data)))


def split_tokens(data: bytes) -> list[bytes]:
    return list(Slices(data, token_bounds(data)))



@dataclass(frozen=True)
class SplitPass:
    """A pass whose units are consecutive slices of the bytes; it cuts an input into
    at least `least` of them, or not at all."""

    name: str
    bounds: Callable[[bytes], Sequence[int]]
    least: int = 2

    def cut(self, data: bytes) -> Cut | None:
        units = Slices(data, self.bounds(data))
        return Cut(units, _join, _origins) if len(units) >= self.least else None


def _origins(kept: Sequence[bytes]) -> Origins | None:
    """Where each kept slice lies in the cut's input: its bounds, a run at a time. A
    kept list that is not a Slices of the cut has lost its positions: None (diffed)."""
    if not isinstance(kept, Slices):
        return None
    b = kept.bounds
    return Origins.copied((b[start], b[stop]) for start, stop in kept.positions.pairs())


LINES = SplitPass("lines", line_bounds)
TOKENS = SplitPass("tokens", token_bounds)
# The finest pass of every format cuts a single character too: its run over one unit
# tries the empty input (schedule.Closing), which a 1-byte input never had tried.
CHARS = SplitPass("chars", char_bounds, least=1)

GRANULARITIES: dict[str, Pass] = {p.name: p for p in (LINES, TOKENS, CHARS)}


class TextFormat(BaseFormat):
    name = "text"
    description = ("any bytes: lines, whitespace-separated tokens, names and pairs "
                   "transformed, characters")

    def detect(self, file_name: str, data: bytes) -> str | None:
        return "fallback: no structured format recognised"

    def passes(self, data: bytes) -> list[Pass]:
        return [LINES, TOKENS, *TRANSFORMS, CHARS]


TRANSFORMS = text_passes(words)
