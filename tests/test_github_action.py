"""The action's runner phases in-process, against the fake GitHub API on 127.0.0.1."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml
from conftest import RUNNER
from github_fake import FakeGitHub, Scripted
from github_report import sample_report
from trail.github import action, comment, launch, settings
from trail.github.sandbox_choice import (
    SandboxChoice,
    as_root,
    give_back,
    wait_for_sandbox_step,
)
from trail.github.secrets import JobSecrets, child_environment

ROOT = Path(__file__).resolve().parent.parent
EVENTS = ROOT / "tests" / "data" / "github_events"
FAKE_TOKEN = "ghs_FAKEtokenFAKEtoken0123456789"
PLANTED = "sk-planted-FAKE-secret-42"
MARK = "<!-- trail-delta:test:tests/crash.html -->"


@pytest.fixture
def fake():
    with FakeGitHub("octo/proj") as server:
        yield server


def environ(fake: FakeGitHub, workspace: Path, event: str | None = "pull_request.json",
            **inputs: str) -> dict[str, str]:
    state = workspace / ".trail-action" / "1-1-test"
    state.mkdir(parents=True, exist_ok=True)
    if event:
        shutil.copy(EVENTS / event, state / "event.json")
    env = {"GITHUB_WORKSPACE": str(workspace), "GITHUB_REPOSITORY": "octo/proj",
           "GITHUB_SERVER_URL": "https://github.com", "GITHUB_RUN_ID": "4242",
           "GITHUB_JOB": "test", "TRAIL_ACTION_STATE": str(state),
           "INPUT_GITHUB_TOKEN": FAKE_TOKEN, "INPUT_API_URL": fake.url,
           "INPUT_ARTIFACT_NAME": "trail-test", "INPUT_OUT": "trail-out/trail-test",
           "DEPLOY_API_KEY": PLANTED, "PYTHONPATH": str(RUNNER)}
    env.update(inputs)
    return env


def finished_run(workspace: Path, report: dict, minimized: bytes) -> None:
    """What `action run` leaves behind after a successful minimization."""
    out = workspace / "trail-out" / "trail-test"
    out.mkdir(parents=True)
    (out / "report.json").write_text(json.dumps(report))
    (out / report["files"]["minimized"]).write_bytes(minimized)
    state = workspace / ".trail-action" / "1-1-test"
    state.mkdir(parents=True, exist_ok=True)
    (state / "action.json").write_text(json.dumps(
        {"mode": "minimize", "key": "tests/crash.html", "victim": None,
         "artifact": "trail-test", "out": "trail-out/trail-test",
         "report": "trail-out/trail-test/report.json", "status": 0}))


def read_outputs(path: Path) -> dict[str, str]:
    """Parse $GITHUB_OUTPUT's `name<<DELIMITER` blocks."""
    blocks = re.findall(r"^([\w-]+)<<(ghadelimiter_[\w-]+)\n(.*?)\n\2$", path.read_text(),
                        re.M | re.S)
    return {name: value for name, _, value in blocks}


def test_publish_posts_the_comment_then_updates_it_and_writes_the_summary(fake, tmp_path,
                                                                          capsys):
    report = sample_report(oracle={"command": f"check --key {PLANTED} {{}}",
                                   "convention": "bisect", "delivery": "path",
                                   "test_timeout": 5.0})
    finished_run(tmp_path, report, b"<SELECT>\n")
    env = environ(fake, tmp_path, INPUT_MODE="minimize", INPUT_INPUT="tests/crash.html")
    env["TRAIL_ARTIFACT_URL"] = "https://github.com/octo/proj/actions/runs/4242/artifacts/9"

    assert action.publish(env) == 0
    assert action.publish(env) == 0

    assert len(fake.comments[7]) == 1
    body = fake.comments[7][0]["body"]
    assert body.startswith(MARK + "\n")
    assert PLANTED not in body and "check --key *** {}" in body
    assert "```html\n<SELECT>\n```" in body
    assert "[artifact `trail-test`](https://github.com/octo/proj/actions/runs/4242/" \
           "artifacts/9)" in body
    assert [r.method for r in fake.writes()] == ["POST", "PATCH"]
    state = Path(env["TRAIL_ACTION_STATE"])
    assert (state / "summary.md").read_text() == body + body  # one per publish
    log = capsys.readouterr().err
    assert f"comment created: {fake.comments[7][0]['html_url']}" in log
    assert f"comment updated: {fake.comments[7][0]['html_url']}" in log
    assert read_outputs(state / "output")["comment-url"] == fake.comments[7][0]["html_url"]


def test_publish_shows_the_emitted_test_collapsed_and_redacted(fake, tmp_path):
    report = sample_report()
    report["files"]["test"] = "test_trail_crash_html.py"
    finished_run(tmp_path, report, b"<SELECT>\n")
    (tmp_path / "trail-out" / "trail-test" / "test_trail_crash_html.py").write_text(
        f"KEY = {PLANTED!r}\n")
    env = environ(fake, tmp_path, INPUT_MODE="minimize", INPUT_INPUT="tests/crash.html")
    assert action.publish(env) == 0
    body = fake.comments[7][0]["body"]
    assert "<summary>Regression test <code>test_trail_crash_html.py</code>" in body
    assert "```python\nKEY = '***'\n```\n\n</details>" in body


