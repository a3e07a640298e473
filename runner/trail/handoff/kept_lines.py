"""Which parts of the original input the minimized one kept, found by matching the two.

report.html highlights them. A reduction deletes units (a few structured passes also
replace a node by a smaller one), so the minimized text is, mostly, stretches of the
original in their order, which need not keep its lines: the JSON format prints kept
members of many lines on one, a character pass joins two lines. So the match is on
characters: from where the last stretch ended, the longest start of the rest of the
minimized text found further on in the original is the next stretch, at its first
place there; a character found nowhere further on is new text (a replacement's) and
is skipped. Long stretches are matched first, short ones between them (`kept_spans`).
Where a stretch occurs twice, the first is taken, which may be its twin.
"""

from __future__ import annotations

import bisect
import enum
from dataclasses import dataclass

# Characters of the original that one match may scan: a bound on the time a huge
# input takes, after which the rest of the minimized text stays unmatched.
MAX_SCANNED = 1_000_000_000
ANCHOR = 4  # characters a stretch needs to be matched anywhere, not only between others


class Kept(enum.Enum):
    WHOLE = "whole"  # every character of the line is kept
    PART = "part"    # some are


@dataclass(frozen=True)
class KeptLine:
    kind: Kept
    spans: tuple[tuple[int, int], ...] = ()  # PART: the kept characters, [start, end) ranges


WHOLE = KeptLine(Kept.WHOLE)


def kept_lines(original: str, minimized: str) -> dict[int, KeptLine]:
    """How each line of `original` (split at "\\n") that keeps anything kept it, by
    its index from 0. Line breaks do not count: an empty line is never kept."""
    lines = original.split("\n")
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    per_line: dict[int, list[tuple[int, int]]] = {}
    for start, end in kept_spans(original, minimized):
        index = bisect.bisect_right(starts, start) - 1
        while index < len(lines) and starts[index] < end:
            first = max(start, starts[index]) - starts[index]
            last = min(end - starts[index], len(lines[index]))
            if first < last:
                per_line.setdefault(index, []).append((first, last))
            index += 1
    return {index: WHOLE if spans == [(0, len(lines[index]))]
            else KeptLine(Kept.PART, tuple(spans)) for index, spans in per_line.items()}


def kept_spans(original: str, minimized: str) -> list[tuple[int, int]]:
    """The stretches of `original`, [start, end) in order, that make up `minimized`.

    Stretches of ANCHOR characters or more are matched first, over the whole texts;
    shorter ones only in the gaps between them, so that a single `S` cannot take the
    S of a later `CRASH` and leave the CRASH unmatched."""
    scanned = _Scanned(original)
    anchors = _greedy(minimized, (0, len(minimized)), (0, len(original)), scanned, ANCHOR)
    spans: list[tuple[int, int]] = []
    done = at = 0
    for m_start, o_start, length in [*anchors, (len(minimized), len(original), 0)]:
        for _, o_gap, gap_length in _greedy(minimized, (done, m_start), (at, o_start),
                                            scanned, 1):
            _append(spans, o_gap, gap_length)
        _append(spans, o_start, length)
        done, at = m_start + length, o_start + length
    return spans


def _append(spans: list[tuple[int, int]], start: int, length: int) -> None:
    if length == 0:
        return
    if spans and spans[-1][1] == start:
        spans[-1] = (spans[-1][0], start + length)
    else:
        spans.append((start, start + length))


def _greedy(minimized: str, m_range: tuple[int, int], o_range: tuple[int, int],
            scanned: _Scanned, shortest: int) -> list[tuple[int, int, int]]:
    """Stretches (start in minimized, start in original, length) of at least `shortest`
    characters matching minimized[m_range] in original[o_range], in order."""
    found: list[tuple[int, int, int]] = []
    done, end = m_range
    at, limit = o_range
    while done < end and scanned.left > 0:
        place, length = _longest_start(minimized[done:end], at, limit, scanned)
        if length < shortest:
            done += 1  # new text, or too short to trust here
            continue
        found.append((done, place, length))
        at, done = place + length, done + length
    return found


@dataclass
class _Scanned:
    """The original, and how much of it the match may still scan."""

    original: str
    left: int = MAX_SCANNED

    def find(self, piece: str, at: int, limit: int) -> int:
        place = self.original.find(piece, at, limit)
        self.left -= (limit if place < 0 else place + len(piece)) - at
        return place


def _longest_start(rest: str, at: int, limit: int, scanned: _Scanned) -> tuple[int, int]:
    """The place in original[at:limit] of the longest start of `rest` there, and its
    length (0: not even its first character is)."""
    found, place, missing = 0, -1, len(rest) + 1  # found: a length there; missing: one not
    size = 1
    while size < missing:  # doubling: a start of length n is there if one of n+1 is
        where = scanned.find(rest[:size], at, limit)
        if where < 0:
            missing = size
            break
        found, place = size, where
        if size == len(rest):
            break
        size = min(size * 2, len(rest))
    while missing - found > 1:
        size = (found + missing) // 2
        where = scanned.find(rest[:size], at, limit)
        if where < 0:
            missing = size
        else:
            found, place = size, where
    return place, found
