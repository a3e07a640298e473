"""NsSandbox on a real image: the isolation `--sandbox docker` gives, from namespaces.

The same properties as tests/test_docker_sandbox.py and test_docker_cli.py check for
containers: delivery, fresh state per call, no network, limits, timeouts, no process
left behind, reproduce.sh, and a whole reduction through the CLI.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest
from conftest import interrupt_parallel_hang, run_containers, trail_env
from trail.core.outcome import Convention, Outcome, classify_exit
from trail.oracle.call import Delivery, InputKind, OracleCall
from trail.sandbox.cgroups import Cgroups, run_folders
from trail.sandbox.limits import Limits
from trail.sandbox.ns import NsSandbox, NsUnavailable
from trail.sandbox.rootfs import (
    COMPLETE,
    cache_folder,
    is_unpacked,
    prune_rootfs,
    rootfs_path,
)

pytestmark = pytest.mark.docker

# Run here with this file's `sandbox`: how every image sandbox delivers a candidate.
from image_sandbox_contract import (  # noqa: E402, F401
    test_as_name_lands_in_the_image_working_directory,
    test_directory_candidate_is_unpacked_to_a_folder,
    test_oracle_missing_in_the_image_is_named,
    test_path_keeps_the_file_name_and_sets_trail_candidate,
    test_stdin_delivery,
)

INPUT = b"alpha\nbeta\nBOOM\ngamma\ndelta\n"


@pytest.fixture(scope="module")
def cache(tmp_path_factory, docker_image):
    """A cache folder of this module's own: the image is unpacked once, here."""
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    yield Path(os.environ["XDG_CACHE_HOME"])
    if before is None:
        del os.environ["XDG_CACHE_HOME"]
    else:
        os.environ["XDG_CACHE_HOME"] = before


@pytest.fixture
def sandbox(cache, docker_image):
    box = NsSandbox(docker_image)
    yield box
    box.close()
    assert not Path(box._root).exists()