def launcher(env: dict[str, str]) -> launch.Launcher:
    """The Action's launcher for a step with this environment, as action.run makes it."""
    secrets = JobSecrets.read(env)
    return launch.Launcher(settings.RunContext.from_environ(env), secrets,
                           child_environment(env, secrets))


def recorded_trail_calls(monkeypatch) -> list[list[str]]:
    """The arguments of each trail the Action starts, each answered with a sample report."""
    calls: list[list[str]] = []
    monkeypatch.setattr(launch.Launcher, "trail", lambda self, args, *rest: calls.append(args)
                        or launch.TrailRun(0, json.dumps(sample_report()), ""))
    return calls


def test_emit_test_reaches_trail_delta(fake, tmp_path, monkeypatch):
    (tmp_path / "crash.html").write_text("<SELECT>\n")
    env = environ(fake, tmp_path, INPUT_MODE="minimize", INPUT_INPUT="crash.html",
                  INPUT_ORACLE="check {}", INPUT_SANDBOX="local", INPUT_EMIT_TEST="shell")
    calls = recorded_trail_calls(monkeypatch)
    inputs = settings.ActionInputs.from_environ(env)
    runner = launcher(env)
    action.minimize(inputs, runner, tmp_path / "out", "crash.html", "check {}", "")
    assert calls == [["delta", "--oracle", "check {}", "--emit-test", "shell", "--out",
                      str(tmp_path / "out"), "--json", "crash.html"]]
    calls.clear()
    inputs = settings.ActionInputs.from_environ({**env, "INPUT_TEST_DIR": "tests/unit"})
    action.minimize(inputs, runner, tmp_path / "out", "crash.html", "check {}", "")
    assert calls[0][3:7] == ["--emit-test", "shell", "--test-dir",
                             str(runner.ctx.workspace / "tests" / "unit")]
    # A command alone: auto's test is the failing command, in pytest.
    calls.clear()
    command = {**env, "INPUT_INPUT": "", "INPUT_ORACLE": "", "INPUT_COMMAND": "sh check.sh",
               "INPUT_TEST_DIR": "tests"}
    inputs = settings.ActionInputs.from_environ({**command, "INPUT_EMIT_TEST": "pytest"})
    action.minimize(inputs, runner, tmp_path / "out", "", "", "")
    assert calls == [["delta", "auto", "--emit-test", "pytest", "--test-dir",
                      str(runner.ctx.workspace / "tests"), "--out", str(tmp_path / "out"),
                      "--json", "--", "sh", "check.sh"]]
    inputs = settings.ActionInputs.from_environ(command)
    with pytest.raises(settings.ActionError, match=re.escape(
            "emit-test shell needs `input` and `oracle`: for a `command` alone the test is "
            "the failing command, in pytest")):
        action.minimize(inputs, runner, tmp_path / "out", "", "", "")
    for bad in ("/etc", "tests/../../x"):
        with pytest.raises(settings.ActionError, match=f"test-dir '{re.escape(bad)}' must be a "
                           "folder inside the workspace, relative to it"):
            settings.ActionInputs.from_environ({**env, "INPUT_TEST_DIR": bad})


def test_a_forks_read_only_token_still_writes_the_summary_and_says_why(fake, tmp_path,
                                                                       capsys):
    finished_run(tmp_path, sample_report(), b"x\n")
    fake.read_only = True
    env = environ(fake, tmp_path, INPUT_MODE="minimize", INPUT_INPUT="tests/crash.html")
    assert action.publish(env) == 0
    assert "::warning::no comment posted: the token cannot write to this pull request " \
           "(a fork's read-only token?)" in capsys.readouterr().err
    assert (Path(env["TRAIL_ACTION_STATE"]) / "summary.md").read_text().startswith(MARK)


@pytest.mark.parametrize("event", ["schedule.json", "workflow_run_fork.json", None])
def test_no_target_means_no_request_and_a_log_line(fake, tmp_path, capsys, event):
    finished_run(tmp_path, sample_report(), b"x\n")
    env = environ(fake, tmp_path, event, INPUT_MODE="minimize", INPUT_INPUT="tests/crash.html")
    assert action.publish(env) == 0
    assert fake.requests == []
    assert "no comment posted: the event has no pull request or issue to answer" \
        in capsys.readouterr().err


def test_issue_number_input_overrides_the_event(fake, tmp_path):
    finished_run(tmp_path, sample_report(), b"x\n")
    env = environ(fake, tmp_path, "schedule.json", INPUT_MODE="minimize",
                  INPUT_INPUT="tests/crash.html", INPUT_ISSUE_NUMBER="31")
    assert action.publish(env) == 0
    assert list(fake.comments) == [31]


