"""A small GitHub REST client: Bearer token, API version header, pagination, rate limits.

Only the calls the action makes. The base URL is the action's `api-url` input
(GitHub Enterprise Server, or a fake server in tests), never a hard-wired host.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import requests

from trail.ellipsis import shortened

API_VERSION = "2022-11-28"
DEFAULT_API_URL = "https://api.github.com"
# Who writes with the workflow's GITHUB_TOKEN: an app installation's token, for which
# GET /user answers 403 ("Resource not accessible by integration").
ACTIONS_BOT = "github-actions[bot]"


class GitHubError(Exception):
    """A request the API refused or could not answer."""

    def __init__(self, status: int | None, message: str) -> None:
        super().__init__(message)
        self.status = status


class NoAccess(GitHubError):
    """403: the token may not do this (a fork's read-only token, a missing permission)."""


class NotFound(GitHubError):
    """404: no such issue, pull request or repository, or one the token cannot see."""


class RateLimited(GitHubError):
    """The rate limit did not lift within the waits we allow."""


@dataclass
class GitHubClient:
    token: str
    api_url: str = DEFAULT_API_URL
    # Injected so that tests wait out a rate limit without sleeping.
    sleep: Callable[[float], None] = time.sleep
    clock: Callable[[], float] = time.time
    max_waits: int = 3
    max_wait_seconds: float = 900.0
    timeout: float = 30.0
    session: requests.Session = field(default_factory=requests.Session)

    def __post_init__(self) -> None:
        self.api_url = self.api_url.rstrip("/")
        self.session.headers.update({
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": API_VERSION,
            "User-Agent": "trail-delta-action",
        })
        if self.token:
            self.session.headers["Authorization"] = f"Bearer {self.token}"

    # -- transport -------------------------------------------------------------

    def request(self, method: str, path_or_url: str, *, json: Any = None,
                params: dict[str, Any] | None = None) -> requests.Response:
        """One call, retried after rate-limit waits; raises GitHubError on failure."""
        url = path_or_url if "://" in path_or_url else self.api_url + path_or_url
        waits = 0
        while True:
            try:
                response = self.session.request(method, url, json=json, params=params,
                                                timeout=self.timeout)
            except requests.RequestException as exc:
                raise GitHubError(None, f"cannot reach {self.api_url}: {exc}") from exc
            if response.status_code < 400:
                return response
            wait = self._rate_limit_wait(response)
            if wait is None:
                raise _error(response)
            if waits >= self.max_waits or wait > self.max_wait_seconds:
                raise RateLimited(response.status_code,
                                  f"GitHub rate limit still in force after {waits} waits "
                                  f"(next wait would be {wait:.0f} s)")
            waits += 1
            self.sleep(wait)

    def _rate_limit_wait(self, response: requests.Response) -> float | None:
        """Seconds to wait before retrying, per GitHub's rate-limit rules, or None."""
        if response.status_code not in (403, 429):
            return None
        headers = response.headers
        retry_after = headers.get("retry-after")
        if retry_after is not None and retry_after.strip().isdigit():
            return float(retry_after)
        if headers.get("x-ratelimit-remaining") == "0" and headers.get("x-ratelimit-reset"):
            try:
                reset = float(headers["x-ratelimit-reset"])
            except ValueError:
                return None
            return max(reset - self.clock(), 0.0) + 1.0
        if response.status_code == 429 or "secondary rate limit" in _message(response).lower():
            return 60.0  # the documented "wait at least one minute" with no header
        return None

    def paginate(self, path: str, params: dict[str, Any] | None = None) -> Iterator[Any]:
        """Every item of a list endpoint, following the Link header's rel="next"."""
        url: str | None = path
        query: dict[str, Any] | None = {"per_page": 100, **(params or {})}
        while url:
            response = self.request("GET", url, params=query)
            yield from response.json()
            url = response.links.get("next", {}).get("url")
            query = None  # the next link carries the query already

    # -- endpoints -------------------------------------------------------------

    def login(self) -> str:
        """The login of the token's identity, which authors what the action posts: the
        user of a personal token, else (GITHUB_TOKEN, refused GET /user) the Actions bot."""
        try:
            return str(self.request("GET", "/user").json()["login"])
        except NoAccess:
            return ACTIONS_BOT

    def issue_comments(self, repo: str, number: int) -> Iterator[dict[str, Any]]:
        return self.paginate(f"/repos/{repo}/issues/{number}/comments")

    def create_issue_comment(self, repo: str, number: int, body: str) -> dict[str, Any]:
        return self.request("POST", f"/repos/{repo}/issues/{number}/comments",
                            json={"body": body}).json()

    def update_issue_comment(self, repo: str, comment_id: int, body: str) -> dict[str, Any]:
        return self.request("PATCH", f"/repos/{repo}/issues/comments/{comment_id}",
                            json={"body": body}).json()

    def open_issues(self, repo: str, label: str | None = None) -> Iterator[dict[str, Any]]:
        """Open issues (pull requests, which this endpoint also lists, left out)."""
        params = {"state": "open", **({"labels": label} if label else {})}
        return (item for item in self.paginate(f"/repos/{repo}/issues", params)
                if "pull_request" not in item)

    def create_issue(self, repo: str, title: str, body: str,
                     labels: list[str]) -> dict[str, Any]:
        return self.request("POST", f"/repos/{repo}/issues",
                            json={"title": title, "body": body, "labels": labels}).json()

    def update_issue(self, repo: str, number: int, title: str, body: str) -> dict[str, Any]:
        return self.request("PATCH", f"/repos/{repo}/issues/{number}",
                            json={"title": title, "body": body}).json()


def _message(response: requests.Response) -> str:
    try:
        payload = response.json()
    except ValueError:
        return shortened(response.text, 200)
    return str(payload.get("message", "")) if isinstance(payload, dict) else ""


def _error(response: requests.Response) -> GitHubError:
    kind = {403: NoAccess, 404: NotFound}.get(response.status_code, GitHubError)
    return kind(response.status_code,
                f"{response.request.method} {response.url}: HTTP {response.status_code} "
                f"{_message(response)}".rstrip())
