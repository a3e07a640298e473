"""`trail delta` end to end on the identity of a failure (issue 40): a cause chain
whose outer exception any deletion keeps, a script whose exit 0 is its whole verdict
though it prints, and the weak-signature warning under -q. The checks are the
oracle's own (its exit status on the result and on each smaller input, reproduce.sh's
status), never trail's matcher."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from pathlib import Path

from conftest import run_trail
from trail.github.comment import Links, render_comment

BENCH = Path(__file__).resolve().parent.parent / "bench" / "identity"
CHAINS = BENCH / "chains.py"


def _delta(tmp_path: Path, oracle: str, given: bytes, *options: str,
           name: str = "input.txt") -> tuple[subprocess.CompletedProcess, Path]:
    (tmp_path / name).write_bytes(given)
    out = tmp_path / "out"
    ran = run_trail("delta", "--oracle", oracle, "--granularity", "lines", "-j", "1",
                    "--verify", "2", "--out", str(out), *options, str(tmp_path / name))
    assert ran.returncode == 0, ran.stderr
    return ran, out


def _reproduce(out: Path, data: bytes | None = None) -> int:
    """reproduce.sh's status; with `data`, on that input embedded in its place."""
    script = out / "reproduce.sh"
    if data is not None:
        text = script.read_text()
        start = text.index("\n", text.index("<<'TRAIL_MINIMIZED_INPUT'")) + 1
        end = text.index("TRAIL_MINIMIZED_INPUT\n", start)
        script = out / "reproduce-other.sh"
        script.write_text(text[:start] + base64.encodebytes(data).decode() + text[end:])
    return subprocess.run(["sh", str(script)], capture_output=True).returncode


def test_a_cause_chain_keeps_its_root_cause_and_reproduce_rejects_another(tmp_path):
    # ConfigError from ZeroDivisionError; deleting main=1 gives ConfigError from KeyError.
    oracle = f"{sys.executable} {CHAINS} cause {{}}"
    _, out = _delta(tmp_path, oracle, b"main=1\nratio=0\nx=1\n")
    assert (out / "input.txt").read_bytes() == b"main=1\n"  # ratio defaults to 0
    report = json.loads((out / "report.json").read_text())
    assert report["signature"]["summary"] == (
        "ZeroDivisionError: integer division or modulo by zero in ratio(), raised as "
        "ConfigError: cannot load configuration")
    assert _reproduce(out) == 1
    assert _reproduce(out, b"x=1\n") == 125
    # Both sides of the failure, as the runs printed them.
    shown = report["failure_output"]
    assert shown["original"].splitlines()[-1] == "ConfigError: cannot load configuration"
    assert "ZeroDivisionError: integer division or modulo by zero" in shown["result"]
    assert "## The failure, original and result" in (out / "report.md").read_text()
    assert 'id="failure-output"' in (out / "report.html").read_text()
    comment = render_comment(report, Links("o/r", "1", "https://x/runs/1", "trail"), "<!-- -->",
                             (out / "input.txt").read_bytes())
    assert "<summary>The failure, original and result</summary>" in comment
    assert "ConfigError: cannot load configuration" in comment


C_LIKE = b"int main(void) {\n    int i = 0;\n    i++;\n    return i;\n}\n"


def test_an_interesting_exit_zero_script_that_prints_reaches_the_silent_ones_result(tmp_path):
    # C-Reduce's test3.sh ends in a grep that prints the matched line.
    results = []
    for grep in ("grep", "grep -q"):
        folder = tmp_path / grep.replace(" ", "")
        folder.mkdir()
        oracle = f"grep -q int {{}} && {grep} '\\+\\+' {{}}"
        _, out = _delta(folder, oracle, C_LIKE, "--interesting-exit-zero", name="file.c")
        results.append((out / "file.c").read_bytes())
        report = json.loads((out / "report.json").read_text())
        assert report["signature"]["lines"] == [] and report["signature"]["exit_status"] == 0
        assert report["signature"]["source"] == "--interesting-exit-zero"
        assert _reproduce(out) == 1
    assert results[0] == results[1] == b"    int i = 0;\n    i++;\n"
    # 1-minimal by the script's own status: without any one line it no longer exits 0.
    lines = results[0].splitlines(keepends=True)
    for i in range(len(lines)):
        smaller = tmp_path / "smaller.c"
        smaller.write_bytes(b"".join(lines[:i] + lines[i + 1:]))
        ran = subprocess.run(["sh", "-c", f"grep -q int {smaller} && grep '\\+\\+' {smaller}"],
                             capture_output=True)
        assert ran.returncode != 0


def test_a_weak_signature_is_said_before_the_reduction_under_quiet(tmp_path):
    script = tmp_path / "silent.py"
    script.write_text("import sys\nsys.exit(b'bug' in open(sys.argv[1], 'rb').read())\n")
    oracle = f"{sys.executable} {script} {{}}"
    ran, out = _delta(tmp_path, oracle, b"a=1\nbug=1\nc=2\n", "-q")
    assert (out / "input.txt").read_bytes() == b"bug=1\n"
    warning = [line for line in ran.stderr.decode().splitlines() if "--expect-output" in line]
    assert warning and warning[0].startswith("trail: warning: the failure signature is only "
                                             "exit status 1")
