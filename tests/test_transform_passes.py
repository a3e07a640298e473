"""Transformation passes: results deletion alone cannot reach, at a pinned cost."""

from __future__ import annotations

import itertools
import re
from warnings import catch_warnings, filterwarnings

import pytest
from trail.api import minimize
from trail.core import schedule
from trail.formats import transforms
from trail.formats.registry import choose
from trail.formats.spans import apply_edits
from trail.formats.treesitter_format import error_count, parse
from trail.formats.treesitter_parse import walk
from trail.formats.treesitter_transforms import bodies, definitions, literals

# shrinkray's tests/test_misc_reduction_performance.py: two names must meet.
ASSIGNMENT_CHAIN = b"""
agmas = 42
benighted = agmas
squabashing = benighted
paradisaically = squabashing
simar = paradisaically
output.append(simar)
"""


def appends_42(test_case: bytes) -> bool:
    output: list = []
    scope = {"output": output}
    try:
        with catch_warnings():
            filterwarnings("ignore", category=SyntaxWarning)
            exec(test_case, scope, scope)
    except Exception:
        return False
    return output == [42]


# Of the calls, 6 try each statement alone (the first run) and 13 and 16 adjacent pairs
# of characters (the character pass), none of which goes.
@pytest.mark.parametrize(("name", "calls"), [("chain.py", 106), ("chain.txt", 103)])
def test_names_are_merged_then_renamed_until_the_chain_is_two_lines(name, calls):
    run = minimize(ASSIGNMENT_CHAIN, appends_42, file_name=name)
    assert (run.data, run.oracle_calls) == (b"a=42\noutput.append(a)", calls)


def parses_as_c(data: bytes) -> bool:
    return error_count(parse("c", data)) == 0


def test_a_macro_that_mentions_a_name_becomes_a_use_of_it():
    # C-Vise's test_simple_reduction keeps `nextHi` in a file gcc compiles; deletion
    # alone ends at `#define nextHi`, twice the size.
    source = b"""typedef int Int32;
#define mnextsize(az) (nextHi[az]-nextLo[az])
static void mainSort(Int32 lo, Int32 hi) {
   Int32 nextLo[3];
   Int32 nextHi[3];
   nextHi[0] = hi;
}
"""
    run = minimize(source, lambda c: parses_as_c(c) and re.search(rb"\bnextHi\b", c) is not None,
                   file_name="blocksort.c")
    assert (run.data, run.oracle_calls) == (b"nextHi;", 21)


def test_an_include_guard_goes_as_a_pair(monkeypatch):
    header = (b"#ifndef GUARD_H\n#define GUARD_H\n#if X\nint needed;\n#else\nint other;\n"
              b"#endif\n#endif\n")

    def balanced_and_needed(data: bytes) -> bool:
        lines = data.splitlines()
        depth = 0
        for line in lines:
            if re.fullmatch(rb"#(ifndef|if) \w+", line):
                depth += 1
            elif line == b"#endif":
                depth -= 1
            elif line.startswith(b"#") and not re.fullmatch(rb"#else|#define \w+", line):
                return False
            if depth < 0:
                return False
        return depth == 0 and b"int needed;" in lines

    assert [apply_edits(header, unit) for unit in transforms.directive_pairs(header)] == [
        b"#define GUARD_H\n#if X\nint needed;\n#else\nint other;\n#endif\n",
        b"#ifndef GUARD_H\n#define GUARD_H\nint needed;\nint other;\n#endif\n"]
    # The first run's lines alone find `int needed;` before any pass of pairs runs.
    run = minimize(header, balanced_and_needed, file_name="guard.txt")
    assert (run.data, run.oracle_calls) == (b"int needed;", 39)
    # Without them the directives go as pairs.
    monkeypatch.setattr(schedule, "ALONE_MAX", 0)
    run = minimize(header, balanced_and_needed, file_name="guard.txt")
    assert (run.data, run.oracle_calls) == (b"int needed;", 47)
    assert "pairs" in {r.name for r in run.passes if r.bytes_after < r.bytes_before}


QUOTED = b'a,"",b,"q\\"x" don\'t \'s\' `c`\n"open\n'


