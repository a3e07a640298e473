"""YAML: documents, then mapping entries and sequence items by depth, then values.

Positions come from pyyaml's node marks (`yaml.compose_all`): an entry spans its
key to the end of its value, a block sequence item starts at its `-`. Block
collections' end marks run on to the next token, so spans are trimmed of the
trailing blanks; what sits between two siblings (newline, indentation, comments,
a `---`) is their separator and goes with the removed one. Passes of one round:

1. `yaml-depth-K`: documents (when there are several), then entries and items at
   each depth, down to DEEPEST. An emptied block collection leaves its key with a
   null value.
2. `yaml-values`: replace a scalar value by `0` (numbers) or `""` (strings).
3. `blank-lines`, then the text passes: lines, tokens (a `""` can only go whole),
   characters.

Every candidate must load with `yaml.safe_load_all`.

libyaml reads fastest, but the one bundled with PyYAML 6.0.4 refuses nesting past
1,000 levels ("exceeded maximum nesting depth"), which earlier ones read, and a
PyYAML built without libyaml has only the pure-Python loader, which recurses a few
frames a level. Past either limit the pure loader reads the text on a thread with
room for its recursion (`_load`), so every PyYAML the project allows sees the same
tree.
"""

from __future__ import annotations

import re
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

import yaml

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.catalog import continues_on_another_line, extensions_of
from trail.formats.json_format import json_path
from trail.formats.kept import Place
from trail.formats.spans import BLANK_LINES, Edit, Group, Node, ReplacePass, depth, depth_passes
from trail.formats.text import CHARS, LINES, TOKENS

# None where PyYAML was built without libyaml.
FAST_LOADER: type | None = getattr(yaml, "CSafeLoader", None)
_NUMBER = re.compile(r"[-+]?(\.[0-9]+|[0-9][0-9_]*(\.[0-9_]*)?)([eE][-+]?[0-9]+)?")
# Past this nesting the depth passes stand down and the text passes cut, as they do
# for JSON deeper than the interpreter's recursion limit (json.loads refuses it): a
# chain costs a test per level by depth (1,033 tests and 19 s for 1,000 levels),
# some thirty by lines.
DEEPEST = 1000


class _Offsets:
    """Byte offsets for pyyaml's character indexes (they differ past non-ASCII)."""

    def __init__(self, data: bytes, text: str) -> None:
        self.data = data
        self.table = None if len(text) == len(data) else _char_offsets(text)

    def __call__(self, index: int) -> int:
        return index if self.table is None else self.table[index]

    def trimmed(self, index: int) -> int:
        """The byte offset of `index`, moved back over trailing blanks."""
        end = self(index)
        while end > 0 and self.data[end - 1 : end] in (b" ", b"\t", b"\r", b"\n"):
            end -= 1
        return end


T = TypeVar("T")
# The pure loader takes about three frames a nesting level and a level takes at least
# one character: this many frames a character, on a stack of this size, always fit.
_FRAMES_PER_CHAR = 4
_DEEP_STACK = 512 * 1024 * 1024
_deep_lock = threading.Lock()


def _load(read: Callable[[type], T], size: int) -> T:
    """`read(Loader)`: with libyaml where it reads the text, else with the pure loader,
    and that on a deep stack where `size` characters nest past the interpreter's
    recursion."""
    if FAST_LOADER is not None:
        try:
            return read(FAST_LOADER)
        except yaml.YAMLError as error:
            if "nesting depth" not in str(getattr(error, "problem", "")):
                raise
    try:
        return read(yaml.SafeLoader)
    except RecursionError:
        return _on_deep_stack(lambda: read(yaml.SafeLoader), size)


