"""The job's secrets stay inside trail: what the project's code can reach finds none.

The run step is started as on the job (`python -m trail action run`, the secrets in
its environment as the composite step passes them), with sandbox local: the oracle
and `setup` run as the job's user, beside trail. Each looks everywhere a secret
could be: its environment, every file a variable names, $RUNNER_TEMP, and the
environment, command line and open files of every process above it.

The job's user on a runner is not root (root reads any process's memory): where the
tests run as root, the step runs as `nobody`, with a Python of the same version that
this user may run, over this one's packages.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import RUNNER

SECRET = "s3cr3t-Value-9f8e7d6c"          # a value of the `secrets` input
TOKEN = "ghs_FAKEsecretsTOKEN0123456789"  # the token, secret by its name

SNOOP = r"""#!/bin/sh
{
  echo "== env"; env
  echo "== files named in the environment"
  env | cut -d= -f2- | tr ':' '\n' | while read -r v; do [ -f "$v" ] && cat "$v"; done
  echo "== RUNNER_TEMP"; ls -la "$RUNNER_TEMP"; cat "$RUNNER_TEMP"/* "$RUNNER_TEMP"/.* 2>&1
  echo "== ancestors"
  pid=$$
  while [ "$pid" -gt 1 ]; do
    echo "-- $pid"; cat "/proc/$pid/environ" "/proc/$pid/cmdline"
    for fd in /proc/$pid/fd/*; do cat "$fd" </dev/null & sleep 0.05; kill $! ; done
    pid=$(awk '/^PPid/ {print $2}' "/proc/$pid/status")
  done
} >>"$SNOOP_OUT" 2>&1
"""


NOBODY = 65534


def _as_job_user() -> tuple[str, dict[str, str], object]:
    """The Python to run the step with, the variables it needs, and what drops root."""
    if os.getuid() != 0:
        return sys.executable, {}, None
    python = f"/usr/bin/python{sys.version_info.major}.{sys.version_info.minor}"
    if not os.access(python, os.X_OK):
        pytest.skip(f"no {python} for an unprivileged user to run the step with")

    def drop() -> None:
        os.setgroups([])
        os.setgid(NOBODY)
        os.setuid(NOBODY)

    return python, {"PYTHONPATH": f"{RUNNER}:{sysconfig.get_paths()['purelib']}"}, drop


@pytest.fixture
def workspace() -> Iterator[Path]:
    """A workspace the job's user owns (pytest's tmp_path is root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="trail-secrets-test-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _own(folder: Path) -> None:
    if os.getuid() == 0:
        for path in [folder, *folder.rglob("*")]:
            os.chown(path, NOBODY, NOBODY)


def test_the_oracle_and_setup_find_no_secret_anywhere_they_look(workspace):
    tmp_path = workspace
    (tmp_path / "in.txt").write_text("".join(f"row {i}\n" for i in range(12))
                                     .replace("row 7", "BOOM"))
    (tmp_path / "snoop.sh").write_text(SNOOP)
    (tmp_path / "runner-temp").mkdir()
    found = tmp_path / "found.txt"
    state = tmp_path / ".trail-action" / "1-1-test"
    state.mkdir(parents=True)
    env = {"PATH": os.environ["PATH"], "PYTHONPATH": str(RUNNER),
           "GITHUB_WORKSPACE": str(tmp_path), "GITHUB_REPOSITORY": "octo/proj",
           "GITHUB_RUN_ID": "1", "GITHUB_JOB": "test", "TRAIL_ACTION_STATE": str(state),
           "RUNNER_TEMP": str(tmp_path / "runner-temp"), "SNOOP_OUT": str(found),
           "INPUT_MODE": "minimize", "INPUT_SANDBOX": "local", "INPUT_INPUT": "in.txt",
           "INPUT_SETUP": "sh snoop.sh",
           "INPUT_ORACLE": "sh snoop.sh; grep -q BOOM {} && exit 1; exit 0",
           "INPUT_VERIFY": "1", "INPUT_COMMENT": "false",
           "INPUT_ARTIFACT_NAME": "trail-test", "INPUT_OUT": "trail-out/trail-test",
           "INPUT_GITHUB_TOKEN": TOKEN, "INPUT_API_URL": "http://127.0.0.1:9",
           "INPUT_SECRETS": json.dumps({"API": SECRET, "github_token": TOKEN})}
    python, more, drop = _as_job_user()
    env.update(more)
    _own(tmp_path)
    run = subprocess.run([python, "-m", "trail", "action", "run"], env=env,
                         cwd=tmp_path, capture_output=True, text=True, timeout=600,
                         preexec_fn=drop)
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "trail-out" / "trail-test" / "in.txt").read_text() == "BOOM"
    seen = found.read_text(errors="replace")
    assert seen.count("== ancestors") > 5  # setup once, the oracle at every test
    assert "-m trail action run" in seen.replace("\0", " ")  # it got that far up
    for secret in (SECRET, TOKEN):
        for form in (secret, base64.b64encode(secret.encode()).decode()):
            assert form not in seen
    assert "TRAIL_SECRETS_FILE=" not in seen  # no path to them either
    assert list((tmp_path / "runner-temp").iterdir()) == []
