"""The default sandbox: one subprocess per oracle call, no Docker needed.

Each call gets a fresh temporary directory holding the candidate and its own TMPDIR,
and runs in a process group of its own, so that on timeout, on Ctrl-C and after a
normal exit the whole group (including anything it left running in the background)
is killed; what left the group (`setsid`) is found by the mark in its environment
and killed when the sandbox closes, and, where trail can adopt orphans (Linux),
killed as soon as no test is running (see "orphans" at the end). The command runs
in the directory trail was started from, so that `python3 app.py {}` finds app.py;
with `--as NAME` it runs in the fresh directory, where the candidate is NAME.

What a test prints comes through pipes, read as it comes (Pipes); its environment is
os.environ as it was when the sandbox opened (read and filtered once, not per test),
with the call's own variables, TMPDIR, TRAIL_CANDIDATE and the mark.
"""

from __future__ import annotations

import contextlib
import functools
import os
import select
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from typing import IO

from trail.diskfull import naming
from trail.oracle.call import Delivery, InputKind, OracleCall, RunResult
from trail.sandbox.base import Sandbox
from trail.sandbox.folders import FolderPool
from trail.sandbox.leftovers import (
    MARKER,
    kill_marked,
    proc_stat,
    read_proc,
    sweep_temp,
    temp_prefix,
)
from trail.sandbox.noshell import as_shell_reports, passed_on, plain_argv, with_pwd

# Keep the tail of long outputs: signatures read the last lines, and memory stays flat.
OUTPUT_TAIL = 64 * 1024
# Reading a test's output pipes: bytes a read, and reads of what is left once it ended.
PIPE_CHUNK = 64 * 1024
PIPE_READS = 32


def substitute(command: str, path: str) -> str:
    """Put the shell-quoted candidate path where the command says `{}`."""
    return command.replace("{}", shlex.quote(path))


def materialize(call: OracleCall, folder: str) -> str:
    """Write the candidate into `folder` under its name; return its path. A file of
    that name already there (the last test's candidate, sandbox.folders) is written
    over: the same bytes as in a new file, without making one."""
    path = os.path.join(folder, call.file_name)
    if call.kind is InputKind.DIRECTORY:
        # Imported here: a `git bisect run` step, which only runs files, skips the formats.
        from trail.formats.directory import unpack

        os.makedirs(path)
        unpack(call.candidate, path)
    else:
        # Not truncated first: freeing its blocks on a disk mounted with `discard`
        # cost more than making a new file. Never through a link. Plain os calls: a
        # file object adds five system calls to every test.
        with naming(path):
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666)
            try:
                left = memoryview(call.candidate)
                while left:
                    left = left[os.write(fd, left):]
                os.ftruncate(fd, len(call.candidate))
            finally:
                os.close(fd)
    return path


def candidate_name(call: OracleCall) -> str | None:
    """The name of the candidate file the call's folder is lent for (see FolderPool)."""
    return call.file_name if call.kind is InputKind.FILE else None


def tail(path: str | os.PathLike[str]) -> bytes:
    """The last OUTPUT_TAIL bytes of a test's captured output."""
    with open(path, "rb") as fh:
        return tail_of(fh)


def tail_of(fh: IO[bytes]) -> bytes:
    """The last OUTPUT_TAIL bytes of the open file the test wrote its output to."""
    fh.flush()
    size = fh.seek(0, os.SEEK_END)
    fh.seek(max(0, size - OUTPUT_TAIL))
    return fh.read()


