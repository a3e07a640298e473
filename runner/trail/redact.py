"""Redact secret values from text before it is posted, uploaded or logged.

A value is secret when the environment variable holding it has a name that looks
secret (TOKEN, SECRET, PASSWORD, PASSWD, KEY, CREDENTIAL or AUTH anywhere in it,
the Actions token variables, or a name the user lists), or when it is one of the
values trail holds (hold_secrets): those of the JSON file $TRAIL_SECRETS_FILE
names, and those the Action hands over on trail's standard input (the job's secrets
by value, whatever their names: a `DATABASE_URL` is no secret by name). The same
rule keeps such variables out of the images `trail env build` bakes. We redact the
*values*, wherever they appear, because a report or an oracle's stderr can echo a
secret without naming it; and each in the forms an oracle prints it in: URL-encoded
and -decoded, base64, escaped in JSON, and a URL's password on its own (see
secret_forms). A part of a secret is a secret too (`pw {password[:7]}...` is a common
way to log one): every run of MIN_SECRET_LENGTH characters or more that lies inside
one of those forms is masked, and the process counts the places (masked_places).
"""

from __future__ import annotations

import base64
import ctypes
import json
import re
import sys
from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass
from functools import cached_property
from typing import AnyStr, BinaryIO, TextIO
from urllib.parse import quote, quote_plus, unquote, unquote_plus, urlsplit

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

# The variable naming a JSON file (an object or a list) whose values are all secret.
SECRETS_FILE = "TRAIL_SECRETS_FILE"
# Set to 1 by the Action: the same JSON comes on standard input, so that no file and
# no path to one exists for the oracle to find.
SECRETS_ON_STDIN = "TRAIL_SECRETS_ON_STDIN"

# The secrets this process took in (hold_secrets): in its memory only.
_held: list[str] = []
# How many places this process masked (one per run of masked characters).
_masked = [0]


def masked_places() -> int:
    return _masked[0]


def secret_forms(value: str) -> set[str]:
    """`value` and the forms it is printed in, each MIN_SECRET_LENGTH long at least:
    its lines (a key file printed one line at a time), URL-decoded and -encoded, a
    URL's password alone and its user:password (a log that drops the rest), base64
    (standard and URL-safe, with and without padding: a Basic auth header, a
    Kubernetes secret), and escaped inside a JSON string."""
    pieces = {value, *value.splitlines()}
    for piece in list(pieces):
        pieces |= {unquote(piece), unquote_plus(piece)}
        try:
            parts = urlsplit(piece.strip())
            password, user = parts.password, parts.username
        except ValueError:
            password = user = None
        if password:
            pieces |= {password, unquote(password), f"{user}:{password}",
                       f"{unquote(user or '')}:{unquote(password)}"}
    forms: set[str] = set()
    for piece in pieces:
        piece = piece.strip()
        if len(piece) < MIN_SECRET_LENGTH:
            continue
        raw = piece.encode("utf-8", "surrogateescape")
        encoded = {base64.b64encode(raw).decode(), base64.urlsafe_b64encode(raw).decode()}
        forms |= {piece, quote(piece, safe=""), quote_plus(piece),
                  json.dumps(piece)[1:-1], json.dumps(piece, ensure_ascii=False)[1:-1],
                  *encoded, *(form.rstrip("=") for form in encoded)}
    return {form for form in forms if len(form) >= MIN_SECRET_LENGTH}


def values_of(data: object) -> list[str]:
    """Every string (and number) inside a JSON value: the secrets a file lists."""
    if isinstance(data, dict):
        return [v for item in data.values() for v in values_of(item)]
    if isinstance(data, list):
        return [v for item in data for v in values_of(item)]
    if isinstance(data, (str, int, float)) and not isinstance(data, bool):
        return [str(data)]
    return []


def _json_values(value: str) -> list[str]:
    """A secret variable's values: those inside it when it holds a JSON object or list
    (the Action's `secrets` input, a service account's key file), whose keys are no
    secret (masking every run of 6 of them would blank DATABASE_URL wherever it is
    named); else the value itself."""
    if value.lstrip()[:1] in ("{", "["):
        try:
            return values_of(json.loads(value))
        except ValueError:
            pass
    return [value]


def file_secrets(environ: Mapping[str, str]) -> list[str]:
    """The values of the JSON file $TRAIL_SECRETS_FILE names (none when unset).

    A file that cannot be read is an error, not an empty list: running on with
    secrets unmasked would publish them."""
    path = environ.get(SECRETS_FILE)
    if not path:
        return []
    try:
        with open(path, encoding="utf-8") as stream:
            return values_of(json.load(stream))
    except (OSError, ValueError) as exc:
        raise SystemExit(f"trail: error: cannot read the secrets to redact from "
                         f"${SECRETS_FILE} ({path}): {exc}; write a JSON object or list "
                         "there, or unset it") from exc


