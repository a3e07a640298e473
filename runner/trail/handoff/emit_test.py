"""`--emit-test pytest|shell`: the minimized input as a regression test for the suite.

The test runs the oracle on the minimized input the way trail ran it, through the
same shell lines as reproduce.sh (`scripts.check_lines`: the delivery, the exit
convention and the signature check, grep -E on the signature's ERE), in the project
it finds as every hand-off does (checkout.py): the clone it lies in first, so it
runs wherever it is moved in the repository, and in any clone. It passes once the
failure is gone. Where trail ran the oracle in a sandbox's image (ns, docker), the
test runs it on this machine, in that checkout, as `reproduce.sh --host` does: the
image holds the files it was built from, where a fix would never show.

By default the test is marked as an expected failure, strictly: the suite stays
green while the bug is there and turns red the day it is fixed, saying to remove
the mark. `--no-xfail` writes the plain failing test (for the fix's pull request).
A run that is inconclusive (another failure, a timeout) fails the test either way.

The minimized input travels inline when it is short text, else beside the test:
`test_trail_SLUG.data` (a file) or `test_trail_SLUG.tar` (a folder, unpacked by
the test), names pytest never collects.

After `trail delta auto` (`emit_copy_test`) the test is the failing test itself on
the minimized files: it copies the checkout it lies in (the files git tracks or
would track, as they are now, so a fix not yet committed counts), puts the files in
place and runs the command as reproduce.sh does after its clone.
"""

from __future__ import annotations

import enum
import os
import re
import shlex
from dataclasses import dataclass, replace

from trail.handoff.checkout import Project, find_lines, locate
from trail.handoff.clone_scripts import CloneHandoff, place_and_check_lines
from trail.handoff.markdown import plain_text
from trail.handoff.scripts import ReproContext, check_lines, copy_in_lines
from trail.oracle.call import InputKind

INLINE_BYTES = 2_000  # longer text goes in a data file beside the test
DELIMITER = "TRAIL_MINIMIZED_INPUT"  # of the shell test's heredoc: text holding it goes beside
# Said in the test of a run in a sandbox's image, whose files a fix never reaches.
SANDBOXED = ["# trail ran the oracle in its sandbox's image; this runs it on this machine, in",
             "# the checkout found, as `reproduce.sh --host` does, so that a fix there counts."]


class TestKind(enum.Enum):
    __test__ = False  # a vocabulary, not a pytest test class

    PYTEST = "pytest"
    SHELL = "shell"


@dataclass(frozen=True)
class EmitTest:
    """What --emit-test asks for."""

    __test__ = False

    kind: TestKind
    xfail: bool = True
    test_dir: str | None = None  # None: the output folder


@dataclass(frozen=True)
class EmittedTest:
    """The files of the test, by their name in the test folder."""

    files: dict[str, bytes]
    test_name: str


def slug(file_name: str) -> str:
    """A name fit for a Python module and a shell script: `config.json` -> `config_json`."""
    return re.sub(r"[^a-z0-9]+", "_", file_name.lower()).strip("_") or "input"


def _find(project: Project, name: str) -> list[str]:
    """Shell lines that print where the oracle ran in the project found from the
    test's folder $TRAIL_HERE (checkout.py), or say what to do and exit 1."""
    where = f'"$checkout"/{shlex.quote(project.prefix)}' if project.prefix else '"$checkout"'
    return [*find_lines(project, name, at_commit=False, here='"$TRAIL_HERE"'),
            "find_checkout || exit 1", f'printf "%s" {where}']


def _project_function(find: list[str]) -> str:
    """A pytest test's FIND lines and `project()`, which runs them."""
    return (
        "# Finds the project as every trail hand-off does: TRAIL_REPRO_CHECKOUT=DIR, else\n"
        "# the clone this test lies in, the current folder's, a clone beside it, the\n"
        "# folder trail ran in; prints where the oracle ran in it.\n"
        f"FIND = {_py_lines([line + chr(10) for line in find])}\n\n\n"
        "def project() -> Path:\n"
        '    env = {**os.environ, "TRAIL_HERE": str(HERE)}\n'
        '    found = subprocess.run(["sh", "-c", FIND], env=env, capture_output=True,\n'
        '                           text=True, check=False)\n'
        "    if found.returncode != 0:\n"
        '        pytest.fail(f"inconclusive: {found.stderr}")\n'
        "    return Path(found.stdout)\n\n\n"
    )


