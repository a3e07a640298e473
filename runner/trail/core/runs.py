"""A configuration of ddmin as runs of consecutive positions.

A schedule's configurations are ascending unit positions, cut by slicing and
joined by concatenation. As a tuple of ints, the first configuration of a pass over
the 5 million tokens of a 30 MB line is 200 MB of int objects, and every
candidate near it as much again; as runs [start, stop), a configuration costs what
its gaps cost: one run at first, a few after a few removals. `Runs` behaves as the
tuple would (length, indexing, slicing, `+`, iteration, equality with tuples).
"""

from __future__ import annotations

import operator
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from itertools import accumulate
from typing import overload


class Runs(Sequence[int]):
    """Ascending positions as maximal runs: `bounds` is start0, stop0, start1, ..."""

    __slots__ = ("bounds", "_ends")

    def __init__(self, bounds: array) -> None:
        """`bounds`: flat [start, stop) pairs, ascending, not touching, none empty."""
        self.bounds = bounds
        # _ends[k]: how many positions runs 0..k hold, for indexing by bisection.
        self._ends = array("q", accumulate(map(operator.sub, bounds[1::2], bounds[0::2])))

    @classmethod
    def span(cls, length: int) -> Runs:
        """0, 1, ..., length - 1."""
        return cls(array("q", (0, length) if length > 0 else ()))

    @classmethod
    def of(cls, positions: Iterable[int]) -> Runs:
        """The runs of ascending `positions`."""
        if isinstance(positions, Runs):
            return positions
        bounds = array("q")
        for p in positions:
            if bounds and bounds[-1] == p:
                bounds[-1] = p + 1
            else:
                bounds.extend((p, p + 1))
        return cls(bounds)

    def pairs(self) -> Iterator[tuple[int, int]]:
        """The runs as (start, stop)."""
        b = self.bounds
        return zip(b[0::2], b[1::2], strict=True)

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    @overload
    def __getitem__(self, i: int) -> int: ...

    @overload
    def __getitem__(self, i: slice) -> Runs: ...

    def __getitem__(self, i: int | slice) -> int | Runs:
        n = len(self)
        if isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step != 1:
                return Runs.of(tuple(self)[i])
            return self._slice(start, stop)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("Runs index out of range")
        k = bisect_right(self._ends, i)
        return self.bounds[2 * k] + i - (self._ends[k - 1] if k else 0)

    def _slice(self, a: int, b: int) -> Runs:
        if a >= b:
            return EMPTY
        ends = self._ends
        first, last = bisect_right(ends, a), bisect_right(ends, b - 1)
        bounds = self.bounds[2 * first:2 * last + 2]
        bounds[0] += a - (ends[first - 1] if first else 0)
        bounds[-1] = self.bounds[2 * last] + b - (ends[last - 1] if last else 0)
        return Runs(bounds)

    def __add__(self, other: Sequence[int]) -> Runs:
        right = Runs.of(other)
        if not right.bounds:
            return self
        if not self.bounds:
            return right
        if self.bounds[-1] == right.bounds[0]:  # the two runs meet: one run
            return Runs(self.bounds[:-1] + right.bounds[1:])
        return Runs(self.bounds + right.bounds)

    def __radd__(self, other: Sequence[int]) -> Runs:
        return Runs.of(other) + self

    def __iter__(self) -> Iterator[int]:
        for start, stop in self.pairs():
            yield from range(start, stop)

    def __contains__(self, value: object) -> bool:
        if not isinstance(value, int):
            return False
        k = bisect_right(self.bounds, value)
        return k % 2 == 1  # inside a [start, stop)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Runs):
            return self.bounds == other.bounds
        if isinstance(other, (tuple, list)):
            return len(other) == len(self) and tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.bounds.tobytes())

    def __repr__(self) -> str:
        return f"Runs({list(self.pairs())})"


EMPTY = Runs(array("q"))
