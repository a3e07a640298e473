"""The layering of docs/architecture.md, checked from the code's own imports.

Every module under runner/trail is read with `ast` (imports inside functions
count: they run too), and each rule is one case per layer, so a failure names the
layer and every offending import as file:line.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "runner"
PACKAGE = ROOT / "trail"

# Bottom to top: a module may import its own layer and those below it. Layers of
# one rank may import each other: result and handoff; jobs and the library seam;
# cli and github (`trail action` is how the Action starts, its one use of cli); the
# pytest plugin is an edge beside them (pytest's options in, a job called).
ORDER: dict[str, int] = {
    "core": 0, "formats": 1, "oracle": 2, "sandbox": 3, "parallel": 4, "result": 5,
    "handoff": 5, "pipeline": 6, "suite": 7, "jobs": 8, "api": 8, "cli": 9, "github": 9,
    "pytest_plugin": 9,
}
# Imported by any layer, and importing nothing of trail themselves.
SUPPORT = frozenset({"diskfull", "ellipsis", "errors", "facts", "interrupts", "mdsafe",
                     "progress", "redact"})
# Which layer the package itself and its entry point belong to: `trail` re-exports
# the library seam, `python -m trail` starts the command line.
TOP_LEVEL = {"trail": "api", "trail.__main__": "cli"}
EDGE = "github"  # talks to trail only through the CLI and report.json
# What the edge may import besides itself: the secrets rule, and the readers of
# report.json that the report's other renderers share (the facts, safe Markdown, the
# cut of a message for display).
EDGE_SUPPORT = ("redact", "facts", "mdsafe", "ellipsis")
ENTRY = frozenset({"cli", EDGE, "pytest_plugin"})  # nothing below them imports them


@dataclass(frozen=True)
class Import:
    importer: str  # dotted module name
    imported: str
    where: str     # path:line, for the message

    def __str__(self) -> str:
        return f"{self.where}: {self.importer} imports {self.imported}"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _resolve(name: str) -> str:
    """The module a dotted name lands on: `trail.x.y` if that is a module, else
    its longest prefix that is (the y of `from trail.x import y` may be a name)."""
    while name not in MODULES and "." in name:
        name = name.rsplit(".", 1)[0]
    return name


def _imports_of(module: str, path: Path) -> Iterator[Import]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            names = [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        shown = path.relative_to(ROOT.parent) if path.is_relative_to(ROOT.parent) else path.name
        where = f"{shown}:{node.lineno}"
        for name in names:
            if name == "trail" or name.startswith("trail."):
                yield Import(module, _resolve(name), where)


# One entry per import line and target (`from x import A, B` is one import of x).
IMPORTS: list[Import] = list(dict.fromkeys(
    imp for module, path in MODULES.items() for imp in _imports_of(module, path)))


def layer(module: str) -> str:
    """The layer of a module: its package under trail, or what a top-level module is."""
    if module in TOP_LEVEL:
        return TOP_LEVEL[module]
    return module.split(".")[1]


def _of(name: str) -> list[Import]:
    return [imp for imp in IMPORTS if layer(imp.importer) == name]


def _report(bad: list[Import]) -> str:
    return "\n".join(str(imp) for imp in bad)



def test_every_module_has_a_layer():
    known = {*ORDER, *SUPPORT}
    strays = sorted(m for m in MODULES if layer(m) not in known)
    assert not strays, f"modules with no layer (add them to docs/architecture.md): {strays}"


def _cycles() -> list[list[str]]:
    """The import cycles: strongly connected groups of two or more modules (Tarjan)."""
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for imp in IMPORTS:
        if imp.imported != imp.importer:
            graph[imp.importer].add(imp.imported)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while (top := stack.pop()) != node:
                group.append(top)
            group.append(node)
            if len(group) > 1:
                groups.append(sorted(group))

    for node in graph:
        if node not in index:
            visit(node)
    return groups


LAYERS = sorted({*ORDER, *SUPPORT})


@pytest.mark.parametrize("name", LAYERS)
def test_no_import_cycle_goes_through(name):
    bad = [group for group in _cycles() if any(layer(m) == name for m in group)]
    edges = [imp for group in bad for imp in IMPORTS
             if imp.importer in group and imp.imported in group]
    assert not bad, f"import cycles through {name}: {bad}\n{_report(edges)}"


@pytest.mark.parametrize("name", ORDER)
def test_a_layer_imports_only_the_layers_below_it(name):
    allowed = {other for other, rank in ORDER.items() if rank <= ORDER[name]} | SUPPORT
    bad = [imp for imp in _of(name) if layer(imp.imported) not in allowed]
    assert not bad, f"{name} imports a layer above it:\n{_report(bad)}"


def test_core_imports_nothing_of_trail_outside_core():
    bad = [imp for imp in _of("core") if layer(imp.imported) != "core"]
    assert not bad, _report(bad)


def test_formats_import_only_core_and_formats():
    bad = [imp for imp in _of("formats") if layer(imp.imported) not in ("core", "formats")]
    assert not bad, _report(bad)


@pytest.mark.parametrize("name", sorted(SUPPORT))
def test_a_support_module_imports_nothing_of_trail(name):
    assert not _of(name), _report(_of(name))


def test_nothing_but_cli_and_the_entry_point_imports_cli_or_github():
    bad = [imp for imp in IMPORTS if layer(imp.imported) in ENTRY
           and layer(imp.importer) not in ENTRY]
    assert not bad, _report(bad)


# A job's own helper modules, beside it in jobs/. Whatever jobs share is in pipeline/.
JOB_HELPERS = {"bisect": {"bisect_step", "gitrepo"},
               "auto": {"auto_choose", "auto_collects", "auto_changes"},
               "sweep": {"sweep_data", "sweep_cluster"}}
# The job each module of jobs/ belongs to: itself, or the job it helps.
JOB_OF = {name: job for job, helpers in JOB_HELPERS.items() for name in (job, *helpers)}


def test_no_job_imports_another_job():
    def job(module: str) -> str:
        name = module.split(".")[2]
        return JOB_OF.get(name, name)

    bad = [imp for imp in _of("jobs") if layer(imp.imported) == "jobs"
           and job(imp.imported) != job(imp.importer)]
    assert not bad, _report(bad)


def test_only_the_handoff_replaces_files():
    """handoff.write is the one writer of the hand-off and the run's state: nothing
    else renames a file into place or calls the atomic writer."""
    bad = []
    for module, path in MODULES.items():
        if layer(module) == "handoff":
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            name = node.attr if isinstance(node, ast.Attribute) else \
                node.id if isinstance(node, ast.Name) else None
            if name in ("replace", "rename", "write_atomically") and (
                    name == "write_atomically" or _is_os(node)):
                bad.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}: {name}")
    assert not bad, "\n".join(bad)


def _is_os(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
        and node.value.id == "os"


def test_github_talks_to_trail_only_through_the_cli():
    bad = [imp for imp in _of(EDGE) if layer(imp.imported) not in (EDGE, *EDGE_SUPPORT)]
    assert not bad, _report(bad)


def test_the_checker_sees_imports_inside_functions_and_relative_ones(tmp_path):
    path = tmp_path / "m.py"
    path.write_text("import os\nfrom .schema import SCHEMA\n\n\n"
                    "def f():\n    from trail.core import ddmin\n")
    found = sorted((imp.imported, imp.where) for imp in _imports_of("trail.handoff.m", path))
    assert found == [("trail.core.ddmin", "m.py:6"), ("trail.handoff.schema", "m.py:2")]
