"""Compiled code: Rust panics and rustc errors, Go panics, gcc/clang diagnostics,
and the sanitizers' reports."""

from __future__ import annotations

import os
import re

from trail.oracle.shapes.base import Hole, Identity, Key, Output, hole_at, path_holes, summarized

_RUST_PANIC = re.compile(
    r"thread '(?P<thread>[^']*)'(?P<tid> \([0-9]+\))? panicked at (?P<rest>.*)")
_RUST_PLACE = re.compile(r"(?P<file>[^ :']+\.rs):(?P<line>[0-9]+):(?P<column>[0-9]+)")


def rust_panic(output: Output) -> Identity | None:
    """The panic's location and message (the line after `panicked at FILE:L:C:` since
    Rust 1.73; quoted in the same line before)."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            found = _RUST_PANIC.fullmatch(line.strip())
            if found is None:
                continue
            text = found.group(0)
            holes = hole_at(text, _RUST_PANIC, "( \\([0-9]+\\))?", "the thread's id", "tid")
            place = _RUST_PLACE.search(text, found.start("rest"))
            if place is not None:  # the program's source: it stays (its folder moves)
                holes += [*path_holes(text, *place.span("file"), output),
                          *(Hole(*place.span(part), "[0-9]+", "the place moves when the code "
                                 "changes", with_code=True) for part in ("line", "column"))]
            keys = [Key(text, tuple(holes))]
            message = found.group("rest")
            if message.endswith(":") and i + 1 < len(lines) and lines[i + 1].strip():
                message = lines[i + 1].strip()
                keys.append(Key(message))
            at = f" at {os.path.basename(place.group(0))}" if place is not None else ""
            return Identity("rust", tuple(keys), summarized(f"panic: {message}{at}"))
    return None


_CAUSE = re.compile(r"(?P<index>[0-9]+: )?(?P<message>.+)")


def rust_error_chain(output: Output) -> Identity | None:
    """A Rust `main` that returned an anyhow or eyre error: `Error: context` and its
    `Caused by:` list, whose last entry is the root cause."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            if not line.startswith("Error: ") or "Caused by:" not in lines[i + 1:i + 3]:
                continue
            start = lines.index("Caused by:", i + 1) + 1
            causes: list[str] = []
            for cause in lines[start:]:
                if not cause.startswith("    "):
                    break
                causes.append(cause.strip())
            if not causes:
                continue
            keys = [Key(line)] + [Key(text, tuple(hole_at(
                text, _CAUSE, "([0-9]+: )?", "the cause's place in the list", "index")))
                for text in causes]
            root = _CAUSE.fullmatch(causes[-1])
            return Identity("rust", tuple(keys), summarized(
                f"{root.group('message') if root else ''}, raised as {line}"))
    return None


_RUSTC = re.compile(r"error(\[E[0-9]+\])?: (?P<message>.+)")


def rust_diagnostic(output: Output) -> Identity | None:
    """rustc's (and so cargo's) first error with its code: the later ones often follow
    from it."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            found = _RUSTC.fullmatch(line)
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            if found and nxt.lstrip().startswith("--> "):
                return Identity("rustc", (Key(line),), summarized(line))
    return None


_GO_PANIC = re.compile(r"(panic|fatal error): .+")
_GO_FRAME = re.compile(r"(?P<function>[\w./*()-]+)\((?P<args>.*)\)")


_GO_PLACE = re.compile(r"(?P<file>[^ ]+\.go):(?P<line>[0-9]+)(?P<offset> \+0x[0-9a-f]+)?")


def _go_place(place: re.Match[str], output: Output) -> Key:
    """The frame's file and line in the program: they stay; its offset is the build's."""
    text = place.group(0)
    holes = [*path_holes(text, *place.span("file"), output),
             Hole(*place.span("line"), "[0-9]+", "line numbers move when the code changes",
                  with_code=True)]
    if place.group("offset"):
        holes.append(Hole(*place.span("offset"), "( \\+0x[0-9a-f]+)?", "the build's offset"))
    return Key(text, tuple(holes))


def go_panic(output: Output) -> Identity | None:
    """The panic's message and the function it was raised in (its arguments, which
    are addresses and values of this run, left out)."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            if not _GO_PANIC.fullmatch(line) or not any(
                    later.startswith("goroutine ") for later in lines[i + 1:i + 4]):
                continue
            keys = [Key(line)]
            where = ""
            start = next(j for j in range(i + 1, len(lines)) if lines[j].startswith("goroutine "))
            for at, frame in enumerate(lines[start + 1:], start + 1):
                found = _GO_FRAME.fullmatch(frame)
                if found and not found.group("function").startswith(("panic", "runtime.")):
                    keys.append(Key(frame, tuple(hole_at(
                        frame, _GO_FRAME, ".*", "a frame's arguments: this run's values",
                        "args"))))
                    place = _GO_PLACE.fullmatch(lines[at + 1].strip()) \
                        if at + 1 < len(lines) else None
                    if place is not None:
                        keys.append(_go_place(place, output))
                    where = f" in {found.group('function')}()"
                    break
            return Identity("go", tuple(keys), summarized(line) + where)
    return None


