"""S-expressions: SMT-LIB, Lisp, Scheme, Clojure, WebAssembly text, sexp configs.

trail.formats.sexp_reader reads every dialect into the spans of its lists and atoms;
trail.formats.smtlib_sorts gives the sort of each term of an SMT-LIB script. Passes of
one round:

0. `sexp-let` (SMT-LIB): a `let` becomes its body, each use of a variable its value,
   where that makes the input smaller (trail.formats.smtlib_lets).
1. `sexp-replace`: a term replaced by something shorter, or by one of its parts.
   In an SMT-LIB script (every top-level form headed by an SMT-LIB command) a term
   of a known sort becomes a constant of that sort (`false`/`true`, `0`, `0.0`, the
   shortest zero bit-vector of its width: `#b0`, `#x00`, `(_ bv0 9)`), an atom
   included (`def_3564` of sort Bool becomes `false`), or one of its arguments of
   its sort (`(bvand a b)` by `a`, never `(concat a b)` by `a`); sorts, parameter
   lists and attributes are no terms and stay. Elsewhere, and for an SMT-LIB term
   of unknown sort, a list becomes `true` or `false` when its head is a predicate
   (`and`, `=`, `<`, ...), else `0`, or its own first atom, when shorter than the
   list; or one of its elements but a first atom (`(and a (f b))` by `(f b)`).
   Where several of one term's replacements apply, the first listed (a constant)
   wins. A top-level form is a command or a definition, no term: only a wrapper
   without a head atom (`((f x))`, what deletions leave) is replaced, by an element.
2. `sexp-inline`: a definition without parameters (`define-fun`, `define`, `def`,
   ...) whose name is used once: the use becomes its value (with the uses in that
   value inlined too), the definition goes.
3. `sexp-depth-K`: list elements at depth K (top-level forms first), each with the
   blanks after it. In an SMT-LIB script only the commands and the arguments of
   variadic operators (`and`, `=`, `+`, `bvadd`, ...) are units: a command, a sort
   or another term without one of its elements is rejected by the solver.
4. `sexp-merge-names`, `sexp-rename-names` (trail.formats.transforms): symbols not
   in operator position merged into one, then renamed short, everywhere at once.
5. `blank-lines`, then the text passes, lines then characters.

Replacing comes before the deletions, against the usual order (structure, then
transformations): in an SMT-LIB benchmark every top-level form feeds the one
assertion, so deletion alone keeps them all, while an assertion replaced by `false`
leaves them unused, and one depth-1 chunk takes them all. A replacement of another
sort than its term's is rejected by the solver and fails every ddmin chunk it is
in: untyped, 20,000 units on ddSMT's docs/example/input.smt2 (z3 still answering
unsat) took it from 139,495 B to 87,294 B in 10,992 tests (240 s). Typed, 9,826
units: `sexp-replace` took it to 100,171 B in 7 tests and `sexp-depth-1` to 27 B in
27, `(assert false)(check-sat)` (25 B) after 84 tests in all, 81 oracle calls, 5 s
(`python3 bench/run_bench.py --cases ../shared/bench/cases --tools trail --jobs 1
--only ddsmt_example`). Measured there and on two variants (the example made sat,
z3 answering sat with a `bvlshr` kept: 68 B; unsat with a `concat` kept: 81 B):
inlining before replacing (942 definitions in 8 tests) took 89 tests (11 s) instead
of 84 (5 s), 109 B in 338 tests instead of 68 B in 246, and 75 B in 234 tests
instead of 81 B in 245; terms shallow first (the commands' arguments before deeper
terms) 94 and 425 tests against 94 and 428 in document order (the variants before
the depth restriction); depth units restricted to what may go, 84, 246 and 245
tests against 94, 312 and 307.

Every candidate must read back: brackets balanced, strings and comments closed.
"""

from __future__ import annotations

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.catalog import extensions_of
from trail.formats.kept import Place
from trail.formats.sexp_reader import Form, SexpSyntaxError, lists, read_or_none, skip
from trail.formats.smtlib_lets import substitutions
from trail.formats.smtlib_sorts import (
    BINDERS,
    PREDICATES,
    VARIADIC,
    Term,
    constants,
    is_script,
    script,
)
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
from trail.formats.transforms import Occurrences, Unit, name_passes

