"""The namespace sandbox: each oracle call in fresh Linux namespaces over an image's files.

What makes a container fresh is a new set of namespaces over the image's files with
a throwaway writable layer; that costs milliseconds, where the engine's
create/start/wait/remove costs hundreds (bench/bench_sandbox.py). So `--sandbox ns`
takes the image `--sandbox docker` would run, unpacks its root filesystem once per
image id (sandbox/rootfs.py), and runs each call as:

    trail: mount a tmpfs and on it an overlay of the image's files (read-only, lower)
        under a fresh upper layer, in a mount namespace private to trail's threads
        (made when the sandbox opens, so no mount is ever seen by the host, and all
        go with trail's process whatever happens)
    sh: join the call's cgroups (before anything of the call can fork)
    bwrap: new mount, PID, network (loopback only), IPC and UTS namespaces over the
        overlay, the image's working directory and environment, root with Docker's
        default capabilities, and the candidate bound where the container has it.

Mounting with system calls in trail instead of `unshare`, `mount` and `mkdir`
processes per call halves the cost of a call (21.5 -> 12.2 ms, median of 40,
interleaved). Everything the call writes lands in the tmpfs, unmounted after the
call.

Memory, PIDs and CPU are limited by a cgroup per call where one can be created
(sandbox/cgroups.py), else by rlimits (`prlimit`): describe() says which.

Most of what is left is process start-up (sh, bwrap's namespaces and mounts, the
image's sh), so it is done ahead (`prestart`, as DockerSandbox starts its next
container): while a call runs, the next call's sandbox is set up, cgroup and
overlay included, up to the oracle's shell, which waits for a line on stdin before
its first command. When the call comes, its candidate is written into the empty
file bound in its place and the line releases the oracle. It is still fresh per
call: each sandbox serves one call, of the same command, delivery and environment
as the one before, or is thrown away. Should trail die before the call comes, the
shell reads end-of-file and exits without running the oracle.

The call's processes die together: on timeout the outer bwrap is killed, which kills
the namespace's init (--die-with-parent) and with it every process of the PID
namespace, and the call's cgroup is emptied. It needs root (mounting, making
namespaces); where that is refused the error says which container options fix it.

bubblewrap 0.8 (Debian bookworm) has no --overlay, hence the mounts in `sh` first.
"""

from __future__ import annotations

import ctypes
import itertools
import os
import shlex
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import docker.errors
import docker.utils

from trail.oracle.call import Delivery, InputKind, OracleCall, RunResult
from trail.sandbox.base import Sandbox
from trail.sandbox.cgroups import Cgroups
from trail.sandbox.docker import (
    INPUT_DIR,
    ORACLE_PATH,
    DockerSandbox,
    DockerSandboxError,
    ImageMissing,
    OracleMissing,
    connect,
    image_missing_message,
    new_run_id,
)
from trail.sandbox.leftovers import sweep_temp, temp_prefix
from trail.sandbox.limits import Limits
from trail.sandbox.local import kill_group, materialize, tail, wait_killing
from trail.sandbox.recipe import Rebuild, rebuild_of
from trail.sandbox.rootfs import cache_folder, is_unpacked, rootfs_path, unpack_image
from trail.sandbox.spares import Spares

LIBC = ctypes.CDLL(None, use_errno=True)
CLONE_NEWNS = 0x00020000  # <sched.h>
MS_REC, MS_PRIVATE = 0x4000, 1 << 18  # <sys/mount.h>
MNT_DETACH = 2
_PRIVATE: set[str] = set()  # the mount namespaces _private_mounts made
_IN_MEMORY: set[str] = set()  # those whose cache folder _in_memory put on a tmpfs
# Starts an argument that reproduce.sh spells as a shell variable (NUL: in no real path).
SHELL_VAR = "\0"
SETUP_FAILED = 125
SETUP_MARK = "trail: could not set up the namespaces"
# What a container started without --privileged is allowed (Docker's default set).
DOCKER_CAPS = ("CHOWN", "DAC_OVERRIDE", "FSETID", "FOWNER", "MKNOD", "NET_RAW", "SETGID",
               "SETUID", "SETFCAP", "SETPCAP", "NET_BIND_SERVICE", "SYS_CHROOT", "KILL",
               "AUDIT_WRITE")
