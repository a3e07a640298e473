"""What an environment image was built from, kept on the image as a label.

`trail env build` writes it (sandbox/envbuild.py); a sandbox that runs in the image
reads it back, and reproduce.sh carries it, so that the image can be rebuilt on a
machine where it never existed (a maintainer's, after the Action ran on a runner).

It holds the names of the variables baked in, never their values: a rebuild takes
them from the environment it runs in. Setup commands are kept with every secret
value masked (redact.py), as everything else trail writes.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass

ENV_LABEL = "trail.env"        # on every image trail built: `trail env prune` removes them
RECIPE_LABEL = "trail.recipe"
# Never part of an image, whatever .dockerignore says: history, and what trail writes.
ALWAYS_EXCLUDED = (".git", ".trail-action", "trail-out")
IMAGE_ID = re.compile(r"(sha256:)?[0-9a-f]{12,64}")  # an image given by id, not by name


@dataclass(frozen=True)
class EnvRecipe:
    """The base image, setup commands, baked variable names and project files' origin."""

    base: str
    setup: tuple[str, ...] = ()
    env_names: tuple[str, ...] = ()
    workdir: str = "/project"
    exclude: tuple[str, ...] = ()   # more folders left out, relative to the project
    commit: str | None = None       # `git rev-parse HEAD` of the project, where it is a clone
    prefix: str = ""                # the project's folder inside that clone ("" at its top)
    dirty: bool = False             # the files sent differed from the commit's

    def to_label(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_labels(cls, labels: dict[str, str] | None) -> EnvRecipe | None:
        """The recipe an image's labels carry; None for an image trail did not build
        (or built before recipes were kept)."""
        text = (labels or {}).get(RECIPE_LABEL)
        if not text:
            return None
        try:
            fields = json.loads(text)
            return cls(base=str(fields["base"]), setup=tuple(fields["setup"]),
                       env_names=tuple(fields["env_names"]), workdir=str(fields["workdir"]),
                       exclude=tuple(fields["exclude"]), commit=fields["commit"],
                       prefix=str(fields["prefix"]), dirty=bool(fields["dirty"]))
        except (ValueError, KeyError, TypeError):
            return None  # a label written by hand: no recipe rather than a wrong one


@dataclass(frozen=True)
class Rebuild:
    """An image reproduce.sh can rebuild where it is missing: its tag and its recipe."""

    image: str
    recipe: EnvRecipe


def rebuild_of(image: str, labels: dict[str, str] | None) -> Rebuild | None:
    """How reproduce.sh rebuilds `image` (as the sandbox was given it) from its labels;
    None where trail did not build it, or where it was given by id, which no rebuild
    can give again."""
    recipe = EnvRecipe.from_labels(labels)
    if recipe is None or IMAGE_ID.fullmatch(image):
        return None
    return Rebuild(image, recipe)
