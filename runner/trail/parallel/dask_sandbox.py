"""`--dask ADDRESS`: a reduction's oracle calls on a Dask cluster's workers.

To the job this is one more sandbox (`run(call) -> RunResult`): the tester, its
cache, the failure signature and ddmin stay in trail's process; only the oracle
call travels. The call goes out as an OracleCall (the candidate as bytes), each
worker runs it in a sandbox of its own opened from the run's SandboxSpec (local,
ns or docker, see parallel/on_worker.py), and the RunResult comes back (exit
status, the outputs' tails for the signature, the time). The job's `--jobs` is
set to the cluster's width, so the pool (parallel/pool.py) speculates that deep:
the same decisions, and the same result, as `--jobs 1`.
"""

from __future__ import annotations

from typing import Any

from trail.oracle.call import Delivery, InputKind, Oracle, OracleCall, RunResult
from trail.parallel.cluster import Cluster, ClusterLost, Task
from trail.parallel.on_worker import RunClosed, ask, run_call
from trail.sandbox.base import Sandbox
from trail.sandbox.spec import SandboxSpec


class DaskSandbox(Sandbox):
    """Runs each oracle call on a worker of `cluster`, in the sandbox `spec` names."""

    # The oracle's programs are the workers' own: they cannot be looked up here.
    runs_on_host = False

    def __init__(self, cluster: Cluster, spec: SandboxSpec, oracle: Oracle) -> None:
        self.cluster, self.spec = cluster, spec
        self.name = spec.kind
        # What the sandbox on the workers says of itself, asked once while the cluster
        # is there: the report and reproduce.sh need it even after the cluster is lost.
        # The three questions go out together: one round trip to the cluster, not three.
        described, self._rebuild, wrap = cluster.call_all([
            self._question("describe"), self._question("reproduce_rebuild"),
            self._question("reproduce_wrap", oracle.delivery, oracle.kind, oracle.file_name,
                           None)])
        self._described = {**described, "dask": cluster.describe()}
        self._wrap = {None: wrap}

    @classmethod
    def connect(cls, address: str, spec: SandboxSpec, oracle: Oracle) -> DaskSandbox:
        """Raises ClusterUnreachable (one line, exit status 2) when no scheduler answers,
        and what the workers' sandbox raises when it cannot open (no image ...)."""
        cluster = Cluster.connect(address)
        try:
            return cls(cluster, spec, oracle)
        except BaseException:
            cluster.close()
            raise

    @property
    def width(self) -> int:
        return self.cluster.width

    def _question(self, method: str, *args: object) -> Task:
        """The task that asks the workers' sandbox `method(*args)`."""
        return ask, (self.cluster.run_id, self.spec, method, *args)

    def _ask(self, method: str, *args: object) -> Any:
        return self.cluster.call_all([self._question(method, *args)])[0]

    def run(self, call: OracleCall) -> RunResult:
        return self.cluster.call(run_call, self.cluster.run_id, self.spec, call)

    def check_original(self, result: RunResult) -> None:
        self._ask("check_original", result)

    def describe(self) -> dict[str, object]:
        return self._described

    def reproduce_wrap(self, delivery: Delivery, kind: InputKind, file_name: str,
                       test_timeout: float | None) -> str | None:
        """As the workers' sandbox runs the oracle; its test timeout is asked for once
        known, and if the cluster is gone by then, the wrap without it is the answer."""
        if test_timeout not in self._wrap:
            try:
                self._wrap[test_timeout] = self._ask("reproduce_wrap", delivery, kind,
                                                     file_name, test_timeout)
            except (ClusterLost, RunClosed):
                return self._wrap[None]
        return self._wrap[test_timeout]

    def reproduce_rebuild(self) -> Any:
        return self._rebuild

    def close(self) -> None:
        self.cluster.close()
