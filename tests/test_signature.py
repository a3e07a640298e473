"""How a run is judged against the failure signature: exit statuses, crashes, timeouts."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from trail.core.outcome import Convention, Outcome
from trail.oracle import tester
from trail.oracle.call import Oracle, RunResult
from trail.oracle.capture import capture, line_pattern
from trail.oracle.signature import Signature, UncarriedPattern, to_ere


def ran(status: int | None, signal: int | None = None, timed_out: bool = False) -> RunResult:
    return RunResult(status, signal, timed_out, b"", b"", 0.1)


def judged(result: RunResult, signature: Signature | None,
           convention: Convention = Convention.BISECT) -> Outcome:
    judge = tester.Tester(Oracle("true {}", convention=convention),
                          sandbox=None, signature=signature)  # type: ignore[arg-type]
    return judge.classify(result)


@pytest.mark.parametrize("result, outcome", [
    (ran(139), Outcome.FAIL),                     # the shell's 128 + SIGSEGV
    (ran(None, signal=11), Outcome.FAIL),         # killed by SIGSEGV with no shell between
    (ran(134), Outcome.UNRESOLVED),               # another crash (SIGABRT)
    (ran(None, signal=6), Outcome.UNRESOLVED),
    (ran(1), Outcome.UNRESOLVED),                 # fails, but not by the crash
    (ran(0), Outcome.PASS),
    (ran(None, timed_out=True), Outcome.UNRESOLVED),
])
def test_expect_exit_128_plus_signal_makes_that_crash_the_failure(result, outcome):
    assert judged(result, Signature(exit_status=139, source="overridden")) is outcome


@pytest.mark.parametrize("signature", [None, Signature(), Signature(exit_status=1)])
def test_without_a_named_crash_a_crash_stays_unresolved(signature):
    assert judged(ran(139), signature) is Outcome.UNRESOLVED
    assert judged(ran(None, signal=11), signature) is Outcome.UNRESOLVED


def test_a_timeout_is_never_the_named_sigkill_crash():
    # The sandbox kills a test that runs too long with SIGKILL (128 + 9 = 137).
    assert judged(ran(None, signal=9, timed_out=True), Signature(exit_status=137)) \
        is Outcome.UNRESOLVED
    assert judged(ran(None, signal=9), Signature(exit_status=137)) is Outcome.FAIL


def test_a_named_crash_does_not_override_the_interesting_exit_zero_convention():
    assert judged(ran(139), Signature(exit_status=139), Convention.INTERESTING_ZERO) \
        is Outcome.PASS


# -- captured patterns survive what changes from run to run --------------------------

@pytest.mark.parametrize("original, rerun", [
    ("RuntimeError: request 3f2a1b2c-1111-2222-3333-444455556666 failed",
     "RuntimeError: request 77bc90de-aaaa-4bcd-8ef0-123456789abc failed"),
    ("IllegalStateException: Foo@1b6d3586 is closed",
     "IllegalStateException: Foo@7a81197d is closed"),
    ("KeyError: session deadbeef12 expired", "KeyError: session 0a9b8c7d6e5f expired"),
    ("ValueError: bad record after 1,000 bytes", "ValueError: bad record after 3 bytes"),
    ("ValueError: bad record after 1_048_576 bytes", "ValueError: bad record after 7 bytes"),
    ("TimeoutError: gave up after 12.5ms", "TimeoutError: gave up after 3s"),
    ("2026-12-04T18:48:41.123Z ERROR listener 127.0.0.1:8080 pid 4242 died",
     "2027-01-01T00:00:00Z ERROR listener 10.0.0.2:80 pid 1 died"),
    ("OSError: cannot open tmpab12_cd", "OSError: cannot open tmpzz99qq"),
    ("json.decoder.JSONDecodeError: Expecting value: line 3 column 5 (char 17)",
     "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)"),
    ("Go: deadline exceeded after 104ms", "Go: deadline exceeded after 180µs"),
    ("index out of range [5] with length 3", "index out of range [0] with length 0"),
    ("2026/12/06 04:10:11 load: parse: bad", "2026/12/07 14:00:01 load: parse: bad"),
    ("==4242==ERROR: LeakSanitizer", "==17==ERROR: LeakSanitizer"),
])
def test_a_captured_pattern_matches_the_same_failure_with_other_ids_and_numbers(original, rerun):
    pattern = line_pattern(original)
    assert re.search(pattern, original) and re.search(pattern, rerun), pattern


@pytest.mark.parametrize("original, other", [
    ("RuntimeError: request 3f2a1b2c-1111-2222-3333-444455556666 failed",
     "SyntaxError: invalid syntax"),
    ("ValueError: bad record after 1,000 bytes", "ValueError: bad header after 3 bytes"),
    ("KeyError: session deadbeef12 expired", "KeyError: session deadbeef12 renewed"),
    # Numbers with no evidence that they move name the failure (issue 40).
    ("subprocess.CalledProcessError: Command '['sh', '-c', 'exit 3']' returned non-zero "
     "exit status 3.", "subprocess.CalledProcessError: Command '['sh', '-c', 'exit 3']' "
     "returned non-zero exit status 2."),
    ("error: code E1123 in rule 7", "error: code E1123 in rule 8"),
])
def test_a_captured_pattern_still_tells_another_failure_apart(original, other):
    assert not re.search(line_pattern(original), other)


def test_bytes_that_are_not_utf8_become_a_wildcard_grep_reads_in_the_c_locale():
    line = b"Erreur: donn\xe9es invalides".decode("utf-8", "replace")
    assert line_pattern(line) == "Erreur: donn.+es invalides"


@pytest.mark.parametrize("pattern, ere, ignore_case", [
    (r"offset \d+", "offset [0-9]+", False),
    (r"(?i)valueerror", "valueerror", True),
    (r"a[\d\s]b", "a[0-9[:space:]]b", False),
    (r"x\.y\W", r"x\.y[^[:alnum:]_]", False),
    (r"(?:ab)+c\b", r"(ab)+c\b", False),
])
def test_to_ere_carries_python_shorthands_to_grep(pattern, ere, ignore_case):
    assert to_ere(pattern) == (ere, ignore_case)


@pytest.mark.parametrize("pattern, named", [
    (r"(?=x)y", "lookahead"), (r"a+?", "lazy"), (r"(?P<n>a)", "named group"),
    (r"(\w)\1", r"\1"), (r"a(?m)b", "inline flag"),
])
def test_to_ere_refuses_what_grep_would_read_otherwise(pattern, named):
    with pytest.raises(UncarriedPattern, match=re.escape(named)):
        to_ere(pattern)


@pytest.mark.parametrize("secret", ["abcdefghijkl", "sk-FAKE-abcdef123456",
                                    "dG9rZW46c2VjcmV0LXZhbHVlPT0="])
def test_a_secret_echoed_in_the_error_line_never_reaches_the_pattern(secret):
    line = f"AuthError: key {secret} rejected"
    pattern = line_pattern(line, secrets=[secret])
    assert pattern == "AuthError: key [^ ]+ rejected"
    for piece in (secret, secret[:6], secret[-6:]):
        assert piece not in pattern
    assert re.search(pattern, line)


# -- the failure identity: real tools' output (tests/data/identity, captured here) ----

IDENTITY = Path(__file__).resolve().parent / "data" / "identity"


def captured(name: str, status: int = 1) -> RunResult:
    return RunResult(status, None, False, (IDENTITY / f"{name}.stdout").read_bytes(),
                     (IDENTITY / f"{name}.stderr").read_bytes(), 0.1)


def failed(stderr: str, status: int = 1, stdout: str = "") -> RunResult:
    return RunResult(status, None, False, stdout.encode(), stderr.encode(), 0.1)


@pytest.mark.parametrize("name, summary", [
    ("python_raise_from", "KeyError: 'main' in load(), raised as ValueError: no main section"),
    ("python_multiline", "ValueError: invalid config: in <module>()"),
    ("python_quoted_source", "KeyError: 'max' in <module>()"),
    ("pytest_two_failures", "test_x.py::test_a: AssertionError: assert 1 == 2"),
    ("rust_panic", "panic: empty config: main at m.rs:1:110"),
    ("rustc_mismatched", "error[E0308]: mismatched types"),
    ("node_type_error",
     "TypeError: Cannot read properties of undefined (reading 'port') in load()"),
    ("gcc_werror", "error: comparison of integer expressions of different signedness: "
                   "‘int’ and ‘unsigned int’ [-Werror=sign-compare]"),
    ("make_gcc", "error: ‘y’ undeclared (first use in this function)"),
    ("asan_overflow", "AddressSanitizer: heap-buffer-overflow in main()"),
    ("java_caused_by", 'java.lang.NumberFormatException: For input string: "x1" in J.parse(), '
                       "raised as java.lang.IllegalStateException"),
])
def test_each_tool_family_is_read_for_what_names_its_failure(name, summary):
    signature = capture(captured(name))
    assert signature.summary == summary
    assert signature.weak is None
    assert signature.matches(captured(name))
    assert signature.to_dict()["summary"] == summary


def test_a_quoted_value_that_every_run_prints_stays_literal():
    signature = capture(failed("KeyError: 'main'\n"),
                                  others=[failed("KeyError: 'main'\n")] * 2)
    assert signature.lines == ("^[ \t]*KeyError: 'main'[ \t]*$",)
    assert not signature.matches(failed("KeyError: 'service'\n"))


def test_a_traceback_quoting_the_original_line_in_its_source_does_not_match():
    signature = capture(failed("error: limits.max is below limits.min\n"))
    assert signature.lines == ("^[ \t]*error: limits\\.max is below limits\\.min[ \t]*$",)
    assert not signature.matches(captured("python_quoted_source"))


def test_the_root_cause_and_where_the_program_raised_it_name_the_failure():
    # The program's file keeps its name and line (its source does not change while the
    # input shrinks), never the quoted source; the exception that ended the run stays.
    signature = capture(captured("python_raise_from"))
    assert signature.lines == ("^[ \t]*KeyError: 'main'[ \t]*$",
                               '^[ \t]*File "([^ ]*/)?a\\.py", line 4, in load[ \t]*$',
                               "^[ \t]*ValueError: no main section[ \t]*$")
    assert signature.generalized == ("'/tmp/idt/': the program's folder",)
    moving = capture(captured("python_raise_from"), code_moves=True)  # bisect's commits
    assert moving.lines[1] == '^[ \t]*File "([^ ]*/)?a\\.py", line [0-9]+, in load[ \t]*$'



@pytest.mark.parametrize("original, other", [
    ("thread 'main' panicked at src/main.rs:4:5:\nmissing key: main\n"
     "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n",
     "thread 'main' panicked at src/main.rs:9:9:\nempty config\n"
     "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"),
    ("/tmp/a.js:1\n\nTypeError: x is not a function\n    at Object.<anonymous> (/tmp/a.js:1:1)\n"
     "\nNode.js v20.20.2\n",
     "/tmp/a.js:1\n\nSyntaxError: Unexpected end of input\n    at internalCompileFunction "
     "(node:internal/vm:76:18)\n\nNode.js v20.20.2\n"),
    ("f.c:2:11: error: comparison of integer expressions of different signedness "
     "[-Werror=sign-compare]\ncc1: all warnings being treated as errors\n",
     "f.c:3:9: error: unused variable 'unused' [-Werror=unused-variable]\n"
     "cc1: all warnings being treated as errors\n"),
    ("Traceback (most recent call last):\n  File \"app.py\", line 3, in load\n"
     "    return d['main']\nKeyError: 'main'\nmake: *** [Makefile:2: check] Error 1\n",
     "ZeroDivisionError: division by zero\nmake: *** [Makefile:2: check] Error 1\n"),
])
def test_boilerplate_every_failure_of_a_tool_prints_is_never_the_identity(original, other):
    signature = capture(failed(original))
    assert signature.weak is None
    assert not signature.matches(failed(other))


def test_pytest_reports_on_stdout_and_its_failing_test_and_e_line_are_the_identity():
    signature = capture(captured("pytest_two_failures"))
    assert signature.lines == ("^[ \t]*FAILED [^ ]*::test_a( - .*)?[ \t]*$",
                               "^[ \t]*E[ \t]+AssertionError: assert [0-9][0-9.,:/_-]* == "
                               "[0-9][0-9.,:/_-]*[ \t]*$")
    other = failed("", stdout="E   KeyError: 'main'\nFAILED test_x.py::test_b - KeyError\n")
    assert not signature.matches(other)


def test_an_exit_status_alone_is_a_weak_signature_that_names_expect_output():
    signature = capture(failed("make: *** [Makefile:5: silent] Error 1\n", 2))
    assert signature.lines == () and signature.exit_status == 2
    assert "--expect-output" in signature.weak
    assert signature.to_dict()["weak"] == signature.weak


def test_no_output_is_no_identity_as_every_shape_finds_none_there():
    # identify answers None for no output without loading the shapes (issue 31): the
    # shortcut must give what every shape gives there.
    from trail.oracle.shapes import identify, shapes
    from trail.oracle.shapes.base import Output

    assert [shape(Output.of("", "")) for shape in shapes()] == [None] * len(shapes())
    assert identify("", "") is None
    silent = capture(failed("", 3))
    assert silent.lines == () and silent.exit_status == 3 and "--expect-output" in silent.weak


def test_a_message_that_echoes_the_input_generalizes_the_echo():
    given = b"".join(b"member%d=value%d\n" % (i, i) for i in range(20)) + b"limit=-5\n"
    echo = json.dumps(dict(line.split("=") for line in given.decode().split()))
    signature = capture(failed(f"error: negative values in config {echo}\n"),
                                  given=given)
    assert signature.matches(failed('error: negative values in config {"limit": "-5"}\n'))
    assert any("echoes the input" in entry for entry in signature.generalized)
    assert signature.summary == 'error: negative values in config {"…"}'


def test_a_colored_crlf_line_matches_as_its_plain_text():
    line = "\x1b[1;31merror:\x1b[0m unknown key 'main'\r\n"
    signature = capture(failed(line))
    assert signature.lines == ("^[ \t]*error: unknown key 'main'[ \t]*$",)
    assert signature.matches(failed(line)) and not signature.matches(
        failed(line.replace("main", "service")))


GO_PANIC = """panic: runtime error: index out of range [5] with length 3

