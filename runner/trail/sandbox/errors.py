"""Errors a sandbox raises when it cannot run at all (kept free of heavy imports)."""

from __future__ import annotations


class SandboxError(Exception):
    """The sandbox cannot run the oracle; the one-line message says what to do."""
