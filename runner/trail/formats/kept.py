"""Where the minimized input came from in the original: the kept pieces.

A reduction keeps the original's bytes (apart from small replacements such as a
value turned into `0`), in order. So the minimized input is matched against the
original token by token, as a longest common subsequence (`matching_blocks`);
runs that say nothing about where they came from (blanks and punctuation, or
under three bytes, like a `0` put in by a values pass) are dropped. Where a kept
run's text fits at several places equally well, the place beside its neighbours is named.

Each remaining run is named by the smallest structural node of the original that
covers it, when the format has a structure (`Place`: a JSON or YAML path, a Python
statement, a tree-sitter node); runs in one node make one piece, and a node that
only holds other kept nodes (the `{"services":` around `$.services.db.port`) is no
piece of its own. Without a structure, runs on touching lines make one piece.
"""

from __future__ import annotations

import bisect
import difflib
import re
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

# A run of only these tells nothing of where it came from.
_SCAFFOLD = re.compile(rb"[\s\[\]{}()<>,.:;=\"'`/\\-]*")
SHORTEST = 3  # bytes: shorter runs (a `0`, a `""`) match almost anywhere


@dataclass(frozen=True)
class Place:
    """A node of a parsed input: its path in the format's words and its byte span."""

    path: str  # `$.services.db.port`, `FunctionDef parse`, `element`
    start: int
    end: int


@dataclass(frozen=True)
class Kept:
    """One kept piece: where it lies in the original (in a folder: in its file)."""

    start: int                     # byte range in the original, end excluded
    end: int
    lines: tuple[int, int] | None  # first and last line, from 1; None when empty
    of_lines: int                  # the original's (file's) line count
    path: str | None = None        # the covering node's Place.path
    file: str | None = None        # the file's name in a folder input

    def to_json(self) -> dict[str, object]:
        return {"file": self.file, "path": self.path, "start": self.start, "end": self.end,
                "lines": list(self.lines) if self.lines else None, "of_lines": self.of_lines}

    def words(self) -> str:
        """The piece in a few words: "line 314 of 500", "`$.db.port` (line 4 of 80)"."""
        where = ""
        if self.lines is not None:
            first, last = self.lines
            where = (f"line {first}" if first == last else f"lines {first}-{last}") \
                + f" of {self.of_lines}"
        parts = [f"`{name}`" for name in (self.file, self.path) if name is not None]
        if not parts:
            return where
        return " ".join(parts) + (f" ({where})" if where else "")


def summary(pieces: Sequence[Kept], shown: int = 3) -> str:
    """All pieces in one line, the first `shown` named: "kept line 314 of 500"."""
    if not pieces:
        return "kept nothing of the original"
    named = ", ".join(p.words() for p in pieces[:shown])
    more = len(pieces) - shown
    return f"kept {named}" + (f" and {more} more" if more > 0 else "")


def line_count(data: bytes) -> int:
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


# A token: a quoted string whole, a word, or one other character; blanks are none.
_TOKEN = re.compile(rb"""\"(?:[^"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|\w+|[^\w\s]""")


_PUNCTUATION = re.compile(rb"[^\w\s]")
_WORD = re.compile(rb"[^\s\[\]{}()<>,:;=]+")  # what names a node: keys, values, words


def _tokens(data: bytes) -> list[bytes]:
    return _TOKEN.findall(data)


@dataclass
class _Original:
    """The original's tokens, each one the minimized input does not hold replaced by
    b"" (which no token equals): memory and time follow what can match."""

    words: list[bytes]
    starts: array[int]
    ends: array[int]

    @classmethod
    def of(cls, data: bytes, vocabulary: set[bytes]) -> _Original:
        words, starts, ends = [], array("q"), array("q")
        for m in _TOKEN.finditer(data):
            token = m.group()
            words.append(token if token in vocabulary else b"")
            starts.append(m.start())
            ends.append(m.end())
        return cls(words, starts, ends)


# Above this many cells (minimized tokens x original tokens) a longest common
# subsequence's table would take too much memory: the input is first cut at anchors.
LCS_CELLS = 1 << 24