def test_comment_false_posts_nothing(fake, tmp_path):
    finished_run(tmp_path, sample_report(), b"x\n")
    env = environ(fake, tmp_path, INPUT_MODE="minimize", INPUT_COMMENT="false")
    assert action.publish(env) == 0
    assert fake.requests == []


def test_a_run_error_is_recorded_redacted_and_posted_as_a_reply(fake, tmp_path, capsys):
    env = environ(fake, tmp_path, "issues_labeled.json", INPUT_MODE="issue",
                  INPUT_CONFIG=f"conf-{PLANTED}.yml")
    assert action.run(env) == 2
    message = "conf-***.yml not found: the issue mode takes the oracle from the " \
              "repository's conf-***.yml (key `oracle`)"
    assert f"::error::{message}" in capsys.readouterr().err
    assert action.publish(env) == 0
    # The job summary, for the maintainers, has trail's message; the issue's author is
    # told the fault is not theirs, in words meant for them.
    summary = (tmp_path / ".trail-action" / "1-1-test" / "summary.md").read_text()
    assert summary == ("<!-- trail-delta:test:issue -->\n### trail delta could not minimize "
                       f"`issue`\n\n```\n{message}\n```\n\n"
                       "[Workflow run](https://github.com/octo/proj/actions/runs/4242)\n")
    body = fake.comments[12][0]["body"]
    assert body == ("<!-- trail-delta:test:issue -->\n"
                    "### trail delta is not set up right in this repository\n\n"
                    "This is not a problem with your report: the maintainers' configuration "
                    "(`conf-***.yml` or the workflow) needs a fix, and the workflow run says "
                    "what.\n\n[Workflow run](https://github.com/octo/proj/actions/runs/4242)\n")


LINKS = comment.Links(repo="octo/proj", run_id="1", run_url="https://x/runs/1",
                      artifact_name="trail-reproduce")


def test_an_issue_author_is_told_what_to_check_not_which_flag_to_add():
    record = {"key": "issue", "problem": "not reproduced",
              "error": "trail: error: nothing to minimize: the oracle passes on the original "
                       "input (exit 0); if your oracle exits 0 when the failure is there "
                       "(C-Reduce style), add --interesting-exit-zero"}
    body = action.render_author_reply(record, "<!-- m -->", LINKS, ".trail.yml")
    assert body.startswith("<!-- m -->\n### The failure did not show with the input in this "
                           "issue\n\nThe maintainers' test (`oracle` in `.trail.yml`) did not "
                           "fail on your input")
    assert "--" not in body.replace("<!-- m -->", "") and "oracle passes" not in body


def test_an_issue_without_input_is_answered_with_how_to_attach_it():
    record = {"key": "issue", "problem": "input",
              "error": "the issue has no failing input: attach the file or paste it in a "
                       "fenced code block (```)"}
    body = action.render_author_reply(record, "<!-- m -->", LINKS, ".trail.yml")
    assert "### trail delta could not read a failing input from this issue\n\n````\n" \
           "the issue has no failing input" in body
    # What the shipped issue workflow runs on: an edit of the text (see its trigger).
    assert "editing the issue's text runs trail delta again" in body


@pytest.mark.parametrize(("inputs", "message"), [
    ({"INPUT_MODE": "shrink"}, "unknown mode 'shrink': use one of minimize, sweep, issue, "
                               "summary"),
    ({"INPUT_FLAKY": "yes"}, "input flaky must be true or false, not 'yes'"),
    ({"INPUT_SANDBOX": "local"}, "the minimize mode needs `oracle`: a command with {} for "
                                 "the input's path (or only `command`: the failing command, "
                                 "to minimize the files it reads)"),
    ({"INPUT_SANDBOX": "local", "INPUT_ORACLE": "false {}"},
     "the minimize mode needs `input`: the failing input's path"),
    ({"INPUT_SANDBOX": "local", "INPUT_ORACLE": "false {}", "INPUT_INPUT": "nope.txt"},
     "input nope.txt not found in the workspace: give its path relative to the repository "
     "root"),
    ({"INPUT_MODE": "sweep"}, "the sweep mode needs `suite`: the test command to run N times"),
    ({"INPUT_MODE": "summary"}, "the summary mode needs `sweep-report`: a path in the "
                                "workspace (download the sweep's artifacts first)"),
])
def test_bad_inputs_fail_with_one_line_that_says_what_to_do(fake, tmp_path, capsys, inputs,
                                                            message):
    env = environ(fake, tmp_path)
    env.update(inputs)
    assert action.run(env) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == f"::error::{message}"


