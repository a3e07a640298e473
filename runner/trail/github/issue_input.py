"""The failing input attached to an issue: an attachment link, or else a fenced block.

Whatever an issue carries is untrusted. It is only ever bytes written to a file and
handed to the oracle inside a container without network; no part of it is put into
a command line, a shell script or a workflow expression.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

import requests

# GitHub takes file attachments up to 25 MB; anything bigger is not an attachment.
MAX_DOWNLOAD_BYTES = 25 * 1024 * 1024

_FENCE_OPEN = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
_URL = re.compile(r"https?://[^\s<>()\[\]\"'`]+")
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]")
# Fence languages whose usual extension differs from the word (format detection
# looks at the extension).
_EXTENSIONS = {"python": "py", "py": "py", "javascript": "js", "typescript": "ts",
               "shell": "sh", "bash": "sh", "markdown": "md", "ruby": "rb", "rust": "rs",
               "text": "txt", "plaintext": "txt", "yml": "yaml"}


class IssueInputError(Exception):
    """The issue carries no usable input; the message says what to add."""


@dataclass(frozen=True)
class IssueInput:
    data: bytes
    name: str    # file name to write it under (safe characters only)
    source: str  # "a fenced block" or the attachment URL, for the log and the reply


def fenced_blocks(body: str) -> list[tuple[str, str]]:
    """(info string, content) of every fenced code block, as CommonMark reads them."""
    lines = body.replace("\r\n", "\n").split("\n")
    blocks: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        opening = _FENCE_OPEN.match(lines[i])
        if not opening or (opening.group(2)[0] == "`" and "`" in opening.group(3)):
            i += 1
            continue
        indent, ticks, info = len(opening.group(1)), opening.group(2), opening.group(3).strip()
        closing = re.compile(rf"^ {{0,3}}{re.escape(ticks[0])}{{{len(ticks)},}}\s*$")
        content: list[str] = []
        i += 1
        while i < len(lines) and not closing.match(lines[i]):
            line = lines[i]
            content.append(line[min(indent, len(line) - len(line.lstrip(" "))):])
            i += 1
        i += 1  # past the closing fence (an unclosed block runs to the end)
        blocks.append((info, "".join(line + "\n" for line in content)))
    return blocks


def attachment_urls(body: str, api_url: str) -> list[str]:
    """Links to files uploaded to GitHub: github.com/user-attachments/..., or the API's host.

    The API's host covers GitHub Enterprise Server (and the fake server in tests);
    any other link is ignored, so an issue cannot make the action fetch from anywhere.
    """
    api = urlsplit(api_url)
    found = []
    for url in _URL.findall(body):
        url = url.rstrip(".,;:!?")
        parts = urlsplit(url)
        if parts.scheme == "https" and parts.netloc == "github.com" \
                and parts.path.startswith("/user-attachments/"):
            found.append(url)
        elif parts.netloc == api.netloc and parts.scheme == api.scheme \
                and api.netloc != "api.github.com":
            found.append(url)
    return found


def safe_name(name: str) -> str:
    """A file name that cannot leave its folder or hide: [A-Za-z0-9._-], no leading dot."""
    return _SAFE_NAME.sub("_", name).lstrip(".") or "input"


def _name_from_url(url: str) -> str:
    return safe_name(unquote(urlsplit(url).path.rstrip("/").rsplit("/", 1)[-1]))


def _name_from_info(info: str) -> str:
    word = info.split()[0].lower() if info.split() else ""
    if not re.fullmatch(r"[a-z0-9+-]{1,20}", word):
        return "input"
    return "input." + _EXTENSIONS.get(word, word)


def download(url: str, *, session: requests.Session | None = None,
             limit: int = MAX_DOWNLOAD_BYTES) -> bytes:
    """The attachment's bytes, refusing anything over `limit`."""
    http = session or requests.Session()
    try:
        with http.get(url, stream=True, timeout=60) as response:
            if response.status_code in (403, 404):
                raise IssueInputError(
                    f"the attachment {url} cannot be downloaded (HTTP "
                    f"{response.status_code}): it was deleted or is not public; attach "
                    "the file again, or paste it in a fenced code block (```)")
            if response.status_code != 200:
                raise IssueInputError(f"cannot download the attachment {url}: "
                                      f"HTTP {response.status_code}")
            chunks, size = [], 0
            for chunk in response.iter_content(64 * 1024):
                size += len(chunk)
                if size > limit:
                    raise IssueInputError(f"the attachment {url} is larger than "
                                          f"{limit:,} bytes")
                chunks.append(chunk)
    except requests.RequestException as exc:
        raise IssueInputError(f"cannot download the attachment {url}: {exc}") from exc
    return b"".join(chunks)


def find_input(body: str, api_url: str, *,
               session: requests.Session | None = None) -> IssueInput:
    """The failing input of an issue: the first attachment link, else the first fenced block."""
    urls = attachment_urls(body or "", api_url)
    if urls:
        return IssueInput(download(urls[0], session=session), _name_from_url(urls[0]), urls[0])
    blocks = fenced_blocks(body or "")
    if blocks:
        info, content = blocks[0]
        return IssueInput(content.encode("utf-8"), _name_from_info(info), "a fenced block")
    raise IssueInputError("the issue has no failing input: attach the file "
                          "or paste it in a fenced code block (```)")


def write_input(found: IssueInput, folder: Path, name: str | None = None) -> Path:
    """Write the input under `folder` (as `name` when the repository fixes one)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (safe_name(name) if name else found.name)
    path.write_bytes(found.data)
    return path
