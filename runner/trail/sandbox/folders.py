"""Test folders, emptied after a test and lent to the next: the local and warm sandboxes'.

Making and removing a test's directories cost more than a short test (a directory
takes a disk block at once; freeing it on a disk mounted with `discard` trims it:
16 ms a test, measured under load). Files a test leaves rarely reach the disk before
they are deleted, so an emptied folder is kept for the next test instead.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class FolderPool:
    """Test folders under `root`, each holding an empty work/ (the candidate's place)
    and tmp/ (the test's TMPDIR) when lent; thread-safe. The owner removes `root`."""

    def __init__(self, root: str) -> None:
        self._root = root
        self._spare: list[str] = []  # emptied folders
        self._lock = threading.Lock()
        self._closed = False

    @contextmanager
    def lent(self) -> Iterator[str]:
        """An empty test folder for one test: an emptied one if any, else a new one."""
        folder = self._take()
        try:
            yield folder
        finally:
            self._give_back(folder)

    def close(self) -> None:
        """Keep no folder from here on: what is given back is removed."""
        self._closed = True

    def _take(self) -> str:
        with self._lock:
            if self._spare:
                return self._spare.pop()
        folder = tempfile.mkdtemp(dir=self._root)
        os.mkdir(os.path.join(folder, "work"))
        os.mkdir(os.path.join(folder, "tmp"))
        return folder

    def _give_back(self, folder: str) -> None:
        """Empty the folder for the next test, or remove it if it cannot be emptied."""
        if not self._closed and emptied(folder):
            with self._lock:
                self._spare.append(folder)
        else:
            shutil.rmtree(folder, ignore_errors=True)


def emptied(folder: str) -> bool:
    """Remove what a test left in `folder` but its empty work/ and tmp/; False if
    anything else is there or cannot go (the folder is then removed whole)."""
    try:
        for entry in os.scandir(folder):
            if entry.name not in ("work", "tmp"):
                os.unlink(entry.path)  # the captured stdout and stderr
                continue
            if entry.is_symlink() or not entry.is_dir() or \
                    not os.access(entry.path, os.R_OK | os.W_OK | os.X_OK):
                return False
            for inner in os.scandir(entry.path):
                if inner.is_dir(follow_symlinks=False):
                    shutil.rmtree(inner.path)
                else:
                    os.unlink(inner.path)
        return sorted(os.listdir(folder)) == ["tmp", "work"]
    except OSError:
        return False
