"""JSON: exact reductions, and properties of the span cuts."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from trail.api import minimize
from trail.formats.json_format import JsonFormat

CONFIG = b"""{
  "version": 3,
  "name": "storefront",
  "services": {
    "shipping": {"retry": {"max_attempts": 0, "backoff_ms": 100}},
    "billing": {
      "endpoint": "https://billing.internal:8443",
      "retry": {"max_attempts": 0, "backoff_ms": 250, "jitter": true},
      "timeouts": [100, 200, 400]
    }
  },
  "features": {
    "beta": {"new_checkout": true, "dark_mode": false},
    "stable": {"new_checkout": false}
  },
  "logging": {
    "level": "info",
    "sinks": {
      "stdout": {"level": "info"},
      "audit": {"level": "trace", "path": "/var/log/audit.log"}
    }
  }
}
"""

NEEDED = [(("services", "billing", "retry", "max_attempts"), 0),
          (("features", "beta", "new_checkout"), True),
          (("logging", "sinks", "audit", "level"), "trace")]


def has_needed(data: bytes) -> bool:
    config = json.loads(data)  # the helper only ever hands over valid JSON
    for path, want in NEEDED:
        value = config
        for key in path:
            if not isinstance(value, dict) or key not in value:
                return False
            value = value[key]
        if value != want or type(value) is not type(want):
            return False
    return True


def test_nested_config_keeps_exactly_the_three_keys_and_their_parents():
    run = minimize(CONFIG, has_needed, format=JsonFormat())
    assert run.data == (b'{"services":{"billing":{"retry":{"max_attempts":0}}},'
                        b'"features":{"beta":{"new_checkout":true}},'
                        b'"logging":{"sinks":{"audit":{"level":"trace"}}}}')
    assert run.oracle_calls == 143  # 3 of them: each top-level member alone
    assert run.malformed > 0  # the character pass proposed broken JSON; none was run


def test_replaces_a_needed_value_by_the_smallest_of_its_kind():
    data = b'{"name": "a long descriptive name", "port": 8443, "tags": ["x", "y"]}'
    run = minimize(data, lambda d: {"name", "port"} <= set(json.loads(d)), format=JsonFormat())
    assert run.data == b'{"name":"","port":0}'


def test_every_level_of_an_array_of_arrays_is_reduced_and_the_nesting_hoisted():
    data = b"[[1, 2, [3, 4, 5]], [6, [7, [8, 9]]], 10]"
    run = minimize(data, lambda d: b"8" in d, format=JsonFormat())
    assert run.data == b"[8]"  # deletion alone ends at [[[[8]]]]
    assert "json-hoist" in {r.name for r in run.passes if r.bytes_after < r.bytes_before}


def test_malformed_input_has_no_structured_cut():
    fmt = JsonFormat()
    cuts = [p.cut(b'{"a": [1, 2') for p in fmt.passes(b'{"a": [1, 2')]
    assert [c for c in cuts[:-2] if c is not None] == []  # only lines/chars cut it
    assert not fmt.is_valid(b'{"a": [1, 2')


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=6)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(json_values, st.sampled_from([None, 0, 2]), st.data())
def test_any_subset_of_any_structured_pass_is_valid_json(value, indent, draw):
    data = json.dumps(value, indent=indent).encode()
    fmt = JsonFormat()
    for p in fmt.passes(data)[:-2]:  # the text passes are filtered, not guaranteed
        cut = p.cut(data)
        if cut is None:
            continue
        assert cut.render(cut.units) == data
        kept = [u for u in cut.units if draw.draw(st.booleans())]
        assert fmt.is_valid(cut.render(kept)), cut.render(kept)
