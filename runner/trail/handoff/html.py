"""report.html: the report for a person in a browser, from report.json and the inputs.

One self-contained file: inline CSS and SVG, no script, nothing fetched. The inputs
are hostile by nature (they crash things), so everything from the report or the
inputs goes through `escape`, and the page's Content-Security-Policy allows no
script and no request, so even a slip in escaping could run or fetch nothing.

It shows the figures (report.md's), the reduction curve against checks of the oracle and
against time (svgchart.py), the passes and what each removed, the failure signature,
the verification, the minimized input, and the original with the lines the
minimized input kept highlighted (report.json's kept pieces, kept_marks.py): up to
MAX_SHOWN_LINES lines (past that, those around the kept ones) of up to
MAX_LINE_CHARS characters each, so the page stays a few megabytes at most.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from trail.facts import (
    Facts,
    count_of,
    failure_text,
    percent_removed,
    rate_text,
    verification_text,
)
from trail.handoff.kept_marks import Kept, KeptLine, kept_lines
from trail.handoff.svgchart import COLOURS, curve_svg, pass_colours
from trail.redact import Redactor

MAX_SHOWN_LINES = 2_000  # of the original input, and of the minimized one
MAX_LINE_CHARS = 2_000   # of one line shown (a minified file is one long line)
MAX_READ_BYTES = 64 * 2**20  # of a larger file only what can be shown is decoded


NO_SECRETS = Redactor(())


def report_html(report: dict, original: bytes, minimized: bytes,
                redactor: Redactor = NO_SECRETS) -> str:
    """The page, with `redactor`'s secrets masked. `report` is the report.json dict;
    `original` and `minimized` the inputs' bytes (a folder's as tar)."""
    page = _page(report, original, minimized, redactor.text)
    # Masked once more in the page, where a secret with & < > " ' is in its escaped form.
    escaped = {*redactor.secrets, *(escape(secret) for secret in redactor.secrets)}
    return Redactor(tuple(sorted(escaped, key=lambda v: (-len(v), v)))).text(page)


def _page(report: dict, original: bytes, minimized: bytes, mask: Callable[[str], str]) -> str:
    name = report["input"]["name"]
    colours = pass_colours(report["curve"])
    facts = Facts.of(report)
    body = "".join([
        f"<h1>trail delta: <code>{escape(name)}</code> {escape(facts.outcome)}</h1>",
        _summary(facts),
        _curve_section(report["curve"], colours),
        _passes_section(report["passes"], colours),
        _signature_section(report["signature"]),
        _failure_output_section(report.get("failure_output"), mask),
        _verification_section(report),
        _inputs_sections(report, original, minimized, mask),
        '<h2 id="command">Command</h2>',
        f"<pre>{escape(shlex.join(report['command_line']))}</pre>",
    ])
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" '
            f"content=\"default-src 'none'; style-src 'unsafe-inline'\">"
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>trail delta: {escape(name)}</title><style>{STYLE}</style></head>"
            f"<body>{body}</body></html>\n")


def _code(text: str) -> str:
    return f"<code>{escape(text)}</code>"


def _summary(facts: Facts) -> str:
    """What report.md and the comment say first: the failure, where it lives, the figures."""
    rows = [("the failure", _code(facts.failure))]
    if facts.where is not None:
        rows.append(("where the failure lives", facts.where.words(_code)))
    rows += [(key, escape(value)) for key, value in facts.figures()]
    rows.append(("the failing command" if facts.command_mode else "the test",
                 _code(facts.command)))
    rows.append(("reproduce", f"{_code(facts.reproduce)} beside this page"))
    warnings = "".join(f'<p class="warning">warning: {escape(w)}</p>' for w in facts.warnings)
    return '<table class="summary">' + "".join(
        f"<tr><th>{escape(key)}</th><td>{value}</td></tr>" for key, value in rows
    ) + f"</table>{warnings}"


def _curve_section(curve: list[dict], colours: dict[str, int]) -> str:
    head = '<h2 id="curve">Reduction curve</h2>'
    if len(curve) < 2:
        return head + "<p>No curve: the reduction accepted no candidate.</p>"
    legend = "".join(f'<li><span class="swatch pass-{n}"></span>{escape(name)}</li>'
                     for name, n in colours.items())
    return (head + '<p class="note">The size after each candidate a pass accepted, '
            "coloured by pass (hover a point for its figures); the hollow points are where "
            "the reduction starts and ends.</p>"
            f'<ul class="legend">{legend}</ul>'
            '<div class="charts">'
            f"<figure>{curve_svg(curve, 'tests', 'checks of the oracle', colours)}"
            "<figcaption>against checks of the oracle</figcaption></figure>"
            f"<figure>{curve_svg(curve, 'seconds', 'seconds', colours)}"
            "<figcaption>against time since the job began</figcaption></figure></div>")


def _passes_section(passes: list[dict], colours: dict[str, int]) -> str:
    rows = []
    for rec in passes:
        removed = rec["bytes_before"] - rec["bytes_after"]
        per_test = f"{removed / rec['tests']:,.1f}" if rec["tests"] else "–"
        share = percent_removed(rec["bytes_before"], rec["bytes_after"])
        swatch = (f'<span class="swatch pass-{colours[rec["name"]]}"></span>'
                  if rec["name"] in colours else "")
        rows.append(f"<tr><td>{rec['round']}</td><td>{swatch}{escape(rec['name'])}</td>"
                    f"<td>{rec['units']:,}</td><td>{rec['bytes_before']:,}</td>"
                    f"<td>{rec['bytes_after']:,}</td><td>{removed:,} ({share})</td>"
                    f"<td>{rec['tests']:,}</td><td>{per_test}</td></tr>")
    return ('<h2 id="passes">Passes</h2>'
            '<table class="passes"><tr><th>round</th><th>pass</th><th>units</th>'
            "<th>bytes before</th><th>bytes after</th><th>removed</th><th>tests</th>"
            "<th>bytes removed per test</th></tr>" + "".join(rows) + "</table>")


def _failure_output_section(shown: dict | None, mask: Callable[[str], str]) -> str:
    """The end of what the original's failing run printed beside the result's."""
    if not shown:
        return ""
    result = shown["result"]
    right = (f"<pre>{escape(mask(result or '(nothing)'))}</pre>" if result is not None
             else "<p>No run of the minimized input failed.</p>")
    return ('<h2 id="failure-output">The failure, original and result</h2>'
            '<div class="side-by-side"><figure><figcaption>the original input</figcaption>'
            f"<pre>{escape(mask(shown['original'] or '(nothing)'))}</pre></figure>"
            f"<figure><figcaption>the minimized input</figcaption>{right}</figure></div>")


def _signature_section(signature: dict) -> str:
    exit_status = signature.get("exit_status")
    pattern = signature.get("pattern")
    lines = signature.get("lines") or []
    rows = [("failure", escape(failure_text(signature))),
            ("exit status", "any failing one" if exit_status is None else str(exit_status))]
    if lines:
        rows.append(("lines it must print", "<br>".join(
            f"<code>{escape(line)}</code>" for line in lines)))
    if pattern is not None or not lines:
        rows.append(("output pattern",
                     "none" if pattern is None else f"<code>{escape(pattern)}</code>"))
    if signature.get("generalized"):
        rows.append(("generalized", "<br>".join(escape(g) for g in signature["generalized"])))
    if signature.get("weak"):
        rows.append(("weak", escape(signature["weak"])))
    rows.append(("source", escape(str(signature.get("source")))))
    if signature.get("note"):
        rows.append(("note", escape(signature["note"])))
    return '<h2 id="signature">Failure signature</h2>' + _facts(rows)


def _verification_section(report: dict) -> str:
    ver, status = report["verification"], report["status"]
    said = verification_text(ver["failed"], ver["runs"], status == "interrupted")
    flaky = "minimized" in ver  # --flaky: verified means it fails about as often
    rows = [("re-runs of the minimized input", escape(said))]
    if ver["verified"]:
        rows.append(("verdict", '<span class="ok">verified: '
                     + ("it fails about as often as the original" if flaky
                        else "every run reproduced the failure") + "</span>"))
    elif ver["runs"]:
        rows.append(("verdict", '<span class="bad">NOT VERIFIED</span>'))
    if flaky:
        rows.append(("minimized input's failure rate", rate_text(ver["minimized"])))
        rows.append(("original's failure rate", rate_text(ver["original"])))
        if ver["much_lower"]:
            rows.append(("warning", '<span class="bad">the minimized input fails much less '
                                    "often than the original</span>"))
    elif report["flaky"] is not None:
        rows.append(("original's failure rate", rate_text(report["flaky"]["original"])))
    if report["flaky"] is not None:
        rows.append(("clean runs to count a candidate as passing",
                     str(report["flaky"]["runs_to_pass"])))
    return '<h2 id="verification">Verification</h2>' + _facts(rows)




def _facts(rows: list[tuple[str, str]]) -> str:
    """A two-column table of (name, HTML value) rows."""
    return ('<table class="facts">'
            + "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
            + "</table>")


# -- the inputs ------------------------------------------------------------------------


@dataclass(frozen=True)
class _File:
    """One file of an input: its name in a folder (None for a file input), bytes and
    text (None when binary; only its start when it is larger than MAX_READ_BYTES)."""

    name: str | None
    data: bytes
    text: str | None

    @property
    def whole(self) -> bool:
        return len(self.data) <= MAX_READ_BYTES


def _files(data: bytes, kind: str, mask: Callable[[str], str]) -> list[_File]:
    """An input's files, their names masked (their lines are, as they are shown)."""
    if kind == "directory":
        from trail.formats.directory import entries  # here: tar serves folder inputs only

        return [_File(mask(e.name), e.content, _text(e.content))
                for e in entries(data) if e.kind == "file"]
    return [_File(None, data, _text(data))]


