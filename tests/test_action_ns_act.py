"""End to end under act: `sandbox: auto` runs the oracles in namespaces where the job
container allows it (bubblewrap in its image, root, the right to make them), and says
so in the log, report.json and the comment; `sandbox: ns` installs bubblewrap where the
image lacks it. Where the container does not allow it (act_harness's plain job
container, unprivileged), the issue-mode test in test_action_act.py checks the fallback
to docker and its reason.
"""

from __future__ import annotations

import json
import re

import pytest
from act_harness import (
    BASE_IMAGE,
    JOB_IMAGE,
    NS_JOB_IMAGE,
    docker_cli,
    make_repo,
    run_act,
)
from conftest import ROOT
from github_fake import FakeGitHub

pytestmark = pytest.mark.docker


PAGE = "".join(f"<p>line {i}</p>\n" for i in range(12)) + "<SELECT>\n"

WORKFLOW = """\
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        with:
          input: page.html
          oracle: "! grep -q SELECT {}"
          env-base: BASE
          verify: '2'
""".replace("BASE", BASE_IMAGE)

WHY = "bubblewrap present, namespaces allowed, the job runs as root"


def _run_workflow(tmp_path, workflow: str, job_image: str):
    """The workflow on a pull request, in act with namespaces allowed: the repository,
    the fake GitHub it talked to, and act's log (the run must succeed)."""
    repo = make_repo(tmp_path, {"test.yml": workflow}, {"page.html": PAGE})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    with FakeGitHub("octo/proj") as fake:
        result = run_act(repo, "pull_request", payload, fake, job_image=job_image,
                         namespaces=True)
    log = result.stdout + result.stderr
    assert result.returncode == 0, log[-4000:]
    return repo, fake, log


def test_sandbox_auto_runs_the_oracles_in_namespaces_where_the_job_can(act_ns_images, tmp_path):
    repo, fake, log = _run_workflow(tmp_path, WORKFLOW, NS_JOB_IMAGE)
    assert f"trail: sandbox auto: ns: {WHY}" in log
    image = re.search(r"--sandbox ns --fallback-docker --rootfs-in-memory --image "
                      r"(trail-env-repo:\w+)", log)
    assert image, log[-4000:]
    assert ("sandbox auto: oracles ran in fresh namespaces per test (--sandbox ns); "
            f"ns: {WHY}") in log, log[-6000:]
    report = json.loads((repo / ".artifacts" / "trail-test" / "report.json").read_text())
    assert (report["sandbox"]["name"], report["sandbox"]["reason"]) == ("ns", WHY)
    assert (repo / ".artifacts" / "trail-test" / "page.html").read_text() == "SELECT"
    body = fake.comments[7][0]["body"]
    assert f"The tests ran in fresh namespaces per test: `ns: {WHY}`\n" in body
    # The run's environment image went at the end.
    assert docker_cli("image", "inspect", image.group(1)).returncode != 0


def test_sandbox_ns_installs_bubblewrap_beside_trail_and_runs_the_oracles_in_namespaces(
        act_ns_images, tmp_path):
    # A cold runner's start: prepare.sh starts bubblewrap's install (apt-get, lists
    # fetched) in the background; the run step waits for it before trail delta, and the
    # image is unpacked into memory (the job is root, the image this run's).
    workflow = WORKFLOW.replace("verify: '2'", "verify: '2'\n          sandbox: ns")
    repo, fake, log = _run_workflow(tmp_path, workflow, JOB_IMAGE)
    why = "bubblewrap installed as root, namespaces allowed, the job runs as root"
    assert f"trail: sandbox ns: ns: {why}" in log, log[-6000:]
    assert "unpacked onto the disk" not in log
    report = json.loads((repo / ".artifacts" / "trail-test" / "report.json").read_text())
    assert (report["sandbox"]["name"], report["sandbox"]["reason"]) == ("ns", why)
    assert (repo / ".artifacts" / "trail-test" / "page.html").read_text() == "SELECT"
