"""Which of the files a failing command read `trail delta auto` minimizes, and why.

The failure is in the data the command read far more often than in the code: code
is what the failure is about, and minimizing it would hide the bug. So by default
trail takes the tracked files that are data by their extension, plus the failing
test's own file (its other tests and helpers are noise around the one that fails;
the test itself must stay, and the failure signature checks that it does). Files
git does not track are left alone: they are generated or belong to the environment
(a virtualenv, a cache), and a fresh clone would not have them anyway.
`--include` and `--exclude` globs (`*` crosses folders) override all this; a file
too large for the budget is left as it is.
"""

from __future__ import annotations

import enum
import fnmatch
import os
import site
import sys
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from trail.result.auto import OutsideRead

# Code, by extension: read by the command, but not what a reduction should cut.
SOURCE_EXTENSIONS = frozenset({
    ".py", ".pyi", ".pyx", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".c", ".h", ".cc",
    ".cpp", ".cxx", ".hpp", ".rs", ".go", ".java", ".kt", ".scala", ".rb", ".php", ".pl",
    ".pm", ".lua", ".swift", ".cs", ".sh", ".bash", ".zsh", ".ps1", ".r", ".jl", ".ex",
    ".exs", ".erl", ".hs", ".ml", ".clj", ".dart", ".vue", ".svelte", ".so", ".pyc",
})

# Files that set up the project or its tools rather than feed the failing code.
PROJECT_FILES = frozenset({
    "pyproject.toml", "setup.cfg", "setup.py", "tox.ini", "pytest.ini", "conftest.py",
    ".coveragerc", "requirements.txt", "Pipfile", "Pipfile.lock", "poetry.lock",
    "package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "tsconfig.json",
    ".babelrc", "jest.config.js", "Cargo.toml", "Cargo.lock", "go.mod", "go.sum",
    "Makefile", "CMakeLists.txt", ".gitignore", ".gitattributes", ".editorconfig",
})


class Why(enum.Enum):
    """Why a file read by the command is minimized or left as it is."""

    DATA = "data read by the command"
    TEST_FILE = "the failing test's own file"
    INCLUDED = "named by --include"
    INCLUDED_UNREAD = "named by --include (not seen read)"
    SOURCE = "source code (--include to minimize it)"
    PROJECT = "project configuration (--include to minimize it)"
    UNTRACKED = "not tracked by git (--include to minimize it)"
    EXCLUDED = "named by --exclude"
    TOO_LARGE = "larger than --max-file-size: left as it is"

    @property
    def chosen(self) -> bool:
        return self in (Why.DATA, Why.TEST_FILE, Why.INCLUDED, Why.INCLUDED_UNREAD)


@dataclass(frozen=True)
class FileChoice:
    path: str   # relative to the repository's top, with /
    bytes: int
    why: Why

    @property
    def chosen(self) -> bool:
        return self.why.chosen

    def to_json(self) -> dict[str, object]:
        return {"path": self.path, "bytes": self.bytes, "chosen": self.chosen,
                "why": self.why.value}


@dataclass(frozen=True)
class Rules:
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    max_bytes: int = 5_000_000
    test_file: str | None = None  # the failing test's file, when the command names a test


# Folders a run writes for itself (bytecode, test and lint caches): never the data a
# failure depends on, and never anyone's work to carry.
CACHE_FOLDERS = frozenset({"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache",
                           ".hypothesis"})


def is_cache(path: str) -> bool:
    """Whether `path` (relative, with /) lies in a folder of CACHE_FOLDERS."""
    return not CACHE_FOLDERS.isdisjoint(path.split("/")[:-1])


def matches(path: str, globs: Sequence[str]) -> bool:
    return any(fnmatch.fnmatchcase(path, glob) for glob in globs)


def is_data(path: str, executable: bool) -> bool:
    """Whether a tracked file is data: not code by its extension, not a program, not
    the project's configuration."""
    name = os.path.basename(path)
    extension = os.path.splitext(name)[1].lower()
    return not (executable or extension in SOURCE_EXTENSIONS or name in PROJECT_FILES)


def classify(path: str, *, read: bool, tracked: bool, executable: bool, rules: Rules) -> Why:
    if matches(path, rules.exclude):
        return Why.EXCLUDED
    if matches(path, rules.include):
        return Why.INCLUDED if read else Why.INCLUDED_UNREAD
    if path == rules.test_file:
        return Why.TEST_FILE
    if not tracked:
        return Why.UNTRACKED
    if not is_data(path, executable):
        name = os.path.basename(path)
        return Why.PROJECT if name in PROJECT_FILES else Why.SOURCE
    return Why.DATA


