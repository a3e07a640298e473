"""What report.html highlights: the lines report.json's kept pieces fall on.

A piece (formats/kept.py) is a byte range of the original, or of its file in a
folder; the page marks characters, so each end is counted in the characters of its
line as the page decodes it (undecodable bytes replaced). A line every character of
which is in pieces is kept whole; one with some, in part.
"""

from __future__ import annotations

import bisect
import enum
from collections.abc import Iterable
from dataclasses import dataclass


class Kept(enum.Enum):
    WHOLE = "whole"  # every character of the line is kept
    PART = "part"    # some are


@dataclass(frozen=True)
class KeptLine:
    kind: Kept
    spans: tuple[tuple[int, int], ...] = ()  # PART: the kept characters, [start, end) ranges
    paths: tuple[str, ...] = ()              # the pieces' structural paths (`$.db.port`)


def kept_lines(data: bytes, pieces: Iterable[dict]) -> dict[int, KeptLine]:
    """How each line of `data` (split at "\\n") that a piece falls on is kept, by its
    index from 0. `pieces` are report.json's kept pieces of this file."""
    lines = data.split(b"\n")
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    spans: dict[int, list[tuple[int, int]]] = {}
    paths: dict[int, list[str]] = {}
    for piece in sorted(pieces, key=lambda p: p["start"]):
        start, end = piece["start"], piece["end"]
        index = bisect.bisect_right(starts, start) - 1
        while 0 <= index < len(lines) and starts[index] < end:
            line = lines[index]
            first, last = max(start - starts[index], 0), min(end - starts[index], len(line))
            if first < last:
                _add(spans.setdefault(index, []), (_chars(line, first), _chars(line, last)))
                if piece["path"] and piece["path"] not in paths.setdefault(index, []):
                    paths[index].append(piece["path"])
            index += 1
    return {index: KeptLine(Kept.WHOLE if found == [(0, _chars(lines[index], len(lines[index])))]
                            else Kept.PART, tuple(found), tuple(paths.get(index, ())))
            for index, found in spans.items()}


def _add(spans: list[tuple[int, int]], span: tuple[int, int]) -> None:
    """Add `span` after the others, joined to the last where they touch."""
    if spans and spans[-1][1] >= span[0]:
        spans[-1] = (spans[-1][0], max(spans[-1][1], span[1]))
    else:
        spans.append(span)


def _chars(line: bytes, at: int) -> int:
    """How many characters the first `at` bytes of `line` decode to."""
    return len(line[:at].decode("utf-8", "replace"))
