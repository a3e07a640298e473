"""Capturing a failure signature from the original's runs: its identity's key lines
(oracle.shapes) as anchored EREs, with what cannot name the bug generalized: what
always varies (temp paths, UUIDs, addresses, ids, timestamps, durations, numbers),
what differed between the original's runs, lists of names printed in any order,
long echoes of the input, and secrets. Everything else stays literal.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from trail.ellipsis import shortened
from trail.oracle.call import RunResult
from trail.oracle.shapes import Hole, Identity, Key, identify
from trail.oracle.shapes.base import summarized
from trail.oracle.signature import (
    Signature,
    UnsteadyFailure,
    describe_failure,
    ere_escape,
)
from trail.redact import MASK, Redactor

_HEX = "[0-9a-fA-F]"
_NUMBER = "[0-9][0-9.,:/_-]*"
_TEMP_ROOTS = "|".join(re.escape(root) for root in sorted(
    {"/tmp", "/var/tmp", "/var/folders", "/private/var", "/dev/shm", tempfile.gettempdir()}))
# What changes from run to run in any message, or as the input shrinks: each with the
# ERE that stands for it and why. Order matters: a temp path is one wildcard whatever
# it holds; UUIDs, ids and durations before plain numbers, which would cut them up.
_VOLATILE = [
    (re.compile(rf"(?:{_TEMP_ROOTS})(?:/[\w.\-+@~]+)+/?(?::[0-9]+){{0,2}}"
                r"|[A-Za-z]:\\[^ \"']*\\Temp\\[^ \"']*"),
     "[^ ]*", "a temporary path: each run has its own"),
    (re.compile(rf"{_HEX}{{8}}-(?:{_HEX}{{4}}-){{3}}{_HEX}{{12}}"), "[0-9a-fA-F-]+", "a UUID"),
    (re.compile(r"0[xX][0-9a-fA-F]+"), "0[xX][0-9a-fA-F]+", "an address"),
    # An id in hex: after @ (Java's Foo@1b6d3586), or a word of 6 or more hex
    # digits with at least one digit and one letter (deadbeef12).
    (re.compile(r"(?<=@)[0-9a-fA-F]+|(?<![\w-])(?=[0-9a-fA-F]*[0-9])(?=[0-9a-fA-F]*[a-fA-F])"
                r"[0-9a-fA-F]{6,}(?![\w])"), "[0-9a-fA-F]+", "an id in hex"),
    (re.compile(r"\d{4}[-/]\d\d[-/]\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?"
                r"(?:Z|[+-]\d\d:?\d\d)?)?|(?<![\d:])\d\d:\d\d:\d\d(?:[.,]\d+)?"),
     "[0-9][0-9T:.,/+Z -]*", "a timestamp"),
    (re.compile(r"\btmp[A-Za-z0-9_]{3,}"), "tmp[A-Za-z0-9_]*", "a temporary name"),
    # Durations in any unit and Go's compound ones (1m2.5s, 180µs).
    (re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?:h\d+(?:\.\d+)?)?(?:m\d+(?:\.\d+)?)?"
                r"(?: ?(?:ns|us|µs|μs|ms|s|sec|secs|seconds?|min|mins|minutes?|h|hours?)\b)"),
     "[0-9][^ ]*( [a-z]+)?", "a duration"),
    # Process, thread and port numbers; an IP address.
    (re.compile(r"(?:(?<=\bpid[ =])|(?<=\bPID[ =])|(?<=\bprocess )|(?<=\bthread )|"
                r"(?<=\btid[ =])|(?<=\bport[ =])|(?<=\bgoroutine )|(?<===))\d+"
                r"|(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?|(?<=localhost:)\d+"),
     "[0-9][0-9.:]*", "a process, thread or port number: each run has its own"),
    # Numbers that measure the input: positions (line 3, column 5, char 12, [5]),
    # sizes and counts (length 3, 12 bytes, 2 errors). Other numbers (an exit status,
    # an error code, a line of the program's source) name the failure and stay.
    (re.compile(r"(?i:(?<![\w])(?:line|lines|ln|col|column|char|chars|character|offset|pos|"
                r"position|byte|bytes|index|idx|len|length|size|count|row|item|element|entry|"
                r"record|token|near)(?: is| of| at)?[ :=#]*)(?P<n>\d+(?:[.,_]\d+)*)"
                r"|(?<=\[)\d+(?=\])"
                r"|(?<![\w.])\d+(?:[.,_]\d+)*(?= ?(?i:bytes?|byte\(s\)|B|KB|KiB|MB|MiB|lines?|"
                r"chars?|characters?|columns?|items?|elements?|entries|entry|keys?|members?|"
                r"values?|fields?|rows?|records?|tokens?|nodes?|words?|errors?|warnings?|"
                r"failures?|failed|passed|tests?|skipped|deselected|files?|sources?|notes?|"
                r"problems?|issues?|messages?|cases?|examples?|objects?|object\(s\)|times|"
                r"items? had|of +\d+)\b)"),
     "[0-9][0-9.,_]*", "a number that measures the input: positions and counts move"),
    # Bytes that were not UTF-8 (decoded as U+FFFD): grep in the C locale sees bytes.
    (re.compile("\ufffd+"), ".+", "bytes that are not UTF-8"),
]
_BLANKS = "[ \t]*"
_ECHO = 24           # characters of the input's own text that make an echo
_ECHO_TOKENS = 8     # or words of it, in a row
_TOKEN = re.compile(r"[\w.-]+")

_SECRET = "a secret value"
_KEPT = "kept as it is"  # a span no volatile class may cut: literal, said nowhere
_SHOWN_CHARS = 60  # of a generalized span, where the signature says what it stands for


def line_pattern(line: str, secrets: Sequence[str] = ()) -> str:
    """An ERE matching `line` with its volatile parts (temp paths, numbers...)
    wildcarded, not anchored.

    `secrets` (values, longest first) go first and whole: a token echoed in the error
    line must reach no report, and normalizing it first would leave pieces of it."""
    return _render(_pieces(line, (), secrets))[0]


Piece = tuple[str, "str | None", "str | None"]  # text, its ERE when a hole, and why


def _pieces(text: str, holes: Sequence[Hole], secrets: Sequence[str],
            input_name: str = "") -> list[Piece]:
    """`text` cut into literal pieces and holes: the given holes (overlaps merged),
    then the secrets, then positions in the input's file, then the volatile classes
    in what stays literal."""
    pieces: list[Piece] = []
    last = 0
    for hole in _merged(holes):
        pieces.append((text[last:hole.start], None, None))
        pieces.append((text[hole.start:hole.end], hole.ere, hole.why))
        last = hole.end
    pieces.append((text[last:], None, None))
    # The tester masks known secrets in every output before a signature sees it: the
    # mask stands for a value the reproducer's run prints in clear.
    secrets = (*secrets, MASK)
    pieces = _split_on(pieces, re.compile("|".join(map(re.escape, secrets))), "[^ ]+",
                       _SECRET)
    if input_name:  # input.json:3:5, input.ts(3,7): where in the input, which shrinks
        pieces = _split_on(pieces, re.compile(
            rf"(?<={re.escape(input_name)})(?::[0-9]+){{1,2}}|(?<={re.escape(input_name)})"
            r"\([0-9]+,[0-9]+\)"), "[(:0-9,)]*", "a position in the input")
    for regex, ere, why in _VOLATILE:
        pieces = _split_on(pieces, regex, ere, why)
    return [piece for piece in pieces if piece[0] or piece[1]]


def _merged(holes: Sequence[Hole]) -> list[Hole]:
    """Holes in order; overlapping ones become one that takes anything."""
    out: list[Hole] = []
    for hole in sorted(holes, key=lambda h: (h.start, -h.end)):
        if out and hole.start < out[-1].end:
            prev = out[-1]
            if hole.end > prev.end:
                out[-1] = Hole(prev.start, hole.end, ".*", f"{prev.why}; {hole.why}")
            continue
        out.append(hole)
    return out


def _split_on(pieces: list[Piece], regex: re.Pattern[str], ere: str, why: str) -> list[Piece]:
    out: list[Piece] = []
    for text, hole, reason in pieces:
        if hole is not None:
            out.append((text, hole, reason))
            continue
        last = 0
        for match in regex.finditer(text):
            # A class that needs context to tell its number marks the number alone.
            start, end = match.span("n") if match.groupdict().get("n") else match.span()
            out.append((text[last:start], None, None))
            out.append((text[start:end], ere, why))
            last = end
        out.append((text[last:], None, None))
    return [piece for piece in out if piece[0] or piece[1]]


def _render(pieces: list[Piece]) -> tuple[str, list[str]]:
    """The ERE of `pieces`, and what its holes stand for, in words (secrets masked)."""
    said: list[str] = []
    for text, hole, why in pieces:
        if hole is None or why in ("indentation", _KEPT) or not text.strip():
            continue
        shown = "***" if why == _SECRET else shortened(text, _SHOWN_CHARS)
        entry = f"{shown!r}: {why}"
        if entry not in said:
            said.append(entry)
    return "".join(hole if hole is not None else ere_escape(text)
                   for text, hole, _ in pieces), said

def _echo_holes(text: str, given: str, own: Sequence[tuple[int, int]] = ()) -> list[Hole]:
    """Where `text` repeats the input's own text (a message that quotes or re-prints
    the input): those parts shrink with it, so they are not the failure. An echo is
    a run of `_ECHO` characters found as such in the input, or a run of
    `_ECHO_TOKENS` words that are all the input's (re-printed in another syntax).
    The `own` spans (the key's, see shapes.Key) are never echoes."""
    if len(given) < _ECHO or len(text) < _ECHO:
        return []
    for start, end in own:  # a lone surrogate: no decoded input holds one, no word either
        text = text[:start] + "\ud800" * (end - start) + text[end:]
    covered = [False] * len(text)
    for start in range(0, len(text) - _ECHO + 1, 4):
        if text[start:start + _ECHO] in given:
            end = start + _ECHO
            while end < len(text) and text[start:end + 1] in given:
                end += 1
            covered[start:end] = [True] * (end - start)
    words = set(_TOKEN.findall(given))
    run: list[re.Match[str]] = []
    for token in [*_TOKEN.finditer(text), None]:
        if token is not None and token.group(0) in words:
            run.append(token)
            continue
        if len(run) >= _ECHO_TOKENS and run[-1].end() - run[0].start() >= 2 * _ECHO:
            covered[run[0].start():run[-1].end()] = [True] * (run[-1].end() - run[0].start())
        run = []
    holes, i = [], 0
    while i < len(text):
        if covered[i]:
            j = i
            while j < len(text) and covered[j]:
                j += 1
            holes.append(Hole(i, j, ".*", "echoes the input"))
            i = j
        else:
            i += 1
    return holes


def _unechoed(text: str, given: str) -> str:
    """`text` with its echoes of the input shown as an ellipsis, for the summary."""
    for hole in reversed(_echo_holes(text, given)):
        text = text[:hole.start] + "…" + text[hole.end:]
    return text


def _word_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(r"[^ ]+", text)]


