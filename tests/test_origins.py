"""Provenance (core/origins.py): every pass says where its output's bytes came from,
and a reduction composes that into the origins of its result, as bookkeeping only."""

from __future__ import annotations

import json

import pytest
from test_reduce import HASHES, runs, unlocked_by_chars
from trail.core.origins import Origins, Provenance, Segment, Tracked, copy
from trail.core.reduce import reduce
from trail.formats.directory import DirectoryFormat, entries, pack
from trail.formats.directory import Entry as FileEntry
from trail.formats.json_format import JsonFormat
from trail.formats.python_format import PythonFormat
from trail.formats.registry import choose
from trail.formats.sexp_format import SexpFormat
from trail.formats.text import CHARS, LINES, TextFormat
from trail.formats.yaml_format import YamlFormat


def consistent(origins: Origins, original: bytes, data: bytes) -> None:
    """Origins cover `data` byte for byte, and every copy is the original's bytes."""
    assert origins.size == len(data)
    for at, s in origins.placed():
        if not s.replaced:
            assert data[at : at + s.length] == original[s.start : s.end]
        else:
            assert 0 <= s.start <= s.end <= len(original)


# -- the segments -----------------------------------------------------------------------

def test_touching_copies_merge_and_a_step_composes_with_what_came_before() -> None:
    assert Origins([copy(0, 3), copy(3, 5), Segment(0, 9, 9)]).segments == (copy(0, 5),)
    # 0123456789 -> keep 2..8 -> keep its 1..3 and 5..6: original 3..5 and 7..8.
    first = Origins.copied([(2, 8)])
    assert first.then(Origins.copied([(1, 3), (5, 6)])).segments == (copy(3, 5), copy(7, 8))


def test_a_replacement_stands_in_for_the_original_span_of_what_it_replaced() -> None:
    # `abcXYZdef` kept as `abc` + `def` (original 0..3, 6..9), then `cd` replaced by `0`.
    kept = Origins.copied([(0, 3), (6, 9)])
    step = Origins([copy(0, 2), Segment(1, 2, 4, replaced=True), copy(4, 6)])
    assert kept.then(step).segments == (copy(0, 2), Segment(1, 2, 7, True), copy(7, 9))
    # A copy of part of a replacement still stands in for all of what it replaced.
    again = kept.then(step).then(Origins.copied([(2, 3)]))
    assert again.segments == (Segment(1, 2, 7, True),)


def test_origins_within_a_span_of_the_original_drop_what_lies_outside() -> None:
    origins = Origins([Segment(4, 0, 0, True), copy(10, 20), Segment(2, 12, 14, True)])
    assert origins.within(10, 15).segments == (
        Segment(4, 0, 0, True), copy(0, 5), Segment(5, 0, 0, True), Segment(2, 2, 4, True))


def test_a_diff_finds_kept_lines_and_the_bytes_of_changed_ones() -> None:
    old = b"one\ntwo\nthree\nfour\n"
    assert Origins.diff(old, b"one\nthree\n").segments == (copy(0, 4), copy(8, 14))
    assert Origins.diff(old, b"one\ntXo\n").segments == (
        copy(0, 5), Segment(1, 5, 6, True), copy(6, 8))


# -- every format's cuts say it ----------------------------------------------------------

C = (b"typedef struct { int a; } __attribute__((packed)) S;\n#define N 3\n"
     b"int f(int x) { return x + N; }\nint main(void) { S s; return f(s.a); }\n")
SAMPLES = [
    (TextFormat(), b"alpha beta\ngamma(delta)\n#if X\nepsilon {zeta;}\n#endif\nalpha\n"),
    (JsonFormat(), b'{"a": [1, 2, {"b": "c"}], "d": {"e": null}, "f": [[3]]}\n'),
    (YamlFormat(), b"a:\n  - 1\n  - b: c\nd:\n  e: f\n"),
    (PythonFormat(), b"import os\n\n\ndef f(x):\n    y = g(x, [1, 2])\n    return y\n\n"
                     b"z = f(3)\n"),
    (SexpFormat(), b"(declare-fun x () Int)\n(define-fun a () Int (+ x 1))\n"
                   b"(assert (> a (* x 2)))\n(check-sat)\n"),
    (choose("a.c", C)[0], C),
]


