"""What a run leaves on the machine carries the run's mark, so a later run finds it again.

A trail killed with SIGKILL removes nothing: its temp folders, the cgroups of
`--sandbox ns` and the containers of `--sandbox docker` stay, and on a self-hosted
runner they pile up with every cancelled job. So each of them is named (or
labelled) by a `Mark`: the trail process's PID namespace, PID and start time. The
start of any later run removes those whose process is gone (`sweep_temp` here,
cgroups.py and docker.py for theirs). A mark from another PID namespace (a trail
in another container sharing /tmp) cannot be judged from here and is left alone.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import tempfile
from dataclasses import dataclass

MARK = r"(\d+)\.(\d+)\.(\d+)"  # pidns.pid.start
# A temp folder of a run: trail-KIND-MARK-random (tempfile's suffix).
_TEMP = re.compile(rf"trail-[a-z]+-{MARK}-")
# In every local test's environment, naming its sandbox's temp folder, so that
# close(), or a later run's sweep, finds what escaped the process group.
MARKER = "TRAIL_SANDBOX"


@dataclass(frozen=True)
class Mark:
    """One trail process, as long as it lives: its PID namespace, PID and start time
    (clock ticks since boot, from /proc/PID/stat), so a reused PID is another run."""

    pidns: int
    pid: int
    start: int

    def __str__(self) -> str:
        return f"{self.pidns}.{self.pid}.{self.start}"

    @classmethod
    def parse(cls, groups: tuple[str, ...]) -> Mark:
        pidns, pid, start = (int(group) for group in groups)
        return cls(pidns, pid, start)

    def is_dead(self) -> bool:
        """Whether the process this mark names is gone (False where it cannot be told)."""
        if self.pidns != _pid_namespace():
            return False
        return _start_of(self.pid) != self.start


def this_run() -> Mark:
    """The mark of this process (a forked child, a Dask worker: its own)."""
    pid = os.getpid()
    start = _start_of(pid)
    assert start is not None  # our own /proc entry
    return Mark(_pid_namespace(), pid, start)


def find(name: str) -> Mark | None:
    """The mark in `name` (a cgroup's, a label's value), if it carries one."""
    found = re.search(MARK, name)
    return Mark.parse(found.groups()) if found else None


def temp_prefix(kind: str) -> str:
    """The prefix of a temp folder of this run: trail-KIND-MARK-."""
    return f"trail-{kind}-{this_run()}-"


def sweep_temp(folder: str | None = None) -> list[str]:
    """Remove the temp folders of dead runs in `folder` (the temp dir), after killing
    what their tests left running there; returns the paths removed."""
    folder = folder or tempfile.gettempdir()
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    removed = []
    for name in names:
        found = _TEMP.match(name)
        if found is None or not Mark.parse(found.groups()).is_dead():
            continue
        path = os.path.join(folder, name)
        kill_marked(f"{MARKER}={path}".encode())
        shutil.rmtree(path, ignore_errors=True)
        removed.append(path)
    return removed


def kill_marked(mark: bytes) -> None:
    """Kill what an oracle started outside its process group (`setsid`, a daemon):
    it still carries the sandbox's mark in its environment, unless it cleared it."""
    for pid in os.listdir("/proc") if os.path.isdir("/proc") else ():
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            marked = mark in read_proc(f"/proc/{pid}/environ").split(b"\0")
        except OSError:  # gone, or not ours to read
            continue
        if marked:
            try:
                os.kill(int(pid), signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


def read_proc(path: str) -> bytes:
    """A /proc file's bytes, by plain os calls: the sweeps read them after every test
    and over every process at the end, and a file object's five system calls more each
    were most of the sweep."""
    fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    try:
        chunks = []
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def proc_stat(pid: str) -> list[bytes] | None:
    """/proc/PID/stat's fields after the command name (state is [0], ppid [1], the
    start time [19]); None if the process is gone."""
    try:
        stat = read_proc(f"/proc/{pid}/stat")
    except OSError:  # gone meanwhile
        return None
    # "pid (comm) state ppid ...": comm may hold spaces and parentheses.
    return stat.rsplit(b")", 1)[-1].split()


def _pid_namespace() -> int:
    try:
        return os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        return 0


def _start_of(pid: int) -> int | None:
    """The start time of process `pid` in clock ticks since boot; None if it is gone."""
    fields = proc_stat(str(pid))
    return None if fields is None else int(fields[19])
