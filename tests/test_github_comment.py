"""The comment body: figures, an unbreakable fence, the marker, the 65,536 cut."""

from __future__ import annotations

import re

from github_report import sample_report
from trail.github.comment import (
    BODY_LIMIT,
    Links,
    curve_chart,
    marker,
    render_comment,
)
from trail.handoff.markdown import markdown
from trail.mdsafe import fenced

LINKS = Links(repo="octo/proj", run_id="4242",
              run_url="https://github.com/octo/proj/actions/runs/4242",
              artifact_name="trail-test",
              artifact_url="https://github.com/octo/proj/actions/runs/4242/artifacts/99")
MARK = marker("test", "tests/crash.html")


def test_marker_is_a_hidden_first_line_that_input_names_cannot_close():
    assert MARK == "<!-- trail-delta:test:tests/crash.html -->"
    assert marker("job", "a --> b.txt") == "<!-- trail-delta:job:a%20--%3E%20b.txt -->"


def test_fence_is_longer_than_any_backtick_run_in_the_content():
    assert fenced("plain", "json") == "```json\nplain\n```\n"
    assert fenced("a ```` b\n") == "`````\na ```` b\n`````\n"


def test_body_has_figures_input_oracle_reproduce_and_links():
    body = render_comment(sample_report(), LINKS, MARK, b"<SELECT>\n")
    assert body.startswith(MARK + "\n### trail delta: `crash.html` minimized\n\n"
                           "**The failure:** `exit 1, ValueError: bad <SELECT>`\n\n")
    assert "| before → after | 40,960 bytes → 9 bytes |" in body
    # 0.99978 of the bytes: never 100% while 9 bytes remain, as report.md says it.
    assert "| removed | 99.98% |" in body
    assert "| result | minimized |" in body
    assert "units" not in body and "convention" not in body
    assert "| checks of the oracle | 143 (20 more answered from the cache) |" in body
    assert "| time | 12.3 s |" in body
    assert "| verification | 10 of 10 failed |" in body
    assert "```html\n<SELECT>\n```" in body
    assert "```sh\npython3 app.py {}\n```" in body
    assert ("gh run download 4242 --repo octo/proj --name trail-test --dir trail-repro "
            "&& sh trail-repro/reproduce.sh") in body
    assert "[Workflow run](https://github.com/octo/proj/actions/runs/4242)" in body
    assert ("[artifact `trail-test`](https://github.com/octo/proj/actions/runs/4242/"
            "artifacts/99)") in body


def test_flaky_verification_and_partial_status_are_said_loudly():
    report = sample_report(status="partial", partial_reason="timeout",
                           verification={"runs": 10, "failed": 7, "verified": False})
    body = render_comment(report, LINKS, MARK, b"x")
    assert "| verification | 7 of 10 failed — NOT VERIFIED: the result may be flaky |" in body
    assert body.startswith(MARK + "\n### trail delta: `crash.html` partly minimized: "
                           "the time budget was spent\n")
    assert "| result | partly minimized: the time budget was spent |" in body


def test_the_comment_gives_the_figures_of_report_md_with_the_same_rounding():
    report = sample_report(command_line=["trail"], guarantees={
        "one_minimal_at": "lines", "one_minimal": ["lines"], "transformations": [],
        "stopped": None, "summary": "1-minimal for single-unit deletion at pass lines"})
    body, text = render_comment(report, LINKS, MARK, b"<SELECT>\n"), markdown(report)
    table = [line for line in body.splitlines() if line.startswith("| ")]
    assert len(table) == 1 + 7 and all(line + "\n" in text for line in table)
    assert "| guarantees | 1-minimal: without any single line it no longer fails |" in table


def test_a_cancelled_run_says_its_result_is_the_best_so_far():
    report = sample_report(status="interrupted", partial_reason="interrupted",
                           verification={"runs": 0, "failed": 0, "verified": False})
    body = render_comment(report, LINKS, MARK, b"x")
    assert ("### trail delta: `crash.html` cancelled: partial (the best input when it was "
            "stopped)\n") in body
    assert "| verification | not run (interrupted) |" in body


def test_content_with_backticks_cannot_break_out_of_its_fence():
    content = "``` not the end\n````\nstill inside\n"
    body = render_comment(sample_report(), LINKS, MARK, content.encode())
    assert "`````html\n" + content + "`````" in body


def test_binary_input_is_not_shown_and_the_artifact_link_stays():
    body = render_comment(sample_report(), LINKS, MARK, b"\x00\x01\xff")
    assert "_Binary content: see the artifact._" in body
    assert "```html" not in body


def test_without_an_artifact_url_the_link_goes_to_the_runs_artifacts():
    links = Links("octo/proj", "1", "https://github.com/octo/proj/actions/runs/1", "a")
    body = render_comment(sample_report(), links, MARK, b"x")
    assert "[artifact `a`](https://github.com/octo/proj/actions/runs/1#artifacts)" in body


