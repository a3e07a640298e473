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


# A shell variable's name: only such a variable can be referenced as "$NAME".
SHELL_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A value the shell reads as typed in any quoting: no quotes, escapes, expansions,
# blanks or globs, so "$NAME" in its place means what the typed value meant.
PLAIN_VALUE = re.compile(r"[^\s'\"\\$`*?\[\]]+")


def secret_references(command: str, environ: Mapping[str, str],
                      extra_names: Iterable[str] = ()) -> tuple[str, tuple[str, ...]]:
    """`command`, a shell command line, with the value of every secret-looking variable
    typed into it replaced by a reference to the variable, quoted for where it stands
    ("$NAME" outside quotes, ${NAME} in double quotes, '"$NAME"' in single quotes);
    and the names of the variables it now references. Written into a script, the
    command then takes the secret from the environment it runs in, and the script
    holds no secret."""
    extra = tuple(extra_names)
    by_value: dict[str, str] = {}
    for name in sorted(environ):
        value = environ[name]
        if looks_secret(name, extra) and SHELL_NAME.fullmatch(name) \
                and len(value) >= MIN_SECRET_LENGTH and PLAIN_VALUE.fullmatch(value):
            by_value.setdefault(value, name)
    names: list[str] = []
    start = 0
    while True:
        found = [(at, -len(value), value) for value in by_value
                 if (at := command.find(value, start)) >= 0]
        if not found:
            return command, tuple(names)
        at, _, value = min(found)
        quote = _quoting(command, at)
        name = by_value[value]
        reference = {"": f'"${name}"', '"': f"${{{name}}}", "'": f"'\"${name}\"'"}[quote]
        command = command[:at] + reference + command[at + len(value):]
        start = at + len(reference)
        if name not in names:
            names.append(name)


def _quoting(command: str, at: int) -> str:
    """The quotes in force at `command[at]`: "", "'" or '"'."""
    quote, escaped = "", False
    for char in command[:at]:
        if escaped:
            escaped = False
        elif quote == "'":
            quote = "" if char == "'" else quote
        elif char == "\\":
            escaped = True
        elif quote == '"':
            quote = "" if char == '"' else quote
        elif char in "'\"":
            quote = char
    return quote


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
