"""The hand-off files: written atomically, and reproduce.sh / oracle.sh as scripts."""

from __future__ import annotations

import os

import pytest
from trail.delta import Interrupted
from trail.report import write_atomically


def test_an_interrupt_just_after_the_rename_comes_through(tmp_path, monkeypatch):
    # Not a FileNotFoundError for the temporary file, which the rename took away.
    rename = os.replace

    def rename_then_interrupt(src: str, dst: str) -> None:
        rename(src, dst)
        raise Interrupted("SIGINT")

    monkeypatch.setattr(os, "replace", rename_then_interrupt)
    with pytest.raises(Interrupted):
        write_atomically(str(tmp_path / "best"), b"data")
    assert os.listdir(tmp_path) == ["best"]
    assert (tmp_path / "best").read_bytes() == b"data"
