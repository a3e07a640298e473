"""What a result says to a person, once: the facts the terminal, report.md, report.html
and the PR/issue comment all render.

Read from report.json's dict, which every one of them has (the Action's comment has
nothing else: it talks to trail only through report.json), so they cannot drift: the
failure named in one line, where it lives in the original, the minimized input file by
file, the test as the user wrote it, how to reproduce it, the figures with one rounding,
and what is proven. Words a maintainer uses: "checks of the oracle", "any single line";
pass names, units and speculation stay in the report's details.

The texts here are plain: each renderer escapes what came from the input (names, keys,
error lines, commands) for its medium (mdsafe for Markdown, html.escape for the page).
Imports nothing of trail.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

PLACES_SHOWN = 3  # kept pieces named in the one line that says where the failure lives


def percent_removed(before: int, after: int) -> str:
    """The share of `before` removed, as "97.3%": never 100% while anything remains
    (99.98%), nor 0% once anything went; more decimals where one would say so."""
    ratio = 1 - after / before if before else 0.0
    for decimals in range(1, 8):
        text = f"{ratio:.{decimals}%}"
        if text not in (f"{1:.{decimals}%}", f"{0:.{decimals}%}") or after in (0, before):
            return text
    return text


def count_of(number: int, unit: str) -> str:
    """'1 line', '2,048 lines'."""
    return f"{number:,} {unit}{'' if number == 1 else 's'}"


def verification_text(failed: int, runs: int, interrupted: bool) -> str:
    """How many verification runs failed; none ran when an interrupt came first."""
    if runs == 0:
        return "not run (interrupted)" if interrupted else "not run"
    return f"{failed} of {runs} failed"


def rate_text(rate: dict) -> str:
    """A failure rate of report.json: "50.0% (5 of 10 runs failed; 95% interval ...)"."""
    low, high = rate["interval"]
    return (f"{rate['failure_rate']:.1%} ({rate['failed']} of {rate['runs']} runs failed; "
            f"{rate['confidence']:.0%} interval {low:.1%} to {high:.1%})")


def flaky_verification_text(verification: dict) -> str:
    """--flaky: the verification's failure rates, minimized and original ("" without)."""
    if "minimized" not in verification:
        return ""
    return (f"; failure rate {rate_text(verification['minimized'])}, the original's "
            f"{rate_text(verification['original'])}")


# Why a budget ended a reduction (report.json's partial_reason), in a reader's words.
_STOPPED = {"timeout": "the time budget was spent", "max-tests": "the tests limit was reached"}


def floor_text(floor: dict | None) -> str | None:
    """--flaky: the reduction's oracle runs beside the fewest that any procedure must
    spend to end at this result with this guarantee at this failure rate
    (trail.core.floor); None without one."""
    if floor is None:
        return None
    ratio = f" ({floor['ratio']:.2f}x)" if floor["ratio"] is not None else ""
    r = floor["runs_to_pass"]
    # r = 1 only where every run of an input known to fail failed (core/flaky.py): the
    # oracle is then taken as deterministic, which the guarantee rests on; say so.
    each = "1 run each, the oracle having failed every run of an input known to fail " \
        "(taken as deterministic)" if r == 1 else f"{r:,} clean runs each"
    return (f"{floor['spent']:,} spent by the reduction, against a floor of "
            f"{floor['runs']:,}{ratio}: {floor['estimation']:,} to estimate the failure "
            f"rate, {floor['adopted']:,} candidates adopted as failing, "
            f"{floor['candidates']:,} single-unit candidates of the result at {each}")


def outcome_text(status: str, reason: str | None) -> str:
    """How the reduction ended, for a reader: "partly minimized: the time budget was
    spent"; each ending its own sentence."""
    if status == "partial":
        why = _STOPPED.get(reason, reason) if reason else None
        return "partly minimized" + (f": {why}" if why else "")
    if status == "interrupted":
        # In the Action an interrupt is a cancelled job: say what a reader sees there.
        return "cancelled: partial (the best input when it was stopped)"
    if status == "stalled":
        return ("NOT MINIMIZED: almost no smaller input failed the same way"
                + (f" ({reason})" if reason else ""))
    return status