goroutine 1 [running]:
main.lookup(0xc000012345, 0x3, 0x3, 0x5)
\t/home/ci/app/main.go:8 +0x1d
main.main()
\t/home/ci/app/main.go:12 +0x25
exit status 2
"""


def test_a_go_panic_is_its_message_and_the_function_it_was_raised_in():
    signature = capture(failed(GO_PANIC, 2))
    assert signature.summary == ("panic: runtime error: index out of range [5] with length 3 "
                                 "in main.lookup()")
    assert signature.matches(failed(GO_PANIC.replace("0xc000012345", "0xc000099999"), 2))
    assert not signature.matches(failed(GO_PANIC.replace("main.lookup(", "main.parse("), 2))


# -- pytest: an error in a fixture (tests/data/identity/pytest_setup_error*: the
# examples/pytest-yaml test, its fixture raising KeyError: '0' on setup) --------------

TEST_FILE = (Path(__file__).resolve().parent.parent / "examples" / "pytest-yaml" / "tests"
             / "test_inventory.py").read_bytes()
OTHER_SETUP_ERROR = (
    "E                                                                        [100%]\n"
    "_________________ ERROR at setup of test_timeouts_are_positive _________________\n"
    "E       FileNotFoundError: [Errno 2] No such file or directory: 'services.yaml'\n"
    "ERROR tests/test_inventory.py::test_timeouts_are_positive - FileNotFoundError...\n")


def test_a_fixture_error_is_the_test_and_the_e_line_of_its_setup():
    signature = capture(captured("pytest_setup_error"), given=TEST_FILE)
    assert signature.lines == (
        "^[ \t]*ERROR [^ ]*::test_timeouts_are_positive( - .*)?[ \t]*$",
        "^[ \t]*E[ \t]+KeyError: '0'[ \t]*$")
    # The test file names its test: that is the failure's name, not an echo of the input.
    # The missing key '0' names the failure too: another key is another bug (issue 40).
    assert signature.generalized == (
        "'tests/test_inventory.py': the test file's path",
        "\" - KeyError: '0'\": the summary's excerpt of the message: the E line names the "
        "failure")
    assert signature.summary == "tests/test_inventory.py::test_timeouts_are_positive: " \
                                "KeyError: '0'"
    assert signature.matches(captured("pytest_setup_error"))
    assert not signature.matches(failed("", stdout=OTHER_SETUP_ERROR))
    assert not signature.matches(failed("", stdout=captured("pytest_setup_error").stdout
                                        .decode().replace("test_timeouts", "test_every")))


def test_without_e_lines_the_summary_keeps_the_exception_it_names():
    signature = capture(captured("pytest_setup_error_tb_no"), given=TEST_FILE)
    assert signature.lines == ("^[ \t]*ERROR [^ ]*::test_timeouts_are_positive - "
                               "KeyError: '0'[ \t]*$",)
    assert signature.summary == "tests/test_inventory.py::test_timeouts_are_positive: " \
                                "KeyError: '0'"
    assert not signature.matches(failed("", stdout=OTHER_SETUP_ERROR))


def test_an_excerpt_cut_to_the_terminal_keeps_its_exception_type_only():
    line = "FAILED tests/test_x.py::test_load - FileNotFoundError: [Errno 2] No such fi...\n"
    signature = capture(failed("", stdout=line))
    assert signature.lines == ("^[ \t]*FAILED [^ ]*::test_load - FileNotFoundError.*[ \t]*$",)
    assert signature.matches(failed("", stdout=line.replace("No such fi...", "No such f...")))
    assert not signature.matches(failed("", stdout=line.replace("FileNotFound", "Permission")))


def test_a_long_failure_is_summarized_at_a_word_and_still_matched_whole():
    # The comment cut a failure's text mid-word ("..., n"); the summary is for a
    # person, the key line it is drawn from stays whole in the signature.
    message = ("ValueError: the retention window must lie between timedelta(hours=1) and "
               "timedelta(hours=24), not timedelta(days=3) as the settings of the service named "
               "billing-export give it")
    stderr = ("Traceback (most recent call last):\n"
              '  File "/app/check.py", line 3, in <module>\n'
              "    check()\n"
              f"{message}\n")
    signature = capture(failed(stderr), others=[failed(stderr)])
    assert signature.summary == (
        "ValueError: the retention window must lie between timedelta(hours=1) and "
        "timedelta(hours=24), not timedelta(days=3) as the settings of the service named…")
    assert signature.matches(failed(stderr))
    assert len(signature.summary) <= 160 and "billing" not in signature.summary
    assert not signature.matches(failed(stderr.replace("billing-export", "billing")))
