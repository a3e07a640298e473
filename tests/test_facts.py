"""One set of facts, rendered four ways: the terminal, report.md, report.html and the
comment say the same failure, place, figures and guarantee."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from github_report import sample_report
from trail.facts import Facts, guarantee_text, outcome_text, piece_word
from trail.github.comment import Links, render_comment


def test_the_failure_is_the_signatures_summary_when_it_has_one():
    summary = {"description": "exit status 1 and output matching /ValueError: .*/",
               "summary": "ValueError: invalid literal for int() with base 10: 'x'"}
    assert Facts.of(sample_report(signature=summary)).failure == summary["summary"]
    described = {"description": "exit status 139", "pattern": None, "source": "captured"}
    assert Facts.of(sample_report(signature=described)).failure == "exit status 139"
    # The user's own --expect-output is theirs to read: the description says it.
    overridden = {"description": "exit status 1 and output matching /ValueError: .*/",
                  "source": "overridden", "pattern": "ValueError: .*"}
    assert Facts.of(sample_report(signature=overridden)).failure == \
        overridden["description"]


@pytest.mark.parametrize("name, word", [
    ("lines", "line"), ("chars", "character"), ("tokens", "word"),
    ("json-depth-2", "JSON member or element"), ("yaml-depth-1", "YAML node"),
    ("python-depth-3", "Python statement"), ("html-depth-2", "html node"),
    ("dir-depth-1", "file or folder"), ("data/a.csv:lines", "line of data/a.csv"),
    ("conf.json:json-depth-1", "JSON member or element of conf.json"),
])
def test_a_pass_is_said_by_what_it_removes_one_at_a_time(name, word):
    assert piece_word(name) == word


def test_the_guarantee_names_no_pass():
    assert guarantee_text({"one_minimal_at": "html-depth-2", "stopped": None}) == \
        "1-minimal: without any single html node it no longer fails"
    assert guarantee_text({"one_minimal_at": None, "stopped": "timeout"}) == \
        "none: the reduction stopped early (timeout), so a smaller input may still fail"
    assert guarantee_text({"one_minimal_at": None, "stopped": None}) == \
        "none: no deletion ran to its end on the result"


def test_how_it_ended_is_said_alike_everywhere():
    assert outcome_text("minimized", None) == "minimized"
    assert outcome_text("partial", "max-tests") == \
        "partly minimized: the tests limit was reached"
    assert outcome_text("partial", "timeout") == "partly minimized: the time budget was spent"
    assert outcome_text("interrupted", "interrupted") == \
        "cancelled: partial (the best input when it was stopped)"
    assert outcome_text("stalled", "90% inconclusive").startswith("NOT MINIMIZED: ")


def test_a_folder_shows_each_file_and_command_mode_the_users_command():
    report = sample_report(
        input={"path": "/repo", "name": "a.csv, b.json", "kind": "directory", "bytes": 90,
               "units": 4},
        minimized={"file": ".", "bytes": 9, "units": 2},
        minimized_files=[{"file": "a.csv", "bytes": 4, "text": "x,1\n"},
                         {"file": "b.json", "bytes": 2, "text": "{}"}],
        oracle={"command": 'pytest t.py::x -p no:cacheprovider; python3 '
                           '"$TRAIL_AUTO_DIR/victim.py"', "convention": "bisect"},
        auto={"command": ["pytest", "t.py::x"]})
    facts = Facts.of(report)
    assert [(f.name, f.text) for f in facts.files] == [("a.csv", "x,1\n"), ("b.json", "{}")]
    assert (facts.command, facts.command_mode, facts.folder) == ("pytest t.py::x", True, True)
    body = render_comment(report, Links("o/r", "1", "https://x/1", "a"), "<!-- m -->", None)
    assert "**Minimized file** (`a.csv`, 4 bytes):\n\n```csv\nx,1\n```\n" in body
    assert "**Minimized file** (`b.json`, 2 bytes):\n\n```json\n{}\n```\n" in body
    assert "TRAIL_AUTO_DIR" not in body and "`.`" not in body
    # The folder's figure counts names and contents, and says so beside a file's own.
    assert facts.sizes == "90 bytes → 9 bytes of names and contents"
    assert "| before → after | 90 bytes → 9 bytes of names and contents |" in body


BUGGY = "\n".join(f'  "svc-{i:02d}": {{"port": {8000 + i}}},' for i in range(12))
ORACLE = ("import json, sys\n"
          "for name, svc in json.load(open(sys.argv[1])).items():\n"
          "    if svc.get('port') == 'eighty':\n"
          "        sys.exit(\"ValueError: invalid literal for int() with base 10: 'eighty'\")\n")


def test_the_four_renderings_say_the_same(tmp_path: Path, trail) -> None:
    source = "{\n" + BUGGY + '\n  "svc-bad": {"port": "eighty"}\n}\n'
    (tmp_path / "services.json").write_text(source)
    (tmp_path / "check.py").write_text(ORACLE)
    run = trail("delta", "--verify", "2", "--oracle", "python3 check.py {}", "services.json",
                cwd=tmp_path)
    assert run.returncode == 0, run.stderr.decode()
    out = tmp_path / "trail-out"
    report = json.loads((out / "report.json").read_text())
    facts = Facts.of(report)
    terminal, md = run.stderr.decode(), (out / "report.md").read_text()
    page = html.unescape(re.sub(r"<[^>]+>", "", (out / "report.html").read_text()))
    comment = render_comment(report, Links("o/r", "1", "https://x/1", "a"), "<!-- m -->",
                             (out / "services.json").read_bytes())
    where = facts.where.words(lambda name: name)
    assert "svc-bad" in where and "line 14 of 15" in where
    said = [facts.failure, facts.removed, f"{facts.checks:,}", facts.verification,
            facts.guarantee]
    for text in said + [where]:
        plain = text.replace("`", "")
        assert plain in terminal.replace("`", ""), (text, terminal)
        assert plain in md.replace("`", ""), text
        assert plain in page, text
        assert plain in comment.replace("`", ""), text
    # The failure comes first in each, after the heading.
    assert comment.split("\n")[3].startswith("**The failure:** `ValueError")
    assert md.split("\n")[2].startswith("**The failure:** `ValueError")
    assert terminal.count("trail: the failure: ") == 1


def test_a_folders_files_are_listed_each_with_its_text_while_they_fit(tmp_path: Path):
    from trail.formats.directory import pack_dir
    from trail.handoff.markdown import MAX_INLINE_BYTES, inline_files

    (tmp_path / "sub").mkdir()
    (tmp_path / "a.txt").write_text("one\n")
    (tmp_path / "sub" / "b.bin").write_bytes(b"\0\1")
    (tmp_path / "sub" / "c.txt").write_text("x" * MAX_INLINE_BYTES)  # past what is left
    (tmp_path / "sub" / "d.txt").write_text("last\n")
    assert inline_files(pack_dir(tmp_path)) == [
        {"file": "a.txt", "bytes": 4, "text": "one\n"},
        {"file": "sub/b.bin", "bytes": 2, "text": None},
        {"file": "sub/c.txt", "bytes": MAX_INLINE_BYTES, "text": None},
        {"file": "sub/d.txt", "bytes": 5, "text": "last\n"}]
