"""A trail run's connection to a Dask cluster (`--dask ADDRESS`): tasks out, results back.

Dask does the distributing: the scheduler places each task on a free worker, and
when a worker dies mid-task (its process killed, its machine gone) gives the task
to another one (up to `distributed.scheduler.allowed-failures` times), so the task
ends once and its result is counted once. What trail adds is the run's edges:

- start: a scheduler that does not answer within Dask's connect timeout, or has no worker,
  is a one-line `ClusterUnreachable` (a SandboxError: exit status 2), and so is a
  worker that runs another trail than this one (`on_worker.identity`): its calls
  would be judged by other code;
- loss: a scheduler that goes away mid-run cancels every pending task; that ends
  the run as an interrupt does (`ClusterLost`, an Interrupted: the best so far is
  kept and written, exit status 130), with one line saying what happened;
- stop: `close()` (Ctrl-C's stop, or the run's end) cancels the run's tasks and
  closes the run's sandboxes on every worker, which kills the calls still running.

Imported only under --dask: it loads dask.
"""

from __future__ import annotations

import itertools
import logging
import sys
import threading
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import CancelledError
from typing import Any, TypeVar

import dask
from dask.utils import parse_timedelta
from distributed import Client, Future, as_completed

from trail.interrupts import Interrupted
from trail.parallel.on_worker import RunClosed, close_run, identity
from trail.sandbox.errors import SandboxError

# Seconds to close at the end. Reaching the scheduler and seeing a worker at start
# takes up to Dask's own connect timeout (distributed.comm.timeouts.connect, 30 s by
# default; DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT=5s in the environment sets it).
CLOSE_TIMEOUT = 10.0

T = TypeVar("T")
Task = tuple[Callable[..., Any], tuple[Any, ...]]


class ClusterUnreachable(SandboxError):
    """The scheduler does not answer, or has no worker, at start."""


class ClusterLost(Interrupted):
    """The scheduler went away mid-run: stop as for Ctrl-C, keeping what was found."""