def hold_secrets(environ: MutableMapping[str, str], stdin: BinaryIO) -> None:
    """Take the secrets handed to this process into its memory, once, before it starts
    anything: the JSON on `stdin` when $TRAIL_SECRETS_ON_STDIN is 1, and the file
    $TRAIL_SECRETS_FILE names. Both variables leave `environ` (os.environ), so no child
    learns where the values were; and the process becomes non-dumpable, so that a
    child running as the same user cannot read them from /proc/PID (environ, mem)."""
    if environ.pop(SECRETS_ON_STDIN, None) == "1":
        try:
            _held.extend(values_of(json.loads(stdin.read() or b"[]")))
        except ValueError as exc:
            raise SystemExit("trail: error: the secrets handed on standard input are not "
                             f"JSON ({exc})") from exc
    if environ.get(SECRETS_FILE):
        _held.extend(file_secrets(environ))
    environ.pop(SECRETS_FILE, None)
    if _held:
        undumpable()


def held_secrets() -> tuple[str, ...]:
    return tuple(_held)


def undumpable() -> None:
    """PR_SET_DUMPABLE 0: /proc/PID of this process belongs to root from now on."""
    if sys.platform == "linux":
        PR_SET_DUMPABLE = 4
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)


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
        named = [part for name, value in environ.items()
                 if looks_secret(name, extra) and name not in (SECRETS_FILE, SECRETS_ON_STDIN)
                 for part in _json_values(value)]
        return cls.from_values([*named, *file_secrets(environ), *_held])

    @classmethod
    def from_values(cls, values: Iterable[str]) -> Redactor:
        forms: set[str] = set()
        for value in values:
            forms |= secret_forms(value)
        # Longest first, so a secret that contains another is masked whole.
        return cls(tuple(sorted(forms, key=lambda v: (-len(v), v))))

    def __add__(self, other: Redactor) -> Redactor:
        return Redactor(tuple(sorted(set(self.secrets) | set(other.secrets),
                                     key=lambda v: (-len(v), v))))

    def __bool__(self) -> bool:
        return bool(self.secrets)

    def json(self, data: object) -> object:
        """A JSON value with its text masked, but for keys that are identifiers (a
        schema's own): a secret that shares 6 characters with one
        (`verification2024`) must not break a report that every reader parses."""
        if isinstance(data, dict):
            return {key if key.isidentifier() else self.text(key): self.json(value)
                    for key, value in data.items()}
        if isinstance(data, list):
            return [self.json(item) for item in data]
        return self.text(data) if isinstance(data, str) else data

    def holds(self, text: str) -> bool:
        """True when a secret value, in one of its forms, is inside `text`."""
        return any(secret in text for secret in self.secrets)

    @cached_property
    def _pieces(self) -> frozenset[str]:
        """Every MIN_SECRET_LENGTH characters of every form: what a masked run is made of."""
        return frozenset(_windows(self.secrets))

    @cached_property
    def _byte_pieces(self) -> frozenset[bytes]:
        return frozenset(_windows(s.encode("utf-8", "surrogateescape") for s in self.secrets))

    def text(self, text: str) -> str:
        return _mask_runs(text, self._pieces, MASK)

    def data(self, data: bytes) -> bytes:
        return _mask_runs(data, self._byte_pieces, MASK.encode())


def _windows(forms: Iterable[AnyStr]) -> Iterable[AnyStr]:
    n = MIN_SECRET_LENGTH
    return (form[i:i + n] for form in forms for i in range(len(form) - n + 1))


def _mask_runs(text: AnyStr, pieces: frozenset[AnyStr], mask: AnyStr) -> AnyStr:
    """`text` with every run of characters covered by `pieces` (windows of
    MIN_SECRET_LENGTH that overlap or touch) replaced by one `mask`. A run of n >= 6
    characters of a secret is covered by its n - 5 windows, all of them pieces."""
    n = MIN_SECRET_LENGTH
    runs: list[list[int]] = []
    if pieces:
        for i in range(len(text) - n + 1):
            if text[i:i + n] in pieces:
                if runs and i <= runs[-1][1]:
                    runs[-1][1] = i + n
                else:
                    runs.append([i, i + n])
    if not runs:
        return text
    _masked[0] += len(runs)
    kept, last = [], 0
    for start, end in runs:
        kept += [text[last:start], mask]
        last = end
    kept.append(text[last:])
    return text[:0].join(kept)


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
