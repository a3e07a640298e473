"""What a Dask worker runs for trail: oracle calls, in a sandbox of the worker's own.

A worker process keeps one sandbox per trail run (by the run's id), opened from the
run's SandboxSpec on its first call, so a docker or ns sandbox is set up once per
worker, not once per call. The run's client calls `close_run` on every worker when
the run ends or stops: that kills the calls still running there (Ctrl-C stops the
cluster's work, not only the client's wait), and a call of that run that starts
later opens nothing.

This module imports nothing of dask: its functions travel to the workers by name,
so the workers need trail installed, and the client's process loads it without dask.
"""

from __future__ import annotations

import hashlib
import sys
import threading
from pathlib import Path

from trail.oracle.call import OracleCall, RunResult
from trail.sandbox.base import Sandbox
from trail.sandbox.spec import SandboxSpec

_LOCK = threading.Lock()
_OPEN: dict[str, Sandbox] = {}
_CLOSED: set[str] = set()  # runs ended here: one id each, kept for the worker's life


class RunClosed(Exception):
    """A call of a run whose client has closed it (it stopped, or ended)."""


def sandbox_of(run_id: str, spec: SandboxSpec) -> Sandbox:
    """This worker's sandbox for the run, opened on its first call."""
    with _LOCK:  # opening under the lock: one sandbox per run, whatever the threads
        if run_id in _CLOSED:
            raise RunClosed(f"trail run {run_id} is closed")
        sandbox = _OPEN.get(run_id)
        if sandbox is None:
            sandbox = _OPEN[run_id] = spec.open()
        return sandbox


def identity() -> str:
    """Which trail this process runs: its version and a digest of its modules' text,
    so that a checkout and a wheel built from it agree, and two commits of one
    version do not (the client compares every worker's with its own at connect)."""
    package = Path(__file__).resolve().parent.parent
    code = hashlib.blake2b(digest_size=6)
    for path in sorted(package.rglob("*.py")):
        code.update(path.relative_to(package).as_posix().encode() + b"\0")
        code.update(path.read_bytes())
    # The package is loaded before any of its modules: no import of its top needed.
    return f"{sys.modules['trail'].__version__} (code {code.hexdigest()})"


def run_call(run_id: str, spec: SandboxSpec, call: OracleCall) -> RunResult:
    """One oracle call, on this worker."""
    return sandbox_of(run_id, spec).run(call)


def ask(run_id: str, spec: SandboxSpec, method: str, *args: object) -> object:
    """What this worker's sandbox for the run answers (describe, reproduce_wrap, ...):
    the report and reproduce.sh say what the sandbox on the workers is."""
    return getattr(sandbox_of(run_id, spec), method)(*args)


def close_run(run_id: str) -> None:
    """Close the run's sandbox here, killing its calls still running."""
    with _LOCK:
        _CLOSED.add(run_id)
        sandbox = _OPEN.pop(run_id, None)
    if sandbox is not None:
        sandbox.close()


class WorkerSandbox(Sandbox):
    """A sandbox that travels: wherever it is unpickled, it runs calls in that process's
    sandbox for the run. A sweep's suite runs go to the workers inside it (the suite
    runner reads its JUnit report from the file system where the run happened)."""

    name = "worker"

    def __init__(self, run_id: str, spec: SandboxSpec) -> None:
        self.run_id, self.spec = run_id, spec
        self.name = spec.kind

    def run(self, call: OracleCall) -> RunResult:
        return run_call(self.run_id, self.spec, call)

    def close(self) -> None:
        """Nothing: the run's client closes the run on every worker (`close_run`), once
        none of its tasks still runs there."""
