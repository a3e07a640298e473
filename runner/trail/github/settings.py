"""The action's settings: its inputs, the workflow run, and the repository's .trail.yml.

The composite step passes each input as INPUT_<NAME>; GitHub's own convention for
container actions (INPUT_<NAME-WITH-HYPHENS>) is accepted too.
"""

from __future__ import annotations

import enum
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path

import yaml

from trail.github.client import DEFAULT_API_URL
from trail.redact import values_of

MODES = ("minimize", "sweep", "issue", "summary")
# Where oracles run: auto is ns where the runner can make namespaces, else docker.
SANDBOXES = ("auto", "ns", "docker", "local")


class Problem(enum.Enum):
    """Whose fix an error needs: an issue's author is told only what is theirs to check."""

    CONFIGURATION = "configuration"    # the workflow's inputs, .trail.yml, `setup`
    INPUT = "input"                    # the issue's input: missing, unreadable, too big
    NOT_REPRODUCED = "not reproduced"  # the configured test did not fail on the input
    CANCELLED = "cancelled"            # the job was cancelled before there was a result


class ActionError(Exception):
    """A one-line reason the action cannot do its job, saying what to change."""

    def __init__(self, message: str, problem: Problem = Problem.CONFIGURATION) -> None:
        super().__init__(message)
        self.problem = problem


def input_value(environ: Mapping[str, str], name: str, default: str = "") -> str:
    # Our composite step sets INPUT_NAME_WITH_UNDERSCORES; GitHub's own convention
    # for container actions keeps the hyphens. Accept both.
    for key in (f"INPUT_{name.upper().replace('-', '_')}", f"INPUT_{name.upper()}"):
        if environ.get(key, "").strip():
            return environ[key].strip()
    return default


def names_input(environ: Mapping[str, str], name: str) -> tuple[str, ...]:
    """An input that lists variable names, comma or space separated."""
    return tuple(input_value(environ, name).replace(",", " ").split())


def secret_names(environ: Mapping[str, str]) -> tuple[str, ...]:
    """The `secret-names` input: more variables whose values are redacted."""
    return names_input(environ, "secret-names")


def secret_values(environ: Mapping[str, str]) -> list[str]:
    """The values of the `secrets` input (`${{ toJSON(secrets) }}`)."""
    text = input_value(environ, "secrets")
    if not text:
        return []
    try:
        return values_of(json.loads(text))
    except ValueError:
        raise ActionError("the `secrets` input must be JSON: give it "
                          "`${{ toJSON(secrets) }}`") from None


@dataclass(frozen=True)
class ActionInputs:
    """The action's inputs (see action.yml for what each one means)."""

    mode: str
    input: str = ""
    oracle: str = ""
    format: str = ""
    timeout: str = ""
    verify: str = ""
    emit_test: str = ""  # pytest, shell or none
    test_dir: str = ""   # where emit-test writes the test, relative to the workspace
    flaky: bool = False
    sandbox: str = "auto"
    image: str = ""
    setup: str = ""
    env_base: str = "python:3.12-slim"
    keep_image: bool = False
    victim: str = ""
    tests_order: str = ""  # with victim: test ids one a line, the order to search
    suite: str = ""
    command: str = ""
    runs: str = "20"
    shard: str = ""   # sweep: K/N, this job's part of the runs
    seed: str = ""    # sweep: the first order's seed (with shard: the run id by default)
    shards: str = ""  # sweep: a folder of shard reports to merge instead of running
    config: str = ".trail.yml"
    comment: bool = True
    token: str = ""
    api_url: str = DEFAULT_API_URL
    issue_number: str = ""
    artifact_name: str = "trail"
    out: str = ""
    sweep_report: str = ""
    reports: str = ""
    label: str = "flaky-tests"
    secret_names: tuple[str, ...] = ()
    pass_env: tuple[str, ...] = ()  # the step's variables the oracle gets, in any sandbox

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> ActionInputs:
        def get(name: str) -> str:
            return input_value(environ, name, getattr(cls, name.replace("-", "_")))

        inputs = cls(
            mode=input_value(environ, "mode", "minimize"),
            **{name.replace("-", "_"): get(name) for name in (
                "input", "oracle", "format", "timeout", "verify", "emit-test", "test-dir",
                "sandbox", "image", "setup", "env-base", "victim", "tests-order", "suite",
                "command", "runs", "shard", "seed", "shards", "config", "api-url",
                "issue-number", "artifact-name", "out", "sweep-report", "reports", "label")},
            flaky=_flag(input_value(environ, "flaky", "false"), "flaky"),
            comment=_flag(input_value(environ, "comment", "true"), "comment"),
            keep_image=_flag(input_value(environ, "keep-image", "false"), "keep-image"),
            token=input_value(environ, "github-token"),
            secret_names=secret_names(environ),
            pass_env=names_input(environ, "pass-env"),
        )
        if inputs.mode not in MODES:
            raise ActionError(f"unknown mode {inputs.mode!r}: use one of {', '.join(MODES)}")
        if inputs.emit_test not in ("", "pytest", "shell"):
            raise ActionError(f"unknown emit-test {inputs.emit_test!r}: use pytest or shell")
        if inputs.test_dir and (os.path.isabs(inputs.test_dir)
                                or ".." in inputs.test_dir.split("/")):
            raise ActionError(f"test-dir {inputs.test_dir!r} must be a folder inside the "
                              "workspace, relative to it (e.g. tests)")
        if inputs.sandbox not in SANDBOXES:
            raise ActionError(f"unknown sandbox {inputs.sandbox!r}: use "
                              f"{', '.join(SANDBOXES[:-1])} or {SANDBOXES[-1]}")
        missing = [name for name in inputs.pass_env if name not in environ]
        if missing:
            raise ActionError(f"pass-env names {missing[0]}, which the step's environment "
                              "does not set: set it in the step's `env:`")
        if inputs.issue_number and not inputs.issue_number.isdigit():
            raise ActionError(f"issue-number must be a number, not {inputs.issue_number!r}")
        return inputs

    @property
    def key(self) -> str:
        """What this run minimizes, for the comment's marker: one comment per key."""
        if self.victim:
            return self.victim
        return "issue" if self.mode == "issue" else self.input or self.command or self.mode


