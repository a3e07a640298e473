"""Other languages through tree-sitter grammars (tree-sitter-language-pack 0.13).

The named syntax nodes form the tree: `LANGUAGE-depth-K` removes nodes at depth K,
top level first, each with the separator that follows it (a comma, a blank), so
`f(a, b)` can become `f(b)` and `a + b` can become `b`; then `LANGUAGE-hoist`
replaces a node by its largest named child (`for (;;) { f(); }` becomes `{ f(); }`,
`<g><circle/></g>` becomes `<circle/>`). Grammars accept almost
anything with error recovery, so validity is counted, not asked: a candidate with
more ERROR or MISSING nodes than the original input had is malformed and never
reaches the oracle (HTML excepted: see TOLERANT).

Then the transformations (trail.formats.transforms): identifier nodes merged and
renamed (`LANGUAGE-merge-names`, `LANGUAGE-rename-names`), number literals to `0`
and string literals to an empty string (`LANGUAGE-literals`), function bodies to
`{}` or `;` (`LANGUAGE-bodies`), and by language: a top-level item replaced by
`NAME;` for a name it mentions (`LANGUAGE-uses`), `#if`...`#endif` lines as pairs
and `#define`/`typedef` inlined once used (C, C++), start and end tags as pairs
(HTML, XML). Blank lines and the text passes come last.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.spans import (
    BLANK_LINES,
    Edit,
    EditSetsPass,
    Group,
    Node,
    ReplacePass,
    depth,
    depth_passes,
)
from trail.formats.text import CHARS, LINES
from trail.formats.transforms import (
    WORD,
    Occurrences,
    Unit,
    body_edits,
    directive_pairs,
    inlines,
    name_passes,
    tag_pairs,
)

# language -> file name endings (lower case); a bare name matches a whole file name.
LANGUAGES: dict[str, tuple[str, ...]] = {
    "c": (".c", ".h"),
    "cpp": (".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++"),
    "csharp": (".cs",),
    "go": (".go",),
    "java": (".java",),
    "javascript": (".js", ".mjs", ".cjs", ".jsx"),
    "typescript": (".ts", ".mts", ".cts"),
    "tsx": (".tsx",),
    "rust": (".rs",),
    "kotlin": (".kt", ".kts"),
    "swift": (".swift",),
    "scala": (".scala",),
    "ruby": (".rb",),
    "php": (".php",),
    "lua": (".lua",),
    "bash": (".sh", ".bash"),
    "html": (".html", ".htm", ".xhtml"),
    "xml": (".xml", ".svg", ".xsd", ".xsl", ".plist"),
    "css": (".css",),
    "toml": (".toml",),
    "sql": (".sql",),
    "dockerfile": ("dockerfile", ".dockerfile"),
    "make": ("makefile", ".mk"),
}


# HTML5 defines a parse for every byte string (browsers recover from anything), so
# an input with more errors is no less an HTML page: the tree guides the cuts, but
# no candidate is malformed. XML parsers reject errors, so XML keeps the bar.
TOLERANT = frozenset({"html"})
# Languages with the C preprocessor, and with start and end tags.
PREPROCESSED = frozenset({"c", "cpp"})
TAGGED = frozenset({"html", "xml"})
# Languages where `NAME;` may stand at the top level (C: a declaration of an int).
STATEMENTS = frozenset({"c", "cpp", "javascript", "typescript", "tsx", "php"})


class _Parsers(threading.local):
    """One parser per language and thread: tree-sitter parsers are not shared."""

    def __init__(self) -> None:
        self.by_language: dict[str, Any] = {}

    def get(self, language: str) -> Any:
        parser = self.by_language.get(language)
        if parser is None:
            from tree_sitter_language_pack import get_parser  # loads grammars; import late

            parser = self.by_language[language] = get_parser(language)
        return parser


_PARSERS = _Parsers()


def parse(language: str, data: bytes) -> Any:
    return _PARSERS.get(language).parse(data)


def error_count(tree: Any) -> int:
    """ERROR and MISSING nodes in a tree."""
    if not tree.root_node.has_error:
        return 0
    count, cursor = 0, tree.walk()
    while True:
        node = cursor.node
        if node.type == "ERROR" or node.is_missing:
            count += 1
        if node.has_error and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return count


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


def _walk(node: Any, into: Callable[[Any], bool] = lambda n: True) -> Iterator[Any]:
    """`node` and the nodes below it, parents first; not below a node `into` refuses."""
    stack = [node]
    while stack:
        node = stack.pop()
        yield node
        if into(node):
            stack.extend(reversed(node.children))


def _names(language: str, data: bytes) -> Occurrences:
    """Where each identifier node's text occurs (every `*identifier` node type)."""
    found: Occurrences = {}
    for node in _walk(parse(language, data).root_node):
        if "identifier" in node.type and node.end_byte > node.start_byte:
            found.setdefault(data[node.start_byte:node.end_byte], []).append(
                (node.start_byte, node.end_byte))
    return found


