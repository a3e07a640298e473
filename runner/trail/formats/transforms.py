"""Transformations: candidates that change the input instead of deleting parts of it.

Deletion stops where no single unit can go alone: two names that must meet, an
`#ifndef` that needs its `#endif`, a chain of definitions. These finders give units
that are sets of edits (spans.EditSetsPass): a unit the oracle still fails on stays
applied, like any reduction step, and ddmin tries them as it tries deletions. Every
unit shrinks the input, or (a merge of two names of one length) keeps its size with
one name fewer, so a reduction still ends. A format runs them after its
structural passes and before its finest deletion.

* merges: every identifier that occurs at least twice renamed to the shortest such
  one, all occurrences at once: in `b = a; c = b; out(c)` the names become one, and the
  assignments in between become deletable.
* renames: the same identifiers, each renamed to a short fresh name (`a`, `b`, ...
  not already a word of the input). A name that occurs once is one edit at one
  place, which the character pass makes too: it is no unit here.
* pairs: halves that can only go together: brackets, `#if`...`#endif` lines, the
  start and end tags of an element, the quotes of a string on one line.
* bodies: a `{...}` after `)` (a function's body) emptied, or replaced by `;`.
* inlines: `#define NAME body` and `typedef T NAME;` whose name is used once: the
  use becomes the body (with the uses inlined in it: a whole chain goes at once)
  and the definition goes.
"""

from __future__ import annotations

import itertools
import re
import string
from collections.abc import Callable, Iterable, Iterator, Sequence

from trail.core.units import Pass
from trail.formats.spans import Edit, EditSetsPass

Span = tuple[int, int]
Unit = tuple[Edit, ...]
# Where each identifier occurs, keyed by its text, in order of first occurrence.
Occurrences = dict[bytes, list[Span]]

WORD = re.compile(rb"(?<![A-Za-z0-9_$])[A-Za-z_][A-Za-z0-9_]*")
# Two-letter keywords of common languages: never a fresh name.
SHORT_KEYWORDS = frozenset({b"as", b"do", b"fn", b"go", b"if", b"in", b"is", b"of", b"or",
                            b"to"})
# Plain text has no grammar to say what a name is: words this long or longer.
TEXT_NAME_LENGTH = 3


def words(data: bytes, min_length: int = TEXT_NAME_LENGTH) -> Occurrences:
    """Identifier-like words of `data` ([A-Za-z_][A-Za-z0-9_]*) this long or longer."""
    found: Occurrences = {}
    for m in WORD.finditer(data):
        name = m.group()
        if len(name) >= min_length:
            found.setdefault(name, []).append(m.span())
    return found


def _repeated(names: Occurrences) -> list[bytes]:
    return [name for name, spans in names.items() if len(spans) >= 2]


def _renamed(spans: Sequence[Span], new: bytes) -> Unit:
    return tuple(Edit(start, end, new) for start, end in spans)


def merges(names: Occurrences) -> list[Unit]:
    """Each repeated identifier renamed, everywhere, to the shortest repeated one
    (the first of those): the input never grows."""
    repeated = _repeated(names)
    if not repeated:
        return []
    target = min(repeated, key=len)
    return [_renamed(names[name], target) for name in repeated if name != target]


def fresh_names(taken: Iterable[bytes]) -> Iterator[bytes]:
    """a, b, ..., Z, aa, ab, ...: the shortest names first, none of `taken`."""
    skip = SHORT_KEYWORDS | set(taken)
    letters = string.ascii_letters.encode()
    for size in itertools.count(1):
        for letters_of in itertools.product(letters, repeat=size):
            name = bytes(letters_of)
            if name not in skip:
                yield name


def renames(names: Occurrences, data: bytes) -> list[Unit]:
    """Each repeated identifier renamed, everywhere, to a shorter fresh name; the
    one saving most bytes gets the shortest."""
    repeated = sorted(_repeated(names),
                      key=lambda n: -(len(n) - 1) * len(names[n]))  # stable: first seen first
    fresh = fresh_names(m.group() for m in WORD.finditer(data))
    return [_renamed(names[name], new) for name, new in zip(repeated, fresh, strict=False)
            if len(new) < len(name)]


# -- pairs -----------------------------------------------------------------------

_CLOSING = {b")": b"(", b"]": b"[", b"}": b"{"}
_BRACKET = re.compile(rb"[][(){}]")


def brackets(data: bytes) -> list[Span]:
    """Matched (), [] and {} as (open, close) offsets, innermost first; a closing
    bracket that matches nothing open is skipped."""
    pairs: list[Span] = []
    stack: list[tuple[bytes, int]] = []
    for m in _BRACKET.finditer(data):
        char, pos = m.group(), m.start()
        if char not in _CLOSING:
            stack.append((char, pos))
        elif stack and stack[-1][0] == _CLOSING[char]:
            pairs.append((stack.pop()[1], pos))
    return pairs


def bracket_pairs(data: bytes) -> list[Unit]:
    """Both brackets of a pair deleted, what they hold kept."""
    return [(Edit(o, o + 1), Edit(c, c + 1)) for o, c in sorted(brackets(data))]


_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b.*(?:\n|$)",
                        re.MULTILINE)


def directive_pairs(data: bytes) -> list[Unit]:
    """The lines of one `#if`/`#ifdef`/`#ifndef` ... `#endif` (with its `#elif` and
    `#else` lines) deleted together, the lines between kept."""
    units, stack = [], []
    for m in _DIRECTIVE.finditer(data):
        keyword, line = m.group(1), Edit(m.start(), m.end())
        if keyword.startswith(b"if"):
            stack.append([line])
        elif stack:
            stack[-1].append(line)
            if keyword == b"endif":
                units.append(tuple(stack.pop()))
    return sorted(units, key=lambda u: u[0].start)


