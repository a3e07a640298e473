"""What a reduction is asked to do: the input, the oracle, the budget and the options."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from trail.core.units import Pass
from trail.oracle.call import Oracle
from trail.pipeline.probe import SignatureChoice

if TYPE_CHECKING:
    from trail.handoff.emit_test import EmitTest  # loaded by --emit-test's options only

STATE_DIR = ".trail"            # inside the output folder: cache and resume state


@dataclass
class Settings:
    input_path: str
    oracle: Oracle
    out_dir: str = "trail-out"
    signature: SignatureChoice = field(default_factory=SignatureChoice)
    granularity: str | None = None
    format_name: str = "auto"
    passes: list[Pass] | None = None  # instead of the format's (trail delta isolate's units)
    # Which of the format's passes run (auto: the test's own file by statements only).
    select: Callable[[list[Pass]], list[Pass]] | None = None
    # The job's own check of a candidate, beside the format's: False skips it unrun
    # (auto: the failing test's file must still collect the test).
    check: Callable[[bytes], bool] | None = None
    locate: bool = True  # say where the result came from in the original (report's `kept`)
    strict: bool = False
    jobs: int = 1
    timeout: float | None = None
    max_tests: int | None = None
    test_timeout: float | None = None
    verify: int = 10
    allow_flaky: bool = False
    flaky: bool = False
    resume: bool = False
    # What --resume's record names the oracle's workdir by where that is a folder made
    # for this run alone (bisect's worktree); None: the workdir itself.
    workdir_label: str | None = None
    keep_wellformed: bool = False  # skip malformed candidates even if the oracle takes them
    quiet: bool = False
    command_line: list[str] = field(default_factory=list)
    emit_test: EmitTest | None = None  # --emit-test: a regression test for the suite