def test_minimize_with_only_a_command_minimizes_the_files_it_reads(fake, tmp_path):
    rows = "".join(f"{i}\n" for i in range(200)).replace("\n77\n", "\n-77\n")
    (tmp_path / "data.txt").write_text(rows)
    (tmp_path / "check.sh").write_text(
        "#!/bin/sh\nif grep -q -- - data.txt; then echo 'negative value' >&2; exit 1; fi\n")
    git = ["git", "-C", str(tmp_path), "-c", "user.email=t@example.com", "-c", "user.name=t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "data.txt", "check.sh"], check=True)
    subprocess.run([*git, "commit", "-qm", "sample"], check=True)
    env = environ(fake, tmp_path, INPUT_COMMAND="sh check.sh", INPUT_VERIFY="1",
                  INPUT_SETUP="echo setting up")
    assert action.run(env) == 0
    out = tmp_path / "trail-out" / "trail-test"
    # Down to the character the check looks for (auto ends each data file with its
    # characters, as trail delta does).
    assert (out / "data.txt").read_text() == "-"
    record = json.loads((tmp_path / ".trail-action" / "1-1-test" / "action.json").read_text())
    assert record["key"] == "sh check.sh"
    report = json.loads((out / "report.json").read_text())
    assert report["auto"]["command"] == ["sh", "check.sh"]
    assert report["files"]["minimized"] == "."
    assert action.publish(env) == 0
    body = fake.comments[7][0]["body"]
    # Each file under its own name, and the command as the user gave it.
    assert "**Minimized file** (`data.txt`, 1 byte):\n\n```txt\n-\n```\n" in body
    assert "**The failing command** (`reproduce.sh` runs it from the top of a fresh " \
           "clone):\n\n```sh\nsh check.sh\n```\n" in body
    assert "`.`" not in body and "TRAIL_AUTO_DIR" not in body


def test_issue_mode_refuses_the_local_sandbox(fake, tmp_path, capsys):
    (tmp_path / ".trail.yml").write_text("oracle: python3 parse.py {}\n")
    env = environ(fake, tmp_path, "issues_labeled.json", INPUT_MODE="issue",
                  INPUT_SANDBOX="local")
    assert action.run(env) == 2
    assert capsys.readouterr().err.strip() == (
        "::error::the issue mode runs untrusted input: it needs fresh isolation per test "
        "(sandbox auto, ns or docker), not sandbox local")


def test_the_sandbox_is_auto_by_default_and_unknown_ones_are_refused(fake, tmp_path, capsys):
    assert settings.ActionInputs.from_environ({}).sandbox == "auto"
    env = environ(fake, tmp_path, INPUT_SANDBOX="firecracker")
    assert action.run(env) == 2
    assert capsys.readouterr().err.strip() == \
        "::error::unknown sandbox 'firecracker': use auto, ns, docker or local"


YES = SandboxChoice(True, "sudo", "bubblewrap installed with sudo, namespaces allowed")
NO = SandboxChoice(False, "none", "the job is neither root nor has passwordless sudo")


@pytest.mark.parametrize(("sandbox", "choice", "args"), [
    # No finding of the sandbox step: trail's own check decides.
    ("auto", None, ["--sandbox", "ns", "--fallback-docker", "--image", "IMG"]),
    ("auto", YES, ["--sandbox", "ns", "--fallback-docker", "--image", "IMG",
                   "--sandbox-reason", YES.reason]),
    ("auto", NO, ["--sandbox", "docker", "--image", "IMG", "--sandbox-reason", NO.reason]),
    # ns asked for is ns, possible or not: trail's error says what is missing.
    ("ns", NO, ["--sandbox", "ns", "--image", "IMG", "--sandbox-reason", NO.reason]),
    ("docker", None, ["--sandbox", "docker", "--image", "IMG"]),
])
def test_auto_runs_ns_where_the_sandbox_step_found_it_possible(sandbox, choice, args):
    assert action.sandbox_args(sandbox, "IMG", choice) == args


@pytest.mark.parametrize(("sandbox", "choice", "args"), [
    ("auto", YES, ["--sandbox", "ns", "--fallback-docker", "--rootfs-in-memory", "--image",
                   "IMG", "--sandbox-reason", YES.reason]),
    ("ns", None, ["--sandbox", "ns", "--rootfs-in-memory", "--image", "IMG"]),
    # docker unpacks nothing.
    ("auto", NO, ["--sandbox", "docker", "--image", "IMG", "--sandbox-reason", NO.reason]),
])
def test_an_image_removed_at_the_end_is_unpacked_into_memory(sandbox, choice, args):
    assert action.sandbox_args(sandbox, "IMG", choice, in_memory=True) == args


def test_the_sandbox_steps_finding_is_read_from_the_state_folder(tmp_path):
    assert SandboxChoice.load(tmp_path) is None
    (tmp_path / "sandbox").write_text("ns=yes\nroot=sudo\nreason=bubblewrap present, a=b\n")
    choice = SandboxChoice.load(tmp_path)
    assert choice == SandboxChoice(True, "sudo", "bubblewrap present, a=b")
    # trail runs as root through sudo, and what it wrote is given back to the job's user.
    assert as_root(choice, {"PATH": "/usr/bin:/bin"}) == [
        "sudo", "-n", "-E", "env", "PATH=/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE=1"]
    assert give_back(choice, tmp_path) == [
        "sudo", "-n", "chown", "-R", f"{os.getuid()}:{os.getgid()}", str(tmp_path)]
    for nothing_to_do in (None, NO, SandboxChoice(True, "self", "the job runs as root")):
        assert as_root(nothing_to_do, {}) == [] and give_back(nothing_to_do, tmp_path) is None


def test_the_run_step_waits_for_the_sandbox_step_prepare_started(tmp_path, capsys):
    # sandbox.sh runs in the background (bubblewrap's install): its finding and its
    # output are read once it has ended, and the output logged.
    script = tmp_path / "sandbox.sh"
    script.write_text(f"""sleep 0.3
echo 'trail: sandbox auto: ns: installed'
printf 'ns=yes\\nroot=sudo\\nreason=installed\\n' > {tmp_path}/sandbox
""")
    with open(tmp_path / "sandbox.log", "w") as said:
        step = subprocess.Popen(["bash", str(script)], stdout=said)
    # The run step starts seconds after prepare.sh's; Popen returns while the kernel may
    # still be setting up the new program's arguments (an empty cmdline under load).
    deadline = time.monotonic() + 10
    while b"sandbox.sh" not in Path(f"/proc/{step.pid}/cmdline").read_bytes():
        assert time.monotonic() < deadline, "sandbox.sh did not start"
        time.sleep(0.01)
    (tmp_path / "sandbox.pid").write_text(f"{step.pid}\n")
    checks = []
    try:
        found = wait_for_sandbox_step(tmp_path, lambda: checks.append(1), poll=0.01)
    finally:
        step.wait()  # it is a zombie, and taken as ended, until here
    assert found == (SandboxChoice(True, "sudo", "installed"),
                     "trail: sandbox auto: ns: installed\n")
    assert checks  # a cancel is looked for while it waits
    launcher = SimpleNamespace(ctx=SimpleNamespace(state=tmp_path))
    assert action.sandbox_choice(launcher) == SandboxChoice(True, "sudo", "installed")
    assert capsys.readouterr().err == "trail: sandbox auto: ns: installed\n"


def test_without_a_sandbox_step_nothing_is_waited_for(tmp_path):
    assert wait_for_sandbox_step(tmp_path, lambda: pytest.fail("waited")) == (None, "")


@pytest.mark.parametrize(("sandbox", "section", "line"), [
    ("auto", {"name": "ns", "reason": "bubblewrap present, namespaces allowed, the job runs "
                                      "as root"},
     "sandbox auto: oracles ran in fresh namespaces per test (--sandbox ns); ns: bubblewrap "
     "present, namespaces allowed, the job runs as root"),
    ("auto", {"name": "docker", "reason": "no bubblewrap, and apt-get could not install it"},
     "sandbox auto: oracles ran in a fresh container per test (--sandbox docker); docker: no "
     "bubblewrap, and apt-get could not install it"),
    ("docker", {"name": "docker"},
     "sandbox docker: oracles ran in a fresh container per test (--sandbox docker)"),
])
def test_the_log_says_where_the_oracles_ran_and_why(sandbox, section, line):
    assert action.sandbox_line(sandbox, {"sandbox": section}) == line


def test_trail_yml_keys_are_the_fields_with_hyphens(tmp_path):
    (tmp_path / ".trail.yml").write_text(
        "oracle: python3 x.py {}\nverify: 10\nflaky: true\ninput-name: a.json\n"
        "setup: pip install -e .\n")
    assert settings.TrailConfig.load(tmp_path / ".trail.yml") == settings.TrailConfig(
        "python3 x.py {}", verify="10", flaky=True, setup="pip install -e .",
        input_name="a.json")


def test_trail_yml_unknown_keys_are_refused(tmp_path):
    (tmp_path / ".trail.yml").write_text("oracle: x {}\nimage_name: y\n")
    with pytest.raises(settings.ActionError, match=r"^\.trail\.yml: unknown key 'image_name' "
                                                 r"\(known: flaky, format, image, "):
        settings.TrailConfig.load(tmp_path / ".trail.yml")


SWEEP = {"flaky": [
    {"test": "tests/test_b.py::test_x", "failure_rate": 0.3, "interval": [0.12, 0.55],
     "kind": "flaky-alone", "reproduce": "pytest -p no:randomly tests/test_b.py::test_x"},
    {"test": "tests/test_c.py::test_y[a|b]", "failure_rate": 1.0, "interval": [0.83, 1.0],
     "kind": "order-dependent", "reproduce": "pytest tests/test_a.py::t1 tests/test_c.py",
     "polluters": ["tests/test_a.py::t1"], "k99": 3},
]}


def test_the_sweep_hands_each_victim_the_order_it_saw_fail(fake, tmp_path, monkeypatch):
    """The matrix carries the polluters then the test; the victim's job searches that
    order (`tests-order`, `--tests-from`), not the suite's, where the test runs first."""
    from trail.github.sweep_issue import flaky_matrix

    matrix = flaky_matrix(SWEEP)
    assert matrix == [
        {"test": "tests/test_b.py::test_x", "kind": "flaky-alone", "order": ""},
        {"test": "tests/test_c.py::test_y[a|b]", "kind": "order-dependent",
         "order": "tests/test_a.py::t1\ntests/test_c.py::test_y[a|b]"}]
    env = environ(fake, tmp_path, INPUT_MODE="minimize", INPUT_VICTIM=matrix[1]["test"],
                  INPUT_TESTS_ORDER=matrix[1]["order"], INPUT_SUITE="pytest tests/")
    calls = recorded_trail_calls(monkeypatch)
    inputs = settings.ActionInputs.from_environ(env)
    runner = launcher(env)
    action.minimize(inputs, runner, tmp_path / "out", "", "", "")
    listed = runner.ctx.state / "tests-order.txt"
    assert calls[0][:6] == ["delta", "tests", "--victim", "tests/test_c.py::test_y[a|b]",
                            "--tests-from", str(listed)]
    assert listed.read_text() == "tests/test_a.py::t1\ntests/test_c.py::test_y[a|b]\n"


def test_summary_mode_keeps_one_issue_with_the_table(fake, tmp_path, capsys):
    (tmp_path / "sweep").mkdir()
    (tmp_path / "sweep" / "sweep.json").write_text(json.dumps(SWEEP))
    job = tmp_path / "reports" / "trail-minimize-1"
    job.mkdir(parents=True)
    (job / "trail-action.json").write_text(json.dumps(
        {"mode": "minimize", "victim": "tests/test_c.py::test_y[a|b]",
         "artifact": "trail-minimize-1"}))
    (job / "report.json").write_text(json.dumps(sample_report(
        input={"path": "", "name": "tests", "kind": "file", "bytes": 900, "units": 499},
        minimized={"file": "tests.txt", "bytes": 30, "units": 2})))
    fake.add_issue("unrelated", "<!-- trail-delta:summary:sweep -->", ["bug"])
    # Our marker and label, planted by someone else: not ours to edit.
    fake.add_issue("planted", "<!-- trail-delta:summary:summary -->\nplanted",
                   ["flaky-tests"], login="attacker")
    env = environ(fake, tmp_path, "schedule.json", INPUT_MODE="summary",
                  INPUT_SWEEP_REPORT="sweep/sweep.json", INPUT_REPORTS="reports")
    env["GITHUB_JOB"] = "summary"

    for _ in range(2):
        assert action.run(env) == 0
        assert action.publish(env) == 0

    ours = [i for i in fake.issues if i["user"]["login"] == "github-actions[bot]"]
    assert len(ours) == 1 and len(fake.issues) == 3
    assert fake.issues[1]["body"] == "<!-- trail-delta:summary:summary -->\nplanted"
    assert ours[0]["title"] == "trail sweep: 2 flaky tests"
    body = ours[0]["body"]
    assert body.startswith("<!-- trail-delta:summary:summary -->\n### trail sweep: 2 flaky")
    assert ("| `tests/test_b.py::test_x` | flaky-alone | 30% | 12%–55% | — | "
            "`pytest -p no:randomly tests/test_b.py::test_x` | not minimized |") in body
    assert ("| `tests/test_c.py::test_y[a\\|b]` | order-dependent | 100% | 83%–100% | "
            "`tests/test_a.py::t1` | `pytest tests/test_a.py::t1 tests/test_c.py` (fails "
            "within 3 runs with 99% probability) | 2 of 499 kept, 10 of 10 failed "
            "(artifact `trail-minimize-1`) |") in body
    assert [r.method for r in fake.writes()] == ["POST", "PATCH"]
    assert "summary issue updated:" in capsys.readouterr().err


def test_outputs_survive_multi_line_values(tmp_path):
    action.append_outputs(tmp_path / "output", {"a": "one\ntwo", "b": "3"})
    action.append_outputs(tmp_path / "output", {"c": ""})
    assert read_outputs(tmp_path / "output") == {"a": "one\ntwo", "b": "3", "c": ""}


@pytest.mark.docker
@pytest.mark.parametrize("bwrap", [True, False])
def test_sandbox_auto_runs_oracles_in_ns_where_it_can_else_in_docker(fake, tmp_path, capsys,
                                                                      docker_image, bwrap):
    (tmp_path / "in.txt").write_text("alpha\nBOOM\nbeta\n")
    env = environ(fake, tmp_path, INPUT_INPUT="in.txt", INPUT_IMAGE=docker_image,
                  INPUT_ORACLE="grep -q BOOM {} && exit 3; exit 0", INPUT_VERIFY="1")
    if not bwrap:  # as in a runner container without bubblewrap
        env["PATH"] = str(Path(sys.executable).parent)
    assert action.run(env) == 0
    log = capsys.readouterr().err
    report = json.loads((tmp_path / "trail-out" / "trail-test" / "report.json").read_text())
    assert (tmp_path / "trail-out" / "trail-test" / "in.txt").read_text() == "BOOM"
    assert "--sandbox ns --fallback-docker --image " + docker_image in log
    if bwrap:
        assert report["sandbox"]["name"] == "ns"
        assert log.strip().splitlines()[-1] == \
            "sandbox auto: oracles ran in fresh namespaces per test (--sandbox ns)"
        return
    needs = "--sandbox ns needs bubblewrap: install it (apt-get install bubblewrap) or use " \
            "--sandbox docker"
    assert report["sandbox"]["name"] == "docker"
    assert report["sandbox"]["reason"] == f"ns could not run: {needs} (--fallback-docker)"
    assert f"trail: warning: {needs}: running in docker (--fallback-docker)" in log
    assert log.strip().splitlines()[-1] == (
        "sandbox auto: oracles ran in a fresh container per test (--sandbox docker); "
        f"docker: ns could not run: {needs} (--fallback-docker)")


FAKE_SUDO = """#!/bin/sh
# Records how it was called; runs the command as this user (the test's root already).
echo "$*" >> "$(dirname "$0")/sudo-calls"
while [ "${1#-}" != "$1" ]; do shift; done
exec "$@"
"""


@pytest.mark.docker
def test_ns_through_sudo_runs_trail_as_root_and_gives_its_files_back(fake, tmp_path, capsys,
                                                                     docker_image):
    # A GitHub-hosted runner: the job's user is not root, sudo needs no password.
    (tmp_path / "in.txt").write_text("alpha\nBOOM\nbeta\n")
    env = environ(fake, tmp_path, INPUT_INPUT="in.txt", INPUT_IMAGE=docker_image,
                  INPUT_ORACLE="grep -q BOOM {} && exit 3; exit 0", INPUT_VERIFY="1")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "sudo").write_text(FAKE_SUDO)
    (bin_dir / "sudo").chmod(0o755)
    env["PATH"] = f"{bin_dir}:{os.environ['PATH']}"
    why = "bubblewrap installed with sudo, namespaces allowed, trail runs them as root " \
          "through passwordless sudo"
    (Path(env["TRAIL_ACTION_STATE"]) / "sandbox").write_text(f"ns=yes\nroot=sudo\nreason={why}\n")
    assert action.run(env) == 0
    log = capsys.readouterr().err
    calls = (bin_dir / "sudo-calls").read_text().splitlines()
    assert calls[0].startswith(f"-n -E env PATH={env['PATH']} PYTHONDONTWRITEBYTECODE=1 "
                               f"{sys.executable} -m trail delta --oracle ")
    out = tmp_path / "trail-out" / "trail-test"
    assert calls[1:] == [f"-n chown -R {os.getuid()}:{os.getgid()} {out}"]
    assert "running: sudo -n trail delta --oracle " in log
    report = json.loads((out / "report.json").read_text())
    assert (report["sandbox"]["name"], report["sandbox"]["reason"]) == ("ns", why)


