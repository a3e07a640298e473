"""A message cut for display: at a word boundary, with an ellipsis that says so.

A failure's summary, an inconclusive run's reason or an output line is shown in at
most so many characters. Cut at a fixed index it ends mid-word (`timedelta(hours=24),
n`), which reads as what the program printed. Only what a person reads is cut here:
what matches or tells failures apart never is. Imports nothing of trail: the GitHub
side shows such messages too.
"""

from __future__ import annotations

ELLIPSIS = "…"
# Left after the last word kept: they would dangle before the ellipsis.
_TRAILING = " \t\r\n,;:"


def shortened(text: str, limit: int) -> str:
    """`text` in at most `limit` characters: as it is if it fits, else cut before the
    word that does not fit and ended with "…". A word longer than half of `limit`
    (a path, a hex string) is cut inside rather than lose most of the message."""
    if len(text) <= limit:
        return text
    kept = text[:limit - len(ELLIPSIS)]
    if not text[len(kept)].isspace():
        space = max(kept.rfind(" "), kept.rfind("\t"))
        if space >= limit // 2:
            kept = kept[:space]
    return (kept.rstrip(_TRAILING) or kept) + ELLIPSIS
