"""The transformations of tree-sitter languages (see trail.formats.transforms).

Identifier nodes merged and renamed (`LANGUAGE-merge-names`, `LANGUAGE-rename-names`),
number literals to `0` and string literals to an empty string (`LANGUAGE-literals`),
function bodies to `{}` or `;` (`LANGUAGE-bodies`), definitions used once inlined
(`LANGUAGE-inline`: a variable's use becomes its initial value, a call of a function
without parameters the expression it returns or, as a statement, its body; in C and
C++ `#define` and `typedef` too), and by language: a top-level item replaced by
`NAME;` for a name it mentions (`LANGUAGE-uses`), a typedef's uses as a type by `int`
with the typedef gone (`LANGUAGE-types`) and `#if`...`#endif` lines as pairs (C,
C++), start and end tags as pairs (HTML, XML).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
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


def _identifiers(root: Any, data: bytes) -> Occurrences:
    found: Occurrences = {}
    for node in walk(root):
        if "identifier" in node.type and node.end_byte > node.start_byte:
            found.setdefault(data[node.start_byte:node.end_byte], []).append(
                (node.start_byte, node.end_byte))
    return found


def names(language: str, data: bytes) -> Occurrences:
    """Where each identifier node's text occurs (every `*identifier` node type)."""
    return _identifiers(parse(language, data).root_node, data)


_NUMBER = re.compile(rb"[0-9][0-9A-Za-z_.']*")
_NUMBER_TYPE = re.compile(r"number|integer|int_literal|float|decimal|real_literal")


def _is_string(node: Any, data: bytes) -> bool:
    text = data[node.start_byte:node.end_byte]
    return "string" in node.type and len(text) > 2 and text[:1] in b"\"'`" \
        and text[-1:] == text[:1]


def _joined(node: Any, data: bytes) -> bytes | None:
    """`"ab" + "cd"` as `"abcd"`: two plain string literals in one kind of quotes
    joined by `+` (a template, `${...}`, or a raw or prefixed string is not plain)."""
    left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
    operator = node.child_by_field_name("operator")
    if left is None or right is None or operator is None or operator.type != "+" \
            or not (_is_string(left, data) and _is_string(right, data)):
        return None
    a, b = data[left.start_byte:left.end_byte], data[right.start_byte:right.end_byte]
    quote = a[:1]
    if b[:1] != quote or quote == b"`":
        return None
    return quote + a[1:-1] + b[1:-1] + quote


def literals(language: str, data: bytes) -> list[Edit]:
    """Number literals of two or more characters replaced by 0, string literals by an
    empty one (same quotes), two string literals added together by the one string
    they make: what `"suc" + "cess"` prints needs both halves, so neither can go."""
    edits = []
    for node in walk(parse(language, data).root_node, lambda n: not _is_string(n, data)):
        text = data[node.start_byte:node.end_byte]
        joined = _joined(node, data)
        if joined is not None:
            edits.append(Edit(node.start_byte, node.end_byte, joined))
        elif _is_string(node, data):
            edits.append(Edit(node.start_byte, node.end_byte, text[:1] * 2))
        elif _NUMBER_TYPE.search(node.type) and _NUMBER.fullmatch(text) and len(text) > 1:
            edits.append(Edit(node.start_byte, node.end_byte, b"0"))
    return edits


_FUNCTION_TYPE = re.compile(r"function|method|constructor")


def function_bodies(root: Any, data: bytes) -> Iterator[tuple[Any, Any]]:
    """Each function, method or constructor below `root` with a `{...}` body, and
    that body."""
    for node in walk(root):
        body = node.child_by_field_name("body") if _FUNCTION_TYPE.search(node.type) else None
        if body is not None and data[body.start_byte:body.start_byte + 1] == b"{" \
                and data[body.end_byte - 1:body.end_byte] == b"}":
            yield node, body


def bodies(language: str, data: bytes) -> list[Unit]:
    """The `{...}` body of each function, method or constructor: emptied, or `;`."""
    return [unit for _, body in function_bodies(parse(language, data).root_node, data)
            for unit in body_edits(body.start_byte, body.end_byte - 1, data)]


