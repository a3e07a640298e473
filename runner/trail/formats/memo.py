"""The last few results of a parse, per thread, keyed by a digest of the input.

Planning the next pass asks every structural pass for its units of the same
input, and a deletion pass's candidates are checked by the same parser: without a
memo, an HTML page with 30 levels of nodes is parsed 30 times per step. The key
is a digest, not the bytes, so a memo never keeps an old candidate alive; and it
is per thread, since tree-sitter trees may not be read by two threads at once.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from trail.core.digest import digest

T = TypeVar("T")

# The current input and a candidate or two: planning and checking alternate.
ENTRIES = 4


class Memo(Generic[T], threading.local):
    """`get(key, data, make)`: make(data) once per (key, content) among the last few."""

    def __init__(self, entries: int = ENTRIES) -> None:
        self.entries = entries
        self.results: OrderedDict[tuple[Hashable, bytes], T] = OrderedDict()

    def get(self, key: Hashable, data: bytes, make: Callable[[bytes], T]) -> T:
        slot = (key, digest(data))
        if slot in self.results:
            self.results.move_to_end(slot)
            return self.results[slot]
        result = self.results[slot] = make(data)
        if len(self.results) > self.entries:
            self.results.popitem(last=False)
        return result
