"""Before any oracle call: the input read, the output folder and the oracle's program
checked, the format and its passes chosen; every problem a UserError that says what
to do."""

from __future__ import annotations

import os
import shlex
import shutil
import stat
import subprocess

from trail.core.units import Pass
from trail.errors import UserError
from trail.formats import registry
from trail.formats.base import Format
from trail.formats.registry import FormatError
from trail.formats.text import GRANULARITIES
from trail.handoff.write import HAND_OFF
from trail.oracle.call import Delivery, InputKind, Oracle
from trail.pipeline.settings import STATE_DIR, Settings

# Characters that make an oracle's first word shell syntax rather than a program's name.
SHELL_SYNTAX = frozenset("=()&|;<>$`\\*?[]{}!~#'\"")


def read_input(path: str) -> bytes:
    """The input's bytes; a folder is packed as deterministic tar bytes."""
    if not os.path.exists(path):
        raise UserError(f"input not found: {path}: give the path of the failing input")
    check_input_kind(path)
    try:
        if os.path.isdir(path):
            return _packed(path)
        with open(path, "rb") as fh:
            return fh.read()
    except OSError as exc:
        raise UserError(f"cannot read input {path}: {exc.strerror}") from exc


def _packed(path: str) -> bytes:
    # Imported here, not at the top: tar and the folder format serve folder inputs only.
    from trail.formats.directory import UnsafeArchive, entries, pack_dir

    try:
        data = pack_dir(path)
        entries(data)  # refuse now what no sandbox could lay out (a link out of it)
    except UnsafeArchive as exc:
        raise UserError(f"cannot take folder {path} as input: {exc}: give a copy of the "
                        "folder without it") from exc
    return data


def check_input_kind(path: str) -> None:
    """Refuse a FIFO, socket or device: reading one blocks or never ends, and no
    candidate could be laid out in its place."""
    try:
        mode = os.stat(path).st_mode  # stat, not open: opening a FIFO blocks
    except OSError as exc:
        raise UserError(f"cannot read input {path}: {exc.strerror}") from exc
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise UserError(f"input {path} is not a file or a folder (a FIFO, socket or "
                        "device): save its content to a file and give that")


def check_out_dir(settings: Settings) -> None:
    """Refuse an --out where writing the hand-off would destroy the user's files: the
    input, the oracle, or files trail did not write there."""
    out = settings.out_dir
    if not out.strip():
        raise UserError("--out is empty: give a folder for the result (default trail-out)")
    if os.path.exists(out) and not os.path.isdir(out):
        raise UserError(f"--out {out} is a file: give a folder for the result")
    written = [os.path.join(out, name) for name in (settings.oracle.file_name, *HAND_OFF)]
    there = [path for path in written if os.path.lexists(path)]
    for path in there:
        what = _what_it_is(path, settings)
        if what is not None:
            raise UserError(f"--out {out} would overwrite {what} ({path}): "
                            "choose another --out")
    if there and not os.path.isdir(os.path.join(out, STATE_DIR)):  # not an earlier run's
        raise UserError(f"--out {out} would overwrite {there[0]}, which trail did not "
                        "write: choose another --out, or an empty folder")
    if os.path.isdir(settings.input_path) and _inside(settings.input_path, written[0]):
        raise UserError(f"--out {out} would replace the input folder {settings.input_path} "
                        "with the result: choose another --out")
    # trail's files would become part of the input, and a second run would reduce them.
    if os.path.isdir(settings.input_path) and _inside(out, settings.input_path):
        raise UserError(f"--out {out} is inside the input folder {settings.input_path}: "
                        "choose an --out outside it")


def _what_it_is(path: str, settings: Settings) -> str | None:
    """'the input' or 'the oracle' when `path` is one of them."""
    oracle = settings.oracle
    words = [oracle.script] if oracle.script else _words(oracle.command)
    for name, candidates in (("the input", [settings.input_path]), ("the oracle", words)):
        for candidate in candidates:
            here = os.path.join(oracle.workdir or "", candidate)
            if os.path.exists(here) and os.path.samefile(here, path):
                return name
    return None