def leftovers(mark: str, program: str = "") -> list[int]:
    """Processes whose command line carries `mark` (and starts with `program`), anywhere
    on this machine: the oracle's, and the sandbox's own that carry its command."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                line = fh.read()
        except OSError:
            continue
        if mark.encode() in line and line.startswith(program.encode()):
            found.append(int(pid))
    return found


def marked_sleep() -> tuple[str, str]:
    """A `sleep` whose command line is unique to the calling test, and its mark."""
    seconds = f"3{uuid.uuid4().int % 10**6:06d}.5"
    return f"sleep {seconds}", seconds


def test_the_image_is_unpacked_once_into_the_cache(sandbox, cache, docker_image):
    assert sandbox.rootfs == rootfs_path(sandbox.image_id)
    assert sandbox.rootfs.parent == cache / "trail" / "rootfs"
    assert is_unpacked(sandbox.image_id)
    assert (sandbox.rootfs / "etc" / "debian_version").exists()
    made = sandbox.rootfs.stat().st_mtime_ns
    NsSandbox(docker_image).close()
    assert sandbox.rootfs.stat().st_mtime_ns == made  # reused, not unpacked again
    assert sandbox.run(OracleCall("true", b"", "x")).exit_status == 0  # the first still runs


def test_candidate_at_path_with_exit_status_and_both_streams(sandbox):
    result = sandbox.run(OracleCall("cat {}; echo oops >&2; exit 3", b"hello\n", "in.txt"))
    assert (result.exit_status, result.stdout, result.stderr) == (3, b"hello\n", b"oops\n")
    assert not result.timed_out and result.error is None


def test_env_user_and_oracle_script(cache, docker_image):
    script = "#!/bin/sh\ngrep -q boom \"$1\" && { echo \"$GREETING\"; exit 3; }\nexit 0\n"
    box = NsSandbox(docker_image, oracle_script=script)
    try:
        call = OracleCall('"$TRAIL_ORACLE" {}', b"a boom b\n", "x.txt", env={"GREETING": "hi"})
        result = box.run(call)
        assert (result.exit_status, result.stdout) == (3, b"hi\n")
        # As `docker run` has them: the image's PATH, root's HOME, nothing of trail's own.
        env = box.run(OracleCall("id -u; env | sort", b"", "x")).stdout.decode().splitlines()
        assert env[0] == "0"
        assert "HOME=/root" in env and "PYTHONPATH" not in "".join(env)
        assert "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" in env
    finally:
        box.close()


def test_a_file_written_by_one_call_is_not_seen_by_the_next(sandbox):
    mark = f"/tmp/left-behind-{uuid.uuid4().hex[:8]}"
    first = sandbox.run(OracleCall(f"touch {mark} /etc/changed; ls /tmp", b"", "x"))
    second = sandbox.run(OracleCall("ls /tmp; ls /etc/changed", b"", "x"))
    assert first.stdout.decode().split() == [os.path.basename(mark), "trail"]
    assert second.stdout == b"trail\n" and second.exit_status == 2  # no /etc/changed
    assert not os.path.exists(mark)  # nor did the host's /tmp see it
    assert not (sandbox.rootfs / "etc" / "changed").exists()  # the image's files are intact


def test_the_network_is_unreachable_but_loopback(sandbox):
    probe = ("python3 -c 'import socket; socket.create_connection((\"10.255.255.1\", 80), "
             "timeout=3)'")
    result = sandbox.run(OracleCall(probe, b"", "x"))
    assert result.exit_status == 1
    assert result.stderr.strip().splitlines()[-1] == b"OSError: [Errno 101] Network is unreachable"
    devices = sandbox.run(OracleCall("tail -n +3 /proc/net/dev | cut -d: -f1", b"", "x"))
    assert devices.stdout.split() == [b"lo"]
    assert sandbox.run(OracleCall("hostname", b"", "x")).stdout == b"trail\n"


def test_a_fork_bomb_is_contained(cache, docker_image):
    box = NsSandbox(docker_image, limits=Limits(pids=64))
    _, mark = marked_sleep()
    try:
        # The call's shell forks twice (the marked sleep, the subshell that bombs), then
        # waits, which forks nothing: it cannot end early on a fork the full PID limit
        # refuses ("Cannot fork", exit 2). A pipeline forked by the shell itself could:
        # under load its first half filled the limit before the second was forked.
        bomb = f"sleep {mark} & (f() {{ f | f & }}; f) & wait"
        result = box.run(OracleCall(bomb, b"", "x", timeout=3))
        assert classify_exit(result.exit_status, Convention.BISECT) is Outcome.UNRESOLVED
        assert leftovers(mark) == []
        assert box.run(OracleCall("echo still here", b"", "x")).stdout == b"still here\n"
    finally:
        box.close()


def test_a_memory_hog_is_killed_and_unresolved(cache, docker_image):
    box = NsSandbox(docker_image, limits=Limits(memory="32m"))
    try:
        result = box.run(OracleCall("python3 -c 'b = b\"x\" * (256 << 20)'", b"", "x", timeout=30))
        limited_by = box.describe()["limits_by"]
    finally:
        box.close()
    if limited_by.startswith("rlimits"):  # no cgroup here: the allocation fails instead
        assert result.exit_status == 1 and b"MemoryError" in result.stderr
        return
    assert (result.exit_status, result.signal, result.timed_out) == (None, 9, False)
    assert classify_exit(result.exit_status, Convention.INTERESTING_ZERO) is Outcome.UNRESOLVED


def test_a_hang_is_killed_at_the_timeout_with_everything_it_started(sandbox):
    sleep, mark = marked_sleep()
    started = time.monotonic()
    result = sandbox.run(OracleCall(f"setsid {sleep} & nohup {sleep} & {sleep}", b"", "x",
                                    timeout=1.0))
    assert result.timed_out and result.exit_status is None and result.signal is None
    assert time.monotonic() - started < 10
    assert classify_exit(result.exit_status, Convention.BISECT) is Outcome.UNRESOLVED
    assert leftovers(mark) == []


def test_no_process_is_left_after_a_normal_end(sandbox):
    sleep, mark = marked_sleep()
    result = sandbox.run(OracleCall(f"setsid {sleep} & {sleep} & exit 3", b"", "x"))
    assert result.exit_status == 3
    assert leftovers(mark) == []


def waiting(box: NsSandbox) -> list[int]:
    """The box's sandboxes set up ahead, waiting for a call: the outer bwraps (this
    process's children) over its folder."""
    found = []
    for pid in leftovers(box._root):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == os.getpid():
            found.append(pid)
    return found