_NUMBER = re.compile(rb"[0-9][0-9A-Za-z_.']*")
_NUMBER_TYPE = re.compile(r"number|integer|int_literal|float|decimal|real_literal")


def _is_string(node: Any, data: bytes) -> bool:
    text = data[node.start_byte:node.end_byte]
    return "string" in node.type and len(text) > 2 and text[:1] in b"\"'`" \
        and text[-1:] == text[:1]


def _literals(language: str, data: bytes) -> list[Edit]:
    """Number literals of two or more characters replaced by 0, string literals by an
    empty one (same quotes)."""
    edits = []
    for node in _walk(parse(language, data).root_node, lambda n: not _is_string(n, data)):
        text = data[node.start_byte:node.end_byte]
        if _is_string(node, data):
            edits.append(Edit(node.start_byte, node.end_byte, text[:1] * 2))
        elif _NUMBER_TYPE.search(node.type) and _NUMBER.fullmatch(text) and len(text) > 1:
            edits.append(Edit(node.start_byte, node.end_byte, b"0"))
    return edits


_FUNCTION_TYPE = re.compile(r"function|method|constructor")


def _bodies(language: str, data: bytes) -> list[Unit]:
    """The `{...}` body of each function, method or constructor: emptied, or `;`."""
    units = []
    for node in _walk(parse(language, data).root_node):
        body = node.child_by_field_name("body") if _FUNCTION_TYPE.search(node.type) else None
        if body is not None and data[body.start_byte:body.start_byte + 1] == b"{" \
                and data[body.end_byte - 1:body.end_byte] == b"}":
            units += body_edits(body.start_byte, body.end_byte - 1, data)
    return units


_DIRECTIVE_WORD = re.compile(rb"#[ \t]*\w+")


def _keywords(root: Any, data: bytes) -> set[bytes]:
    """Words the grammar knows as keywords or built-in types (`return`, `int`)."""
    return {text for node in _walk(root)
            if (not node.is_named or node.type == "primitive_type")
            and (text := data[node.start_byte:node.end_byte]).isalpha()}


def _uses(language: str, data: bytes) -> list[Edit]:
    """Each top-level item replaced by `NAME;` for a name it mentions, keywords and
    directives aside (`#define M(a) (hi[a]-lo[a])` by `hi;`): what a failure often
    needs of a definition is only that its name stays in use. One edit per name;
    where several of one item's apply, the first wins."""
    root = parse(language, data).root_node
    skip = _keywords(root, data)
    edits = []
    for node in root.named_children:
        text = data[node.start_byte:node.end_byte]
        seen = skip | {m.group()[1:].strip() for m in _DIRECTIVE_WORD.finditer(text)}
        for m in WORD.finditer(text):
            name = m.group()
            if name not in seen and len(name) + 1 < len(text):
                seen.add(name)
                edits.append(Edit(node.start_byte, node.end_byte, name + b";"))
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
                            "then names, literals, bodies transformed")

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
        return _tree(parse(self.language, data).root_node)

    def passes(self, data: bytes) -> list[Pass]:
        levels = depth(self._root(data))
        # A tolerant grammar's tree has no malformed candidates to rule out, so it
        # saves no tests; but an element spans many lines, and cutting lines first
        # leaves the tree far fewer nodes to try.
        first = [LINES] if self.language in TOLERANT else []
        hoist = ReplacePass(f"{self.language}-hoist", functools.partial(_hoists, self.language))
        return [*first, *depth_passes(self.language, self._root, levels), hoist,
                *self._transforms(), BLANK_LINES, LINES, CHARS]

    def _transforms(self) -> list[Pass]:
        lang = self.language
        passes: list[Pass] = [
            *name_passes(f"{lang}-", functools.partial(_names, lang)),
            ReplacePass(f"{lang}-literals", functools.partial(_literals, lang)),
            EditSetsPass(f"{lang}-bodies", functools.partial(_bodies, lang))]
        if lang in STATEMENTS:
            passes.append(ReplacePass(f"{lang}-uses", functools.partial(_uses, lang)))
        if lang in PREPROCESSED:
            passes += [EditSetsPass(f"{lang}-directive-pairs", directive_pairs),
                       EditSetsPass(f"{lang}-inline", inlines)]
        if lang in TAGGED:
            passes.append(EditSetsPass(f"{lang}-tag-pairs", tag_pairs))
        return passes

    def is_valid(self, data: bytes) -> bool:
        if self.language in TOLERANT:
            return True
        return error_count(parse(self.language, data)) <= self.baseline


FORMATS = [TreeSitterFormat(lang, exts) for lang, exts in LANGUAGES.items()]
