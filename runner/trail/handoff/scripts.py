"""The hand-off scripts: oracle.sh, reproduce.sh, and bisect's reproduce.sh and bisect.sh.

reproduce.sh is standalone: it carries the minimized input (and the oracle script,
when there was one), runs the oracle the way the reduction did, checks the failure
signature, and exits 1 when the failure reproduces, 0 when it does not and 125 when
the run is inconclusive, whatever the oracle's own convention: `git bisect run
./reproduce.sh` works as it is.

After a bisection, both scripts carry the minimized input and check the failure as
reproduce.sh does (they embed it, run without a working directory of its own, in
the checkout they prepare), after building the checkout:

* reproduce.sh checks the first bad commit out into a temporary worktree of the
  repository (by its absolute path), so it runs from any directory; it exits 1 when
  the failure reproduces, 0 when it does not, 125 when inconclusive.
  TRAIL_COMMIT=REV runs it at another commit (the parent, a fix).
* bisect.sh is for `git bisect run` in any checkout of the repository: 0 good, 1 bad,
  125 skip (the build fails, or another failure), 128 abort.
"""

from __future__ import annotations

import base64
import shlex
from dataclasses import dataclass, replace
from typing import Protocol

from trail.core.outcome import Convention
from trail.handoff.markdown import plain_text
from trail.oracle.call import Delivery, InputKind
from trail.oracle.command import Oracle
from trail.oracle.signature import CRASH_STATUS, Signature


def _base64_lines(data: bytes) -> str:
    """`data` in base64 lines of 76 characters, for a heredoc read by `base64 -d`.
    Not textwrap: it takes time quadratic in the length (18 s for 3.5 MB)."""
    return base64.encodebytes(data).decode("ascii").rstrip("\n")


# -- oracle.sh ---------------------------------------------------------------

def oracle_script(oracle: Oracle) -> str:
    """The oracle as a runnable script, called as `oracle.sh CANDIDATE`."""
    header = ("#!/bin/sh\n"
              "# The oracle of a trail delta run. Usage: oracle.sh CANDIDATE\n"
              f"# Exit convention: {_convention_text(oracle.convention)}\n")
    if oracle.script is not None:
        return header + _script_in_place(oracle.script)
    cd = f"cd {shlex.quote(oracle.workdir)} || exit 125\n" if oracle.workdir else ""
    if oracle.delivery is Delivery.STDIN:
        body = f'exec sh -c {shlex.quote(oracle.command)} < "$1"\n'
    elif oracle.delivery is Delivery.AS_NAME:
        cd = 'work=$(mktemp -d) || exit 125\ntrap \'rm -rf "$work"\' EXIT\n'
        body = (f'cp -R "$1" "$work"/{shlex.quote(oracle.file_name)} && cd "$work" || exit 125\n'
                f"sh -c {shlex.quote(oracle.command)}\n")
    else:
        command = oracle.command.replace("{}", '"$1"')
        body = f'exec sh -c {shlex.quote(command)} sh "$1"\n'
    return f"{header}{cd}{body}"


def _script_in_place(script: str) -> str:
    """Run an --oracle-script where it is, as the reduction did: it may use files
    beside it (`dirname "$0"`). Where it is gone or changed (another machine, a
    later commit), its text from the reduction runs instead."""
    with open(script, "rb") as fh:
        content = fh.read()
    text = plain_text(content)
    if text is not None:  # readable; $(cat) drops the final newline a heredoc may add
        copy = ("cat > \"$copy\" <<'TRAIL_ORACLE_COPY'\n"
                f"{text}{'' if text.endswith(chr(10)) else chr(10)}TRAIL_ORACLE_COPY\n")
        same = '[ "$(cat "$script")" = "$(cat "$copy")" ]'
    else:  # a compiled program: only base64 carries its bytes through a heredoc
        copy = ("base64 -d > \"$copy\" <<'TRAIL_ORACLE_COPY' || exit 125\n"
                f"{_base64_lines(content)}\nTRAIL_ORACLE_COPY\n")
        same = 'cmp -s "$script" "$copy"'
    return (
        f"# It runs {script} in place while that file still reads as the copy\n"
        "# below (its content when trail ran), and the copy otherwise.\n"
        f"script={shlex.quote(script)}\n"
        'copy=$(mktemp "${TMPDIR:-/tmp}/trail-oracle.XXXXXX") || exit 125\n'
        f"{copy}"
        f'if [ -f "$script" ] && {same}; then\n'
        '    rm -f "$copy"\n'
        '    exec "$script" "$@"\n'
        "fi\n"
        'echo "oracle.sh: $script is gone or changed: running its text from the reduction" >&2\n'
        'chmod +x "$copy"\n'
        '"$copy" "$@"\n'
        "status=$?\n"
        'rm -f "$copy"\n'
        "exit $status\n"
    )


def _convention_text(convention: Convention) -> str:
    if convention is Convention.INTERESTING_ZERO:
        return "0 = the failure is still there (C-Reduce style)"
    return "0 = passes, 125 = inconclusive, 1-127 = the failure (git bisect run)"


# -- reproduce.sh ------------------------------------------------------------

@dataclass(frozen=True)
class ReproContext:
    oracle: Oracle
    signature: Signature
    test_timeout: float | None
    # How to run one shell command string in the run's sandbox (None: locally).
    wrap: str | None = None


