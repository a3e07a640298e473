"""The Docker sandbox: every oracle call runs in a new container of one image.

No file, process or cache left by one test can reach the next, because each test
gets a container of its own, created from the image, run, and removed.

How one call runs, and why this way (measured, see bench/bench_sandbox.py):

- The container is created with stdin open and the candidate is streamed into it
  over the attach connection, where a small `sh` prologue writes it to its place
  (`cat`, or `tar -x` for a directory) and then `exec`s the oracle. This costs about
  nothing over the bare create+start+wait+remove floor, while `put_archive` mounts
  the container's filesystem for each call (tens of ms), and bind mounts do not work
  when the engine is remote or trail itself runs in a container (only sibling
  containers exist there).
- The container of the next call is created and started while the current call
  runs (one ahead per call in progress, `prestart=True`). It is still a fresh
  container per test: until its call sends the candidate it only waits on stdin,
  and it is made for the same command and environment or thrown away. An oracle
  that takes time thus hides the ~0.2-0.5 s container start.
- The low-level API is used throughout: `containers.create` of the high-level client
  inspects each new container once more, which is a round trip per test.
- Nothing outlives trail, even a `kill -9` of it: each container is created with
  auto-remove (the engine removes it once it exits), and its oracle runs under
  `timeout -s KILL` of the per-test timeout plus TIMEOUT_MARGIN, so a container whose
  trail is gone ends by itself and disappears. (One started ahead sees its stdin
  closed when trail dies, and runs out the same way.) Because the engine removes the
  container at once, the oracle's output is read from the attach connection, not
  the logs, and its exit status from a wait for its removal, asked before it starts.
- The image is pinned by id when the sandbox opens, so a tag rebuilt during a run
  cannot change the environment half-way.

The image needs `/bin/sh`, `mkdir` and `cat` (and `tar` for directory inputs), as
every Debian-, Ubuntu- or Alpine-based image has.
"""

from __future__ import annotations

import os
import posixpath
import shlex
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, nullcontext
from dataclasses import asdict, dataclass
from functools import partial
from typing import Any

import docker
import docker.errors
import requests.exceptions

from trail.interrupts import deferred
from trail.oracle.call import Delivery, InputKind, OracleCall, RunResult
from trail.sandbox.base import Sandbox
from trail.sandbox.errors import SandboxError
from trail.sandbox.leftovers import find, this_run
from trail.sandbox.limits import Limits
from trail.sandbox.recipe import Rebuild, rebuild_of
from trail.sandbox.spares import Spares

RUN_LABEL = "trail.run"       # every container of a run carries trail.run=<run id>
OWNER_LABEL = "trail.owner"   # and trail.owner=<the trail process's mark> (sandbox.leftovers)
DEFAULT_ENGINE = "unix:///var/run/docker.sock"
INPUT_DIR = "/tmp/trail/work"  # where the candidate lands (not with --as NAME)
ORACLE_PATH = "/tmp/trail/oracle"  # an --oracle-script; $TRAIL_ORACLE names it
OUTPUT_TAIL = 64 * 1024        # keep the tail of long outputs, as the local sandbox does
SETUP_FAILED = 125             # the prologue's exit status when it cannot place the candidate
SETUP_MARK = "trail: could not place the candidate in the container"
# Several calls at once each hold a connection (one more while stdin is attached).
MAX_POOL_SIZE = 32
MAX_AHEAD = 4  # threads starting containers ahead of their calls
CREATE_WAIT = 60  # seconds close() waits for creations under way to name their container
# The limit inside the container is the per-test timeout plus this: trail's own timer
# (which starts earlier, before the candidate is sent) fires first while trail lives.
TIMEOUT_MARGIN = 2.0
REMOVAL_WAIT = 30  # seconds to wait for the engine to remove a container that ended
# A container of a run that is still only "created" this long after its creation was
# left by a trail killed between create and start (auto-remove needs an exit).
STALE_CREATED = 120
# Seconds close() waits for the engine to list none of the run's containers: one whose
# auto-remove was under way answers "removal in progress" and is listed until it ends.
GONE_WAIT = 10


class DockerSandboxError(SandboxError):
    """A problem the user must fix before a Docker run can start; the message says how."""


class EngineUnavailable(DockerSandboxError):
    pass


class ImageMissing(DockerSandboxError):
    pass


class OracleMissing(DockerSandboxError):
    pass