def settled(box: NsSandbox) -> NsSandbox:
    """`box`, once no sandbox is being set up ahead (that runs beside the calls)."""
    deadline = time.monotonic() + 30
    while box._spares.warming:
        assert time.monotonic() < deadline, "a sandbox set up ahead never got ready"
        time.sleep(0.01)
    return box


def test_the_next_sandbox_is_set_up_ahead_and_only_with_prestart(cache, docker_image):
    for prestart in (True, False):
        box = NsSandbox(docker_image, prestart=prestart)
        try:
            results = [box.run(OracleCall("cat {}", f"{n}\n".encode(), "x")) for n in range(3)]
            assert [result.stdout for result in results] == [b"0\n", b"1\n", b"2\n"]
            # One sandbox waits for the next call like these (and only one), or none.
            assert len(waiting(settled(box))) == prestart
            # A call of another command does not take it: it is thrown away.
            assert box.run(OracleCall("echo other", b"", "x")).stdout == b"other\n"
            assert waiting(box) == []
            box.run(OracleCall("cat {}", b"", "x"))
            box.run(OracleCall("cat {}", b"", "x"))
            assert len(waiting(settled(box))) == prestart
        finally:
            box.close()
        assert waiting(box) == [] and not Path(box._root).exists()


@pytest.mark.parametrize("delivery, reads", [(Delivery.PATH, "cat {}"), (Delivery.STDIN, "cat"),
                                             (Delivery.AS_NAME, "cat in.txt")])
def test_a_sandbox_set_up_ahead_is_fresh_and_gets_its_own_candidate(sandbox, delivery, reads):
    command = (f"{reads}; ls /tmp/seen /etc/changed 2>/dev/null; "
               "touch /tmp/seen /etc/changed; echo $$")
    results = [sandbox.run(OracleCall(command, f"call {n}\n".encode(), "in.txt",
                                      delivery=delivery)) for n in range(4)]
    # Its own candidate, nothing written by the call before, and PID 2 of a new namespace.
    assert [result.stdout for result in results] == [f"call {n}\n2\n".encode()
                                                     for n in range(4)]
    assert settled(sandbox)._spares.waiting  # as calls 3 and 4 ran in sandboxes set up ahead


def test_a_hang_in_a_sandbox_set_up_ahead_is_killed_at_its_timeout(cache, docker_image):
    box = NsSandbox(docker_image)
    sleep, mark = marked_sleep()
    try:
        for _ in range(3):
            started = time.monotonic()
            result = box.run(OracleCall(f"{sleep} & {sleep}", b"", "x", timeout=1.0))
            assert result.timed_out and 1.0 <= time.monotonic() - started < 10
            assert leftovers(mark, "sleep\0") == []
    finally:
        box.close()
    assert leftovers(mark) == []


