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

import difflib
import re
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


def _tokens(data: bytes) -> tuple[list[bytes], list[tuple[int, int]]]:
    found = list(_TOKEN.finditer(data))
    return [m.group() for m in found], [m.span() for m in found]


# Above this many cells (minimized tokens x original tokens), difflib's runs
# instead of a longest common subsequence: its table would take too much memory.
LCS_CELLS = 1 << 27


def matching_blocks(original: bytes, minimized: bytes) -> list[tuple[int, int]]:
    """The byte spans of `original` that `minimized` kept, in order.

    The tokens of a longest common subsequence, in runs: the most of the minimized
    input placed in the original in order, so a run is placed by what was kept
    around it (`"port"` after `"db"`), not by where its text occurs first. Past
    LCS_CELLS, difflib over the tokens: longest common run first, and a token that
    makes up over 1% of the original (a `{`, a common word) only extends a run."""
    kept, _ = _tokens(minimized)
    words, spans = _tokens(original)
    if len(kept) * len(words) <= LCS_CELLS:
        pairs = _lcs(kept, words)
    else:
        blocks = difflib.SequenceMatcher(None, kept, words).get_matching_blocks()
        pairs = [(i + k, j + k) for i, j, n in blocks for k in range(n)]
    runs: list[list[int]] = []
    for i, j in pairs:  # a run goes on while both sides advance by one token
        if runs and runs[-1][1] == i - 1 and runs[-1][3] == j - 1:
            runs[-1][1], runs[-1][3] = i, j
        else:
            runs.append([i, i, j, j])
    return [_inner(words, spans, first, last) for _, _, first, last in _joined(runs, words)]


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


def _inner(words: list[bytes], spans: list[tuple[int, int]], first: int,
           last: int) -> tuple[int, int]:
    """The span of tokens first..last without the punctuation at its ends: the
    brackets a run ends in belong to the nodes around the one it names."""
    while first < last and _PUNCTUATION.fullmatch(words[first]):
        first += 1
    while last > first and _PUNCTUATION.fullmatch(words[last]):
        last -= 1
    return spans[first][0], spans[last][1]


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


def _smallest(places: Sequence[Place], start: int, end: int) -> Place | None:
    best = None
    for place in places:
        if place.start <= start and end <= place.end and (
                best is None or place.end - place.start < best.end - best.start):
            best = place
    return best


def kept_pieces(original: bytes, minimized: bytes, places: Sequence[Place] = ()) -> list[Kept]:
    """The kept pieces of `original` in `minimized`, named by `places` when given."""
    runs = [(start, end) for start, end in matching_blocks(original, minimized)
            if _telling(original[start:end], minimized)]
    total = line_count(original)

    def piece(start: int, end: int, path: str | None) -> Kept:
        lines = (original.count(b"\n", 0, start) + 1, original.count(b"\n", 0, end - 1) + 1)
        return Kept(start, end, lines, total, path)

    if not places:
        merged: list[list[int]] = []
        for start, end in runs:
            first = original.count(b"\n", 0, start)
            if merged and original.count(b"\n", 0, merged[-1][1] - 1) + 1 >= first:
                merged[-1][1] = end
            else:
                merged.append([start, end])
        return [piece(start, end, None) for start, end in merged]
    by_place: dict[Place, list[int]] = {}
    for start, end in runs:
        around = _smallest(places, start, end)
        inside = [p for p in places if around is None
                  or (around.start <= p.start and p.end <= around.end)]
        # Each word by its own node: a run `"retry": {"max_attempts": 0` names
        # `max_attempts`, not the `retry` around it.
        for token in _WORD.finditer(original, start, end):
            place = _smallest(inside, *token.span()) or Place("$", 0, len(original))
            span = by_place.setdefault(place, list(token.span()))
            span[0], span[1] = min(span[0], token.start()), max(span[1], token.end())
    # A node that holds another kept node is only the way to it.
    leaves = [p for p in by_place if not any(
        (q.start, q.end) != (p.start, p.end) and p.start <= q.start and q.end <= p.end
        for q in by_place)]
    return sorted((piece(*by_place[p], p.path) for p in leaves), key=lambda k: k.start)
