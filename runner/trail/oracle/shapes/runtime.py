"""Managed runtimes: Node's uncaught errors and JVM (Java, Kotlin) exceptions."""

from __future__ import annotations

import re

from trail.oracle.shapes.base import Identity, Key, Output, hole_at

_NODE_ERROR = re.compile(r"(Uncaught )?(?P<type>[A-Z]\w*(Error|Exception)|Error)(: .*)?")
_NODE_FRAME = re.compile(r"at (?P<function>[^ ()]+(?: \[as [^]]+\])?) (?P<where>\(.*\))")


def node_error(output: Output) -> Identity | None:
    """The error's type and message, and its top frame's function when the frame is
    the program's own (not node:internal)."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            if not (_NODE_ERROR.fullmatch(line) and i + 1 < len(lines)
                    and lines[i + 1].startswith("    at ")):
                continue
            keys = [Key(line)]
            where = ""
            frame = _NODE_FRAME.fullmatch(lines[i + 1].strip())
            if frame is not None and "node:internal" not in frame.group("where"):
                text = frame.group(0)
                keys.append(Key(text, tuple(hole_at(
                    text, _NODE_FRAME, "\\(.*\\)", "the frame's file and position", "where"))))
                where = f" in {frame.group('function')}()"
            return Identity("node", tuple(keys), line[:160] + where)
    return None


_JVM_EXCEPTION = re.compile(r'(Exception in thread "[^"]*" )?(?P<type>[\w$.]+'
                            r"(Exception|Error|Throwable)[\w$]*)(: .*)?")
_JVM_FRAME = re.compile(r"at (?P<function>[\w$./<>]+)(?P<where>\(.*\))")


def java_exception(output: Output) -> Identity | None:
    """The exception's type and message and its top frame (its method, not its line)."""
    for lines in output.streams():
        for i, line in enumerate(lines):
            if not (_JVM_EXCEPTION.fullmatch(line.strip()) and i + 1 < len(lines)
                    and lines[i + 1].startswith("\tat ")):
                continue
            keys = [Key(line.strip())]
            frame = _JVM_FRAME.fullmatch(lines[i + 1].strip())
            where = ""
            if frame is not None:
                text = frame.group(0)
                keys.append(Key(text, tuple(hole_at(
                    text, _JVM_FRAME, "\\(.*\\)", "the frame's file and line", "where"))))
                where = f" in {frame.group('function')}()"
            return Identity("jvm", tuple(keys), line.strip()[:160] + where)
    return None
