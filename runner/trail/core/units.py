"""What a pass hands ddmin: the units of one input, and the printer for kept ones.

Formats (trail.formats) make these; a reduction (trail.core.reduce) runs ddmin over
them. They live in core so that the algorithm imports nothing outside it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from trail.core.origins import Origins


@dataclass(frozen=True)
class Cut:
    """The units of one pass over one input, and the printer for kept subsets.

    `render(units)` must return the original bytes unchanged, and for any kept
    subsequence (order preserved) the text of every kept unit byte-for-byte.

    `origins(units)` says where each byte of `render(units)` came from in the
    cut's input (core/origins.py): the kept units' spans, and for a replacement the
    span it replaced. A cut without it (None), or whose origins cannot tell for the
    units given (None), is diffed instead, when a reduction keeps track of provenance.
    """

    units: Sequence[Any]
    render: Callable[[Sequence[Any]], bytes]
    origins: Callable[[Sequence[Any]], Origins | None] | None = None


class Pass(Protocol):
    """One ddmin run at one granularity, e.g. `lines` or `json-depth-2`.

    A pass whose removed units are replaced rather than deleted (a value by `0`, a
    node by its child, a name by a shorter one) says so with a `kind` attribute of
    `PassKind.TRANSFORMATION`; without one, a pass deletes (see `kind_of`).
    """

    name: str

    def cut(self, data: bytes) -> Cut | None:
        """Units of `data` at this granularity, or None when there is nothing to cut."""
        ...


class PassKind(enum.Enum):
    """What removing a pass's unit does, as the report's guarantees tell it apart."""

    DELETION = "deletion"              # the unit's bytes go
    TRANSFORMATION = "transformation"  # the unit's bytes are replaced


def kind_of(p: Pass) -> PassKind:
    """The pass's `kind`, DELETION when it has none (most passes delete)."""
    kind = getattr(p, "kind", PassKind.DELETION)
    return kind if isinstance(kind, PassKind) else PassKind.DELETION
