"""The hand-off scripts: oracle.sh and reproduce.sh, and the parts of reproduce.sh
that bisect's scripts (bisect_scripts.py) and auto's (clone_scripts.py) share.

reproduce.sh is standalone: it carries the minimized input (and the oracle script,
when there was one), runs the oracle the way the reduction did, checks the failure
signature, and exits 1 when the failure reproduces, 0 when it does not and 125 when
the run is inconclusive, whatever the oracle's own convention: `git bisect run
./reproduce.sh` works as it is. It judges a run as trail does: the signature's
pattern goes to `LC_ALL=C grep -E` through to_ere. Under --flaky it runs the oracle
up to K99 times (`Tries`), so that a pass is a pass with 99% confidence.
"""
from __future__ import annotations

import base64
import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING

from trail.core.outcome import Convention
from trail.core.rate import FailureRate
from trail.handoff.checkout import Project, enter_lines, find_lines
from trail.handoff.markdown import plain_text
from trail.oracle.call import Delivery, InputKind, Oracle
from trail.oracle.signature import CRASH_STATUS, Signature, to_ere

if TYPE_CHECKING:
    from trail.result import Result
    from trail.sandbox.recipe import EnvRecipe, Rebuild


def base64_lines(data: bytes) -> str:
    """`data` in base64 lines of 76 characters, for a heredoc read by `base64 -d`.
    Not textwrap: it takes time quadratic in the length (18 s for 3.5 MB)."""
    return base64.encodebytes(data).decode("ascii").rstrip("\n")


# -- oracle.sh ---------------------------------------------------------------

def oracle_script(oracle: Oracle, project: Project | None = None) -> str:
    """The oracle as a runnable script, called as `oracle.sh CANDIDATE`: where the
    oracle ran in a folder, it runs in that folder of the project it finds
    (checkout.py), `project` (else the folder trail ran in, as it is)."""
    header = ("#!/bin/sh\n"
              "# The oracle of a trail delta run. Usage: oracle.sh CANDIDATE\n"
              f"# Exit convention: {_convention_text(oracle.convention)}\n")
    if oracle.script is not None:
        return header + _script_in_place(oracle.script)
    cd = ""
    if oracle.workdir:
        project = project or Project(oracle.workdir)
        cd = "\n".join([*find_lines(project, "oracle.sh", at_commit=False),
                        *enter_lines(project, ["exit 125"])]) + "\n"
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
                f"{base64_lines(content)}\nTRAIL_ORACLE_COPY\n")
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
    # How to rebuild the image `wrap` runs in where it is missing (None: it cannot be).
    rebuild: Rebuild | None = None
    # The project the oracle ran in, found again where the script runs (checkout.py);
    # None: the folder trail ran in, as it is.
    project: Project | None = None

    def where(self) -> Project | None:
        """The project the oracle's folder lies in, None where it ran in no folder."""
        if self.oracle.workdir is None:
            return None
        return self.project or Project(self.oracle.workdir)


def reproduce_script(data: bytes, ctx: ReproContext) -> str:
    """reproduce.sh: the minimized input embedded, the oracle run as trail ran it."""
    payload = base64_lines(data)
    if ctx.oracle.kind is InputKind.DIRECTORY:
        unpack = ["mkdir \"$TRAIL_CANDIDATE\" || exit 125",
                  "base64 -d <<'TRAIL_MINIMIZED_INPUT' | tar -xf - -C \"$TRAIL_CANDIDATE\" "
                  "|| exit 125"]
    else:
        unpack = ["base64 -d > \"$TRAIL_CANDIDATE\" <<'TRAIL_MINIMIZED_INPUT' || exit 125"]
    unpack += [payload, "TRAIL_MINIMIZED_INPUT"] if payload else ["TRAIL_MINIMIZED_INPUT"]
    project = ctx.where()
    enter = [] if project is None else _enter_project(project)
    return "\n".join([
        "#!/bin/sh",
        "# Reproduces a failure minimized by trail delta; run it from any directory.",
        "# Exit status: 1 = the failure reproduces, 0 = it does not, 125 = inconclusive,",
        "# so it drops straight into `git bisect run`.",
        *check_lines(ctx, unpack, enter)]) + "\n"