# What a list of unknown sort may become besides one of its elements: a truth value
# where its head says it is a predicate, else 0.
TRUTH = (b"true", b"false")
NUMBER = (b"0",)


def _root(data: bytes, forms: list[Form]) -> Node:
    """The Node tree of the forms (iterative, as the reader). In an SMT-LIB script
    an element is a unit only where it may go (see `_removable`); the groups inside
    one that may not belong to the nearest unit (or the root) above it."""
    smt = is_script(data, forms)
    root = Node(0, forms[-1].end if forms else 0)
    # (the node that owns the groups found in `form`, form, its elements' range that may go)
    stack = [(root, Form(root.start, root.end, forms), (0, len(forms)))]
    while stack:
        owner, form, (first, last) = stack.pop()
        elements = form.elements or []
        children = [Node(e.start, e.end) for e in elements[first:last]]
        if children:
            owner.groups = [*owner.groups, Group(children)]
        binds = smt and bool(elements) and data[elements[0].start:elements[0].end] in BINDERS
        inner = [(children[k - first] if first <= k < last else owner, k, e)
                 for k, e in enumerate(elements) if e.elements is not None]
        stack.extend((node, e, _removable(data, e, smt, binds and k == 1))
                     for node, k, e in reversed(inner))
    return root


def _removable(data: bytes, form: Form, smt: bool, bindings: bool) -> tuple[int, int]:
    """The range of a list's elements that may go: all of them, but in an SMT-LIB
    script only the arguments of a variadic operator (`and`, `+`, `bvadd`, ...), a
    binder's `bindings` (an unused `let` variable) and the elements of a wrapper
    left by deletions: a command, a sort or another term without one of its
    elements is an input the solver rejects."""
    elements = form.elements or []
    if not smt or not elements or bindings:
        return 0, len(elements)
    head = elements[0]
    if head.elements is None:
        return (1, len(elements)) if data[head.start:head.end] in VARIADIC else (0, 0)
    indexed = head.elements and data[head.elements[0].start:head.elements[0].end] \
        in (b"_", b"as")
    return (0, 0) if indexed else (0, len(elements))


def tree(data: bytes) -> Node | None:
    """What the depth passes cut: `data`'s Node tree, None where it does not read."""
    forms = read_or_none(data)
    return None if forms is None else _root(data, forms)


def _replacements(data: bytes) -> list[Edit] | None:
    """Each term replaced by an atom or by an element (see the module's docstring);
    a top-level form only by an element, and only when no atom heads it (a wrapper
    left by deletions, `((f x))`): a command or a definition is no term."""
    forms = read_or_none(data)
    if forms is None:
        return None
    edits = []
    for form in forms:
        if form.elements and form.elements[0].elements is not None:
            edits += [Edit(form.start, form.end, keep=(e.start, e.end)) for e in form.elements]
    smt = script(data, forms)
    untyped = forms if smt is None else smt.unfollowed
    for form in lists([e for f in untyped for e in f.elements or []]):
        edits += _untyped(data, form)
    # Shallow terms first: an assertion's argument replaced leaves the definitions
    # it used unused, whatever the deeper edits would have done.
    for term in sorted(smt.terms if smt else [], key=lambda t: t.depth):
        edits += _typed(data, term)
    return edits


def _untyped(data: bytes, form: Form) -> list[Edit]:
    """A list of unknown sort replaced by `true`/`false` when its head is a
    predicate, else `0`, or by its head atom, or by one of its other elements."""
    first = form.elements[:1] if form.elements else []
    head = [data[first[0].start:first[0].end]] if first and first[0].elements is None else []
    # Atoms first: where several of this list's replacements apply, the smallest wins.
    atoms = TRUTH if head and head[0] in PREDICATES else NUMBER
    edits = [Edit(form.start, form.end, atom) for atom in dict.fromkeys([*atoms, *head])
             if len(atom) < form.end - form.start]
    return edits + [Edit(form.start, form.end, keep=(e.start, e.end))
                    for e in (form.elements or [])[len(head):]]


