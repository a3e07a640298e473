"""trail delta: minimize failing inputs with delta debugging.

    >>> from trail import ddmin, Outcome
    >>> ddmin(list(range(10)), lambda c: Outcome.FAIL if 3 in c and 7 in c else Outcome.PASS)
    [3, 7]

A test may also return a bool, True meaning "still fails":

    >>> ddmin(list(range(10)), lambda c: 3 in c and 7 in c)
    [3, 7]
"""

from trail.core.ddmin import DDStats, ReductionStopped, ddmin
from trail.core.outcome import Outcome

__all__ = ["DDStats", "Outcome", "ReductionStopped", "ddmin"]
__version__ = "0.1.0"
