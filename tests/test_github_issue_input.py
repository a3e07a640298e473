"""The failing input from an issue body: fenced block or attachment, kept as data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from github_fake import FakeGitHub, Scripted
from trail.github.issue_input import (
    IssueInputError,
    attachment_urls,
    download,
    fenced_blocks,
    find_input,
    write_input,
)

EVENTS = Path(__file__).parent / "data" / "github_events"


def test_the_fenced_block_of_a_real_issues_event_with_crlf_line_ends():
    body = json.loads((EVENTS / "issues_labeled.json").read_text())["issue"]["body"]
    found = find_input(body, "https://api.github.com")
    assert found.data == b'{"a": [1, 2, {"b": null}]}\n'
    assert (found.name, found.source) == ("input.json", "a fenced block")


def test_fences_as_commonmark_reads_them():
    body = ("text\n  ~~~~ python extra\n  x = 1\n    y\n~~~~\n"
            "````\n```\ninner\n````\n"
            "``` not`a`fence\n"
            "```\nunclosed")
    assert fenced_blocks(body) == [("python extra", "x = 1\n  y\n"),
                                   ("", "```\ninner\n"),
                                   ("", "unclosed\n")]


def test_only_github_attachment_links_and_the_api_host_are_taken():
    body = ("see https://evil.example/x.json and "
            "[crash.json](https://github.com/user-attachments/files/123/crash.json). "
            "also https://github.com/octo/proj/blob/main/a.json")
    assert attachment_urls(body, "https://api.github.com") == [
        "https://github.com/user-attachments/files/123/crash.json"]
    assert attachment_urls("https://ghe.corp/files/1/a.txt", "https://ghe.corp/api/v3") == [
        "https://ghe.corp/files/1/a.txt"]
    assert attachment_urls("http://ghe.corp/files/1/a.txt", "https://ghe.corp/api/v3") == []


def test_an_attachment_is_downloaded_and_wins_over_a_fenced_block(tmp_path):
    with FakeGitHub() as fake:
        fake.files["/files/7/crash%20report%3Brm.json"] = b"\x00binary\xff"
        url = f"{fake.url}/files/7/crash%20report%3Brm.json"
        found = find_input(f"```\nlog\n```\n[crash]({url})", fake.url)
    assert (found.data, found.source) == (b"\x00binary\xff", url)
    assert found.name == "crash_report_rm.json"  # safe characters only
    path = write_input(found, tmp_path / "in")
    assert path == tmp_path / "in" / "crash_report_rm.json"
    assert path.read_bytes() == b"\x00binary\xff"


@pytest.mark.parametrize("status", [404, 403])
def test_a_failed_download_says_which_link_and_what_to_do(tmp_path, status):
    with FakeGitHub() as fake:
        fake.script.append(Scripted("GET", r"/files/.*", status))
        url = f"{fake.url}/files/9/missing.bin"
        with pytest.raises(IssueInputError) as raised:
            find_input(url, fake.url)
    assert str(raised.value) == (
        f"the attachment {url} cannot be downloaded (HTTP {status}): it was deleted or is "
        "not public; attach the file again, or paste it in a fenced code block (```)")


def test_an_oversized_attachment_is_refused():
    with FakeGitHub() as fake:
        fake.files["/files/1/big.bin"] = b"x" * 5000
        with pytest.raises(IssueInputError, match=r"big.bin is larger than 4,096 bytes$"):
            download(f"{fake.url}/files/1/big.bin", limit=4096)


def test_no_input_says_what_to_add():
    with pytest.raises(IssueInputError, match=r"^the issue has no failing input: attach the "
                                              r"file or paste it in a fenced code block"):
        find_input("It crashes, please fix", "https://api.github.com")


def test_a_fixed_name_from_the_config_is_made_safe(tmp_path):
    found = find_input("```\n$(reboot)\n```", "https://api.github.com")
    path = write_input(found, tmp_path, "../config.json")
    assert path == tmp_path / "_config.json"
    assert path.read_bytes() == b"$(reboot)\n"