@dataclass(frozen=True)
class Place:
    """One kept piece of the original: its file (in a folder), its structural path, its
    lines."""

    file: str | None
    path: str | None
    lines: tuple[int, int] | None
    of_lines: int

    def words(self, name: Callable[[str], str]) -> str:
        """"line 314 of 500", "`$.db.port` (line 4 of 80)": `name` quotes a name."""
        where = ""
        if self.lines is not None:
            first, last = self.lines
            where = (f"line {first:,}" if first == last else f"lines {first:,}-{last:,}") \
                + f" of {self.of_lines:,}"
        names = [name(part) for part in (self.file, self.path) if part is not None]
        if not names:
            return where
        return " ".join(names) + (f" ({where})" if where else "")


@dataclass(frozen=True)
class Where:
    """Where the failure lives: the kept pieces of the original, in its order."""

    places: tuple[Place, ...]

    def words(self, name: Callable[[str], str]) -> str:
        """All pieces in one line, the first PLACES_SHOWN named."""
        if not self.places:
            return "kept nothing of the original"
        named = ", ".join(p.words(name) for p in self.places[:PLACES_SHOWN])
        more = len(self.places) - PLACES_SHOWN
        return f"kept {named}" + (f" and {more:,} more" if more > 0 else "")


@dataclass(frozen=True)
class ShownFile:
    """One file of the minimized input: its name, size, and text (None when binary or
    too large to show inline)."""

    name: str
    bytes: int
    text: str | None


# What one unit of a deletion pass is, in a maintainer's words, by the pass's name.
_PIECES = {"lines": "line", "chars": "character", "tokens": "word", "jsonl-events": "event",
           "dir": "file or folder", "json": "JSON member or element", "yaml": "YAML node",
           "python": "Python statement", "sexp": "s-expression",
           "isolate-lines": "differing line", "isolate-json-members": "differing JSON member",
           "isolate-yaml-members": "differing YAML member"}


def piece_word(pass_name: str) -> str:
    """What a deletion pass removes one at a time: "line", "JSON member or element";
    a folder's pass on one file says which file ("line of a.txt")."""
    file, _, name = pass_name.rpartition(":")
    language = name.split("-depth-")[0] if "-depth-" in name else None
    word = _PIECES.get(name) or (language and _PIECES.get(language, f"{language} node")) \
        or name
    return f"{word} of {file}" if file else word


def guarantee_text(guarantees: dict[str, Any]) -> str:
    """What is proven of the result, in one sentence without pass names."""
    if guarantees.get("stopped"):
        return (f"none: the reduction stopped early ({guarantees['stopped']}), so a "
                "smaller input may still fail")
    finest = guarantees.get("one_minimal_at")
    if finest is None:
        return "none: no deletion ran to its end on the result"
    if guarantees.get("wellformed_only"):
        return (f"1-minimal among well-formed inputs: without any single {piece_word(finest)}"
                " it no longer fails, or is no longer well-formed (--keep-wellformed)")
    return f"1-minimal: without any single {piece_word(finest)} it no longer fails"


# report.json's outcomes of candidate runs that are neither the failure nor a pass.
INCONCLUSIVE_OUTCOMES = ("timed out", "exit 125", "crashed", "another signature",
                         "sandbox error")


def inconclusive_text(tests: dict[str, Any]) -> str | None:
    """How many candidate runs were inconclusive and why (report.json's "tests"):
    "7 of 40 candidate runs inconclusive: 5 the test did not run (collection error),
    2 timed out"; an oracle's exits 125 by the reason it gave. None: there were none."""
    outcomes: dict[str, int] = tests.get("outcomes") or {}
    said: dict[str, int] = tests.get("inconclusive") or {}
    parts = []
    for why, n in outcomes.items():
        if why not in INCONCLUSIVE_OUTCOMES:
            continue
        if why == "exit 125":
            parts += [f"{m:,} {reason}" for reason, m in said.items()]
            n -= sum(said.values())
        if n:
            parts.append(f"{n:,} {why}")
    if not parts:
        return None
    count = sum(n for why, n in outcomes.items() if why in INCONCLUSIVE_OUTCOMES)
    return f"{count:,} of {sum(outcomes.values()):,} candidate runs inconclusive: " \
        + ", ".join(parts)


def failure_text(signature: dict[str, Any]) -> str:
    """The failure in one line: the signature's own summary (exception and message, or
    the diagnostic), else how the signature recognises it (the user's own pattern, an
    exit status)."""
    return str(signature.get("summary") or signature["description"])


