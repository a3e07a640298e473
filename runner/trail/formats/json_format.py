"""JSON: members and elements by depth, then scalar values, then blanks.

A small span-tracking parser (the standard library's json gives no positions)
records where every value, member and run of blanks lies; `json.loads` stays the
judge of validity. Passes of one round:

1. `json-depth-K` for K = 1..depth: remove members/elements at depth K; a removed
   one takes the comma after it (or, when it was the last kept, the comma before).
2. `json-hoist`: replace an array by one of its elements that is an array or an
   object (`[[1, [2]]]` by `[1, [2]]`, then by `[2]`): nested data one level up is
   still data of its kind. An object's member is found by its key, so members are
   never hoisted.
3. `json-blanks`: remove runs of insignificant whitespace (never needed between JSON
   tokens, so this reaches compact output in a few tests instead of one per char).
4. `json-values`: replace a string by `""` and a number by `0`. Objects and arrays
   need no replacement pass: after the depth passes a non-empty one holds a needed
   member, so `{}`/`[]` would fail; an empty one is already `{}`/`[]` up to blanks.
5. the text passes, lines then characters, filtered by `is_valid`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.catalog import extensions_of
from trail.formats.kept import Place
from trail.formats.spans import Edit, Group, Node, ReplacePass, depth_passes, parsed
from trail.formats.text import CHARS, LINES

_BLANK = re.compile(rb"[ \t\n\r]+")
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.S)
_NUMBER = re.compile(rb"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_WORDS = (b"true", b"false", b"null")


class JsonSyntaxError(ValueError):
    pass


@dataclass
class JsonTree:
    """Where things are in one JSON text (or in each line of a JSONL text)."""

    root: Node
    scalars: list[Edit] = field(default_factory=list)  # value -> its smallest replacement
    blanks: list[Edit] = field(default_factory=list)   # runs of insignificant whitespace
    hoists: list[Edit] = field(default_factory=list)   # array -> one of its containers


class _Parser:
    """Recursive descent over bytes, recording spans; raises JsonSyntaxError."""

    def __init__(self, data: bytes, tree: JsonTree) -> None:
        self.data = data
        self.tree = tree
        self.pos = 0

    def blank(self) -> None:
        m = _BLANK.match(self.data, self.pos)
        if m:
            self.tree.blanks.append(Edit(m.start(), m.end()))
            self.pos = m.end()

    def expect(self, char: bytes) -> None:
        if self.data[self.pos : self.pos + 1] != char:
            raise JsonSyntaxError(f"expected {char!r} at byte {self.pos}")
        self.pos += 1

    def value(self) -> Node:
        """Parse one value at pos; return it as a Node (groups: its members/elements)."""
        data, start = self.data, self.pos
        head = data[start : start + 1]
        if head == b"{":
            return self.container(b"}", member=True)
        if head == b"[":
            return self.container(b"]", member=False)
        if head == b'"':
            m = _STRING.match(data, start)
            if not m:
                raise JsonSyntaxError(f"unterminated string at byte {start}")
            self.pos = m.end()
            if self.pos - start > 2:
                self.tree.scalars.append(Edit(start, self.pos, b'""'))
            return Node(start, self.pos)
        m = _NUMBER.match(data, start)
        if m:
            self.pos = m.end()
            if data[start : self.pos] != b"0":
                self.tree.scalars.append(Edit(start, self.pos, b"0"))
            return Node(start, self.pos)
        for word in _WORDS:
            if data.startswith(word, start):
                self.pos = start + len(word)
                return Node(start, self.pos)
        raise JsonSyntaxError(f"unexpected byte at {start}")

    def container(self, close: bytes, member: bool) -> Node:
        start = self.pos
        self.pos += 1
        self.blank()
        children: list[Node] = []
        if self.data[self.pos : self.pos + 1] != close:
            while True:
                children.append(self.member() if member else self.value())
                self.blank()
                if self.data[self.pos : self.pos + 1] != b",":
                    break
                self.pos += 1
                self.blank()
        self.expect(close)
        if not member:
            self.tree.hoists += [Edit(start, self.pos, keep=(c.start, c.end)) for c in children
                                 if self.data[c.start : c.start + 1] in (b"[", b"{")]
        return Node(start, self.pos, [Group(children)] if children else [])

    def member(self) -> Node:
        start = self.pos
        m = _STRING.match(self.data, start)
        if not m:
            raise JsonSyntaxError(f"expected a key at byte {start}")
        self.pos = m.end()
        self.blank()
        self.expect(b":")
        self.blank()
        value = self.value()
        # The member spans key to value; its children are the value's.
        return Node(start, value.end, value.groups)


def parse_value(data: bytes, start: int, stop: int, tree: JsonTree) -> Node:
    """The JSON value in data[start:stop] (blanks around it allowed), recording its
    scalars and blanks in `tree`; raises JsonSyntaxError."""
    parser = _Parser(data[:stop], tree)
    parser.pos = start
    parser.blank()
    value = parser.value()
    parser.blank()
    if parser.pos != stop:
        raise JsonSyntaxError(f"extra data at byte {parser.pos}")
    return value


def parse_json(data: bytes) -> JsonTree:
    tree = JsonTree(Node(0, len(data)))
    tree.root.groups = parse_value(data, 0, len(data), tree).groups
    return tree


def _tree(data: bytes) -> JsonTree | None:
    try:
        return parse_json(data)
    except (JsonSyntaxError, RecursionError):
        return None


def nesting(value: object) -> int:
    """Levels of members/elements in a decoded JSON value."""
    level, deepest = [value], 0
    while True:
        level = [
            c
            for v in level
            for c in (v.values() if isinstance(v, dict) else v if isinstance(v, list) else ())
        ]
        if not level:
            return deepest
        deepest += 1


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def json_path(path: str, key: str | int) -> str:
    """`path` one step down: `.name`, `['odd key']` or `[3]`."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if _IDENTIFIER.fullmatch(key) else f"{path}[{key!r}]"


