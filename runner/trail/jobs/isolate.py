"""`trail delta isolate`: the smallest difference between a passing and a failing input.

Zeller's dd for two inputs, as ddmin over their differences: the units are the
changes that turn the passing input into the failing one, a candidate is the
passing input with some of them applied, and the result is a 1-minimal set of
changes that still makes it fail (leave out any one of them and it passes). The
delta job runs it, with one pass whose units are those changes.

The changes are

* members, for JSON and YAML documents: changed, added and removed members by path
  (mappings recursively, lists of equal length element by element, anything else as
  a whole value). A candidate is the parsed passing document with the changes
  applied, printed again (JSON with the failing input's indentation, YAML with
  yaml.safe_dump): the result is re-serialized, so comments and layout are not the
  originals';
* lines otherwise: difflib's hunks, each replace, insert or delete split into
  one change per line. Candidates keep every byte of both inputs.

When the printed documents do not behave like the originals (the printed passing
input does not pass, or the printed failing input does not fail: the oracle reads
more than the data), isolate falls back to lines and says so.
"""

from __future__ import annotations

import copy
import difflib
import json
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

import yaml

from trail.core.outcome import Outcome
from trail.core.units import Cut
from trail.errors import UserError
from trail.formats.text import split_lines
from trail.handoff.write import Handoff, InPlace, reproduce_here, write
from trail.interrupts import deferred, interrupts_raise
from trail.oracle.call import RunResult
from trail.oracle.signature import describe_failure
from trail.oracle.tester import Tester
from trail.pipeline.checks import check_oracle_command, read_input
from trail.pipeline.probe import FLAKY_FIRST_FAILURE_RUNS, first_failure
from trail.pipeline.reduction import minimize
from trail.pipeline.settings import Settings
from trail.progress import Progress
from trail.result import Minimization, Result
from trail.result.isolate import Difference, IsolateSection
from trail.sandbox.base import Sandbox

DIFF_FILE = "isolate.diff"
YAML_SUFFIXES = (".yaml", ".yml")

# -- line differences ------------------------------------------------------------------


@dataclass(frozen=True)
class LineChange:
    """Replace (old and new), delete (new None) or insert before (old None) line `at`."""

    at: int  # 0-based index of a passing line, or the insertion point
    old: bytes | None
    new: bytes | None

    def describe(self) -> str:
        def show(line: bytes | None) -> str:
            return repr(line.decode("utf-8", "replace").rstrip("\r\n")) if line else ""

        if self.old is None:
            return f"before line {self.at + 1}: insert {show(self.new)}"
        if self.new is None:
            return f"line {self.at + 1}: delete {show(self.old)}"
        return f"line {self.at + 1}: {show(self.old)} -> {show(self.new)}"

    def difference(self) -> Difference:
        def text(line: bytes | None) -> str | None:
            return None if line is None else line.decode("utf-8", "replace").rstrip("\r\n")

        where = f"before line {self.at + 1}" if self.old is None else f"line {self.at + 1}"
        return Difference(where, text(self.old), text(self.new))


