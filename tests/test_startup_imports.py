"""What a short `trail delta` run imports: the modules it needs, not every format's parser.

Start-up is most of a short run's time (issue 31), and an import added at the top of
a module the run loads is paid by every run. Each case is a whole `trail delta` run
in a fresh interpreter, which then lists what got imported; the test names what must
not be among them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

RUNNER = Path(__file__).resolve().parent.parent / "runner"

# The command line's main, then the modules the run imported, on stdout.
PROGRAM = """
import json, sys
from trail.cli.main import main
status = main(sys.argv[1:])
print(json.dumps([status, sorted(sys.modules)]))
"""

# Third-party packages and trail modules that a plain text input never needs.
HEAVY = ("yaml", "tree_sitter", "tree_sitter_language_pack", "docker", "requests", "dask",
         "distributed", "tarfile")
# The standard library's, a few ms each, that only a rarer path needs: --seed-less
# sweeps, confidence intervals, a pass whose origins need a diff, every command's
# parser; hashlib loads OpenSSL for a blake2b that _blake2 gives alone. (Not pathlib, which
# the suite commands defer too: an editable install's path hook loads it first.)
STDLIB = ("secrets", "hmac", "statistics", "fractions", "decimal", "difflib", "pkgutil",
          "hashlib", "_hashlib")
# tree-sitter-language-pack's own __init__ loads these whatever grammar is asked.
GRAMMARS = ("tree_sitter_language_pack", "tree_sitter_c_sharp", "tree_sitter_yaml",
            "tree_sitter_embedded_template")
FORMATS = ("trail.formats.yaml_format", "trail.formats.sexp_format",
           "trail.formats.python_format", "trail.formats.treesitter_format",
           "trail.formats.c_links", "trail.formats.smtlib_sorts", "trail.formats.json_format",
           "trail.formats.directory")
OTHERS = ("trail.handoff.emit_test", "trail.sandbox.docker", "trail.parallel.dask_sandbox",
          "trail.jobs.bisect", "trail.jobs.isolate", "trail.jobs.auto", "trail.suite",
          "trail.result.bisect", "trail.result.isolate", "trail.result.auto",
          "trail.handoff.bisect_scripts", "trail.handoff.clone_scripts", "trail.sandbox.recipe",
          "trail.core.flaky",
          # the other commands: `trail delta` builds its own parser alone
          "trail.cli.env", "trail.cli.sweep", "trail.cli.tests", "trail.cli.auto",
          "trail.cli.action",
          # its oracle prints nothing: no shape has a line to read
          "trail.oracle.shapes.generic", "trail.oracle.shapes.native",
          "trail.oracle.shapes.python", "trail.oracle.shapes.runtime")


def _imported(tmp_path: Path, file_name: str, data: str) -> set[str]:
    source = tmp_path / file_name
    source.write_text(data)
    out = subprocess.run(
        [sys.executable, "-c", PROGRAM, "delta", "--interesting-exit-zero", "--oracle",
         "grep -q title {}", "--verify", "0", "-q", "--out", str(tmp_path / "out"),
         str(source)],
        check=True, capture_output=True, text=True,
        env={"PYTHONPATH": str(RUNNER), "PATH": os.environ["PATH"]})
    status, modules = json.loads(out.stdout.splitlines()[-1])
    assert status == 0, out.stderr
    return set(modules)


def test_a_plain_text_run_imports_no_parser_of_another_format(tmp_path):
    imported = _imported(tmp_path, "notes.txt", "a title on one line, no brackets\n")
    assert "trail.pipeline.reduction" in imported  # it ran
    assert not imported & {m for m in imported if m.split(".")[0] in HEAVY}
    assert not imported & {*FORMATS, *OTHERS}, sorted(imported & {*FORMATS, *OTHERS})
    assert not imported & set(STDLIB), sorted(imported & set(STDLIB))


@pytest.mark.parametrize(("file_name", "data", "format_module"), [
    ("config.yaml", "a:\n  title: 1\n", "trail.formats.yaml_format"),
    ("page.xml", "<a><title/></a>\n", "trail.formats.treesitter_format"),
])
def test_a_chosen_format_imports_its_own_module_and_no_other_format(tmp_path, file_name, data,
                                                                    format_module):
    imported = _imported(tmp_path, file_name, data)
    others = set(FORMATS) - {format_module, "trail.formats.json_format"}
    assert format_module in imported
    assert not imported & others, sorted(imported & others)
    assert not imported & set(GRAMMARS), sorted(imported & set(GRAMMARS))
