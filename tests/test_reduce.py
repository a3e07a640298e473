"""The reduction's schedule: which pass runs when, and what the result's guarantees say."""

from __future__ import annotations

from dataclasses import dataclass
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from trail.core import reduce as reduce_module
from trail.core import schedule
from trail.core.outcome import Outcome, ReductionStopped
from trail.core.reduce import Guarantees, reduce
from trail.core.units import Cut, PassKind, kind_of
from trail.formats.text import CHARS, LINES, TOKENS
from trail.parallel.pool import ParallelRunner

# Ten lines of twenty '#' and an "x" line. It fails while "x" is there and either
# all eleven lines are or fewer than 100 '#' are left: no line can go until the
# character pass has removed half the '#'s, and then all of them can at once.
HASHES = b"".join(b"#" * 20 + b"\n" for _ in range(10)) + b"x\n"


def unlocked_by_chars(data: bytes) -> bool:
    return b"x" in data and (data.count(b"\n") >= 11 or data.count(b"#") < 100)


def runs(reduction) -> list[tuple[str, int, int, int, str]]:
    return [(r.name, r.bytes_before, r.bytes_after, r.tests, r.ended)
            for r in reduction.records]


@pytest.fixture
def no_unit_alone(monkeypatch):
    """The first run tries no unit alone: HASHES's `x` line alone fails (see
    test_a_unit_alone_...), and the pause would have nothing to do."""
    monkeypatch.setattr(schedule, "ALONE_MAX", 0)


def test_a_unit_alone_takes_the_first_run_past_what_no_complement_can():
    # The oracle fails with all eleven lines or with few '#'s: no line can go alone,
    # but the `x` line alone fails, so lines ends at it in 22 tests (20 + 2 alone,
    # from the last line), where characters first would have taken 140.
    reduction = reduce(HASHES, [LINES, CHARS], unlocked_by_chars)
    assert reduction.data == b"x"
    assert runs(reduction) == [("lines", 212, 2, 22, "fixpoint"),
                               ("chars", 2, 1, 1, "paused"),
                               ("chars", 1, 1, 1, "fixpoint")]


def test_only_the_first_run_of_a_reduction_tries_units_alone():
    plan = reduce_module._Plan([LINES, Replace(), CHARS], len)
    assert plan.beyond(0, first=True) == schedule.Beyond(pairs=False, alone=True)
    assert plan.beyond(0, first=False) == schedule.ONE_MINIMAL
    # A transformation's unit is an edit, not a piece of the input.
    assert plan.beyond(1, first=True) == schedule.ONE_MINIMAL
    assert plan.beyond(2, first=False) == schedule.Beyond(pairs=True, alone=False)


@pytest.mark.usefixtures("no_unit_alone")
def test_the_finest_pass_pauses_for_structure_once_it_halved_its_input():
    reduction = reduce(HASHES, [LINES, CHARS], unlocked_by_chars)
    assert reduction.data == b"x"
    # chars pauses after 106 tests (0.5 per byte) at 105 bytes; lines then takes
    # 105 bytes to 2 in 12 tests (from single units: it ran before).
    assert runs(reduction) == [
        ("lines", 212, 212, 20, "fixpoint"),
        ("chars", 212, 105, 106, "paused"),
        ("lines", 105, 2, 12, "fixpoint"),
        ("chars", 2, 1, 1, "paused"),
        ("chars", 1, 1, 1, "fixpoint"),
    ]


@pytest.mark.usefixtures("no_unit_alone")
def test_without_the_pause_the_character_pass_does_it_all_for_more_tests(monkeypatch):
    monkeypatch.setattr(reduce_module, "FINE_PAUSE_SHARE", 2.0)
    reduction = reduce(HASHES, [LINES, CHARS], unlocked_by_chars)
    assert reduction.data == b"x"
    assert runs(reduction) == [("lines", 212, 212, 20, "fixpoint"),
                               ("chars", 212, 1, 212, "fixpoint")]


