"""Transformations that keep a C or C++ program linking while it shrinks.

An oracle that compiles and links a program (C-Reduce's test0.sh: clang links it,
gcc compiles it, and neither may warn of a listed kind) rejects almost every
deletion of a top-level item of a big file: everything is called from `main`, and
a definition that goes leaves a call that no longer links. These passes take the
program apart in the order that keeps it whole:

* `LANGUAGE-unused`: top-level declarations that nothing else names, each with
  every declaration only it names, at any depth: a chain of functions that call one
  another goes in one unit, as does a global with the type only it uses. A name's
  prototypes and definition go together; `main`, and what nothing declares
  (`#include`, `#if` blocks), stay and keep what they name.
* `LANGUAGE-calls`: a call of a function replaced by `0`; what it called may then
  be unused (not a call whose value is a struct, or is indexed, dereferenced, or
  has a member taken: `0` cannot stand there).
* `LANGUAGE-bodies`: a function's body replaced by `;`, or emptied, or where the
  function returns a value other than a struct, by `{return 0;}` instead (an empty
  one would warn that control reaches its end); `main` keeps a body, so the program
  still links.
* `LANGUAGE-parameters`: a parameter deleted from every declaration of its
  function together with the argument in its place in every call.

Unused declarations run first, then the top level's deletion, then calls, bodies,
parameters and unused declarations again, which take away what the three left
unused (link_passes). The deletion goes before calls and bodies for an oracle that
only compiles: there it removes all but a function or two in a few tests (C-Reduce's
file2.c: 184 calls at main, 209 with the deletion after them, 189 before). Where
the program must link, it costs about a test per top-level item and removes little
(file1.c under test0.sh: 236 of 672 tests; 437 in all after them).

Names are words (transforms.WORD) of an item's text, a macro's body and strings
included: a word too many keeps a declaration, never removes one that is used.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from trail.core.units import Pass
from trail.formats.spans import Edit, EditSetsPass, ReplacePass
from trail.formats.transforms import WORD, Unit, body_edits
from trail.formats.treesitter_parse import parse, walk
from trail.formats.treesitter_transforms import Naming, function_bodies, naming

# The program's entry point: it stays, with a body, whatever else goes.
ENTRY = b"main"
RETURN_ZERO = b"{return 0;}"
_RECORDS = frozenset({"struct_specifier", "union_specifier"})
# Where a call's value cannot be `0`: f().x, f()[i], *f(), &f().
_NOT_ZERO = frozenset({"field_expression", "subscript_expression", "pointer_expression"})
# Top-level nodes that name nothing and keep nothing alive.
_INERT = frozenset({"comment"})


def _text(data: bytes, node: Any) -> bytes:
    return data[node.start_byte:node.end_byte]


def _type_names(node: Any, data: bytes) -> list[bytes]:
    """The tag of a struct, union or enum defined by `node`'s type, and the
    enumerators of an enum: names a declaration gives besides its declarators."""
    kind = node if node.type.endswith("_specifier") else node.child_by_field_name("type")
    if kind is None or kind.child_by_field_name("body") is None:
        return []
    name = kind.child_by_field_name("name")
    found = [_text(data, name)] if name is not None else []
    if kind.type == "enum_specifier":
        body = kind.child_by_field_name("body")
        found += [_text(data, n) for c in body.named_children
                  if (n := c.child_by_field_name("name")) is not None]
    return found


def declared(node: Any, data: bytes) -> list[bytes]:
    """The names a top-level node declares: its declarators' identifiers, a
    struct's tag, an enum's constants, a macro's name."""
    if node.type in ("preproc_def", "preproc_function_def"):
        name = node.child_by_field_name("name")
        return [] if name is None else [_text(data, name)]
    found = _type_names(node, data)
    for declarator in node.children_by_field_name("declarator"):
        name = naming(declarator).identifier
        if name is not None:
            found.append(_text(data, name))
    return found


@dataclass
class _Item:
    """Top-level nodes that declare one name (a prototype and its definition), or
    names declared together (`int a, b;`)."""

    nodes: list[Any] = field(default_factory=list)
    names: set[bytes] = field(default_factory=set)
    uses: set[int] = field(default_factory=set)     # the items this one names
    users: set[int] = field(default_factory=set)    # the items that name this one


