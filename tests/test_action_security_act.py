"""End to end under act: what the project's code can reach of the job's secrets, and
what trail publishes of them, with the secrets given as the examples give them
(`secrets: ${{ toJSON(secrets) }}`) and DATABASE_URL named for the oracle (`pass-env`).

- `sandbox: local`: an oracle and a `setup` look for secrets where the project's code
  would (its environment, every file a variable names, $RUNNER_TEMP) and find none
  but DATABASE_URL, the one named for it; the oracle prints 7 characters of its
  password on every run, as a log line would, and no 6 of them reach any file, the
  comment, the job summary or the log;
- `sandbox: docker` and `sandbox: ns`: DATABASE_URL reaches the oracle there too (it
  fails only when the value arrived whole, so the reduction itself says it did).

act's job container runs as root, who may read any process's memory: that is the
limit docs/github-action.md states, and no part of this test.
"""

from __future__ import annotations

import base64
import json
import re

import pytest
from act_harness import (
    BASE_IMAGE,
    FAKE_TOKEN,
    NS_JOB_IMAGE,
    PLANTED,
    make_repo,
    no_secret_in,
    run_act,
    summary_in,
)
from conftest import ROOT
from github_fake import FakeGitHub

pytestmark = pytest.mark.docker

PASSWORD = "Zq7-pL4xW9"
DATABASE_URL = f"postgres://app:{PASSWORD}@db.internal:5432/prod"



# The project's code: what it reaches goes into found.txt, beside trail, not through it.
SNOOP = r"""#!/bin/sh
{
  echo "== env"; env
  echo "== files named in the environment"
  env | cut -d= -f2- | tr ':' '\n' | while read -r v; do
    [ -f "$v" ] && [ "$v" != "$PWD/found.txt" ] && cat "$v"
  done
  echo "== RUNNER_TEMP"; ls -laR "$RUNNER_TEMP"
  find "$RUNNER_TEMP" -type f -exec cat {} + 2>/dev/null
} >>found.txt 2>&1
[ -n "$1" ] || exit 0
echo "login failed: pw $(printf %s "$DATABASE_URL" | cut -c16-22)..." >&2
grep -q BOOM "$1" && exit 1
exit 0
"""

# Fails only where DATABASE_URL arrived whole (its length: no text shared with it).
NAMED = (f'test "${{#DATABASE_URL}}" = {len(DATABASE_URL)} || exit 0; '
         'grep -q BOOM {} && exit 1; exit 0')

WORKFLOW = """\
on: pull_request
jobs:
  local:
    runs-on: ubuntu-latest
    env:
      DATABASE_URL: ${{ secrets.DATABASE_URL }}
      DEPLOY_API_KEY: ${{ secrets.DEPLOY_API_KEY }}
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        with:
          sandbox: local
          input: rows.txt
          oracle: sh snoop.sh {}
          setup: sh snoop.sh
          pass-env: DATABASE_URL
          secrets: ${{ toJSON(secrets) }}
          verify: '2'
          emit-test: shell
          artifact-name: trail-local
""" + "".join(f"""\
  {sandbox}:
    needs: {after}
    runs-on: ubuntu-latest
    env:
      DATABASE_URL: ${{{{ secrets.DATABASE_URL }}}}
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        with:
          sandbox: {sandbox}
          env-base: {BASE_IMAGE}
          input: rows.txt
          oracle: '{NAMED}'
          pass-env: DATABASE_URL
          secrets: ${{{{ toJSON(secrets) }}}}
          verify: '1'
          artifact-name: trail-{sandbox}
""" for sandbox, after in (("docker", "local"), ("ns", "docker")))

ROWS = "".join(f"row {i}\n" for i in range(16)).replace("row 9\n", "BOOM\n")


def _parts(secret: str, n: int = 6) -> list[str]:
    return [secret[i:i + n] for i in range(len(secret) - n + 1)]


def test_secrets_stay_inside_trail_and_the_named_variable_reaches_every_sandbox(
        act_ns_images, tmp_path):
    repo = make_repo(tmp_path, {"test.yml": WORKFLOW}, {"rows.txt": ROWS, "snoop.sh": SNOOP})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    with FakeGitHub("octo/proj") as fake:
        result = run_act(repo, "pull_request", payload, fake, job_image=NS_JOB_IMAGE,
                         namespaces=True, secrets={"DATABASE_URL": DATABASE_URL})
        comments = [c["body"] for c in fake.comments.get(7, [])]
    log = result.stdout + result.stderr
    (tmp_path / "act.log").write_text(log)  # kept by pytest, for a failure's details
    assert result.returncode == 0, log[-6000:]
    for sandbox in ("local", "docker", "ns"):
        kept = repo / ".artifacts" / f"trail-{sandbox}" / "rows.txt"
        assert kept.read_text() == "BOOM", (sandbox, log[-6000:])
    for sandbox in ("docker", "ns"):
        assert (f"environment of the oracle (sandbox {sandbox}): the image's, with "
                "DATABASE_URL of the step's (pass-env)") in log

    # What the project's code reached: the named variable, and nothing else secret.
    found = (repo / "found.txt").read_text(errors="replace")
    assert found.count("== RUNNER_TEMP") >= 3  # setup, then the oracle's runs
    assert DATABASE_URL in found
    for secret in (PLANTED, FAKE_TOKEN):
        assert secret not in found
        assert base64.b64encode(secret.encode()).decode().rstrip("=") not in found
    assert not re.search(r"^TRAIL_SECRETS_FILE=", found, re.M)  # no path to them either

    # What trail published: no 6 characters of the password, anywhere.
    artifacts = sorted(p for p in (repo / ".artifacts").rglob("*") if p.is_file())
    texts = {str(p): p.read_text(errors="replace") for p in artifacts}
    texts.update(log=log, summary=summary_in(log), **{f"comment {i}": body
                                                      for i, body in enumerate(comments)})
    assert any(name.endswith("test_trail_rows_txt.sh") for name in texts)
    leaks = [(where, part) for where, text in texts.items() for part in _parts(PASSWORD)
             if part in text]
    assert leaks == []
    no_secret_in(artifacts, *comments, log)
    report = json.loads((repo / ".artifacts" / "trail-local" / "report.json").read_text())
    assert report["signature"]["lines"] == ["^[ \t]*login failed: pw [^ ]+\\.\\.\\.[ \t]*$"]
    assert report["secrets_masked"] > 0
    local = next(body for body in comments if "trail-local" in body)
    # ("secrets masked": PLANTED holds "secret", and so the word itself is masked.)
    assert re.search(rf"masked \| {report['secrets_masked']} places in the oracle", local)