def json_places(data: bytes, node: Node, path: str = "$") -> list[Place]:
    """Every member and element below `node` (a container parsed from `data`) with
    its JSON path; a member spans its key to its value."""
    out = []
    stack = [(node, path, data[node.start : node.start + 1])]
    while stack:
        here, where, opener = stack.pop()
        for group in here.groups:
            for k, child in enumerate(group.children):
                value = child.start
                if opener == b"{":
                    key = _STRING.match(data, child.start)
                    assert key is not None  # the parser made this member from it
                    step: str | int = json.loads(key.group().decode("utf-8", "replace"))
                    value = _BLANK_OR_COLON.match(data, key.end()).end()
                else:
                    step = k
                child_path = json_path(where, step)
                out.append(Place(child_path, child.start, child.end))
                stack.append((child, child_path, data[value : value + 1]))
    return out


_BLANK_OR_COLON = re.compile(rb"[ \t\n\r:]*")
_root = parsed(_tree, lambda tree: tree.root)
HOIST = ReplacePass("json-hoist", parsed(_tree, lambda tree: tree.hoists))
VALUES = ReplacePass("json-values", parsed(_tree, lambda tree: tree.scalars))
BLANKS = ReplacePass("json-blanks", parsed(_tree, lambda tree: tree.blanks))


class JsonFormat(BaseFormat):
    name = "json"
    description = ("JSON: members and elements by depth, arrays hoisted, then blanks, "
                   "then values to 0/\"\"")
    extensions = extensions_of("json")
    kind = "JSON"

    def detect_content(self, data: bytes) -> str | None:
        try:
            value = json.loads(data)
        except (ValueError, RecursionError):
            return None
        if isinstance(value, (dict, list)):
            return "content parses as a JSON object or array"
        return None

    def passes(self, data: bytes) -> list[Pass]:
        try:
            levels = nesting(json.loads(data))
        except (ValueError, RecursionError):
            levels = 0
        return [*depth_passes("json", _root, levels), HOIST, BLANKS, VALUES, LINES, CHARS]

    def locate(self, data: bytes) -> list[Place]:
        tree = _tree(data)
        if tree is None:
            return []
        start = len(data) - len(data.lstrip())  # the root's own opener
        return json_places(data, Node(start, len(data), tree.root.groups))

    def is_valid(self, data: bytes) -> bool:
        try:
            json.loads(data)
        except (ValueError, RecursionError):
            return False
        return True

