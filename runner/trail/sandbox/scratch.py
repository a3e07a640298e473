"""A scratch copy of a repository, where each candidate's files are put in place.

`trail delta auto` minimizes several files of a repository together, and the
command that fails must find them at their own paths among the other files. The
repository is copied once (everything but .git); before each call the candidate's
files (a folder as tar, formats.directory) are written into the copy, and a chosen
file the candidate lacks is removed from it. The user's checkout is never written.
Calls share the copy, so they run one at a time.
"""

from __future__ import annotations

import copy
import os
import shutil
import threading
from collections.abc import Iterable
from dataclasses import replace

from trail.formats.directory import entries
from trail.oracle.call import Delivery, InputKind, OracleCall, RunResult
from trail.sandbox.base import Sandbox

# Python must not reuse bytecode compiled from an earlier candidate: a .pyc is
# checked by the source's mtime (in seconds) and size, which two candidates written
# within a second may share.
NO_BYTECODE = {"PYTHONDONTWRITEBYTECODE": "1"}


def copy_tree(source: str, dest: str, skip: str | None = None) -> None:
    """The working tree at `source`, without its .git (nor `skip`, a real path: trail's
    output folder), copied to `dest` (new)."""
    def ignore(folder: str, names: list[str]) -> set[str]:
        here = os.path.realpath(folder)
        return {name for name in names
                if name == ".git" or os.path.join(here, name) == skip}

    shutil.copytree(source, dest, symlinks=True, ignore=ignore)


class ScratchSandbox(Sandbox):
    """Runs each call in `root`, the scratch copy, with the candidate's files in place."""

    runs_on_host = True

    def __init__(self, inner: Sandbox, root: str, paths: Iterable[str],
                 env: dict[str, str] | None = None) -> None:
        self.inner = inner
        self.name = inner.name
        self.root = root
        self.paths = tuple(paths)  # the chosen files, relative to root
        self.env = {**NO_BYTECODE, **(env or {})}
        self._lock = threading.Lock()

    def run(self, call: OracleCall) -> RunResult:
        with self._lock:
            self.put_in_place(call.candidate)
            return self.inner.run(replace(call, candidate=b"", kind=InputKind.FILE,
                                          delivery=Delivery.PATH, workdir=self.root,
                                          env={**call.env, **self.env}))

    def put_in_place(self, candidate: bytes) -> None:
        """Write the candidate's files into the copy; remove the chosen ones it lacks."""
        files = {e.name: e for e in entries(candidate) if e.kind == "file"}
        for name in self.paths:
            target = os.path.join(self.root, name)
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
        """The same copy and lock, around the inner sandbox's cold one."""
        cold = self.inner.cold()
        if cold is self.inner:
            return self
        twin = copy.copy(self)
        twin.inner = cold
        return twin

    def close(self) -> None:
        self.inner.close()

    def describe(self) -> dict[str, object]:
        return {**self.inner.describe(), "scratch_copy": self.root}

    def check_original(self, result: RunResult) -> None:
        self.inner.check_original(result)
