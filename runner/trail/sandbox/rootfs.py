"""Images' root filesystems, unpacked once per image id for `--sandbox ns`.

`docker export` of a created (never started) container gives the image's files as
the container would see them, with the layers already merged. It is unpacked into
trail's cache folder under the image's id, so a tag rebuilt later gets a folder of
its own and a folder never changes once complete; `trail env prune` removes them.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import docker
import docker.errors

from trail.sandbox.docker import OWNER_LABEL, RUN_LABEL
from trail.sandbox.errors import SandboxError
from trail.sandbox.leftovers import this_run

COMPLETE = ".trail-complete"  # written beside the files once the unpacking ended


def cache_folder() -> Path:
    """Where unpacked root filesystems live: $XDG_CACHE_HOME/trail/rootfs."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "trail" / "rootfs"


def rootfs_path(image_id: str) -> Path:
    """The folder the image `image_id` (sha256:...) unpacks to, whether or not it exists."""
    return cache_folder() / image_id.replace(":", "-")


def _marker(target: Path) -> Path:
    return target.with_name(target.name + COMPLETE)


def is_unpacked(image_id: str) -> bool:
    return _marker(rootfs_path(image_id)).exists()


def unpack_image(api: docker.APIClient, image_id: str) -> Path:
    """The image's root filesystem, unpacked on the first call for this id.

    A lock file serializes concurrent trail processes; the files go to a temporary
    folder renamed into place when complete, so an interrupted unpacking is never
    used; the next unpacking of the image removes it."""
    target = rootfs_path(image_id)
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(f"{target}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not is_unpacked(image_id):
            shutil.rmtree(target, ignore_errors=True)
            for partial in target.parent.glob(f"{target.name}.*"):  # of runs killed here
                if partial.is_dir():
                    shutil.rmtree(partial, ignore_errors=True)
            partial = Path(tempfile.mkdtemp(prefix=f"{target.name}.", dir=target.parent))
            partial.chmod(0o755)  # it becomes the calls' `/`: mkdtemp made it 0700
            try:
                _export(api, image_id, partial)
                partial.rename(target)
            finally:
                shutil.rmtree(partial, ignore_errors=True)
            _marker(target).touch()
    return target


def _export(api: docker.APIClient, image_id: str, folder: Path) -> None:
    """Stream `docker export` of a created container of the image into `tar -x`."""
    cid = api.create_container(image_id, entrypoint=["/bin/true"], command=[],
                               labels={RUN_LABEL: "rootfs", OWNER_LABEL: str(this_run())})["Id"]
    try:
        # stderr to a file: a pipe nobody reads while the export streams could fill up.
        with tempfile.TemporaryFile() as said:
            tar = subprocess.Popen(["tar", "-x", "--numeric-owner", "-C", str(folder)],
                                   stdin=subprocess.PIPE, stderr=said)
            try:
                for chunk in api.export(cid):
                    tar.stdin.write(chunk)
            except BrokenPipeError:
                pass  # tar stopped early; its status says why
            finally:
                tar.stdin.close()
                tar.wait()
            said.seek(0)
            if tar.returncode != 0:
                raise SandboxError(f"cannot unpack image {image_id} into {folder}: "
                                   f"{said.read().decode(errors='replace').strip()}")
    finally:
        try:
            api.remove_container(cid, force=True)
        except docker.errors.APIError:
            pass  # `trail env prune` removes it by its label


def remove_unpacked(image_id: str) -> None:
    """Remove the image's unpacked root filesystem (the Action does when it removes an
    image it built). The marker goes first: a half-removed folder is never used."""
    target = rootfs_path(image_id)
    if not target.parent.is_dir():
        return
    with open(f"{target}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _marker(target).unlink(missing_ok=True)
        shutil.rmtree(target, ignore_errors=True)
    Path(f"{target}.lock").unlink(missing_ok=True)


def prune_rootfs() -> list[str]:
    """Remove every unpacked root filesystem; returns the image ids removed."""
    folder = cache_folder()
    removed = []
    for entry in sorted(folder.iterdir()) if folder.is_dir() else ():
        if entry.is_dir():
            shutil.rmtree(entry, ignore_errors=True)
            if entry.name.startswith("sha256-") and "." not in entry.name:
                removed.append(entry.name.replace("-", ":", 1))
        else:
            entry.unlink(missing_ok=True)
    return removed
