"""What the run step starts on the job, started one way: trail itself and `setup`.

Each child gets the step's environment without its secrets (github/secrets.py), its
output logged through the redactor, and the step's cancel signals handed on while it
runs. A trail child takes the secrets' values on its standard input, the only way
they leave this process. Should the action's process be killed outright, its child
gets SIGTERM from the kernel (PR_SET_PDEATHSIG); should the runner be killed instead,
whose cancel then never comes, the step's process is orphaned, and that is a cancel
too (Cancellation watches its parent, or in a job container the engine's record of
the step's exec: job_container.py). Either way no reduction goes on with nobody
watching.
"""

from __future__ import annotations

import ctypes
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field

from trail.github.job_container import ExecWatch
from trail.github.secrets import ChildEnvironment, JobSecrets, describe
from trail.github.settings import ActionError, Problem, RunContext
from trail.redact import Redactor

# How often the step's process looks whether its parent is still there; in a job
# container, how often it writes a heartbeat and asks whether its exec still runs (a
# kill noticed within two of them, 3 s); how long its child has after SIGINT before
# SIGTERM (GitHub's grace between the two).
PARENT_POLL = 0.5
HEARTBEAT = 1.5
GRACE = 7.5
ORPHANED = "the runner is gone"


def log(message: str) -> None:
    try:
        print(message, file=sys.stderr, flush=True)
    except OSError:  # the runner that read the log is gone: the work goes on to its end
        pass


def _heartbeat() -> None:
    # On both streams: the engine gives up a dead runner's exec once a write to each
    # has failed (job_container.py). `::debug::`: a runner shows it only when debugging.
    for stream in (sys.stdout, sys.stderr):
        try:
            print("::debug::trail: still running", file=stream, flush=True)
        except OSError:
            pass


class Cancellation:
    """The step's cancel signals, handed on to the child process that runs meanwhile;
    and the runner's death, which sends none, taken for the same cancel."""

    def __init__(self) -> None:
        self.signal: str | None = None
        self.child: subprocess.Popen | None = None

    def _handle(self, signum: int, frame: object) -> None:
        self._cancel(signal.Signals(signum).name, signum)

    def _hang_up(self, signum: int, frame: object) -> None:
        # The terminal the runner ran the step on is gone with the runner (act on a
        # machine): a cancel, which the child, in a session of its own, gets as SIGINT.
        self._cancel(ORPHANED, signal.SIGINT)

    def _cancel(self, why: str, signum: int) -> None:
        self.signal = self.signal or why
        if self.child is not None and self.child.poll() is None:
            self.child.send_signal(signum)

    @contextmanager
    def installed(self, container: str | None = None) -> Iterator[None]:
        """Cancel signals handled, and the runner watched; `container`: the job container
        the step runs in, if any."""
        self.signal = None
        previous = {sig: signal.signal(sig, self._handle)
                    for sig in (signal.SIGINT, signal.SIGTERM)}
        previous[signal.SIGHUP] = signal.signal(signal.SIGHUP, self._hang_up)
        done = threading.Event()
        watcher = threading.Thread(target=self._watch_runner,
                                   args=(os.getppid(), container, done), daemon=True)
        watcher.start()
        try:
            yield
        finally:
            done.set()
            watcher.join()
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _watch_runner(self, parent: int, container: str | None,
                      done: threading.Event) -> None:
        """A runner killed outright (or one that loses the step) sends no cancel: the
        step's process, orphaned, gets a new parent, or in a job container its exec
        stops running in the engine's eyes. Cancel as GitHub would, SIGINT and SIGTERM
        after the grace, so that trail keeps its best result so far and stops."""
        watch = ExecWatch.open(container) if container else None
        beat = time.monotonic()
        while not done.wait(PARENT_POLL):
            why = None
            if os.getppid() != parent:
                why = f"the step's parent process {parent} ended"
            elif watch is not None and time.monotonic() - beat >= HEARTBEAT:
                # Asked before the next beat: the engine has had a whole period to fail
                # passing the last one on.
                if not watch.followed():
                    why = "the engine no longer runs the step's exec: nobody reads its log"
                _heartbeat()
                beat = time.monotonic()
            if why is not None:
                log(f"::warning::{ORPHANED} ({why}): stopping with the best result so far")
                self._cancel(ORPHANED, signal.SIGINT)
                if not done.wait(GRACE):
                    self._cancel(ORPHANED, signal.SIGTERM)
                return

    def check(self, doing: str) -> None:
        """Stop the action, unless a child's result is to be recorded: it was cancelled."""
        if self.signal is not None:
            raise ActionError(f"the job was cancelled ({self.signal}) {doing}",
                              Problem.CANCELLED)


