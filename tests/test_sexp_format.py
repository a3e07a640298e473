"""S-expressions: the reader, detection, and reductions that need terms replaced."""

from __future__ import annotations

import re

import pytest
from sexp_forms import forms
from trail.api import minimize
from trail.formats.registry import choose
from trail.formats.sexp_format import SexpFormat
from trail.formats.sexp_reader import SexpSyntaxError, read

# A chain of definitions that all feed one assertion: no line can go alone.
SMT = b"""; a chain of definitions feeding one assertion
(set-logic QF_LIA)
(declare-fun x () Int)
(declare-fun y () Int)
(define-fun a () Int (+ x 1))
(define-fun b () Int (* a 2))
(define-fun c () Bool (and (> b y) (< y 10) (= x 3)))
(assert (and c (distinct x y) (>= y 0)))
(check-sat)
"""


def solver_crashes(data: bytes) -> bool:
    """A solver that crashes on an asserted product of two terms once definitions are
    expanded, and rejects undeclared symbols and other sorts than Int and Bool."""
    top = [f for f in forms(data) if isinstance(f, list)]
    sorts = ([b"Int"], [b"Bool"])
    defs = {f[1]: f[4] for f in top if len(f) == 5 and f[0] == b"define-fun"
            and f[2] == [] and [f[3]] in sorts}
    declared = {f[1] for f in top if len(f) == 4 and f[0] == b"declare-fun"
                and f[2] == [] and [f[3]] in sorts}

    def expand(term, seen=()):
        if isinstance(term, list):
            return [expand(e, seen) if k or isinstance(e, list) else e
                    for k, e in enumerate(term)]
        if term in defs and term not in seen:
            return expand(defs[term], (*seen, term))
        if term not in declared and not re.fullmatch(rb"[0-9]+|true|false", term):
            raise KeyError(term)
        return term

    def product(term) -> bool:
        return isinstance(term, list) and (
            (len(term) == 3 and term[0] == b"*") or any(map(product, term)))

    try:
        asserted = [expand(f[1]) for f in top if len(f) == 2 and f[0] == b"assert"]
    except (KeyError, IndexError, RecursionError):
        return False
    return [b"check-sat"] in top and any(map(product, asserted))


def test_an_smt_lib_chain_of_definitions_is_inlined_down_to_the_crashing_term():
    run = minimize(SMT, solver_crashes, file_name="bug.smt2")
    assert (run.format, run.data) == ("sexp", b"(assert(* 0 2))(check-sat)")
    # 120 before the character pass tried adjacent pairs, 137 before unpaid work
    # was bounded, 135 before its pairs came before its cycle to 1-minimality
    assert run.oracle_calls == 129
    used = {r.name for r in run.passes if r.bytes_after < r.bytes_before}
    assert {"sexp-replace", "sexp-inline"} <= used


def test_a_scheme_term_is_replaced_by_the_child_that_crashes():
    source = b"""(define (safe-head xs)
  ; crashes the interpreter: car of the empty list
  (if (null? xs) (begin (display "empty") (car '())) (car xs)))
(safe-head (list 1 2 3))
"""

    def crashes(data: bytes) -> bool:
        SexpFormat().is_valid(data) or pytest.fail("handed a candidate that does not read")
        return b"(car '())" in data

    run = minimize(source, crashes, file_name="head.scm")
    assert run.data == b"(car '())"
    assert run.oracle_calls == 43


def test_the_reader_keeps_strings_comments_and_quoted_symbols_whole():
    data = b'(a "x \\" ) ; y" |odd ) sym| #| (( |# ; )\n b)'
    (form,) = read(data)
    assert [data[e.start:e.end] for e in form.elements] == [
        b"a", b'"x \\" ) ; y"', b"|odd ) sym|", b"b"]
    smt_string = b'(echo "say ""hi"" )")'
    assert [smt_string[e.start:e.end] for e in read(smt_string)[0].elements] == [
        b"echo", b'"say ""hi"" )"']
    quoted = b"(f '(1 2) `(a ,@b))"
    assert [quoted[e.start:e.end] for e in read(quoted)[0].elements] == [
        b"f", b"'(1 2)", b"`(a ,@b)"]


@pytest.mark.parametrize("bad", [b"(a (b)", b"(a))", b"(a]", b'(a "b)', b"(a #| b)",
                                 b"(a |b)"])
def test_unbalanced_or_unclosed_input_does_not_read(bad):
    with pytest.raises(SexpSyntaxError):
        read(bad)
    assert not SexpFormat().is_valid(bad)


@pytest.mark.parametrize(("name", "data", "expected"), [
    ("q.smt2", b"(check-sat)", "sexp"),
    ("init.el", b"(setq x 1)", "sexp"),
    ("m.wat", b"(module)", "sexp"),
    ("core.clj", b"(ns core)", "sexp"),
    ("", b"; config\n(server (port 80))\n(log debug)\n", "sexp"),
    ("", b'{"a": [1, 2]}', "json"),
    ("", b"(a b)\nnot a list\n", "text"),
    ("", b"(1, 2)\nimport os\n", "python"),
])
def test_detected_by_extension_and_by_content_without_claiming_others(name, data, expected):
    assert choose(name, data)[0].name == expected


def test_trail_formats_lists_it():
    from conftest import run_trail

    out = run_trail("formats").stdout.decode()
    assert re.search(r"^sexp +S-expressions .*\.smt2 .*\.wat", out, re.MULTILINE)


def test_kept_pieces_are_located_by_head_and_defined_name():
    places = SexpFormat().locate(SMT)
    assert [(p.path, SMT[p.start:p.end][:20]) for p in places[:5]] == [
        ("set-logic", b"(set-logic QF_LIA)"),
        ("declare-fun", b"(declare-fun x () In"),
        ("list", b"()"),
        ("declare-fun", b"(declare-fun y () In"),
        ("list", b"()"),
    ]
    assert [(p.path, p.start) for p in places if p.path.startswith("define")] == [
        ("define-fun a", 112), ("define-fun b", 142), ("define-fun c", 172)]
