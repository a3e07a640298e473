"""action.yml against the rules of GitHub's action metadata syntax (composite actions)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
ACTION = yaml.safe_load((ROOT / "action.yml").read_text())
STEPS = ACTION["runs"]["steps"]
INPUT_ID = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")
REQUIRED_INPUTS = {"mode", "input", "oracle", "format", "timeout", "verify", "flaky", "image",
                   "setup", "comment", "github-token", "api-url"}
REQUIRED_OUTPUTS = {"minimized-path", "report-path", "reduction-ratio", "tests-run",
                    "verified"}


def test_required_top_level_keys_and_no_unknown_ones():
    assert {"name", "description", "runs"} <= set(ACTION)
    assert set(ACTION) <= {"name", "author", "description", "inputs", "outputs", "runs",
                           "branding"}
    assert isinstance(ACTION["name"], str) and isinstance(ACTION["description"], str)


def test_inputs_have_valid_ids_descriptions_and_string_defaults():
    inputs = ACTION["inputs"]
    assert REQUIRED_INPUTS <= set(inputs)
    for name, spec in inputs.items():
        assert INPUT_ID.match(name), name
        assert set(spec) <= {"description", "required", "default", "deprecationMessage"}, name
        assert isinstance(spec["description"], str), name
        assert isinstance(spec.get("default", ""), str), name  # YAML 'true' must be quoted
    assert inputs["comment"]["default"] == "true"
    assert inputs["github-token"]["default"] == "${{ github.token }}"
    assert inputs["api-url"]["default"] == "${{ github.api_url }}"


def test_composite_outputs_are_declared_with_value():
    outputs = ACTION["outputs"]
    assert REQUIRED_OUTPUTS <= set(outputs)
    step_ids = {step.get("id") for step in STEPS}
    for name, spec in outputs.items():
        assert set(spec) == {"description", "value"}, name
        step = re.fullmatch(r"\$\{\{ steps\.([a-z-]+)\.outputs\.[a-z-]+ \}\}", spec["value"])
        assert step and step.group(1) in step_ids, name


def test_runs_is_composite_and_every_run_step_has_a_shell():
    assert ACTION["runs"]["using"] == "composite"
    assert set(ACTION["runs"]) == {"using", "steps"}
    for step in STEPS:
        assert ("run" in step) != ("uses" in step), step
        if "run" in step:
            assert step["shell"] == "bash", step
            assert "$GITHUB_ACTION_PATH" in step["run"]
        assert set(step) <= {"id", "name", "if", "run", "shell", "uses", "with", "env",
                             "working-directory", "continue-on-error"}, step


def test_no_expression_is_interpolated_into_a_script():
    # Inputs reach scripts only through env: a value can never become shell code.
    for step in STEPS:
        assert "${{" not in step.get("run", ""), step["id"]


def test_every_input_reaches_the_runner_and_scripts_exist():
    run_env = next(step for step in STEPS if step["id"] == "run")["env"]
    passed = {name for name, value in run_env.items()
              if re.fullmatch(r"\$\{\{ inputs\.[a-z-]+ \}\}", str(value))}
    names = {re.search(r"inputs\.([a-z-]+)", str(run_env[n])).group(1) for n in passed}
    assert names == set(ACTION["inputs"]) - {"artifact-name"}
    for name in passed:
        expected = "INPUT_" + re.search(r"inputs\.([a-z-]+)", run_env[name]).group(1) \
            .upper().replace("-", "_")
        assert name == expected
    for script in re.findall(r"\$GITHUB_ACTION_PATH/([\w/.-]+)",
                             " ".join(s.get("run", "") for s in STEPS)):
        assert (ROOT / script).is_file(), script


def test_the_artifact_is_uploaded_with_upload_artifact_v4_under_the_jobs_name():
    upload = next(step for step in STEPS if step.get("uses", "").startswith("actions/upload"))
    assert upload["uses"] == "actions/upload-artifact@v4"
    assert upload["with"]["name"] == "${{ steps.prepare.outputs.artifact-name }}"
    assert upload["if"].startswith("always()")


def test_the_run_step_is_trail_itself_so_that_a_cancel_reaches_it():
    # The runner sends SIGINT, then SIGTERM, to the step's entry process only: a shell
    # waiting for a child would keep them, and the reduction would die without a result.
    run = next(step for step in STEPS if step["id"] == "run")
    assert run["run"] == 'exec bash "$GITHUB_ACTION_PATH/action/run-phase.sh" run'
    script = (ROOT / "action" / "run-phase.sh").read_text()
    assert 'exec "$TRAIL_PYTHON" -m trail action "$1"' in script


def test_the_cleanup_action_runs_the_last_steps_only_where_state_is_left():
    cleanup = yaml.safe_load((ROOT / "cleanup" / "action.yml").read_text())
    steps = cleanup["runs"]["steps"]
    assert all(step["if"].startswith("always()") for step in steps)
    assert all(step["if"] == "always() && steps.find.outputs.state != ''" for step in steps[1:])
    for step in steps:
        assert "${{" not in step.get("run", "")
        for script in re.findall(r'"\$GITHUB_ACTION_PATH/\.\./(action/[a-z-]+\.sh)"',
                                 step.get("run", "")):
            assert (ROOT / script).is_file(), script
