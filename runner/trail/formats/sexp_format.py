"""S-expressions: SMT-LIB, Lisp, Scheme, Clojure, WebAssembly text, sexp configs.

A small reader (no library reads all of these dialects' lexical rules) records the
span of every list and atom: `;` line comments and `#|...|#` block comments (nested)
are blanks, strings keep their escapes (`\\"`, and SMT-LIB's `""`), `|quoted symbols|`
are atoms, `(`/`[`/`{` must close with their own bracket, and a quote prefix (`'`,
`` ` ``, `,`, `,@`, `#`, `#'`) belongs to the list it opens. Passes of one round:

1. `sexp-inline`: a definition without parameters (`define-fun`, `define`, `def`,
   ...) whose name is used once: the use becomes its value (with the uses in that
   value inlined too), the definition goes.
2. `sexp-replace`: a list inside a top-level form replaced by an atom: `true` or
   `false` when its head is a predicate (`and`, `=`, `<`, ...), else `0`, or its
   own first atom, when shorter than the list; or by one of its elements but a
   first atom (a term by its argument: `(and a (f b))` by `(f b)`). Where several
   of one list's replacements apply, the first listed (an atom) wins. A top-level
   form is a command or a definition, no term: only a wrapper without a head atom
   (`((f x))`, what deletions leave) is replaced, by an element.
3. `sexp-depth-K`: list elements at depth K (top-level forms first), each with the
   blanks after it.
4. `sexp-merge-names`, `sexp-rename-names` (trail.formats.transforms): symbols not
   in operator position merged into one, then renamed short, everywhere at once.
5. `blank-lines`, then the text passes, lines then characters.

Inlining and replacing come before the deletions, against the usual order
(structure, then transformations): in an SMT-LIB benchmark every top-level form
feeds the one assertion, so deletion alone keeps them all at about two tests each,
while the terms, once replaced, leave them unused. ddSMT's docs/example/input.smt2
with z3 still answering unsat: 942 definitions inlined in 8 tests (139,495 B to
104,067 B), then terms replaced, about 60 tests a kilobyte (87,294 B after 241 s,
10,992 tests). With the deletions first, 4,772 tests took it to 103,741 B and no
further within 20 minutes.

Every candidate must read back: brackets balanced, strings and comments closed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.kept import Place
from trail.formats.spans import (
    BLANK_LINES,
    Edit,
    EditSetsPass,
    Group,
    Node,
    ReplacePass,
    depth,
    depth_passes,
    parsed,
)
from trail.formats.text import CHARS, LINES
from trail.formats.transforms import Occurrences, Unit, name_passes

_CLOSER = {b"(": b")", b"[": b"]", b"{": b"}"}
# One token at a time; blanks and line comments are skipped, block comments nest.
_TOKEN = re.compile(rb"""
    (?P<blank>(?:\s+|;[^\n]*)+)
  | (?P<comment>\#\|)
  | (?P<open>[(\[{])
  | (?P<close>[)\]}])
  | (?P<string>"(?:[^"\\]|\\.|"")*")
  | (?P<symbol>\|[^|]*\|)
  | (?P<atom>[^\s()\[\]{}";|]+(?:\|[^|]*\|[^\s()\[\]{}";|]*)*)
""", re.VERBOSE | re.DOTALL)
_COMMENT_MARK = re.compile(rb"\#\||\|\#")
# An atom made only of these, right before a bracket, quotes the list it opens.
_PREFIX = re.compile(rb"[\'`,@#]+")
# What a list may become besides one of its elements: a truth value where its head
# says it is a predicate (SMT-LIB's core and arithmetic), else 0.
PREDICATES = frozenset({b"and", b"or", b"not", b"=>", b"xor", b"=", b"distinct", b"<",
                        b"<=", b">", b">=", b"bvult", b"bvule", b"bvugt", b"bvuge",
                        b"bvslt", b"bvsle", b"bvsgt", b"bvsge"})
TRUTH = (b"true", b"false")
NUMBER = (b"0",)


class SexpSyntaxError(ValueError):
    pass


@dataclass
class _Form:
    """A list or an atom with its span; a list's elements in order."""

    start: int
    end: int
    elements: list[_Form] | None = None  # None: an atom


