"""Binomial confidence intervals and the rerun counts trail derives from them.

Pure functions, standard library only (the beta quantile is found by bisection on
the regularized incomplete beta function, so no scipy).

Two intervals, each where its property matters:

* **Clopper-Pearson** (exact): its coverage is never below the nominal level, so it
  is used wherever trail makes a promise to the user: the failure rate printed next
  to a reproducer, and K99.
* **Wilson** (score): near-nominal coverage on average and narrower, cheap to
  compute after every run, so it drives the internal choices where overshooting
  only costs runs: when to stop estimating a failure rate, and how much pass
  evidence to ask for.

The rerun rule, used both ways:

    runs_to_catch(p, miss) = ceil(ln(miss) / ln(1 - p))

is the smallest number of independent runs of something that fails with
probability p per run such that all of them pass with probability <= miss.

* **Pass evidence r** (flaky reduction): a candidate that shows the failure once is
  a FAIL (the signature is proof); it is a PASS only after r runs without it, with
  p the failure rate of the original input and miss = alpha, a target error spread
  over the expected number of decisions: alpha = target_error / decisions
  (`decision_alpha`). r grows with ln(decisions), so a rough count is enough:
  100 vs 1000 decisions changes r by about a third at any p.
* **K99** (reproducers): K99 = runs_to_catch(lower bound of the 95% interval, 0.01),
  the number of reruns that catch the failure with probability >= 99% whenever the
  true rate is at least the lower bound.
"""

from __future__ import annotations

import math

# Bisection on [0, 1] to this width gives ~12 correct digits in 40 steps.
_QUANTILE_TOLERANCE = 1e-12
# Floating point may put ln(a)/ln(b) a hair above an exact integer (ln 0.01 / ln 0.1).
_CEIL_SLACK = 1e-9


def _z(confidence: float) -> float:
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be between 0 and 1, got {confidence}")
    # Here, not at the top: statistics loads fractions and decimal, 2 ms of every start-up.
    from statistics import NormalDist

    return NormalDist().inv_cdf(1.0 - (1.0 - confidence) / 2.0)


def _check_counts(failures: int, runs: int) -> None:
    if runs < 1 or not 0 <= failures <= runs:
        raise ValueError(f"need 0 <= failures <= runs and runs >= 1, got {failures}/{runs}")


def wilson_interval(failures: int, runs: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a failure rate observed as `failures` of `runs`."""
    _check_counts(failures, runs)
    z = _z(confidence)
    p = failures / runs
    denominator = 1.0 + z * z / runs
    centre = (p + z * z / (2 * runs)) / denominator
    half = z * math.sqrt(p * (1 - p) / runs + z * z / (4 * runs * runs)) / denominator
    # Clamp: at p = 0 or 1 the bound is exact in theory but may round past it.
    return (0.0 if failures == 0 else max(0.0, centre - half),
            1.0 if failures == runs else min(1.0, centre + half))


def _beta_continued_fraction(x: float, a: float, b: float) -> float:
    """Lentz's evaluation of the continued fraction of I_x(a, b) (Numerical Recipes 6.4)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 10_000):
        m2 = 2 * m
        for numerator in (m * (b - m) * x / ((qam + m2) * (a + m2)),
                          -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + numerator / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            return h
    raise ArithmeticError(f"incomplete beta did not converge for x={x}, a={a}, b={b}")


def regularized_incomplete_beta(x: float, a: float, b: float) -> float:
    """I_x(a, b), the CDF of the Beta(a, b) distribution at x."""
    if a <= 0 or b <= 0:
        raise ValueError(f"beta parameters must be positive, got a={a}, b={b}")
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    log_front = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                 + a * math.log(x) + b * math.log1p(-x))
    front = math.exp(log_front)
    # The continued fraction converges fast only below the mean; use symmetry above.
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _beta_continued_fraction(x, a, b) / a
    return 1.0 - front * _beta_continued_fraction(1.0 - x, b, a) / b


def beta_quantile(q: float, a: float, b: float) -> float:
    """The x in [0, 1] with I_x(a, b) = q, by bisection (the CDF is increasing)."""
    if not 0.0 <= q <= 1.0:
        raise ValueError(f"quantile level must be in [0, 1], got {q}")
    low, high = 0.0, 1.0
    while high - low > _QUANTILE_TOLERANCE:
        middle = (low + high) / 2.0
        if regularized_incomplete_beta(middle, a, b) < q:
            low = middle
        else:
            high = middle
    return (low + high) / 2.0


def clopper_pearson_interval(failures: int, runs: int,
                             confidence: float = 0.95) -> tuple[float, float]:
    """Exact (Clopper-Pearson) interval for a failure rate seen as `failures` of `runs`."""
    _check_counts(failures, runs)
    _z(confidence)  # validates the level
    tail = (1.0 - confidence) / 2.0
    low = 0.0 if failures == 0 else beta_quantile(tail, failures, runs - failures + 1)
    high = 1.0 if failures == runs else beta_quantile(1.0 - tail, failures + 1, runs - failures)
    return low, high


def runs_to_catch(p: float, miss: float) -> int:
    """Fewest runs that all pass with probability <= `miss` when each fails with rate `p`."""
    if not 0.0 < p <= 1.0:
        raise ValueError(f"failure rate must be in (0, 1], got {p}")
    if not 0.0 < miss < 1.0:
        raise ValueError(f"miss probability must be in (0, 1), got {miss}")
    if p == 1.0:
        return 1
    return max(1, math.ceil(math.log(miss) / math.log1p(-p) - _CEIL_SLACK))


def decision_alpha(target_error: float, decisions: int) -> float:
    """Per-decision miss probability that keeps the whole run's error near `target_error`."""
    if not 0.0 < target_error < 1.0:
        raise ValueError(f"target error must be in (0, 1), got {target_error}")
    if decisions < 1:
        raise ValueError(f"expected decisions must be >= 1, got {decisions}")
    return target_error / decisions


def k99(lower_bound: float) -> int:
    """Reruns that catch a failure with >= 99% probability if its rate is >= lower_bound."""
    return runs_to_catch(lower_bound, 0.01)
