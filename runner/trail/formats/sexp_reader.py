"""Reading s-expressions: the span of every list and atom, in any dialect.

No library reads all the dialects' lexical rules (SMT-LIB, Lisp, Scheme, Clojure,
WebAssembly text), so a small reader does: `;` line comments and `#|...|#` block
comments (nested) are blanks, strings keep their escapes (`\\"`, and SMT-LIB's `""`),
`|quoted symbols|` are atoms, `(`/`[`/`{` must close with their own bracket, and a
quote prefix (`'`, `` ` ``, `,`, `,@`, `#`, `#'`) belongs to the list it opens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_CLOSER = {b"(": b")", b"[": b"]", b"{": b"}"}
# One token at a time; blanks and line comments are skipped, block comments nest.
_TOKEN = re.compile(rb"""
    (?P<blank>(?:\s+|;[^\n]*)+)
  | (?P<comment>\#\|)
  | (?P<open>[(\[{])
  | (?P<close>[)\]}])
  | (?P<string>"(?:[^"\\]|\\.|"")*")
  | (?P<symbol>\|[^|]*\|)
  | (?P<atom>[^\s()\[\]{}";|]+(?:\|[^|]*\|[^\s()\[\]{}";|]*)*)
""", re.VERBOSE | re.DOTALL)
_COMMENT_MARK = re.compile(rb"\#\||\|\#")
# An atom made only of these, right before a bracket, quotes the list it opens.
_PREFIX = re.compile(rb"[\'`,@#]+")


class SexpSyntaxError(ValueError):
    pass


@dataclass
class Form:
    """A list or an atom with its span; a list's elements in order."""

    start: int
    end: int
    elements: list[Form] | None = None  # None: an atom


def _block_comment_end(data: bytes, start: int) -> int:
    """Where the `#|` comment at `start` ends, nested ones inside it included."""
    level = 0
    for mark in _COMMENT_MARK.finditer(data, start):
        level += 1 if mark.group() == b"#|" else -1
        if level == 0:
            return mark.end()
    raise SexpSyntaxError(f"unclosed #| comment at byte {start}")


def skip(data: bytes, pos: int) -> int:
    """The first position at or after `pos` that is no blank and no comment."""
    while (m := _TOKEN.match(data, pos)) is not None and m.lastgroup in ("blank", "comment"):
        pos = m.end() if m.lastgroup == "blank" else _block_comment_end(data, pos)
    return pos


def _add(elements: list[Form], form: Form, data: bytes) -> None:
    """Append `form`; a quote prefix right before a list becomes part of it."""
    if form.elements is not None and elements and elements[-1].elements is None \
            and elements[-1].end == form.start \
            and _PREFIX.fullmatch(data, elements[-1].start, form.start):
        form.start = elements.pop().start
    elements.append(form)


def read(data: bytes) -> list[Form]:
    """The top-level forms of `data`; raises SexpSyntaxError. Iterative: SMT-LIB
    terms nest thousands deep once definitions are inlined."""
    top: list[Form] = []
    # The lists being read: the bracket that closes each, where it opens, its elements.
    open_lists: list[tuple[bytes, int, list[Form]]] = []
    pos = skip(data, 0)
    while pos < len(data):
        m = _TOKEN.match(data, pos)
        if m is None:
            raise SexpSyntaxError(f"unreadable at byte {pos}")
        kind = m.lastgroup
        if kind == "open":
            open_lists.append((_CLOSER[m.group()], pos, []))
        elif kind == "close":
            if not open_lists or open_lists[-1][0] != m.group():
                raise SexpSyntaxError(f"unexpected {m.group().decode()!r} at byte {pos}")
            _, start, elements = open_lists.pop()
            _add(open_lists[-1][2] if open_lists else top, Form(start, m.end(), elements), data)
        else:
            _add(open_lists[-1][2] if open_lists else top, Form(pos, m.end()), data)
        pos = skip(data, m.end())
    if open_lists:
        raise SexpSyntaxError(f"missing {open_lists[-1][0].decode()!r} at the end")
    return top


def read_or_none(data: bytes) -> list[Form] | None:
    try:
        return read(data)
    except SexpSyntaxError:
        return None


def lists(forms: list[Form]) -> list[Form]:
    """Every list, outer ones first."""
    found, stack = [], list(reversed(forms))
    while stack:
        form = stack.pop()
        if form.elements is not None:
            found.append(form)
            stack.extend(reversed(form.elements))
    return found
