"""The guarantee a result states, checked by the oracle itself.

A result "1-minimal at characters" (report.json's guarantees: `one_minimal`, the
deletion passes named) claims that without any single one of those units it no
longer fails the same way. `disproofs` tries every such single-unit deletion with
the oracle, not with trail's tester or signature, and returns those that still fail:
an empty list is the claim holding. Under `wellformed_only` (--keep-wellformed) the
claim is among well-formed inputs, so malformed deletions do not count.

Used by the tests (tests/test_guarantees.py) and by bench/bench_guarantees.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from trail.core.units import Pass
from trail.formats.base import Format


@dataclass(frozen=True)
class Disproof:
    """A single-unit deletion of the result that still fails: the claim is false."""

    pass_name: str
    candidate: bytes


def claimed_passes(guarantees: Mapping[str, object]) -> list[str]:
    """The deletion passes the result is said to be 1-minimal at; none when stopped."""
    if guarantees.get("stopped"):
        return []
    return list(guarantees.get("one_minimal") or [])  # type: ignore[call-overload]


def single_deletions(result: bytes, passes: Sequence[Pass]) -> Iterator[tuple[str, bytes]]:
    """Each pass's candidates without one of its units, in order, each once."""
    seen: set[bytes] = set()
    for step in passes:
        cut = step.cut(result)
        if cut is None:
            continue
        for i in range(len(cut.units)):
            candidate = cut.render([*cut.units[:i], *cut.units[i + 1:]])
            if candidate != result and candidate not in seen:
                seen.add(candidate)
                yield step.name, candidate


def disproofs(result: bytes, guarantees: Mapping[str, object], passes: Sequence[Pass],
              fails: Callable[[bytes], bool],
              is_valid: Callable[[bytes], bool] | None = None) -> list[Disproof]:
    """The single-unit deletions at the claimed passes that `fails` (the oracle:
    True when the candidate fails the way the original did) still fails on. `passes`
    holds at least the claimed ones, by name; `is_valid` is the format's check, for a
    claim among well-formed inputs."""
    names = claimed_passes(guarantees)
    by_name = {p.name: p for p in passes}
    missing = [n for n in names if n not in by_name]
    if missing:
        raise ValueError(f"no pass named {', '.join(missing)} to check the claim with")
    among = is_valid if guarantees.get("wellformed_only") else None
    return [Disproof(name, candidate)
            for name, candidate in single_deletions(result, [by_name[n] for n in names])
            if (among is None or among(candidate)) and fails(candidate)]


def format_passes(fmt: Format, original: bytes, result: bytes) -> list[Pass]:
    """The passes a reduction of `original` could name: the format's, as cut for the
    original and for the result (a folder's passes are per file)."""
    passes = {p.name: p for p in fmt.passes(result)}
    passes.update({p.name: p for p in fmt.passes(original)})
    return list(passes.values())
