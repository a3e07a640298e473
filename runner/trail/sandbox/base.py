"""What every sandbox takes and returns: one oracle call in isolation."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from trail.core.outcome import Outcome
from trail.oracle.call import Delivery, InputKind, OracleCall, RunResult

if TYPE_CHECKING:  # a bisect step loads the protocol, never the image recipes
    from trail.sandbox.recipe import Rebuild


class Sandbox(Protocol):
    """Runs one oracle call in isolation and always cleans up after it.

    `run` must be safe to call from several threads at once (--jobs N), must kill
    everything the call started when it times out, and `close` must leave nothing
    behind (processes, temp dirs, containers) even after errors or Ctrl-C.

    A sandbox class that inherits from this protocol gets the no-op defaults below
    for what it has no use for.
    """

    name: str
    # Why this sandbox runs the tests, for the report (SandboxSpec.open sets it): the
    # caller's reason for choosing it, or why ns fell back to docker.
    reason: str | None = None
    # The oracle's programs are the host's own, so they can be looked up before any
    # run; elsewhere (an image) only the run on the original input can tell.
    runs_on_host: bool = False

    def run(self, call: OracleCall) -> RunResult: ...

    def close(self) -> None: ...

    def cold(self) -> Sandbox:
        """The sandbox that runs every call from a fresh start, as reproduce.sh does:
        the original's probe and the result's verification run there. This one,
        unless it runs some calls warm (sandbox.warm)."""
        return self

    def judge_warm_by(self, judge: Callable[[RunResult], Outcome],
                      original: OracleCall) -> None:
        """From now on, check warm starts against cold ones by `judge` (the tester's
        verdict): on `original` at once, then on a sample of candidates. Nothing to
        do for a sandbox that starts every call cold."""

    def describe(self) -> dict[str, object]:
        """The report's "sandbox" section (a sandbox with more to say builds on it)."""
        return {"name": self.name, "image": None, "image_id": None,
                **({"reason": self.reason} if self.reason else {})}

    def check_original(self, result: RunResult) -> None:
        """Raise a SandboxError when the run on the original input shows that this
        sandbox cannot run the oracle at all (say, its program is missing in an image)."""

    def reproduce_wrap(self, delivery: Delivery, kind: InputKind, file_name: str,
                       test_timeout: float | None) -> str | None:
        """How reproduce.sh runs the oracle as this sandbox does; None: as a plain
        command on the host."""
        return None

    def reproduce_rebuild(self) -> Rebuild | None:
        """How reproduce.sh rebuilds the image the oracle ran in where it is missing;
        None: there is no image, or nothing tells how it was built."""
        return None