def engine_url() -> str:
    """The engine docker.from_env() talks to, spelled as a user would set DOCKER_HOST."""
    return os.environ.get("DOCKER_HOST") or DEFAULT_ENGINE


def connect(timeout: float = 60) -> docker.DockerClient:
    """A client for the engine named by DOCKER_HOST (default: the local socket)."""
    try:
        client = docker.from_env(timeout=timeout, max_pool_size=MAX_POOL_SIZE)
        client.ping()
    except (docker.errors.DockerException, requests.exceptions.RequestException) as exc:
        raise EngineUnavailable(
            f"no Docker Engine at {engine_url()}: start dockerd or set DOCKER_HOST"
        ) from exc
    return client


def image_missing_message(image: str) -> str:
    return f"image '{image}' not found: build it with `trail env build` or `docker build`"


def new_run_id() -> str:
    return uuid.uuid4().hex[:12]


@dataclass(frozen=True)
class Placement:
    """Where a call's candidate goes in the container and the prologue that puts it there."""

    path: str
    script: str


def placement(delivery: Delivery, kind: InputKind, file_name: str, workdir: str, *,
              oracle_script: str | None = None, timeout: float | None = None) -> Placement:
    """The sh prologue: take the candidate from stdin, place it, then exec the oracle ("$1").

    With `timeout` the oracle runs under `timeout -s KILL` where the image has it, so
    that a container whose client was killed still ends (reproduce.sh uses this)."""
    folder = workdir if delivery is Delivery.AS_NAME else INPUT_DIR
    path = posixpath.join(folder, file_name)
    quoted = shlex.quote(path)
    fail = f'{{ echo "{SETUP_MARK}" >&2; exit {SETUP_FAILED}; }}'
    if kind is InputKind.DIRECTORY:
        receive = f"mkdir -p {quoted} && tar -xf - -C {quoted}"
    else:
        receive = f"mkdir -p {shlex.quote(folder)} && cat > {quoted}"
    lines = [f"{{ {receive}; }} || {fail}"]
    if oracle_script is not None:
        lines.append(f"{{ printf %s {shlex.quote(oracle_script)} > {ORACLE_PATH} && "
                     f"chmod +x {ORACLE_PATH}; }} || {fail}")
        lines.append(f"TRAIL_ORACLE={ORACLE_PATH}; export TRAIL_ORACLE")
    lines.append(f"TRAIL_CANDIDATE={quoted}; export TRAIL_CANDIDATE")
    stdin = '"$TRAIL_CANDIDATE"' if delivery is Delivery.STDIN else "/dev/null"
    run = f'/bin/sh -c "$1" < {stdin}'
    if timeout is not None:
        seconds = max(1, int(timeout + 0.999))
        lines.append(f"command -v timeout >/dev/null 2>&1 && exec timeout -s KILL {seconds} {run}")
    lines.append(f"exec {run}")
    return Placement(path=path, script="\n".join(lines))


def oracle_command(command: str, delivery: Delivery, path: str) -> str:
    """The oracle command with `{}` standing for the candidate's path in the container."""
    if delivery is Delivery.PATH:
        return command.replace("{}", shlex.quote(path))
    return command


@dataclass(frozen=True)
class _Spec:
    """What a container is made for: the sh command line and the environment."""

    command: tuple[str, ...]
    env: tuple[tuple[str, str], ...]


@dataclass
class _Started:
    """A started container waiting on stdin for the candidate of one call.

    `sock` is attached to its stdin, stdout and stderr; `removal` is the wait for its
    removal by the engine, which answers with its exit status."""

    cid: str
    sock: Any
    spec: _Spec
    removal: Any = None
    gone: bool = False  # the engine removed it


class _Closed(Exception):
    pass


# What a call or a container started ahead turns into an error result, not a crash.
_FAILURES = (docker.errors.DockerException, requests.exceptions.RequestException, OSError,
             _Closed)


