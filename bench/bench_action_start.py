"""How long the action takes on a fresh runner, under act, from the start of its step
to the first oracle call: the way trail was installed before (BASELINE's prepare.sh)
against this checkout's, side by side.

    python3 bench/bench_action_start.py [--runs 3] [--baseline REV]

Runs a minimize workflow (`sandbox: docker`, the environment image built from the
repository) in act, `--runs` times each way, interleaved. Every run is cold: the job's
tool cache is an empty folder of its own container (RUNNER_TOOL_CACHE), so neither
trail's venv nor uv is there, as on a GitHub-hosted runner. A step just before the
action writes the time; the first oracle call is the first container `docker events`
reports with the run's own base image label (copied into the environment image and
from there to its containers). Prints each run, with the prepare step's share (trail's
install, as act times the step) and the load average, then the medians and their ratio.
A benchmark, not a test: CI does not run it. Needs act, a Docker Engine and the
package index (pip, uv).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import statistics
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from act_harness import (  # noqa: E402
    PYTHON_IMAGE,
    build_images,
    docker_cli,
    make_repo,
    run_act,
)
from github_fake import FakeGitHub  # noqa: E402

# main before uv: prepare.sh made the venv with `python3 -m venv` and pip-installed
# the project (an isolated build).
BASELINE = "4fcf252"

WORKFLOW = """\
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    env:
      RUNNER_TOOL_CACHE: /tmp/empty-tool-cache
    steps:
      - uses: actions/checkout@v4
      - run: date +%s.%N > .step-start
      - uses: ./
        with:
          input: page.html
          oracle: "! grep -q SELECT {}"
          sandbox: docker
          env-base: BASE
          comment: 'false'
"""
PAGE = "".join(f"<p>line {i}</p>\n" for i in range(200)) + "<SELECT>\n"


def one_run(tmp: Path, base: str, prepare: str | None) -> tuple[float, str]:
    """Seconds from the step's start to the first oracle call, and act's log;
    `prepare`: the text of the prepare.sh to run instead of this checkout's."""
    repo = make_repo(tmp, {"test.yml": WORKFLOW.replace("BASE", base)}, {"page.html": PAGE})
    if prepare is not None:
        (repo / "action" / "prepare.sh").write_text(prepare)
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam",
                        "baseline"], cwd=repo, check=True)
    # Watched as they come: the engine keeps only its last 256 events for --since.
    watcher = subprocess.Popen(
        ["docker", "events", "--filter", "type=container", "--filter", "event=create",
         "--filter", f"label=trail.base={base}", "--format", "{{.TimeNano}}"],
        stdout=subprocess.PIPE, text=True)
    try:
        with FakeGitHub("octo/proj") as fake:
            result = run_act(repo, "pull_request", {"pull_request": {"number": 7}}, fake)
    finally:
        watcher.terminate()
    log = result.stdout + result.stderr
    if result.returncode != 0:
        raise SystemExit(log[-4000:])
    if "trail: installed in /tmp/empty-tool-cache/" not in log:
        raise SystemExit("the run was not cold (no install in the empty tool cache)\n"
                         + log[-4000:])
    stamps = [int(line) / 1e9 for line in watcher.stdout.read().split()]
    if not stamps:
        raise SystemExit("no oracle container was created: see the act log\n" + log[-4000:])
    start = float((repo / ".step-start").read_text())
    return min(stamps) - start, log


def prepare_seconds(log: str) -> float:
    """How long the prepare step (trail's install) took, as act logs it."""
    found = re.search(r"Success - Main Prepare trail[^\n]*\[([\d.]+)(m?s)\]", log)
    if not found:
        raise SystemExit("act logged no time for the prepare step\n" + log[-4000:])
    return float(found.group(1)) / (1000 if found.group(2) == "ms" else 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline", default=BASELINE,
                        help="the commit whose action/prepare.sh is the old way")
    options = parser.parse_args()
    old = subprocess.run(["git", "show", f"{options.baseline}:action/prepare.sh"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    with tempfile.TemporaryDirectory(prefix="bench-start-") as scratch:
        (Path(scratch) / "images").mkdir()
        with contextlib.contextmanager(build_images)(Path(scratch) / "images"):
            seconds = _runs(Path(scratch), options.runs, {
                f"old ({options.baseline}, venv + pip)": old, "new (uv)": None})
    (old_label, olds), (new_label, news) = seconds.items()
    print(f"cold start, median of {options.runs}: {old_label} {statistics.median(olds):.1f} s; "
          f"{new_label} {statistics.median(news):.1f} s; ratio "
          f"{statistics.median(olds) / statistics.median(news):.2f}")


def _runs(scratch: Path, runs: int, ways: dict[str, str | None]) -> dict[str, list[float]]:
    base = f"trail-bench-start:{uuid.uuid4().hex[:12]}"  # its label marks our containers
    docker_cli("tag", PYTHON_IMAGE, base)
    seconds: dict[str, list[float]] = {label: [] for label in ways}
    try:
        for i in range(runs):
            for label, prepare in ways.items():
                tmp = scratch / f"run{i}-{len(seconds[label])}-{label.split()[0]}"
                tmp.mkdir()
                took, log = one_run(tmp, base, prepare)
                seconds[label].append(took)
                prepare = prepare_seconds(log)
                print(f"run {i + 1}, {label}: {took:.1f} s from the step's start to the "
                      f"first oracle call: {prepare:.1f} s preparing trail, "
                      f"{took - prepare:.1f} s after (load average {os.getloadavg()[0]:.1f})",
                      flush=True)
    finally:
        docker_cli("image", "rm", base)
    return seconds


if __name__ == "__main__":
    main()