_LIST = re.compile(r"(?<![\w.,])[A-Za-z_][\w-]*(?:, [A-Za-z_][\w-]*)+(?![\w.])")


def _list_holes(text: str) -> list[Hole]:
    """A list of names (`verbose, quiet`): often printed from a set, in an order
    that changes from run to run, so it takes any 2 or more of its names, in any
    order (a smaller input may name fewer of them)."""
    holes = []
    for found in _LIST.finditer(text):
        names = "(" + "|".join(map(ere_escape, sorted(set(found.group(0).split(", "))))) + ")"
        holes.append(Hole(found.start(), found.end(), f"{names}(, {names})+",
                          "a list of names: matched as a set"))
    return holes


def _item(word: str) -> str:
    """A word without the separator after it: `quiet,` is the item `quiet`."""
    return word.rstrip(",;") or word


def _run_holes(text: str, others: Sequence[str]) -> tuple[list[Hole], list[tuple[str, str]]]:
    """Words of `text` that other runs of the original printed otherwise: wildcards,
    or a set of words where only their order changed. Raises UnsteadyFailure when a
    run's line has another number of words: no word-for-word reading is safe."""
    spans = _word_spans(text)
    words = [text[a:b] for a, b in spans]
    moved: set[int] = set()
    differ: list[tuple[str, str]] = []
    permuted = True
    for other in others:
        theirs = other.split()
        if len(theirs) != len(words):
            raise UnsteadyFailure(f"the original input's error message changes from run to run "
                                  f"({text!r}, then {other!r})")
        for i, (mine, their) in enumerate(zip(words, theirs, strict=True)):
            if mine != their and line_pattern(mine) != line_pattern(their):
                moved.add(i)
                differ.append((mine, their))
        permuted = permuted and sorted(map(_item, theirs)) == sorted(map(_item, words))
    if not moved:
        return [], []
    if permuted:
        # A list printed in hash order: each moved place takes any of the moved items
        # (its separator stays literal).
        items = sorted({_item(words[i]) for i in moved})
        choice = "(" + "|".join(map(ere_escape, items)) + ")"
        holes = [Hole(spans[i][0], spans[i][0] + len(_item(words[i])), choice,
                      "word order changes between runs: matched as a set")
                 for i in sorted(moved)]
    else:
        holes = [Hole(*spans[i], "[^ ]+", "changes between runs of the original")
                 for i in sorted(moved)]
    return holes, differ


