"""`--dask ADDRESS`: a reduction's oracle calls on a real Dask cluster of this machine
(a `dask scheduler` process and `dask worker` processes, see dask_local.py), checked
against --jobs 1, with a worker killed mid-call, the scheduler killed mid-run, no
scheduler at all, and Ctrl-C."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import ROOT, run_containers, run_trail, trail_env

pytest.importorskip("distributed")

from dask_local import DaskProcesses, leaky_suite_runner  # noqa: E402

WAIT = 60.0  # seconds: a bound on every wait for the cluster or trail

# Twelve lines, two of them the failure's cause: ddmin keeps exactly those.
INPUT = "".join(f"line {i}\n" if i not in (3, 9) else ("boom\n" if i == 3 else "bang\n")
                for i in range(12))
KEPT = b"boom\nbang\n"


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[DaskProcesses]:
    processes = DaskProcesses(tmp_path)
    try:
        processes.start_scheduler()
        yield processes
    finally:
        processes.close()


def oracle(folder: Path, seconds: float) -> Path:
    """An oracle that logs where each call starts and ends (WORKER_NAME is the worker's
    name, set in its environment), sleeps, and fails on boom and bang together."""
    log = folder / "calls.log"
    path = folder / f"oracle-{seconds}.sh"
    path.write_text(f"""#!/bin/sh
