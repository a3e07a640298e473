"""The composite steps' shell scripts, run with a recording `docker` on PATH."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import ROOT, RUNNER


def run_script(tmp_path: Path, script: str, *args: str, **env: str) -> list[str]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    (tmp_path / "docker-args").touch()
    recorder = bin_dir / "docker"
    recorder.write_text('#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done >> '
                        f'"{tmp_path}/docker-args"\n')
    recorder.chmod(0o755)
    full_env = {"PATH": f"{bin_dir}:{os.environ['PATH']}", "GITHUB_WORKSPACE": str(tmp_path),
                **env}
    done = subprocess.run(["bash", str(ROOT / "action" / script), *args], env=full_env,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return (tmp_path / "docker-args").read_text().splitlines()


FAKE_PYTHON = """#!/bin/sh
# python3 as prepare.sh uses it: the version check, --version, and `-m venv DIR`
# making a venv whose pip records what it installs; it has no pip of its own, so
# there is no uv unless one is on PATH.
case "$1 $2" in
  -c*) exit 0 ;;
  --version*) echo "Python 3.11.2" ;;
  "-m pip") exit 1 ;;
  "-m venv") mkdir -p "$3/bin" \\
     && printf '#!/bin/sh\\necho "$@" >> "%s/installs"\\n' "$(dirname "$0")" > "$3/bin/pip" \\
     && touch "$3/bin/python" && chmod +x "$3/bin/pip" "$3/bin/python" ;;
