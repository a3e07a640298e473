"""The warm server: a Python process that imports pytest, its plugins and the test's
third-party modules once, then forks one child per oracle call (see sandbox.warm).

This file is a program, not a module of trail: sandbox.warm passes its text to the
test's own interpreter with `-c`, which may be another Python than trail's, so it
imports the standard library only.

    python -c SOURCE SOCKET ENTRY ARGV0 PATH0 PRELOAD_JSON READY_FD
                                                   (cwd: the first call's workdir)

ENTRY is what the command runs: `pytest`, `unittest` (`python -m unittest`) or
`script` (`python SCRIPT`, ARGV0 the script); PATH0 is what heads sys.path in the
first call (the working directory, a script's folder), which each child replaces
with its own call's. Set-up, in order (2. for pytest only):

1. an audit hook notes every file of the working directory opened before the fork:
   a module that read a candidate file at import would keep the first candidate's
   content in every child;
2. a run of pytest on an empty folder loads its plugins (through its assertion
   rewriter, as a real run does: imported plainly, pytest would warn that it cannot
   rewrite them) and fills importlib.metadata's caches;
3. the modules the traced run loaded from outside the checkout (PRELOAD_JSON: a file
   holding the paths it opened) are imported, one by one, each checked for threads
   (a thread does not survive fork);
4. the server's own stdout and stderr (files) must still be empty: what the imports
   printed would be missing from every child's output.

It then says `ready N` (N: the modules it holds; or `refused REASON` and exits) on
READY_FD and serves: one line of JSON per connection on the Unix socket SOCKET, a
child forked for it, `pid N` sent back at once and `status S` (os.waitpid's) once
the child is reaped. The child
starts a session of its own (trail kills its group at the test timeout), takes the
call's working directory, environment, stdout and stderr, runs pytest as its console
script does (unittest as `-m` does, the script as `python SCRIPT` does, an uncaught
error's traceback starting at the script's frame), and then ends as the interpreter
would (atexit, flush) or execs the rest of the shell command. End of file on stdin
(trail ended, however) kills every child and ends the server.
"""

import atexit
import gc
import importlib
import json
import os
import runpy
import selectors
import shutil
import signal
import socket
import sys
import tempfile
import traceback

SOCKET_PATH, ENTRY, ARGV0, PATH0, PRELOAD, READY = sys.argv[1:7]
READY = int(READY)
START_DIR = os.getcwd()
START_REAL = os.path.realpath(START_DIR)

# -- 1. the guard -------------------------------------------------------------------

# "what" is the step of the set-up under way, "read" the first file of the checkout it read.
guard = {"on": True, "read": None, "what": f"importing {ENTRY}"}


def _hook(event, args):
    if not guard["on"]:
        return
    if event == "open" and guard["read"] is None and not isinstance(args[0], int):
        path, mode, flags = args
        reads = ("r" in mode or "+" in mode) if mode else (flags & os.O_ACCMODE) != os.O_WRONLY
        path = os.path.realpath(os.fsdecode(path))
        if reads and path.startswith(START_REAL + os.sep) and not os.path.isdir(path):
            guard["read"] = os.path.relpath(path, START_REAL)


sys.addaudithook(_hook)


def refuse(reason):
    os.write(READY, f"refused {reason}\n".encode("utf-8", "replace"))
    os._exit(0)


def threads():
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        import threading

        return threading.active_count()


def checked():
    """Refuse when the set-up's step read a file of the checkout or started a thread."""
    what = guard["what"]
    if guard["read"] is not None:
        refuse(f"{what} read {guard['read']}, a file of the checkout, before the fork")
    if threads() > 1:
        refuse(f"{what} started a thread, which a forked child would lack")


# sys.path as the cold command has it: `-c` put '' first.
sys.path[0] = PATH0

# -- 2. pytest on an empty folder ---------------------------------------------------


