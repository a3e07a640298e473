"""The composite steps' shell scripts, run with a recording `docker` on PATH."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from conftest import ROOT

SECRET = "sk-FAKE-value-never-on-a-command-line"


def run_script(tmp_path: Path, script: str, *args: str, **env: str) -> list[str]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    (tmp_path / "docker-args").touch()
    recorder = bin_dir / "docker"
    recorder.write_text('#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done >> '
                        f'"{tmp_path}/docker-args"\n')
    recorder.chmod(0o755)
    full_env = {"PATH": f"{bin_dir}:{os.environ['PATH']}", "GITHUB_WORKSPACE": str(tmp_path),
                **env}
    done = subprocess.run(["bash", str(ROOT / "action" / script), *args], env=full_env,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return (tmp_path / "docker-args").read_text().splitlines()


def test_run_container_passes_values_by_name_only(tmp_path):
    args = run_script(tmp_path, "run-phase.sh", "run", TRAIL_WHERE="container",
                      TRAIL_RUNNER_IMAGE="img:1",
                      INPUT_ORACLE="python3 app.py {} ; rm -rf /", INPUT_GITHUB_TOKEN=SECRET,
                      DEPLOY_Api_Key=SECRET, MY_PIN=SECRET, INPUT_SECRET_NAMES="MY_PIN, X=1",
                      GITHUB_RUN_ID="7", HOME="/root")
    assert args[:2] == ["run", "--rm"]
    assert args[-3:] == ["img:1", "action", "run"]
    passed = {args[i + 1] for i, a in enumerate(args) if a == "-e"}
    assert passed == {"INPUT_ORACLE", "INPUT_GITHUB_TOKEN", "DEPLOY_Api_Key", "MY_PIN",
                      "INPUT_SECRET_NAMES", "GITHUB_RUN_ID", "GITHUB_WORKSPACE",
                      "TRAIL_RUNNER_IMAGE", "TRAIL_WHERE"}
    assert not any(SECRET in a or "rm -rf" in a for a in args)
    assert f"{tmp_path}:{tmp_path}" in args  # the workspace at its own path


def test_prepare_names_matrix_jobs_apart_and_copies_the_event(tmp_path):
    event = tmp_path / "event.json"
    event.write_text('{"schedule": "1 2 * * *"}')
    output = tmp_path / "output"
    common = {"GITHUB_OUTPUT": str(output), "GITHUB_EVENT_PATH": str(event),
              "GITHUB_ACTION_PATH": str(ROOT), "GITHUB_RUN_ID": "99", "GITHUB_JOB": "minimize",
              "RUNNER_BASE": "base:1"}
    args = run_script(tmp_path, "prepare.sh", **common, JOB_INDEX="3", JOB_TOTAL="4")
    run_script(tmp_path, "prepare.sh", **common, JOB_INDEX="0", JOB_TOTAL="1",
               ARTIFACT_NAME="my artifact")
    lines = output.read_text().splitlines()
    state = tmp_path / ".trail-action" / "99-1-minimize-3"
    assert lines == [f"state={state}", "where=container",
                     "image=trail-action-runner:99-1-minimize-3", "venv=",
                     "artifact-name=trail-minimize-3", "out=trail-out/trail-minimize-3",
                     f"state={tmp_path / '.trail-action' / '99-1-minimize'}",
                     "where=container", "image=trail-action-runner:99-1-minimize", "venv=",
                     "artifact-name=my artifact", "out=trail-out/my_artifact"]
    assert (state / "event.json").read_text() == event.read_text()
    assert args[:2] == ["build", "--quiet"] and "BASE_IMAGE=base:1" in args


@pytest.mark.parametrize(("inputs", "where"), [
    ({"INPUT_MODE": "minimize", "INPUT_SANDBOX": "docker"}, "container"),
    ({"INPUT_MODE": "minimize", "INPUT_SANDBOX": "local"}, "job"),
    ({"INPUT_MODE": "minimize", "INPUT_SANDBOX": "docker", "INPUT_VICTIM": "t::x"}, "job"),
    ({"INPUT_MODE": "sweep", "INPUT_SANDBOX": "docker"}, "job"),
    ({"INPUT_MODE": "issue", "INPUT_SANDBOX": "local"}, "container"),
    ({"INPUT_MODE": "summary", "INPUT_SANDBOX": "local"}, "container"),
])
def test_prepare_runs_trail_where_the_mode_needs_it(tmp_path, inputs, where):
    # A stand-in python3 that makes the venv's pip, so the job path runs offline.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake_python = bin_dir / "python3"
    fake_python.write_text('#!/bin/sh\nmkdir -p "$3/bin"\nprintf "#!/bin/sh\\n" > "$3/bin/pip"'
                           '\nchmod +x "$3/bin/pip"\n')
    fake_python.chmod(0o755)
    output = tmp_path / "output"
    run_script(tmp_path, "prepare.sh", GITHUB_OUTPUT=str(output), GITHUB_RUN_ID="5",
               GITHUB_JOB="j", GITHUB_ACTION_PATH=str(ROOT), RUNNER_BASE="b",
               RUNNER_TEMP=str(tmp_path / "tmp"), **inputs)
    lines = dict(line.split("=", 1) for line in output.read_text().splitlines())
    assert lines["where"] == where
    if where == "job":
        assert lines["venv"] == str(tmp_path / "tmp" / "trail-action-5-1-j")
        assert lines["image"] == ""
    else:
        assert lines["image"] == "trail-action-runner:5-1-j" and lines["venv"] == ""
