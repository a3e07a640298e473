"""Python: an uncaught exception's traceback, and pytest's report of a failing test."""

from __future__ import annotations

import re
from dataclasses import dataclass

from trail.oracle.shapes.base import Hole, Identity, Key, Output, hole_at, path_holes, summarized

_HEADERS = ("Traceback (most recent call last):",
            "Exception Group Traceback (most recent call last):")
# An exception group's gutter ("  | ", "  + ") and its separators ("+-+---- 1 ----").
_GUTTER = re.compile(r"^(?:[ \t]*[|+](?: |$))+")
_SEPARATOR = re.compile(r"[ \t]*\+?-[+-]*(?: [0-9]+ -+| \.\.\.and [0-9]+ more .*)?")
_FRAME = re.compile(r'\s*File "(?P<file>[^"]*)", line (?P<line>[0-9]+)(?:, in (?P<name>.+))?')
_EXCEPTION = re.compile(r"(?P<type>[A-Za-z_][\w.]*)(?::(?P<message>.*))?")
# The standard library's plumbing (concurrent.futures, asyncio, unittest, runpy...):
# every failure that passes through it shows its frames, so they name none.
_STDLIB = re.compile(r"[/\\]lib[/\\]python3\.[0-9]+[/\\](?!(site|dist)-packages)|^<frozen ")
# unittest's title of a failing test's traceback: FAIL: test_a (module.Case.test_a)
_UNITTEST = re.compile(r"(?:FAIL|ERROR): \w+ \([\w.]+\)")
# How Python links the exceptions of one chain (__context__, __cause__).
_LINKS = ("During handling of the above exception", "The above exception was the direct cause")
_GROUP = re.compile(r"(?:[\w.]+\.)?(?:Base)?ExceptionGroup")


@dataclass
class _Raised:
    """One exception of a printed chain: its lines, where it was raised, how deep in
    a group's gutter it was printed."""

    lines: list[str]
    frame: re.Match[str] | None
    depth: int
    gutter: str  # as printed before each of its lines, stripped ("|" in a group)

    @property
    def type(self) -> str:
        return self.lines[0].split(":", 1)[0]


def traceback(output: Output) -> Identity | None:
    """The chain's root cause (the first exception printed: a `raise ... from`'s
    cause, the exception being handled, a group's first leaf, a worker's remote
    traceback) with the innermost frame of the program where it was raised, and the
    exception that ended the run when it is another."""
    for lines in output.streams():
        chain, test = _chain(lines, output)
        if chain:
            return _identity(chain, test, output)
    return None


def _chain(lines: list[str], output: Output) -> tuple[list[_Raised], str | None]:
    """The exceptions of the last chain printed in `lines`, in print order (causes
    first), and the unittest case it failed, if any. Tracebacks printed one after
    another with nothing linking them (a test runner's, a log's) are separate
    failures: the last one ended the run."""
    chain: list[_Raised] = []
    frame: re.Match[str] | None = None
    inside = linked = False
    test = title = None
    for at, raw in enumerate(lines):
        if _UNITTEST.fullmatch(raw):
            title = raw
            continue
        gutter = _GUTTER.match(raw)
        line = raw[gutter.end():] if gutter else raw
        depth = len(gutter.group(0)) if gutter else 0  # a group's leaves sit deeper
        if line.startswith(_LINKS):
            linked = True
            continue
        if line.strip() in _HEADERS:
            if chain and not linked and depth == 0:
                chain = []  # another failure, not a cause of the one before
            if not chain:
                test = title
            inside, frame, linked = True, None, False
            continue
        if not inside or not line.strip() or _SEPARATOR.fullmatch(line):
            continue
        if line[0] in " \t":
            found = _FRAME.fullmatch(line)
            if found and found.group("name") and not output.is_input(found.group("file")) \
                    and not _STDLIB.search(found.group("file")):
                frame = found
            continue
        exception = _EXCEPTION.fullmatch(line.strip())
        inside = False
        if exception is None:
            continue
        more = [m.strip() for m in _continued(lines, at)]
        printed = raw.lstrip()
        chain.append(_Raised([line.strip(), *more], frame, depth,
                             printed[:len(printed) - len(line)].rstrip()))
    return chain, test


