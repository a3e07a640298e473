"""The comment the action posts: rendered from report.json, updated in place on reruns.

One comment per (pull request or issue, job, input). A hidden marker opens the body,
so a later run finds its own comment and edits it instead of adding another. Ours is
the comment with the marker *and* the token's identity as its author: anyone can
write a marker, and a comment someone else wrote is never edited (see `is_ours`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from html import escape
from typing import Any
from urllib.parse import quote

from trail.facts import Facts, ShownFile, count_of
from trail.github.client import GitHubClient, GitHubError, NoAccess, NotFound
from trail.github.events import Target
from trail.github.sandbox_choice import WHERE_ORACLES_RAN
from trail.mdsafe import code, fenced, prose, table

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


def as_text(data: bytes | None) -> str | None:
    """The minimized input as text to show, or None when it is binary."""
    if data is None or b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


# The oracle's exit convention, said as what its exit statuses mean.
_CONVENTIONS = {"bisect": "exit 0 is a pass, 125 means it cannot tell, any other exit "
                          "up to 127 is the failure",
                "interesting-exit-zero": "exit 0 means the failure is there, any other "
                                         "exit is a pass"}


def story_head(facts: Facts, mark: str) -> str:
    """The first lines: what was minimized, the failure, where it lives, the figures."""
    where = "" if facts.where is None else \
        f"**Where the failure lives:** {facts.where.words(code)}\n\n"
    return (f"{mark}\n### trail delta: {code(facts.name)} {facts.outcome}\n\n"
            f"**The failure:** {code(facts.failure)}\n\n{where}"
            f"{table((k, prose(v)) for k, v in facts.figures())}\n")


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
            f'    x-axis "checks of the oracle" 0 --> {last}\n'
            f'    y-axis "bytes" 0 --> {max(top, 1)}\n'
            f"    line [{', '.join(str(size) for size in sizes)}]\n```")


def test_block(report: dict[str, Any], test: str) -> str:
    """--emit-test's regression test, collapsed."""
    name = report["files"]["test"].rsplit("/", 1)[-1]
    info = "python" if name.endswith(".py") else "sh"
    return (f"\n\n<details><summary>Regression test <code>{escape(name)}</code> (in the "
            "artifact; add it to your suite: it passes once the bug is fixed)</summary>\n\n"
            f"{fenced(test, info)}\n</details>")


def failure_block(report: dict[str, Any]) -> str:
    """What the original's failing run and the result's printed last, collapsed: the
    same bug on both sides, at a glance (issue 40)."""
    shown = report.get("failure_output")
    if not shown or shown.get("result") is None:
        return ""
    return ("\n\n<details><summary>The failure, original and result</summary>\n\n"
            f"On the original input:\n\n{fenced(shown['original'] or '(nothing)')}\n"
            f"On the minimized input:\n\n{fenced(shown['result'] or '(nothing)')}\n"
            "</details>")


def sandbox_note(report: dict[str, Any]) -> str:
    """Where the oracles ran and why, where the report says why (the action's sandbox
    auto or ns, or trail's fallback from ns to docker); else nothing."""
    section = report.get("sandbox") or {}
    name, reason = section.get("name"), section.get("reason")
    if not reason:
        return ""
    where = WHERE_ORACLES_RAN.get(name, code(str(name)))
    return f"The tests ran in {where}: {code(f'{name}: {reason}')}\n\n"


