"""report.html: the kept-lines matcher, the page's escaping and bounds, and the page as
headless Chromium renders it after real `trail delta` runs (marker `browser`)."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import zlib
from pathlib import Path

import pytest
from conftest import ROOT, run_trail
from trail.core.curve import CurvePoint
from trail.formats.directory import Entry, pack
from trail.handoff.html import report_html
from trail.handoff.kept_marks import Kept, KeptLine, kept_lines
from trail.oracle.call import Oracle
from trail.oracle.signature import Signature
from trail.pipeline.verify import NOT_VERIFIED
from trail.redact import Redactor
from trail.result import Counts, FormatFacts, InputFacts, Result, Size, Status

# -- the matcher -------------------------------------------------------------------------


def _piece(start: int, end: int, path: str | None = None, file: str | None = None) -> dict:
    return {"file": file, "path": path, "start": start, "end": end, "lines": None,
            "of_lines": 0}


def test_a_piece_marks_the_characters_of_its_line():
    data = b"a = 1\nprint(foo(bar), baz)\nz\n"
    assert kept_lines(data, [_piece(12, 20, "Call foo")]) == {
        1: KeptLine(Kept.PART, ((6, 14),), ("Call foo",))}


def test_a_line_all_in_pieces_is_kept_whole_and_a_piece_may_span_lines():
    data = b"one\ntwo\nthree\n"
    assert kept_lines(data, [_piece(8, 11), _piece(4, 7)]) == {
        1: KeptLine(Kept.WHOLE, ((0, 3),)), 2: KeptLine(Kept.PART, ((0, 3),))}
    assert kept_lines(data, [_piece(2, 10)]) == {
        0: KeptLine(Kept.PART, ((2, 3),)), 1: KeptLine(Kept.WHOLE, ((0, 3),)),
        2: KeptLine(Kept.PART, ((0, 2),))}


def test_marks_count_characters_not_bytes():
    data = "é😀 CRASH\n".encode()  # 2 + 4 + 1 bytes before CRASH, 3 characters
    assert kept_lines(data, [_piece(7, 12)]) == {0: KeptLine(Kept.PART, ((3, 8),))}


def _kept(data: bytes, *texts: str, file: str | None = None) -> dict:
    """report.json's kept for the first place of each text in `data`."""
    pieces = []
    for text in texts:
        start = data.index(text.encode())
        pieces.append(_piece(start, start + len(text.encode()), file=file))
    return {"summary": f"kept `{texts[0]}`", "pieces": pieces}


# -- the page ------------------------------------------------------------------------------


def _report(name: str = "in.txt", kind: str = "file", **overrides: object) -> dict:
    curve = [CurvePoint(0, 0.5, 1000, None), CurvePoint(4, 0.9, 120, "lines"),
             CurvePoint(9, 1.4, 5, "chars"), CurvePoint(15, 2.0, 5, None)]
    result = Result(
        Status.MINIMIZED, None, ["trail", "delta", "--oracle", "./o.sh {}", name],
        InputFacts(f"/w/{name}", name, kind, Size(1000, 40)), name, Size(5, 1), "CRASH",
        FormatFacts("text", "by extension", ["a <b>warning</b>"], "lines"), Oracle("./o.sh {}"),
        5.0, Signature(1, "RenderError: <SELECT>"),
        {"name": "local", "image": None, "image_id": None}, Counts(15, 2, 0, 20, 0), 2.1, 1,
        False, [{"name": "lines", "round": 1, "units": 40, "bytes_before": 1000,
                 "bytes_after": 120, "tests": 6}], NOT_VERIFIED, None, curve=curve)
    return {**result.to_json(), **overrides}


HOSTILE = "</script><img src=x onerror=alert(1)><script>alert(2)</script>"


def test_everything_from_the_input_and_the_report_is_escaped():
    name = '"><img src=y onerror=alert(3)>.txt'
    page = report_html(_report(name), f"{HOSTILE}\nCRASH\n".encode(), b"CRASH")
    assert "<img" not in page and "<script" not in page and "<b>" not in page
    assert ("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)"
            "&lt;/script&gt;") in page
    assert "<title>trail delta: &quot;&gt;&lt;img src=y onerror=alert(3)&gt;.txt</title>" \
        in page
    assert ('<a href="./%22%3E%3Cimg%20src%3Dy%20onerror%3Dalert%283%29%3E.txt">'
            "&quot;&gt;&lt;img") in page
    assert "<code>RenderError: &lt;SELECT&gt;</code>" in page
    assert '<p class="warning">warning: a &lt;b&gt;warning&lt;/b&gt;</p>' in page
    # Should an escape ever be missed, the browser still runs and fetches nothing.
    assert ('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
            "style-src 'unsafe-inline'\">") in page


