"""A format's well-formedness: a speed hint for the reduction, never a limit.

Candidates a format calls malformed (a JSON file cut mid-member, C with an open
brace) rarely fail the way the original did, so skipping them unrun saves calls. The
original is asked once whether it still fails malformed (`ask`; for a folder, once
per file that can be malformed): where it does, nothing of that is skipped. Where it
does not, that says something of the original, not of the small inputs at the end,
so the filter only holds until the reduction's fixpoint: there
`relax()` drops it and the passes go on over malformed candidates too
(core.reduce's `relax`). Only --keep-wellformed makes it a limit, and then the
guarantees say "among well-formed inputs".
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from trail.core.outcome import Outcome
from trail.core.units import Pass
from trail.formats.base import Malformed
from trail.formats.text import CHARS

Test = Callable[[bytes], Outcome]


class Wellformed:
    """The filter of malformed candidates in front of a test, and whether it holds."""

    def __init__(self, is_valid: Callable[[bytes], bool] | None, keep: bool) -> None:
        # What a candidate must pass while the filter holds; none: nothing is filtered.
        self.checks: list[Callable[[bytes], bool]] = [] if is_valid is None else [is_valid]
        self.keep = keep          # --keep-wellformed: the filter is a limit
        self.skipped = 0          # malformed candidates not run
        self._lock = threading.Lock()

    @property
    def limits(self) -> bool:
        """Whether the result is proven among well-formed inputs only."""
        return self.keep and bool(self.checks)

    def ask(self, questions: list[Malformed], test: Test,
            passes: Sequence[Pass]) -> list[Malformed]:
        """Ask the oracle each of a format's questions about the original (a file
        malformed; per file of a folder) that `passes` go on with once relaxed: where
        it still fails, that check goes, as the oracle does not need it; the others
        stay (until `relax`). A file no such pass cuts (auto's test file, by statements
        only) is not asked about: its candidates stay well-formed. Returns the
        questions it still failed on. Never asked under --keep-wellformed, nor when
        nothing is filtered."""
        if self.keep or not self.checks or not questions:
            return []
        parts = {passes[i].name.rpartition(":")[0] or None for i in going_on(passes)}
        failed = [q for q in questions
                  if q.part in parts and test(q.variant) is Outcome.FAIL]
        self.checks = [q.check for q in questions if q not in failed]
        return failed

    def admits(self, data: bytes) -> bool:
        """Whether `data` passes the filter (everything does once it is relaxed)."""
        return all(check(data) for check in self.checks)

    def filtered(self, test: Test) -> Test:
        """`test`, with what the format calls malformed skipped unrun while it holds."""
        def judged(data: bytes) -> Outcome:
            if not self.admits(data):
                with self._lock:
                    self.skipped += 1
                return Outcome.UNRESOLVED
            return test(data)
        return judged

    def relax(self) -> bool:
        """Drop the filter (not under --keep-wellformed); whether it skipped anything,
        that is whether the passes have malformed candidates left to try."""
        if self.keep or not self.checks:
            return False
        self.checks = []
        return self.skipped > 0


def going_on(passes: Sequence[Pass]) -> list[int]:
    """The passes that go on over malformed candidates once the filter is relaxed:
    the characters (every file's, in a folder), else the finest pass."""
    chars = [i for i, p in enumerate(passes) if p.name.rpartition(":")[2] == CHARS.name]
    return chars or ([len(passes) - 1] if passes else [])