class DockerSandbox(Sandbox):
    """Runs each oracle call in a new container of `image`; thread-safe.

    `close()` removes every container this sandbox created, and any other labelled
    with this run's id, and is safe on any path out of a run (normal end, error,
    Ctrl-C, SIGTERM), from any thread. No container escapes it: a creation starts
    only while the sandbox is open (checked under the lock), close() waits for the
    creations under way to return their container's id before it removes them all,
    and a second close() (Ctrl-C's stop and the job's own) waits for the first, so
    the process cannot exit half-way through the removal. In the main thread, where
    Ctrl-C raises, the create request is not cut off mid-flight (the engine would
    make a container whose id trail never learns).
    """

    name = "docker"

    def __init__(self, image: str, *, limits: Limits | None = None,
                 run_id: str | None = None, oracle_script: str | None = None,
                 prestart: bool = True) -> None:
        """`oracle_script`: the text of an --oracle-script, written into every container
        at ORACLE_PATH and named by $TRAIL_ORACLE (so the command is `"$TRAIL_ORACLE" {}`).
        `prestart`: start the next call's container while this call runs."""
        self.prestart = prestart
        self.image = image
        self.limits = limits or Limits()
        self.run_id = run_id or new_run_id()
        self.oracle_script = oracle_script
        self._client = connect()
        self._api = self._client.api
        try:
            info = self._api.inspect_image(image)
        except docker.errors.ImageNotFound as exc:
            self._client.close()
            raise ImageMissing(image_missing_message(image)) from exc
        except docker.errors.APIError as exc:  # e.g. a malformed name
            self._client.close()
            raise DockerSandboxError(f"cannot use image '{image}': {_one_line(exc)}") from exc
        self.image_id: str = info["Id"]
        sweep_stale_created(self._api)
        remove_dead_owners(self._api)
        self.workdir: str = (info.get("Config") or {}).get("WorkingDir") or "/"
        self._rebuild = rebuild_of(image, (info.get("Config") or {}).get("Labels"))
        self._labels = {RUN_LABEL: self.run_id, OWNER_LABEL: str(this_run())}
        try:
            self._host_config = self._api.create_host_config(
                network_mode=self.limits.network,
                mem_limit=self.limits.memory,
                memswap_limit=self.limits.memory,
                pids_limit=self.limits.pids,
                nano_cpus=int(self.limits.cpus * 1e9),
                privileged=False,
                auto_remove=True,
            )
        except docker.errors.DockerException as exc:
            self._client.close()
            raise DockerSandboxError(f"bad container limits: {_one_line(exc)}: "
                                     "give --memory like 512m or 2g") from exc
        self._lock = threading.Lock()
        self._created_one = threading.Condition(self._lock)  # a creation under way ended
        self._creating = 0  # create requests under way
        self._created: set[str] = set()  # ids of the containers made and not yet removed
        self._closing = threading.Lock()  # held for the whole of close()
        self._swept = False
        self._spares: Spares[_Started] = Spares(self._lock, self._remove)
        self._warmer = ThreadPoolExecutor(MAX_AHEAD, thread_name_prefix="trail-docker-start")

    # -- one call --------------------------------------------------------------

    def run(self, call: OracleCall) -> RunResult:
        if self._spares.closed:
            raise RuntimeError("sandbox is closed")
        limit = None if call.timeout is None else call.timeout + TIMEOUT_MARGIN
        place = placement(call.delivery, call.kind, call.file_name, self.workdir,
                          oracle_script=self.oracle_script, timeout=limit)
        spec = _Spec(("-c", place.script, "sh",
                      oracle_command(call.command, call.delivery, place.path)),
                     tuple(sorted(call.env.items())))
        ready = self._spares.take(spec)
        if self._spares.begin(self.prestart):  # the next call's, while this one runs
            self._warmer.submit(self._spares.ahead, partial(self._start, spec), _FAILURES)
        started = time.monotonic()
        try:
            if ready is None:
                ready = self._start(spec)
            return self._collect(ready, call)
        except _FAILURES as exc:
            return _error(started, f"docker: {_one_line(exc)}")
        finally:
            self._spares.done()
            if ready is not None:
                self._remove(ready)

    def _start(self, spec: _Spec) -> _Started:
        """Create and start a container for `spec`; it waits for a candidate on stdin."""
        ready = _Started(self._create(spec), None, spec)
        try:
            if self._spares.closed:  # close() removes it too; not worth starting
                raise _Closed("sandbox closed")
            ready.sock = self._api.attach_socket(
                ready.cid, params={"stdin": 1, "stdout": 1, "stderr": 1, "stream": 1})
            ready.removal = self._await_removal(ready.cid)
            self._api.start(ready.cid)
        except BaseException:
            self._remove(ready)
            raise
        return ready

    def _create(self, spec: _Spec) -> str:
        """A new container for `spec`, its id recorded for close(); _Closed once closing."""
        with self._lock:
            if self._spares.closed:
                raise _Closed("sandbox closed")
            self._creating += 1
        cid = None
        try:
            with _whole_request():
                cid = self._api.create_container(
                    self.image_id,
                    entrypoint=["/bin/sh"],
                    command=list(spec.command),
                    stdin_open=True,  # the SDK sets StdinOnce too: EOF once we have sent it
                    environment=dict(spec.env),
                    labels=self._labels,
                    host_config=self._host_config,
                )["Id"]
        finally:
            with self._lock:
                self._creating -= 1
                if cid is not None:
                    self._created.add(cid)
                self._created_one.notify_all()
        return cid

    def _await_removal(self, cid: str) -> Any:
        """Ask the engine now for the exit status the container will have when it is
        removed (asked later, it could be gone with its status). The engine answers
        the headers once the wait is in place, and the body when the container is gone."""
        response = self._api._post(self._api._url("/containers/{0}/wait", cid),
                                   params={"condition": "removed"}, stream=True, timeout=None)
        self._api._raise_for_status(response)
        return response

    def _collect(self, ready: _Started, call: OracleCall) -> RunResult:
        """Send the candidate, read the oracle's output until it ends (up to its timeout),
        then its exit status."""
        cid = ready.cid
        started = time.monotonic()
        _send(ready.sock, call.candidate, call.timeout)
        deadline = None if call.timeout is None else started + call.timeout
        output = _Output()
        timed_out = not output.read(ready.sock, deadline)
        if timed_out:
            try:
                self._api.kill(cid)
            except docker.errors.APIError:
                pass  # it ended as the timeout passed
            output.read(ready.sock, time.monotonic() + REMOVAL_WAIT)
        duration = time.monotonic() - started
        status = self._exit_status(ready)
        stdout, stderr = output.stdout[-OUTPUT_TAIL:], output.stderr[-OUTPUT_TAIL:]
        if timed_out:
            return RunResult(None, None, True, stdout, stderr, duration)
        signal = None
        if status == 137 and self._killed_for_memory(cid, started):
            status, signal = None, 9  # killed for memory: inconclusive, not a failure
        error = None
        if status == SETUP_FAILED and stderr.rstrip().endswith(SETUP_MARK.encode()):
            said = stderr.decode(errors="replace").strip().splitlines()
            error = SETUP_MARK.removeprefix("trail: ") + (f": {said[-2]}" if len(said) > 1 else "")
        return RunResult(status, signal, False, stdout, stderr, duration, error=error)

    def _exit_status(self, ready: _Started) -> int | None:
        """The status the removal wait answers with, once the engine removed the container."""
        response, ready.removal = ready.removal, None
        raw = getattr(self._api._get_raw_response_socket(response), "_sock", None)
        if raw is not None:
            raw.settimeout(REMOVAL_WAIT)
        try:
            status = response.json().get("StatusCode")
        finally:
            response.close()
        ready.gone = True
        return status

    def _killed_for_memory(self, cid: str, since: float) -> bool:
        """Whether the engine reported an OOM kill of the container (it is removed, so
        its state cannot be inspected: the engine's recent events tell)."""
        # The event came before the removal trail waited for: `until` is now, so the
        # engine answers with past events only and does not wait for new ones.
        now = time.time()
        events = self._api.events(since=now - (time.monotonic() - since) - 1,
                                  until=now, decode=True,
                                  filters={"container": cid, "event": "oom"})
        try:
            return any(True for _ in events)
        finally:
            events.close()

    def _remove(self, ready: _Started) -> None:
        if ready.sock is not None:
            ready.sock.close()
        if ready.removal is not None:
            ready.removal.close()
        if ready.gone:
            with self._lock:
                self._created.discard(ready.cid)
            return
        try:
            self._api.remove_container(ready.cid, force=True, v=True)
        except docker.errors.NotFound:
            pass  # close() got there first
        except (docker.errors.DockerException, requests.exceptions.RequestException):
            return  # the engine is gone or busy; close() tries again
        with self._lock:
            self._created.discard(ready.cid)

    # -- diagnosis and reporting -------------------------------------------------

    def check_original(self, result: RunResult) -> None:
        """Raise OracleMissing when the oracle's program is not in the image.

        Call it with the result of the run on the original input: exit 127 there
        means the shell in the container could not find the command."""
        if result.exit_status != 127:
            return
        lines = result.stderr.decode(errors="replace").strip().splitlines()
        said = lines[-1].strip() if lines else "command not found"
        raise OracleMissing(
            f"the oracle's command is missing in image '{self.image}' (exit 127: {said}): "
            "install it in the image (trail env build --setup ...) or fix --oracle"
        )

    def describe(self) -> dict[str, Any]:
        return {
            **super().describe(),
            "image": self.image,
            "image_id": self.image_id,
            "isolation": "fresh container per test"
                         + (", started ahead" if self.prestart else ""),
            "run_id": self.run_id,
            "limits": asdict(self.limits),
            "engine": engine_url(),
        }

    def reproduce_wrap(self, delivery: Delivery, kind: InputKind, file_name: str,
                       test_timeout: float | None) -> str:
        """A shell command that runs the oracle once as this sandbox does, by `docker run`.

        For reproduce.sh: `{command}` is where the shell-quoted oracle command goes (the
        rest is escaped for str.format); the script must have exported TRAIL_CANDIDATE
        (the candidate on the host), and an --oracle-script is "$TRAIL_ORACLE" in the
        command. Same image, limits and prologue as the sandbox's calls; the container
        removes itself (--rm) and ends itself after test_timeout where the image has
        `timeout`, even if the docker client is killed first."""
        place = placement(delivery, kind, file_name, self.workdir,
                          oracle_script=self.oracle_script, timeout=test_timeout)
        docker_run = " ".join([
            "docker run --rm -i", f"--label {RUN_LABEL}=reproduce",
            *(shlex.quote(flag) for flag in self.limits.run_flags()),
            "--entrypoint /bin/sh", shlex.quote(self.image),
            "-c", shlex.quote(place.script), "sh", '"$1"',
        ])
        if kind is InputKind.DIRECTORY:
            inner = f'tar -cf - -C "$TRAIL_CANDIDATE" . | {docker_run}'
        else:
            inner = f'exec {docker_run} < "$TRAIL_CANDIDATE"'
        literal = shlex.quote(inner).replace("{", "{{").replace("}", "}}")
        return f"sh -c {literal} sh {{command}}"

    def reproduce_rebuild(self) -> Rebuild | None:
        return self._rebuild

    # -- cleanup -------------------------------------------------------------------

    def close(self) -> None:
        with self._closing:  # a second call returns once the first has removed everything
            if self._swept:
                return
            spares = self._spares.close()  # from here on no creation starts
            # Containers being started ahead see it and remove themselves; wait for that.
            self._warmer.shutdown(wait=True, cancel_futures=True)
            with self._lock:
                self._created_one.wait_for(lambda: self._creating == 0, timeout=CREATE_WAIT)
                created = list(self._created)
            for ready in spares:
                ready.sock.close()
                if ready.removal is not None:
                    ready.removal.close()
            remove_containers(created)
            # One whose create timed out, and those the engine was removing already.
            remove_labelled(f"{RUN_LABEL}={self.run_id}", wait=GONE_WAIT)
            self._client.close()
            self._swept = True