esac
"""


def fake_python(tmp_path: Path) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    python = bin_dir / "python3"
    python.write_text(FAKE_PYTHON)
    python.chmod(0o755)
    return bin_dir


def prepare_with_docker(tmp_path: Path, answers: str,
                        **env: str) -> subprocess.CompletedProcess:
    """prepare.sh run with the fake python3 and a `docker` that logs each call to
    docker-calls and answers by `answers` (shell lines on its arguments)."""
    bin_dir = fake_python(tmp_path)
    (bin_dir / "docker").write_text(
        f'#!/bin/sh\necho "$*" >> "{tmp_path}/docker-calls"\n{answers}')
    (bin_dir / "docker").chmod(0o755)
    done = subprocess.run(
        ["bash", str(ROOT / "action" / "prepare.sh")],
        env={"PATH": f"{bin_dir}:{os.environ['PATH']}", "GITHUB_WORKSPACE": str(tmp_path),
             "GITHUB_OUTPUT": str(tmp_path / "output"), "GITHUB_ACTION_PATH": str(ROOT),
             "RUNNER_TOOL_CACHE": str(tmp_path / "cache"), **env},
        capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return done


def test_run_phase_runs_trail_as_the_steps_own_process_in_the_workspace(tmp_path):
    # exec: GitHub's cancel signals go to the step's process, which must be trail.
    python = tmp_path / "venv-python"
    python.write_text('#!/bin/sh\necho "$$ $PWD $*"\n')
    python.chmod(0o755)
    (tmp_path / "ws").mkdir()
    done = subprocess.run(
        ["bash", "-c", 'echo "$$"; exec bash "$0" publish', str(ROOT / "action/run-phase.sh")],
        env={"PATH": os.environ["PATH"], "GITHUB_WORKSPACE": str(tmp_path / "ws"),
             "TRAIL_PYTHON": str(python)}, capture_output=True, text=True, timeout=30)
    shell_pid, trail = done.stdout.splitlines()
    assert trail == f"{shell_pid} {tmp_path / 'ws'} -m trail action publish"


def test_prepare_names_matrix_jobs_apart_and_copies_the_event(tmp_path):
    event = tmp_path / "event.json"
    event.write_text('{"schedule": "1 2 * * *"}')
    output = tmp_path / "output"
    fake_python(tmp_path)
    common = {"GITHUB_OUTPUT": str(output), "GITHUB_EVENT_PATH": str(event),
              "GITHUB_ACTION_PATH": str(ROOT), "GITHUB_RUN_ID": "99", "GITHUB_JOB": "minimize",
              "RUNNER_TOOL_CACHE": str(tmp_path / "cache")}
    # No image is built, in any mode (the summary mode's start is a venv lookup): the
    # engine is only asked for images killed runs left.
    assert run_script(tmp_path, "prepare.sh", **common, JOB_INDEX="3", JOB_TOTAL="4") == [
        "image", "ls", "-q", "--no-trunc", "--filter", "label=trail.action.created"]
    run_script(tmp_path, "prepare.sh", **common, JOB_INDEX="0", JOB_TOTAL="1",
               ARTIFACT_NAME="my artifact")
    lines = output.read_text().splitlines()
    state = tmp_path / ".trail-action" / "99-1-minimize-3"
    python = lines[1]
    assert lines == [f"state={state}", python,
                     "artifact-name=trail-minimize-3", "out=trail-out/trail-minimize-3",
                     f"state={tmp_path / '.trail-action' / '99-1-minimize'}", python,
                     "artifact-name=my artifact", "out=trail-out/my_artifact"]
    assert (state / "event.json").read_text() == event.read_text()


def test_prepare_installs_trail_once_per_version_of_the_action(tmp_path):
    bin_dir = fake_python(tmp_path)
    action = tmp_path / "action"
    shutil.copytree(ROOT / "runner", action / "runner",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", action)
    output = tmp_path / "output"
    env = {"GITHUB_OUTPUT": str(output), "GITHUB_ACTION_PATH": str(action),
           "RUNNER_TOOL_CACHE": str(tmp_path / "cache")}
    run_script(tmp_path, "prepare.sh", **env)
    run_script(tmp_path, "prepare.sh", **env)  # a warm runner: nothing to install
    (action / "runner" / "trail" / "new_module.py").write_text("# a new version\n")
    run_script(tmp_path, "prepare.sh", **env)
    pythons = [line.split("=", 1)[1] for line in output.read_text().splitlines()
               if line.startswith("python=")]
    assert pythons[0] == pythons[1] != pythons[2]
    assert all(p.startswith(str(tmp_path / "cache" / "trail-action")) for p in pythons)
    installs = (bin_dir / "installs").read_text().splitlines()
    assert len(installs) == 2  # from copies of the action, gone since (see the next test)
    assert not [line for line in installs if str(action) in line or Path(line.split()[-1]).exists()]
    assert sorted(p.name for p in (tmp_path / "cache" / "trail-action").iterdir()) == \
        sorted(Path(p).parent.parent.name for p in pythons[1:])


def test_prepare_builds_trail_from_a_copy_not_in_the_actions_folder(tmp_path):
    # pip builds a local project in its folder (build/): three jobs of a matrix sharing
    # the action's folder under act raced there, and one failed "File exists".
    bin_dir = fake_python(tmp_path)
    (bin_dir / "python3").write_text(FAKE_PYTHON.replace(
        'echo "$@" >> "%s/installs"', 'for a; do last=$a; done; mkdir "$last/build" || exit 1'))
    action = tmp_path / "action"
    shutil.copytree(ROOT / "runner", action / "runner",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, action)
    run_script(tmp_path, "prepare.sh", GITHUB_OUTPUT=str(tmp_path / "output"),
               GITHUB_ACTION_PATH=str(action), RUNNER_TOOL_CACHE=str(tmp_path / "cache"))
    assert not (action / "build").exists()
    # The venv, named by its key; no copy (KEY.source-*) or partial venv left behind.
    cache = tmp_path / "cache" / "trail-action"
    assert [p.name for p in cache.iterdir() if "." in p.name] == []
    # A failed install leaves nothing half-made either.
    shutil.rmtree(cache)
    (bin_dir / "python3").write_text(FAKE_PYTHON.replace('echo "$@" >> "%s/installs"', "exit 1"))
    failed = subprocess.run(["bash", str(ROOT / "action" / "prepare.sh")], capture_output=True,
                            env={"PATH": f"{bin_dir}:{os.environ['PATH']}",
                                 "GITHUB_WORKSPACE": str(tmp_path),
                                 "GITHUB_OUTPUT": str(tmp_path / "output"),
                                 "GITHUB_ACTION_PATH": str(action),
                                 "RUNNER_TOOL_CACHE": str(tmp_path / "cache")})
    assert failed.returncode != 0 and list(cache.iterdir()) == []


FAKE_UV = """#!/bin/sh
# uv as prepare.sh uses it: `venv DIR` makes a venv whose python names its purelib
# folder; `pip install` exits with STATUS.
echo "$*" >> "$(dirname "$0")/uv-calls"
case "$1" in
  venv) for a; do dir=$a; done
        mkdir -p "$dir/bin" "$dir/lib/site"
        printf '#!/bin/sh\\necho "$*" >> "%s/python-calls"\\necho "%s/lib/site"\\n' \\
            "$(dirname "$0")" "$dir" > "$dir/bin/python"
        chmod +x "$dir/bin/python" ;;
  pip) exit STATUS ;;