ROOT_CAPS = ("--cap-drop", "ALL",
             *(flag for cap in DOCKER_CAPS for flag in ("--cap-add", f"CAP_{cap}")))
NEEDS = ("it runs as root with the right to mount and create namespaces: in a container, "
         "start it with --privileged, or with --cap-add SYS_ADMIN --cap-add NET_ADMIN "
         "--security-opt seccomp=unconfined --security-opt apparmor=unconfined")


class NsUnavailable(DockerSandboxError):
    """This machine cannot make the namespaces; the message says what is needed."""


@dataclass(frozen=True)
class ImageConfig:
    """What `docker run` takes from the image: working directory, user, environment."""

    workdir: str
    user: str
    env: tuple[tuple[str, str], ...]
    labels: tuple[tuple[str, str], ...] = ()  # for reproduce.sh: how the image was built

    @classmethod
    def of(cls, info: dict[str, Any]) -> ImageConfig:
        config = info.get("Config") or {}
        env = tuple(tuple(item.split("=", 1)) for item in config.get("Env") or [] if "=" in item)
        labels = tuple(sorted((config.get("Labels") or {}).items()))
        return cls(config.get("WorkingDir") or "/", config.get("User") or "", env, labels)


def root_home(rootfs: Path, image: str, user: str) -> str:
    """root's home in the image ($HOME, as Docker sets it); NsUnavailable for an image
    whose USER is not root.

    Another user would need a user namespace, and bwrap's maps that user to the
    caller, root: the image's root-owned files would be the user's to change. Docker
    gives a container's user no such rights, so the tests would not be the same."""
    if user not in ("", "0", "root", "0:0", "root:root"):
        raise NsUnavailable(f"image '{image}' runs as user {user!r}: --sandbox ns runs "
                            "tests as root only; use --sandbox docker (or --fallback-docker)")
    entry = next((row for row in _table(rootfs / "etc" / "passwd") if row[2] == "0"), None)
    return entry[5] if entry and len(entry) > 5 else "/"


def _table(path: Path) -> list[list[str]]:
    """The rows of a passwd-like file."""
    try:
        return [row for row in (line.split(":") for line in path.read_text().splitlines())
                if len(row) >= 4]
    except OSError:
        return []


