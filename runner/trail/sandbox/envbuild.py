"""`trail env build` and `trail env prune`: images that reproduce a job's environment.

An environment image is a base image plus the project directory (as .dockerignore
leaves it, and without .git or trail's own folders), some baked-in environment
variables and setup commands. Its default tag is derived from a content hash of all
of that, so an unchanged environment is found and reused instead of rebuilt; the
hash is also kept as the image's `trail.env` label, which is how `prune` recognizes
trail's images.

trail's own folders stay out because they change on every run (so the image would
never be reused) and may hold what must not be baked in: the Action keeps the
event payload, an issue's untrusted text, in .trail-action/.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
import stat
import subprocess
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

import docker.errors
import docker.utils.build

from trail.redact import Redactor, looks_secret
from trail.sandbox.docker import RUN_LABEL, connect, image_missing_message, remove_labelled
from trail.sandbox.recipe import ALWAYS_EXCLUDED, ENV_LABEL, RECIPE_LABEL, EnvRecipe

PROJECT_DIR = "/project"
STEP_IMAGE = re.compile(r"\s*---> ([0-9a-f]{12,})\s*$")  # the builder's "---> <image id>" line


class EnvBuildError(Exception):
    """The environment could not be built; the message says why and what to do."""


@dataclass(frozen=True)
class EnvSpec:
    """Everything an environment image is made of; its hash names the image."""

    context: str
    base: str
    setup: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    workdir: str = PROJECT_DIR
    exclude: tuple[str, ...] = ()  # more folders to leave out (a --out), context-relative


@dataclass(frozen=True)
class EnvImage:
    tag: str
    image_id: str
    content_hash: str
    reused: bool


def select_env(requests: Iterable[str], environ: Mapping[str, str],
               exclude: Iterable[str] = ()) -> tuple[dict[str, str], list[str]]:
    """Resolve --env NAME[=VALUE] requests (NAME may be a glob over `environ`).

    Returns the variables to bake in and the names refused because they look like
    secrets or match an --exclude-env pattern."""
    exclude = list(exclude)
    chosen: dict[str, str] = {}
    refused: list[str] = []
    for request in requests:
        name, has_value, value = request.partition("=")
        if has_value:
            matches = {name: value}
        elif any(ch in name for ch in "*?["):
            matches = {key: environ[key] for key in sorted(environ)
                       if fnmatch.fnmatchcase(key, name)}
        elif name in environ:
            matches = {name: environ[name]}
        else:
            raise EnvBuildError(f"--env {name}: no such variable in the environment; "
                                f"give it a value with --env {name}=VALUE")
        for key, val in matches.items():
            # Names that look like credentials are never baked into an image.
            if looks_secret(key) or any(fnmatch.fnmatchcase(key, p) for p in exclude):
                refused.append(key)
            else:
                chosen[key] = val
    return chosen, refused


def dockerignore_patterns(context: str) -> list[str]:
    """The context's .dockerignore patterns, read the way the Docker SDK reads them."""
    path = os.path.join(context, ".dockerignore")
    if not os.path.exists(path):
        return []
    with open(path) as fh:
        return [line.strip() for line in fh.read().splitlines()
                if line.strip() and not line.strip().startswith("#")]


def exclude_patterns(spec: EnvSpec) -> list[str]:
    """.dockerignore's patterns, then trail's: last, so that no `!` line brings them back."""
    own = [*ALWAYS_EXCLUDED, *(_context_relative(spec.context, p) for p in spec.exclude)]
    return dockerignore_patterns(spec.context) + [p for p in own if p]


def _context_relative(context: str, path: str) -> str:
    rel = os.path.relpath(os.path.abspath(path), os.path.abspath(context))
    return "" if rel.startswith("..") else rel  # a folder outside is never sent anyway


def context_files(spec: EnvSpec) -> list[str]:
    """Paths (relative, sorted) that a build of `spec` sends."""
    return sorted(docker.utils.build.exclude_paths(spec.context, exclude_patterns(spec)))


def recipe(spec: EnvSpec, environ: Mapping[str, str] | None = None) -> EnvRecipe:
    """What reproduce.sh needs to rebuild the image of `spec` elsewhere (sandbox/recipe.py):
    variable names only, and setup commands with every secret value of `environ` masked."""
    mask = Redactor.from_environ(os.environ if environ is None else environ).text
    commit, prefix, dirty = _origin(spec)
    excluded = (_context_relative(spec.context, p) for p in spec.exclude)
    return EnvRecipe(base=spec.base, setup=tuple(mask(c) for c in spec.setup),
                     env_names=tuple(sorted(spec.env)), workdir=spec.workdir,
                     exclude=tuple(p for p in excluded if p), commit=commit, prefix=prefix,
                     dirty=dirty)


