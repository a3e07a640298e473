"""Warm starts: Python test commands forked from a server that imported them once.

Most of a pytest run's time on a small test is the same every time: starting
Python, importing pytest, its plugins and the project's third-party modules. For
`trail delta auto` the `WarmSandbox` starts a server (sandbox/warm_server.py, in the
test's own interpreter) that does that work once, then forks one child per call,
which runs the command's Python part (pytest, `python -m unittest` or a script) in
the call's working directory, with its environment, its TMPDIR and its stdout and
stderr in files, as the cold command would. Modules of the checkout and anything
that reads a file of it are never loaded before the fork: the server refuses to
serve when its set-up read one, started a thread, or printed anything, and then
every call runs cold, with the reason said once (`say`) and in the report's
sandbox section.

Only the calls of one command run warm: `WarmPlan.command`, the shell text the cold
sandbox would run (its Python part), optionally followed by `; REST`, which the
child runs with /bin/sh once Python is done (the victim check). Any other call runs
on the cold sandbox, and `cold()` gives a sandbox that runs every call cold: the
original's probe and the result's verification use it, so what the report claims
was seen from fresh starts, as reproduce.sh runs it.

A warm start is checked against a cold one before it is trusted: once the tester
can judge a run (`judge_warm_by`), the original runs warm and cold, and so does
one candidate in CHECK_EVERY from then on (the first included). Where the two
outcomes differ (a module that does not survive fork, such as an sqlite connection
opened at import and checked against the process id, which would make candidates
"fail another way"), warm starts are off for the rest of the run, saying why once
and in the report, and the cold result stands.

Safe from several threads, each call a connection of its own; a call's child is
killed with its process group at the test timeout; `close` kills the children and
ends the server, which also ends by itself when trail's end closes its stdin.
Each child shares the server's hash seed (cold runs draw one each); `random` is
reseeded in every child.
"""

from __future__ import annotations

import enum
import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from trail.core.outcome import Outcome
from trail.oracle.call import Delivery, InputKind, OracleCall, RunResult
from trail.sandbox.base import Sandbox
from trail.sandbox.folders import FolderPool
from trail.sandbox.leftovers import MARKER, kill_marked, temp_prefix
from trail.sandbox.local import LocalSandbox, kill_group, materialize, ready_within, tail

SERVER = Path(__file__).with_name("warm_server.py")
# Environment variables a Python reads at start only: a call that sets them otherwise
# than the server started with runs cold.
_AT_START = re.compile(r"PYTHON\w*|PYTEST_PLUGINS|LD_\w+")
# Seconds the server may take to import everything before calls run cold.
START_TIMEOUT = 120.0
# One warm candidate in this many (the first included) is also run cold and compared.
CHECK_EVERY = 25


class Entry(enum.Enum):
    """What a warm command runs in Python."""

    PYTEST = "pytest"      # `pytest ARGS`, `python -m pytest ARGS`
    UNITTEST = "unittest"  # `python -m unittest ARGS`
    SCRIPT = "script"      # `python SCRIPT ARGS`


@dataclass(frozen=True)
class WarmPlan:
    """How one command runs warm.

    `command` is the cold shell text this replaces; `args` the arguments after the
    entry, where `{TMPDIR}` stands for the call's own TMPDIR; `preload` the files the
    traced run opened (the server imports those of them that are modules outside the
    checkout)."""

    command: str
    python: str                 # the interpreter, as the command names it
    entry: Entry
    argv0: str                  # a `pytest` or `python SCRIPT` script as named; else "-m"
    args: tuple[str, ...]
    preload: tuple[str, ...] = ()

    def path0(self, workdir: str) -> str:
        """What heads sys.path when the command runs in `workdir`."""
        if self.argv0 == "-m":
            return workdir
        return os.path.dirname(os.path.realpath(os.path.join(workdir, self.argv0)))


WARM_COMMANDS = ("`pytest ARGS`, `python -m pytest ARGS`, `python -m unittest ARGS` or "
                 "`python SCRIPT ARGS`")


