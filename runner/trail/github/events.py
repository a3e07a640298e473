"""Which pull request or issue a run answers, from the payload at $GITHUB_EVENT_PATH."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Target:
    """A pull request or issue to comment on (both take comments at /issues/{number})."""

    number: int
    kind: str  # "pull request" or "issue", for messages


def target_from_payload(payload: dict[str, Any]) -> Target | None:
    """The pull request or issue an event is about, or None (schedule, push, forks).

    `workflow_run.pull_requests` is empty when the run came from a fork, so a
    workflow_run for a fork's pull request has no target: there is nobody to answer.
    """
    pull_request = payload.get("pull_request")
    if isinstance(pull_request, dict) and isinstance(pull_request.get("number"), int):
        return Target(pull_request["number"], "pull request")
    issue = payload.get("issue")
    if isinstance(issue, dict) and isinstance(issue.get("number"), int):
        # issue_comment events on pull requests carry the PR as an issue.
        kind = "pull request" if "pull_request" in issue else "issue"
        return Target(issue["number"], kind)
    workflow_run = payload.get("workflow_run")
    if isinstance(workflow_run, dict):
        pulls = workflow_run.get("pull_requests") or []
        if pulls and isinstance(pulls[0].get("number"), int):
            return Target(pulls[0]["number"], "pull request")
    return None


def load_payload(path: str | Path | None) -> dict[str, Any]:
    """The event payload, or {} when the run has none (act without -e, a local run)."""
    if not path:
        return {}
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return payload if isinstance(payload, dict) else {}
