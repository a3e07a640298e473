"""What every sandbox takes and returns: one oracle call in isolation."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Protocol


class Delivery(enum.Enum):
    """How the candidate reaches the oracle."""

    PATH = "path"        # written to a file; `{}` in the command is its path
    STDIN = "stdin"      # fed on standard input
    AS_NAME = "as-name"  # written as a fixed name in the test's working directory


class InputKind(enum.Enum):
    FILE = "file"
    # A directory candidate travels as an uncompressed tar (see formats.directory);
    # the sandbox unpacks it and `{}` names the folder.
    DIRECTORY = "directory"


@dataclass(frozen=True)
class OracleCall:
    """Everything a sandbox needs to run the oracle once on one candidate."""

    command: str                 # shell command; `{}` stands for the candidate's path
    candidate: bytes             # file content, or a tar of the folder for DIRECTORY
    file_name: str               # name for the candidate file/folder (keeps the extension)
    delivery: Delivery = Delivery.PATH
    kind: InputKind = InputKind.FILE
    timeout: float | None = None  # seconds; None = no limit
    env: dict[str, str] = field(default_factory=dict)  # extra environment variables
    workdir: str | None = None    # the user's working directory (local sandbox runs there)


@dataclass(frozen=True)
class RunResult:
    """What happened. exit_status is None when the process was killed (signal or timeout)."""

    exit_status: int | None
    signal: int | None
    timed_out: bool
    stdout: bytes
    stderr: bytes
    duration: float
    error: str | None = None  # a setup failure of the sandbox itself (-> UNRESOLVED)


class Sandbox(Protocol):
    """Runs one oracle call in isolation and always cleans up after it.

    `run` must be safe to call from several threads at once (--jobs N), must kill
    everything the call started when it times out, and `close` must leave nothing
    behind (processes, temp dirs, containers) even after errors or Ctrl-C.

    A sandbox class that inherits from this protocol gets the no-op defaults below
    for what it has no use for.
    """

    name: str
    # The oracle's programs are the host's own, so they can be looked up before any
    # run; elsewhere (an image) only the run on the original input can tell.
    runs_on_host: bool = False

    def run(self, call: OracleCall) -> RunResult: ...

    def close(self) -> None: ...

    def describe(self) -> dict[str, object]:
        """The report's "sandbox" section."""
        return {"name": self.name, "image": None, "image_id": None}

    def check_original(self, result: RunResult) -> None:
        """Raise a SandboxError when the run on the original input shows that this
        sandbox cannot run the oracle at all (say, its program is missing in an image)."""

    def reproduce_wrap(self, delivery: Delivery, kind: InputKind, file_name: str,
                       test_timeout: float | None) -> str | None:
        """How reproduce.sh runs the oracle as this sandbox does; None: as a plain
        command on the host."""
        return None
