"""The example workflows: only inputs the action has, least permissions, and each one
runs as shipped under act."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from act_harness import docker_cli, make_repo, run_act
from conftest import ROOT
from github_fake import FakeGitHub

WORKFLOWS = sorted((ROOT / "examples" / "workflows").glob("*.yml"))
INPUTS = set(yaml.safe_load((ROOT / "action.yml").read_text())["inputs"])
OUTPUTS = set(yaml.safe_load((ROOT / "action.yml").read_text())["outputs"])
CLEANUP_INPUTS = set(yaml.safe_load((ROOT / "cleanup" / "action.yml").read_text())["inputs"])


def steps(workflow: dict):
    for job in workflow["jobs"].values():
        yield from job["steps"]


def test_the_four_modes_have_an_example():
    assert [w.name for w in WORKFLOWS] == ["flaky-sweep-sharded.yml", "flaky-sweep.yml",
                                           "issue-reproducer.yml",
                                           "minimize-failing-test.yml",
                                           "minimize-on-failure.yml",
                                           "minimize-workflow-run.yml"]


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflow_uses_known_inputs_and_least_permissions(path):
    text = path.read_text()
    assert text.startswith("# "), "each example starts with its documentation"
    workflow = yaml.safe_load(text)
    triggers = workflow[True]  # YAML 1.1 reads the key `on` as True
    assert triggers
    permissions = workflow["permissions"]
    assert permissions["contents"] == "read"
    assert {"pull-requests", "issues"} & set(permissions)
    assert all(v in ("read", "write") for v in permissions.values())
    ours = [s for s in steps(workflow) if s.get("uses", "").endswith("/trail@v1")]
    assert ours
    for step in ours:
        assert set(step.get("with", {})) <= INPUTS, step
    # Each use of the action is followed by the cleanup action, for a cancel.
    cleanup = [s for s in steps(workflow) if s.get("uses") == "your-org/trail/cleanup@v1"]
    assert len(cleanup) == len(ours) and all(s["if"] == "always()" for s in cleanup)
    for step in cleanup:
        assert set(step.get("with", {})) <= CLEANUP_INPUTS, step
    for step in steps(workflow):
        assert "github.event.issue" not in step.get("run", "")
        assert "${{" not in step.get("run", "")


def test_sweep_fans_out_a_matrix_from_the_sweep_output_then_one_summary():
    workflow = yaml.safe_load((ROOT / "examples/workflows/flaky-sweep.yml").read_text())
    jobs = workflow["jobs"]
    assert "schedule" in workflow[True]
    assert jobs["minimize"]["strategy"]["matrix"]["include"] == \
        "${{ fromJSON(needs.sweep.outputs.flaky-tests) }}"
    assert {"flaky-tests", "flaky-count"} <= OUTPUTS
    assert jobs["summary"]["needs"] == ["sweep", "minimize"]
    summary = [s for s in jobs["summary"]["steps"] if s.get("uses", "").endswith("trail@v1")]
    assert summary[0]["with"]["mode"] == "summary"


def test_the_sharded_sweep_merges_its_matrix_before_the_same_fan_out():
    workflow = yaml.safe_load((ROOT / "examples/workflows/flaky-sweep-sharded.yml").read_text())
    jobs = workflow["jobs"]
    shards = jobs["shard"]["strategy"]["matrix"]["shard"]
    ours = [s for s in jobs["shard"]["steps"] if s.get("uses", "").endswith("trail@v1")]
    assert ours[0]["with"]["shard"] == f"${{{{ matrix.shard }}}}/{len(shards)}"
    assert shards == list(range(1, len(shards) + 1))
    merge = [s for s in jobs["sweep"]["steps"] if s.get("uses", "").endswith("trail@v1")]
    assert jobs["sweep"]["needs"] == "shard" and merge[0]["with"]["shards"] == "shards"
    plain = yaml.safe_load((ROOT / "examples/workflows/flaky-sweep.yml").read_text())["jobs"]
    assert (jobs["minimize"], jobs["summary"]) == (plain["minimize"], plain["summary"])


# -- every example, as shipped, under act ------------------------------------------------
# Only `uses:` changes: it points at this checkout's action, copied into the repository
# (ACTION_DIR) beside a small project of the kind each example's comment describes.

ACTION_DIR = "trail-action-under-test"

PROJECT = {
    "pyproject.toml": '[project]\nname = "myproj"\nversion = "0"\n'
                      '[tool.setuptools]\npackages = ["myproj"]\n',
    "myproj/__init__.py": "",
    # The bug: a negative number anywhere in the configuration crashes the loader.
    "myproj/load.py": "import json, sys\n\n\ndef check(value):\n"
                      "    if isinstance(value, dict):\n"
                      "        for item in value.values():\n            check(item)\n"
                      "    elif isinstance(value, list):\n"
                      "        for item in value:\n            check(item)\n"
                      "    elif isinstance(value, int) and value < 0:\n"
                      "        raise ValueError(f'negative setting: {value}')\n\n\n"
                      "if __name__ == '__main__':\n"
                      "    with open(sys.argv[1]) as fh:\n        check(json.load(fh))\n",
    "myproj/parse.py": "import runpy, sys\n\nrunpy.run_module('myproj.load', "
                       "run_name='__main__')\n",
}

CONFIG = "".join(f'  "setting_{i}": {{"size": {i}, "name": "s{i}"}},\n' for i in range(40))
CONFIG = "{\n" + CONFIG + '  "retries": -1\n}\n'


def shipped(name: str) -> str:
    text = (ROOT / "examples" / "workflows" / name).read_text()
    assert "your-org/trail@v1" in text
    return text.replace("your-org/trail@v1", f"./{ACTION_DIR}").replace(
        "your-org/trail/cleanup@v1", f"./{ACTION_DIR}/cleanup")



def env_images() -> set[str]:
    listed = docker_cli("images", "--filter", "label=trail.env", "--format",
                        "{{.Repository}}:{{.Tag}}")
    return {line for line in listed.stdout.decode().split() if line.startswith("trail-env-repo")}


def _acted(result, *succeeded: str) -> str:
    """act's log, once some job succeeded and each job named in `succeeded` did (else
    that job's own lines, which a workflow of parallel jobs interleaves)."""
    log = result.stdout + result.stderr
    assert "Job succeeded" in log or "Success - Main" in log, log[-6000:]
    for job in succeeded:
        lines = [line for line in log.splitlines()
                 if re.match(rf"\[[^]/]+/{re.escape(job)} *\]", line)]
        assert any("Job succeeded" in line for line in lines), "\n".join(lines)[-6000:]
    return log


