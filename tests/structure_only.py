"""A format without its text passes, to check what its structure alone keeps."""

from __future__ import annotations

from dataclasses import dataclass

from trail.formats.base import Format, Pass

TEXT_PASSES = ("lines", "tokens", "chars", "blank-lines")


@dataclass
class StructureOnly:
    """`fmt` with only its structure passes (those whose names start with `prefix`)."""

    fmt: Format
    prefix: str = ""

    def __getattr__(self, name: str):
        return getattr(self.fmt, name)

    def passes(self, data: bytes) -> list[Pass]:
        return [p for p in self.fmt.passes(data) if p.name.startswith(self.prefix)
                and p.name not in TEXT_PASSES]