def warm_plan(argv: Sequence[str], extra: Sequence[str], command: str,
              preload: Iterable[str], env: Mapping[str, str]) -> WarmPlan | str:
    """The plan for `argv` (with `extra` after pytest's arguments), or why it cannot
    run warm."""
    path = env.get("PATH", os.defpath)
    first, rest = (argv[0], list(argv[1:])) if argv else ("", [])
    if re.fullmatch(r"python[\d.]*", os.path.basename(first)):
        if shutil.which(first, path=path) is None:
            return f"{first} is not on PATH"
        if rest[:2] == ["-m", "pytest"]:
            return WarmPlan(command, first, Entry.PYTEST, "-m", (*rest[2:], *extra),
                            tuple(preload))
        if rest[:2] == ["-m", "unittest"]:
            return WarmPlan(command, first, Entry.UNITTEST, "-m", tuple(rest[2:]),
                            tuple(preload))
        if rest and not rest[0].startswith("-"):
            return WarmPlan(command, first, Entry.SCRIPT, rest[0], tuple(rest[1:]),
                            tuple(preload))
    elif os.path.basename(first) in ("pytest", "py.test"):
        script = shutil.which(first, path=path)
        python = None if script is None else _shebang_python(script, path)
        if python is None:
            return (f"{first} is not a Python script (a wrapper?): run `python -m pytest` "
                    "for warm starts")
        return WarmPlan(command, python, Entry.PYTEST, script or first, (*rest, *extra),
                        tuple(preload))
    return f"warm starts take {WARM_COMMANDS}, not `{shlex.join(argv)}`"


def _shebang_python(script: str, path: str) -> str | None:
    """The interpreter a script's `#!` line names, if it is a Python."""
    try:
        with open(script, "rb") as fh:
            first = fh.readline(300).decode("utf-8", "replace")
    except OSError:
        return None
    words = first[2:].split() if first.startswith("#!") else []
    if words and os.path.basename(words[0]) == "env" and len(words) > 1:
        words = [shutil.which(words[1], path=path) or words[1]]
    if words and re.fullmatch(r"python[\d.]*", os.path.basename(words[0])):
        return words[0]
    return None


