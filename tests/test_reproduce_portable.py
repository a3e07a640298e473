"""reproduce.sh off the machine that ran trail: the environment image rebuilt from its
recipe and a clone of the commit, or the oracle run on the host (issue 19, point 1)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest
from conftest import run_trail
from trail.core.outcome import Convention
from trail.handoff.scripts import ReproContext, reproduce_script
from trail.oracle.call import Delivery, InputKind, Oracle
from trail.oracle.signature import Signature
from trail.sandbox.envbuild import EnvSpec, recipe
from trail.sandbox.recipe import RECIPE_LABEL, EnvRecipe, Rebuild, rebuild_of

GIT = ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"]
# Fails on an input with a line "boom" while MODE is the baked value, and only when run
# in the project's folder (./check.sh): where the script runs is part of what is tested.
CHECK = """#!/bin/sh
[ "$MODE" = strict-e19 ] && grep -qx boom "$1" && { echo "crash: boom" >&2; exit 3; }
exit 0
"""


def make_project(root: Path) -> tuple[Path, str]:
    """A clone with the project in its folder app/; returns app/ and the commit."""
    app = root / "app"
    app.mkdir(parents=True)
    (app / "check.sh").write_text(CHECK)
    (app / "check.sh").chmod(0o755)
    (app / "input.txt").write_text("a\nb\nboom\nc\n")
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run([*GIT, "-C", str(root), "add", "."], check=True)
    subprocess.run([*GIT, "-C", str(root), "commit", "-qm", "project"], check=True)
    commit = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], check=True,
                            capture_output=True, text=True).stdout.strip()
    return app, commit


# -- the recipe --------------------------------------------------------------------

def test_the_recipe_names_commit_folder_and_variables_but_no_value(tmp_path):
    app, commit = make_project(tmp_path / "proj")
    spec = EnvSpec(context=str(app), base="trail-base:bookworm",
                   setup=("pip install --index-url https://u:hunter2-secret@host/ .",),
                   env={"MODE": "strict-e19"}, exclude=(str(app / "cache"),))
    made = recipe(spec, environ={"PIP_TOKEN": "hunter2-secret"})
    assert made == EnvRecipe(base="trail-base:bookworm",
                             setup=("pip install --index-url https://u:***@host/ .",),
                             env_names=("MODE",), exclude=("cache",), commit=commit,
                             prefix="app", dirty=False)
    assert "strict-e19" not in made.to_label()
    assert EnvRecipe.from_labels({RECIPE_LABEL: made.to_label()}) == made


def test_the_recipe_says_dirty_for_a_change_the_build_sends_only(tmp_path):
    app, _ = make_project(tmp_path / "proj")
    spec = EnvSpec(context=str(app), base="b")
    (app / "trail-out").mkdir()
    (app / "trail-out" / "report.json").write_text("{}")  # trail's own: never sent
    (tmp_path / "proj" / "NOTES").write_text("outside the project folder\n")
    assert recipe(spec).dirty is False
    (app / "input.txt").write_text("changed\n")
    assert recipe(spec).dirty is True


def test_outside_a_clone_there_is_no_commit_and_an_id_cannot_be_rebuilt(tmp_path):
    assert recipe(EnvSpec(context=str(tmp_path), base="b")).commit is None
    labels = {RECIPE_LABEL: EnvRecipe(base="b").to_label()}
    assert rebuild_of("sha256:" + "a" * 64, labels) is None
    assert rebuild_of("proj-env:1", {RECIPE_LABEL: "not json"}) is None
    assert rebuild_of("proj-env:1", labels) == Rebuild("proj-env:1", EnvRecipe(base="b"))


# -- host mode and a missing clone, without Docker -------------------------------------

def repro_in(tmp_path: Path, commit: str | None) -> Path:
    """reproduce.sh of a docker run whose wrap must never run (it exits 99), next to a
    clone of the project in tmp_path/proj, in tmp_path/empty/trail-repro."""
    oracle = Oracle(command="./check.sh {}", convention=Convention.BISECT,
                    delivery=Delivery.PATH, kind=InputKind.FILE, file_name="input.txt",
                    workdir="/where/trail/ran")
    ctx = ReproContext(oracle, Signature(exit_status=3, pattern="crash: boom"), 10,
                       wrap="sh -c 'exit 99' sh {command}",
                       rebuild=Rebuild(f"trail-test-absent-{uuid.uuid4().hex[:8]}:1",
                                       EnvRecipe(base="trail-base:bookworm",
                                                 env_names=("MODE",), commit=commit,
                                                 prefix="app")))
    folder = tmp_path / "empty" / "trail-repro"
    folder.mkdir(parents=True)
    (folder / "reproduce.sh").write_text(reproduce_script(b"boom\n", ctx))
    return folder / "reproduce.sh"


def test_host_mode_runs_the_oracle_in_the_clone_beside_the_artifact(tmp_path):
    _, commit = make_project(tmp_path / "proj")
    script = repro_in(tmp_path, commit)
    env = {**os.environ, "MODE": "strict-e19"}
    for how, extra in (("--host", {}), ("", {"TRAIL_REPRO_HOST": "1"})):
        ran = subprocess.run(["sh", str(script), *filter(None, [how])], cwd=script.parent.parent,
                             env={**env, **extra}, capture_output=True, text=True)
        assert (ran.returncode, ran.stderr.splitlines()) == (1, [
            f"reproduce.sh: on this machine, not in {script_image(script)}",
            f"reproduce.sh: the project: {tmp_path / 'proj'} (a clone beside this script or "
            "the current folder; TRAIL_REPRO_CHECKOUT=DIR names another)", "crash: boom"])
    # Without a clone the oracle runs in a temp folder, where ./check.sh is not.
    ran = subprocess.run(["sh", str(script), "--host"], cwd=tmp_path / "empty", env={
        **env, "TRAIL_REPRO_CHECKOUT": str(tmp_path / "empty")}, capture_output=True, text=True)
    assert (ran.returncode, ran.stderr.splitlines()[:3]) == (125, [
        f"reproduce.sh: on this machine, not in {script_image(script)}",
        f"reproduce.sh: TRAIL_REPRO_CHECKOUT={tmp_path / 'empty'} is not a clone of the "
        f"project with commit {commit[:12]}",
        "reproduce.sh: running the oracle in a temp folder instead"])
    # In the clone with the project's files changed since: it runs there all the same.
    (tmp_path / "proj" / "app" / "check.sh").write_text("#!/bin/sh\nexit 0\n")
    ran = subprocess.run(["sh", str(script), "--host"], cwd=tmp_path / "proj", env=env,
                         capture_output=True, text=True)
    assert ran.returncode == 0


def script_image(script: Path) -> str:
    line = next(li for li in script.read_text().splitlines() if li.startswith("# The oracle"))
    return line.split(" in ", 1)[1].split(". With")[0]


def test_without_a_clone_of_the_commit_it_says_where_it_looked_and_exits_125(tmp_path):
    script = repro_in(tmp_path, "0" * 40)
    ran = subprocess.run(["sh", str(script)], cwd=script.parent.parent, capture_output=True,
                         text=True)
    here = script.parent.parent
    assert (ran.returncode, ran.stderr) == (125, (
        f"reproduce.sh: no clone of the project with commit {'0' * 12} in {script.parent}, "
        f"{here}, the folders beside them, or /where/trail/ran where trail ran: clone it "
        "beside this script's folder, or name its folder with TRAIL_REPRO_CHECKOUT=DIR (or "
        "run the oracle on this machine: --host)\n"))
    ran = subprocess.run(["sh", str(script), "--fast"], capture_output=True, text=True)
    assert (ran.returncode, ran.stderr) == (125, "reproduce.sh: unknown option --fast "
                                                 "(--host: run the oracle on this machine)\n")


def test_a_project_that_was_no_clone_must_be_named(tmp_path):
    script = repro_in(tmp_path, None)
    ran = subprocess.run(["sh", str(script)], cwd=tmp_path, capture_output=True, text=True,
                         env={k: v for k, v in os.environ.items() if k != "TRAIL_REPRO_CHECKOUT"})
    assert ran.returncode == 125
    assert ran.stderr == (
        f"reproduce.sh: no folder of the project in {script.parent}, {tmp_path}, the folders "
        "beside them, or /where/trail/ran where trail ran: clone it beside this script's "
        "folder, or name its folder with TRAIL_REPRO_CHECKOUT=DIR (or run the oracle on this "
        "machine: --host)\n")


def recipe_lines(script: str) -> list[str]:
    """The recipe's comment and the functions that rebuild the image, in reproduce.sh."""
    lines = script.splitlines()
    start = next(i for i, line in enumerate(lines) if line.endswith("`trail env build` from:"))
    end = lines.index('if [ -n "$host" ]; then', start)
    return lines[start:end]


