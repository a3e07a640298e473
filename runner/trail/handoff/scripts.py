"""The hand-off scripts: oracle.sh, reproduce.sh, and bisect's reproduce.sh and bisect.sh.

reproduce.sh is standalone: it carries the minimized input (and the oracle script,
when there was one), runs the oracle the way the reduction did, checks the failure
signature, and exits 1 when the failure reproduces, 0 when it does not and 125 when
the run is inconclusive, whatever the oracle's own convention: `git bisect run
./reproduce.sh` works as it is. It judges a run as trail does: the signature's
pattern goes to `LC_ALL=C grep -E` through to_ere. Under --flaky it runs the oracle
up to K99 times (`Tries`), so that a pass is a pass with 99% confidence.

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
from typing import TYPE_CHECKING, Protocol

from trail.core.flaky import FailureRate
from trail.core.outcome import Convention
from trail.handoff.markdown import plain_text
from trail.oracle.call import Delivery, InputKind
from trail.oracle.command import Oracle
from trail.oracle.signature import CRASH_STATUS, Signature, to_ere

if TYPE_CHECKING:
    from trail.result import Result


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
class Tries:
    """How many times reproduce.sh runs the oracle, and why (said in the script and on
    stderr). A failure is proof at once; a pass needs every try to pass."""

    runs: int = 1
    why: str | None = None

    @classmethod
    def k99(cls, rate: FailureRate) -> Tries:
        """--flaky: K99 tries, the smallest k with (1 - p)^k <= 0.01, so that a failure
        that is still there shows in one of them with 99% probability. p is the lower end
        of the 95% interval of `rate` (the report's k99): a rate measured in a few runs
        may be too high, and a p too high would make a false pass likelier."""
        k = rate.k99()
        if k is None:  # it never failed: nothing to size the tries by
            return ONCE
        low = rate.interval()[0]
        return cls(k, f"--flaky: the failure showed in {rate.failures} of {rate.runs} runs; "
                      f"K99 = {k} runs show a failure rate of {low:.2f} or more (the lower "
                      "end of its 95% interval) with 99% probability")


ONCE = Tries()


def flaky_tries(result: Result) -> Tries:
    """--flaky: K99 from the minimized input's verification runs, or from the original's
    rate where none of them failed (or there were none); one try otherwise."""
    if result.flaky is None:
        return ONCE
    check = result.verification.flaky
    if check is not None and check.minimized.failures:
        return Tries.k99(check.minimized)
    if check is not None:
        return Tries.k99(check.original)
    original = result.flaky["original"]  # the policy's section of report.json (--verify 0)
    assert isinstance(original, dict)
    return Tries.k99(FailureRate(original["failed"], original["runs"]))


@dataclass(frozen=True)
class ReproContext:
    oracle: Oracle
    signature: Signature
    test_timeout: float | None
    # How to run one shell command string in the run's sandbox (None: locally).
    wrap: str | None = None
    tries: Tries = ONCE


def reproduce_script(data: bytes, ctx: ReproContext) -> str:
    """reproduce.sh: the minimized input embedded, the oracle run as trail ran it."""
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
    return "\n".join([*lines, *_check(ctx, command), *try_lines(ctx.tries)]) + "\n"


def _check(ctx: ReproContext, command: str) -> list[str]:
    """The shell function `check`: one run of the oracle on the candidate, judged."""
    stdin = ' < "$TRAIL_CANDIDATE"' if ctx.oracle.delivery is Delivery.STDIN else ""
    run = f"sh -c {shlex.quote(command)}"
    if ctx.wrap is not None:
        run = ctx.wrap.format(command=shlex.quote(command))
    timeout = ""
    if ctx.test_timeout is not None:
        seconds = max(1, int(ctx.test_timeout + 0.999))
        timeout = f"$(command -v timeout >/dev/null 2>&1 && echo 'timeout -k 1 {seconds}') "
    return [
        "# One run of the oracle: 1 = the failure, 0 = a pass, 125 = inconclusive.",
        "check() {",
        f'    TMPDIR="$dir/tmp" {timeout}{run}{stdin} >"$dir/stdout" 2>"$dir/stderr"',
        "    status=$?",
        '    cat "$dir/stderr" >&2',
        *[f"    {line}" for line in _verdict(ctx.oracle.convention, ctx.signature)],
        "}",
    ]


def try_lines(tries: Tries) -> list[str]:
    """Shell lines that run the function `check` (which returns 1, 0 or 125 for one run)
    as often as `tries` says, and exit with the verdict."""
    if tries.runs == 1:
        return ["check", "exit $?"]
    return [
        f"# {tries.why}.",
        f"# So it exits 1 at the first of up to {tries.runs} runs that fails, 0 only when all",
        "# pass, and 125 when none fails and some were inconclusive.",
        f"echo {shlex.quote(f'reproduce.sh: up to {tries.runs} runs: {tries.why}')} >&2",
        "passed=0 tries=0",
        f"while [ $tries -lt {tries.runs} ]; do",
        "    tries=$((tries + 1))",
        "    check",
        "    case $? in 1) exit 1 ;; 0) passed=$((passed + 1)) ;; esac",
        "done",
        f'[ $passed -eq {tries.runs} ] && exit 0',
        "exit 125",
    ]


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
    """The body of `check` after the run: its status and output against the signature."""
    if convention is Convention.INTERESTING_ZERO:
        out = ['[ "$status" -eq 0 ] || return 0']
    elif signature.exit_status is not None and signature.exit_status >= CRASH_STATUS:
        # The named crash is the failure; the status check below rejects any other.
        out = ['[ "$status" -eq 0 ] && return 0', '[ "$status" -eq 125 ] && return 125']
    else:
        out = [
            '[ "$status" -eq 0 ] && return 0',
            '[ "$status" -eq 125 ] || [ "$status" -ge 128 ] && return 125',
        ]
    if signature.exit_status is not None:
        out.append(f'[ "$status" -eq {signature.exit_status} ] || return 125  # another failure')
    if signature.pattern is not None:
        out += _grep(signature.pattern)
    out.append("return 1")
    return out


def _grep(pattern: str) -> list[str]:
    """The signature's pattern checked as trail checks it (a search in stderr, then
    stdout). In the C locale grep reads bytes, so output that is not UTF-8 (which the
    captured pattern matches with .+) cannot make grep fail."""
    ere, ignore_case = to_ere(pattern)
    grep = f"LC_ALL=C grep -Eq{'i' if ignore_case else ''} -- {shlex.quote(ere)}"
    return [f'{grep} "$dir/stderr" || {grep} "$dir/stdout" '
            "|| return 125  # fails, but not the same way"]


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


# -- after trail delta auto: reproduce.sh in a fresh clone ----------------------

@dataclass(frozen=True)
class CloneHandoff:
    """What reproduce.sh of `trail delta auto` needs: the minimized files and where."""

    files: bytes                 # the minimized files as tar, at their repository paths
    removed: tuple[str, ...]     # chosen files the result does without
    helpers: dict[str, str]      # files the command uses from $TRAIL_AUTO_DIR, by name
    ctx: ReproContext            # its oracle's command runs from the clone's top
    repository: str
    commit: str


def reproduce_in_clone(h: CloneHandoff) -> str:
    """reproduce.sh: clone the repository at the commit, put the files in place, run."""
    lines = [
        "#!/bin/sh",
        "# Reproduces a failure minimized by trail delta auto: clones the repository at the",
        "# commit trail ran on, puts the minimized files at their paths and runs the command",
        "# from the clone's top. Run inside a checkout of the repository it clones that",
        "# checkout, elsewhere the one trail ran in. TRAIL_COMMIT=REV runs at another commit.",
        "# Exit status: 1 = the failure reproduces, 0 = it does not, 125 = inconclusive.",
        "set -u",
        f"repo=$(git rev-parse --show-toplevel 2>/dev/null) || repo={shlex.quote(h.repository)}",
        f'commit="${{TRAIL_COMMIT:-{h.commit}}}"',
        'dir=$(mktemp -d "${TMPDIR:-/tmp}/trail-repro.XXXXXX") || exit 125',
        "trap 'rm -rf \"$dir\"' EXIT",
        'mkdir "$dir/tmp"',
        'git clone --quiet --no-checkout -- "$repo" "$dir/tree" >&2 &&',
        '    git -C "$dir/tree" -c advice.detachedHead=false checkout --quiet "$commit" >&2 ||',
        '    { echo "reproduce.sh: cannot clone $repo at $commit" >&2; exit 125; }',
        "base64 -d <<'TRAIL_MINIMIZED_FILES' | tar -xf - -C \"$dir/tree\" || exit 125",
        _base64_lines(h.files),
        "TRAIL_MINIMIZED_FILES",
        *[f'rm -f -- "$dir/tree/"{shlex.quote(path)}' for path in h.removed],
        'TRAIL_AUTO_DIR="$dir"',
        "export TRAIL_AUTO_DIR",
    ]
    for name, text in h.helpers.items():
        lines += [f"cat > \"$dir/\"{shlex.quote(name)} <<'TRAIL_HELPER'",
                  text.rstrip("\n"), "TRAIL_HELPER"]
    lines.append('cd "$dir/tree" || exit 125')
    return "\n".join([*lines, *_check(h.ctx, h.ctx.oracle.command), *try_lines(h.ctx.tries)]) \
        + "\n"