def test_invalid_trail_yml_is_one_line_and_a_reply_about_the_configuration(fake, tmp_path,
                                                                            capsys):
    (tmp_path / ".trail.yml").write_text("oracle: python3 parse.py {}\nverify: a: 3\n")
    env = environ(fake, tmp_path, "issues_labeled.json", INPUT_MODE="issue")
    assert action.run(env) == 2
    assert capsys.readouterr().err.strip() == (
        "::error::.trail.yml is not valid YAML at line 2, column 10 (mapping values are not "
        "allowed here): fix it, e.g. quote a value that has `: ` or starts with { [ * & !")
    assert action.publish(env) == 0
    assert fake.comments[12][0]["body"].startswith(
        "<!-- trail-delta:test:issue -->\n### trail delta is not set up right in this "
        "repository\n\nThis is not a problem with your report")


def test_an_issue_without_input_is_answered_and_the_job_does_not_fail(fake, tmp_path, capsys):
    (tmp_path / ".trail.yml").write_text("oracle: python3 parse.py {}\n")
    env = environ(fake, tmp_path, "issues_labeled.json", INPUT_MODE="issue")
    event = Path(env["TRAIL_ACTION_STATE"]) / "event.json"
    payload = json.loads(event.read_text())
    payload["issue"]["body"] = "It crashes, no idea why."
    event.write_text(json.dumps(payload))
    assert action.run(env) == 0  # the job did its work: the reply
    assert capsys.readouterr().err.strip() == (
        "::warning::the issue has no failing input: attach the file or paste it in a fenced "
        "code block (```) (answered on the issue)")
    assert action.publish(env) == 0
    body = fake.comments[12][0]["body"]
    assert "editing the issue's text runs trail delta again" in body
    # ... and the shipped workflow does run on an edit of the text.
    shipped = yaml.safe_load((ROOT / "examples/workflows/issue-reproducer.yml").read_text())
    assert "edited" in shipped[True]["issues"]["types"]
    assert "github.event.changes.body != null" in shipped["jobs"]["reproduce"]["if"]