def test_secrets_are_masked_before_a_mark_or_a_cut_could_split_them_and_when_escaped():
    secrets = Redactor(("tok<en&value", "SECRETVALUE1"))
    original = b"key tokSECRETVALUE1 end\nCRASH tok<en&value\n"
    kept = _kept(original, "CRASH", "SECRET")
    page = report_html(_report(command_line=["trail", "--x", "tok<en&value"], kept=kept),
                       original, b"SECRET\nCRASH", secrets)
    assert not [p for p in ("SECRETVALUE1", "VALUE1", "tok&lt;en&amp;value", "en&amp;v")
                if p in page]
    # A masked line keeps its highlight but not its marks, which masking moved.
    assert '<span class="ln">1</span>key tok*** end</span>' in page
    assert '<span class="ln">2</span>CRASH ***</span>' in page
    assert "<pre>trail --x &#x27;***&#x27;</pre>" in page  # masked in its escaped form


def test_the_curve_points_carry_their_figures_in_both_charts():
    page = report_html(_report(), b"CRASH\n", b"CRASH")
    points = re.findall(r'<circle class="point [^"]+"[^>]*>', page)
    assert len(points) == 8  # 4 against tests, 4 against seconds
    # x = 48 + 4/15 * 418 (the plot's width); y = 210 - log10(121)/log10(1001) * 186.
    assert points[1] == ('<circle class="point pass-0" cx="159.5" cy="80.9" r="3.5" '
                         'data-tests="4" data-seconds="0.9" data-bytes="120" data-pass="lines">')
    assert points[3].startswith('<circle class="point edge" cx="466.0"')
    assert '<li><span class="swatch pass-1"></span>chars</li>' in page
    # The passes' yield: bytes removed, share, and per test.
    assert ("<td>1,000</td><td>120</td><td>880 (88.0%)</td><td>6</td><td>146.7</td>") in page


def test_without_an_accepted_candidate_there_is_no_curve_to_draw():
    page = report_html(_report(curve=[{"tests": 0, "seconds": 0.1, "bytes": 5,
                                        "pass": None}]), b"CRASH", b"CRASH")
    assert "No curve: the reduction accepted no candidate." in page and "<svg" not in page


def test_a_long_original_shows_the_lines_around_the_kept_ones_and_says_so():
    original = "".join(f"row {i}\n" for i in range(1, 2501)).encode()
    page = report_html(_report(kept=_kept(original, "row 2400")), original, b"row 2400\n")
    assert page.count('<span class="ln">') == 11 + 1  # and the minimized input's line
    assert ('<span class="line gap">⋯ 2,394 lines not shown</span><span class="line">'
            '<span class="ln">2395</span>row 2395</span>') in page
    assert ('<span class="ln">2405</span>row 2405</span><span class="line gap">⋯ 95 lines '
            "not shown</span></pre>") in page
    assert "11 of 2,500 lines shown, around the kept ones.</p>" in page
    assert "1 of 2,500 lines kept: <a" in page


def test_the_lines_shown_are_bounded_and_the_note_says_what_is_left_out():
    original = "".join(f"row {i}\n" for i in range(1, 5001)).encode()
    every_tenth = "".join(f"row {i}\n" for i in range(10, 5001, 10)).encode()
    kept = _kept(original, *(f"row {i}\n" for i in range(10, 5001, 10)))
    page = report_html(_report(kept=kept), original, every_tenth)
    # Around each kept line 5 before and 5 after: 11 lines, then 10 more per kept line.
    assert ("1,991 of 5,000 lines shown, around the kept ones; not shown: 301 kept lines."
            in page)
    nothing_kept = report_html(_report(), original, b"zzz")
    assert nothing_kept.count('<span class="ln">') == 2000 + 1
    assert "2,000 of 5,000 lines shown.</p>" in nothing_kept


def test_a_long_line_is_cut_with_its_marks_and_says_how_much_is_left_out():
    line = "a" * 1990 + "CRASH" + "b" * 3000
    page = report_html(_report(kept=_kept(line.encode(), "aCRASHb")), f"{line}\n".encode(),
                       b"aCRASHb")
    assert (f'<span class="ln">1</span>{"a" * 1989}<mark>aCRASHb</mark>{"b" * 4}'
            '<span class="note"> … 2,995 more characters</span></span>') in page


def test_the_first_kept_line_is_counted_and_linked():
    kept = {"summary": "kept line 3 of 3", "pieces": [_piece(4, 9, "$.crash")]}
    page = report_html(_report(kept=kept), b"a\nb\nCRASH now\n", b"CRASH")
    assert ('1 of 3 lines kept: <a href="#first-kept">the first at line 3</a>.') in page
    assert ('<span class="line kept-part" data-line="3" title="$.crash" id="first-kept">'
            '<span class="ln">3</span><mark>CRASH</mark> now</span>') in page
    assert "<p>Where the failure lives: kept <code>$.crash</code>.</p>" in page


