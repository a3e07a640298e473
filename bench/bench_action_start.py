"""How long the action takes on a fresh runner, under act, from the start of its step
to the first oracle call: the action as it was before (BASELINE: trail installed with
venv's pip) against this checkout's, side by side, in the minimize and issue modes.

    python3 bench/bench_action_start.py [--runs 3] [--mode minimize|issue|both]
                                        [--sandbox docker|ns] [--baseline REV] [--logs DIR]

Each run is one act run of a workflow: `minimize` (an input of the repository,
`sandbox: docker`, the environment image built from the repository without `setup`)
or `issue` (the input in the issue's text, the oracle and `setup: pip install -e .`
from .trail.yml, for a small project of its own). `--runs` times each way and mode,
interleaved. A step just before the action writes the time; the first oracle call is
the first container `docker events` reports made from the environment image the run
built (by the id of the build's last line; the watch is narrowed to the run's own base
image label, copied into the environment image and its containers). With `--sandbox ns`
the workflows say `sandbox: ns` and run in a job container without bubblewrap (the
action installs it) that may make namespaces; the first oracle call is then the first
bwrap process on this machine whose command line holds the run's oracle (it carries a
nonce of its own), seen by polling /proc every 5 ms. Prints each
run, with the prepare step's share (trail's install, as act times it), the sandbox
step's (bubblewrap's install) and the load average, then the medians and their ratio,
per mode.

What is cold, as on a GitHub-hosted runner:
- the tool cache: RUNNER_TOOL_CACHE is an empty folder of the job's own container, so
  neither trail's venv nor uv is there, and each run installs them;
- the download caches: act starts each job in a new container, whose home has no
  ~/.cache (pip's and uv's), and the step before the action checks that it is so;
- the build cache: the repository holds a file with a nonce of its own per run, so its
  environment image has a content (and a hash) no earlier build had, and Docker's
  layer cache has nothing to offer past the base image; in the issue mode the image's
  `pip install -e .` runs, downloading its build backend, every time.
What is not: the base image is on this machine (a runner pulls python:3.12-slim,
about 50 MB, unless its image cache has it), and the job's image is too (GitHub's
runner image is there before the job).

A benchmark, not a test: CI does not run it. Needs act, a Docker Engine and the
package index (pip, uv).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from act_harness import (  # noqa: E402
    JOB_IMAGE,
    PYTHON_IMAGE,
    act_command,
    build_images,
    docker_cli,
    make_repo,
)
from github_fake import FakeGitHub  # noqa: E402

# main before uv: prepare.sh made the venv with `python3 -m venv` and pip-installed
# the project (an isolated build).
BASELINE = "4fcf252"

# Before the action: nothing of an earlier run may be there (see the docstring).
COLD = """\
      - name: Check that the run is cold, note the step's start
        run: |
          for cache in "$RUNNER_TOOL_CACHE" ~/.cache/pip ~/.cache/uv; do
            if [ -e "$cache" ]; then echo "not cold: $cache is there"; exit 1; fi
          done
          date +%s.%N > .step-start
"""



def _cold_job(trigger: str, job: str) -> str:
    """A workflow's start up to the action's step: one job on a fresh runner, cold."""
    return f"""\
on:{trigger}
jobs:
  {job}:
    runs-on: ubuntu-latest
    env:
      RUNNER_TOOL_CACHE: /tmp/empty-tool-cache
    steps:
      - uses: actions/checkout@v4
""" + COLD


MINIMIZE_WORKFLOW = _cold_job(" pull_request", "test") + """\
      - uses: ./
        with:
          input: page.html
          oracle: "ORACLE"
          sandbox: SANDBOX
          env-base: BASE
          comment: 'false'
"""

ISSUE_WORKFLOW = _cold_job("\n  issues:\n    types: [labeled]", "reproduce") + """\
      - uses: ./trail
        with:
          mode: issue
          sandbox: SANDBOX
          env-base: BASE
