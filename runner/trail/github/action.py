"""What the action does on the job: `trail action run`, then `trail action publish`.

`run` does the mode's job by calling trail itself (`python -m trail ...`, so the action
works with whatever the core CLI does), redacts secrets from the output folder before
it is uploaded, and writes the step outputs. Between the two, action.yml uploads the
artifact; `publish` then writes the job summary and posts or updates the comment (or
the sweep's summary issue) with a link to that artifact.

A cancelled job loses nothing: GitHub sends the step SIGINT, then SIGTERM 7.5 s later
and SIGKILL 2.5 s after that. `run` hands each signal on to the trail job it runs,
which stops, writes its best result so far and exits; `run` records that result as
usual, and the upload and publish steps (`if: always()`) post it, marked cancelled.
Should `run` be killed outright, its trail child gets SIGTERM from the kernel
(PR_SET_PDEATHSIG), so no reduction goes on with nobody watching. What it starts, and
with which environment, is launch.py's; the secrets, secrets.py's.

The composite step hands over its state through a folder in the workspace
($TRAIL_ACTION_STATE): the event payload, the outputs and summary to copy into
$GITHUB_OUTPUT / $GITHUB_STEP_SUMMARY, and the run's record (action.json).
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import time
import traceback
import uuid
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from trail.github import comment, sweep_issue
from trail.github.client import GitHubClient
from trail.github.events import Target, load_payload, target_from_payload
from trail.github.issue_input import IssueInputError, find_input, write_input
from trail.github.job_container import container_in
from trail.github.launch import CANCELLATION, Launcher, TrailRun, log
from trail.github.sandbox_choice import (
    SandboxChoice,
    as_root,
    give_back,
    sandbox_args,
    sandbox_line,
    wait_for_sandbox_step,
)
from trail.github.secrets import JobSecrets, child_environment, describe_image_oracle
from trail.github.settings import (
    ActionError,
    ActionInputs,
    Problem,
    RunContext,
    TrailConfig,
    issue_inputs,
)
from trail.mdsafe import code, fenced
from trail.redact import Redactor, looks_secret

RECORD = "action.json"
PID_FILE = "run.pid"  # the run step's process while it runs: stop.sh signals it
# Where the job's steps run, written by prepare.sh: the PID namespace (where that pid
# means that process) and the job container's id (else the machine's host name).
PLACE_FILE = "run.pidns"
# Labels of an environment image the action removes at the end (see prepare.sh).
RUN_IMAGE_LABEL = "trail.action.run"
CREATED_IMAGE_LABEL = "trail.action.created"


# -- writing what GitHub reads -------------------------------------------------


def append_outputs(path: Path, outputs: Mapping[str, str]) -> None:
    """Append step outputs in the multi-line-safe `name<<DELIMITER` form."""
    with path.open("a", encoding="utf-8") as stream:
        for name, value in outputs.items():
            delimiter = f"ghadelimiter_{uuid.uuid4()}"
            stream.write(f"{name}<<{delimiter}\n{value}\n{delimiter}\n")


def redact_folder(folder: Path, redactor: Redactor, ctx: RunContext) -> None:
    """Mask secret values in every file that is about to be uploaded; in a JSON file,
    the values, not the keys its readers look for (Redactor.json)."""
    if not redactor or not folder.is_dir():
        return
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        data = path.read_bytes()
        masked = redactor.data(data)
        if masked != data and path.suffix == ".json":
            try:
                parsed = json.loads(data)
            except ValueError:
                pass
            else:
                kept = redactor.json(parsed)
                if kept == parsed:  # only keys held a run of a secret
                    continue
                masked = (json.dumps(kept, indent=2) + "\n").encode()
        if masked != data:
            path.write_bytes(masked)
            log(f"redacted secret values from {ctx.relative(path)}")


# -- the modes ---------------------------------------------------------------------


def _common_delta_args(inputs: ActionInputs, out: Path) -> list[str]:
    """Options `trail delta` and `trail delta tests` share."""
    args = ["--verify", inputs.verify] if inputs.verify else []
    if inputs.flaky:
        # A flaky failure need not fail every rerun: the report gives the rate.
        args += ["--flaky", "--allow-flaky"]
    return args + ["--out", str(out), "--json"]


def _emit_test_args(inputs: ActionInputs, ctx: RunContext) -> list[str]:
    """`emit-test` and `test-dir` as trail delta's (and auto's) options."""
    if not inputs.emit_test:
        return []
    return ["--emit-test", inputs.emit_test,
            *(["--test-dir", str(ctx.workspace / inputs.test_dir)] if inputs.test_dir else [])]


def environment_image(inputs: ActionInputs, launch: Launcher, out: Path) -> str | None:
    """The image oracles run in: the `image` input, else one built from `setup`.

    `trail env build` tags by content hash and prints the tag, so an unchanged
    environment is reused. An image this run built is listed in the state folder for
    finish.sh to remove, unless `keep-image` keeps it for the next run on this runner.
    """
    ctx = launch.ctx
    if inputs.sandbox == "local":
        return None
    if inputs.image:
        return inputs.image
    # An image to remove at the end carries the run and its creation time, so that
    # prepare.sh removes it on a later run should this one be killed before finish.sh.
    labels = [] if inputs.keep_image else [
        "--label", f"{RUN_IMAGE_LABEL}={ctx.state.name}",
        "--label", f"{CREATED_IMAGE_LABEL}={int(time.time())}"]
    args = ["env", "build", "--base", inputs.env_base, "--exclude", ctx.relative(out),
            *labels, *(["--setup", inputs.setup] if inputs.setup.strip() else []),
            str(ctx.workspace)]
    run = launch.trail(args)
    CANCELLATION.check("while the environment image was built")
    lines = run.stdout.split()
    if run.status != 0 or not lines:
        raise ActionError(f"cannot build the environment image: {run.last_error}")
    tag = lines[-1]
    # Ours to remove unless kept, also when reused: an image of the same content that
    # is there already is one a killed run left (a kept one is reused and kept).
    if not inputs.keep_image:
        (ctx.state / "built-image").write_text(tag + "\n", encoding="utf-8")
    return tag


def sandbox_choice(launch: Launcher) -> SandboxChoice | None:
    """What action/sandbox.sh found, once it ended (prepare.sh started it, so that
    bubblewrap's install goes on while trail installs and the image builds); what it
    said goes into the log."""
    choice, said = wait_for_sandbox_step(
        launch.ctx.state, lambda: CANCELLATION.check("while bubblewrap was installed"))
    for line in said.splitlines():
        log(line)
    return choice


def _report_from(run: TrailRun) -> dict[str, Any]:
    try:
        report = json.loads(run.stdout)
    except ValueError:
        report = None
    if not isinstance(report, dict) or report.get("schema") != "trail-delta-report":
        CANCELLATION.check("before trail had a result")
        raise ActionError(run.last_error or f"trail exited with status {run.status} "
                                            "and wrote no report", Problem.NOT_REPRODUCED)
    return report


def minimize(inputs: ActionInputs, launch: Launcher, out: Path, input_path: str,
             oracle: str, fmt: str) -> tuple[dict[str, Any], int]:
    """`trail delta` on an input file, `trail delta tests` for a victim test, or
    `trail delta auto` for a failing command given alone."""
    ctx = launch.ctx
    image, choice = None, None
    if inputs.victim:
        # The suite runs in the job's own environment, set up by `setup`.
        if not inputs.suite:
            raise ActionError("minimizing a victim test needs `suite` (the test command)")
        launch.setup(inputs.setup)
        order = []
        if inputs.tests_order.strip():  # the order a sweep saw fail, polluters first
            listed = ctx.state / "tests-order.txt"
            listed.write_text(inputs.tests_order.strip() + "\n", encoding="utf-8")
            order = ["--tests-from", str(listed)]
        args = ["delta", "tests", "--victim", inputs.victim, *order,
                *_common_delta_args(inputs, out), "--", *shlex.split(inputs.suite)]
    elif inputs.command and not (input_path or oracle):
        # The failing step's command alone: trail finds the files it reads (delta auto).
        if inputs.emit_test == "shell":
            raise ActionError("emit-test shell needs `input` and `oracle`: for a `command` "
                              "alone the test is the failing command, in pytest")
        launch.setup(inputs.setup)
        args = ["delta", "auto", *(["--timeout", inputs.timeout] if inputs.timeout else []),
                *_emit_test_args(inputs, ctx), *_common_delta_args(inputs, out), "--",
                *shlex.split(inputs.command)]
    else:
        if not oracle:
            raise ActionError("the minimize mode needs `oracle`: a command with {} "
                              "for the input's path (or only `command`: the failing "
                              "command, to minimize the files it reads)")
        if not input_path:
            raise ActionError("the minimize mode needs `input`: the failing input's path")
        if not (ctx.workspace / input_path).exists():
            raise ActionError(f"input {input_path} not found in the workspace: give its "
                              "path relative to the repository root")
        image = environment_image(inputs, launch, out)
        if image is None:
            launch.setup(inputs.setup)
        else:
            choice = sandbox_choice(launch)
            log(describe_image_oracle(inputs.sandbox, inputs.pass_env))
        if inputs.sandbox == "ns" and choice is not None and not choice.ns:
            log(f"::warning::sandbox ns asked for, and {choice.reason}: trail will say "
                "what it lacks (sandbox auto would run the oracles in docker)")
        args = ["delta", "--oracle", oracle, *(["--format", fmt] if fmt else []),
                *(["--timeout", inputs.timeout] if inputs.timeout else []),
                # This run's image goes at its end, with its files: unpacked into memory.
                *(sandbox_args(inputs.sandbox, image, choice,
                               in_memory=not (inputs.keep_image or inputs.image))
                  if image else []),
                *(word for name in inputs.pass_env for word in ("--oracle-env", name)),
                *_emit_test_args(inputs, ctx), *_common_delta_args(inputs, out), input_path]
    try:
        run = launch.trail(args, tuple(as_root(choice, launch.children.env)))
    finally:
        chown = give_back(choice, out)  # what trail wrote as root, for the next steps
        if chown is not None and subprocess.run(
                chown, env=launch.children.env, check=False).returncode != 0:
            log(f"::warning::could not give {ctx.relative(out)} back to the job's user "
                "(sudo chown failed): later steps may not change its files")
    report = _report_from(run)
    if image is not None:
        log(sandbox_line(inputs.sandbox, report))
    return report, run.status


def report_outputs(report: dict[str, Any], out: Path, ctx: RunContext) -> dict[str, str]:
    return {
        "minimized-path": ctx.relative(out / report["files"]["minimized"]),
        "report-path": ctx.relative(out / "report.json"),
        "reduction-ratio": f"{report['reduction_ratio']:.4f}",
        "tests-run": str(report["tests"]["run"]),
        "verified": "true" if report["verification"]["verified"] else "false",
    }


def run(environ: Mapping[str, str]) -> int:
    """The mode's job; returns trail's exit status (2 for an error of the action)."""
    ctx = RunContext.from_environ(environ)
    ctx.state.mkdir(parents=True, exist_ok=True)
    pid_file = ctx.state / PID_FILE
    pid_file.write_text(f"{os.getpid()}\n", encoding="utf-8")
    try:
        return _run(environ, ctx)
    finally:
        pid_file.unlink(missing_ok=True)


def _run(environ: Mapping[str, str], ctx: RunContext) -> int:
    record: dict[str, Any] = {}
    redactor = Redactor(())
    try:
        secrets = JobSecrets.read(environ)
        redactor = secrets.redactor
        _save_inputs(environ, ctx, redactor)
        inputs = ActionInputs.from_environ(environ)
        out = ctx.workspace / (inputs.out or f"trail-out/{inputs.artifact_name}")
        record = {"mode": inputs.mode, "key": inputs.key,
                  "victim": inputs.victim or None, "artifact": inputs.artifact_name,
                  "out": ctx.relative(out)}
        launch = Launcher(ctx, secrets, child_environment(environ, secrets, inputs.pass_env))
        place = ctx.state / PLACE_FILE
        container = container_in(place.read_text(encoding="utf-8")) if place.is_file() else None
        with CANCELLATION.installed(container):
            status, outputs = _run_mode(inputs, launch, out, record)
    except (ActionError, IssueInputError) as exc:
        problem = exc.problem if isinstance(exc, ActionError) else Problem.INPUT
        return _failed(ctx, record, redactor.text(str(exc)), problem)
    except Exception as exc:  # a bug: still one line, a record, and a reply
        traceback.print_exc()
        said = redactor.text(" ".join(f"{type(exc).__name__}: {exc}".split()))
        return _failed(ctx, record, f"the action failed unexpectedly ({said}): please "
                       "report it to trail's maintainers with this log", Problem.CONFIGURATION)
    append_outputs(ctx.state / "output", {k: redactor.text(v) for k, v in outputs.items()})
    record["status"] = status
    _write_record(ctx, record)
    redact_folder(out, redactor, ctx)
    return status


INPUTS_FILE = "inputs.json"  # the run step's inputs, for a publish by the cleanup action


def _save_inputs(environ: Mapping[str, str], ctx: RunContext, redactor: Redactor) -> None:
    """Keep the inputs (not the token nor the secrets) for the cleanup action, whose
    publish step has only its own few inputs (cleanup/action.yml)."""
    kept = {name: redactor.text(value) for name, value in environ.items()
            if name.startswith("INPUT_") and name != "INPUT_SECRET_NAMES"
            and not looks_secret(name)}
    (ctx.state / INPUTS_FILE).write_text(json.dumps(kept, sort_keys=True), encoding="utf-8")


def with_saved_inputs(environ: Mapping[str, str]) -> dict[str, str]:
    """`environ` over the inputs the run step saved: what the environment sets wins."""
    path = RunContext.from_environ(environ).state / INPUTS_FILE
    saved = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return {**saved, **{name: value for name, value in environ.items() if value.strip()}}


# In the issue mode the job's work is the reply: an input without a failure, or no
# input, is answered and the job succeeds (a warning says why); anything else fails it.
_AUTHORS_PROBLEMS = (Problem.INPUT, Problem.NOT_REPRODUCED)


def _failed(ctx: RunContext, record: dict[str, Any], message: str, problem: Problem) -> int:
    """Record an error for publish (the summary, the reply) and say it in one line: the
    run step's status is 0 when the issue's author has the fix, 2 otherwise."""
    record["error"] = message
    record["problem"] = problem.value
    _write_record(ctx, record)
    if record.get("mode") == "issue" and problem in _AUTHORS_PROBLEMS:
        log(f"::warning::{message} (answered on the issue)")
        return 0
    log(f"::error::{message}")
    return 2


def _write_record(ctx: RunContext, record: dict[str, Any]) -> None:
    text = json.dumps(record, indent=2, sort_keys=True) + "\n"
    (ctx.state / RECORD).write_text(text, encoding="utf-8")
    if record.get("out"):
        out = ctx.workspace / record["out"]
        out.mkdir(parents=True, exist_ok=True)
        (out / sweep_issue.RECORD_NAME).write_text(text, encoding="utf-8")


def _run_mode(inputs: ActionInputs, launch: Launcher, out: Path,
              record: dict[str, Any]) -> tuple[int, dict[str, str]]:
    ctx = launch.ctx
    if inputs.mode == "minimize":
        report, status = minimize(inputs, launch, out, inputs.input, inputs.oracle,
                                  inputs.format)
        record["report"] = ctx.relative(out / "report.json")
        return status, report_outputs(report, out, ctx)
    if inputs.mode == "issue":
        payload = load_payload(ctx.state / "event.json")
        issue = payload.get("issue")
        if not isinstance(issue, dict):
            raise ActionError("the issue mode answers an `issues` event: this run has no issue")
        config = TrailConfig.load(ctx.workspace / inputs.config)
        issue_run = issue_inputs(inputs, config)
        found = find_input(issue.get("body") or "", inputs.api_url)
        path = write_input(found, ctx.state / "input", config.input_name or None)
        log(f"input from the issue ({found.source}): {len(found.data):,} bytes, "
            f"written as {ctx.relative(path)}")
        report, status = minimize(issue_run, launch, out, ctx.relative(path),
                                  config.oracle, inputs.format or config.format)
        record["report"] = ctx.relative(out / "report.json")
        return status, report_outputs(report, out, ctx)
    if inputs.mode == "sweep":
        if not inputs.suite:
            raise ActionError("the sweep mode needs `suite`: the test command to run N times")
        args, json_out = sweep_args(inputs, ctx, out)
        launch.setup(inputs.setup)
        out.mkdir(parents=True, exist_ok=True)
        run_ = launch.trail(args)
        if not json_out.is_file():
            CANCELLATION.check("before the sweep had a result")
            raise ActionError(run_.last_error or "trail sweep wrote no report")
        sweep = json.loads(json_out.read_text(encoding="utf-8"))
        record["sweep"] = ctx.relative(json_out)
        if inputs.shard:  # the flaky tests are known once the shards are merged
            return run_.status, {"sweep-report": ctx.relative(json_out)}
        matrix = sweep_issue.flaky_matrix(sweep)
        return run_.status, {"sweep-report": ctx.relative(json_out),
                             "flaky-tests": json.dumps(matrix),
                             "flaky-count": str(len(matrix))}
    # summary: nothing to run; check what publish will read.
    for name, value in (("sweep-report", inputs.sweep_report), ("reports", inputs.reports)):
        if not value or not (ctx.workspace / value).exists():
            raise ActionError(f"the summary mode needs `{name}`: a path in the workspace "
                              "(download the sweep's artifacts first)")
    return 0, {}


def sweep_args(inputs: ActionInputs, ctx: RunContext, out: Path) -> tuple[list[str], Path]:
    """`trail sweep`'s arguments for the sweep mode, and the report it writes: the whole
    sweep, one shard of it (`shard`), or the merge of the shards' reports (`shards`)."""
    suite = ["--", *shlex.split(inputs.suite)]
    markdown = ["--md-out", str(out / "sweep.md")]
    if inputs.shard and inputs.shards:
        raise ActionError("give `shard` to run a part of the sweep, or `shards` to merge "
                          "the parts, not both")
    if inputs.shards:
        folder = ctx.workspace / inputs.shards
        if not folder.exists():
            raise ActionError(f"shards {inputs.shards} not found in the workspace: download "
                              "the shard jobs' artifacts there first")
        json_out = out / "sweep.json"
        return ["sweep", "--merge", str(folder), "--json-out", str(json_out), *markdown,
                *suite], json_out
    seed = inputs.seed or (ctx.run_id if inputs.shard else "")
    if inputs.shard and not seed.isdigit():
        raise ActionError("a sweep shard needs `seed`, the same in every shard (the run id "
                          "is the default, and this run has none)")
    json_out = out / ("sweep-shard.json" if inputs.shard else "sweep.json")
    return ["sweep", "--runs", inputs.runs, *(["--seed", seed] if seed else []),
            *(["--shard", inputs.shard] if inputs.shard else []), "--json-out", str(json_out),
            *markdown, *suite], json_out


# -- publishing ------------------------------------------------------------------------


def links_for(inputs: ActionInputs, ctx: RunContext, environ: Mapping[str, str]) -> comment.Links:
    return comment.Links(repo=ctx.repository, run_id=ctx.run_id, run_url=ctx.run_url,
                         artifact_name=inputs.artifact_name,
                         artifact_url=environ.get("TRAIL_ARTIFACT_URL") or None)


def render_error(record: dict[str, Any], mark: str, links: comment.Links) -> str:
    """The error as the workflow's owners need it: trail's own message."""
    return (f"{mark}\n### trail delta could not minimize {code(record.get('key', ''))}\n\n"
            f"{fenced(record['error'])}\n[Workflow run]({links.run_url})\n")


# What an issue's author can check, by whose fix the error needs. Only an INPUT
# problem quotes the message: it is about their input, in their words.
_AUTHOR_REPLIES = {
    Problem.INPUT: (
        "trail delta could not read a failing input from this issue",
        "What to check: attach the file that makes it fail (drag it into the issue) or "
        "paste it whole in a fenced code block (```): editing the issue's text runs "
        "trail delta again."),
    Problem.NOT_REPRODUCED: (
        "The failure did not show with the input in this issue",
        "The maintainers' test (`oracle` in `{config}`) did not fail on your input the way "
        "it should. What to check: that the input is complete and exactly the one that "
        "fails (nothing trimmed or retyped), and that the failure does not need other "
        "files or settings the issue does not give; editing the issue's text runs trail "
        "delta again. The maintainers can see the details in the workflow run."),
    Problem.CONFIGURATION: (
        "trail delta is not set up right in this repository",
        "This is not a problem with your report: the maintainers' configuration "
        "(`{config}` or the workflow) needs a fix, and the workflow run says what."),
    Problem.CANCELLED: (
        "The run was cancelled before there was a result",
        "Nothing is wrong with your report; the maintainers can run it again."),
}


def render_author_reply(record: dict[str, Any], mark: str, links: comment.Links,
                        config: str) -> str:
    """An issue mode error, written for the issue's author: what to check, not CLI flags."""
    problem = Problem(record.get("problem", Problem.CONFIGURATION.value))
    title, advice = _AUTHOR_REPLIES[problem]
    quoted = f"{fenced(record['error'])}\n" if problem is Problem.INPUT else ""
    return (f"{mark}\n### {title}\n\n{quoted}{advice.format(config=config)}\n\n"
            f"[Workflow run]({links.run_url})\n")


def publish(environ: Mapping[str, str]) -> int:
    """Job summary, then the comment or summary issue. Fails the job for GitHub only in
    the issue mode, whose reply is the job's result."""
    environ = with_saved_inputs(environ)
    ctx = RunContext.from_environ(environ)
    try:
        redactor = JobSecrets.read(environ).redactor
        inputs = ActionInputs.from_environ(environ)
    except ActionError as exc:
        log(f"error: {exc}")
        return 2
    record = _record_or_report(ctx, inputs)
    if record is None:
        log("nothing to publish: the run step left no record and trail no report")
        return 0
    links = links_for(inputs, ctx, environ)
    mark = comment.marker(ctx.job, record.get("key", inputs.key))
    client = GitHubClient(inputs.token, inputs.api_url)

    if record.get("error"):
        body = redactor.text(render_error(record, mark, links))
        _append_summary(ctx, body)
        if inputs.mode == "issue":
            body = redactor.text(render_author_reply(record, mark, links, inputs.config))
        if inputs.mode in ("minimize", "issue"):
            return _post_comment(inputs, ctx, client, mark, body)
        return 0

    if inputs.mode in ("sweep", "summary"):
        sweep_path = ctx.workspace / (record.get("sweep") or inputs.sweep_report)
        sweep = json.loads(sweep_path.read_text(encoding="utf-8")) if sweep_path.is_file() \
            else {"flaky": []}
        if sweep_issue.is_shard(sweep):  # a part: the merge job writes the table
            _append_summary(ctx, redactor.text(sweep_issue.shard_summary(sweep)))
            return 0
        results = sweep_issue.load_results(ctx.workspace / inputs.reports) \
            if inputs.mode == "summary" else {}
        text = sweep_issue.render_issue(sweep, results, links, mark)
        text = sweep_issue.IssueText(redactor.text(text.title), redactor.text(text.body))
        _append_summary(ctx, text.body)
        if inputs.mode == "summary" and inputs.comment:
            _log_posting(sweep_issue.upsert_issue(client, ctx.repository, inputs.label, mark,
                                                  text), ctx, "summary issue", "issue-url")
        return 0

    report_path = ctx.workspace / record["report"]
    report = json.loads(report_path.read_text(encoding="utf-8"))
    minimized = report_path.parent / report["files"]["minimized"]
    # trail delta auto's files lie at their own paths: its report shows them as text.
    shown = minimized.read_bytes() if minimized.is_file() else \
        (report.get("minimized_text") or "").encode() or None
    test = report_path.parent / report["files"].get("test", "")
    body = redactor.text(comment.render_comment(
        report, links, mark, shown,
        test=comment.as_text(test.read_bytes()) if test.is_file() else None))
    _append_summary(ctx, body)
    return _post_comment(inputs, ctx, client, mark, body)


def _record_or_report(ctx: RunContext, inputs: ActionInputs) -> dict[str, Any] | None:
    """The run step's record; without one (the step was killed outright, and its trail
    stopped by the kernel's SIGTERM wrote its best so far), one for trail's report."""
    record_path = ctx.state / RECORD
    if record_path.is_file():
        return json.loads(record_path.read_text(encoding="utf-8"))
    out = ctx.workspace / (inputs.out or f"trail-out/{inputs.artifact_name}")
    if inputs.mode not in ("minimize", "issue") or not (out / "report.json").is_file():
        return None
    log("the run step was killed: publishing the report trail wrote when it stopped")
    return {"mode": inputs.mode, "key": inputs.key, "out": ctx.relative(out),
            "report": ctx.relative(out / "report.json")}


def _post_comment(inputs: ActionInputs, ctx: RunContext, client: GitHubClient, mark: str,
                  body: str) -> int:
    """Post or update the comment: the step's status, 1 when the issue mode's reply (its
    whole point) could not be posted; elsewhere the comment is a courtesy (0, a warning)."""
    if not inputs.comment:
        return 0
    target = _target(inputs, ctx)
    if target is None:
        log("no comment posted: the event has no pull request or issue to answer "
            "(a schedule, a push, or a workflow_run from a fork)")
        return 0
    return _log_posting(comment.upsert_comment(client, ctx.repository, target, mark, body),
                        ctx, "comment", "comment-url", required=inputs.mode == "issue")


def _target(inputs: ActionInputs, ctx: RunContext) -> Target | None:
    if inputs.issue_number:
        return Target(int(inputs.issue_number), "issue")
    return target_from_payload(load_payload(ctx.state / "event.json"))


def _append_summary(ctx: RunContext, body: str) -> None:
    with (ctx.state / "summary.md").open("a", encoding="utf-8") as stream:
        stream.write(body if body.endswith("\n") else body + "\n")


def _log_posting(result: comment.CommentResult, ctx: RunContext, what: str,
                 output: str, *, required: bool = False) -> int:
    if result.posting is comment.Posting.NOT_POSTED:
        log(f"::{'error' if required else 'warning'}::no {what} posted: {result.reason}")
        return 1 if required else 0
    log(f"{what} {result.posting.value}: {result.url}")
    append_outputs(ctx.state / "output", {output: result.url or ""})
    return 0