def render_comment(report: dict[str, Any], links: Links, mark: str,
                   minimized: bytes | None, *, test: str | None = None,
                   limit: int = BODY_LIMIT) -> str:
    """The comment body (also the job summary), never longer than `limit` characters;
    `test` (--emit-test's file) goes in when it fits. `minimized` is a file input's
    result, whole (report.json carries a folder's files)."""
    facts = Facts.of(report)
    table = story_head(facts, mark)
    chart = curve_chart(report)
    head = table + ("" if chart is None else
                    f"{chart}\n_`report.html` in the [artifact `{links.artifact_name}`]"
                    f"({links.artifact_link}) draws it against time too, beside the "
                    "original input with its kept lines highlighted._\n\n")
    if facts.command_mode:
        said = ("**The failing command** (`reproduce.sh` runs it from the top of a fresh "
                "clone):")
    else:
        oracle = report["oracle"]
        said = f"**The test** ({_CONVENTIONS.get(oracle['convention'], oracle['convention'])}):"
    tail = (f"\n\n{said}\n\n{fenced(facts.command, 'sh')}\n"
            f"**Reproduce** (fetches the artifact, runs its `reproduce.sh`):\n\n"
            f"{fenced(links.reproduce_command(), 'sh')}\n{sandbox_note(report)}"
            f"[Workflow run]({links.run_url}) · [artifact `{links.artifact_name}`]"
            f"({links.artifact_link})\n")
    files = list(facts.files)
    if not facts.folder:
        files = [ShownFile(files[0].name, files[0].bytes, as_text(minimized))]
    room = limit - len(head + tail + _cut_note(links, limit))
    section, cut = _minimized_section(facts, files, room)
    shown = failure_block(report)
    if shown and not cut and len(head + section + shown + tail) <= limit:
        section += shown
    body = head + section + (_cut_note(links, limit) if cut else "") + tail
    if len(body) <= limit:
        with_test = head + section + test_block(report, test) + tail if test and not cut \
            else body
        return with_test if len(with_test) <= limit else body
    # Even the figures and the oracle do not fit: keep the marker, the table and the link
    # (not the chart, which a cut would leave an unclosed fence).
    return (table + _cut_note(links, limit).lstrip())[:limit]


def _cut_note(links: Links, limit: int) -> str:
    return (f"\n\n_Cut to fit GitHub's {limit:,}-character limit; the whole result is in "
            f"the [artifact `{links.artifact_name}`]({links.artifact_link}) of the "
            f"[workflow run]({links.run_url})._")


def _minimized_section(facts: Facts, files: list[ShownFile], room: int) -> tuple[str, bool]:
    """The minimized input file by file, in at most `room` characters where it can be
    (a text that does not fit is cut at a line), and whether anything was cut."""
    parts, cut = [], False
    for file in files:
        label = (f"**{'Minimized file' if facts.folder else 'Minimized input'}** "
                 f"({code(file.name)}, {count_of(file.bytes, 'byte')}):\n\n")
        info = file.name.rpartition(".")[2] if "." in file.name else ""
        if file.text is None:
            block = ("_Binary or too large to show: see the artifact._\n" if facts.folder
                     else "_Binary content: see the artifact._\n")
        else:
            block = fenced(file.text, info)
            left = room - sum(map(len, parts)) - len(label)
            if len(block) > left:
                cut = True
                # A cut of the text has no longer backtick run, so its fence is no longer.
                overhead = len(block) - len(file.text) + 1
                block = fenced(_cut_to(file.text, left - overhead), info) \
                    if left - overhead > 0 else ""
        if not block:
            break
        parts.append(label + block + "\n")
    return "".join(parts).rstrip("\n"), cut


def _cut_to(text: str, room: int) -> str:
    """At most `room` characters of text, ending at a line break when there is one."""
    cut = text[:room]
    newline = cut.rfind("\n")
    return cut[:newline + 1] if newline > 0 else cut


class Posting(enum.Enum):
    CREATED = "created"
    UPDATED = "updated"
    NOT_POSTED = "not posted"


@dataclass(frozen=True)
class CommentResult:
    posting: Posting
    url: str | None = None
    reason: str | None = None  # why nothing was posted, for the log


def is_ours(item: dict[str, Any], mark: str, author: str) -> bool:
    """An earlier comment or issue of this job: its body opens with the marker and the
    token's identity wrote it. A marker planted by anyone else is just text."""
    user = item.get("user")
    return (str(item.get("body") or "").startswith(mark) and isinstance(user, dict)
            and user.get("login") == author)


def upsert_comment(client: GitHubClient, repo: str, target: Target, mark: str,
                   body: str) -> CommentResult:
    """Update this job's earlier comment (its marker, by the token's identity), or
    create one.

    Never raises for an API failure: the comment is a courtesy, the minimization is
    the job, so the caller logs the reason and carries on.
    """
    try:
        author = client.login()
        earlier = next((c for c in client.issue_comments(repo, target.number)
                        if is_ours(c, mark, author)), None)
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