def _words(command: str) -> list[str]:
    try:
        return shlex.split(command)
    except ValueError:  # unbalanced quotes: the shell will say so
        return []


def _inside(folder: str, path: str) -> bool:
    """Is `folder` the same as `path` or inside it?"""
    folder, path = os.path.realpath(folder), os.path.realpath(path)
    return folder == path or folder.startswith(path.rstrip(os.sep) + os.sep)


def check_oracle_command(oracle: Oracle) -> None:
    """Fail early, with a message, when the oracle's program does not exist."""
    if oracle.script is not None:
        if not os.path.isfile(oracle.script):
            given = os.path.basename(oracle.script)
            hint = (": --oracle-script takes a file; for a command line, use --oracle "
                    "(with {} for the candidate's path)") if " " in given or "{}" in given else ""
            raise UserError(f"oracle script not found: {oracle.script}{hint}")
        if not os.access(oracle.script, os.X_OK):
            raise UserError(f"oracle script is not executable: {oracle.script}: chmod +x it")
        return
    try:
        words = shlex.split(oracle.command)
    except ValueError as exc:
        raise UserError(f"cannot parse the oracle command: {exc}") from exc
    if not words:
        raise UserError("the oracle command is empty: give --oracle 'CMD {}'")
    program = words[0]
    if any(char in SHELL_SYNTAX for char in program):
        return  # an assignment, a grouping, a redirection ...: let the shell judge
    if oracle.delivery is Delivery.AS_NAME and "/" in program and not os.path.isabs(program):
        where = os.path.join(oracle.workdir or os.getcwd(), program)
        raise UserError(f"with --as the oracle runs in a fresh folder, where {program} is "
                        f"not: give its absolute path ({os.path.normpath(where)})")
    workdir = oracle.workdir or os.getcwd()
    if workdir == os.getcwd() and shutil.which(program) is not None:
        return  # an executable file the shell finds on PATH too: no shell started to ask
    # Ask the shell itself, so builtins, keywords and PATH lookups count alike.
    probe = subprocess.run(["/bin/sh", "-c", 'command -v -- "$1"', "sh", program],
                           cwd=workdir, capture_output=True)
    if probe.returncode != 0:
        raise UserError(f"oracle command not found: {program}: install it or fix --oracle")


def choose_format(settings: Settings, data: bytes) -> tuple[Format, str, list[str]]:
    try:
        return registry.choose(settings.oracle.file_name, data, settings.format_name,
                               directory=settings.oracle.kind is InputKind.DIRECTORY)
    except FormatError as exc:
        raise UserError(str(exc)) from exc


def choose_passes(settings: Settings, fmt: Format, data: bytes) -> list[Pass]:
    if settings.passes is not None:
        return settings.passes
    if settings.granularity is not None:
        if settings.granularity not in GRANULARITIES:
            names = ", ".join(GRANULARITIES)
            raise UserError(f"unknown granularity {settings.granularity!r}: use one of {names}")
        return [GRANULARITIES[settings.granularity]]
    passes = fmt.passes(data)
    return passes if settings.select is None else settings.select(passes)


def count_units(data: bytes, step: Pass) -> int:
    cut = step.cut(data)
    return len(cut.units) if cut is not None else (1 if data else 0)


def ignores_input_warning(oracle: Oracle) -> str:
    """Why an empty result is suspect, and where the oracle should read the candidate."""
    if oracle.delivery is Delivery.STDIN:
        where = "reads its standard input"
    elif oracle.delivery is Delivery.AS_NAME:
        where = f"reads {oracle.file_name} in its working directory"
    elif oracle.script is not None:
        where = "reads the file named by its $1"
    else:
        where = "uses {} (the candidate's path)"
    return ("the oracle fails even on the empty input, so it probably does not read the "
            f"candidate: check that it {where}")
