"""Cutting a parsed input along its tree, by byte spans.

Structured formats (JSON, YAML, Python, tree-sitter languages, JSONL) share one
model: the parser gives a tree of `Node`s, each with the byte span of its original
text and `Group`s of removable children (object members, block statements, list
elements). A candidate is the original bytes with some spans edited out, so the
text of everything kept stays byte-for-byte the original (comments, spacing, order).

Two kinds of pass come out of it:

* `DepthPass` (hierarchical delta debugging): the units are the nodes at one depth
  of the current input; `render` deletes the removed ones together with the
  separator that follows them (the comma after a member, the newline after a
  statement), so kept siblings keep their own separators.
* `ReplacePass`: the units are independent edits (a value and its smallest
  replacement, a run of blanks); a removed unit is replaced, a kept one keeps its
  text. Edits nested inside a replaced span are dropped. `EditSetsPass` is the same
  with a set of edits per unit (an identifier renamed at every occurrence, the two
  tags of an element), applied together.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Generic, TypeVar

from trail.core.origins import Origins, Segment, copy
from trail.core.units import Cut, PassKind
from trail.formats.memo import Memo

Tree = TypeVar("Tree")
Found = TypeVar("Found")


@dataclass(frozen=True)
class Edit:
    """Replace data[start:end] by `text` (b"" deletes), or by the text of the span
    `keep` with the edits inside `keep` applied: a span inside the edit (a node
    replaced by one of its children) or elsewhere (a name replaced by the value it is
    defined as, whose own uses are inlined too).
    """

    start: int
    end: int
    text: bytes = b""
    keep: tuple[int, int] | None = None


# A piece of an edited input: data[start:end], or `text` put in its place.
Piece = tuple[int, int, bytes | None]


def apply_edits(data: bytes, edits: Sequence[Edit]) -> bytes:
    """Apply non-crossing edits; an edit inside a wider one is dropped, unless it lies
    in the wider one's `keep` span."""
    return b"".join([data[start:end] if text is None else text
                     for start, end, text in _pieces(edits, len(data))])


def edit_origins(data: bytes, edits: Sequence[Edit]) -> Origins:
    """Where each byte of `apply_edits(data, edits)` came from in `data`: kept text
    and `keep` spans are copies, an edit's `text` stands in for the span it replaced."""
    return Origins(copy(start, end) if text is None else Segment(len(text), start, end, True)
                   for start, end, text in _pieces(edits, len(data)))


def _pieces(edits: Sequence[Edit], size: int) -> list[Piece]:
    ordered = sorted(edits, key=lambda e: (e.start, -e.end))
    return _render(ordered, 0, size, frozenset())


def _render(edits: list[Edit], lo: int, hi: int,
            copying: frozenset[tuple[int, int]]) -> list[Piece]:
    """The pieces of data[lo:hi] with the edits that lie inside it; `copying`: the
    `keep` spans being rendered, which a span of definitions that use each other
    stops at."""
    out: list[Piece] = []
    cursor = lo
    for edit in edits[bisect_left(edits, lo, key=lambda e: e.start):]:
        if edit.start >= hi:
            break
        if edit.start < cursor or edit.end > hi:
            continue
        out.append((cursor, edit.start, None))
        if edit.keep is None:
            out.append((edit.start, edit.end, edit.text))
        elif edit.keep in copying:
            out.append((*edit.keep, None))
        else:
            out.extend(_render(edits, *edit.keep, copying | {edit.keep}))
        cursor = edit.end
    out.append((cursor, hi, None))
    return out


@dataclass(slots=True)
class Group:
    """Removable children of one node that sit in one region (a body, a list).

    `empty` is the edit to make when every child is removed (e.g. a Python body
    becomes `0`); without one the children's region is deleted, up to `tail` when
    set (a trailing comma that must go with the last element).
    """

    children: list[Node]
    empty: Edit | None = None
    tail: int | None = None

    def edits(self, kept: Sequence[int]) -> list[Edit]:
        """Edits that remove every child whose index is not in `kept` (sorted, unique)."""
        ch = self.children
        if not kept:
            if self.empty is not None:
                return [self.empty]
            return [Edit(ch[0].start, self.tail if self.tail is not None else ch[-1].end)]
        # Children before the first kept one go with the separator after them, the
        # others with the separator before them: what stays between two kept
        # children is the separator just before the later one, and none dangles:
        # in a Python body `a; b` NEWLINE `c` without b gives `a` NEWLINE `c`.
        # One edit per run of removed children, so the cost follows len(kept).
        edits = [Edit(ch[0].start, ch[kept[0]].start)] if kept[0] > 0 else []
        for here, after in zip(kept, [*kept[1:], len(ch)], strict=True):
            if after > here + 1:
                edits.append(Edit(ch[here].end, ch[after - 1].end))
        return edits


@dataclass(slots=True)
class Node:
    """A unit of the tree: its byte span and its groups of removable children."""

    start: int
    end: int
    groups: Sequence[Group] = ()


def depth(root: Node) -> int:
    """How many levels of removable nodes lie below `root`."""
    deepest = 0
    level = [root]
    while True:
        level = [c for n in level for g in n.groups for c in g.children]
        if not level:
            return deepest
        deepest += 1


def groups_at(root: Node, level: int) -> list[Group]:
    """The groups whose children lie at `level` (1 = children of the root)."""
    levels = groups_by_level(root)
    return levels[level - 1] if level <= len(levels) else []


