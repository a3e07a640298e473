"""The hand-off written: the only code that puts report.json, report.md, report.html,
oracle.sh, reproduce.sh, the minimized input and emitted tests in an output folder,
each file whole or not at all (writer.write_atomically), and the run's own state
files (the best input so far, what --resume checks) beside them."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import replace

from trail.errors import UserError
from trail.formats.directory import unpack
from trail.handoff.emit_test import EmitTest, emit_test
from trail.handoff.html import report_html
from trail.handoff.markdown import markdown
from trail.handoff.scripts import ReproContext, flaky_tries, oracle_script, reproduce_script
from trail.handoff.writer import write_atomically
from trail.oracle.call import InputKind
from trail.redact import Redactor
from trail.result import Minimization, Result
from trail.sandbox.base import Sandbox

HAND_OFF = ("report.json", "report.md", "report.html", "oracle.sh", "reproduce.sh")
BEST = "best"  # in the run's state folder: the smallest failing input so far


def write_state(path: str, data: bytes) -> None:
    """One file of the run's state, all of it or none (a signal may come any time)."""
    write_atomically(path, data)


def save_best(state_dir: str, result_path: str | None, data: bytes) -> None:
    """The best input so far, for --resume and, at `result_path`, for the user to see
    while the run goes on: what a kill -9 leaves behind."""
    write_atomically(os.path.join(state_dir, BEST), data)
    if result_path is not None:
        write_atomically(result_path, data)


def write_minimized(path: str, kind: InputKind, data: bytes) -> None:
    """The minimized input as a file, or laid out as a folder."""
    if kind is InputKind.DIRECTORY:
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
        unpack(data, path)
    else:
        write_atomically(path, data)


def write_report(out: str, report: dict[str, object], original: bytes, minimized: bytes,
                 more_markdown: str = "") -> None:
    """report.json, report.md (with a job's own section after the delta report's) and
    report.html, with every secret-looking variable's value masked."""
    redactor = Redactor.from_environ(os.environ)
    mask = redactor.text
    write_atomically(os.path.join(out, "report.json"),
                     (mask(json.dumps(report, indent=2)) + "\n").encode())
    # fsencode: a file name that is not UTF-8 comes back as its own bytes.
    write_atomically(os.path.join(out, "report.md"),
                     os.fsencode(mask(markdown(report) + more_markdown)))
    write_atomically(os.path.join(out, "report.html"),
                     report_html(report, original, minimized, redactor).encode(
                         "utf-8", "xmlcharrefreplace"))


def write_handoff(out: str, done: Minimization, sandbox: Sandbox,
                  more_markdown: str = "", emit: EmitTest | None = None) -> Result:
    """The delta hand-off: the minimized input, oracle.sh, reproduce.sh, with `emit` a
    regression test, and the report; the result with the test's files named."""
    result = done.result
    oracle = result.oracle
    write_minimized(os.path.join(out, result.minimized_file), oracle.kind, done.data)
    write_atomically(os.path.join(out, "oracle.sh"), os.fsencode(oracle_script(oracle)), 0o755)
    ctx = ReproContext(oracle, result.signature, result.test_timeout,
                       wrap=sandbox.reproduce_wrap(oracle.delivery, oracle.kind,
                                                   oracle.file_name, result.test_timeout),
                       tries=flaky_tries(result), rebuild=sandbox.reproduce_rebuild())
    write_atomically(os.path.join(out, "reproduce.sh"),
                     os.fsencode(reproduce_script(done.data, ctx)), 0o755)
    if emit is not None:
        result = replace(result, extra_files={**result.extra_files,
                                              **write_test(out, done.data, ctx, emit)})
    write_report(out, result.to_json(), done.original, done.data, more_markdown)
    return result


def write_test(out: str, data: bytes, ctx: ReproContext, emit: EmitTest) -> dict[str, str]:
    """--emit-test's files in its folder; report.json's names of them, from `out`."""
    folder = emit.test_dir or out
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot create --test-dir {folder}: {exc.strerror}: choose "
                        "another --test-dir") from exc
    test = emit_test(data, ctx, emit, folder)
    names = {}
    for name, content in test.files.items():
        path = os.path.join(folder, name)
        write_atomically(path, content, 0o755 if name.endswith(".sh") else 0o644)
        key = "test" if name == test.test_name else "test_data"
        names[key] = os.path.relpath(path, out)
    return names
