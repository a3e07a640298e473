"""The GitHub client over real HTTP against the fake API server on 127.0.0.1."""

from __future__ import annotations

import pytest
from github_fake import FakeGitHub, Scripted
from trail.github.client import GitHubClient, NotFound, RateLimited
from trail.github.comment import Posting, marker, upsert_comment
from trail.github.events import Target

REPO = "octo/proj"
PR = Target(7, "pull request")


@pytest.fixture
def fake():
    with FakeGitHub(REPO) as server:
        yield server


def client_for(fake: FakeGitHub, sleeps: list[float] | None = None, **kw) -> GitHubClient:
    sleeps = [] if sleeps is None else sleeps
    return GitHubClient("ghs_faketoken123456", fake.url, sleep=sleeps.append, **kw)


def test_requests_carry_bearer_token_api_version_and_accept(fake):
    client_for(fake).create_issue_comment(REPO, 7, "hello")
    headers = fake.requests[0].headers
    assert headers["Authorization"] == "Bearer ghs_faketoken123456"
    assert headers["X-GitHub-Api-Version"] == "2022-11-28"
    assert headers["Accept"] == "application/vnd.github+json"


def test_pagination_follows_link_headers_through_every_page(fake):
    fake.add_comments(7, [f"comment {i}" for i in range(250)])
    bodies = [c["body"] for c in client_for(fake).issue_comments(REPO, 7)]
    assert bodies == [f"comment {i}" for i in range(250)]
    pages = [r.query.get("page", ["1"])[0] for r in fake.requests]
    assert pages == ["1", "2", "3"]


def test_upsert_creates_then_updates_in_place_found_by_marker(fake):
    mark = marker("test", "crash.html")
    fake.add_comments(7, ["LGTM", "<!-- trail-delta:other:crash.html -->\nnot ours"])
    client = client_for(fake)
    first = upsert_comment(client, REPO, PR, mark, f"{mark}\nfirst")
    second = upsert_comment(client, REPO, PR, mark, f"{mark}\nsecond")
    assert (first.posting, second.posting) == (Posting.CREATED, Posting.UPDATED)
    assert [c["body"] for c in fake.comments[7]] == [
        "LGTM", "<!-- trail-delta:other:crash.html -->\nnot ours", f"{mark}\nsecond"]
    assert [(r.method, r.path) for r in fake.writes()] == [
        ("POST", f"/repos/{REPO}/issues/7/comments"),
        ("PATCH", f"/repos/{REPO}/issues/comments/{fake.comments[7][2]['id']}")]
    assert second.url == fake.comments[7][2]["html_url"]


def test_marker_on_a_later_page_is_found(fake):
    mark = marker("test", "in.json")
    fake.add_comments(7, [f"noise {i}" for i in range(120)])
    fake.add_comments(7, [f"{mark}\nold"], login="github-actions[bot]")
    result = upsert_comment(client_for(fake), REPO, PR, mark, f"{mark}\nnew")
    assert result.posting is Posting.UPDATED
    assert fake.comments[7][-1]["body"] == f"{mark}\nnew"
    assert len(fake.comments[7]) == 121


def test_a_marker_in_someone_elses_comment_is_left_alone_and_ours_is_posted(fake):
    # A planted comment opening with our marker is text, not our reply: editing it
    # would put the reproducer in a comment its author can change later.
    mark = marker("test", "crash.html")
    fake.add_comments(7, [f"{mark}\nplanted"], login="attacker")
    fake.add_comments(7, [f"{mark}\nalso planted"], login="github-actions")  # no [bot]
    result = upsert_comment(client_for(fake), REPO, PR, mark, f"{mark}\nreproducer")
    assert result.posting is Posting.CREATED
    assert [(c["user"]["login"], c["body"]) for c in fake.comments[7]] == [
        ("attacker", f"{mark}\nplanted"), ("github-actions", f"{mark}\nalso planted"),
        ("github-actions[bot]", f"{mark}\nreproducer")]
    assert [r.method for r in fake.writes()] == ["POST"]


