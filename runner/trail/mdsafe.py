"""Untrusted text in Markdown that cannot render live.

Input names, JSON keys, file names, error lines and commands come from the input, and in
the Action's issue mode from anyone who can open an issue. Put into report.md or a PR
comment as they are, a backtick ends their code span and `**@everyone**`, a link, an
image or raw HTML after it renders. So such text only ever goes in here: in a code span
(`code`, `cell` inside a table) or a fenced block (`fenced`), where CommonMark and
GitHub render nothing of it, neither emphasis, links, HTML nor @mentions.

A code span's fence is one backtick longer than any backtick run inside, so nothing
inside closes it; line breaks are shown as `\\n` (a blank line would end the paragraph,
and the span with it). A fenced block's fence is longer than any backtick run inside,
so no line of the text closes it. Imports nothing of trail: report.md and the GitHub
side (which talks to trail only through report.json) both use it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_BACKTICKS = re.compile(r"`+")
# Line endings and other control characters, shown as escapes: a line ending inside a
# code span could start a new block; the others show as nothing.
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
_ESCAPES = {"\n": "\\n", "\r": "\\r"}


def _longest_run(text: str) -> int:
    return max((len(run) for run in _BACKTICKS.findall(text)), default=0)


def one_line(text: str) -> str:
    """`text` on one line: line breaks and control characters as escapes (`\\n`)."""
    return _CONTROL.sub(lambda m: _ESCAPES.get(m.group(), f"\\x{ord(m.group()):02x}"), text)


def code(text: str) -> str:
    """`text` as an inline code span that nothing in it can end."""
    text = one_line(text)
    if not text.strip():
        # An empty or blank span would not be one; its spaces are shown as they are.
        return f"`{text or ' '}`"
    ticks = "`" * (_longest_run(text) + 1)
    # CommonMark strips one space at each end when both ends have one, and a backtick
    # at an end would join the fence: pad both ends then, so the text shows as it is.
    pad = " " if text[0] in "` " or text[-1] in "` " else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def cell(text: str) -> str:
    """`text` as a code span inside a table cell: its pipes escaped, which GitHub's table
    rule reads before the span (so the span shows them as `|`)."""
    return code(text).replace("|", "\\|")


def prose(text: str) -> str:
    """trail's own words (no input in them) for a table cell: one line, pipes escaped."""
    return one_line(text).replace("|", "\\|")


def table(rows: Iterable[tuple[str, str]]) -> str:
    """A two-column table without a header of (name, Markdown value) rows."""
    return "| | |\n|---|---|\n" + "".join(f"| {name} | {value} |\n" for name, value in rows)


def fence_for(text: str) -> str:
    """A backtick fence longer than any backtick run in `text`, so it cannot be broken."""
    return "`" * max(3, _longest_run(text) + 1)


def fenced(text: str, info: str = "") -> str:
    """`text` as a fenced code block, ending in a line break. `info` (the language) is
    kept to letters, digits and `+-_`, so it cannot hold a backtick or more words."""
    fence = fence_for(text)
    info = re.sub(r"[^A-Za-z0-9_+-]", "", info)[:20]
    return f"{fence}{info}\n{text}{'' if text.endswith(chr(10)) else chr(10)}{fence}\n"
