"""Directories: whole files and folders first, then each file with its own format.

A directory travels as uncompressed tar bytes, deterministic so that the same
tree always gives the same bytes (and the same cache key): names sorted, mtime 0,
uid/gid 0, no owner names, modes 0o755/0o644. `unpack` is what a sandbox calls to
lay a candidate out; it refuses absolute names, `..` and links that leave the folder.

Passes of one round: `dir-depth-K` removes entries K levels down (top-level files
and folders first; a removed folder takes everything in it); then, for every file
left, the passes of the format chosen for that file (its structure, then its text
passes), each named `PATH:PASS`.
"""

from __future__ import annotations

import functools
import io
import os
import stat
import tarfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath

from trail.core.digest import digest
from trail.core.origins import Origins, Segment, copy
from trail.core.units import Cut, Pass
from trail.formats.base import BaseFormat, Format, Malformed
from trail.formats.kept import Kept, kept_pieces, line_count


class UnsafeArchive(ValueError):
    """A tar member that would land outside the destination folder."""


@dataclass(frozen=True)
class Entry:
    name: str            # posix path relative to the folder
    kind: str            # "dir" | "file" | "link"
    mode: int = 0o644
    content: bytes = b""  # file bytes, or the link target for links
    # Where a file's content starts in the tar it was read from (-1: made, not read).
    at: int = field(default=-1, compare=False)

    @property
    def level(self) -> int:
        return self.name.count("/") + 1


def _info(entry: Entry) -> tarfile.TarInfo:
    info = tarfile.TarInfo(entry.name)
    info.mtime, info.uid, info.gid, info.uname, info.gname = 0, 0, 0, "", ""
    info.mode = entry.mode
    if entry.kind == "dir":
        info.type = tarfile.DIRTYPE
    elif entry.kind == "link":
        info.type, info.linkname = tarfile.SYMTYPE, entry.content.decode("utf-8", "surrogateescape")
    else:
        info.size = len(entry.content)
    return info


def pack(entries: Sequence[Entry]) -> bytes:
    return _packed(entries)[0]