def test_a_folder_shows_each_file_and_strikes_the_removed_ones():
    before = pack([Entry("a.txt", "file", content=b"one\ntwo\n"),
                   Entry("b.txt", "file", content=b"x\ny\nBOOM here\n")])
    after = pack([Entry("b.txt", "file", content=b"BOOM\n")])
    kept = _kept(b"x\ny\nBOOM here\n", "BOOM", file="b.txt")
    page = report_html(_report("in", kind="directory", kept=kept), before, after)
    assert '<h3 class="removed"><code>a.txt</code> (removed)</h3>' in page
    assert "1 of 5 lines kept: <a href=\"#first-kept\">the first at line 3 of b.txt</a>." \
        in page
    assert 'data-line="3" id="first-kept"><span class="ln">3</span><mark>BOOM</mark> here' \
        in page


def test_an_input_too_large_is_shown_from_its_start(monkeypatch):
    monkeypatch.setattr("trail.handoff.html.MAX_READ_BYTES", 1000)
    original = "".join(f"row {i}\n" for i in range(1, 5001)).encode()
    page = report_html(_report(), original, b"row 4000\n")
    assert '<p class="note">43,893 bytes: only its start is shown.</p>' in page
    assert ("lines kept" in page, "data-line=" in page) == (False, False)
    assert '<p class="note">2,000 lines shown.</p>' in page
    # Without kept pieces (an isolated difference) the page says so.
    assert "report.json does not say where the result came from" in page


def test_a_binary_input_is_not_shown():
    page = report_html(_report(), b"\0\1\2CRASH", b"\0\1\2")
    assert page.count("Binary, 3 bytes: not shown.") == 1
    assert "Binary, 8 bytes: not shown." in page


def test_the_verdict_says_what_the_reruns_showed():
    def verification(ver: dict) -> str:
        page = report_html(_report(verification=ver), b"CRASH", b"CRASH")
        return page[page.index('<h2 id="verification">'):page.index('<h2 id="minimized">')]

    assert verification({"runs": 0, "failed": 0, "verified": False}).endswith(
        "<tr><th>re-runs of the minimized input</th><td>not run</td></tr></table>")
    assert ('<td>10 of 10 failed</td></tr><tr><th>verdict</th><td><span class="ok">verified: '
            "every run reproduced the failure</span>") in verification(
        {"runs": 10, "failed": 10, "verified": True})
    assert '<span class="bad">NOT VERIFIED</span>' in verification(
        {"runs": 10, "failed": 7, "verified": False})


def test_flaky_verification_gives_both_failure_rates_with_their_intervals():
    def rate(failed: int, runs: int, low: float, high: float) -> dict:
        return {"runs": runs, "failed": failed, "failure_rate": round(failed / runs, 4),
                "interval": [low, high], "confidence": 0.95, "k99": 5}

    ver = {"runs": 20, "failed": 9, "verified": True, "much_lower": False,
           "minimized": rate(9, 20, 0.2582, 0.6579), "original": rate(12, 30, 0.2459, 0.5768)}
    flaky = {"original": rate(12, 30, 0.2459, 0.5768), "runs_to_pass": 11,
             "target_error": 0.01, "decisions": 60, "runs": 30}
    page = report_html(_report(verification=ver, flaky=flaky), b"CRASH", b"CRASH")
    assert ("<tr><th>minimized input&#x27;s failure rate</th><td>45.0% (9 of 20 runs failed; "
            "95% interval 25.8% to 65.8%)</td></tr>") in page
    assert "<td>40.0% (12 of 30 runs failed; 95% interval 24.6% to 57.7%)</td>" in page
    assert "verified: it fails about as often as the original" in page
    assert "<tr><th>clean runs to count a candidate as passing</th><td>11</td></tr>" in page


# -- in a real browser ---------------------------------------------------------------


def _browse(chromium: str, profile: Path, *args: str) -> subprocess.CompletedProcess:
    """Headless Chromium with its console logged to stderr, in a profile of its own."""
    return subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                           f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0",
                           *args], capture_output=True, text=True, timeout=120)


def _first_pixel(png: Path) -> tuple[int, tuple[int, int, int]]:
    """A PNG's width and the colour of its top-left pixel (filtered or not, the first
    pixel's bytes are its colour: every PNG filter predicts it as 0)."""
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[24] == 8  # 8 bits per channel
    pos, idat = 8, b""
    while pos < len(data):
        length = int.from_bytes(data[pos:pos + 4], "big")
        if data[pos + 4:pos + 8] == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    row = zlib.decompressobj().decompress(idat, 4)
    return int.from_bytes(data[16:20], "big"), (row[1], row[2], row[3])


