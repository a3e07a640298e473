"""Managed runtimes: Node's uncaught errors and JVM (Java, Kotlin) exceptions, each
with its cause chain (`[cause]:`, `Caused by:`): the root cause names the bug."""

from __future__ import annotations

import re

from trail.oracle.shapes.base import Hole, Identity, Key, Output, path_holes, summarized

_NODE_ERROR = re.compile(r"(Uncaught )?(?P<type>[A-Z]\w*(Error|Exception)|Error)(: .*)?")
_NODE_CAUSE = re.compile(r"\[cause\]: (?P<error>.*)")
_NODE_FRAME = re.compile(r"at (?:(?P<function>[^ ()]+(?: \[as [^]]+\])?) \()?"
                         r"(?P<file>[^ ()]+?):(?P<line>[0-9]+):(?P<column>[0-9]+)\)?")
_NODE_INTERNAL = re.compile(r"^node:|[/\\]node_modules[/\\]")


def node_error(output: Output) -> Identity | None:
    """The error's type and message, its root `[cause]:` when it has one, and the
    first frame of the program under the root (not node:internal's, not a
    dependency's)."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            if not (_NODE_ERROR.fullmatch(line) and i + 1 < len(lines)
                    and lines[i + 1].startswith("    at ")):
                continue
            keys = [Key(line)]
            root, start = line, i + 1
            for j in range(i + 1, len(lines)):
                cause = _NODE_CAUSE.fullmatch(lines[j].strip())
                if cause is not None:
                    root, start = cause.group("error"), j + 1
                    keys.append(Key(lines[j].strip()))
                elif lines[j].strip() == "}" or not lines[j].strip():
                    break
            where = ""
            for frame_line in lines[start:]:
                frame = _NODE_FRAME.fullmatch(frame_line.strip())
                if frame is None:
                    break
                if _NODE_INTERNAL.search(frame.group("file")):
                    continue
                keys.append(_located(frame, output, "column"))
                where = f" in {frame.group('function') or '<anonymous>'}()"
                break
            summary = (root + where + (f", raised as {line}" if root != line else ""))
            return Identity("node", tuple(keys), summarized(summary))
    return None


_JVM_EXCEPTION = re.compile(r'(Exception in thread "[^"]*" |Caused by: )?(?P<type>[\w$.]+'
                            r"(Exception|Error|Throwable)[\w$]*)(: .*)?")
_JVM_FRAME = re.compile(r"at (?:[\w.$-]+(?:@[^/]*)?/)?(?P<function>[\w$./<>]+)"
                        r"\((?P<file>[^:()]+)(?::(?P<line>[0-9]+))?\)")
# The JDK's and Kotlin's own frames: every exception through them shows them.
_JVM_RUNTIME = re.compile(r"(java|javax|jdk|sun|kotlin|kotlinx|scala)\.")


def java_exception(output: Output) -> Identity | None:
    """The exception's type and message, its root cause (the last `Caused by:`) and
    the root's first frame in the program (its method, file and line), not the JDK's."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            if not (_JVM_EXCEPTION.fullmatch(line.strip()) and i + 1 < len(lines)
                    and lines[i + 1].startswith("\tat ")):
                continue
            keys = [Key(line.strip())]
            root, start = line.strip(), i + 1
            for j in range(i + 1, len(lines)):
                if lines[j].startswith("Caused by: ") and _JVM_EXCEPTION.fullmatch(lines[j]):
                    root, start = lines[j], j + 1
                elif not lines[j].startswith(("\t", " ")):
                    break
            if root is not keys[0].text:
                keys.append(Key(root))
            where = ""
            for frame_line in lines[start:]:
                frame = _JVM_FRAME.fullmatch(frame_line.strip())
                if frame is None:
                    break
                if _JVM_RUNTIME.match(frame.group("function")):
                    continue
                keys.append(_located(frame, output))
                where = f" in {frame.group('function')}()"
                break
            outer = _JVM_EXCEPTION.fullmatch(line.strip())
            root = root.removeprefix("Caused by: ")
            summary = root + where + (f", raised as {outer['type']}" if outer and root !=
                                      line.strip() else "")
            return Identity("jvm", tuple(keys), summarized(summary))
    return None


def _located(frame: re.Match[str], output: Output, column: str | None = None) -> Key:
    """A frame of the program: its function, file name and line stay (the program
    does not change while its input shrinks); its folder moves with the checkout."""
    text = frame.group(0)
    holes = [*path_holes(text, *frame.span("file"), output)]
    if frame.group("line") is not None:
        holes.append(Hole(*frame.span("line"), "[0-9]+",
                          "line numbers move when the code changes", with_code=True))
    if column is not None:
        holes.append(Hole(*frame.span(column), "[0-9]+",
                          "columns move when the code changes", with_code=True))
    return Key(text, tuple(holes))
