"""Run every pass of a format to a fixpoint with an in-process predicate.

The same loop the production reducer runs, minus the sandbox: each pass of a round
cuts the current bytes, ddmin keeps the fewest units whose rendering is still
interesting, and rounds repeat until one removes nothing. Candidates the format
calls malformed never reach the predicate; they are counted.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from trail.core.ddmin import ddmin
from trail.core.outcome import Outcome
from trail.formats.base import Format


@dataclass
class Run:
    data: bytes
    calls: int = 0           # predicate calls: distinct well-formed candidates
    cached: int = 0          # candidates answered from the content cache
    malformed: int = 0       # candidates is_valid refused (never sent to the predicate)
    rounds: int = 0
    # name, round, bytes before, bytes after, predicate calls
    passes: list[tuple[str, int, int, int, int]] = field(default_factory=list)


def reduce_to_fixpoint(fmt: Format, data: bytes, interesting: Callable[[bytes], bool],
                       max_rounds: int = 20) -> Run:
    run = Run(data)
    seen: dict[bytes, Outcome] = {}

    def test(candidate: bytes) -> Outcome:
        key = hashlib.blake2b(candidate, digest_size=16).digest()
        if key in seen:
            run.cached += 1
            return seen[key]
        if not fmt.is_valid(candidate):
            run.malformed += 1
            outcome = Outcome.UNRESOLVED
        else:
            run.calls += 1
            outcome = Outcome.FAIL if interesting(candidate) else Outcome.PASS
        seen[key] = outcome
        return outcome

    # A format may measure progress its own way (a folder: names and contents).
    size = getattr(fmt, "size", len)
    changed = True
    while changed and run.rounds < max_rounds:
        changed = False
        run.rounds += 1
        for p in fmt.passes(run.data):
            cut = p.cut(run.data)
            calls = run.calls
            if cut is None:
                continue
            # ddmin also tries the empty configuration when one unit is left.
            kept = ddmin(cut.units, lambda k, cut=cut: test(cut.render(k)))
            new = cut.render(kept)
            run.passes.append((p.name, run.rounds, len(run.data), len(new), run.calls - calls))
            # Adopt only strict shrinks, so rounds always end.
            if size(new) < size(run.data):
                run.data = new
                changed = True
    return run


@dataclass
class StructureOnly:
    """A format without its text passes: to check what the structure alone keeps."""

    fmt: Format
    prefix: str = ""  # keep only the passes whose names start with it

    def __getattr__(self, name: str):
        return getattr(self.fmt, name)

    def passes(self, data: bytes) -> list:
        return [p for p in self.fmt.passes(data) if p.name.startswith(self.prefix)
                and p.name not in ("lines", "tokens", "chars", "blank-lines")]