@dataclass(frozen=True)
class Facts:
    """One result, as every renderer tells it."""

    name: str                # the input's name (in command mode: the files chosen)
    folder: bool             # the input is a folder (each file is shown on its own)
    outcome: str             # "minimized", "partly minimized: the time budget was spent"
    failure: str             # the failure in one line
    where: Where | None      # None: the report cannot say (an isolated difference)
    files: tuple[ShownFile, ...]
    before: int              # bytes (of names and contents, for a folder)
    after: int
    checks: int              # checks of the oracle: candidates it decided
    runs: int                # the oracle's runs of them (--flaky runs a candidate again)
    cached: int              # candidates answered from the cache instead
    seconds: float
    verification: str        # "10 of 10 failed", "not run"
    reruns: int              # verification runs
    verified: bool
    command: str             # the test as the user wrote it
    command_mode: bool       # `trail delta auto`: `command` is the failing command itself
    reproduce: str           # one command, run in the output folder
    guarantee: str | None    # None: no reduction ran (a bisection's full input)
    warnings: tuple[str, ...]
    secrets_masked: int = 0  # places a secret, or 6+ characters of one, was masked
    floor: str | None = None  # --flaky: the runs spent against their floor

    @property
    def removed(self) -> str:
        return percent_removed(self.before, self.after)

    @property
    def sizes(self) -> str:
        """"40,960 bytes → 9 bytes"; a folder's "... of names and contents", so that
        it is not read as the size of a file shown beside it."""
        of = " of names and contents" if self.folder else ""
        return f"{count_of(self.before, 'byte')} → {count_of(self.after, 'byte')}{of}"

    @property
    def checks_text(self) -> str:
        return (f"{self.checks:,}"
                + (f", in {self.runs:,} oracle runs" if self.runs > self.checks else "")
                + (f" ({self.cached:,} more answered from the cache)" if self.cached else ""))

    @property
    def verification_line(self) -> str:
        return self.verification + ("" if self.verified or not self.reruns
                                    else " — NOT VERIFIED: the result may be flaky")

    def figures(self) -> list[tuple[str, str]]:
        """The figures as (name, plain text) rows: report.md's, the page's and the
        comment's table. Nothing in them comes from the input."""
        rows = [("result", self.outcome), ("before → after", self.sizes),
                ("removed", self.removed), ("checks of the oracle", self.checks_text),
                ("time", f"{self.seconds:.1f} s"), ("verification", self.verification_line)]
        if self.guarantee is not None:
            rows.append(("guarantees", self.guarantee))
        if self.floor is not None:
            rows.append(("oracle runs against their floor", self.floor))
        if self.secrets_masked:
            rows.append(("secrets masked", f"{count_of(self.secrets_masked, 'place')} in the "
                         "oracle's output and trail's files (a whole value, an encoded form, "
                         "or 6 or more characters of one)"))
        return rows

    @classmethod
    def of(cls, report: dict[str, Any]) -> Facts:
        """The facts of report.json's dict."""
        inp, out, ver = report["input"], report["minimized"], report["verification"]
        auto = report.get("auto")
        kept = report.get("kept")
        where = None if kept is None else Where(tuple(
            Place(p["file"], p["path"], tuple(p["lines"]) if p["lines"] else None,
                  p["of_lines"]) for p in kept["pieces"]))
        listed = report.get("minimized_files")
        files = tuple(ShownFile(f["file"], f["bytes"], f["text"]) for f in listed) \
            if listed is not None else (
            ShownFile(out["file"], out["bytes"], report.get("minimized_text")),)
        guarantees = report.get("guarantees")
        return cls(
            name=inp["name"], folder=inp["kind"] == "directory",
            outcome=outcome_text(report["status"], report.get("partial_reason")),
            failure=failure_text(report["signature"]), where=where, files=files,
            before=inp["bytes"], after=out["bytes"],
            checks=report["tests"]["run"],
            runs=sum((report["tests"].get("outcomes") or {}).values()),
            cached=report["tests"]["cached"],
            seconds=report["time_seconds"],
            verification=verification_text(ver["failed"], ver["runs"],
                                            report["status"] == "interrupted")
            + flaky_verification_text(ver),
            reruns=ver["runs"], verified=bool(ver["verified"]),
            command=shlex.join(auto["command"]) if auto else report["oracle"]["command"],
            command_mode=auto is not None,
            reproduce="sh reproduce.sh",
            guarantee=None if guarantees is None else guarantee_text(guarantees),
            warnings=tuple(report["format"].get("warnings", [])),
            secrets_masked=report.get("secrets_masked", 0),
            floor=floor_text((report.get("flaky") or {}).get("floor")))