def test_a_paused_run_resumes_where_it_was_when_structure_finds_nothing(monkeypatch):
    # Every line is needed, every "a" and "b" can go: chars pauses at 47 bytes, lines
    # finds nothing there, and the same ddmin run goes on where it was. Lines has
    # removed nothing in this reduction: its first run's 37 tests are work that did
    # not pay, more than a quarter of the 119 spent, so its looks get UNPAID_LEAST
    # (16) each and are cut. Of chars' 65 tests after the pause, 12 are adjacent pairs
    # of the 35 bytes left (schedule.Beyond), tried once its size-1 sweep reached the
    # front (it removed bytes), before the cycle round the 35: none of the pairs can
    # go, and they end once PAIRS_PATIENCE (12) stayed. (69 when 16 pairs came after
    # the cycle, the budget for unpaid work their bound.)
    data = b"keep\n" + b"ab\n" * 30

    def test(candidate: bytes) -> bool:
        return b"keep" in candidate and candidate.count(b"\n") >= 31

    reduction = reduce(data, [LINES, CHARS], test)
    assert runs(reduction) == [
        ("lines", 95, 95, 37, "fixpoint"),
        ("chars", 95, 47, 82, "paused"),
        ("lines", 47, 47, 16, "cut"),
        ("chars", 47, 35, 65, "fixpoint"),
        ("lines", 35, 35, 16, "cut"),
    ]
    assert reduction.guarantees.one_minimal == ("chars",)
    # Without the budget, the paused run's tests add up to the unpaused run's
    # (82 + 65 = 147), and every look by lines goes to its end; the pairs end as
    # before, at PAIRS_PATIENCE. (87 and 169 when the pairs came past 1-minimality,
    # the budget their only bound: all 34 of them.)
    monkeypatch.setattr(reduce_module, "UNPAID_LEAST", 10 ** 9)
    assert runs(reduce(data, [LINES, CHARS], test)) == [
        ("lines", 95, 95, 37, "fixpoint"),
        ("chars", 95, 47, 82, "paused"),
        ("lines", 47, 47, 31, "fixpoint"),
        ("chars", 47, 35, 65, "fixpoint"),
        ("lines", 35, 35, 31, "fixpoint"),
    ]
    monkeypatch.setattr(reduce_module, "FINE_PAUSE_SHARE", 2.0)
    assert runs(reduce(data, [LINES, CHARS], test))[1] == ("chars", 95, 35, 147, "fixpoint")


def test_structure_runs_to_its_fixpoint_before_characters():
    # Tokens go only after lines did: lines runs again before chars does.
    text = b"a b\nc d\nkeep\n"

    def test(data: bytes) -> bool:
        return b"keep" in data and (b"\n" in data or b"a" not in data)

    reduction = reduce(text, [LINES, TOKENS, CHARS], test)
    names = [r.name for r in reduction.records]
    assert names.index("chars") > max(i for i, n in enumerate(names) if n != "chars")
    assert reduction.data == b"keep"


@dataclass(frozen=True)
class Replace:
    """A transformation pass: each unit is a byte that, removed, becomes '0'."""

    name: str = "zeros"
    kind: PassKind = PassKind.TRANSFORMATION

    def cut(self, data: bytes) -> Cut | None:
        places = [i for i, b in enumerate(data) if data[i:i + 1] != b"0"]

        def render(kept) -> bytes:
            keep = set(kept)
            return bytes(b if i in keep or i not in places else 0x30
                         for i, b in enumerate(data))
        return Cut(places, render) if places else None


def test_kind_of_a_pass_is_deletion_unless_it_says_otherwise():
    assert kind_of(LINES) is PassKind.DELETION
    assert kind_of(Replace()) is PassKind.TRANSFORMATION


