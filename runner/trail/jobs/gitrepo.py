"""The few git operations trail delta bisect needs, and the temporary worktree.

Everything trail does to a repository happens in a linked worktree of its own, in a
temporary directory: the user's checkout, index, stash and HEAD are never touched.
A worktree's bisect state (BISECT_* files and refs/bisect/*) is private to it and
lives in its admin directory under .git/worktrees/, so removing the worktree also
removes the bisection. Hooks are switched off for trail's git calls, since a
post-checkout hook of the user's repository has no business running here.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from trail.pipeline.outlock import process_alive
from trail.result.bisect import Commit

# A trail worktree's folder: trail-bisect-PID-XXXX/tree, so that a later run knows
# it for trail's own and whether the run that made it is still alive.
WORKTREE_PREFIX = "trail-bisect-"

GIT = ("git", "-c", "core.hooksPath=/dev/null", "-c", "advice.detachedHead=false")


class GitError(Exception):
    """A git command failed; the message is git's own last line."""


def git(cwd: str, *args: str, check: bool = True) -> str:
    proc = subprocess.run([*GIT, "-C", cwd, *args], capture_output=True, text=True)
    if check and proc.returncode != 0:
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        raise GitError(lines[-1] if lines else f"git {args[0]} failed ({proc.returncode})")
    return proc.stdout.rstrip("\n")


@dataclass(frozen=True)
class Repo:
    """A repository seen from the user's checkout: its top level and where they stand in it."""

    toplevel: str
    prefix: str  # the user's directory relative to the top level ("" or "sub/dir/")

    @classmethod
    def find(cls, cwd: str) -> Repo | None:
        """The repository `cwd` is in, or None when it is not inside a work tree."""
        try:
            if git(cwd, "rev-parse", "--is-inside-work-tree") != "true":
                return None
            return cls(git(cwd, "rev-parse", "--show-toplevel"),
                       git(cwd, "rev-parse", "--show-prefix"))
        except GitError:
            return None

    def resolve(self, rev: str) -> str | None:
        """The full hash of the commit `rev` names, or None."""
        try:
            return git(self.toplevel, "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
        except GitError:
            return None

    def commit(self, rev: str) -> Commit:
        out = git(self.toplevel, "show", "-s", "--format=%H%n%aI%n%s", rev)
        hash_, date, subject = (out.split("\n", 2) + ["", ""])[:3]
        return Commit(hash_, subject, date)

    def parent(self, commit: str) -> str | None:
        """The first parent of `commit`; None for a root commit."""
        return self.resolve(f"{commit}^")

    def is_ancestor(self, older: str, newer: str) -> bool:
        return subprocess.run([*GIT, "-C", self.toplevel, "merge-base", "--is-ancestor",
                               older, newer], capture_output=True).returncode == 0

    def count_commits(self, good: str, bad: str) -> int:
        return int(git(self.toplevel, "rev-list", "--count", f"{good}..{bad}"))

    def modified_tracked_files(self) -> list[str]:
        """Tracked files with uncommitted changes (staged or not) in the user's checkout."""
        out = git(self.toplevel, "status", "--porcelain", "--untracked-files=no")
        return [line[3:] for line in out.splitlines() if line]


@dataclass(frozen=True)
class Worktree:
    path: str
    admin: str  # its private git directory (.git/worktrees/NAME): holds the bisect state

    def checkout(self, commit: str) -> None:
        # Like git bisect's own checkouts: build products stay for the next build.
        git(self.path, "checkout", "--quiet", "--force", "--detach", commit)

    def run(self, *args: str, check: bool = True) -> str:
        return git(self.path, *args, check=check)

    def head(self) -> str:
        return git(self.path, "rev-parse", "HEAD")


@contextmanager
def temporary_worktree(repo: Repo, commit: str) -> Iterator[Worktree]:
    """A detached worktree of `repo` at `commit` in a temp dir, removed on any exit;
    first, those that runs killed before their clean-up (kill -9) left behind."""
    remove_stale_worktrees(repo)
    root = tempfile.mkdtemp(prefix=f"{WORKTREE_PREFIX}{os.getpid()}-")
    path = os.path.join(root, "tree")
    admin = None
    try:
        git(repo.toplevel, "worktree", "add", "--quiet", "--detach", path, commit)
        admin = git(path, "rev-parse", "--absolute-git-dir")
        yield Worktree(path, admin)
    finally:
        # A second Ctrl-C must not cut the clean-up short: hold signals until it is done.
        held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        try:
            _remove(repo, path, admin)
            shutil.rmtree(root, ignore_errors=True)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _remove(repo: Repo, path: str, admin: str | None) -> None:
    removed = not os.path.exists(path) or subprocess.run(
        [*GIT, "-C", repo.toplevel, "worktree", "remove", "--force", "--force", path],
        capture_output=True).returncode == 0
    if not removed and admin is not None:
        # Drop just this worktree's admin dir, not every stale one (as prune would).
        shutil.rmtree(admin, ignore_errors=True)


def remove_stale_worktrees(repo: Repo) -> None:
    """Remove trail's worktrees whose run is gone, then let git prune what is missing."""
    listing = git(repo.toplevel, "worktree", "list", "--porcelain", check=False)
    for line in listing.splitlines():
        path = line.removeprefix("worktree ")
        root = os.path.dirname(path)
        name = os.path.basename(root)
        if line == path or os.path.basename(path) != "tree" \
                or not name.startswith(WORKTREE_PREFIX):
            continue
        pid = name.removeprefix(WORKTREE_PREFIX).split("-")[0]
        if pid.isdigit() and not process_alive(int(pid)):
            _remove(repo, path, None)
            shutil.rmtree(root, ignore_errors=True)
    git(repo.toplevel, "worktree", "prune", check=False)

