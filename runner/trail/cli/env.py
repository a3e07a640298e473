"""The `trail env` subcommand, and the `--sandbox` options of `trail delta`.

The Docker SDK is imported only when a command needs it, so that `trail delta`
with the local sandbox starts without it.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from collections.abc import Sequence

from trail.cli.common import add_command
from trail.oracle.command import Oracle
from trail.sandbox.base import Sandbox
from trail.sandbox.errors import SandboxError
from trail.sandbox.limits import Limits
from trail.sandbox.local import LocalSandbox

DEFAULT_BASE = "trail-base:bookworm"  # built offline by scripts/build-base-image.sh

BUILD_EPILOG = """\
examples:
  trail env build --base python:3.12-slim --setup 'pip install -e .' --tag myproj-env .
  trail delta --sandbox docker --image myproj-env --oracle 'pytest -x t.py --input {}' big.json

The project directory is copied to the image's working directory (/project), as
.dockerignore leaves it. Without --tag the tag is trail-env-DIR:HASH, where HASH covers
the base image, the files, --env and --setup: an unchanged environment is reused.
Variables whose names contain TOKEN, SECRET, PASSWORD or KEY are never baked in.
The image's tag is printed on standard output; build output goes to standard error.
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add `env build` and `env prune` to the trail command line."""
    env = subparsers.add_parser(
        "env", help="build and prune the Docker images that --sandbox docker runs in",
        description="Environment images for `trail delta --sandbox docker`.")
    actions = env.add_subparsers(dest="env_command", metavar="{build,prune}", required=True)

    build = add_command(
        actions, "build", help="build an image from a project directory (reused when unchanged)",
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
    build.add_argument("--workdir", default="/project", metavar="PATH",
                       help="where the project goes in the image (default: /project)")
    build.add_argument("-q", "--quiet", action="store_true", help="do not stream build output")
    build.set_defaults(handler=run_build)

    prune_cmd = actions.add_parser(
        "prune", help="remove trail's containers, volumes and env images left by earlier runs",
        description="Remove containers and volumes labelled trail.run (also those of runs "
                    "still in progress) and images built by `trail env build`.")
    prune_cmd.add_argument("--keep-images", action="store_true",
                           help="remove leftover containers and volumes only")
    prune_cmd.set_defaults(handler=run_prune)


def run_build(args: argparse.Namespace, argv: Sequence[str] = ()) -> int:
    from trail.sandbox.envbuild import EnvBuildError, EnvSpec, build_env, select_env

    try:
        env, refused = select_env(args.env, os.environ, args.exclude_env)
        for name in refused:
            print(f"trail env: not baking in {name}: it looks like a secret", file=sys.stderr)
        spec = EnvSpec(context=args.context, base=args.base, setup=tuple(args.setup),
                       env=env, workdir=args.workdir)
        image = build_env(spec, args.tag,
                          on_output=_quiet if args.quiet else _to_stderr)
    except (EnvBuildError, SandboxError) as exc:
        print(f"trail env: error: {exc}", file=sys.stderr)
        return 2
    print(image.tag)
    return 0


def run_prune(args: argparse.Namespace, argv: Sequence[str] = ()) -> int:
    from trail.sandbox.envbuild import prune

    try:
        done = prune(images=not args.keep_images)
    except SandboxError as exc:
        print(f"trail env: error: {exc}", file=sys.stderr)
        return 2
    print(f"removed {done.containers} container(s), {done.volumes} volume(s), "
          f"{len(done.images)} image(s)" + "".join(f"\n  {name}" for name in done.images))
    return 0


def _to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _quiet(line: str) -> None:
    pass


# -- `trail delta --sandbox docker` -------------------------------------------------

def add_sandbox_arguments(parser: argparse.ArgumentParser) -> None:
    """--sandbox and the Docker sandbox's options, for `trail delta`."""
    limits = Limits()
    group = parser.add_argument_group("sandbox")
    group.add_argument("--sandbox", choices=("local", "docker"), default="local",
                       help="where each test runs: local (a fresh temp dir, the default) or "
                            "docker (a fresh container of --image per test)")
    group.add_argument("--image", metavar="IMAGE",
                       help="the image for --sandbox docker (build one with `trail env build`)")
    group.add_argument("--network", metavar="NETWORK",
                       help=f"the containers' network (default: {limits.network}; "
                            "e.g. bridge to allow it)")
    group.add_argument("--memory", metavar="SIZE",
                       help=f"memory limit per container (default: {limits.memory}); "
                            "a test killed for memory is inconclusive")
    group.add_argument("--pids", type=int, metavar="N",
                       help=f"process limit per container (default: {limits.pids})")
    group.add_argument("--cpus", type=float, metavar="N",
                       help=f"CPU limit per container (default: {limits.cpus:g})")


# The options that only a Docker sandbox reads (their defaults are Limits').
DOCKER_OPTIONS = ("image", "memory", "pids", "cpus", "network")


def open_sandbox(args: argparse.Namespace, oracle: Oracle) -> tuple[Sandbox, Oracle]:
    """The sandbox the options ask for, and the oracle as that sandbox must call it.

    In a container an --oracle-script is not at its host path: the sandbox writes it
    into each container and the command calls it as "$TRAIL_ORACLE". Raises
    SandboxError with a one-line message (no engine, no image, no --image)."""
    docker_only = [f"--{name}" for name in DOCKER_OPTIONS if getattr(args, name) is not None]
    if args.sandbox == "local":
        if docker_only:
            raise SandboxError(f"{', '.join(docker_only)}: for --sandbox docker only, and the "
                               "tests would run here: add --sandbox docker")
        return LocalSandbox(), oracle
    from trail.sandbox.docker import DockerSandbox

    if not args.image:
        raise SandboxError("--sandbox docker needs --image IMAGE "
                           "(build one with `trail env build`)")
    script = None
    if oracle.script is not None and os.path.isfile(oracle.script):
        with open(oracle.script) as fh:
            script = fh.read()
        oracle = dataclasses.replace(oracle, command='"$TRAIL_ORACLE" {}')
    given = {name: getattr(args, name) for name in DOCKER_OPTIONS[1:]}
    limits = Limits(**{name: value for name, value in given.items() if value is not None})
    return DockerSandbox(args.image, limits=limits, oracle_script=script), oracle
