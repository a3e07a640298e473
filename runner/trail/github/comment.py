"""The comment the action posts: rendered from report.json, updated in place on reruns.

One comment per (pull request or issue, job, input). A hidden marker opens the body,
so a later run finds its own comment and edits it instead of adding another.
"""

from __future__ import annotations

import enum
import math
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from trail.github.client import GitHubClient, GitHubError, NoAccess, NotFound
from trail.github.events import Target

# GitHub rejects comment and issue bodies longer than this many characters.
BODY_LIMIT = 65_536


@dataclass(frozen=True)
class Links:
    """Where the full result lives: the workflow run and its artifact."""

    repo: str            # owner/name
    run_id: str
    run_url: str         # $GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID
    artifact_name: str
    artifact_url: str | None = None  # known once the artifact is uploaded

    @property
    def artifact_link(self) -> str:
        return self.artifact_url or f"{self.run_url}#artifacts"

    def reproduce_command(self) -> str:
        """One line that fetches the artifact and runs its standalone reproduce.sh."""
        return (f"gh run download {self.run_id} --repo {self.repo} "
                f"--name {self.artifact_name} --dir trail-repro "
                f"&& sh trail-repro/reproduce.sh")


def marker(job: str, key: str) -> str:
    """The hidden first line that identifies this job's comment for this input."""
    # quote() escapes '>' and spaces, so no input name can close the HTML comment early.
    return f"<!-- trail-delta:{quote(job, safe='')}:{quote(key, safe='/._:@+=')} -->"


def fence(content: str, info: str = "") -> str:
    """A fenced block that the content cannot close: longer than its longest backtick run."""
    longest = max((len(run) for run in re.findall(r"`+", content)), default=0)
    ticks = "`" * max(3, longest + 1)
    body = content if content.endswith("\n") or not content else content + "\n"
    return f"{ticks}{info}\n{body}{ticks}"


def as_text(data: bytes | None) -> str | None:
    """The minimized input as text to show, or None when it is binary."""
    if data is None or b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _size(count: int, unit: str) -> str:
    return f"{count:,} {unit}" + ("" if count == 1 else "s")


def removed_share(ratio: float, remaining_bytes: int) -> str:
    """The share removed, rounded down: never "100%" while a byte remains."""
    if remaining_bytes == 0:
        return "100%"
    return f"{math.floor(ratio * 10_000) / 100:.2f}%"


# How the result ended, for a reader: the report's status and partial_reason.
_ENDINGS = {"minimized": "minimized", "partial": "partly minimized",
            "interrupted": "cancelled: partial (the best input when the job was cancelled)",
            "stalled": "not minimized: almost no smaller input failed the same way"}


def outcome_line(report: dict[str, Any]) -> str:
    """What the heading says happened, e.g. "partly minimized (stopped by: timeout)"."""
    status = report["status"]
    ending = _ENDINGS.get(status, status)
    if status == "partial" and report.get("partial_reason"):
        ending += f" (stopped by: {report['partial_reason']})"
    elif status == "stalled" and report.get("partial_reason"):
        ending += f" ({report['partial_reason']})"
    return ending


# The oracle's exit convention, said as what its exit statuses mean.
_CONVENTIONS = {"bisect": "exit 0 is a pass, 125 means it cannot tell, any other exit "
                          "up to 127 is the failure",
                "interesting-exit-zero": "exit 0 means the failure is there, any other "
                                         "exit is a pass"}


def summary_table(report: dict[str, Any]) -> str:
    """The reduction in figures: before → after, share removed, tests, time, verification."""
    original, minimized = report["input"], report["minimized"]
    tests, verification = report["tests"], report["verification"]
    checked = verification["failed"] == verification["runs"] and verification["verified"]
    if not verification["runs"]:
        verdict = "not run"
    else:
        verdict = (f"{verification['failed']} of {verification['runs']} failed"
                   + ("" if checked else " — **not every rerun failed: the result may be "
                                         "flaky**"))
    rows = [
        ("before → after", f"{_size(original['bytes'], 'byte')}"
                           f" → {_size(minimized['bytes'], 'byte')}"),
        ("removed", removed_share(report["reduction_ratio"], minimized["bytes"])),
        ("tests", f"{tests['run']:,} run, {tests['cached']:,} cached"),
        ("time", f"{report['time_seconds']:.1f} s"),
        ("verification", verdict),
        ("format", report["format"]["name"]),
        ("result", outcome_line(report)),
    ]
    return "| | |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in rows)


CHART_SAMPLES = 20  # values on the comment's curve


def curve_chart(report: dict[str, Any], samples: int = CHART_SAMPLES) -> str | None:
    """The reduction curve as a Mermaid block GitHub draws itself: bytes against tests
    run, or None without a curve (no test ran, or a report from before the curve).

    xychart's line takes y values at evenly spaced x, so the size (which holds from one
    accepted candidate to the next) is read at `samples` evenly spaced test counts."""
    curve = report.get("curve") or []
    last = curve[-1]["tests"] if curve else 0
    if last == 0:
        return None
    sizes, k = [], 0
    for i in range(samples):
        tests = i * last / (samples - 1)
        while k + 1 < len(curve) and curve[k + 1]["tests"] <= tests:
            k += 1
        sizes.append(curve[k]["bytes"])
    top = max(point["bytes"] for point in curve)
    return ("```mermaid\nxychart-beta\n"
            '    title "Size after each accepted candidate"\n'
            f'    x-axis "tests run" 0 --> {last}\n'
            f'    y-axis "bytes" 0 --> {max(top, 1)}\n'
            f"    line [{', '.join(str(size) for size in sizes)}]\n```")