PIN = "pass --expect-output REGEX (a line that names this failure) to pin it"


def _weak(result: RunResult, said: str) -> str | None:
    """The warning for a signature of `said` alone, with the advice that applies; none
    for a silent C-Reduce-style script (--interesting-exit-zero): by that convention its
    exit 0 is the whole verdict, and it has no line to pin."""
    if result.stdout.strip() or result.stderr.strip():
        return (f"the failure signature is only {said}: the original's output names no "
                f"failure trail knows, so another failure with that status counts as the "
                f"same; {PIN}")
    if result.exit_status == 0:
        return None
    return (f"the failure signature is only {said}: the oracle prints nothing, so another "
            "failure with that status counts as the same; have it print the failure's "
            "message and pass --expect-output REGEX to pin it")


def capture(result: RunResult, secrets: Sequence[str] = (), others: Sequence[RunResult] = (),
            given: bytes = b"", *, input_name: str = "", code_moves: bool = False) -> Signature:
    """The signature of `result`, checked against `others` (more failing runs of
    the original): where they printed otherwise, the identity takes anything.
    `given` is the input: a message's long echoes of it are generalized;
    `input_name` the candidate's file name: paths to it and positions in it are the
    input's, the other files the program's, whose locations stay literal unless
    `code_moves` (bisect, whose commits change the program too).
    Raises UnsteadyFailure when the runs fail in ways no signature can join."""
    where = _Where(input_name, code_moves)
    for other in others:
        if other.exit_status != result.exit_status:
            raise UnsteadyFailure(
                f"the original input failed with {describe_failure(result)}, then with "
                f"{describe_failure(other)}: if the failure comes and goes, add --flaky; "
                "else give --expect-exit or --any-failure")
    identity = _identity(result, input_name)
    if identity is not None:  # then identify loaded every shape, and generic's helpers
        from trail.oracle.shapes.generic import is_boilerplate, says_little
    if identity is None or (identity.generic and says_little(identity.keys[0].text)):
        said = f"exit status {result.exit_status}"
        if identity is not None:
            said += f" and the line {identity.keys[0].text!r}, which says little"
        weak = _weak(result, said)
        return Signature(exit_status=result.exit_status,
                   lines=() if identity is None else _anchored(identity, secrets, given, where),
                   summary=_masker(secrets)(identity.summary) if identity else said,
                   weak=weak)
    theirs = [_identity(other, input_name) for other in others]
    for other, their in zip(others, theirs, strict=True):
        if their is None or their.kind != identity.kind or \
                len(their.keys) != len(identity.keys):
            mask = _masker(secrets)
            raise UnsteadyFailure(
                f"the original input's failure changes from run to run "
                f"({mask(identity.summary)!r}, then "
                f"{mask(their.summary if their else describe_failure(other))!r}): give "
                "--expect-output with a regex for the part that stays, or --any-failure")
    patterns, generalized, differ = [], [], []
    given_text = given.decode("utf-8", "replace")
    for i, key in enumerate(identity.keys):
        try:
            run_holes, moved = _run_holes(key.text, [t.keys[i].text for t in theirs if t])
        except UnsteadyFailure as exc:
            mask = _masker(secrets)
            raise UnsteadyFailure(mask(str(exc)) + ": give --expect-output with a regex "
                                  "for the part that stays, or --any-failure") from None
        lists = _list_holes(key.text)
        run_holes = [hole for hole in run_holes  # a list's own words may move
                     if not any(at.start <= hole.start < at.end for at in lists)]
        pattern, said = _key_pattern(key, [*run_holes, *lists], secrets, given_text,
                                     where)
        patterns.append(pattern)
        generalized += [entry for entry in said if entry not in generalized]
        differ += moved
    note = None
    if differ:
        mask = _masker(secrets)
        words = ", ".join(f"{mask(a)!r} vs {mask(b)!r}" for a, b in differ)
        note = (f"the original's error line changes from run to run ({words}): "
                "those words are wildcards in the failure signature")
    weak = None
    if all(is_boilerplate(key.text) for key in identity.keys):
        weak = f"the failure signature rests on a line every failure prints; {PIN}"
    summary = summarized(_unechoed(identity.keys[0].text, given_text)) if identity.generic \
        else identity.summary
    return Signature(exit_status=result.exit_status, note=note, lines=tuple(patterns),
               summary=_masker(secrets)(summary), generalized=tuple(generalized),
               weak=weak)



