"""A small fake of GitHub's REST API on 127.0.0.1, for the client and action tests.

It keeps issues and comments in memory, paginates with Link headers like GitHub,
records every request (method, path, headers, body), and can be told to answer
the next requests with scripted errors (403 from a fork, 429 with Retry-After).
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: Any


@dataclass
class Scripted:
    method: str
    path_pattern: str
    status: int
    headers: dict[str, str] = field(default_factory=dict)
    message: str = "scripted"


class FakeGitHub:
    def __init__(self, repo: str = "octo/proj") -> None:
        self.repo = repo
        self.comments: dict[int, list[dict[str, Any]]] = {}
        self.issues: list[dict[str, Any]] = []
        self.files: dict[str, bytes] = {}  # path -> content, for attachment downloads
        self.requests: list[Recorded] = []
        self.script: list[Scripted] = []
        self.read_only = False  # a fork's token: every write is refused
        # The token's user (a personal token); None: GITHUB_TOKEN, an app installation's
        # token, which GET /user refuses and whose writes GitHub signs github-actions[bot].
        self.user: str | None = None
        self._next_id = 1000
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,),
                                        daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> FakeGitHub:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def add_comments(self, number: int, bodies: list[str], login: str = "someone") -> None:
        for body in bodies:
            self.comments.setdefault(number, []).append(self._comment(number, body, login))

    @property
    def author(self) -> str:
        """Who writes what the token posts."""
        return self.user or "github-actions[bot]"

    def add_issue(self, title: str, body: str, labels: list[str],
                  login: str = "someone") -> dict[str, Any]:
        issue = {"number": len(self.issues) + 1, "title": title, "body": body,
                 "state": "open", "labels": [{"name": n} for n in labels],
                 "user": {"login": login},
                 "html_url": f"{self.url}/{self.repo}/issues/{len(self.issues) + 1}"}
        self.issues.append(issue)
        return issue

    def writes(self) -> list[Recorded]:
        return [r for r in self.requests if r.method in ("POST", "PATCH")]

    def _comment(self, number: int, body: str, login: str) -> dict[str, Any]:
        self._next_id += 1
        return {"id": self._next_id, "body": body, "user": {"login": login},
                "html_url": f"{self.url}/{self.repo}/issues/{number}#issuecomment-"
                            f"{self._next_id}"}

    # -- HTTP ----------------------------------------------------------------------

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep test output clean
                pass

            def _serve(self) -> None:
                parts = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                body = json.loads(raw) if raw else None
                with fake._lock:
                    fake.requests.append(Recorded(self.command, parts.path,
                                                  parse_qs(parts.query),
                                                  dict(self.headers.items()), body))
                    status, headers, payload = fake._answer(self.command, parts.path,
                                                            parse_qs(parts.query), body)
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PATCH = _serve

        return Handler

    def _answer(self, method: str, path: str, query: dict[str, list[str]],
                body: Any) -> tuple[int, dict[str, str], Any]:
        for i, scripted in enumerate(self.script):
            if scripted.method == method and re.fullmatch(scripted.path_pattern, path):
                del self.script[i]
                return scripted.status, scripted.headers, {"message": scripted.message}
        if path in self.files:
            return 200, {"Content-Type": "application/octet-stream"}, self.files[path]
        if method != "GET" and self.read_only:
            return 403, {}, {"message": "Resource not accessible by integration"}
        if path == "/user":
            if self.user is None:
                return 403, {}, {"message": "Resource not accessible by integration"}
            return 200, {}, {"login": self.user, "type": "User"}
        prefix = f"/repos/{self.repo}"
        if m := re.fullmatch(rf"{prefix}/issues/(\d+)/comments", path):
            number = int(m.group(1))
            if method == "GET":
                return self._page(path, query, self.comments.get(number, []))
            comment = self._comment(number, body["body"], self.author)
            self.comments.setdefault(number, []).append(comment)
            return 201, {}, comment
        if m := re.fullmatch(rf"{prefix}/issues/comments/(\d+)", path):
            for comments in self.comments.values():
                for comment in comments:
                    if comment["id"] == int(m.group(1)):
                        comment["body"] = body["body"]
                        return 200, {}, comment
            return 404, {}, {"message": "Not Found"}
        if path == f"{prefix}/issues":
            if method == "GET":
                label = query.get("labels", [None])[0]
                found = [i for i in self.issues if i["state"] == "open" and
                         (label is None or label in [lb["name"] for lb in i["labels"]])]
                return self._page(path, query, found)
            return 201, {}, self.add_issue(body["title"], body["body"], body["labels"],
                                           self.author)
        if m := re.fullmatch(rf"{prefix}/issues/(\d+)", path):
            issue = self.issues[int(m.group(1)) - 1]
            issue.update({k: body[k] for k in ("title", "body") if k in body})
            return 200, {}, issue
        return 404, {}, {"message": "Not Found"}

    def _page(self, path: str, query: dict[str, list[str]],
              items: list[Any]) -> tuple[int, dict[str, str], Any]:
        per_page = int(query.get("per_page", ["30"])[0])
        page = int(query.get("page", ["1"])[0])
        chunk = items[(page - 1) * per_page: page * per_page]
        headers = {}
        if page * per_page < len(items):
            rest = "".join(f"&{k}={v[0]}" for k, v in query.items()
                           if k not in ("page", "per_page"))
            headers["Link"] = (f'<{self.url}{path}?per_page={per_page}&page={page + 1}{rest}>;'
                               f' rel="next"')
        return 200, headers, chunk
