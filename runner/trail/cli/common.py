"""What trail's command modules share: the exit statuses and how a command is added."""

from __future__ import annotations

import argparse

EXIT_OK = 0
EXIT_NOT_VERIFIED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


def add_command(subparsers: argparse._SubParsersAction, name: str, *, help: str,
                description: str, epilog: str) -> argparse.ArgumentParser:
    """A subcommand whose description and epilog (examples, exit statuses) keep
    their line breaks in --help. It names itself in its arguments, so that a bad
    option is reported with its own usage, not the top level's."""
    parser = subparsers.add_parser(name, help=help, description=description, epilog=epilog,
                                   formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.set_defaults(command_parser=parser)
    return parser
