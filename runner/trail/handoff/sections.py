"""report.md's sections for what a job adds to the delta report: the isolated
differences (first: they are the answer), the bisection, the failing command's files."""

from __future__ import annotations

import os
import shlex
from typing import TYPE_CHECKING

from trail.handoff.markdown import bisect_lead, bisect_markdown
from trail.mdsafe import cell, code, fenced, prose

if TYPE_CHECKING:  # a section's module is loaded by its job, not by every hand-off
    from trail.result import Result
    from trail.result.auto import AutoSection
    from trail.result.isolate import IsolateSection


def lead_markdown(result: Result) -> str:
    """What report.md says right under its title, before the delta report: a job's
    answer beside the minimized input (isolate's differences, bisect's commit)."""
    if result.isolate is not None:
        return isolate_markdown(result.isolate)
    if result.bisect is not None:
        return bisect_lead(result.bisect)
    return ""


def section_markdown(result: Result) -> str:
    """The job's own sections of report.md, after the delta report's ("" for delta)."""
    parts = []
    if result.bisect is not None:
        parts.append(bisect_markdown(result.bisect))
    if result.auto is not None:
        parts.append(auto_markdown(result.auto))
    return "".join(parts)


def isolate_markdown(section: IsolateSection) -> str:
    """isolate's answer: the differences that make it fail, each with both values."""
    passing, failing = (os.path.basename(path) for path, _ in (section.passing,
                                                                 section.failing))
    note = ", documents re-serialized" if section.re_serialized else ""
    kept = len(section.kept)
    without = "without it" if kept == 1 else "without any one of them"
    parts = [f"**{kept} of {section.differences} differences ({section.unit}{note}) between "
             f"{code(passing)} and {code(failing)} make it fail**; {without} it passes.\n\n"
             f"| where | in {cell(passing)} | in {cell(failing)} |\n|---|---|---|\n"]
    parts += [f"| {cell(d.where)} | {_value(d.passing)} | {_value(d.failing)} |\n"
              for d in section.kept]
    parts.append(f"\n{code(section.result_file)} here is {code(passing)} with exactly these "
                 f"applied; {code(section.diff_file)} shows them as a diff. How trail found "
                 "them follows.\n\n")
    return "".join(parts)


def _value(value: str | None) -> str:
    return "(absent)" if value is None else cell(value)


def auto_markdown(section: AutoSection) -> str:
    """report.md's section for `trail delta auto`."""
    from trail.result.auto import outside_warning

    parts = ["\n## The failing command\n\n", fenced(shlex.join(section.command), "sh"),
             f"\nRun from the top of {code(section.repository)} at commit "
             f"{section.commit[:12]}; files read traced by {section.tracer}",
             f" ({section.tracer_note})" if section.tracer_note else "", ".\n"]
    if section.test:
        parts.append(f"The failure is {code(section.test)}'s own, read from pytest's "
                     "JUnit report.\n")
    if section.outside:
        parts.append(f"\n> warning: {prose(outside_warning(section.outside))}.\n")
    if section.changes:
        parts.append(f"\nThe command ran on changes not committed to {len(section.changes)} "
                     f"file(s) ({', '.join(map(code, section.changes))}): `changes.diff` holds "
                     "them, and reproduce.sh applies it in its clone.\n")
    parts.append("\n## Files\n\n| file | bytes | minimized | why |\n|---|---|---|---|\n")
    after = {m.path: m.minimized_bytes for m in section.minimized}
    for read in section.read:
        path = read.path
        if not read.chosen:
            done = "kept as it is"
        elif after[path] is None:
            done = "removed: not needed"
        else:
            done = f"{after[path]:,} bytes"
        parts.append(f"| {cell(path)} | {read.bytes:,} | {done} | {read.why} |\n")
    parts.append("\nThe minimized files are in this folder at their repository paths; "
                 "`reproduce.sh` puts them in a fresh clone and runs the command there.\n")
    return "".join(parts)
