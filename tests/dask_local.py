"""A real Dask cluster on this machine for tests and bench/bench_dask.py: a `dask
scheduler` process and `dask worker` processes (no nanny: a killed worker stays
dead, as a lost machine would), bound to 127.0.0.1, each started with a bounded
wait and killed by `close()`. The workers import trail from this checkout."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

RUNNER = Path(__file__).resolve().parent.parent / "runner"
START_TIMEOUT = 60.0  # seconds for a process to come up on a busy 2-core machine


class DaskProcesses:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.scheduler: subprocess.Popen[bytes] | None = None
        self.workers: list[subprocess.Popen[bytes]] = []
        self.address = ""
        self._env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            [str(RUNNER), *filter(None, [os.environ.get("PYTHONPATH")])])}

    def _start(self, name: str, args: list[str],
               env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
        """A process of its own group, so that killing it kills the whole process; its
        name is WORKER_NAME in its environment (a test oracle can tell where it ran)."""
        with open(self.folder / f"{name}.log", "wb") as log:
            return subprocess.Popen(
                [sys.executable, "-m", "distributed.cli." + args[0], *args[1:]],
                stdout=log, stderr=subprocess.STDOUT, cwd=self.folder, start_new_session=True,
                env={**self._env, **(env or {}), "WORKER_NAME": name})

    def start_scheduler(self) -> str:
        path = self.folder / "scheduler.json"
        path.unlink(missing_ok=True)  # a file left from an earlier scheduler names its port
        self.scheduler = self._start("scheduler", [
            "dask_scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
            "--scheduler-file", str(path)])
        deadline = time.monotonic() + START_TIMEOUT
        while not path.exists() or not path.read_text().strip():
            if self.scheduler.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"dask scheduler did not start: {self.log('scheduler')}")
            time.sleep(0.05)
        self.address = json.loads(path.read_text())["address"]
        return self.address

    def add_workers(self, count: int, env: dict[str, str] | None = None) -> None:
        """`count` more workers of one thread each, `env` added to their environment (the
        oracle's: it runs with the worker's); returns once all have registered."""
        for _ in range(count):
            index = len(self.workers)
            self.workers.append(self._start(f"w{index}", [
                "dask_worker", self.address, "--nthreads", "1", "--no-nanny",
                "--host", "127.0.0.1", "--no-dashboard", "--name", f"w{index}"], env))
        self.wait_for(len(self.workers))

    def wait_for(self, count: int) -> None:
        from distributed import Client

        with Client(self.address, timeout=START_TIMEOUT, set_as_default=False) as client:
            client.wait_for_workers(count, timeout=START_TIMEOUT)

    def log(self, name: str) -> str:
        path = self.folder / f"{name}.log"
        return path.read_text(errors="replace")[-2000:] if path.exists() else ""

    def kill(self, process: subprocess.Popen[bytes]) -> None:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=START_TIMEOUT)

    def close(self) -> None:
        for process in [*self.workers, *filter(None, [self.scheduler])]:
            self.kill(process)


def leaky_suite_runner(seconds: float) -> str:
    """A stand-in for `pytest --junitxml`: `sh run.sh JUNIT TEST...` takes `seconds`,
    and test `victim` fails once test `leak` ran before it; each run notes where it
    ran (WORKER_NAME, else "here") in the file `where`."""
    return f"""#!/bin/sh
junit=$1; shift
echo "${{WORKER_NAME:-here}}" >> where
sleep {seconds}
leaked=0 status=0
{{
echo '<testsuite>'
for test in "$@"; do
  name=${{test#s.py::}}
  if [ "$name" = victim ] && [ $leaked = 1 ]; then
    echo "<testcase classname='s' name='$name'><failure message='leaked'/></testcase>"
    status=1
  else
    echo "<testcase classname='s' name='$name'/>"
  fi
  [ "$name" = leak ] && leaked=1
done
echo '</testsuite>'
}} > "$junit"
exit $status
"""