echo "start $WORKER_NAME" >> {log}
sleep {seconds}
grep -q boom "$1" && grep -q bang "$1" && status=1 || status=0
echo "end $WORKER_NAME" >> {log}
exit $status
""")
    path.chmod(0o755)
    return path


def delta(folder: Path, name: str, *options: str, seconds: float = 0.0,
          env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    (folder / "input.txt").write_text(INPUT)
    return run_trail("delta", "--oracle-script", str(oracle(folder, seconds)), "--granularity",
                     "lines", "--verify", "1", "--out", str(folder / name), "-q", *options,
                     str(folder / "input.txt"), cwd=folder, env=env, timeout=WAIT * 3)


def start_delta(folder: Path, name: str, *options: str, seconds: float) -> subprocess.Popen:
    (folder / "input.txt").write_text(INPUT)
    return subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "--oracle-script", str(oracle(folder, seconds)),
         "--granularity", "lines", "--verify", "1", "--out", str(folder / name), "-q", *options,
         str(folder / "input.txt")],
        cwd=folder, env=trail_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def report(out: Path) -> dict:
    return json.loads((out / "report.json").read_text())


def calls(folder: Path) -> list[str]:
    path = folder / "calls.log"
    return path.read_text().splitlines() if path.exists() else []


def wait_until(condition, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)


def test_a_reduction_on_the_cluster_gives_the_jobs_1_result(tmp_path, cluster):
    alone = delta(tmp_path, "j1", "-j1")
    assert alone.returncode == 0, alone.stderr.decode()
    (tmp_path / "calls.log").unlink()
    cluster.add_workers(2)
    spread = delta(tmp_path, "dask", "--dask", cluster.address)
    assert spread.returncode == 0, spread.stderr.decode()
    assert (tmp_path / "dask" / "input.txt").read_bytes() == KEPT
    assert (tmp_path / "j1" / "input.txt").read_bytes() == KEPT
    one, two = report(tmp_path / "j1"), report(tmp_path / "dask")
    assert two["jobs"] == 2  # speculation as deep as the cluster is wide
    assert two["sandbox"]["name"] == "local"
    assert two["sandbox"]["dask"]["workers"] == 2
    # The same asks, and the guesses that did not come true beside them.
    assert two["tests"]["run"] >= one["tests"]["run"]
    # Every call ran on a worker: none in trail's own process.
    assert {line.split()[-1] for line in calls(tmp_path)} == {"w0", "w1"}


def test_tasks_sent_together_come_back_in_their_order_and_none_stays_pending(cluster):
    from trail.parallel.cluster import Cluster

    cluster.add_workers(2)
    connected = Cluster.connect(cluster.address)
    try:
        # The first ends last: the values still come in the tasks' order.
        values = connected.call_all([
            (subprocess.check_output, (["sh", "-c", "sleep 0.5; echo first"],)),
            (subprocess.check_output, (["sh", "-c", "echo second"],))])
        assert values == [b"first\n", b"second\n"]
        assert connected._pending == set()
    finally:
        connected.close()


@pytest.mark.docker
def test_each_worker_runs_the_calls_in_its_own_docker_sandbox(tmp_path, cluster, docker_image):
    cluster.add_workers(2)
    r = delta(tmp_path, "dask", "--sandbox", "docker", "--image", docker_image, "--dask",
              cluster.address)
    assert r.returncode == 0, r.stderr.decode()
    out = tmp_path / "dask"
    assert (out / "input.txt").read_bytes() == KEPT
    sandbox = report(out)["sandbox"]
    # The workers' sandbox describes itself: the image they ran, by id.
    assert (sandbox["name"], sandbox["image"]) == ("docker", docker_image)
    assert sandbox["image_id"].startswith("sha256:")
    assert run_containers(sandbox["run_id"]) == 0  # each worker's closed with the run
    # reproduce.sh runs the oracle in the image, as the workers did.
    assert "docker run" in (out / "reproduce.sh").read_text()
    assert subprocess.run(["sh", str(out / "reproduce.sh")], capture_output=True,
                          timeout=WAIT).returncode == 1


def test_trail_dask_in_the_environment_is_the_option(tmp_path, cluster):
    cluster.add_workers(1)
    r = delta(tmp_path, "dask", env={"TRAIL_DASK": cluster.address})
    assert r.returncode == 0, r.stderr.decode()
    assert report(tmp_path / "dask")["sandbox"]["dask"]["scheduler"] == cluster.address
    assert {line.split()[-1] for line in calls(tmp_path)} == {"w0"}


def test_a_worker_killed_mid_call_is_retried_elsewhere_and_counted_once(tmp_path, cluster):
    alone = delta(tmp_path, "j1", "-j1")
    assert alone.returncode == 0, alone.stderr.decode()
    (tmp_path / "calls.log").unlink()
    # One worker at the start: --jobs 1's schedule, so the counts must be -j1's exactly.
    cluster.add_workers(1)
    run = start_delta(tmp_path, "dask", "--dask", cluster.address, seconds=0.4)
    try:
        wait_until(lambda: sum(line.startswith("end") for line in calls(tmp_path)) >= 3,
                   "three calls")
        cluster.add_workers(1)
        seen = len(calls(tmp_path))
        wait_until(lambda: any(line.startswith("start") for line in calls(tmp_path)[seen:]),
                   "a call after the second worker came")
        victim = next(line for line in calls(tmp_path)[seen:] if line.startswith("start"))
        cluster.kill(cluster.workers[int(victim.split()[1][1:])])
        _, err = run.communicate(timeout=WAIT * 2)
    finally:
        run.kill()
    assert run.returncode == 0, err.decode()
    assert (tmp_path / "dask" / "input.txt").read_bytes() == KEPT
    one, dask = report(tmp_path / "j1")["tests"], report(tmp_path / "dask")["tests"]
    assert (dask["run"], dask["oracle_runs"]) == (one["run"], one["oracle_runs"])
    # The killed call started twice, once on each worker, and counted once.
    starts = [line for line in calls(tmp_path) if line.startswith("start")]
    assert len(starts) == one["oracle_runs"] + 1


def test_a_scheduler_that_goes_away_keeps_the_best_so_far_and_exits_130(tmp_path, cluster):
    cluster.add_workers(1)
    run = start_delta(tmp_path, "dask", "--dask", cluster.address, seconds=0.3)
    try:
        best = tmp_path / "dask" / "input.txt"
        wait_until(lambda: best.exists() and best.stat().st_size < len(INPUT),
                   "a smaller input")
        cluster.kill(cluster.scheduler)
        _, err = run.communicate(timeout=WAIT)
    finally:
        run.kill()
    lines = err.decode().splitlines()
    assert run.returncode == 130, err.decode()
    # The oracle prints nothing: -q still warns that the exit status alone is the signature.
    assert lines[0].startswith("trail: warning: the failure signature is only exit status 1")
    assert lines[1:] == [f"trail: error: lost the Dask scheduler at {cluster.address}: stopped, "
                         "keeping what was found so far"]
    result = report(tmp_path / "dask")
    assert result["status"] == "interrupted"
    kept = (tmp_path / "dask" / "input.txt").read_bytes()
    assert b"boom" in kept and b"bang" in kept and len(kept) < len(INPUT)


def test_a_scheduler_that_does_not_answer_is_one_line_and_exit_2(tmp_path):
    address = "tcp://127.0.0.1:9"  # the discard port: nothing listens there
    r = delta(tmp_path, "dask", "--dask", address,
              env={"DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "1s"})
    assert r.returncode == 2
    lines = r.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        f"trail: error: no Dask scheduler answers at {address} ("), lines
    assert lines[0].endswith("start it (dask scheduler; dask worker ADDRESS) or fix --dask / "
                             "TRAIL_DASK")
    assert not (tmp_path / "dask").exists()


def other_trail(folder: Path, module: str, old: str, new: str) -> Path:
    """A copy of this trail with `old` replaced by `new` in `module`, to import from."""
    shutil.copytree(ROOT / "runner" / "trail", folder / "trail",
                    ignore=shutil.ignore_patterns("__pycache__"))
    path = folder / "trail" / module
    path.write_text(path.read_text().replace(old, new, 1))
    return folder


def test_a_worker_with_another_trail_is_refused_at_connect(tmp_path, cluster):
    # A worker importing a copy of trail one comment apart: its calls would be judged
    # by other code, so the run does not start. Exit 2, one line, nothing written.
    other = other_trail(tmp_path / "other", "core/outcome.py", '"""', '"""Another commit. ')
    cluster.add_workers(1, env={"PYTHONPATH": str(other)})
    r = delta(tmp_path, "dask", "--dask", cluster.address)
    assert r.returncode == 2
    lines = r.stderr.decode().splitlines()
    assert len(lines) == 1 and re.fullmatch(
        r"trail: error: the Dask worker tcp://127\.0\.0\.1:\d+ runs trail 0\.1\.0 "
        r"\(code [0-9a-f]{12}\), this is trail 0\.1\.0 \(code [0-9a-f]{12}\): install this "
        r"trail on every worker \(docs/dask\.md\)", lines[0]), lines
    theirs, mine = re.findall(r"code ([0-9a-f]{12})", lines[0])
    assert theirs != mine
    assert not (tmp_path / "dask").exists()
    assert calls(tmp_path) == []


def test_a_worker_with_a_trail_older_than_the_check_is_refused(tmp_path, cluster):
    other = other_trail(tmp_path / "older", "parallel/on_worker.py", "def identity(",
                        "def _before_identity(")
    cluster.add_workers(1, env={"PYTHONPATH": str(other)})
    r = delta(tmp_path, "dask", "--dask", cluster.address)
    assert r.returncode == 2
    lines = r.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        "trail: error: a Dask worker cannot say which trail it runs ("), lines
    assert "identity" in lines[0]
    assert lines[0].endswith("): install this trail on every worker (docs/dask.md)")
    assert calls(tmp_path) == []


def test_ctrl_c_kills_the_call_running_on_a_worker(tmp_path, cluster):
    cluster.add_workers(1)
    pid_file = tmp_path / "oracle.pid"
    script = tmp_path / "slow.sh"
    script.write_text(f"#!/bin/sh\necho $$ > {pid_file}.tmp\nmv {pid_file}.tmp {pid_file}\n"
                      "exec sleep 60\n")
    script.chmod(0o755)
    (tmp_path / "input.txt").write_text(INPUT)
    run = subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "--oracle-script", str(script), "--dask",
         cluster.address, "--out", str(tmp_path / "out"), str(tmp_path / "input.txt")],
        cwd=tmp_path, env=trail_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        wait_until(pid_file.exists, "the oracle to start on the worker")
        pid = int(pid_file.read_text())
        run.send_signal(signal.SIGINT)
        _, err = run.communicate(timeout=WAIT)
    finally:
        run.kill()
    assert run.returncode == 130, err.decode()

    def gone() -> bool:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False

    wait_until(gone, "the oracle on the worker to be killed")


def test_help_and_a_run_without_dask_do_not_import_dask(tmp_path):
    (tmp_path / "input.txt").write_text(INPUT)
    check = (
        "import sys\n"
        "from trail.cli.main import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed'))\n"
        "print(loaded, file=sys.stderr)\n"
        "sys.exit(1 if loaded else 0)\n")
    for argv in (["--help"], ["delta", "--help"],
                 ["delta", "--oracle-script", str(oracle(tmp_path, 0)), "--granularity",
                  "lines", "--verify", "1", "-j1", "-q", "--out", str(tmp_path / "out"),
                  str(tmp_path / "input.txt")]):
        r = subprocess.run([sys.executable, "-c", check, *argv], cwd=ROOT, env=trail_env(),
                           capture_output=True, timeout=WAIT)
        assert r.returncode == 0, (argv, r.stderr.decode()[-500:])
    assert (tmp_path / "out" / "input.txt").read_bytes() == KEPT


def test_a_sweep_on_the_cluster_gives_the_sweep_report_despite_a_killed_worker(
        tmp_path, cluster):
    (tmp_path / "run.sh").write_text(leaky_suite_runner(0.2))
    (tmp_path / "ids.txt").write_text("s.py::f0\ns.py::f1\ns.py::leak\ns.py::victim\n")
    where = tmp_path / "where"
    sweep = [sys.executable, "-m", "trail", "sweep", "--runs", "12", "--seed", "2", "--verify",
             "1", "--tests-from", "ids.txt", "--template", "sh run.sh {junit} {tests}",
             "--json-out", "sweep.json", "-q"]

    def made() -> list[str]:
        return where.read_text().split() if where.exists() else []

    alone = subprocess.run(sweep, cwd=tmp_path, env=trail_env(), capture_output=True,
                           timeout=WAIT * 3)
    assert alone.returncode == 0, alone.stderr.decode()
    whole = json.loads((tmp_path / "sweep.json").read_text())
    assert [t["test"] for t in whole["flaky"]] == ["s.py::victim"]
    assert set(made()) == {"here"}
    where.unlink()
    cluster.add_workers(2)
    run = subprocess.Popen([*sweep, "--dask", cluster.address], cwd=tmp_path, env=trail_env(),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        # Once w0 has made a run it is given the next one at once: kill it in that one.
        wait_until(lambda: "w0" in made(), "a run on w0")
        cluster.kill(cluster.workers[0])
        _, err = run.communicate(timeout=WAIT * 2)
    finally:
        run.kill()
    assert run.returncode == 0, err.decode()
    # The same report: every run counted once, the killed one made again on w1.
    assert json.loads((tmp_path / "sweep.json").read_text()) == whole
    on_workers = [name for name in made() if name != "here"]
    assert set(on_workers) == {"w0", "w1"} and len(on_workers) >= 12
    assert made()[len(on_workers):] == ["here"] * (whole["suite_runs"] - 12)
