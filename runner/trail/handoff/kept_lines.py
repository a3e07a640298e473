"""Which parts of the original input the minimized one kept, found by matching the two.

report.html highlights them. A reduction deletes units (a few structured passes also
replace a node by a smaller one), so the minimized text is, mostly, stretches of the
original in their order; but not always whole lines: the JSON format prints the kept
members of many lines on one, a character pass joins two lines. So lines equal in
both are matched first, and between them characters: from where the last stretch
ended, the longest start of the rest of the minimized text found further on in the
original is the next stretch, at its first place there, long stretches before short
ones (`kept_spans`). A character found nowhere further on is new text (a
replacement's) and is skipped. Where a stretch occurs twice, the first is taken,
which may be its twin: report.json does not say where each kept unit came from.
"""

from __future__ import annotations

import bisect
import difflib
import enum
from collections.abc import Callable
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
    starts = _starts(lines)
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


Stretch = tuple[int, int, int]  # start in the minimized text, start in the original, length


def kept_spans(original: str, minimized: str) -> list[tuple[int, int]]:
    """The stretches of `original`, [start, end) in order, that make up `minimized`.

    Lines equal in both are matched first (difflib's matching blocks, so a kept line
    is found where it is, not at an earlier look-alike); in the gaps between them,
    stretches of ANCHOR characters or more, and between those the shorter ones, so
    that a single `S` cannot take the S of a later `CRASH`."""
    scanned = _Scanned(original)

    def characters(m_range: tuple[int, int], o_range: tuple[int, int]) -> list[Stretch]:
        long = _greedy(minimized, m_range, o_range, scanned, ANCHOR)
        return _filled(long, m_range, o_range,
                       lambda m, o: _greedy(minimized, m, o, scanned, 1))

    spans: list[tuple[int, int]] = []
    for _, start, length in _filled(_equal_lines(original, minimized), (0, len(minimized)),
                                    (0, len(original)), characters):
        if spans and spans[-1][1] == start:
            spans[-1] = (spans[-1][0], start + length)
        else:
            spans.append((start, start + length))
    return spans


def _filled(anchors: list[Stretch], m_range: tuple[int, int], o_range: tuple[int, int],
            fill: Callable[[tuple[int, int], tuple[int, int]], list[Stretch]],
            ) -> list[Stretch]:
    """`anchors` (in order, inside the ranges), with what `fill` finds in each gap
    before, between and after them."""
    found: list[Stretch] = []
    done, at = m_range[0], o_range[0]
    for anchor in [*anchors, (m_range[1], o_range[1], 0)]:
        m_start, o_start, length = anchor
        found += fill((done, m_start), (at, o_start))
        if length:
            found.append(anchor)
        done, at = m_start + length, o_start + length
    return found


def _equal_lines(original: str, minimized: str) -> list[Stretch]:
    """Runs of lines equal in both texts, as stretches."""
    o_lines, m_lines = original.split("\n"), minimized.split("\n")
    o_at, m_at = _starts(o_lines), _starts(m_lines)
    stretches = []
    for a, b, size in difflib.SequenceMatcher(None, m_lines, o_lines).get_matching_blocks():
        length = m_at[a + size - 1] + len(m_lines[a + size - 1]) - m_at[a] if size else 0
        if length:  # not only empty lines
            stretches.append((m_at[a], o_at[b], length))
    return stretches


def _starts(lines: list[str]) -> list[int]:
    """Where each line starts in the text they were split from at "\n"."""
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    return starts


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
