"""Linters, type checkers and doctest: each ends with a summary line any failure of
the tool prints (pylint's score, tsc's `Found 1 error`, doctest's `***Test
Failed***`); the message above it, with its code, names the failure."""

from __future__ import annotations

import re

from trail.oracle.shapes.base import Hole, Identity, Key, Output, summarized

# pylint: PATH:LINE:COL: E1123: message (symbol); the most severe first (F, E, W...).
_PYLINT = re.compile(r"(?P<where>[^ :]+:[0-9]+:[0-9]+): (?P<code>[FEWRCI][0-9]{4}): "
                     r"(?P<message>.+) \((?P<symbol>[a-z0-9-]+)\)")
# tsc: PATH(LINE,COL): error TS2322: message, or with --pretty PATH:LINE:COL - error ...
_TSC = re.compile(r"(?P<where>[^ ]+?(?:\([0-9]+,[0-9]+\)|:[0-9]+:[0-9]+))(?::| -) "
                  r"error (?P<code>TS[0-9]+): (?P<message>.+)")
_SEVERITY = "FEWRCI"


def lint_message(output: Output) -> Identity | None:
    """pylint's most severe message, or tsc's first error: its code and text (the
    names it quotes included); where in the input it is moves as the input shrinks."""
    for lines in output.streams():
        found = [m for m in map(_PYLINT.fullmatch, lines) if m]
        if found:
            first = min(found, key=lambda m: _SEVERITY.index(m.group("code")[0]))
            return _at(first, f"{first.group('code')}: {first.group('message')} "
                              f"({first.group('symbol')})")
        tsc = next((m for m in map(_TSC.fullmatch, lines) if m), None)
        if tsc is not None:
            return _at(tsc, f"{tsc.group('code')}: {tsc.group('message')}")
    return None


def _at(found: re.Match[str], summary: str) -> Identity:
    text = found.group(0)
    return Identity("lint", (Key(text, (Hole(*found.span("where"), "[^ ]*",
                                             "the location in the input"),)),),
                    summarized(summary))


_DOCTEST_WHERE = re.compile(r'File "(?P<file>[^"]*)", line (?P<line>[0-9]+), in (?P<name>\S+)')


def doctest_failure(output: Output) -> Identity | None:
    """doctest's first failed example: the docstring it is in and the example's
    source (what it expected and got are values that move with the input)."""
    for lines in output.streams():
        for i, line in enumerate(lines[:-2]):
            found = _DOCTEST_WHERE.fullmatch(line)
            if found is None or lines[i + 1] != "Failed example:":
                continue
            holes = [Hole(*found.span("file"), "[^\"]*", "the file's path"),
                     Hole(*found.span("line"), "[0-9]+", "the example's line in the file")]
            example = lines[i + 2].strip()
            return Identity("doctest", (Key(line, tuple(holes)), Key(example)),
                            summarized(f"doctest: {example} failed in {found.group('name')}"))
    return None
