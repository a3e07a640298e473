"""A format cuts bytes into units and puts kept units back together.

A reduction is a list of passes; each pass, given the current bytes, offers a `Cut`
(trail.core.units): the units ddmin may remove and how to print any kept subsequence
of them. Formats that know a structure (JSON, YAML, Python, ...) offer one pass per
tree level (hierarchical delta debugging) and say, through `is_valid`, which printed
candidates are well-formed, so the tester never spends an oracle call on one that is
not.
"""

from __future__ import annotations

from typing import Protocol

from trail.core.units import Pass


class Format(Protocol):
    name: str
    description: str

    def detect(self, file_name: str, data: bytes) -> str | None:
        """A reason this format fits (for the report), or None when it does not."""
        ...

    def passes(self, data: bytes) -> list[Pass]:
        """The passes of one round, coarse to fine, ending with the text passes."""
        ...

    def is_valid(self, data: bytes) -> bool:
        """Whether a candidate is well-formed; False means: do not run the oracle."""
        ...


def malformed_variant(fmt: Format, data: bytes) -> bytes | None:
    """`data` with a few bytes cut from one end so that `fmt` calls it malformed, or
    None (nothing `fmt` rejects: text, or a tolerant grammar).

    Before it skips malformed candidates, a reduction asks the oracle about this one:
    an oracle that still fails on it does not need well-formed input, and skipping
    would only keep the result larger than plain text gets. A format whose input is
    no plain byte string (a folder) cuts inside itself: `fmt.malformed_variant`.
    """
    own = getattr(fmt, "malformed_variant", None)
    if own is not None:
        return own(data)
    body = data.strip()
    if not body:
        return None
    start = data.index(body[:1])
    end = start + len(body)
    for k in range(1, min(MALFORMING_CUTS, len(body)) + 1):
        for variant in (data[:end - k] + data[end:], data[:start] + data[start + k:]):
            if not fmt.is_valid(variant):
                return variant
    return None


# Bytes cut from either end of the input, one more at a time, to make it malformed.
MALFORMING_CUTS = 4
