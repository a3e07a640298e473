"""Scratch copies of a repository, where each candidate's files are put in place.

`trail delta auto` minimizes several files of a repository together, and the
command that fails must find them at their own paths among the other files. The
repository is copied (everything but .git); before each call the candidate's files
(a folder as tar, formats.directory) are written into a copy, and a chosen file the
candidate lacks is removed from it. The user's checkout is never written.

With --jobs N there are N copies, one per call running at once: a call takes a free
copy, puts its candidate in place there and runs in it, the copy's root being the
call's `workdir`. So the inner sandbox (a local one, or one that starts the command
warm) sees calls with different workdirs side by side, from several threads. The
copies besides the first are cloned from it after the traced run and before any
candidate, so that every copy starts as the one copy of --jobs 1 does.

A copy shares its files' blocks with its source where the file system can clone
them (btrfs, XFS: `cp --reflink=auto`), else it is a real copy. Never a hard link:
the command may write a file of the repository in place (a cache, a generated
file), and through a link that write would reach every other copy, where a
candidate's outcome would then depend on the copy it ran in (--jobs N would no
longer give --jobs 1's result), or, linked to it, the user's checkout.
"""

from __future__ import annotations

import copy
import fcntl
import os
import shutil
import stat
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

from trail.core.outcome import Outcome
from trail.formats.directory import entries
from trail.oracle.call import Delivery, InputKind, OracleCall, RunResult
from trail.sandbox.base import Sandbox
from trail.sandbox.errors import SandboxError

# Python must not reuse bytecode compiled from an earlier candidate: a .pyc is
# checked by the source's mtime (in seconds) and size, which two candidates written
# within a second may share.
NO_BYTECODE = {"PYTHONDONTWRITEBYTECODE": "1"}

FICLONE = 0x40049409  # linux/fs.h: the ioctl that clones a file's blocks (_IOW(0x94, 9, int))


class _Cloner:
    """shutil.copy2 that clones the blocks where the file system can: one copy tree's
    `copy_function`. After the first refusal it copies at once (one file system)."""

    def __init__(self) -> None:
        self.clones = True

    def __call__(self, source: str, dest: str) -> str:
        # Not a FIFO or a device (an untracked one in the working tree): open would block.
        if self.clones and stat.S_ISREG(os.stat(source).st_mode):
            try:
                with open(source, "rb") as src, open(dest, "wb") as dst:
                    fcntl.ioctl(dst.fileno(), FICLONE, src.fileno())
                shutil.copystat(source, dest)
                return dest
            except OSError:  # ext4, tmpfs, another file system than the source's ...
                self.clones = False
        return shutil.copy2(source, dest)


def copy_tree(source: str, dest: str, skip: str | None = None) -> None:
    """The working tree at `source`, without its .git (nor `skip`, a real path: trail's
    output folder), copied to `dest` (new)."""
    def ignore(folder: str, names: list[str]) -> set[str]:
        here = os.path.realpath(folder)
        return {name for name in names
                if name == ".git" or os.path.join(here, name) == skip}

    shutil.copytree(source, dest, symlinks=True, ignore=ignore, copy_function=_Cloner())


def worker_copies(first: str, jobs: int) -> list[str]:
    """`first` and jobs-1 copies of it beside it (`first`-1, `first`-2, ...).

    SandboxError, before any is made, where they would not fit on the disk (counted
    as real copies: whether the file system clones is known only by trying)."""
    more = [f"{first}-{n}" for n in range(1, jobs)]
    if more:
        need = tree_bytes(first) * len(more)
        room = shutil.disk_usage(os.path.dirname(first)).free
        if need > room:
            raise SandboxError(
                f"--jobs {jobs} needs {len(more)} more scratch copies of the repository "
                f"({need / 1e6:,.0f} MB), and {os.path.dirname(os.path.dirname(first))} has "
                f"{room / 1e6:,.0f} MB free: lower --jobs, or set TMPDIR to a folder "
                "with more room")
    for root in more:
        shutil.copytree(first, root, symlinks=True, copy_function=_Cloner())
    return [first, *more]


def tree_bytes(root: str) -> int:
    """The bytes of the files under `root` (symlinks not followed)."""
    total = 0
    for folder, _, names in os.walk(root):
        for name in names:
            total += os.lstat(os.path.join(folder, name)).st_size
    return total


class ScratchSandbox(Sandbox):
    """Runs each call in one of `roots`, the scratch copies, with the candidate's files
    in place; as many calls at once as there are copies (more wait for a free one).

    What the inner sandbox is given: each call with `workdir` set to its copy's root,
    from several threads at once, never two at once with the same workdir, and the
    candidate already in place (the call's own candidate is empty)."""

    runs_on_host = True

    def __init__(self, inner: Sandbox, roots: Sequence[str], paths: Iterable[str],
                 env: dict[str, str] | None = None) -> None:
        self.inner = inner
        self.name = inner.name
        self.roots = tuple(roots)
        self.paths = tuple(paths)  # the chosen files, relative to each root
        self.env = {**NO_BYTECODE, **(env or {})}
        self._free = list(reversed(self.roots))  # the first copy is taken first
        self._freed = threading.Condition()

    def run(self, call: OracleCall) -> RunResult:
        with self._placed(call) as placed:
            return self.inner.run(placed)

    def judge_warm_by(self, judge: Callable[[RunResult], Outcome],
                      original: OracleCall) -> None:
        with self._placed(original) as placed:
            self.inner.judge_warm_by(judge, placed)

    @contextmanager
    def _placed(self, call: OracleCall) -> Iterator[OracleCall]:
        """The call as the inner sandbox gets it, its candidate in place in a free copy."""
        root = self._take()
        try:
            self.put_in_place(root, call.candidate)
            yield replace(call, candidate=b"", kind=InputKind.FILE, delivery=Delivery.PATH,
                          workdir=root, env={**call.env, **self.env})
        finally:
            with self._freed:
                self._free.append(root)
                self._freed.notify()

    def _take(self) -> str:
        with self._freed:
            while not self._free:
                self._freed.wait()
            return self._free.pop()

    def put_in_place(self, root: str, candidate: bytes) -> None:
        """Write the candidate's files into the copy at `root`; remove the chosen ones
        it lacks."""
        files = {e.name: e for e in entries(candidate) if e.kind == "file"}
        for name in self.paths:
            target = os.path.join(root, name)
            entry = files.get(name)
            if entry is None:
                if os.path.lexists(target):
                    os.remove(target)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as fh:
                fh.write(entry.content)
            os.chmod(target, entry.mode & 0o777)

    def cold(self) -> Sandbox:
        """The same copies and their pool, around the inner sandbox's cold one."""
        cold = self.inner.cold()
        if cold is self.inner:
            return self
        twin = copy.copy(self)
        twin.inner = cold
        return twin

    def close(self) -> None:
        self.inner.close()

    def describe(self) -> dict[str, object]:
        return {**self.inner.describe(), "scratch_copy": self.roots[0]}

    def check_original(self, result: RunResult) -> None:
        self.inner.check_original(result)
