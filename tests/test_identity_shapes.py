"""The failure identity as a maintainer states it (issue 40): the root cause of a
chain and where the program raised it, the first frames of the program itself, and
numbers that stay unless something says they move. Each case is a real tool's
output captured here (tests/data/identity: bench/identity's programs run on an
input that shows one bug, `_other` on a smaller one that shows another of the same
tool), so the expectations are the exact patterns trail writes."""

from __future__ import annotations

from pathlib import Path

import pytest
from trail.oracle.call import RunResult
from trail.oracle.capture import capture

IDENTITY = Path(__file__).resolve().parent / "data" / "identity"


def captured(name: str, status: int = 1) -> RunResult:
    return RunResult(status, None, False, (IDENTITY / f"{name}.stdout").read_bytes(),
                     (IDENTITY / f"{name}.stderr").read_bytes(), 0.1)


B = "[ \t]*"
PROGRAM = '([^ ]*/)?'


@pytest.mark.parametrize("name, summary, lines", [
    ("py_cause", "ZeroDivisionError: integer division or modulo by zero in ratio(), raised as "
     "ConfigError: cannot load configuration",
     ("ZeroDivisionError: integer division or modulo by zero",
      f'File "{PROGRAM}chains\\.py", line 27, in ratio',
      "ConfigError: cannot load configuration")),
    ("py_context", "ZeroDivisionError: integer division or modulo by zero in ratio(), raised as "
     "ConfigError: cannot load configuration",
     ("ZeroDivisionError: integer division or modulo by zero",
      f'File "{PROGRAM}chains\\.py", line 27, in ratio',
      "ConfigError: cannot load configuration")),
    # A TaskGroup's leaf, printed in the group's gutter.
    ("py_group", "ValueError: invalid literal for int() with base 10: 'x' in port(), raised as "
     "ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)",
     ("([|+][ \t]*)*ValueError: invalid literal for int\\(\\) with base 10: 'x'",
      f'([|+][ \t]*)*File "{PROGRAM}chains\\.py", line 50, in port',
      "([|+][ \t]*)*ExceptionGroup: unhandled errors in a TaskGroup \\(1 sub-exception\\)")),
    # The worker's _RemoteTraceback names the function; the parent's frames are
    # concurrent.futures' plumbing.
    ("py_pool", "ZeroDivisionError: integer division or modulo by zero in scale()",
     ("ZeroDivisionError: integer division or modulo by zero",
      f'File "{PROGRAM}chains\\.py", line 68, in scale')),
    ("py_threads", "ZeroDivisionError: integer division or modulo by zero in scale()",
     ("ZeroDivisionError: integer division or modulo by zero",
      f'File "{PROGRAM}chains\\.py", line 68, in scale')),
    # The exit status in the message names the failure: 3 is not 2.
    ("py_status", "subprocess.CalledProcessError: Command '['sh', '-c', 'exit 3']' returned "
     "non-zero exit status 3. in status()",
     ("subprocess\\.CalledProcessError: Command '\\['sh', '-c', 'exit 3'\\]' returned non-zero "
      "exit status 3\\.", f'File "{PROGRAM}chains\\.py", line 88, in status')),
    # One function, one message, two places: the line tells them apart.
    ("py_check", "ValueError: invalid entry in check()",
     ("ValueError: invalid entry", f'File "{PROGRAM}chains\\.py", line 95, in check')),
    # Raised in json's decoder (the standard library): the program's frame is decode's.
    ("py_json", "json.decoder.JSONDecodeError: Expecting property name enclosed in double "
     "quotes: line 1 column 2 (char 1) in decode()",
     ("json\\.decoder\\.JSONDecodeError: Expecting property name enclosed in double quotes: "
      "line [0-9][0-9.,_]* column [0-9][0-9.,_]* \\(char [0-9][0-9.,_]*\\)",
      f'File "{PROGRAM}chains\\.py", line 100, in decode')),
    # Sanitizers: the interceptor, the allocator and libc name no bug.
    ("asan_memcpy_a", "AddressSanitizer: heap-buffer-overflow in copy_name() called from main()",
     ("==[0-9]+==ERROR: AddressSanitizer: heap-buffer-overflow on address 0[xX][0-9a-fA-F]+ at "
      "pc 0[xX][0-9a-fA-F]+ bp 0[xX][0-9a-fA-F]+ sp 0[xX][0-9a-fA-F]+",
      f"#[0-9]+ 0[xX][0-9a-fA-F]+ in copy_name {PROGRAM}mem\\.c:14",
      f"#[0-9]+ 0[xX][0-9a-fA-F]+ in main {PROGRAM}mem\\.c:[0-9]+")),
    ("asan_leak_a", "LeakSanitizer: detected memory leaks in dup_str() called from load_name()",
     ("==[0-9]+==ERROR: LeakSanitizer: detected memory leaks",
      f"#[0-9]+ 0[xX][0-9a-fA-F]+ in dup_str {PROGRAM}mem\\.c:9",
      f"#[0-9]+ 0[xX][0-9a-fA-F]+ in load_name {PROGRAM}mem\\.c:[0-9]+",
      f"#[0-9]+ 0[xX][0-9a-fA-F]+ in main {PROGRAM}mem\\.c:[0-9]+")),
    # UBSan's location is in the program: it stays; the operands are this run's values.
    ("ubsan_big", "runtime error: signed integer overflow: 2147483646 + 2 cannot be "
     "represented in type 'int' at mem.c:22:16",
     (f"{PROGRAM}mem\\.c:22:16: runtime error: signed integer overflow: -?[0-9][0-9.]* \\+ "
      "-?[0-9][0-9.]* cannot be represented in type 'int'",)),
    ("valgrind_a", "Invalid read of size 4 in get() called from main()",
     ("==[0-9]+== Invalid read of size [0-9][0-9.,_]*",
      f"==[0-9]+==    at 0[xX][0-9a-fA-F]+: get \\({PROGRAM}mem\\.c:27\\)",
      f"==[0-9]+==    by 0[xX][0-9a-fA-F]+: main \\({PROGRAM}mem\\.c:[0-9]+\\)")),
])
def test_the_identity_is_the_bug_and_rejects_the_competing_one(name, summary, lines):
    signature = capture(captured(name), input_name="input.txt")
    assert signature.summary == summary
    assert signature.lines == tuple(f"^{B}{line}{B}$" for line in lines)
    assert signature.matches(captured(name))
    other = {"asan_memcpy_a": "asan_memcpy_b", "asan_leak_a": "asan_leak_t",
             "ubsan_big": "ubsan_four", "valgrind_a": "valgrind_b"}.get(name, name + "_other")
    assert not signature.matches(captured(other))


