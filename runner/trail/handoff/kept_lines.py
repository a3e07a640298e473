"""Which lines of the original input the minimized one kept, found by matching the two.

report.html highlights them. A reduction deletes units (a few structured passes also
replace a node by a smaller one), so the minimized lines appear in the original in
order, whole or cut down. Lines equal in both anchor the match (difflib's matching
blocks); each other minimized line goes on the first original line, in the gap
between its anchors, that holds it: equal, else as a substring, else as a
subsequence of its characters (a line a finer pass cut down). A line found nowhere
(a replacement's new text) is not placed.
"""

from __future__ import annotations

import difflib
import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

# Line comparisons one match may spend placing lines that are not anchors: a bound on
# the time a huge input takes, after which the remaining lines stay unmarked.
MAX_COMPARISONS = 500_000
MAX_STARTS = 100  # places in a line where a cut-down line's match may begin, tried


class Kept(enum.Enum):
    WHOLE = "whole"  # the line is in the minimized input as it is
    PART = "part"    # a cut of it is


@dataclass(frozen=True)
class KeptLine:
    kind: Kept
    spans: tuple[tuple[int, int], ...] = ()  # PART: the kept characters, [start, end) ranges


WHOLE = KeptLine(Kept.WHOLE)


def kept_lines(original: Sequence[str], minimized: Sequence[str]) -> dict[int, KeptLine]:
    """How each kept line of `original` was kept, by its index (from 0)."""
    kept: dict[int, KeptLine] = {}
    budget = [MAX_COMPARISONS]
    done_minimized = done_original = 0
    matcher = difflib.SequenceMatcher(None, minimized, original)
    for block in matcher.get_matching_blocks():  # the last is an empty block at both ends
        _place(minimized[done_minimized:block.a], original, done_original, block.b, kept,
               budget)
        for k in range(block.size):
            kept[block.b + k] = WHOLE
        done_minimized, done_original = block.a + block.size, block.b + block.size
    return kept


def _place(lines: Sequence[str], original: Sequence[str], start: int, end: int,
           kept: dict[int, KeptLine], budget: list[int]) -> None:
    """Put each of `lines`, in order, on a line of original[start:end]."""
    for line in lines:
        for match in _MATCHES if line else _MATCHES[:1]:  # "" is a part of every line
            found = _find(line, original, start, end, match, budget)
            if found is not None:
                at, kept[at] = found
                start = at + 1
                break


def _find(line: str, original: Sequence[str], start: int, end: int,
          match: Callable[[str, str], KeptLine | None], budget: list[int],
          ) -> tuple[int, KeptLine] | None:
    """The first line of original[start:end] that `match`es `line`, and how."""
    for at in range(start, end):
        if budget[0] <= 0:
            return None
        budget[0] -= 1
        how = match(line, original[at])
        if how is not None:
            return at, how
    return None


def _equal(line: str, whole: str) -> KeptLine | None:
    return WHOLE if line == whole else None


def _substring(line: str, whole: str) -> KeptLine | None:
    at = whole.find(line)
    return None if at < 0 else KeptLine(Kept.PART, ((at, at + len(line)),))


def _subsequence(line: str, whole: str) -> KeptLine | None:
    """The characters of `line` taken from `whole` in order, from the shortest stretch
    of `whole` that holds them (of the first MAX_STARTS tried): `<SELECT>` is marked in
    `<tr><SELECT NAME=x>`, not from the first `<` on."""
    best: tuple[int, ...] | None = None
    start = whole.find(line[0])
    for _ in range(MAX_STARTS):
        if start < 0:
            break
        found = _earliest(line, whole, start)
        if found is None:  # not from here, so not from anywhere later
            break
        if best is None or found[-1] - found[0] < best[-1] - best[0]:
            best = found
        start = whole.find(line[0], start + 1)
    if best is None:
        return None
    spans: list[tuple[int, int]] = []
    for at in best:
        if spans and spans[-1][1] == at:
            spans[-1] = (spans[-1][0], at + 1)
        else:
            spans.append((at, at + 1))
    return KeptLine(Kept.PART, tuple(spans))


def _earliest(line: str, whole: str, start: int) -> tuple[int, ...] | None:
    """Where each character of `line` is in whole[start:], earliest first, or None."""
    places, at = [], start
    for char in line:
        at = whole.find(char, at)
        if at < 0:
            return None
        places.append(at)
        at += 1
    return tuple(places)


_MATCHES: tuple[Callable[[str, str], KeptLine | None], ...] = (_equal, _substring, _subsequence)