# file:line:col: severity: message [-Wflag]. In the input's file the location moves
# as it shrinks; in the program's (a sanitizer's runtime error) it names the bug.
# The severity in the compiler's language (LANG=de_DE: Fehler), read as such.
_SEVERITY = ("fatal error|error|runtime error|schwerwiegender Fehler|Fehler|erreur fatale|"
             "erreur|errore|error grave|erro|fout|błąd|ошибка|错误|エラー")
_CC = re.compile(rf"(?P<where>(?P<file>[^ :]+)(?::[0-9]+){{1,2}}): (?P<severity>{_SEVERITY}): "
                 r"(?P<message>.+)")
# A sanitizer's runtime error prints the operands of this run (2147483646 + 2): the
# values move with the input, the kind and the types (32-bit, 'int') stay.
_OPERAND = re.compile(r"(?<![\w.-])-?[0-9]+(?:\.[0-9]+)?(?![\w.-])")


def cc_diagnostic(output: Output) -> Identity | None:
    """gcc's or clang's first error (warnings under -Werror included): the notes and
    errors after it follow from it."""
    for lines in output.streams():
        for line in lines:
            found = _CC.fullmatch(line.strip())
            if found is None:
                continue
            text = found.group(0)
            if output.is_input(found.group("file")) or found.group("severity") != \
                    "runtime error":
                holes = [Hole(*found.span("where"), "[^ ]*", "the location in the source")]
            else:
                holes = [*path_holes(text, *found.span("file"), output),
                         *(Hole(*m.span(), "-?[0-9][0-9.]*", "a value of this run")
                           for m in _OPERAND.finditer(text, found.start("message")))]
            at = "" if holes[0].why == "the location in the source" else \
                " at " + os.path.basename(found.group("where"))
            return Identity("cc", (Key(text, tuple(holes)),),
                            summarized(f"{found.group('severity')}: {found.group('message')}{at}"))
    return None


_SAN = re.compile(r"==(?P<pid>[0-9]+)==ERROR: (?P<tool>\w+Sanitizer): (?P<kind>[\w -]+?)"
                  r"(?: on .*| [(].*)?")
_SAN_FRAME = re.compile(r"#(?P<depth>[0-9]+) (?P<address>0x[0-9a-f]+) in (?P<function>\S+)"
                        r"(?: (?P<file>[^ :]+)(?::(?P<line>[0-9]+))?(?::[0-9]+)?)?(?P<rest>.*)")
_VG_ERROR = re.compile(r"==(?P<pid>[0-9]+)== (?P<kind>(?:Invalid|Mismatched|Conditional|"
                       r"Source and destination|Syscall param|Use of uninitialised|"
                       r"Argument|[0-9,]+ bytes in [0-9,]+ blocks are) .*)")
_VG_FRAME = re.compile(r"==(?P<pid>[0-9]+)==    (?:at|by) (?P<address>0x[0-9A-F]+): "
                       r"(?P<function>.+?) \((?:in )?(?P<file>[^ :()]+)(?::(?P<line>[0-9]+))?\)")
# Frames every report of a kind shares, so they name no bug: the sanitizers' and
# valgrind's interceptors and runtimes, allocators, libc and the start-up code.
_NO_IDENTITY = re.compile(
    r"_{0,3}(?:interceptor|asan|lsan|ubsan|tsan|msan|sanitizer|hwasan)_\w*|"
    r"(?:malloc|calloc|realloc|free|strdup|strndup|aligned_alloc|posix_memalign|valloc|"
    r"memcpy|memmove|memset|memcmp|strcpy|strncpy|strcat|strlen|strcmp|strncmp|"
    r"__libc_start_\w+|_start|__cxa_throw|abort|raise|__GI_\w+)|operator (?:new|delete).*")
