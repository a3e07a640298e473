"""Past 1-minimality (schedule.Beyond), through the library: the bench's peer cases
where a 1-minimal result was not the smallest (bench/cases, sources in its README)."""

from __future__ import annotations

import contextlib
import io
import traceback

import pytest
from trail.api import minimize

# lithium's test_minimize_around: interesting iff the text before `o` equals the
# text after it.
AROUND = b"x\nx\nx\no\nx\nx\nx\n"


def around(candidate: bytes) -> bool:
    return b"o\n" in candidate and len(set(candidate.split(b"o\n"))) == 1


def test_around_goes_to_the_o_line_alone():
    # Every line removed alone breaks the symmetry, so lines is 1-minimal at all
    # seven; the first run then tries each line alone, from the last: the fourth is
    # `o`. Without it trail stopped at 14 bytes in 23 calls (picire: 2 bytes, 20).
    run = minimize(AROUND, around, file_name="around.txt")
    assert (run.data, run.oracle_calls) == (b"o\n", 14)


# picire's tests/resources/sumprod10.py, with its two test scripts: interesting iff
# running it prints `sum: 55` (or `prod: 3628800`), on stdout or in a traceback.
SUMPROD = (b"#!/usr/bin/env python3\n\ns = 0\np = 1\nfor i in range(1, 11):\n"
           b"    s += i\n    p *= i\n\nprint(f'sum: {s}')\nprint(f'prod: {p}')\n")


def prints(text: str):
    def oracle(candidate: bytes) -> bool:
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                exec(compile(candidate, "sumprod.py", "exec"), {})
        except Exception as error:  # the interpreter would print it on stderr
            out.write("".join(traceback.format_exception_only(error)))
        return text in out.getvalue()
    return oracle


@pytest.mark.parametrize(("text", "minimal", "calls"), [
    ("sum: 55", b"s=0\nfor i in range(11):s+=i\nint(f'sum: {s}')", 143),
    ("prod: 3628800", b"p=1\nfor i in range(1,11):p*=i\nint(f'prod: {p}')", 143),
])
def test_sumprod_loses_a_pair_of_characters_no_single_one_can(text, minimal, calls):
    # `pr` of `print` goes as a pair: `int(f'sum: 55')` raises a ValueError that
    # names the text. Neither `p` nor `r` can go alone (rint, pint: a NameError), so
    # the character pass was 1-minimal at 46 and 49 bytes, in 149 and 153 calls;
    # lithium's sliding size-2 sweep reaches 44 and 47. The pairs come once the
    # size-1 sweep reached the front, before the cycle that proves 1-minimality, so
    # that one cycle serves both: 143 and 143 calls (155 and 156 before a blank left
    # malformed was tried again once the line break before it went; 157 and 158
    # before python-indent took the loop body's indentation to one blank in one
    # call; 179 and 182 when a cycle came before the pairs and another after; 185
    # and 193 before the passes whose last run removed nothing waited for the
    # character pass: python-exprs and python-merge-names looked at 55 bytes for
    # nothing, then again at 44).
    run = minimize(SUMPROD, prints(text), file_name="sumprod.py")
    assert (run.data, run.oracle_calls) == (minimal, calls)
