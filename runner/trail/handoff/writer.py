"""One way to write a hand-off file: all of it or none of it.

The bytes go to a temporary file with a unique name in the same folder (so the
rename cannot cross file systems and two writers never share it), which then
replaces the target; on any failure the temporary file is removed.
"""

from __future__ import annotations

import contextlib
import os
import tempfile

from trail.diskfull import naming

TEMP_PREFIX = ".trail-tmp-"  # a file being written (left by a run killed meanwhile)


def write_atomically(path: str | os.PathLike[str], data: bytes, mode: int = 0o644) -> None:
    """Replace `path` with `data` (file mode `mode`) in one rename."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=TEMP_PREFIX)
    try:
        with naming(path), os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        # A signal handled just after the rename raises there, with tmp gone.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