def reproduce_script(data: bytes, ctx: ReproContext) -> str:
    oracle = ctx.oracle
    name = shlex.quote(oracle.file_name)
    payload = _base64_lines(data)
    lines = [
        "#!/bin/sh",
        "# Reproduces a failure minimized by trail delta; run it from any directory.",
        "# Exit status: 1 = the failure reproduces, 0 = it does not, 125 = inconclusive,",
        "# so it drops straight into `git bisect run`.",
        "set -u",
        'dir=$(mktemp -d "${TMPDIR:-/tmp}/trail-repro.XXXXXX") || exit 125',
        "trap 'rm -rf \"$dir\"' EXIT",
        'mkdir "$dir/work" "$dir/tmp"',
        f'TRAIL_CANDIDATE="$dir/work/"{name}',
        "export TRAIL_CANDIDATE",
    ]
    if oracle.kind is InputKind.DIRECTORY:
        lines += [
            'mkdir "$TRAIL_CANDIDATE" || exit 125',
            "base64 -d <<'TRAIL_MINIMIZED_INPUT' | tar -xf - -C \"$TRAIL_CANDIDATE\" || exit 125",
        ]
    else:
        lines.append("base64 -d > \"$TRAIL_CANDIDATE\" <<'TRAIL_MINIMIZED_INPUT' || exit 125")
    lines += [payload, "TRAIL_MINIMIZED_INPUT"] if payload else ["TRAIL_MINIMIZED_INPUT"]
    command = oracle.command
    if oracle.script is not None:
        lines += [
            'TRAIL_ORACLE="$dir/oracle"',
            "export TRAIL_ORACLE",
            "cat > \"$TRAIL_ORACLE\" <<'TRAIL_ORACLE_SCRIPT'",
            oracle_script(oracle).rstrip("\n"),
            "TRAIL_ORACLE_SCRIPT",
            'chmod +x "$TRAIL_ORACLE"',
        ]
        command = '"$TRAIL_ORACLE" {}'
    if oracle.delivery is Delivery.PATH:
        command = command.replace("{}", '"$TRAIL_CANDIDATE"')
    if oracle.delivery is Delivery.AS_NAME:
        lines.append('cd "$dir/work" || exit 125')
    elif oracle.workdir and ctx.wrap is None:  # a sandbox's wrap brings its own directory
        lines += _enter_workdir(oracle.workdir)
    stdin = ' < "$TRAIL_CANDIDATE"' if oracle.delivery is Delivery.STDIN else ""
    run = f"sh -c {shlex.quote(command)}"
    if ctx.wrap is not None:
        run = ctx.wrap.format(command=shlex.quote(command))
    timeout = ""
    if ctx.test_timeout is not None:
        seconds = max(1, int(ctx.test_timeout + 0.999))
        timeout = f"$(command -v timeout >/dev/null 2>&1 && echo 'timeout -k 1 {seconds}') "
    lines += [
        f'TMPDIR="$dir/tmp" {timeout}{run}{stdin} >"$dir/stdout" 2>"$dir/stderr"',
        "status=$?",
        'cat "$dir/stderr" >&2',
    ]
    lines += _verdict(oracle.convention, ctx.signature)
    return "\n".join(lines) + "\n"


def _enter_workdir(workdir: str) -> list[str]:
    """cd to the folder trail ran in. Where it is missing (another machine), the
    oracle may well not need it: go on in the temp folder, with a note."""
    quoted = shlex.quote(workdir)
    return [
        f"if [ -d {quoted} ]; then",
        f"    cd {quoted} || exit 125",
        "else",
        "    printf 'reproduce.sh: %s, where trail ran, is missing: running in a temp folder "
        f"(recreate it if the oracle needs files from it)\\n' {quoted} >&2",
        '    cd "$dir/work" || exit 125',
        "fi",
    ]


def _verdict(convention: Convention, signature: Signature) -> list[str]:
    if convention is Convention.INTERESTING_ZERO:
        out = ['[ "$status" -eq 0 ] || exit 0']
    elif signature.exit_status is not None and signature.exit_status >= CRASH_STATUS:
        # The named crash is the failure; the status check below rejects any other.
        out = ['[ "$status" -eq 0 ] && exit 0', '[ "$status" -eq 125 ] && exit 125']
    else:
        out = [
            '[ "$status" -eq 0 ] && exit 0',
            '[ "$status" -eq 125 ] || [ "$status" -ge 128 ] && exit 125',
        ]
    if signature.exit_status is not None:
        out.append(f'[ "$status" -eq {signature.exit_status} ] || exit 125  # another failure')
    if signature.pattern is not None:
        pattern = shlex.quote(signature.pattern)
        out.append(
            f'grep -Eq -- {pattern} "$dir/stderr" || grep -Eq -- {pattern} "$dir/stdout" '
            "|| exit 125  # fails, but not the same way"
        )
    out.append("exit 1")
    return out


# -- after a bisection: reproduce.sh at the first bad commit, bisect.sh ---------

ABORT = 128  # `git bisect run`: stop the bisection
SKIP = 125


class Commit(Protocol):
    """The commit a bisection found (jobs.gitrepo.Commit has these)."""

    hash: str
    subject: str

    @property
    def short(self) -> str: ...


@dataclass(frozen=True)
class BisectHandoff:
    """What both scripts need: the input, how to check it, and where in the repository."""

    data: bytes
    ctx: ReproContext   # its oracle's workdir is ignored: the scripts cd into the checkout
    build: str | None
    prefix: str         # the user's sub-directory in the repository ("" at the top)
    first_bad: Commit
    good: str
    runs: int = 1  # tries per check: a flaky failure fails at least once in these, else passes


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


def reproduce_at_commit(h: BisectHandoff, repository: str) -> str:
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
