"""SMT-LIB sorts: the replacements of a term are of its sort, so a solver reads them."""

from __future__ import annotations

import itertools
import re

import pytest
from sexp_forms import forms
from trail.api import minimize
from trail.formats.sexp_format import INLINE, LETS, REPLACE, tree
from trail.formats.sexp_reader import read
from trail.formats.smtlib_sorts import bitvec, constants, script
from trail.formats.spans import depth, groups_at

# A chain of definitions that all feed one assertion, unsat: (bvor x y) is never
# below (bvand x y). Most of its terms have a sort their neighbours do not.
CHAIN = b"""(set-logic QF_BV)
(declare-fun x () (_ BitVec 4))
(declare-fun y () (_ BitVec 4))
(define-fun a () (_ BitVec 4) (bvand x y))
(define-fun b () (_ BitVec 8) (concat a y))
(define-fun c () Bool (= ((_ extract 3 0) b) y))
(define-fun d () Bool (bvult (bvor x y) a))
(assert (and c d))
(check-sat)
"""


class IllSorted(Exception):
    pass


def _value(term, env: dict) -> tuple[object, int | bool]:
    """(sort, value) of a term: "Bool" or a bit-vector's width. Every argument is
    evaluated, so a term of a wrong sort anywhere raises IllSorted."""
    if isinstance(term, bytes):
        if term in (b"true", b"false"):
            return "Bool", term == b"true"
        if m := re.fullmatch(rb"#b([01]+)", term):
            return len(m[1]), int(m[1], 2)
        if m := re.fullmatch(rb"#x([0-9a-f]+)", term):
            return 4 * len(m[1]), int(m[1], 16)
        if term in env:
            return env[term]
        raise IllSorted(term)
    if not term:
        raise IllSorted(term)
    head, *args = term
    if head == b"let" and len(args) == 2:
        inner = {**env, **{name: _value(value, env) for name, value in args[0]}}
        return _value(args[1], inner)
    if head == b"_" and len(args) == 2 and args[0].startswith(b"bv"):
        return int(args[1]), int(args[0][2:])
    values = [_value(a, env) for a in args]
    sorts, xs = [s for s, _ in values], [v for _, v in values]
    bvs = sorts and all(isinstance(s, int) for s in sorts)
    if isinstance(head, list) and head[:2] == [b"_", b"extract"] and bvs and len(xs) == 1:
        i, j = int(head[2]), int(head[3])
        return i - j + 1, (xs[0] >> j) & ((1 << (i - j + 1)) - 1)
    if head in (b"and", b"or", b"not") and sorts and set(sorts) == {"Bool"} \
            and (head != b"not" or len(xs) == 1):
        return "Bool", all(xs) if head == b"and" else any(xs) if head == b"or" else not xs[0]
    if head in (b"=", b"bvult") and len(sorts) == 2 and sorts[0] == sorts[1] \
            and (head == b"=" or bvs):
        return "Bool", xs[0] == xs[1] if head == b"=" else xs[0] < xs[1]
    if head == b"ite" and len(sorts) == 3 and sorts[0] == "Bool" and sorts[1] == sorts[2]:
        return sorts[1], xs[1] if xs[0] else xs[2]
    if head in (b"bvand", b"bvor") and bvs and len(set(sorts)) == 1:
        return sorts[0], (xs[0] & xs[1]) if head == b"bvand" else (xs[0] | xs[1])
    if head == b"concat" and bvs and len(xs) == 2:
        return sorts[0] + sorts[1], xs[0] << sorts[1] | xs[1]
    raise IllSorted(term)


def _sort(sort) -> object:
    if sort == b"Bool":
        return "Bool"
    if isinstance(sort, list) and sort[:2] == [b"_", b"BitVec"]:
        return int(sort[2])
    raise IllSorted(sort)


def solve(data: bytes) -> str:
    """A tiny QF_BV solver: `unsat`, `sat`, or `error` for an input it cannot read
    or one with a term of a wrong sort, as a real solver answers."""
    commands = forms(data)
    try:
        declared = {f[1]: _sort(f[3]) for f in commands if f[0] == b"declare-fun"}
        domains = [[(s, v) for v in ((False, True) if s == "Bool" else range(1 << s))]
                   for s in declared.values()]
        answer = "unsat"
        for assignment in itertools.product(*domains):
            env, holds = dict(zip(declared, assignment, strict=True)), True
            for command in commands:
                if command[0] == b"define-fun" and command[2] == []:
                    sort, value = _value(command[4], env)
                    if sort != _sort(command[3]):
                        raise IllSorted(command)
                    env[command[1]] = sort, value
                elif command[0] == b"assert":
                    sort, value = _value(command[1], env)
                    if sort != "Bool":
                        raise IllSorted(command)
                    holds = holds and value
                elif command[0] not in (b"set-logic", b"declare-fun", b"check-sat"):
                    raise IllSorted(command)
            if holds:
                answer = "sat"
        return answer if [b"check-sat"] in commands else "error"
    except (IllSorted, IndexError, ValueError, TypeError):
        return "error"


