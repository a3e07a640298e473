"""SMT-LIB `let`s substituted: each use of a variable becomes its value.

A chain of nested `let`s (how solvers and printers write a shared term) puts every
later binding inside every earlier `let`'s body, so a replacement of an outer body
takes everything below it, and ddmin's chunks hold such an edit wherever they cut:
on ddSMT's example written as one assertion of 2,328 nested `let`s, z3 answering sat
with a `bvlshr` kept, `sexp-replace` spent 2,697 tests and the 120 s without
reaching its fixpoint. A `let` becomes its body, each use of a variable replaced by
its value, where that makes the input smaller: where each variable is used at most
once (the chain becomes one term, as `sexp-inline` does with definitions), or where
the values are short (a constant that a replacement left).

Capture-free by construction: a `let` is offered only when its variables, and every
name in their values, are bound once in the whole script (by `let`, `forall`,
`exists`, a definition's parameters, a declaration or a definition).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass

from trail.formats.sexp_reader import Form
from trail.formats.smtlib_sorts import BINDERS, pairs
from trail.formats.spans import Edit
from trail.formats.transforms import Span, Unit

_NAMED = frozenset({b"declare-fun", b"declare-const", b"define-fun", b"define-fun-rec",
                    b"define-const"})


@dataclass
class _Let:
    form: Form
    bindings: list[tuple[bytes, Form]]  # each variable and its value
    body: Form


@dataclass
class _Scan:
    """The `let`s of a script (outer first), how often each name is bound, and where
    each atom occurs."""

    lets: list[_Let]
    bound: Counter[bytes]
    atoms: dict[bytes, list[Span]]
    starts: list[int]   # every atom's start, ascending
    texts: list[bytes]  # and its text


def substitutions(data: bytes, forms: list[Form]) -> list[Unit]:
    """One unit per `let` whose substitution shrinks the input (see the module)."""
    scan = _scan(data, forms)
    units = []
    for let in scan.lets:
        # Bound once, the variable's other atoms are its uses: all in the body.
        uses = [[s for s in scan.atoms[name] if let.body.start <= s[0] < let.body.end]
                for name, _ in let.bindings]
        bindings = list(zip(let.bindings, uses, strict=True))
        removed = let.form.end - let.form.start - (let.body.end - let.body.start)
        added = sum(len(spans) * (value.end - value.start - len(name))
                    for (name, value), spans in bindings)
        if added < removed and all(
                scan.bound[name] == 1 and len(spans) == len(scan.atoms[name]) - 1
                and _closed(scan, value) for (name, value), spans in bindings):
            units.append((Edit(let.form.start, let.body.start),
                          Edit(let.body.end, let.form.end),
                          *(Edit(*span, keep=(value.start, value.end))
                            for (_, value), spans in bindings for span in spans)))
    return units


def _closed(scan: _Scan, value: Form) -> bool:
    """Whether every name bound in the script that `value` mentions is bound once."""
    i = bisect_left(scan.starts, value.start)
    while i < len(scan.starts) and scan.starts[i] < value.end:
        if scan.bound[scan.texts[i]] > 1:
            return False
        i += 1
    return True


def _scan(data: bytes, forms: list[Form]) -> _Scan:
    lets: list[_Let] = []
    bound: Counter[bytes] = Counter()
    atoms: dict[bytes, list[Span]] = {}
    stack = list(reversed(forms))
    while stack:
        form = stack.pop()
        if form.elements is None:
            atoms.setdefault(data[form.start:form.end], []).append((form.start, form.end))
            continue
        parts = form.elements
        head = data[parts[0].start:parts[0].end] if parts and parts[0].elements is None \
            else None
        bindings = pairs(data, parts[1]) if len(parts) >= 3 and head in BINDERS else None
        if bindings is not None:
            bound.update(name for name, _ in bindings)
            if head == b"let" and len(parts) == 3 and bindings:
                lets.append(_Let(form, bindings, parts[2]))
        if head in _NAMED and len(parts) >= 3 and parts[1].elements is None:
            bound[data[parts[1].start:parts[1].end]] += 1
            if head != b"define-const" and (params := pairs(data, parts[2])) is not None:
                bound.update(name for name, _ in params)
        stack.extend(reversed(parts))
    spans = sorted((s, text) for text, found in atoms.items() for s in found)
    return _Scan(lets, bound, atoms, [s[0] for s, _ in spans], [t for _, t in spans])