def test_guarantees_name_the_passes_at_their_fixpoint_on_the_result():
    reduction = reduce(b"a1\nb2\n", [LINES, Replace(), CHARS], lambda d: b"1" in d)
    assert reduction.data == b"1"
    g = reduction.guarantees
    assert g.to_dict() == {
        "one_minimal_at": "chars", "one_minimal": ["chars"], "transformations": ["zeros"],
        "stopped": None, "wellformed_only": False,
        "summary": "1-minimal for single-unit deletion at pass chars; "
                   "transformations tried to a fixpoint: zeros"}
    assert {r.kind for r in reduction.records if r.name == "zeros"} == {"transformation"}


def test_guarantees_list_coarser_passes_and_transformations_too():
    g = Guarantees(("lines", "chars"), ("zeros",))
    assert g.summary() == ("1-minimal for single-unit deletion at pass chars (and at "
                           "lines); transformations tried to a fixpoint: zeros")


def test_a_stopped_reduction_proves_nothing():
    calls = []

    def test(data: bytes) -> bool:
        calls.append(data)
        if len(calls) > 3:
            raise ReductionStopped("max-tests")
        return b"7" in data

    reduction = reduce(b"".join(b"%d\n" % i for i in range(20)), [LINES, CHARS], test)
    assert reduction.stopped == "max-tests"
    assert reduction.records[-1].ended == "stopped"
    assert reduction.guarantees.to_dict()["one_minimal_at"] is None
    assert reduction.guarantees.summary() == (
        "none: the reduction was stopped (max-tests) before its fixpoint")


def test_a_recheck_the_budget_ends_ends_the_reduction_with_the_adopted_fail():
    # --flaky's recheck of a pass's new best runs the oracle too: a deadline met there
    # ended the whole job with "the budget ended before any reduction".
    def recheck(best: bytes) -> bool:
        raise ReductionStopped("timeout")

    saved: list[bytes] = []
    reduction = reduce(b"".join(b"%d\n" % i for i in range(20)), [LINES, CHARS],
                       lambda data: b"7" in data, recheck=recheck, on_best=saved.append)
    assert (reduction.stopped, reduction.data, saved[-1]) == ("timeout", b"7\n", b"7\n")
    assert reduction.guarantees.stopped == "timeout"


def test_passes_by_yield_after_the_first_round():
    # Round one runs coarse to fine; the second starts with what removed most per test.
    plan = reduce_module._Plan([LINES, TOKENS, CHARS], len)
    plan.spent(0, 10, 10)
    plan.spent(1, 40, 10)
    assert sorted(range(2), key=plan._priority) == [1, 0]
    plan.spent(1, 0, 3)  # its last run removed nothing: after those that did
    assert sorted(range(2), key=plan._priority) == [0, 1]


@pytest.mark.parametrize("outcome", [Outcome.FAIL, True])
def test_a_single_pass_never_pauses(outcome):
    reduction = reduce(b"abcdef", [CHARS], lambda d: outcome if b"c" in d else False)
    assert reduction.data == b"c"
    assert [r.ended for r in reduction.records] == ["fixpoint"]


def test_a_parallel_runner_pauses_and_resumes_as_the_serial_one():
    serial = reduce(HASHES, [LINES, CHARS], unlocked_by_chars)
    runner = ParallelRunner(2)
    try:
        parallel = reduce(HASHES, [LINES, CHARS], unlocked_by_chars, runner=runner)
    finally:
        runner.close()
    assert (parallel.data, runs(parallel)) == (serial.data, runs(serial))


# A 60-letter line every letter of which the failure needs, and 20 lines it does not.
NEEDED = bytes(range(ord("A"), ord("A") + 60))
PADDED = NEEDED + b"\n" + b"junk\n" * 20


def needs_all_letters(data: bytes) -> bool:
    return NEEDED in data and b"0" not in data


@pytest.fixture
def no_budget(monkeypatch):
    """The budget for unpaid work off: every run goes to its end."""
    monkeypatch.setattr(reduce_module, "UNPAID_LEAST", 10 ** 9)


