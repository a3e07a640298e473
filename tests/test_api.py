"""The library seam: trail's formats and passes with a Python callable as the oracle."""

from __future__ import annotations

import doctest

import pytest
import trail.api
from trail.api import minimize, minimize_file
from trail.core.outcome import Outcome
from trail.formats.registry import choose


def test_the_module_example_runs_as_written():
    assert doctest.testmod(trail.api).failed == 0


def test_an_oracle_may_answer_a_bool_or_an_outcome():
    data = b"a\nb\nc\nd\n"
    by_bool = minimize(data, lambda c: b"c" in c)
    by_outcome = minimize(data, lambda c: Outcome.FAIL if b"c" in c else Outcome.PASS)
    assert by_bool.data == by_outcome.data == b"c"
    assert (by_bool.format, by_bool.reason) == ("text", "fallback: no structured format recognised")


def test_an_answer_that_is_neither_is_refused_not_ignored():
    with pytest.raises(TypeError, match=r"returned 1 \(int\): return an Outcome, or a bool"):
        minimize(b"a\nb\n", lambda c: 1)
    with pytest.raises(TypeError, match="returned None"):
        minimize(b"a\nb\n", lambda c: None)


def test_an_original_that_does_not_fail_is_an_error():
    with pytest.raises(ValueError, match="nothing to minimize"):
        minimize(b"a\nb\n", lambda c: b"z" in c)


def test_the_same_candidate_is_asked_about_once():
    asked: list[bytes] = []

    def oracle(candidate: bytes) -> bool:
        asked.append(candidate)
        return b"3" in candidate and b"7" in candidate

    run = minimize(b"".join(b"%d\n" % i for i in range(10)), oracle)
    assert run.data == b"37"
    assert len(asked) == len(set(asked)) == run.oracle_calls
    assert run.cached > 0


def test_a_one_byte_input_is_tried_empty():
    # No pass cut one byte (two units at least), so no test ran and the empty input
    # was never tried; the characters pass now runs over the one unit, as ddmin's
    # closing step does at the end of every longer input.
    asked: list[bytes] = []

    def always(candidate: bytes) -> bool:
        asked.append(candidate)
        return True

    run = minimize(b"x", always)
    assert (run.data, asked, run.oracle_calls) == (b"", [b"x", b""], 2)
    kept = minimize(b"x", lambda c: c == b"x")
    assert (kept.data, kept.oracle_calls) == (b"x", 2)
    assert [(r.name, r.tests) for r in kept.passes] == [("chars", 1)]


def test_a_structured_format_never_shows_the_oracle_a_malformed_candidate(tmp_path):
    path = tmp_path / "config.json"
    path.write_bytes(b'{"db": {"host": "x", "port": 5432}, "debug": true}')
    seen: list[bytes] = []

    def oracle(candidate: bytes) -> bool:
        seen.append(candidate)
        return b"port" in candidate

    run = minimize_file(path, oracle)
    assert (run.format, run.data) == ("json", b'{"":{"port":0}}')
    assert run.malformed > 0
    assert all(choose("c.json", c)[0].is_valid(c) for c in seen)


def test_a_granularity_runs_that_one_text_pass():
    run = minimize(b"ab cd ef", lambda c: b"cd" in c, granularity="tokens")
    assert run.data == b"cd "
    assert [r.name for r in run.passes] == ["tokens"]
    with pytest.raises(ValueError, match="unknown granularity 'words': use one of lines, "
                                         "tokens, chars"):
        minimize(b"ab cd", lambda c: True, granularity="words")
