"""Every guarantee a result states holds by the oracle's own verdict (guarantee_check):
on the peer cases' reductions, and, as a property, over random inputs and oracles,
with a format's well-formedness as a speed hint (pipeline.wellformed) or, under
--keep-wellformed, a limit. CI runs TRAIL_GUARANTEE_EXAMPLES examples (default 60);
`TRAIL_GUARANTEE_EXAMPLES=500 pytest tests/test_guarantees.py` is the full run."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from conftest import run_trail
from guarantee_check import disproofs, format_passes
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from trail.core.outcome import Outcome
from trail.core.reduce import reduce
from trail.formats.registry import choose
from trail.pipeline.wellformed import Wellformed, going_on

WELLFORMED = Path(__file__).resolve().parent / "data" / "wellformed"
EXAMPLES = int(os.environ.get("TRAIL_GUARANTEE_EXAMPLES", "60"))

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-99, 999) | st.text("ab[]{},:\" ", max_size=4),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text("abc", max_size=3), inner, max_size=4),
    max_leaves=12)


def _is_json(data: bytes) -> bool:
    try:
        json.loads(data)
    except ValueError:
        return False
    return True


@st.composite
def cases(draw):
    """A JSON or text input, and an oracle: pieces of the input that must all be
    there (in order, or each at least as often), on well-formed JSON only or not."""
    if draw(st.booleans()):
        data = json.dumps(draw(JSON_VALUES), indent=draw(st.sampled_from([None, 1, 2])))
        name = "input.json"
    else:
        data = "\n".join(draw(st.lists(st.text("ab(){} ;=x", max_size=8), min_size=1,
                                       max_size=8)))
        name = "input.txt"
    raw = data.encode()
    pieces = [raw[i:i + n] for i, n in draw(st.lists(
        st.tuples(st.integers(0, max(len(raw) - 1, 0)), st.integers(1, 3)), max_size=3))]
    ordered, parsed = draw(st.booleans()), draw(st.booleans())

    def fails(candidate: bytes) -> bool:
        if parsed and not _is_json(candidate):
            return False
        if ordered:
            at = 0
            for piece in pieces:
                at = candidate.find(piece, at)
                if at < 0:
                    return False
                at += len(piece)
            return True
        return all(candidate.count(p) >= raw.count(p) // 2 for p in pieces)

    return name, raw, fails


def _reduce(name: str, data: bytes, fails, keep: bool):
    """The reduction as the pipeline runs it: the probe's question asked of the
    original, the format's check a hint in front of the test, relaxed at the end."""
    fmt = choose(name, data)[0]
    wellformed = Wellformed(fmt.is_valid, keep)

    def test(candidate: bytes) -> Outcome:
        return Outcome.FAIL if fails(candidate) else Outcome.PASS

    passes = fmt.passes(data)
    wellformed.ask(fmt.malformed_questions(data), test, passes)
    reduction = reduce(data, passes, wellformed.filtered(test), size=fmt.size,
                       relax=lambda: going_on(passes) if wellformed.relax() else [])
    guarantees = {**reduction.guarantees.to_dict(), "wellformed_only": wellformed.limits}
    return fmt, reduction.data, guarantees


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(cases(), st.booleans())
def test_no_single_unit_deletion_of_a_result_still_fails(case, keep):
    name, data, fails = case
    if not fails(data):
        return
    fmt, result, guarantees = _reduce(name, data, fails, keep)
    assert fails(result)
    assert guarantees["one_minimal_at"] == "chars" or result == b""
    passes = format_passes(fmt, data, result)
    assert disproofs(result, guarantees, passes, fails, fmt.is_valid) == []


def test_a_malformed_smallest_form_is_reached_unless_kept_wellformed():
    # The oracle fails on `[1` unless the input ends in `]`: the original's malformed
    # variant (its last `}` cut) does not fail, so the probe says "well-formed only",
    # and only the end of the reduction finds the malformed form.
    data = b'{"a": [2, 3], "b": [[1]]}'

    def fails(candidate: bytes) -> bool:
        return b"[1" in candidate and not candidate.endswith(b"]")

    _, hinted, said = _reduce("input.json", data, fails, keep=False)
    _, kept, limited = _reduce("input.json", data, fails, keep=True)
    assert (hinted, kept) == (b"[1", b'{"":[1]}')
    assert said["wellformed_only"] is False and limited["wellformed_only"] is True


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_a_c_reduce_style_script_reaches_a_form_its_format_calls_malformed(tmp_path):
    # gcc -O2 warns of the read past `a`'s end only on input that compiles, so the C
    # file cut at its end does not fail: the probe says "well-formed only". `s(){...}`
    # (no return type) is malformed C for the format, and gcc still warns; well-formed
    # only, `int` goes as a token where `i` stays a parameter's name (`s(i){...}`).
    shutil.copy(WELLFORMED / "stats.c", tmp_path)
    for flags in ([], ["--keep-wellformed"]):
        out = tmp_path / f"out{len(flags)}"
        r = run_trail("delta", "--interesting-exit-zero", "--oracle-script",
                      str(WELLFORMED / "bounds.sh"), str(tmp_path / "stats.c"), "--out",
                      str(out), "--verify", "1", "-j1", "-q", *flags, cwd=tmp_path)
        assert r.returncode == 0, r.stderr.decode()
    report = json.loads((tmp_path / "out0" / "report.json").read_text())
    kept = json.loads((tmp_path / "out1" / "report.json").read_text())
    assert (tmp_path / "out0" / "stats.c").read_bytes() == b"s(){int a[4];return a[5];}"
    assert (tmp_path / "out1" / "stats.c").read_bytes() == b"s(i){int a[4];return a[5];}"
    assert report["guarantees"]["summary"] == "1-minimal for single-unit deletion at pass chars"
    assert kept["guarantees"]["wellformed_only"] is True
    assert report["tests"]["malformed_skipped"] > 0
