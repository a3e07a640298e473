"""YAML: a CI workflow keeps exactly the needed job and step; cuts always load."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from structure_only import StructureOnly
from trail.api import minimize
from trail.formats import yaml_format
from trail.formats.yaml_format import DEEPEST, YamlFormat


@pytest.fixture(autouse=True, params=["libyaml", "pure"])
def loader(request, monkeypatch):
    """Every test reads with libyaml (where this PyYAML has it) and with the pure-Python
    loader alone, as a PyYAML built without libyaml does: the results are the same."""
    if request.param == "libyaml" and yaml_format.FAST_LOADER is None:
        pytest.skip("this PyYAML was built without libyaml")
    if request.param == "pure":
        monkeypatch.setattr(yaml_format, "FAST_LOADER", None)
    return request.param

WORKFLOW = b"""# Build and test on every push
name: ci
on:
  push:
    branches: [main, "release/*"]
  pull_request:
env:
  PYTHONUNBUFFERED: "1"
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: ruff check .
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        python: ["3.10", "3.11", "3.12"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python }}
      - name: Run tests
        run: pytest -q
      - name: Upload coverage
        run: codecov
---
kind: ConfigMap
data:
  level: debug
"""


def runs_the_tests(data: bytes) -> bool:
    docs = list(yaml.safe_load_all(data))
    try:
        steps = docs[0]["jobs"]["test"]["steps"]
    except (IndexError, KeyError, TypeError):
        return False
    return isinstance(steps, list) and any(
        isinstance(s, dict) and s.get("name") == "Run tests" and s.get("run") == "pytest -q"
        for s in steps)


def test_workflow_keeps_exactly_the_needed_job_and_step_in_their_original_text():
    run = minimize(WORKFLOW, runs_the_tests, format=StructureOnly(YamlFormat()))
    assert run.data == (b"# Build and test on every push\n"
                        b"jobs:\n"
                        b"  test:\n"
                        b"    steps:\n"
                        b"      - name: Run tests\n"
                        b"        run: pytest -q\n")
    assert (run.oracle_calls, run.malformed) == (33, 0)


def test_a_quoted_empty_value_goes_as_a_token():
    # Neither quote of "" can go alone and stay YAML; the token can.
    data = b'jobs:\n  cleanup:\n    schedule: ""\n    owner: ops\n'

    def has_schedule(candidate: bytes) -> bool:
        doc = yaml.safe_load(candidate)  # candidates all load
        jobs = doc.get("jobs") if isinstance(doc, dict) else None
        cleanup = jobs.get("cleanup") if isinstance(jobs, dict) else None
        return isinstance(cleanup, dict) and "schedule" in cleanup

    run = minimize(data, has_schedule, format=YamlFormat())
    assert (run.data, run.oracle_calls) == (b"jobs:\n cleanup:\n  schedule:", 91)
    # (Adjacent pairs of the characters left are among them: none goes.)


def test_text_passes_then_squeeze_what_yaml_allows():
    run = minimize(WORKFLOW, runs_the_tests, format=YamlFormat())
    assert run.data == b"jobs:\n test:\n  steps:\n      - name: Run tests\n        run: pytest -q"
    # 193 before unpaid work was bounded; 188 while a pass cut short (tokens, at 71
    # bytes) looked again at single units only, now 191: it tries its large chunks.
    assert run.oracle_calls == 191


yaml_values = st.recursive(
    st.none() | st.booleans() | st.integers(-1000, 1000)
    | st.text(alphabet="abc xyz:-#'\"", max_size=6),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(alphabet="abkz", min_size=1, max_size=3), inner, max_size=3),
    max_leaves=15,
)


@settings(max_examples=150, deadline=None)
@given(st.lists(yaml_values, min_size=1, max_size=3), st.booleans(), st.data())
def test_any_subset_of_any_structured_pass_loads(docs, flow, draw):
    data = yaml.safe_dump_all(docs, default_flow_style=flow).encode()
    fmt = YamlFormat()
    for p in fmt.passes(data)[:-4]:  # blank lines and text passes are filtered
        cut = p.cut(data)
        if cut is None:
            continue
        assert cut.render(cut.units) == data
        kept = [u for u in cut.units if draw.draw(st.booleans())]
        assert fmt.is_valid(cut.render(kept)), cut.render(kept)


def test_a_sequence_nested_5000_deep_is_cut_by_its_lines_and_tokens():
    # `- - - leaf`: every `- ` opens a sequence one level deeper. The walks of the
    # tree recursed once a level (a RecursionError near 1,000); past DEEPEST the
    # depth passes stand down rather than try each of 5,000 levels alone. libyaml
    # 0.2.5 as PyYAML 6.0.4 bundles it stops at 1,000 levels, and the pure loader
    # recurses past the interpreter's limit: both hand over to a deep stack.
    data = b"- " * 5000 + b"leaf\n"
    fmt = YamlFormat()
    assert [p.name for p in fmt.passes(data)] == [
        "yaml-values", "blank-lines", "lines", "tokens", "chars"]
    assert len(fmt.locate(data)) == 5000
    run = minimize(data, lambda candidate: b"leaf" in candidate, file_name="deep.yaml")
    assert (run.format, run.data, run.oracle_calls) == ("yaml", b"leaf", 35)


def test_depth_passes_go_down_to_deepest_and_no_further():
    fmt = YamlFormat()
    at_most = [p.name for p in fmt.passes(b"- " * DEEPEST + b"leaf\n")]
    assert at_most[DEEPEST - 1:DEEPEST + 1] == [f"yaml-depth-{DEEPEST}", "yaml-values"]
    assert "yaml-depth-1" not in [p.name for p in fmt.passes(b"- " * (DEEPEST + 1) + b"x\n")]


def test_flow_collections_nested_past_libyamls_limit_are_read_and_valid():
    # Just past libyaml's 1,000: the pure scanner's flow levels cost it O(depth) a token.
    data = b"[" * 1100 + b"x" + b"]" * 1100 + b"\n"
    fmt = YamlFormat()
    assert fmt.is_valid(data) and not fmt.is_valid(data[:-2])
    assert len(fmt.locate(data)) == 1100


def test_a_collection_that_holds_itself_through_an_alias_is_walked_once():
    # `&a [*a, ...]` composes to a list that is its own first item: the tree, the
    # values and the places go into it once, at its anchor (the alias's item spans
    # what its anchor does).
    data = b"top: &a [*a, 12, keep]\n"
    fmt = YamlFormat()
    assert [(p.path, p.start, p.end) for p in fmt.locate(data)] == [
        ("$.top", 0, 22), ("$.top[0]", 5, 22), ("$.top[1]", 13, 15), ("$.top[2]", 17, 21)]
    run = minimize(data, lambda candidate: b"keep" in candidate, format=fmt)
    assert (run.data, run.oracle_calls) == (b"keep", 15)