class NsSandbox(Sandbox):
    """Runs each oracle call in fresh namespaces over `image`'s files; thread-safe.

    `close()` kills every call still running and removes the run's cgroups and temp
    folders; the unpacked root filesystem stays cached for the next run."""

    name = "ns"

    def __init__(self, image: str, *, limits: Limits | None = None,
                 run_id: str | None = None, oracle_script: str | None = None,
                 prestart: bool = True, rootfs_in_memory: bool = False) -> None:
        """`prestart`: set up the next call's sandbox while this call runs.
        `rootfs_in_memory`: unpack the image, where it is not already, into memory,
        for this process only (a run that would remove the files at its end)."""
        self.prestart = prestart
        self.image = image
        self.limits = limits or Limits()
        if self.limits.network != "none":
            raise NsUnavailable(f"--network {self.limits.network}: --sandbox ns has loopback "
                                "only; use --sandbox docker for a network")
        _check_host()  # before the unpacking: what is missing, at once
        try:
            self._mounts = _private_mounts()
        except OSError as exc:
            raise NsUnavailable(f"--sandbox ns cannot make a mount namespace here ({exc}): "
                                f"{NEEDS}; or use --sandbox docker") from exc
        self.run_id = run_id or new_run_id()
        self.oracle_script = oracle_script
        self.memory_bytes = _bytes(self.limits.memory)
        self.image_id, config, self.rootfs = _unpacked(image, rootfs_in_memory)
        self.workdir, self.image_env = config.workdir, dict(config.env)
        self._rebuild = rebuild_of(image, dict(config.labels))
        self.home = root_home(self.rootfs, image, config.user)
        sweep_temp()  # what killed runs left (sandbox.leftovers); cgroups: Cgroups.open
        self._root = tempfile.mkdtemp(prefix=temp_prefix("ns"))
        self._lock = threading.Lock()
        self._closing = threading.Lock()
        self._groups: set[int] = set()  # process groups of the calls' outer bwraps
        self._spares: Spares[_Started] = Spares(self._lock, self._end)
        self._last: _Spec | None = None
        # Sets up sandboxes ahead and removes calls' folders; its threads live as long
        # as the sandbox, as a waiting bwrap dies with the thread that started it.
        self._helper = ThreadPoolExecutor(2, thread_name_prefix="trail-ns")
        self._ids = itertools.count()
        self.cgroups = Cgroups.open(self.run_id, self.limits, self.memory_bytes)
        if oracle_script is not None:
            Path(self._root, "oracle").write_text(oracle_script)
            os.chmod(Path(self._root, "oracle"), 0o755)
        self._preflight()

    def _preflight(self) -> None:
        """One empty call, so that a machine without the rights fails here, in one line."""
        result = self.run(OracleCall("true", b"", "probe", timeout=60))
        if result.exit_status != 0:
            said = (result.error or result.stderr.decode(errors="replace")).strip()
            self.close()
            raise NsUnavailable(f"--sandbox ns cannot make its namespaces here "
                                f"({said.splitlines()[-1] if said else 'no reason given'}): "
                                f"{NEEDS}; or use --sandbox docker")

    # -- one call --------------------------------------------------------------

    def run(self, call: OracleCall) -> RunResult:
        if self._spares.closed:
            raise RuntimeError("sandbox is closed")
        if _mount_namespace() != self._mounts:  # its mounts would land on the host
            raise RuntimeError("NsSandbox.run from a thread started before the sandbox "
                               "opened: open it first")
        spec = _Spec.of(call)
        started = self._spares.take(spec)
        # A call like the one before is likely followed by another.
        warm = self._spares.begin(self.prestart and spec == self._last
                                  and spec.kind is InputKind.FILE)
        self._last = spec
        try:
            if started is None:
                started = self._start(spec, call)
            return self._finish(call, started, warm)
        except OSError as exc:  # a mount, cgroup or file of the call (close() sweeps the rest)
            return _failed(f"ns: {exc}")
        finally:
            self._spares.done()
            if started is not None:
                self._end(started)

    def _start(self, spec: _Spec, call: OracleCall | None) -> _Started:
        """Set up a call's sandbox up to the oracle: its folder, cgroup, overlay and
        bwrap, whose shell waits for a line on stdin until `_finish` releases it.
        With `call`, its candidate is placed first; without, an empty file takes its
        place (and inode: --as NAME binds it), to be filled when the call comes."""
        folder = Path(tempfile.mkdtemp(dir=self._root))
        started = _Started(spec, folder)
        try:
            (folder / "work").mkdir()
            (folder / "layer").mkdir()
            candidate = folder / "work" / spec.file_name
            if call is None:
                candidate.touch()
            else:
                try:
                    materialize(call, str(folder / "work"))
                except OSError as exc:
                    raise OSError(f"could not place the candidate: {exc}") from exc
                started.placed = True
            if self.cgroups is not None:
                started.made = self.cgroups.create(f"call-{next(self._ids)}")
            started.unmount.enter_context(mounted(folder / "layer", self.rootfs))
            self._spawn(started)
        except BaseException:
            self._end(started)
            raise
        return started

    def _spawn(self, started: _Started) -> None:
        spec, folder, made = started.spec, started.folder, started.made
        argv = self.argv(spec.delivery, spec.file_name, dict(spec.env), Paths(
            layer=str(folder / "layer"), work=str(folder / "work"),
            oracle=str(Path(self._root, "oracle"))), rlimits=made is None, timeout=spec.timeout)
        if made is not None:  # sh joins the cgroups, then becomes bwrap
            joins = [f"echo $$ > {shlex.quote(str(path / 'cgroup.procs'))}"
                     for path in made.values()]
            fail = f'{{ echo "{SETUP_MARK}" >&2; exit {SETUP_FAILED}; }}'
            argv = ["/bin/sh", "-c", " && ".join(joins) + f' || {fail}\nexec "$@"', "sh", *argv]
        # The gate, on the oracle's line 1: without the line (trail ended before the
        # call came), nothing of the oracle runs.
        stdin = '"$TRAIL_CANDIDATE"' if spec.delivery is Delivery.STDIN else "/dev/null"
        gate = f"read -r trail_go && unset trail_go && exec <{stdin} || exit {SETUP_FAILED}; "
        command = gate + self._command(spec.command, spec.delivery, spec.file_name)
        with open(folder / "stdout", "wb") as out, open(folder / "stderr", "wb") as err:
            started.proc = subprocess.Popen(
                [*argv, command], stdin=subprocess.PIPE, stdout=out, stderr=err,
                start_new_session=True, env={"PATH": os.environ.get("PATH", os.defpath)})
        with self._lock:  # not around Popen: calls and their clean-up would wait on it
            self._groups.add(started.proc.pid)
            if self._spares.closed:  # close() may have taken its groups before: end it
                raise OSError("the sandbox was closed")

    def _finish(self, call: OracleCall, started: _Started, warm: bool) -> RunResult:
        """Place the candidate, release the sandbox, wait for the oracle (killing it at
        the timeout) and read its result."""
        folder, proc, made = started.folder, started.proc, started.made
        if not started.placed:
            try:
                materialize(call, str(folder / "work"))  # into the empty file's inode
            except OSError as exc:
                raise OSError(f"could not place the candidate: {exc}") from exc
        began = time.monotonic()
        try:
            proc.stdin.write(b"\n")
            proc.stdin.close()
        except BrokenPipeError:
            pass  # bwrap ended during its set-up: its status and stderr say why
        if warm and not self._later(self._spares.ahead,
                                    partial(self._start, started.spec, None), (OSError,)):
            self._spares.not_warming()
        timed_out, _ = wait_killing(proc, call.timeout)
        duration = time.monotonic() - began
        stdout, stderr = tail(folder / "stdout"), tail(folder / "stderr")
        code = proc.returncode
        if timed_out:
            return RunResult(None, None, True, stdout, stderr, duration)
        if made is not None and self.cgroups.oom_kills(made):
            return RunResult(None, 9, False, stdout, stderr, duration)  # as docker's OOMKilled
        error = None
        if (code == SETUP_FAILED and stderr.startswith(SETUP_MARK.encode())) or \
                (code == 1 and stderr.startswith(b"bwrap: ")):
            error = stderr.decode(errors="replace").strip().splitlines()[-1]
        return RunResult(None if code < 0 else code, -code if code < 0 else None, False,
                         stdout, stderr, duration, error=error)

    def _end(self, started: _Started) -> None:
        """Kill what is left of a call's sandbox and remove its mounts, cgroup and files."""
        if started.proc is not None:
            kill_group(started.proc.pid)  # the namespace's init dies with the outer bwrap
            started.proc.wait()
            started.proc.stdin.close()
            with self._lock:
                self._groups.discard(started.proc.pid)
        started.unmount.close()
        if started.made is not None:
            self.cgroups.remove(started.made)
            started.made = None
        # The folder holds only trail's files now (candidate, outputs): removing them
        # waits on the disk (7 ms a call, median, on a loaded machine), so not here.
        self._later(shutil.rmtree, started.folder, ignore_errors=True)

    def _later(self, work: Callable[..., object], *args: object, **kwargs: object) -> bool:
        """Run `work` on the helper thread; False once closed (close() does its part)."""
        try:
            self._helper.submit(work, *args, **kwargs)
        except RuntimeError:  # the helper is shut down
            return False
        return True

    def _command(self, command: str, delivery: Delivery, file_name: str) -> str:
        if delivery is not Delivery.PATH:
            return command
        return command.replace("{}", shlex.quote(self._candidate_path(delivery, file_name)))

    def _candidate_path(self, delivery: Delivery, file_name: str) -> str:
        folder = self.workdir if delivery is Delivery.AS_NAME else INPUT_DIR
        return os.path.join(folder, file_name)

    def argv(self, delivery: Delivery, file_name: str, env: dict[str, str], paths: Paths, *,
             rlimits: bool, timeout: float | None) -> list[str]:
        """bwrap's command line over the overlay mounted at `paths.layer`/root, up to
        the oracle command, which comes last; behind prlimit with `rlimits`."""
        inside = self._candidate_path(delivery, file_name)
        binds = ["--bind", paths.work, INPUT_DIR]
        if delivery is Delivery.AS_NAME:
            binds = ["--bind", f"{paths.work}/{file_name}", inside]
        variables = {"PATH": os.defpath, "HOSTNAME": "trail", "HOME": self.home,
                     **self.image_env, **env, "TRAIL_CANDIDATE": inside}
        if self.oracle_script is not None:
            binds += ["--ro-bind", paths.oracle, ORACLE_PATH]
            variables["TRAIL_ORACLE"] = ORACLE_PATH
        limit = []
        if rlimits:  # no cgroup: address space, processes and CPU seconds per process
            limit = ["prlimit", f"--as={self.memory_bytes}", f"--nproc={self.limits.pids}",
                     *([f"--cpu={max(1, int(timeout * self.limits.cpus + 0.999))}"]
                       if timeout is not None else []), "--"]
        return [
            *limit, "bwrap", "--bind", f"{paths.layer}/root", "/", "--proc", "/proc",
            "--dev", "/dev", "--tmpfs", "/dev/shm", "--unshare-pid", "--unshare-net",
            "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--hostname", "trail",
            "--die-with-parent", "--new-session", *ROOT_CAPS, "--clearenv",
            *(word for name, value in variables.items() for word in ("--setenv", name, value)),
            *binds, "--chdir", self.workdir, "/bin/sh", "-c",
        ]

    # -- diagnosis and reporting -------------------------------------------------

    def check_original(self, result: RunResult) -> None:
        """Raise OracleMissing when the oracle's program is not in the image (exit 127)."""
        if result.exit_status != 127:
            return
        lines = result.stderr.decode(errors="replace").strip().splitlines()
        raise OracleMissing(
            f"the oracle's command is missing in image '{self.image}' (exit 127: "
            f"{lines[-1].strip() if lines else 'command not found'}): install it in the "
            "image (trail env build --setup ...) or fix --oracle")

    def describe(self) -> dict[str, Any]:
        limited_by = "rlimits (no cgroup could be created)" if self.cgroups is None \
            else f"cgroup v{self.cgroups.version} per test"
        return {
            **super().describe(),
            "image": self.image,
            "image_id": self.image_id,
            "isolation": "fresh mount, PID, network (loopback only), IPC and UTS namespaces "
                         "per test; the image's files under a writable overlay on tmpfs, "
                         "thrown away after the test"
                         + ("; set up ahead" if self.prestart else ""),
            "run_id": self.run_id,
            "limits": asdict(self.limits),
            "limits_by": limited_by,
            "rootfs": str(self.rootfs),
        }

    def reproduce_wrap(self, delivery: Delivery, kind: InputKind, file_name: str,
                       test_timeout: float | None) -> str:
        """A shell command that runs the oracle once as this sandbox does (see
        DockerSandbox.reproduce_wrap for the contract): in fresh namespaces over the
        cached root filesystem where it is still there and bwrap is installed, else by
        `docker run` of the same image. It says on stderr which. It makes no cgroup:
        rlimits apply."""
        argv = self.argv(delivery, file_name, {}, Paths(layer=SHELL_VAR + "layer",
                                                        work=SHELL_VAR + "work",
                                                        oracle=SHELL_VAR + "TRAIL_ORACLE"),
                         rlimits=True, timeout=test_timeout)
        lower = shlex.quote(str(self.rootfs))
        script = " && ".join([  # mounted() in sh: reproduce.sh runs without trail
            'mount -t tmpfs -o mode=0755 trail "$layer"',
            'mkdir "$layer/upper" "$layer/work" "$layer/root"',
            f'mount -t overlay overlay -o lowerdir={lower},upperdir="$layer/upper",'
            'workdir="$layer/work" "$layer/root"',
            "exec " + " ".join(map(_shell_word, argv)) + ' "$1"',
        ])
        stdin = '"$TRAIL_CANDIDATE"' if delivery is Delivery.STDIN else "/dev/null"
        # reproduce_wrap reads only image, limits, workdir and oracle_script, which an
        # NsSandbox has too: the same `docker run` line, not a copy of it.
        in_docker = DockerSandbox.reproduce_wrap(self, delivery, kind, file_name,  # type: ignore[arg-type]
                                                 test_timeout).format(command='"$1"')
        inner = "\n".join([
            f'if [ -d {lower} ] && [ "$(id -u)" = 0 ] && command -v bwrap >/dev/null && '
            "command -v unshare >/dev/null; then",
            f"  echo 'reproduce.sh: in fresh namespaces over the files of {self.image}' >&2",
            '  layer=$(mktemp -d) && work=$(dirname "$TRAIL_CANDIDATE") || exit 125',
            "  export layer work",
            f'  unshare --mount --propagation private /bin/sh -c {shlex.quote(script)} sh "$1" '
            f"< {stdin}",
            '  status=$?; rmdir "$layer"; exit $status',
            "fi",
            f"echo 'reproduce.sh: in a new container of {self.image} (docker run)' >&2",
            in_docker,
        ])
        literal = shlex.quote(inner).replace("{", "{{").replace("}", "}}")
        return f"sh -c {literal} sh {{command}}"

    def reproduce_rebuild(self) -> Rebuild | None:
        return self._rebuild

    # -- cleanup -------------------------------------------------------------------

    def close(self) -> None:
        # A second close() (Ctrl-C's stopper thread, then the job's own) waits for the
        # first: the process must not end while its cgroups are being removed.
        with self._closing:
            if self._spares.closed:
                return
            ready = self._spares.close()
            with self._lock:
                groups = list(self._groups)
            for pgid in groups:
                kill_group(pgid)
            self._helper.shutdown(wait=True)  # one setting up ahead sees closed, ends it
            for started in ready:
                self._end(started)
            if self.cgroups is not None:
                self.cgroups.close()
            shutil.rmtree(self._root, ignore_errors=True)


