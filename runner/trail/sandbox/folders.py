"""Test folders, emptied after a test and lent to the next: the local and warm sandboxes'.

Making and removing a test's directories cost more than a short test (a directory
takes a disk block at once; freeing it on a disk mounted with `discard` trims it:
16 ms a test, measured under load). Files a test leaves rarely reach the disk before
they are deleted, so an emptied folder is kept for the next test instead.

So is the candidate file, when the test left it as it was written (the same file,
its only link, its mode): the next test's candidate of the same name is written over
it (sandbox.local.materialize), as lithium rewrites its file. Making and removing
the file cost trail more than the rest of its share of a short test (120 us of CPU
against 8, measured); what the next test finds is the same as in a new file.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class Written:
    """A candidate file as it was written into a folder's work/."""

    name: str
    stat: os.stat_result

    def untouched(self, entry: os.DirEntry[str]) -> bool:
        """Whether `entry` is still that file, its only link, with its owner and mode:
        writing the next candidate over it then changes nothing but this file."""
        now, was = entry.stat(follow_symlinks=False), self.stat
        return (entry.name == self.name and stat.S_ISREG(now.st_mode) and now.st_nlink == 1
                and (now.st_ino, now.st_dev, now.st_mode, now.st_uid)
                == (was.st_ino, was.st_dev, was.st_mode, was.st_uid))


class FolderPool:
    """Test folders under `root`, each holding an empty work/ (the candidate's place)
    and tmp/ (the test's TMPDIR) when lent, but for the candidate of the folder's last
    test if it was left untouched; thread-safe. The owner removes `root`."""

    def __init__(self, root: str) -> None:
        self._root = root
        self._spare: list[str] = []  # emptied folders
        self._kept: dict[str, str] = {}  # spare folder -> the candidate its work/ may hold
        self._written: dict[str, Written] = {}  # lent folder -> its candidate as written
        self._lock = threading.Lock()
        self._closed = False

    @contextmanager
    def lent(self, name: str | None = None) -> Iterator[str]:
        """A test folder for one test, emptied but for a file `name` in work/ (None: no
        file) which the test's candidate is written over: an emptied one if any, else
        a new one."""
        folder = self._take(name)
        try:
            yield folder
        finally:
            self._give_back(folder)

    def wrote(self, folder: str, path: str) -> None:
        """The candidate of the test `folder` is lent to was written at `path` (in its
        work/): keep it for the next test if the test leaves it untouched."""
        written = Written(os.path.basename(path), os.lstat(path))
        with self._lock:
            self._written[folder] = written

    def close(self) -> None:
        """Keep no folder from here on: what is given back is removed."""
        self._closed = True

    def _take(self, name: str | None) -> str:
        with self._lock:
            folder = self._spare.pop() if self._spare else None
            kept = self._kept.pop(folder, None) if folder is not None else None
        if folder is not None and kept is not None and kept != name:
            try:
                os.unlink(os.path.join(folder, "work", kept))
            except FileNotFoundError:
                pass
            except OSError:
                shutil.rmtree(folder, ignore_errors=True)
                folder = None
        if folder is not None:
            return folder
        folder = tempfile.mkdtemp(dir=self._root)
        os.mkdir(os.path.join(folder, "work"))
        os.mkdir(os.path.join(folder, "tmp"))
        return folder

    def _give_back(self, folder: str) -> None:
        """Empty the folder for the next test, or remove it if it cannot be emptied."""
        with self._lock:
            written = self._written.pop(folder, None)
        if not self._closed and emptied(folder, written):
            with self._lock:
                self._spare.append(folder)
                if written is not None:
                    self._kept[folder] = written.name
        else:
            shutil.rmtree(folder, ignore_errors=True)


def emptied(folder: str, keep: Written | None = None) -> bool:
    """Remove what a test left in `folder` but its empty work/ and tmp/, and in work/
    the candidate `keep` if untouched; False if anything else is there or cannot go
    (the folder is then removed whole)."""
    both: set[str] = set()
    try:
        for entry in os.scandir(folder):
            if entry.name not in ("work", "tmp"):
                os.unlink(entry.path)  # the captured stdout and stderr, as files
                continue
            if entry.is_symlink() or not entry.is_dir() or \
                    not os.access(entry.path, os.R_OK | os.W_OK | os.X_OK):
                return False
            for inner in os.scandir(entry.path):
                if inner.is_dir(follow_symlinks=False):
                    shutil.rmtree(inner.path)
                elif keep is None or entry.name != "work" or not keep.untouched(inner):
                    os.unlink(inner.path)
            both.add(entry.name)
        return both == {"work", "tmp"}
    except OSError:
        return False
