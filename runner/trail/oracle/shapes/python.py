"""Python: an uncaught exception's traceback, and pytest's report of a failing test."""

from __future__ import annotations

import re

from trail.oracle.shapes.base import Hole, Identity, Key, Output, hole_at

_HEADER = "Traceback (most recent call last):"
_FRAME = re.compile(r'\s*File "(?P<file>[^"]*)", line (?P<line>[0-9]+)(?:, in (?P<name>.+))?')
_EXCEPTION = re.compile(r"(?P<type>[A-Za-z_][\w.]*)(?::(?P<message>.*))?")
# Files that belong to the input rather than to the program under test: code run
# from a string or stdin, or the candidate itself in a sandbox's trail-* folder.
_INPUT_FILES = re.compile(r"<(string|stdin)>|[/\\]trail-")


def traceback(output: Output) -> Identity | None:
    """The last exception's type and message, and the innermost frame of the program
    (its function name; the quoted source lines are never part of it)."""
    for lines in output.streams():
        starts = [i for i, line in enumerate(lines) if line.strip() == _HEADER]
        if starts:
            return _last_exception(lines, starts[-1])
    return None


def _last_exception(lines: list[str], start: int) -> Identity | None:
    frame: re.Match[str] | None = None
    for at, line in enumerate(lines[start + 1:], start + 1):
        if not line.strip():
            continue
        if line[0] in " \t":
            found = _FRAME.fullmatch(line)
            if found and found.group("name") and not _INPUT_FILES.search(found.group("file")):
                frame = found
            continue
        exception = _EXCEPTION.fullmatch(line.strip())
        if exception is None:
            return None
        # A message of several lines: the lines after the first are part of it.
        keys = [Key(line.strip())] + [Key(more.strip()) for more in _continued(lines, at)]
        where = ""
        if frame is not None:
            text = frame.group(0).strip()
            keys.append(Key(text, tuple(
                hole_at(text, re.compile(r'File "([^"]*)"'), '[^"]*',
                        "the file's location moves with the checkout", 1)
                + hole_at(text, re.compile(r"line ([0-9]+)"), "[0-9]+",
                          "line numbers move when the code changes", 1))))
            where = f" in {frame.group('name')}()"
        return Identity("python", tuple(keys), line.strip()[:160] + where)
    return None


def _continued(lines: list[str], at: int) -> list[str]:
    """The lines of a multi-line exception message after its first (up to 3)."""
    more = []
    for line in lines[at + 1:at + 4]:
        if not line.strip() or line.startswith(("During handling", "The above exception")):
            break
        more.append(line)
    return more


_SECTION = re.compile(r"_{3,} (?P<test>.+?) _{3,}")
# A section of an error outside the test's own call: its fixture's, or its module's.
_PHASE = re.compile(r"^(?:ERROR at (?:setup|teardown) of |ERROR collecting )")
_FAILED = re.compile(r"(?P<what>FAILED|ERROR) (?P<id>\S+)(?P<rest> - (?P<message>.*))?")
_E_LINE = re.compile(r"E(?P<gap>\s+)(?P<text>.*)")
_SHOWN = re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]")  # a dict's or a list's repr
_RAISED = re.compile(r"[A-Za-z_][\w.]*(Error|Exception|Exit|Warning|Interrupt|Failed)\b.*")
_TYPE = re.compile(r"[A-Za-z_][\w.]*")
_CUT = "..."  # how pytest ends an excerpt cut to the terminal's width


def pytest_failure(output: Output) -> Identity | None:
    """The first failing test's id (from the short summary) and its `E` line with
    the exception type and message (assertion rewriting shows `assert 1 == 2`), in
    the test's section or its fixture's (an error on setup or teardown)."""
    for lines in (output.stdout, output.stderr):
        failed = next((m for m in map(_FAILED.fullmatch, lines) if m), None)
        e_line = _e_line(lines, failed.group("id").split("::")[-1] if failed else None)
        if failed is None and e_line is None:
            continue
        keys: list[Key] = []
        words: list[str] = []
        if failed is not None:
            keys.append(_summary_key(failed, e_line is not None))
            words.append(failed.group("id"))
        if e_line is not None:
            gap = e_line.span("gap")
            text = e_line.group(0)
            values = hole_at(text, _SHOWN, ".*", "a value the assertion shows: it changes "
                             "with the input") if "assert " in text else []
            keys.append(Key(text, (Hole(gap[0], gap[1], "[ \t]+", "indentation"), *values)))
            words.append(e_line.group("text").strip())
        elif failed is not None and failed.group("message") is not None:
            words.append(failed.group("message"))
        return Identity("pytest", tuple(keys), ": ".join(words)[:160])
    return None


def _summary_key(failed: re.Match[str], e_line: bool) -> Key:
    """The short summary's line of the failing test. Its id's test name is literal,
    though the candidate test file names it too: it is the failure's, not an echo of
    the input. Its excerpt of the message stays when nothing else names the failure
    (no E line: --tb=no, --tb=line) and it names an exception; the part pytest cut to
    the terminal's width, whose width may differ where the reproducer runs, does not."""
    text = failed.group(0)
    holes = []
    message = failed.group("message")
    if message is not None and (e_line or not _RAISED.fullmatch(message)):
        why = "the summary's excerpt of the message" + (": the E line names the failure"
                                                        if e_line else "")
        holes += hole_at(text, _FAILED, "( - .*)?", why, group="rest")
    elif message is not None and message.endswith(_CUT):
        start = failed.start("message") + _TYPE.match(message).end()
        holes.append(Hole(start, failed.end("message"), ".*",
                          "the excerpt's end, cut to the terminal's width"))
    own: tuple[tuple[int, int], ...] = ()
    if "::" in failed.group("id"):  # the file's path: where the candidate lies
        start = failed.start("id")
        path_end = start + failed.group("id").index("::")
        holes.append(Hole(start, path_end, "[^ ]*", "the test file's path"))
        own = ((path_end, failed.end("id")),)
    return Key(text, tuple(holes), own)


def _e_line(lines: list[str], test: str | None) -> re.Match[str] | None:
    """The E line naming the exception in `test`'s section, or its fixture's (the
    first section when None): the first raised exception, else the first E line."""
    inside = seen = False
    first = None
    for line in lines:
        section = _SECTION.fullmatch(line.strip())
        if section is not None:
            if seen:
                break
            name = _PHASE.sub("", section.group("test"), count=1)
            inside = seen = test is None or name == test or name.endswith("." + test)
            continue
        found = _E_LINE.fullmatch(line) if inside else None
        if found is None:
            continue
        if _RAISED.fullmatch(found.group("text").strip()):
            return found
        first = first or found
    return first
