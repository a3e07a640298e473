"""What one test container may use (kept free of the Docker SDK, for --help)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """What one test container may use. memory uses Docker's syntax (512m, 2g)."""

    memory: str = "2g"
    pids: int = 512
    cpus: float = 1.0
    network: str = "none"  # "none" (default: no network at all) or a Docker network name

    def run_flags(self) -> list[str]:
        """The same limits as `docker run` flags (swap is not allowed either)."""
        return [
            "--network", self.network, "--memory", self.memory, "--memory-swap", self.memory,
            "--pids-limit", str(self.pids), "--cpus", f"{self.cpus:g}",
        ]