# -- the whole way, with Docker -----------------------------------------------------------

@pytest.mark.docker
def test_reproduce_sh_rebuilds_the_removed_env_image_from_a_clone(tmp_path, docker_image):
    import docker

    app, commit = make_project(tmp_path / "proj")
    tag = f"trail-test-portable-{uuid.uuid4().hex[:8]}:1"
    env = {"MODE": "strict-e19"}
    client = docker.from_env()
    try:
        built = run_trail("env", "build", "-q", "--base", docker_image, "--env", "MODE",
                          "--setup", "test -x check.sh", "--tag", tag, str(app), env=env)
        assert built.returncode == 0, built.stderr
        out = tmp_path / "out"
        ran = run_trail("delta", "-q", "--sandbox", "docker", "--image", tag, "--oracle",
                        "./check.sh {}", "--out", str(out), "input.txt", cwd=app, env=env)
        assert ran.returncode == 0, ran.stderr
        assert (out / "input.txt").read_text() == "boom"
        script = (out / "reproduce.sh").read_text()
        assert "strict-e19" not in script
        # --sandbox ns over the same image: its reproduce.sh carries the same recipe.
        ran = run_trail("delta", "-q", "--sandbox", "ns", "--image", tag, "--oracle",
                        "./check.sh {}", "--out", str(tmp_path / "ns"), "input.txt", cwd=app,
                        env={**env, "XDG_CACHE_HOME": str(tmp_path / "cache")})
        assert ran.returncode == 0, ran.stderr
        in_ns = (tmp_path / "ns" / "reproduce.sh").read_text()
        assert recipe_lines(in_ns) == recipe_lines(script) != []
        client.api.remove_image(tag)

        # The maintainer's machine: the artifact in an empty folder beside a clone.
        clone = tmp_path / "maintainer" / "project"
        subprocess.run(["git", "clone", "-q", str(tmp_path / "proj"), str(clone)], check=True)
        here = tmp_path / "maintainer" / "download"
        shutil.copytree(out, here / "trail-repro")
        repro = ["sh", "trail-repro/reproduce.sh"]
        first = subprocess.run(repro, cwd=here, capture_output=True, text=True,
                               env={**os.environ, **env})
        assert first.returncode == 1, first.stderr
        assert first.stderr.startswith(
            f"reproduce.sh: the project: {clone} (a clone beside this script or the current "
            "folder; TRAIL_REPRO_CHECKOUT=DIR names another)\n"
            f"reproduce.sh: image {tag} is missing: building it from commit {commit}, folder "
            f"app of {clone} (base {docker_image}); tagged {tag}, so that the next run reuses "
            "it.\n")
        assert first.stderr.endswith("crash: boom\n")
        labels = client.api.inspect_image(tag)["Config"]["Labels"]
        assert labels["trail.env"] == "reproduce.sh"
        assert json.loads(labels[RECIPE_LABEL])["commit"] == commit

        again = subprocess.run(repro, cwd=here, capture_output=True, text=True,
                               env={**os.environ, **env})
        assert (again.returncode, again.stderr) == (1, "crash: boom\n")
    finally:
        for image in client.api.images(name=tag.split(":")[0]):
            client.api.remove_image(image["Id"], force=True)
        client.close()
