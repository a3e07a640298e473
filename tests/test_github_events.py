"""The target pull request or issue, from payloads shaped like GitHub's documented events."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from trail.github.events import Target, load_payload, target_from_payload

EVENTS = Path(__file__).parent / "data" / "github_events"


@pytest.mark.parametrize(("event", "target"), [
    ("pull_request.json", Target(7, "pull request")),
    ("issues_labeled.json", Target(12, "issue")),
    ("issue_comment_on_pr.json", Target(9, "pull request")),
    ("workflow_run.json", Target(7, "pull request")),
    ("workflow_run_fork.json", None),  # forks' runs carry no pull_requests
    ("schedule.json", None),
])
def test_target_of_each_event(event, target):
    assert target_from_payload(load_payload(EVENTS / event)) == target


def test_missing_or_absent_event_file_is_an_empty_payload(tmp_path):
    assert load_payload(None) == {}
    assert load_payload(tmp_path / "nope.json") == {}
    (tmp_path / "list.json").write_text(json.dumps([1, 2]))
    assert load_payload(tmp_path / "list.json") == {}
