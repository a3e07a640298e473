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
