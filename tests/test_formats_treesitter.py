"""tree-sitter languages: a C file reduced by syntax nodes still parses."""

from __future__ import annotations

from structure_only import StructureOnly
from trail.api import minimize
from trail.core.reduce import PassRecord
from trail.formats.registry import choose
from trail.formats.treesitter_format import error_count, parse

C_FILE = b"""#include <stdio.h>
#include <string.h>

/* A tiny parser; the compiler crashes folding parse_len's division. */
struct buf { char *data; int len; };

static int helper(int x, int y) {
    return x * y + 3;
}

int parse_len(const char *s) {
    int n = 0;
    while (s[n] != '\\0') {
        n++;
    }
    return n / (n - n);
}

int main(int argc, char **argv) {
    struct buf b;
    b.len = helper(argc, 2);
    printf("%d\\n", b.len);
    if (argc > 1) {
        return parse_len(argv[1]);
    }
    return 0;
}
"""


def crashes_the_compiler(data: bytes) -> bool:
    assert error_count(parse("c", data)) == 0  # never handed a candidate that does not parse
    return b"parse_len" in data and b"/ (n - n)" in data


def test_c_file_keeps_the_crashing_function_and_still_parses():
    fmt, reason, warnings = choose("parser.c", C_FILE)
    assert (fmt.name, reason, warnings) == (
        "c", "file name 'parser.c' is c (tree-sitter grammar)", [])
    run = minimize(C_FILE, crashes_the_compiler, format=StructureOnly(fmt))
    # tree-sitter's C grammar accepts a declarator without parameters.
    assert run.data == b"int parse_len {\n    return n / (n - n);\n}"
    assert run.oracle_calls == 32
    full = minimize(C_FILE, crashes_the_compiler, format=fmt)
    # (A token at a time before the characters: `return` goes whole, 96 calls before.)
    assert (full.data, full.oracle_calls) == (b"t parse_len{n/ (n - n);}", 86)
    assert error_count(parse("c", full.data)) == 0


def test_a_wrapper_is_hoisted_away_and_what_it_holds_stays():
    # Removing nodes cannot take a loop or an element away and leave its body.
    src = (b"int main(void) {\n    for (;;) {\n        if (ready()) {\n"
           b"            frobnicate(1);\n        }\n    }\n    return 0;\n}\n")
    run = minimize(src, lambda c: b"frobnicate(1);" in c and b"main" in c,
                   format=StructureOnly(choose("m.c", src)[0]))
    assert run.data == b"main(void) {\n            frobnicate(1);\n        }"
    # (One test more since c-types: the grammar reads `main` of the 49 bytes as a type
    # name, and `int(void) {...}` is tried once.)
    assert run.oracle_calls == 35
    assert PassRecord("c-hoist", round=1, units=12, bytes_before=94, bytes_after=49,
                      tests=24, kind="transformation") in run.passes
    svg = (b'<svg xmlns="http://www.w3.org/2000/svg">\n  <g id="layer">\n'
           b'    <g transform="scale(2)">\n      <circle id="sun" r="4"/>\n    </g>\n'
           b'    <rect width="3"/>\n  </g>\n</svg>\n')
    run = minimize(svg, lambda c: b'id="sun"' in c, format=StructureOnly(choose("a.svg", svg)[0]))
    assert (run.data, run.oracle_calls) == (b'<circle id="sun"/>', 28)


def test_a_candidate_with_more_parse_errors_than_the_original_is_malformed():
    fmt = choose("a.c", b"int f(void) { return 1; }\n")[0]
    assert fmt.is_valid(b"int f(void) { }\n")
    assert not fmt.is_valid(b"int f(void) { return 1; \n")
    # An original with errors sets the bar: as many errors are allowed, not more.
    broken = choose("b.c", b"int f( { return 1; }\n")[0]
    assert broken.is_valid(b"int f( { return 1; }\n")
    assert error_count(parse("c", b"int f( { return 1; }\n")) == 1


def test_languages_are_chosen_by_file_name():
    names = {n: choose(n, b"")[0].name for n in
             ("a.cpp", "b.go", "c.rs", "d.java", "e.ts", "f.html", "g.toml", "h.sql",
              "run.sh", "Dockerfile", "i.js", "j.xml")}
    assert names == {"a.cpp": "cpp", "b.go": "go", "c.rs": "rust", "d.java": "java",
                     "e.ts": "typescript", "f.html": "html", "g.toml": "toml", "h.sql": "sql",
                     "run.sh": "bash", "Dockerfile": "dockerfile", "i.js": "javascript",
                     "j.xml": "xml"}


def test_html_page_is_cut_by_lines_first_then_by_its_tree():
    # An HTML5 tree rules no candidate out, so lines go first: one <SELECT> element
    # spans several lines, and the tree passes then work on what little is left.
    rows = "".join(f"<tr><td>row {i}</td>\n<td><a href='/bug/{i}'>bug {i}</a></td></tr>\n"
                   for i in range(60))
    page = (f"<html><head><title>Query</title></head>\n<body>\n<table>\n{rows}</table>\n"
            "<form>\n<SELECT NAME='op sys' MULTIPLE SIZE=7>\n<OPTION VALUE='All'>All\n"
            f"</SELECT>\n</form>\n<table>\n{rows}</table>\n</body></html>\n").encode()
    fmt = choose("query.html", page)[0]
    assert [p.name for p in fmt.passes(page)][:2] == ["lines", "html-depth-1"]
    run = minimize(page, lambda c: b"<select" in c.lower(), format=fmt)
    # (The characters of what the tree left start at single units: few, and too few
    # for adjacent pairs.)
    assert (run.data, run.oracle_calls) == (b"<SELECT", 28)