def _block_comment_end(data: bytes, start: int) -> int:
    """Where the `#|` comment at `start` ends, nested ones inside it included."""
    level = 0
    for mark in _COMMENT_MARK.finditer(data, start):
        level += 1 if mark.group() == b"#|" else -1
        if level == 0:
            return mark.end()
    raise SexpSyntaxError(f"unclosed #| comment at byte {start}")


def _skip(data: bytes, pos: int) -> int:
    """The first position at or after `pos` that is no blank and no comment."""
    while (m := _TOKEN.match(data, pos)) is not None and m.lastgroup in ("blank", "comment"):
        pos = m.end() if m.lastgroup == "blank" else _block_comment_end(data, pos)
    return pos


def _add(elements: list[_Form], form: _Form, data: bytes) -> None:
    """Append `form`; a quote prefix right before a list becomes part of it."""
    if form.elements is not None and elements and elements[-1].elements is None \
            and elements[-1].end == form.start \
            and _PREFIX.fullmatch(data, elements[-1].start, form.start):
        form.start = elements.pop().start
    elements.append(form)


def read(data: bytes) -> list[_Form]:
    """The top-level forms of `data`; raises SexpSyntaxError. Iterative: SMT-LIB
    terms nest thousands deep once definitions are inlined."""
    top: list[_Form] = []
    # The lists being read: the bracket that closes each, where it opens, its elements.
    open_lists: list[tuple[bytes, int, list[_Form]]] = []
    pos = _skip(data, 0)
    while pos < len(data):
        m = _TOKEN.match(data, pos)
        if m is None:
            raise SexpSyntaxError(f"unreadable at byte {pos}")
        kind = m.lastgroup
        if kind == "open":
            open_lists.append((_CLOSER[m.group()], pos, []))
        elif kind == "close":
            if not open_lists or open_lists[-1][0] != m.group():
                raise SexpSyntaxError(f"unexpected {m.group().decode()!r} at byte {pos}")
            _, start, elements = open_lists.pop()
            _add(open_lists[-1][2] if open_lists else top, _Form(start, m.end(), elements), data)
        else:
            _add(open_lists[-1][2] if open_lists else top, _Form(pos, m.end()), data)
        pos = _skip(data, m.end())
    if open_lists:
        raise SexpSyntaxError(f"missing {open_lists[-1][0].decode()!r} at the end")
    return top


def _read(data: bytes) -> list[_Form] | None:
    try:
        return read(data)
    except SexpSyntaxError:
        return None


def _root(forms: list[_Form]) -> Node:
    """The Node tree of the forms (iterative, as the reader)."""
    root = Node(0, forms[-1].end if forms else 0)
    stack = [(root, forms)]
    while stack:
        node, elements = stack.pop()
        if elements:
            children = [Node(e.start, e.end) for e in elements]
            node.groups = [Group(children)]
            stack.extend((child, e.elements) for child, e in zip(children, elements, strict=True))
    return root


def _lists(forms: list[_Form]) -> list[_Form]:
    """Every list, outer ones first."""
    found, stack = [], list(reversed(forms))
    while stack:
        form = stack.pop()
        if form.elements is not None:
            found.append(form)
            stack.extend(reversed(form.elements))
    return found


def _replacements(data: bytes) -> list[Edit] | None:
    """Each list inside a top-level form replaced by an atom or by an element; a
    top-level form only by an element, and only when no atom heads it (a wrapper
    left by deletions, `((f x))`): a command or a definition is no term."""
    forms = _read(data)
    if forms is None:
        return None
    edits = []
    for form in forms:
        if form.elements and form.elements[0].elements is not None:
            edits += [Edit(form.start, form.end, keep=(e.start, e.end)) for e in form.elements]
    for form in _lists([e for f in forms for e in f.elements or []]):
        first = form.elements[:1]
        head = [data[first[0].start:first[0].end]] if first and first[0].elements is None else []
        # Atoms first: where several of this list's replacements apply, the smallest wins.
        constants = TRUTH if head and head[0] in PREDICATES else NUMBER
        for atom in dict.fromkeys([*constants, *head]):
            if len(atom) < form.end - form.start:
                edits.append(Edit(form.start, form.end, atom))
        for element in form.elements[len(head):]:
            edits.append(Edit(form.start, form.end, keep=(element.start, element.end)))
    return edits


