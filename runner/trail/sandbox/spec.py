"""Which sandbox to open, as data: the command line's choice, opened here or, under
--dask, by each worker of a cluster for itself (a sandbox holds processes, locks and
an engine connection, none of which can travel; its recipe can)."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from trail.sandbox.base import Sandbox
from trail.sandbox.limits import Limits


@dataclass(frozen=True)
class SandboxSpec:
    """`kind` is local, docker or ns; the image sandboxes take `image` and `limits`.

    `oracle_script`: the text of an --oracle-script, written into every container.
    `reason`: why this sandbox (--sandbox-reason), for the report's sandbox section;
    where ns falls back to docker, the reason is why ns could not run.
    `adopt_orphans`: the local sandbox makes its process a child subreaper (the trail
    command does; a Dask worker, whose process is not trail's, does not).
    `rootfs_in_memory`: ns unpacks the image into memory, for its process only."""

    kind: str = "local"
    image: str | None = None
    limits: Limits = field(default_factory=Limits)
    oracle_script: str | None = None
    fallback_docker: bool = False
    adopt_orphans: bool = True
    reason: str | None = None
    rootfs_in_memory: bool = False

    def open(self) -> Sandbox:
        sandbox = self._open()
        if sandbox.reason is None and self.reason is not None:  # not after a fallback
            sandbox.reason = self.reason
        return sandbox

    def _open(self) -> Sandbox:
        if self.kind == "local":
            from trail.sandbox.local import LocalSandbox

            return LocalSandbox(adopt_orphans=self.adopt_orphans)
        assert self.image is not None, "an image sandbox needs an image"
        if self.kind == "ns":
            from trail.sandbox.ns import NsSandbox, NsUnavailable

            try:
                return NsSandbox(self.image, limits=self.limits, oracle_script=self.oracle_script,
                                 rootfs_in_memory=self.rootfs_in_memory)
            except NsUnavailable as exc:
                if not self.fallback_docker:
                    raise
                print(f"trail: warning: {exc}: running in docker (--fallback-docker)",
                      file=sys.stderr)
                docker = self._docker()
                docker.reason = f"ns could not run: {exc} (--fallback-docker)"
                return docker
        return self._docker()

    def _docker(self) -> Sandbox:
        from trail.sandbox.docker import DockerSandbox

        return DockerSandbox(self.image, limits=self.limits, oracle_script=self.oracle_script)