class Cluster:
    """The Dask client of one trail run; thread-safe. Tasks are named by the run's
    id (`trail-1a2b3c4d-run_call-17`), so the dashboard tells runs apart."""

    def __init__(self, client: Client, address: str) -> None:
        self.client, self.address = client, address
        # Tasks the cluster runs at once: its workers' threads at the start, all told
        # (the run's speculation is set that deep; workers that join later take tasks
        # but do not deepen it).
        self._threads = client.nthreads()
        self.width = max(1, sum(self._threads.values()))
        self.run_id = f"trail-{uuid.uuid4().hex[:8]}"
        self._numbers = itertools.count(1)
        self._lock = threading.Lock()
        self._pending: set[Future] = set()
        self._closing = False
        self._closed = threading.Lock()  # held for the whole of close()
        self._told_lost = False

    @classmethod
    def connect(cls, address: str) -> Cluster:
        """The client of a scheduler with at least one worker, or ClusterUnreachable."""
        timeout = parse_timedelta(dask.config.get("distributed.comm.timeouts.connect"))
        # Dask logs a lost connection with tracebacks: trail says it in one line instead.
        for handler in logging.getLogger("distributed").handlers:
            handler.setLevel(logging.CRITICAL)
        fix = "start it (dask scheduler; dask worker ADDRESS) or fix --dask / TRAIL_DASK"
        try:
            client = Client(address, timeout=timeout, set_as_default=False)
        except (OSError, TimeoutError, ValueError) as exc:
            raise ClusterUnreachable(f"no Dask scheduler answers at {address} "
                                     f"({_one_line(exc)}): {fix}") from exc
        try:
            client.wait_for_workers(1, timeout=timeout)
        except (OSError, TimeoutError) as exc:
            client.close()
            raise ClusterUnreachable(f"the Dask scheduler at {address} has no worker after "
                                     f"{timeout:g}s: start one (dask worker {address})") from exc
        try:
            _check_identity(client)
        except ClusterUnreachable:
            client.close()
            raise
        return cls(client, address)


    def describe(self) -> dict[str, object]:
        """The report's word on the cluster, as it was at the start."""
        return {"scheduler": self.address, "workers": len(self._threads),
                "threads": self.width, "run_id": self.run_id}

    def call(self, function: Callable[..., T], *args: Any) -> T:
        """`function(*args)`'s value, computed on a worker."""
        value: T = self.call_all([(function, args)])[0]
        return value

    def call_all(self, tasks: Sequence[Task]) -> list[Any]:
        """The tasks' values, in order: all are submitted before any is waited for, so
        they cost one round trip to the cluster, not one each."""
        submitted: list[Future] = []
        try:
            for task in tasks:
                submitted.append(self._submit(*task))
            return [self._result(future) for future in submitted]
        except BaseException:
            self._cancel([future for future in submitted if not future.done()])
            raise
        finally:
            with self._lock:
                self._pending.difference_update(submitted)

    def stream(self, tasks: Iterable[Task]) -> Iterator[Any]:
        """The tasks' values as they end, up to `width` of them running at once. The
        next task is taken from `tasks` when one ends, so it can depend on what came
        back so far. Leaving the loop early cancels what still runs."""
        tasks = iter(tasks)
        ended = as_completed(loop=self.client.loop)  # no client is set as the default
        running: set[Future] = set()

        def fill() -> None:
            while len(running) < self.width:
                task = next(tasks, None)
                if task is None:
                    return
                future = self._submit(*task)
                running.add(future)
                ended.add(future)

        try:
            fill()
            for future in ended:
                running.discard(future)
                with self._lock:
                    self._pending.discard(future)
                yield self._result(future)
                fill()
        finally:
            if running:
                self._cancel(list(running))

    def _submit(self, function: Callable[..., Any], args: tuple[Any, ...]) -> Future:
        with self._lock:
            if self._closing:
                raise RunClosed(f"trail run {self.run_id} is closed")
            if self.client.status != "running":
                raise self._lost()
            key = f"{self.run_id}-{function.__name__}-{next(self._numbers)}"
            future = self.client.submit(function, *args, key=key, pure=False)
            self._pending.add(future)
            return future

    def _result(self, future: Future) -> Any:
        try:
            return future.result()
        except CancelledError as exc:
            if self._closing:  # our own close(): Ctrl-C's stop, or the run's end
                raise RunClosed(f"trail run {self.run_id} is closed") from exc
            raise self._lost() from exc

    def _lost(self) -> ClusterLost:
        """The scheduler went away: say so once, whichever thread sees it first."""
        message = (f"lost the Dask scheduler at {self.address}: stopped, keeping what was "
                   "found so far")
        with self._lock:
            told, self._told_lost = self._told_lost, True
        if not told:
            print(f"trail: error: {message}", file=sys.stderr, flush=True)
        return ClusterLost(message)

    def _cancel(self, futures: list[Future]) -> None:
        if self.client.status == "running":
            self.client.cancel(futures, force=True)

    def close(self) -> None:
        """Cancel the run's tasks and close its sandboxes on every worker (killing the
        calls still running there), then the client. Safe from any thread, more than
        once: a second call returns when the first has finished."""
        with self._closed:
            with self._lock:
                if self._closing and self.client.status == "closed":
                    return
                self._closing = True
                pending = list(self._pending)
            try:
                if self.client.status == "running":
                    if pending:
                        self.client.cancel(pending, force=True)
                    self.client.run(close_run, self.run_id, on_error="ignore")
            except (OSError, TimeoutError, CancelledError):
                pass  # the scheduler went away meanwhile: its workers' tasks went with it
            finally:
                self.client.close(timeout=CLOSE_TIMEOUT)


def _check_identity(client: Client) -> None:
    """ClusterUnreachable unless every worker runs this trail (docs/dask.md says how
    workers get it)."""
    mine = identity()
    try:
        every = client.run(identity)
    except Exception as exc:  # noqa: BLE001 - Dask re-raises a worker's error as Exception
        # No trail there, or one older than the check (the function is not found).
        raise ClusterUnreachable(f"a Dask worker cannot say which trail it runs "
                                 f"({_one_line(exc)}): install this trail on every worker "
                                 "(docs/dask.md)") from exc
    others = {worker: theirs for worker, theirs in every.items() if theirs != mine}
    if others:
        worker, theirs = sorted(others.items())[0]
        more = f" (and {len(others) - 1} more)" if len(others) > 1 else ""
        raise ClusterUnreachable(
            f"the Dask worker {worker}{more} runs trail {theirs}, this is trail {mine}: "
            "install this trail on every worker (docs/dask.md)")


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