def test_a_transformation_that_never_pays_is_cut_after_its_share():
    # Lines leaves the 60 letters and a newline in 3 tests; no byte can become '0'.
    # zeros may spend 16 tests (UNPAID_LEAST) with nothing removed; characters removes
    # the newline, goes round the letters and tries 16 of their 59 pairs (a quarter of
    # the 86 tests spent when its pairs began is 21.5, less the 16 zeros spent); zeros
    # looks again for 16.
    reduction = reduce(PADDED, [LINES, Replace(), CHARS], needs_all_letters)
    assert reduction.data == NEEDED
    assert runs(reduction) == [("lines", 161, 61, 3, "fixpoint"),
                               ("zeros", 61, 61, 16, "cut"),
                               ("chars", 61, 60, 83, "fixpoint"),
                               ("zeros", 60, 60, 16, "cut")]
    # It proves what ran to its fixpoint on the result, and says nothing of zeros.
    assert reduction.guarantees.one_minimal == ("chars",)
    assert reduction.guarantees.transformations == ()


def test_a_pass_cut_short_tries_its_large_chunks_when_it_looks_again():
    # No '0' may appear but "ab" turned to "00" at once, and only once the input is
    # short. zeros' first look, at 64 bytes, is cut after its 16 tests (UNPAID_LEAST);
    # characters leave "xab"; zeros looks again and must try its two edits together,
    # not only one by one as after a run that went to its end (that kept "xab").
    def test(data: bytes) -> bool:
        return b"x" in data and ((b"ab" in data and b"0" not in data) or
                                 (data.count(b"0") == 2 and b"00" in data and len(data) < 10))

    reduction = reduce(b"x" + b"n" * 60 + b"ab\n" + b"junk\n" * 5,
                       [LINES, Replace(), CHARS], test)
    assert (reduction.data, runs(reduction)) == (b"x00", [
        ("lines", 89, 64, 3, "fixpoint"), ("zeros", 64, 64, 16, "cut"),
        ("chars", 64, 3, 22, "fixpoint"), ("zeros", 3, 3, 2, "fixpoint"),
        ("chars", 3, 3, 3, "fixpoint")])


@pytest.mark.usefixtures("no_budget")
def test_without_the_budget_the_transformation_tries_every_byte_twice():
    reduction = reduce(PADDED, [LINES, Replace(), CHARS], needs_all_letters)
    assert reduction.data == NEEDED
    assert runs(reduction) == [("lines", 161, 61, 3, "fixpoint"),
                               ("zeros", 61, 61, 67, "fixpoint"),
                               ("chars", 61, 60, 126, "fixpoint"),
                               ("zeros", 60, 60, 60, "fixpoint")]
    assert reduction.guarantees.transformations == ("zeros",)


def test_the_pairs_that_do_not_pay_are_cut_and_the_result_stays_one_minimal():
    # Characters removes the newline and goes round the 60 letters in 67 tests; then
    # it may spend a quarter of those on adjacent pairs, 17 of the 59.
    reduction = reduce(NEEDED + b"\n", [CHARS], needs_all_letters)
    assert (reduction.data, runs(reduction)) == (
        NEEDED, [("chars", 61, 60, 84, "fixpoint")])
    assert reduction.guarantees.finest == "chars"


@pytest.mark.usefixtures("no_budget")
def test_without_the_budget_every_pair_is_tried():
    reduction = reduce(NEEDED + b"\n", [CHARS], needs_all_letters)
    assert (reduction.data, runs(reduction)) == (
        NEEDED, [("chars", 61, 60, 126, "fixpoint")])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([b"a", b"b", b"\n"]), min_size=1, max_size=40),
       st.integers(0, 2 ** 16))
