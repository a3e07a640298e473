"""bisect's hand-off scripts: reproduce.sh at the first bad commit, and bisect.sh.

Both carry the minimized input and check the failure as reproduce.sh does (they
embed it, run without a working directory of its own, in the checkout they
prepare), after building the checkout:

* reproduce.sh checks the first bad commit out into a temporary worktree of the
  clone it finds as every hand-off does (checkout.py: the one it lies in, one beside
  it, TRAIL_REPRO_CHECKOUT, the one trail ran in), so it runs from any directory; it
  exits 1 when the failure reproduces, 0 when it does not, 125 when inconclusive.
  TRAIL_COMMIT=REV runs it at another commit (the parent, a fix).
* bisect.sh is for `git bisect run` in any checkout of the repository: 0 good, 1 bad,
  125 skip (the build fails, or another failure), 128 abort.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from trail.handoff.checkout import find_lines, locate
from trail.handoff.scripts import ReproContext, oracle_script, reproduce_script

if TYPE_CHECKING:
    from trail.result.bisect import Commit

ABORT = 128  # `git bisect run`: stop the bisection
SKIP = 125


@dataclass(frozen=True)
class BisectHandoff:
    """What both scripts need: the input, how to check it, and where in the repository."""

    data: bytes
    ctx: ReproContext   # its oracle's workdir is ignored: the scripts cd into the checkout
    build: str | None
    prefix: str         # the user's sub-directory in the repository ("" at the top)
    first_bad: Commit
    good: str


def _build_and_check(h: BisectHandoff, other: int) -> list[str]:
    """Lines run in the prepared checkout `$tree`, with `$work` a private temp dir."""
    ctx = replace(h.ctx, oracle=replace(h.ctx.oracle, workdir=None))
    where = f'"$tree"/{shlex.quote(h.prefix)}' if h.prefix else '"$tree"'
    lines = [f"cd {where} || exit {SKIP}"]
    if h.build is not None:
        lines.append(f"sh -c {shlex.quote(h.build)} >&2 || "
                     f"{{ echo 'trail: the build fails' >&2; exit {SKIP}; }}")
    lines += [
        "cat > \"$work/check.sh\" <<'TRAIL_CHECK'",
        reproduce_script(h.data, ctx).rstrip("\n"),
        "TRAIL_CHECK",
        'sh "$work/check.sh"',
        f"case $? in 1) exit 1 ;; 0) exit 0 ;; {SKIP}) exit {SKIP} ;; *) exit {other} ;; esac",
    ]
    return lines


def _temp_dir(fail: int) -> list[str]:
    return [
        f'work=$(mktemp -d "${{TMPDIR:-/tmp}}/trail-bisect.XXXXXX") || exit {fail}',
        "trap cleanup EXIT",
        "trap 'exit 129' HUP",
        "trap 'exit 130' INT",
        "trap 'exit 143' TERM",
    ]


def reproduce_at_commit(h: BisectHandoff, repository: str) -> str:
    c = h.first_bad
    lines = [
        "#!/bin/sh",
        f"# Reproduces the failure that commit {c.short} introduced ({c.subject}),",
        "# with the input minimized by trail delta bisect: checks the commit out into a",
        "# temporary worktree of a clone of the repository (find_checkout) and runs the",
        "# oracle there. Run it from any directory. Exit status: 1 = the failure reproduces,",
        "# 0 = it does not, 125 = inconclusive. TRAIL_COMMIT=REV sh reproduce.sh runs it at",
        "# another commit.",
        "set -u",
        *find_lines(locate(repository).at(c.hash, h.prefix), "reproduce.sh", at_commit=True),
        'commit="${TRAIL_COMMIT:-$commit}"',
        f"find_checkout || exit {SKIP}",
        "repo=$checkout",
        "cleanup() {",
        '  [ -d "$work/tree" ] && git -C "$repo" worktree remove --force --force '
        '"$work/tree" >/dev/null 2>&1',
        '  rm -rf "$work"',
        "}",
        *_temp_dir(SKIP),
        'tree="$work/tree"',
        'git -C "$repo" -c core.hooksPath=/dev/null -c advice.detachedHead=false worktree add '
        '--quiet --detach "$tree" "$commit" >&2 || '
        f'{{ echo "reproduce.sh: cannot check out $commit in $repo" >&2; exit {SKIP}; }}',
        *_build_and_check(h, SKIP),
    ]
    return "\n".join(lines) + "\n"


def bisect_script(h: BisectHandoff) -> str:
    c = h.first_bad
    lines = [
        "#!/bin/sh",
        "# A `git bisect run` script from trail delta bisect, with the minimized input inside.",
        "# In any checkout of the repository:",
        f"#   git bisect start {c.short} {h.good[:12]} && git bisect run sh /path/to/bisect.sh",
        "# Exit status: 0 good, 1 bad (the original failure), 125 skip (the build fails, or it",
        "# fails another way), 128 abort (not run inside a checkout).",
        f"# trail found: first bad commit {c.short} ({c.subject}).",
        "set -u",
        'tree=$(git rev-parse --show-toplevel 2>/dev/null) || '
        f'{{ echo "bisect.sh: run it inside a checkout of the repository" >&2; exit {ABORT}; }}',
        'cleanup() { rm -rf "$work"; }',
        *_temp_dir(ABORT),
        *_build_and_check(h, ABORT),
    ]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class AtCommit:
    """bisect: reproduce.sh and bisect.sh check the first bad commit out of `repository`."""

    handoff: BisectHandoff
    repository: str

    def scripts(self) -> dict[str, str]:
        """The hand-off's scripts by file name."""
        # The oracle's workdir was a worktree, gone now: oracle.sh runs it in place.
        oracle = replace(self.handoff.ctx.oracle, workdir=None)
        return {"oracle.sh": oracle_script(oracle),
                "reproduce.sh": reproduce_at_commit(self.handoff, self.repository),
                "bisect.sh": bisect_script(self.handoff)}
