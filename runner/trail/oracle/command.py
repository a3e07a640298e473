"""The oracle: the command that says whether a candidate still shows the failure."""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from trail.core.outcome import Convention
from trail.oracle.call import Delivery, InputKind, OracleCall


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