@contextmanager
def _whole_request() -> Iterator[None]:
    """In the main thread, a signal waits for the engine's answer (see DockerSandbox)."""
    whole = deferred() if threading.current_thread() is threading.main_thread() else nullcontext()
    with whole:
        yield


def sweep_stale_created(api: Any) -> int:
    """Remove the containers of any run that were created and never started, long ago
    (a trail killed between the two): auto-remove only acts on a container that exits.
    Returns how many were removed."""
    try:
        items = api.containers(all=True, filters={"label": RUN_LABEL, "status": "created"})
    except (docker.errors.DockerException, requests.exceptions.RequestException):
        return 0
    old = time.time() - STALE_CREATED
    return sum(_attempt(api.remove_container, item["Id"], force=True, v=True)
               for item in items if item.get("Created", old) < old)


def remove_dead_owners(api: Any) -> int:
    """Remove the containers of trail processes that are gone (killed with SIGKILL:
    a container that waits for its candidate, or whose oracle still runs); returns
    how many were removed."""
    try:
        items = api.containers(all=True, filters={"label": OWNER_LABEL})
    except (docker.errors.DockerException, requests.exceptions.RequestException):
        return 0
    dead = [item["Id"] for item in items
            if (owner := find((item.get("Labels") or {}).get(OWNER_LABEL, ""))) is not None
            and owner.is_dead()]
    return sum(_attempt(api.remove_container, cid, force=True, v=True) for cid in dead)