def test_block(report: dict[str, Any], test: str) -> str:
    """--emit-test's regression test, collapsed."""
    name = report["files"]["test"].rsplit("/", 1)[-1]
    info = "python" if name.endswith(".py") else "sh"
    return (f"\n\n<details><summary>Regression test <code>{name}</code> (in the artifact; "
            "add it to your suite: it passes once the bug is fixed)</summary>\n\n"
            f"{fence(test, info)}\n\n</details>")


def render_comment(report: dict[str, Any], links: Links, mark: str,
                   minimized: bytes | None, *, test: str | None = None,
                   limit: int = BODY_LIMIT) -> str:
    """The comment body (also the job summary), never longer than `limit` characters;
    `test` (--emit-test's file) goes in when it fits."""
    name = report["input"]["name"]
    table = (f"{mark}\n### trail delta: `{name}` {outcome_line(report)}\n\n"
             f"{summary_table(report)}\n\n")
    chart = curve_chart(report)
    kept = report.get("kept")
    where = f"**Where the failure lives:** {kept['summary']}\n\n" if kept else ""
    head = table + ("" if chart is None else
                    f"{chart}\n_`report.html` in the [artifact `{links.artifact_name}`]"
                    f"({links.artifact_link}) draws it against time too, beside the "
                    "original input with its kept lines highlighted._\n\n") + where
    oracle = report["oracle"]
    meaning = _CONVENTIONS.get(oracle["convention"], oracle["convention"])
    tail = (f"\n\n**The test** ({meaning}):\n\n"
            f"{fence(oracle['command'], 'sh')}\n\n"
            f"**Reproduce** (fetches the artifact, runs its `reproduce.sh`):\n\n"
            f"{fence(links.reproduce_command(), 'sh')}\n\n"
            f"[Workflow run]({links.run_url}) · [artifact `{links.artifact_name}`]"
            f"({links.artifact_link})\n")
    text = as_text(minimized)
    label = f"**Minimized input** (`{report['minimized']['file']}`, " \
            f"{_size(report['minimized']['bytes'], 'byte')}):\n\n"
    if text is None:
        section = label + "_Binary content: see the artifact._"
    else:
        section = label + fence(text, _info(report["format"]["name"]))
    body = head + section + tail
    if len(body) <= limit:
        with_test = head + section + test_block(report, test) + tail if test else body
        return with_test if len(with_test) <= limit else body

    note = (f"\n\n_Cut to fit GitHub's {limit:,}-character limit; the whole result is in "
            f"the [artifact `{links.artifact_name}`]({links.artifact_link}) of the "
            f"[workflow run]({links.run_url})._")
    if text is not None:
        info = _info(report["format"]["name"])
        # A cut of the text has no longer backtick run, so its fence is no longer.
        overhead = len(fence(text, info)) - len(text) + 1
        room = limit - len(head + label + tail + note) - overhead
        if room > 0:
            body = head + label + fence(_cut_to(text, room), info) + note + tail
            if len(body) <= limit:
                return body
    # Even the figures and the oracle do not fit: keep the marker, the table and the link
    # (not the chart, which a cut would leave an unclosed fence).
    return (table + where + note.lstrip())[:limit]


def _cut_to(text: str, room: int) -> str:
    """At most `room` characters of text, ending at a line break when there is one."""
    cut = text[:room]
    newline = cut.rfind("\n")
    return cut[:newline + 1] if newline > 0 else cut


def _info(format_name: str) -> str:
    """A fence info string from the format name, kept to safe characters."""
    return re.sub(r"[^A-Za-z0-9_+-]", "", format_name)[:20]


class Posting(enum.Enum):
    CREATED = "created"
    UPDATED = "updated"
    NOT_POSTED = "not posted"


@dataclass(frozen=True)
class CommentResult:
    posting: Posting
    url: str | None = None
    reason: str | None = None  # why nothing was posted, for the log


def upsert_comment(client: GitHubClient, repo: str, target: Target, mark: str,
                   body: str) -> CommentResult:
    """Update this job's earlier comment (found by its marker), or create one.

    Never raises for an API failure: the comment is a courtesy, the minimization is
    the job, so the caller logs the reason and carries on.
    """
    try:
        earlier = next((c for c in client.issue_comments(repo, target.number)
                        if str(c.get("body") or "").startswith(mark)), None)
        if earlier is not None:
            posted = client.update_issue_comment(repo, earlier["id"], body)
            return CommentResult(Posting.UPDATED, posted.get("html_url"))
        posted = client.create_issue_comment(repo, target.number, body)
        return CommentResult(Posting.CREATED, posted.get("html_url"))
    except NoAccess:
        return CommentResult(Posting.NOT_POSTED, reason=(
            f"the token cannot write to this {target.kind} (a fork's read-only token?)"))
    except NotFound:
        return CommentResult(Posting.NOT_POSTED, reason=(
            f"{target.kind} #{target.number} not found in {repo} (HTTP 404): check the "
            "`issue-number` input, and that the token can see the repository"))
    except GitHubError as exc:
        return CommentResult(Posting.NOT_POSTED, reason=str(exc))