_RUNTIME_FILES = re.compile(r"libsanitizer|compiler-rt|sysdeps/|/csu/|libc[.-]|"
                            r"vgpreload|valgrind|ld-linux|libstdc\+\+")
_FRAMES = 3  # a crash's state, as crash-deduplication systems take it


def _program_frames(lines: list[str], regex: re.Pattern[str], output: Output,
                    stop: re.Pattern[str]) -> list[re.Match[str]]:
    """The first frames of the program itself in the stack that starts at `lines`
    (up to the first line `stop` matches after a frame)."""
    frames: list[re.Match[str]] = []
    seen = False
    for line in lines:
        found = regex.fullmatch(line.strip())
        if found is None:
            if seen and stop.match(line.strip()):
                break
            continue
        seen = True
        if _NO_IDENTITY.fullmatch(found.group("function")) or \
                _RUNTIME_FILES.search(found.group("file") or ""):
            continue
        frames.append(found)
        if len(frames) == _FRAMES:
            break
    return frames


def _frame_key(found: re.Match[str], output: Output, innermost: bool) -> Key:
    """A frame as a key: its function and file name stay, and the innermost frame's
    line (a caller's line is only where the same bug was reached from); its depth,
    address and folder are this run's."""
    text = found.group(0)
    holes = [Hole(*found.span("address"), "0[xX][0-9a-fA-F]+", "an address")]
    if "depth" in found.groupdict():
        holes.append(Hole(*found.span("depth"), "[0-9]+", "the frame's depth"))
    if "pid" in found.groupdict():
        holes.append(Hole(*found.span("pid"), "[0-9]+", "the process's id"))
    if found.group("file"):
        holes += path_holes(text, *found.span("file"), output)
    if found.group("line") and innermost:
        holes.append(Hole(*found.span("line"), "[0-9]+",
                          "line numbers move when the code changes", with_code=True))
    elif found.group("line"):
        holes.append(Hole(*found.span("line"), "[0-9]+", "a caller's line"))
    if found.groupdict().get("rest"):
        holes.append(Hole(*found.span("rest"), ".*", "the frame's column and module"))
    return Key(text, tuple(holes))


def _where(frames: list[re.Match[str]]) -> str:
    """Where the program was: its innermost frame, and the caller that tells a shared
    helper's bugs apart."""
    names = [frame.group("function") for frame in frames[:2]]
    return "".join(f" {word} {name}()" for word, name in zip(("in", "called from"), names,
                                                                 strict=False))


def _first_report(output: Output, heading: re.Pattern[str], frame: re.Pattern[str],
                  ends: re.Pattern[str]) -> tuple[re.Match[str], list[Key],
                                                  list[re.Match[str]]] | None:
    """A tool's first error report: its heading (whose `pid` varies between runs), the
    keys of the heading and of the first frames of the program under it, and those
    frames."""
    for lines in output.streams():
        for at, line in enumerate(lines):
            found = heading.fullmatch(line.strip())
            if found is None:
                continue
            frames = _program_frames(lines[at + 1:], frame, output, ends)
            keys = [Key(found.group(0), (Hole(*found.span("pid"), "[0-9]+",
                                               "the process's id"),)),
                    *(_frame_key(one, output, k == 0) for k, one in enumerate(frames))]
            return found, keys, frames
    return None


def sanitizer(output: Output) -> Identity | None:
    """The sanitizer's error kind and the first frames of the program (not the
    interceptor's, the allocator's or libc's): a leak through a shared helper is
    told apart by its callers."""
    report = _first_report(output, _SAN, _SAN_FRAME, re.compile(r"$"))
    if report is None:
        return None
    found, keys, frames = report
    return Identity("sanitizer", tuple(keys),
                    f"{found.group('tool')}: {found.group('kind')}{_where(frames)}")


def valgrind(output: Output) -> Identity | None:
    """valgrind's first error and the first frames of the program under it."""
    report = _first_report(output, _VG_ERROR, _VG_FRAME, re.compile(r"==[0-9]+==  ?\S"))
    if report is None:
        return None
    found, keys, frames = report
    return Identity("valgrind", tuple(keys), summarized(f"{found.group('kind')}{_where(frames)}"))