def test_a_huge_input_is_cut_at_a_line_to_fit_the_limit_with_a_note():
    lines = "".join(f"line {i:06d} ````\n" for i in range(10_000))  # ~170,000 characters
    body = render_comment(sample_report(), LINKS, MARK, lines.encode())
    assert len(body) <= BODY_LIMIT
    assert len(body) > BODY_LIMIT - 200  # cut near the limit, not far below it
    shown = re.search(r"`````html\n(.*?)`````\n", body, re.S).group(1)
    assert lines.startswith(shown) and shown.endswith("````\n")
    assert "_Cut to fit GitHub's 65,536-character limit; the whole result is in the " \
           "[artifact `trail-test`]" in body
    assert body.rstrip().endswith("artifacts/99)")  # the links come after the cut


def test_when_even_the_tail_does_not_fit_the_marker_table_and_note_remain():
    report = sample_report(oracle={"command": "x" * 70_000, "convention": "bisect",
                                   "delivery": "path", "test_timeout": 1.0})
    body = render_comment(report, LINKS, MARK, b"small\n")
    assert len(body) <= BODY_LIMIT
    assert body.startswith(MARK) and "| checks of the oracle | 143 (20 more" in body
    assert body.endswith("._")


def test_a_stalled_run_says_it_is_not_minimized_and_why():
    why = "100% of 1,248 candidate runs were inconclusive (1,248 timed out)"
    report = sample_report(status="stalled", partial_reason=why)
    body = render_comment(report, LINKS, MARK, b"x")
    assert ("### trail delta: `crash.html` NOT MINIMIZED: almost no smaller input failed the "
            f"same way ({why})\n") in body


def _point(tests: int, size: int, name: str | None) -> dict:
    return {"tests": tests, "seconds": tests / 10, "bytes": size, "pass": name}


# Starts at 1,000 bytes; accepted candidates after 2, 5 and 9 tests; ends after 19.
CURVE = [_point(0, 1000, None), _point(2, 600, "lines"), _point(5, 300, "lines"),
         _point(9, 40, "chars"), _point(19, 40, None)]


def test_the_curve_is_a_mermaid_xychart_read_at_evenly_spaced_test_counts():
    # 20 samples over 0..19 tests: one per test; the size holds until the next point.
    assert curve_chart(sample_report(curve=CURVE)) == (
        "```mermaid\n"
        "xychart-beta\n"
        '    title "Size after each accepted candidate"\n'
        '    x-axis "checks of the oracle" 0 --> 19\n'
        '    y-axis "bytes" 0 --> 1000\n'
        "    line [1000, 1000, 600, 600, 600, 300, 300, 300, 300, "
        + ", ".join(["40"] * 11) + "]\n"
        "```")
    assert curve_chart(sample_report(curve=CURVE), samples=4) == (
        "```mermaid\nxychart-beta\n"
        '    title "Size after each accepted candidate"\n'
        '    x-axis "checks of the oracle" 0 --> 19\n    y-axis "bytes" 0 --> 1000\n'
        "    line [1000, 300, 40, 40]\n```")  # at 0, 6.3, 12.7 and 19 tests


def test_the_chart_sits_under_the_summary_table_and_only_with_a_curve():
    body = render_comment(sample_report(curve=CURVE), LINKS, MARK, b"<SELECT>\n")
    table_end = body.index("| verification | 10 of 10 failed |\n\n")
    chart = body.index("```mermaid\n")
    assert table_end < chart < body.index("**Minimized input**")
    assert ("```\n_`report.html` in the [artifact `trail-test`](https://github.com/octo/proj/"
            "actions/runs/4242/artifacts/99) draws it against time too") in body
    assert "```mermaid" not in render_comment(sample_report(), LINKS, MARK, b"x")
    assert curve_chart(sample_report(curve=[_point(0, 5, None), _point(0, 5, None)])) is None


def test_a_body_cut_to_its_table_leaves_out_the_chart_not_half_of_it():
    report = sample_report(curve=CURVE, oracle={"command": "x" * 70_000, "convention":
                                                "bisect", "delivery": "path",
                                                "test_timeout": 1.0})
    body = render_comment(report, LINKS, MARK, b"small\n")
    assert len(body) <= BODY_LIMIT and "mermaid" not in body and body.endswith("._")


def test_the_comment_and_the_log_say_alike_where_the_oracles_ran():
    from trail.github.comment import sandbox_note
    from trail.github.sandbox_choice import sandbox_line

    def both(name: str, reason: str | None) -> tuple[str, str]:
        report = {"sandbox": {"name": name, "reason": reason}}
        return sandbox_note(report), sandbox_line("auto", report)

    assert both("ns", "bubblewrap present") == (
        "The tests ran in fresh namespaces per test: `ns: bubblewrap present`\n\n",
        "sandbox auto: oracles ran in fresh namespaces per test (--sandbox ns); ns: "
        "bubblewrap present")
    assert both("docker", "no bubblewrap") == (
        "The tests ran in a fresh container per test: `docker: no bubblewrap`\n\n",
        "sandbox auto: oracles ran in a fresh container per test (--sandbox docker); docker: "
        "no bubblewrap")
    assert both("local", "asked for") == (
        "The tests ran in `local`: `local: asked for`\n\n",
        "sandbox auto: oracles ran with --sandbox local; local: asked for")
    assert both("docker", None) == (
        "", "sandbox auto: oracles ran in a fresh container per test (--sandbox docker)")
