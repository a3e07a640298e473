"""`trail env build` and `trail env prune` on a real engine."""

from __future__ import annotations

import json
import re

import docker
import pytest
from trail.cli.main import main
from trail.oracle.call import OracleCall
from trail.sandbox.docker import RUN_LABEL, DockerSandbox
from trail.sandbox.envbuild import EnvSpec, build_env
from trail.sandbox.recipe import ENV_LABEL, RECIPE_LABEL

pytestmark = pytest.mark.docker


def trail_env_cli(*argv: str) -> int:
    """`trail env ARGV` in this process, through the real command line."""
    return main(["env", *argv])


@pytest.fixture
def project(tmp_path):
    root = tmp_path / "proj"
    (root / "build").mkdir(parents=True)
    (root / "app.py").write_text("print('app')\n")
    (root / "build" / "out.bin").write_text("junk\n")
    (root / ".dockerignore").write_text("build\n")
    return root


@pytest.fixture
def engine():
    client = docker.from_env()
    yield client.api
    client.close()


def test_build_bakes_in_project_setup_and_env_but_no_secret(project, docker_image, capsys,
                                                           monkeypatch, engine):
    monkeypatch.setenv("API_TOKEN", "do-not-bake")
    monkeypatch.setenv("TRAIL_TEST_MODE", "fast")
    status = trail_env_cli("build", "--base", docker_image, "--setup", "echo ran > /setup-ran",
                           "--env", "TRAIL_TEST_MODE", "--env", "API_TOKEN", str(project))
    out, err = capsys.readouterr()
    assert status == 0
    tag = out.strip()
    try:
        assert tag.startswith("trail-env-proj:")
        assert "trail env: not baking in API_TOKEN: it looks like a secret\n" in err
        assert "Step 1/" in err  # build output streamed
        box = DockerSandbox(tag)
        try:
            result = box.run(OracleCall(
                'pwd; ls -A; cat /setup-ran; echo "$TRAIL_TEST_MODE"; echo "${API_TOKEN:-unset}"',
                b"", "x"))
        finally:
            box.close()
        assert result.stdout == b"/project\n.dockerignore\napp.py\nran\nfast\nunset\n"
    finally:
        engine.remove_image(tag, force=True)


def test_unchanged_environment_is_reused_and_a_change_rebuilds(project, docker_image, engine):
    spec = EnvSpec(context=str(project), base=docker_image, setup=("true",))
    lines: list[str] = []
    first = build_env(spec, on_output=lines.append)
    try:
        assert not first.reused
        lines.clear()
        again = build_env(spec, on_output=lines.append)
        assert (again.reused, again.tag, again.image_id) == (True, first.tag, first.image_id)
        assert lines == [f"environment unchanged: reusing {first.tag}"]
        (project / "build" / "out.bin").write_text("ignored by .dockerignore\n")
        assert build_env(spec).reused
        (project / "app.py").write_text("print('changed')\n")
        changed = build_env(spec)
        assert not changed.reused and changed.tag != first.tag
        engine.remove_image(changed.tag, force=True)
    finally:
        engine.remove_image(first.tag, force=True)


def test_labels_reach_the_image_as_given_in_one_build_step(project, docker_image, engine):
    labels = {"trail.action.run": "1-1-job", "note": 'say "hi" to $HOME \\ {"a": "\\n"}'}
    lines: list[str] = []
    built = build_env(EnvSpec(context=str(project), base=docker_image), labels=labels,
                      on_output=lines.append)
    try:
        found = engine.inspect_image(built.tag)["Config"]["Labels"]
        assert {key: found[key] for key in labels} == labels
        assert found[ENV_LABEL] == built.content_hash
        assert json.loads(found[RECIPE_LABEL])["base"] == docker_image
        assert len([line for line in lines if re.match(r"Step \d+/\d+ : LABEL ", line)]) == 1
    finally:
        engine.remove_image(built.tag, force=True)


def test_two_action_runs_share_one_image_without_the_issue_text(project, docker_image,
                                                                engine):
    # Each Action run writes its own event payload (an issue's untrusted body) and
    # output folder into the workspace: neither may change or enter the image.
    state = project / ".trail-action"
    specs = []
    for run in ("1-1-reproduce", "2-1-reproduce"):
        (state / run).mkdir(parents=True)
        (state / run / "event.json").write_text(f'{{"issue": {{"body": "run {run}"}}}}\n')
        (project / "trail-out" / run).mkdir(parents=True)
        (project / ".git").mkdir(exist_ok=True)
        specs.append(EnvSpec(context=str(project), base=docker_image))
    first = build_env(specs[0])
    try:
        again = build_env(specs[1])
        assert (again.reused, again.image_id) == (True, first.image_id)
        box = DockerSandbox(first.tag)
        try:
            listing = box.run(OracleCall("ls -A", b"", "x")).stdout
        finally:
            box.close()
        assert listing == b".dockerignore\napp.py\n"
    finally:
        engine.remove_image(first.tag, force=True)


def test_build_failure_and_missing_base_are_one_line_errors(project, docker_image, capsys,
                                                           engine):
    dangling = {image["Id"] for image in engine.images(filters={"dangling": True})}
    assert trail_env_cli("build", "-q", "--base", docker_image, "--setup", "exit 7",
                         str(project)) == 2
    # The steps before the failing one are not left behind as <none> images.
    assert {image["Id"] for image in engine.images(filters={"dangling": True})} <= dangling
    err = capsys.readouterr().err
    assert err == ("trail: error: image build failed: The command '/bin/sh -c exit 7' "
                   "returned a non-zero code: 7\n")
    assert trail_env_cli("build", "--base", "trail-no-such-base:1", str(project)) == 2
    assert capsys.readouterr().err == (
        "trail: error: image 'trail-no-such-base:1' not found: "
        "build it with `trail env build` or `docker build`\n")


def test_prune_removes_leftover_containers_and_env_images(project, docker_image, engine,
                                                         capsys, monkeypatch, tmp_path):
    # Unpacked root filesystems are pruned too: only this test's, not the machine's cache.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    image = build_env(EnvSpec(context=str(project), base=docker_image))
    leftover = engine.create_container(docker_image, ["sleep", "60"],
                                       labels={RUN_LABEL: "earlier-run"})["Id"]
    engine.start(leftover)
    assert trail_env_cli("prune") == 0
    out = capsys.readouterr().out
    assert out.startswith("removed 1 container(s), 0 volume(s), ")
    assert f"  {image.tag}\n" in out
    assert engine.containers(all=True, filters={"label": RUN_LABEL}) == []
    assert engine.images(filters={"label": ENV_LABEL}) == []
    assert engine.images(name=docker_image)  # the base image is not trail's env image