def _whole_lines(data: bytes, node: Any) -> Edit:
    """`node` deleted with the blanks around it and one newline: a definition that
    stood alone on its lines takes them with it."""
    start, end = node.start_byte, node.end_byte
    while start > 0 and data[start - 1] in b" \t":
        start -= 1
    while end < len(data) and data[end] in b" \t":
        end += 1
    if start == 0 or data[start - 1] == ord("\n"):
        return Edit(start, end + 1 if data[end:end + 1] == b"\n" else end)
    return Edit(node.start_byte, node.end_byte)


@dataclass(frozen=True)
class Naming:
    """What a definition or declarator names: the identifier (None: none), the
    parameters of the function it declares (None: not a function), and whether a
    pointer declarator lies above them (C's `int *f(void)` returns a pointer)."""

    identifier: Any | None
    parameters: Any | None
    pointer: bool


def naming(node: Any) -> Naming:
    """What `node` names, down through C's declarators: pointers, arrays, functions
    (`*f(void)`: pointer, then function declarator) and parentheses (`(*f)(int)`
    declares f)."""
    params, pointer = None, False
    while node is not None and "identifier" not in node.type:
        if params is None:
            params = node.child_by_field_name("parameters")
            pointer = pointer or node.type == "pointer_declarator"
        inner = node.child_by_field_name("name") or node.child_by_field_name("declarator")
        if inner is None and node.type == "parenthesized_declarator" and node.named_children:
            inner = node.named_children[0]
        node = inner
    return Naming(node, params, pointer)


def _no_parameters(params: Any, data: bytes) -> bool:
    return data[params.start_byte:params.end_byte].strip(b"() \t\n") in (b"", b"void")


def _empty_calls(root: Any, data: bytes) -> dict[tuple[int, int], Any]:
    """Calls with no arguments (`f()`), by the span of the name they call."""
    calls = {}
    for node in walk(root):
        function = node.child_by_field_name("function")
        arguments = node.child_by_field_name("arguments")
        if "call" in node.type and function is not None and arguments is not None \
                and "identifier" in function.type \
                and not data[arguments.start_byte:arguments.end_byte].strip(b"() \t\n"):
            calls[(function.start_byte, function.end_byte)] = node
    return calls


def _function_inline(node: Any, use: Any, data: bytes) -> Edit | None:
    """The call `use` replaced by what `node`, a function without parameters, does:
    the expression of its one `return`, or, where the call is a statement, the
    statements of its body."""
    body = node.child_by_field_name("body")
    if body is None or data[body.start_byte:body.start_byte + 1] != b"{":
        return None
    statements = [c for c in body.named_children if "comment" not in c.type]
    if len(statements) == 1 and statements[0].type == "return_statement" \
            and statements[0].named_child_count == 1:
        value = statements[0].named_children[0]
        return Edit(use.start_byte, use.end_byte, keep=(value.start_byte, value.end_byte))
    if statements and use.parent is not None and use.parent.type == "expression_statement":
        return Edit(use.parent.start_byte, use.parent.end_byte,
                    keep=(statements[0].start_byte, statements[-1].end_byte))
    return None


def _declaration(node: Any) -> Any | None:
    """The statement that declares `node` (a declarator with a value) alone, or None:
    `int a = 1;` for `a = 1`, not `int a = 1, b;`."""
    if "declaration" in node.type:
        return node
    parent = node.parent
    if parent is not None and "declaration" in parent.type \
            and sum(c.type == node.type for c in parent.named_children) == 1:
        return parent
    return None


def definitions(language: str, data: bytes) -> list[Unit]:
    """Each definition whose name occurs once more, inlined there and deleted: a
    variable's use replaced by its value, a call of a function without parameters
    by what the function does (see _function_inline). The replacement keeps the
    inlines inside it, so a chain of definitions goes in one unit each, all at once
    when ddmin tries them together."""
    root = parse(language, data).root_node
    occurs = _identifiers(root, data)
    calls = _empty_calls(root, data)
    units = []
    for node in walk(root):
        named = naming(node)
        name, params = named.identifier, named.parameters
        if name is None or name is node:
            continue
        spans = occurs.get(data[name.start_byte:name.end_byte], [])
        uses = [s for s in spans if s != (name.start_byte, name.end_byte)]
        if len(uses) != 1:
            continue
        value = node.child_by_field_name("value")
        statement = _declaration(node) if value is not None else None
        if statement is not None:
            if statement.start_byte <= uses[0][0] < statement.end_byte:
                continue
            inline = Edit(*uses[0], keep=(value.start_byte, value.end_byte))
        elif _FUNCTION_TYPE.search(node.type) and params is not None \
                and _no_parameters(params, data) and uses[0] in calls:
            inline = _function_inline(node, calls[uses[0]], data)
            statement = node
        else:
            continue
        if inline is not None:
            units.append((_whole_lines(data, statement), inline))
    return sorted(units, key=lambda u: u[0].start)


