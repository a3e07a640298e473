"""Running a plain oracle command without `/bin/sh -c`, as the shell would have run it.

A command such as `/path/check.sh /tmp/.../input.txt` (what --oracle-script makes)
needs no shell: starting one costs a process per test, a large share of a short
test. Only a command that is words of plain characters and single-quoted strings,
whose program is not a shell builtin, runs without it, and then with what the shell
would have given it and said of it, where /bin/sh is dash (Debian, Ubuntu):

- its environment as the shell passes it on: PWD set to the working directory (the
  inherited one if it names that directory), variables whose names the shell cannot
  hold dropped;
- a program killed by a signal N reported as the shell reports it: exit status
  128 + N, and the signal's name (and "(core dumped)") on its stderr, but for SIGINT
  and SIGPIPE.

Anything else (a program that cannot be started: not found, not executable, a script
without `#!`) goes to the shell, whose own message and exit status are then the
result. One difference is left: an oracle that signals its own process group
(`kill 0`) is reported as exit 128 + N, where the shell, signalled too, would have
died of N. reproduce.sh and oracle.sh always run the command through the shell.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import signal
from collections.abc import Mapping

# Words of characters the shell gives no meaning to, or single-quoted strings (taken
# literally), separated by blanks. No quote of another kind, no expansion, no glob,
# no redirection, no operator, no comment, no assignment, no line break.
_WORD = r"(?:[A-Za-z0-9_@%+=:,./-]|'[^']*')+"
_PLAIN = re.compile(rf"[ \t]*{_WORD}(?:[ \t]+{_WORD})*[ \t]*")
# A program word taken as it is: no quotes, no `=` (NAME=value is an assignment).
_PROGRAM = re.compile(r"[A-Za-z0-9_@%+:,./-]+")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# dash's builtins and reserved words: a first word the shell would not look up as a file.
SHELL_WORDS = frozenset("""
    . : [ alias bg break cd chdir command continue echo eval exec exit export false fc fg
    getopts hash jobs kill local printf pwd read readonly return set shift test times trap
    true type ulimit umask unalias unset wait ! case do done elif else esac fi for if in
    then until while { } [[ function select""".split())


@functools.cache
def shell_is_dash() -> bool:
    """Whether /bin/sh is dash, the shell whose ways this module copies (elsewhere, say
    bash, another message on a signal: every command goes to the shell)."""
    return os.path.basename(os.path.realpath("/bin/sh")) == "dash"


def plain_argv(command: str, env: dict[str, str]) -> list[str] | None:
    """The argument vector the shell would run `command` as, if running it needs no
    shell; None if it does (or might)."""
    if not _PLAIN.fullmatch(command) or not shell_is_dash():
        return None
    # Without quotes the words are the blank-separated fields (shlex is slower than a test).
    argv = shlex.split(command) if "'" in command else command.split()
    program = command.split(None, 1)[0]
    if not _PROGRAM.fullmatch(program) or program in SHELL_WORDS:
        return None
    # Without a slash the shell searches PATH; unset, its default differs from Python's.
    if "/" not in program and "PATH" not in env:
        return None
    return argv


def passed_on(env: Mapping[str, str]) -> dict[str, str]:
    """The variables of `env` the shell keeps: those whose names it can hold. Filtered
    name by name, so that passed_on(a) updated with passed_on(b) is passed_on(a | b),
    order included: the local sandbox filters os.environ once and each call's own
    variables alone."""
    return {k: v for k, v in env.items() if _NAME.fullmatch(k)}


def with_pwd(passed: dict[str, str], inherited: str | None, cwd: str) -> dict[str, str]:
    """`passed` (updated in place) with PWD as the shell started in `cwd` sets it,
    `inherited` being the PWD it was given."""
    passed["PWD"] = _shell_pwd(inherited, cwd)
    return passed


def _shell_pwd(inherited: str | None, cwd: str) -> str:
    """The inherited PWD if it is absolute and names `cwd`, else the physical path."""
    if inherited is not None and inherited.startswith("/"):
        try:
            if os.path.samestat(os.stat(inherited), os.stat(cwd)):
                return inherited
        except OSError:
            pass
    return os.path.realpath(cwd)


def as_shell_reports(status: int) -> tuple[int, bytes]:
    """A raw wait status as the shell reports it: its exit status (128 + N for a
    signal N) and what it says on stderr."""
    if not os.WIFSIGNALED(status):
        return os.waitstatus_to_exitcode(status), b""
    number = os.WTERMSIG(status)
    if number in (signal.SIGINT, signal.SIGPIPE):
        return 128 + number, b""
    name = signal.strsignal(number) or f"Unknown signal {number}"
    core = " (core dumped)" if os.WCOREDUMP(status) else ""
    return 128 + number, f"{name}{core}\n".encode()