@pytest.mark.parametrize(("finder", "text", "expected"), [
    (transforms.pairs, b"<div class=x><p>keep (this [too])</p><br/></div>", [
        b"<div class=x><p>keep this [too]</p><br/></div>",
        b"<div class=x><p>keep (this too)</p><br/></div>",
        b"<p>keep (this [too])</p><br/>",
        b"<div class=x>keep (this [too])<br/></div>"]),
    # Quotes pair in order on each line and each kind apart; not an escaped quote, not
    # the apostrophe of don't, not a quote left open at the end of its line.
    (transforms.quote_pairs, QUOTED, [
        b'a,,b,"q\\"x" don\'t \'s\' `c`\n"open\n',
        b'a,"",b,q\\"x don\'t \'s\' `c`\n"open\n',
        b'a,"",b,"q\\"x" don\'t s `c`\n"open\n',
        b'a,"",b,"q\\"x" don\'t \'s\' c\n"open\n']),
], ids=["brackets and tags", "quotes"])
def test_pairs_go_together_and_keep_what_they_hold(finder, text, expected):
    assert [apply_edits(text, unit) for unit in finder(text)] == expected


def test_an_empty_string_goes_where_neither_quote_can_alone():
    # A CSV row's emptied quoted field: the quotes must stay balanced.
    rows = b"id,note\n7,\"x\",9\n"

    def balanced_row_of_seven(data: bytes) -> bool:
        return data.count(b'"') % 2 == 0 and re.search(rb"7,.*9", data) is not None

    run = minimize(rows, balanced_row_of_seven, file_name="rows.csv")
    assert (run.data, run.oracle_calls) == (b"7,9", 12)
    assert [(r.name, r.bytes_after) for r in run.passes][:2] == [("lines", 8), ("pairs", 6)]


def test_function_bodies_become_empty_or_a_semicolon():
    source = b"int f(int x) {\n  return x;\n}\nstruct s { int a; };\nint g(void) {}\n"
    expected = [b"int f(int x) ;\nstruct s { int a; };\nint g(void) {}\n",
                b"int f(int x) {}\nstruct s { int a; };\nint g(void) {}\n",
                b"int f(int x) {\n  return x;\n}\nstruct s { int a; };\nint g(void) ;\n"]
    assert [apply_edits(source, unit) for unit in bodies("c", source)] == expected
    # Without a grammar: the braces after a `)`.
    assert [apply_edits(source, unit) for unit in transforms.brace_bodies(source)] == expected


def test_literals_become_0_and_empty_strings_in_their_own_quotes():
    source = b"printf(\"%d items\\n\", 12345); x = 'y'; n = 1; s = `t${n}`;"
    assert apply_edits(source, literals("javascript", source)) == \
        b"printf(\"\", 0); x = ''; n = 1; s = ``;"


def test_a_typedef_chain_and_a_define_used_once_are_inlined():
    source = b"""typedef unsigned long U64;
typedef U64 Word;
#define WIDTH (8 * sizeof(Word))
Word table[WIDTH];
"""
    units = transforms.inlines(source)
    assert [apply_edits(source, unit) for unit in units] == [
        b"typedef unsigned long Word;\n#define WIDTH (8 * sizeof(Word))\nWord table[WIDTH];\n",
        b"typedef unsigned long U64;\ntypedef U64 Word;\nWord table[(8 * sizeof(Word))];\n"]

    chain = b"#define A 1\n#define B (A + A)\n#define C [B]\nint x C;\n"
    # A is used twice, so it stays; B and C go at once, C's copy with B inlined in it.
    assert apply_edits(chain, [e for unit in transforms.inlines(chain) for e in unit]) == \
        b"#define A 1\nint x [(A + A)];\n"

    def needs_the_type(data: bytes) -> bool:
        """The bug: an array whose element type is unsigned long, through typedefs."""
        if not parses_as_c(data):
            return False
        names = {}
        for old, new in re.findall(rb"typedef ([\w ]+?) (\w+);", data):
            names[new] = names.get(old, old)
        arrays = re.findall(rb"(?:^|[;\n])\s*([\w ]+?) \w+\[", data)
        return any(names.get(t, t) == b"unsigned long" for t in arrays)

    run = minimize(source, needs_the_type, file_name="table.c")
    # 85 calls with inlining after the deeper levels (see the test below).
    assert (run.data, run.oracle_calls) == (b"unsigned long t[];", 60)


def test_strings_added_together_become_the_one_string_they_make():
    source = b"log('suc' + 'cess', \"a\" + 'b', `t` + `u`, 'x' - 'y');"
    assert [apply_edits(source, [e]) for e in literals("javascript", source)][:2] == [
        b"log('success', \"a\" + 'b', `t` + `u`, 'x' - 'y');",
        b"log('' + 'cess', \"a\" + 'b', `t` + `u`, 'x' - 'y');"]


