"""What trail's command modules share: exit statuses, the usage error, how a command is added.

Every command module has `register(subparsers)`, which adds its parser through
`add_command`, and `run(args) -> int`, which does the work and returns an exit
status; `PARENT = "delta"` makes it an action of `trail delta`, and `USAGE_ERRORS`
names the errors of its job whose message says what to fix. cli.main finds every
such module. `args` carries the parsed options and `command_line` (trail's whole
argument list, for the report). Errors are not caught in `run`: cli.main maps
them to exit statuses, in one place.
"""

from __future__ import annotations

import argparse
import gc
import logging
import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import IntEnum


class ExitStatus(IntEnum):
    OK = 0
    NOT_VERIFIED = 1   # the result did not fail on every verification run
    USAGE = 2          # bad usage or input: the one-line message says what to fix
    STALLED = 3        # most candidates were inconclusive: the result is not minimized
    INTERRUPTED = 130  # Ctrl-C or SIGTERM, as a shell reports SIGINT


class UsageError(Exception):
    """A command line no run could satisfy, found after parsing; the message says how to fix it."""


Run = Callable[[argparse.Namespace], int]


def add_command(subparsers: argparse._SubParsersAction, name: str, *, run: Run, help: str,
                description: str, epilog: str | None = None,
                interrupted: str = "interrupted") -> argparse.ArgumentParser:
    """A command that `run` carries out. With an epilog (examples, exit statuses) the
    description and epilog keep their line breaks in --help. `interrupted` is what
    stderr says when Ctrl-C ends the command's job. The parser names itself in its
    arguments, so that a bad option is reported with its own usage, not the top level's."""
    formatter = argparse.RawDescriptionHelpFormatter if epilog else argparse.HelpFormatter
    parser = subparsers.add_parser(name, help=help, description=description, epilog=epilog,
                                   formatter_class=formatter)
    parser.add_argument("-v", "--verbose", action="count", default=0,
                        help="log each pass and each candidate's outcome, and why a "
                             "candidate counted as another failure, on stderr; -vv: also "
                             "cached and malformed candidates and ddmin's decisions "
                             "(TRAIL_LOG=info or debug does the same)")
    parser.set_defaults(run=run, interrupted=interrupted, command_parser=parser)
    return parser


# -v, -vv, and TRAIL_LOG's words, as logging levels; the louder of the two counts.
LOG_LEVELS = {"info": logging.INFO, "debug": logging.DEBUG}


def configure_logging(verbose: int, env_level: str | None) -> None:
    """Send trail's log to stderr at the level -v / TRAIL_LOG ask for; with neither,
    nothing is logged and the output is what it always was."""
    levels = [logging.INFO if verbose == 1 else logging.DEBUG] if verbose else []
    if env_level:
        if env_level.lower() not in LOG_LEVELS:
            raise UsageError(f"TRAIL_LOG={env_level}: give info or debug")
        levels.append(LOG_LEVELS[env_level.lower()])
    if not levels:
        return
    handler = logging.StreamHandler(sys.stderr)  # the stream that masks secrets
    handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
    logger = logging.getLogger("trail")
    logger.addHandler(handler)
    logger.setLevel(min(levels))


def say_interrupted(message: str = "interrupted") -> ExitStatus:
    """Tell that Ctrl-C or SIGTERM ended trail; a second Ctrl-C must not cut this short."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    print(f"trail: {message}", file=sys.stderr)
    return ExitStatus.INTERRUPTED


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while trail imports its modules: they make tens of
    thousands of objects that live as long as the process, so the fifty-odd collections
    their making set off found nothing and cost a tenth of the imports' time."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