@pytest.mark.parametrize("name, input_name, status, summary, lines", [
    # Java and Node: the root cause under the outer exception, in the program's frame.
    ("java_cause", "input.txt", 1, "java.lang.ArithmeticException: / by zero in Chain.ratio(), "
     "raised as java.lang.IllegalStateException",
     ('Exception in thread "main" java\\.lang\\.IllegalStateException: cannot start service',
      "Caused by: java\\.lang\\.ArithmeticException: / by zero",
      f"at Chain\\.ratio\\({PROGRAM}Chain\\.java:17\\)")),
    ("node_cause", "input.txt", 1, "RangeError: bad port in parsePort(), raised as Error: cannot "
     "start service",
     ("Error: cannot start service", "\\[cause\\]: RangeError: bad port",
      f"at parsePort \\({PROGRAM}chain\\.js:15:49\\)")),
    # Go: a wrapped error's whole chain on one line, after log's timestamp; a duration
    # in any unit; a panic's function and its place in the program.
    ("go_wrap", "input.txt", 1, '2026/12/06 04:01:06 load config: parse port: strconv.Atoi: '
     'parsing "x": invalid syntax',
     ('[0-9][0-9T:.,/+Z -]* load config: parse port: strconv\\.Atoi: parsing "x": invalid '
      "syntax",)),
    ("go_duration", "input.txt", 1, "error: checksum mismatch after 112.273424ms",
     ("error: checksum mismatch after [0-9][^ ]*( [a-z]+)?",)),
    ("go_index", "input.txt", 2, "panic: runtime error: index out of range [5] with length 2 "
     "in main.lookup()",
     ("panic: runtime error: index out of range \\[[0-9][0-9.,_]*\\] with length "
      "[0-9][0-9.,_]*", "main\\.lookup\\(.*\\)", f"{PROGRAM}app\\.go:65")),
    ("rust_unwrap", "input.txt", 101, "panic: called `Result::unwrap()` on an `Err` value: "
     "ParseIntError { kind: InvalidDigit } at unwrap.rs:10:75",
     (f"thread 'main'( \\([0-9]+\\))? panicked at {PROGRAM}unwrap\\.rs:10:75:",
      "called `Result::unwrap\\(\\)` on an `Err` value: ParseIntError \\{ kind: InvalidDigit "
      "\\}")),
    # anyhow 1.0.104 (built here from its source): main's Error and its Caused by list.
    ("rust_anyhow", "input.txt", 1, "invalid digit found in string, raised as Error: load "
     "config", ("Error: load config", "([0-9]+: )?parse port",
                "([0-9]+: )?invalid digit found in string")),
    # Tools whose last line is a summary any failure prints: the message above it.
    ("pylint_kwarg", "input.py", 2, "E1123: Unexpected keyword argument 'timeout' in function "
     "call (unexpected-keyword-arg)",
     ("[^ ]*: E1123: Unexpected keyword argument 'timeout' in function call "
      "\\(unexpected-keyword-arg\\)",)),
    ("mypy_arg", "typed.py", 1, 'error: Argument 1 to "scale" has incompatible type "str"; '
     'expected "int"  [arg-type]',
     ('[^ ]*: error: Argument 1 to "scale" has incompatible type "str"; expected "int"  '
      "\\[arg-type\\]",)),
    ("tsc_assign", "input.ts", 2, "TS2322: Type 'string | number' is not assignable to type "
     "'number'.",
     ("[^ ]* - error TS2322: Type 'string \\| number' is not assignable to type 'number'\\.",)),
    ("doctest_area", "shapes.py", 1, "doctest: area(2, 3) failed in shapes",
     ('File "[^"]*", line [0-9]+, in shapes', "area\\(2, 3\\)")),
    ("hypothesis_ascii", "test_codec.py", 1, "UnicodeEncodeError: 'ascii' codec can't encode "
     "character '\\x80' in position 0: ordinal not in range(128)",
     ("E[ \t]+UnicodeEncodeError: 'ascii' codec can't encode character '\\\\x80' in "
      "position [0-9][0-9.,_]*: ordinal not in range\\(128\\)",)),
    # gcc in German: the severity read in its language, not the note after it.
    ("gcc_german", "f.c", 1, "Fehler: »y« nicht deklariert (erste Verwendung in dieser "
     "Funktion)",
     ("[^ ]*: Fehler: »y« nicht deklariert \\(erste Verwendung in dieser Funktion\\)",)),
    # unittest: the helper both tests call fails; the test's title tells them apart
    # (and unittest's FAILED (failures=1) is not pytest's FAILED line).
    ("unittest_helper", "input.txt", 1, "AssertionError: not positive in positive() (FAIL: "
     "test_a (test_units.Limits.test_a))",
     ("FAIL: test_a \\(test_units\\.Limits\\.test_a\\)", "AssertionError: not positive",
      f'File "{PROGRAM}test_units\\.py", line 14, in positive')),
    # Jobs side by side (xargs -P4): the failing job's line, not the last printed.
    ("xargs_jobs", "input.txt", 123, "[c] error: checksum mismatch",
     ("\\[c\\][ \t]+error: checksum mismatch",)),
])
def test_tools_runtimes_and_jobs_are_read_for_the_bug(name, input_name, status, summary, lines):
    signature = capture(captured(name, status), input_name=input_name)
    assert signature.summary == summary
    assert signature.lines == tuple(f"^{B}{line}{B}$" for line in lines)
    assert signature.weak is None
    assert signature.matches(captured(name, status))
    assert not signature.matches(captured(name + "_other", status))


