"""Redact secret values from text before it is posted, uploaded or logged.

A value is secret when the environment variable holding it has a name that looks
secret (TOKEN, SECRET, PASSWORD, PASSWD, KEY, CREDENTIAL or AUTH anywhere in it,
the Actions token variables, or a name the user lists). The same rule keeps such
variables out of the images `trail env build` bakes. We redact the *values*, wherever they appear,
because a report or an oracle's stderr can echo a secret without naming it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TextIO

MASK = "***"

# AUTH, but not AUTHOR: GIT_AUTHOR_NAME is no secret, and masking it would blank
# every mention of the author in a report.
SECRET_NAME = re.compile(r"TOKEN|SECRET|PASSWORD|PASSWD|KEY|CREDENTIAL|AUTH(?!ORS?(?![A-Z]))",
                         re.IGNORECASE)

# Always secret, whatever the pattern says: the token the action runs with, under
# the names GitHub and our composite step give it.
ALWAYS_SECRET = frozenset({"GITHUB_TOKEN", "INPUT_GITHUB-TOKEN", "INPUT_GITHUB_TOKEN",
                           "ACTIONS_RUNTIME_TOKEN", "ACTIONS_ID_TOKEN_REQUEST_TOKEN"})

# Shorter values ("1", "true", "dev") would blank out ordinary words all over a report.
MIN_SECRET_LENGTH = 6


def looks_secret(name: str, extra_names: Iterable[str] = ()) -> bool:
    """True when an environment variable called `name` should be treated as a secret."""
    upper = name.upper()
    return (upper in ALWAYS_SECRET or upper in {n.upper() for n in extra_names}
            or SECRET_NAME.search(name) is not None)


@dataclass(frozen=True)
class Redactor:
    """Replaces every known secret value with `***`, in str or bytes."""

    secrets: tuple[str, ...]

    @classmethod
    def from_environ(cls, environ: Mapping[str, str],
                     extra_names: Iterable[str] = ()) -> Redactor:
        extra = tuple(extra_names)
        values: set[str] = set()
        for name, value in environ.items():
            if not looks_secret(name, extra):
                continue
            # A multi-line secret (a key file) may be printed one line at a time.
            for piece in (value, *value.splitlines()):
                piece = piece.strip()
                if len(piece) >= MIN_SECRET_LENGTH:
                    values.add(piece)
        # Longest first, so a secret that contains another is masked whole.
        return cls(tuple(sorted(values, key=lambda v: (-len(v), v))))

    def __bool__(self) -> bool:
        return bool(self.secrets)

    def text(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, MASK)
        return text

    def data(self, data: bytes) -> bytes:
        mask = MASK.encode()
        for secret in self.secrets:
            data = data.replace(secret.encode("utf-8", "surrogateescape"), mask)
        return data


class RedactingStream:
    """A text stream that masks secrets in what is written to it: everything trail says
    on the terminal passes through one, whatever module says it."""

    def __init__(self, stream: TextIO, redactor: Redactor) -> None:
        self._stream = stream
        self._redactor = redactor

    def write(self, text: str) -> int:
        self._stream.write(self._redactor.text(text))
        return len(text)

    def __getattr__(self, name: str) -> object:  # flush, isatty, fileno, encoding ...
        return getattr(self._stream, name)