esac
"""


def prepare_with_uv(tmp_path: Path, status: int) -> tuple[subprocess.CompletedProcess, Path]:
    bin_dir = fake_python(tmp_path)
    (bin_dir / "uv").write_text(FAKE_UV.replace("STATUS", str(status)))
    (bin_dir / "uv").chmod(0o755)
    (bin_dir / "docker").write_text("#!/bin/sh\n")
    (bin_dir / "docker").chmod(0o755)
    done = subprocess.run(
        ["bash", str(ROOT / "action" / "prepare.sh")], capture_output=True, text=True,
        timeout=30, env={"PATH": f"{bin_dir}:{os.environ['PATH']}",
                         "GITHUB_WORKSPACE": str(tmp_path),
                         "GITHUB_OUTPUT": str(tmp_path / "output"),
                         "GITHUB_ACTION_PATH": str(ROOT),
                         "RUNNER_TOOL_CACHE": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr
    python = next(line.split("=", 1)[1] for line in
                  (tmp_path / "output").read_text().splitlines() if line.startswith("python="))
    return done, Path(python).parent.parent


def test_prepare_installs_the_dependencies_with_uv_and_copies_trail_in(tmp_path):
    # No build of the project: uv installs what pyproject.toml lists, the code is copied.
    done, venv = prepare_with_uv(tmp_path, 0)
    assert f"trail: installed in {venv} with uv (" in done.stdout
    calls = (tmp_path / "bin" / "uv-calls").read_text().splitlines()
    python3 = tmp_path / "bin" / "python3"  # the job's, whatever uv would choose
    assert calls[0].startswith(f"venv --quiet --python {python3} ")
    assert calls[1].startswith("pip install --quiet --compile-bytecode --python ")
    assert calls[1].endswith("/pyproject.toml") and len(calls) == 2
    # trail's code is compiled too, under the venv's final name (its tracebacks say it).
    compiled = (tmp_path / "bin" / "python-calls").read_text().splitlines()[1]
    assert compiled.startswith(f"-m compileall -q -j 0 -d {venv}/lib/site/trail ")
    assert (venv / "lib" / "site" / "trail" / "__main__.py").read_bytes() == \
        (RUNNER / "trail" / "__main__.py").read_bytes()
    assert not (tmp_path / "bin" / "installs").exists()  # pip had nothing to do


def test_prepare_falls_back_to_pip_where_uv_fails(tmp_path):
    done, venv = prepare_with_uv(tmp_path, 2)
    assert "trail: uv is not available or failed: installing with pip" in done.stdout
    assert f"trail: installed in {venv} with pip (" in done.stdout
    installs = (tmp_path / "bin" / "installs").read_text().splitlines()
    assert len(installs) == 1 and installs[0].startswith("install --quiet")
    assert not (venv / "lib").exists()  # nothing of uv's venv is left in pip's


def test_finish_removes_the_image_the_run_built_and_the_state(tmp_path):
    state = tmp_path / ".trail-action" / "5-1-j"
    state.mkdir(parents=True)
    (state / "output").write_text("tests-run=3\n")
    (state / "built-image").write_text("trail-env-ws:0123456789ab\n")
    output = tmp_path / "github-output"
    args = run_script(tmp_path, "finish.sh", TRAIL_ACTION_STATE=str(state),
                      GITHUB_OUTPUT=str(output))
    assert args == ["ps", "-aq", "--filter", "ancestor=trail-env-ws:0123456789ab",
                    "image", "inspect", "--format", "{{.Id}}", "trail-env-ws:0123456789ab",
                    "image", "rm", "trail-env-ws:0123456789ab"]
    assert output.read_text() == "tests-run=3\n"
    assert not (tmp_path / ".trail-action").exists()


def test_finish_removes_the_files_ns_unpacked_from_the_image_it_removes(tmp_path,
                                                                       monkeypatch):
    from trail.sandbox.rootfs import COMPLETE, is_unpacked, rootfs_path

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    state = tmp_path / ".trail-action" / "5-1-j"
    state.mkdir(parents=True)
    (state / "built-image").write_text("trail-env-ws:0123456789ab\n")
    image_id, other_id = "sha256:" + "ab" * 32, "sha256:" + "cd" * 32
    for unpacked in (image_id, other_id):
        (rootfs_path(unpacked) / "etc").mkdir(parents=True)
        Path(f"{rootfs_path(unpacked)}{COMPLETE}").touch()
        Path(f"{rootfs_path(unpacked)}.lock").touch()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "docker").write_text(  # answers `image inspect` with the image's id
        f'#!/bin/sh\n[ "$2" = inspect ] && echo {image_id}\nexit 0\n')
    (bin_dir / "docker").chmod(0o755)
    done = subprocess.run(
        ["bash", str(ROOT / "action" / "finish.sh")], capture_output=True, text=True,
        timeout=60, env={**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}",
                         "TRAIL_ACTION_STATE": str(state), "GITHUB_OUTPUT": str(tmp_path / "o"),
                         "TRAIL_PYTHON": sys.executable, "PYTHONPATH": str(RUNNER)})
    assert done.returncode == 0, done.stderr
    assert not is_unpacked(image_id) and is_unpacked(other_id)
    left = rootfs_path(other_id).name
    assert sorted(p.name for p in rootfs_path(other_id).parent.iterdir()) == [
        left, f"{left}.lock", f"{left}{COMPLETE}"]


def test_prepare_gives_jobs_sharing_a_workspace_their_own_state(tmp_path):
    """act binds one checkout into every job of a matrix and may leave the matrix's
    size unset: two jobs of one id must not share a state folder, or the first to
    finish removes it under the other."""
    output = tmp_path / "output"
    fake_python(tmp_path)
    env = {"GITHUB_OUTPUT": str(output), "GITHUB_ACTION_PATH": str(ROOT),
           "GITHUB_RUN_ID": "5", "GITHUB_JOB": "shard",
           "RUNNER_TOOL_CACHE": str(tmp_path / "cache")}
    run_script(tmp_path, "prepare.sh", **env)
    run_script(tmp_path, "prepare.sh", **env)
    states = [line.split("=", 1)[1] for line in output.read_text().splitlines()
              if line.startswith("state=")]
    assert states[0] == str(tmp_path / ".trail-action" / "5-1-shard")
    assert states[1].startswith(states[0] + "-") and Path(states[1]).is_dir()


def test_cleanup_finds_the_state_its_own_job_took_never_a_neighbours(tmp_path):
    """Two jobs of one id in one workspace (a matrix under act): the second's state has
    a suffix. Its cleanup step reads that folder from its job's environment; with the
    name alone it would pick up the first job's folder, which that job may remove or
    still be running in."""
    fake_python(tmp_path)
    common = {"GITHUB_ACTION_PATH": str(ROOT), "GITHUB_RUN_ID": "5", "GITHUB_JOB": "shard",
              "RUNNER_TOOL_CACHE": str(tmp_path / "cache")}
    jobs = []
    for n in (1, 2):
        job = {"GITHUB_OUTPUT": str(tmp_path / f"output-{n}"),
               "GITHUB_ENV": str(tmp_path / f"env-{n}")}
        run_script(tmp_path, "prepare.sh", **common, **job)
        jobs.append(job)
    first, second = (dict(line.split("=", 1) for line in Path(job["GITHUB_ENV"]).read_text()
                          .splitlines()) for job in jobs)
    assert first["TRAIL_ACTION_STATE_DIR"] == str(tmp_path / ".trail-action" / "5-1-shard")
    assert second["TRAIL_ACTION_STATE_DIR"].startswith(first["TRAIL_ACTION_STATE_DIR"] + "-")

    def cleanup_found(job_env: dict[str, str]) -> str:
        found = tmp_path / "found"
        found.write_text("")
        run_script(tmp_path, "find-state.sh", GITHUB_OUTPUT=str(found), **job_env)
        return found.read_text()

    shutil.rmtree(first["TRAIL_ACTION_STATE_DIR"])  # the first job finished
    assert f"state={second['TRAIL_ACTION_STATE_DIR']}\n" in cleanup_found(second)
    assert cleanup_found(first) == ""
    assert cleanup_found({}) == ""  # no prepare step ran in this job: nothing to clean
def test_prepare_removes_env_images_killed_runs_left_after_six_hours(tmp_path):
    import time

    now = int(time.time())
    created = {"sha256:old": now - 6 * 3600 - 60, "sha256:new": now - 5 * 3600,
               "sha256:odd": "not-a-time"}
    answers = "".join(f'  *"{image}"*) echo "{when}" ;;\n' for image, when in created.items())
    done = prepare_with_docker(
        tmp_path,
        'case "$1 $2" in\n'
        f'  "image ls") printf "%s\\n" {" ".join(created)} ;;\n'
        '  "image inspect") case "$*" in\n' + answers + "  esac ;;\n"
        '  "ps -aq") case "$*" in *sha256:old*) echo c0ffee ;; esac ;;\n'
        "esac\n")
    removals = [line for line in (tmp_path / "docker-calls").read_text().splitlines()
                if line.startswith(("image rm", "rm"))]
    # Its containers first (one still running would keep the image), then the image.
    assert removals == ["rm -f c0ffee", "image rm -f sha256:old"]
    assert "trail: removed sha256:old, an environment image a killed run left" in done.stdout


def test_prepare_removes_state_folders_killed_runs_left_after_six_hours(tmp_path):
    import time

    states = tmp_path / ".trail-action"
    ages = {"1-1-old": 6 * 3600 + 60, "2-1-recent": 5 * 3600, "3-1-old-but-running": 7 * 3600}
    for name in ages:
        (states / name).mkdir(parents=True)
        (states / name / "action.json").write_text("{}")
    # A run step of the third still runs: its state stays, however old.
    step = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)",
                             "-m trail action run"])
    (states / "3-1-old-but-running" / "run.pid").write_text(f"{step.pid}\n")
    for name, age in ages.items():
        then = time.time() - age
        os.utime(states / name, (then, then))
    fake_python(tmp_path)
    try:
        run_script(tmp_path, "prepare.sh", GITHUB_OUTPUT=str(tmp_path / "output"),
                   GITHUB_ACTION_PATH=str(ROOT), GITHUB_RUN_ID="4",
                   RUNNER_TOOL_CACHE=str(tmp_path / "cache"))
    finally:
        step.kill()
        step.wait()
    assert sorted(p.name for p in states.iterdir()) == [
        "2-1-recent", "3-1-old-but-running", "4-1-job"]


def test_prepare_removes_at_once_what_a_run_killed_here_or_in_a_gone_container_left(
        tmp_path):
    # A run step killed outright leaves run.pid; where its job ran is in run.pidns. One
    # that noticed its runner was killed ended, and left run.pidns alone.
    here = f"{os.readlink('/proc/self/ns/pid')} {os.uname().nodename}"
    pid = subprocess.Popen(["true"])  # a pid that no longer runs
    pid.wait()
    states = tmp_path / ".trail-action"
    runs = {"1-1-killed-here": (here, True),
            "2-1-killed-in-a-gone-container": ("pid:[1] c0ffee", True),
            "2-2-ended-in-a-gone-container": ("pid:[1] c0ffee", False),
            "3-1-in-a-container-still-up": ("pid:[2] beef00", True),
            "4-1-finished-without-finish": (None, False),
            "4-2-not-started-here": (here, False)}
    for name, (where, killed) in runs.items():
        (states / name).mkdir(parents=True)
        (states / name / "built-image").write_text(f"trail-env-{name[:3]}:tag\n")
        if killed:
            (states / name / "run.pid").write_text(f"{pid.pid}\n")
        if where is not None:
            (states / name / "run.pidns").write_text(where + "\n")
    done = prepare_with_docker(tmp_path, 'case "$*" in *"id=beef00"*) echo beef00 ;; esac\n',
                               GITHUB_RUN_ID="5")
    assert sorted(p.name for p in states.iterdir()) == [
        "3-1-in-a-container-still-up", "4-1-finished-without-finish",
        "4-2-not-started-here", "5-1-job"]
    assert (states / "5-1-job" / "run.pidns").read_text() == here + "\n"
    removed = [line for line in (tmp_path / "docker-calls").read_text().splitlines()
               if line.startswith("image rm")]
    assert removed == ["image rm -f trail-env-1-1:tag", "image rm -f trail-env-2-1:tag",
                       "image rm -f trail-env-2-2:tag"]
    assert ("trail: removed .trail-action/1-1-killed-here, what a killed run left"
            in done.stdout)


STILL_RUNNING = """
import signal, sys, time
def stop(signum, frame):
    open(sys.argv[1], "w").write(signal.Signals(signum).name)
    sys.exit(130)