def test_variables_and_functions_used_once_are_inlined_where_they_are_used():
    source = b"""int seven(void) { return 7; }
int main() {
  int a = 99, c = 1;
  int b = (a);
  int d = c;
  if (d) seven();
  return b + seven();
}
"""
    # a shares its declaration with c; seven is called twice. b and d go, each
    # use becoming the value.
    assert [apply_edits(source, unit) for unit in definitions("c", source)] == [
        source.replace(b"  int b = (a);\n", b"").replace(b"b + ", b"(a) + "),
        source.replace(b"  int d = c;\n", b"").replace(b"(d)", b"(c)")]


def test_a_function_pointer_used_once_is_inlined_through_its_parentheses():
    # `(*pick)(int)` declares pick: the name is inside the parentheses.
    source = (b"static int twice(int x) { return 2 * x; }\n"
              b"static int (*pick)(int) = twice;\nint main(void) { return pick(3); }\n")
    assert [apply_edits(source, unit) for unit in definitions("c", source)] == [
        b"static int twice(int x) { return 2 * x; }\nint main(void) { return twice(3); }\n"]


def javascript_prints(data: bytes) -> list[bytes] | None:
    """What node would print for a script of console.log calls, string constants,
    `+`, and functions without parameters (None: anything else, or a syntax error)."""
    root = parse("javascript", data).root_node
    if root.has_error:
        return None
    text = lambda n: data[n.start_byte:n.end_byte]  # noqa: E731
    functions, values, out = {}, {}, []

    def value(node):
        if node.type == "string":
            return text(node)[1:-1]
        if node.type == "parenthesized_expression":
            return value(node.named_children[0])
        field = node.child_by_field_name
        if node.type == "binary_expression" and text(field("operator")) == b"+":
            return value(field("left")) + value(field("right"))
        if node.type == "identifier":
            return values[text(node)]
        if node.type == "call_expression":
            return run(functions[text(node.child_by_field_name("function"))])
        raise KeyError(node.type)

    def run(block):
        declared = [text(d.child_by_field_name("name")) for d in walk(block)
                    if d.type in ("function_declaration", "variable_declarator")]
        if len(set(declared)) < len(declared):
            raise KeyError("a name declared twice")  # a SyntaxError in JavaScript
        for stmt in block.named_children:
            if stmt.type == "function_declaration":
                functions[text(stmt.child_by_field_name("name"))] = \
                    stmt.child_by_field_name("body")
        for stmt in block.named_children:
            if stmt.type == "return_statement":
                return value(stmt.named_children[0])
            if stmt.type == "lexical_declaration":
                for declarator in stmt.named_children:
                    values[text(declarator.child_by_field_name("name"))] = \
                        value(declarator.child_by_field_name("value"))
            elif stmt.type == "expression_statement":
                call = stmt.named_children[0]
                if text(call.child_by_field_name("function")) == b"console.log":
                    out.append(value(call.child_by_field_name("arguments").named_children[0]))
                else:
                    value(call)
            elif stmt.type != "function_declaration":
                raise KeyError(stmt.type)
        return b""

    try:
        run(root)
    except (KeyError, IndexError, AttributeError, TypeError, RecursionError):
        return None
    return out


def test_a_chain_of_calls_is_inlined_until_one_statement_prints_the_word():
    # jsdelta's examples/inlining: the word is built three calls deep, in halves.
    source = b"""const first = "suc";
function rest() {
    return "cess";
}
function word() {
    return first + rest();
}
function show() {
    console.log(word());
}
console.log("noise");
show();
"""
    assert javascript_prints(source) == [b"noise", b"success"]
    run = minimize(source, lambda c: b"success" in (javascript_prints(c) or []),
                   file_name="app.js")
    assert (run.data, run.oracle_calls) == (b'console.log("success")', 70)


