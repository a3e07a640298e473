"""The transformations of tree-sitter languages (see trail.formats.transforms).

Identifier nodes merged and renamed (`LANGUAGE-merge-names`, `LANGUAGE-rename-names`),
number literals to `0` and string literals to an empty string (`LANGUAGE-literals`),
function bodies to `{}` or `;` (`LANGUAGE-bodies`), and by language: a top-level item
replaced by `NAME;` for a name it mentions (`LANGUAGE-uses`), `#if`...`#endif` lines
as pairs and `#define`/`typedef` inlined once used (C, C++), start and end tags as
pairs (HTML, XML).
"""

from __future__ import annotations

import functools
import re
from typing import Any

from trail.core.units import Pass
from trail.formats.spans import Edit, EditSetsPass, ReplacePass
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
from trail.formats.treesitter_parse import parse, walk

# Languages with the C preprocessor, and with start and end tags.
PREPROCESSED = frozenset({"c", "cpp"})
TAGGED = frozenset({"html", "xml"})
# Languages where `NAME;` may stand at the top level (C: a declaration of an int).
STATEMENTS = frozenset({"c", "cpp", "javascript", "typescript", "tsx", "php"})


def names(language: str, data: bytes) -> Occurrences:
    """Where each identifier node's text occurs (every `*identifier` node type)."""
    found: Occurrences = {}
    for node in walk(parse(language, data).root_node):
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


def literals(language: str, data: bytes) -> list[Edit]:
    """Number literals of two or more characters replaced by 0, string literals by an
    empty one (same quotes)."""
    edits = []
    for node in walk(parse(language, data).root_node, lambda n: not _is_string(n, data)):
        text = data[node.start_byte:node.end_byte]
        if _is_string(node, data):
            edits.append(Edit(node.start_byte, node.end_byte, text[:1] * 2))
        elif _NUMBER_TYPE.search(node.type) and _NUMBER.fullmatch(text) and len(text) > 1:
            edits.append(Edit(node.start_byte, node.end_byte, b"0"))
    return edits


_FUNCTION_TYPE = re.compile(r"function|method|constructor")


def bodies(language: str, data: bytes) -> list[Unit]:
    """The `{...}` body of each function, method or constructor: emptied, or `;`."""
    units = []
    for node in walk(parse(language, data).root_node):
        body = node.child_by_field_name("body") if _FUNCTION_TYPE.search(node.type) else None
        if body is not None and data[body.start_byte:body.start_byte + 1] == b"{" \
                and data[body.end_byte - 1:body.end_byte] == b"}":
            units += body_edits(body.start_byte, body.end_byte - 1, data)
    return units


_DIRECTIVE_WORD = re.compile(rb"#[ \t]*\w+")


def keywords(root: Any, data: bytes) -> set[bytes]:
    """Words the grammar knows as keywords or built-in types (`return`, `int`)."""
    return {text for node in walk(root)
            if (not node.is_named or node.type == "primitive_type")
            and (text := data[node.start_byte:node.end_byte]).isalpha()}


def uses(language: str, data: bytes) -> list[Edit]:
    """Each top-level item replaced by `NAME;` for a name it mentions, keywords and
    directives aside (`#define M(a) (hi[a]-lo[a])` by `hi;`): what a failure often
    needs of a definition is only that its name stays in use. One edit per name;
    where several of one item's apply, the first wins."""
    root = parse(language, data).root_node
    skip = keywords(root, data)
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


def transform_passes(language: str) -> list[Pass]:
    """The transformations of one language, in the order they run."""
    passes: list[Pass] = [
        *name_passes(f"{language}-", functools.partial(names, language)),
        ReplacePass(f"{language}-literals", functools.partial(literals, language)),
        EditSetsPass(f"{language}-bodies", functools.partial(bodies, language))]
    if language in STATEMENTS:
        passes.append(ReplacePass(f"{language}-uses", functools.partial(uses, language)))
    if language in PREPROCESSED:
        passes += [EditSetsPass(f"{language}-directive-pairs", directive_pairs),
                   EditSetsPass(f"{language}-inline", inlines)]
    if language in TAGGED:
        passes.append(EditSetsPass(f"{language}-tag-pairs", tag_pairs))
    return passes
