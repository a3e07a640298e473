"""Faults and odd inputs (issue 18, point 6): each ends in one clear line, never a
hang or a traceback, and leaves nothing of trail's behind."""

from __future__ import annotations

import os


def test_a_fifo_or_a_device_as_input_is_refused_at_once(tmp_path, trail):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for given in (str(fifo), "/dev/zero"):
        proc = trail("delta", "--oracle", "false {}", "--out", str(tmp_path / "out"), given,
                     timeout=30)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.decode().strip() == (
            f"trail: error: input {given} is not a file or a folder (a FIFO, socket or "
            "device): save its content to a file and give that")
    assert not (tmp_path / "out").exists()


def test_an_out_inside_or_equal_to_a_folder_input_is_refused(tmp_path, trail):
    folder = tmp_path / "project"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.txt").write_text("x\n")
    for out in (folder, folder / "trail-out", folder / "sub" / "deeper"):
        proc = trail("delta", "--oracle", "grep -rq x {}", "--out", str(out), str(folder),
                     timeout=60)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.decode().strip() == (
            f"trail: error: --out {out} is inside the input folder {folder}: "
            "choose an --out outside it")
    assert sorted(p.name for p in folder.rglob("*")) == ["a.txt", "sub"]
