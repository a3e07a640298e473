"""JSON lines / event logs: whole events first, then members inside each event.

One unit per line, order kept (ddmin only removes, so events that must stay in
relative order do). Then the JSON machinery works inside every remaining line:
members by depth, values, blanks; each line stays one JSON value. Text passes last.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.catalog import continues_on_another_line, extensions_of
from trail.formats.json_format import JsonSyntaxError, JsonTree, nesting, parse_value
from trail.formats.spans import DepthPass, Edit, Group, Node, ReplacePass, depth_passes, parsed
from trail.formats.text import CHARS, LINES


def _line_spans(data: bytes) -> list[tuple[int, int, int]]:
    """(start, content end, next start) of every line; content excludes CR/LF."""
    spans, start = [], 0
    while start < len(data):
        nl = data.find(b"\n", start)
        stop = len(data) if nl < 0 else nl + 1
        content = nl if nl >= 0 else len(data)
        if content > start and data[content - 1 : content] == b"\r":
            content -= 1
        spans.append((start, content, stop))
        start = stop
    return spans


def _lines(data: bytes) -> Node:
    return Node(0, len(data), [Group([Node(a, c) for a, _, c in _line_spans(data)])])


def _events(data: bytes) -> JsonTree | None:
    tree = JsonTree(Node(0, len(data)))
    lines = []
    try:
        for start, content, stop in _line_spans(data):
            groups = []
            if data[start:content].strip():
                groups = parse_value(data, start, content, tree).groups
            lines.append(Node(start, stop, groups))
    except (JsonSyntaxError, RecursionError):
        return None
    tree.root.groups = [Group(lines)]
    return tree


def _blanks(data: bytes) -> list[Edit] | None:
    tree = _events(data)
    if tree is None:
        return None
    # The last line end is a blank too: no line needs it.
    end = len(data) - 2 if data.endswith(b"\r\n") else len(data) - 1
    final = [Edit(end, len(data))] if data.endswith(b"\n") else []
    return tree.blanks + final


_DECODER = json.JSONDecoder()
_JSON_BLANKS = " \t\r\n"


def _events_of(data: bytes) -> Iterator[object]:
    """Every non-blank line decoded; raises ValueError at the first that is not JSON.

    One decode of the whole text and the C scanner per line (json.loads per line
    costs several times more, and this runs on every candidate); a generator, so
    checking a large log never holds all its events at once."""
    for line in data.decode("utf-8").split("\n"):
        line = line.strip(_JSON_BLANKS)
        if line:
            value, end = _DECODER.raw_decode(line)
            if end != len(line):
                raise ValueError(f"extra data after a JSON value: {line[end:end + 20]!r}")
            yield value


EVENTS = DepthPass("jsonl-events", _lines, 1)
_root = parsed(_events, lambda tree: tree.root)
VALUES = ReplacePass("jsonl-values", parsed(_events, lambda tree: tree.scalars))
BLANKS = ReplacePass("jsonl-blanks", _blanks)


class JsonlFormat(BaseFormat):
    name = "jsonl"
    description = "JSON lines / event logs: events (lines, order kept), then members inside each"
    extensions = extensions_of("jsonl")
    kind = "JSON-lines"

    def detect_content(self, data: bytes) -> str | None:
        if not continues_on_another_line(data):
            return None  # one line is one event at most
        try:
            events = 0
            for event in _events_of(data):
                if not isinstance(event, (dict, list)):
                    return None
                events += 1
        except (ValueError, RecursionError):
            return None
        return "every line parses as a JSON object or array" if events >= 2 else None

    def passes(self, data: bytes) -> list[Pass]:
        try:
            levels = max((nesting(e) for e in _events_of(data)), default=0)
        except (ValueError, RecursionError):
            levels = 0
        # Level 1 of the tree is the lines (EVENTS); members start at level 2.
        members = depth_passes("jsonl", _root, levels + 1, first=2)
        return [EVENTS, *members, BLANKS, VALUES, LINES, CHARS]

    def is_valid(self, data: bytes) -> bool:
        try:
            for _ in _events_of(data):
                pass
        except (ValueError, RecursionError):
            return False
        return True
