"""The `trail` command line: the parser of every command, and the one map from
exceptions to exit statuses.

Each command is a module with `register(subparsers)` and `run(args) -> int`. They
import their job inside `run`, so that `trail --help` loads argparse and the cli
modules only; a command line that names its command loads that one module.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Iterable, Sequence
from types import ModuleType

from trail import __version__, cli
from trail.cli.common import ExitStatus, configure_logging, say_interrupted
from trail.diskfull import disk_full_message, is_disk_full
from trail.interrupts import Interrupted


def command_modules() -> list[ModuleType]:
    """Every module of trail.cli with `register(subparsers)`: a command registers itself
    by being there, so adding one is one new module. In name order, with a module that
    says LISTED_LAST (the Action's entry point) after the others."""
    import pkgutil

    found = [importlib.import_module(f"{__package__}.{info.name}")
             for info in pkgutil.iter_modules(cli.__path__)]
    commands = [module for module in found if hasattr(module, "register")]
    return sorted(commands, key=lambda m: (getattr(m, "LISTED_LAST", False), m.__name__))


def _command_module(name: str, parent: str | None) -> ModuleType | None:
    """The module of command `name` (an action of `parent`), or None if there is none.
    A command line that names its command imports and builds that one alone: all of
    them cost a plain `trail delta` run 5 to 10 ms at every start."""
    if not name.isidentifier():
        return None
    full = f"{__package__}.{name}"
    try:
        module = importlib.import_module(full)
    except ModuleNotFoundError as error:
        if error.name != full:
            raise
        return None
    if not hasattr(module, "register") or getattr(module, "PARENT", None) != parent:
        return None
    return module


# Errors whose one-line message says what the user can fix: exit status 2. They are
# named, not imported, because importing the jobs here would slow every start-up; an
# error whose module was never imported cannot have been raised. Those of every job
# here, a command's own in its USAGE_ERRORS.
USAGE_ERRORS = (
    ("trail.cli.common", "UsageError"),
    ("trail.errors", "UserError"),
    ("trail.pipeline.outlock", "OutDirBusy"),
    ("trail.sandbox.errors", "SandboxError"),
)


def usage_errors(commands: Iterable[ModuleType]) -> tuple[tuple[str, str], ...]:
    """USAGE_ERRORS and those the given command modules name."""
    return (*USAGE_ERRORS,
            *dict.fromkeys(error for m in commands for error in getattr(m, "USAGE_ERRORS", ())))


def build_parser(commands: Sequence[ModuleType] | None = None) -> argparse.ArgumentParser:
    """trail's parser, with every command or only those given."""
    parser = argparse.ArgumentParser(
        prog="trail",
        description="Minimize failing inputs with delta debugging (ddmin), verified, "
                    "with a standalone reproducer.",
    )
    parser.add_argument("--version", action="version", version=f"trail {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    if commands is None:
        commands = [m for m in command_modules() if getattr(m, "PARENT", None) is None]
    for command in commands:
        command.register(subparsers)
    return parser


def build_delta_actions_parser(actions: Sequence[ModuleType]) -> argparse.ArgumentParser:
    """`trail delta ACTION ...`: minimizations of other things than one input's units.
    They are parsed apart because `trail delta` itself takes a positional INPUT; a file
    named like an action is given as ./tests."""
    parser = argparse.ArgumentParser(prog="trail delta")
    subparsers = parser.add_subparsers(dest="action", metavar="ACTION")
    for command in actions:
        command.register(subparsers)
    return parser


def parse(argv: Sequence[str]) -> argparse.Namespace | None:
    """The parsed arguments, or None (after printing the help) when no command is given."""
    action = _command_module(argv[1], "delta") if argv[:1] == ["delta"] and argv[1:2] else None
    if action is not None:
        parser = build_delta_actions_parser([action])
        _check_options(parser, argv[1:])
        args, unknown = parser.parse_known_args(argv[1:])
    else:
        # A command named: its parser alone. None (help, a typo): every command's, for
        # the help and the error.
        command = _command_module(argv[0], None) if argv else None
        parser = build_parser(None if command is None else [command])
        _check_options(parser, argv)
        args, unknown = parser.parse_known_args(argv)
    if unknown:
        (getattr(args, "command_parser", None) or parser).error(
            f"unrecognized arguments: {' '.join(unknown)}")
    if getattr(args, "run", None) is None:
        parser.print_help()
        return None
    args.command_line = ["trail", *argv]
    return args


def _check_options(parser: argparse.ArgumentParser, argv: Sequence[str]) -> None:
    """Stop at a mistyped long option with the one it is close to. argparse would first
    miss a required option the typo stood for (`--orcale`: "one of the arguments
    --oracle --oracle-script is required"), or take the typo's value for the input."""
    words = list(argv)
    while True:  # down to the parser of the command the words name
        commands = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not commands or not words or words[0] not in commands[0].choices:
            break
        parser, words = commands[0].choices[words[0]], words[1:]
    known = list(parser._option_string_actions)
    for word in words:
        if word == "--":  # the command's own words follow
            return
        name = word.split("=", 1)[0]
        if not name.startswith("--") or any(option.startswith(name) for option in known):
            continue
        import difflib

        close = difflib.get_close_matches(name, [k for k in known if k.startswith("--")], n=1,
                                          cutoff=0.7)
        parser.error(f"unrecognized arguments: {name}" +
                     (f" (did you mean {close[0]}?)" if close else ""))


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _mask_secrets()
    try:
        args = parse(argv)
        if args is None:
            return ExitStatus.USAGE
        configure_logging(args.verbose, os.environ.get("TRAIL_LOG"))
        return args.run(args)
    except Interrupted:  # raised by a job only: its command is known
        return say_interrupted(args.interrupted)
    except KeyboardInterrupt:  # before or after the job
        return say_interrupted()
    except Exception as error:
        if is_disk_full(error):
            message = disk_full_message(error)  # what was written stays where it is
        elif _is_usage_error(error):
            message = str(error)
        else:
            raise
        print(f"trail: error: {message}", file=sys.stderr)
        return ExitStatus.USAGE


def _mask_secrets() -> None:
    """Whatever trail prints, a secret-looking variable's value never shows (an oracle's
    error line may echo a token, and messages quote error lines)."""
    from trail.redact import RedactingStream, Redactor, hold_secrets

    hold_secrets(os.environ, sys.stdin.buffer)
    redactor = Redactor.from_environ(os.environ)
    if redactor and not isinstance(sys.stderr, RedactingStream):
        sys.stdout = RedactingStream(sys.stdout, redactor)  # type: ignore[assignment]
        sys.stderr = RedactingStream(sys.stderr, redactor)  # type: ignore[assignment]


def _is_usage_error(error: Exception) -> bool:
    loaded = [m for name, m in sys.modules.items() if name.startswith(f"{__package__}.")]
    return any(isinstance(error, getattr(sys.modules[module], name))
               for module, name in usage_errors(loaded) if module in sys.modules)
