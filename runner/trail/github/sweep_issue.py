"""The one issue a scheduled flaky sweep keeps up to date: a table of flaky tests.

The sweep report comes from `trail sweep --json-out`; each matrix job that minimized
one flaky test leaves its action record (trail-action.json) and report.json in its
artifact, which the summary job downloads into one folder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trail.github.client import GitHubClient, GitHubError, NoAccess, NotFound
from trail.github.comment import BODY_LIMIT, CommentResult, Links, Posting, is_ours
from trail.mdsafe import cell

RECORD_NAME = "trail-action.json"


def flaky_matrix(sweep: dict[str, Any]) -> list[dict[str, Any]]:
    """One matrix entry per flaky test, for `strategy.matrix.include`. An order-dependent
    one carries the order the sweep saw fail, the polluters then the test, one id a
    line (the `tests-order` input): the suite's own order runs the victim first, where
    it passes."""
    return [{"test": item["test"], "kind": item["kind"],
             "order": "\n".join([*item["polluters"], item["test"]])
             if item.get("polluters") else ""}
            for item in sweep.get("flaky", [])]


def is_shard(sweep: dict[str, Any]) -> bool:
    """A report of `trail sweep --shard K/N`: a part of a sweep, with no flaky list yet."""
    return "shard" in sweep


def shard_summary(sweep: dict[str, Any]) -> str:
    """The job summary of one shard: which runs it did."""
    start, stop = sweep["run_range"]
    runs = f"runs {start + 1}–{stop} of {sweep['runs']}"
    if sweep["completed_runs"] < stop - start:
        runs += f" ({sweep['completed_runs']} done before it was interrupted)"
    return (f"### trail sweep, shard {sweep['shard']}: {runs}\n\nSeeds {sweep['seed'] + start}"
            f"..{sweep['seed'] + stop - 1}, {len(sweep['ids'])} tests. The job that merges "
            "the shards (`shards` input) lists the flaky tests.\n")


def load_results(folder: Path) -> dict[str, dict[str, Any]]:
    """The minimize jobs' records under `folder`, keyed by the victim test id."""
    results: dict[str, dict[str, Any]] = {}
    for path in sorted(folder.rglob(RECORD_NAME)):
        record = json.loads(path.read_text(encoding="utf-8"))
        if record.get("victim"):
            report_path = path.parent / "report.json"
            if report_path.is_file():
                record["report_data"] = json.loads(report_path.read_text(encoding="utf-8"))
            results[record["victim"]] = record
    return results


def _minimized_cell(record: dict[str, Any] | None) -> str:
    if record is None:
        return "not minimized"
    if record.get("error"):
        return "failed: " + cell(record["error"])
    report = record.get("report_data")
    if not report:
        return "no report"
    verification = report["verification"]
    return (f"{report['minimized']['units']:,} of {report['input']['units']:,} kept, "
            f"{verification['failed']} of {verification['runs']} failed "
            f"(artifact {cell(record.get('artifact', ''))})")


def _reproduce_cell(item: dict[str, Any]) -> str:
    shown = cell(item["reproduce"])
    if (item.get("k99") or 0) > 1:  # a probability only where the outcomes varied
        runs = "run" if item["k99"] == 1 else "runs"
        shown += f" (fails within {item['k99']} {runs} with 99% probability)"
    return shown


def render_table(sweep: dict[str, Any], results: dict[str, dict[str, Any]]) -> list[str]:
    """The table's lines: header, then one row per flaky test."""
    rows = ["| Test | Kind | Failure rate | 95% interval | Needs before it | Reproduce "
            "| Minimized |",
            "|---|---|---|---|---|---|---|"]
    for item in sweep.get("flaky", []):
        low, high = item["interval"]
        polluters = ", ".join(cell(p) for p in item.get("polluters") or []) or "—"
        rows.append(f"| {cell(item['test'])} | {item['kind']} | "
                    f"{item['failure_rate']:.0%} | {low:.0%}–{high:.0%} | {polluters} | "
                    f"{_reproduce_cell(item)} | "
                    f"{_minimized_cell(results.get(item['test']))} |")
    return rows


@dataclass(frozen=True)
class IssueText:
    title: str
    body: str


def render_issue(sweep: dict[str, Any], results: dict[str, dict[str, Any]], links: Links,
                 mark: str, *, limit: int = BODY_LIMIT) -> IssueText:
    """Title and body of the summary issue; rows that do not fit are left to the artifact."""
    count = len(sweep.get("flaky", []))
    title = f"trail sweep: {count} flaky test{'' if count == 1 else 's'}"
    jobs = f" ({sweep['runs']} runs in {sweep['shards']} jobs)" \
        if sweep.get("shards", 1) > 1 else ""
    head = (f"{mark}\n### {title}\n\nFound by the scheduled sweep{jobs} in "
            f"[this workflow run]({links.run_url}); updated in place by later sweeps.\n\n")
    if count == 0:
        return IssueText(title, head + "No flaky test in the latest sweep.\n")
    rows = render_table(sweep, results)
    tail = f"\n\nReports: [artifacts of the run]({links.artifact_link}).\n"

    def note(left: int) -> str:
        return (f"\n\n_{left} more rows cut to fit GitHub's {limit:,}-character limit; "
                f"the whole table is in the [sweep artifact]({links.artifact_link})._")

    body = head + "\n".join(rows) + tail
    kept = len(rows)
    while len(body) > limit and kept > 2:
        kept -= 1
        body = head + "\n".join(rows[:kept]) + note(len(rows) - kept) + tail
    return IssueText(title, body[:limit])


def upsert_issue(client: GitHubClient, repo: str, label: str, mark: str,
                 text: IssueText) -> CommentResult:
    """Update the open issue that carries `mark` (and `label`) and that the token's
    identity opened, or open one: never two, and never someone else's."""
    try:
        author = client.login()
        earlier = next((issue for issue in client.open_issues(repo, label)
                        if is_ours(issue, mark, author)), None)
        if earlier is not None:
            posted = client.update_issue(repo, earlier["number"], text.title, text.body)
            return CommentResult(Posting.UPDATED, posted.get("html_url"))
        posted = client.create_issue(repo, text.title, text.body, [label])
        return CommentResult(Posting.CREATED, posted.get("html_url"))
    except NoAccess:
        return CommentResult(Posting.NOT_POSTED, reason=(
            "the token cannot write issues (the workflow needs `issues: write`)"))
    except NotFound:
        return CommentResult(Posting.NOT_POSTED, reason=(
            f"repository {repo} not found (HTTP 404): check that the token can see it"))
    except GitHubError as exc:
        return CommentResult(Posting.NOT_POSTED, reason=str(exc))
