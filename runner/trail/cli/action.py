"""`trail action`: the GitHub Action's entry point inside its runner container."""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "action",
        help="run inside the GitHub Action (reads INPUT_* and GITHUB_* variables)",
        description=(
            "The GitHub Action's runner: `run` does the mode's job (minimize, sweep, "
            "issue, summary) and writes the step outputs; `publish` writes the job "
            "summary and posts or updates the pull request or issue comment. "
            "action.yml calls both; you do not need this outside GitHub Actions."),
    )
    parser.add_argument("phase", choices=("run", "publish"),
                        help="run: do the work; publish: summary and comment")
    parser.set_defaults(handler=_handle)


def _handle(args: argparse.Namespace, argv: Sequence[str]) -> int:
    # Imported here so that `trail delta` never loads the GitHub code.
    from trail.github import action

    environ = dict(os.environ)
    return action.run(environ) if args.phase == "run" else action.publish(environ)
