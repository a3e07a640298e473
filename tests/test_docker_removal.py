"""remove_labelled waits, when asked, until the engine lists none of the containers:
one whose removal was under way (auto-remove after its exit) answers "removal in
progress" and stays listed until it ends. No engine needed: a stand-in client."""

from __future__ import annotations

import docker.errors
import trail.sandbox.docker as sandbox_docker


class _Api:
    """Lists the container `listed` times, then none; every removal is refused as
    already in progress, as the engine answers during an auto-remove."""

    def __init__(self, listed: int) -> None:
        self.listed = listed
        self.lists = 0
        self.removals = 0

    def containers(self, all: bool, filters: dict[str, str]) -> list[dict[str, str]]:
        self.lists += 1
        return [{"Id": "c1"}] if self.lists <= self.listed else []

    def remove_container(self, cid: str, force: bool, v: bool) -> None:
        self.removals += 1
        raise docker.errors.APIError("removal of container c1 is already in progress")

    def volumes(self, filters: dict[str, str]) -> dict[str, list[object]]:
        return {"Volumes": []}


class _Client:
    def __init__(self, api: _Api) -> None:
        self.api = api

    def close(self) -> None:
        pass


def _with(monkeypatch, api: _Api) -> None:
    monkeypatch.setattr(sandbox_docker.docker, "from_env", lambda timeout: _Client(api))


def test_with_wait_it_returns_once_the_engine_lists_none(monkeypatch):
    api = _Api(listed=3)
    _with(monkeypatch, api)
    assert sandbox_docker.remove_labelled("trail.run=r1", wait=30) == (0, 0)
    assert (api.lists, api.removals) == (4, 3)


def test_without_wait_it_lists_once(monkeypatch):
    api = _Api(listed=3)
    _with(monkeypatch, api)
    assert sandbox_docker.remove_labelled("trail.run=r1") == (0, 0)
    assert (api.lists, api.removals) == (1, 1)


def test_a_container_that_never_goes_ends_the_wait_at_its_limit(monkeypatch):
    api = _Api(listed=10**9)
    _with(monkeypatch, api)
    assert sandbox_docker.remove_labelled("trail.run=r1", wait=0.2) == (0, 0)
    assert 2 <= api.lists == api.removals
