"""Failure signatures: what makes a FAIL the *same* failure as the original one.

Captured from the original's runs: its exit status and its failure identity
(oracle.shapes: a traceback's last exception and innermost frame, a panic's message
and location, a compiler's first error...). Each key line of the identity becomes an
ERE anchored to a whole line, so a traceback that merely quotes the original's
source line cannot match. In it, what always varies (addresses, UUIDs, numbers,
durations, temp paths) and what differed between the original's runs are
wildcards, and so are long runs of the input's own text that a message echoes;
everything else, quoted values included, stays literal. A candidate matches when
each pattern matches some line of its stderr or stdout (colours and CRs removed).
A candidate that fails any other way is UNRESOLVED, which guards against "the test
fails for the wrong reason" (a syntax error instead of the crash).

Patterns are written in the subset of regular expressions that Python's `re` and
POSIX `grep -E` read alike, so that reproduce.sh checks the very same signature.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from trail.ellipsis import shortened
from trail.oracle.call import RunResult

_ERE_SPECIAL = set(".[]()*+?{}|^$\\")
# Colours and cursor moves: matched output has them removed (reproduce.sh's sed too).
_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
_MAX_LINE = 300
CRASH_STATUS = 128  # a shell reports a death by signal S as exit status 128+S


def clean(line: str) -> str:
    """A line as signatures see it: without colours and without a CRLF's CR."""
    return _ANSI.sub("", line).removesuffix("\r")


def lines_of(text: str) -> list[str]:
    """`text`'s lines as grep splits them (on newlines only), cleaned."""
    return [clean(line) for line in text.split("\n")]


def ere_escape(text: str) -> str:
    return "".join("\\" + ch if ch in _ERE_SPECIAL else ch for ch in text)


def last_meaningful_line(stream: bytes) -> str | None:
    for raw in reversed(stream.decode("utf-8", "replace").splitlines()):
        line = raw.strip()
        if line:
            return shortened(line, _MAX_LINE)
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

class UnsteadyFailure(Exception):
    """The original fails, but not the same way each time: no signature would hold."""


class UncarriedPattern(ValueError):
    """An --expect-output regex that grep -E cannot read the way Python's re does."""


# Python's shorthands, as POSIX bracket expressions (inside brackets: their insides).
_CLASSES = {"d": "0-9", "s": "[:space:]", "w": "[:alnum:]_"}
_REFUSED = {
    "(?=": "a lookahead", "(?!": "a negative lookahead", "(?<": "a lookbehind or named group",
    "(?P": "a named group", "*?": "a lazy repeat", "+?": "a lazy repeat", "??": "a lazy repeat",
}


def to_ere(pattern: str) -> tuple[str, bool]:
    """`pattern` (Python's re) as an ERE for reproduce.sh's grep, and whether to ignore
    case. Raises UncarriedPattern naming what grep cannot read, so that trail refuses
    at parse time a signature its own reproducer would judge otherwise."""
    ignore_case = pattern.startswith("(?i)")
    body = pattern[4:] if ignore_case else pattern
    for construct, what in _REFUSED.items():
        if construct in body:
            raise UncarriedPattern(f"{what} ({construct})")
    out: list[str] = []
    in_brackets, i = False, 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(_escape(body[i + 1], in_brackets))
            i += 2
            continue
        if body.startswith("(?:", i):
            out.append("(")
            i += 3
            continue
        if body.startswith("(?", i):
            raise UncarriedPattern(f"an inline flag or group ({body[i:i + 4]})")
        in_brackets = (ch == "[" and not in_brackets) or (in_brackets and ch != "]")
        out.append(ch)
        i += 1
    return "".join(out), ignore_case


def _escape(ch: str, in_brackets: bool) -> str:
    """One backslash escape of Python's re in ERE."""
    if ch.lower() in _CLASSES:
        inner = _CLASSES[ch.lower()]
        if in_brackets:
            if ch.isupper():
                raise UncarriedPattern(f"\\{ch} inside brackets")
            return inner
        return f"[^{inner}]" if ch.isupper() else f"[{inner}]"
    if ch == "t":
        return "\t"  # a tab, as itself
    if ch == "b":  # a word boundary: GNU and BSD grep -E read it alike
        return "\\b"
    if ch.isalnum():
        raise UncarriedPattern(f"\\{ch}")
    return ch if in_brackets else "\\" + ch


@dataclass(frozen=True)
class Signature:
    """Which failing runs count as the original failure.

    Captured by oracle.capture.capture. exit_status None means any failing status.
    `lines` (captured) are anchored EREs
    that must each match some line of stderr or stdout; `pattern` (--expect-output)
    is searched anywhere in stderr, then stdout. Neither: any output.
    """

    exit_status: int | None = None
    pattern: str | None = None
    source: str = "captured"  # captured | --expect-exit | --expect-output | --any-failure
    note: str | None = None   # how a captured signature was widened, in words
    lines: tuple[str, ...] = ()
    summary: str = ""         # the failure in words: "KeyError: 'main' in load()"
    generalized: tuple[str, ...] = field(default_factory=tuple)  # which parts, and why
    weak: str | None = None   # why this signature may accept another failure

    def names_crash(self, result: RunResult) -> bool:
        """Whether this run died by the signal an explicit --expect-exit 128+S names."""
        return (self.exit_status is not None and self.exit_status >= CRASH_STATUS
                and crash_status(result) == self.exit_status)

    def matches(self, result: RunResult) -> bool:
        if self.exit_status is not None and result.exit_status != self.exit_status \
                and not self.names_crash(result):
            return False
        if self.lines:
            seen = [*_lines(result.stderr), *_lines(result.stdout)]
            for pattern in self.lines:
                regex = re.compile(pattern)
                if not any(regex.search(line) for line in seen):
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
        if self.lines:  # the patterns are in to_dict's "lines"
            parts.append(f"the failure {self.summary}")
        if self.pattern is not None:
            parts.append(f"output matching /{self.pattern}/")
        return " and ".join(parts) or "any failure"

    def to_dict(self) -> dict[str, object]:
        return {
            "description": self.describe(),
            "exit_status": self.exit_status,
            "pattern": self.pattern,
            "lines": list(self.lines),
            "summary": self.summary or self.describe(),
            "generalized": list(self.generalized),
            "weak": self.weak,
            "source": self.source,
            "note": self.note,
        }

def _lines(stream: bytes) -> list[str]:
    return lines_of(stream.decode("utf-8", "replace"))

EXCERPT_LINES = 12   # of a failing run's output shown beside another's
EXCERPT_CHARS = 200  # of each of its lines


def failure_excerpt(result: RunResult) -> str:
    """The end of what a failing run printed (stderr, else stdout), trimmed, for a
    person to set beside another run's: its last lines that are not blank."""
    for stream in (result.stderr, result.stdout):
        lines = [shortened(line, EXCERPT_CHARS)
                 for line in lines_of(stream.decode("utf-8", "replace")) if line.strip()]
        if lines:
            return "\n".join(lines[-EXCERPT_LINES:])
    return ""


def describe_failure(result: RunResult) -> str:
    """One run's result in a few words: its status and last stderr line."""
    if result.error:
        return f"the sandbox could not run it: {result.error}"
    if result.timed_out:
        return "it timed out"
    detail = last_meaningful_line(result.stderr)
    status = f"exit status {result.exit_status}" if result.exit_status is not None else (
        f"killed by signal {result.signal}")
    return status + (f" ({detail})" if detail else "")