def _offered(data: bytes) -> list[tuple[bytes, bytes]]:
    """sexp-replace's units on `data`: (the term, what it becomes)."""
    return [(data[e.start:e.end], e.text if e.keep is None else data[e.keep[0]:e.keep[1]])
            for e in REPLACE.find(data) or []]


def test_the_chain_is_unsat_and_its_solver_rejects_a_term_of_another_sort():
    assert solve(CHAIN) == "unsat"
    assert solve(CHAIN.replace(b"(concat a y)", b"a")) == "error"
    assert solve(CHAIN.replace(b"(and c d)", b"c")) == "sat"


def test_an_assertion_becomes_false_and_every_definition_goes():
    run = minimize(CHAIN, lambda data: solve(data) == "unsat", file_name="bug.smt2")
    assert run.data == b"(assert false)(check-sat)"
    # 49 before the character pass tried adjacent pairs, 69 before unpaid work
    # was bounded, 60 before its pairs came before its cycle to 1-minimality
    assert run.oracle_calls == 59
    assert [(r.name, r.bytes_before, r.bytes_after, r.tests) for r in run.passes[:2]] == [
        ("sexp-replace", 293, 238, 5), ("sexp-depth-1", 238, 27, 8)]


def test_every_replacement_offered_is_of_the_terms_sort():
    offered = _offered(CHAIN)
    for term, new in offered:
        assert solve(CHAIN.replace(term, new, 1)) != "error", (term, new)
    assert offered[:5] == [
        (b"(bvand x y)", b"#x0"), (b"(bvand x y)", b"x"), (b"(bvand x y)", b"y"),
        (b"(concat a y)", b"#x00"), (b"(= ((_ extract 3 0) b) y)", b"false")]
    # What the untyped replacements offered, and the solver rejects:
    for ill_sorted in [(b"(concat a y)", b"a"), (b"(concat a y)", b"0"),
                       (b"((_ extract 3 0) b)", b"b"), (b"(bvult (bvor x y) a)", b"a")]:
        assert ill_sorted not in offered
        assert solve(CHAIN.replace(*ill_sorted, 1)) == "error"


def test_a_definition_of_a_bit_vector_sort_used_once_is_inlined():
    # `(_ BitVec 8)` is a list where a parameter list would be, yet no parameter.
    cut = INLINE.cut(CHAIN)
    assert cut is not None and len(cut.units) == 3  # b, c, d; a is used twice
    inlined = cut.render([])
    assert b"(assert (and (= ((_ extract 3 0) (concat a y)) y) (bvult (bvor x y) a)))" \
        in inlined
    assert solve(inlined) == "unsat"


# CHAIN's definitions as nested lets, as solvers print shared terms.
LET_CHAIN = b"""(declare-fun x () (_ BitVec 4))
(declare-fun y () (_ BitVec 4))
(assert (let ((a (bvand x y))) (let ((b (concat a y))) (let ((c (= ((_ extract 3 0) b) y)))
  (let ((d (bvult (bvor x y) a))) (and c d))))))
(check-sat)
"""


def test_a_let_becomes_its_body_where_the_input_gets_smaller():
    data = (b"(declare-fun y () Int)(declare-fun z () Int)"
            b"(assert (let ((a (+ z z z z z)) (b 2)) (let ((c (* a a)))"
            b" (let ((e (> a 0))) (and e (> y 3))))))"
            b"(assert (let ((g #x0)) (= g g)))"
            b"(assert (forall ((y Int)) (let ((f (+ y 1))) (> f 0))))")
    cut = LETS.cut(data)
    # Not a's let: 3 uses of a 13-byte value grow the input more than the let is long;
    # nor f's: y, in its value, is bound twice. c is unused, e used once, g short.
    assert cut is not None and len(cut.units) == 3
    assert cut.render([1, 2]) == data.replace(b"(let ((c (* a a))) ", b"").replace(
        b"))))))(assert", b")))))(assert", 1)
    assert cut.render([0, 2]) == data.replace(b"(let ((e (> a 0))) (and e (> y 3)))",
                                              b"(and (> a 0) (> y 3))")
    assert cut.render([0, 1]) == data.replace(b"(let ((g #x0)) (= g g))", b"(= #x0 #x0)")


