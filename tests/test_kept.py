"""report.json's `kept`: where each kept piece of the result lies in the original."""

from __future__ import annotations

import json
from pathlib import Path

from github_report import sample_report
from trail.formats.json_format import JsonFormat
from trail.formats.kept import Kept, kept_pieces, matching_blocks, summary
from trail.formats.python_format import PythonFormat
from trail.formats.text import TextFormat
from trail.formats.yaml_format import YamlFormat
from trail.github.comment import Links, render_comment
from trail.handoff.markdown import markdown

# Fails (exit 1) while the candidate holds the word BUG.
BUG_ORACLE = "! grep -q BUG {}"


def five_hundred_lines(bug_at: int) -> bytes:
    return b"".join(b"BUG is here\n" if n == bug_at else f"line {n} is fine\n".encode()
                    for n in range(1, 501))


def test_a_trail_run_on_500_lines_keeps_line_314(tmp_path: Path, trail) -> None:
    (tmp_path / "big.txt").write_bytes(five_hundred_lines(314))
    run = trail("delta", "--oracle", BUG_ORACLE, "--verify", "1", "big.txt", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    kept = json.loads((tmp_path / "trail-out" / "report.json").read_text())["kept"]
    start = len(b"".join(f"line {n} is fine\n".encode() for n in range(1, 314)))
    assert kept == {"summary": "kept line 314 of 500",
                    "pieces": [{"file": None, "path": None, "start": start, "end": start + 3,
                                "lines": [314, 314], "of_lines": 500}]}
    assert "trail: kept line 314 of 500\n" in run.stderr.decode()
    assert "**Where the failure lives:** kept line 314 of 500\n" in (
        tmp_path / "trail-out" / "report.md").read_text()


def test_a_folder_input_names_the_file_and_its_line(tmp_path: Path, trail) -> None:
    src = tmp_path / "proj"
    (src / "conf").mkdir(parents=True)
    (src / "a.txt").write_text("alpha\nbeta\n")
    (src / "conf" / "b.txt").write_text("one\ntwo\nBUG three\nfour\n")
    oracle = "! grep -rq BUG {}"
    run = trail("delta", "--oracle", oracle, "--verify", "1", "proj", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    kept = json.loads((tmp_path / "trail-out" / "report.json").read_text())["kept"]
    assert kept["summary"] == "kept `conf/b.txt` (line 3 of 4)"
    assert [p["file"] for p in kept["pieces"]] == ["conf/b.txt"]


def test_the_config_crash_example_keeps_its_two_settings(tmp_path: Path, trail) -> None:
    example = Path(__file__).resolve().parent.parent / "examples" / "config-crash"
    run = trail("delta", "--oracle", f"python3 {example / 'service.py'} {{}}", "--verify", "1",
                "--out", str(tmp_path / "out"), str(example / "config.json"), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    kept = json.loads((tmp_path / "out" / "report.json").read_text())["kept"]
    assert kept["summary"] == ("kept `$.services.billing.retry.max_attempts` (line 47 of 79), "
                               "`$.features.beta.new_checkout` (line 65 of 79)")


def test_json_pieces_are_named_by_their_path() -> None:
    original = (b'{\n  "services": {\n    "web": {"port": 80},\n    "db": {\n'
                b'      "image": "postgres",\n      "port": 5432\n    }\n  },\n'
                b'  "odd key": [1, 2, {"deep": "yes"}]\n}\n')
    minimized = b'{"services":{"db":{"port":0}},"odd key":[{"deep":"yes"}]}'
    pieces = JsonFormat().kept(original, minimized)
    assert [(p.path, p.lines) for p in pieces] == [
        ("$.services.db.port", (6, 6)), ("$['odd key'][2].deep", (9, 9))]
    assert summary(pieces) == ("kept `$.services.db.port` (line 6 of 10), "
                               "`$['odd key'][2].deep` (line 9 of 10)")


def test_yaml_and_python_pieces_are_named_by_their_node() -> None:
    compose = (b"services:\n  web:\n    ports:\n      - 80\n      - 443\n"
               b"  db:\n    port: 5432\n")
    assert [p.words() for p in YamlFormat().kept(compose, b"services:\n  web:\n    ports:\n"
                                                           b"      - 443\n")] == [
        "`$.services.web.ports[1]` (line 5 of 7)"]
    source = (b"import os\n\n\ndef parse(x):\n    y = x + 1\n    if y > 3:\n"
              b"        raise ValueError(y)\n    return y\n")
    assert [p.words() for p in PythonFormat().kept(
        source, b"def parse(x):\n    if y > 3:\n        raise ValueError(y)\n")] == [
        "`Raise` (line 7 of 8)"]


def test_text_pieces_on_touching_lines_merge_and_the_summary_is_bounded() -> None:
    original = b"".join(f"row {n:03}\n".encode() for n in range(1, 21))
    pieces = TextFormat().kept(original, b"row 003\nrow 004\nrow 009\nrow 012\nrow 015\n"
                                         b"row 018\n")
    assert [p.lines for p in pieces] == [(3, 4), (9, 9), (12, 12), (15, 15), (18, 18)]
    assert summary(pieces) == "kept lines 3-4 of 20, line 9 of 20, line 12 of 20 and 2 more"
    assert summary([]) == "kept nothing of the original"


def test_matching_places_a_run_by_its_context() -> None:
    # "port" occurs on both lines; after "b:" only the second fits. Blanks are no tokens.
    assert matching_blocks(b"a: port 1\nb: port 2\n", b"b:port") == [(10, 17)]
    # Brackets at a run's ends belong to the nodes around it; `}]` is left as one.
    assert matching_blocks(b'[{"k": 1}]', b'[{"k":0}]') == [(2, 5), (9, 10)]
    # A value a pass put in (the 0) and punctuation-only runs name no piece.
    assert kept_pieces(b'"port": 5432,\n"name": "x"\n', b'"port":0') == [
        Kept(0, 6, (1, 1), 2)]


def test_report_md_and_the_comment_say_where_the_failure_lives() -> None:
    kept = {"summary": "kept `$.services.db.port` (line 6 of 10)",
            "pieces": [{"file": None, "path": "$.services.db.port", "start": 80, "end": 92,
                        "lines": [6, 6], "of_lines": 10}]}
    report = sample_report(kept=kept, minimized_text="{}", command_line=["trail"],
                           passes=[])
    report["tests"].update(outcomes={})
    report["format"]["unit"] = "json-depth-1"
    report["signature"]["description"] = "exit status 1"
    text = markdown(report)
    assert "**Where the failure lives:** kept `$.services.db.port` (line 6 of 10)\n" in text
    assert "|  | `$.services.db.port` | 6 of 10 | 80-92 |" in text
    links = Links("o/r", "7", "https://example.invalid/run/7", "trail-result")
    body = render_comment(report, links, "<!-- m -->", b"{}")
    assert "**Where the failure lives:** kept `$.services.db.port` (line 6 of 10)\n" in body


def test_nothing_telling_kept_names_no_piece() -> None:
    original = b'{"a": {"b": [1, 2]}, "c": "long text"}\n'
    for minimized in (b"", b"{}", b'{"z":0}', b"\xff\xfe"):
        assert JsonFormat().kept(original, minimized) == []
        assert TextFormat().kept(original, minimized) == []
    assert YamlFormat().kept(b"a:\n  b: 1\n", b"{}") == []