def _identity(chain: list[_Raised], test: str | None, output: Output) -> Identity:
    leaves = [raised for raised in chain if not _GROUP.fullmatch(raised.type)]
    root = leaves[0] if leaves else chain[0]
    last = min(chain, key=lambda raised: (raised.depth, -chain.index(raised)))
    keys = [Key(test)] if test is not None else []  # a shared helper fails many tests
    keys += [_in_gutter(root.gutter, Key(line)) for line in root.lines]
    where = ""
    if root.frame is not None:
        keys.append(_in_gutter(root.gutter, _frame_key(root.frame, output)))
        where = f" in {root.frame.group('name')}()"
    summary = root.lines[0] + where + (f" ({test})" if test is not None else "")
    if last.lines[0] != root.lines[0]:
        keys.append(_in_gutter(last.gutter, Key(last.lines[0])))
        summary += f", raised as {last.lines[0]}"
    return Identity("python", tuple(keys), summarized(summary))


def _in_gutter(gutter: str, key: Key) -> Key:
    """`key` as printed in an exception group's gutter, which the same exception
    printed alone does not have."""
    if not gutter:
        return key
    cut = len(gutter) + 1
    text = gutter + " " + key.text.lstrip()
    cut -= len(key.text) - len(key.text.lstrip())
    return Key(text, (Hole(0, len(gutter) + 1, "([|+][ \t]*)*", "an exception group's gutter"),
                      *(Hole(h.start + cut, h.end + cut, h.ere, h.why, h.with_code)
                        for h in key.holes)), key.own)


def _frame_key(frame: re.Match[str], output: Output) -> Key:
    """A frame of the program as a key: its file's name, line and function stay (the
    program does not change while its input shrinks); its folder moves with the
    checkout."""
    text = frame.group(0).strip()
    shift = len(frame.group(0)) - len(frame.group(0).lstrip())
    start, end = frame.start("file") - shift, frame.end("file") - shift
    line_start, line_end = frame.start("line") - shift, frame.end("line") - shift
    return Key(text, (*path_holes(text, start, end, output),
                      Hole(line_start, line_end, "[0-9]+",
                           "line numbers move when the code changes", with_code=True)))


def _continued(lines: list[str], at: int) -> list[str]:
    """The lines of a multi-line exception message after its first (up to 3)."""
    more = []
    for line in lines[at + 1:at + 4]:
        gutter = _GUTTER.match(line)
        line = line[gutter.end():] if gutter else line
        if not line.strip() or line.startswith(_LINKS) \
                or line.strip() in (*_HEADERS, '"""') or _SEPARATOR.fullmatch(line):
            break
        more.append(line)
    return more


_SECTION = re.compile(r"_{3,} (?P<test>.+?) _{3,}")
# A section of an error outside the test's own call: its fixture's, or its module's.
_PHASE = re.compile(r"^(?:ERROR at (?:setup|teardown) of |ERROR collecting )")
_FAILED = re.compile(r"(?P<what>FAILED|ERROR) (?P<id>[^\s(]\S*)(?P<rest> - (?P<message>.*))?")
_BANNER = re.compile(r"=+ (?:FAILURES|ERRORS) =+")
_E_LINE = re.compile(r"E(?P<gap>\s+)(?P<text>.*)")
_SHOWN = re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]")  # a dict's or a list's repr
_RAISED = re.compile(r"[A-Za-z_][\w.]*(Error|Exception|Exit|Warning|Interrupt|Failed)\b.*")
_TYPE = re.compile(r"[A-Za-z_][\w.]*")
_NUMBER = re.compile(r"(?<![\w.])-?[0-9]+(?:\.[0-9]+)?(?![\w.])")
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
            shown = "a value the assertion shows: it changes with the input"
            values = hole_at(text, _SHOWN, ".*", shown) + hole_at(
                text, _NUMBER, "[0-9][0-9.,:/_-]*", shown) if "assert " in text else []
            keys.append(Key(text, (Hole(gap[0], gap[1], "[ \t]+", "indentation"), *values)))
            words.append(e_line.group("text").strip())
        elif failed is not None and failed.group("message") is not None:
            words.append(failed.group("message"))
        return Identity("pytest", tuple(keys), summarized(": ".join(words)))
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
    first section when None, or the first failure with no section under --tb=line):
    the first raised exception, else the first E line."""
    inside = seen = False
    first = None
    for line in lines:
        if test is None and not seen and _BANNER.fullmatch(line.strip()):
            inside = True  # --tb=line: E lines with no section of their test
            continue
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