"""

PAGE = "".join(f"<p>line {i}</p>\n" for i in range(200)) + "<SELECT>\n"
# The issue mode's project: installed into its environment image by .trail.yml's setup.
PROJECT = {
    ".trail.yml": "oracle: 'ORACLE'\nsetup: pip install -e .\n",
    "pyproject.toml": '[build-system]\nrequires = ["setuptools>=61"]\n'
                      'build-backend = "setuptools.build_meta"\n\n'
                      '[project]\nname = "proj"\nversion = "0.1"\n\n'
                      '[tool.setuptools]\npy-modules = ["proj_parse"]\n',
    "proj_parse.py": "import sys\n\nsys.exit(1 if 'needle' in open(sys.argv[1]).read() else 0)\n",
}
ISSUE_BODY = "Crashes with:\n\n```text\n" + "".join(
    f"line {i}\n" for i in range(100)) + "needle\n```\n"
# mode: its workflow, its files, and the action's folder (the project's pyproject.toml
# is not trail's).
MODES = {"minimize": (MINIMIZE_WORKFLOW, {"page.html": PAGE}, "."),
         "issue": (ISSUE_WORKFLOW, PROJECT, "trail")}
ORACLES = {"minimize": "! grep -q SELECT {}", "issue": "python3 -m proj_parse {}"}


# The run step's phases, by the line the action logs as each starts.
PHASES = {"the image's build": "running: trail env build",
          "the sandbox's finding": "trail: sandbox ", "trail delta": "running: trail delta"}

# What the action is made of: the old way is all of it as it was at the baseline.
ACTION_PARTS = ("action.yml", "pyproject.toml", "action", "cleanup", "runner")


class FirstBwrap:
    """The time the first process whose command line holds `mark` and runs bwrap
    (directly or behind prlimit) appears on this machine, polled from /proc."""

    def __init__(self, mark: str) -> None:
        self.mark, self.seen, self.at = mark.encode(), set(), None
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()

    def _watch(self) -> None:
        while self.at is None and not self.stop.wait(0.005):
            for pid in os.listdir("/proc"):
                if not pid.isdigit() or pid in self.seen:
                    continue
                self.seen.add(pid)
                with contextlib.suppress(OSError):
                    argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
                    if b"bwrap" in argv and any(self.mark in arg for arg in argv):
                        self.at = time.time()
                        return

    def close(self) -> float | None:
        self.stop.set()
        self.thread.join()
        return self.at


def one_run(tmp: Path, base: str, mode: str, sandbox: str, baseline: str | None,
            logs: Path | None) -> tuple[float, str]:
    """Seconds from the step's start to the first oracle call, and act's log;
    `baseline`: the commit whose action runs instead of this checkout's."""
    workflow, files, action_dir = MODES[mode]
    nonce = uuid.uuid4().hex
    # The oracle carries the nonce (a no-op word) where its bwrap is looked for.
    oracle = ORACLES[mode] if sandbox == "docker" else f": {nonce}; {ORACLES[mode]}"
    files = {name: text.replace("ORACLE", oracle) for name, text in files.items()}
    files[".bench-nonce"] = nonce + "\n"  # a build of its own
    workflow = workflow.replace("BASE", base).replace("SANDBOX", sandbox) \
        .replace("ORACLE", oracle)
    repo = make_repo(tmp, {"test.yml": workflow}, files, action_dir=action_dir)
    if baseline is not None:
        for part in ACTION_PARTS:
            target = repo / action_dir / part
            shutil.rmtree(target) if target.is_dir() else target.unlink()
        archive = subprocess.run(["git", "archive", baseline, *ACTION_PARTS], cwd=ROOT,
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(repo / action_dir)], input=archive, check=True)
        subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm",
                        "baseline"], cwd=repo, check=True)
    event, payload = ("pull_request", {"pull_request": {"number": 7}})
    if mode == "issue":
        payload = json.loads((ROOT / "tests/data/github_events/issues_labeled.json")
                             .read_text())
        payload["issue"]["body"] = ISSUE_BODY
        event = "issues"
    # Watched as they come: the engine keeps only its last 256 events for --since.
    watcher = subprocess.Popen(
        ["docker", "events", "--filter", "type=container", "--filter", "event=create",
         "--filter", f"label=trail.base={base}", "--format", "{{.TimeNano}} {{.From}}"],
        stdout=subprocess.PIPE, text=True)
    first_bwrap = FirstBwrap(nonce) if sandbox == "ns" else None
    try:
        with FakeGitHub("octo/proj") as fake:
            # ns: a job container that may make namespaces, without bubblewrap.
            act = subprocess.Popen(
                act_command(repo, event, payload, fake, job_image=JOB_IMAGE,
                            namespaces=sandbox == "ns"),
                cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            lines = [(time.time(), line) for line in act.stdout]  # stamped as they come
            act.wait()
    finally:
        watcher.terminate()
        bwrap_at = first_bwrap.close() if first_bwrap else None
    log = "".join(line for _, line in lines)
    if logs is not None:
        (logs / f"{tmp.name}.log").write_text(log)
    if act.returncode != 0:
        raise SystemExit(log[-4000:])
    if "trail: installed in /tmp/empty-tool-cache/" not in log:
        raise SystemExit("the run was not cold (no install in the empty tool cache)\n"
                         + log[-4000:])
    # Only the containers of the image this run built count (trail creates them from
    # its id, which the build's last line gives).
    built = re.findall(r"\| Successfully built ([0-9a-f]{12})\b", log)
    if len(built) != 1:
        raise SystemExit("the run did not build one environment image\n" + log[-4000:])
    stamps = [int(stamp) / 1e9 for stamp, _, made_from
              in (line.partition(" ") for line in watcher.stdout.read().splitlines())
              if made_from.startswith(f"sha256:{built[0]}")]
    if sandbox == "ns":
        if "oracles ran in fresh namespaces per test" not in log:
            raise SystemExit("the oracles did not run in namespaces\n" + log[-4000:])
        stamps = [bwrap_at] if bwrap_at is not None else []
    if not stamps:
        raise SystemExit("no oracle container was created: see the act log\n" + log[-4000:])
    start = float((repo / ".step-start").read_text())
    # When the run step got to each phase, as act printed it.
    phases = {what: next((f"{stamp - start:.1f}" for stamp, line in lines if mark in line),
                         "-") for what, mark in PHASES.items()}
    print("  " + ", ".join(f"{what} at {at} s" for what, at in phases.items()), flush=True)
    return min(stamps) - start, log


def step_seconds(log: str, step: str) -> float:
    """How long the step whose name starts with `step` took, as act logs it (0 for a
    step act did not run)."""
    found = re.search(rf"Success - Main {step}[^\n]*\[([\d.]+)(m?s)\]", log)
    if not found:
        if step == "Prepare trail":
            raise SystemExit("act logged no time for the prepare step\n" + log[-4000:])
        return 0.0
    return float(found.group(1)) / (1000 if found.group(2) == "ms" else 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mode", choices=[*MODES, "both"], default="both")
    parser.add_argument("--sandbox", choices=["docker", "ns"], default="docker",
                        help="the action's `sandbox` input")
    parser.add_argument("--baseline", default=BASELINE,
                        help="the commit whose action is the old way")
    parser.add_argument("--logs", type=Path, help="a folder to keep each run's act log in")
    options = parser.parse_args()
    if options.logs:
        options.logs.mkdir(parents=True, exist_ok=True)
    how = ", venv + pip" if options.baseline == BASELINE else ""
    ways = {f"old ({options.baseline}{how})": options.baseline, "new": None}
    modes = list(MODES) if options.mode == "both" else [options.mode]
    with tempfile.TemporaryDirectory(prefix="bench-start-") as scratch:
        (Path(scratch) / "images").mkdir()
        with contextlib.contextmanager(build_images)(Path(scratch) / "images"):
            seconds = _runs(Path(scratch), options.runs, modes, options.sandbox, ways,
                            options.logs)
    for mode in modes:
        (old_label, olds), (new_label, news) = seconds[mode].items()
        print(f"{mode} mode, sandbox {options.sandbox}, cold start, median of {options.runs}: "
              f"{old_label} "
              f"{statistics.median(olds):.1f} s; {new_label} {statistics.median(news):.1f} s; "
              f"ratio {statistics.median(olds) / statistics.median(news):.2f}")


def _runs(scratch: Path, runs: int, modes: list[str], sandbox: str,
          ways: dict[str, str | None], logs: Path | None) -> dict[str, dict[str, list[float]]]:
    base = f"trail-bench-start:{uuid.uuid4().hex[:12]}"  # its label marks our containers
    docker_cli("tag", PYTHON_IMAGE, base)
    seconds = {mode: {label: [] for label in ways} for mode in modes}
    try:
        for i in range(runs):
            for mode in modes:
                for label, baseline in ways.items():
                    tmp = scratch / f"run{i}-{mode}-{label.split()[0]}"
                    tmp.mkdir()
                    took, log = one_run(tmp, base, mode, sandbox, baseline, logs)
                    seconds[mode][label].append(took)
                    prepared = step_seconds(log, "Prepare trail")
                    made_possible = step_seconds(log, "Make namespaces possible")
                    print(f"run {i + 1}, {mode}, {label}: {took:.1f} s from the step's start "
                          f"to the first oracle call: {prepared:.1f} s preparing trail, "
                          f"{made_possible:.1f} s making namespaces possible, "
                          f"{took - prepared - made_possible:.1f} s after (load average "
                          f"{os.getloadavg()[0]:.1f})", flush=True)
    finally:
        # The environment images of the runs: finish.sh removes them; any it could
        # not (a failed run) go here, before the base's name.
        for image in set(docker_cli("images", "-q", "--filter",
                                    f"label=trail.base={base}").stdout.split()):
            docker_cli("image", "rm", "-f", image.decode())
        docker_cli("image", "rm", base)
    return seconds


if __name__ == "__main__":
    main()
