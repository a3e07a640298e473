"""The `trail delta auto` job: from a failing command to its minimized input files.

    repository ─► scratch copy ─► traced run of the command (does it fail? what did it read?)
        ─► chosen files (jobs.auto_choose) ─► one folder of them ─► the delta job, each
        candidate put in place in the copy (sandbox.scratch), the command as the oracle
        ─► the minimized files at their paths, report, reproduce.sh (in a fresh clone)

The command runs from the repository's top, always in the scratch copy: the user's
checkout is never written, not even by the traced run (caches, bytecode). With a
pytest node id the oracle asks pytest for a JUnit report and judges that test's own
result (suite.report.VICTIM_CHECK), so another test failing does not count, and a
candidate of the test's file that could not run it is skipped (jobs.auto_collects).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from trail.core.units import Pass
from trail.errors import UserError
from trail.formats.directory import entries
from trail.formats.text import CHARS
from trail.handoff.clone_scripts import CloneHandoff
from trail.handoff.emit_test import EmitTest
from trail.handoff.scripts import ReproContext, flaky_tries
from trail.handoff.write import Handoff, handoff_oracle, write, write_file
from trail.interrupts import deferred, interrupts_raise, uninterrupted
from trail.jobs.auto_changes import DIFF_FILE, Changes, working_changes
from trail.jobs.auto_choose import FileChoice, Rules, choose_files, is_cache, outside_reads
from trail.jobs.auto_collects import VictimFile
from trail.oracle.call import InputKind, Oracle, RunResult
from trail.oracle.signature import describe_failure
from trail.pipeline.probe import SignatureChoice
from trail.pipeline.reduction import minimize
from trail.pipeline.settings import Settings
from trail.progress import Progress
from trail.result import Minimization, Result
from trail.result.auto import (
    AutoSection,
    FileMinimized,
    FileRead,
    OutsideRead,
    outside_warning,
)
from trail.sandbox.leftovers import temp_prefix
from trail.sandbox.local import LocalSandbox
from trail.sandbox.scratch import NO_BYTECODE, ScratchSandbox, copy_tree, worker_copies
from trail.sandbox.trace import Traced, TraceRun, strace_problem, trace
from trail.sandbox.warm import WarmPlan, WarmSandbox, warm_plan
from trail.suite.report import VICTIM_CHECK, victim_check_args
from trail.suite.runner import (
    CaseStatus,
    VictimSignature,
    pytest_start,
    split_pytest_args,
    victim_result,
)

VICTIM_SCRIPT = "victim.py"      # VICTIM_CHECK, in $TRAIL_AUTO_DIR
JUNIT_NAME = "trail-junit.xml"
JUNIT = f'"$TMPDIR/{JUNIT_NAME}"'  # each oracle call has a TMPDIR of its own
NO_CACHE = ("-p", "no:cacheprovider")


@dataclass
class AutoSettings:
    command: list[str]
    out_dir: str = "trail-out"
    include: list[str] = field(default_factory=list)
    exclude: list[str] = field(default_factory=list)
    max_file_bytes: int = 5_000_000
    signature: SignatureChoice = field(default_factory=SignatureChoice)
    timeout: float | None = None
    max_tests: int | None = None
    test_timeout: float | None = None
    verify: int = 10
    jobs: int = 1  # candidates at once, each in a scratch copy of its own
    resume: bool = False
    quiet: bool = False
    command_line: list[str] = field(default_factory=list)
    cwd: str = field(default_factory=os.getcwd)
    warm: bool = True  # Python test commands forked from a warm server (sandbox.warm)
    emit_test: EmitTest | None = None  # the failing test on the minimized files


def _git(repo: str, *args: str) -> str:
    done = subprocess.run(["git", "-C", repo, *args], capture_output=True)
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise UserError(f"git {args[0]} failed in {repo}: {said[-1] if said else 'error'}")
    return done.stdout.decode("utf-8", "surrogateescape")


def outside_made_absolute(argv: list[str], top: str) -> tuple[list[str], list[str]]:
    """The command with each word that is a relative path to something outside the
    checkout at `top` (`../venv/bin/python`) made absolute: the command runs from the
    top of a scratch copy, where the relative path would lead nowhere. Also what was
    changed, as `WORD -> PATH`."""
    inside = os.path.realpath(top) + os.sep
    out, said = [], []
    for word in argv:
        path = os.path.normpath(os.path.join(top, word))
        if (not os.path.isabs(word) and ("/" in word or word.startswith("..")) and
                os.path.exists(path) and not os.path.realpath(path).startswith(inside)):
            said.append(f"{word} -> {path}")
            word = path
        out.append(word)
    return out, said


def repository_of(cwd: str) -> tuple[str, str]:
    """The checkout's top folder and its HEAD commit."""
    done = subprocess.run(["git", "-C", cwd, "rev-parse", "--show-toplevel"],
                          capture_output=True)
    if done.returncode != 0:
        raise UserError("trail delta auto runs inside a git checkout (it copies the "
                        "repository and reproduces in a fresh clone): cd into the repository")
    top = done.stdout.decode("utf-8", "surrogateescape").strip()
    head = subprocess.run(["git", "-C", top, "rev-parse", "--verify", "-q", "HEAD"],
                          capture_output=True)
    if head.returncode != 0:
        raise UserError(f"the repository {top} has no commit yet: commit the files the "
                        "command needs, so that reproduce.sh can clone them")
    return top, head.stdout.decode().strip()