def copy_in_lines(kind: InputKind) -> list[str]:
    """Shell lines that lay out the candidate from $TRAIL_INPUT: a copy of the file, or
    the folder unpacked from the tar file there (formats.directory's packing)."""
    if kind is InputKind.DIRECTORY:
        return ['mkdir "$TRAIL_CANDIDATE" || exit 125',
                'tar -xf "$TRAIL_INPUT" -C "$TRAIL_CANDIDATE" || exit 125']
    return ['cp "$TRAIL_INPUT" "$TRAIL_CANDIDATE" || exit 125']


def check_lines(ctx: ReproContext, place_input: list[str], enter: list[str]) -> list[str]:
    """The body of a script that judges the minimized input as trail did: a temp
    folder, the candidate laid out there by `place_input` (lines that write
    "$TRAIL_CANDIDATE"), the oracle, `enter` (lines that cd to where trail ran, used
    when the oracle ran there), and its verdict as the exit status: 1 = the failure
    reproduces, 0 = it does not, 125 = inconclusive."""
    oracle = ctx.oracle
    lines = [
        "set -u",
        'dir=$(mktemp -d "${TMPDIR:-/tmp}/trail-repro.XXXXXX") || exit 125',
        "trap 'rm -rf \"$dir\"' EXIT",
        'mkdir "$dir/work" "$dir/tmp"',
        f'TRAIL_CANDIDATE="$dir/work/"{shlex.quote(oracle.file_name)}',
        "export TRAIL_CANDIDATE",
        *place_input,
    ]
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
        lines += enter
    if ctx.wrap is not None:
        lines += _where(ctx)
    return [*lines, *check_function(ctx, command), *try_lines(ctx.tries)]


def check_function(ctx: ReproContext, command: str) -> list[str]:
    """The shell function `check`: one run of the oracle on the candidate, judged.
    Its standard input is the candidate's, or /dev/null as in every sandbox: never the
    script's own (inside a `while read` loop the oracle would read the loop's lines)."""
    stdin = ' < "$TRAIL_CANDIDATE"' if ctx.oracle.delivery is Delivery.STDIN \
        else " < /dev/null"
    run = f"sh -c {shlex.quote(command)}"
    if ctx.wrap is not None:
        run = ctx.wrap.format(command=shlex.quote(command))
    timeout = ""
    if ctx.test_timeout is not None:
        seconds = max(1, int(ctx.test_timeout + 0.999))
        timeout = f"$(command -v timeout >/dev/null 2>&1 && echo 'timeout -k 1 {seconds}') "
    output = '>"$dir/stdout" 2>"$dir/stderr"'
    if ctx.wrap is None:
        runs = [f'    TMPDIR="$dir/tmp" {timeout}{run}{stdin} {output}']
    else:  # --host (see _where): the plain command on this machine
        runs = ['    if [ -n "$host" ]; then',
                f'        TMPDIR="$dir/tmp" {timeout}sh -c {shlex.quote(command)}{stdin} {output}',
                "    else",
                f'        TMPDIR="$dir/tmp" {timeout}{run}{stdin} {output}',
                "    fi"]
    return [
        "# One run of the oracle: 1 = the failure, 0 = a pass, 125 = inconclusive.",
        "check() {",
        *runs,
        "    status=$?",
        '    cat "$dir/stderr" >&2',
        *[f"    {line}" for line in _verdict(ctx.oracle.convention, ctx.signature)],
        "}",
    ]