def _on_deep_stack(work: Callable[[], T], size: int) -> T:
    """`work()` on a thread whose stack and recursion limit fit `size` characters of
    nesting. The limit is the interpreter's, so such reads take turns."""
    outcome: list = []

    def run() -> None:
        try:
            outcome.append((True, work()))
        except BaseException as error:  # handed to the caller's thread below
            outcome.append((False, error))

    with _deep_lock:
        limit, stack = sys.getrecursionlimit(), threading.stack_size()
        sys.setrecursionlimit(max(limit, _FRAMES_PER_CHAR * size + 1000))
        threading.stack_size(_DEEP_STACK)
        try:
            thread = threading.Thread(target=run, name="trail-yaml-deep")
            thread.start()
        finally:
            threading.stack_size(stack)
        thread.join()
        sys.setrecursionlimit(limit)
    done, value = outcome[0]
    if not done:
        raise value
    return value


def _char_offsets(text: str) -> list[int]:
    table, pos = [], 0
    for ch in text:
        table.append(pos)
        pos += len(ch.encode("utf-8"))
    table.append(pos)
    return table


def _compose(data: bytes) -> tuple[list[tuple[int, yaml.Node]], _Offsets] | None:
    """The documents with the character index where each starts (at its `---`)."""
    try:
        text = data.decode("utf-8")
        starts, docs = _load(lambda loader: (
            [e.start_mark.index for e in yaml.parse(text, Loader=loader)
             if isinstance(e, yaml.DocumentStartEvent)],
            list(yaml.compose_all(text, Loader=loader))), len(text))
    except (UnicodeDecodeError, yaml.YAMLError, RecursionError):
        return None
    pairs = [(s, d) for s, d in zip(starts, docs, strict=True) if d is not None]
    return pairs, _Offsets(data, text)


@dataclass
class _Entry:
    """A mapping entry or sequence item: its collection, its step in a path (key or
    index), the byte where it starts (its key, or a block item's `-`), where its key
    ends (its start for an item), its value, and whether the value is seen here
    first (an alias's value was seen at its anchor)."""

    parent: yaml.Node
    step: str | int
    start: int
    key_end: int
    value: yaml.Node
    first: bool


def _steps(node: yaml.Node, off: _Offsets) -> list[tuple[str | int, int, int, yaml.Node]]:
    if isinstance(node, yaml.MappingNode):
        return [(key.value if isinstance(key, yaml.ScalarNode) else str(k),
                 off(key.start_mark.index), off(key.end_mark.index), value)
                for k, (key, value) in enumerate(node.value)]
    if isinstance(node, yaml.SequenceNode):
        starts = [(k, off(item.start_mark.index), item) for k, item in enumerate(node.value)]
        if not node.flow_style:
            starts = [(k, off.data.rfind(b"-", 0, start), item) for k, start, item in starts]
        return [(k, start, start, item) for k, start, item in starts]
    return []


def _entries(top: yaml.Node, off: _Offsets) -> Iterator[_Entry]:
    """Every entry and item below `top`, in document order. Iterative: a document
    may nest deeper than Python recurses. A value is gone into once, at its anchor:
    an alias may name a collection that holds it (`&a [*a]`)."""
    seen = {id(top)}
    stack = [(top, steps) for steps in reversed(_steps(top, off))]
    while stack:
        parent, (step, start, key_end, value) = stack.pop()
        first = id(value) not in seen
        yield _Entry(parent, step, start, key_end, value, first)
        if first:
            seen.add(id(value))
            stack.extend((value, steps) for steps in reversed(_steps(value, off)))


def _node(top: yaml.Node, start: int, off: _Offsets) -> Node:
    """A unit whose text starts at `start` and whose children are `top`'s."""
    ours = {id(top): Node(start, max(start, off.trimmed(top.end_mark.index)))}
    children: dict[int, list[Node]] = {}
    for entry in _entries(top, off):
        child = Node(entry.start, max(entry.start, off.trimmed(entry.value.end_mark.index),
                                      entry.key_end))
        children.setdefault(id(entry.parent), []).append(child)
        if entry.first:
            ours[id(entry.value)] = child
    for parent, nodes in children.items():
        ours[parent].groups = [Group(nodes)]
    return ours[id(top)]


