"""Compiled code: Rust panics and rustc errors, Go panics, gcc/clang diagnostics,
and the sanitizers' reports."""

from __future__ import annotations

import re

from trail.oracle.shapes.base import Hole, Identity, Key, Output, hole_at

_RUST_PANIC = re.compile(
    r"thread '(?P<thread>[^']*)'(?P<tid> \([0-9]+\))? panicked at (?P<rest>.*)")


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
            keys = [Key(text, tuple(holes))]
            message = found.group("rest")
            if message.endswith(":") and i + 1 < len(lines) and lines[i + 1].strip():
                message = lines[i + 1].strip()
                keys.append(Key(message))
            return Identity("rust", tuple(keys), f"panic: {message}"[:160])
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
                return Identity("rustc", (Key(line),), line[:160])
    return None


_GO_PANIC = re.compile(r"(panic|fatal error): .+")
_GO_FRAME = re.compile(r"(?P<function>[\w./*()-]+)\((?P<args>.*)\)")


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
            for frame in lines[start + 1:]:
                found = _GO_FRAME.fullmatch(frame)
                if found and not found.group("function").startswith(("panic", "runtime.")):
                    keys.append(Key(frame, tuple(hole_at(
                        frame, _GO_FRAME, ".*", "a frame's arguments: this run's values",
                        "args"))))
                    where = f" in {found.group('function')}()"
                    break
            return Identity("go", tuple(keys), line[:160] + where)
    return None


# file:line:col: severity: message [-Wflag]; the location holds the input's path
# and positions that move as it shrinks, so only severity, message and flag stay.
_CC = re.compile(r"(?P<where>[^ :]+(:[0-9]+){1,2}: )(?P<severity>fatal error|error|runtime error): "
                 r"(?P<message>.+)")


def cc_diagnostic(output: Output) -> Identity | None:
    """gcc's or clang's first error (warnings under -Werror included): the notes and
    errors after it follow from it."""
    for lines in output.streams():
        for line in lines:
            found = _CC.fullmatch(line.strip())
            if found is not None:
                text = found.group(0)
                holes = hole_at(text, _CC, "[^ ]*: ", "the location in the source", "where")
                return Identity("cc", (Key(text, tuple(holes)),),
                                f"{found.group('severity')}: {found.group('message')}"[:160])
    return None


_SAN = re.compile(r"==[0-9]+==ERROR: (?P<tool>\w+Sanitizer): (?P<kind>[\w-]+).*")
_SAN_FRAME = re.compile(r"#[0-9]+ 0x[0-9a-f]+ in (?P<function>\S+)(?P<rest>.*)")
_ALLOCATORS = re.compile(r"(__interceptor_|___interceptor_)?(malloc|calloc|realloc|free|"
                         r"operator new.*|operator delete.*|strdup)")


def sanitizer(output: Output) -> Identity | None:
    """The sanitizer's error kind and the first frame of the program (not the
    allocator's)."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            found = _SAN.fullmatch(line.strip())
            if found is None:
                continue
            keys = [Key(line.strip())]
            where = ""
            for frame in lines[i + 1:]:
                top = _SAN_FRAME.fullmatch(frame.strip())
                if top and not _ALLOCATORS.fullmatch(top.group("function")):
                    text = top.group(0)
                    start, end = top.span("rest")
                    number = text.index(" ")
                    keys.append(Key(text, (
                        Hole(1, number, "[0-9]+", "the frame's depth"),
                        Hole(number + 1, text.index(" in "), "0x[0-9a-f]+", "an address"),
                        Hole(start, end, ".*", "the frame's file and line"))))
                    where = f" in {top.group('function')}"
                    break
            return Identity("sanitizer", tuple(keys),
                            f"{found.group('tool')}: {found.group('kind')}{where}")
    return None
