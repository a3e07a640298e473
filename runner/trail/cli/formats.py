"""`trail formats`: list the formats `--format` accepts, with their file extensions."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from trail.formats.registry import FORMATS


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "formats", help="list input formats",
        description="List the formats `trail delta --format NAME` accepts. With "
                    "--format auto (the default) the format is chosen from the file "
                    "name, else from the content, else text.",
    )
    parser.set_defaults(handler=cmd_formats)


def cmd_formats(args: argparse.Namespace, argv: Sequence[str]) -> int:
    width = max(len(f.name) for f in FORMATS)
    for fmt in FORMATS:
        exts = " ".join(fmt.extensions) or "-"
        print(f"{fmt.name:<{width}}  {fmt.description}  [{exts}]")
    return 0