def _text(data: bytes) -> str | None:
    """The text to show (undecodable bytes replaced), or None when binary (a NUL byte);
    of a file too large, only as much as can be shown."""
    if b"\0" in data:
        return None
    if len(data) > MAX_READ_BYTES:
        data = data[:MAX_SHOWN_LINES * (MAX_LINE_CHARS + 1)]
    return data.decode("utf-8", "replace")


def _lines(text: str) -> list[str]:
    lines = text.split("\n")
    return lines[:-1] if lines[-1] == "" else lines


@dataclass(frozen=True)
class _Marking:
    """What the original's view marks: the minimized input's file names (a folder's
    others are removed) and report.json's kept pieces by file."""

    present: set[str | None]
    pieces: dict[str | None, list[dict]]


def _inputs_sections(report: dict, original: bytes, minimized: bytes,
                     mask: Callable[[str], str]) -> str:
    kind = report["input"]["kind"]
    before, after = _files(original, kind, mask), _files(minimized, kind, mask)
    name = report["minimized"]["file"]  # a file name that is not UTF-8 links to its bytes
    link = f'<a href="./{quote(name, safe="", errors="surrogateescape")}">' \
           f"{escape(name)}</a>"
    # In command mode the files lie beside this page at their repository paths.
    there = ("<p>Beside this page, each file at its path in the repository.</p>"
             if report.get("auto") else f"<p>In {link} beside this page.</p>")
    kept = report.get("kept")
    pieces: dict[str | None, list[dict]] = {}
    for piece in kept["pieces"] if kept else []:
        pieces.setdefault(piece["file"] and mask(piece["file"]), []).append(piece)
    said = Facts.of(report).where
    where = (f"<p>Where the failure lives: {said.words(lambda n: _code(mask(n)))}.</p>"
             if said is not None else
             '<p class="note">report.json does not say where the result came from (its '
             "<code>kept</code> is null: an isolated difference, or a bisection that kept the "
             "whole input), so nothing is highlighted.</p>")
    return (f'<h2 id="minimized">Minimized input</h2>{there}'
            + _shown(after, None, mask) +
            '<h2 id="original">Original input, kept parts highlighted</h2>' + where +
            '<p class="note">Lines the minimized input keeps are <span class="line kept">'
            'highlighted</span>, those of which it keeps a part <span class="line kept-part">'
            "<mark>marked</mark></span> (the kept characters, but for punctuation at a "
            "piece's ends); hover a line for its structural path.</p>"
            + _shown(before, _Marking({f.name for f in after}, pieces), mask))