def matching_blocks(original: bytes, minimized: bytes) -> list[tuple[int, int]]:
    """The byte spans of `original` that `minimized` kept, in order.

    The tokens of a longest common subsequence, in runs: the most of the minimized
    input placed in the original in order, so a run is placed by what was kept
    around it (`"port"` after `"db"`), not by where its text occurs first. A large
    pair is first cut at anchors (patience diff): tokens that occur once on each
    side, in an order both sides share; the stretches between them are matched
    alone."""
    kept = _tokens(minimized)
    tokens = _Original.of(original, set(kept))
    words = tokens.words
    pairs = _aligned(kept, words, 0, len(kept), 0, len(words))
    runs: list[list[int]] = []
    for i, j in pairs:  # a run goes on while both sides advance by one token
        if runs and runs[-1][1] == i - 1 and runs[-1][3] == j - 1:
            runs[-1][1], runs[-1][3] = i, j
        else:
            runs.append([i, i, j, j])
    return [_inner(tokens, first, last) for _, _, first, last in _joined(runs, words)]


def _joined(runs: list[list[int]], words: list[bytes]) -> list[list[int]]:
    """`runs` ([first, last] in the minimized, [first, last] in the original) with a
    run moved to touch its neighbour where the same tokens lie there too: of equal
    LCS placements, the one that keeps a `row` beside its `003`."""
    out: list[list[int]] = []
    for k, (i0, i1, j0, j1) in enumerate(runs):
        n = j1 - j0 + 1
        after = runs[k + 1] if k + 1 < len(runs) else None
        before = out[-1] if out else None
        if before is not None and before[1] == i0 - 1 and before[3] != j0 - 1 \
                and words[before[3] + 1 : before[3] + 1 + n] == words[j0 : j1 + 1]:
            before[1], before[3] = i1, before[3] + n
            continue
        if after is not None and after[0] == i1 + 1 and after[2] != j1 + 1 \
                and after[2] - n > (before[3] if before else -1) \
                and words[after[2] - n : after[2]] == words[j0 : j1 + 1]:
            j0, j1 = after[2] - n, after[2] - 1
        if before is not None and before[1] == i0 - 1 and before[3] == j0 - 1:
            before[1], before[3] = i1, j1
        else:
            out.append([i0, i1, j0, j1])
    return out


def _inner(tokens: _Original, first: int, last: int) -> tuple[int, int]:
    """The span of tokens first..last without the punctuation at its ends: the
    brackets a run ends in belong to the nodes around the one it names."""
    words = tokens.words
    while first < last and _PUNCTUATION.fullmatch(words[first]):
        first += 1
    while last > first and _PUNCTUATION.fullmatch(words[last]):
        last -= 1
    return tokens.starts[first], tokens.ends[last]


def _aligned(a: list[bytes], b: list[bytes], alo: int, ahi: int, blo: int,
             bhi: int) -> list[tuple[int, int]]:
    """Index pairs matching a[alo:ahi] to b[blo:bhi], in order."""
    if (ahi - alo) * (bhi - blo) <= LCS_CELLS:
        return [(alo + i, blo + j) for i, j in _lcs(a[alo:ahi], b[blo:bhi])]
    anchors = _anchors(a, b, alo, ahi, blo, bhi)
    if not anchors:  # nothing to cut at: runs longest first (difflib)
        matcher = difflib.SequenceMatcher(None, a[alo:ahi], b[blo:bhi])
        return [(alo + i + k, blo + j + k) for i, j, n in matcher.get_matching_blocks()
                for k in range(n)]
    pairs: list[tuple[int, int]] = []
    for i, j in [*anchors, (ahi, bhi)]:
        pairs += _aligned(a, b, alo, i, blo, j)
        if i < ahi:
            pairs.append((i, j))
        alo, blo = i + 1, j + 1
    return pairs


def _anchors(a: list[bytes], b: list[bytes], alo: int, ahi: int, blo: int,
             bhi: int) -> list[tuple[int, int]]:
    """Tokens found once in a[alo:ahi] and once in b[blo:bhi], the longest run of
    them in the same order on both sides (patience sorting)."""
    once_b = _once(b, blo, bhi)
    common = sorted((i, once_b[t]) for t, i in _once(a, alo, ahi).items() if t in once_b)
    tails: list[int] = []  # tails[k]: index in common ending the best run of length k+1
    ends: list[int] = []   # its position in b
    back: list[int] = []
    for k, (_, j) in enumerate(common):
        at = bisect.bisect_left(ends, j)
        back.append(tails[at - 1] if at else -1)
        if at == len(tails):
            tails.append(k)
            ends.append(j)
        else:
            tails[at], ends[at] = k, j
    out = []
    k = tails[-1] if tails else -1
    while k >= 0:
        out.append(common[k])
        k = back[k]
    return out[::-1]