@pytest.mark.docker
def test_minimize_on_failure_as_shipped(act_images, tmp_path):
    before = env_images()
    repo = make_repo(tmp_path, {"ci.yml": shipped("minimize-on-failure.yml")}, {},
                     copy=("examples/select-crash",), action_dir=ACTION_DIR)
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    with FakeGitHub("octo/proj") as fake:
        log = _acted(run_act(repo, "pull_request", payload, fake, "ci.yml"))
    assert "Failure - Main Print the search page" in log
    assert "Success - Main Minimize the failing input" in log, log[-6000:]
    body = fake.comments[7][0]["body"]
    assert re.search(r"\n```html\n[^`]*<SELECT[^`]*\n```\n", body, re.I), body
    assert "| verification | 10 of 10 failed |" in body
    assert env_images() == before  # the image the run built is gone
    reproduce_from_the_artifact(repo, tmp_path / "download", before)


def reproduce_from_the_artifact(repo, download, before: set[str]) -> None:
    """The comment's one-liner on a maintainer's machine: the artifact downloaded beside
    a clone, the environment image gone; reproduce.sh builds it again (once) and exits 1."""
    shutil.copytree(repo / ".artifacts" / "trail-test", download / "trail-repro")
    try:
        first = subprocess.run(["sh", "trail-repro/reproduce.sh"], cwd=download,
                               capture_output=True, text=True, timeout=900)
        rebuilt = env_images() - before
        assert (first.returncode, len(rebuilt)) == (1, 1), first.stderr[-3000:]
        found, building = first.stderr.splitlines()[:2]
        assert found.startswith(f"reproduce.sh: the project: {repo} (a clone beside "
                                "this script or the current folder"), found
        assert building.startswith(f"reproduce.sh: image {rebuilt.pop()} is missing: "
                                   "building it from commit "), building
        again = subprocess.run(["sh", "trail-repro/reproduce.sh"], cwd=download,
                               capture_output=True, text=True, timeout=300)
        assert again.returncode == 1 and "is missing" not in again.stderr
    finally:
        for image in env_images() - before:  # only what reproduce.sh built
            docker_cli("image", "rm", image)


