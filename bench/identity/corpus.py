"""The identity bench's rows: real tools, each with an original bug and a decoy.

Each row's input shows one bug (`bug`: a regex over the tool's output on the result,
written by hand for this row, so the check does not lean on trail's matcher); a
smaller input shows another failure of the same tool (the decoy) that a loose
failure signature would accept. `weak` rows have nothing in their output that
names the failure: trail must say so before reducing. `{W}` is the folder where
the programs were built. The second round's rows (ROUND_2, issue 40) name their
decoy input, so that the bench also checks that reproduce.sh rejects it.
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
    # The second round (issue 40): a competing input, a plausible deletion of `given`
    # that fails with another bug of the same tool; reproduce.sh must reject it.
    decoy: str | None = None
    flags: tuple[str, ...] = ()   # more options of trail delta
    expect: str | None = None     # the exact result (a script whose status is its verdict)


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


# -- the second round (issue 40): causes, places in the program, frames that name no
# bug, tools' summaries, locales, jobs side by side, scripts whose status is the verdict
CH = "python3 {W}/chains.py"
MEM = "{W}/mem"
SHAPES = _lines('"""Shapes with doctests.', "", ">>> area(2, 3)", "6", ">>> perimeter(2, 3)",
                "10", '"""', "", "", "def area(w, h):", '    """The area."""',
                "    return w + h - 1 if w > 1 else w * h", "", "", "def perimeter(w, h):",
                '    """The perimeter."""', "    p = 2 * (w + h)", "    return p")
PYLINT_INPUT = _lines('"""A module with a call that pylint rejects."""', "", "",
                      "def connect(host, port=80):", '    """Open a connection."""',
                      "    return (host, port)", "", "", "def main():", '    """Run."""',
                      '    return connect("example.org", timeout=3)')
TYPED = _lines("def scale(value: int, factor: int) -> int:", "    return value * factor", "",
               "", "def area(width: str) -> int:", "    if width:",
               "        return scale(width, 2)", "    return width")
TS = _lines("interface Config { port: number; host: string }",
            "function parse(text: string): Config {",
            '  const port: number = text.length > 3 ? "8080" : 80;',
            "  return { port, host: text, hots: text };", "}", 'console.log(parse("x"));')
GERMAN_C = _lines("int f(void) {", "    return y;", "}", "int g(int x) {", "    int z = x;",
                  "    return z;", "}")
PYTEST_TB_LINE = _lines("def encode(s):", '    return s.encode("ascii")', "", "",
                        "def length(xs):", "    return len(xs) if xs else -1", "", "",
                        "def test_roundtrip():", '    assert encode("\\x80").decode() == "\\x80"',
                        "", "", "def test_length():", "    assert length([]) >= 0")
C_LIKE = _lines("int main(void) {", "    int i = 0;", "    i++;", "    return i;", "}")
JOBS = _lines("a=1", "b=needs a", "c=bad", "d=1", "e=1", "f=1")

