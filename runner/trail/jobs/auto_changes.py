"""What the checkout has that its commit lacks: the changes not committed that the
failing command ran on, as a diff reproduce.sh applies in its clone.

On a developer's machine the bug is often a change not yet committed; a clone of the
commit without it would pass, and say nothing. So the hand-off carries git's binary
diff of the working tree against HEAD (tracked files), and of the untracked files the
command read (not ignored ones, and not the caches a run writes itself).
"""

from __future__ import annotations

import subprocess
from collections.abc import Collection
from dataclasses import dataclass

from trail.errors import UserError

DIFF_FILE = "changes.diff"


@dataclass(frozen=True)
class Changes:
    """The working tree's changes against HEAD that the hand-off carries."""

    diff: bytes               # `git apply`-able, binary files included
    paths: tuple[str, ...]    # the files it changes, relative to the repository's top

    def said(self) -> str:
        """The terminal's line about them."""
        files = "1 file" if len(self.paths) == 1 else f"{len(self.paths)} files"
        shown = ", ".join(self.paths[:5]) + (", ..." if len(self.paths) > 5 else "")
        return (f"the command ran on changes not committed to {files} ({shown}): "
                f"reproduce.sh applies them in its clone ({DIFF_FILE})")


def _git(repo: str, *args: str, ok: tuple[int, ...] = (0,)) -> bytes:
    done = subprocess.run(["git", "-C", repo, "-c", "core.quotePath=false", *args],
                          capture_output=True)
    if done.returncode not in ok:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise UserError(f"git {args[0]} failed in {repo}: {said[-1] if said else 'error'}")
    return done.stdout


def _names(listing: bytes) -> list[str]:
    return [name for name in listing.decode("utf-8", "surrogateescape").split("\0") if name]


def working_changes(repo: str, read: Collection[str]) -> Changes:
    """The changes of the checkout at `repo` against HEAD: every tracked file's, and
    the untracked files among `read` (paths from the top) that git does not ignore."""
    tracked = _names(_git(repo, "diff", "HEAD", "--name-only", "-z", "--no-renames"))
    diff = _git(repo, "diff", "HEAD", "--binary", "--no-renames", "--no-color",
                "--no-ext-diff") if tracked else b""
    untracked = [name for name in _names(_git(repo, "ls-files", "-z", "--others",
                                              "--exclude-standard")) if name in read]
    for name in untracked:  # exit status 1: the files differ, as a new file always does
        diff += _git(repo, "diff", "--no-index", "--binary", "--no-color", "--no-ext-diff",
                     "--", "/dev/null", name, ok=(0, 1))
    return Changes(diff, (*tracked, *untracked))