def groups_by_level(root: Node) -> list[list[Group]]:
    """groups_at(root, k) for every k from 1 down to the deepest level, in one walk."""
    out, nodes = [], [root]
    while groups := [g for n in nodes for g in n.groups if g.children]:
        out.append(groups)
        nodes = [c for g in groups for c in g.children]
    return out


def groups_cut(data: bytes, groups: Sequence[Group]) -> Cut | None:
    """The Cut whose units are the children of `groups` (non-overlapping or nested).

    Units are ints numbering the children group after group; `render` walks the
    kept ones (in order) once, so memory and time follow the kept units, not a
    table of every child."""
    starts = [0]
    for group in groups:
        starts.append(starts[-1] + len(group.children))
    if starts[-1] == 0:
        return None

    def edits(kept: Sequence[int]) -> list[Edit]:
        out: list[Edit] = []
        g, idx = 0, []
        for unit in kept:
            while unit >= starts[g + 1]:
                out += groups[g].edits(idx)
                g, idx = g + 1, []
            idx.append(unit - starts[g])
        out += groups[g].edits(idx)
        for group in groups[g + 1 :]:
            out += group.edits([])
        return out

    return Cut(range(starts[-1]), lambda kept: apply_edits(data, edits(kept)),
               lambda kept: edit_origins(data, edits(kept)))


def replace_cut(data: bytes, edits: Sequence[Edit]) -> Cut | None:
    """The Cut whose units are `edits`; a removed unit's edit is applied."""
    return edit_sets_cut(data, [(e,) for e in edits])


def edit_sets_cut(data: bytes, sets: Sequence[Sequence[Edit]]) -> Cut | None:
    """The Cut whose units are `sets` of edits; a removed unit's edits are applied."""
    if not sets:
        return None

    def edits(kept: Sequence[int]) -> list[Edit]:
        keep = set(kept)
        return [e for u, s in enumerate(sets) if u not in keep for e in s]

    return Cut(range(len(sets)), lambda kept: apply_edits(data, edits(kept)),
               lambda kept: edit_origins(data, edits(kept)))


@dataclass(frozen=True)
class DepthPass:
    """Hierarchical delta debugging: remove nodes at one depth of the current input."""

    name: str
    parse: Callable[[bytes], Node | None]
    level: int

    def cut(self, data: bytes) -> Cut | None:
        # One parse and one walk for the passes of every level of the same input.
        levels = _LEVELS.get(self.parse, data, self._levels)
        if levels is None:
            return None
        return groups_cut(data, levels[self.level - 1] if self.level <= len(levels) else [])

    def _levels(self, data: bytes) -> list[list[Group]] | None:
        root = self.parse(data)
        return None if root is None else groups_by_level(root)


_LEVELS: Memo[list[list[Group]] | None] = Memo()
_PARSED: Memo[object] = Memo()


@dataclass(frozen=True)
class _FoundPass(ABC, Generic[Found]):
    """A pass whose units `find` gives in the current input (None: it does not parse)."""

    name: str
    find: Callable[[bytes], list[Found] | None]

    def cut(self, data: bytes) -> Cut | None:
        found = self.find(data)
        return None if found is None else self.cut_found(data, found)

    @abstractmethod
    def cut_found(self, data: bytes, found: list[Found]) -> Cut | None:
        """The units of `data`, given what `find` found in it."""


class GroupsPass(_FoundPass[Group]):
    """Remove children of the groups `find` gives, whatever their depth."""

    def cut_found(self, data: bytes, found: list[Group]) -> Cut | None:
        return groups_cut(data, found)


class ReplacePass(_FoundPass[Edit]):
    """Independent replacements found in the current input by `find`."""

    kind: ClassVar[PassKind] = PassKind.TRANSFORMATION

    def cut_found(self, data: bytes, found: list[Edit]) -> Cut | None:
        return replace_cut(data, found)


class EditSetsPass(_FoundPass[Sequence[Edit]]):
    """Independent sets of edits found by `find`, each applied whole or not at all."""

    kind: ClassVar[PassKind] = PassKind.TRANSFORMATION

    def cut_found(self, data: bytes, found: list[Sequence[Edit]]) -> Cut | None:
        return edit_sets_cut(data, found)


def parsed(parse: Callable[[bytes], Tree | None],
           find: Callable[[Tree], Found]) -> Callable[[bytes], Found | None]:
    """`find` on what `parse` makes of an input; None for an input that does not parse."""

    def found(data: bytes) -> Found | None:
        # The passes sharing `parse` share its tree of the same input.
        tree = _PARSED.get(parse, data, parse)
        return None if tree is None else find(tree)

    return found


def depth_passes(prefix: str, parse: Callable[[bytes], Node | None], levels: int,
                 first: int = 1) -> list[DepthPass]:
    """One DepthPass per level from `first` to `levels`, top level first."""
    return [DepthPass(f"{prefix}-depth-{k}", parse, k) for k in range(first, levels + 1)]


def blank_lines(data: bytes) -> list[Edit]:
    """Whitespace-only lines, and the whitespace that ends the file, as deletions.

    For line-structured formats whose own passes keep the separators of what they
    keep: these few units are cheaper than leaving them to the character pass.
    """
    body = data.rstrip()
    edits = [Edit(len(body), len(data))] if len(body) < len(data) else []
    start = 0
    while start < len(body):
        stop = body.find(b"\n", start) + 1 or len(body)
        if not body[start:stop].strip():
            edits.append(Edit(start, stop))
        start = stop
    return edits


BLANK_LINES = ReplacePass("blank-lines", blank_lines)
