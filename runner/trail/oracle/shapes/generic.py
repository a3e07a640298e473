"""Boilerplate (what every failure of a tool prints) and the generic identity: the
last line of the output that is not boilerplate."""

from __future__ import annotations

import re

from trail.oracle.shapes.base import Identity, Key, Output

# Lines a tool prints after any failure: they say that something failed, not what.
BOILERPLATE = re.compile("|".join([
    r"note: run with `RUST_BACKTRACE=.*",
    r"note: Some details are omitted.*",
    r"Node\.js v[0-9].*",
    r"make(\[[0-9]+\])?: \*\*\* .*",
    r"make(\[[0-9]+\])?: (Entering|Leaving) directory .*",
    r"(cc1|cc1plus|cc1obj|clang|gcc|g\+\+|cc): (all )?warnings being treated as errors",
    r"compilation terminated\.",
    r"[0-9]+ (warning|error)s? generated\.",
    r"[0-9]+ warnings? and [0-9]+ errors? generated\.",
    r"collect2: error: ld returned [0-9]+ exit status",
    r"clang(-[0-9]+)?: error: linker command failed.*",
    r"ninja: (build stopped|Entering directory).*",
    r"FAILED: .*",
    r"error: aborting due to .*",
    r"(For more information about (this|an) error|Some errors have detailed explanations).*",
    r"error: could not compile .*",
    r"error: process didn't exit successfully: .*",
    r"warning: .* generated [0-9]+ warnings?.*",
    r"(Compiling|Finished|Running|Checking|Building) .*",
    r"exit status [0-9]+",
    r"npm ERR!.*",
    r"Traceback \(most recent call last\):",
    r"(During handling of the above exception|The above exception was the direct cause).*",
    r"\.\.\. [0-9]+ more",
    r"\^+|~+\^*~*",
    r"Aborted( \(core dumped\))?",
    r"Segmentation fault( \(core dumped\))?",
    r"[0-9]+ errors?",
    r"(=|-|_)+.*(=|-|_)+",
    r"FAIL(ED)?|ERROR|error|failed|failure",
    r"Error: Process completed with exit code [0-9]+\.?",
    r"SUMMARY: .*",
]))
_SUBSTANCE = re.compile(r"[A-Za-z]{3,}")


def is_boilerplate(line: str) -> bool:
    return BOILERPLATE.fullmatch(line.strip()) is not None


def says_little(line: str) -> bool:
    """A line with fewer than two words of substance ('error', 'FAILED: 1')."""
    return len(_SUBSTANCE.findall(line)) < 2


def last_line(lines: list[str]) -> str | None:
    """The last line that is neither blank nor boilerplate."""
    for line in reversed(lines):
        if line.strip() and not is_boilerplate(line):
            return line
    return None


def generic(output: Output) -> Identity | None:
    """The last telling line of stderr, else of stdout: what no shape recognized."""
    for lines in output.streams():
        line = last_line(lines)
        if line is not None:
            text = line.strip()
            return Identity("generic", (Key(text),), text[:160], generic=True)
    return None
