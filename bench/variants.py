"""ddmin schedules from the literature, to measure against trail's default.

Each variant replaces `_DD.run` (the schedule) for the length of a `with` block, so
everything else (cache, parallel runs, the closing empty-input check, the
passes of a reduction) stays exactly as trail runs it:

* ``binary``: trail's default (halving chunk sizes, sweeps from the end, skipping
  subsets of sets known to pass, a closing size-1 cycle).
* ``binary-no-skip``: the same without skipping subsets of sets known to pass.
* ``complement-cycle``: ddmin's complements only, n = max(n-1, 2) after a success,
  the sweep going on where it was (trail's default before binary splitting).
* ``probabilistic``: probabilistic delta debugging (Wang et al., FSE 2021): each unit
  carries a probability of being needed, each test removes the set with the largest
  expected gain, a PASS raises the probabilities of what it tried to remove. It is
  not 1-minimal by itself, so a size-1 cycle closes it.
* ``strict``: the reference text, step for step (`--strict-ddmin`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from unittest import mock

from trail.core.ddmin import _DD, _PassedChunks, split


def complement_cycle(dd: _DD) -> None:
    n = 2
    start = 1  # the chunk where the backward sweep begins
    while len(dd.config) >= 2:
        n = min(n, len(dd.config))
        config, chunks = dd.config, split(dd.config, n)
        # Backward from `start`, wrapping round: one full cycle of n complements.
        order = [(start - k) % n for k in range(n)]
        found = dd._first_failing(
            (i, config[: chunks[i][0]] + config[chunks[i][1]:]) for i in order
        )
        if found is not None:
            a, b = chunks[found]
            dd._adopt(config[:a] + config[b:])
            n = max(n - 1, 2)
            start = (found - 1) % n  # go on below the chunk just removed
            continue
        if n >= len(dd.config):
            break
        n = min(2 * n, len(dd.config))
        start = n - 1


def probabilistic(dd: _DD, prior: float = 0.1) -> None:
    needed = {unit: prior for unit in dd.config}
    while len(dd.config) >= 2:
        # Least likely needed first; ties from the end, as trail's sweeps go.
        open_units = sorted((u for u in reversed(dd.config) if needed[u] < 1),
                            key=needed.__getitem__)
        if not open_units:
            break
        # Remove the k least likely units, k maximizing k * P(none of them needed).
        size, best, all_unneeded = 0, 0.0, 1.0
        for k, unit in enumerate(open_units[: len(dd.config) - 1], 1):
            all_unneeded *= 1 - needed[unit]
            if k * all_unneeded > best:
                size, best = k, k * all_unneeded
        removal = set(open_units[:size])
        candidate = [u for u in dd.config if u not in removal]
        if dd._first_failing([(0, candidate)]) is not None:
            dd._adopt(candidate)
            continue
        # Bayes on a PASS: at least one unit of `removal` is needed.
        some_needed = 1 - _product(1 - needed[u] for u in removal)
        for unit in removal:
            needed[unit] = min(needed[unit] / some_needed, 1.0)
    dd._sweep(1, _PassedChunks([]))


def _product(values: Iterator[float]) -> float:
    result = 1.0
    for value in values:
        result *= value
    return result


def _no_skip(known: _PassedChunks, *args: object) -> bool:
    return False


@contextlib.contextmanager
def variant(name: str) -> Iterator[bool]:
    """Run trail's ddmin with schedule `name`; yields whether to pass strict=True."""
    patches: dict[str, list[tuple[type, str, Callable]]] = {
        "binary": [], "strict": [], "complement-cycle": [(_DD, "run", complement_cycle)],
        "binary-no-skip": [(_PassedChunks, "covers", _no_skip)],
        "probabilistic": [(_DD, "run", probabilistic)],
    }
    with contextlib.ExitStack() as stack:
        for owner, attribute, replacement in patches[name]:
            stack.enter_context(mock.patch.object(owner, attribute, replacement))
        yield name == "strict"


VARIANTS = ("binary", "binary-no-skip", "complement-cycle", "probabilistic", "strict")
