"""The hand-off of a run in the ns and docker sandboxes, from the command line (input
mode) and from the Action's issue mode, on a maintainer's machine (issue 43): with the
checkout trail ran in, the environment image and the unpacked root filesystem gone,
reproduce.sh downloaded into a fresh folder beside a fresh clone, and into a folder
inside it, builds the image again from the clone and exits 1; the emitted test moved
into the clone's tests/ xfails, and XPASSes (strict: the test fails) once the clone has
the fix. test_handoff_anywhere.py does the same for the local sandbox; the command mode
(trail delta auto) runs in the job's own environment whatever the sandbox."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import run_trail, trail_env
from github_fake import FakeGitHub
from test_github_action import environ
from test_handoff_anywhere import ANOTHER, EXAMPLE, placed, project, run_script
from trail.github import action

pytestmark = pytest.mark.docker

SANDBOXES = ("ns", "docker")  # each mode emits a pytest test in one, a shell test in the other
FIX = ('raise ZeroDivisionError("retry backoff: division by zero (max_attempts=0)")',
       "pass  # fixed")
FAILURE = "ZeroDivisionError: retry backoff: division by zero (max_attempts=0)"
SIGNATURE = f"exit status 1 and the failure {FAILURE} in <module>()"
TRAIL_YML = "oracle: python3 service.py {}\ninput-name: config.json\nverify: '1'\n"


@dataclass(frozen=True)
class HandOff:
    out: Path    # the output folder (the Action's artifact), as downloaded
    clone: Path  # a fresh clone of the project
    image: str   # the environment image the oracles ran in
    test: str    # the emitted test's name in `out`


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    """Where ns unpacks its images, this module's own: gone on the maintainer's machine."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(scope="module")
def images():
    """Every image the module's runs and reproduce.sh tag, removed at its end."""
    made: set[str] = set()
    yield made
    for image in made:
        subprocess.run(["docker", "image", "rm", "-f", image], capture_output=True)


def maintainers_clone(ran_in: Path, where: Path) -> Path:
    clone = where / "project"
    subprocess.run(["git", "clone", "-q", str(ran_in), str(clone)], check=True)
    return clone


@pytest.fixture(scope="module")
def input_mode(tmp_path_factory, cache, images, docker_image) -> dict[str, HandOff]:
    """`trail delta --sandbox S --image IMAGE` on config-crash, IMAGE built from it."""
    root = tmp_path_factory.mktemp("input")
    ran_in = project(root / "ci" / "project")
    image = f"trail-test-handoff-{uuid.uuid4().hex[:8]}:1"
    images.add(image)
    built = run_trail("env", "build", "-q", "--base", docker_image, "--tag", image,
                      str(ran_in))
    assert built.returncode == 0, built.stderr
    done = {}
    for sandbox, kind in {"ns": "shell", "docker": "pytest"}.items():
        out = root / "ci" / f"out-{sandbox}"
        ran = run_trail("delta", "-q", "--sandbox", sandbox, "--image", image, "--oracle",
                        "python3 service.py {}", "--verify", "1", "--emit-test", kind,
                        "--out", str(out), "config.json", cwd=ran_in,
                        env={"XDG_CACHE_HOME": str(cache)})
        assert ran.returncode == 0, ran.stderr
        test = json.loads((out / "report.json").read_text())["files"]["test"]
        done[sandbox] = HandOff(out, maintainers_clone(ran_in, root / sandbox), image, test)
    shutil.rmtree(ran_in)
    return done


@pytest.fixture(scope="module")
def issue_mode(tmp_path_factory, cache, images, docker_image) -> dict[str, HandOff]:
    """The Action's issue mode with `sandbox: S`: config.json pasted in the issue, the
    oracle from .trail.yml, the image built from the repository (`env-base`)."""
    root = tmp_path_factory.mktemp("issue")
    config = (EXAMPLE / "config.json").read_text()
    done = {}
    for sandbox, kind in {"ns": "pytest", "docker": "shell"}.items():
        workspace = project(root / "ci" / sandbox)
        (workspace / ".trail.yml").write_text(TRAIL_YML)
        subprocess.run(["git", "-C", str(workspace), "add", ".trail.yml"], check=True)
        subprocess.run(["git", "-C", str(workspace), "-c", "user.email=t@example.invalid",
                        "-c", "user.name=t", "commit", "-qm", "oracle"], check=True)
        with FakeGitHub("octo/proj") as fake:
            env = environ(fake, workspace, "issues_labeled.json", INPUT_MODE="issue",
                          INPUT_SANDBOX=sandbox, INPUT_ENV_BASE=docker_image,
                          INPUT_EMIT_TEST=kind, XDG_CACHE_HOME=str(cache),
                          PATH=trail_env()["PATH"])
            event = Path(env["TRAIL_ACTION_STATE"]) / "event.json"
            payload = json.loads(event.read_text())
            payload["issue"]["body"] = f"It crashes at start:\n\n```json\n{config}```\n"
            event.write_text(json.dumps(payload))
            assert action.run(env) == 0
        image = (Path(env["TRAIL_ACTION_STATE"]) / "built-image").read_text().strip()
        images.add(image)
        out = workspace / env["INPUT_OUT"]
        report = json.loads((out / "report.json").read_text())
        assert report["sandbox"]["name"] == sandbox
        done[sandbox] = HandOff(out, maintainers_clone(workspace, root / sandbox), image,
                                report["files"]["test"])
        shutil.rmtree(out.parent.parent / ".trail-action")  # the artifact alone stays
    return done