def _packed(entries: Sequence[Entry]) -> tuple[bytes, dict[str, int]]:
    """The tar bytes, and where each file's content starts in them."""
    out = io.BytesIO()
    starts = {}
    with tarfile.open(fileobj=out, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for entry in sorted(entries, key=lambda e: e.name):
            body = io.BytesIO(entry.content) if entry.kind == "file" else None
            tar.addfile(_info(entry), body)
            if entry.kind == "file":  # its content ends the member, padded to a block
                blocks = -(-len(entry.content) // tarfile.BLOCKSIZE)
                starts[entry.name] = tar.offset - blocks * tarfile.BLOCKSIZE
        end = tar.offset + 2 * tarfile.BLOCKSIZE
    # Keep the end-of-archive blocks, drop the padding to a 10 KiB record.
    return out.getvalue()[:end], starts


def _traced_pack(contents: dict[str, Origins], entries: Sequence[Entry]) -> Origins:
    """Where the bytes of `pack(entries)` came from in the tar the entries were read
    from: each file's content as `contents` says (by name), headers from nowhere."""
    data, starts = _packed(entries)
    segments, at = [], 0
    for name, start in sorted(starts.items(), key=lambda item: item[1]):
        part = contents[name]
        segments += [Segment(start - at, 0, 0, True), *part.segments]
        at = start + part.size
    return Origins([*segments, Segment(len(data) - at, 0, 0, True)])


def _read(entry: Entry) -> Origins:
    """A file's content kept as it was read."""
    return Origins([copy(entry.at, entry.at + len(entry.content))])


def pack_dir(path: str | os.PathLike[str]) -> bytes:
    """The folder at `path` as deterministic, uncompressed tar bytes."""
    root = Path(path)
    entries = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        here = Path(dirpath)
        for name in [*dirnames, *filenames]:
            full = here / name
            rel = full.relative_to(root).as_posix()
            if full.is_symlink():
                entries.append(Entry(rel, "link", 0o777, os.readlink(full).encode()))
            elif full.is_dir():
                entries.append(Entry(rel, "dir", 0o755))
            elif full.is_file():
                executable = full.stat().st_mode & stat.S_IXUSR
                entries.append(Entry(rel, "file", 0o755 if executable else 0o644,
                                     full.read_bytes()))
    return pack(entries)


def entries(data: bytes) -> list[Entry]:
    """The members of tar bytes, checked for safety; raises UnsafeArchive or TarError."""
    found = []
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:") as tar:
        for member in tar.getmembers():
            name = member.name
            parts = PurePosixPath(name).parts
            if name.startswith("/") or ".." in parts or not parts:
                raise UnsafeArchive(f"unsafe path in directory input: {name!r}")
            if member.isdir():
                found.append(Entry(name, "dir", member.mode))
            elif member.issym():
                target = PurePosixPath(member.linkname)
                depth_left = len(parts) - 1
                ups = [p for p in target.parts if p == ".."]
                if target.is_absolute() or len(ups) > depth_left:
                    raise UnsafeArchive(f"link {name!r} points outside the folder")
                found.append(Entry(name, "link", member.mode, member.linkname.encode()))
            elif member.isfile():
                body = tar.extractfile(member)
                found.append(Entry(name, "file", member.mode, body.read() if body else b"",
                                   member.offset_data))
            else:
                raise UnsafeArchive(f"unsupported member type in directory input: {name!r}")
    return found


def unpack(data: bytes, dest_dir: str | os.PathLike[str]) -> None:
    """Lay out tar bytes made by `pack_dir` in `dest_dir` (which must exist)."""
    dest = Path(dest_dir)
    for entry in entries(data):
        target = dest / entry.name
        if entry.kind == "dir":
            target.mkdir(parents=True, exist_ok=True)
        elif entry.kind == "link":
            target.parent.mkdir(parents=True, exist_ok=True)
            os.symlink(entry.content.decode("utf-8", "surrogateescape"), target)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(entry.content)
            target.chmod(entry.mode & 0o777)


def _under(name: str, folder: str) -> bool:
    return name == folder or name.startswith(folder + "/")


@dataclass(frozen=True)
class EntriesPass:
    """Remove files, links and folders `level` levels down."""

    name: str
    level: int

    def cut(self, data: bytes) -> Cut | None:
        current = entries(data)
        units = [e.name for e in current if e.level == self.level]
        if not units:
            return None

        def left(kept: Sequence[str]) -> list[Entry]:
            removed = set(units) - set(kept)
            return [e for e in current if not any(_under(e.name, r) for r in removed)]

        return Cut(units, lambda kept: pack(left(kept)), lambda kept: _traced_pack(
            {e.name: _read(e) for e in current if e.kind == "file"}, left(kept)))


@dataclass(frozen=True)
class FilePass:
    """A pass of one file's own format, run on that file inside the folder."""

    name: str
    path: str
    inner: Pass

    def cut(self, data: bytes) -> Cut | None:
        current = entries(data)
        mine = next((e for e in current if e.name == self.path and e.kind == "file"), None)
        if mine is None:
            return None
        cut = self.inner.cut(mine.content)
        if cut is None:
            return None

        def render(kept: Sequence) -> bytes:
            new = Entry(mine.name, "file", mine.mode, cut.render(kept))
            return pack([new if e is mine else e for e in current])

        def origins(kept: Sequence) -> Origins:
            new = Entry(mine.name, "file", mine.mode, cut.render(kept))
            inner = cut.origins(kept) if cut.origins is not None else None
            if inner is None:  # the inner cut cannot say: diffed
                inner = Origins.diff(mine.content, new.content)
            shifted = Origins(Segment(s.length, s.start + mine.at, s.end + mine.at, s.replaced)
                              for s in inner.segments)
            contents = {e.name: _read(e) for e in current if e.kind == "file"}
            return _traced_pack({**contents, mine.name: shifted},
                                [new if e is mine else e for e in current])

        return Cut(cut.units, render, origins)


ChooseFile = Callable[[str, bytes], Format]


class DirectoryFormat(BaseFormat):
    name = "directory"
    description = "a folder (as tar): files and folders by depth, then each file by its format"
    takes_folder = True

    def __init__(self, choose_file: ChooseFile, data: bytes = b"") -> None:
        self._choose_file = choose_file
        # Formats are chosen once, on the original files, so that a file keeps its
        # format (and its tree-sitter error bar) however far it is reduced.
        self.file_formats: dict[str, Format] = {}
        if data:
            self.file_formats = {e.name: choose_file(e.name.rsplit("/", 1)[-1], e.content)
                                 for e in entries(data) if e.kind == "file"}
        self._valid: dict[tuple[str, bytes], bool] = {}

    def detect(self, file_name: str, data: bytes) -> str | None:
        return None  # a folder is known from the input path, never from bytes

    def size(self, data: bytes) -> int:
        """What a reduction shrinks: names and contents. Tar pads every file to 512
        bytes, so len(data) stays put while a file loses a few characters."""
        return sum(len(e.name) + len(e.content) for e in entries(data))

    def passes(self, data: bytes) -> list[Pass]:
        current = entries(data)
        levels = max((e.level for e in current), default=0)
        out: list[Pass] = [EntriesPass(f"dir-depth-{k}", k) for k in range(1, levels + 1)]
        for entry in current:
            fmt = self.file_formats.get(entry.name)
            if entry.kind == "file" and fmt is not None:
                out.extend(FilePass(f"{entry.name}:{p.name}", entry.name, p)
                           for p in fmt.passes(entry.content))
        return out

    def kept(self, original: bytes, minimized: bytes, origins: Origins) -> list[Kept]:
        """Each kept file by its name, with the pieces of it its own format names
        where its bytes came from; a file kept empty (or whose bytes name nothing) is
        one piece without lines."""
        before = {e.name: e for e in entries(original) if e.kind == "file"}
        out = []
        for entry in entries(minimized):
            was = before.get(entry.name)
            if entry.kind != "file" or was is None:
                continue
            mine = Origins(origins.part(entry.at, entry.at + len(entry.content)))
            mine = mine.within(was.at, was.at + len(was.content))
            fmt = self.file_formats.get(entry.name)
            pieces = fmt.kept(was.content, entry.content, mine) if fmt is not None \
                else kept_pieces(was.content, entry.content, mine)
            out += [replace(p, file=entry.name) for p in pieces] or [
                Kept(0, 0, None, line_count(was.content), file=entry.name)]
        return out

    def malformed_variant(self, data: bytes) -> bytes | None:
        """The folder with its first file that can be malformed made so."""
        questions = self.malformed_questions(data)
        return questions[0].variant if questions else None

    def malformed_questions(self, data: bytes) -> list[Malformed]:
        """One per file its format can make malformed: the folder with that file
        malformed, and the check of that file alone (a test may read one file with a
        parser and grep another)."""
        current = entries(data)
        questions = []
        for entry in current:
            fmt = self.file_formats.get(entry.name)
            variant = None if entry.kind != "file" or fmt is None \
                else fmt.malformed_variant(entry.content)
            if variant is not None:
                new = Entry(entry.name, "file", entry.mode, variant)
                questions.append(Malformed(
                    pack([new if e is entry else e for e in current]),
                    functools.partial(self._named_valid, entry.name),
                    f"{fmt.name} variant of {entry.name}", entry.name))
        return questions

    def _named_valid(self, name: str, data: bytes) -> bool:
        """Whether file `name` of the folder `data` is well-formed (or gone)."""
        try:
            current = entries(data)
        except (tarfile.TarError, UnsafeArchive):
            return False
        return all(self._file_valid(e) for e in current if e.name == name and e.kind == "file")

    def is_valid(self, data: bytes) -> bool:
        try:
            current = entries(data)
        except (tarfile.TarError, UnsafeArchive):
            return False
        return all(self._file_valid(e) for e in current if e.kind == "file")

    def _file_valid(self, entry: Entry) -> bool:
        fmt = self.file_formats.get(entry.name)
        if fmt is None:
            return True
        key = (entry.name, digest(entry.content))
        if key not in self._valid:
            self._valid[key] = fmt.is_valid(entry.content)
        return self._valid[key]
