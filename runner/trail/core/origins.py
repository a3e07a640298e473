"""Provenance: where each byte of a reduction's current input came from in the original.

A reduction deletes and transforms, so every byte it keeps is either a byte of the
original (a copy) or one a transformation put in place of a span of it (a value
replaced by `0`, a name renamed). `Origins` says which, as run-length `Segment`s:
cheap to keep (a few per kept piece, never one per byte) and to compose.

Each pass's `Cut` says, for a kept subset, where each byte of its output came from
in its input (`Cut.origins`); a reduction composes that with the origins of the
input (`Origins.then`) when it adopts a candidate, so the origins of the result are
known exactly, however many passes ran, with no matching afterwards. A pass that
cannot say is diffed, that one step only (`Origins.diff`).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

# Above this many byte pairs a diff's replaced block is not matched byte by byte.
DIFF_CELLS = 1 << 20


@dataclass(frozen=True, slots=True)
class Segment:
    """`length` bytes of an input, and the span of the original they came from.

    A copy (`replaced` False) is original[start:end] itself (length == end - start).
    A replacement stands in for original[start:end]: a transformation put these
    bytes there instead (an empty span: bytes with no origin, a tar header).
    """

    length: int
    start: int
    end: int
    replaced: bool = False

    @property
    def inserted(self) -> bool:
        """Bytes that stand in for nothing of the original."""
        return self.replaced and self.start == self.end


def copy(start: int, end: int) -> Segment:
    return Segment(end - start, start, end)


class Origins:
    """The origins of every byte of an input, as segments in the input's order."""

    __slots__ = ("_ends", "segments")

    def __init__(self, segments: Iterable[Segment]) -> None:
        merged: list[Segment] = []
        for s in segments:
            if s.length == 0:
                continue
            last = merged[-1] if merged else None
            if last is not None and last.replaced == s.replaced and (
                    last.end == s.start if not s.replaced
                    else (last.start, last.end) == (s.start, s.end)):
                merged[-1] = Segment(last.length + s.length,
                                     last.start, s.end if not s.replaced else last.end,
                                     s.replaced)
            else:
                merged.append(s)
        self.segments: tuple[Segment, ...] = tuple(merged)
        ends, at = [], 0
        for s in self.segments:
            at += s.length
            ends.append(at)
        self._ends = ends

    @classmethod
    def identity(cls, size: int) -> Origins:
        """The original itself."""
        return cls([copy(0, size)])

    @classmethod
    def copied(cls, spans: Iterable[tuple[int, int]]) -> Origins:
        """A deletion's: its output is these spans of its input, in order."""
        return cls(copy(start, end) for start, end in spans)

    @property
    def size(self) -> int:
        return self._ends[-1] if self._ends else 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Origins) and self.segments == other.segments

    def __hash__(self) -> int:
        return hash(self.segments)

    def __repr__(self) -> str:
        return f"Origins({list(self.segments)!r})"

    def placed(self) -> Iterator[tuple[int, Segment]]:
        """Each segment with its position in the input."""
        at = 0
        for s in self.segments:
            yield at, s
            at += s.length

    def part(self, lo: int, hi: int) -> list[Segment]:
        """The segments of input bytes lo..hi, cut to them."""
        out: list[Segment] = []
        k = bisect.bisect_right(self._ends, lo)
        while k < len(self.segments) and lo < hi:
            s = self.segments[k]
            at = self._ends[k] - s.length
            upto = min(hi, self._ends[k])
            if s.replaced:
                out.append(Segment(upto - lo, s.start, s.end, True))
            else:
                out.append(copy(s.start + lo - at, s.start + upto - at))
            lo = upto
            k += 1
        return out

    def then(self, step: Origins) -> Origins:
        """The origins of a step's output, `step` saying where each of its bytes came
        from in this input: a copy keeps its bytes' origins, a replacement stands in
        for the span of the original its replaced bytes came from."""
        out: list[Segment] = []
        for s in step.segments:
            if not s.replaced:
                out += self.part(s.start, s.end)
                continue
            real = [p for p in self.part(s.start, s.end) if not p.inserted]
            if real:
                out.append(Segment(s.length, min(p.start for p in real),
                                   max(p.end for p in real), True))
            else:
                out.append(Segment(s.length, 0, 0, True))
        return Origins(out)

    def within(self, start: int, end: int) -> Origins:
        """These origins counted from original[start:end] (a file inside a folder's
        tar): what came from elsewhere stands in for nothing."""
        out = []
        for s in self.segments:
            if s.start >= start and s.end <= end and not s.inserted:
                out.append(Segment(s.length, s.start - start, s.end - start, s.replaced))
            elif s.start < end and s.end > start and not s.inserted:
                lo, hi = max(s.start, start), min(s.end, end)
                if s.replaced:
                    out.append(Segment(s.length, lo - start, hi - start, True))
                else:
                    out += [Segment(lo - s.start, 0, 0, True), copy(lo - start, hi - start),
                            Segment(s.end - hi, 0, 0, True)]
            else:
                out.append(Segment(s.length, 0, 0, True))
        return Origins(out)

    @classmethod
    def diff(cls, old: bytes, new: bytes) -> Origins:
        """The step from `old` to `new` guessed by a diff (lines, then the bytes of
        the lines that differ), for a pass whose cut cannot say."""
        import difflib  # here: only such passes need it, not every start-up

        a, b = _lines(old), _lines(new)
        a_at, b_at = _offsets(a), _offsets(b)
        out: list[Segment] = []
        matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            lo, hi, size = a_at[i1], a_at[i2], b_at[j2] - b_at[j1]
            if tag == "equal":
                out.append(copy(lo, hi))
            elif tag != "delete":
                out += _bytes_diff(old, lo, hi, new[b_at[j1] : b_at[j2]]) \
                    if (hi - lo) * size <= DIFF_CELLS else [Segment(size, lo, hi, True)]
        return cls(out)


