"""The identity bench's rows: real tools, each with an original bug and a decoy.

Each row's input shows one bug (`bug`: a regex over the tool's output on the result,
written by hand for this row, so the check does not lean on trail's matcher); a
smaller input shows another failure of the same tool (the decoy) that a loose
failure signature would accept. `weak` rows have nothing in their output that
names the failure: trail must say so before reducing. `{W}` is the folder where
the programs were built.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    name: str
    tools: tuple[str, ...]        # each must be on PATH, else the row is skipped
    oracle: str                   # trail's --oracle, {} the candidate, {W} the programs
    given: str                    # the original input
    bug: str | None               # must match (re.M) the oracle's output on the result
    file_name: str = "input.txt"
    max_lines: int | None = None  # the result must be at most this many lines
    weak: bool = False            # trail must announce a weak signature


def _lines(*lines: str) -> str:
    return "".join(line + "\n" for line in lines)


PY = "python3 {W}/app.py"
CONFIG = _lines("a=1", "b=2", "c=3")
SIGN_COMPARE = _lines("int f(int x, unsigned u) {", "    if (x < u) return 1;",
                      "    int unused;", "    return 0;", "}")
UNDECLARED = _lines("int f(void) {", "    return y;", "}", "int g(void) {", "    return z;", "}")

ROWS = [
    # -- Python: quoted values, quoted source lines, chains, messages of several lines
    Row("py-keyerror-quoted", ("python3",), f"{PY} keyerror {{}}", CONFIG, r"KeyError: 'main'"),
    Row("py-quoted-source-line", ("python3",), f"{PY} quoted_source {{}}",
        _lines("x=1", "min=5", "max=2"), r"^error: limits.max is below limits.min$"),
    Row("py-raise-from", ("python3",), f"{PY} chained {{}}", CONFIG,
        r"^ValueError: no main section$"),
    Row("py-multiline-message", ("python3",), f"{PY} multiline {{}}",
        _lines("a=1", "b=2", "c=3", "d=4"), r"section 'main' missing"),
    Row("py-echoes-input", ("python3",), f"{PY} echo {{}}",
        _lines(*[f"member{i}=value{i}" for i in range(30)], "limit=-5",
               *[f"other{i}=x{i}" for i in range(30)]),
        r"negative values", max_lines=1),
    Row("py-hash-order", ("python3",), f"{PY} hash_order {{}}",
        _lines("a=1", "verbose=1", "b=2", "quiet=1", "c=3"),
        r"conflicting flags: (verbose, quiet|quiet, verbose)$", max_lines=2),
    Row("py-hash-order-4", ("python3",), f"{PY} hash_order {{}}",
        _lines("a=1", "verbose=1", "b=2", "quiet=1", "c=3", "debug=1", "d=4", "trace=1", "e=5"),
        r"conflicting flags: \w+, \w+$", max_lines=2),
    Row("py-locale-german", ("python3",), f"{PY} german {{}}", CONFIG,
        r"Schlüssel 'main' fehlt"),
    Row("py-ansi-colours", ("python3",), f"{PY} ansi {{}}", CONFIG, r"'main'"),
    Row("py-windows-path-crlf", ("python3",), f"{PY} windows {{}}", CONFIG,
        r"missing section 'main'"),
    Row("py-stdout-only", ("python3",), f"{PY} stdout_only {{}}", _lines("a=1", "dup=1", "b=2"),
        r"duplicate key 'id'"),
    Row("py-uuid-in-message", ("python3",), f"{PY} request {{}}", CONFIG,
        r"unknown tenant 'acme'"),
    Row("py-timestamp-pid-port", ("python3",), f"{PY} logline {{}}",
        _lines("a=1", "port=80", "b=2"), r"cannot bind listener"),
    Row("py-candidate-path", ("python3",), f"{PY} temp_path {{}}", CONFIG, r"missing 'main'"),
    Row("py-random-word", ("python3",), f"{PY} random_word {{}}", CONFIG, r"rejected$"),
    Row("py-json-decode", ("python3",), f"{PY} json_config {{}}",
        _lines("{", '  "a": 1,', '  "b": 2,', "}"),
        r"Expecting property name enclosed in double quotes", file_name="config.json"),
    Row("py-silent-weak", ("python3",), f"{PY} silent {{}}", _lines("a=1", "bug=1", "c=2"),
        None, weak=True),
    # -- pytest: the report is on stdout
    Row("pytest-stdout-zero-division", ("python3", "pytest"),
        "DATA={} python3 -m pytest -q -p no:cacheprovider {W}/test_data.py -k test_weights",
        _lines("a=1", "b=-1", "c=0"), r"ZeroDivisionError"),
    Row("pytest-assertion-rewriting", ("python3", "pytest"),
        "DATA={} python3 -m pytest -q -p no:cacheprovider {W}/test_data.py -k test_names",
        _lines("a=1", "b=2"), r"assert 'main' in", max_lines=0),
    Row("pytest-test-file", ("python3", "pytest"),
        "python3 -m pytest -q -p no:cacheprovider {}",
        _lines("CONST = 1", "def helper(d):", "    return d['main']", "def test_decoy():",
               "    assert CONST == 1", "def test_bug():", "    helper({})"),
        r"test_bug.*KeyError: 'main'", file_name="test_cand.py"),
    # -- Rust: the last line is a note every panic prints
    Row("rust-panic-message", ("rustc",), "RUST_BACKTRACE=0 {W}/rsapp panic {}", CONFIG,
        r"missing key: main"),
    Row("rust-panic-index", ("rustc",), "RUST_BACKTRACE=0 {W}/rsapp index {}",
        _lines("list=1", "first=2"), r"index out of bounds"),
    Row("rust-unwrap-err", ("rustc",), "RUST_BACKTRACE=0 {W}/rsapp parse {}",
        _lines("a=1", "port=80x", "b=2"), r"InvalidDigit"),
    Row("rustc-first-error", ("rustc",),
        # rustc renames its output into place: run as root, `-o /dev/null` replaces
        # the device with a file. The test's own TMPDIR takes it instead.
        'rustc --edition 2021 --crate-type lib --emit=metadata -o "$TMPDIR/lib.rmeta" {}',
        _lines("fn helper() -> u8 { 1 }", "fn f() -> i32 {", '    let x: i32 = "a";',
               "    helper() as i32 + x", "}"),
        r"error\[E0308\]", file_name="lib.rs"),
    # -- Node: the last line is the version trailer
    Row("node-type-error", ("node",), "node {W}/app.js json {}",
        _lines("{", '"a": 1,', '"main": null', "}"), r"^TypeError: .*reading 'port'",
        file_name="config.json"),
    Row("node-error-quoted", ("node",), "node {W}/app.js command {}", CONFIG,
        r"unknown command 'deploy'"),
    Row("node-range-error", ("node",), "node {W}/app.js range {}",
        _lines("a=1", "b=2", "c=3", "d=4", "e=5", "f=6"),
        r"^RangeError: Invalid array length"),
    # -- JVM: frames and "... 1 more" last
    Row("java-exception-frames", ("java", "javac"), "java -cp {W} App check {}",
        _lines("a=1", "b=2", "port=80"), r"missing 'main'"),
    Row("java-caused-by", ("java", "javac"), "java -cp {W} App chained {}",
        _lines("a=1", "port=x"), r"IllegalStateException: bad port"),
    Row("java-helpful-npe", ("java", "javac"), "java -cp {W} App npe {}", CONFIG,
        r'because "name" is null'),
    # -- gcc: -Werror's trailer, notes after the error, the locale's quotes
    Row("gcc-werror", ("gcc",), "gcc -Wall -Wextra -Werror -fsyntax-only {}", SIGN_COMPARE,
        r"\[-Werror=sign-compare\]", file_name="f.c"),
    Row("gcc-notes-c-locale", ("gcc",), "LC_ALL=C gcc -fsyntax-only {}", UNDECLARED,
        r"'y' undeclared", file_name="f.c"),
    Row("gcc-notes-utf8-quotes", ("gcc",), "LC_ALL=C.UTF-8 gcc -fsyntax-only {}", UNDECLARED,
        r"‘y’ undeclared", file_name="f.c"),
    Row("gcc-coloured", ("gcc",), "gcc -fdiagnostics-color=always -fsyntax-only {}",
        UNDECLARED, r"y.*undeclared", file_name="f.c"),
    # -- wrappers: make, ninja, a shell script's own trailer
    Row("make-werror", ("make", "gcc"), "make -s -f {W}/Makefile check SRC={}", SIGN_COMPARE,
        r"\[-Werror=sign-compare\]", file_name="f.c"),
    Row("make-python", ("make", "python3"), "make -s -f {W}/Makefile config APP={W}/app.py "
        "SRC={}", CONFIG, r"KeyError: 'main'"),
    Row("make-silent-weak", ("make",), "make -s -f {W}/Makefile silent SRC={}",
        _lines("a=1", "bug=1", "c=2"), None, weak=True),
    Row("ninja-werror", ("ninja", "gcc"),
        'd=$(mktemp -d) && cp {} "$d/src.c" && cp {W}/build.ninja "$d" && ninja -C "$d"; '
        's=$?; rm -rf "$d"; exit $s', SIGN_COMPARE, r"\[-Werror=sign-compare\]",
        file_name="f.c"),
    Row("shell-wrapper-trailer", ("python3",),
        f'{PY} german {{}} || {{ echo "FAILED" >&2; exit 1; }}', CONFIG,
        r"Schlüssel 'main' fehlt"),
    # -- sanitizers: the kind of error, not "ABORTING"
    Row("asan-heap-overflow", ("gcc",), "ASAN_OPTIONS=detect_leaks=0 {W}/asanapp asan {}",
        _lines("big", "x", "y"), r"heap-buffer-overflow"),
    Row("ubsan-overflow", ("gcc",), "{W}/ubsanapp ubsan {}", _lines("x", "big", "y"),
        r"signed integer overflow"),
]