def test_a_chain_of_lets_is_substituted_down_to_the_needed_term():
    def crashes(data: bytes) -> bool:  # unsat, with a bvult left to crash on
        return solve(data) == "unsat" and b"bvult" in data

    assert crashes(LET_CHAIN)
    run = minimize(LET_CHAIN, crashes, file_name="bug.smt2")
    assert run.data == b"(assert(bvult #x0 #x0))(check-sat)"
    # 75 before the character pass tried adjacent pairs, 101 before unpaid work
    # was bounded, 95 before its pairs came before its cycle to 1-minimality
    assert run.oracle_calls == 87
    assert [(r.name, r.bytes_before, r.bytes_after, r.tests) for r in run.passes[:2]] == [
        ("sexp-let", 217, 169, 3), ("sexp-replace", 169, 101, 19)]


@pytest.mark.parametrize("data", [CHAIN, LET_CHAIN])
def test_no_smt_lib_transformation_unit_grows_the_input(data):
    cuts = {p.name: p.cut(data) for p in (LETS, REPLACE, INLINE)}
    assert [name for name, cut in cuts.items() if cut] == (
        ["sexp-replace", "sexp-inline"] if data == CHAIN else ["sexp-let", "sexp-replace"])
    for name, cut in cuts.items():
        units = list(cut.units) if cut else []
        assert cut is None or cut.render(units) == data
        for unit in units:
            candidate = cut.render([u for u in units if u != unit])
            assert len(candidate) < len(data), (name, candidate)


def _units(data: bytes) -> list[list[bytes]]:
    """The units of the depth passes, top level first."""
    root = tree(data)
    assert root is not None
    return [[data[c.start:c.end] for g in groups_at(root, k) for c in g.children]
            for k in range(1, depth(root) + 1)]


def test_only_what_may_go_is_a_unit_of_the_depth_passes():
    # The commands, then the arguments of variadic operators: bvand, =, bvor, and;
    # never a sort, a parameter list, a command's argument or concat's.
    assert _units(CHAIN) == [
        [line for line in CHAIN.splitlines() if line],
        [b"x", b"y", b"((_ extract 3 0) b)", b"y", b"x", b"y", b"c", b"d"]]
    # A binder's bindings: an unused variable may go.
    assert _units(b"(assert (let ((x 1) (y 2)) (forall ((z Int)) (> y z 0))))") == [
        [b"(assert (let ((x 1) (y 2)) (forall ((z Int)) (> y z 0))))"],
        [b"(x 1)", b"(y 2)", b"(z Int)", b"y", b"z", b"0"]]
    # Other dialects: every element at every depth, as before.
    assert _units(b"(define (f x) (g x))") == [
        [b"(define (f x) (g x))"], [b"define", b"(f x)", b"(g x)"],
        [b"f", b"x", b"g", b"x"]]


@pytest.mark.parametrize(("width", "zero"), [
    (1, b"#b0"), (3, b"#b000"), (4, b"#x0"), (8, b"#x00"), (9, b"(_ bv0 9)"),
    (12, b"#x000"), (23, b"(_ bv0 23)"), (32, b"#x00000000"), (64, b"(_ bv0 64)")])
def test_a_bit_vector_becomes_the_shortest_zero_of_its_width(width, zero):
    assert constants(bitvec(width)) == (zero,)


def test_the_other_sorts_constants():
    assert [constants(s) for s in (b"Bool", b"Int", b"Real", b"String",
                                   b"(_ FloatingPoint 8 24)", b"U", None)] == [
        (b"false", b"true"), (b"0",), (b"0.0",), (b'""',), (b"(_ +zero 8 24)",), (), ()]