@pytest.mark.docker
def test_issue_reproducer_as_shipped(act_images, tmp_path):
    trail_yml = ("oracle: python3 -m myproj.parse {}\nsetup: pip install -e .\nverify: 10\n"
                 "input-name: config.json\n")
    repo = make_repo(tmp_path, {"issues.yml": shipped("issue-reproducer.yml")},
                     {**PROJECT, ".trail.yml": trail_yml}, action_dir=ACTION_DIR)
    payload = json.loads((ROOT / "tests/data/github_events/issues_labeled.json").read_text())
    payload["issue"]["body"] = f"Loading this crashes:\n\n```json\n{CONFIG}```\n"
    with FakeGitHub("octo/proj") as fake:
        log = _acted(run_act(repo, "issues", payload, fake, "issues.yml"))
    body = fake.comments[12][0]["body"]
    assert "`config.json` minimized" in body, log[-6000:]
    assert re.search(r"```json\n[^`]*-1[^`]*```", body)
    assert len(re.search(r"```json\n([^`]*)```", body).group(1)) < 40
    assert "| verification | 10 of 10 failed |" in body


@pytest.mark.docker
def test_minimize_workflow_run_as_shipped(act_images, tmp_path):
    repo = make_repo(tmp_path, {"minimize.yml": shipped("minimize-workflow-run.yml")},
                     {**PROJECT, ".artifacts/failing-input/input.json": CONFIG},
                     action_dir=ACTION_DIR)
    payload = json.loads((ROOT / "tests/data/github_events/workflow_run.json").read_text())
    payload["workflow_run"]["head_repository"] = {"full_name": "octo/proj"}
    with FakeGitHub("octo/proj") as fake:
        log = _acted(run_act(repo, "workflow_run", payload, fake, "minimize.yml"))
    body = fake.comments[7][0]["body"]
    assert "`input.json` minimized" in body, log[-6000:]
    assert re.search(r"```json\n[^`]*-1[^`]*```", body)


FLAKY_TESTS = """\
STATE = []


def test_a_leaves_state_behind():
    STATE.append(1)


def test_b_needs_a_clean_state():
    assert not STATE


def test_c_is_fine():
    pass
"""


def _scheduled_sweep(tmp_path: Path, workflow: str, *jobs: str,
                     fresh: bool = False) -> tuple[Path, FakeGitHub, str]:
    """A shipped sweep workflow run by act on its schedule over FLAKY_TESTS, each of
    `jobs` required to succeed: the repository, the fake GitHub and act's log. `fresh`:
    its jobs share an empty tool cache (in the workspace, which act binds into each)."""
    repo = make_repo(tmp_path, {"sweep.yml": shipped(workflow)},
                     {**PROJECT, "tests/test_state.py": FLAKY_TESTS}, action_dir=ACTION_DIR)
    payload = json.loads((ROOT / "tests/data/github_events/schedule.json").read_text())
    with FakeGitHub("octo/proj") as fake:
        log = _acted(run_act(repo, "schedule", payload, fake, "sweep.yml",
                             tool_cache=repo / ".tool-cache" if fresh else None), *jobs)
    return repo, fake, log


