"""Failure signatures: what makes a FAIL the *same* failure as the original one.

Captured from the original run: its exit status and, when it wrote to stderr, its
last non-blank stderr line turned into a pattern (numbers, hex, paths and quoted
strings become wildcards, so the candidate's temporary path matches too). A
candidate that fails any other way is UNRESOLVED, which guards against "the test
fails for the wrong reason" (a syntax error instead of the crash).

Patterns are written in the subset of regular expressions that Python's `re` and
POSIX `grep -E` read alike, so that reproduce.sh checks the very same signature.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from trail.sandbox.base import RunResult

_ERE_SPECIAL = set(".[]()*+?{}|^$\\")
# Order matters: paths before numbers, so /tmp/x1/y is one wildcard.
_VOLATILE = [
    (re.compile(r"""(["'])(?:(?!\1).)*\1"""), "QUOTED"),
    (re.compile(r"(?:[A-Za-z]:)?(?:/[\w.\-+@~]+){2,}/?"), "PATH"),
    (re.compile(r"0x[0-9a-fA-F]+"), "HEX"),
    (re.compile(r"\d+"), "NUM"),
]
_WILDCARDS = {
    "QUOTED": "[\"'][^\"']*[\"']",
    "PATH": "[^ ]*",
    "HEX": "0x[0-9a-fA-F]+",
    "NUM": "[0-9]+",
}
_MAX_LINE = 300
CRASH_STATUS = 128  # a shell reports a death by signal S as exit status 128+S


def ere_escape(text: str) -> str:
    return "".join("\\" + ch if ch in _ERE_SPECIAL else ch for ch in text)


def last_meaningful_line(stream: bytes) -> str | None:
    for raw in reversed(stream.decode("utf-8", "replace").splitlines()):
        line = raw.strip()
        if line:
            return line[:_MAX_LINE]
    return None


def crash_status(result: RunResult) -> int | None:
    """The shell's 128+S status of a run that died by signal S, else None.

    A sandbox that ran the program without a shell in between reports the signal
    itself; both forms are the same crash."""
    if result.timed_out or result.error is not None:
        return None
    if result.exit_status is None:
        return None if result.signal is None else CRASH_STATUS + result.signal
    return result.exit_status if result.exit_status >= CRASH_STATUS else None


def line_pattern(line: str) -> str:
    """An ERE matching `line` with its volatile parts (paths, numbers...) wildcarded."""
    pieces: list[tuple[str, str | None]] = [(line, None)]
    for regex, token in _VOLATILE:
        pieces = _split_on(pieces, regex, token)
    return "".join(_WILDCARDS[token] if token else ere_escape(text) for text, token in pieces)


def _split_on(
    pieces: list[tuple[str, str | None]], regex: re.Pattern[str], token: str
) -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = []
    for text, kind in pieces:
        if kind is not None:
            out.append((text, kind))
            continue
        last = 0
        for match in regex.finditer(text):
            out.append((text[last : match.start()], None))
            out.append((match.group(0), token))
            last = match.end()
        out.append((text[last:], None))
    return [(text, kind) for text, kind in out if text or kind]


@dataclass(frozen=True)
class Signature:
    """Which failing runs count as the original failure.

    exit_status None means any failing status; pattern None means any output.
    The pattern is searched in stderr, then stdout.
    """

    exit_status: int | None = None
    pattern: str | None = None
    source: str = "captured"  # captured | --expect-exit | --expect-output | --any-failure

    @classmethod
    def capture(cls, result: RunResult) -> Signature:
        line = last_meaningful_line(result.stderr)
        pattern = line_pattern(line) if line else None
        return cls(exit_status=result.exit_status, pattern=pattern)

    def names_crash(self, result: RunResult) -> bool:
        """Whether this run died by the signal an explicit --expect-exit 128+S names."""
        return (self.exit_status is not None and self.exit_status >= CRASH_STATUS
                and crash_status(result) == self.exit_status)

    def matches(self, result: RunResult) -> bool:
        if self.exit_status is not None and result.exit_status != self.exit_status \
                and not self.names_crash(result):
            return False
        if self.pattern is None:
            return True
        regex = re.compile(self.pattern)
        return any(
            regex.search(stream.decode("utf-8", "replace"))
            for stream in (result.stderr, result.stdout)
        )

    def describe(self) -> str:
        parts = []
        if self.exit_status is not None:
            parts.append(f"exit status {self.exit_status}")
        if self.pattern is not None:
            parts.append(f"output matching /{self.pattern}/")
        return " and ".join(parts) or "any failure"

    def to_dict(self) -> dict[str, object]:
        return {
            "description": self.describe(),
            "exit_status": self.exit_status,
            "pattern": self.pattern,
            "source": self.source,
        }
