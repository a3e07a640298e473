"""A secret echoed by the oracle reaches no file trail writes and no line it prints."""

from __future__ import annotations

import subprocess

import pytest
from conftest import run_trail


@pytest.mark.parametrize("secret", ["abcdefghijklmnop", "sk-FAKE-abcdef123456",
                                    "dG9rZW46c2VjcmV0LXZhbHVlPT0="])
def test_an_echoed_token_is_in_no_report_script_or_message(tmp_path, secret):
    (tmp_path / "in.txt").write_text("".join(f"line {i}\n" for i in range(30)) + "BUG\n")
    oracle = tmp_path / "o.sh"
    oracle.write_text('#!/bin/sh\ngrep -q BUG "$1" || exit 0\n'
                      'echo "AuthError: key $MY_API_TOKEN rejected" >&2\nexit 1\n')
    oracle.chmod(0o755)
    r = run_trail("delta", "--oracle-script", str(oracle), str(tmp_path / "in.txt"),
                  "--out", str(tmp_path / "out"), "--verify", "2", "--json", cwd=tmp_path,
                  env={"MY_API_TOKEN": secret})
    assert r.returncode == 0, r.stderr.decode()
    pieces = [secret, secret[:8], secret[-8:]]
    printed = r.stdout.decode() + r.stderr.decode()
    assert not [p for p in pieces if p in printed]
    written = {path.name: path.read_text(errors="replace")
               for path in (tmp_path / "out").rglob("*") if path.is_file()}
    assert {"report.json", "report.md", "report.html", "reproduce.sh", "in.txt"} <= set(written)
    assert not [(name, p) for name, text in written.items() for p in pieces if p in text]
    # The reproducer still recognises the failure, the secret being a wildcard in it.
    status = subprocess.run(["sh", str(tmp_path / "out" / "reproduce.sh")],
                            env={"PATH": "/usr/bin:/bin", "MY_API_TOKEN": secret},
                            capture_output=True).returncode
    assert status == 1