def _shown(files: list[_File], marking: _Marking | None, mask: Callable[[str], str]) -> str:
    """`files` as numbered lines, at most MAX_SHOWN_LINES in all; with a `marking`, the
    kept lines and the removed files marked."""
    parts, left, kept_total, line_total, first_kept = [], MAX_SHOWN_LINES, 0, 0, None
    for file in files:
        removed = marking is not None and file.name not in marking.present
        if file.name is not None:
            parts.append(f'<h3 class="{"removed" if removed else "file"}">'
                         f"<code>{escape(file.name)}</code>"
                         f"{' (removed)' if removed else ''}</h3>")
        if file.text is None:
            parts.append(f"<p>Binary, {len(file.data):,} bytes: not shown.</p>")
            continue
        if not file.whole:
            parts.append(f'<p class="note">{len(file.data):,} bytes: only its start is '
                         "shown.</p>")
        lines = _lines(file.text)
        line_total += len(lines) if file.whole else 0
        if removed:
            continue
        if not lines:
            parts.append("<p>Empty.</p>")
            continue
        kept = kept_lines(file.data, marking.pieces.get(file.name, [])) if marking else {}
        kept_total += len(kept)
        chosen = _chosen(len(lines), kept, max(left, 0))
        left -= len(chosen)
        first = min((n for n in chosen if n in kept), default=None)
        if first_kept is None and first is not None:
            first_kept = (file.name, first)
        else:
            first = None
        parts.append(_numbered(lines, chosen, kept, first, mask))
        if len(chosen) < len(lines):
            missed = len(kept.keys() - set(chosen))
            of_all = f" of {len(lines):,}" if file.whole else ""  # else of what was read
            parts.append(f'<p class="note">{len(chosen):,}{of_all} lines shown'
                         + (", around the kept ones" if kept else "")
                         + (f"; not shown: {count_of(missed, 'kept line')}" if missed else "")
                         + ".</p>")
    if marking is not None and line_total:
        where = "" if first_kept is None else (
            f': <a href="#first-kept">the first at line {first_kept[1] + 1:,}'
            + ("" if first_kept[0] is None else f" of {escape(first_kept[0])}") + "</a>")
        parts.insert(0, f'<p class="note">{kept_total:,} of {line_total:,} lines kept'
                        f"{where}.</p>")
    return "".join(parts)