def _names(data: bytes) -> Occurrences | None:
    """Where each symbol occurs that is no number, string or keyword (`:key`), nor
    the first element of its list (an operator, a command)."""
    forms = _read(data)
    if forms is None:
        return None
    found: Occurrences = {}
    stack = list(forms)
    while stack:
        form = stack.pop()
        if form.elements is None:
            continue
        stack.extend(form.elements)
        for element in form.elements[1:]:  # the first names an operator or a command
            text = data[element.start:element.end]
            if element.elements is None and (text[:1].isalpha() or text[:1] in b"_|"):
                found.setdefault(text, []).append((element.start, element.end))
    for spans in found.values():
        spans.sort()
    return dict(sorted(found.items(), key=lambda item: item[1][0]))


# Heads of the forms that bind a name to a value: (HEAD NAME [() SORT] VALUE).
DEFINERS = frozenset({b"define-fun", b"define-const", b"define", b"def", b"defconst",
                      b"defvar", b"defparameter"})


def _inlines(data: bytes) -> list[Unit] | None:
    """A top-level definition without parameters whose name is used once: the use
    replaced by the value and the definition deleted (a chain of `define-fun`s
    feeding one `assert` cannot lose a link otherwise)."""
    forms, names = _read(data), _names(data)
    if forms is None or names is None:
        return None
    units = []
    for form in forms:
        parts = form.elements or []
        if len(parts) < 3 or data[parts[0].start:parts[0].end] not in DEFINERS \
                or parts[1].elements is not None \
                or any(p.elements for p in parts[2:-1]):  # parameters: no plain value
            continue
        value = parts[-1]
        uses = [u for u in names.get(data[parts[1].start:parts[1].end], [])
                if not form.start <= u[0] < form.end]
        if len(uses) == 1:
            units.append((Edit(form.start, form.end),
                          Edit(*uses[0], keep=(value.start, value.end))))
    return units


REPLACE = ReplacePass("sexp-replace", _replacements)
INLINE = EditSetsPass("sexp-inline", _inlines)
NAMES = name_passes("sexp-", _names)


class SexpFormat(BaseFormat):
    name = "sexp"
    description = ("S-expressions (SMT-LIB, Lisp, Scheme, Clojure, WAT): list elements by "
                   "depth, lists replaced by an element or an atom, names")
    extensions = (".smt2", ".smt", ".lisp", ".lsp", ".cl", ".el", ".scm", ".ss", ".rkt",
                  ".clj", ".cljs", ".cljc", ".edn", ".wat", ".wast", ".sexp")
    kind = "s-expression"

    def detect_content(self, data: bytes) -> str | None:
        try:
            first = _skip(data, 0)
        except SexpSyntaxError:
            return None
        if data[first : first + 1] != b"(":
            return None
        forms = _read(data)
        if forms and all(f.elements is not None for f in forms):
            return "content reads as s-expressions: parenthesized forms, balanced"
        return None

    def passes(self, data: bytes) -> list[Pass]:
        forms = _read(data)
        levels = 0 if forms is None else depth(_root(forms))
        # Inlining and replacing first: see the module's docstring.
        return [INLINE, REPLACE, *depth_passes("sexp", parsed(_read, _root), levels), *NAMES,
                BLANK_LINES, LINES, CHARS]

    def locate(self, data: bytes) -> list[Place]:
        """Every list, named by its head atom and, for a definition, the name it
        binds (`define-fun a`); a list without a head atom is `list`."""
        forms = _read(data)
        places = []
        for form in _lists(forms or []):
            words = [data[e.start:e.end] for e in form.elements[:2] if e.elements is None]
            head = words[:2] if words and words[0] in DEFINERS else words[:1]
            places.append(Place(b" ".join(head).decode(errors="replace") or "list",
                                form.start, form.end))
        return places

    def is_valid(self, data: bytes) -> bool:
        return _read(data) is not None