def _below(top: str, cwd: str) -> str:
    """`cwd`'s path below the checkout's `top`, with /; "" at the top."""
    below = os.path.relpath(os.path.realpath(cwd), os.path.realpath(top))
    return "" if below == "." else below.replace(os.sep, "/")


def origin_url(top: str) -> str | None:
    """The checkout's `origin` URL, for reproduce.sh where no checkout has the commit."""
    done = subprocess.run(["git", "-C", top, "remote", "get-url", "origin"],
                          capture_output=True)
    url = done.stdout.decode("utf-8", "surrogateescape").strip()
    return url if done.returncode == 0 and url else None


def pytest_victim(argv: list[str]) -> str | None:
    """The one pytest node id (`path::name`) the command names, if it is pytest."""
    start = pytest_start(argv)
    if start is None:
        return None
    ids = [word for word in split_pytest_args(argv[start:])[1] if "::" in word]
    return ids[0] if len(ids) == 1 else None


def pytest_command(argv: list[str], junit: str) -> str:
    """The command asking pytest for a JUnit report at `junit` (a shell word), without
    its cache (--lf and the like would change what runs from one call to the next)."""
    return f"{shlex.join([*argv, *NO_CACHE])} --junitxml={junit}"


def candidate_command(argv: list[str], victim: str | None) -> tuple[str, tuple[str, ...]]:
    """The command as each candidate runs it, before the victim check: its shell text
    (the oracle's start, and the command a warm start stands for), and the arguments
    it adds after the user's, as a warm start (sandbox.warm) passes them. The one
    place both are built, so that the warm plan is the oracle's."""
    if victim is None:
        return shlex.join(argv), ()
    return pytest_command(argv, JUNIT), (*NO_CACHE, f"--junitxml={{TMPDIR}}/{JUNIT_NAME}")


@dataclass(frozen=True)
class Original:
    """The traced run of the command: how it failed and what it read."""

    traced: Traced
    victim: str | None
    victim_signature: VictimSignature | None
    outside: tuple[OutsideRead, ...] = ()  # files read outside the checkout