@dataclass(frozen=True)
class _Spec:
    """What a call's sandbox is set up for before its candidate exists."""

    command: str
    delivery: Delivery
    kind: InputKind
    file_name: str
    env: tuple[tuple[str, str], ...]
    timeout: float | None  # prlimit's CPU seconds, where no cgroup limits the call

    @classmethod
    def of(cls, call: OracleCall) -> _Spec:
        return cls(call.command, call.delivery, call.kind, call.file_name,
                   tuple(sorted(call.env.items())), call.timeout)


@dataclass
class _Started:
    """One call's sandbox, from its set-up to its removal."""

    spec: _Spec
    folder: Path
    proc: subprocess.Popen | None = None  # its stdin releases the oracle
    made: dict[str, Path] | None = None  # the call's cgroups
    placed: bool = False  # the candidate is in place
    unmount: ExitStack = field(default_factory=ExitStack)


@dataclass(frozen=True)
class Paths:
    """Host paths of one call: the layer's mount point, the folder holding the
    candidate, and the --oracle-script's text (in reproduce.sh: SHELL_VAR + a name)."""

    layer: str
    work: str
    oracle: str


def _check_host() -> None:
    """Raise NsUnavailable, saying what to install or change, where a call cannot run."""
    if shutil.which("bwrap") is None:
        raise NsUnavailable("--sandbox ns needs bubblewrap: install it (apt-get install "
                            "bubblewrap) or use --sandbox docker")
    if shutil.which("prlimit") is None:
        raise NsUnavailable("--sandbox ns needs prlimit: install util-linux")
    if os.geteuid() != 0:
        raise NsUnavailable(f"--sandbox ns needs root: {NEEDS}; or use --sandbox docker")


