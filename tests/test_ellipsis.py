"""Messages cut for display: at a word boundary, with an ellipsis only where cut."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from trail.ellipsis import shortened


def test_a_message_that_fits_is_left_as_it_is():
    assert shortened("KeyError: 'main'", 16) == "KeyError: 'main'"
    assert shortened("", 5) == ""


def test_a_cut_ends_before_the_word_that_does_not_fit_and_says_so():
    # The case: a failure cut at 160 ended "..., n" (the next word's first letter).
    text = ("E   AssertionError: the window is between timedelta(hours=1) and "
            "timedelta(hours=24), not 0:00:00")
    assert text[:87].endswith("), n")  # where a cut at a fixed index ends
    assert shortened(text, 88) == ("E   AssertionError: the window is between "
                                   "timedelta(hours=1) and timedelta(hours=24)…")


def test_a_cut_at_a_space_keeps_the_whole_word_before_it():
    assert shortened("one two three", 8) == "one two…"
    assert shortened("aaaa bbbb", 7) == "aaaa…"


def test_a_word_longer_than_half_the_room_is_cut_inside():
    path = "/usr/lib/python3/site-packages/some/very/deep/module/that/failed.py"
    assert shortened(f"FileNotFoundError: {path}", 40) == \
        "FileNotFoundError: /usr/lib/python3/sit…"


WORDS = st.lists(st.text(alphabet="ab", min_size=1, max_size=12), min_size=1, max_size=12)
SEPARATORS = st.sampled_from([" ", "\t", ", ", ": ", "  "])


@given(st.tuples(WORDS, SEPARATORS).map(lambda w: w[1].join(w[0])), st.integers(2, 40))
def test_a_cut_is_a_prefix_within_the_limit_ended_by_the_ellipsis(text, limit):
    shown = shortened(text, limit)
    assert len(shown) <= limit
    if len(text) <= limit:
        assert shown == text
    else:
        assert shown.endswith("…") and text.startswith(shown[:-1])
        kept, rest = shown[:-1], text[len(shown) - 1:]
        # Cut inside a word only where no blank ends one past half the room.
        if kept[-1:] in ("a", "b") and rest[:1] in ("a", "b"):
            assert not any(c in " \t" for c in text[limit // 2:limit - 1])
