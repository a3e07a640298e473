"""report.md: the report for a person, from the report.json dict."""

from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: scripts loads this module, the bisect step too
    from trail.result.bisect import BisectSection, Commit

from trail.facts import Facts, count_of, inconclusive_text, rate_text
from trail.mdsafe import cell, code, fenced, one_line, prose, table

MAX_INLINE_BYTES = 20_000  # larger results are linked from report.md, not inlined


def facts_markdown(facts: Facts) -> list[str]:
    """What report.md says first, as the comment and the terminal do: the failure, where
    it lives, the figures, the minimized input file by file, how to reproduce, the test."""
    parts = [f"# trail delta: {code(facts.name)} {facts.outcome}\n\n",
             f"**The failure:** {code(facts.failure)}\n\n"]
    if facts.where is not None:
        parts.append(f"**Where the failure lives:** {facts.where.words(code)}\n\n")
    parts.append(table((k, prose(v)) for k, v in facts.figures()))
    # trail's own sentences (the --format given, the format's name): no input in them.
    parts += [f"\n> warning: {one_line(w)}\n" for w in facts.warnings]
    parts.append("\n## Minimized input\n")
    for file in facts.files:
        if facts.folder:
            parts.append(f"\n### {code(file.name)} ({count_of(file.bytes, 'byte')})\n")
        if file.text is None:
            parts.append(f"\nBinary or large: see {code(file.name)} in this folder.\n")
        else:
            parts.append("\n" + fenced(file.text))
    check = f"{facts.reproduce}; echo $?  # 1 reproduces, 0 does not, 125 inconclusive"
    parts.append(f"\n## Reproduce\n\n{fenced(check, 'sh')}")
    if facts.command_mode:
        parts.append("\nThe failing command (`reproduce.sh` runs it in a fresh clone):\n\n")
    else:
        parts.append("\nThe test (as `oracle.sh`):\n\n")
    parts.append(fenced(facts.command, "sh"))
    return parts


def failure_output_section(report: dict) -> str:
    """What the original's failing run and the result's printed last, one after the
    other, so a person sees at a glance that they are the same bug."""
    shown = report.get("failure_output")
    if not shown:
        return ""
    result = shown["result"]
    return ("\n## The failure, original and result\n\nThe end of what the oracle printed "
            "on the original input:\n\n" + fenced(shown["original"] or "(nothing)")
            + "\nand on the minimized input:\n\n"
            + (fenced(result or "(nothing)") if result is not None
               else "no run of the minimized input failed.\n"))


def details_rows(report: dict) -> list[tuple[str, str]]:
    """The report's details as (name, Markdown) rows: how trail went about it."""
    inp, out, tests = report["input"], report["minimized"], report["tests"]
    fmt = report["format"]
    return [
        ("format", f"{cell(fmt['name'])} ({cell(fmt['reason'])})"),
        ("units", f"{inp['units']:,} before, {out['units']:,} after "
                  f"(in {cell(fmt.get('unit') or '-')})"),
        ("signature", cell(report["signature"]["description"])),
        *[("generalized", cell(g)) for g in report["signature"].get("generalized") or []],
        ("tests", f"{tests['run']:,} run, {tests['cached']:,} cached, "
                  f"{tests['wasted']:,} wasted by speculation, "
                  f"{tests['malformed_skipped']:,} malformed candidates skipped"),
        ("candidate runs", ", ".join(f"{n:,} {why}" for why, n in tests.get("outcomes", {})
                                     .items()) or "none"),
        *([("inconclusive", cell(inconclusive))]
          if (inconclusive := inconclusive_text(tests)) is not None else []),
        ("jobs", str(report["jobs"])),
        *([("passes proven at", cell(str(report["guarantees"]["summary"])))]
          if report.get("guarantees") else []),
    ]


def markdown(report: dict, lead: str = "") -> str:
    """The report for a person. `report` is the report.json dict; `lead`, a job's own
    answer, goes right under the title."""
    parts = facts_markdown(Facts.of(report))
    parts.insert(1, lead)
    parts.append(failure_output_section(report))
    kept = report.get("kept")
    if kept and kept["pieces"]:
        parts.append(kept_section(kept["pieces"]))
    parts.append(f"\n## Details\n\n{table(details_rows(report))}")
    parts.append("\n### Passes\n\n| round | pass | units | bytes before | bytes after | tests "
                 "| ended |\n|---|---|---|---|---|---|---|\n")
    for rec in report["passes"]:
        parts.append(f"| {rec['round']} | {cell(rec['name'])} | {rec['units']:,} "
                     f"| {rec['bytes_before']:,} | {rec['bytes_after']:,} | {rec['tests']:,} "
                     f"| {rec.get('ended', 'fixpoint')} |\n")
    parts.append(f"\nCommand: {code(shlex.join(report['command_line']))}\n")
    return "".join(parts)


KEPT_ROWS = 20  # pieces listed in report.md; report.json has them all