def _private_mounts() -> str:
    """Give the calling thread, and the threads it starts from now on, a mount
    namespace of its own that shares nothing back with the host: the calls' mounts
    are never seen outside trail, and go with its process whatever ends it. A thread
    already in one keeps it, so that sandboxes opened before still work from it."""
    if _mount_namespace() in _PRIVATE:
        return _mount_namespace()
    _libc("unshare", CLONE_NEWNS)
    _libc("mount", b"none", b"/", None, MS_REC | MS_PRIVATE, None)
    _PRIVATE.add(_mount_namespace())
    return _mount_namespace()


def _in_memory(image_size: int) -> None:
    """Put the cache folder on a tmpfs in this thread's mount namespace, trail's own
    (_private_mounts), once: what is unpacked from now on lives in memory and goes with
    trail's process. Where the image takes more than a quarter of the memory available,
    nothing changes (the disk)."""
    available = _available_memory()
    if _mount_namespace() in _IN_MEMORY or image_size * 4 > available:
        return
    folder = cache_folder()
    folder.mkdir(parents=True, exist_ok=True)
    _libc("mount", b"trail-rootfs", os.fsencode(folder), b"tmpfs", 0,
          f"mode=0755,size={available // 2}".encode())
    _IN_MEMORY.add(_mount_namespace())