def _root(data: bytes) -> Node | None:
    composed = _compose(data)
    if composed is None:
        return None
    docs, off = composed
    # A document starts at its `---`, so removing it takes its own marker along.
    nodes = [_node(d, off(start), off) for start, d in docs]
    if len(nodes) == 1:
        return Node(0, len(data), nodes[0].groups)
    # With every document gone, their `...` / `---` markers go too.
    return Node(0, len(data), [Group(nodes, tail=len(data))] if nodes else [])


def _nested(node: yaml.Node) -> bool:
    """A collection holding a collection."""
    if isinstance(node, yaml.MappingNode):
        return any(isinstance(value, yaml.CollectionNode) for _, value in node.value)
    if isinstance(node, yaml.SequenceNode):
        return any(isinstance(item, yaml.CollectionNode) for item in node.value)
    return False


def _scalars(node: yaml.Node, off: _Offsets) -> Iterator[yaml.ScalarNode]:
    """The scalar values below `node`; keys stay (renaming them is not reduction)."""
    if isinstance(node, yaml.ScalarNode):
        yield node
    for entry in _entries(node, off):
        if entry.first and isinstance(entry.value, yaml.ScalarNode):
            yield entry.value


def _values(data: bytes) -> list[Edit] | None:
    composed = _compose(data)
    if composed is None:
        return None
    docs, off = composed
    edits = []
    for _, doc in docs:
        for scalar in _scalars(doc, off):
            start, end = off(scalar.start_mark.index), off.trimmed(scalar.end_mark.index)
            if scalar.tag.endswith((":int", ":float")) or _NUMBER.fullmatch(scalar.value):
                small = b"0"
            elif scalar.tag.endswith(":str"):
                small = b'""'
            else:  # null, bool, timestamps, tagged values keep their kind
                continue
            if end > start and data[start:end] != small:
                edits.append(Edit(start, end, small))
    return edits


def _places(node: yaml.Node, path: str, off: _Offsets) -> list[Place]:
    """The entries and items below `node`, each spanning its key (or `-`) to its value."""
    paths = {id(node): path}
    places = []
    for entry in _entries(node, off):
        here = json_path(paths[id(entry.parent)], entry.step)
        places.append(Place(here, entry.start,
                            max(entry.start, off.trimmed(entry.value.end_mark.index))))
        if entry.first:
            paths[id(entry.value)] = here
    return places


VALUES = ReplacePass("yaml-values", _values)


class YamlFormat(BaseFormat):
    name = "yaml"
    description = "YAML: documents, mapping entries and sequence items by depth, then values"
    extensions = extensions_of("yaml")
    kind = "YAML"

    def detect_content(self, data: bytes) -> str | None:
        # Composing is the costly part (a 30 MB line took three copies of itself), and
        # nesting needs a second line (block style) or a bracket (flow style).
        if not continues_on_another_line(data) and b"[" not in data and b"{" not in data:
            return None
        composed = _compose(data)
        # Almost any text is a YAML scalar, and any list of `key: value` lines (a
        # log, an .ini) a flat mapping that lines cut as well: only nesting says
        # "this is YAML".
        if composed and any(_nested(d) for _, d in composed[0]):
            return "content parses as nested YAML mappings or sequences"
        return None

    def passes(self, data: bytes) -> list[Pass]:
        root = _root(data)
        levels = 0 if root is None else depth(root)
        if levels > DEEPEST:
            levels = 0
        return [*depth_passes("yaml", _root, levels), VALUES, BLANK_LINES, LINES, TOKENS, CHARS]

    def locate(self, data: bytes) -> list[Place]:
        composed = _compose(data)
        if composed is None:
            return []
        docs, off = composed
        # Several documents: `$[1]` is the second one.
        return [place for k, (_, doc) in enumerate(docs)
                for place in _places(doc, "$" if len(docs) == 1 else f"$[{k}]", off)]

    def is_valid(self, data: bytes) -> bool:
        try:
            _load(lambda loader: list(yaml.load_all(data, Loader=loader)), len(data))
        except (yaml.YAMLError, RecursionError, ValueError):
            return False
        return True
