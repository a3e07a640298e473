"""The three outcomes of one test, the exit-status conventions that produce them, and
the exception a test raises to stop the reduction."""

from __future__ import annotations

import enum
from collections.abc import Sequence


class Outcome(enum.Enum):
    """What one oracle call says about a candidate.

    FAIL means the failure reproduced, so the reduction step succeeded; UNRESOLVED
    (crash for another reason, timeout, setup error) is treated as PASS by ddmin.
    """

    PASS = "PASS"
    FAIL = "FAIL"
    UNRESOLVED = "UNRESOLVED"


class Convention(enum.Enum):
    """How an oracle's exit status maps to an Outcome."""

    # git bisect run: 0 = PASS, 125 = UNRESOLVED, other 1-127 = FAIL, 128+ = UNRESOLVED.
    BISECT = "bisect"
    # C-Reduce / shrinkray / lithium: 0 = still interesting (FAIL), anything else = PASS.
    INTERESTING_ZERO = "interesting-exit-zero"


def classify_exit(status: int | None, convention: Convention) -> Outcome:
    """Map an exit status (None: killed by a signal or timeout) to an Outcome."""
    if status is None:
        return Outcome.UNRESOLVED
    if convention is Convention.INTERESTING_ZERO:
        return Outcome.FAIL if status == 0 else Outcome.PASS
    if status == 0:
        return Outcome.PASS
    if status == 125 or status >= 128 or status < 0:
        return Outcome.UNRESOLVED
    return Outcome.FAIL


def outcome_of(answer: object) -> Outcome:
    """A test's answer as an Outcome: True is FAIL (the failure still happens), False
    is PASS. Anything else raises TypeError: taken for PASS, it would silently keep
    the whole input."""
    if isinstance(answer, Outcome):
        return answer
    if isinstance(answer, bool):
        return Outcome.FAIL if answer else Outcome.PASS
    raise TypeError(f"the test returned {answer!r} ({type(answer).__name__}): return an "
                    "Outcome, or a bool (True: the failure still happens)")


class ReductionStopped(Exception):
    """Raised by a test function to end a reduction early (budget, Ctrl-C).

    ddmin re-raises it with `result` set to the smallest failing input found so far,
    so a stopped run never loses its work.
    """

    def __init__(self, reason: str, result: Sequence | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.result = result
