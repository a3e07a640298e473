"""Choosing a format: by --format, by file name, by content, text as the fallback."""

from __future__ import annotations

import argparse

import pytest
from trail.cli.formats import register
from trail.formats.catalog import BY_CONTENT, BY_NAME
from trail.formats.directory import Entry, entries, pack
from trail.formats.registry import FOLDER, TEXT, FormatError, all_formats, choose

CHOICES = [
    ("cfg.json", b'{"a": 1}', "json", "file name 'cfg.json' ends in a JSON extension"),
    ("events.jsonl", b'{"a": 1}\n', "jsonl",
     "file name 'events.jsonl' ends in a JSON-lines extension"),
    ("ci.yml", b"a: 1\n", "yaml", "file name 'ci.yml' ends in a YAML extension"),
    ("tool.py", b"x = 1\n", "python", "file name 'tool.py' ends in a Python extension"),
    ("input", b'[1, {"b": 2}]', "json", "content parses as a JSON object or array"),
    ("input", b'{"a": 1}\n{"a": 2}\n', "jsonl", "every line parses as a JSON object or array"),
    ("input", b"import os\nprint(os.sep)\n", "python",
     "content parses as Python with definitions or imports"),
    ("input", b"jobs:\n  test: {}\n", "yaml",
     "content parses as nested YAML mappings or sequences"),
    # `key: value` lines are a flat YAML mapping, but lines cut them just as well.
    ("server.log", b"db: connection reset\nretry: 2\n", "text",
     "fallback: no structured format recognised"),
    ("input", b"just some words\n", "text", "fallback: no structured format recognised"),
    ("ids.txt", b"tests/test_a.py::test_x\n", "text", "fallback: no structured format recognised"),
]


@pytest.mark.parametrize(("name", "data", "chosen", "reason"), CHOICES)
def test_auto_picks_by_name_then_content(name, data, chosen, reason):
    fmt, why, warnings = choose(name, data, "auto")
    assert (fmt.name, why, warnings) == (chosen, reason, [])


def test_a_file_that_claims_json_but_does_not_parse_is_reduced_as_text_with_a_warning():
    fmt, why, warnings = choose("config.json", b'{"a": 1,,}', None)
    assert (fmt.name, why) == ("text", "json expected but the input does not parse")
    assert warnings == ["config.json does not parse as json: reducing it as text "
                        "(lines, then characters)"]


def test_forced_format_wins_and_is_an_error_where_the_input_does_not_parse():
    assert choose("notes.txt", b"a: [1, 2]\n", "yaml")[:2][1] == "--format yaml"
    with pytest.raises(FormatError) as err:
        choose("notes.txt", b"a: [1, 2\n", "yaml")
    assert str(err.value) == ("--format yaml: notes.txt does not parse as yaml: fix it, or "
                              "use --format auto or text to reduce it as text")
    with pytest.raises(FormatError) as err:
        choose("x", b"", "jsn")
    assert str(err.value).startswith("unknown format 'jsn': use auto or one of text, json, ")


def test_trail_formats_lists_every_format_with_its_extensions(capsys):
    parser = argparse.ArgumentParser(prog="trail")
    register(parser.add_subparsers())
    args = parser.parse_args(["formats"])
    assert args.run(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(all_formats())
    assert lines[1].split()[0] == "json"
    assert lines[1].endswith("[.json .geojson .webmanifest .har .ipynb]")
    assert {line.split()[0] for line in lines} >= {
        "text", "json", "jsonl", "yaml", "python", "c", "cpp", "javascript", "typescript", "go",
        "rust", "java", "html", "xml", "toml", "sql", "bash", "directory"}


def test_a_malformed_variant_cuts_an_end_until_the_format_rejects_it():
    json_fmt = choose("a.json", b'{"a": 1}', None)[0]
    assert json_fmt.malformed_variant(b' {"a": [1]}\n') == b' {"a": [1]\n'
    assert TEXT.malformed_variant(b"anything\n") is None  # text rejects nothing
    tree = pack([Entry("notes.txt", "file", 0o644, b"x"), Entry("cfg.json", "file", 0o644, b"[1]")])
    variant = choose("", tree, directory=True)[0].malformed_variant(tree)
    assert [(e.name, e.content) for e in entries(variant)] == [("cfg.json", b"[1"),
                                                               ("notes.txt", b"x")]


def test_the_catalog_names_each_format_as_the_format_names_itself():
    formats = all_formats()
    assert [(e.name, e.extensions) for e in BY_NAME] \
        == [(f.name, f.extensions) for f in formats[1:-1]]
    assert (formats[0], formats[-1].name) == (TEXT, FOLDER)


# Content each format detects, and content that only looks like it: the catalog's
# cheap test must let through all that its format detects (else the registry would
# choose text without asking it), and may let through what it then rejects.
DETECTED = [data for _, data, _, _ in CHOICES] + [
    b'\xff\xfe[\x001\x00]\x00', b"(assert (= x 1))\n", b"; a comment\n(f)",
    b"@decorator\ndef f(): pass\n", b"a:\n  - [1, 2]\n", b"{a: [b]}", b"[1]\n[2]\n",
    b"plain words (and brackets]\n", b"x" * 100]


@pytest.mark.parametrize("entry", BY_CONTENT, ids=lambda e: e.name)
def test_content_a_format_detects_passes_its_cheap_test(entry):
    fmt = entry.load()
    detected = [data for data in DETECTED if fmt.detect("", data) is not None]
    assert detected, f"no sample that {entry.name} detects"
    assert all(entry.may_fit(data) for data in detected)