def _once(tokens: list[bytes], lo: int, hi: int) -> dict[bytes, int]:
    """The tokens of tokens[lo:hi] found there once, with their index."""
    seen: dict[bytes, int] = {}
    twice = set()
    for i in range(lo, hi):
        token = tokens[i]
        if token in seen:
            twice.add(token)
        else:
            seen[token] = i
    return {t: i for t, i in seen.items() if t not in twice}


def _lcs(a: list[bytes], b: list[bytes]) -> list[tuple[int, int]]:
    """Index pairs of a longest common subsequence of `a` and `b`, in order.

    Bit-parallel (Hyyrö 2004): one integer of len(a) bits per token of b, whose
    bit i is 0 where the LCS of a[:i+1] and the b so far grows at row i."""
    mask = (1 << len(a)) - 1
    where: dict[bytes, int] = {}
    for i, token in enumerate(a):
        where[token] = where.get(token, 0) | 1 << i
    columns = [mask]
    for token in b:
        v = columns[-1]
        u = v & where.get(token, 0)
        columns.append(((v + u) | (v - u)) & mask)

    def length(i: int, j: int) -> int:  # LCS of a[:i] and b[:j]
        return i - (columns[j] & ((1 << i) - 1)).bit_count()

    pairs = []
    i, j = len(a), len(b)
    while i and j:
        here = length(i, j)
        if a[i - 1] == b[j - 1] and length(i - 1, j - 1) == here - 1:
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif length(i, j - 1) == here:
            j -= 1
        else:
            i -= 1
    return pairs[::-1]


def _telling(run: bytes, whole: bytes) -> bool:
    if len(run) < min(SHORTEST, len(whole)):
        return False
    return _SCAFFOLD.fullmatch(run) is None or _SCAFFOLD.fullmatch(whole) is not None


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
    """Line numbers of byte offsets, by bisection over the newlines."""

    def __init__(self, data: bytes) -> None:
        self.newlines = [m.start() for m in re.finditer(rb"\n", data)]
        self.count = line_count(data)

    def of(self, pos: int) -> int:
        """The line (from 1) that holds the byte at `pos`."""
        return bisect.bisect_left(self.newlines, pos) + 1


def kept_pieces(original: bytes, minimized: bytes, places: Sequence[Place] = ()) -> list[Kept]:
    """The kept pieces of `original` in `minimized`, named by `places` when given."""
    runs = [(start, end) for start, end in matching_blocks(original, minimized)
            if _telling(original[start:end], minimized)]
    lines = _Lines(original)

    def piece(start: int, end: int, path: str | None) -> Kept:
        return Kept(start, end, (lines.of(start), lines.of(end - 1)), lines.count, path)

    if not places:
        merged: list[list[int]] = []
        for start, end in runs:
            if merged and lines.of(merged[-1][1] - 1) + 1 >= lines.of(start):
                merged[-1][1] = end
            else:
                merged.append([start, end])
        return [piece(start, end, None) for start, end in merged]
    nodes = _Nodes(places)
    whole = Place("$", 0, len(original))
    by_place: dict[Place, list[int]] = {}
    for start, end in runs:
        # Each word by its own node: a run `"retry": {"max_attempts": 0` names
        # `max_attempts`, not the `retry` around it.
        for token in _WORD.finditer(original, start, end):
            place = nodes.around(*token.span()) or whole
            span = by_place.setdefault(place, list(token.span()))
            span[0], span[1] = min(span[0], token.start()), max(span[1], token.end())
    # A node that holds another kept node is only the way to it. Sorted by start, the
    # wider first, a node's descendants follow it at once.
    kept = sorted(by_place, key=lambda p: (p.start, -p.end))
    leaves = [p for p, q in zip(kept, [*kept[1:], None][: len(kept)], strict=True)
              if q is None or not (p.start <= q.start and q.end <= p.end
                                   and (q.start, q.end) != (p.start, p.end))]
    return sorted((piece(*by_place[p], p.path) for p in leaves), key=lambda k: k.start)