def _inlines(language: str, data: bytes) -> list[Unit]:
    """Definitions used once (all languages), and `#define`/`typedef` (C, C++)."""
    found = definitions(language, data)
    if language in PREPROCESSED:
        found = sorted([*found, *inlines(data)], key=lambda u: u[0].start)
    return found


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


# A `type_identifier` under these is a tag (`struct a`), not a type of its own.
_TAGGED_TYPES = frozenset({"struct_specifier", "union_specifier", "enum_specifier",
                           "class_specifier"})
# The grammar's own types; its other `primitive_type`s are a header's typedefs
# (`int16_t`, `size_t`).
_KEYWORD_TYPES = frozenset({b"void", b"int", b"char", b"short", b"long", b"float",
                            b"double", b"signed", b"unsigned", b"_Bool", b"bool", b"auto"})


def _type_name(node: Any, data: bytes) -> bytes | None:
    """The name `node` uses as a type, if it is a typedef's (here or in a header)."""
    text = data[node.start_byte:node.end_byte]
    if node.type == "type_identifier" and node.parent is not None \
            and node.parent.type not in _TAGGED_TYPES:
        return text
    return text if node.type == "primitive_type" and text not in _KEYWORD_TYPES else None


def types_as_int(language: str, data: bytes) -> list[Unit]:
    """Each type name (a typedef's, here or in a header): every use of it as a type
    replaced by `int`, and its typedef here deleted, where that makes the input
    smaller. What a failure needs of a type is often only that it is one:
    `int16_t x;` keeps `#include <stdint.h>` for nothing but `int16_t`, and with
    `int x;` the include goes too (inlining a typedef's definition keeps it)."""
    root = parse(language, data).root_node
    used: dict[bytes, list[tuple[int, int]]] = {}
    defined: dict[bytes, Edit] = {}
    for node in walk(root):
        if (name := _type_name(node, data)) is not None:
            used.setdefault(name, []).append((node.start_byte, node.end_byte))
        declarators = node.children_by_field_name("declarator") \
            if node.type == "type_definition" else []
        name = naming(declarators[0]).identifier if len(declarators) == 1 else None
        if name is not None:
            defined.setdefault(data[name.start_byte:name.end_byte], _whole_lines(data, node))
    units = []
    for name, spans in used.items():
        line = defined.get(name)
        uses = [Edit(start, end, b"int") for start, end in spans
                if line is None or not line.start <= start < line.end]
        grown = sum(3 - (use.end - use.start) for use in uses)
        if uses and grown < (0 if line is None else line.end - line.start):
            units.append((*([] if line is None else [line]), *uses))
    return sorted(units, key=lambda unit: unit[0].start)


def inline_pass(language: str) -> Pass:
    """`LANGUAGE-inline`: definitions used once (see definitions and _inlines)."""
    return EditSetsPass(f"{language}-inline", functools.partial(_inlines, language))


def transform_passes(language: str, with_bodies: bool = True) -> list[Pass]:
    """The other transformations of one language, in the order they run; without
    `LANGUAGE-bodies` where the format runs c_links' (the same bodies, that keep the
    program linking)."""
    passes: list[Pass] = [
        *name_passes(f"{language}-", functools.partial(names, language)),
        ReplacePass(f"{language}-literals", functools.partial(literals, language))]
    if with_bodies:
        passes.append(EditSetsPass(f"{language}-bodies", functools.partial(bodies, language)))
    if language in STATEMENTS:
        passes.append(ReplacePass(f"{language}-uses", functools.partial(uses, language)))
    if language in PREPROCESSED:
        passes.append(EditSetsPass(f"{language}-types", functools.partial(types_as_int,
                                                                          language)))
        passes.append(EditSetsPass(f"{language}-directive-pairs", directive_pairs))
    if language in TAGGED:
        passes.append(EditSetsPass(f"{language}-tag-pairs", tag_pairs))
    return passes