def line_changes(passing: list[bytes], failing: list[bytes]) -> list[LineChange]:
    changes: list[LineChange] = []
    matcher = difflib.SequenceMatcher(None, passing, failing, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        paired = min(i2 - i1, j2 - j1)
        changes += [LineChange(i1 + k, passing[i1 + k], failing[j1 + k]) for k in range(paired)]
        changes += [LineChange(i, passing[i], None) for i in range(i1 + paired, i2)]
        changes += [LineChange(i2, None, failing[j]) for j in range(j1 + paired, j2)]
    return changes


def apply_line_changes(passing: list[bytes], changes: Sequence[LineChange]) -> bytes:
    replaced = {c.at: c.new for c in changes if c.old is not None}
    inserted: dict[int, list[bytes]] = {}
    for c in changes:
        if c.old is None and c.new is not None:
            inserted.setdefault(c.at, []).append(c.new)
    out: list[bytes] = []
    for i in range(len(passing) + 1):
        out += inserted.get(i, [])
        if i < len(passing):
            line = replaced.get(i, passing[i])
            if line is not None:
                out.append(line)
    return b"".join(out)


# -- member differences ----------------------------------------------------------------

Path = tuple[Any, ...]  # mapping keys and list indexes from the document's root


@dataclass(frozen=True)
class MemberChange:
    kind: str  # "changed" | "added" | "removed"
    path: Path
    old: Any = None
    new: Any = None

    @property
    def where(self) -> str:
        return ".".join(str(p) for p in self.path) or "(the document)"

    def difference(self) -> Difference:
        def text(value: Any) -> str:
            return json.dumps(value, default=str)

        return Difference(self.where, None if self.kind == "added" else text(self.old),
                          None if self.kind == "removed" else text(self.new))

    def describe(self) -> str:
        where = self.where
        if self.kind == "added":
            return f"added {where}: {json.dumps(self.new, default=str)}"
        if self.kind == "removed":
            return f"removed {where} (was {json.dumps(self.old, default=str)})"
        return (f"changed {where}: {json.dumps(self.old, default=str)} -> "
                f"{json.dumps(self.new, default=str)}")


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b  # True == 1 in Python, not in a config


def member_changes(passing: Any, failing: Any, path: Path = ()) -> list[MemberChange]:
    """Changes by path; they never nest, so any subset applies in any order."""
    if isinstance(passing, dict) and isinstance(failing, dict):
        out: list[MemberChange] = []
        for key, value in passing.items():
            if key in failing:
                out += member_changes(value, failing[key], (*path, key))
            else:
                out.append(MemberChange("removed", (*path, key), old=value))
        out += [MemberChange("added", (*path, key), new=value)
                for key, value in failing.items() if key not in passing]
        return out
    if isinstance(passing, list) and isinstance(failing, list) and len(passing) == len(failing):
        return [c for i, (a, b) in enumerate(zip(passing, failing, strict=True))
                for c in member_changes(a, b, (*path, i))]
    return [] if _same(passing, failing) else [MemberChange("changed", path, passing, failing)]


def apply_member_changes(document: Any, changes: Sequence[MemberChange]) -> Any:
    document = copy.deepcopy(document)
    for change in changes:
        if not change.path:
            document = copy.deepcopy(change.new)
            continue
        *parents, last = change.path
        node = document
        for key in parents:
            node = node[key]
        if change.kind == "removed":
            del node[last]
        else:
            node[last] = copy.deepcopy(change.new)
    return document


# -- the two kinds, as one pass ------------------------------------------------------------


@dataclass(frozen=True)
class Syntax:
    """How a structured document is read and printed."""

    name: str
    load: Callable[[bytes], Any]
    dump: Callable[[Any], bytes]


def json_syntax(example: bytes) -> Syntax:
    """JSON printed with `example`'s indentation and final newline."""
    text = example.decode("utf-8", "replace")
    second = text.split("\n", 2)[1] if text.count("\n") >= 2 else ""
    indent = len(second) - len(second.lstrip(" ")) or None
    ending = "\n" if text.endswith("\n") else ""
    return Syntax("json", json.loads,
                  lambda doc: (json.dumps(doc, indent=indent, ensure_ascii=False)
                               + ending).encode())


YAML = Syntax("yaml", yaml.safe_load,
              lambda doc: yaml.safe_dump(doc, sort_keys=False, allow_unicode=True,
                                         default_flow_style=False).encode())


@dataclass(frozen=True)
class Differences:
    """The changes from `passing` to some input, and how a subset of them prints."""

    passing: bytes
    syntax: Syntax | None  # None: lines

    @property
    def unit(self) -> str:
        return f"{self.syntax.name} members" if self.syntax else "lines"

    @cached_property
    def _base(self) -> Any:
        """The passing input as lines, or parsed (once: render runs for every candidate)."""
        return split_lines(self.passing) if self.syntax is None else \
            self.syntax.load(self.passing)

    def changes(self, target: bytes) -> list[LineChange] | list[MemberChange]:
        if self.syntax is None:
            return line_changes(self._base, split_lines(target))
        return member_changes(self._base, self.syntax.load(target))

    def render(self, changes: Sequence[Any]) -> bytes:
        if self.syntax is None:
            return apply_line_changes(self._base, changes)
        return self.syntax.dump(apply_member_changes(self._base, changes))

    def diff(self, result: bytes, names: tuple[str, str]) -> bytes:
        """A unified diff from the passing input (printed, if structured) to `result`."""
        before = self.passing if self.syntax is None else self.render([])
        lines = difflib.diff_bytes(difflib.unified_diff, split_lines(before),
                                   split_lines(result), names[0].encode(), names[1].encode())
        return b"".join(line if line.endswith(b"\n") else line + b"\n\\ No newline at end of file\n"
                        for line in lines)


@dataclass(frozen=True)
class DifferencePass:
    """The delta job's one pass: the units of an input are its changes from `passing`."""

    differences: Differences

    @property
    def name(self) -> str:
        return f"isolate-{self.differences.unit.replace(' ', '-')}"

    def cut(self, data: bytes) -> Cut | None:
        changes = self.differences.changes(data)
        return Cut(changes, self.differences.render) if changes else None


# -- the job -----------------------------------------------------------------------------


@dataclass
class IsolateSettings:
    delta: Settings  # input_path is the failing input
    passing_path: str


@dataclass(frozen=True)
class Input:
    """One of the two inputs: the path given, and its bytes."""

    flag: str  # "--passing" or "--failing"
    path: str
    data: bytes

    @property
    def name(self) -> str:
        return os.path.basename(self.path)


def parse_problem(syntax: Syntax, given: Input) -> str | None:
    """None when `given` parses as a mapping or list in `syntax`; else what is wrong,
    the parser's whole message with its file named."""
    try:
        document = syntax.load(given.data)
    except (ValueError, yaml.YAMLError) as exc:
        said = ""
        for line in str(exc).splitlines():  # pyyaml's: clauses, their places, snippets
            if line.strip() and not line.startswith("    "):
                joint = " " if line.startswith(" ") else "; "
                said += (joint if said else "") + line.strip().rstrip(":")
        said = re.sub(r'"<(unicode|byte) string>"', lambda _: f'"{given.path}"', said)
        return (f"the {given.flag} input {given.path} is not valid {syntax.name.upper()}: "
                f"{said or type(exc).__name__}")
    if not isinstance(document, dict | list):
        return f"the {given.flag} input {given.path} is not a {syntax.name.upper()} mapping or list"
    return None


@dataclass(frozen=True)
class SyntaxChoice:
    """How the two inputs are compared (None: as lines), and what to tell the user."""

    syntax: Syntax | None
    warnings: tuple[str, ...] = ()


def _recognised(given: Input, failing: bytes, yaml_named: bool) -> Syntax | None:
    """The structured syntax `given` is in: JSON by its content; YAML by its content
    when either input's name says YAML."""
    if parse_problem(json_syntax(failing), given) is None:
        return json_syntax(failing)
    if yaml_named and parse_problem(YAML, given) is None:
        return YAML
    return None


def choose_syntax(format_name: str, passing: Input, failing: Input) -> SyntaxChoice:
    """Members for JSON and YAML (asked for, or recognised), lines otherwise. A YAML
    input against a JSON one is compared as data (YAML reads JSON), printed in the
    failing input's syntax, and said."""
    if format_name == "text":
        return SyntaxChoice(None)
    if format_name in ("json", "yaml"):
        syntax = json_syntax(failing.data) if format_name == "json" else YAML
        for given in (passing, failing):
            problem = parse_problem(syntax, given)
            if problem is not None:
                raise UserError(f"--format {format_name}: {problem}")
        return SyntaxChoice(syntax)
    if format_name != "auto":
        raise UserError(f"isolate compares text, json or yaml, not {format_name!r}: "
                        "use --format text, json or yaml")
    yaml_named = any(given.name.lower().endswith(YAML_SUFFIXES) for given in (passing, failing))
    old, new = (_recognised(given, failing.data, yaml_named) for given in (passing, failing))
    if old is None and new is None:
        return SyntaxChoice(None)
    if old is None or new is None:
        structured, syntax, other = (passing, old, failing) if new is None \
            else (failing, new, passing)
        return SyntaxChoice(None, (f"{structured.name} is {syntax.name.upper()} but "
                                   f"{other.name} is not: compared lines",))
    if old.name == new.name:
        return SyntaxChoice(new)
    mixed = Syntax(new.name, yaml.safe_load, new.dump)
    return SyntaxChoice(mixed, (
        f"{passing.name} is {old.name.upper()} and {failing.name} is {new.name.upper()}: "
        f"both read as data, the candidates printed as {new.name.upper()} like "
        f"{failing.name}",))


def oracle_said(result: RunResult, delivered_as: str, path: str, advice: str) -> str:
    """How the oracle judged the input at `path` (delivered to it as `delivered_as`),
    then `advice`: its error message whole (a Python exception's lines after the
    traceback's frames, else the last line), the candidate's temporary path in it
    replaced by `path`; a message of more lines comes after the advice."""
    if result.error or result.timed_out or result.exit_status is None:
        return f"({describe_failure(result)}): {advice}"
    lines = [line.rstrip() for line in result.stderr.decode("utf-8", "replace").splitlines()
             if line.strip()]
    frames = [i for i, line in enumerate(lines) if line.lstrip().startswith('File "')]
    message = lines[frames[-1] + 1:] if frames else lines[-1:]
    while len(message) > 1 and message[0].startswith("    "):  # the frame's source line
        message = message[1:]
    temporary = re.compile(r"[^\s\"']*/" + re.escape(delivered_as) + r"(?![\w.])")
    message = [temporary.sub(lambda _: path, line) for line in message]
    status = f"exit status {result.exit_status}"
    if len(message) <= 1:
        return f"({status}{f' ({message[0].strip()})' if message else ''}): {advice}"
    shown = "\n".join(f"  {line}" for line in message)
    return f"({status}): {advice}; the oracle said:\n{shown}"


class IsolateJob:
    def __init__(self, settings: IsolateSettings, sandbox: Sandbox,
                 progress: Progress | None = None) -> None:
        self.s = settings
        self.sandbox = sandbox
        self.progress = progress or Progress(quiet=settings.delta.quiet)
        self.probe_runs = 0
        self.tries = FLAKY_FIRST_FAILURE_RUNS if settings.delta.flaky else 1

    def _check_inputs(self, passing: bytes, failing: bytes) -> Tester:
        """The passing input passes, the failing one fails: return a tester for the latter's
        failure signature."""
        s = self.s.delta
        # The options' signature, if any, judges the probes too (--expect-exit 139).
        probe = Tester(s.oracle, self.sandbox, signature=s.signature.requested(),
                       test_timeout=s.test_timeout)
        outcome, result = probe.run_once(passing)
        if outcome is not Outcome.PASS:
            said = oracle_said(result, s.oracle.file_name, self.s.passing_path,
                               "give the version the oracle passes on")
            raise UserError(f"the --passing input {self.s.passing_path} does not pass {said}")
        first = first_failure(lambda: probe.run_once(failing), self.tries)
        self.probe_runs = probe.counters.oracle_runs
        if not first.failed:
            said = oracle_said(first.result, s.oracle.file_name, s.input_path,
                               "give the version it fails on")
            raise UserError(f"nothing to isolate: the --failing input {s.input_path} does not "
                            f"fail {said}")
        return Tester(s.oracle, self.sandbox, signature=s.signature.resolve(first.result,
                                                                          oracle=s.oracle),
                      test_timeout=s.test_timeout)

    def _differences(self, passing: bytes, failing: bytes, tester: Tester,
                     warnings: list[str]) -> Differences:
        s = self.s.delta
        choice = choose_syntax(s.format_name, Input("--passing", self.s.passing_path, passing),
                               Input("--failing", s.input_path, failing))
        warnings += choice.warnings
        syntax = choice.syntax
        if syntax is None:
            return Differences(passing, None)
        printed = Differences(passing, syntax)
        base, target = printed.render([]), printed.render(printed.changes(failing))
        # The printed documents stand in for the originals only if they behave alike.
        fails = target == failing or any(
            tester.run_once(target)[0] is Outcome.FAIL for _ in range(self.tries))
        if fails and (base == passing or tester.run_once(base)[0] is Outcome.PASS):
            return printed
        warnings.append(f"the re-serialized {syntax.name.upper()} documents do not behave "
                        "like the originals (the oracle reads more than the data): "
                        "compared lines instead")
        return Differences(passing, None)

    def run(self) -> Result:
        s = self.s
        if not os.path.isfile(s.passing_path):
            raise UserError(f"--passing {s.passing_path}: no such file: give the version of "
                            "the input the oracle passes on")
        passing = read_input(s.passing_path)
        failing = read_input(s.delta.input_path)
        check_oracle_command(s.delta.oracle)
        if passing == failing:
            raise UserError("nothing to isolate: the --passing and --failing inputs are "
                            "identical")
        with interrupts_raise(on_stop=self.sandbox.close):  # a signal waits for the writing
            tester = self._check_inputs(passing, failing)
            warnings: list[str] = []
            differences = self._differences(passing, failing, tester, warnings)
            total = differences.changes(failing)
            for warning in warnings:
                self.progress.say(f"trail: warning: {warning}")
            self.progress.say(f"trail: {len(total)} differences ({differences.unit}) between "
                              f"{os.path.basename(s.passing_path)} and "
                              f"{os.path.basename(s.delta.input_path)}")
            done = minimize(replace(s.delta, passes=[DifferencePass(differences)], locate=False),
                            self.sandbox, self.progress)
            kept = differences.changes(done.data)
            section = IsolateSection(
                (os.path.abspath(s.passing_path), len(passing)),
                (os.path.abspath(s.delta.input_path), len(failing)), differences.unit,
                differences.syntax is not None, len(total),
                [change.describe() for change in kept],
                [change.difference() for change in kept], warnings,
                done.result.minimized_file, DIFF_FILE)
            result = self._result(done.result, section, tester.counters.oracle_runs)
            with deferred(raise_after=False):  # the result is in hand: write it whole
                self._write(replace(done, result=result), differences, section)
        return result

    def _result(self, delta: Result, section: IsolateSection, checks: int) -> Result:
        """The delta job's result with the isolate section; the checks of both inputs
        (and of their printed forms) are oracle runs too."""
        tests = replace(delta.tests, oracle_runs=delta.tests.oracle_runs + checks
                        + self.probe_runs)
        fmt = replace(delta.format, warnings=delta.format.warnings + section.warnings)
        return replace(delta, tests=tests, format=fmt, isolate=section,
                       extra_files={"diff": DIFF_FILE})

    def _write(self, done: Minimization, differences: Differences,
               section: IsolateSection) -> None:
        out, result, kept = self.s.delta.out_dir, done.result, len(section.changes)
        passing_name = os.path.basename(self.s.passing_path)
        diff = differences.diff(
            done.data, (passing_name + (" (re-serialized)" if differences.syntax else ""),
                        f"{result.minimized_file} ({passing_name} + {kept} "
                        f"difference{'s' if kept != 1 else ''})"))
        write(Handoff(done, InPlace(reproduce_here(result, self.sandbox)), {DIFF_FILE: diff}),
              out)


def run_isolate(settings: IsolateSettings, sandbox: Sandbox,
                progress: Progress | None = None) -> Result:
    """The whole `trail delta isolate` job; its Result has the isolate section."""
    return IsolateJob(settings, sandbox, progress).run()