def emit_test(data: bytes, ctx: ReproContext, ask: EmitTest) -> EmittedTest:
    """The test (and its data file, unless inline) for the minimized input `data`."""
    oracle = ctx.oracle
    name = f"test_trail_{slug(oracle.file_name)}"
    text = plain_text(data) if oracle.kind is InputKind.FILE else None
    inline = text is not None and len(data) <= INLINE_BYTES and DELIMITER not in text
    files: dict[str, bytes] = {}
    data_name = None
    if not inline:
        data_name = name + (".tar" if oracle.kind is InputKind.DIRECTORY else ".data")
        files[data_name] = data
    project = ctx.where() or locate(os.getcwd())
    if ctx.rebuild is not None:  # the image's files were the recipe's folder of it
        project = project.at(project.commit, ctx.rebuild.recipe.prefix)
    here = replace(ctx, wrap=None, rebuild=None)  # the checkout, not an image (above)
    check = [*(SANDBOXED if ctx.wrap is not None else []),
             *check_lines(here, copy_in_lines(oracle.kind), ['cd "$TRAIL_ROOT" || exit 125'])]
    signature = ctx.signature.describe()
    if ask.kind is TestKind.PYTEST:
        test = name + ".py"
        body = _pytest(name, check, signature, ask.xfail, _find(project, test),
                       data if inline else None, data_name)
    else:
        test = name + ".sh"
        body = _shell(check, signature, ask.xfail, _find(project, test),
                      text if inline else None, data_name)
    files[test] = body.encode()
    return EmittedTest(files, test)


def _py_lines(chunks: list[str] | list[bytes], indent: str = "    ") -> str:
    """A parenthesized run of literals, one per line, that Python joins into one."""
    return "(\n" + "".join(f"{indent}{chunk!r}\n" for chunk in chunks) + ")"


def _judged(signature: str, xfail: bool) -> tuple[str, str]:
    """A pytest test's SIGNATURE (and REASON) constants, and its xfail mark (none
    with --no-xfail)."""
    if not xfail:
        return f"SIGNATURE = {signature!r}\n", ""
    reason = (f"trail: fails while the bug is there ({signature}); passing means it is "
              "fixed: remove this xfail mark")
    return (f"SIGNATURE = {signature!r}\nREASON = {reason!r}\n",
            "@pytest.mark.xfail(strict=True, raises=AssertionError, reason=REASON)\n")


def _verdict(what: str) -> str:
    """A pytest test's last lines: CHECK run with `env`, its exit status the verdict
    (`what` ran: the oracle, the test)."""
    return (
        '    run = subprocess.run(["sh", "-c", CHECK], env=env, capture_output=True,\n'
        "                         text=True, errors=\"replace\", check=False)\n"
        "    if run.returncode not in (0, 1):\n"
        f'        pytest.fail("inconclusive: {what} failed another way, timed out or "\n'
        '                    f"could not run:\\n{run.stderr}")\n'
        '    assert run.returncode == 0, f"the failure reproduces: {SIGNATURE}\\n{run.stderr}"\n'
    )


def _pytest(name: str, check: list[str], signature: str, xfail: bool, find: list[str],
            data: bytes | None, data_name: str | None) -> str:
    if data is not None:
        given = ("    given = tmp_path / \"input\"\n"
                 "    given.write_bytes(MINIMIZED)\n")
        carried = f"MINIMIZED = {_py_lines(data.splitlines(keepends=True) or [b''])}\n"
    else:
        given = f"    given = HERE / {data_name!r}\n"
        carried = ""
    constants, mark = _judged(signature, xfail)
    return (
        '"""Regression test written by trail delta --emit-test: the minimized input\n'
        "fails the way the original did; the test passes once that failure is gone.\n"
        '"""\n\n'
        "import os\n"
        "import subprocess\n"
        "from pathlib import Path\n\n"
        "import pytest\n\n"
        "HERE = Path(__file__).resolve().parent\n"
        f"{constants}"
        f"{carried}"
        "# Judges the minimized input as trail did (reproduce.sh's check): exit status\n"
        "# 1 = the failure reproduces, 0 = it does not, 125 = inconclusive.\n"
        f"CHECK = {_py_lines([line + chr(10) for line in check])}\n"
        f"{_project_function(find)}"
        f"{mark}"
        f"def {name}(tmp_path: Path) -> None:\n"
        f"{given}"
        '    env = {**os.environ, "TRAIL_INPUT": str(given), "TRAIL_ROOT": str(project())}\n'
        f"{_verdict('the oracle')}"
    )


