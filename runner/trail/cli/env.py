"""`trail env build` and `trail env prune`: the images `--sandbox docker` runs in.

The Docker SDK is imported only when one of them runs, so that `trail --help` and
`trail delta` with the local sandbox start without it.
"""

from __future__ import annotations

import argparse
import os
import sys

from trail.cli.common import ExitStatus, UsageError, add_command
from trail.cli.options import QUIET

DEFAULT_BASE = "trail-base:bookworm"  # built offline by scripts/build-base-image.sh

BUILD_EPILOG = """\
examples:
  trail env build --base python:3.12-slim --setup 'pip install -e .' --tag myproj-env .
  trail delta --sandbox docker --image myproj-env --oracle 'pytest -x t.py --input {}' big.json

The project directory is copied to the image's working directory (/project), as
.dockerignore leaves it, without .git and trail's own folders (.trail-action,
trail-out). Without --tag the tag is trail-env-DIR:HASH, where HASH covers the base
image, the files, --env and --setup: an unchanged environment is reused.
Variables whose names contain TOKEN, SECRET, PASSWORD or KEY are never baked in.
The image's tag is printed on standard output; build output goes to standard error.
"""


# Errors whose one-line message says what to fix (cli.main maps them to exit status 2).
USAGE_ERRORS = (("trail.sandbox.envbuild", "EnvBuildError"),)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `env build` and `env prune` to the trail command line."""
    env = subparsers.add_parser(
        "env", help="build and prune the Docker images that --sandbox docker runs in",
        description="Environment images for `trail delta --sandbox docker`.")
    actions = env.add_subparsers(dest="env_command", metavar="{build,prune}", required=True)
    _register_build(actions)
    add_command(
        actions, "prune", run=run_prune,
        help="remove trail's containers, volumes and env images left by earlier runs",
        description="Remove containers and volumes labelled trail.run (also those of runs "
                    "still in progress), images built by `trail env build` and the root "
                    "filesystems --sandbox ns unpacked.",
    ).add_argument("--keep-images", action="store_true",
                   help="remove leftover containers and volumes only (keep images and "
                        "unpacked root filesystems)")


def _register_build(actions: argparse._SubParsersAction) -> None:
    build = add_command(
        actions, "build", run=run_build,
        help="build an image from a project directory (reused when unchanged)",
        description="Build an environment image: base + project directory + setup commands.",
        epilog=BUILD_EPILOG)
    build.add_argument("context", nargs="?", default=".", metavar="DIR",
                       help="the project directory (default: the current one)")
    build.add_argument("--base", default=DEFAULT_BASE, metavar="IMAGE",
                       help=f"the image to start from (default: {DEFAULT_BASE})")
    build.add_argument("--setup", action="append", default=[], metavar="CMD",
                       help="a shell command run in the project directory at build time "
                            "(repeatable, in order)")
    build.add_argument("--env", action="append", default=[], metavar="NAME[=VALUE]",
                       help="bake a variable in: NAME takes its current value, NAME may be a "
                            "glob such as 'PYTHON*' (repeatable)")
    build.add_argument("--exclude-env", action="append", default=[], metavar="PATTERN",
                       help="never bake in variables matching PATTERN (repeatable)")
    build.add_argument("--tag", metavar="TAG",
                       help="the image tag (default: from the content hash)")
    build.add_argument("--exclude", action="append", default=[], metavar="DIR",
                       help="leave DIR out of the image, like a .dockerignore line "
                            "(repeatable; .git, .trail-action and trail-out always are)")
    build.add_argument("--label", action="append", default=[], metavar="KEY=VALUE",
                       help="a label for a newly built image (repeatable; not part of "
                            "the content hash, so an unchanged image is reused as it is)")
    build.add_argument("--workdir", default="/project", metavar="PATH",
                       help="where the project goes in the image (default: /project)")
    QUIET.add(build, help="do not stream build output")


def run_build(args: argparse.Namespace) -> int:
    """Build the image and print its tag on stdout."""
    from trail.sandbox.envbuild import EnvSpec, build_env, select_env

    env, refused = select_env(args.env, os.environ, args.exclude_env)
    for name in refused:
        print(f"trail env: not baking in {name}: it looks like a secret", file=sys.stderr)
    spec = EnvSpec(context=args.context, base=args.base, setup=tuple(args.setup),
                   env=env, workdir=args.workdir, exclude=tuple(args.exclude))
    labels = dict(label.partition("=")[::2] for label in args.label)
    if any(not key for key in labels):
        raise UsageError("--label needs KEY=VALUE, e.g. --label owner=ci")
    image = build_env(spec, args.tag, on_output=_quiet if args.quiet else _to_stderr,
                      labels=labels)
    print(image.tag)
    return ExitStatus.OK


def run_prune(args: argparse.Namespace) -> int:
    """Remove what earlier runs left, and say what."""
    from trail.sandbox.envbuild import prune
    from trail.sandbox.rootfs import prune_rootfs

    done = prune(images=not args.keep_images)
    unpacked = [] if args.keep_images else prune_rootfs()
    print(f"removed {done.containers} container(s), {done.volumes} volume(s), "
          f"{len(done.images)} image(s), {len(unpacked)} unpacked root filesystem(s)"
          + "".join(f"\n  {name}" for name in done.images)
          + "".join(f"\n  {image_id} (--sandbox ns)" for image_id in unpacked))
    return ExitStatus.OK


def _to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _quiet(line: str) -> None:
    pass