class AutoJob:
    """One `trail delta auto` run; `run()` minimizes and writes the hand-off."""

    def __init__(self, s: AutoSettings, progress: Progress | None = None) -> None:
        if not s.command:
            raise UserError("give the failing command after --, e.g. "
                            "trail delta auto -- pytest tests/test_x.py::test_y")
        self.progress = progress or Progress(quiet=s.quiet)
        self.repo, self.commit = repository_of(s.cwd)
        command, self.made_absolute = outside_made_absolute(s.command, self.repo)
        s = self.s = replace(s, command=command)
        self.below = _below(self.repo, s.cwd)
        self.work = self.tree = self.meta = ""
        victim = pytest_victim(s.command)
        self.test_file = os.path.normpath(victim.split("::")[0]) if victim else None

    def run(self) -> Result:
        self.work = tempfile.mkdtemp(prefix=temp_prefix("auto"))
        self.tree = os.path.join(self.work, "tree")  # the scratch copy
        self.meta = os.path.join(self.work, "meta")  # trail's own files
        os.mkdir(self.meta)
        local = LocalSandbox(adopt_orphans=True)
        warm: WarmSandbox | None = None
        try:
            if self.made_absolute:
                self.progress.say("trail: the command runs in a scratch copy of the checkout, "
                                  "so what it names outside the checkout is named by its "
                                  f"absolute path: {', '.join(self.made_absolute)}")
            self.progress.say(f"trail: copying {self.repo} to a scratch copy")
            out = os.path.realpath(self.s.out_dir)
            copy_tree(self.repo, self.tree, skip=out)
            original = self._traced_run(local)
            choices = self._choose(original.traced, original.outside)
            changes = working_changes(self.repo, [c.path for c in choices])
            if changes.paths:
                self.progress.say(f"trail: {changes.said()}")
            chosen = [c.path for c in choices if c.chosen]
            command, warm_extra = candidate_command(self.s.command, original.victim)
            oracle = self._oracle(original, chosen, command)
            if self.s.jobs > 1:
                more = self.s.jobs - 1
                self.progress.say(f"trail: --jobs {self.s.jobs}: {more} more scratch "
                                  f"cop{'y' if more == 1 else 'ies'}, one per candidate "
                                  "running at once")
            warm = WarmSandbox(local, self._warm_plan(original, command, warm_extra),
                               say=lambda said: self.progress.say(f"trail: {said}"))
            sandbox = ScratchSandbox(warm, worker_copies(self.tree, self.s.jobs), chosen,
                                     env={"TRAIL_AUTO_DIR": self.meta})
            with interrupts_raise(on_stop=sandbox.close):
                done = minimize(self._delta_settings(oracle), sandbox, self.progress)
                with deferred(raise_after=False):
                    return write(self._handoff(done, original, choices, changes),
                                 self.s.out_dir)
        finally:
            with uninterrupted():
                if warm is not None:
                    warm.close()
                local.close()
                shutil.rmtree(self.work, ignore_errors=True)

    # -- the original run --------------------------------------------------------

    def _traced_run(self, local: LocalSandbox) -> Original:
        argv = self.s.command
        victim = pytest_victim(argv)
        junit = os.path.join(self.meta, "junit.xml")
        command = shlex.join(argv) if victim is None else pytest_command(argv, shlex.quote(junit))
        problem = strace_problem()
        if self.below:
            self.progress.say(f"trail: the command runs from the repository's top, "
                              f"{self.repo}, not from {self.below}/ (see `trail delta auto "
                              "--help`)")
        self.progress.say(f"trail: running {shlex.join(argv)} in the scratch copy, tracing "
                          f"the files it reads ({'strace' if problem is None else problem})")
        traced = trace(local, TraceRun(command, tuple(argv), self.tree, NO_BYTECODE,
                                       self.s.test_timeout or self.s.timeout, self.meta), problem)
        signature = self._check_failed(traced.result, victim, junit)
        if traced.note:
            self.progress.say(f"trail: {traced.note}")
        outside = tuple(outside_reads(traced.opened, self.tree, os.environ, own=[self.work]))
        if outside:
            self.progress.say(f"trail: warning: {outside_warning(outside)}")
        return Original(traced, victim, signature, outside)

    def _warm_plan(self, original: Original, command: str,
                   extra: tuple[str, ...]) -> WarmPlan | str:
        """How candidates run `command` warm (sandbox.warm), `extra` after the user's
        arguments, or why they run cold."""
        if not self.s.warm:
            return "--cold"
        tree = os.path.realpath(self.tree) + os.sep
        outside = [p for p in original.traced.opened if not os.path.realpath(p).startswith(tree)]
        return warm_plan(self.s.command, extra, command, outside, os.environ)

    def _check_failed(self, result: RunResult, victim: str | None,
                      junit: str) -> VictimSignature | None:
        """The victim's signature; UserError when the command did not fail."""
        if result.timed_out:
            raise UserError("the command timed out on its first run: raise --test-timeout "
                            "or --timeout, or check that it ends on its own")
        if victim is None:
            if result.exit_status == 0:
                raise UserError("nothing to minimize: the command passes (exit status 0)"
                                + self._from_top())
            return None
        case = victim_result(Path(junit), victim) if os.path.exists(junit) else None
        if case is None:
            raise UserError(f"the test {victim} did not run ({describe_failure(result)}): "
                            "check its node id, or that pytest can collect it"
                            + self._from_top())
        if case.status is CaseStatus.SKIPPED:
            raise UserError(f"nothing to minimize: the test {victim} is skipped")
        if not case.failed:
            raise UserError(f"nothing to minimize: the test {victim} passes (exit status "
                            f"{result.exit_status})")
        return VictimSignature.of_case(case, self.s.signature.any_failure)

    def _from_top(self) -> str:
        """What to say when the command may have failed to start for running from the
        repository's top rather than from the folder below it where trail was started."""
        if not self.below:
            return ""
        return (f"; it ran from the repository's top, {self.repo}, not from {self.below}/: "
                f"name paths from the top ({self.below}/...) or run trail from there")

    # -- what to minimize --------------------------------------------------------

    def _choose(self, traced: Traced, outside: tuple[OutsideRead, ...]) -> list[FileChoice]:
        tree = os.path.realpath(self.tree)
        read = []
        for path in traced.opened:
            full = os.path.realpath(path)
            if full.startswith(tree + os.sep) and os.path.isfile(full):
                path = os.path.relpath(full, tree).replace(os.sep, "/")
                if not is_cache(path):
                    read.append(path)
        tracked = set(_git(self.repo, "ls-files", "-z").split("\0")) - {""}
        rules = Rules(tuple(self.s.include), tuple(self.s.exclude), self.s.max_file_bytes,
                      self.test_file)
        choices = choose_files(list(dict.fromkeys(read)), tracked, tree, rules)
        for choice in choices:
            if choice.chosen:
                self.progress.say(f"trail: minimize {choice.path} ({choice.bytes:,} bytes): "
                                  f"{choice.why.value}")
        kept = [c for c in choices if not c.chosen]
        if kept:
            self.progress.say(f"trail: {kept_line(kept)}")
        if not choices:
            elsewhere = f", only {len(outside)} outside it (above)" if outside else ""
            raise UserError(f"the command read no file under the repository (traced by "
                            f"{traced.tracer.value}){elsewhere}: nothing to minimize; name "
                            "the files with --include GLOB")
        if not any(c.chosen for c in choices):
            raise UserError(f"none of the {len(choices)} files the command read under the "
                            "repository is data to minimize (see above): name the ones to "
                            "minimize with --include GLOB")
        return choices

    def _oracle(self, original: Original, chosen: list[str], command: str) -> Oracle:
        """The oracle: `command` (candidate_command's), then the victim check if any."""
        if original.victim is not None and original.victim_signature is not None:
            check = shlex.join(victim_check_args(original.victim, original.victim_signature))
            command = (f"{command}; python3 "
                       f"\"$TRAIL_AUTO_DIR/{VICTIM_SCRIPT}\" {JUNIT} {check}")
            write_file(os.path.join(self.meta, VICTIM_SCRIPT), VICTIM_CHECK.encode())
        folder = os.path.join(self.meta, "files")
        for path in chosen:  # from the checkout: the traced run may have changed the copy's
            os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
            shutil.copy2(os.path.join(self.repo, path), os.path.join(folder, path))
        # It runs in a scratch copy (ScratchSandbox): the checkout names where, and keeps
        # the oracle, which --resume compares with the saved run's, alike from run to run.
        return Oracle(command=command, kind=InputKind.DIRECTORY, file_name="files",
                      workdir=self.repo)

    def _delta_settings(self, oracle: Oracle) -> Settings:
        s = self.s
        folder = os.path.join(self.meta, "files")
        # Candidates that cannot run the test are skipped unrun, where its file is one.
        victim = pytest_victim(s.command)
        check = None
        if victim is not None and os.path.isfile(os.path.join(folder, self.test_file or "")):
            check = VictimFile.of(victim).collects
        return Settings(input_path=folder, oracle=oracle,
                        select=partial(auto_passes, code=self.test_file),
                        check=check,
                        signature=s.signature,
                        out_dir=s.out_dir, timeout=s.timeout, max_tests=s.max_tests,
                        test_timeout=s.test_timeout, verify=s.verify, jobs=s.jobs,
                        resume=s.resume, quiet=s.quiet, command_line=s.command_line)

    # -- the hand-off ------------------------------------------------------------

    def _handoff(self, done: Minimization, original: Original,
                 choices: list[FileChoice], changes: Changes) -> Handoff:
        result = done.result
        kept = {e.name: e.content for e in entries(done.data) if e.kind == "file"}
        removed = [c.path for c in choices if c.chosen and c.path not in kept]
        helpers = {VICTIM_SCRIPT: VICTIM_CHECK} if original.victim_signature else {}
        ctx = ReproContext(handoff_oracle(result.oracle), result.signature, result.test_timeout,
                           tries=flaky_tries(result))
        how = CloneHandoff(done.data, tuple(removed), helpers, ctx, self.repo, self.commit,
                           origin_url(self.repo), tuple(o.path for o in original.outside),
                           original.victim, changes.diff)
        # The chosen files stood in a folder of trail's, gone now: name them instead.
        names = ", ".join(c.path for c in choices if c.chosen)
        result = replace(
            result, input=replace(result.input, path=self.repo, name=names),
            minimized_file=".",
            auto=self._section(original, choices, kept, removed, changes))
        files = {DIFF_FILE: changes.diff} if changes.diff else {}
        return Handoff(replace(done, result=result), how, files, emit=self.s.emit_test)

    def _section(self, original: Original, choices: list[FileChoice],
                 kept: dict[str, bytes], removed: list[str], changes: Changes) -> AutoSection:
        traced = original.traced
        return AutoSection(
            self.repo, self.commit, self.s.command, original.victim, traced.tracer.value,
            traced.note, [FileRead(c.path, c.bytes, c.chosen, c.why.value) for c in choices],
            [FileMinimized(c.path, c.bytes, len(kept[c.path]) if c.path in kept else None)
             for c in choices if c.chosen],
            removed, list(changes.paths), kept, list(original.outside))