signal.signal(signal.SIGINT, stop)
print("ready", flush=True)
time.sleep(60)
"""


def test_stop_hands_a_run_step_still_running_the_cancel_signal(tmp_path):
    # act stops waiting for a cancelled step but leaves its process running: the
    # always() steps must not upload and publish before it has written its result.
    state = tmp_path / "state"
    state.mkdir()
    said = tmp_path / "said"
    # Its command line reads as the run step's: `python -m trail action run`.
    step = subprocess.Popen([sys.executable, "-c", STILL_RUNNING, str(said), "-m", "trail",
                             "action", "run"], stdout=subprocess.PIPE, text=True)
    try:
        assert step.stdout.readline() == "ready\n"
        (state / "run.pid").write_text(f"{step.pid}\n")
        done = subprocess.run(["bash", str(ROOT / "action" / "stop.sh")],
                              env={"PATH": os.environ["PATH"], "TRAIL_ACTION_STATE": str(state)},
                              capture_output=True, text=True, timeout=30)
        assert done.returncode == 0, done.stderr
        assert step.wait(timeout=5) == 130
    finally:
        step.kill()
    assert said.read_text() == "SIGINT"
    assert done.stdout.startswith("trail: the run step is still running (the job was cancelled)")


def test_stop_leaves_a_process_that_only_reused_the_pid(tmp_path):
    state = tmp_path / "state"
    state.mkdir()
    other = subprocess.Popen(["sleep", "30"])
    try:
        (state / "run.pid").write_text(f"{other.pid}\n")
        done = subprocess.run(["bash", str(ROOT / "action" / "stop.sh")],
                              env={"PATH": os.environ["PATH"], "TRAIL_ACTION_STATE": str(state)},
                              capture_output=True, text=True, timeout=30)
        assert (done.returncode, done.stdout) == (0, "")
        assert other.poll() is None
    finally:
        other.kill()


def sandbox_step(tmp_path: Path, *, uid: int, sudo: bool, namespaces: bool = True,
                 bwrap: bool = False, apt: bool = True, **inputs: str) -> tuple[str, str]:
    """action/sandbox.sh with stand-ins for what it asks the job (only they on PATH);
    its log, and what it wrote into the state folder ('' for nothing)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("env", "timeout", "nice", "tail"):
        (bin_dir / tool).symlink_to(shutil.which(tool))
    calls = tmp_path / "calls"
    fakes = {
        "id": f"echo {uid}",
        "sudo": f'[ "$*" = "-n true" ] && exit {0 if sudo else 1}\n'
                f'echo "sudo $*" >> {calls}\nshift\nexec "$@"',
        "unshare": f"exit {0 if namespaces else 1}",
        "prlimit": "exit 0",
        # apt-get install makes a bwrap; the one installed, or given, works.
        "apt-get": f'echo "apt-get $*" >> {calls}\n' + (
            f'[ "$1" = install ] && printf "#!/bin/sh\\nexit 0\\n" > {bin_dir}/bwrap '
            f'&& {shutil.which("chmod")} +x {bin_dir}/bwrap\nexit 0' if apt
            else '[ "$1" = update ] || exit 100'),
        **({"bwrap": "exit 0"} if bwrap else {}),
    }
    for name, body in fakes.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    state = tmp_path / "state"
    state.mkdir()
    done = subprocess.run(
        [shutil.which("bash"), str(ROOT / "action" / "sandbox.sh")], capture_output=True,
        text=True, timeout=30, env={"PATH": str(bin_dir), "TRAIL_ACTION_STATE": str(state),
                                    "INPUT_ORACLE": "grep -q x {}", **inputs})
    assert done.returncode == 0, done.stderr
    found = state / "sandbox"
    return done.stdout, found.read_text() if found.exists() else ""


