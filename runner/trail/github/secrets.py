"""The job's secrets on the job: read once, held in memory, never handed to the project.

The `secrets` input (`${{ toJSON(secrets) }}`) arrives in the run step's environment.
The action reads it once, before it runs anything, and from then on the values live
in two places only: this process's memory, for masking, and the memory of the trail
processes it starts, which take them on their standard input (redact.hold_secrets)
and read them before they run any oracle, suite or setup command. No file holds
them, so no path to one exists; both processes are non-dumpable, so a command
running as the same user cannot read them from /proc/PID/environ or /proc/PID/mem.

What a child process (trail, `setup`, and through trail the local sandbox's oracle)
gets is the step's environment without any variable that holds a secret: by its
name (redact.looks_secret, `secret-names`) or by its value (one of the `secrets`
input's values, or a form of one, inside it). A variable the user names in
`pass-env` is the exception: the oracle needs it (a DATABASE_URL), and it is given
on purpose; trail still masks its value in everything it writes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

from trail.github.settings import secret_names, secret_values
from trail.redact import SECRETS_ON_STDIN, Redactor, looks_secret, undumpable

# Why a variable stays out of what the action starts.
BY_NAME = "its name looks secret"
BY_VALUE = "its value holds a secret"
# The `secrets` input itself: its values are taken one by one.
INPUT_SECRETS = "INPUT_SECRETS"


@dataclass(frozen=True)
class JobSecrets:
    """The values to mask and to keep from every child: the `secrets` input's, and
    those of the variables whose names look secret (the token, `secret-names`)."""

    values: tuple[str, ...]     # the `secrets` input's, then the secret-named variables'
    names: tuple[str, ...]      # the `secret-names` input
    redactor: Redactor          # every value and its printed forms

    @classmethod
    def read(cls, environ: Mapping[str, str]) -> JobSecrets:
        """Read once, at the start of the step; makes this process non-dumpable."""
        names = secret_names(environ)
        named = [value for name, value in environ.items()
                 if looks_secret(name, names) and name != INPUT_SECRETS]
        values = tuple(dict.fromkeys([*secret_values(environ), *named]))
        undumpable()
        return cls(values, names, Redactor.from_values(values))

    def why_kept_out(self, name: str, value: str) -> str | None:
        """Why a variable must not reach a child process, or None when it may."""
        if looks_secret(name, self.names):
            return BY_NAME
        if self.redactor.holds(value):
            return BY_VALUE
        return None

    def hand_over(self) -> tuple[dict[str, str], bytes | None]:
        """What a trail child needs to take the values in: the variable that tells it to
        read them, and the bytes for its standard input."""
        if not self.values:
            return {}, None
        return {SECRETS_ON_STDIN: "1"}, json.dumps(self.values).encode()


@dataclass(frozen=True)
class ChildEnvironment:
    """The environment the action gives what it starts, and what it left out, why."""

    env: dict[str, str]
    dropped: dict[str, str]     # name -> why (BY_NAME, BY_VALUE)
    passed: tuple[str, ...] = ()  # `pass-env` names given though they hold a secret


def child_environment(environ: Mapping[str, str], secrets: JobSecrets,
                      pass_env: tuple[str, ...] = ()) -> ChildEnvironment:
    """The step's environment without its secrets, but for the variables in `pass-env`."""
    env: dict[str, str] = {}
    dropped: dict[str, str] = {}
    given: list[str] = []
    for name, value in environ.items():
        why = secrets.why_kept_out(name, value)
        if why is None or name in pass_env:
            env[name] = value
            given += [name] if why is not None else []
        else:
            dropped[name] = why
    return ChildEnvironment(env, dropped, tuple(given))


def describe(children: ChildEnvironment) -> str:
    """The log line that says what the action's children (trail, `setup`, an oracle or
    suite run on the job) get of the step's environment, and what not, why."""
    line = "environment of trail, setup and an oracle or suite run on the job: the step's"
    if children.dropped:
        line += f", without {len(children.dropped)}: " + ", ".join(
            f"{name} ({why})" for name, why in sorted(children.dropped.items()))
    if children.passed:
        line += f"; given though secret, as pass-env asks: {', '.join(children.passed)}"
    return line


def describe_image_oracle(sandbox: str, pass_env: tuple[str, ...]) -> str:
    """The log line that says what an oracle in a container or namespaces gets."""
    line = f"environment of the oracle (sandbox {sandbox}): the image's"
    if pass_env:
        return f"{line}, with {', '.join(pass_env)} of the step's (pass-env)"
    return f"{line}, with none of the step's variables: name those it needs in pass-env"
