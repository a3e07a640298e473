"""Whether a candidate of the failing test's own file can still run that test.

A candidate that drops the test, or a name the module needs as it is imported (the
`pytest` of `@pytest.fixture`), cannot: pytest does not collect the test (exit 125,
"the test did not run"), and each such run costs a whole start of the suite. This
reads the candidate with `ast` and says so without running it. It only ever rejects
what surely fails to collect: a name bound anywhere in the module, in any branch or
order, counts as bound, a star import as binding every name, and annotations (not
evaluated under `from __future__ import annotations`) are not read.
"""

from __future__ import annotations

import ast
import builtins
import functools
import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass

from trail.formats.directory import entries

# What a module has bound before its first line runs.
_MODULE_NAMES = frozenset({"__name__", "__file__", "__doc__", "__spec__", "__loader__",
                           "__package__", "__builtins__", "__path__", "__cached__",
                           "__annotations__", "__dict__"})
_KNOWN = frozenset(dir(builtins)) | _MODULE_NAMES


@dataclass(frozen=True)
class VictimFile:
    """The victim's file in the candidate folder, and the names of its node id."""

    path: str                 # the file's path in the folder
    names: tuple[str, ...]    # `Class`, `test_x` of `path::Class::test_x[param]`

    @classmethod
    def of(cls, victim: str) -> VictimFile:
        path, *names = re.sub(r"\[.*\]$", "", victim).split("::")
        return cls(posixpath.normpath(path), tuple(names))

    def collects(self, folder: bytes) -> bool:
        """Whether the packed `folder` has the file, and it still defines the test
        and binds every name its import evaluates."""
        mine = next((e for e in entries(folder) if e.name == self.path and e.kind == "file"),
                    None)
        return mine is not None and _collects(mine.content, self.names)


# The test file stays the same while the data files' passes run (they come first):
# its verdict is read from here, not parsed again for every candidate.
@functools.lru_cache(maxsize=16)
def _collects(source: bytes, names: tuple[str, ...]) -> bool:
    try:
        module = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return False
    bound = _bound_by(module)
    if "*" not in bound and not _evaluated(module) <= bound | _KNOWN:
        return False
    return _defines(module.body, names)


def _defines(body: list[ast.stmt], names: tuple[str, ...]) -> bool:
    """Whether `body` defines the test `names` names (a class's own method, or a class
    with bases, which may inherit it; a name bound otherwise may be a made test)."""
    if not names:
        return True
    first, rest = names[0], names[1:]
    for node in body:
        if isinstance(node, ast.ClassDef) and node.name == first:
            return not rest or bool(node.bases) or _defines(node.body, rest)
        if first in _bound_by(node):
            return True
    return False


def _bound_by(node: ast.AST) -> set[str]:
    """Every name bound anywhere in `node`, a function's locals too ("*": a star
    import binds any)."""
    found: set[str] = set()
    for n in ast.walk(node):
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(n.name)
        elif isinstance(n, ast.Import | ast.ImportFrom):
            found.update((a.asname or a.name).split(".")[0] for a in n.names)
        elif isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            found.add(n.id)
        elif isinstance(n, ast.ExceptHandler | ast.MatchAs | ast.MatchStar) and n.name:
            found.add(n.name)
    return found


def _evaluated(module: ast.Module) -> set[str]:
    """The names read while the module is imported: its statements, and of a def or
    class its decorators, defaults and bases (not a function's body)."""
    return {n.id for node in _module_level(module) for n in _loads(node)}


def _module_level(module: ast.Module) -> Iterator[ast.AST]:
    """The nodes run at import: statements of the module and class bodies, through
    if/for/while/try/with, but no function's body."""
    todo: list[ast.AST] = list(module.body)
    while todo:
        node = todo.pop()
        yield node
        if isinstance(node, ast.ClassDef):
            todo.extend(node.body)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            todo.extend(child for child in ast.iter_child_nodes(node)
                        if isinstance(child, ast.stmt | ast.excepthandler | ast.match_case))


def _loads(node: ast.AST) -> Iterator[ast.Name]:
    """The names `node` itself reads as it runs (not in nested statements, which
    _module_level gives, nor inside functions, lambdas or comprehensions)."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        roots: list[ast.AST] = [*node.decorator_list, *node.args.defaults,
                                *(d for d in node.args.kw_defaults if d is not None)]
    elif isinstance(node, ast.ClassDef):
        roots = [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]
    else:
        roots = [child for child in ast.iter_child_nodes(node)
                 if not isinstance(child, ast.stmt | ast.excepthandler | ast.match_case)]
    todo = roots
    while todo:
        here = todo.pop()
        if isinstance(here, ast.Name) and isinstance(here.ctx, ast.Load):
            yield here
        elif not isinstance(here, ast.Lambda | ast.ListComp | ast.SetComp | ast.DictComp
                                | ast.GeneratorExp):  # scopes of their own: not read here
            todo.extend(child for child in ast.iter_child_nodes(here)
                        if not (isinstance(here, ast.AnnAssign) and child is here.annotation))