class WarmSandbox(Sandbox):
    """Runs the plan's calls forked from a warm server, every other call on `cold`."""

    runs_on_host = True

    def __init__(self, cold: LocalSandbox, plan: WarmPlan | str,
                 say: Callable[[str], None] | None = None) -> None:
        """`plan` a string: why this command runs cold (said in describe())."""
        self._cold = cold
        self.name = cold.name
        self.plan = plan if isinstance(plan, WarmPlan) else None
        self.refused: str | None = plan if isinstance(plan, str) else None
        self._say = say or (lambda _: None)
        self._lock = threading.Lock()
        # The server's folder; none where every call runs cold.
        self._root = tempfile.mkdtemp(prefix=temp_prefix("warm")) if self.plan is not None else ""
        self._folders = FolderPool(self._root)  # the calls' folders, as the cold sandbox's
        self._server: subprocess.Popen[bytes] | None = None
        # The server while it sets up, under the lock (up to START_TIMEOUT): close()
        # ends it there, so that the set-up lets the lock go at once.
        self._starting: subprocess.Popen[bytes] | None = None
        self._server_env: dict[str, str] = {}
        self._groups: set[int] = set()
        self._closed = False
        self.warm_runs = 0
        self._judge: Callable[[RunResult], Outcome] | None = None
        self.checked = 0  # warm runs compared with a cold run of the same call
        self._candidates = 0  # warm candidates since the judge came, for the sample
        if self.refused is not None:
            self._say(f"warm starts off, each call starts cold: {self.refused}")

    # -- the protocol ------------------------------------------------------------

    def run(self, call: OracleCall) -> RunResult:
        ran = self._warm(call)
        if ran is None:
            return self._cold.run(call)
        if ran is _CLOSED:
            return ran
        if self._judge is not None:
            with self._lock:
                number, self._candidates = self._candidates, self._candidates + 1
            differs = None if number % CHECK_EVERY else \
                self._differs(call, ran, f"candidate {number + 1}")
            if differs is not None:
                return differs
        with self._lock:
            self.warm_runs += 1
        return ran

    def judge_warm_by(self, judge: Callable[[RunResult], Outcome],
                      original: OracleCall) -> None:
        self._judge = judge
        ran = self._warm(original)
        if ran is not None and ran is not _CLOSED:
            self._differs(original, ran, "the original")

    def _differs(self, call: OracleCall, warm: RunResult, what: str) -> RunResult | None:
        """A cold run of the call where its outcome differs from `warm`'s (warm starts
        are then off from now on); None where they agree."""
        assert self._judge is not None
        cold = self._cold.run(call)
        with self._lock:
            self.checked += 1
        seen, expected = self._judge(warm), self._judge(cold)
        if seen is expected:
            return None
        self._stop_serving(f"a warm run of {what} came out {seen.name}, a cold run of it "
                           f"{expected.name} (a module imported before the fork that does "
                           "not survive it?)")
        return cold

    def _warm(self, call: OracleCall) -> RunResult | None:
        """The call's result run warm; None where it is to run cold."""
        rest = self._rest(call)
        if rest is None or self._closed:
            return None
        env = self._env_of(call)
        if not self._serving(call.workdir or os.getcwd(), env):
            return _CLOSED if self._closed else None
        if any(env.get(k) != self._server_env.get(k)
               for k in {*env, *self._server_env} if _AT_START.fullmatch(k)):
            return None
        try:
            ran = self._run_warm(call, env, rest)
        except OSError as exc:  # the server is gone: this call and the next ones run cold
            if self._closed:  # by close(), which killed the call too
                return _CLOSED
            self._stop_serving(f"the warm server stopped answering ({exc})")
            return None
        if ran is not None:
            return ran
        # A child that died of a signal ran its Python part in the server's fork: the
        # shell of the cold command would have said so and gone on with the rest, and a
        # module that does not survive fork dies so too. The cold run says what it is,
        # unless close() killed the child.
        return _CLOSED if self._closed else None

    def cold(self) -> Sandbox:
        return self._cold

    def close(self) -> None:
        self._closed = True
        self._folders.close()
        starting = self._starting
        if starting is not None:
            kill_group(starting.pid)
        with self._lock:
            server, groups = self._server, list(self._groups)
            self._server = None
        for pgid in groups:
            kill_group(pgid)
        if server is not None:
            _end(server)
        if self._root:
            kill_marked(f"{MARKER}={self._root}".encode())
            shutil.rmtree(self._root, ignore_errors=True)
        self._cold.close()

    def describe(self) -> dict[str, object]:
        warm: dict[str, object] = {"used": self.warm_runs > 0, "runs": self.warm_runs,
                                   "checked": self.checked, "cold_because": self.refused}
        return {**self._cold.describe(), "warm_starts": warm}

    def check_original(self, result: RunResult) -> None:
        self._cold.check_original(result)

    # -- which calls run warm ------------------------------------------------------

    def _rest(self, call: OracleCall) -> str | None:
        """What the call's command runs after Python ('' for nothing), or None when
        the call is not the plan's command as the scratch copy delivers it."""
        plan = self.plan
        if plan is None or call.candidate or call.kind is not InputKind.FILE \
                or call.delivery is not Delivery.PATH or call.workdir is None:
            return None
        if call.command == plan.command:
            return ""
        if call.command.startswith(plan.command + "; "):
            return call.command[len(plan.command) + 2:]
        return None

    def _env_of(self, call: OracleCall) -> dict[str, str]:
        return {**os.environ, **call.env, MARKER: self._root}

    # -- the server --------------------------------------------------------------

    def _serving(self, workdir: str, env: dict[str, str]) -> bool:
        """Start the server on the first call; False once it has refused."""
        with self._lock:
            if self.refused is not None or self.plan is None:
                return False
            if self._server is not None:
                return True
            started = time.monotonic()
            self._server, said = self._start(self.plan, workdir, env)
            if self._server is None:
                if self._closed:  # close() ended the set-up: no reason to give
                    return False
                self.refused = said
                self._say(f"warm starts off, each call starts cold: {said}")
                return False
            self._server_env = env
            self._say(f"warm starts: {self.plan.entry.value} and {said} modules imported "
                      f"once ({time.monotonic() - started:.1f} s), one fork per candidate")
            return True

    def _stop_serving(self, reason: str) -> None:
        with self._lock:
            server, self._server = self._server, None
            if self.refused is None:
                self.refused = reason
                self._say(f"warm starts off, each call starts cold: {reason}")
        if server is not None:
            _end(server)

    def _start(self, plan: WarmPlan, workdir: str, env: dict[str, str]
               ) -> tuple[subprocess.Popen[bytes] | None, str]:
        """The server ready, and how many modules it holds; or None, and why not."""
        preload = os.path.join(self._root, "preload.json")
        with open(preload, "w", encoding="utf-8", errors="surrogateescape") as fh:
            json.dump(list(plan.preload), fh)
        log = [open(os.path.join(self._root, name), "w+b") for name in ("out", "err")]
        ready_r, ready_w = os.pipe()
        try:
            server = subprocess.Popen(
                [plan.python, "-c", SERVER.read_text(encoding="utf-8"), self._socket(),
                 plan.entry.value, plan.argv0, plan.path0(workdir), preload, str(ready_w)],
                cwd=workdir, env=env, stdin=subprocess.PIPE, stdout=log[0], stderr=log[1],
                pass_fds=(ready_w,), start_new_session=True)
        except OSError as exc:
            os.close(ready_r)
            return None, f"the server did not start ({exc})"
        finally:
            os.close(ready_w)
            for fh in log:
                fh.close()
        self._cold.keep(server.pid)
        self._starting = server
        if self._closed:  # close() came before it could see the server
            kill_group(server.pid)
        try:
            said = (_Lines(ready_r).next(START_TIMEOUT) or b"").decode("utf-8", "replace")
        finally:
            self._starting = None
            os.close(ready_r)
        said = said.strip()
        if said.startswith("ready "):
            return server, said[len("ready "):]
        _end(server)
        if said.startswith("refused "):
            return None, said[len("refused "):]
        err = os.path.join(self._root, "err")
        last = tail(err).decode("utf-8", "replace").strip().splitlines()
        return None, (f"the server ended during its set-up ({last[-1] if last else 'no output'})"
                      if said == "" else f"the server said {said!r}")

    def _socket(self) -> str:
        return os.path.join(self._root, "s")

    # -- one call ------------------------------------------------------------------

    def _run_warm(self, call: OracleCall, env: dict[str, str], rest: str
                  ) -> RunResult | None:
        """The call's result, run warm; None when its child died of a signal."""
        plan = self.plan
        assert plan is not None
        # As the cold sandbox lays it out; _rest() took only FILE calls.
        with self._folders.lent(call.file_name) as folder:
            tmp = os.path.join(folder, "tmp")
            candidate = materialize(call, os.path.join(folder, "work"))  # empty, as cold
            self._folders.wrote(folder, candidate)
            env = {**env, "TMPDIR": tmp, "TRAIL_CANDIDATE": candidate}
            out, err = os.path.join(folder, "stdout"), os.path.join(folder, "stderr")
            request = {"workdir": call.workdir, "env": env, "path0": plan.path0(call.workdir),
                       "args": [a.replace("{TMPDIR}", tmp) for a in plan.args],
                       "stdout": out, "stderr": err, "rest": rest}
            started = time.monotonic()
            status, timed_out = self._ask(request, call.timeout)
            duration = time.monotonic() - started
            if os.WIFSIGNALED(status) and not timed_out:
                return None
            code = None if timed_out else os.waitstatus_to_exitcode(status)
            return RunResult(code, None, timed_out, _read(out), _read(err), duration)

    def _ask(self, request: dict[str, object], timeout: float | None) -> tuple[int, bool]:
        """Run the request on the server: (os.waitpid's status, whether it timed out).

        The server sends the status once the child is reaped: waiting for it on the
        socket until the timeout, as the cold sandbox waits on a pidfd, needs no
        timer thread per call."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.connect(self._socket())
            conn.sendall(json.dumps(request).encode("utf-8", "surrogateescape") + b"\n")
            said = _Lines(conn.fileno())
            pid = _field(said.next(), b"pid")
            with self._lock:
                self._groups.add(pid)
            try:
                status = said.next(timeout)
                timed_out = status is None
                if timed_out:
                    kill_group(pid)
                    status = said.next()  # the server reaps the killed child, and says so
                return _field(status, b"status"), timed_out
            finally:
                kill_group(pid)  # what the test left running in the background
                with self._lock:
                    self._groups.discard(pid)


_CLOSED = RunResult(None, None, False, b"", b"", 0.0, error="the sandbox closed")


class _Lines:
    """The lines a descriptor (the ready pipe, a call's socket) brings, each awaited
    with an optional timeout."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._data = b""

    def next(self, timeout: float | None = None) -> bytes | None:
        """The next line without its end; b"" at the end of the input (a line cut
        short there included: it was not all said); None if no whole line came
        within `timeout` seconds."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while b"\n" not in self._data:
            if deadline is not None and not ready_within(self._fd, deadline - time.monotonic()):
                return None
            chunk = os.read(self._fd, 4096)
            if not chunk:
                return b""
            self._data += chunk
        line, _, self._data = self._data.partition(b"\n")
        return line


def _field(line: bytes | None, name: bytes) -> int:
    words = (line or b"").split()
    if len(words) != 2 or words[0] != name:
        raise OSError(f"the server ended the call ({line!r})")
    return int(words[1])


def _read(path: str) -> bytes:
    return tail(path) if os.path.exists(path) else b""


def _end(server: subprocess.Popen[bytes]) -> None:
    """End the server and its children: its stdin closed, then killed."""
    try:
        if server.stdin is not None:
            server.stdin.close()
        server.wait(timeout=2)
    except (OSError, subprocess.TimeoutExpired):
        pass
    kill_group(server.pid)
    server.wait()
