"""Freed candidates go back to the system at once, so that memory follows the input.

glibc serves a large allocation with its own mapping, freed with it, until a freed
one raises the threshold to its size (up to 32 MB): after that, candidates of a
large input come from the heap, where freed ones stay held, one heap per thread at
--jobs N. A 30 MB single line then peaked at 180 MB at --jobs 2, 131 MB with the
threshold fixed (bench/bench_speed.py --memory-mb 30 --memory-jobs 2).
"""

from __future__ import annotations

import sys

M_MMAP_THRESHOLD = -3  # <malloc.h>
# glibc's default: a fixed value also turns the raising off.
THRESHOLD = 128 * 1024


def return_large_buffers() -> None:
    """Fix glibc's mapping threshold; nothing where the C library is another."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes  # here: the local sandbox loads it anyway, other callers need not

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # not glibc
        return
    mallopt(M_MMAP_THRESHOLD, THRESHOLD)