@pytest.mark.parametrize(("status", "line"), [
    (403, "::error::no comment posted: the token cannot write to this issue (a fork's "
          "read-only token?)"),
    (404, "::error::no comment posted: issue #12 not found in octo/proj (HTTP 404): check "
          "the `issue-number` input, and that the token can see the repository"),
])
def test_a_reply_the_api_refuses_fails_the_issue_job_with_one_line(fake, tmp_path, capsys,
                                                                    status, line):
    env = environ(fake, tmp_path, "issues_labeled.json", INPUT_MODE="issue")
    assert action.run(env) == 2  # no .trail.yml
    capsys.readouterr()
    fake.script.append(Scripted("GET", r".*/issues/12/comments", status))
    assert action.publish(env) == 1
    assert capsys.readouterr().err.strip() == line


# A DATABASE_URL-style secret: no secret-looking name, digits in the password.
DB_PASSWORD = "hunter2024x7"
DATABASE_URL = f"postgres://app:{DB_PASSWORD}@db.internal:5432/prod"


def test_secrets_handed_by_value_appear_in_no_file_comment_or_log(fake, tmp_path, capsys):
    import base64

    (tmp_path / "in.txt").write_text("".join(f"row {i}\n" for i in range(30))
                                     .replace("row 17", "BOOM"))
    # The oracle says the secret in every shape an error would, with the run's pid in
    # it (a word that changes from run to run, so that the signature generalizes).
    (tmp_path / "check.sh").write_text(
        "#!/bin/sh\ngrep -q BOOM \"$1\" || exit 0\n"
        "echo \"{\\\"dsn\\\": \\\"$DATABASE_URL\\\", \\\"pid\\\": $$}\"\n"
        f"echo 'auth: {base64.b64encode(DB_PASSWORD.encode()).decode()}' >&2\n"
        "echo \"connect to $DATABASE_URL failed (pid $$): password $DB_PW refused\" >&2\n"
        "exit 1\n")
    env = environ(fake, tmp_path, INPUT_SANDBOX="local", INPUT_ORACLE="sh check.sh {}",
                  INPUT_INPUT="in.txt", INPUT_VERIFY="2", DATABASE_URL=DATABASE_URL,
                  DB_PW=DB_PASSWORD, INPUT_PASS_ENV="DATABASE_URL, DB_PW",
                  RUNNER_TEMP=str(tmp_path / "runner-temp"),
                  INPUT_SECRETS=json.dumps({"DATABASE_URL": DATABASE_URL,
                                            "github_token": FAKE_TOKEN}))
    (tmp_path / "runner-temp").mkdir()
    assert action.run(env) == 0
    assert action.publish(env) == 0
    out = tmp_path / "trail-out" / "trail-test"
    assert (out / "in.txt").read_text() == "BOOM"
    assert list((tmp_path / "runner-temp").iterdir()) == []  # no file ever held them
    said = capsys.readouterr()
    assert ("environment of trail, setup and an oracle or suite run on the job: the "
            "step's, without 3: DEPLOY_API_KEY (its name looks secret), INPUT_GITHUB_TOKEN "
            "(its name looks secret), INPUT_SECRETS (its name looks secret); given though "
            "secret, as pass-env asks: DATABASE_URL, DB_PW\n") in said.err
    texts = {str(path): path.read_bytes().decode("utf-8", "replace")
             for path in tmp_path.rglob("*") if path.is_file() and path.name != "check.sh"}
    texts.update(comment=fake.comments[7][0]["body"], log=said.err + said.out)
    # Masked before the signature was taken: the mask is a whole wildcard, not a
    # half-wildcarded password (how the pid is wildcarded is capture.py's business).
    [line] = json.loads(texts[str(out / "report.json")])["signature"]["lines"]
    assert "connect to [^ ]+ failed " in line and " password [^ ]+ refused" in line
    for where, text in texts.items():
        for secret in ("hunter2024", "aHVudGVyMjAyNHg3", "db.internal"):
            assert secret not in text, (where, secret)


