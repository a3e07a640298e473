"""The victim's own result in a JUnit report: how a testcase's failure is read, and
the check that reproduce.sh and `trail delta auto`'s oracle run on a report.

Standard library only, and a script as it stands: suite.report's VICTIM_CHECK is this
file's text, so that a reproducer needs no trail and judges a run with the very code
trail judged it with (suite.runner reads failures and judges them through the functions
below).

    python3 victim_check.py REPORT CLASSNAME NAME VICTIM TAG EXCEPTION MESSAGE

TAG is "failure", "error" or "any"; EXCEPTION the exception type and MESSAGE a
pattern of the failure message's first line (both ignored under "any"). Exit 1: the
victim fails so (its message's first line on stderr, where a captured failure
signature looks); 0: it passes; 125: inconclusive, with why as the last line of
stderr, `inconclusive: WHY` (the tester counts the candidates by it).
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET

# pytest's message for an error in a fixture quotes the exception it raised:
# 'failed on setup with "KeyError: \'0\'"' (on teardown alike).
_PHASE = re.compile(r'failed on (?:setup|teardown) with "(?P<reason>.*?)"?', re.S)
_TYPE = re.compile(r"([A-Za-z_][\w.]*)(:|$)")
_E_LINE = re.compile(r"E\s+(?P<text>\S.*)")
# pytest's testcase for a module that did not import: no test of it ran.
COLLECTION_FAILURE = "collection failure"
INCONCLUSIVE = "inconclusive: "


def exception_type(message: str) -> str:
    """The exception type a failure message starts with ('AssertionError: ...')."""
    match = _TYPE.match(message)
    if match:
        return match.group(1)
    return "AssertionError" if message.startswith("assert") else ""


def failure_message(message: str | None, text: str | None) -> str:
    """The first line of a failure's own message, from a JUnit element's `message`
    attribute and its text (the traceback): a fixture's error unquoted; where the
    message names no exception (pytest before 5.4 wrote "test setup failure"), the
    traceback's last `E` line that does."""
    said = (message or text or "").strip()
    phase = _PHASE.fullmatch(said)
    if phase is not None:
        said = phase.group("reason").strip()
    first = said.splitlines()[0].strip() if said else ""
    if exception_type(first):
        return first
    for line in reversed((text or "").splitlines()):
        found = _E_LINE.fullmatch(line.strip())
        if found is not None and exception_type(found.group("text")):
            return found.group("text").strip()
    return first


def fails_as(tag: str, first: str, expected: str, exception: str, message: str) -> bool:
    """Whether a failure, its JUnit element's `tag` ("failure", "error") and its
    message's `first` line, is the victim's failure as expected: the `expected` tag
    ("any": any failure is), the exception type `exception`, and a first line that
    the pattern `message` finds."""
    return expected == "any" or (tag == expected and exception_type(first) == exception
                                 and re.search(message, first) is not None)


def _inconclusive(why: str) -> int:
    print(f"{INCONCLUSIVE}{why}", file=sys.stderr)
    return 125


def check(argv: list[str]) -> int:
    """The victim's result in the report, as an exit status (see above)."""
    path, classname, name, victim, tag, exception, message = argv
    try:
        cases = list(ET.parse(path).getroot().iter("testcase"))
    except (OSError, ET.ParseError):
        return _inconclusive("pytest wrote no JUnit report (it stopped before the tests)")
    for case in cases:
        here = (case.get("classname", ""), case.get("name", ""))
        if here != (classname, name) and "::".join(here) != victim:
            continue
        found = [child for child in case if child.tag in ("failure", "error", "skipped")]
        if not found:
            return 0
        if found[0].tag == "skipped":
            return _inconclusive("the test was skipped")
        first = failure_message(found[0].get("message"), found[0].text)
        if fails_as(found[0].tag, first, tag, exception, message):
            print(f"{victim}: {found[0].tag}: {first}", file=sys.stderr)
            return 1
        return _inconclusive(f"the test failed another way ({found[0].tag}: "
                             f"{exception_type(first) or 'no exception type'})")
    if any(child.get("message") == COLLECTION_FAILURE for case in cases for child in case):
        return _inconclusive("the test did not run (collection error)")
    return _inconclusive("the test did not run (not collected)")


if __name__ == "__main__":
    sys.exit(check(sys.argv[1:]))