def _where(ctx: ReproContext) -> list[str]:
    """Where the oracle runs: in the sandbox's image as trail ran it (rebuilt first where
    it is missing and its recipe is known), or with --host or TRAIL_REPRO_HOST=1 on this
    machine: in the project's clone where one is found, else where trail ran."""
    rebuild = ctx.rebuild
    image = rebuild.image if rebuild is not None else "the sandbox's image"
    lines = [
        f"# The oracle runs as trail ran it, in {image}. With --host (or",
        "# TRAIL_REPRO_HOST=1) it runs on this machine instead, with what is installed here.",
        "host=${TRAIL_REPRO_HOST:-}",
        'for arg in "$@"; do',
        "    case $arg in",
        "        --host) host=1 ;;",
        '        *) echo "reproduce.sh: unknown option $arg (--host: run the oracle on this '
        'machine)" >&2; exit 125 ;;',
        "    esac",
        "done",
    ]
    as_name = ctx.oracle.delivery is Delivery.AS_NAME  # it runs beside its input, as locally
    project = ctx.where()
    if rebuild is None:
        enter = [] if as_name or project is None else _enter_project(project)
        return [*lines, 'if [ -n "$host" ]; then',
                f"    echo {shlex.quote(f'reproduce.sh: on this machine, not in {image}')} >&2",
                *[f"    {line}" for line in enter], "fi"]
    recipe = rebuild.recipe
    # The image is built from the recipe's commit and folder: the clone must have it.
    built_from = (project or Project(".")).at(recipe.commit, recipe.prefix)
    enter = [] if as_name else enter_lines(built_from, _TEMP_FOLDER)
    return [
        *lines, *_recipe_comment(rebuild),
        *find_lines(built_from, "reproduce.sh", at_commit=True,
                    also=" (or run the oracle on this machine: --host)"),
        *_build_image(rebuild),
        'if [ -n "$host" ]; then',
        f"    echo {shlex.quote(f'reproduce.sh: on this machine, not in {rebuild.image}')} >&2",
        *[f"    {line}" for line in enter],
        f"elif ! docker image inspect {shlex.quote(rebuild.image)} >/dev/null 2>&1; then",
        "    build_image || exit 125",
        "fi",
    ]


def _origin(recipe: EnvRecipe) -> str:
    if recipe.commit is None:
        return "a folder that was not a git clone"
    return f"commit {recipe.commit}" + (f", folder {recipe.prefix}" if recipe.prefix else "")


def _recipe_comment(rebuild: Rebuild) -> list[str]:
    """The recipe, for the reader of reproduce.sh."""
    recipe = rebuild.recipe
    names = " ".join(recipe.env_names)
    return [
        f"# {rebuild.image} was built by `trail env build` from:",
        f"#   base image: {recipe.base}",
        *[f"#   setup:      {command}" for command in recipe.setup],
        *([f"#   variables:  {names} (names only: a rebuild takes their values from here)"]
          if names else []),
        f"#   files:      {_origin(recipe)}"
        + (" (and changes not committed)" if recipe.dirty else ""),
        "# Where it is missing, build_image builds it again and tags it so that the next",
        "# run reuses it, from a clone of the project (see find_checkout).",
    ]


