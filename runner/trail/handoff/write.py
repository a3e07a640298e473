"""The hand-off written: `write(handoff, folder)` is the only code that puts
report.json, report.md, report.html, oracle.sh, reproduce.sh, the minimized input
and emitted tests in an output folder, each file whole or not at all
(writer.write_atomically); the run's own state files (the best input so far, what
--resume checks) and a user's --json-out go through here too."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from trail.errors import UserError
from trail.handoff.checkout import locate
from trail.handoff.html import report_html
from trail.handoff.markdown import markdown
from trail.handoff.scripts import ReproContext, flaky_tries, oracle_script, reproduce_script
from trail.handoff.sections import lead_markdown, section_markdown
from trail.handoff.writer import write_atomically
from trail.oracle.call import InputKind, Oracle
from trail.redact import Redactor, masked_places, secret_references
from trail.result import Minimization, Result
from trail.sandbox.base import Sandbox

if TYPE_CHECKING:  # bisect's and auto's scripts are loaded by their job
    from trail.handoff.bisect_scripts import AtCommit
    from trail.handoff.clone_scripts import CloneHandoff
    from trail.handoff.emit_test import EmittedTest, EmitTest

HAND_OFF = ("report.json", "report.md", "report.html", "oracle.sh", "reproduce.sh")
BEST = "best"  # in the run's state folder: the smallest failing input so far


def write_file(path: str, data: bytes, mode: int = 0o644) -> None:
    """One file outside a hand-off (the run's state, a file the user named), all of it
    or none: a signal may come any time."""
    write_atomically(path, data, mode)


def save_best(state_dir: str, result_path: str | None, data: bytes) -> None:
    """The best input so far, for --resume and, at `result_path`, for the user to see
    while the run goes on: what a kill -9 leaves behind."""
    write_atomically(os.path.join(state_dir, BEST), data)
    if result_path is not None:
        write_atomically(result_path, data)


@dataclass(frozen=True)
class InPlace:
    """reproduce.sh runs the oracle where the user is, as the sandbox wraps it (delta,
    isolate)."""

    ctx: ReproContext


@dataclass(frozen=True)
class Handoff:
    """What a job hands over: its finished reduction, how reproduce.sh runs it again
    (in a clone, for auto), and files of its own beside the result."""

    done: Minimization
    reproduce: InPlace | AtCommit | CloneHandoff
    files: dict[str, bytes] = field(default_factory=dict)  # isolate.diff, an older failure
    # --emit-test: a regression test around reproduce.sh's check (in place, or after
    # auto on the minimized files in a copy of the checkout)
    emit: EmitTest | None = None


@dataclass(frozen=True)
class File:
    """One file to write: its path under the folder, its bytes, its mode."""

    name: str
    content: bytes
    mode: int = 0o644


def handoff_oracle(oracle: Oracle) -> Oracle:
    """The oracle as scripts and saved state write it: the value of a secret variable
    typed into its command becomes a reference to the variable (`"$NAME"`), taken
    from the environment where the script runs (see `secret_names_warning`)."""
    return replace(oracle, command=secret_references(oracle.command, os.environ)[0])


def secret_names_warning(oracle: Oracle, state_dir: str) -> str | None:
    """What to tell the user when `handoff_oracle` names secrets, else None."""
    names = secret_references(oracle.command, os.environ)[1]
    if not names:
        return None
    listed = ", ".join(f"${name}" for name in names)
    refs = ", ".join(f'"${name}"' for name in names)
    return (f"the oracle command holds the value of the secret {listed}: oracle.sh, "
            f"reproduce.sh, the emitted test and {state_dir}/run.json write {refs} in its "
            "place, so set it where they run")


def reproduce_here(result: Result, sandbox: Sandbox) -> ReproContext:
    """How reproduce.sh judges the result where trail ran, wrapped as `sandbox` runs it."""
    oracle = handoff_oracle(result.oracle)
    return ReproContext(oracle, result.signature, result.test_timeout,
                        wrap=sandbox.reproduce_wrap(oracle.delivery, oracle.kind,
                                                    oracle.file_name, result.test_timeout),
                        tries=flaky_tries(result), rebuild=sandbox.reproduce_rebuild(),
                        project=None if oracle.workdir is None else locate(oracle.workdir))


def write(handoff: Handoff, folder: str) -> Result:
    """The whole hand-off in `folder`: the minimized input, the job's own files, the
    scripts, an emitted test and the report; the result with the test's files named."""
    done, how = handoff.done, handoff.reproduce
    result, data = done.result, done.data
    if result.auto is not None:  # the minimized files at their repository paths
        write_files(folder, [File(path, content) for path, content in result.auto.files.items()])
    else:
        write_minimized(os.path.join(folder, result.minimized_file), result.oracle.kind, data)
    write_files(folder, [File(name, content) for name, content in handoff.files.items()])
    write_files(folder, _scripts(data, how))
    emit = handoff.emit
    if emit is not None:
        from trail.handoff.clone_scripts import CloneHandoff  # for --emit-test only
        from trail.handoff.emit_test import emit_copy_test, emit_test

        if isinstance(how, (InPlace, CloneHandoff)):
            where = test_folder(folder, emit)
            test = emit_test(data, how.ctx, emit) if isinstance(how, InPlace) \
                else emit_copy_test(how, emit)
            result = replace(result, extra_files={**result.extra_files,
                                                  **write_test(folder, where, test)})
    write_report(folder, result, done.original, data)
    return result


def _scripts(data: bytes, how: InPlace | AtCommit | CloneHandoff) -> list[File]:
    if isinstance(how, InPlace):
        scripts = {"oracle.sh": oracle_script(how.ctx.oracle, how.ctx.project),
                   "reproduce.sh": reproduce_script(data, how.ctx)}
    else:
        scripts = how.scripts()
    return [File(name, os.fsencode(text), 0o755) for name, text in scripts.items()]


def write_files(folder: str, files: Iterable[File]) -> None:
    """Each file whole, in `folder` or a sub-folder of it (created as needed)."""
    for file in files:
        path = os.path.join(folder, file.name)
        os.makedirs(os.path.dirname(path) or folder, exist_ok=True)
        write_file(path, file.content, file.mode)


def write_minimized(path: str, kind: InputKind, data: bytes) -> None:
    """The minimized input as a file, or laid out as a folder."""
    if kind is InputKind.DIRECTORY:
        from trail.formats.directory import unpack  # here: tar serves folder inputs only

        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
        unpack(data, path)
    else:
        write_atomically(path, data)


def write_report(out: str, result: Result, original: bytes, minimized: bytes) -> None:
    """report.json, report.md (a job's answer first, its own section after the delta
    report's) and report.html, with every secret-looking variable's value masked."""
    redactor = Redactor.from_environ(os.environ)
    mask = redactor.text
    # Counted before the files are masked: what they need is masked already, in the
    # oracle's output as it came (the tester) and in what trail said.
    report = {**result.to_json(), "secrets_masked": masked_places()}
    write_atomically(os.path.join(out, "report.json"),
                     (json.dumps(redactor.json(report), indent=2) + "\n").encode())
    # fsencode: a file name that is not UTF-8 comes back as its own bytes.
    write_atomically(os.path.join(out, "report.md"),
                     os.fsencode(mask(markdown(report, lead_markdown(result))
                                      + section_markdown(result))))
    write_atomically(os.path.join(out, "report.html"),
                     report_html(report, original, minimized, redactor).encode(
                         "utf-8", "xmlcharrefreplace"))


def test_folder(out: str, emit: EmitTest) -> str:
    """--emit-test's folder (--test-dir, else the output folder), created."""
    folder = emit.test_dir or out
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot create --test-dir {folder}: {exc.strerror}: choose "
                        "another --test-dir") from exc
    return folder


def write_test(out: str, folder: str, test: EmittedTest) -> dict[str, str]:
    """--emit-test's files in `folder` (test_folder's, which the test was written
    for); report.json's names of them, from `out`."""
    names = {}
    for name, content in test.files.items():
        path = os.path.join(folder, name)
        write_atomically(path, content, 0o755 if name.endswith(".sh") else 0o644)
        key = "test" if name == test.test_name else "test_data"
        names[key] = os.path.relpath(path, out)
    return names
