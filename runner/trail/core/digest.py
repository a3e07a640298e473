"""What names bytes in trail's caches: a 16-byte BLAKE2b digest.

From CPython's own `_blake2` where it is there: `hashlib` loads OpenSSL first (about
2 ms of every start) and then hands out this same blake2b.
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # an interpreter without the module: hashlib has it
    from hashlib import blake2b


def digest(data: bytes) -> bytes:
    """The 16-byte digest of `data`."""
    return blake2b(data, digest_size=16).digest()
