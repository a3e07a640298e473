"""C transformations that keep a program linking (trail.formats.c_links)."""

from __future__ import annotations

from trail.api import minimize
from trail.formats import c_links, treesitter_format, treesitter_transforms
from trail.formats.spans import Edit, apply_edits
from trail.formats.treesitter_format import LINK_MIN_BYTES
from trail.formats.treesitter_parse import error_count, parse, walk

PROGRAM = b"""#include <stdio.h>
struct pair { int a, b; };
typedef struct pair pair_t;
static int leaf(void);
static int leaf(void) { return 1; }
static int mid(void) { return leaf(); }
static int top(void) { return mid(); }
static int shared(void) { return 2; }
static int one(void) { return shared(); }
static int two(void) { return shared(); }
int counter;
pair_t make(void) { pair_t p = {0, 1}; return p; }
int main(void) {
    int *p = &counter;
    printf("%d\\n", counter);
    return make().a + p[one()] + *two();
}
"""


def applied(data: bytes, units) -> list[bytes]:
    return [apply_edits(data, unit) for unit in units]


def test_an_unused_chain_goes_in_one_unit_and_a_shared_callee_waits_for_both_callers():
    # top names mid, which names leaf (declared twice): the three go together. one
    # and two share shared: each goes alone, and shared once both have gone.
    source = PROGRAM.replace(b"p[one()] + *two()", b"0")
    assert applied(source, c_links.unused("c", source)) == [
        source.replace(b"static int leaf(void);\nstatic int leaf(void) { return 1; }\n"
                       b"static int mid(void) { return leaf(); }\n"
                       b"static int top(void) { return mid(); }\n", b""),
        source.replace(b"static int one(void) { return shared(); }\n", b""),
        source.replace(b"static int two(void) { return shared(); }\n", b"")]
    both = apply_edits(source, [e for u in c_links.unused("c", source)[1:] for e in u])
    assert applied(both, c_links.unused("c", both))[1] == both.replace(
        b"static int shared(void) { return 2; }\n", b"")


def test_main_what_an_include_names_and_what_main_names_stay():
    source = b"#define N 3\n#include N\nint n;\nint main(void) { return n; }\n"
    assert c_links.unused("c", source) == []


def test_calls_become_0_except_where_0_cannot_stand():
    # make() returns a struct, two()'s value is dereferenced: they stay; one() in
    # the index goes, as do leaf(), mid(), shared() and printf().
    assert apply_edits(PROGRAM, c_links.calls("c", PROGRAM)) == PROGRAM.replace(
        b"return leaf();", b"return 0;").replace(b"return mid();", b"return 0;").replace(
        b"return shared();", b"return 0;").replace(
        b'printf("%d\\n", counter);', b"0;").replace(b"p[one()]", b"p[0]")


def test_bodies_return_0_where_they_return_a_value_and_main_keeps_one():
    # An empty body of f would warn that control reaches its end: f's returns 0;
    # h returns a struct, which 0 is not.
    source = (b"static int f(int x) { return x * 2; }\nvoid g(void) { f(1); }\n"
              b"struct s { int a; } h(void) { struct s v = {1}; return v; }\n"
              b"int main(void) { g(); return 0; }\n")
    f, g, h = (b"static int f(int x) { return x * 2; }", b"void g(void) { f(1); }",
               b"struct s { int a; } h(void) { struct s v = {1}; return v; }")
    assert applied(source, c_links.bodies("c", source)) == [
        source.replace(f, b"static int f(int x) ;"),
        source.replace(f, b"static int f(int x) {return 0;}"),
        source.replace(g, b"void g(void) ;"),
        source.replace(g, b"void g(void) {}"),
        source.replace(h, b"struct s { int a; } h(void) ;"),
        source.replace(h, b"struct s { int a; } h(void) {}"),
        source.replace(b"{ g(); return 0; }", b"{}")]


def test_bodies_are_the_generic_ones_but_for_main_and_a_returned_value():
    # One walk finds the bodies for both passes: a function inside `#ifdef` too.
    source = (b"void f(void) { g(); }\n#ifdef X\nvoid h(void) { g(); }\n#endif\n"
              b"int k(void) { return 12345678; }\nint main(void) { f(); return 0; }\n")
    generic = treesitter_transforms.bodies("c", source)
    assert applied(source, generic)[2:4] == [
        source.replace(b"h(void) { g(); }", b"h(void) ;"),
        source.replace(b"h(void) { g(); }", b"h(void) {}")]
    assert c_links.bodies("c", source) == [
        *generic[:5], (Edit(source.index(b"{ return 1"), source.index(b"\nint main"),
                            b"{return 0;}"),), generic[7]]


def test_a_program_big_enough_to_link_has_its_bodies_transformed_once():
    program = chain_program(40, goto_at=23)
    names = [p.name for p in treesitter_format.TreeSitterFormat("c").passes(program)]
    assert names.count("c-bodies") == 1
    assert names.index("c-bodies") < names.index("c-inline")


