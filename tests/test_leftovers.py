"""What a killed run leaves is found again: the next run's start removes it.

Temp folders (and the processes their tests left), the cgroups of `--sandbox ns` on
cgroup v1 and v2, and a killed ns run end to end: kill -9 mid-run, then the next
run's start. A live run's things are never touched.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest
from conftest import trail_env
from kill_anywhere import cgroups_named
from trail.sandbox import cgroups, leftovers
from trail.sandbox.leftovers import MARKER, Mark, this_run
from trail.sandbox.local import LocalSandbox


def dead_mark() -> Mark:
    """The mark of a process that has ended (as a run killed with SIGKILL)."""
    proc = subprocess.Popen(["sleep", "10"])
    fields = leftovers.proc_stat(str(proc.pid))
    assert fields is not None
    mark = Mark(this_run().pidns, proc.pid, int(fields[19]))
    proc.kill()
    proc.wait()
    return mark


def test_a_mark_names_a_live_process_until_it_ends():
    assert not this_run().is_dead()
    mark = dead_mark()
    assert mark.is_dead()
    assert leftovers.find(f"trail-{mark}-abc") == mark
    # Another PID namespace's process cannot be judged from here: kept.
    assert not Mark(mark.pidns + 1, mark.pid, mark.start).is_dead()


def test_the_next_sandbox_removes_a_dead_runs_temp_folder_and_kills_its_tests(tmp_path):
    dead = tmp_path / f"trail-local-{dead_mark()}-x1"
    live = tmp_path / f"trail-local-{this_run()}-x2"
    other = tmp_path / "trail-something-else"
    for folder in (dead, live, other):
        (folder / "work").mkdir(parents=True)
    # A test process of the dead run, out of its group, still carrying its mark.
    orphan = subprocess.Popen(["sleep", "300"], env={**os.environ, MARKER: str(dead)},
                              start_new_session=True)
    box = LocalSandbox(temp_root=str(tmp_path))
    try:
        assert orphan.wait(timeout=10) == -signal.SIGKILL
        assert not dead.exists()
        assert live.exists() and other.exists()
        assert Path(box._root).name.startswith(f"trail-local-{this_run()}-")
    finally:
        box.close()


# -- cgroups ------------------------------------------------------------------------


def _writable(tree: Path) -> bool:
    probe = tree / f"trail-test-{uuid.uuid4().hex[:8]}"
    try:
        probe.mkdir()
    except OSError:
        return False
    probe.rmdir()
    return True


def _trees_of(version: int) -> tuple[Path, tuple[str, ...]]:
    """The mount holding cgroup `version`'s tree(s) on this machine and the trees a
    run uses there; skip where there is none we can write."""
    root = Path("/sys/fs/cgroup")
    if version == 2:  # the whole mount, or the unified tree of a hybrid (v1) host
        mount = root if (root / "cgroup.controllers").exists() else root / "unified"
        trees: tuple[str, ...] = ("",)
    else:
        mount, trees = root, ("memory", "pids", "cpu")
    if not all((mount / tree / "cgroup.procs").exists() and _writable(mount / tree)
               for tree in trees):
        pytest.skip(f"no writable cgroup v{version} tree here")
    return mount, trees


@pytest.mark.parametrize("version", [1, 2])
def test_the_cgroups_of_a_dead_run_go_with_what_runs_in_them(version, monkeypatch):
    mount, trees = _trees_of(version)
    monkeypatch.setattr(cgroups, "MOUNT", mount)
    dead, live = f"trail-{dead_mark()}-aa11", f"trail-{this_run()}-bb22"
    made = [mount / tree / name for tree in trees for name in (dead, live)]
    held = subprocess.Popen(["sleep", "300"])  # a call of the dead run, still running
    try:
        for parent in made:
            (parent / "call-0").mkdir(parents=True)
        for tree in trees:
            (mount / tree / dead / "call-0" / "cgroup.procs").write_text(str(held.pid))
        removed = cgroups.remove_dead_runs(trees)
        assert sorted(removed) == sorted(mount / tree / dead for tree in trees)
        assert held.wait(timeout=10) == -signal.SIGKILL
        assert all(not (mount / tree / dead).exists() for tree in trees)
        assert all((mount / tree / live / "call-0").is_dir() for tree in trees)
    finally:
        held.kill()
        for parent in made:
            for folder in (parent / "call-0", parent):
                if folder.exists():
                    folder.rmdir()


# -- a killed ns run, end to end -------------------------------------------------


@pytest.mark.docker
def test_a_killed_ns_runs_cgroups_and_folders_are_gone_once_the_next_run_starts(
        tmp_path, docker_image):
    from trail.sandbox.ns import NsSandbox

    (tmp_path / "in.txt").write_bytes(b"alpha\nbeta\nBOOM\ngamma\n")
    started = subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "-q", "--sandbox", "ns", "--image",
         docker_image, "-j2", "--oracle", "grep -q BOOM {} || exit 0; sleep 30; exit 3",
         "in.txt"], cwd=tmp_path, env=trail_env(), stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    mark = None
    deadline = time.monotonic() + 120
    while mark is None and time.monotonic() < deadline:  # until its cgroups exist
        time.sleep(0.2)
        found = [path for path in cgroups_named("trail-")
                 if (m := leftovers.find(os.path.basename(path))) is not None
                 and m.pid == started.pid]
        mark = leftovers.find(os.path.basename(found[0])) if found else None
    started.send_signal(signal.SIGKILL)
    started.wait()
    if mark is None:
        pytest.skip("no cgroup was made (rlimits): nothing to find again")
    left = cgroups_named(f"trail-{mark}-")
    folders = list(Path(tempfile.gettempdir()).glob(f"trail-ns-{mark}-*"))
    assert left and folders  # what SIGKILL leaves
    NsSandbox(docker_image).close()  # the next run's start
    assert cgroups_named(f"trail-{mark}-") == []
    assert [folder for folder in folders if folder.exists()] == []


@pytest.mark.docker
def test_a_dead_runs_containers_go_when_the_next_docker_sandbox_opens(docker_image):
    from trail.sandbox.docker import OWNER_LABEL, RUN_LABEL, DockerSandbox, connect

    api = connect().api
    made = {}
    for owner in (dead_mark(), this_run()):
        made[owner] = api.create_container(docker_image, command=["sleep", "300"], labels={
            RUN_LABEL: "leftovers-test", OWNER_LABEL: str(owner)})["Id"]
        api.start(made[owner])
    try:
        DockerSandbox(docker_image).close()
        ids = {item["Id"] for item in api.containers(all=True,
                                                     filters={"label": RUN_LABEL})}
        assert made[this_run()] in ids  # a live run's: kept
        assert not any(cid in ids for owner, cid in made.items() if owner != this_run())
    finally:
        for cid in made.values():
            try:
                api.remove_container(cid, force=True)
            except Exception:  # noqa: BLE001 - removed by the sandbox already
                pass