def test_sorts_come_from_bindings_literals_operators_and_places():
    data = b"""(define-sort Word () (_ BitVec   16))
(declare-fun w () Word)
(declare-fun p ((_ BitVec 3)) Bool)
(declare-const n Int)
(assert (let ((v ((_ extract 11 4) w)) (k (- n 1)))
  (and (p ((_ zero_extend 2) #b0)) (= (concat v #x0) ((_ repeat 2) v))
       (ite (bvult (bvcomp v v) #b1) (> k 0) (f n)) (forall ((r Real)) (> r 0.5)))))
(check-sat)
"""
    found = script(data, read(data))
    assert found is not None and found.unfollowed == []
    sorts = [(data[t.form.start:t.form.end].split(b"\n")[0][:24], t.depth, t.sort)
             for t in found.terms]
    assert sorts == [
        (b"(let ((v ((_ extract 11 ", 1, b"Bool"),
        (b"((_ extract 11 4) w)", 2, b"(_ BitVec 8)"),
        (b"w", 3, b"(_ BitVec 16)"),
        (b"(- n 1)", 2, b"Int"),
        (b"n", 3, b"Int"),
        (b"1", 3, b"Int"),
        (b"(and (p ((_ zero_extend ", 2, b"Bool"),
        (b"(p ((_ zero_extend 2) #b", 3, b"Bool"),
        (b"((_ zero_extend 2) #b0)", 4, b"(_ BitVec 3)"),
        (b"#b0", 5, b"(_ BitVec 1)"),
        (b"(= (concat v #x0) ((_ re", 3, b"Bool"),
        (b"(concat v #x0)", 4, b"(_ BitVec 12)"),
        (b"v", 5, b"(_ BitVec 8)"),
        (b"#x0", 5, b"(_ BitVec 4)"),
        (b"((_ repeat 2) v)", 4, b"(_ BitVec 16)"),
        (b"v", 5, b"(_ BitVec 8)"),
        (b"(ite (bvult (bvcomp v v)", 3, b"Bool"),
        (b"(bvult (bvcomp v v) #b1)", 4, b"Bool"),
        (b"(bvcomp v v)", 5, b"(_ BitVec 1)"),
        (b"v", 6, b"(_ BitVec 8)"),
        (b"v", 6, b"(_ BitVec 8)"),
        (b"#b1", 5, b"(_ BitVec 1)"),
        (b"(> k 0)", 4, b"Bool"),
        (b"k", 5, b"Int"),
        (b"0", 5, b"Int"),
        (b"(f n)", 4, b"Bool"),  # undeclared: an ite's branch has the ite's sort
        (b"n", 5, b"Int"),
        (b"(forall ((r Real)) (> r ", 3, b"Bool"),
        (b"(> r 0.5)", 4, b"Bool"),
        (b"r", 5, b"Real"),
        (b"0.5", 5, b"Real"),
    ]


def test_arrays_floating_point_and_strings_have_sorts_too():
    data = b"""(declare-fun a () (Array Int (_ BitVec 8)))
(declare-fun f () Float32)
(declare-fun r () RoundingMode)
(declare-fun s () String)
(assert (and (= (select (store a 1 #x01) 2) #x00) (fp.lt (fp.add r f (_ +zero 8 24)) f)
             (= (str.len (str.++ s s)) 3)))
"""
    found = script(data, read(data))
    assert found is not None
    fp32 = b"(_ FloatingPoint 8 24)"
    assert [(data[t.form.start:t.form.end], t.sort) for t in found.terms[1:]] == [
        (b"(= (select (store a 1 #x01) 2) #x00)", b"Bool"),
        (b"(select (store a 1 #x01) 2)", b"(_ BitVec 8)"),
        (b"(store a 1 #x01)", b"(Array Int (_ BitVec 8))"),
        (b"a", b"(Array Int (_ BitVec 8))"), (b"1", b"Int"), (b"#x01", b"(_ BitVec 8)"),
        (b"2", b"Int"), (b"#x00", b"(_ BitVec 8)"),
        (b"(fp.lt (fp.add r f (_ +zero 8 24)) f)", b"Bool"),
        (b"(fp.add r f (_ +zero 8 24))", fp32),
        (b"r", b"RoundingMode"), (b"f", fp32), (b"(_ +zero 8 24)", fp32), (b"f", fp32),
        (b"(= (str.len (str.++ s s)) 3)", b"Bool"),
        (b"(str.len (str.++ s s))", b"Int"), (b"(str.++ s s)", b"String"),
        (b"s", b"String"), (b"s", b"String"), (b"3", b"Int")]
    assert [new for term, new in _offered(data) if term == b"(fp.add r f (_ +zero 8 24))"] \
        == [b"(_ +zero 8 24)", b"f"]  # never r, a rounding mode


def test_a_name_bound_with_two_sorts_has_none_from_the_second_binding_on():
    data = b"""(declare-fun x () Int)
(assert (> x 0))
(assert (let ((x true)) (and x (= (f x) (g x)))))
(check-sat)
"""
    found = script(data, read(data))
    assert found is not None
    assert [(data[t.form.start:t.form.end], t.sort) for t in found.terms
            if t.form.elements is None] == [
        (b"x", b"Int"), (b"0", b"Int"), (b"true", b"Bool"), (b"x", b"Bool"), (b"x", None),
        (b"x", None)]
    # Of unknown sort, an atom is not replaced, and a list as before sorts were known.
    assert (b"(f x)", b"0") in _offered(data)


@pytest.mark.parametrize("data", [
    b"(define (f x) (assert x))",
    b"(module (func (export \"f\")))",
    b"(assert x)(defun f () 1)",
])
def test_other_dialects_are_no_smt_lib_script(data):
    assert script(data, read(data)) is None