def test_what_the_guarantees_claim_holds_under_the_tightest_budget(pieces, seed):
    # Non-monotone: FAIL iff a hash of the candidate says so, and for the input. With
    # no allowance every unpaid run and every try past 1-minimality ends at once; the
    # passes the guarantees name must still be 1-minimal on the result.
    data = b"".join(pieces)

    def test(candidate: bytes) -> bool:
        return candidate == data or hash((candidate, seed)) % 3 == 0

    with mock.patch.object(reduce_module, "UNPAID_LEAST", 0), \
            mock.patch.object(reduce_module, "UNPAID_SHARE", 0):
        reduction = reduce(data, [LINES, Replace(), CHARS], test)
    assert test(reduction.data)
    for p in (LINES, CHARS):
        if p.name in reduction.guarantees.one_minimal and (cut := p.cut(reduction.data)):
            units = list(cut.units)
            assert not any(test(cut.render(units[:i] + units[i + 1:]))
                           for i in range(len(units)))


def _balanced(data: bytes) -> bool:
    return data.count(b"[") == data.count(b"]")


def test_a_well_formedness_filter_is_a_hint_dropped_at_the_fixpoint():
    # The filter skips "[1" (unbalanced); relaxed at the fixpoint, the characters pass
    # goes on over malformed candidates and reaches it.
    skipped: list[bytes] = []
    holds = [True]

    def test(data: bytes) -> bool:
        if holds[0] and not _balanced(data):
            skipped.append(data)
            return False
        return b"[1" in data

    def relax() -> list[int]:
        holds[0] = False
        return [1] if skipped else []  # the characters go on

    kept = reduce(b"[[1], 2]", [LINES, CHARS], test)
    assert kept.data == b"[[1]]"  # no single character goes and keeps it balanced
    relaxed = reduce(b"[[1], 2]", [LINES, CHARS], test, relax=relax)
    assert relaxed.data == b"[1"
    assert relaxed.guarantees.finest == "chars" and relaxed.guarantees.one_minimal[-1] == "chars"


def test_a_pass_that_goes_on_once_relaxed_ends_at_its_fixpoint_though_not_the_finest():
    # A folder's first file's characters are not the finest pass (the last file's are):
    # relaxed, they go on, and removing nothing more they reach their fixpoint, not the
    # budget for unpaid work, which cut them and named them again, round after round.
    original = b"[" + b"abcdefghijklmnopqrstuvwxyz" * 2 + b"]"
    calls = [0]
    holds = [True]
    skipped: list[bytes] = []

    def test(data: bytes) -> bool:
        calls[0] += 1
        if calls[0] > 10_000:
            raise AssertionError("the reduction does not end")
        if holds[0] and not _balanced(data):
            skipped.append(data)
            return False
        return data == original

    def relax() -> list[int]:
        holds[0] = False
        return [0] if skipped else []  # the characters, not the finest pass

    reduction = reduce(original, [CHARS, LINES], test, relax=relax)
    assert reduction.data == original and skipped
    assert reduction.records[-1].name == "chars" and reduction.records[-1].ended == "fixpoint"
    assert reduction.guarantees.one_minimal == ("chars",)
    assert calls[0] < 300, calls[0]


def test_relax_is_not_asked_again_and_nothing_reruns_when_nothing_was_skipped():
    asked: list[int] = []

    def relax() -> list[int]:
        asked.append(1)
        return []

    plain = reduce(b"a\nb\nc\n", [LINES, CHARS], lambda d: b"b" in d)
    relaxed = reduce(b"a\nb\nc\n", [LINES, CHARS], lambda d: b"b" in d, relax=relax)
    assert asked == [1] and relaxed.records == plain.records and relaxed.data == b"b"


def test_a_failure_the_confirmation_finds_is_adopted_and_the_reduction_goes_on():
    # A search that wrongly passes everything stops at once; the confirmation of each
    # fixpoint's single-character deletions finds the one that still fails.
    asked: list[list[bytes]] = []

    def confirm(renders):
        asked.append([render() for render in renders])
        return next((i for i, data in enumerate(asked[-1]) if b"x" in data), None)

    reduction = reduce(b"xyz", [CHARS], lambda data: Outcome.PASS, confirm=confirm)
    assert reduction.data == b"x"
    assert asked == [[b"yz", b"xz", b"xy"], [b"z", b"x"], [b""]]
    assert reduction.guarantees.one_minimal == ("chars",)
