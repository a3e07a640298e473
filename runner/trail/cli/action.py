"""`trail action`: the GitHub Action's entry point, run on the job by action.yml."""

from __future__ import annotations

import argparse
import os

from trail.cli.common import add_command

LISTED_LAST = True  # the Action's entry point: not for use outside GitHub Actions


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `action` to trail's commands."""
    add_command(
        subparsers, "action", run=run,
        help="run inside the GitHub Action (reads INPUT_* and GITHUB_* variables)",
        description=(
            "The GitHub Action's runner: `run` does the mode's job (minimize, sweep, "
            "issue, summary) and writes the step outputs; `publish` writes the job "
            "summary and posts or updates the pull request or issue comment. "
            "action.yml calls both; you do not need this outside GitHub Actions."),
    ).add_argument("phase", choices=("run", "publish"),
                   help="run: do the work; publish: summary and comment")


def run(args: argparse.Namespace) -> int:
    # Imported here so that `trail delta` never loads the GitHub code.
    from trail.github import action

    environ = dict(os.environ)
    return action.run(environ) if args.phase == "run" else action.publish(environ)