@pytest.mark.docker
def test_flaky_sweep_as_shipped(act_images, tmp_path):
    _, fake, log = _scheduled_sweep(tmp_path, "flaky-sweep.yml")
    assert "pytest: not found" not in log
    ours = [i for i in fake.issues if i["labels"] == [{"name": "flaky-tests"}]]
    assert len(ours) == 1, log[-6000:]
    body = ours[0]["body"]
    assert "`tests/test_state.py::test_b_needs_a_clean_state` | order-dependent" in body
    assert "`tests/test_state.py::test_a_leaves_state_behind`" in body
    # The minimize job searched the order the sweep saw fail: its row says what it kept.
    row = next(line for line in body.splitlines() if "test_b_needs_a_clean_state` |" in line)
    assert re.search(r"\| 1 of \d+ kept, \d+ of \d+ failed \(artifact `trail-minimize", row), row


@pytest.mark.docker
def test_flaky_sweep_sharded_as_shipped(act_images, tmp_path):
    repo, fake, log = _scheduled_sweep(tmp_path, "flaky-sweep-sharded.yml",
                                       "shard-1", "shard-2", "shard-3", "sweep", fresh=True)
    # The shards, started together on one empty tool cache, share one venv: the first
    # makes it, the others wait for it and reuse it, as do the later jobs.
    assert log.count("trail: installed in") == 1, log[-6000:]
    assert log.count("trail: reusing ") >= 3
    for k in (1, 2, 3):
        shard = json.loads((repo / f".artifacts/trail-shard-{k}/sweep-shard.json").read_text())
        assert (shard["shard"], shard["run_range"]) == (f"{k}/3", [10 * (k - 1), 10 * k])
    merged = json.loads((repo / ".artifacts/trail-sweep/sweep.json").read_text())
    assert (merged["shards"], merged["completed_runs"], merged["runs"]) == (3, 30, 30)
    ours = [i for i in fake.issues if i["labels"] == [{"name": "flaky-tests"}]]
    assert len(ours) == 1, log[-6000:]
    body = ours[0]["body"]
    assert "Found by the scheduled sweep (30 runs in 3 jobs)" in body
    assert "`tests/test_state.py::test_b_needs_a_clean_state` | order-dependent" in body
    assert "`tests/test_state.py::test_a_leaves_state_behind`" in body
    row = next(line for line in body.splitlines() if "test_b_needs_a_clean_state` |" in line)
    assert re.search(r"\| 1 of \d+ kept, \d+ of \d+ failed \(artifact `trail-minimize", row), row


SETTINGS_TEST = """\
import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


def load(settings):
    for key, value in settings.items():
        if not isinstance(value, str):
            raise TypeError(f"setting {key} must be a string")
    return settings


def unused_helper():
    return 42


@pytest.fixture
def settings():
    return json.loads((DATA / "settings.json").read_text())


def test_loads(settings):
    assert load(settings)


def test_other():
    assert unused_helper() == 42
"""


@pytest.mark.docker
def test_minimize_failing_test_as_shipped(act_images, tmp_path):
    settings = {f"key{i}": f"value {i}" for i in range(300)}
    settings["key217"] = 217
    repo = make_repo(tmp_path, {"ci.yml": shipped("minimize-failing-test.yml")},
                     {"tests/test_settings.py": SETTINGS_TEST,
                      "tests/data/settings.json": json.dumps(settings, indent=1) + "\n"},
                     action_dir=ACTION_DIR)
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    with FakeGitHub("octo/proj") as fake:
        log = _acted(run_act(repo, "pull_request", payload, fake, "ci.yml"))
    assert "Failure - Main Test the settings loader" in log
    assert "Success - Main Minimize what the failing test reads" in log, log[-6000:]
    artifact = repo / ".artifacts" / "trail-test"
    assert json.loads((artifact / "tests/data/settings.json").read_text()) == {"key217": 0}
    test_file = (artifact / "tests/test_settings.py").read_text()
    assert "def test_loads" in test_file and "test_other" not in test_file
    body = fake.comments[7][0]["body"]
    assert "key217" in body, body
