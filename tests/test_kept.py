"""report.json's `kept`: where each kept piece of the result lies in the original,
read from the origins the reduction carried (core/origins.py), never guessed."""

from __future__ import annotations

import configparser
import json
import re
from pathlib import Path

from github_report import sample_report
from trail.api import minimize
from trail.core.origins import Origins, Segment, copy
from trail.formats.json_format import JsonFormat
from trail.formats.kept import Kept, Replaced, kept_pieces, summary
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
                                "lines": [314, 314], "of_lines": 500, "replaced": []}]}
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
    assert kept["pieces"] == [{"file": "conf/b.txt", "path": None, "start": 8, "end": 11,
                               "lines": [3, 3], "of_lines": 4, "replaced": []}]


def test_the_config_crash_example_keeps_its_two_settings(tmp_path: Path, trail) -> None:
    example = Path(__file__).resolve().parent.parent / "examples" / "config-crash"
    run = trail("delta", "--oracle", f"python3 {example / 'service.py'} {{}}", "--verify", "1",
                "--out", str(tmp_path / "out"), str(example / "config.json"), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    kept = json.loads((tmp_path / "out" / "report.json").read_text())["kept"]
    assert kept["summary"] == ("kept `$.services.billing.retry.max_attempts` (line 47 of 79), "
                               "`$.features.beta.new_checkout` (line 65 of 79)")


def kept_texts(original: bytes, *texts: bytes) -> tuple[bytes, Origins]:
    """A result made of `texts`, each the next occurrence of it in `original`, and
    its origins: what a deletion pass that kept exactly them would say."""
    spans, at = [], 0
    for text in texts:
        at = original.index(text, at)
        spans.append((at, at + len(text)))
        at += len(text)
    return b"".join(texts), Origins.copied(spans)


# -- the examples: real reductions, exact places --------------------------------

def ini_with_a_broken_header() -> bytes:
    """440 lines: a section every 11 lines, `[cache` (no `]`) at line 234."""
    lines = [f"[section{n // 11}]" if n % 11 == 0 else f"key{n} = value {n}"
             for n in range(440)]
    lines[233] = "[cache"
    return "\n".join(lines).encode() + b"\n"


def configparser_rejects(candidate: bytes) -> bool:
    """The failure: a ParsingError (a missing section header is another one)."""
    try:
        configparser.ConfigParser().read_string(candidate.decode("utf-8", "replace"))
    except Exception as exc:  # noqa: BLE001 - any other exception is another failure
        return type(exc) is configparser.ParsingError
    return False


def test_the_broken_ini_header_is_line_234_of_440() -> None:
    # The LCS named line 430 (a valid `[section39]`); the result's `[` is line 234's.
    done = minimize(ini_with_a_broken_header(), configparser_rejects, file_name="app.ini")
    assert done.data == b"[s]\n["
    assert summary(done.kept) == "kept line 1 of 440, line 234 of 440"
    assert [(k.start, k.end, k.lines) for k in done.kept] == [
        (1, 10, (1, 1)), (4065, 4066, (234, 234))]


def services(bad: int, count: int = 3000) -> bytes:
    found = {f"svc-{n:05d}": {"port": 8000 + n, "timeout": 30} for n in range(count)}
    found[f"svc-{bad:05d}"]["timeout"] = "30s"
    return json.dumps({"services": found}, indent=2).encode() + b"\n"


def int_rejects_a_timeout(candidate: bytes) -> bool:
    try:
        for service in json.loads(candidate)["services"].values():
            int(service["timeout"])
    except ValueError as exc:
        return "invalid literal for int()" in str(exc)
    except (LookupError, TypeError, AttributeError):
        return False
    return False


def test_a_bad_value_under_one_key_of_3000_is_named_by_its_key() -> None:
    # The LCS named `svc-00000`: every service's `"timeout"` looks alike.
    original = services(1337)
    done = minimize(original, int_rejects_a_timeout, file_name="services.json")
    assert done.data == b'{"services":{"":{"timeout":""}}}'
    line = original[: original.index(b'"30s"')].count(b"\n") + 1
    assert line == 5353
    assert summary(done.kept) == ("kept `$.services['svc-01337'].timeout` (line 5353 of 12004, "
                                  '`"30s"` replaced by `""`)')
    at = original.index(b'"30s"')
    assert done.kept[0].replaced == (Replaced(at, at + 5, b'""'),)


PO = b"""# Project 1.0
# French translations
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Hello"
msgstr "Bonjour"

msgid "Goodbye"
msgstr "Au revoir"

msgid "Yes"
msgstr "Oui"

msgid "Welcome %(name)s"
msgstr "Bienvenue %(nom)s"

msgid "No"
msgstr "Non"
"""

# A catalog's check: every msgstr formats with its msgid's placeholders.
PO_CHECK = """import re, sys
msgid = None
for line in open(sys.argv[1], encoding="utf-8"):
    m = re.match(r'(msgid|msgstr) "(.*)"', line)
    if m and m.group(1) == "msgid":
        msgid = m.group(2)
    elif m and msgid is not None:
        m.group(2) % {name: "x" for name in re.findall(r"%\\((\\w+)\\)s", msgid)}
"""


def test_a_po_file_names_the_msgstr_that_breaks(tmp_path: Path, trail) -> None:
    # The LCS said lines 3-4 (the header's `msgid ""`), leaving out line 17.
    (tmp_path / "fr.po").write_bytes(PO)
    (tmp_path / "check.py").write_text(PO_CHECK)
    run = trail("delta", "--oracle", "python3 check.py {}", "--verify", "1", "fr.po",
                cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    report = json.loads((tmp_path / "trail-out" / "report.json").read_text())
    # Any `msgid "` will do (line 13's); the placeholder that breaks is line 17's, its
    # name kept: `KeyError: 'nom'` is the failure, a KeyError of another key is not.
    assert report["minimized_text"] == 'msgid ""\nmsgstr "%(nom)"'
    assert report["kept"]["summary"] == "kept line 13 of 20, line 17 of 20"
    assert "trail: kept line 13 of 20, line 17 of 20\n" in run.stderr.decode()
    assert "**Where the failure lives:** kept line 13 of 20, line 17 of 20\n" in \
        (tmp_path / "trail-out" / "report.md").read_text()


def test_single_characters_are_named_where_they_were() -> None:
    # Characters 9 and 22 of the input: the LCS said "kept nothing of the original".
    original = b"abcdefg\nX12345\nqrstu\nY\n"
    assert original[8:9] == b"X" and original[21:22] == b"Y"
    done = minimize(original, lambda c: b"X" in c and b"Y" in c, file_name="in.txt")
    assert done.data == b"XY"
    assert [(k.start, k.end, k.lines) for k in done.kept] == [(8, 9, (2, 2)), (21, 22, (4, 4))]
    assert summary(done.kept) == "kept line 2 of 4, line 4 of 4"


def test_a_renamed_name_stays_tied_to_where_it_was() -> None:
    original = b"note one\nparse_config = 1\nnote two\nrun(parse_config)\n"
    same_name = re.compile(rb"\b(\w+)=1.*\brun\(\1\)", re.DOTALL)

    done = minimize(original, lambda c: same_name.search(c.replace(b" ", b"")) is not None,
                    file_name="in.txt")
    assert done.data == b"a=1\nrun(a)"
    first, second = (original.index(b"parse_config"), original.rindex(b"parse_config"))
    assert [(k.lines, k.replaced) for k in done.kept] == [
        ((2, 2), (Replaced(first, first + 12, b"a"),)),
        ((4, 4), (Replaced(second, second + 12, b"a"),))]
    assert summary(done.kept) == ("kept line 2 of 4, `parse_config` replaced by `a`, "
                                  "line 4 of 4, `parse_config` replaced by `a`")


# -- naming pieces, from given origins ----------------------------------------------------

def test_json_pieces_are_named_by_their_path() -> None:
    original = (b'{\n  "services": {\n    "web": {"port": 80},\n    "db": {\n'
                b'      "image": "postgres",\n      "port": 5432\n    }\n  },\n'
                b'  "odd key": [1, 2, {"deep": "yes"}]\n}\n')
    minimized, origins = kept_texts(original, b'{\n  "services": {', b'"db": {',
                                    b'"port": 5432', b"}", b'"odd key": [', b'{"deep": "yes"}]',
                                    b"}")
    pieces = JsonFormat().kept(original, minimized, origins)
    assert [(p.path, p.lines) for p in pieces] == [
        ("$.services.db.port", (6, 6)), ("$['odd key'][2].deep", (9, 9))]
    assert summary(pieces) == ("kept `$.services.db.port` (line 6 of 10), "
                               "`$['odd key'][2].deep` (line 9 of 10)")


def test_yaml_and_python_pieces_are_named_by_their_node() -> None:
    compose = (b"services:\n  web:\n    ports:\n      - 80\n      - 443\n"
               b"  db:\n    port: 5432\n")
    assert [p.words() for p in YamlFormat().kept(compose, *kept_texts(
        compose, b"services:\n  web:\n    ports:\n", b"      - 443\n"))] == [
        "`$.services.web.ports[1]` (line 5 of 7)"]
    source = (b"import os\n\n\ndef parse(x):\n    y = x + 1\n    if y > 3:\n"
              b"        raise ValueError(y)\n    return y\n")
    assert [p.words() for p in PythonFormat().kept(source, *kept_texts(
        source, b"def parse(x):\n", b"    if y > 3:\n        raise ValueError(y)\n"))] == [
        "`Raise` (line 7 of 8)"]


def test_text_pieces_on_touching_lines_merge_and_the_summary_is_bounded() -> None:
    original = b"".join(f"row {n:03}\n".encode() for n in range(1, 21))
    pieces = TextFormat().kept(original, *kept_texts(
        original, b"row 003\nrow 004\n", b"row 009\n", b"row 012\n", b"row 015\n",
        b"row 018\n"))
    assert [p.lines for p in pieces] == [(3, 4), (9, 9), (12, 12), (15, 15), (18, 18)]
    assert summary(pieces) == "kept lines 3-4 of 20, line 9 of 20, line 12 of 20 and 2 more"
    assert summary([]) == "kept nothing of the original"


def test_a_replaced_value_is_a_piece_with_what_replaced_it() -> None:
    original = b'"port": 5432,\n"name": "x"\n'
    origins = Origins([copy(0, 8), Segment(1, 8, 12, replaced=True)])
    assert kept_pieces(original, b'"port": 0', origins) == [
        Kept(0, 12, (1, 1), 2, replaced=(Replaced(8, 12, b"0"),), was=b"5432")]
    assert kept_pieces(original, b'"port": 0', origins)[0].words() == \
        "line 1 of 2, `5432` replaced by `0`"


def test_a_one_byte_result_is_named() -> None:
    original = b"".join(b"row %d\n" % n for n in range(1, 100)).replace(b"row 77", b"row Z7")
    done = minimize(original, lambda c: b"Z" in c, file_name="in.txt")
    at = original.index(b"Z")
    assert done.data == b"Z"
    assert done.kept == [Kept(at, at + 1, (77, 77), 99)]
    assert summary(done.kept) == "kept line 77 of 99"


def test_replaced_text_with_backticks_stays_one_code_span() -> None:
    original = b"say `hi` now\n"
    origins = Origins([copy(0, 4), Segment(3, 4, 8, replaced=True)])
    assert kept_pieces(original, b"say ``x", origins)[0].words() == \
        "line 1 of 1, `` `hi` `` replaced by ``` ``x ```"


def test_blanks_name_no_piece_unless_they_are_all_there_is() -> None:
    original = b'{"a": {"b": [1, 2]}, "c": "long text"}\n'
    assert TextFormat().kept(original, *kept_texts(original, b"{", b" ", b"}")) == [
        Kept(0, 19, (1, 1), 1)]
    assert TextFormat().kept(original, *kept_texts(original, b" ", b"\n")) == [
        Kept(5, 39, (1, 1), 1)]
    # JSON's brackets belong to the nodes around what is kept: alone they name none.
    assert JsonFormat().kept(original, *kept_texts(original, b"{", b"}")) == []
    # Bytes with no origin (a tar header) name nothing.
    assert TextFormat().kept(original, b"xy", Origins([Segment(2, 0, 0, True)])) == []


def test_a_large_original_is_located_without_a_cut_off() -> None:
    # 12 MB of log lines; the LCS gave up over 8 MiB.
    original = b"".join(b"%08d ok\n" % n for n in range(1_100_000))
    at = original.index(b"00912345 ok")
    original = original[:at] + b"00912345 BAD" + original[at + 11 :]
    pieces = TextFormat().kept(original, *kept_texts(original, b"BAD"))
    assert [(p.start, p.lines, p.of_lines) for p in pieces] == [
        (at + 9, (912346, 912346), 1_100_000)]


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
