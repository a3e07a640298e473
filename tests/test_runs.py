"""Runs (a ddmin configuration as runs of positions) behaves as the tuple it stands for,
and text's Slices print what ddmin keeps without a list of every unit."""

from hypothesis import given
from hypothesis import strategies as st
from trail.core.ddmin import ddmin
from trail.core.runs import EMPTY, Runs
from trail.formats.text import CHARS, TOKENS, Slices, split_tokens

positions = st.lists(st.integers(0, 40), unique=True).map(sorted).map(tuple)


@given(positions, st.integers(-45, 45), st.integers(-45, 45))
def test_slicing_indexing_and_joining_match_the_tuple(config, a, b):
    runs = Runs.of(config)
    assert runs == config and len(runs) == len(config) and tuple(runs) == config
    assert runs[a:b] == config[a:b] and runs[:a] + runs[b:] == config[:a] + config[b:]
    assert () + runs[a:] == config[a:] and runs[:a] + () == config[:a]
    if -len(config) <= a < len(config):
        assert runs[a] == config[a]
    assert all((p in runs) == (p in config) for p in range(-1, 42))


def test_runs_are_maximal_so_equal_configurations_have_equal_bounds():
    joined = Runs.of((0, 1, 2, 5))[:2] + Runs.of((2, 5))
    assert joined.bounds == Runs.of((0, 1, 2, 5)).bounds and list(joined.pairs()) == [(0, 3),
                                                                                       (5, 6)]
    assert Runs.span(0) == EMPTY == () and not EMPTY
    assert Runs.span(10_000_000).bounds.tolist() == [0, 10_000_000]


def test_slices_pick_and_print_by_runs():
    data = b"one two  three four"
    units = Slices(data, TOKENS.cut(data).units.bounds)
    assert list(units) == split_tokens(data) == [b"one ", b"two  ", b"three ", b"four"]
    kept = units.pick(Runs.of((0, 2, 3)))
    assert kept.join() == b"one three four" and kept == [b"one ", b"three ", b"four"]
    assert kept[1] == b"three " and kept[1:].join() == b"three four"


def test_ddmin_over_the_characters_of_a_long_line_keeps_runs_not_units():
    data = b"x" * 1_000_000 + b"BUG" + b"y" * 1_000_000
    cut = CHARS.cut(data)
    assert cut is not None and isinstance(cut.units.bounds, range)  # ASCII: no table at all
    asked = []

    def test(kept):
        asked.append(type(kept))
        return b"BUG" in cut.render(kept)

    assert cut.render(ddmin(cut.units, test)) == b"BUG"
    assert set(asked) == {Slices}
