"""Other languages through tree-sitter grammars (tree-sitter-language-pack 0.13).

The named syntax nodes form the tree: `LANGUAGE-depth-K` removes nodes at depth K,
top level first, each with the separator that follows it (a comma, a blank), so
`f(a, b)` can become `f(b)` and `a + b` can become `b`; then `LANGUAGE-hoist`
replaces a node by its largest named child (`for (;;) { f(); }` becomes `{ f(); }`,
`<g><circle/></g>` becomes `<circle/>`). Grammars accept almost
anything with error recovery, so validity is counted, not asked: a candidate with
more ERROR or MISSING nodes than the original input had is malformed and never
reaches the oracle (HTML excepted: see TOLERANT).

Then the transformations (trail.formats.treesitter_transforms: names, literals,
bodies, uses, pairs), and last blank lines and the text passes: lines, tokens in
code (`pub ` or `return ` go whole, where no single character of them can: on the
peer cases rust_e0308 23 B to 19 B, glibc_elf_member 55 B to 48 B, the other C
files within 5 calls; see MARKUP), characters. Inlining runs
earlier, right after the top level's deletion: a definition used once goes with
its use inlined, which a deeper deletion can forbid for good by cutting the use
alone (`return b;` to `return;` where the oracle still fails keeps `int b = a;`).
On the peer cases (bench/cases), inlining last against right after the top level:
perses_deep_nested 36 B against 22 B (its minimum), jsdelta_inlining 286 tests
against 65, the C files of C-Vise and C-Reduce the same tests within one
(bench/results/peers.txt).

A C or C++ input of LINK_MIN_BYTES or more first loses its unused declarations,
and after the top level's deletion, its calls, bodies and parameters go in ways
that keep the program linking (trail.formats.c_links).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.memo import Memo
from trail.formats.spans import (
    BLANK_LINES,
    Edit,
    Group,
    Node,
    ReplacePass,
    depth,
    depth_passes,
)
from trail.formats.text import CHARS, LINES, TOKENS
from trail.formats.treesitter_parse import error_count, parse
from trail.formats.treesitter_transforms import PREPROCESSED, inline_pass, transform_passes

# C and C++ inputs this big run c_links' passes: a program too big to read, whose
# oracle often links it. Below, the deletion by depth costs a few tests anyway, and
# those passes only add theirs (the small C programs of tests/: 2 to 6 tests more).
LINK_MIN_BYTES = 4096


# HTML5 defines a parse for every byte string (browsers recover from anything), so
# an input with more errors is no less an HTML page: the tree guides the cuts, but
# no candidate is malformed. XML parsers reject errors, so XML keeps the bar.
TOLERANT = frozenset({"html"})
# Markup and data, where the whitespace-separated tokens are the tree's own leaves (a
# key, `=`, a value; an attribute), which the deletion by depth tries already. In
# code they are keywords and types (`pub`, `return`, `unsigned`), no single
# character of which can go: there a tokens pass runs before the characters.
MARKUP = frozenset({"html", "xml", "css", "toml"})


def _hoists(language: str, data: bytes) -> list[Edit]:
    """Each named node replaced by its largest named child: a wrapper (a loop, an
    `if`, a block, an element) goes and what it holds stays, which removing nodes
    cannot do. The largest child is the body, not the condition or the tag."""
    edits = []
    stack = [parse(language, data).root_node]
    while stack:
        node = stack.pop()
        children = [c for c in node.named_children if c.end_byte > c.start_byte]
        stack.extend(children)
        if not children:
            continue
        child = max(children, key=lambda c: c.end_byte - c.start_byte)
        if (child.start_byte, child.end_byte) != (node.start_byte, node.end_byte):
            edits.append(Edit(node.start_byte, node.end_byte,
                              keep=(child.start_byte, child.end_byte)))
    return edits


def _tree(node: Any) -> Node:
    """Our Node tree over the named syntax nodes below `node` (iterative: grammars nest deep)."""
    root = Node(node.start_byte, node.end_byte)
    stack = [(node, root)]
    while stack:
        ts_node, ours = stack.pop()
        children = []
        for child in ts_node.named_children:
            if child.end_byte > child.start_byte:
                mine = Node(child.start_byte, child.end_byte)
                children.append(mine)
                stack.append((child, mine))
        if children:
            ours.groups = [Group(children)]
    return root


_ROOTS: Memo[Node] = Memo()


@dataclass
class TreeSitterFormat(BaseFormat):
    """One tree-sitter language; `baseline` is the original input's error count."""

    language: str
    extensions: tuple[str, ...] = ()
    baseline: int = 0
    name: str = field(init=False)
    description: str = field(init=False)

    def __post_init__(self) -> None:
        self.name = self.language
        self.description = (f"{self.language} (tree-sitter): named syntax nodes by depth, "
                            "definitions used once inlined, names, literals, bodies "
                            "transformed")

    def for_input(self, data: bytes) -> TreeSitterFormat:
        """This format with the error count of `data` as the bar candidates must meet:
        grammars recover from errors, so every input parses."""
        errors = error_count(parse(self.language, data))
        return TreeSitterFormat(self.language, self.extensions, errors)

    def detect(self, file_name: str, data: bytes) -> str | None:
        if self.claims(file_name):
            return f"file name {file_name!r} is {self.language} (tree-sitter grammar)"
        return None

    def _root(self, data: bytes) -> Node:
        # Planning asks every depth pass of one input for its tree: build it once.
        return _ROOTS.get(self.language, data,
                          lambda d: _tree(parse(self.language, d).root_node))

    def passes(self, data: bytes) -> list[Pass]:
        levels = depth(self._root(data))
        # A tolerant grammar's tree has no malformed candidates to rule out, so it
        # saves no tests; but an element spans many lines, and cutting lines first
        # leaves the tree far fewer nodes to try.
        first = [LINES] if self.language in TOLERANT else []
        after: list[Pass] = []
        linking = self.language in PREPROCESSED and len(data) >= LINK_MIN_BYTES
        if linking:
            from trail.formats.c_links import link_passes  # big C and C++ inputs only

            first, after = link_passes(self.language)
        hoist = ReplacePass(f"{self.language}-hoist", functools.partial(_hoists, self.language))
        depths = depth_passes(self.language, self._root, levels)
        return [*first, *depths[:1], *after, inline_pass(self.language), *depths[1:], hoist,
                *transform_passes(self.language, with_bodies=not linking), BLANK_LINES, LINES,
                *([] if self.language in MARKUP else [TOKENS]), CHARS]

    def is_valid(self, data: bytes) -> bool:
        if self.language in TOLERANT:
            return True
        return error_count(parse(self.language, data)) <= self.baseline

