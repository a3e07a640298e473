"""Failure identities: what in a failing run's output names the bug.

Each shape module reads one family of tools' output (Python tracebacks and pytest,
Rust/Go/C diagnostics and panics, Node and JVM exceptions) and returns an Identity:
the lines that carry the failure (`Key`s, with the parts that belong to this run
rather than to the bug already marked as `Hole`s) and the failure in words. When
no shape knows the output, the last line that is not a tool's boilerplate stands
for it (generic). oracle.capture turns keys into anchored EREs.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from trail.oracle.shapes.base import Hole, Identity, Key, Output

Shape = Callable[[Output], "Identity | None"]


@functools.cache
def shapes() -> tuple[Shape, ...]:
    """Every shape, most specific first (a sanitizer report beats the compiler line
    that built the program, pytest's report beats the traceback it quotes), generic
    last. Loaded on first use: their patterns take a few ms to compile, and the
    output of an oracle that prints nothing needs none."""
    from trail.oracle.shapes.generic import generic, interleaved
    from trail.oracle.shapes.native import (
        cc_diagnostic,
        go_panic,
        rust_diagnostic,
        rust_error_chain,
        rust_panic,
        sanitizer,
        valgrind,
    )
    from trail.oracle.shapes.python import pytest_failure, traceback
    from trail.oracle.shapes.runtime import java_exception, node_error
    from trail.oracle.shapes.tools import doctest_failure, lint_message

    return (sanitizer, valgrind, doctest_failure, pytest_failure, traceback, rust_panic,
            rust_error_chain, go_panic, java_exception, node_error, lint_message,
            rust_diagnostic, cc_diagnostic, interleaved, generic)


def identify(stdout: str, stderr: str, input_name: str = "") -> Identity | None:
    """The failure's identity in a run's output (stderr, then stdout); None when
    nothing but boilerplate was written. `input_name` is the candidate's file name:
    paths to it are the input's, every other file is the program's."""
    if not stdout and not stderr:
        return None  # what every shape finds in no output (tests/test_signature.py)
    output = Output.of(stdout, stderr, input_name)
    for shape in shapes():
        found = shape(output)
        if found is not None:
            return found
    return None


__all__ = ["Hole", "Identity", "Key", "Output", "identify", "shapes"]