def kept_section(pieces: list[dict]) -> str:
    """Where each kept piece lies in the original: a table of the first KEPT_ROWS."""
    parts = ["\n## Where the failure lives\n\nThe minimized input's pieces in the "
             "original:\n\n| file | path | lines | bytes |\n|---|---|---|---|\n"]
    for piece in pieces[:KEPT_ROWS]:
        lines = piece["lines"]
        where = "-" if lines is None else (
            f"{lines[0]:,}" if lines[0] == lines[1] else f"{lines[0]:,}-{lines[1]:,}")
        cells = [cell(piece["file"]) if piece["file"] else "",
                 cell(piece["path"]) if piece["path"] else "",
                 f"{where} of {piece['of_lines']:,}", f"{piece['start']:,}-{piece['end']:,}"]
        parts.append("| " + " | ".join(cells) + " |\n")
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


def inline_files(data: bytes) -> list[dict[str, object]]:
    """A minimized folder's files (`data`, its tar) for report.json's "minimized_files":
    each file's name, size, and text while the files shown stay within MAX_INLINE_BYTES
    together (else null, as for binary content)."""
    from trail.formats.directory import entries  # here: tar serves folder inputs only

    files, room = [], MAX_INLINE_BYTES
    for entry in entries(data):
        if entry.kind != "file":
            continue
        text = plain_text(entry.content) if len(entry.content) <= room else None
        room -= len(entry.content) if text is not None else 0
        files.append({"file": entry.name, "bytes": len(entry.content), "text": text})
    return files


def _commit_line(c: Commit) -> str:
    return f"`{c.short}` {cell(c.subject)} ({c.author_date})"


def bisect_lead(section: BisectSection) -> str:
    """The commit that broke it, in one line under report.md's title; when the blame is
    ambiguous, every suspect (the Bisection section says why)."""
    first = section.bisections[0]
    if not first.suspects:
        return f"**The commit that broke it:** {_commit_line(section.first_bad)}\n\n"
    unjudged = len(first.suspects) - 1
    return ("**The commit that broke it:** one of "
            + ", ".join(f"`{s.commit.short}`" for s in first.suspects)
            + f" ({unjudged} could not be judged: see Bisection below)\n\n")


def bisect_markdown(section: BisectSection) -> str:
    """The report.md section for `trail delta bisect`'s section of the result: the
    blame first (with each suspect's own reason when it is ambiguous), then the figures."""
    first = section.bisections[0]
    ambiguity = first.ambiguity()
    parts = ["\n## Bisection\n\n"]
    if ambiguity is not None:
        good = section.last_good
        after = f" after `{good.short}` (good)" if good is not None else ""
        parts.append(f"**{prose(ambiguity[0].upper() + ambiguity[1:])}**; the blame is one "
                     f"of these{after}:\n\n")
        parts += [f"- `{s.commit.short}` {cell(s.commit.subject)}: {s.state}: "
                  f"{code(s.reason)}\n" for s in first.suspects]
        parts.append(f"\nThe input was minimized at `{section.first_bad.short}`, the first "
                     "commit known bad.\n\n")
    label = "first bad commit" if ambiguity is None else "first commit known bad"
    rows = [(label, _commit_line(section.first_bad))]
    if section.parent is not None:
        rows.append(("its parent", _commit_line(section.parent)))
    if section.last_good is not None and section.last_good != section.parent:
        rows.append(("last good commit", _commit_line(section.last_good)))
    good, bad = section.good, section.bad
    rows.append(("searched", f"`{good.commit[:12]}` (good, {cell(good.rev)}) .. "
                             f"`{bad.commit[:12]}` (bad, {cell(bad.rev)}), "
                             f"{section.commits:,} commits"))
    if section.flaky is not None:
        rows.append(("failure rate at the bad commit",
                     prose(rate_text(section.flaky.failure_rate_at_bad))))
        rows.append(("clean runs to call a commit good", str(section.flaky.runs_to_pass)))
    for run in section.bisections:
        rows.append((f"bisection ({run.input} input, {run.bytes:,} bytes)",
                     f"{len(run.steps)} steps, {run.oracle_runs} oracle runs, "
                     f"{round(run.seconds, 3):.1f} s: "
                     + ", ".join(f"`{c[:12]}`" for c in run.blame())))
    check = section.parent_check
    if check is not None:
        at = "the parent" if section.parent is not None \
            and check.commit == section.parent.hash else "the last good commit"
        rows.append((f"minimized input at {at}",
                     f"{check.verdict} in {check.oracle_runs} oracle "
                     f"run{'s' if check.oracle_runs != 1 else ''} ({cell(check.reason)})"))
    if section.message:
        rows.append(("note", prose(section.message)))
    parts.append(table(rows))
    parts.append("\n`reproduce.sh` checks the first bad commit out into a temporary worktree "
                 "and runs the oracle there; `bisect.sh` is ready for `git bisect run`:\n\n")
    parts.append(fenced(f"git bisect start {bad.commit[:12]} {good.commit[:12]}\n"
                        "git bisect run sh /path/to/bisect.sh\ngit bisect reset", "sh"))
    return "".join(parts)
