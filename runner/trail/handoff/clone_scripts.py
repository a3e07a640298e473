"""auto's hand-off script: reproduce.sh, which puts the minimized files in a fresh
clone of the repository and runs the failing command there."""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from trail.handoff.checkout import find_lines, locate
from trail.handoff.scripts import ReproContext, base64_lines, check_function, try_lines


@dataclass(frozen=True)
class CloneHandoff:
    """What reproduce.sh of `trail delta auto` needs: the minimized files and where."""

    files: bytes                 # the minimized files as tar, at their repository paths
    removed: tuple[str, ...]     # chosen files the result does without
    helpers: dict[str, str]      # files the command uses from $TRAIL_AUTO_DIR, by name
    ctx: ReproContext            # its oracle's command runs from the clone's top
    repository: str
    commit: str
    remote: str | None = None    # the repository's `origin` URL, where it has one
    # Files the command read outside the checkout: the failure may depend on them, and
    # the clone does not have them.
    outside: tuple[str, ...] = ()
    test: str | None = None      # the pytest node id the command runs, if one
    # The checkout's changes not committed (a `git apply`-able diff), applied in the
    # clone before the minimized files go in: the failure may be one of them.
    changes: bytes = b""

    def scripts(self) -> dict[str, str]:
        """The hand-off's scripts by file name: the user's command is the oracle, so
        there is no oracle.sh."""
        return {"reproduce.sh": reproduce_in_clone(self)}


def reproduce_in_clone(h: CloneHandoff) -> str:
    """reproduce.sh: clone the repository at the commit, put the files in place, run."""
    otherwise = (f"echo {shlex.quote(f'reproduce.sh: cloning {h.remote}')} >&2; "
                 f"repo={shlex.quote(h.remote)}" if h.remote else "exit 125")
    lines = [
        "#!/bin/sh",
        "# Reproduces a failure minimized by trail delta auto: clones the repository at the",
        "# commit trail ran on, puts the minimized files at their paths and runs the command",
        "# from the clone's top. It clones the project it finds as every trail hand-off",
        "# does (find_checkout), else the repository's remote. TRAIL_COMMIT=REV runs at",
        "# another commit. Exit status: 1 = the failure reproduces, 0 = it does not,",
        "# 125 = inconclusive.",
        *_outside_lines(h.outside),
        "set -u",
        *find_lines(locate(h.repository).at(h.commit, ""), "reproduce.sh", at_commit=True),
        'commit="${TRAIL_COMMIT:-$commit}"',
        f'if find_checkout; then repo=$checkout; else {otherwise}; fi',
        'dir=$(mktemp -d "${TMPDIR:-/tmp}/trail-repro.XXXXXX") || exit 125',
        "trap 'rm -rf \"$dir\"' EXIT",
        'mkdir "$dir/tmp"',
        'git clone --quiet --no-checkout -- "$repo" "$dir/tree" >&2 &&',
        '    git -C "$dir/tree" -c advice.detachedHead=false checkout --quiet "$commit" >&2 ||',
        '    { echo "reproduce.sh: cannot clone $repo at $commit" >&2; exit 125; }',
        *_apply_lines(h.changes),
    ]
    return "\n".join([*lines, *place_and_check_lines(h)]) + "\n"


def _apply_lines(changes: bytes) -> list[str]:
    """Shell lines that apply the changes not committed in the clone, and say so."""
    if not changes:
        return []
    return [
        "# The checkout trail ran in had changes not committed (changes.diff beside this",
        "# script): they are applied in the clone, as the command ran on them.",
        "base64 -d > \"$dir/changes.diff\" <<'TRAIL_CHANGES' || exit 125",
        base64_lines(changes),
        "TRAIL_CHANGES",
        'git -C "$dir/tree" apply --binary --whitespace=nowarn "$dir/changes.diff" >&2 ||',
        '    { echo "reproduce.sh: the changes not committed (changes.diff) do not apply at '
        '$commit" >&2; exit 125; }',
        "echo 'reproduce.sh: applied the changes not committed when trail ran (changes.diff)'"
        " >&2",
    ]


def place_and_check_lines(h: CloneHandoff) -> list[str]:
    """Shell lines that put the minimized files in the checkout at "$dir/tree" (with
    "$dir" a temp folder that has tmp/), run the command there and exit with the
    verdict: reproduce.sh's after its clone, an emitted test's after its copy."""
    lines = [
        "base64 -d <<'TRAIL_MINIMIZED_FILES' | tar -xf - -C \"$dir/tree\" || exit 125",
        base64_lines(h.files),
        "TRAIL_MINIMIZED_FILES",
        *[f'rm -f -- "$dir/tree/"{shlex.quote(path)}' for path in h.removed],
        'TRAIL_AUTO_DIR="$dir"',
        "export TRAIL_AUTO_DIR",
    ]
    for name, text in h.helpers.items():
        lines += [f"cat > \"$dir/\"{shlex.quote(name)} <<'TRAIL_HELPER'",
                  text.rstrip("\n"), "TRAIL_HELPER"]
    lines.append('cd "$dir/tree" || exit 125')
    return [*lines, *check_function(h.ctx, h.ctx.oracle.command), *try_lines(h.ctx.tries)]


def _outside_lines(paths: tuple[str, ...]) -> list[str]:
    """Say that the result depends on files outside the checkout, and which are missing."""
    if not paths:
        return []
    lines = ["# The command read files outside the checkout when trail ran it; the failure may",
             "# come from them, and this script reads them where they were:",
             *[f"#   {path}" for path in paths]]
    for path in paths:
        said = f"reproduce.sh: {path} is missing here; the failure may depend on it"
        lines.append(f"[ -e {shlex.quote(path)} ] || echo {shlex.quote(said)} >&2")
    return lines