def test_a_run_step_killed_outright_still_publishes_the_report_trail_wrote(fake, tmp_path,
                                                                          capsys):
    # SIGKILL of the run step: no record, but its trail (SIGTERMed by the kernel) wrote
    # its best so far; publish posts that.
    finished_run(tmp_path, sample_report(status="interrupted"), b"x\n")
    (tmp_path / ".trail-action" / "1-1-test" / "action.json").unlink()
    env = environ(fake, tmp_path, INPUT_MODE="minimize", INPUT_INPUT="tests/crash.html")
    assert action.publish(env) == 0
    assert "the run step was killed: publishing the report trail wrote when it stopped" \
        in capsys.readouterr().err
    assert "### trail delta: `crash.html` cancelled: partial (the best input when it " \
           "was stopped)" in fake.comments[7][0]["body"]


def test_the_run_step_names_its_process_while_it_runs(fake, tmp_path, monkeypatch):
    seen = []
    monkeypatch.setattr(action, "_run", lambda environ, ctx: seen.append(
        (ctx.state / action.PID_FILE).read_text()) or 0)
    env = environ(fake, tmp_path)
    assert action.run(env) == 0
    assert seen == [f"{os.getpid()}\n"]
    assert not (Path(env["TRAIL_ACTION_STATE"]) / action.PID_FILE).exists()