def kept_line(kept: list[FileChoice]) -> str:
    """One line for the files read and left as they are: how many, why, the first few."""
    whys: dict[str, int] = {}
    for choice in kept:
        why = choice.why.value.split(" (")[0]  # the advice in brackets is said once
        whys[why] = whys.get(why, 0) + 1
    files = "1 file" if len(kept) == 1 else f"{len(kept)} files"
    names = ", ".join(c.path for c in kept[:3]) + (", ..." if len(kept) > 3 else "")
    counts = ", ".join(f"{count} {why}" for why, count in whys.items())
    return (f"keep {files} the command read as {'it is' if len(kept) == 1 else 'they are'} "
            f"({names}): {counts}; --include GLOB minimizes one")


def auto_passes(passes: list[Pass], code: str | None) -> list[Pass]:
    """Of the folder format's `passes`, those auto runs, in the order it runs them:
    every data file's, down to lines and characters, as `trail delta` runs on one file
    (its smallest failing form may be malformed: the pipeline asks,
    pipeline.wellformed). `code`, the test's own file, loses whole statements only
    (other tests, helpers, imports): it stays code a person reads, not expressions cut
    to the bone. Its passes come after the data's structure: once the data is small,
    fewer of its statements are needed to read it, and its candidates are the ones that
    may no longer collect. The data's characters come last, as on one file (core.reduce's
    finest pass): they run over what every file's structure left, each of their
    candidates a whole run of the command."""
    split = [(p, *p.name.rsplit(":", 1)) if ":" in p.name else (p, None, p.name)
             for p in passes]
    kept = [(p, path, name) for p, path, name in split if path != code or "-depth-" in name]
    data = [p for p, path, name in kept if path != code and name != CHARS.name]
    chars = [p for p, path, name in kept if path != code and name == CHARS.name]
    return data + [p for p, path, _ in kept if path == code] + chars


def run_auto(settings: AutoSettings, progress: Progress | None = None) -> Result:
    """The whole `trail delta auto` job; its Result has the auto section."""
    return AutoJob(settings, progress).run()