def warm_pytest():
    """Import pytest and load its plugins; return it."""
    try:
        import pytest
    except BaseException as exc:  # noqa: BLE001 - any failure means: not warm
        refuse(f"pytest does not import in the server ({type(exc).__name__}: {exc})")
    checked()
    saved = os.dup(1), os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    addopts = os.environ.pop("PYTEST_ADDOPTS", None)
    guard["what"] = "loading pytest's plugins"
    os.chdir(EMPTY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    try:
        pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", "--noconftest",
                     "--rootdir", EMPTY, EMPTY])
    except BaseException as exc:  # noqa: BLE001
        refuse(f"pytest did not run on an empty folder ({type(exc).__name__}: {exc})")
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        os.chdir(START_DIR)
    for fd in (*saved, devnull):
        os.close(fd)
    if addopts is not None:
        os.environ["PYTEST_ADDOPTS"] = addopts
    checked()
    return pytest


# Removed once the guard is off: rmtree opens names relative to a folder's descriptor,
# which the guard would take for the working directory's. In the server's own folder
# (the socket's), which trail removes, or a later run's sweep once trail is dead: a
# server stopped during its set-up cannot remove it.
EMPTY = tempfile.mkdtemp(prefix="empty-", dir=os.path.dirname(SOCKET_PATH))
pytest = warm_pytest() if ENTRY == "pytest" else None


def console_entry():
    """What the `pytest` console script calls. pytest 9.1 made the public
    `pytest.console_main` warn that it is deprecated, a line in each child's stderr
    that the cold run never prints (and a signature could take for the failure's)."""
    from importlib.metadata import entry_points

    for entry in entry_points(group="console_scripts", name="pytest"):
        return entry.load()
    return pytest.console_main


PYTEST_MAIN = console_entry() if ENTRY == "pytest" else None

# -- 3. what the traced run loaded from outside the checkout -------------------------


def module_name(path, roots):
    """The module a file the traced run opened is, or None: not under sys.path, in the
    checkout, or no module."""
    folder, name = os.path.split(path)
    if os.path.basename(folder) == "__pycache__":
        if not name.endswith(".pyc"):
            return None
        folder, name = os.path.dirname(folder), name.split(".", 1)[0] + ".py"
    stem, dot, ext = name.partition(".")
    if not dot or ext.rsplit(".", 1)[-1] not in ("py", "so", "pyd"):
        return None
    full = os.path.realpath(os.path.join(folder, stem))
    for root in roots:
        if full.startswith(root + os.sep):
            parts = os.path.relpath(full, root).split(os.sep)
            if parts[-1] == "__init__":
                parts.pop()
            if parts and all(p.isidentifier() for p in parts) and "__main__" not in parts:
                return ".".join(parts)
    return None


roots = sorted({os.path.realpath(p) for p in sys.path if p and os.path.isdir(p)}
               - {START_REAL}, key=len, reverse=True)
roots = [r for r in roots if not (r + os.sep).startswith(START_REAL + os.sep)]
with open(PRELOAD, encoding="utf-8", errors="surrogateescape") as fh:
    opened = json.load(fh)
for path in opened:
    name = module_name(path, roots)
    if name is None or name in sys.modules:
        continue
    guard["what"] = f"importing {name}"
    try:
        importlib.import_module(name)
    except BaseException:  # noqa: BLE001 - the cold run may not have imported it this way
        continue
    checked()

# -- 4. nothing printed -----------------------------------------------------------

sys.stdout.flush()
sys.stderr.flush()
for fd, stream in ((1, "stdout"), (2, "stderr")):
    if os.fstat(fd).st_size:
        os.lseek(fd, 0, os.SEEK_SET)
        first = os.read(fd, 200).decode("utf-8", "replace").strip().splitlines()
        refuse(f"the imports before the fork wrote to {stream} ({first[0] if first else ''}),"
               " which each test's own output would lack")

guard["on"] = False
shutil.rmtree(EMPTY, ignore_errors=True)
gc.freeze()  # the children share the imported modules' pages: gc must not touch them
SIGCHLD_R, SIGCHLD_W = os.pipe()
os.set_blocking(SIGCHLD_R, False)
os.set_blocking(SIGCHLD_W, False)
signal.set_wakeup_fd(SIGCHLD_W)
signal.signal(signal.SIGCHLD, lambda *_: None)
listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
listener.bind(SOCKET_PATH)
listener.listen(64)
os.write(READY, f"ready {len(sys.modules)}\n".encode())
os.close(READY)

# -- the child --------------------------------------------------------------------


