"""A format cuts bytes into units and puts kept units back together.

A reduction is a list of passes; each pass, given the current bytes, offers a `Cut`
(trail.core.units): the units ddmin may remove and how to print any kept subsequence
of them. Formats that know a structure (JSON, YAML, Python, ...) offer one pass per
tree level (hierarchical delta debugging) and say, through `is_valid`, which printed
candidates are well-formed, so the tester never spends an oracle call on one that is
not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from trail.core.origins import Origins
from trail.core.units import Pass
from trail.formats.catalog import claims
from trail.formats.kept import Kept, Place, kept_pieces


@dataclass(frozen=True)
class Malformed:
    """One question a reduction asks the oracle before it skips malformed candidates:
    does it still fail on `variant`? If so, `check` is dropped (the oracle does not
    need that part well-formed); if not, candidates `check` rejects are skipped until
    the reduction's fixpoint (pipeline.wellformed)."""

    variant: bytes
    check: Callable[[bytes], bool]
    what: str  # "json variant of the input", "json variant of tests/a.json"
    part: str | None = None  # the file of a folder it is about; None: the whole input


class Format(Protocol):
    """What the registry and a reduction ask of a format; `BaseFormat` gives the defaults."""

    name: str
    description: str
    # File name endings (".json", lower case) and whole file names ("makefile") it claims.
    extensions: tuple[str, ...]
    # The input is a folder packed as tar (formats.directory), not one file's bytes.
    takes_folder: bool

    def detect(self, file_name: str, data: bytes) -> str | None:
        """A reason this format fits (for the report), or None when it does not."""
        ...

    def claims(self, file_name: str) -> bool:
        """Whether the file name says the input is in this format."""
        ...

    def for_input(self, data: bytes) -> Format | None:
        """This format set up to reduce `data`, or None when `data` does not parse as it."""
        ...

    def passes(self, data: bytes) -> list[Pass]:
        """The passes of one round, coarse to fine, ending with the text passes."""
        ...

    def is_valid(self, data: bytes) -> bool:
        """Whether a candidate is well-formed; False means: do not run the oracle."""
        ...

    def size(self, data: bytes) -> int:
        """What a reduction shrinks and reports, in bytes."""
        ...

    def malformed_variant(self, data: bytes) -> bytes | None:
        """`data` made malformed for this format by a small cut, or None (it rejects nothing).

        Before it skips malformed candidates, a reduction asks the oracle about this
        one: an oracle that still fails on it does not need well-formed input, and
        skipping would only keep the result larger than plain text gets.
        """
        ...

    def malformed_questions(self, data: bytes) -> list[Malformed]:
        """What to ask the oracle before skipping malformed candidates: one question
        for a file (`malformed_variant`), one per file of a folder."""
        ...

    def kept(self, original: bytes, minimized: bytes, origins: Origins) -> list[Kept]:
        """Where the pieces of `minimized` lie in `original`, its bytes having come
        from where `origins` says (formats.kept)."""
        ...


class BaseFormat:
    """The parts of a Format that most formats share: a format that knows better
    (tree-sitter's error bar, a folder's size) overrides them."""

    extensions: tuple[str, ...] = ()
    takes_folder = False
    # How `detect` names the extensions: "ends in a JSON extension".
    kind = ""

    def detect(self, file_name: str, data: bytes) -> str | None:
        if self.claims(file_name):
            return f"file name {file_name!r} ends in a {self.kind} extension"
        return self.detect_content(data)

    def detect_content(self, data: bytes) -> str | None:
        """A reason the bytes alone fit this format, or None."""
        return None

    def is_valid(self, data: bytes) -> bool:
        return True

    def claims(self, file_name: str) -> bool:
        return claims(self.extensions, file_name)

    def for_input(self, data: bytes) -> Format | None:
        return self if self.is_valid(data) else None

    def size(self, data: bytes) -> int:
        return len(data)

    def locate(self, data: bytes) -> list[Place]:
        """The nodes of `data`'s structure with their paths, to name kept pieces by;
        none for a format without one (pieces are then named by their lines)."""
        return []

    def kept(self, original: bytes, minimized: bytes, origins: Origins) -> list[Kept]:
        return kept_pieces(original, minimized, origins, self.locate(original))

    def malformed_variant(self, data: bytes) -> bytes | None:
        """A few bytes cut from one end of the text until `is_valid` rejects it."""
        if type(self).is_valid is BaseFormat.is_valid:
            return None  # every input is valid: no copies of a large one to try
        body = data.strip()
        if not body:
            return None
        start = data.index(body[:1])
        end = start + len(body)
        for k in range(1, min(MALFORMING_CUTS, len(body)) + 1):
            for variant in (data[:end - k] + data[end:], data[:start] + data[start + k:]):
                if not self.is_valid(variant):
                    return variant
        return None


    def malformed_questions(self, data: bytes) -> list[Malformed]:
        variant = self.malformed_variant(data)
        if variant is None:
            return []
        return [Malformed(variant, self.is_valid, f"{self.name} variant of the input")]


# Bytes cut from either end of the input, one more at a time, to make it malformed.
MALFORMING_CUTS = 4
