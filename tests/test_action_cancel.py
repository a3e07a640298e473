"""Cancelling the action in the middle of a reduction: nothing is lost, nothing is left.

GitHub cancels a job by sending the running step's process SIGINT, then SIGTERM 7.5 s
later, then SIGKILL 2.5 s after that; the steps marked `if: always()` (upload,
publish, finish) run afterwards. Here the action's scripts run as the composite steps
run them, with the environment image built from `setup` and every oracle call in a
container, and the step gets its SIGINT while the reduction is under way.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import docker
import pytest
import yaml
from conftest import ROOT, RUNNER
from github_fake import FakeGitHub

pytestmark = pytest.mark.docker

GRACE = 7.5  # seconds between GitHub's SIGINT and its SIGTERM


def _environ(workspace: Path, fake: FakeGitHub, base: str, tag: str) -> dict[str, str]:
    state = workspace / ".trail-action" / "1-1-test"
    state.mkdir(parents=True)
    (state / "event.json").write_text('{"pull_request": {"number": 7}}')
    return {
        "PATH": os.environ["PATH"], "PYTHONPATH": str(RUNNER),
        "GITHUB_WORKSPACE": str(workspace), "GITHUB_REPOSITORY": "octo/proj",
        "GITHUB_RUN_ID": "1", "GITHUB_JOB": "test", "GITHUB_OUTPUT": str(workspace / "out"),
        "TRAIL_ACTION_STATE": str(state), "TRAIL_PYTHON": sys.executable,
        "GITHUB_ACTION_PATH": str(ROOT),
        "INPUT_MODE": "minimize", "INPUT_INPUT": "big.txt", "INPUT_ENV_BASE": base,
        "INPUT_SANDBOX": "docker",  # the oracle's containers are what a cancel must end
        # Unique to this test run: the image's digest label, which its containers carry.
        "INPUT_SETUP": f"echo {tag}",
        "INPUT_ORACLE": "sleep 0.2; ! grep -q needle {}",
        "INPUT_ARTIFACT_NAME": "trail-test", "INPUT_OUT": "trail-out/trail-test",
        "INPUT_GITHUB_TOKEN": "ghs_FAKE", "INPUT_API_URL": fake.url,
    }


def runner_step(step_id: str, folder: Path) -> list[str]:
    """The command line the runner starts for a `run:` step of action.yml: its shell on
    a script file holding the step's line. The runner signals this process."""
    steps = yaml.safe_load((ROOT / "action.yml").read_text())["runs"]["steps"]
    script = folder / f"step-{step_id}.sh"
    script.write_text(next(s for s in steps if s.get("id") == step_id)["run"] + "\n")
    return ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)]


def _step(phase: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    script = "finish.sh" if phase == "finish" else "run-phase.sh"
    return subprocess.run(["bash", str(ROOT / "action" / script), phase], env=env,
                          capture_output=True, text=True, timeout=120)


def _wait_for(what, timeout: float = 120, log: list[str] | None = None):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = what()
        if found:
            return found
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}" + "".join(log or [])[-6000:])


@dataclass
class Reduction:
    """The action's run step, started and caught in the middle of its reduction."""

    step: subprocess.Popen
    env: dict[str, str]
    tag: str            # the environment image the run built
    ours: dict          # a docker filter for this run's oracle containers
    log: list[str]
    reader: threading.Thread


def start_reduction(workspace: Path, fake: FakeGitHub, base: str, engine) -> Reduction:
    lines = [f"line {i}\n" for i in range(200)]
    lines[137] = "needle\n"
    (workspace / "big.txt").write_text("".join(lines))
    env = _environ(workspace, fake, base, uuid.uuid4().hex)
    step = subprocess.Popen(runner_step("run", workspace), env=env, stderr=subprocess.PIPE,
                            text=True)
    log: list[str] = []
    reader = threading.Thread(target=lambda: log.extend(step.stderr), daemon=True)
    reader.start()
    built = Path(env["TRAIL_ACTION_STATE"]) / "built-image"
    tag = _wait_for(lambda: built.is_file() and built.read_text().strip())
    digest = engine.inspect_image(tag)["Config"]["Labels"]["trail.env"]
    ours = {"label": f"trail.env={digest}"}
    _wait_for(lambda: engine.containers(filters=ours))  # the oracle runs
    time.sleep(4)  # the probe, then a few rounds of the reduction
    return Reduction(step, env, tag, ours, log, reader)


def _clean_up(engine, run: Reduction) -> None:
    """Whatever a failed assertion left: this run's containers and image."""
    for container in engine.containers(all=True, filters=run.ours):
        engine.remove_container(container["Id"], force=True)
    with contextlib.suppress(docker.errors.NotFound):  # finish.sh may have removed it
        engine.remove_image(run.tag, force=True)


