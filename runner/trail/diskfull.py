"""A full disk, told as one line that names the full folder.

Writing to an open file that no longer fits raises OSError(ENOSPC) without a file
name; the writers wrap their writes in `naming(path)` so that cli.main can say which
folder is full (the --out folder, or TMPDIR where the sandbox lays out candidates).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager

NO_SPACE = frozenset({errno.ENOSPC, errno.EDQUOT})


@contextmanager
def naming(path: str | os.PathLike[str]) -> Iterator[None]:
    """Put `path` in an OSError raised inside without a file name."""
    try:
        yield
    except OSError as exc:
        if exc.filename is None:
            exc.filename = os.fspath(path)
        raise


def is_disk_full(error: BaseException) -> bool:
    return isinstance(error, OSError) and error.errno in NO_SPACE


def full_folder(path: str | None) -> str | None:
    """The mount point that holds `path`: the folder that is full."""
    if path is None:
        return None
    folder = os.path.dirname(os.path.abspath(path))
    while not os.path.ismount(folder):
        folder = os.path.dirname(folder)
    return folder


def disk_full_message(error: OSError) -> str:
    where = full_folder(error.filename)
    if where is None:
        return ("no space left on a device trail writes to: free some space, or give "
                "trail another --out or TMPDIR")
    return (f"no space left in {where} (writing {error.filename}): free some space, or "
            "give trail another --out or TMPDIR")