def remove_containers(ids: list[str]) -> int:
    """Remove the containers `ids` (gone already is fine), through a client of its own
    (see remove_labelled). Returns how many were removed."""
    if not ids:
        return 0
    try:
        client = docker.from_env(timeout=30)
    except docker.errors.DockerException:
        return 0
    try:
        return sum(_attempt(client.api.remove_container, cid, force=True, v=True)
                   for cid in ids)
    except (docker.errors.DockerException, requests.exceptions.RequestException):
        return 0  # the engine went away: nothing we can remove
    finally:
        client.close()


def remove_labelled(label: str, wait: float = 0.0) -> tuple[int, int]:
    """Remove every container and volume carrying `label` (KEY or KEY=VALUE); with
    `wait`, then for up to that many seconds until the engine lists none of those
    containers (one it was removing already stays listed until the removal ends).

    Uses a client of its own, so that it can run while other threads are in the
    middle of calls on theirs. Returns (containers, volumes) removed."""
    try:
        client = docker.from_env(timeout=30)
    except docker.errors.DockerException:
        return 0, 0
    api = client.api
    containers = volumes = 0
    deadline = time.monotonic() + wait
    try:
        while left := api.containers(all=True, filters={"label": label}):
            for item in left:
                # One failure (a removal already in progress) must not spare the rest.
                containers += _attempt(api.remove_container, item["Id"], force=True, v=True)
            if time.monotonic() >= deadline:
                break
            time.sleep(0.05)
        for item in api.volumes(filters={"label": label}).get("Volumes") or []:
            volumes += _attempt(api.remove_volume, item["Name"], force=True)
    except (docker.errors.DockerException, requests.exceptions.RequestException):
        pass  # the engine went away: nothing we can remove
    finally:
        client.close()
    return containers, volumes


