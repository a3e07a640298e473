"""A real library's history for the bisect tests: tomli 2.0.1, as the standard library
carries it (tomllib), in ten commits.

Commit 5 refactors how a multiline string's closing quotes are read and breaks
strings that end in five quotes (`K=""""""""` no longer parses); commit 4, the
first half of that refactor, does not even import (a missing colon), and neither
does commit 7 (an unclosed parenthesis, fixed in 8). `git bisect` cannot tell 4
from 5: 3 is good, 5 is bad, and 4 cannot be judged.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from git_history import make_repo

FILES = ("__init__.py", "_parser.py", "_re.py", "_types.py")

# The lines of parse_multiline_str that read up to two quotes after the closing three.
CLOSING = '''    # Add at maximum two extra apostrophes/quotes if the end sequence
    # is 4 or 5 chars long instead of just 3.
    if not src.startswith(delim, pos):
        return pos, result
    pos += 1
    if not src.startswith(delim, pos):
        return pos, result + delim
    pos += 1
    return pos, result + (delim * 2)
'''
# The refactor's first half: a helper without its colon.
HALF_DONE = '''    return closing_quotes(src, pos, result, delim)


def closing_quotes(src: str, pos: Pos, result: str, delim: str) -> tuple[Pos, str]
    """Up to two quotes after the closing three belong to the string."""
    return pos, result
'''
# The refactor done: one extra quote is read, a second one is left behind.
REFACTORED = '''    return closing_quotes(src, pos, result, delim)


def closing_quotes(src: str, pos: Pos, result: str, delim: str) -> tuple[Pos, str]:
    """Up to two quotes after the closing three belong to the string."""
    if src.startswith(delim, pos):
        return pos + 1, result + delim
    return pos, result
'''
SUFFIXED = "def suffixed_err(src: str, pos: Pos, msg: str) -> TOMLDecodeError:\n"
UNCLOSED = "def suffixed_err(src: str, pos: Pos, msg: str -> TOMLDecodeError:\n"

# The build every step runs: the package must import.
IMPORTS = 'import sys; sys.path.insert(0, "src"); import tomli'
# The oracle, kept outside the repository: parse the candidate with the checkout's tomli.
CHECK = """import sys
sys.path.insert(0, "src")
import tomli
with open(sys.argv[1], "rb") as fh:
    tomli.load(fh)
"""
BAD_SUBJECT = "Refactor multiline strings: read the closing quotes in one place"
HALF_SUBJECT = "Refactor multiline strings: start a helper for the closing quotes"


def tomli_sources() -> dict[str, str]:
    import tomllib

    folder = os.path.dirname(tomllib.__file__)
    return {name: Path(folder, name).read_text() for name in FILES}


def tomli_history(path: str | Path) -> list[str]:
    """The ten commits at `path`; their hashes, oldest first."""
    src = tomli_sources()
    parser = src["_parser.py"]
    assert CLOSING in parser and SUFFIXED in parser
    half, broken = parser.replace(CLOSING, HALF_DONE), parser.replace(CLOSING, REFACTORED)

    def files(parser_text: str) -> dict[str, str | None]:
        return {"src/tomli/_parser.py": parser_text}

    readme = "# tomli\n\nA lil' TOML parser.\n"
    history: list[tuple[str, Mapping[str, str | None]]] = [
        ("Import tomli 2.0.1", {"README.md": readme, "pyproject.toml": "[project]\n"
                                "name = \"tomli\"\nversion = \"2.0.1\"\n",
                                **{f"src/tomli/{n}": text for n, text in src.items()}}),
        ("Document parse_float", {"README.md": readme + "\n`parse_float` reads floats.\n"}),
        ("Name the regexes' module", {"src/tomli/_re.py": "# The regular expressions.\n"
                                      + src["_re.py"]}),
        (HALF_SUBJECT, files(half)),
        (BAD_SUBJECT, files(broken)),
        ("Say what the project is", {"README.md": readme + "\nTOML 1.0.0, pure Python.\n"}),
        ("Type the error helper", files(broken.replace(SUFFIXED, UNCLOSED))),
        ("Fix the error helper's signature", files(broken)),
        ("Note the licence", {"LICENSE": "MIT\n"}),
        ("Release 2.0.2", {"pyproject.toml": "[project]\nname = \"tomli\"\n"
                           "version = \"2.0.2\"\n"}),
    ]
    return make_repo(path, history)


def tomli_input(tables: int = 40) -> bytes:
    """A few hundred lines of TOML; one multiline string ends in five quotes."""
    lines = ["# A service's settings", 'title = "example"', ""]
    for i in range(tables):
        lines += [f"[server_{i}]", f'host = "10.0.{i}.1"', f"port = {8000 + i}",
                  f"enabled = {'true' if i % 2 else 'false'}",
                  f'tags = ["a{i}", "b{i}"]', f"ratio = {i}.5"]
        if i == tables // 2:
            lines.append('motd = """Say "hello"""""')  # the five-quote ending
        else:
            lines.append(f'motd = """line {i}\nnext"""')
        lines.append("")
    return ("\n".join(lines) + "\n").encode()