CANCELLATION = Cancellation()


def _die_with_parent() -> None:
    # Runs in the child before exec: SIGTERM it when the action's process dies.
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass(frozen=True)
class TrailRun:
    status: int
    stdout: str
    last_error: str  # the last line trail wrote to stderr: its one-line error message


@dataclass
class Launcher:
    """Starts the run step's children in the workspace, with `children`'s environment,
    which the log describes before the first one starts."""

    ctx: RunContext
    secrets: JobSecrets
    children: ChildEnvironment
    _described: bool = field(default=False, init=False)

    @property
    def redactor(self) -> Redactor:
        return self.secrets.redactor

    def run(self, argv: list[str], env: Mapping[str, str], *, capture: bool = True,
            stdin: bytes | None = None) -> TrailRun:
        """Run argv, its stderr (and stdout unless captured) logged redacted; `stdin`
        written to it and closed (no stdin at all without). Nothing starts after a cancel."""
        CANCELLATION.check("before the next command could start")
        if not self._described:
            log(describe(self.children))
            self._described = True
        process = subprocess.Popen(
            argv, cwd=self.ctx.workspace, env=dict(env), stdout=subprocess.PIPE,
            stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
            stderr=subprocess.PIPE if capture else subprocess.STDOUT,
            # Its own session: the signals of the step's terminal (a hang-up) come to
            # it through Cancellation only, as a cancel it can keep its result from.
            start_new_session=True,
            preexec_fn=_die_with_parent if sys.platform == "linux" else None)
        CANCELLATION.child = process
        threads = []
        if stdin is not None:
            threads.append(threading.Thread(target=_feed, args=(process, stdin), daemon=True))
        stdout: list[bytes] = []
        if capture:
            threads.append(threading.Thread(
                target=lambda: stdout.append(process.stdout.read()), daemon=True))
        for thread in threads:
            thread.start()
        try:
            last = ""
            for raw in process.stderr if capture else process.stdout:
                line = self.redactor.text(raw.decode("utf-8", "replace").rstrip("\n"))
                log(line)
                last = line.strip() or last
            status = process.wait()
        finally:
            CANCELLATION.child = None
        for thread in threads:
            thread.join()
        return TrailRun(status, self.redactor.text(b"".join(stdout).decode("utf-8", "replace")),
                        last)

    def trail(self, args: list[str], prefix: tuple[str, ...] = ()) -> TrailRun:
        """`python -m trail ARGS`, handed the secrets on its stdin; `prefix`: what runs it
        (sudo, for the ns sandbox as root)."""
        log("running: " + self.redactor.text(shlex.join([*prefix[:2], "trail", *args])))
        told, values = self.secrets.hand_over()
        return self.run([*prefix, sys.executable, "-m", "trail", *args],
                        {**self.children.env, **told}, stdin=values)

    def setup(self, script: str) -> None:
        """`setup` on the job, for the modes whose oracle or test suite runs there."""
        if not script.strip():
            return
        log("running setup: " + self.redactor.text(script))
        done = self.run(["bash", "-ec", script], self.children.env, capture=False)
        CANCELLATION.check("while `setup` ran")
        if done.status != 0:
            raise ActionError(f"`setup` failed with exit status {done.status}: "
                              f"{done.last_error or 'see the log above'}")


def _feed(process: subprocess.Popen, data: bytes) -> None:
    try:
        process.stdin.write(data)
        process.stdin.close()
    except BrokenPipeError:  # the child ended first: it says why on stderr
        pass
