"""The hand-off: minimized input, report.json, report.md, oracle.sh and reproduce.sh.

reproduce.sh is standalone: it carries the minimized input (and the oracle script,
when there was one), runs the oracle the way the reduction did, checks the failure
signature, and exits 1 when the failure reproduces, 0 when it does not and 125 when
the run is inconclusive, whatever the oracle's own convention: `git bisect run
./reproduce.sh` works as it is.
"""

from __future__ import annotations

import base64
import contextlib
import os
import re
import shlex
import tempfile
from dataclasses import dataclass

from trail.core.outcome import Convention
from trail.oracle.command import Oracle
from trail.oracle.signature import CRASH_STATUS, Signature
from trail.sandbox.base import Delivery, InputKind

SCHEMA = "trail-delta-report"
VERSION = 1
MAX_INLINE_BYTES = 20_000  # larger results are linked from report.md, not inlined


def write_atomically(path: str, data: bytes, mode: int = 0o644) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".trail-tmp-")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        # A signal handled just after the rename raises there, with tmp gone.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def fence_for(text: str) -> str:
    """A backtick fence longer than any backtick run in `text`, so it cannot be broken."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def fenced(text: str, info: str = "") -> str:
    fence = fence_for(text)
    return f"{fence}{info}\n{text}{'' if text.endswith(chr(10)) else chr(10)}{fence}\n"


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
    text = _heredoc_text(content)
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


def _heredoc_text(content: bytes) -> str | None:
    """`content` as text a heredoc carries unchanged, or None (not UTF-8, or a NUL)."""
    if b"\0" in content:
        return None
    try:
        return content.decode("utf-8")
    except UnicodeDecodeError:
        return None


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


# -- report.md -----------------------------------------------------------------

def markdown(report: dict) -> str:
    """The report for a person. `report` is the report.json dict."""
    inp, out = report["input"], report["minimized"]
    tests, ver = report["tests"], report["verification"]
    status = report["status"]
    headline = {
        "minimized": "minimized",
        "partial": f"partial result ({report['partial_reason']})",
        "interrupted": "interrupted: best result so far",
    }[status]
    rows = [
        ("status", headline),
        ("input", f"`{inp['name']}`: {inp['bytes']:,} bytes, {inp['units']:,} units"),
        ("minimized", f"`{out['file']}`: {out['bytes']:,} bytes, {out['units']:,} units"),
        ("reduction", f"{report['reduction_ratio']:.1%} removed"),
        ("format", f"{report['format']['name']} ({report['format']['reason']})"),
        ("tests", f"{tests['run']:,} run, {tests['cached']:,} cached, "
                  f"{tests['wasted']:,} wasted by speculation, "
                  f"{tests['malformed_skipped']:,} malformed candidates skipped"),
        ("time", f"{report['time_seconds']:.1f} s with {report['jobs']} job(s)"),
        ("signature", report["signature"]["description"]),
        ("verification", f"{ver['failed']} of {ver['runs']} failed"
                         + ("" if ver["verified"] else " — NOT VERIFIED")),
    ]
    parts = ["# trail delta report\n", "| | |\n|---|---|\n"]
    parts += ["| " + key + " | " + value.replace("|", "\\|") + " |\n" for key, value in rows]
    for warning in report["format"].get("warnings", []):
        parts.append(f"\n> warning: {warning}\n")
    parts.append("\n## Minimized input\n\n")
    text = report.get("minimized_text")
    if text is None:
        parts.append(f"Binary or large: see `{out['file']}` in this folder.\n")
    else:
        parts.append(fenced(text))
    parts.append("\n## Reproduce\n\n")
    parts.append(fenced("sh reproduce.sh; echo $?  # 1 reproduces, 0 does not, 125 inconclusive",
                        "sh"))
    parts.append("\nOracle (as `oracle.sh`):\n\n")
    parts.append(fenced(report["oracle"]["command"], "sh"))
    parts.append("\n## Passes\n\n| round | pass | units | bytes before | bytes after | tests |\n"
                 "|---|---|---|---|---|---|\n")
    for rec in report["passes"]:
        parts.append(f"| {rec['round']} | {rec['name']} | {rec['units']:,} "
                     f"| {rec['bytes_before']:,} | {rec['bytes_after']:,} | {rec['tests']:,} |\n")
    parts.append(f"\nCommand: `{' '.join(shlex.quote(a) for a in report['command_line'])}`\n")
    return "".join(parts)


def inline_text(data: bytes) -> str | None:
    """The minimized input as text for report.md, or None when binary or large."""
    if len(data) > MAX_INLINE_BYTES or b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None
