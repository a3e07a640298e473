"""Shared test set-up: import trail from this checkout, run the CLI as a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "runner"
sys.path.insert(0, str(RUNNER))


def trail_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(RUNNER) + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra or {})
    return env


def run_trail(*args: str, cwd: str | Path | None = None, env: dict[str, str] | None = None,
              timeout: float = 300, input: bytes | None = None) -> subprocess.CompletedProcess:
    """Run `python -m trail ARGS` from this checkout and capture its output as text."""
    return subprocess.run(
        [sys.executable, "-m", "trail", *args],
        cwd=cwd, env=trail_env(env), capture_output=True, timeout=timeout, input=input,
    )


@pytest.fixture
def trail():
    return run_trail