def test_sandbox_step_installs_bubblewrap_with_sudo_and_runs_ns_through_it(tmp_path):
    # A GitHub-hosted Ubuntu runner: a user with passwordless sudo, no bubblewrap.
    log, found = sandbox_step(tmp_path, uid=1001, sudo=True)
    why = ("bubblewrap installed with sudo, namespaces allowed, trail runs them as root "
           "through passwordless sudo")
    assert found == f"ns=yes\nroot=sudo\nreason={why}\n"
    assert log == f"trail: sandbox auto: ns: {why}\n"
    assert (tmp_path / "calls").read_text().splitlines() == [
        "sudo -n unshare --mount --pid --fork --net --ipc --uts true",
        "sudo -n env DEBIAN_FRONTEND=noninteractive timeout 120 nice -n 10 apt-get install "
        "-y -qq --no-install-recommends bubblewrap",
        "apt-get install -y -qq --no-install-recommends bubblewrap",
        "sudo -n bwrap --dev-bind / / --unshare-pid --unshare-net --unshare-ipc "
        "--unshare-uts --die-with-parent true"]


@pytest.mark.parametrize(("job", "found"), [
    ({"uid": 1001, "sudo": False},
     "ns=no\nroot=none\nreason=--sandbox ns needs root, and the job is neither root nor "
     "has passwordless sudo\n"),
    # A container without the rights: nothing is installed for nothing.
    ({"uid": 0, "sudo": False, "namespaces": False},
     "ns=no\nroot=self\nreason=the job cannot make namespaces, even as root (a container "
     "started without --privileged?)\n"),
    ({"uid": 0, "sudo": False, "apt": False},
     "ns=no\nroot=self\nreason=no bubblewrap, and apt-get could not install it as root\n"),
    ({"uid": 0, "sudo": False, "bwrap": True},
     "ns=yes\nroot=self\nreason=bubblewrap present, namespaces allowed, the job runs as "
     "root\n"),
])
def test_sandbox_step_says_why_ns_can_or_cannot_run(tmp_path, job, found):
    log, written = sandbox_step(tmp_path, **job)
    assert written == found
    ns = found.startswith("ns=yes")
    assert log == f"trail: sandbox auto: {'ns' if ns else 'docker'}: " \
                  f"{found.split('reason=')[1]}"
    if not job.get("apt", True):  # tried once, then again after refreshing the lists
        assert [line.split()[1] for line in (tmp_path / "calls").read_text().splitlines()] \
            == ["install", "update", "install"]


