"""How long the action takes, under act, from the start of its step to the first oracle call.

    python3 bench/bench_action_start.py [--runs 5]

Runs a minimize workflow (`sandbox: docker`, the environment image built from the
repository) `--runs` times in act, as tests/test_example_workflows.py does. A step
just before the action writes the time; the first oracle call is the first container
`docker events` reports with the run's own base image label (the label of the base
is copied into the environment image and from there to its containers). The first run is cold
(trail installed into the tool cache: this benchmark's copy of the action differs from
any other by one file, so no earlier venv fits it); the later ones are a warm runner.
Prints each run and the median of the warm ones. Removes the venv it made afterwards.
A benchmark, not a test: CI does not run it. Needs act and a Docker Engine.
"""

from __future__ import annotations

import argparse
import contextlib
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
    JOB_IMAGE,
    PYTHON_IMAGE,
    build_images,
    docker_cli,
    make_repo,
    run_act,
)
from github_fake import FakeGitHub  # noqa: E402

WORKFLOW = """\
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
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


def one_run(tmp: Path, base: str, nonce: str) -> tuple[float, str]:
    repo = make_repo(tmp, {"test.yml": WORKFLOW.replace("BASE", base)}, {"page.html": PAGE})
    (repo / "runner" / "trail" / "_bench_nonce.py").write_text(f"# {nonce}\n")
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
    stamps = [int(line) / 1e9 for line in watcher.stdout.read().split()]
    if not stamps:
        raise SystemExit("no oracle container was created: see the act log\n" + log[-4000:])
    start = float((repo / ".step-start").read_text())
    return min(stamps) - start, log


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    nonce = uuid.uuid4().hex[:12]
    with tempfile.TemporaryDirectory(prefix="bench-start-") as scratch:
        (Path(scratch) / "images").mkdir()
        with contextlib.contextmanager(build_images)(Path(scratch) / "images"):
            seconds = _runs(Path(scratch), runs, nonce)
    if len(seconds) > 1:
        print(f"warm median: {statistics.median(seconds[1:]):.1f} s "
              f"over {len(seconds) - 1} runs; cold: {seconds[0]:.1f} s")


def _runs(scratch: Path, runs: int, nonce: str) -> list[float]:
    base = f"trail-bench-start:{nonce}"  # its label marks this benchmark's containers
    docker_cli("tag", PYTHON_IMAGE, base)
    seconds: list[float] = []
    venv = None
    try:
        for i in range(runs):
            tmp = scratch / f"run{i}"
            tmp.mkdir()
            took, log = one_run(tmp, base, nonce)
            venv = venv or re.search(r"trail: installed in (\S+)", log)
            seconds.append(took)
            print(f"run {i + 1} ({'cold' if i == 0 else 'warm'}): {took:.1f} s "
                  "from the step's start to the first oracle call", flush=True)
    finally:
        docker_cli("image", "rm", base)
        if venv:  # the tool cache is act's volume, shared by every run
            docker_cli("run", "--rm", "-v", "act-toolcache:/opt/hostedtoolcache",
                       JOB_IMAGE, "rm", "-rf", venv.group(1))
    return seconds


if __name__ == "__main__":
    main()