ROUND_2 = [
    # -- Python: the chain's root cause, and where the program raised it
    Row("py2-raise-from-cause", ("python3",), f"{CH} cause {{}}", _lines("main=1", "ratio=0",
        "x=1"), r"^ZeroDivisionError:(.|\n)*^ConfigError: cannot load", decoy=_lines("x=1")),
    Row("py2-during-handling", ("python3",), f"{CH} context {{}}", _lines("main=1", "ratio=0",
        "x=1"), r"^ZeroDivisionError:(.|\n)*^ConfigError: cannot load", decoy=_lines("x=1")),
    Row("py2-exception-group-leaf", ("python3",), f"{CH} group {{}}",
        _lines("host=a", "port=x", "name=n"), r"\| ValueError: invalid literal.*'x'",
        decoy=_lines("name=n")),
    Row("py2-process-pool-remote", ("python3",), f"{CH} pool {{}}",
        _lines("a=1", "ratio=5", "b=2", "scale=0", "c=3"), r"line 68, in scale",
        decoy=_lines("a=1", "scale=0")),
    Row("py2-thread-pool-plumbing", ("python3",), f"{CH} threads {{}}",
        _lines("a=1", "ratio=5", "b=2", "scale=0", "c=3"), r"line 68, in scale",
        decoy=_lines("a=1", "scale=0")),
    Row("py2-called-process-status", ("python3",), f"{CH} status {{}}",
        _lines("deploy=1", "x=1"), r"exit status 3\.", decoy=_lines("x=1")),
    Row("py2-same-function-other-line", ("python3",), f"{CH} check {{}}",
        _lines("a=1", "name=a", "b=2", "kind=bad", "c=3"), r"line 95, in check",
        decoy=_lines("a=1", "kind=bad")),
    Row("py2-json-stdlib-frames", ("python3",), f"{CH} json {{}}",
        _lines("a=1", "header={}", "b=2", "body={x", "c=3"), r"line 100, in decode",
        decoy=_lines("a=1", "body={x")),
    Row("py2-asyncio-gather", ("python3",), f"{CH} gather {{}}", _lines("user=u", "x=1"),
        r"in fetch_team", decoy=_lines("x=1")),
    Row("py2-same-key-two-functions", ("python3",), f"{CH} lookup {{}}",
        _lines("legacy=1", "x=1"), r"in fallback", decoy=_lines("x=1")),
    Row("py2-unittest-shared-helper", ("python3",),
        "cd {W} && DATA={} python3 -m unittest test_units", _lines("a=-1", "b=1"),
        r"FAIL: test_a", decoy=_lines("x=1")),
    Row("py2-doctest-summary", ("python3",), "python3 -m doctest {}", SHAPES,
        r"Failed example:\n    area\(2, 3\)", file_name="shapes.py",
        decoy=SHAPES.replace(">>> area(2, 3)\n6\n", "").replace("    p = 2 * (w + h)\n", "")),
    Row("py2-pytest-tb-line", ("python3", "pytest"),
        "python3 -m pytest -q -p no:cacheprovider --tb=line -rN {}", PYTEST_TB_LINE,
        r"UnicodeEncodeError", file_name="test_codec.py",
        decoy=PYTEST_TB_LINE.replace('    return s.encode("ascii")\n', "")),
    Row("py2-pytest-summary-weak", ("python3", "pytest"),
        "python3 -m pytest -q -p no:cacheprovider --tb=no -rN {}",
        _lines("X = 1", "def test_bug():", "    assert X == 2", "def test_ok():", "    pass"),
        None, file_name="test_summary.py", weak=True),
    Row("pylint-message-code", ("pylint",), "pylint --persistent=n --disable=C,R,W {}",
        PYLINT_INPUT, r"E1123", file_name="input.py",
        decoy=PYLINT_INPUT.replace("def connect(host, port=80):\n", "")
        .replace('    """Open a connection."""\n    return (host, port)\n', "")),
    Row("mypy-error-code", ("mypy",), "mypy --no-incremental --cache-dir=/dev/null {}", TYPED,
        r"\[arg-type\]", file_name="typed.py",
        decoy=TYPED.replace("    if width:\n        return scale(width, 2)\n", "")),
    Row("tsc-pretty-found", ("tsc",), "tsc --noEmit --pretty {}", TS, r"TS2322",
        file_name="input.ts",
        decoy=TS.replace('  const port: number = text.length > 3 ? "8080" : 80;\n', "")),
    Row("tsc-plain", ("tsc",), "tsc --noEmit {}", TS, r"TS2322", file_name="input.ts",
        decoy=TS.replace('  const port: number = text.length > 3 ? "8080" : 80;\n', "")),
    # -- C: sanitizers, valgrind and gcc in German
    Row("asan-memcpy-interceptor", ("gcc",),
        f"ASAN_OPTIONS=detect_leaks=0 {MEM}-asan memcpy {{}}", _lines("x", "name", "y"),
        r"#1 0x[0-9a-f]+ in copy_name", decoy=_lines("x", "y")),
    Row("lsan-shared-helper", ("gcc",), f"ASAN_OPTIONS=detect_leaks=1 {MEM}-asan leak {{}}",
        _lines("tag", "name"), r"in load_name", decoy=_lines("tag")),
    Row("ubsan-program-line", ("gcc",), f"{MEM}-ubsan ubsan {{}}",
        _lines("a", "big", "b", "c", "d"), r"mem\.c:22:", decoy=_lines("a", "b", "c", "d")),
    Row("valgrind-invalid-read", ("valgrind", "gcc"),
        f"valgrind -q --error-exitcode=1 {MEM}-plain valgrind {{}}", _lines("x", "name", "y"),
        r"at 0x[0-9A-F]+: get \(", decoy=_lines("x", "y")),
    Row("valgrind-leak-caller", ("valgrind", "gcc"),
        "valgrind -q --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 "
        f"{MEM}-plain leak {{}}", _lines("tag", "name"), r"by 0x[0-9A-F]+: load_name",
        decoy=_lines("tag")),
    Row("gcc-german-severity", ("gcc",), "LANG=de_DE.UTF-8 LANGUAGE=de gcc -fsyntax-only {}",
        GERMAN_C, r"»y« nicht deklariert", file_name="f.c",
        decoy=_lines("int g(int x) {", "    return z;", "}")),
    Row("gcc-german-werror-flag", ("gcc",),
        "LANG=de_DE.UTF-8 LANGUAGE=de gcc -Wall -Wextra -Werror -fsyntax-only {}", SIGN_COMPARE,
        r"\[-Werror=sign-compare\]", file_name="f.c",
        decoy=SIGN_COMPARE.replace("    if (x < u) return 1;\n", "")),
    Row("pylint-previous-run", ("pylint",), "HOME={W} pylint --disable=C,R,W {}", PYLINT_INPUT,
        r"E1123", file_name="input.py",
        decoy=PYLINT_INPUT.replace("def connect(host, port=80):\n", "")
        .replace('    """Open a connection."""\n    return (host, port)\n', "")),
    # -- Rust, Go, Java, Node
    Row("rust-unwrap-place", ("rustc",), "RUST_BACKTRACE=0 {W}/rsunwrap {}",
        _lines("a=1", "port=80", "b=2", "timeout=x", "c=3"), r"unwrap\.rs:10:",
        decoy=_lines("a=1", "timeout=x")),
    Row("go-wrapped-error", ("go",), "{W}/goapp wrap {}",
        _lines("a=1", "host=a", "b=2", "port=x", "c=3"), r"parse port: strconv",
        decoy=_lines("a=1", "port=x")),
    Row("go-duration-units", ("go",), "{W}/goapp duration {}",
        _lines(*[f"k{i}=1" for i in range(50)], "bad=1"), r"checksum mismatch after",
        decoy=_lines("x")),
    Row("go-panic-function", ("go",), "{W}/goapp index {}", _lines("items=a,b", "first=5"),
        r"main\.lookup", decoy=_lines("items=a,b")),
    Row("java-root-cause", ("java", "javac"), "java -cp {W} Chain chained {}",
        _lines("a=1", "port=80", "b=2", "ratio=0", "c=3"),
        r"Caused by: java\.lang\.ArithmeticException", decoy=_lines("a=1", "ratio=0")),
    Row("java-same-exception-two-methods", ("java", "javac"), "java -cp {W} Chain parse {}",
        _lines("legacy=1", "x=1"), r"at Chain\.timeout", decoy=_lines("x=1")),
    Row("node-error-cause", ("node",), "node {W}/chain.js cause {}",
        _lines("a=1", "host=A", "b=2", "port=x", "c=3"), r"\[cause\]: RangeError",
        decoy=_lines("a=1", "port=x")),
    Row("node-same-message-function", ("node",), "node {W}/chain.js same {}",
        _lines("legacy=1", "x=1"), r"at parseName", decoy=_lines("x=1")),
    # -- jobs side by side
    Row("xargs-parallel-jobs", ("python3", "xargs"),
        "cut -d= -f1 {} | xargs -P4 -I% python3 {W}/worker.py % {}", JOBS,
        r"^\[c\] error: checksum mismatch", decoy=_lines("b=needs a", "d=1", "e=1")),
    # -- scripts whose exit status is the whole verdict (C-Reduce, lithium)
    Row("exit-zero-creduce-grep", ("grep",), "grep -q int {} && grep '\\+\\+' {}", C_LIKE,
        None, file_name="file.c", flags=("--interesting-exit-zero",),
        expect=_lines("    int i = 0;", "    i++;")),
    Row("exit-zero-creduce-silent", ("grep",), "grep -q int {} && grep -q '\\+\\+' {}",
        C_LIKE, None, file_name="file.c", flags=("--interesting-exit-zero",),
        expect=_lines("    int i = 0;", "    i++;")),
    Row("exit-zero-lithium-echo", ("grep",),
        'echo "batch63 = 1"; cat {}; grep -q return {} && grep -q "i++" {}', C_LIKE, None,
        file_name="file.c", flags=("--interesting-exit-zero",),
        expect=_lines("    i++;", "    return i;")),
    Row("exit-zero-prints-stderr", ("grep",),
        'cat {} >&2; grep -q return {} && grep -q "i++" {}', C_LIKE, None,
        file_name="file.c", flags=("--interesting-exit-zero",),
        expect=_lines("    i++;", "    return i;")),
    # -- -q: a weak signature is still said before the reduction
    Row("quiet-weak-warning", ("python3",), f"{PY} silent {{}}", _lines("a=1", "bug=1", "c=2"),
        None, weak=True, flags=("-q",)),
]