def kill_group(pgid: int) -> None:
    """SIGKILL a test's process group (gone already is fine)."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


# exits_within(pid, timeout): whether the child `pid` exited within `timeout` seconds
# (None: until it exits), or None where it cannot tell.
ExitsWithin = Callable[[int, "float | None"], "bool | None"]


def wait_killing(proc: subprocess.Popen[bytes], timeout: float | None,
                 exits_within: ExitsWithin | None = None) -> tuple[bool, int]:
    """Wait for a test started in a group of its own, killing the group at `timeout`
    seconds, and at the end what it left running in the background. Whether it
    timed out, and its raw wait status.

    Not proc.wait(timeout): it polls with sleeps growing to 50 ms, so an oracle that
    takes 33 ms would be seen to end at 63 ms. The wait blocks on a pidfd until the
    exit or the timeout (ready_within; `exits_within` waits otherwise, Pipes reading
    the test's output meanwhile); where there is none, a timer kills the group
    instead (a thread per test: about 1 ms a test more under load)."""
    expired = threading.Event()
    timer = None
    try:
        exited = (exits_within or _exits_within)(proc.pid, timeout)
        if exited is False:
            expired.set()
            kill_group(proc.pid)
        elif exited is None and timeout is not None:
            timer = threading.Timer(timeout, lambda: (expired.set(), kill_group(proc.pid)))
            timer.start()
        # Not proc.wait(): its exit code drops whether a core was dumped.
        status = os.waitpid(proc.pid, 0)[1]
        proc.returncode = os.waitstatus_to_exitcode(status)
    finally:
        if timer is not None:
            timer.cancel()
        kill_group(proc.pid)
        proc.wait()
    return expired.is_set(), status


def _exits_within(pid: int, timeout: float | None) -> bool | None:
    """Whether the child `pid` (not yet reaped) exits within `timeout` seconds; None
    where the system has no pidfd to wait on, or with no timeout (waitpid waits)."""
    if timeout is None:
        return None
    try:
        fd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        return None
    try:
        return ready_within(fd, timeout)
    finally:
        os.close(fd)


def ready_within(fd: int, timeout: float) -> bool:
    """Whether `fd` (a pidfd, a pipe, a socket) is readable within `timeout` seconds,
    blocking this thread only: no timer thread per test."""
    poller = select.poll()  # not select(): it fails on descriptors past 1023
    poller.register(fd, select.POLLIN)
    deadline = time.monotonic() + timeout
    while (left := deadline - time.monotonic()) > 0:
        if poller.poll(min(left, 86400.0) * 1000):  # poll's milliseconds fit an int
            return True
    return False


@functools.cache
def pidfds_work() -> bool:
    """Whether this system has pidfds (Linux 5.3 and later) to wait on a test with."""
    try:
        os.close(os.pidfd_open(os.getpid()))
    except (AttributeError, OSError):
        return False
    return True


class Pipes:
    """A test's stdout and stderr as pipes, read while it runs, of which the last
    OUTPUT_TAIL bytes each are kept: no file made and removed per test (on a disk
    mounted with `discard` that cost more than the rest of trail's share of a short
    test), and an oracle that prints gigabytes costs no memory. Not memfds, which
    would hold a whole output in memory. Needs pidfds: the wait polls one together
    with the pipes.

    trail keeps its own write end of each pipe open until the test is over, so the
    pipes never end while it runs: the wait wakes for output and for the exit, not
    also once for each pipe the exiting test closes (three wakeups a test instead of
    one, each a wait for a CPU on a busy machine)."""

    def __init__(self) -> None:
        self._ends: list[int] = []
        self._read: list[int] = []
        self._tails: dict[int, bytearray] = {}
        try:
            for _ in range(2):
                read, write = os.pipe()
                self._ends += (read, write)
                self._read.append(read)
                self._tails[read] = bytearray()
                os.set_blocking(read, False)
        except OSError:  # out of descriptors
            self.__exit__()
            raise

    def __enter__(self) -> Pipes:
        return self

    def __exit__(self, *exc: object) -> None:
        for fd in self._ends:
            os.close(fd)
        self._ends = []

    def streams(self) -> tuple[int, int]:
        """What the test writes its stdout and stderr to."""
        return self._ends[1], self._ends[3]

    def wait(self, proc: subprocess.Popen[bytes], timeout: float | None) -> tuple[bool, int]:
        """As wait_killing, reading the pipes meanwhile."""
        return wait_killing(proc, timeout, self._read_until_exit)

    def tails(self, said: bytes = b"") -> tuple[bytes, bytes]:
        """The tails of stdout and of stderr followed by `said`, once the test's group
        is killed: what is left in the pipes is read without waiting, so that a
        process that escaped the group and holds them cannot hang trail (what it goes
        on writing is not waited for: at most a pipe's fill more)."""
        for fd in self._read:
            for _ in range(PIPE_READS):
                if not self._take(fd):
                    break
        out, err = (self._tails[fd] for fd in self._read)
        err += said
        return bytes(out[-OUTPUT_TAIL:]), bytes(err[-OUTPUT_TAIL:])

    def _read_until_exit(self, pid: int, timeout: float | None) -> bool:
        """Read the pipes until the test `pid` exits (True) or `timeout` seconds pass."""
        pidfd = os.pidfd_open(pid)
        try:
            poller = select.poll()  # not select(): it fails on descriptors past 1023
            for fd in (pidfd, *self._read):
                poller.register(fd, select.POLLIN)
            deadline = None if timeout is None else time.monotonic() + timeout
            while True:
                wait = None
                if deadline is not None:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return False
                    wait = min(left, 86400.0) * 1000  # poll's milliseconds fit an int
                for fd, _ in poller.poll(wait):
                    if fd == pidfd:
                        return True
                    self._take(fd)  # never its end: trail holds a write end
        finally:
            os.close(pidfd)

    def _take(self, fd: int) -> bytes | None:
        """Read what the pipe `fd` holds into its tail: what was read, or None when it
        holds nothing for now."""
        try:
            chunk = os.read(fd, PIPE_CHUNK)
        except BlockingIOError:
            return None
        tail = self._tails[fd]
        tail += chunk
        if len(tail) > OUTPUT_TAIL:
            del tail[:-OUTPUT_TAIL]
        return chunk


class Files:
    """A test's stdout and stderr as files in its folder, read back once it ended:
    where there are no pidfds (see Pipes)."""

    def __init__(self, folder: str) -> None:
        self._files: list[IO[bytes]] = []
        with contextlib.ExitStack() as opened:
            for name in ("stdout", "stderr"):
                self._files.append(opened.enter_context(open(os.path.join(folder, name), "w+b")))
            opened.pop_all()

    def __enter__(self) -> Files:
        return self

    def __exit__(self, *exc: object) -> None:
        for fh in self._files:
            fh.close()

    def streams(self) -> tuple[IO[bytes], IO[bytes]]:
        return self._files[0], self._files[1]

    def wait(self, proc: subprocess.Popen[bytes], timeout: float | None) -> tuple[bool, int]:
        return wait_killing(proc, timeout)

    def tails(self, said: bytes = b"") -> tuple[bytes, bytes]:
        out, err = self._files
        err.seek(0, os.SEEK_END)
        err.write(said)
        return tail_of(out), tail_of(err)


class LocalSandbox(Sandbox):
    """Runs oracle calls as local subprocesses; thread-safe; `close` kills leftovers."""

    name = "local"
    runs_on_host = True

    def __init__(self, temp_root: str | None = None, adopt_orphans: bool = False) -> None:
        """`adopt_orphans`: make this process a child subreaper and kill what each test
        leaves behind when it ends (for the trail command; a library caller's process
        keeps its own children's orphans as they were). The tests' environment is
        os.environ now: a change to it later reaches no test (set OracleCall.env).
        First, the temp folders that killed runs left there go (sandbox.leftovers)."""
        sweep_temp(temp_root)
        self._root = tempfile.mkdtemp(prefix=temp_prefix("local"), dir=temp_root)
        self._groups: dict[int, int] = {}  # running tests: pgid -> start in clock ticks
        self._lock = threading.Lock()
        self._closed = False
        self._adopts = adopt_orphans and become_subreaper()
        self._first: int | None = None  # start of the first test: older children are not theirs
        self._folders = FolderPool(self._root)
        self._kept: set[int] = set()  # children of trail's own that are no test's orphans
        # The environment of every test, read once: os.environ as the sandbox opened.
        self._environ = dict(os.environ)
        self._passed_on = passed_on(self._environ)  # as the shell passes it on

    def run(self, call: OracleCall) -> RunResult:
        if self._closed:
            raise RuntimeError("sandbox is closed")
        # sandbox.folders: reused, not made anew
        with self._folders.lent(candidate_name(call)) as folder:
            return self._run_in(call, folder)

    def _run_in(self, call: OracleCall, folder: str) -> RunResult:
        work = os.path.join(folder, "work")
        tmp = os.path.join(folder, "tmp")
        path = materialize(call, work)
        if call.kind is InputKind.FILE:
            self._folders.wrote(folder, path)
        command = call.command
        if call.delivery is Delivery.PATH:
            command = substitute(command, path)
        cwd = work if call.delivery is Delivery.AS_NAME else (call.workdir or os.getcwd())
        extra = {**call.env, "TMPDIR": tmp, "TRAIL_CANDIDATE": path, MARKER: self._root}
        env = {**self._environ, **extra}
        started = time.monotonic()
        with (
            Pipes() if pidfds_work() else Files(folder) as output,
            open(path, "rb") if call.delivery is Delivery.STDIN
            else contextlib.nullcontext(subprocess.DEVNULL) as stdin,
        ):
            streams = (stdin, *output.streams())
            proc, argv = None, plain_argv(command, env)
            if argv is not None:  # see sandbox.noshell
                with contextlib.suppress(OSError):  # not found, no #!...: the shell says so
                    passed = {**self._passed_on, **passed_on(extra)}  # env, filtered
                    proc = self._start(argv, cwd, with_pwd(passed, env.get("PWD"), cwd),
                                       streams)
            if proc is None:
                argv = None
                try:
                    proc = self._start(["/bin/sh", "-c", command], cwd, env, streams)
                except OSError as exc:
                    return RunResult(None, None, False, b"", b"", 0.0, error=str(exc))
            try:
                timed_out, status = output.wait(proc, call.timeout)
            finally:
                self._ended(proc.pid)
            code = proc.returncode
            said = b""
            if argv is not None and not timed_out:
                code, said = as_shell_reports(status)
            stdout, stderr = output.tails(said)
            duration = time.monotonic() - started
            return RunResult(
                exit_status=None if timed_out or code < 0 else code,
                signal=-code if code < 0 and not timed_out else None,
                timed_out=timed_out,
                stdout=stdout,
                stderr=stderr,
                duration=duration,
            )

    def _start(self, argv: list[str], cwd: str, env: dict[str, str],
               streams: tuple[IO[bytes] | int, IO[bytes], IO[bytes]]
               ) -> subprocess.Popen[bytes]:
        """Start a test in a process group of its own. Under the lock: a sweep for
        orphans must not take a test just started for one."""
        stdin, stdout, stderr = streams
        with self._lock:
            # Taken before the fork: no later than the test's start, so nothing the
            # test starts is ever taken for an ended test's orphan. Not read from
            # /proc/PID/stat after it: while the child execs, that read waits.
            start = boot_ticks() if self._adopts else None
            proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=stdin,
                                    stdout=stdout, stderr=stderr, start_new_session=True)
            self._groups[proc.pid] = start or 0
            if self._first is None and start is not None:
                self._first = start
            return proc

    def _ended(self, pgid: int) -> None:
        """The test whose group was `pgid` is over: kill the orphans that no test still
        running can have started."""
        with self._lock:
            self._groups.pop(pgid, None)
            if self._adopts and self._first is not None:
                kill_orphans(self._first, min(self._groups.values(), default=None),
                             set(self._groups) | self._kept)

    def keep(self, pid: int) -> None:
        """Never take `pid`, a long-lived child of trail's own started after the first
        test (a warm server, sandbox.warm), for a test's orphan."""
        with self._lock:
            self._kept.add(pid)


    def close(self) -> None:
        self._closed = True
        self._folders.close()
        with self._lock:
            groups = list(self._groups)
        for pgid in groups:
            kill_group(pgid)
        kill_marked(f"{MARKER}={self._root}".encode())
        if self._adopts and self._first is not None:
            with self._lock:
                kill_orphans(self._first, None, set(self._groups))
        shutil.rmtree(self._root, ignore_errors=True)


# -- orphans ----------------------------------------------------------------------
# Processes an oracle left behind outside its process group, caught as they are orphaned.
#
# An oracle can leave its process group (`setsid`) and clear its environment (`env -i`),
# so neither killing the group nor looking for the sandbox's mark finds what it left.
# Once trail is a child subreaper (Linux), every such process, when its parent ends,
# becomes trail's own child instead of init's. With --jobs, tests overlap and an
# orphan does not say which test it came from; its start time does: an orphan that
# started before every test still running began is a leftover of a test that ended.

PR_SET_CHILD_SUBREAPER = 36
# Killing an orphan orphans its own children in turn; they are caught on the next
# round, up to this depth.
ROUNDS = 8


def become_subreaper() -> bool:
    """Make orphaned descendants re-parent to this process; False where the system cannot."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes  # here: only a local sandbox that adopts orphans needs it

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def boot_ticks() -> int:
    """The time since boot in clock ticks, the unit and clock of a process's start in
    /proc/PID/stat (time namespaces included); Linux only."""
    return time.clock_gettime_ns(time.CLOCK_BOOTTIME) // _tick_ns()


@functools.cache
def _tick_ns() -> int:
    return 1_000_000_000 // os.sysconf("SC_CLK_TCK")


def adopted_children() -> dict[int, int]:
    """This process's children that a test may have left: pid -> start.

    Not those in this process's own session: trail started them itself (`git status`
    while the hand-off is written, a compiler), and a sweep after a test that ended
    on another thread once killed one. Every test starts a session of its own, and
    a process can leave a session only for a new one, so nothing a test started is
    ever in trail's."""
    me, session, found = os.getpid(), os.getsid(0), {}
    listed = _listed_children(me)
    names = listed if listed is not None else \
        [n for n in os.listdir("/proc") if n.isdigit()] if os.path.isdir("/proc") else []
    for name in names:
        fields = proc_stat(name)
        if fields is not None and int(fields[1]) == me and int(fields[3]) != session:
            found[int(name)] = int(fields[19])
    return found


def _listed_children(pid: int) -> list[str] | None:
    """The children the kernel lists for each thread of `pid`; None where it lists none
    (no CONFIG_PROC_CHILDREN). Reading a few files instead of every process's stat
    after each test: on a busy machine the scan cost more than a test. A child that
    is being re-parented while this reads may be missed: the next sweep finds it."""
    if not _lists_children():
        return None
    names: list[str] = []
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            names += read_proc(f"/proc/{pid}/task/{task}/children").decode().split()
        except FileNotFoundError:  # the thread ended meanwhile
            continue
    return names


@functools.cache
def _lists_children() -> bool:
    """Whether the kernel lists a thread's children (CONFIG_PROC_CHILDREN)."""
    return os.path.exists(f"/proc/{os.getpid()}/task/{os.getpid()}/children")


def kill_orphans(since: int, until: int | None, keep: set[int]) -> None:
    """Kill and reap this process's children not in `keep` that started at `since` or
    later and before `until` (None: any time), and what they leave in turn."""
    for _ in range(ROUNDS):
        orphans = [pid for pid, start in adopted_children().items()
                   if pid not in keep and since <= start and (until is None or start < until)]
        if not orphans:
            return
        for pid in orphans:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)