def _origin(spec: EnvSpec) -> tuple[str | None, str, bool]:
    """The commit the project's files came from, the project's folder in that clone, and
    whether any file the build sends differs from the commit (or the commit lacks it).
    (None, "", False) outside a clone. safe.directory: on a runner the workspace belongs
    to another user than the container's root, and git would refuse to read it."""
    context = os.path.abspath(spec.context)
    git = ["git", "-c", f"safe.directory={context}", "-C", context]
    try:
        found = subprocess.run([*git, "rev-parse", "--show-toplevel", "HEAD"],
                               capture_output=True, text=True)
    except OSError:  # no git here (the Action's runner image): the job's commit, if any
        return _workflow_commit(context)
    if found.returncode != 0:
        return None, "", False
    top, commit = found.stdout.split("\n")[:2]
    git[2] = f"safe.directory={top}"
    prefix = os.path.relpath(os.path.realpath(context), os.path.realpath(top))
    prefix = "" if prefix == "." else prefix
    status = subprocess.run([*git, "status", "--porcelain=v1", "-z", "-uall", "--no-renames",
                             "--", "."], capture_output=True, text=True)
    sent = set(context_files(spec))
    dirty = False
    for entry in filter(None, status.stdout.split("\0")):
        path = os.path.relpath(entry[3:], prefix) if prefix else entry[3:]
        dirty = dirty or "D" in entry[:2] or path in sent
    return commit, prefix, dirty or status.returncode != 0


def _workflow_commit(context: str) -> tuple[str | None, str, bool]:
    """GITHUB_SHA for a project inside GITHUB_WORKSPACE (the commit actions/checkout
    checks out), where git itself is missing; whether files changed is unknown."""
    workspace, sha = os.environ.get("GITHUB_WORKSPACE"), os.environ.get("GITHUB_SHA")
    if not workspace or not sha:
        return None, "", False
    prefix = os.path.relpath(context, os.path.abspath(workspace))
    if prefix.startswith(".."):
        return None, "", False
    return sha, "" if prefix == "." else prefix, False


def content_hash(spec: EnvSpec, base_id: str) -> str:
    """A hash of the base image id, the files of the context, env, setup and workdir."""
    digest = hashlib.sha256()
    header = {"base": base_id, "setup": list(spec.setup), "env": dict(sorted(spec.env.items())),
              "workdir": spec.workdir}
    digest.update(json.dumps(header, sort_keys=True).encode())
    for rel in context_files(spec):
        path = os.path.join(spec.context, rel)
        info = os.lstat(path)
        digest.update(b"\0" + rel.encode() + b"\0" + oct(stat.S_IMODE(info.st_mode)).encode())
        if stat.S_ISLNK(info.st_mode):
            digest.update(b"L" + os.readlink(path).encode())
        elif stat.S_ISREG(info.st_mode):
            digest.update(b"F")
            with open(path, "rb") as fh:
                for block in iter(lambda: fh.read(1 << 20), b""):
                    digest.update(block)
    return digest.hexdigest()


def default_tag(spec: EnvSpec, digest: str) -> str:
    name = re.sub(r"[^a-z0-9]+", "-", os.path.basename(os.path.abspath(spec.context)).lower())
    return f"trail-env-{name.strip('-') or 'project'}:{digest[:12]}"


def dockerfile(spec: EnvSpec, base_id: str, labels: Mapping[str, str] | None = None) -> str:
    """The build's Dockerfile; `labels` all in one LABEL line at the end, where they
    keep the steps before cacheable. One line, not the engine's `labels` (a step of
    its own per label, each a container committed: 1.4 s for five on a loaded runner)."""
    lines = [f"FROM {base_id}", f"COPY . {spec.workdir}", f"WORKDIR {spec.workdir}"]
    if spec.env:
        lines.append("ENV " + " ".join(f"{key}={json.dumps(val)}"
                                       for key, val in sorted(spec.env.items())))
    lines += [f"RUN {command}" for command in spec.setup]
    if labels:
        lines.append("LABEL " + " ".join(f"{_quoted(key)}={_quoted(value)}"
                                         for key, value in sorted(labels.items())))
    return "\n".join(lines) + "\n"


