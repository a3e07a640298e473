"""The oracle, the command that says whether a candidate still shows the failure, and
what one call of it is and returns: the vocabulary shared by the tester, which asks for
calls, and every sandbox, which runs them."""

from __future__ import annotations

import enum
import shlex
from dataclasses import dataclass, field
from typing import Protocol

from trail.core.outcome import Convention


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


@dataclass(frozen=True)
class Oracle:
    """How to run the test on one candidate.

    `command` is a shell command; with PATH delivery `{}` stands for the candidate's
    path (an --oracle-script becomes `'SCRIPT' {}`). `script` keeps the script's
    path so that reports can embed its text.
    """

    command: str
    convention: Convention = Convention.BISECT
    delivery: Delivery = Delivery.PATH
    file_name: str = "input"
    kind: InputKind = InputKind.FILE
    workdir: str | None = None
    script: str | None = None
    # Variables given to every call (--oracle-env), in every sandbox: docker and ns
    # start from the image's environment, not trail's.
    env: tuple[tuple[str, str], ...] = ()

    @classmethod
    def from_script(cls, script: str, **fields: object) -> Oracle:
        return cls(command=f"{shlex.quote(script)} {{}}", script=script, **fields)  # type: ignore[arg-type]

    def call(self, candidate: bytes, timeout: float | None) -> OracleCall:
        return OracleCall(
            command=self.command,
            candidate=candidate,
            file_name=self.file_name,
            delivery=self.delivery,
            kind=self.kind,
            timeout=timeout,
            env=dict(self.env),
            workdir=self.workdir,
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "command": self.command,
            "script": self.script,
            "convention": self.convention.value,
            "delivery": self.delivery.value,
            "file_name": self.file_name,
            "workdir": self.workdir,
        }
