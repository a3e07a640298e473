"""Where a hand-off finds the project again, on any machine: one shell function,
`find_checkout`, that reproduce.sh, oracle.sh, bisect's and auto's scripts and the
emitted tests all run, so that each works beside a clone and inside one, not only on
the machine trail ran on.

It looks, in order, at the folder TRAIL_REPRO_CHECKOUT names (an explicit choice
wins), the folder the script is in (its repository's top), the current folder's
repository, a clone beside the script, in or beside the current folder, and last the folder
trail ran in. A folder is the project when git finds there the commit trail ran on
or, where running in the working tree is enough (the oracle runs in place), the
project's first commit, which every clone has whatever it has checked out. Outside
git, a marker file that stood at the project's top tells it. It says in one line
which folder it used and why, or what to do when none fits.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from dataclasses import dataclass

# Files that mark a project's top outside git, the first one found is the marker.
MARKERS = ("pyproject.toml", "setup.py", "setup.cfg", "package.json", "Cargo.toml",
           "go.mod", "CMakeLists.txt", "Makefile", "configure.ac", "pom.xml",
           "build.gradle", "Gemfile", "composer.json", "meson.build")
OTHER = "TRAIL_REPRO_CHECKOUT=DIR names another"


@dataclass(frozen=True)
class Project:
    """The project trail ran in, as a hand-off recognises it elsewhere."""

    path: str                   # its top where trail ran (the repository's, or the folder)
    prefix: str = ""            # where the oracle ran, under the top ("" at the top)
    commit: str | None = None   # HEAD when trail ran; None outside git
    first: str | None = None    # the repository's first commit: any clone has it
    marker: str | None = None   # outside git: a file at the top that tells the project

    def at(self, commit: str | None, prefix: str) -> Project:
        """The same project, judged by another commit and run in another folder of it."""
        return Project(self.path, prefix, commit, self.first, self.marker)


def _git(folder: str, *args: str) -> str | None:
    try:
        run = subprocess.run(["git", "-C", folder, *args], capture_output=True, text=True,
                             timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return run.stdout.strip() if run.returncode == 0 else None


def locate(workdir: str) -> Project:
    """The project the folder `workdir` lies in: its repository's top, commit and first
    commit, or outside git the folder itself with the first of MARKERS it has."""
    top = _git(workdir, "rev-parse", "--show-toplevel")
    commit = _git(workdir, "rev-parse", "--verify", "-q", "HEAD^{commit}") if top else None
    if top is None or not commit:
        marker = next((name for name in MARKERS
                       if os.path.isfile(os.path.join(workdir, name))), None)
        return Project(workdir, marker=marker)
    roots = (_git(workdir, "rev-list", "--max-parents=0", "HEAD") or "").split()
    prefix = os.path.relpath(os.path.realpath(workdir), os.path.realpath(top))
    return Project(top, "" if prefix == "." else prefix, commit,
                   roots[-1] if roots else None)


def find_lines(project: Project, name: str, *, at_commit: bool,
               here: str = '$(cd "$(dirname "$0")" && pwd)', also: str = "") -> list[str]:
    """Shell lines that set $here (the script's folder, or what `here` gives) and define
    find_checkout: it sets $checkout to the project's top and says which it is on stderr,
    or says what to do (and `also`) and returns 1. `at_commit`: the folder must have
    the commit itself (it is checked out or built from), not only the project's
    history."""
    lines = [f"here={here} || exit 125"]
    if project.commit is not None:
        lines.append(f"commit={project.commit}")
        has = 'git -C "$1" cat-file -e "$commit^{commit}" 2>/dev/null'
        if project.first is not None:
            # In place, the project's history is enough; at a commit (which TRAIL_COMMIT
            # may name as HEAD~1, found in any repository) it must be the project's too.
            first = f'git -C "$1" cat-file -e {project.first}"^{{commit}}" 2>/dev/null'
            has = f"{{ {has} && {first}; }}" if at_commit else f"{{ {has} || {first}; }}"
        lines += [
            "# The top of the clone the folder $1 lies in, if it is a clone of the project.",
            "top_of() {",
            f"    [ -d \"$1\" ] && {has} &&",
            '        (cd "$1" && git rev-parse --show-toplevel)',
            "}",
        ]
        what = (f"clone of the project with commit {project.commit[:12]}" if at_commit
                else "clone of the project")
    elif project.marker is not None:
        lines += [
            f"# The folder $1 is or lies in that has {project.marker}: the project's top.",
            "top_of() {",
            '    [ -d "$1" ] || return 1',
            '    set -- "$(cd "$1" && pwd)"',
            '    while [ ! -e "$1"/' + shlex.quote(project.marker) + ' ]; do',
            '        [ "$1" = / ] && return 1',
            '        set -- "$(dirname "$1")"',
            "    done",
            '    printf "%s\\n" "$1"',
            "}",
        ]
        what = f"folder of the project (with {project.marker} at its top)"
    else:  # nothing tells the project: only the named folder, or the one trail ran in
        lines += ["top_of() { [ -n \"$1\" ] && [ \"$1\" = " + shlex.quote(project.path)
                  + ' ] && [ -d "$1" ] && printf "%s\\n" "$1"; }']
        what = "folder of the project"
    refused = f"not a {what}" if at_commit else "not a folder"
    runner = shlex.quote(project.path)
    rest = (f"or {project.path} where trail ran: clone it beside this script's folder, or "
            f"name its folder with TRAIL_REPRO_CHECKOUT=DIR{also}")
    lines += [
        "# Sets $checkout to the project's top: the folder TRAIL_REPRO_CHECKOUT names, the",
        "# clone this script is in, the current folder's, a clone beside this script, in",
        "# or beside the current folder, the folder trail ran in.",
        "find_checkout() {",
        '    if [ -n "${TRAIL_REPRO_CHECKOUT:-}" ]; then',
        '        if checkout=$(top_of "$TRAIL_REPRO_CHECKOUT")'
        + ('; then' if at_commit else ' || checkout=$(cd "$TRAIL_REPRO_CHECKOUT" && pwd); then'),
        f'            echo "{name}: the project: $checkout (TRAIL_REPRO_CHECKOUT)" >&2',
        "            return 0",
        "        fi",
        f'        echo "{name}: TRAIL_REPRO_CHECKOUT=$TRAIL_REPRO_CHECKOUT is {refused}" >&2',
        "        return 1",
        "    fi",
        f'    for candidate in "$here" "$PWD" "$here"/../*/ "$PWD"/*/ "$PWD"/../*/ {runner}; do',
        '        checkout=$(top_of "$candidate") || continue',
        '        case $candidate in',
        '            "$here") how="the clone this script is in" ;;',
        '            "$PWD") how="the clone of the current folder" ;;',
        f'            {runner}) how="where trail ran" ;;',
        '            *) how="a clone beside this script or the current folder" ;;',
        "        esac",
        f'        echo "{name}: the project: $checkout ($how; {OTHER})" >&2',
        "        return 0",
        "    done",
        f'    echo "{name}: no {what} in $here, $PWD, the folders beside them, "'
        f"{shlex.quote(rest)} >&2",
        "    return 1",
        "}",
    ]
    return lines


def enter_lines(project: Project, otherwise: list[str]) -> list[str]:
    """Lines that cd to where the oracle ran in the project found, else say so and run
    `otherwise`."""
    where = f'"$checkout"/{shlex.quote(project.prefix)}' if project.prefix else '"$checkout"'
    return [
        "if find_checkout; then",
        f"    cd {where} || exit 125",
        "else",
        *[f"    {line}" for line in otherwise],
        "fi",
    ]
