"""Real git repositories with a scripted history, for the bisect tests and benchmark.

`make_repo` writes the whole history with one `git fast-import`, so a 64-commit
repository costs a few git calls, not hundreds. `regression_history` is the story
the tests tell: an app whose commit `bug_at` starts failing on inputs that hold
both trigger lines.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

AUTHOR = "Test Author <author@example.com>"
EPOCH = 1_700_000_000
TRIGGERS = ("mode=strict", "limit=0")
ERROR = "ValueError: limit 0 in strict mode (line 17)"

Version = Mapping[str, "str | None"]  # path -> new content (executable), None deletes


def git(repo: str | Path, *args: str, **kwargs: object) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True,
                          text=True, **kwargs).stdout  # type: ignore[call-overload]


def _data(text: str) -> bytes:
    raw = text.encode()
    return b"data %d\n" % len(raw) + raw + b"\n"


def make_repo(path: str | Path, commits: Sequence[tuple[str, Version]]) -> list[str]:
    """A repository at `path` whose i-th commit (message, changes) applies `changes`.

    Returns the commit hashes, oldest first; the checkout is on `main` at the last one.
    """
    path = Path(path)
    path.mkdir(parents=True)
    git(path, "init", "-q", "-b", "main")
    git(path, "config", "user.name", "Test User")
    git(path, "config", "user.email", "user@example.com")
    stream = bytearray()
    for i, (message, changes) in enumerate(commits):
        stamp = f"{EPOCH + 60 * i} +0000"
        stream += f"commit refs/heads/main\nauthor {AUTHOR} {stamp}\n" \
                  f"committer {AUTHOR} {stamp}\n".encode()
        stream += _data(message)
        for name, content in changes.items():
            if content is None:
                stream += f"D {name}\n".encode()
            else:
                stream += f"M 100755 inline {name}\n".encode() + _data(content)
        stream += b"\n"
    subprocess.run(["git", "-C", str(path), "fast-import", "--quiet"], input=bytes(stream),
                   check=True)
    git(path, "reset", "--hard", "-q", "main")
    return git(path, "rev-list", "--reverse", "main").split()


def app_script(version: int, buggy: bool, older_bug: bool = False) -> str:
    """The program under test: exits 1 with ERROR when the input triggers the bug."""
    checks = []
    if older_bug:  # strict mode without the guard line was always broken
        checks.append("grep -qx 'mode=strict' \"$1\" && ! grep -qx 'guard=on' \"$1\"")
    if buggy:
        checks.append(" && ".join(f"grep -qx '{t}' \"$1\"" for t in TRIGGERS))
    body = "".join(f"if {c}; then echo '{ERROR}' >&2; exit 1; fi\n" for c in checks)
    return f"#!/bin/sh\n# app, version {version}\n{body}exit 0\n"


def regression_history(path: str | Path, commits: int = 64, bug_at: int = 40, *,
                       older_bug: bool = False,
                       broken_builds: Sequence[int] = ()) -> list[str]:
    """`commits` commits; from number `bug_at` on (1-based) the app has the bug.

    Commits numbered in `broken_builds` carry a file BROKEN that the tests' build
    command refuses.
    """
    history = []
    for n in range(1, commits + 1):
        changes: dict[str, str | None] = {
            "app.sh": app_script(n, n >= bug_at, older_bug),
            "VERSION": f"{n}\n",
        }
        if n in broken_builds:
            changes["BROKEN"] = "the build fails here\n"
        elif n - 1 in broken_builds:
            changes["BROKEN"] = None
        history.append((f"commit {n}" + (": strict limits" if n == bug_at else ""), changes))
    return make_repo(path, history)


def regression_input(lines: int = 500, at: Sequence[int] = (123, 377),
                     extra: Sequence[str] = ()) -> bytes:
    """`lines` lines of configuration; the two trigger lines sit at positions `at`."""
    rows = [f"key_{i}=value_{i}" for i in range(lines)]
    for position, trigger in zip(at, TRIGGERS, strict=True):
        rows[position] = trigger
    return ("\n".join([*rows, *extra]) + "\n").encode()


def checkout_state(repo: str | Path) -> dict[str, object]:
    """Everything of the user's checkout that trail must leave alone."""
    repo = Path(repo)
    files = {}
    for root, dirs, names in os.walk(repo):
        dirs[:] = [d for d in dirs if d != ".git"]
        for name in names:
            full = Path(root, name)
            files[str(full.relative_to(repo))] = full.read_bytes()
    return {
        "status": git(repo, "status", "--porcelain", "--untracked-files=all", "--ignored"),
        "head": git(repo, "rev-parse", "HEAD"),
        "branch": git(repo, "symbolic-ref", "-q", "HEAD"),
        "stash": git(repo, "stash", "list"),
        "refs": git(repo, "for-each-ref"),
        "worktrees": git(repo, "worktree", "list", "--porcelain"),
        "index": (repo / ".git" / "index").read_bytes(),
        "files": files,
    }
