"""Choosing a format: by name (`--format NAME`), else by file name, else by content.

A file whose name claims a format but whose bytes do not parse as it is reduced as
text, with a warning for the report; one given `--format` it does not parse as is
an error.
"""

from __future__ import annotations

from trail.formats.base import Format
from trail.formats.directory import DirectoryFormat
from trail.formats.json_format import JsonFormat
from trail.formats.jsonl_format import JsonlFormat
from trail.formats.python_format import PythonFormat
from trail.formats.sexp_format import SexpFormat
from trail.formats.text import TextFormat
from trail.formats.treesitter_format import FORMATS as TREE_SITTER
from trail.formats.yaml_format import YamlFormat

TEXT = TextFormat()
# Tried on content in this order: JSON before JSONL (one line of JSON is JSON),
# Python before YAML (`def f():` lines read as YAML mappings); s-expressions, whose
# first form opens with `(`, before both.
BY_CONTENT: list[Format] = [JsonFormat(), JsonlFormat(), SexpFormat(), PythonFormat(),
                            YamlFormat()]


class FormatError(ValueError):
    """A --format that cannot be used: unknown, or the input does not parse as it."""


def _choose_file(file_name: str, data: bytes) -> Format:
    return choose(file_name, data, None)[0]


FORMATS: list[Format] = [TEXT, *BY_CONTENT, *TREE_SITTER, DirectoryFormat(_choose_file)]


def _by_name(name: str) -> Format:
    for fmt in FORMATS:
        if fmt.name == name:
            return fmt
    names = ", ".join(f.name for f in FORMATS)
    raise FormatError(f"unknown format {name!r}: use auto or one of {names} "
                        "(see `trail formats`)")


def _name_claims(file_name: str) -> Format | None:
    return next((fmt for fmt in [*BY_CONTENT, *TREE_SITTER] if fmt.claims(file_name)), None)


def _fallback(file_name: str, fmt: Format) -> tuple[Format, str, list[str]]:
    warning = (f"{file_name or 'the input'} does not parse as {fmt.name}: "
               f"reducing it as text (lines, then characters)")
    return TEXT, f"{fmt.name} expected but the input does not parse", [warning]


def choose(file_name: str, data: bytes, forced: str | None = None, *,
           directory: bool = False) -> tuple[Format, str, list[str]]:
    """The format for an input, why it was chosen, and warnings for the report.

    `forced` is `--format` (None or "auto": choose); `directory` says the input is
    a folder packed by `directory.pack_dir`. Raises FormatError for a bad name, or a
    forced format the input does not parse as.
    """
    if directory:
        warnings = []
        if forced not in (None, "auto", "directory"):
            warnings.append(f"--format {forced} ignored: the input is a folder; "
                            "each file gets its own format")
        return DirectoryFormat(_choose_file, data), "the input is a folder", warnings
    if forced not in (None, "auto"):
        fmt = _by_name(forced)
        if fmt.takes_folder:
            raise FormatError(f"--format {forced} needs a folder as input")
        ready = fmt.for_input(data)
        if ready is not None:
            return ready, f"--format {forced}", []
        raise FormatError(f"--format {forced}: {file_name or 'the input'} does not parse as "
                          f"{forced}: fix it, or use --format auto or text to reduce it as text")
    claimed = _name_claims(file_name)
    if claimed is not None:
        ready = claimed.for_input(data)
        if ready is not None:
            return ready, claimed.detect(file_name, data) or "", []
        return _fallback(file_name, claimed)
    for fmt in BY_CONTENT:
        reason = fmt.detect("", data)
        if reason is not None:
            return fmt, reason, []
    return TEXT, TEXT.detect(file_name, data) or "", []