def _build_image(rebuild: Rebuild) -> list[str]:
    """The shell function build_image: the image built again as `trail env build` built
    it, from the commit's files (a named folder's where there is no commit), with the
    baked variables' values taken from this environment."""
    from trail.sandbox.recipe import ALWAYS_EXCLUDED, ENV_LABEL, RECIPE_LABEL  # loaded by then

    recipe, image = rebuild.recipe, shlex.quote(rebuild.image)
    if recipe.commit is None:
        fetch = '(cd "$checkout" && tar -cf - .) | tar -xf - -C "$dir/context"'
    else:
        fetch = (f'git -C "$checkout" archive --format=tar "$commit:{recipe.prefix}" '
                 '| tar -xf - -C "$dir/context"')
    dockerfile = [f"FROM {recipe.base}", f"COPY . {recipe.workdir}", f"WORKDIR {recipe.workdir}",
                  *[f'ARG {name}\nENV {name}="${{{name}}}"' for name in recipe.env_names],
                  *[f"RUN {command}" for command in recipe.setup]]
    dropped = " ".join(shlex.quote(p) for p in (*ALWAYS_EXCLUDED, *recipe.exclude))
    note = (" The image on the runner also had changes that were never committed: this one "
            "has the commit's files only." if recipe.dirty else "")
    unset = []
    if recipe.env_names:
        unset = [f"    for name in {' '.join(recipe.env_names)}; do",
                 '        eval "[ -n \\"\\${$name+set}\\" ]" || echo "reproduce.sh: $name is not '
                 'set here: the image gets it empty" >&2',
                 "    done"]
    labels = f"--label {ENV_LABEL}=reproduce.sh --label {RECIPE_LABEL}=" \
             + shlex.quote(recipe.to_label())
    build_args = "".join(f" --build-arg {name}" for name in recipe.env_names)
    failed = (f"reproduce.sh: building {rebuild.image} failed (above); or run the oracle on "
              "this machine: --host")
    return [
        "build_image() {",
        "    find_checkout || return 1",
        f'    echo "reproduce.sh: image {rebuild.image} is missing: building it from '
        f'{_origin(recipe)} of $checkout (base {recipe.base}); tagged {rebuild.image}, so '
        f'that the next run reuses it.{note}" >&2',
        '    mkdir "$dir/context" || return 1',
        f'    {fetch} || {{ echo "reproduce.sh: cannot read the files from $checkout" >&2; '
        "return 1; }",
        f'    (cd "$dir/context" && rm -rf {dropped}) || return 1',
        "    cat > \"$dir/Dockerfile\" <<'TRAIL_DOCKERFILE'",
        *dockerfile,
        "TRAIL_DOCKERFILE",
        *unset,
        f'    docker build {labels} --tag {image}{build_args} -f "$dir/Dockerfile" '
        '"$dir/context" >&2 && return 0',
        f"    echo {shlex.quote(failed)} >&2",
        "    return 1",
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


_TEMP_FOLDER = ["echo 'reproduce.sh: running the oracle in a temp folder instead' >&2",
                'cd "$dir/work" || exit 125']


def _enter_project(project: Project) -> list[str]:
    """cd to where the oracle ran, in the project found (checkout.py). Where none is
    found the oracle may well not need it: go on in the temp folder, saying so."""
    return [*find_lines(project, "reproduce.sh", at_commit=False),
            *enter_lines(project, _TEMP_FOLDER)]


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
    if signature.lines:
        out += _lines_checked(signature.lines)
    if signature.pattern is not None:
        out += _grep(signature.pattern)
    out.append("return 1")
    return out


def _lines_checked(lines: tuple[str, ...]) -> list[str]:
    """Each of the signature's line patterns must match a line of stderr or stdout,
    with colours and a CRLF's CR removed, as trail checks them."""
    clean = ('-e "s/$(printf \'\\033\')\\[[0-9;]*[A-Za-z]//g" '
             '-e "s/$(printf \'\\r\')\\$//"')
    out = [f'{{ LC_ALL=C sed {clean} "$dir/stderr"; echo; '
           f'LC_ALL=C sed {clean} "$dir/stdout"; }} > "$dir/lines"']
    for line in lines:
        out.append(f'{_grep_q(line)} "$dir/lines" || return 125  # another failure')
    return out


def _grep(pattern: str) -> list[str]:
    """The signature's pattern checked as trail checks it (a search in stderr, then
    stdout)."""
    grep = _grep_q(pattern)
    return [f'{grep} "$dir/stderr" || {grep} "$dir/stdout" '
            "|| return 125  # fails, but not the same way"]


def _grep_q(pattern: str) -> str:
    """grep -E of `pattern` (Python's re, `(?i)` ignoring case). In the C locale grep
    reads bytes, so output that is not UTF-8 (which a captured pattern matches with
    .+) cannot make grep fail."""
    ere, ignore_case = to_ere(pattern)
    return f"LC_ALL=C grep -Eq{'i' if ignore_case else ''} -- {shlex.quote(ere)}"
