"""What a short `trail delta` run imports: the modules it needs, not every format's parser.

Start-up is most of a short run's time (issue 31), and an import added at the top of
a module the run loads is paid by every run. Each case is a fresh interpreter that
imports what `trail delta` imports and chooses a format as the run does, then lists
what got imported; the test names what must not be among them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

RUNNER = Path(__file__).resolve().parent.parent / "runner"

PROGRAM = """
import json, sys
import trail.cli.main, trail.jobs.delta
from trail.formats.registry import choose
choose(sys.argv[1], sys.argv[2].encode())
print(json.dumps(sorted(sys.modules)))
"""

# Third-party packages and format modules a plain text input never needs.
HEAVY = ("yaml", "tree_sitter", "tree_sitter_language_pack", "docker", "requests", "dask",
         "distributed")
FORMATS = ("trail.formats.yaml_format", "trail.formats.sexp_format",
           "trail.formats.python_format", "trail.formats.treesitter_format",
           "trail.formats.c_links", "trail.formats.smtlib_sorts")


def _imported(file_name: str, data: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", PROGRAM, file_name, data], check=True,
                         capture_output=True, text=True, env={"PYTHONPATH": str(RUNNER)})
    return set(json.loads(out.stdout))


def _roots(modules: set[str]) -> set[str]:
    return {m.split(".")[0] for m in modules} | modules


def test_a_plain_text_run_imports_no_parser_of_another_format():
    imported = _roots(_imported("input.txt", "x @#$%& one long line, no brackets"))
    assert imported.isdisjoint(HEAVY), sorted(imported & set(HEAVY))
    assert imported.isdisjoint(FORMATS), sorted(imported & set(FORMATS))
    # The folder format brings tarfile; --emit-test's writer, the test's templates.
    assert imported.isdisjoint({"trail.formats.directory", "trail.handoff.emit_test"})
    assert imported.isdisjoint({"trail.sandbox.docker", "trail.parallel.dask_sandbox"})


@pytest.mark.parametrize(("file_name", "data", "format_module"), [
    ("config.yaml", "a:\n  b: 1\n", "trail.formats.yaml_format"),
    ("page.xml", "<a><title/></a>", "trail.formats.treesitter_format"),
    ("input", "import os\n", "trail.formats.python_format"),
])
def test_a_chosen_format_imports_its_own_module_and_no_other_format(file_name, data,
                                                                    format_module):
    imported = _imported(file_name, data)
    assert format_module in imported
    assert imported.isdisjoint(set(FORMATS) - {format_module, "trail.formats.c_links"}), \
        sorted(imported & set(FORMATS))
