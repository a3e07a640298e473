"""What one oracle call is and what it returns: the vocabulary shared by the tester,
which asks for calls, and every sandbox, which runs them."""

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


class Executor(Protocol):
    """Whatever runs an oracle call: a sandbox, or an in-process stand-in in tests."""

    def run(self, call: OracleCall) -> RunResult: ...