def _lines(data: bytes) -> list[bytes]:
    lines = data.split(b"\n")
    out = [line + b"\n" for line in lines[:-1]]
    return out + [lines[-1]] if lines[-1] else out


def _offsets(lines: Sequence[bytes]) -> list[int]:
    out, at = [0], 0
    for line in lines:
        at += len(line)
        out.append(at)
    return out


def _bytes_diff(old: bytes, lo: int, hi: int, new: bytes) -> list[Segment]:
    import difflib  # loaded by Origins.diff, its one caller

    out: list[Segment] = []
    matcher = difflib.SequenceMatcher(None, old[lo:hi], new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            out.append(copy(lo + i1, lo + i2))
        elif tag != "delete":
            out.append(Segment(j2 - j1, lo + i1, lo + i2, True))
    return out


@dataclass(frozen=True)
class Tracked:
    """Bytes and the origins of each of them."""

    data: bytes
    origins: Origins


@dataclass(frozen=True)
class _Adopted:
    """A candidate adopted from `base` by a pass: its step, resolved when asked."""

    base: Tracked
    step: Callable[[], Origins | None]  # the cut's origins of the kept units; None: diff
    data: bytes


class Provenance:
    """The origins of a reduction's current input, kept up as it adopts candidates.

    An adoption only records the step (one assignment, so a signal never leaves it
    half done); the step's origins are composed when they are asked for: once per
    pass run, not once per candidate."""

    def __init__(self, start: Tracked) -> None:
        self._state: Tracked | _Adopted = start

    @classmethod
    def of_original(cls, original: bytes, start: bytes | None = None) -> Provenance:
        """At the original, or at `start`, whose origins are a diff from it (a resumed
        run: the state of the run that left it is gone)."""
        if start is None or start == original:
            return cls(Tracked(original, Origins.identity(len(original))))
        return cls(Tracked(start, Origins.diff(original, start)))

    def current(self) -> Tracked:
        """The current input and its origins."""
        state = self._state
        if isinstance(state, _Adopted):
            state = Tracked(state.data, _step(state.base, state.step, state.data))
            self._state = state
        return state

    def adopt(self, base: Tracked, step: Callable[[], Origins | None], data: bytes) -> None:
        """A pass over `base` adopted `data`; `step()` says where its bytes came from."""
        self._state = _Adopted(base, step, data)

    def restore(self, state: Tracked) -> None:
        """Back to `state` (a pass's result that stopped failing on a recheck)."""
        self._state = state

    def origins_of(self, data: bytes) -> Origins:
        """The origins of `data`: the current input's, or the one the current pass
        started from (a signal between an adoption and its save), else diffed from it."""
        state = self._state
        if state.data == data:
            return self.current().origins
        base = state.base if isinstance(state, _Adopted) else state
        if base.data == data:
            return base.origins
        return base.origins.then(Origins.diff(base.data, data))


def _step(base: Tracked, step: Callable[[], Origins | None], data: bytes) -> Origins:
    said = step()
    return base.origins.then(said if said is not None else Origins.diff(base.data, data))