def test_a_sandbox_set_up_ahead_runs_nothing_before_its_call_nor_once_trail_is_killed(
        cache, docker_image):
    sleep, mark = marked_sleep()
    code = f"""if True:
        import time
        from trail.oracle.call import OracleCall
        from trail.sandbox.ns import NsSandbox
        box = NsSandbox({docker_image!r})
        for _ in range(3):
            box.run(OracleCall({sleep!r}, b"", "x", timeout=0.5))
        while box._spares.warming:
            time.sleep(0.01)
        print(len(box._spares.waiting), box._root, flush=True)
        time.sleep(120)
    """
    trail = subprocess.Popen([sys.executable, "-c", code], env=trail_env(),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ready, _, root = trail.stdout.readline().strip().partition(" ")
    try:
        assert ready == "1", trail.stderr.read()
        assert leftovers(mark) and leftovers(mark, "sleep\0") == []  # set up, not started
    finally:
        trail.kill()
        trail.communicate()
        if root:  # what close() would have removed
            shutil.rmtree(root, ignore_errors=True)
    # Gone with trail (bwrap dies with the thread that started it); its shell would have
    # read end-of-file, not the go-ahead.
    deadline = time.monotonic() + 10
    while leftovers(mark) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert leftovers(mark) == []


def test_close_while_a_call_runs_ends_it_and_leaves_nothing(cache, docker_image):
    box = NsSandbox(docker_image)
    sleep, mark = marked_sleep()
    results = []
    worker = threading.Thread(target=lambda: results.append(box.run(OracleCall(sleep, b"", "x"))))
    worker.start()
    deadline = time.monotonic() + 30
    while not leftovers(mark, "sleep\0"):
        assert time.monotonic() < deadline, "the call never started"
        time.sleep(0.05)
    box.close()
    worker.join(30)
    assert not worker.is_alive() and results[0].exit_status is None
    assert leftovers(mark) == []





def test_describe_says_how_limits_are_enforced(sandbox, docker_image):
    info = sandbox.describe()
    assert (info["name"], info["image"]) == ("ns", docker_image)
    assert info["isolation"].endswith("thrown away after the test; set up ahead")
    assert info["image_id"].startswith("sha256:")
    assert info["limits"] == {"memory": "2g", "pids": 512, "cpus": 1.0, "network": "none"}
    assert info["limits_by"] in ("cgroup v1 per test", "cgroup v2 per test",
                                 "rlimits (no cgroup could be created)")


def calls_cgroups(parents: dict[str, Path]) -> list[Path]:
    """The call cgroups under a run's parents, in every tree."""
    return [child for parent in parents.values() if parent.is_dir()
            for child in parent.iterdir() if child.is_dir()]


# What `docker run --memory 256m --pids-limit 100 --cpus 0.5` sets, as (tree, file): value
# of each interface ("" is v2's single tree).
LIMITED = Limits(memory="256m", pids=100, cpus=0.5)
LIMIT_FILES = {1: {("memory", "memory.limit_in_bytes"): "268435456", ("pids", "pids.max"): "100",
                   ("cpu", "cpu.cfs_quota_us"): "50000", ("cpu", "cpu.cfs_period_us"): "100000"},
               2: {("", "memory.max"): "268435456", ("", "memory.swap.max"): "0",
                   ("", "pids.max"): "100", ("", "cpu.max"): "50000 100000"}}


def test_limits_use_a_cgroup_per_call_removed_after_it_even_on_a_timeout(cache, docker_image):
    probe = Cgroups.open(f"probe-{uuid.uuid4().hex[:8]}", LIMITED, 1 << 28)
    box = NsSandbox(docker_image, limits=LIMITED, prestart=False)
    try:
        if probe is None:  # not root, or no writable cgroup tree: rlimits, and it says so
            assert box.describe()["limits_by"] == "rlimits (no cgroup could be created)"
            pytest.skip("no cgroup can be created here")
        probe.close()
        version, parents = box.cgroups.version, box.cgroups.parents
        assert box.describe()["limits_by"] == f"cgroup v{version} per test"
        seen: list[dict[tuple[str, str], str]] = []

        def look() -> None:  # while the call sleeps: its cgroup, its limits, its processes
            deadline = time.monotonic() + 30
            while not seen and time.monotonic() < deadline:
                names = {folder.name for folder in calls_cgroups(parents)}
                if len(names) == 1 and all(
                        (parent / name / "cgroup.procs").read_text().split()
                        for parent in parents.values() for name in names):
                    name = names.pop()
                    seen.append({(tree, file): (parents[tree] / name / file).read_text().strip()
                                 for tree, file in LIMIT_FILES[version]})
                time.sleep(0.01)

        watcher = threading.Thread(target=look)
        watcher.start()
        assert box.run(OracleCall("sleep 1; echo done", b"", "x")).stdout == b"done\n"
        watcher.join()
        assert seen == [LIMIT_FILES[version]]
        assert calls_cgroups(parents) == []  # removed after the call
        hang = box.run(OracleCall("sleep 100 & sleep 100", b"", "x", timeout=1))
        assert hang.timed_out and calls_cgroups(parents) == []
    finally:
        box.close()
    assert not any(parent.exists() for parent in parents.values())


def test_a_network_is_refused_in_one_line(cache, docker_image):
    with pytest.raises(NsUnavailable) as caught:
        NsSandbox(docker_image, limits=Limits(network="bridge"))
    assert str(caught.value) == ("--network bridge: --sandbox ns has loopback only; "
                                 "use --sandbox docker for a network")


REPRO = """\
dir=$(mktemp -d)
mkdir "$dir/work"
TRAIL_CANDIDATE="$dir/work/in.txt"; export TRAIL_CANDIDATE
printf %s "$1" > "$TRAIL_CANDIDATE"
{run} >"$dir/stdout" 2>"$dir/stderr"
status=$?
cat "$dir/stdout"; cat "$dir/stderr" >&2; rm -rf "$dir"; exit $status
"""


@pytest.mark.parametrize("delivery", [Delivery.PATH, Delivery.STDIN, Delivery.AS_NAME])
def test_reproduce_wrap_gives_the_sandbox_result_both_ways(sandbox, delivery, tmp_path):
    command = {Delivery.PATH: 'grep -c boom "$TRAIL_CANDIDATE" && exit 3',
               Delivery.STDIN: "grep -c boom && exit 3",
               Delivery.AS_NAME: "grep -c boom in.txt && exit 3"}[delivery]
    in_ns = sandbox.reproduce_wrap(delivery, InputKind.FILE, "in.txt", test_timeout=20)
    sandbox.rootfs = tmp_path / "pruned"  # as after `trail env prune`: docker run instead
    in_docker = sandbox.reproduce_wrap(delivery, InputKind.FILE, "in.txt", test_timeout=20)
    for wrap, said in [(in_ns, "in fresh namespaces"), (in_docker, "(docker run)")]:
        script = REPRO.format(run=wrap.format(command=shlex.quote(command)))
        for content, status, out in [("a boom", 3, "1\n"), ("calm", 1, "0\n")]:
            done = subprocess.run(["sh", "-c", script, "sh", content], capture_output=True,
                                  text=True, timeout=60)
            assert (done.returncode, done.stdout) == (status, out), done.stderr
            assert said in done.stderr
    assert run_containers("reproduce") == 0


def test_prune_removes_the_unpacked_root_filesystems(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    image_id = "sha256:" + "ab" * 32
    (rootfs_path(image_id) / "etc").mkdir(parents=True)
    Path(f"{rootfs_path(image_id)}{COMPLETE}").touch()
    Path(f"{rootfs_path(image_id)}.lock").touch()
    assert is_unpacked(image_id)
    assert prune_rootfs() == [image_id]
    assert list(cache_folder().iterdir()) == []


def test_rootfs_in_memory_goes_with_trails_process_and_the_disk_copy_is_used(
        tmp_path, docker_image):
    # The image's files on a tmpfs in trail's own mount namespace: gone with it, nothing
    # on the disk; where the disk's cache has them, they are used as they are.
    script = """import sys
from trail.sandbox.ns import NsSandbox
box = NsSandbox(sys.argv[1], rootfs_in_memory=True)
mounts = [line.split() for line in open("/proc/thread-self/mountinfo")]
print(box.rootfs, [row[row.index("-") + 1] for row in mounts
                   if row[4] == str(box.rootfs.parent)])
box.close()
"""

    def in_memory() -> str:
        done = subprocess.run([sys.executable, "-c", script, docker_image],
                              env=trail_env({"XDG_CACHE_HOME": str(tmp_path)}),
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        return done.stdout

    folder = tmp_path / "trail" / "rootfs"
    said = in_memory()
    assert said.startswith(f"{folder}/sha256-") and said.endswith(" ['tmpfs']\n")
    assert list(folder.iterdir()) == []
    done = subprocess.run([sys.executable, "-c", script.replace("=True", "=False"),
                           docker_image], env=trail_env({"XDG_CACHE_HOME": str(tmp_path)}),
                          capture_output=True, text=True, timeout=300)
    assert done.stdout.endswith(" []\n"), done.stderr  # on the disk
    assert in_memory() == done.stdout


# -- through the command line ----------------------------------------------------


def delta(cwd: Path, *args: str) -> tuple[subprocess.CompletedProcess, dict | None]:
    (cwd / "in.txt").write_bytes(INPUT)
    done = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "-q", "--verify", "3", "--jobs", "2", *args,
         "in.txt"], cwd=cwd, env=trail_env(), capture_output=True, text=True, timeout=240)
    report = cwd / "trail-out" / "report.json"
    return done, json.loads(report.read_text()) if report.exists() else None


def test_a_reduction_in_ns_gives_the_local_result_and_reproduces(tmp_path, cache,
                                                                  docker_image):
    oracle = "grep -q BOOM {} && exit 3; exit 0"
    results = {}
    for name, sandbox in [("local", ()), ("ns", ("--sandbox", "ns", "--image", docker_image))]:
        (tmp_path / name).mkdir()
        # One job: with two, speculation makes the count of tests depend on timing.
        done, report = delta(tmp_path / name, "--jobs", "1", "--oracle", oracle, *sandbox)
        assert done.returncode == 0, done.stderr
        results[name] = ((tmp_path / name / "trail-out" / "in.txt").read_bytes(),
                         report["tests"]["run"], report["verification"])
    assert results["ns"] == results["local"]
    assert results["ns"][0] == b"BOOM"
    report = json.loads((tmp_path / "ns" / "trail-out" / "report.json").read_text())
    assert report["sandbox"]["name"] == "ns"
    assert report["sandbox"]["limits_by"] in ("cgroup v1 per test", "cgroup v2 per test",
                                              "rlimits (no cgroup could be created)")
    ran = subprocess.run(["sh", str(tmp_path / "ns" / "trail-out" / "reproduce.sh")],
                         capture_output=True, text=True, timeout=60)
    assert ran.returncode == 1, ran.stderr
    assert "in fresh namespaces" in ran.stderr


def test_ctrl_c_leaves_no_process(tmp_path, cache, docker_image):
    (tmp_path / "in.txt").write_bytes(INPUT)
    sleep, mark = marked_sleep()
    # Fails on the original input at once; every smaller candidate hangs.
    report = interrupt_parallel_hang(
        tmp_path, ["--sandbox", "ns", "--image", docker_image], sleep,
        lambda: len(leftovers(mark, "sleep\0")))
    assert leftovers(mark) == []
    # The run's cgroups (the two running calls', those set up ahead, their parents): gone.
    run_id = report["sandbox"]["run_id"]  # the parents are named trail-MARK-RUN_ID
    assert not any(list(folder.parent.glob(f"trail-*-{run_id}"))
                   for folder in run_folders(run_id).values())


def test_an_error_leaves_no_process(tmp_path, cache, docker_image):
    sleep, mark = marked_sleep()
    done, _ = delta(tmp_path, "--sandbox", "ns", "--image", docker_image,
                    "--oracle", f"{sleep} & trail-no-such-tool {{}}")
    assert done.returncode != 0
    assert "trail-no-such-tool: not found" in done.stderr
    assert leftovers(mark) == []


@pytest.mark.parametrize("fallback", [False, True])
def test_where_ns_cannot_run_it_says_why_and_falls_back_only_if_allowed(tmp_path, cache,
                                                                        docker_image, fallback):
    (tmp_path / "in.txt").write_bytes(INPUT)
    no_bwrap = trail_env({"PATH": os.path.dirname(sys.executable)})
    done = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "-q", "--verify", "1", "--sandbox", "ns",
         "--image", docker_image, *(["--fallback-docker"] if fallback else []),
         "--oracle", "grep -q BOOM {} && exit 3; exit 0", "in.txt"],
        cwd=tmp_path, env=no_bwrap, capture_output=True, text=True, timeout=240)
    needs = ("--sandbox ns needs bubblewrap: install it (apt-get install bubblewrap) "
             "or use --sandbox docker")
    if not fallback:
        assert (done.returncode, done.stderr) == (2, f"trail: error: {needs}\n")
        return
    assert done.returncode == 0, done.stderr
    # -q still says that a silent oracle's exit status is its whole signature (issue 40).
    assert done.stderr == (f"trail: warning: {needs}: running in docker (--fallback-docker)\n"
                           "trail: warning: the failure signature is only exit status 3: the "
                           "oracle prints nothing, so another failure with that status counts "
                           "as the same; have it print the failure's message and pass "
                           "--expect-output REGEX to pin it\n")
    report = json.loads((tmp_path / "trail-out" / "report.json").read_text())
    assert report["sandbox"]["name"] == "docker"
    assert report["sandbox"]["reason"] == f"ns could not run: {needs} (--fallback-docker)"