def run_entry(args):
    """Run the command's Python part as its cold start would; its exit status."""
    if ENTRY == "pytest":
        # sys.argv[0] as the cold run has it: runpy's path of pytest/__main__.py, or the script.
        sys.argv[:] = [ARGV0 if ARGV0 != "-m" else
                       os.path.join(os.path.dirname(pytest.__file__), "__main__.py"), *args]
        return PYTEST_MAIN()
    if ENTRY == "unittest":
        sys.argv[:] = ["-m", *args]
        runpy.run_module("unittest", run_name="__main__", alter_sys=True)
        return 0
    script = os.path.abspath(ARGV0)
    sys.argv[:] = [ARGV0, *args]
    runpy.run_path(script, run_name="__main__")
    return 0


def own_frames(tb):
    """The traceback from the script's own frame on, as `python SCRIPT` prints it: the
    server's and runpy's frames left out (all of it when no frame is the script's)."""
    first = tb
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == os.path.abspath(ARGV0):
            return tb
        tb = tb.tb_next
    return first



def child(request, server_fds):
    """Run one call; never returns."""
    try:
        code = run_test(request, server_fds)
    except BaseException:  # noqa: BLE001 - set-up failed: say it where trail reads
        traceback.print_exc()
        code = 1
    os._exit(code)


def run_test(request, server_fds):
    """The test's exit status, as its cold command's Python would end; or exec the
    rest of the shell command."""
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    for fd in server_fds:
        os.close(fd)
    os.setsid()
    try:
        stdin = os.open(os.devnull, os.O_RDONLY)
        out = os.open(request["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        err = os.open(request["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        for fd, target in ((stdin, 0), (out, 1), (err, 2)):
            os.dup2(fd, target)
            os.close(fd)
        workdir = request["workdir"]
        os.chdir(workdir)
        os.environ.clear()
        os.environ.update(request["env"])
        tempfile.tempdir = None
        sys.path[:] = [request["path0"] if p == PATH0 else p for p in sys.path]
        for key in [k for k in sys.path_importer_cache
                    if k and (k == workdir or k.startswith(workdir + os.sep))]:
            del sys.path_importer_cache[key]
        importlib.invalidate_caches()
        if "random" in sys.modules:  # each cold run draws its own seed
            sys.modules["random"].seed()
        code = run_entry(request["args"])
    except SystemExit as stop:
        code = stop.code
    except BaseException as exc:  # noqa: BLE001 - as the interpreter ends on an uncaught error
        exc.__traceback__ = own_frames(exc.__traceback__)  # what the hook prints
        sys.excepthook(type(exc), exc, exc.__traceback__)
        code = 1
    if code is None:
        code = 0
    elif not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
    try:
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001
        pass
    rest = request.get("rest")
    if rest:
        # In the call's environment: what pytest set in its own stays in its process.
        os.execve("/bin/sh", ["/bin/sh", "-c", f"(exit {int(code) & 0xFF}); {rest}"],
                  request["env"])
    return int(code) & 0xFF


# -- serving ----------------------------------------------------------------------

children = {}  # pid -> the connection waiting for its status
selector = selectors.DefaultSelector()
selector.register(listener, selectors.EVENT_READ, "accept")
selector.register(SIGCHLD_R, selectors.EVENT_READ, "reap")
selector.register(0, selectors.EVENT_READ, "stdin")


def end():
    for pid in list(children):
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass
    os._exit(0)


while True:
    for key, _ in selector.select():
        if key.data == "stdin":
            if not os.read(0, 4096):
                end()
        elif key.data == "accept":
            conn, _ = listener.accept()
            with conn.makefile("rb") as reader:
                line = reader.readline()
            try:
                request = json.loads(line)
            except ValueError:
                conn.close()
                continue
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                child(request, [listener.fileno(), SIGCHLD_R, SIGCHLD_W,
                                *(c.fileno() for c in children.values()), conn.fileno()])
            children[pid] = conn
            try:
                conn.sendall(f"pid {pid}\n".encode())
            except OSError:
                pass
        else:
            while True:
                try:
                    os.read(SIGCHLD_R, 4096)
                except BlockingIOError:
                    pass
                try:
                    pid, status = os.waitpid(-1, os.WNOHANG)
                except ChildProcessError:
                    break
                if pid == 0:
                    break
                conn = children.pop(pid, None)
                if conn is not None:
                    try:
                        conn.sendall(f"status {status}\n".encode())
                    except OSError:
                        pass
                    conn.close()