def test_cancel_mid_reduction_publishes_the_best_so_far_and_leaves_no_container(
        docker_image, tmp_path):
    engine = docker.from_env().api
    with FakeGitHub("octo/proj") as fake:
        run = start_reduction(tmp_path, fake, docker_image, engine)
        try:
            run.step.send_signal(signal.SIGINT)
            started = time.monotonic()
            status = run.step.wait(timeout=30)
            took = time.monotonic() - started
            run.reader.join()
            text = "".join(run.log)
            assert status == 130, text
            assert took < GRACE, text
            _wait_for(lambda: not engine.containers(filters=run.ours), timeout=5)  # none runs
            for phase in ("publish", "finish"):
                done = _step(phase, run.env)
                assert done.returncode == 0, done.stderr
            # None at all: trail removes its own; one that a worker thread started at
            # the very moment of the cancel can escape trail's sweep (a race in the
            # docker sandbox), and finish.sh removes it with the image.
            assert engine.containers(all=True, filters=run.ours) == []
            # finish.sh removed the environment image this run built.
            assert run.tag not in {t for image in engine.images()
                                   for t in image.get("RepoTags") or []}
        finally:
            _clean_up(engine, run)
        body = fake.comments[7][0]["body"]
    assert "cancelled: partial (the best input when it was stopped)" in body, body
    kept = (tmp_path / "trail-out" / "trail-test" / "big.txt").read_text()
    assert "needle" in kept and len(kept) < 1688, text
    assert f"(`big.txt`, {len(kept):,} bytes)" in body  # the comment groups thousands


def test_a_step_killed_outright_takes_its_reduction_with_it(docker_image, tmp_path):
    # SIGKILL cannot be handed on: the kernel sends the trail child SIGTERM
    # (PR_SET_PDEATHSIG), and it stops and removes its containers as on a cancel.
    engine = docker.from_env().api
    with FakeGitHub("octo/proj") as fake:
        run = start_reduction(tmp_path, fake, docker_image, engine)
        try:
            run.step.kill()
            run.step.wait(timeout=10)
            report = tmp_path / "trail-out" / "trail-test" / "report.json"
            assert _wait_for(report.is_file, timeout=15)  # the child wrote its best so far
            _wait_for(lambda: not engine.containers(filters=run.ours), timeout=15)
            assert _step("finish", run.env).returncode == 0
            assert engine.containers(all=True, filters=run.ours) == []
        finally:
            _clean_up(engine, run)


CANCEL_WORKFLOW = """\
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: trail
        uses: ./
        with:
          input: big.txt
          oracle: "sleep 0.3; ! grep -q needle {}"
          sandbox: docker
          setup: echo TOKEN
          env-base: TEST_BASE
          secrets: ${{ toJSON(secrets) }}
      - if: always()
        uses: ./cleanup
        with:
          secrets: ${{ toJSON(secrets) }}
"""



def test_cancelling_act_mid_reduction_leaves_nothing_and_publishes_the_best_so_far(
        act_images, tmp_path):
    # act, unlike GitHub, does not signal the cancelled step: it stops waiting for it
    # and runs the always() steps, whose first (stop.sh) hands the run step the
    # cancel. The oracle's containers and the environment image must all go.
    from act_harness import TEST_BASE, act_command, make_repo, start_act

    engine = docker.from_env().api
    token = uuid.uuid4().hex
    lines = [f"line {i}\n" for i in range(200)]
    lines[137] = "needle\n"
    repo = make_repo(tmp_path, {"test.yml": CANCEL_WORKFLOW.replace("TOKEN", token)
                                .replace("TEST_BASE", TEST_BASE)}, {"big.txt": "".join(lines)})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())

    def our_image() -> dict | None:
        assert act.poll() is None, "act ended before the oracle ran:\n" + "".join(log)[-6000:]
        return next((image for image in engine.images(
            filters={"label": "trail.action.created"})
            if token in (image.get("Labels") or {}).get("trail.recipe", "")), None)

    with FakeGitHub("octo/proj") as fake:
        started = start_act(act_command(repo, "pull_request", payload, fake), repo)
        act, log = started.process, started.said
        ours: dict = {}
        try:
            image = _wait_for(our_image, timeout=300, log=log)
            ours = {"label": f"trail.env={image['Labels']['trail.env']}"}
            _wait_for(lambda: engine.containers(filters=ours))  # the oracle runs
            time.sleep(6)  # the probe, then a few rounds of the reduction
            act.send_signal(signal.SIGINT)
            act.wait(timeout=240)
            text = started.output()
            # Who stops trail is a race: stop.sh (it then says so), or, first, the run
            # step's own watch (github/launch.py), which takes the exec act stopped
            # reading as orphaned; its warning goes to that unread log, and stop.sh then
            # finds the step gone and says nothing. Either way the report says
            # `interrupted` and the comment publishes the best so far (below).
            assert "Run Main bash \"$GITHUB_ACTION_PATH/../action/stop.sh\"" in text, \
                text[-6000:]
            assert engine.containers(all=True, filters=ours) == [], text[-6000:]
            assert engine.images(filters=ours) == [], text[-6000:]
        finally:
            if act.poll() is None:
                act.kill()
            for container in engine.containers(all=True, filters=ours) if ours else []:
                engine.remove_container(container["Id"], force=True)
            if ours:
                for image in engine.images(filters=ours):
                    engine.remove_image(image["Id"], force=True)
        body = fake.comments[7][0]["body"]
    assert "cancelled: partial (the best input when it was stopped)" in body, text[-6000:]
    report = json.loads((repo / ".artifacts" / "trail-test" / "report.json").read_text())
    assert report["status"] == "interrupted"
    kept = (repo / ".artifacts" / "trail-test" / "big.txt").read_text()
    assert "needle" in kept and len(kept) < len("".join(lines))
    assert "cancelled: partial" in text  # the job summary
