"""Failure signatures: what makes a FAIL the *same* failure as the original one.

Captured from the original run: its exit status and, when it wrote to stderr, its
last non-blank stderr line turned into a pattern: what changes from run to run
becomes a wildcard (quoted strings, paths, UUIDs, hex ids, temp names, durations,
and numbers in every dress: 1,000, 3.14, dates, times, addresses and ports), so the
candidate's temporary path or a fresh request id matches too. A
candidate that fails any other way is UNRESOLVED, which guards against "the test
fails for the wrong reason" (a syntax error instead of the crash).

Patterns are written in the subset of regular expressions that Python's `re` and
POSIX `grep -E` read alike, so that reproduce.sh checks the very same signature.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from trail.oracle.call import RunResult
from trail.redact import MASK

_ERE_SPECIAL = set(".[]()*+?{}|^$\\")
_HEX = "[0-9a-fA-F]"
# What changes from run to run in an error line, each with the ERE that stands for
# it. Order matters: a quoted string or a path is one wildcard whatever it holds;
# UUIDs, ids and durations before plain numbers, which would cut them in pieces.
_VOLATILE = [
    (re.compile(r"""(["'])(?:(?!\1).)*\1"""), "QUOTED"),
    (re.compile(r"(?:[A-Za-z]:)?(?:/[\w.\-+@~]+){2,}/?"), "PATH"),
    (re.compile(rf"{_HEX}{{8}}-(?:{_HEX}{{4}}-){{3}}{_HEX}{{12}}"), "UUID"),
    (re.compile(r"0[xX][0-9a-fA-F]+"), "HEX"),
    # An id in hex: after @ (Java's Foo@1b6d3586), or a word of 6 or more hex
    # digits with at least one digit and one letter (deadbeef12).
    (re.compile(r"(?<=@)[0-9a-fA-F]+|(?<![\w-])(?=[0-9a-fA-F]*[0-9])(?=[0-9a-fA-F]*[a-fA-F])"
                r"[0-9a-fA-F]{6,}(?![\w])"), "HEXID"),
    (re.compile(r"\btmp[A-Za-z0-9_]{3,}"), "TEMPNAME"),
    (re.compile(r"\d+(?:\.\d+)? ?(?:ns|us|ms|s|sec|secs|seconds?|min|mins|minutes?|h|hours?)\b"),
     "DURATION"),
    # Numbers in every dress: 1,000 and 1_000, 3.14, dates 2026-12-04, times 18:48:41,
    # addresses and ports 127.0.0.1:8080, versions 1.2.3.
    (re.compile(r"\d+(?:[-.,:/_]\d+)*"), "NUM"),
    # Bytes that were not UTF-8 (decoded as U+FFFD): grep in the C locale sees bytes.
    (re.compile("\ufffd+"), "BYTES"),
]
_NUMBER = "[0-9][0-9.,:/_-]*"
_WILDCARDS = {
    "QUOTED": "[\"'][^\"']*[\"']",
    "PATH": "[^ ]*",
    "UUID": "[0-9a-fA-F-]+",
    "HEX": "0[xX][0-9a-fA-F]+",
    "HEXID": "[0-9a-fA-F]+",
    "TEMPNAME": "tmp[A-Za-z0-9_]*",
    "DURATION": _NUMBER + " ?[a-z]+",
    "NUM": _NUMBER,
    "BYTES": ".+",
    "SECRET": "[^ ]+",
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


def line_pattern(line: str, secrets: Sequence[str] = ()) -> str:
    """An ERE matching `line` with its volatile parts (paths, numbers...) wildcarded.

    `secrets` (values, longest first) go first and whole: a token echoed in the error
    line must reach no report, and normalizing it first would leave pieces of it."""
    pieces: list[tuple[str, str | None]] = [(line, None)]
    # The tester masks known secrets in every output before a signature sees it: the
    # mask stands for a value the reproducer's run prints in clear.
    secrets = (*secrets, MASK)
    pieces = _split_on(pieces, re.compile("|".join(map(re.escape, secrets))), "SECRET")
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


def widen(line: str, other: str,
          secrets: Sequence[str] = ()) -> tuple[str, list[tuple[str, str]]] | None:
    """A pattern for two runs' last lines that differ in a few words, and the words.

    The original is run twice before reducing; where its own error line changes in a
    way `line_pattern` does not foresee (a request id in base62, a random word), each
    space-separated word that differs becomes a wildcard. None when the lines differ
    in their number of words: then no word-for-word reading is safe."""
    words, others = line.split(" "), other.split(" ")
    if len(words) != len(others):
        return None
    differ = [(a, b) for a, b in zip(words, others, strict=True) if a != b]
    pieces = [line_pattern(a, secrets) if a == b else "[^ ]+"
              for a, b in zip(words, others, strict=True)]
    return " ".join(pieces), differ


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

    exit_status None means any failing status; pattern None means any output.
    The pattern is searched in stderr, then stdout.
    """

    exit_status: int | None = None
    pattern: str | None = None
    source: str = "captured"  # captured | --expect-exit | --expect-output | --any-failure
    note: str | None = None   # how a captured signature was widened, in words

    @classmethod
    def capture(cls, result: RunResult, secrets: Sequence[str] = ()) -> Signature:
        line = last_meaningful_line(result.stderr)
        pattern = line_pattern(line, secrets) if line else None
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
            "note": self.note,
        }


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