def on_a_maintainers_machine(handoff: HandOff, cache: Path) -> None:
    """Neither the environment image nor ns's unpacked files are there."""
    subprocess.run(["docker", "image", "rm", "-f", handoff.image], capture_output=True,
                   check=True)
    shutil.rmtree(cache)
    cache.mkdir()


def emitted_test_says(test: Path, cwd: Path) -> tuple[int, str]:
    """The emitted test's exit status, and what it says last (sh) or pytest's summary."""
    if test.suffix == ".sh":
        ran = subprocess.run(["sh", str(test)], cwd=cwd, capture_output=True, text=True)
        return ran.returncode, ran.stderr.splitlines()[-1]
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rX", "-p",
                          "no:cacheprovider", str(test)], cwd=cwd, capture_output=True,
                         text=True)
    return ran.returncode, ran.stdout


@pytest.mark.parametrize("mode", ["input_mode", "issue_mode"])
@pytest.mark.parametrize("sandbox", SANDBOXES)
def test_the_hand_off_reproduces_beside_a_fresh_clone_and_inside_it(request, tmp_path, cache,
                                                                   mode, sandbox):
    handoff = request.getfixturevalue(mode)[sandbox]
    clone = handoff.clone
    on_a_maintainers_machine(handoff, cache)
    beside = placed(handoff.out, clone.parent / "download")
    ran = run_script(beside / "reproduce.sh", cwd=tmp_path)
    assert ran.returncode == 1, ran.stderr
    lines = ran.stderr.splitlines()
    assert lines[0] == f"reproduce.sh: the project: {clone} (a clone beside this script or " \
                       f"the current folder; {ANOTHER})"
    assert lines[1].startswith(f"reproduce.sh: image {handoff.image} is missing: building "
                               "it from commit "), lines[1]
    if sandbox == "ns":  # it says which way it runs: no unpacked files here
        assert f"reproduce.sh: in a new container of {handoff.image} (docker run)" in lines
    assert lines[-1] == FAILURE
    on_a_maintainers_machine(handoff, cache)  # so that it needs the clone again
    inside = placed(handoff.out, clone / "trail-repro")
    ran = run_script(inside / "reproduce.sh", cwd=tmp_path)
    assert ran.returncode == 1, ran.stderr
    lines = ran.stderr.splitlines()
    assert lines[0] == \
        f"reproduce.sh: the project: {clone} (the clone this script is in; {ANOTHER})"
    assert lines[1].startswith(f"reproduce.sh: image {handoff.image} is missing: "), lines[1]
    assert lines[-1] == FAILURE

    # The emitted test, moved into the suite: it runs the oracle in the clone it lies in.
    (clone / "tests").mkdir()
    test = clone / "tests" / Path(handoff.test).name
    shutil.copy(handoff.out / handoff.test, test)
    assert "as `reproduce.sh --host` does, so that a fix there counts" in test.read_text()
    status, said = emitted_test_says(test, tmp_path)
    if test.suffix == ".sh":
        assert (status, said) == (0, f"XFAIL: the failure still reproduces: {SIGNATURE}")
    else:
        assert status == 0 and said.splitlines()[-1].startswith("1 xfailed"), said
    service = clone / "service.py"
    service.write_text(service.read_text().replace(*FIX))
    status, said = emitted_test_says(test, tmp_path)
    if test.suffix == ".sh":
        assert (status, said) == (1, "XPASS(strict): the failure is gone, so the bug is "
                                     f"fixed: set xfail=0 in {test}")
    else:
        assert status == 1 and said.splitlines()[-1].startswith("1 failed"), said
        assert "[XPASS(strict)] trail: fails while the bug is there" in said, said
