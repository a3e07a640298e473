"""One run at a time per output folder: a lock file holding the pid of its run.

Two runs writing one --out would mix their files and both say "wrote ...". The lock
is taken when the job creates the folder (after the usage checks, so that a usage
error leaves no folder) and held until the process ends: the hand-off is written by
whichever job called the delta job (delta, isolate, bisect), after it returns. A lock
whose pid is gone (kill -9) is stale and taken over, with a note; the holder then
removes the half-written files such a run left (handoff.writer's temporary names).
"""

from __future__ import annotations

import atexit
import contextlib
import os
from collections.abc import Callable

from trail.handoff.writer import TEMP_PREFIX

LOCK_FILE = "lock"

_held: set[str] = set()  # lock files this process holds


class OutDirBusy(Exception):
    """Another live run holds the output folder."""


def lock_out_dir(state_dir: str, out: str, say: Callable[[str], None]) -> None:
    """Hold `state_dir`'s lock for this process, or raise OutDirBusy naming the holder."""
    path = os.path.join(state_dir, LOCK_FILE)
    if path in _held:
        return
    if not _create(path):
        holder = _holder(path)
        if holder is not None and process_alive(holder):
            raise OutDirBusy(f"--out {out} is in use by another trail run (pid {holder}): "
                             "wait for it to end, or choose another --out")
        say(f"trail: note: taking over {out} from an earlier run (pid {holder}) that is gone")
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
        if not _create(path):  # another run took it over first
            raise OutDirBusy(f"--out {out} is in use by another trail run: wait for it "
                             "to end, or choose another --out")
    _held.add(path)
    if len(_held) == 1:
        atexit.register(_release)
    _remove_half_written(out)


def _remove_half_written(out: str) -> None:
    """Remove what runs killed while writing a file of `out` left: the lock's holder
    is its only writer, so no such file is being written now."""
    for folder, _, names in os.walk(out):
        for name in names:
            if name.startswith(TEMP_PREFIX):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(os.path.join(folder, name))


def _create(path: str) -> bool:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        return False
    with os.fdopen(fd, "w") as fh:
        fh.write(f"{os.getpid()}\n")
    return True


def _holder(path: str) -> int | None:
    try:
        with open(path, encoding="utf-8") as fh:
            return int(fh.read().strip())
    except (OSError, ValueError):  # gone meanwhile, or cut short by kill -9
        return None


def process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def _release() -> None:
    for path in _held:
        if _holder(path) == os.getpid():
            with contextlib.suppress(OSError):
                os.unlink(path)
    _held.clear()