@pytest.mark.parametrize("inputs", [{"INPUT_SANDBOX": "docker"}, {"INPUT_SANDBOX": "local"},
                                    {"INPUT_MODE": "sweep"}, {"INPUT_ORACLE": ""},
                                    {"INPUT_VICTIM": "tests/test_a.py::test_b"}])
def test_sandbox_step_does_nothing_where_oracles_do_not_run_in_an_image(tmp_path, inputs):
    assert sandbox_step(tmp_path, uid=0, sudo=False, bwrap=True, **inputs) == ("", "")


@pytest.mark.parametrize(("sandbox", "started"), [("auto", True), ("ns", True),
                                                   ("docker", False), ("local", False)])
def test_prepare_starts_the_sandbox_step_in_the_background(tmp_path, sandbox, started):
    # sandbox.sh, run by prepare.sh with the step's inputs and the state folder: here a
    # job that is not root and has no sudo, so it decides at once, for docker.
    bin_dir = fake_python(tmp_path)
    for name, body in {"id": "echo 1001", "sudo": "exit 1"}.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    prepare_with_docker(tmp_path, "", INPUT_SANDBOX=sandbox, INPUT_ORACLE="grep -q x {}")
    state = tmp_path / ".trail-action" / "0-1-job"
    if not started:
        assert not (state / "sandbox.pid").exists()
        return
    pid = int((state / "sandbox.pid").read_text())
    for _ in range(200):  # not our child: gone from /proc, or a zombie
        stat = Path(f"/proc/{pid}/stat")
        if not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z":
            break
        time.sleep(0.05)
    why = "--sandbox ns needs root, and the job is neither root nor has passwordless sudo"
    assert (state / "sandbox").read_text() == f"ns=no\nroot=none\nreason={why}\n"
    assert (state / "sandbox.log").read_text() == f"trail: sandbox {sandbox}: docker: {why}\n"