def test_a_parameter_goes_from_every_declaration_and_with_its_argument_from_every_call():
    # The function typedef stays named by c's last parameter; the other three go
    # with the arguments in their place. s's parameters are named by its body.
    source = (b"typedef long unsigned size_t;typedef int (*cmp_t)(const void *, const void *);"
              b"void c(void *, size_t, size_t, cmp_t);void c(void *b, size_t n, size_t w, "
              b"cmp_t f);int b();void s(int v, size_t n){c(&v, n, 4, b);}")
    assert applied(source, c_links.parameters("c", source)) == [
        source.replace(b"c(void *, ", b"c(").replace(b"c(void *b, ", b"c(").replace(
            b"c(&v, ", b"c("),
        source.replace(b"void *, size_t, ", b"void *, ").replace(
            b"void *b, size_t n, ", b"void *b, ").replace(b"&v, n, ", b"&v, "),
        source.replace(b"size_t, cmp_t", b"cmp_t").replace(b"size_t w, ", b"").replace(
            b"n, 4, ", b"n, "),
        source.replace(b", cmp_t)", b")").replace(b", cmp_t f)", b")").replace(b", b)", b")")]
    every = apply_edits(source, [e for u in c_links.parameters("c", source) for e in u])
    assert every.endswith(b"void c();void c();int b();void s(int v, size_t n){c();}")


def test_no_parameter_goes_where_the_counts_disagree_or_the_list_is_open():
    source = b"int f(int a, int b);int g(const char *s, ...);int h(void){return f(1)+g(\"\", 2);}"
    assert c_links.parameters("c", source) == []


def chain_program(length: int, goto_at: int) -> bytes:
    """main calls f0, each f calls the next; one holds a goto; as many helpers
    nothing calls. Big enough for the link passes (LINK_MIN_BYTES)."""
    parts = [b"static int helper%d(int a, int b) { return a * %d + b; }\n" % (i, i)
             for i in range(length)]
    for i in range(length):
        call = b"f%d(x + 1)" % (i + 1) if i + 1 < length else b"x"
        jump = b"  if (x) goto out;\n  x = 2;\nout:\n" if i == goto_at else b""
        parts.append(b"static int f%d(int x) {\n%s  return %s + %d;\n}\n" % (i, jump, call, i))
    parts.append(b"int main(void) {\n  return f0(1);\n}\n")
    return b"".join(parts)


def in_function(node) -> bool:
    while node is not None and node.type != "function_definition":
        node = node.parent
    return node is not None


def links_with_goto(data: bytes) -> bool:
    """A linker in miniature: it parses, main is defined, every function called is
    defined, and a function holds a goto."""
    root = parse("c", data).root_node
    if error_count(parse("c", data)) or not any(
            n.type == "goto_statement" and in_function(n) for n in walk(root)):
        return False
    defined = {name for name, node, *_ in c_links._functions(root, data)
               if node.type == "function_definition"}
    called = {data[n.child_by_field_name("function").start_byte:
                   n.child_by_field_name("function").end_byte]
              for n in walk(root) if n.type == "call_expression"}
    return b"main" in defined and called <= defined


def test_a_program_that_must_link_loses_its_calls_then_its_unused_functions(monkeypatch):
    source = chain_program(40, goto_at=23)
    assert len(source) >= LINK_MIN_BYTES and links_with_goto(source)
    run = minimize(source, links_with_goto, file_name="chain.c")
    assert (run.data, run.oracle_calls) == (b"i f{goto o;}i main(){}", 143)
    # Without them, each function the deletion by depth tries goes only once
    # nothing calls it.
    monkeypatch.setattr(treesitter_format, "LINK_MIN_BYTES", len(source) + 1)
    without = minimize(source, links_with_goto, file_name="chain.c")
    assert (without.data, without.oracle_calls) == (b"i f{goto o;}i main(){}", 221)


def test_no_link_unit_grows_the_program_and_all_kept_is_the_original():
    source = chain_program(40, goto_at=23).replace(b"helper0(int a, int b) { return a",
                                                   b"helper0(int a, int b) { return b")
    source += b"int caller(void) { return helper0(1, 2); }\n"
    first, after = c_links.link_passes("c")
    checked = 0
    for step in [*first, *after]:
        cut = step.cut(source)
        assert cut is not None, step.name
        units = list(cut.units)
        assert cut.render(units) == source, step.name
        for unit in units:
            assert len(cut.render([u for u in units if u != unit])) < len(source), step.name
            checked += 1
    assert checked == 285


def test_unused_neighbours_go_together_with_the_semicolon_that_ends_a_struct():
    source = b"struct a { int x; };\nstruct b { int y; };\nint c;\nint main(void) { return 0; }\n"
    units = c_links.unused("c", source)
    assert applied(source, units) == [
        b"struct b { int y; };\nint c;\nint main(void) { return 0; }\n",
        b"struct a { int x; };\nint c;\nint main(void) { return 0; }\n",
        b"struct a { int x; };\nstruct b { int y; };\nint main(void) { return 0; }\n"]
    # The blank after the last that goes stays (blank-lines takes it).
    assert apply_edits(source, [e for u in units for e in u]) == b"\nint main(void) { return 0; }\n"
