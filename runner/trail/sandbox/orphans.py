"""Processes an oracle left behind outside its process group, caught as they are orphaned.

An oracle can leave its process group (`setsid`) and clear its environment (`env -i`),
so neither killing the group nor looking for the sandbox's mark finds what it left.
Once trail is a child subreaper (Linux), every such process, when its parent ends,
becomes trail's own child instead of init's. With --jobs, tests overlap and an
orphan does not say which test it came from; its start time does: an orphan that
started before every test still running began is a leftover of a test that ended.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys

PR_SET_CHILD_SUBREAPER = 36
# Killing an orphan orphans its own children in turn; they are caught on the next
# round, up to this depth.
ROUNDS = 8


def become_subreaper() -> bool:
    """Make orphaned descendants re-parent to this process; False where the system cannot."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes  # here: only a local sandbox that adopts orphans needs it

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def started(pid: int) -> int | None:
    """When `pid` started, in clock ticks since boot; None once it is gone."""
    fields = _stat(str(pid))
    return None if fields is None else int(fields[19])


def own_children() -> dict[int, int]:
    """This process's children (started by it, or orphans it adopted): pid -> start."""
    me, found = os.getpid(), {}
    for name in os.listdir("/proc") if os.path.isdir("/proc") else ():
        fields = _stat(name) if name.isdigit() else None
        if fields is not None and int(fields[1]) == me:
            found[int(name)] = int(fields[19])
    return found


def _stat(pid: str) -> list[bytes] | None:
    """/proc/PID/stat's fields after the command name (state is [0], ppid [1])."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read()
    except OSError:  # gone meanwhile
        return None
    # "pid (comm) state ppid ...": comm may hold spaces and parentheses.
    return stat.rsplit(b")", 1)[-1].split()


def kill_orphans(since: int, until: int | None, keep: set[int]) -> None:
    """Kill and reap this process's children not in `keep` that started at `since` or
    later and before `until` (None: any time), and what they leave in turn."""
    for _ in range(ROUNDS):
        orphans = [pid for pid, start in own_children().items()
                   if pid not in keep and since <= start and (until is None or start < until)]
        if not orphans:
            return
        for pid in orphans:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)
