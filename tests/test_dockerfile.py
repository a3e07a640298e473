"""The Dockerfile builds offline from the local base image, and trail runs in it."""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from conftest import ROOT


def _kept_by_dockerignore() -> list[str]:
    """The top-level names .dockerignore lets into the build context."""
    lines = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()]
    allowed = [line[1:] for line in lines if line.startswith("!")]
    return sorted(name for name in os.listdir(ROOT)
                  if any(fnmatch.fnmatch(name, pattern) for pattern in allowed))


def test_the_dockerignore_lets_in_only_what_pip_install_needs():
    assert _kept_by_dockerignore() == ["README.md", "pyproject.toml", "runner"]


@pytest.mark.docker
def test_the_image_builds_from_a_local_base_and_minimizes_the_example(docker_image, tmp_path):
    context = tmp_path / "context"
    context.mkdir()
    shutil.copy(ROOT / "Dockerfile", context)
    for name in _kept_by_dockerignore():
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy
        copy(ROOT / name, context / name)
    # No registry: trail's dependencies go in as a wheelhouse fetched from the package
    # index by this machine's pip, and the build installs from it alone.
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "-d", str(context / "wheels"),
                    str(ROOT), "setuptools", "wheel"], check=True, timeout=600)
    tag = f"trail-dockerfile-test:{uuid.uuid4().hex[:12]}"
    try:
        subprocess.run(["docker", "build", "-q", "--build-arg", f"BASE_IMAGE={docker_image}",
                        "--build-arg", "PIP_ARGS=--no-index --find-links /opt/trail-src/wheels",
                        "-t", tag, str(context)], check=True, capture_output=True, timeout=900)
        example = Path(ROOT / "examples" / "select-crash")
        shutil.copytree(example, tmp_path / "work")
        done = subprocess.run(
            ["docker", "run", "--rm", "--network", "none", "-v", f"{tmp_path / 'work'}:/work",
             "-w", "/work", tag, "delta", "--oracle", "python3 render.py {}", "--verify", "2",
             "--out", "out", "page.html"], capture_output=True, timeout=600)
        assert done.returncode == 0, done.stderr.decode()
        assert (tmp_path / "work" / "out" / "page.html").read_bytes() == b"<SELECT>"
    finally:
        subprocess.run(["docker", "rmi", "-f", tag], capture_output=True)