@pytest.mark.parametrize(("fmt", "data"), SAMPLES, ids=lambda v: getattr(v, "name", ""))
def test_every_pass_says_where_each_byte_of_any_candidate_came_from(fmt, data) -> None:
    checked = 0
    for p in (fmt.for_input(data) or fmt).passes(data):
        cut = p.cut(data)
        if cut is None:
            continue
        assert cut.origins is not None, p.name
        # Slices of the units as ddmin takes them (a text pass's units keep their
        # positions through slicing).
        units = cut.units
        for kept in (units, units[:0], units[::2], units[1::2], units[: len(units) // 2],
                     units[len(units) // 3 :]):
            consistent(cut.origins(kept), data, cut.render(kept))
            checked += 1
    assert checked >= 12


def test_a_folder_says_where_each_file_byte_came_from_in_the_tar() -> None:
    data = pack([FileEntry("a", "dir", 0o755), FileEntry("a/x.json", "file", 0o644,
                 b'{"k": [1, 2, 3], "v": "long"}\n'),
                 FileEntry("b.txt", "file", 0o644, b"one\ntwo\nthree\n")])
    fmt = DirectoryFormat(lambda name, content: choose(name, content)[0], data)
    checked = 0
    for p in fmt.passes(data):
        cut = p.cut(data)
        if cut is None or cut.origins is None:
            continue
        units = cut.units
        for kept in (units, units[::2], units[1:]):
            out, origins = cut.render(kept), cut.origins(kept)
            consistent(origins, data, out)
            # Only file contents have origins: headers stand in for nothing.
            files = {e.name: e for e in entries(out)}
            real = sum(s.length for s in origins.segments if not s.inserted)
            assert real == sum(len(e.content) for e in files.values())
            checked += 1
    assert checked > 10


# -- a reduction composes them, as bookkeeping only --------------------------------------

def test_provenance_changes_no_test_and_ends_at_the_result() -> None:
    plain = reduce(HASHES, [LINES, CHARS], unlocked_by_chars)
    provenance = Provenance.of_original(HASHES)
    traced = reduce(HASHES, [LINES, CHARS], unlocked_by_chars, provenance=provenance)
    assert traced.data == plain.data == b"x"
    assert runs(traced) == runs(plain)
    assert provenance.current() == Tracked(b"x", Origins([copy(210, 211)]))


def test_a_pass_undone_by_a_recheck_takes_its_origins_back() -> None:
    data = b"keep\ndrop\nkeep too\n"
    provenance = Provenance.of_original(data)
    rechecks: list[bytes] = []

    def recheck(best: bytes) -> bool:  # the first result stops failing, once
        rechecks.append(best)
        return len(rechecks) > 1

    reduction = reduce(data, [LINES, CHARS], lambda c: b"keep" in c, recheck=recheck,
                       provenance=provenance)
    assert rechecks[0] == b"keep\n" and reduction.data == b"keep"
    assert provenance.current() == Tracked(b"keep", Origins([copy(0, 4)]))


def test_a_folder_reduction_names_the_file_line_and_replaced_value() -> None:
    from trail.api import minimize  # noqa: PLC0415 - the library seam, over the folder

    config = json.dumps({"name": "svc", "db": {"host": "localhost", "port": 5432},
                         "debug": False}, indent=2).encode()
    data = pack([FileEntry("app", "dir", 0o755), FileEntry("app/config.json", "file", 0o644,
                                                           config),
                 FileEntry("README.md", "file", 0o644, b"svc\n")])

    def has_port(candidate: bytes) -> bool:
        files = {e.name: e.content for e in entries(candidate) if e.kind == "file"}
        return "port" in json.loads(files.get("app/config.json", b"{}")).get("db", {})

    fmt = DirectoryFormat(lambda name, content: choose(name, content)[0], data)
    done = minimize(data, has_port, format=fmt)
    assert [(e.name, e.content) for e in entries(done.data) if e.kind == "file"] == [
        ("app/config.json", b'{"db":{"port":0}}')]
    assert [p.words() for p in done.kept] == [
        "`app/config.json` `$.db.port` (line 5 of 8, `5432` replaced by `0`)"]


def test_a_resumed_start_is_diffed_from_the_original_once() -> None:
    provenance = Provenance.of_original(b"one\ntwo\nthree\n", b"one\nthree\n")
    assert provenance.current() == Tracked(b"one\nthree\n", Origins([copy(0, 4), copy(8, 14)]))


def test_the_saved_best_a_signal_left_behind_is_traced_from_its_pass_input() -> None:
    # Ctrl-C between an adoption and its save: the job's best is the pass's input, or
    # another candidate of that pass, diffed from it.
    data = b"aa\nbb\ncc\n"
    provenance = Provenance.of_original(data)
    base = provenance.current()
    provenance.adopt(base, lambda: Origins.copied([(6, 9)]), b"cc\n")
    assert provenance.origins_of(data) == Origins.identity(9)
    assert provenance.origins_of(b"bb\ncc\n") == Origins([copy(3, 9)])
    assert provenance.origins_of(b"cc\n") == Origins([copy(6, 9)])