def test_with_a_personal_token_ours_are_the_comments_of_its_user(fake):
    fake.user = "trail-bot"
    mark = marker("test", "crash.html")
    fake.add_comments(7, [f"{mark}\nby the actions bot"], login="github-actions[bot]")
    fake.add_comments(7, [f"{mark}\nearlier"], login="trail-bot")
    result = upsert_comment(client_for(fake), REPO, PR, mark, f"{mark}\nnew")
    assert result.posting is Posting.UPDATED
    assert [c["body"] for c in fake.comments[7]] == [
        f"{mark}\nby the actions bot", f"{mark}\nnew"]
    assert [(r.method, r.path) for r in fake.requests][0] == ("GET", "/user")


def test_login_is_the_users_or_for_github_token_the_actions_bot(fake):
    assert client_for(fake).login() == "github-actions[bot]"  # GET /user refused: 403
    fake.user = "octocat"
    assert client_for(fake).login() == "octocat"


def test_fork_read_only_token_gives_a_typed_result_not_an_exception(fake):
    fake.read_only = True
    result = upsert_comment(client_for(fake), REPO, PR, marker("j", "i"), "body")
    assert result.posting is Posting.NOT_POSTED
    assert result.reason == ("the token cannot write to this pull request "
                             "(a fork's read-only token?)")


def test_a_404_is_not_taken_for_a_read_only_token(fake):
    fake.script.append(Scripted("GET", r".*/issues/999/comments", 404, message="Not Found"))
    result = upsert_comment(client_for(fake), REPO, Target(999, "issue"), marker("j", "i"), "b")
    assert result.posting is Posting.NOT_POSTED
    assert result.reason == ("issue #999 not found in octo/proj (HTTP 404): check the "
                             "`issue-number` input, and that the token can see the repository")


def test_429_with_retry_after_is_waited_out_then_succeeds(fake):
    fake.script.append(Scripted("POST", r".*/comments", 429, {"Retry-After": "7"}))
    sleeps: list[float] = []
    posted = client_for(fake, sleeps).create_issue_comment(REPO, 7, "after the wait")
    assert sleeps == [7.0]
    assert posted["body"] == "after the wait"
    assert [r.method for r in fake.requests] == ["POST", "POST"]


def test_403_primary_limit_waits_until_the_reset_time(fake):
    fake.script.append(Scripted("GET", r".*/comments", 403,
                                {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1030"}))
    sleeps: list[float] = []
    client = client_for(fake, sleeps, clock=lambda: 1000.0)
    assert list(client.issue_comments(REPO, 7)) == []
    assert sleeps == [31.0]  # 30 s to the reset, plus a second of slack


def test_rate_limit_waits_are_bounded(fake):
    for _ in range(5):
        fake.script.append(Scripted("POST", r".*/comments", 429, {"Retry-After": "1"}))
    sleeps: list[float] = []
    with pytest.raises(RateLimited, match="still in force after 3 waits"):
        client_for(fake, sleeps, max_waits=3).create_issue_comment(REPO, 7, "x")
    assert sleeps == [1.0, 1.0, 1.0]
    assert len(fake.requests) == 4


def test_a_rate_limit_longer_than_the_cap_is_not_waited(fake):
    fake.script.append(Scripted("POST", r".*/comments", 429, {"Retry-After": "3600"}))
    sleeps: list[float] = []
    result = upsert_comment(client_for(fake, sleeps), REPO, PR, "m", "m")
    assert result.posting is Posting.NOT_POSTED
    assert "rate limit" in result.reason
    assert sleeps == []


def test_403_without_rate_limit_headers_is_not_retried(fake):
    fake.script.append(Scripted("GET", r".*/comments", 403, message="Must have admin rights"))
    sleeps: list[float] = []
    result = upsert_comment(client_for(fake, sleeps), REPO, PR, "m", "m")
    assert result.posting is Posting.NOT_POSTED
    assert sleeps == [] and [r.path for r in fake.requests] == [
        "/user", f"/repos/{REPO}/issues/7/comments"]


def test_base_url_with_a_path_prefix_as_on_enterprise_server(fake):
    # GHES serves the API under /api/v3; the client must keep the prefix.
    client = GitHubClient("t", fake.url + "/api/v3/", sleep=lambda s: None)
    with pytest.raises(NotFound, match="HTTP 404"):
        client.create_issue_comment(REPO, 1, "x")
    assert fake.requests[0].path == f"/api/v3/repos/{REPO}/issues/1/comments"
