"""Directories: deterministic tar, safe unpacking, files first, then each file's format."""

from __future__ import annotations

import io
import json
import tarfile

import pytest
from trail.api import minimize
from trail.formats.directory import UnsafeArchive, entries, pack_dir, unpack
from trail.formats.registry import choose


@pytest.fixture
def project(tmp_path):
    root = tmp_path / "project"
    (root / "app").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "app" / "config.json").write_text(json.dumps(
        {"name": "svc", "db": {"host": "localhost", "port": 0}, "debug": False}, indent=2))
    (root / "app" / "main.py").write_text("import json\n\n\ndef main():\n    return 1\n")
    (root / "docs" / "guide.md").write_text("# Guide\n\nRun it.\n")
    (root / "README.md").write_text("svc\n")
    (root / "run.sh").write_text("#!/bin/sh\nexec python3 app/main.py\n")
    (root / "run.sh").chmod(0o755)
    return root


def port_zero(data: bytes) -> bool:
    files = {e.name: e.content for e in entries(data) if e.kind == "file"}
    config = files.get("app/config.json")
    return config is not None and json.loads(config).get("db", {}).get("port") == 0


def test_pack_is_deterministic_and_unpack_restores_the_tree(project, tmp_path):
    data = pack_dir(project)
    assert pack_dir(project) == data
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        members = tar.getmembers()
    assert [m.name for m in members] == ["README.md", "app", "app/config.json", "app/main.py",
                                         "docs", "docs/guide.md", "run.sh"]
    assert {(m.mtime, m.uid, m.gid, m.uname, m.gname) for m in members} == {(0, 0, 0, "", "")}
    out = tmp_path / "out"
    out.mkdir()
    unpack(data, out)
    assert pack_dir(out) == data
    assert (out / "run.sh").stat().st_mode & 0o777 == 0o755


def test_directory_keeps_the_needed_file_reduced_by_its_own_format(project):
    data = pack_dir(project)
    fmt, reason, warnings = choose("project", data, None, directory=True)
    assert (fmt.name, reason, warnings) == ("directory", "the input is a folder", [])
    assert fmt.file_formats["app/config.json"].name == "json"
    assert fmt.file_formats["app/main.py"].name == "python"
    run = minimize(data, port_zero, format=fmt)
    kept = [(e.name, e.kind, e.content) for e in entries(run.data)]
    assert kept == [("app", "dir", b""), ("app/config.json", "file", b'{"db":{"port":0}}')]
    assert run.oracle_calls == 22  # 25 before unpaid work was bounded


def _tar_with(name: str, kind: bytes = tarfile.REGTYPE, link: str = "") -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w") as tar:
        info = tarfile.TarInfo(name)
        info.type, info.linkname = kind, link
        tar.addfile(info, io.BytesIO(b""))
    return out.getvalue()


@pytest.mark.parametrize(("data", "message"), [
    (_tar_with("/etc/passwd"), "unsafe path in directory input: '/etc/passwd'"),
    (_tar_with("a/../../x"), "unsafe path in directory input: 'a/../../x'"),
    (_tar_with("l", tarfile.SYMTYPE, "../../outside"), "link 'l' points outside the folder"),
    (_tar_with("l", tarfile.SYMTYPE, "/abs"), "link 'l' points outside the folder"),
    (_tar_with("dev", tarfile.CHRTYPE), "unsupported member type in directory input: 'dev'"),
])
def test_unpack_refuses_what_would_land_outside(tmp_path, data, message):
    with pytest.raises(UnsafeArchive) as err:
        unpack(data, tmp_path)
    assert str(err.value) == message
    assert list(tmp_path.iterdir()) == []
