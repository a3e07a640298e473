"""Untrusted text in report.md and the comment renders as text, never live.

Each check renders with markdown-it-py (CommonMark, with GitHub's tables) and reads the
HTML back: the input's text is the content of a <code> element, exactly, and the page
around it has the same elements as with a harmless input, so no link, emphasis, image,
raw HTML or @mention escaped its code span.
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from github_report import sample_report
from hypothesis import given
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from trail.github.comment import Links, render_comment
from trail.handoff.markdown import markdown
from trail.mdsafe import cell, code, fenced, one_line

RENDER = MarkdownIt("commonmark").enable("table")

NASTY = [
    "a`b", "`", "``", "`starts", "ends`", "`` both ``", "**@everyone**", "@octocat please",
    "[link](http://x)", "![image](http://x/y.png)", "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>", "<!-- open", "&lt;b&gt; &amp;", "http://evil.example/x",
    "www.evil.example", "_em_ *em* ~~strike~~", "a\nb", "key\n\n**@everyone** [x](http://x)",
    "a\r\n# heading", "x | y || z", " spaced ", "   ", "", "\\`\\*", "```\nfence\n```",
    "tab\there", "nul\x00byte", "- [ ] task", "1. list", "> quote",
]


class Page(HTMLParser):
    """The elements of a page, and its text inside <code> and outside it."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.codes: list[str] = []
        self.outside: list[str] = []
        self._in_code = 0
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.tags.append(tag)
        if tag == "code":
            self._in_code += 1
            self.codes.append("")

    def handle_endtag(self, tag: str) -> None:
        self.tags.append("/" + tag)
        if tag == "code":
            self._in_code -= 1

    def handle_data(self, data: str) -> None:
        if self._in_code:
            self.codes[-1] += data
        else:
            self.outside.append(data)


def _page(markdown_text: str) -> Page:
    return Page(RENDER.render(markdown_text))


@pytest.mark.parametrize("text", NASTY)
def test_a_code_span_shows_the_text_and_nothing_else(text):
    page = _page(f"before {code(text)} after\n")
    assert page.tags == ["p", "code", "/code", "/p"]
    assert page.codes == [one_line(text) or " "]
    assert "".join(page.outside) == "before  after\n"


@pytest.mark.parametrize("text", NASTY)
def test_a_table_cell_shows_the_text_with_its_pipes(text):
    page = _page(f"| name | value |\n|---|---|\n| key | {cell(text)} |\n")
    assert page.tags == ["table", "thead", "tr", "th", "/th", "th", "/th", "/tr", "/thead",
                         "tbody", "tr", "td", "/td", "td", "code", "/code", "/td", "/tr",
                         "/tbody", "/table"]
    assert page.codes == [one_line(text) or " "]


@pytest.mark.parametrize("text", NASTY)
def test_a_fenced_block_shows_the_text_whole(text):
    page = _page(f"{fenced(text, 'sh`x <b>')}\nafter\n")
    assert page.tags == ["pre", "code", "/code", "/pre", "p", "/p"]
    shown = text.replace("\r\n", "\n").replace("\x00", "\ufffd")
    assert page.codes == [shown if shown.endswith("\n") else shown + "\n"]


@given(st.text())
def test_any_text_stays_in_its_code_span(text):
    page = _page(f"x {code(text)} y\n")
    assert page.tags == ["p", "code", "/code", "/p"]
    assert page.codes == [one_line(text) or " "]


@given(st.text(alphabet=st.sampled_from("`~\n\r ab|<>*_[]()!@\\&#")))
def test_any_text_of_markdown_characters_stays_in_its_fence(text):
    page = _page(fenced(text) + "after\n")
    assert page.tags == ["pre", "code", "/code", "/pre", "p", "/p"]
    shown = text.replace("\r\n", "\n").replace("\r", "\n")
    assert page.codes == [shown if shown.endswith("\n") else shown + "\n"]


def test_line_breaks_and_control_characters_are_shown_as_escapes():
    assert one_line("a\nb\r\nc\x00d\te") == "a\\nb\\r\\nc\\x00d\te"
    assert code("a`b") == "``a`b``"
    assert code("`x`") == "`` `x` ``"
    assert code(" a") == "`  a `"  # CommonMark takes one space off each end
    assert cell("a|b") == "`a\\|b`"


# -- report.md and the comment, with the input's names at their worst ------------------

EVIL = "x` **@everyone** [link](http://x) ![i](http://x/i.png) <img src=x onerror=alert(1)>"
LINKS = Links("octo/proj", "7", "https://github.com/octo/proj/actions/runs/7", "trail-result")


def _report(name: str) -> dict:
    """A folder's report in which every name, key, line and command is `name`."""
    report = sample_report(
        input={"path": "/p", "name": name, "kind": "directory", "bytes": 900, "units": 9},
        minimized={"file": name, "bytes": 30, "units": 2},
        minimized_files=[{"file": f"{name}\nsecond line.txt", "bytes": 12, "text": name},
                         {"file": f"{name}|b.json", "bytes": 18, "text": None}],
        kept={"summary": "", "pieces": [
            {"file": f"{name}\nsecond line.txt", "path": f"$['{name}']", "start": 0,
             "end": 4, "lines": [2, 2], "of_lines": 9}]},
        signature={"description": name, "summary": f"ValueError: {name}"},
        oracle={"command": f"python3 app.py {{}} # {name}", "convention": "bisect",
                "delivery": "path", "test_timeout": 5.0},
        format={"name": name, "reason": name, "warnings": [], "unit": name},
        command_line=["trail", "delta", name],
        passes=[{"name": f"{name}:lines", "round": 1, "units": 9, "bytes_before": 900,
                 "bytes_after": 30, "tests": 12}],
        auto={"command": ["pytest", name]})
    report["tests"]["outcomes"] = {}
    return report


@pytest.mark.parametrize("render", [
    markdown, lambda report: render_comment(report, LINKS, "<!-- m -->", None)],
    ids=["report.md", "comment"])
def test_names_from_the_input_render_no_element_a_plain_name_does_not(render):
    evil, plain = _page(render(_report(EVIL))), _page(render(_report("x")))
    assert evil.tags == plain.tags  # no link, emphasis, image or HTML more
    assert all("@" not in text for text in evil.outside)  # no @mention outside code
    assert any(EVIL in text for text in evil.codes)


def test_the_comment_names_the_error_first_and_shows_the_users_command():
    body = render_comment(_report("x"), LINKS, "<!-- m -->", None)
    assert body.splitlines()[:4] == ["<!-- m -->", "### trail delta: `x` minimized", "",
                                     "**The failure:** `ValueError: x`"]
    assert "```sh\npytest x\n```" in body and "app.py" not in body
