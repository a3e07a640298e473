"""A format's well-formedness: a speed hint for the reduction, never a limit.

Candidates a format calls malformed (a JSON file cut mid-member, C with an open
brace) rarely fail the way the original did, so skipping them unrun saves calls. The
original is asked once whether it still fails malformed (`ask`): if it does, nothing
is skipped. If it does not, that says something of the original, not of the small
inputs at the end, so the filter only holds until the reduction's fixpoint: there
`relax()` drops it and the passes go on over malformed candidates too
(core.reduce's `relax`). Only --keep-wellformed makes it a limit, and then the
guarantees say "among well-formed inputs".
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from trail.core.outcome import Outcome

Test = Callable[[bytes], Outcome]


class Wellformed:
    """The filter of malformed candidates in front of a test, and whether it holds."""

    def __init__(self, is_valid: Callable[[bytes], bool] | None, keep: bool) -> None:
        self.is_valid = is_valid  # None: nothing is filtered (or no longer)
        self.keep = keep          # --keep-wellformed: the filter is a limit
        self.skipped = 0          # malformed candidates not run
        self._lock = threading.Lock()

    @property
    def limits(self) -> bool:
        """Whether the result is proven among well-formed inputs only."""
        return self.keep and self.is_valid is not None

    def ask(self, variant: bytes | None, test: Test) -> bool:
        """Whether the oracle still fails on `variant`, a malformed variant of the
        original (None: the format has none); if so, nothing is filtered. Never asked
        under --keep-wellformed."""
        if self.keep or variant is None or self.is_valid is None:
            return False
        if test(variant) is not Outcome.FAIL:
            return False
        self.is_valid = None
        return True

    def filtered(self, test: Test) -> Test:
        """`test`, with what the format calls malformed skipped unrun while it holds."""
        def judged(data: bytes) -> Outcome:
            is_valid = self.is_valid
            if is_valid is not None and not is_valid(data):
                with self._lock:
                    self.skipped += 1
                return Outcome.UNRESOLVED
            return test(data)
        return judged

    def relax(self) -> bool:
        """Drop the filter (not under --keep-wellformed); whether it skipped anything,
        that is whether the passes have malformed candidates left to try."""
        if self.keep or self.is_valid is None:
            return False
        self.is_valid = None
        return self.skipped > 0
