"""Plain text: lines, then whitespace-separated tokens, transformations, characters.

The transformations (trail.formats.transforms) see identifier-like words of three
or more letters as names, and brackets, `#if`/`#endif` lines and tags as pairs.

Every unit keeps its own bytes (line ends, CRLF, a missing final newline), so any
kept subsequence prints back byte-exactly. Characters are UTF-8 code points when
the input decodes, bytes when it does not.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from trail.core.origins import Origins
from trail.core.units import Cut, Pass
from trail.formats.base import BaseFormat
from trail.formats.transforms import text_passes, words

_TOKEN = re.compile(rb"\s+|\S+\s*")  # a token owns the blanks that follow it


def split_lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True) if b"\r" in data else _split_on_newline(data)


def _split_on_newline(data: bytes) -> list[bytes]:
    # bytes.splitlines also splits on \v, \f, \x1c..; for LF-only input keep to \n.
    lines = data.split(b"\n")
    out = [line + b"\n" for line in lines[:-1]]
    if lines[-1]:
        out.append(lines[-1])
    return out


def split_tokens(data: bytes) -> list[bytes]:
    return _TOKEN.findall(data)


def split_chars(data: bytes) -> list[bytes]:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return [data[i : i + 1] for i in range(len(data))]
    return [ch.encode("utf-8") for ch in text]


@dataclass(frozen=True)
class SplitPass:
    """A pass whose units are consecutive slices of the bytes; it cuts an input into
    at least `least` of them, or not at all."""

    name: str
    splitter: Callable[[bytes], list[bytes]]
    least: int = 2

    def cut(self, data: bytes) -> Cut | None:
        pieces = self.splitter(data)
        if len(pieces) < self.least:
            return None
        starts = [0]
        for piece in pieces:
            starts.append(starts[-1] + len(piece))
        # Units are the pieces' indices: equal pieces (a character that recurs) are
        # one object in CPython, so only an index says where a kept one lies.
        return Cut(range(len(pieces)), lambda kept: b"".join([pieces[i] for i in kept]),
                   lambda kept: Origins.copied((starts[i], starts[i + 1]) for i in kept))


LINES = SplitPass("lines", split_lines)
TOKENS = SplitPass("tokens", split_tokens)
# The finest pass of every format cuts a single character too: its run over one unit
# tries the empty input (schedule.Closing), which a 1-byte input never had tried.
CHARS = SplitPass("chars", split_chars, least=1)

GRANULARITIES: dict[str, Pass] = {p.name: p for p in (LINES, TOKENS, CHARS)}


class TextFormat(BaseFormat):
    name = "text"
    description = ("any bytes: lines, whitespace-separated tokens, names and pairs "
                   "transformed, characters")

    def detect(self, file_name: str, data: bytes) -> str | None:
        return "fallback: no structured format recognised"

    def passes(self, data: bytes) -> list[Pass]:
        return [LINES, TOKENS, *TRANSFORMS, CHARS]


TRANSFORMS = text_passes(words)