def runs_to_capture(result: RunResult) -> int:
    """How many failing runs of the original its signature is drawn from: a line no
    shape knows needs 3 to tell what varies in it; a known shape's, whose parts
    that vary are known, 2 (the second checks it); no output at all, 1."""
    identity = _identity(result)
    if identity is None:
        return 1
    return 3 if identity.generic else 2

def _identity(result: RunResult, input_name: str = "") -> Identity | None:
    return identify(result.stdout.decode("utf-8", "replace"),
                    result.stderr.decode("utf-8", "replace"), input_name)


@dataclass(frozen=True)
class _Where:
    """What is the input's and what the program's: the candidate's file name, and
    whether the program changes between runs too."""

    input_name: str = ""
    code_moves: bool = False


def _key_pattern(key: Key, holes: Sequence[Hole], secrets: Sequence[str],
                 given: str, where: _Where) -> tuple[str, list[str]]:
    """A key line as a pattern anchored to a whole line, and what it generalizes."""
    # A line of the program's source stays as it is, unless the program changes too.
    own = [hole if where.code_moves or not hole.with_code else
           Hole(hole.start, hole.end, ere_escape(key.text[hole.start:hole.end]), _KEPT)
           for hole in key.holes]
    pattern, said = _render(_pieces(
        key.text, [*own, *holes, *_echo_holes(key.text, given, key.own)], secrets,
        where.input_name))
    return f"^{_BLANKS}{pattern}{_BLANKS}$", said


def _anchored(identity: Identity, secrets: Sequence[str], given: bytes,
              where: _Where) -> tuple[str, ...]:
    """The identity's lines as anchored patterns, from one run."""
    text = given.decode("utf-8", "replace")
    return tuple(_key_pattern(key, (), secrets, text, where)[0] for key in identity.keys)


def _masker(secrets: Sequence[str]) -> Callable[[str], str]:
    return Redactor(tuple(secrets)).text

