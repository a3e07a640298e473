"""SMT-LIB terms and their sorts: replacements that a solver still reads.

A term replaced by something of another sort is an input the solver rejects, and a
ddmin chunk holding one such edit fails whatever else it holds: on ddSMT's example
most of the s-expression replacements were of that kind, and no large chunk went.
So, as ddSMT does, the sort of each term is inferred where that is cheap, and a term
of a known sort is offered only the constants of its sort and those of its
arguments that have its sort.

A sort comes from the first of these that tells:

* a name's binding: `declare-fun`, `declare-const`, `define-fun`(`-rec`),
  `define-const`, a definition's parameters, `let`, `forall`/`exists`;
* a literal: `true`/`false`, numerals (Int), decimals (Real), `#b...`/`#x...` and
  `(_ bvN n)` (bit-vectors), strings, `(_ +zero e s)` and the like (floating point);
* an application's head: predicates give Bool, `ite` its branches, arithmetic and
  bit-vector operators their arguments' sort, `concat`, `extract`, `zero_extend`,
  `sign_extend`, `repeat`, `bvcomp` their width, floating-point operations their
  last argument's sort, `store` its array's, `select` the array's elements', string
  functions String or Int, a declared or defined function its result sort;
* the place: an assertion is Bool, a definition's body has its declared sort, the
  arguments of a connective are Bool.

Scopes are not tracked: a name bound with two sorts in one input (a `let` variable
shadowing another) has no sort from the second binding on, and a term of unknown
sort is left to the untyped replacements, as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from trail.formats.sexp_reader import Form, read_or_none

Sort = bytes  # a sort's text with blanks normalized: b"Bool", b"(_ BitVec 8)"
BOOL, INT, REAL, STRING = b"Bool", b"Int", b"Real", b"String"

# The commands of SMT-LIB 2.6, and the solvers' common extensions, by what they hold.
_DECLARATIONS = frozenset({b"declare-fun", b"declare-const"})
_DEFINITIONS = frozenset({b"define-fun", b"define-fun-rec", b"define-const"})
_TERMLESS = frozenset({
    b"set-logic", b"set-info", b"set-option", b"declare-sort", b"define-sort",
    b"declare-datatype", b"declare-datatypes", b"check-sat", b"exit", b"push", b"pop",
    b"reset", b"reset-assertions", b"get-model", b"get-info", b"get-option",
    b"get-assertions", b"get-proof", b"get-unsat-core", b"get-unsat-assumptions",
    b"get-assignment", b"echo"}) | _DECLARATIONS
# Commands with terms in places this module does not follow: the untyped treatment.
_UNFOLLOWED = frozenset({b"check-sat-assuming", b"get-value", b"define-funs-rec",
                         b"minimize", b"maximize", b"assert-soft", b"simplify", b"eval"})
COMMANDS = _TERMLESS | _DEFINITIONS | _UNFOLLOWED | {b"assert"}

PREDICATES = frozenset({
    b"and", b"or", b"not", b"=>", b"xor", b"=", b"distinct", b"<", b"<=", b">", b">=",
    b"is_int", b"divisible", b"bvult", b"bvule", b"bvugt", b"bvuge", b"bvslt",
    b"bvsle", b"bvsgt", b"bvsge", b"fp.leq", b"fp.lt", b"fp.geq", b"fp.gt", b"fp.eq",
    b"fp.isNormal", b"fp.isSubnormal", b"fp.isZero", b"fp.isInfinite", b"fp.isNaN",
    b"fp.isNegative", b"fp.isPositive", b"str.contains", b"str.prefixof",
    b"str.suffixof", b"str.<", b"str.<=", b"str.in_re", b"str.is_digit"})
# The heads of the terms whose second element is a list of bindings.
BINDERS = frozenset({b"let", b"forall", b"exists"})
# Whose arguments may go, some of them, and leave a term of the same sort.
VARIADIC = frozenset({b"and", b"or", b"xor", b"=>", b"=", b"distinct", b"<", b"<=", b">",
                      b">=", b"+", b"-", b"*", b"bvand", b"bvor", b"bvxor", b"bvadd",
                      b"bvmul"})
# Whose arguments are Bool: the place tells their sort where nothing else does.
_CONNECTIVES = frozenset({b"and", b"or", b"not", b"=>", b"xor"})
# Of the sort of their arguments (the first one whose sort is known).
_SAME_SORT = frozenset({
    b"+", b"-", b"*", b"bvnot", b"bvneg", b"bvand", b"bvor", b"bvxor", b"bvnand",
    b"bvnor", b"bvxnor", b"bvadd", b"bvsub", b"bvmul", b"bvudiv", b"bvurem", b"bvsdiv",
    b"bvsrem", b"bvsmod", b"bvshl", b"bvlshr", b"bvashr"})
# Floating-point operations: of the sort of their last argument (the first may be a
# rounding mode).
_LAST_SORT = frozenset({
    b"fp.abs", b"fp.neg", b"fp.add", b"fp.sub", b"fp.mul", b"fp.div", b"fp.fma",
    b"fp.sqrt", b"fp.rem", b"fp.roundToIntegral", b"fp.min", b"fp.max"})
_RESULT = {b"/": REAL, b"to_real": REAL, b"div": INT, b"mod": INT, b"abs": INT,
           b"to_int": INT, b"bvcomp": b"(_ BitVec 1)", b"fp.to_real": REAL,
           b"str.++": STRING, b"str.at": STRING, b"str.substr": STRING,
           b"str.replace": STRING, b"str.replace_all": STRING, b"str.from_int": STRING,
           b"str.len": INT, b"str.indexof": INT, b"str.to_int": INT}
# The sorts of floating-point literals, `(_ +zero 8 24)`, and the names of four sorts.
_FLOAT_LITERALS = frozenset({b"+zero", b"-zero", b"+oo", b"-oo", b"NaN"})
_FLOAT_NAMES = {b"Float16": b"(_ FloatingPoint 5 11)", b"Float32": b"(_ FloatingPoint 8 24)",
                b"Float64": b"(_ FloatingPoint 11 53)",
                b"Float128": b"(_ FloatingPoint 15 113)"}
_ARRAY = re.compile(rb"\(Array (.*)\)", re.DOTALL)
_BITVEC = re.compile(rb"\(_ BitVec ([1-9][0-9]*)\)")
_FLOAT = re.compile(rb"\(_ FloatingPoint ([0-9]+) ([0-9]+)\)")
_LITERALS = ((re.compile(rb"true|false"), lambda _: BOOL),
             (re.compile(rb"[0-9]+"), lambda _: INT),
             (re.compile(rb"[0-9]+\.[0-9]+"), lambda _: REAL),
             (re.compile(rb'".*"', re.DOTALL), lambda _: STRING),
             (re.compile(rb"#b([01]+)"), lambda m: bitvec(len(m.group(1)))),
             (re.compile(rb"#x([0-9a-fA-F]+)"), lambda m: bitvec(4 * len(m.group(1)))))


def bitvec(width: int) -> Sort:
    return b"(_ BitVec %d)" % width


def _width(sort: Sort | None) -> int | None:
    """The width of a bit-vector sort; None for another sort."""
    m = _BITVEC.fullmatch(sort or b"")
    return int(m.group(1)) if m else None


def constants(sort: Sort | None) -> tuple[bytes, ...]:
    """The constants a term of `sort` may become, the one to try first first."""
    if sort in (BOOL, INT, REAL, STRING):
        return {BOOL: (b"false", b"true"), INT: (b"0",), REAL: (b"0.0",),
                STRING: (b'""',)}[sort]
    if (w := _width(sort)) is not None:
        # A literal before `(_ bv0 n)` where they are as long: the first shortest wins.
        zeros = [b"#b" + b"0" * w, *([b"#x" + b"0" * (w // 4)] if w % 4 == 0 else []),
                 b"(_ bv0 %d)" % w]
        return (min(zeros, key=len),)
    if m := _FLOAT.fullmatch(sort or b""):
        return (b"(_ +zero %s %s)" % m.groups(),)
    return ()


@dataclass(eq=False)
class Term:
    """A term of a command, its sort (None: unknown) and how deep it lies (1: a
    command's argument); `parts`: the terms it may become where their sort is its
    own (an application's arguments, a `let`'s body, a named term)."""

    form: Form
    sort: Sort | None
    depth: int
    parts: list[Term] = field(default_factory=list)


@dataclass
class Script:
    """What a script's commands hold: their terms, outer first within a command,
    and the commands whose terms lie where this module does not follow them."""

    terms: list[Term] = field(default_factory=list)
    unfollowed: list[Form] = field(default_factory=list)


def is_script(data: bytes, forms: list[Form]) -> bool:
    """Whether `forms` are an SMT-LIB script: every top-level form headed by an atom
    is headed by an SMT-LIB command, and one is."""
    heads = [_atom(data, f.elements[0]) for f in forms if f.elements]
    return any(heads) and all(h is None or h in COMMANDS for h in heads)


def script(data: bytes, forms: list[Form]) -> Script | None:
    """The terms of an SMT-LIB script with their sorts; None when `forms` are not
    one."""
    if not is_script(data, forms):
        return None
    found, names = Script(), _Names()
    for form in forms:
        if not form.elements or not _command(data, form, names, found.terms):
            found.unfollowed.append(form)
    return found


def _atom(data: bytes, form: Form) -> bytes | None:
    return data[form.start:form.end] if form.elements is None else None


def _sort_text(data: bytes, form: Form) -> Sort:
    """A sort's text with blanks normalized, so equal sorts compare equal."""
    tokens = re.findall(rb"[()]|[^\s()]+", data[form.start:form.end])
    return b" ".join(tokens).replace(b"( ", b"(").replace(b" )", b")")


class _Names:
    """The sort of each name bound so far (None once bound with two sorts), and
    the sorts `define-sort` names without parameters."""

    def __init__(self) -> None:
        self.sorts: dict[bytes, Sort | None] = {}
        self.aliases: dict[Sort, Sort] = dict(_FLOAT_NAMES)

    def sort(self, data: bytes, form: Form) -> Sort:
        text = _sort_text(data, form)
        return self.aliases.get(text, text)

    def bind(self, name: bytes | None, sort: Sort | None) -> None:
        if name is not None:
            self.sorts[name] = sort if self.sorts.get(name, sort) == sort else None

    def bind_sorted(self, data: bytes, form: Form) -> bool:
        """Bind `((x S) ...)`; False when it has another shape."""
        found = pairs(data, form)
        for name, sort in found or []:
            self.bind(name, self.sort(data, sort))
        return found is not None


def pairs(data: bytes, form: Form) -> list[tuple[bytes, Form]] | None:
    """`((x v) ...)`, bindings or sorted variables, as [(x, v), ...]; None for
    another shape."""
    if form.elements is None or any(p.elements is None or len(p.elements) != 2
                                    or p.elements[0].elements is not None
                                    for p in form.elements):
        return None
    return [(data[p.elements[0].start:p.elements[0].end], p.elements[1])
            for p in form.elements]


def _command(data: bytes, form: Form, names: _Names, terms: list[Term]) -> bool:
    """Bind what a command declares and collect its terms; False for a command
    whose terms it does not follow (or of another shape than SMT-LIB's)."""
    head, *args = form.elements or []
    command = _atom(data, head)
    if command in _DECLARATIONS and len(args) in (2, 3):
        names.bind(_atom(data, args[0]), names.sort(data, args[-1]))
        return True
    if command == b"define-sort" and len(args) == 3 and args[1].elements == []:
        names.aliases[_sort_text(data, args[0])] = names.sort(data, args[2])
        return True
    if command in _TERMLESS:
        return True
    if command == b"assert" and len(args) == 1:
        terms += _walk(data, args[0], BOOL, names)
        return True
    if command == b"define-const" and len(args) == 3:
        result = names.sort(data, args[1])
        terms += _walk(data, args[2], result, names)
        names.bind(_atom(data, args[0]), result)
        return True
    if command in (b"define-fun", b"define-fun-rec") and len(args) == 4 \
            and names.bind_sorted(data, args[1]):
        result = names.sort(data, args[2])
        if command == b"define-fun-rec":
            names.bind(_atom(data, args[0]), result)
        terms += _walk(data, args[3], result, names)
        names.bind(_atom(data, args[0]), result)
        return True
    return False


@dataclass(frozen=True)
class _Enter:
    form: Form
    expected: Sort | None
    depth: int
    parent: Term | None  # the term that may become this one


@dataclass(frozen=True)
class _Exit:
    term: Term
    expected: Sort | None


@dataclass(frozen=True)
class _Bind:
    name: bytes
    form: Form  # the term bound, whose sort is known by now


def _walk(data: bytes, root: Form, expected: Sort, names: _Names) -> list[Term]:
    """The terms of `root`, outer first, with their sorts. Iterative: terms nest
    thousands deep once definitions are inlined. A `let`'s variables are bound once
    their terms' sorts are known, before its body is walked."""
    terms: list[Term] = []
    made: dict[int, Term] = {}
    stack: list[_Enter | _Exit | _Bind] = [_Enter(root, expected, 1, None)]
    while stack:
        task = stack.pop()
        if isinstance(task, _Bind):
            names.bind(task.name, made[id(task.form)].sort)
            continue
        if isinstance(task, _Exit):
            term = task.term
            term.sort = _applied(data, term.form, made, names) or task.expected
            continue
        form, parent = task.form, task.parent
        term = Term(form, None, task.depth)
        terms.append(term)
        made[id(form)] = term
        if parent is not None:
            parent.parts.append(term)
        if form.elements is None:
            text = data[form.start:form.end]
            term.sort = _literal(text) or names.sorts.get(text) or task.expected
            continue
        if _wrapper(data, form):  # what deletions leave, `((f x))`: no term of a sort
            stack.extend(reversed([_Enter(e, None, task.depth + 1, term)
                                   for e in form.elements]))
            continue
        stack.append(_Exit(term, task.expected))
        stack.extend(reversed(_inner(data, term, task.expected, names)))
    return terms


def _wrapper(data: bytes, form: Form) -> bool:
    """A list headed by nothing, or by a list but an indexed or qualified identifier."""
    head = (form.elements or [None])[0]
    return head is None or head.elements is not None \
        and (not head.elements or _atom(data, head.elements[0]) not in (b"_", b"as"))


def _inner(data: bytes, term: Term, expected: Sort | None,
           names: _Names) -> list[_Enter | _Bind]:
    """The tasks of a list term's inner terms, in order."""
    head, *args = term.form.elements or []
    op, deeper = _atom(data, head), term.depth + 1
    if op == b"let" and len(args) == 2 and (bindings := pairs(data, args[0])) is not None:
        tasks: list[_Enter | _Bind] = []
        for name, value in bindings:
            tasks += [_Enter(value, None, deeper, None), _Bind(name, value)]
        return [*tasks, _Enter(args[1], expected, deeper, term)]
    if op in (b"forall", b"exists") and len(args) == 2 \
            and names.bind_sorted(data, args[0]):
        return [_Enter(args[1], BOOL, deeper, None)]
    if op == b"!" and args:
        return [_Enter(args[0], expected, deeper, term)]
    if op in BINDERS or op in (b"_", b"as", b"match"):
        return []  # an indexed or qualified identifier, or a binder of another shape
    inner = BOOL if op in _CONNECTIVES else expected if op in _SAME_SORT or op == b"ite" \
        else None
    return [_Enter(a, BOOL if op == b"ite" and k == 0 else inner, deeper, term)
            for k, a in enumerate(args)]


def _literal(text: bytes) -> Sort | None:
    for pattern, sort in _LITERALS:
        if m := pattern.fullmatch(text):
            return sort(m)
    return None


def _applied(data: bytes, form: Form, made: dict[int, Term], names: _Names) -> Sort | None:
    """The sort of a list term from its head and its inner terms' sorts."""
    head, *args = form.elements or []
    sorts = [made[id(a)].sort if id(a) in made else None for a in args]
    op = _atom(data, head)
    if op is None:
        return _indexed(data, head, sorts, names)
    if op == b"_":
        literal = [_atom(data, a) or b"" for a in args]
        if len(literal) == 2 and re.fullmatch(rb"bv[0-9]+", literal[0]) \
                and literal[1].isdigit():
            return bitvec(int(literal[1]))
        if len(literal) == 3 and literal[0] in _FLOAT_LITERALS \
                and literal[1].isdigit() and literal[2].isdigit():
            return b"(_ FloatingPoint %s %s)" % (literal[1], literal[2])
        return None
    if op == b"as" and len(args) == 2:
        return names.sort(data, args[1])
    if op in PREDICATES or op in (b"forall", b"exists"):
        return BOOL
    if op in (b"let", b"!"):  # of its body's sort, or its named term's
        return (sorts[-1] if op == b"let" else sorts[0]) if sorts else None
    if op == b"ite":
        return next((s for s in sorts[1:] if s), None)
    if op in _SAME_SORT:
        return next((s for s in sorts if s), None)
    if op in _LAST_SORT or op == b"store":
        return sorts[-1 if op in _LAST_SORT else 0] if sorts else None
    if op == b"select" and sorts and (m := _ARRAY.fullmatch(sorts[0] or b"")):
        index_and_element = read_or_none(m.group(1)) or []
        return _sort_text(m.group(1), index_and_element[1]) \
            if len(index_and_element) == 2 else None
    if op == b"concat":
        widths = [_width(s) for s in sorts]
        return None if None in widths else bitvec(sum(w for w in widths if w))
    return _RESULT.get(op) or names.sorts.get(op)


def _indexed(data: bytes, head: Form, sorts: list[Sort | None],
             names: _Names) -> Sort | None:
    """The sort of `((_ op i ...) x)` (extract, zero_extend, sign_extend, repeat,
    rotate_left/right) or `((as const S) v)`."""
    words = [_atom(data, e) for e in head.elements or []]
    if len(words) == 3 and words[0] == b"as" and head.elements:
        return names.sort(data, head.elements[2])
    if len(words) < 3 or words[0] != b"_" or not all(w and w.isdigit() for w in words[2:]):
        return None
    op, numbers, w = words[1], [int(x or b"0") for x in words[2:]], _width(sorts[0] if sorts
                                                                          else None)
    if op == b"extract" and len(numbers) == 2:
        return bitvec(numbers[0] - numbers[1] + 1)
    if w is None or len(numbers) != 1:
        return None
    grown = {b"zero_extend": w + numbers[0], b"sign_extend": w + numbers[0],
             b"repeat": w * numbers[0], b"rotate_left": w, b"rotate_right": w}
    return bitvec(grown[op]) if op in grown else None