_TAG = re.compile(rb"<(/?)([A-Za-z][A-Za-z0-9:._-]*)(?:\s[^<>]*)?>")


def tag_pairs(data: bytes) -> list[Unit]:
    """An element's start and end tags deleted together, its content kept."""
    units, stack = [], []
    for m in _TAG.finditer(data):
        closing, name = m.group(1), m.group(2).lower()
        if m.group().endswith(b"/>"):
            continue
        if not closing:
            stack.append((name, m.span()))
            continue
        for depth in range(len(stack) - 1, -1, -1):
            if stack[depth][0] == name:
                start, end = stack[depth][1]
                units.append((Edit(start, end), Edit(*m.span())))
                del stack[depth:]
                break
    return sorted(units, key=lambda u: u[0].start)


# A quote, or the end of a line (where no string of these goes on).
_QUOTE = re.compile(rb"[\"'`\n]")


def quote_pairs(data: bytes) -> list[Unit]:
    """Both quotes of a string on one line deleted together, what they hold kept: an
    empty `""` goes whole, where either quote alone leaves the line unbalanced.
    Quotes of a kind pair up in order on each line; an escaped one, and a `'`
    between two letters or digits (don't), are no quotes."""
    units, open_at = [], dict[bytes, int]()
    for m in _QUOTE.finditer(data):
        char, pos = m.group(), m.start()
        if char == b"\n":
            open_at.clear()
        elif not _escaped(data, pos) and not (char == b"'" and _within_word(data, pos)):
            if (start := open_at.pop(char, None)) is None:
                open_at[char] = pos
            else:
                units.append((Edit(start, start + 1), Edit(pos, pos + 1)))
    return sorted(units, key=lambda u: u[0].start)


def _escaped(data: bytes, pos: int) -> bool:
    """Whether an odd number of backslashes stands before `pos`."""
    before = pos
    while before > 0 and data[before - 1:before] == b"\\":
        before -= 1
    return (pos - before) % 2 == 1


def _within_word(data: bytes, pos: int) -> bool:
    return 0 < pos < len(data) - 1 and \
        data[pos - 1:pos].isalnum() and data[pos + 1:pos + 2].isalnum()


def pairs(data: bytes) -> list[Unit]:
    """Every kind of pair above: brackets, directive lines, tags, quotes."""
    return [*bracket_pairs(data), *directive_pairs(data), *tag_pairs(data),
            *quote_pairs(data)]


# -- bodies ----------------------------------------------------------------------

def body_edits(open_at: int, close_at: int, data: bytes) -> list[Unit]:
    """A `{...}` body at these offsets emptied (`{}`), and replaced by `;`."""
    units = [(Edit(open_at, close_at + 1, b";"),)]
    if data[open_at + 1 : close_at].strip():
        units.append((Edit(open_at + 1, close_at),))
    return units


def brace_bodies(data: bytes) -> list[Unit]:
    """Bodies of `{...}` that follow a `)` (blanks between): a function's, most often."""
    units = []
    for open_at, close_at in sorted(brackets(data)):
        before = open_at - 1
        while before >= 0 and data[before] in b" \t\r\n":
            before -= 1
        if data[open_at] == ord("{") and before >= 0 and data[before] == ord(")"):
            units += body_edits(open_at, close_at, data)
    return units


# -- inlining --------------------------------------------------------------------

_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(?![\w(])[ \t]*(.*)(?:\n|$)",
                     re.MULTILINE)
_TYPEDEF = re.compile(
    rb"(?:^|(?<=[;}]))[ \t]*typedef[ \t]+([A-Za-z_][\w \t]*?[\w*])[ \t]*\b([A-Za-z_]\w*)"
    rb"[ \t]*;[ \t]*\n?", re.MULTILINE)


def inlines(data: bytes) -> list[Unit]:
    """A `#define NAME body` or `typedef T NAME;` line whose name occurs once more:
    that occurrence replaced by the body (T) and the line deleted."""
    units = []
    names: Occurrences | None = None
    for pattern, name_group, body_group in ((_DEFINE, 1, 2), (_TYPEDEF, 2, 1)):
        for m in pattern.finditer(data):
            names = words(data, min_length=1) if names is None else names
            uses = [s for s in names.get(m.group(name_group), [])
                    if not m.start() <= s[0] < m.end()]
            text = m.group(body_group).rstrip()
            if len(uses) == 1 and not text.endswith(b"\\"):  # a body continued: not whole
                body = m.start(body_group), m.start(body_group) + len(text)
                units.append((Edit(m.start(), m.end()), Edit(*uses[0], keep=body)))
    return sorted(units, key=lambda u: u[0].start)


NameFinder = Callable[[bytes], "Occurrences | None"]


def name_passes(prefix: str, names: NameFinder) -> list[Pass]:
    """Merges, then renames, of the identifiers `names` finds (None: no parse)."""

    def merged(data: bytes) -> list[Unit] | None:
        found = names(data)
        return None if found is None else merges(found)

    def renamed(data: bytes) -> list[Unit] | None:
        found = names(data)
        return None if found is None else renames(found, data)

    return [EditSetsPass(f"{prefix}merge-names", merged),
            EditSetsPass(f"{prefix}rename-names", renamed)]


def text_passes(names: NameFinder) -> list[Pass]:
    """The transformations for a format that knows no more than `names` (where the
    identifiers are): merges, renames, pairs, bodies, inlines."""
    return [*name_passes("", names),
            EditSetsPass("pairs", pairs),
            EditSetsPass("bodies", brace_bodies),
            EditSetsPass("inline", inlines)]