def _available_memory() -> int:
    """MemAvailable of /proc/meminfo, in bytes (0 where it cannot be read)."""
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            return next((int(line.split()[1]) * 1024 for line in meminfo
                         if line.startswith("MemAvailable:")), 0)
    except OSError:
        return 0


def _mount_namespace() -> str:
    return os.readlink("/proc/thread-self/ns/mnt")


@contextmanager
def mounted(layer: Path, rootfs: Path) -> Iterator[None]:
    """A tmpfs at `layer` holding, at `layer`/root, an overlay of `rootfs` (read-only)
    under a fresh upper layer; both unmounted afterwards, with all written there."""
    upper, work, root = (layer / name for name in ("upper", "work", "root"))
    _libc("mount", b"trail", os.fsencode(layer), b"tmpfs", 0, b"mode=0755")
    try:
        for folder in (upper, work, root):
            folder.mkdir()
        _libc("mount", b"overlay", os.fsencode(root), b"overlay", 0, os.fsencode(
            f"lowerdir={rootfs},upperdir={upper},workdir={work}"))
        try:
            yield
        finally:
            _libc("umount2", os.fsencode(root), MNT_DETACH)
    finally:
        _libc("umount2", os.fsencode(layer), MNT_DETACH)


def _libc(function: str, *args: object) -> None:
    """Call a libc function that returns 0 or -1 and errno; raise OSError on -1."""
    if getattr(LIBC, function)(*args) != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"{function}: {os.strerror(errno)}")


