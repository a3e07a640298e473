"""A cgroup per oracle call, for `--sandbox ns`: memory, PIDs and CPU as Docker limits them.

Both kernel interfaces are served, because both are common: cgroup v2 (one tree,
systemd hosts, GitHub's runners) and cgroup v1 (one tree per controller, e.g. inside
a Docker container on a v1 host). A run gets one parent cgroup per tree, named
after its process (sandbox.leftovers' mark: PID and start time) and its run id, and
each call a child of it, removed after the call. A run killed with SIGKILL removes
nothing: the next run's `open` removes the cgroups of every run that is gone, in
whichever cgroup of the tree it was made (a CI job's own cgroup differs from the
next job's), killing what is left in them first. Where no
cgroup can be created (v2 without delegation, a read-only /sys/fs/cgroup), `open`
returns None and the sandbox falls back to rlimits.
"""

from __future__ import annotations

import os
import re
import signal
import time
from dataclasses import dataclass
from pathlib import Path

from trail.sandbox.leftovers import MARK, Mark, this_run
from trail.sandbox.limits import Limits

MOUNT = Path("/sys/fs/cgroup")
CPU_PERIOD = 100_000  # microseconds, the kernel's default CFS period
_RUN_NAME = re.compile(rf"trail-{MARK}-.+")  # a run's parent cgroup


@dataclass(frozen=True)
class Setting:
    """One limit file of one tree (`tree` is "" for v2's single tree)."""

    tree: str
    file: str
    value: str
    required: bool = True  # memsw/swap files exist only with swap accounting


def is_v2() -> bool:
    """Whether /sys/fs/cgroup is cgroup v2's single tree (else v1's tree per controller)."""
    return (MOUNT / "cgroup.controllers").exists()


def run_folders(run_id: str) -> dict[str, Path]:
    """The parent cgroup of run `run_id` in each tree it uses ("" for v2's one), made
    under this process's own cgroup: a run's calls get their cgroups in it."""
    return {tree: MOUNT / tree / _own_path(tree) / f"trail-{this_run()}-{run_id}"
            for tree in _trees()}


def _trees() -> tuple[str, ...]:
    return ("",) if is_v2() else ("memory", "pids", "cpu")


def remove_dead_runs(trees: tuple[str, ...] | None = None) -> list[Path]:
    """Remove the parent cgroups, anywhere in `trees` (default: those a run uses),
    of runs whose process is gone, and their calls' cgroups with what runs in them.
    Returns the parents removed."""
    removed = []
    for tree in _trees() if trees is None else trees:
        for folder, names, _ in os.walk(MOUNT / tree):
            for name in list(names):
                found = _RUN_NAME.fullmatch(name)
                if found is None:
                    continue
                names.remove(name)  # its children are its calls: not walked into
                if Mark.parse(found.groups()).is_dead():
                    parent = Path(folder, name)
                    _remove_with_children(parent)
                    removed.append(parent)
    return removed


def _own_path(tree: str) -> str:
    """This process's cgroup in `tree` ("" for v2), from /proc/self/cgroup."""
    with open("/proc/self/cgroup") as fh:
        for line in fh:
            _, controllers, path = line.rstrip("\n").split(":", 2)
            if (tree == "" and controllers == "") or tree in controllers.split(","):
                return path.lstrip("/")
    raise OSError(f"no {tree or 'v2'} cgroup in /proc/self/cgroup")


class Cgroups:
    """The parent cgroups of one run; `create(name)` makes a call's cgroups."""

    def __init__(self, version: int, parents: dict[str, Path], settings: list[Setting],
                 oom_file: tuple[str, str]) -> None:
        self.version = version
        self.parents = parents
        self.settings = settings
        self.oom_file = oom_file  # (tree, file) whose "oom_kill N" counts memory kills

    @classmethod
    def open(cls, run_id: str, limits: Limits, memory_bytes: int) -> Cgroups | None:
        """The run's parent cgroups with `limits`, or None where none can be created."""
        quota = str(int(limits.cpus * CPU_PERIOD))
        if is_v2():
            settings = [Setting("", "memory.max", str(memory_bytes)),
                        Setting("", "memory.swap.max", "0", required=False),
                        Setting("", "pids.max", str(limits.pids)),
                        Setting("", "cpu.max", f"{quota} {CPU_PERIOD}")]
            made = cls(2, {}, settings, ("", "memory.events"))
        else:
            settings = [Setting("memory", "memory.limit_in_bytes", str(memory_bytes)),
                        Setting("memory", "memory.memsw.limit_in_bytes", str(memory_bytes),
                                required=False),
                        Setting("pids", "pids.max", str(limits.pids)),
                        Setting("cpu", "cpu.cfs_period_us", str(CPU_PERIOD)),
                        Setting("cpu", "cpu.cfs_quota_us", quota)]
            made = cls(1, {}, settings, ("memory", "memory.oom_control"))
        try:
            remove_dead_runs()
        except OSError:
            pass  # no cgroup tree to read: then none to make either (below)
        try:
            made.parents = run_folders(run_id)
            made._make_parents()
            made.remove(made.create("probe"))
        except OSError:
            made.close()
            return None
        return made

    def _make_parents(self) -> None:
        for parent in self.parents.values():
            parent.mkdir()
        if self.version == 2:  # a v2 child gets only the controllers its parent hands down
            (self.parents[""] / "cgroup.subtree_control").write_text("+memory +pids +cpu")

    def create(self, name: str) -> dict[str, Path]:
        """A call's cgroup in every tree, limited; write a pid to each `cgroup.procs`."""
        made = {tree: parent / name for tree, parent in self.parents.items()}
        for folder in made.values():
            folder.mkdir()
        for setting in self.settings:
            path = made[setting.tree] / setting.file
            if setting.required or path.exists():
                path.write_text(setting.value)
        return made

    def oom_kills(self, made: dict[str, Path]) -> int:
        """How many processes of the call the kernel killed for memory."""
        tree, file = self.oom_file
        try:
            text = (made[tree] / file).read_text()
        except OSError:
            return 0
        counts = dict(line.split() for line in text.splitlines() if line.count(" ") == 1)
        return int(counts.get("oom_kill", 0))

    def remove(self, made: dict[str, Path]) -> None:
        """Kill whatever is left in the call's cgroups, then remove them."""
        for folder in made.values():
            _kill_all(folder)
            _rmdir(folder)

    def close(self) -> None:
        """Remove the run's parents (after killing what a call may have left)."""
        for parent in self.parents.values():
            _remove_with_children(parent)


def _remove_with_children(parent: Path) -> None:
    """Kill what runs in `parent`'s child cgroups, remove them, then `parent`."""
    if not parent.is_dir():
        return
    for child in parent.iterdir():
        if child.is_dir():
            _kill_all(child)
            _rmdir(child)
    _rmdir(parent)


def _kill_all(folder: Path) -> None:
    """SIGKILL every process in the cgroup until none is left (a fork races the reading)."""
    for _ in range(100):
        try:
            pids = [int(pid) for pid in (folder / "cgroup.procs").read_text().split()]
        except OSError:
            return
        if not pids:
            return
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.001)


def _rmdir(folder: Path) -> None:
    """rmdir a cgroup; it is busy while a killed process is still being torn down."""
    deadline = time.monotonic() + 2
    while True:
        try:
            folder.rmdir()
            return
        except FileNotFoundError:
            return
        except OSError:
            if time.monotonic() > deadline:
                return
            time.sleep(0.002)
