"""report.md: the report for a person, from the report.json dict."""

from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: scripts loads this module, the bisect step too
    from trail.result import BisectSection, Commit

MAX_INLINE_BYTES = 20_000  # larger results are linked from report.md, not inlined


def fence_for(text: str) -> str:
    """A backtick fence longer than any backtick run in `text`, so it cannot be broken."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def fenced(text: str, info: str = "") -> str:
    fence = fence_for(text)
    return f"{fence}{info}\n{text}{'' if text.endswith(chr(10)) else chr(10)}{fence}\n"


def percent_removed(before: int, after: int) -> str:
    """The share of `before` removed, as "97.3%": never 100% while anything remains
    (99.98%), nor 0% once anything went; more decimals where one would say so."""
    ratio = 1 - after / before if before else 0.0
    for decimals in range(1, 8):
        text = f"{ratio:.{decimals}%}"
        if text not in (f"{1:.{decimals}%}", f"{0:.{decimals}%}") or after in (0, before):
            return text
    return text


def count_of(number: int, unit: str) -> str:
    """'1 unit', '2,048 units'."""
    return f"{number:,} {unit}{'' if number == 1 else 's'}"


def verification_text(failed: int, runs: int, interrupted: bool) -> str:
    """How many verification runs failed; none ran when an interrupt came first."""
    if runs == 0:
        return "not run (interrupted)" if interrupted else "not run"
    return f"{failed} of {runs} failed"


def summary_rows(report: dict) -> list[tuple[str, str]]:
    """The report's figures as (name, value) rows, values in Markdown (`code` spans);
    report.md's table and report.html's."""
    inp, out = report["input"], report["minimized"]
    tests, ver = report["tests"], report["verification"]
    status = report["status"]
    headline = {
        "minimized": "minimized",
        "partial": f"partial result ({report['partial_reason']})",
        "interrupted": "interrupted: best result so far",
        "stalled": f"NOT MINIMIZED: the reduction stalled ({report['partial_reason']})",
    }[status]
    return [
        ("status", headline),
        ("input", f"`{inp['name']}`: {inp['bytes']:,} bytes, {count_of(inp['units'], 'unit')}"),
        ("minimized",
         f"`{out['file']}`: {out['bytes']:,} bytes, {count_of(out['units'], 'unit')}"),
        ("reduction", f"{percent_removed(inp['bytes'], out['bytes'])} removed"),
        *([("where", report["kept"]["summary"])] if report.get("kept") else []),
        ("format", f"{report['format']['name']} ({report['format']['reason']})"),
        ("tests", f"{tests['run']:,} run, {tests['cached']:,} cached, "
                  f"{tests['wasted']:,} wasted by speculation, "
                  f"{tests['malformed_skipped']:,} malformed candidates skipped"),
        ("candidate runs", ", ".join(f"{n:,} {why}" for why, n in tests["outcomes"].items())
         or "none"),
        ("time", f"{report['time_seconds']:.1f} s with {report['jobs']} job(s)"),
        ("signature", report["signature"]["description"]),
        ("verification", verification_text(ver["failed"], ver["runs"], status == "interrupted")
                         + ("" if ver["verified"] or not ver["runs"] else " — NOT VERIFIED")),
        *([("guarantees", report["guarantees"]["summary"])]
          if report.get("guarantees") is not None else []),
    ]


def markdown(report: dict) -> str:
    """The report for a person. `report` is the report.json dict."""
    out = report["minimized"]
    parts = ["# trail delta report\n", "| | |\n|---|---|\n"]
    parts += ["| " + key + " | " + value.replace("|", "\\|") + " |\n"
              for key, value in summary_rows(report)]
    for warning in report["format"].get("warnings", []):
        parts.append(f"\n> warning: {warning}\n")
    parts.append("\n## Minimized input\n\n")
    text = report.get("minimized_text")
    if text is None:
        parts.append(f"Binary or large: see `{out['file']}` in this folder.\n")
    else:
        parts.append(fenced(text))
    if report.get("kept") and report["kept"]["pieces"]:
        parts.append(kept_section(report["kept"]["pieces"]))
    parts.append("\n## Reproduce\n\n")
    parts.append(fenced("sh reproduce.sh; echo $?  # 1 reproduces, 0 does not, 125 inconclusive",
                        "sh"))
    parts.append("\nOracle (as `oracle.sh`):\n\n")
    parts.append(fenced(report["oracle"]["command"], "sh"))
    parts.append("\n## Passes\n\n| round | pass | units | bytes before | bytes after | tests "
                 "| ended |\n|---|---|---|---|---|---|---|\n")
    for rec in report["passes"]:
        parts.append(f"| {rec['round']} | {rec['name']} | {rec['units']:,} "
                     f"| {rec['bytes_before']:,} | {rec['bytes_after']:,} | {rec['tests']:,} "
                     f"| {rec.get('ended', 'fixpoint')} |\n")
    parts.append(f"\nCommand: `{' '.join(shlex.quote(a) for a in report['command_line'])}`\n")
    return "".join(parts)


KEPT_ROWS = 20  # pieces listed in report.md; report.json has them all


def kept_section(pieces: list[dict]) -> str:
    """Where each kept piece lies in the original: a table of the first KEPT_ROWS."""
    parts = ["\n## Where the failure lives\n\nThe minimized input's pieces in the "
             "original:\n\n| file | path | lines | bytes |\n|---|---|---|---|\n"]
    for piece in pieces[:KEPT_ROWS]:
        lines = piece["lines"]
        where = "-" if lines is None else (
            f"{lines[0]}" if lines[0] == lines[1] else f"{lines[0]}-{lines[1]}")
        cells = [f"`{piece['file']}`" if piece["file"] else "",
                 f"`{piece['path']}`" if piece["path"] else "",
                 f"{where} of {piece['of_lines']:,}", f"{piece['start']:,}-{piece['end']:,}"]
        parts.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |\n")
    if len(pieces) > KEPT_ROWS:
        parts.append(f"\nand {len(pieces) - KEPT_ROWS:,} more in report.json (`kept`).\n")
    return "".join(parts)


def plain_text(data: bytes) -> str | None:
    """`data` as text that report.md and a heredoc carry unchanged, or None (not
    UTF-8, or a NUL byte)."""
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def inline_text(data: bytes) -> str | None:
    """The minimized input as text for report.md, or None when binary or large."""
    return None if len(data) > MAX_INLINE_BYTES else plain_text(data)


def _commit_line(c: Commit) -> str:
    return f"`{c.short}` {c.subject} ({c.author_date})"


def bisect_markdown(section: BisectSection) -> str:
    """The report.md section for `trail delta bisect`'s section of the result."""
    rows = [("first bad commit", _commit_line(section.first_bad))]
    if section.parent is not None:
        rows.append(("its parent", _commit_line(section.parent)))
    good, bad = section.good, section.bad
    rows.append(("searched", f"`{good.commit[:12]}` (good, `{good.rev}`) .. "
                             f"`{bad.commit[:12]}` (bad, `{bad.rev}`), "
                             f"{section.commits:,} commits"))
    for run in section.bisections:
        rows.append((f"bisection ({run.input} input, {run.bytes:,} bytes)",
                     f"{len(run.steps)} steps, {run.oracle_runs} oracle runs, "
                     f"{round(run.seconds, 3):.1f} s: `{run.first_bad[:12]}`"))
    check = section.parent_check
    if check is not None:
        rows.append(("minimized input at the parent", f"{check.verdict} ({check.reason})"))
    if section.message:
        rows.append(("note", section.message))
    parts = ["\n## Bisection\n\n| | |\n|---|---|\n"]
    parts += ["| " + k + " | " + v.replace("|", "\\|") + " |\n" for k, v in rows]
    parts.append("\n`reproduce.sh` checks the first bad commit out into a temporary worktree "
                 "and runs the oracle there; `bisect.sh` is ready for `git bisect run`:\n\n")
    parts.append(fenced(f"git bisect start {bad.commit[:12]} {good.commit[:12]}\n"
                        "git bisect run sh /path/to/bisect.sh\ngit bisect reset", "sh"))
    return "".join(parts)
