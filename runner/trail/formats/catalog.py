"""What the registry knows of a format before it imports it: its name, the file
names it claims, where it lives, and what its content must show to be asked.

A run needs one format, but its modules bring their parsers (PyYAML, the s-expression
sorts, tree-sitter's passes): importing all of them cost a short run about a
tenth of its time. So the registry chooses from these entries and imports only
the module of a format it asks or chooses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Any

# The start of a top-level statement that opens a block, an import or a decorator:
# Python content has one (python_format parses only where this finds one).
PYTHON_BLOCK = re.compile(
    rb"^(?:@|(?:async|def|class|if|for|while|with|try|import|from)\b)", re.MULTILINE)
_LATER_LINE = re.compile(rb"\n[ \t\r\f\v]*[^\s]")


def continues_on_another_line(data: bytes) -> bool:
    """Whether anything but blanks follows a line break: without, a document has one
    line (content detection can skip decoding a long line to look for lines)."""
    return _LATER_LINE.search(data) is not None


def claims(extensions: tuple[str, ...], file_name: str) -> bool:
    """Whether `file_name` ends in one of `extensions` (".json") or is one ("makefile")."""
    lower = file_name.lower()
    return lower.endswith(tuple(e for e in extensions if e.startswith("."))) \
        or lower in extensions


def _bracket(data: bytes) -> bool:
    # A JSON object or array has one, in any of the encodings json.loads reads.
    return b"{" in data or b"[" in data


@dataclass(frozen=True)
class Entry:
    """One format: `module`'s `factory(*args)` makes it."""

    name: str
    module: str
    factory: str
    extensions: tuple[str, ...] = ()
    # Detected by content: what every input this format detects shows, cheap to see,
    # so that content without it does not import the module. None: never by content.
    may_fit: Callable[[bytes], bool] | None = None
    args: tuple[object, ...] = ()

    def load(self) -> Any:  # a Format: formats.base imports this module, not the reverse
        return getattr(import_module(self.module), self.factory)(*self.args)


# language -> file name endings (lower case); a bare name matches a whole file name.
LANGUAGES: dict[str, tuple[str, ...]] = {
    "c": (".c", ".h"),
    "cpp": (".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++"),
    "csharp": (".cs",),
    "go": (".go",),
    "java": (".java",),
    "javascript": (".js", ".mjs", ".cjs", ".jsx"),
    "typescript": (".ts", ".mts", ".cts"),
    "tsx": (".tsx",),
    "rust": (".rs",),
    "kotlin": (".kt", ".kts"),
    "swift": (".swift",),
    "scala": (".scala",),
    "ruby": (".rb",),
    "php": (".php",),
    "lua": (".lua",),
    "bash": (".sh", ".bash"),
    "html": (".html", ".htm", ".xhtml"),
    "xml": (".xml", ".svg", ".xsd", ".xsl", ".plist"),
    "css": (".css",),
    "toml": (".toml",),
    "sql": (".sql",),
    "dockerfile": ("dockerfile", ".dockerfile"),
    "make": ("makefile", ".mk"),
}

# Tried on content in this order: JSON before JSONL (one line of JSON is JSON),
# Python before YAML (`def f():` lines read as YAML mappings); s-expressions, whose
# first form opens with `(`, before both.
BY_CONTENT = (
    Entry("json", "trail.formats.json_format", "JsonFormat",
          (".json", ".geojson", ".webmanifest", ".har", ".ipynb"), _bracket),
    Entry("jsonl", "trail.formats.jsonl_format", "JsonlFormat",
          (".jsonl", ".ndjson", ".jsonlines"),
          lambda data: _bracket(data) and continues_on_another_line(data)),
    Entry("sexp", "trail.formats.sexp_format", "SexpFormat",
          (".smt2", ".smt", ".lisp", ".lsp", ".cl", ".el", ".scm", ".ss", ".rkt",
           ".clj", ".cljs", ".cljc", ".edn", ".wat", ".wast", ".sexp"),
          lambda data: b"(" in data),
    Entry("python", "trail.formats.python_format", "PythonFormat", (".py", ".pyw", ".pyi"),
          lambda data: PYTHON_BLOCK.search(data) is not None),
    # YAML nests over a second line (block style) or inside brackets (flow style).
    Entry("yaml", "trail.formats.yaml_format", "YamlFormat", (".yaml", ".yml"),
          lambda data: continues_on_another_line(data) or _bracket(data)),
)
TREE_SITTER = tuple(Entry(language, "trail.formats.treesitter_format", "TreeSitterFormat",
                          extensions, args=(language, extensions))
                    for language, extensions in LANGUAGES.items())
BY_NAME = (*BY_CONTENT, *TREE_SITTER)  # what a file name may claim


def extensions_of(name: str) -> tuple[str, ...]:
    """The file name endings the format `name` claims: the one list of them."""
    return next(entry.extensions for entry in BY_NAME if entry.name == name)
