"""Where the action's oracles run with `sandbox: auto` or `ns`: what action/sandbox.sh
found on the job (ns possible or not, how trail gets root, and why), as trail's options.

prepare.sh starts sandbox.sh in the background; it writes its finding into the state
folder ($state/sandbox, key=value lines), and the run step waits for it to end and
reads it here. Without the file (sandbox docker or local, or a mode whose oracles run
in the job's environment) nothing changes: trail's own check decides.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

CHOICE_FILE = "sandbox"
PID_FILE = "sandbox.pid"  # sandbox.sh's, while it may run
LOG_FILE = "sandbox.log"  # what it said


@dataclass(frozen=True)
class SandboxChoice:
    """`ns`: the job can run --sandbox ns; `root`: how trail gets root for it (self: the
    job is root; sudo: passwordless sudo; none); `reason`: one line, the why."""

    ns: bool
    root: str
    reason: str

    @classmethod
    def load(cls, state: Path) -> SandboxChoice | None:
        path = state / CHOICE_FILE
        if not path.is_file():
            return None
        fields = dict(line.split("=", 1) for line in
                      path.read_text(encoding="utf-8").splitlines() if "=" in line)
        return cls(fields.get("ns") == "yes", fields.get("root", "none"),
                   fields.get("reason", ""))

    @property
    def through_sudo(self) -> bool:
        return self.ns and self.root == "sudo"


def wait_for_sandbox_step(state: Path, check: Callable[[], None],
                          poll: float = 0.05) -> tuple[SandboxChoice | None, str]:
    """Wait for the sandbox.sh prepare.sh started to end; its finding (None without
    one) and what it said. `check` runs between polls (it raises on a cancel).

    Its process is not ours, so not waited for: it runs while /proc has it, other than
    as a zombie (a job container's init need not reap it)."""
    try:
        pid = int((state / PID_FILE).read_text().strip())
    except (OSError, ValueError):
        pid = None
    while pid is not None and _running(pid):
        check()
        time.sleep(poll)
    try:
        said = (state / LOG_FILE).read_text(encoding="utf-8", errors="replace")
    except OSError:
        said = ""
    return SandboxChoice.load(state), said


def _running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False
    return b"sandbox.sh" in command and stat[stat.rindex(")") + 2:][:1] not in ("Z", "X")


def sandbox_args(sandbox: str, image: str, choice: SandboxChoice | None,
                 in_memory: bool = False) -> list[str]:
    """trail's options for the oracles' sandbox. auto runs ns where the sandbox step
    found it possible (trail still checks for itself and falls back to docker, saying
    why), docker where the step found it impossible; without a finding, auto asks for
    ns and lets trail's check decide. The step's reason goes into the report.
    `in_memory`: ns unpacks the image into memory (an image removed at the job's end)."""
    reason = ["--sandbox-reason", choice.reason] if choice is not None and choice.reason \
        else []
    memory = ["--rootfs-in-memory"] if in_memory else []
    if sandbox == "auto":
        if choice is not None and not choice.ns:
            return ["--sandbox", "docker", "--image", image, *reason]
        return ["--sandbox", "ns", "--fallback-docker", *memory, "--image", image, *reason]
    if sandbox == "ns":
        return ["--sandbox", "ns", *memory, "--image", image, *reason]
    return ["--sandbox", sandbox, "--image", image]


def as_root(choice: SandboxChoice | None, environ: Mapping[str, str]) -> list[str]:
    """The prefix that runs trail as root where ns runs through passwordless sudo: the
    environment kept (-E), PATH too (sudo resets it), no bytecode written as root into
    the runner's tool cache."""
    if choice is None or not choice.through_sudo:
        return []
    return ["sudo", "-n", "-E", "env", f"PATH={environ.get('PATH', os.defpath)}",
            "PYTHONDONTWRITEBYTECODE=1"]


def give_back(choice: SandboxChoice | None, folder: Path) -> list[str] | None:
    """The command that gives what trail wrote as root back to the job's user, or None."""
    if choice is None or not choice.through_sudo or not folder.exists():
        return None
    return ["sudo", "-n", "chown", "-R", f"{os.getuid()}:{os.getgid()}", str(folder)]


# Where each sandbox runs the oracles, in words: the job's log and the comment say it.
WHERE_ORACLES_RAN = {"ns": "fresh namespaces per test", "docker": "a fresh container per test"}


def sandbox_line(sandbox: str, report: Mapping[str, object]) -> str:
    """The log line that says where the oracles ran, and why, from trail's report."""
    section = report.get("sandbox")
    used, reason = (section.get("name"), section.get("reason")) \
        if isinstance(section, dict) else (None, None)
    where = f"in {WHERE_ORACLES_RAN[used]} (--sandbox {used})" if used in WHERE_ORACLES_RAN \
        else f"with --sandbox {used}"
    line = f"sandbox {sandbox}: oracles ran {where}"
    return f"{line}; {used}: {reason}" if reason else line