def _items(root: Any, data: bytes) -> tuple[list[_Item], set[int]]:
    """The program's named items with who names whom, and the items that must stay:
    `main`'s, and those of nodes that declare nothing (their words name items)."""
    owner: dict[bytes, int] = {}
    items: list[_Item] = []
    anonymous = []
    for node in root.named_children:
        if node.type in _INERT:
            continue
        names = declared(node, data)
        if not names:
            anonymous.append(node)
            continue
        joined = {owner[n] for n in names if n in owner}
        index = min(joined) if joined else len(items)
        if not joined:
            items.append(_Item())
        item = items[index]
        for other in sorted(joined - {index}):  # declarations that join two names
            item.nodes += items[other].nodes
            item.names |= items[other].names
            owner.update(dict.fromkeys(items[other].names, index))
            items[other] = _Item()
        item.nodes.append(node)
        item.names.update(names)
        owner.update(dict.fromkeys(names, index))
    stay = {owner[ENTRY]} if ENTRY in owner else set()
    for index, item in enumerate(items):
        for node in item.nodes:
            for name in _words(node, data):
                used = owner.get(name)
                if used is not None and used != index:
                    item.uses.add(used)
                    items[used].users.add(index)
    for node in anonymous:
        stay.update(owner[n] for n in _words(node, data) if n in owner)
    return items, stay


def _words(node: Any, data: bytes) -> set[bytes]:
    return {m.group() for m in WORD.finditer(data, node.start_byte, node.end_byte)}


def _owned(items: list[_Item], start: int, stay: set[int]) -> list[int]:
    """`start` and every item that only it names, directly or through others that
    go with it: what becomes unused once `start` goes."""
    going = {start}
    frontier = [start]
    while frontier:
        for used in items[frontier.pop()].uses:
            if used not in going and used not in stay and items[used].users <= going:
                going.add(used)
                frontier.append(used)
    return sorted(going)


def _end(node: Any) -> int:
    """Where `node` ends, with the `;` that ends a struct's definition."""
    after = node.next_sibling
    return after.end_byte if after is not None and after.type == ";" else node.end_byte


def _deletion(node: Any) -> list[Edit]:
    """`node` deleted as the top level's deletion by depth deletes it alone, the
    same bytes, which the tester may have seen: with the blanks before it, or for
    the first node those after it, as an edit of its own that the deletion of the
    next node swallows when both go. A struct's definition takes its `;` too."""
    before, after = node.prev_named_sibling, node.next_named_sibling
    if before is not None:
        return [Edit(_end(before), _end(node))]
    if after is not None:
        return [Edit(node.start_byte, _end(node)), Edit(_end(node), after.start_byte)]
    return [Edit(node.start_byte, _end(node))]


def unused(language: str, data: bytes) -> list[Unit]:
    """Each top-level item that nothing else names (not `main`), with every item
    only it names (see _owned): whichever of these units go, no kept item names
    one that went."""
    items, stay = _items(parse(language, data).root_node, data)
    units = []
    for index, item in enumerate(items):
        if item.nodes and not item.users and index not in stay:
            edits = [edit for i in _owned(items, index, stay) for node in items[i].nodes
                     for edit in _deletion(node)]
            units.append(tuple(sorted(edits, key=lambda e: e.start)))
    return sorted(units, key=lambda u: u[0].start)


def _functions(root: Any, data: bytes) -> Iterator[tuple[bytes, Any, Any, Naming]]:
    """Top-level functions, declared or defined: name, node, type, and what the
    declarator names (its parameters, whether a pointer lies above them)."""
    for node in root.named_children:
        if node.type not in ("function_definition", "declaration"):
            continue
        for declarator in node.children_by_field_name("declarator"):
            named = naming(declarator)
            if named.parameters is not None and named.identifier is not None:
                yield _text(data, named.identifier), node, node.child_by_field_name("type"), named


def _record_typedefs(root: Any, data: bytes) -> set[bytes]:
    """Names that typedef a struct or union (a value `0` cannot be)."""
    names = set()
    for node in root.named_children:
        kind = node.child_by_field_name("type")
        if node.type == "type_definition" and kind is not None and kind.type in _RECORDS:
            names.update(declared(node, data))
    return names


def _returns_record(kind: Any, pointer: bool, data: bytes, records: set[bytes]) -> bool:
    return kind is not None and not pointer and (
        kind.type in _RECORDS or _text(data, kind) in records)


def _value_used_as_record(node: Any) -> bool:
    """Whether the call `node` is indexed, dereferenced or has a member taken."""
    parent = node.parent
    argument = parent.child_by_field_name("argument") if parent is not None else None
    return parent.type in _NOT_ZERO and argument is not None \
        and (argument.start_byte, argument.end_byte) == (node.start_byte, node.end_byte)


def calls(language: str, data: bytes) -> list[Edit]:
    """Each call of a named function replaced by `0`, unless the function returns a
    struct or the call's value is indexed, dereferenced or has a member taken."""
    root = parse(language, data).root_node
    records = _record_typedefs(root, data)
    structs = {name for name, _, kind, named in _functions(root, data)
               if _returns_record(kind, named.pointer, data, records)}
    edits = []
    for node in walk(root):
        function = node.child_by_field_name("function") if node.type == "call_expression" \
            else None
        if function is None or function.type != "identifier" \
                or _text(data, function) in structs or _value_used_as_record(node):
            continue
        edits.append(Edit(node.start_byte, node.end_byte, b"0"))
    return edits


