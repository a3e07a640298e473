"""trail delta: minimize failing inputs with delta debugging.

    >>> from trail import ddmin, Outcome
    >>> ddmin(list(range(10)), lambda c: Outcome.FAIL if 3 in c and 7 in c else Outcome.PASS)
    [3, 7]

A test may also return a bool, True meaning "still fails":

    >>> ddmin(list(range(10)), lambda c: 3 in c and 7 in c)
    [3, 7]

`minimize` reduces bytes with trail's formats and passes (trail.api):

    >>> from trail import minimize
    >>> minimize(b'{"a": 1, "b": [2, 3]}', lambda c: b"3" in c).data
    b'{"":[3]}'
"""

from importlib import import_module

# Each export and its module, loaded on first use: a process that needs a few of
# trail's modules (a `git bisect run` step, `trail --help`) does not load the rest.
_EXPORTS = {
    "DDStats": "trail.core.ddmin",
    "ddmin": "trail.core.ddmin",
    "Outcome": "trail.core.outcome",
    "ReductionStopped": "trail.core.outcome",
    "Minimized": "trail.api",
    "minimize": "trail.api",
}

__all__ = sorted(_EXPORTS)
__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'trail' has no attribute {name!r}")
    return getattr(import_module(_EXPORTS[name]), name)