def _quoted(word: str) -> str:
    """`word` in a Dockerfile's double quotes, where a backslash escapes only `"`, `$`
    and itself (and `$` would expand a variable); a line break would end the line."""
    if "\n" in word or "\r" in word:
        raise EnvBuildError(f"a label is one line: {word!r}")
    return '"' + re.sub(r'(["$\\])', r"\\\1", word) + '"'


def build_env(spec: EnvSpec, tag: str | None = None,
              on_output: Callable[[str], None] = lambda line: None,
              labels: Mapping[str, str] | None = None) -> EnvImage:
    """Build (or reuse) the environment image of `spec`; stream build output to on_output.

    `labels` go on a new image only (they are not part of the content hash): the
    Action's run id and creation time, by which it removes images killed runs left."""
    if not os.path.isdir(spec.context):
        raise EnvBuildError(f"project directory not found: {spec.context}")
    client = connect()
    api = client.api
    try:
        try:
            base_id = api.inspect_image(spec.base)["Id"]
        except docker.errors.ImageNotFound as exc:
            raise EnvBuildError(image_missing_message(spec.base)) from exc
        digest = content_hash(spec, base_id)
        tag = tag or default_tag(spec, digest)
        existing = _image_labels(api, tag)
        if existing is not None and existing[1].get(ENV_LABEL) == digest:
            on_output(f"environment unchanged: reusing {tag}")
            return EnvImage(tag, existing[0], digest, reused=True)
        image_id = _build(api, spec, base_id, tag, {**(labels or {}), ENV_LABEL: digest,
                                                     "trail.base": spec.base,
                                                     RECIPE_LABEL: recipe(spec).to_label()},
                          on_output)
        return EnvImage(tag, image_id, digest, reused=False)
    finally:
        client.close()


def _image_labels(api: docker.APIClient, tag: str) -> tuple[str, dict[str, str]] | None:
    try:
        info = api.inspect_image(tag)
    except docker.errors.ImageNotFound:
        return None
    return info["Id"], (info.get("Config") or {}).get("Labels") or {}


def _build(api: docker.APIClient, spec: EnvSpec, base_id: str, tag: str,
           labels: dict[str, str], on_output: Callable[[str], None]) -> str:
    # The context tar is built here, from the files the hash covered: the SDK puts the
    # Dockerfile in it under a name that the tar's own .dockerignore (our patterns)
    # also lists, so COPY . copies neither it nor anything the patterns leave out.
    name = f".trail-dockerfile.{labels[ENV_LABEL][:12]}"
    with docker.utils.build.tar(os.path.abspath(spec.context), exclude=exclude_patterns(spec),
                                dockerfile=(name, dockerfile(spec, base_id, labels))) as context:
        stream = api.build(
            fileobj=context, custom_context=True, dockerfile=name, tag=tag, rm=True,
            forcerm=True, decode=True,
        )
        last_step: str | None = None  # the image of the last step that succeeded
        for chunk in stream:
            if "error" in chunk:
                if last_step is not None:  # a failed build leaves its steps as <none> images
                    _remove_quietly(api, last_step)
                message = " ".join(str(chunk["error"]).split())
                raise EnvBuildError(f"image build failed: {message}")
            text = chunk.get("stream") or chunk.get("status")
            if text and text.strip():
                step = STEP_IMAGE.match(text)
                if step:
                    last_step = step.group(1)
                on_output(text.rstrip("\n"))
    labels = _image_labels(api, tag)
    if labels is None:  # pragma: no cover - the engine said it built it
        raise EnvBuildError(f"image build of {tag} ended without an image")
    return labels[0]


def _remove_quietly(api: docker.APIClient, image: str) -> None:
    try:
        api.remove_image(image)  # also removes its untagged parents, not the base
    except docker.errors.APIError:
        pass


@dataclass(frozen=True)
class Pruned:
    containers: int
    volumes: int
    images: list[str]


def prune(*, images: bool = True) -> Pruned:
    """Remove what earlier runs left: labelled containers and volumes, and env images."""
    containers, volumes = remove_labelled(RUN_LABEL)
    removed: list[str] = []
    if images:
        client = connect()
        try:
            for image in client.api.images(filters={"label": ENV_LABEL}):
                names = [t for t in image.get("RepoTags") or [] if t != "<none>:<none>"]
                try:
                    client.api.remove_image(image["Id"], force=True)
                except docker.errors.NotFound:
                    continue
                removed += names or [image["Id"]]
        finally:
            client.close()
    return Pruned(containers, volumes, removed)