def _example(name: str, tmp: Path) -> None:
    shutil.copytree(ROOT / "examples" / name, tmp, dirs_exist_ok=True)


def _select_crash(tmp: Path) -> tuple[list[str], str]:
    _example("select-crash", tmp)
    return ["--oracle", "python3 render.py {}", "page.html"], "SELECT"


def _config_crash(tmp: Path) -> tuple[list[str], str]:
    _example("config-crash", tmp)  # a JSON result: kept members of 14 lines on one
    return ["--oracle", "python3 service.py {}", "config.json"], '"max_attempts": 0'


def _creduce_style(tmp: Path) -> tuple[list[str], str]:
    _example("creduce-style", tmp)
    return ["--interesting-exit-zero", "--oracle-script", "./interesting.sh",
            "server.log"], "deadlock"


def _hostile_text(tmp: Path) -> tuple[list[str], str]:
    lines = [f"{HOSTILE} {i}" for i in range(1, 61)]
    lines[30] = "line 31 says CRASH"
    (tmp / "page.txt").write_text("\n".join(lines) + "\n")
    return ["--oracle", "! grep -q CRASH {}", "page.txt"], "CRASH"


def _folder(tmp: Path) -> tuple[list[str], str]:
    (tmp / "in").mkdir()
    (tmp / "in" / "a.txt").write_text("<img src=x onerror=alert(1)>\nfine\n")
    (tmp / "in" / "b.txt").write_text("x\ny\nBOOM <script>alert(1)</script>\nz\n")
    return ["--oracle", "! grep -rq BOOM {}", "in"], "BOOM"


@pytest.mark.browser
@pytest.mark.parametrize("case", [_select_crash, _config_crash, _creduce_style,
                                  _hostile_text, _folder],
                         ids=["select-crash", "config-crash", "creduce-style", "hostile-text",
                              "folder"])
def test_chromium_renders_the_curve_and_the_highlights_with_no_console_message(
        chromium, tmp_path, case):
    args, kept_text = case(tmp_path)
    out = tmp_path / "out"
    r = run_trail("delta", *args, "--out", str(out), "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    report = json.loads((out / "report.json").read_text())
    page = (out / "report.html").as_uri()
    shown = _browse(chromium, tmp_path / "profile", "--dump-dom", page)
    assert shown.returncode == 0, shown.stderr
    # A console message would be a script error, or the CSP refusing an injected element.
    assert [line for line in shown.stderr.splitlines() if ":CONSOLE" in line] == []
    dom = shown.stdout
    assert re.search(r"<(img|script|select)\b", dom, re.I) is None  # the input stayed text
    points = re.findall(r'<circle class="point ([^"]+)"[^>]*data-tests="(\d+)"[^>]*'
                        r'data-bytes="(\d+)"', dom)
    curve = report["curve"]
    assert len(points) == 2 * len(curve) >= 6
    assert points[:len(curve)] == [("edge" if p["pass"] is None else points[i][0],
                                    str(p["tests"]), str(p["bytes"]))
                                   for i, p in enumerate(curve)]
    kept = re.findall(r'<span class="line (kept(?:-part)?)" data-line="(\d+)"[^>]*>'
                      r'<span class="ln">\d+</span>(.*?)</span>', dom)
    assert kept_text in "\n".join(html.unescape(re.sub("</?mark>", "", text))
                                   for _, _, text in kept)
    if case is _hostile_text:
        assert kept == [("kept-part", "31", "line 31 says <mark>CRASH</mark>")]


@pytest.mark.browser
def test_the_page_is_light_or_dark_as_the_browser_is_at_400_px(chromium, tmp_path):
    args, _ = _hostile_text(tmp_path)
    out = tmp_path / "out"
    assert run_trail("delta", *args, "--out", str(out), "--verify", "1",
                     cwd=tmp_path).returncode == 0
    colours = {}
    for scheme, blink in (("light", "1"), ("dark", "0")):
        png = tmp_path / f"{scheme}.png"
        shot = _browse(chromium, tmp_path / "profile", "--window-size=400,1600",
                       f"--blink-settings=preferredColorScheme={blink}",
                       f"--screenshot={png}", (out / "report.html").as_uri())
        assert shot.returncode == 0, shot.stderr
        colours[scheme] = _first_pixel(png)
    assert colours == {"light": (400, (0xff, 0xff, 0xff)), "dark": (400, (0x0d, 0x11, 0x17))}