def _typed(data: bytes, term: Term) -> list[Edit]:
    """An SMT-LIB term replaced by a shorter constant of its sort, or by one of its
    parts of its sort; a list of unknown sort as `_untyped`, an atom not at all."""
    form = term.form
    if term.sort is None:
        return [] if form.elements is None else _untyped(data, form)
    text, known = data[form.start:form.end], constants(term.sort)
    offered = [c for c in known if len(c) < len(text) and text not in known]
    return [Edit(form.start, form.end, c) for c in offered] \
        + [Edit(form.start, form.end, keep=(p.form.start, p.form.end))
           for p in term.parts
           if p.sort == term.sort and data[p.form.start:p.form.end] not in offered]


def _names(data: bytes) -> Occurrences | None:
    """Where each symbol occurs that is no number, string or keyword (`:key`), nor
    the first element of its list (an operator, a command)."""
    forms = read_or_none(data)
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


def _lets(data: bytes) -> list[Unit] | None:
    """In an SMT-LIB script, each `let` replaced by its body, the uses by the values,
    where that makes the input smaller (trail.formats.smtlib_lets)."""
    forms = read_or_none(data)
    if forms is None:
        return None
    return substitutions(data, forms) if is_script(data, forms) else []


def _plain_value(data: bytes, parts: list[Form]) -> bool:
    """Whether a definition binds its name to a value, without parameters: SMT-LIB's
    `(define-fun NAME () SORT VALUE)` and `(define-const NAME SORT VALUE)`, whose sort
    may be a list (`(_ BitVec 8)`), or `(HEAD NAME ... VALUE)` with no list between."""
    head = data[parts[0].start:parts[0].end]
    if head == b"define-fun":
        return len(parts) == 5 and parts[2].elements == []
    if head == b"define-const":
        return len(parts) == 4
    return not any(p.elements for p in parts[2:-1])


def _inlines(data: bytes) -> list[Unit] | None:
    """A top-level definition without parameters whose name is used once: the use
    replaced by the value and the definition deleted (a chain of `define-fun`s
    feeding one `assert` cannot lose a link otherwise)."""
    forms, names = read_or_none(data), _names(data)
    if forms is None or names is None:
        return None
    units = []
    for form in forms:
        parts = form.elements or []
        if len(parts) < 3 or data[parts[0].start:parts[0].end] not in DEFINERS \
                or parts[1].elements is not None or not _plain_value(data, parts):
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
LETS = EditSetsPass("sexp-let", _lets)
NAMES = name_passes("sexp-", _names)


class SexpFormat(BaseFormat):
    name = "sexp"
    description = ("S-expressions (SMT-LIB, Lisp, Scheme, Clojure, WAT): list elements by "
                   "depth, lists replaced by an element or an atom (in SMT-LIB only of "
                   "their sort), definitions and lets inlined, names")
    extensions = extensions_of("sexp")
    kind = "s-expression"

    def detect_content(self, data: bytes) -> str | None:
        try:
            first = skip(data, 0)
        except SexpSyntaxError:
            return None
        if data[first : first + 1] != b"(":
            return None
        forms = read_or_none(data)
        if forms and all(f.elements is not None for f in forms):
            return "content reads as s-expressions: parenthesized forms, balanced"
        return None

    def passes(self, data: bytes) -> list[Pass]:
        forms = read_or_none(data)
        levels = 0 if forms is None else depth(_root(data, forms))
        # Replacing and inlining first: see the module's docstring.
        return [LETS, REPLACE, INLINE, *depth_passes("sexp", tree, levels), *NAMES,
                BLANK_LINES, LINES, CHARS]

    def locate(self, data: bytes) -> list[Place]:
        """Every list, named by its head atom and, for a definition, the name it
        binds (`define-fun a`); a list without a head atom is `list`."""
        forms = read_or_none(data)
        places = []
        for form in lists(forms or []):
            words = [data[e.start:e.end] for e in form.elements[:2] if e.elements is None]
            head = words[:2] if words and words[0] in DEFINERS else words[:1]
            places.append(Place(b" ".join(head).decode(errors="replace") or "list",
                                form.start, form.end))
        return places

    def is_valid(self, data: bytes) -> bool:
        return read_or_none(data) is not None