CONTEXT = 5  # lines shown before and after a kept one, when not all fit


def _chosen(count: int, kept: dict[int, KeptLine], room: int) -> list[int]:
    """Which of `count` lines to show, at most `room`: all when they fit; else each
    kept line with CONTEXT lines around it, the first kept first; with none kept,
    the first lines."""
    if count <= room:
        return list(range(count))
    if not kept:
        return list(range(room))
    chosen: set[int] = set()
    for n in sorted(kept):
        near = set(range(max(0, n - CONTEXT), min(count, n + CONTEXT + 1))) - chosen
        if len(chosen) + len(near) > room:
            break
        chosen |= near
    return sorted(chosen)


def _numbered(lines: list[str], chosen: list[int], kept: dict[int, KeptLine],
              first: int | None, mask: Callable[[str], str]) -> str:
    """The chosen lines, a note where lines are left out between them."""
    parts, expected = ['<pre class="text">'], 0
    for n in chosen:
        if n > expected:
            parts.append(_gap(n - expected))
        parts.append(_line(n, lines[n], kept.get(n), mask, n == first))
        expected = n + 1
    if chosen and expected < len(lines):
        parts.append(_gap(len(lines) - expected))
    return "".join(parts) + "</pre>"


def _gap(count: int) -> str:
    return f'<span class="line gap">⋯ {count_of(count, "line")} not shown</span>'


