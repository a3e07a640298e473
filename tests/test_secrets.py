"""A secret echoed by the oracle reaches no file trail writes and no line it prints."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from conftest import run_trail
from trail.redact import secret_references


def reproduce_status(out: Path, **env: str) -> int:
    """reproduce.sh's exit status in `out`, with the secret's variable in clear."""
    return subprocess.run(["sh", str(out / "reproduce.sh")], cwd=out.parent,
                          env={"PATH": "/usr/bin:/bin", **env}, capture_output=True).returncode


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
    assert reproduce_status(tmp_path / "out", MY_API_TOKEN=secret) == 1


def test_a_secret_typed_into_the_oracle_is_written_as_its_variable(tmp_path):
    # The user typed the token's value into --oracle: it was masked in the reports
    # but written in clear into oracle.sh, reproduce.sh, the emitted test and
    # .trail/run.json. They now name the variable, and trail says so.
    secret = "sk-FAKE-abcdef123456"
    (tmp_path / "in.txt").write_text("".join(f"line {i}\n" for i in range(10)) + "BUG\n")
    (tmp_path / "key.txt").write_text(secret)
    (tmp_path / "o.sh").write_text('grep -q BUG "$1" || exit 0\n'
                                   '[ "$2" = "$(cat key.txt)" ] || exit 125\n'
                                   'echo "Error: bug" >&2\nexit 1\n')
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", f"sh o.sh {{}} '{secret}'", "in.txt", "--out", str(out),
                  "--verify", "1", "--emit-test", "shell", cwd=tmp_path,
                  env={"MY_API_TOKEN": secret})
    assert r.returncode == 0, r.stderr.decode()
    assert ("trail: warning: the oracle command holds the value of the secret $MY_API_TOKEN: "
            "oracle.sh, reproduce.sh, the emitted test and .trail/run.json write "
            '"$MY_API_TOKEN" in its place, so set it where they run\n') in r.stderr.decode()
    written = {path.relative_to(out).as_posix(): path.read_text(errors="replace")
               for path in out.rglob("*") if path.is_file()}
    assert {"oracle.sh", "reproduce.sh", "test_trail_in_txt.sh", ".trail/run.json"} <= set(written)
    assert not [name for name, text in written.items() if secret in text]
    assert all("MY_API_TOKEN" in written[name] for name in ("reproduce.sh", ".trail/run.json"))
    env = {"PATH": "/usr/bin:/bin"}
    for script, fails in (("reproduce.sh", 1), ("test_trail_in_txt.sh", 0)):  # 0: XFAIL
        ran = subprocess.run(["sh", str(out / script)], env={**env, "MY_API_TOKEN": secret},
                             capture_output=True)
        assert ran.returncode == fails, (script, ran.stderr)
    assert subprocess.run(["sh", str(out / "oracle.sh"), str(out / "in.txt")],
                          env={**env, "MY_API_TOKEN": secret}).returncode == 1
    # Without the variable the command gets no key: inconclusive, as it would be.
    assert subprocess.run(["sh", str(out / "reproduce.sh")], env=env,
                          capture_output=True).returncode == 125


def test_secret_references_quote_the_variable_for_where_the_value_stood():
    env = {"MY_API_TOKEN": "sk-FAKE-abc123", "HOME": "/home/sk-FAKE-abc123",
           "SHORT_KEY": "abc", "ODD_KEY": "has space"}
    assert secret_references("tool --key sk-FAKE-abc123 {}", env) == (
        'tool --key "$MY_API_TOKEN" {}', ("MY_API_TOKEN",))
    assert secret_references('curl -H "Bearer sk-FAKE-abc123x" {}', env)[0] == \
        'curl -H "Bearer ${MY_API_TOKEN}x" {}'
    assert secret_references("curl -H 'Bearer sk-FAKE-abc123' {}", env)[0] == \
        "curl -H 'Bearer '\"$MY_API_TOKEN\"'' {}"
    # Not secret by name, too short, or not a plain word: left as typed.
    assert secret_references("ls /home/x abc 'has space'", env) == (
        "ls /home/x abc 'has space'", ())


def test_parts_of_a_secret_are_masked_everywhere_and_the_report_counts_the_places(tmp_path):
    # `pw {password[:7]}...`: seven of ten characters, printed by every run.
    password = "Zq7-pL4xW9"
    (tmp_path / "in.txt").write_text("".join(f"line {i}\n" for i in range(20)) + "BUG\n")
    (tmp_path / "o.sh").write_text(
        'echo run >> runs.log\n'
        'echo "login failed: pw $(printf %s "$DB_PASSWORD" | cut -c1-7)..." >&2\n'
        'grep -q BUG "$1" && exit 1; exit 0\n')
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", f"sh {tmp_path / 'o.sh'} {{}}", "in.txt", "--out",
                  str(out), "--verify", "2", "--emit-test", "shell", "--json", cwd=tmp_path,
                  env={"DB_PASSWORD": password})
    assert r.returncode == 0, r.stderr.decode()
    printed = r.stdout.decode() + r.stderr.decode()
    written = {p.name: p.read_text(errors="replace") for p in out.rglob("*") if p.is_file()}
    assert {"report.json", "report.md", "report.html", "reproduce.sh",
            "test_trail_in_txt.sh"} <= set(written)
    for text in [printed, *written.values()]:
        assert password[:6] not in text and password[1:7] not in text
    report = json.loads(written["report.json"])
    # Every run of the oracle (it counts them itself) printed one part: one place each.
    runs = len((tmp_path / "runs.log").read_text().splitlines())
    assert report["secrets_masked"] == runs
    assert report["signature"]["lines"] == ["^[ \t]*login failed: pw [^ ]+\\.\\.\\.[ \t]*$"]
    assert (f"| secrets masked | {runs} places in the oracle's output and trail's files "
            "(a whole value, an encoded form, or 6 or more characters of one) |"
            ) in written["report.md"]
    assert f"<th>secrets masked</th><td>{runs} places in the oracle" in written["report.html"]
    # The mask is a wildcard: reproduce.sh, with the password in clear, sees the failure.
    assert reproduce_status(out, DB_PASSWORD=password) == 1


def test_a_secret_sharing_six_characters_with_the_reports_keys_leaves_them_readable(tmp_path):
    # A human-chosen password holding a word of report.json's schema: its keys stay,
    # or no reader (the Action's publish step among them) could parse the report.
    password = "verification-2024"
    (tmp_path / "in.txt").write_text("".join(f"line {i}\n" for i in range(10)) + "BUG\n")
    r = run_trail("delta", "--oracle",
                  'grep -q BUG {} || exit 0; echo "auth failed: $DB_PASSWORD" >&2; exit 1',
                  "in.txt",
                  "--out", str(tmp_path / "out"), "--verify", "1", cwd=tmp_path,
                  env={"DB_PASSWORD": password})
    assert r.returncode == 0, r.stderr.decode()
    text = (tmp_path / "out" / "report.json").read_text()
    report = json.loads(text)
    assert report["verification"]["runs"] == 1 and report["secrets_masked"] > 0
    assert report["signature"]["lines"] == ["^[ \t]*auth failed: [^ ]+[ \t]*$"]
    assert password not in text and "-2024" not in text
