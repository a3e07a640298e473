"""--oracle-env: a variable of trail's environment reaches the oracle in every sandbox.

docker and ns start each call from the image's environment, so without it the oracle
sees none of trail's; local passes trail's whole environment, and the option changes
nothing there. The oracle fails only when the value arrived whole, so the reduction
itself says whether it did.
"""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import run_trail

DATABASE_URL = "postgres://app:pw-0123@db.internal:5432/app"
ORACLE = f'test "$DATABASE_URL" = "{DATABASE_URL}" || exit 0; grep -q BUG {{}} && exit 1; exit 0'


def _input(folder) -> None:
    (folder / "in.txt").write_text("".join(f"row {i}\n" for i in range(8)) + "BUG\n")


def _minimize(folder, *sandbox: str, oracle_env: bool = True):
    return run_trail("delta", "--oracle", ORACLE, *sandbox, "in.txt", "--verify", "1",
                     *(["--oracle-env", "DATABASE_URL"] if oracle_env else []), "--json",
                     cwd=folder, env={"DATABASE_URL": DATABASE_URL})


def test_local_passes_the_environment_with_or_without_the_option(tmp_path):
    _input(tmp_path)
    for given in (True, False):
        done = _minimize(tmp_path, oracle_env=given)
        assert done.returncode == 0, done.stderr.decode()
        assert json.loads(done.stdout)["minimized"]["bytes"] == 3


@pytest.mark.docker
@pytest.mark.parametrize("sandbox", ["docker", "ns"])
def test_an_image_sandbox_gives_the_oracle_only_the_named_variables(tmp_path, docker_image,
                                                                     sandbox):
    if sandbox == "ns" and shutil.which("bwrap") is None:
        pytest.skip("--sandbox ns needs bubblewrap")
    _input(tmp_path)
    args = ("--sandbox", sandbox, "--image", docker_image)
    done = _minimize(tmp_path, *args)
    assert done.returncode == 0, done.stderr.decode()
    assert json.loads(done.stdout)["minimized"]["bytes"] == 3
    unnamed = _minimize(tmp_path, *args, oracle_env=False)
    assert unnamed.returncode == 2
    assert "the oracle passes on the original input" in unnamed.stderr.decode()


def test_a_name_not_set_is_an_error(tmp_path):
    _input(tmp_path)
    done = run_trail("delta", "--oracle", ORACLE, "in.txt", "--oracle-env", "NOT_SET_HERE",
                     cwd=tmp_path)
    assert done.returncode == 2
    assert "--oracle-env NOT_SET_HERE: not set in trail's environment" in done.stderr.decode()
