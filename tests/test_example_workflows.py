"""The example workflows use only inputs the action has, and name their permissions."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / "examples" / "workflows").glob("*.yml"))
INPUTS = set(yaml.safe_load((ROOT / "action.yml").read_text())["inputs"])
OUTPUTS = set(yaml.safe_load((ROOT / "action.yml").read_text())["outputs"])


def steps(workflow: dict):
    for job in workflow["jobs"].values():
        yield from job["steps"]


def test_the_four_modes_have_an_example():
    assert [w.name for w in WORKFLOWS] == ["flaky-sweep.yml", "issue-reproducer.yml",
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
