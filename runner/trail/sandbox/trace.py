"""Which files a command reads: one run of it under a file-open tracer.

strace (`-f` follows every child, `-y` prints the file an open returned, so relative
names and directory descriptors need no resolving) sees the opens of any program.
Where strace is missing or ptrace is not allowed (some containers forbid it), a
Python command is traced from inside: a sitecustomize.py on PYTHONPATH adds an audit
hook on "open" (PEP 578) that logs each name opened for reading, in the Python
processes the command starts too. Any other command cannot be traced then, and the
error says what to install.
"""

from __future__ import annotations

import codecs
import enum
import os
import re
import shlex
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trail.oracle.call import Executor, OracleCall, RunResult
from trail.sandbox.errors import SandboxError

LOG_NAME = "opened.log"

# The audit hook. Opening the log itself raises "open" too: the flag stops the loop.
SITECUSTOMIZE = """\
import os, sys

def _trail_hook(event, args, _busy=[False], _log=os.environ.get("TRAIL_TRACE_LOG")):
    if event != "open" or _busy[0] or not _log or isinstance(args[0], int):
        return
    path, mode, flags = args
    reads = ("r" in mode or "+" in mode) if mode else (flags & os.O_ACCMODE) != os.O_WRONLY
    if not reads:
        return
    _busy[0] = True
    try:
        with open(_log, "a", encoding="utf-8", errors="surrogateescape") as log:
            log.write(os.path.abspath(os.fsdecode(path)) + "\\n")
    except OSError:
        pass
    finally:
        _busy[0] = False

sys.addaudithook(_trail_hook)
"""


class Tracer(enum.Enum):
    STRACE = "strace"
    AUDIT_HOOK = "python audit hook"


@dataclass(frozen=True)
class Traced:
    """The traced run: its result, the tracer, and the files it opened for reading
    (absolute paths, in the order first opened)."""

    result: RunResult
    tracer: Tracer
    opened: tuple[str, ...]
    note: str | None = None  # why the fallback tracer was used


def strace_problem() -> str | None:
    """Why strace cannot trace here; None when it can."""
    if shutil.which("strace") is None:
        return "strace is not installed"
    try:
        probe = subprocess.run(["strace", "-f", "-qq", "-o", os.devnull, "--", "/bin/sh", "-c",
                                ":"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"strace does not run ({exc})"
    if probe.returncode != 0:
        said = probe.stderr.decode("utf-8", "replace").strip().splitlines()
        return f"strace cannot trace here ({said[-1] if said else 'ptrace not allowed'})"
    return None


def is_python_command(argv: Sequence[str]) -> bool:
    """Whether the command's program is a Python interpreter or a Python script."""
    if not argv:
        return False
    name = os.path.basename(argv[0])
    if re.fullmatch(r"python[\d.]*|pytest|py\.test", name):
        return True
    program = shutil.which(argv[0])
    if program is None:
        return False
    try:
        with open(program, "rb") as fh:
            first = fh.readline(200)
    except OSError:
        return False
    return first.startswith(b"#!") and b"python" in first


@dataclass(frozen=True)
class TraceRun:
    """One command to trace: `command` is its shell text, `argv` its words."""

    command: str
    argv: tuple[str, ...]
    workdir: str
    env: Mapping[str, str]
    timeout: float | None
    log_dir: str  # a folder of trail's for the tracer's log


def trace(executor: Executor, run: TraceRun, problem: str | None = None) -> Traced:
    """Run the command once under strace, or under the audit hook when `problem` says
    why strace cannot run; SandboxError when neither can trace it."""
    log = os.path.join(run.log_dir, LOG_NAME)
    if problem is None:
        command = (f"strace -f -qq -y -e trace=open,openat,openat2 -o {shlex.quote(log)} -- "
                   f"/bin/sh -c {shlex.quote(run.command)}")
        result = _run(executor, run, command, {})
        return Traced(result, Tracer.STRACE, read_strace_log(log))
    if not is_python_command(run.argv):
        raise SandboxError(f"cannot trace which files the command reads: {problem}, and the "
                           "command is not a Python program (the fallback traces those "
                           "only): install strace and allow ptrace (docker run --cap-add "
                           "SYS_PTRACE)")
    with open(os.path.join(run.log_dir, "sitecustomize.py"), "w", encoding="utf-8") as fh:
        fh.write(SITECUSTOMIZE)
    path = os.pathsep.join(p for p in (run.log_dir, run.env.get("PYTHONPATH",
                                                                os.environ.get("PYTHONPATH")))
                           if p)
    result = _run(executor, run, run.command, {"PYTHONPATH": path, "TRAIL_TRACE_LOG": log})
    return Traced(result, Tracer.AUDIT_HOOK, _read_lines(log),
                  note=f"{problem}: traced with a Python audit hook (Python processes only)")


def _run(executor: Executor, run: TraceRun, command: str, env: Mapping[str, str]) -> RunResult:
    result = executor.run(OracleCall(command=command, candidate=b"", file_name="input",
                                     timeout=run.timeout, env={**run.env, **env},
                                     workdir=run.workdir))
    if result.error is not None:
        raise SandboxError(f"cannot run the command: {result.error}")
    return result


def _unique(paths: Sequence[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(paths))


def _read_lines(log: str) -> tuple[str, ...]:
    try:
        with open(log, encoding="utf-8", errors="surrogateescape") as fh:
            return _unique([line.rstrip("\n") for line in fh if line.strip()])
    except FileNotFoundError:  # the command opened nothing
        return ()


# `PID openat(AT_FDCWD</dir>, "name", O_RDONLY|O_CLOEXEC) = 3</abs/name>`; under -f a
# call may be split in `... <unfinished ...>` and `<... openat resumed>...) = 3</abs/name>`.
_CALL = re.compile(r"^(\d+)\s+(?:(open|openat|openat2)\((.*)|<\.\.\. (?:open|openat|openat2) "
                   r"resumed>(.*))$")
_RETURNED = re.compile(r"\)\s+=\s+\d+<(.*)>$")


def read_strace_log(log: str) -> tuple[str, ...]:
    """The files opened for reading, from strace -y output."""
    try:
        with open(log, encoding="utf-8", errors="surrogateescape") as fh:
            lines = fh.read().splitlines()
    except FileNotFoundError:
        return ()
    pending: dict[str, str] = {}  # pid -> the arguments of its unfinished call
    opened = []
    for line in lines:
        match = _CALL.match(line)
        if match is None:
            continue
        pid, name, args, resumed = match.groups()
        if name is not None and args.endswith("<unfinished ...>"):
            pending[pid] = args
            continue
        text = args if name is not None else pending.pop(pid, "") + resumed
        returned = _RETURNED.search(text)
        if returned is None or "O_WRONLY" in text or "O_DIRECTORY" in text:
            continue
        opened.append(_unescape(returned.group(1)))
    return _unique(opened)


def _unescape(path: str) -> str:
    """strace's C escapes (a name that is not printable ASCII) back to the name."""
    if "\\" not in path:
        return path
    raw = codecs.escape_decode(path.encode("utf-8", "surrogateescape"))[0]
    return os.fsdecode(raw)