def bodies(language: str, data: bytes) -> list[Unit]:
    """Each function's body replaced by `;` or emptied (treesitter_transforms.bodies),
    or by `{return 0;}` where it returns a value other than a struct and that is
    shorter; `main` keeps a body."""
    root = parse(language, data).root_node
    records = _record_typedefs(root, data)
    units: list[Unit] = []
    for node, body in function_bodies(root, data):
        named = naming(node)
        edits = body_edits(body.start_byte, body.end_byte - 1, data)
        if named.identifier is not None and _text(data, named.identifier) == ENTRY:
            units += edits[1:]  # `;` would leave main declared, not defined; `{}` returns 0
            continue
        kind = node.child_by_field_name("type")
        returns_value = kind is not None and (named.pointer or _text(data, kind) != b"void")
        if returns_value and not _returns_record(kind, named.pointer, data, records) \
                and body.end_byte - body.start_byte > len(RETURN_ZERO):
            # An empty body would warn that control reaches its end; `return 0;` can
            # still go by deletion where nothing warns.
            edits = [edits[0], (Edit(body.start_byte, body.end_byte, RETURN_ZERO),)]
        units += edits
    return units


def _list_edits(elements: list[Any], index: int) -> Unit:
    """Element `index` of a comma-separated list deleted with one comma: the one
    after it, or for the last, the one before it, as an edit of its own that the
    deletion of the element before swallows when both go."""
    element = elements[index]
    if index + 1 < len(elements):
        return (Edit(element.start_byte, elements[index + 1].start_byte),)
    if index == 0:
        return (Edit(element.start_byte, element.end_byte),)
    return (Edit(elements[index - 1].end_byte, element.start_byte),
            Edit(element.start_byte, element.end_byte))


def _elements(node: Any) -> list[Any]:
    return [c for c in node.named_children if c.type != "comment"]


def parameters(language: str, data: bytes) -> list[Unit]:
    """Each parameter of a function deleted from its every declaration and
    definition, and the argument in its place from every call: what deletion cannot
    do, one side alone breaks the call. Not a parameter its body names, nor one of a
    function whose declarations or calls disagree on the count, or that takes `...`."""
    root = parse(language, data).root_node
    lists: dict[bytes, list[list[Any]]] = {}
    bodies: dict[bytes, list[Any]] = {}
    for name, node, _, named in _functions(root, data):
        lists.setdefault(name, []).append(_elements(named.parameters))
        if node.type == "function_definition":
            bodies.setdefault(name, []).append(node.child_by_field_name("body"))
    arguments: dict[bytes, list[list[Any]]] = {}
    for node in walk(root):
        function = node.child_by_field_name("function") if node.type == "call_expression" \
            else None
        if function is not None and function.type == "identifier" \
                and (args := node.child_by_field_name("arguments")) is not None:
            arguments.setdefault(_text(data, function), []).append(_elements(args))
    units = []
    for name, declared_lists in lists.items():
        counts = {len(e) for e in declared_lists} | {len(a) for a in arguments.get(name, [])}
        if len(counts) != 1 or any(p.type != "parameter_declaration" or _text(data, p) == b"void"
                                   for e in declared_lists for p in e):
            continue
        used = set().union(*(_words(body, data) for body in bodies.get(name, []) if body))
        for index in range(counts.pop()):
            own = {_text(data, n) for e in declared_lists
                   if (n := naming(e[index].child_by_field_name("declarator")).identifier)
                   is not None}
            if own & used:
                continue
            units.append(tuple(edit for e in [*declared_lists, *arguments.get(name, [])]
                               for edit in _list_edits(e, index)))
    return sorted(units, key=lambda u: u[0].start)


def link_passes(language: str) -> tuple[list[Pass], list[Pass]]:
    """Unused declarations, then (after the top level's deletion) calls to `0`,
    bodies and parameters, and unused declarations again: the three leave
    functions unused, which the last takes away a chain at a time."""
    unused_pass = EditSetsPass(f"{language}-unused", functools.partial(unused, language))
    return [unused_pass], [
        ReplacePass(f"{language}-calls", functools.partial(calls, language)),
        EditSetsPass(f"{language}-bodies", functools.partial(bodies, language)),
        EditSetsPass(f"{language}-parameters", functools.partial(parameters, language)),
        # Twice on purpose: what the three left unused goes now, a chain at a time, not
        # function by function to the deeper deletions (chain.c of tests/test_c_links:
        # 141 tests, 178 without).
        unused_pass]