@pytest.mark.parametrize("args, message", [
    (("--sandbox", "ns"),
     "--sandbox ns needs --image IMAGE (build one with `trail env build`)"),
    (("--sandbox", "ns", "--image", "trail-no-such-image:1"),
     "image 'trail-no-such-image:1' not found: build it with `trail env build` or "
     "`docker build`"),
    (("--sandbox", "ns", "--image", "IMG", "--network", "bridge"),
     "--network bridge: --sandbox ns has loopback only; use --sandbox docker for a network"),
    (("--sandbox", "docker", "--image", "IMG", "--fallback-docker"),
     "--fallback-docker: for --sandbox ns only"),
])
def test_option_errors_are_one_line(tmp_path, cache, docker_image, args, message):
    args = tuple(docker_image if arg == "IMG" else arg for arg in args)
    done, _ = delta(tmp_path, "--oracle", "grep -q BOOM {}", *args)
    assert (done.returncode, done.stderr) == (2, f"trail: error: {message}\n")


def test_the_image_workdir_and_env_hold_and_another_user_is_refused(cache, docker_image):
    import docker

    client = docker.from_env()
    made = client.api.create_container(docker_image, ["true"])["Id"]
    tags = {user: f"trail-ns-test-{user}:{uuid.uuid4().hex[:8]}" for user in ("root", "nobody")}
    try:
        for user, tag in tags.items():
            client.api.commit(made, repository=tag.split(":")[0], tag=tag.split(":")[1],
                              changes=[f"USER {user}", "WORKDIR /srv", "ENV GREETING=hi"])
        box = NsSandbox(tags["root"])
        try:
            result = box.run(OracleCall('id -u; pwd; echo "$GREETING"', b"", "x"))
        finally:
            box.close()
        assert result.stdout == b"0\n/srv\nhi\n"
        with pytest.raises(NsUnavailable) as caught:
            NsSandbox(tags["nobody"])
        assert str(caught.value) == (
            f"image '{tags['nobody']}' runs as user 'nobody': --sandbox ns runs tests as root "
            "only; use --sandbox docker (or --fallback-docker)")
    finally:
        client.api.remove_container(made, force=True)
        for tag in tags.values():
            client.api.remove_image(tag, force=True)
        client.close()