def _shell_word(arg: str) -> str:
    """An argument in reproduce.sh: quoted, but SHELL_VAR + NAME[/rest] as "$NAME"/rest."""
    if not arg.startswith(SHELL_VAR):
        return shlex.quote(arg)
    name, slash, rest = arg[len(SHELL_VAR):].partition("/")
    return f'"${name}"' + (shlex.quote(slash + rest) if slash else "")


def _unpacked(image: str, in_memory: bool) -> tuple[str, ImageConfig, Path]:
    """The image's id and config from the engine, and its root filesystem unpacked
    (`in_memory`: where it was not already, into memory, _in_memory)."""
    client = connect()
    try:
        info = client.api.inspect_image(image)
        if not is_unpacked(info["Id"]):
            if in_memory:
                _in_memory(info.get("Size") or 0)
            unpack_image(client.api, info["Id"])
    except docker.errors.ImageNotFound as exc:
        raise ImageMissing(image_missing_message(image)) from exc
    except docker.errors.APIError as exc:
        raise DockerSandboxError(f"cannot use image '{image}': {exc.explanation or exc}") from exc
    finally:
        client.close()
    return info["Id"], ImageConfig.of(info), rootfs_path(info["Id"])


def _bytes(memory: str) -> int:
    try:
        return docker.utils.parse_bytes(memory)
    except docker.errors.DockerException as exc:
        raise DockerSandboxError(f"bad container limits: {exc}: give --memory like 512m "
                                 "or 2g") from exc


def _failed(error: str) -> RunResult:
    """A call the sandbox could not run (-> UNRESOLVED)."""
    return RunResult(None, None, False, b"", b"", 0.0, error=error)
