"""The one error a user can cause and fix, raised by every job and step."""

from __future__ import annotations


class UserError(Exception):
    """A problem the user can fix; the message is one line saying how."""
