"""Known values of the intervals and rerun counts (reference values from R's binom.test,
prop.test without continuity correction, and closed forms)."""

from __future__ import annotations

import math

import pytest
from trail.core.stats import (
    beta_quantile,
    clopper_pearson_interval,
    decision_alpha,
    k99,
    regularized_incomplete_beta,
    runs_to_catch,
    wilson_interval,
)


@pytest.mark.parametrize(("failures", "runs", "low", "high"), [
    (0, 10, 0.0, 0.3084971),
    (1, 10, 0.002528579, 0.4450161),
    (5, 10, 0.1870860, 0.8129140),
    (10, 10, 0.6915029, 1.0),
    (30, 100, 0.2124064, 0.3998147),
    (1, 20, 0.001265089, 0.2487328),
])
def test_clopper_pearson_matches_binom_test(failures, runs, low, high):
    got = clopper_pearson_interval(failures, runs)
    assert got == pytest.approx((low, high), abs=2e-7)


@pytest.mark.parametrize(("failures", "runs", "low", "high"), [
    (0, 10, 0.0, 0.2775328),
    (1, 10, 0.01787621, 0.4041500),
    (5, 10, 0.2365931, 0.7634069),
    (10, 10, 0.7224672, 1.0),
    (30, 100, 0.2189489, 0.3958485),
])
def test_wilson_matches_prop_test(failures, runs, low, high):
    assert wilson_interval(failures, runs) == pytest.approx((low, high), abs=2e-7)


def test_interval_level_changes_width():
    wide = clopper_pearson_interval(5, 10, confidence=0.99)
    narrow = clopper_pearson_interval(5, 10, confidence=0.80)
    assert wide[0] < 0.1870860 < narrow[0] and narrow[1] < 0.8129140 < wide[1]


@pytest.mark.parametrize(("x", "a", "b", "expected"), [
    (0.5, 2, 3, 11 / 16),                                       # polynomial closed form
    (0.3, 0.5, 0.5, 2 / math.pi * math.asin(math.sqrt(0.3))),  # arcsine distribution
    (0.9, 1, 1, 0.9),                                           # uniform
    (0.2, 5, 1, 0.2 ** 5),
    (0.0, 3, 4, 0.0),
    (1.0, 3, 4, 1.0),
])
def test_regularized_incomplete_beta(x, a, b, expected):
    assert regularized_incomplete_beta(x, a, b) == pytest.approx(expected, abs=1e-12)


def test_beta_quantile_inverts_the_cdf():
    for q in (0.025, 0.5, 0.975):
        x = beta_quantile(q, 3, 8)
        assert regularized_incomplete_beta(x, 3, 8) == pytest.approx(q, abs=1e-10)
    assert beta_quantile(0.5, 1, 1) == pytest.approx(0.5, abs=1e-11)


@pytest.mark.parametrize(("p", "miss", "expected"), [
    (0.5, 0.01, 7),        # 0.5^7 = 0.0078 <= 0.01 < 0.5^6
    (0.1, 0.01, 44),       # ln 0.01 / ln 0.9 = 43.7
    (0.9, 0.01, 2),        # exactly 2.0: must not round up to 3
    (0.3, 0.0005, 22),     # ln 5e-4 / ln 0.7 = 21.3
    (1.0, 0.01, 1),
    (0.999, 0.5, 1),
])
def test_runs_to_catch(p, miss, expected):
    assert runs_to_catch(p, miss) == expected


def test_k99_is_runs_to_catch_at_one_percent():
    assert [k99(p) for p in (0.05, 0.1, 0.3, 0.5)] == [90, 44, 13, 7]


def test_decision_alpha_spreads_the_target():
    assert decision_alpha(0.05, 100) == pytest.approx(0.0005)


@pytest.mark.parametrize(("call", "message"), [
    (lambda: wilson_interval(3, 2), "need 0 <= failures <= runs and runs >= 1, got 3/2"),
    (lambda: clopper_pearson_interval(0, 0), "need 0 <= failures <= runs and runs >= 1, got 0/0"),
    (lambda: wilson_interval(1, 2, confidence=1.0), "confidence must be between 0 and 1, got 1.0"),
    (lambda: runs_to_catch(0.0, 0.01), "failure rate must be in (0, 1], got 0.0"),
    (lambda: runs_to_catch(0.5, 1.0), "miss probability must be in (0, 1), got 1.0"),
    (lambda: decision_alpha(0.05, 0), "expected decisions must be >= 1, got 0"),
    (lambda: regularized_incomplete_beta(0.5, 0, 1),
     "beta parameters must be positive, got a=0, b=1"),
])
def test_bad_arguments_say_what_is_wrong(call, message):
    with pytest.raises(ValueError) as error:
        call()
    assert str(error.value) == message
