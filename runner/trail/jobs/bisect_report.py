"""The bisect hand-off: reproduce.sh at the first bad commit, bisect.sh, the report section.

Both scripts carry the minimized input and check the failure exactly as the core's
reproduce.sh does (they embed it, run without a working directory of its own, in the
checkout they prepare), after building the checkout:

* reproduce.sh checks the first bad commit out into a temporary worktree of the
  repository (by its absolute path), so it runs from any directory; it exits 1 when
  the failure reproduces, 0 when it does not, 125 when inconclusive.
  TRAIL_COMMIT=REV runs it at another commit (the parent, a fix).
* bisect.sh is for `git bisect run` in any checkout of the repository: 0 good, 1 bad,
  125 skip (the build fails, or another failure), 128 abort.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, replace

from trail.handoff.report import ReproContext, fenced, reproduce_script
from trail.jobs.gitrepo import Commit

ABORT = 128
SKIP = 125


@dataclass(frozen=True)
class Handoff:
    """What both scripts need: the input, how to check it, and where in the repository."""

    data: bytes
    ctx: ReproContext   # its oracle's workdir is ignored: the scripts cd into the checkout
    build: str | None
    prefix: str         # the user's sub-directory in the repository ("" at the top)
    first_bad: Commit
    good: str
    runs: int = 1  # tries per check: a flaky failure fails at least once in these, else passes


def _build_and_check(h: Handoff, other: int) -> list[str]:
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
        f"# {h.runs} tr{'y' if h.runs == 1 else 'ies'}: a failure is proof, a pass needs all "
        "tries to pass or be inconclusive (the flaky rule)",
        "passed=0 tries=0",
        f'while [ $tries -lt {h.runs} ]; do',
        "  tries=$((tries + 1))",
        '  sh "$work/check.sh"',
        f"  case $? in 1) exit 1 ;; 0) passed=1 ;; {SKIP}) ;; *) exit {other} ;; esac",
        "done",
        f'[ $passed -eq 1 ] && exit 0 || exit {SKIP}',
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


def reproduce_at_commit(h: Handoff, repository: str) -> str:
    c = h.first_bad
    lines = [
        "#!/bin/sh",
        f"# Reproduces the failure that commit {c.short} introduced ({c.subject}),",
        "# with the input minimized by trail delta bisect: checks the commit out into a",
        "# temporary worktree of the repository and runs the oracle there. Run it from any",
        "# directory. Exit status: 1 = the failure reproduces, 0 = it does not,",
        "# 125 = inconclusive. TRAIL_COMMIT=REV sh reproduce.sh runs it at another commit.",
        "set -u",
        f"repo={shlex.quote(repository)}",
        f'commit="${{TRAIL_COMMIT:-{c.hash}}}"',
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


def bisect_script(h: Handoff) -> str:
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


def _commit_line(c: dict) -> str:
    return f"`{c['commit'][:12]}` {c['subject']} ({c['author_date']})"


def bisect_markdown(section: dict) -> str:
    """The report.md section for `section`, the report.json "bisect" dict."""
    rows = [("first bad commit", _commit_line(section["first_bad"]))]
    if section["parent"] is not None:
        rows.append(("its parent", _commit_line(section["parent"])))
    good, bad = section["good"], section["bad"]
    rows.append(("searched", f"`{good['commit'][:12]}` (good, `{good['rev']}`) .. "
                             f"`{bad['commit'][:12]}` (bad, `{bad['rev']}`), "
                             f"{section['commits']:,} commits"))
    for run in section["bisections"]:
        rows.append((f"bisection ({run['input']} input, {run['bytes']:,} bytes)",
                     f"{run['steps']} steps, {run['oracle_runs']} oracle runs, "
                     f"{run['seconds']:.1f} s: `{run['first_bad'][:12]}`"))
    check = section["parent_check"]
    if check is not None:
        rows.append(("minimized input at the parent", f"{check['verdict']} ({check['reason']})"))
    if section["message"]:
        rows.append(("note", section["message"]))
    parts = ["\n## Bisection\n\n| | |\n|---|---|\n"]
    parts += ["| " + k + " | " + v.replace("|", "\\|") + " |\n" for k, v in rows]
    parts.append("\n`reproduce.sh` checks the first bad commit out into a temporary worktree "
                 "and runs the oracle there; `bisect.sh` is ready for `git bisect run`:\n\n")
    parts.append(fenced(f"git bisect start {bad['commit'][:12]} {good['commit'][:12]}\n"
                        "git bisect run sh /path/to/bisect.sh\ngit bisect reset", "sh"))
    return "".join(parts)
