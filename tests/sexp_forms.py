"""The test solvers' reader: s-expressions as nested lists of atoms (bytes)."""

from __future__ import annotations

import re


def forms(data: bytes) -> list:
    """The top-level forms of `data`, each list a Python list (an extra `)` raises IndexError)."""
    stack: list[list] = [[]]
    for tok in re.findall(rb"\(|\)|[^\s()]+", data):
        if tok == b"(":
            stack.append([])
        elif tok == b")":
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    return stack[0]
