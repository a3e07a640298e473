"""What carrying provenance costs a reduction, and what reading `kept` from it costs.

    python3 bench/bench_provenance.py [--repeats N]

Each case is reduced in process (core.reduce with the format's passes, an in-process
predicate) without provenance and with it, `--repeats` times each, alternating; the
table gives the median seconds of each and their ratio, and checks that both ran the
same tests to the same result (provenance is bookkeeping only). "split-old" is the
text split passes as they were before they said origins (units were the pieces'
bytes), as the baseline for their new index units. Then peak memory (tracemalloc)
of the JSON case both ways, and the time to read `kept` from the result's origins,
on the 3,000-service JSON (its time is the format's `locate`, a parse and a walk of
the original, as before) and on a 12 MB log (which the old matching refused: over
8 MiB).

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import argparse
import configparser
import json
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent / "runner")]

from trail.core.origins import Origins, Provenance  # noqa: E402
from trail.core.reduce import reduce  # noqa: E402
from trail.core.units import Cut, Pass  # noqa: E402
from trail.formats.base import Format  # noqa: E402
from trail.formats.json_format import JsonFormat  # noqa: E402
from trail.formats.text import CHARS, LINES, TOKENS, SplitPass, TextFormat  # noqa: E402


@dataclass(frozen=True)
class OldSplit:
    """The split pass before provenance: units are the pieces' bytes."""

    name: str
    inner: SplitPass

    def cut(self, data: bytes) -> Cut | None:
        pieces = self.inner.splitter(data)
        return Cut(pieces, b"".join) if len(pieces) >= 2 else None


def text_bug() -> bytes:
    return b"".join(b"BUG is here\n" if n == 314 else f"line {n} is fine\n".encode()
                    for n in range(1, 501))


def ini() -> bytes:
    lines = [f"[section{n // 11}]" if n % 11 == 0 else f"key{n} = value {n}"
             for n in range(440)]
    lines[233] = "[cache"
    return "\n".join(lines).encode() + b"\n"


def ini_fails(c: bytes) -> bool:
    try:
        configparser.ConfigParser().read_string(c.decode("utf-8", "replace"))
    except Exception as exc:  # noqa: BLE001
        return type(exc) is configparser.ParsingError
    return False


def services() -> bytes:
    found = {f"svc-{n:05d}": {"port": 8000 + n, "timeout": 30} for n in range(3000)}
    found["svc-01337"]["timeout"] = "30s"
    return json.dumps({"services": found}, indent=2).encode() + b"\n"


def services_fail(c: bytes) -> bool:
    try:
        for s in json.loads(c)["services"].values():
            int(s["timeout"])
    except ValueError as exc:
        return "invalid literal" in str(exc)
    except (LookupError, TypeError, AttributeError):
        return False
    return False


@dataclass(frozen=True)
class Case:
    name: str
    data: bytes
    fmt: Format
    passes: list[Pass]
    fails: Callable[[bytes], bool]


def cases() -> list[Case]:
    old = [OldSplit(p.name, p) for p in (LINES, TOKENS, CHARS)]
    text = TextFormat()
    return [
        Case("text-500", text_bug(), text, text.passes(text_bug()), lambda c: b"BUG" in c),
        Case("split-old", text_bug(), text, list(old), lambda c: b"BUG" in c),
        Case("split-new", text_bug(), text, [LINES, TOKENS, CHARS], lambda c: b"BUG" in c),
        Case("ini-440", ini(), text, text.passes(ini()), ini_fails),
        Case("json-3000", services(), JsonFormat(), JsonFormat().passes(services()),
             services_fail),
    ]


def run(case: Case, traced: bool) -> tuple[float, bytes, list, Provenance | None]:
    provenance = Provenance.of_original(case.data) if traced else None
    start = time.perf_counter()
    reduction = reduce(case.data, case.passes, case.fails, provenance=provenance)
    if provenance is not None:
        provenance.current()  # the last pass's step, composed
    took = time.perf_counter() - start
    return took, reduction.data, [r.to_dict() for r in reduction.records], provenance


def peak(case: Case, traced: bool) -> int:
    tracemalloc.start()
    run(case, traced)
    _, top = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return top


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=9)
    args = parser.parse_args()
    print(f"{'case':<10} {'tests':>6} {'plain s':>9} {'traced s':>9} {'ratio':>6} "
          f"{'+ms':>6}  result")
    for case in cases():
        plain, traced = [], []
        run(case, False)  # warm the passes' caches of parses
        for k in range(args.repeats):  # alternating which goes first
            order = (False, True) if k % 2 == 0 else (True, False)
            done = {traced_: run(case, traced_) for traced_ in order}
            plain.append(done[False][0])
            traced.append(done[True][0])
            data = done[False][1]
            assert done[False][1:3] == done[True][1:3], case.name
        a, b = statistics.median(plain), statistics.median(traced)
        tests = sum(r["tests"] for r in done[False][2])
        print(f"{case.name:<10} {tests:6} {a:9.4f} {b:9.4f} {b / a:6.3f} {(b - a) * 1e3:6.1f}"
              f"  {data!r:.40}")
    json_case = cases()[-1]
    plain_peak, traced_peak = peak(json_case, False), peak(json_case, True)
    print(f"\npeak memory, json-3000: plain {plain_peak / 1e6:.1f} MB, traced "
          f"{traced_peak / 1e6:.1f} MB, ratio {traced_peak / plain_peak:.3f}")
    _, data, _, provenance = run(json_case, True)
    assert provenance is not None
    origins = provenance.origins_of(data)
    times = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        pieces = json_case.fmt.kept(json_case.data, data, origins)
        times.append(time.perf_counter() - start)
    print(f"kept, json-3000 (199 KB): {statistics.median(times):.4f} s: "
          f"{pieces[0].words()}")
    log = b"".join(b"%08d ok\n" % n for n in range(1_100_000))
    at = log.index(b"00912345 ok") + 9
    log = log[:at] + b"BAD" + log[at + 2 :]
    times = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        pieces = TextFormat().kept(log, b"BAD", Origins.copied([(at, at + 3)]))
        times.append(time.perf_counter() - start)
    print(f"kept, 12 MB log: {statistics.median(times):.4f} s: {pieces[0].words()}")


if __name__ == "__main__":
    main()
