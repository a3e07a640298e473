"""The `trail delta` job: the pipeline's reduction of one input, then its hand-off.

`run_delta(settings, sandbox)` does the whole job and returns its Result; every
failure a user can cause ends in `UserError` with a one-line message that says what
to do.
"""

from __future__ import annotations

from trail.handoff.write import Handoff, InPlace, reproduce_here, write
from trail.interrupts import deferred, interrupts_raise
from trail.pipeline.reduction import minimize
from trail.pipeline.settings import Settings
from trail.progress import Progress
from trail.result import Result
from trail.sandbox.base import Sandbox


def run_delta(settings: Settings, sandbox: Sandbox, progress: Progress | None = None) -> Result:
    """The whole `trail delta` job: minimize, then write the hand-off once."""
    with interrupts_raise(on_stop=sandbox.close):  # a signal waits for the writing
        done = minimize(settings, sandbox, progress)
        with deferred(raise_after=False):  # the result is in hand: write it whole
            how = InPlace(reproduce_here(done.result, sandbox))
            return write(Handoff(done, how, emit=settings.emit_test), settings.out_dir)