def _line(index: int, text: str, kept: KeptLine | None, mask: Callable[[str], str],
          first: bool = False) -> str:
    """One numbered line, masked before it is cut; a kept one highlighted, with a
    part's kept characters marked unless masking moved them (`first`: the first kept
    line shown, which the count above links to)."""
    masked = mask(text)
    number, shown = index + 1, masked[:MAX_LINE_CHARS]
    if kept is None or kept.kind is Kept.WHOLE or masked != text:
        body = escape(shown)
    else:
        pieces, at = [], 0
        for start, end in kept.spans:
            if start >= len(shown):
                break
            pieces.append(f"{escape(shown[at:start])}<mark>{escape(shown[start:end])}</mark>")
            at = min(end, len(shown))
        body = "".join(pieces) + escape(shown[at:])
    if len(masked) > len(shown):
        body += f'<span class="note"> … {len(masked) - len(shown):,} more characters</span>'
    how = "" if kept is None else \
        f' kept{"" if kept.kind is Kept.WHOLE else "-part"}" data-line="{number}'
    if kept is not None and kept.paths:
        how += f'" title="{escape(mask(", ".join(kept.paths)))}'
    ident = ' id="first-kept"' if first else ""
    return f'<span class="line{how}"{ident}><span class="ln">{number}</span>{body}</span>'


# Light by default, dark where the browser asks for it; passes' colours read on both.
STYLE = """
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e;
  --rule: #d1d9e0; --code: #f6f8fa; --kept: #fff1a8; --part: #ffe0c2; --mark: #f0a030;
  --ok: #1a7f37; --bad: #cf222e;
  --p0: #0969da; --p1: #bc4c00; --p2: #1a7f37; --p3: #8250df; --p4: #bf3989;
  --p5: #0a7e8c; --p6: #9a6700; --p7: #57606a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --rule: #3d444d; --code: #151b23;
    --kept: #4a3f0c; --part: #5a2e0e; --mark: #b8620f; --ok: #3fb950; --bad: #f85149;
    --p0: #58a6ff; --p1: #f0883e; --p2: #3fb950; --p3: #bc8cff; --p4: #f778ba;
    --p5: #39c5cf; --p6: #d29922; --p7: #9198a1; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 980px; padding: 12px; background: var(--bg);
  color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
h1 { font-size: 1.4em; overflow-wrap: anywhere; }
h2 { font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid var(--rule); }
h3 { font-size: 1em; margin: 1em 0 0.3em; overflow-wrap: anywhere; }
h3.removed { color: var(--muted); text-decoration: line-through; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 13px; }
pre { background: var(--code); padding: 8px; overflow-x: auto; border-radius: 6px; }
table { border-collapse: collapse; display: block; overflow-x: auto; max-width: 100%; }
th, td { border: 1px solid var(--rule); padding: 3px 8px; text-align: left;
  vertical-align: top; }
th { white-space: nowrap; }
.facts th { white-space: normal; min-width: 8em; }
td { overflow-wrap: break-word; }
.passes td { text-align: right; white-space: nowrap; }
.passes td:nth-child(2) { text-align: left; }
.note { color: var(--muted); font-size: 0.9em; }
.warning, .bad { color: var(--bad); }
.ok { color: var(--ok); }
.line.kept { background: var(--kept); }
.line.kept-part { background: var(--part); }
/* Long lines wrap, continuing after the line number, so a kept part is in sight. */
pre .line { display: block; min-height: 1.2em; white-space: pre-wrap;
  overflow-wrap: anywhere; padding-left: 4.5em; text-indent: -4.5em; }
.line.gap { color: var(--muted); font-style: italic; }
mark { background: var(--mark); color: inherit; }
.ln { display: inline-block; width: 3.5em; margin-right: 1em; text-align: right;
  text-indent: 0; color: var(--muted); user-select: none; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 8px 24px; }
.side-by-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 8px 24px; }
.side-by-side pre { overflow-x: auto; }
figure { margin: 0.5em 0 1em; }
figcaption { color: var(--muted); font-size: 0.9em; text-align: center; }
svg.curve { width: 100%; height: auto; display: block; }
svg .grid { stroke: var(--rule); stroke-width: 1; }
svg text { fill: var(--muted); font-size: 13px; font-family: system-ui, sans-serif; }
svg .step { fill: none; stroke: var(--fg); stroke-width: 1.2; opacity: 0.6; }
svg .point { stroke: var(--bg); stroke-width: 1; }
svg .point.edge { fill: var(--bg); stroke: var(--fg); stroke-width: 1.5; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
.swatch { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%;
  margin-right: 0.35em; vertical-align: baseline; }
""" + "".join(f".pass-{n} {{ fill: var(--p{n}); background: var(--p{n}); }}\n"
              for n in range(COLOURS))