def main_exits_with(data: bytes) -> int | None:
    """The status `int main() { int x = ...; return ...; }` exits with, as gcc -O0
    builds it for x86-64 (None: anything else). A `return;` returns what the
    register last held: the last variable read (`int b = a;` reads a), not a
    constant stored (`int a = 99;`)."""
    root = parse("c", data).root_node
    if root.has_error or len(root.named_children) != 1:
        return None
    text = lambda n: data[n.start_byte:n.end_byte]  # noqa: E731
    main = root.named_children[0]
    values: dict[bytes, int] = {}
    register = None

    def value(node):
        nonlocal register
        if node.type == "number_literal":
            return int(text(node))
        if node.type == "parenthesized_expression":
            return value(node.named_children[0])
        register = values[text(node)]
        return register

    try:
        if text(main.child_by_field_name("type")) != b"int" or \
                text(main.child_by_field_name("declarator")).replace(b" ", b"") != b"main()":
            return None
        for stmt in main.child_by_field_name("body").named_children:
            if stmt.type == "declaration" and text(stmt.child_by_field_name("type")) == b"int":
                declarator = stmt.child_by_field_name("declarator")
                values[text(declarator.child_by_field_name("declarator"))] = \
                    value(declarator.child_by_field_name("value"))
            elif stmt.type == "return_statement":
                return value(stmt.named_children[0]) if stmt.named_children else register
            else:
                return None
    except (KeyError, AttributeError, ValueError):
        return None
    return 0


def test_definitions_are_inlined_before_a_deeper_deletion_cuts_their_use():
    # Perses' benchmark_toys/deep_nested: the program must exit 99. Cutting `b` out of
    # `return b;` still does (the register holds b), and leaves nothing to inline:
    # with inlining after the deeper levels, trail ended at
    # `int main(){int a=99;int b=a;return;}`.
    source = b"int main() {\n  int a = 99;\n  int b = (((((a)))));\n  return b;\n}\n"
    assert main_exits_with(source) == 99
    assert main_exits_with(b"int main(){int a=99;int b=a;return;}") == 99
    fmt = choose("t.c", source)[0]
    assert [p.name for p in fmt.passes(source)][:3] == ["c-depth-1", "c-inline", "c-depth-2"]
    run = minimize(source, lambda c: main_exits_with(c) == 99, file_name="t.c")
    assert (run.data, run.oracle_calls) == (b"int main(){return 99;}", 55)


def test_fresh_names_skip_every_word_of_the_input_and_short_keywords():
    names = transforms.words(b"long_name long_name a b if_ c")
    assert transforms.renames(names, b"long_name long_name a b if_ c d e") == [
        (transforms.Edit(0, 9, b"f"), transforms.Edit(10, 19, b"f"))]
    assert list(itertools.islice(transforms.fresh_names([b"a", b"b"]), 3)) == [b"c", b"d", b"e"]
    assert b"do" not in itertools.islice(transforms.fresh_names([]), 200)


def test_the_transformations_cost_nothing_where_they_find_nothing():
    data = b"x@y#z$w\n" * 50
    run = minimize(data, lambda c: re.search(rb"@.*#.*\$", c) is not None, file_name="a.txt")
    assert run.data == b"@#$"
    assert [r.name for r in run.passes if r.round == 1] == ["lines", "chars"]


TRANSFORM_INPUTS = [
    ("chain.py", ASSIGNMENT_CHAIN),
    ("chain.txt", ASSIGNMENT_CHAIN),
    ("guard.h", b"#ifndef G\n#define G\ntypedef long L;\n#define N (2 * 21)\n"
                b"static L table[N] = {1, 22, 333};\nint f(int x) { return x + table[0]; }\n"
                b"#endif\n"),
    ("page.html", b"<html><body><div id='a'><p>one</p><p>two</p></div></body></html>"),
    ("q.smt2", b"(declare-fun x () Int)(define-fun a () Int (+ x 10))\n"
               b"(assert (and (> a 2) (< x \"s\")))(check-sat)"),
    ("app.js", b"const greeting = 'hello'; function greet(name) { return greeting + name; }\n"
               b"greet(greeting, 12345);"),
    ("calls.js", b"const a = 'x' + 'y'; function f() { return a; }\n"
                 b"function g() { console.log(f()); }\ng();"),
    ("main.c", b"int seven(void) { return 7; }\nint main() {\n  int a = 99;\n  int b = (a);\n"
               b"  return b + seven();\n}\n"),
]


@pytest.mark.parametrize(("name", "data"), TRANSFORM_INPUTS)
def test_no_transformation_unit_grows_the_input_and_all_kept_is_the_original(name, data):
    fmt = choose(name, data)[0]
    structural = {"lines", "tokens", "chars", "blank-lines"}
    checked = 0
    for step in fmt.passes(data):
        cut = step.cut(data)
        if cut is None or step.name in structural or "depth" in step.name:
            continue
        units = list(cut.units)
        assert cut.render(units) == data, step.name
        for unit in units:
            candidate = cut.render([u for u in units if u != unit])
            assert len(candidate) <= len(data), (step.name, candidate)
            checked += 1
    assert checked > 0