def test_a_bisect_worktree_is_the_program_not_the_input():
    # Issue 46: bisect's temporary worktree ($TMPDIR/trail-bisect-...) holds the
    # program; the input is the candidate's own file (input.toml), whatever folder it
    # is in. Under bisect the program's lines move between commits: a wildcard there.
    signature = capture(captured("bisect_worktree"), input_name="input.toml", code_moves=True)
    assert signature.summary == "ValueError: Unterminated string in loads()"
    assert signature.lines == (f"^{B}ValueError: Unterminated string{B}$",
                               f'^{B}File "{PROGRAM}__init__\\.py", line [0-9]+, in loads{B}$')
    # Plain trail delta names the same failure, with the line as it is.
    plain = capture(captured("bisect_worktree"), input_name="input.toml")
    assert plain.summary == signature.summary
    assert plain.lines[1] == f'^{B}File "{PROGRAM}__init__\\.py", line 4, in loads{B}$'


def test_a_test_runners_summary_alone_names_no_failure():
    # pytest --tb=no -rN prints its progress and '1 failed, 1 passed in 0.01s' only:
    # any failing test prints that; the signature is the exit status, said to be weak.
    signature = capture(captured("pytest_summary_only"), input_name="test_summary.py")
    assert signature.lines == () and signature.exit_status == 1
    assert signature.weak is not None and "--expect-output" in signature.weak