def _flag(value: str, name: str) -> bool:
    lowered = value.lower()
    if lowered not in ("true", "false"):
        raise ActionError(f"input {name} must be true or false, not {value!r}")
    return lowered == "true"


@dataclass(frozen=True)
class RunContext:
    """The workflow run, from the GITHUB_* variables and the composite step's state folder."""

    repository: str
    server_url: str
    run_id: str
    job: str
    workspace: Path
    state: Path

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> RunContext:
        workspace = Path(environ.get("GITHUB_WORKSPACE") or os.getcwd())
        return cls(
            repository=environ.get("GITHUB_REPOSITORY", ""),
            server_url=environ.get("GITHUB_SERVER_URL", "https://github.com").rstrip("/"),
            run_id=environ.get("GITHUB_RUN_ID", "0"),
            job=environ.get("GITHUB_JOB", "job"),
            workspace=workspace,
            state=Path(environ.get("TRAIL_ACTION_STATE") or workspace / ".trail-action"),
        )

    @property
    def run_url(self) -> str:
        return f"{self.server_url}/{self.repository}/actions/runs/{self.run_id}"

    def relative(self, path: Path) -> str:
        """A path as later steps see it: relative to the workspace when inside it."""
        try:
            return str(path.resolve().relative_to(self.workspace.resolve()))
        except ValueError:
            return str(path)



@dataclass(frozen=True)
class TrailConfig:
    """The repository's .trail.yml: how to test an input that arrives with an issue.

    Its keys are the field names, with hyphens; the fields say which keys there are
    and how each value is read (a bool default: true or false, else text)."""

    oracle: str
    format: str = ""
    timeout: str = ""
    verify: str = ""
    flaky: bool = False
    image: str = ""
    setup: str = ""
    input_name: str = ""

    @classmethod
    def load(cls, path: Path) -> TrailConfig:
        if not path.is_file():
            raise ActionError(f"{path.name} not found: the issue mode takes the oracle "
                              f"from the repository's {path.name} (key `oracle`)")
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
            said = getattr(exc, "problem", None) or "cannot be read"
            raise ActionError(f"{path.name} is not valid YAML{where} ({said}): fix it, "
                              "e.g. quote a value that has `: ` or starts with { [ * & !") from exc
        except UnicodeDecodeError as exc:
            raise ActionError(f"{path.name} is not UTF-8 text ({exc.reason} at byte "
                              f"{exc.start}): save it as UTF-8") from exc
        if not isinstance(data, dict) or not isinstance(data.get("oracle"), str):
            raise ActionError(f"{path.name} must be a mapping with `oracle: COMMAND {{}}`")
        known = {field.name.replace("_", "-"): field for field in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise ActionError(f"{path.name}: unknown key {unknown[0]!r} "
                              f"(known: {', '.join(sorted(known))})")
        return cls(**{field.name: bool(data[key]) if isinstance(field.default, bool)
                      else str(data[key]) for key, field in known.items() if key in data})


def issue_inputs(inputs: ActionInputs, config: TrailConfig) -> ActionInputs:
    """The inputs for an issue's run: the action's own where given, else .trail.yml's."""
    if inputs.sandbox == "local":
        raise ActionError("the issue mode runs untrusted input: it needs fresh isolation "
                          "per test (sandbox auto, ns or docker), not sandbox local")
    return replace(inputs, timeout=inputs.timeout or config.timeout,
                   verify=inputs.verify or config.verify, flaky=inputs.flaky or config.flaky,
                   image=inputs.image or config.image, setup=inputs.setup or config.setup)
