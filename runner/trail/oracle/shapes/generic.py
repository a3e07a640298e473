"""Boilerplate (what every failure of a tool prints) and the generic identity: the
last line of the output that is not boilerplate."""

from __future__ import annotations

import re

from trail.oracle.shapes.base import Hole, Identity, Key, Output, summarized

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
    # Test runners' and linters' summaries: that the tool failed, and how often.
    r"=* *([0-9]+ (failed|passed|errors?|skipped|deselected|xfailed|xpassed|warnings?|"
    r"rerun)(, )?)+ in [0-9.]+s( \([0-9:]+\))? *=*",
    r"[.FEsxX]+( +\[ *[0-9]+%\])?",
    r"Ran [0-9]+ tests? in [0-9.]+s",
    r"FAILED \((failures|errors|skipped|expected failures)=[0-9]+.*\)",
    r"\*\*\*Test Failed\*\*\* [0-9]+ failures?\.",
    r"[0-9]+ items? had failures:",
    r"Your code has been rated at .*",
    r"Found [0-9]+ errors? in .*",
    r"Success: no issues found.*",
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


# A line of one job among several printing at once (xargs -P, make -j, parallel
# --tag, compose): `[job] text`, or `job | text`.
_JOB = re.compile(r"(?P<job>\[[^\]]+\]|[\w.-]+ +\|)[ \t]+(?P<text>.*)")
_TROUBLE = re.compile(r"(?i)\b(error|fail(ed|ure)?|fatal|exception|panic|abort(ed)?)\b")


def interleaved(output: Output) -> Identity | None:
    """In the output of jobs run side by side, the last telling line of the job
    that failed: whichever job printed last is an accident of timing."""
    for lines in output.streams():
        jobs: dict[str, list[str]] = {}
        for line in lines:
            found = _JOB.fullmatch(line.strip())
            if found is not None:
                jobs.setdefault(found.group("job"), []).append(found.group("text"))
        if len(jobs) < 2 or sum(len(said) > 1 for said in jobs.values()) < 2:
            continue
        failed = [job for job, said in jobs.items()
                  if any(_TROUBLE.search(text) for text in said)]
        if not failed:
            continue
        job = failed[0]
        text = next(text for text in reversed(jobs[job]) if _TROUBLE.search(text))
        line = f"{job} {text}"
        return Identity("jobs", (Key(line, (Hole(len(job), len(job) + 1, "[ \t]+",
                                                 "indentation"),)),), summarized(line))
    return None


def generic(output: Output) -> Identity | None:
    """The last telling line of stderr, else of stdout: what no shape recognized."""
    for lines in output.streams():
        line = last_line(lines)
        if line is not None:
            text = line.strip()
            return Identity("generic", (Key(text),), summarized(text), generic=True)
    return None