def _shell(check: list[str], signature: str, xfail: bool, find: list[str],
           text: str | None, data_name: str | None) -> str:
    if text is None:
        given = [f'TRAIL_INPUT="$here"/{shlex.quote(str(data_name))}']
    elif text.endswith("\n"):  # a heredoc ends in a newline of its own
        given = ['TRAIL_INPUT="$work/input"',
                 f"cat > \"$TRAIL_INPUT\" <<'{DELIMITER}' || exit 2", text + DELIMITER]
    else:  # $(cat) drops the heredoc's newline
        given = ['TRAIL_INPUT="$work/input"',
                 f"printf '%s' \"$(cat <<'{DELIMITER}'", text, DELIMITER,
                 ')" > "$TRAIL_INPUT" || exit 2']
    verdicts = [
        '    0) if [ "$xfail" = 1 ]; then',
        '           echo "XPASS(strict): the failure is gone, so the bug is fixed: set xfail=0 '
        'in $0" >&2; exit 1',
        "       fi",
        "       echo 'PASS: the failure is gone' >&2; exit 0 ;;",
        '    1) if [ "$xfail" = 1 ]; then',
        '           echo "XFAIL: the failure still reproduces: $signature" >&2; exit 0',
        "       fi",
        '       echo "FAIL: the failure reproduces: $signature" >&2; exit 1 ;;',
    ]
    lines = [
        "#!/bin/sh",
        "# Regression test written by trail delta --emit-test: the minimized input fails",
        "# the way the original did. Exit status: 0 = the test passes, 1 = it fails,",
        "# 2 = inconclusive (the oracle failed another way, timed out or could not run).",
        "# xfail=1 marks it as an expected failure: it passes while the failure reproduces",
        "# and fails once the bug is fixed, so that the mark goes (xfail=0).",
        f"xfail={1 if xfail else 0}",
        f"signature={shlex.quote(signature)}",
        'here=$(cd "$(dirname "$0")" && pwd) || exit 2',
        'work=$(mktemp -d "${TMPDIR:-/tmp}/trail-test.XXXXXX") || exit 2',
        "trap 'rm -rf \"$work\"' EXIT",
        "cat > \"$work/find.sh\" <<'TRAIL_FIND'",
        *find,
        "TRAIL_FIND",
        'TRAIL_ROOT=$(TRAIL_HERE="$here" sh "$work/find.sh") || exit 2',
        *given,
        "export TRAIL_INPUT TRAIL_ROOT",
        "cat > \"$work/check.sh\" <<'TRAIL_CHECK'",
        *check,
        "TRAIL_CHECK",
        'sh "$work/check.sh"',
        "case $? in",
        *verdicts,
        "    *) echo 'inconclusive: the oracle failed another way, timed out or could not "
        "run' >&2; exit 2 ;;",
        "esac",
    ]
    return "\n".join(lines) + "\n"


def emit_copy_test(h: CloneHandoff, ask: EmitTest) -> EmittedTest:
    """The pytest test of a `trail delta auto` result, named after its pytest test."""
    test = (h.test or "command").rpartition("::")[2]
    name = f"test_trail_{slug(test)}"
    find = _find(locate(h.repository).at(h.commit, ""), name + ".py")
    check = ["set -u", 'dir="$TRAIL_DIR"', *place_and_check_lines(h)]
    constants, mark = _judged(h.ctx.signature.describe(), ask.xfail)
    body = (
        '"""Regression test written by trail (--emit-test): the minimized files fail\n'
        f"{h.test or 'the command'} the way the original ones did; the test passes once\n"
        'that failure is gone. It runs the test in a copy of this checkout.\n"""\n\n'
        "import os\n"
        "import shutil\n"
        "import subprocess\n"
        "from pathlib import Path\n\n"
        "import pytest\n\n"
        "HERE = Path(__file__).resolve().parent\n"
        f"{constants}"
        "# The minimized files put in the copy, the command run there and judged as\n"
        "# trail did (reproduce.sh's check): 1 = the failure reproduces, 0 = it does\n"
        "# not, 125 = inconclusive.\n"
        f"CHECK = {_py_lines([line + chr(10) for line in check])}\n"
        f"{_project_function(find)}"
        "def copy_checkout(root: Path, to: Path) -> None:\n"
        "    listed = subprocess.run(\n"
        '        ["git", "-C", str(root), "ls-files", "-z", "--cached", "--others",\n'
        '         "--exclude-standard"], capture_output=True, check=True).stdout\n'
        '    for name in os.fsdecode(listed).split("\\0"):\n'
        "        if name and (root / name).is_file():\n"
        "            (to / name).parent.mkdir(parents=True, exist_ok=True)\n"
        "            shutil.copy2(root / name, to / name)\n\n\n"
        f"{mark}"
        f"def {name}(tmp_path: Path) -> None:\n"
        '    copy_checkout(project(), tmp_path / "tree")\n'
        '    (tmp_path / "tmp").mkdir()\n'
        '    env = {**os.environ, "TRAIL_DIR": str(tmp_path)}\n'
        f"{_verdict('the test')}"
    )
    return EmittedTest({name + ".py": body.encode()}, name + ".py")