def choose_files(read: Sequence[str], tracked: Collection[str], root: str,
                 rules: Rules) -> list[FileChoice]:
    """Every file read under `root` (and every tracked one --include names), with
    whether it is minimized and why, in the order first read."""
    seen = set(read)
    # The test's file counts even where a tracer missed Python reading it.
    named = [*([rules.test_file] if rules.test_file else []),
             *(path for path in sorted(tracked) if matches(path, rules.include))]
    unread = [path for path in dict.fromkeys(named)
              if path not in seen and os.path.isfile(os.path.join(root, path))]
    out = []
    for path in [*read, *unread]:
        st = os.stat(os.path.join(root, path))
        why = classify(path, read=path in seen, tracked=path in tracked,
                       executable=bool(st.st_mode & 0o111), rules=rules)
        if why.chosen and st.st_size > rules.max_bytes:
            why = Why.TOO_LARGE
        out.append(FileChoice(path, st.st_size, why))
    return out


# -- files read outside the checkout ------------------------------------------------
# trail minimizes files of the checkout only, and reproduce.sh runs in a fresh clone:
# a failure that comes from a file elsewhere (a config named by an environment
# variable) depends on that file, wherever the reproducer runs. The environment's own
# files are not worth naming: the system's, the interpreters' and packages', tools'
# dot-folders in the home folder, and code.

SYSTEM_FOLDERS = ("/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin", "/etc",
                  "/proc", "/sys", "/dev", "/run", "/var/lib", "/var/cache", "/snap", "/nix")
PACKAGE_FOLDERS = frozenset({"site-packages", "dist-packages", "node_modules", "__pycache__"})
# Variables holding a folder that holds nearly everything: they name no file in particular.
GENERAL_FOLDERS = frozenset({"HOME", "PWD", "OLDPWD", "TMPDIR", "TMP", "TEMP"})


def outside_reads(opened: Sequence[str], tree: str, environ: Mapping[str, str],
                  own: Sequence[str] = ()) -> list[OutsideRead]:
    """The files in `opened` outside the folder `tree` that may feed the failure, in
    the order first read: those an environment variable names, and the others that
    are not the environment's own files (see above) nor under the folders `own`."""
    tree = os.path.realpath(tree)
    skipped = [os.path.realpath(folder) for folder in (*own, *_environment_folders())]
    found = []
    for path in dict.fromkeys(os.path.realpath(p) for p in opened):
        if _under(path, tree) or not os.path.isfile(path):
            continue
        named = _naming(path, environ, folders=False)
        if named is not None:
            found.append(OutsideRead(path, named))
        elif not any(_under(path, folder) for folder in skipped) and _data_file(path):
            found.append(OutsideRead(path, _naming(path, environ, folders=True)))
    return found


def _under(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def _environment_folders() -> list[str]:
    """Where the system, Python and tools keep their own files."""
    home = os.path.expanduser("~")
    dot = [os.path.join(home, name) for name in _listing(home) if name.startswith(".")]
    return [*SYSTEM_FOLDERS, sys.prefix, sys.base_prefix, sys.exec_prefix,
            site.getuserbase(), *dot]


def _listing(folder: str) -> list[str]:
    try:
        return os.listdir(folder)
    except OSError:
        return []


def _data_file(path: str) -> bool:
    """Not code, a program, nor a package's file."""
    parts = path.split(os.sep)
    if any(part in PACKAGE_FOLDERS or part.endswith((".egg-info", ".dist-info"))
           for part in parts):
        return False
    try:
        executable = bool(os.stat(path).st_mode & 0o111)
    except OSError:
        return False
    return is_data(path, executable)


def _naming(path: str, environ: Mapping[str, str], folders: bool) -> str | None:
    """The environment variable whose value is `path` (with `folders`, or a folder
    holding it, but not one that holds nearly everything)."""
    for name in sorted(environ):
        value = environ[name]
        if not os.path.isabs(value) or os.pathsep in value:
            continue
        named = os.path.realpath(value)
        if named == path or (folders and name not in GENERAL_FOLDERS
                             and not name.startswith("XDG_") and _under(path, named)):
            return name
    return None
