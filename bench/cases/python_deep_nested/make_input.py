"""Writes input.py beside this file: a settings loader whose one
`raise KeyError('duplicate key')` sits eight blocks deep, each level padded with
sibling statements. Seeded, so the same bytes every time."""

import random
from pathlib import Path

NAMES = ["section", "value", "line", "key", "entry", "field", "token", "count", "limit", "name"]
HEADERS = ["class Loader:", "def load(self, path):", "with open(path) as fh:",
           "for line in fh:", "if line.strip():", "try:", "while pending:",
           "if key in seen:"]


def filler(rng: random.Random, indent: str, n: int) -> list[str]:
    out = []
    for i in range(n):
        a, b = rng.sample(NAMES, 2)
        kind = rng.randrange(4)
        if kind == 0:
            out.append(f"{indent}{a}_{i} = {b}_{rng.randrange(9)} + {rng.randrange(100)}")
        elif kind == 1:
            out.append(f"{indent}log.debug('{a} %s', {b})")
        elif kind == 2:
            out.append(f"{indent}if {a} is None:\n{indent}    {b} = []")
        else:
            out.append(f"{indent}{a}s.append({b}.strip())")
    return out


def nest(rng: random.Random, depth: int) -> list[str]:
    indent = "    " * depth
    if depth == len(HEADERS):
        return filler(rng, indent, 2) + [f"{indent}raise KeyError('duplicate key')"] \
            + filler(rng, indent, 2)
    out = filler(rng, indent, 3) if depth else []
    out.append(indent + HEADERS[depth])
    out += nest(rng, depth + 1)
    if HEADERS[depth] == "try:":
        out.append(indent + "except ValueError:")
        out += filler(rng, indent + "    ", 2)
    return out + (filler(rng, indent, 3) if depth else [])


def main() -> None:
    rng = random.Random(31)
    lines = ["import logging", "", "log = logging.getLogger(__name__)", ""]
    lines += ["def helper_%d(value):\n    return value * %d\n" % (i, i) for i in range(4)]
    lines += nest(rng, 0)
    lines += ["", "def main():", "    return Loader().load('settings.ini')", ""]
    (Path(__file__).parent / "input.py").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
