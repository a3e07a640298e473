"""`trail sweep --dask ADDRESS`: a sweep's runs spread over a Dask cluster's workers.

Run i of R is shard i/R (`sweep_shard`, one run), run on a worker whose suite runner
has a WorkerSandbox (the run's own sandbox in the worker's process: the JUnit report
is read where the suite ran). The shards come back as they end and are merged by
`merge_shards`, which diagnoses the mixed tests here, as `--merge` does: the report
is the one the unsharded sweep with that seed writes. The project must be at the
same path on the workers (a shared file system, or the same checkout).

Without --test-timeout, a sweep limits each run after the first to a few times the
first one's time; here the runs started before any had ended (one per worker
thread) have no limit, and those started after have the limit from the first to end.

Ctrl-C, or the scheduler going away, keeps the runs that ended: the report is theirs,
interrupted, without a diagnosis.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from trail.core.flaky import FlakySettings
from trail.interrupts import Interrupted
from trail.jobs.sweep import Log, SweepReport, merge_shards, merged, sweep_shard
from trail.jobs.sweep_data import Shard, ShardData
from trail.parallel.cluster import Cluster, Task
from trail.parallel.on_worker import WorkerSandbox
from trail.pipeline.probe import SUITE_TIMEOUT
from trail.sandbox.spec import SandboxSpec
from trail.suite.runner import SuiteRunner


def one_run(runner: SuiteRunner, ids: Sequence[str], runs: int, seed: int,
            index: int) -> ShardData:
    """Run `index` (0-based) of the sweep, on a worker: the shard of that run alone."""
    return sweep_shard(runner, ids, runs, seed=seed, shard=Shard(index + 1, runs))


def sweep_on_cluster(cluster: Cluster, runner: SuiteRunner, ids: Sequence[str], runs: int, *,
                     seed: int, settings: FlakySettings | None = None,
                     verify_runs: int | None = None, log: Log | None = None) -> SweepReport:
    """`sweep(runner, ids, runs, seed=seed)`'s report, its runs made on the cluster."""
    settings = settings or FlakySettings()
    say = log or (lambda message: None)
    remote = replace(runner, sandbox=WorkerSandbox(cluster.run_id, SandboxSpec(
        adopt_orphans=False)))
    shards: list[ShardData] = []

    def tasks() -> Iterator[Task]:
        for index in range(runs):
            limited = remote
            if remote.timeout is None and shards and shards[0].first_duration is not None:
                limited = remote.with_timeout(SUITE_TIMEOUT.timeout(None,
                                                                    shards[0].first_duration))
            yield one_run, (limited, list(ids), runs, seed, index)

    try:
        for data in cluster.stream(tasks()):
            shards.append(data)
            failed, passed = sum(data.seen.failed.values()), sum(data.seen.passed.values())
            say(f"run {data.shard.index}/{runs}: {failed + passed} tests, {failed} failed "
                f"({len(shards)} of {runs} done)")
    except Interrupted:
        if not shards:
            raise
        report, _ = merged(sorted(shards, key=lambda s: s.shard.index), settings)
        report.interrupted, report.shards = True, 1
        return report
    report = merge_shards(runner, sorted(shards, key=lambda s: s.shard.index),
                          settings=settings, verify_runs=verify_runs, log=say)
    report.shards = 1  # one sweep, not shards a matrix merged
    return report