def _attempt(remove: Any, *args: Any, **kwargs: Any) -> int:
    """1 if the removal succeeded, 0 if the object was gone or busy being removed."""
    try:
        remove(*args, **kwargs)
    except docker.errors.APIError:
        return 0
    return 1


class _Output:
    """The oracle's stdout and stderr, read from the attach connection's frames (an
    8-byte header: stream 1 or 2, then the length), keeping the tails."""

    def __init__(self) -> None:
        self.stdout = b""
        self.stderr = b""
        self._pending = b""

    def read(self, sock: Any, deadline: float | None) -> bool:
        """Read until the container closes the stream (True) or `deadline` passes (False)."""
        raw = getattr(sock, "_sock", sock)
        while True:
            if deadline is not None:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                raw.settimeout(remaining)
            else:
                raw.settimeout(None)
            try:
                chunk = raw.recv(65536)
            except TimeoutError:
                return False
            except OSError:
                return True  # the connection broke: the container is gone
            if not chunk:
                return True
            self._take(chunk)

    def _take(self, chunk: bytes) -> None:
        data = self._pending + chunk
        while len(data) >= 8:
            size = int.from_bytes(data[4:8], "big")
            if len(data) < 8 + size:
                break
            payload, stream, data = data[8:8 + size], data[0], data[8 + size:]
            if stream == 2:
                self.stderr = (self.stderr + payload)[-OUTPUT_TAIL:]
            else:
                self.stdout = (self.stdout + payload)[-OUTPUT_TAIL:]
        self._pending = data


def _send(sock: Any, data: bytes, timeout: float | None) -> None:
    """Write the candidate to the container's stdin and signal end of input."""
    raw = getattr(sock, "_sock", sock)
    if timeout is not None:
        raw.settimeout(timeout)
    try:
        raw.sendall(data)
        raw.shutdown(socket.SHUT_WR)
    except (BrokenPipeError, ConnectionResetError):
        pass  # the oracle's prologue ended early; its exit status tells why


def _error(started: float, message: str) -> RunResult:
    return RunResult(None, None, False, b"", b"", time.monotonic() - started, error=message)


def _one_line(exc: BaseException) -> str:
    said = exc.explanation if isinstance(exc, docker.errors.APIError) and exc.explanation else exc
    return " ".join(str(said).split())

