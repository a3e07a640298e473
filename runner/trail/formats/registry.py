"""Choosing a format: by name (`--format NAME`), else by file name, else by content.

A file whose name claims a format but whose bytes do not parse as it is reduced as
text, with a warning for the report; one given `--format` it does not parse as is
an error.
"""

from __future__ import annotations

from functools import cache

from trail.formats import catalog
from trail.formats.base import Format
from trail.formats.catalog import BY_CONTENT, BY_NAME, Entry
from trail.formats.text import TextFormat

TEXT = TextFormat()
FOLDER = "directory"  # DirectoryFormat's name, known without importing tarfile


class FormatError(ValueError):
    """A --format that cannot be used: unknown, or the input does not parse as it."""


@cache
def _loaded(entry: Entry) -> Format:
    return entry.load()


def _directory(data: bytes = b"") -> Format:
    from trail.formats.directory import DirectoryFormat  # tarfile: for folders only

    return DirectoryFormat(_choose_file, data)


def _choose_file(file_name: str, data: bytes) -> Format:
    return choose(file_name, data, None)[0]


def all_formats() -> list[Format]:
    """Every format, text first and the folder last (`trail formats`): imports them all."""
    return [TEXT, *map(_loaded, BY_NAME), _directory()]


def _names() -> list[str]:
    return [TEXT.name, *(entry.name for entry in BY_NAME), FOLDER]


def _by_name(name: str) -> Format:
    if name == TEXT.name:
        return TEXT
    if name == FOLDER:
        return _directory()
    for entry in BY_NAME:
        if entry.name == name:
            return _loaded(entry)
    names = ", ".join(_names())
    raise FormatError(f"unknown format {name!r}: use auto or one of {names} "
                        "(see `trail formats`)")


def _name_claims(file_name: str) -> Format | None:
    claimed = next((e for e in BY_NAME if catalog.claims(e.extensions, file_name)), None)
    return None if claimed is None else _loaded(claimed)


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
        if forced not in (None, "auto", FOLDER):
            warnings.append(f"--format {forced} ignored: the input is a folder; "
                            "each file gets its own format")
        return _directory(data), "the input is a folder", warnings
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
    for entry in BY_CONTENT:
        if entry.may_fit is None or not entry.may_fit(data):
            continue  # the module is not imported to say no
        reason = _loaded(entry).detect("", data)
        if reason is not None:
            return _loaded(entry), reason, []
    return TEXT, TEXT.detect(file_name, data) or "", []
