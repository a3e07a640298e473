"""`trail formats`: list the formats `--format` accepts, with their file extensions."""

from __future__ import annotations

import argparse

from trail.cli.common import ExitStatus, add_command


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `formats` to trail's commands."""
    add_command(
        subparsers, "formats", run=run, help="list input formats",
        description="List the formats `trail delta --format NAME` accepts. With "
                    "--format auto (the default) the format is chosen from the file "
                    "name, else from the content, else text.",
    )


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `trail --help` needs no format.
    from trail.formats.registry import all_formats

    formats = all_formats()
    width = max(len(f.name) for f in formats)
    for fmt in formats:
        exts = " ".join(fmt.extensions) or "-"
        print(f"{fmt.name:<{width}}  {fmt.description}  [{exts}]")
    return ExitStatus.OK
