"""`trail delta bisect`: the commit that broke it, and the smallest input that shows it.

The reference text's workflow, in one run and in a worktree of its own:

1. Check the end points in a temporary worktree: at --bad the input fails (its
   failure signature is captured there), at --good it passes.
2. `git bisect run step.sh` in that worktree finds the first bad commit C; each step
   is `bisect_step.judge` (build, oracle, signature) in a fresh process. When the
   commits just before C cannot be judged (they do not build), the blame is one of
   them or C: an ambiguous blame is a result too, C being the first commit known bad.
3. The delta job minimizes the input at C, the oracle running in the worktree.
4. The minimized input must pass at the last good commit (C's parent, or the one
   before the suspects). If it does not, it exposes an older failure (or no clean
   difference), and the full input stays the result.
5. With --rebisect, bisect again with the minimized input and check it lands on C.

The worktree, and the bisect state inside it, are removed at the end, also after an
error, Ctrl-C or SIGTERM; the user's checkout, index, stash and HEAD are never touched.
"""

from __future__ import annotations

import json
import logging
import math
import os
import shlex
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field, replace

import trail
from trail.core.flaky import FlakyPolicy
from trail.core.outcome import Outcome
from trail.core.rate import FailureRate
from trail.errors import UserError
from trail.handoff.bisect_scripts import AtCommit, BisectHandoff
from trail.handoff.markdown import inline_text
from trail.handoff.scripts import ONCE, ReproContext, Tries
from trail.handoff.write import Handoff, handoff_oracle, write, write_file
from trail.interrupts import interrupts_raise
from trail.jobs.bisect_step import (
    Judgement,
    Step,
    Verdict,
    judge,
    run_build,
    step_script,
    write_state,
)
from trail.jobs.gitrepo import GIT, Repo, Worktree, temporary_worktree
from trail.oracle.call import InputKind, Oracle
from trail.oracle.signature import Signature, describe_failure
from trail.oracle.tester import Tester
from trail.pipeline.checks import check_oracle_command, read_input
from trail.pipeline.probe import (
    CANDIDATE_TIMEOUT,
    FLAKY_FIRST_FAILURE_RUNS,
    cannot_start,
    first_failure,
)
from trail.pipeline.reduction import minimize
from trail.pipeline.settings import Settings
from trail.progress import Progress
from trail.result import Minimization, Result, Status, Verification
from trail.result.bisect import (
    BisectFlaky,
    Bisection,
    BisectSection,
    Commit,
    End,
    ParentCheck,
    Rebisect,
    Suspect,
)
from trail.sandbox.base import Sandbox

OLDER_FAILURE_PREFIX = "older-failure-"
log = logging.getLogger(__name__)


@dataclass
class BisectSettings:
    delta: Settings          # input, oracle, signature choice, budget and --out, as for delta
    good: str
    bad: str
    build: str | None = None
    rebisect: bool = False
    allow_dirty: bool = False
    cwd: str = field(default_factory=os.getcwd)


@dataclass(frozen=True)
class Search:
    """The history to search: good..bad in a repository."""

    repo: Repo
    good: str
    bad: str
    commits: int  # in good..bad


@dataclass(frozen=True)
class Kept:
    """The input the hand-off keeps, and how to judge it."""

    step: Step
    older: bytes | None = None  # the minimized input, when it shows an older failure


class CannotBisect(Exception):
    """A bisection cannot name one commit: `problem` says why, `advice` what to do."""

    def __init__(self, problem: str, advice: str | None = None) -> None:
        super().__init__(problem)
        self.problem = problem
        self.advice = advice

    def message(self) -> str:
        return f"{self.problem}; {self.advice}" if self.advice else self.problem


def bisect_decisions(commits: int) -> int:
    """Verdicts one bisection makes: its steps, the two end points, C's parent."""
    return math.ceil(math.log2(commits + 1)) + 3


def minimized_rate(verification: Verification,
                   original: FailureRate | None) -> FailureRate | None:
    """--flaky: the minimized input's failure rate, from its verification runs."""
    if original is None or not verification.rate.failures:
        return original
    return verification.rate


class BisectJob:
    def __init__(self, settings: BisectSettings, sandbox: Sandbox,
                 progress: Progress | None = None) -> None:
        self.s = settings
        self.sandbox = sandbox
        self.progress = progress or Progress(quiet=settings.delta.quiet)
        self.name = settings.delta.oracle.file_name
        self.names: dict[str, str] = {}  # commit hash -> the rev the user gave for it
        self.oracle_files: set[str] = set()  # the oracle command's words that are files at --bad
        self.prefix = ""  # where the user stands in the repository

    # -- set-up: everything the user can get wrong, before any worktree exists ---------

    def _search(self) -> Search:
        s = self.s
        repo = Repo.find(s.cwd)
        if repo is None:
            raise UserError(f"not a git repository: {s.cwd}: run trail delta bisect inside "
                            "the repository whose history to search")
        good, bad = (self._resolve(repo, flag, rev)
                     for flag, rev in (("--good", s.good), ("--bad", s.bad)))
        self.names = {good: s.good, bad: s.bad}
        if good == bad:
            raise UserError(f"--good and --bad are the same commit ({good[:12]}): "
                            "give an older --good")
        if not repo.is_ancestor(good, bad):
            raise UserError(f"--good {s.good} ({good[:12]}) is not an ancestor of --bad {s.bad} "
                            f"({bad[:12]}): give a --good commit older than --bad")
        dirty = repo.modified_tracked_files()
        if dirty:
            shown = ", ".join(dirty[:3]) + (", ..." if len(dirty) > 3 else "")
            problem = (f"your checkout has uncommitted changes to {len(dirty)} tracked "
                       f"file(s) ({shown}): the bisection tests commits only, so your edits "
                       "would not be part of it")
            if not s.allow_dirty:
                raise UserError(f"{problem}; commit or stash them, or pass --allow-dirty")
            self.progress.say(f"trail: warning: {problem}")
        return Search(repo, good, bad, repo.count_commits(good, bad))

    @staticmethod
    def _resolve(repo: Repo, flag: str, rev: str) -> str:
        commit = repo.resolve(rev)
        if commit is None:
            raise UserError(f"{flag} {rev}: no such commit in {repo.toplevel}: "
                            "give a commit, tag or branch")
        return commit

    # -- the end points ----------------------------------------------------------------

    def _capture_at_bad(self, data: bytes, oracle: Oracle,
                        search: Search) -> tuple[Step, Judgement]:
        """Run the input at --bad (where the worktree starts): it must fail there, and how
        it fails is the failure signature. With --flaky, its failure rate there is
        estimated too: each step's pass rule is built from it."""
        s = self.s
        started = time.monotonic()
        short = self._named(search.bad)
        probe = Step(oracle, data, Signature(), s.delta.test_timeout, s.build, self.prefix)
        built = run_build(probe, self.sandbox)
        if built is not None and (built.error or built.exit_status != 0):
            raise UserError(f"the build fails at the bad commit {short} "
                            f"({describe_failure(built)}): fix --build")
        check_oracle_command(oracle)
        self.oracle_files = _files_named(oracle)
        # The options' signature, if any, judges this run too (--expect-exit 139).
        tester = Tester(oracle, self.sandbox, signature=s.delta.signature.requested(),
                        test_timeout=s.delta.test_timeout)
        first = first_failure(lambda: tester.run_once(data),
                              FLAKY_FIRST_FAILURE_RUNS if s.delta.flaky else 1)
        result, detail = first.result, describe_failure(first.result)
        if cannot_start(first):
            raise UserError(f"the oracle could not start at the bad commit {short} ({detail}): "
                            "fix the oracle command")
        if first.outcome is Outcome.PASS:
            runs = f" in {first.runs} runs" if first.runs > 1 else ""
            raise UserError(f"the bad commit {short} passes: the oracle does not fail on "
                            f"{self.name} there{runs} ({detail}); give a --bad commit where "
                            "it fails")
        if first.outcome is Outcome.UNRESOLVED:
            raise UserError(f"the oracle's result at the bad commit {short} is UNRESOLVED "
                            f"({detail}): fix the oracle first")
        timeout = CANDIDATE_TIMEOUT.timeout(s.delta.test_timeout, first.seconds)
        # Judged at every commit: its lines of the program's source move between them.
        step = Step(oracle, data, s.delta.signature.resolve(result, oracle=oracle,
                                                             code_moves=True),
                    timeout, s.build, self.prefix)
        runs = first.runs
        if s.delta.flaky:
            self.progress.say("trail: --flaky: estimating the failure rate at the bad commit")
            rated = Tester(oracle, self.sandbox, signature=step.signature, test_timeout=timeout)
            policy = FlakyPolicy.estimate(lambda: rated.run_once(data)[0],
                                          decisions=bisect_decisions(search.commits),
                                          observed=FailureRate(1, runs))
            step = replace(step, flaky=policy.rate, decisions=policy.decisions)
            runs += policy.runs
        return step, Judgement(Verdict.BAD, detail, runs, time.monotonic() - started)

    def _named(self, commit: str) -> str:
        rev = self.names.get(commit)
        return f"{rev} ({commit[:12]})" if rev and not commit.startswith(rev) else commit[:12]

    def _check_end(self, tree: Worktree, step: Step, commit: str, expected: Verdict) -> Judgement:
        tree.checkout(commit)
        judgement = judge(step, self.sandbox)
        if judgement.verdict is expected:
            return judgement
        which = "good" if expected is Verdict.GOOD else "bad"
        where = f"the {which} commit {self._named(commit)}"
        if expected is Verdict.GOOD and judgement.verdict is not Verdict.ABORT:
            missing = self._oracle_file_missing(step.oracle, judgement)
            if missing is not None:
                raise CannotBisect(f"the oracle cannot run at {where}: {missing[0]}",
                                   missing[1])
        if judgement.verdict is Verdict.BAD:
            raise self._fails_at_good(tree, step, commit, where, judgement)
        if judgement.verdict is Verdict.GOOD:
            raise CannotBisect(f"{where} passes ({judgement.reason})")
        should = "passes" if expected is Verdict.GOOD else "fails"
        raise CannotBisect(f"{where} is inconclusive ({judgement.reason})",
                           f"it must be a commit where the oracle {should} on {self.name}")

    def _oracle_file_missing(self, oracle: Oracle,
                             judgement: Judgement) -> tuple[str, str] | None:
        """A file the oracle command names that is not where it runs at this commit:
        the problem and the advice; None when every file it names is there."""
        workdir = oracle.workdir or self.s.cwd
        for word in _relative_words(oracle):
            if os.path.exists(os.path.join(workdir, word)):
                continue
            if word in self.oracle_files:
                return (f"{word} is not in that commit ({judgement.reason})",
                        "keep the oracle outside the repository (by an absolute path), or "
                        f"give a --good commit that has {word}")
            mine = os.path.join(self.s.cwd, word)
            if os.path.exists(mine):
                return (f"{word} is there from your checkout but not from the temporary "
                        f"worktree trail runs the oracle in ({judgement.reason})",
                        f"give its absolute path: {os.path.abspath(mine)}")
        return None

    def _fails_at_good(self, tree: Worktree, step: Step, commit: str, where: str,
                       judgement: Judgement) -> CannotBisect:
        """--good fails as --bad does: say whether that needs the input at all, and
        whether the first commit of the history fails too."""
        problem = f"{where} fails too ({judgement.reason})"
        if step.oracle.kind is InputKind.FILE and \
                judge(replace(step, data=b""), self.sandbox).verdict is Verdict.BAD:
            return CannotBisect(f"{problem}, and the same way on an empty input: the failure "
                                f"does not need {self.name}",
                                "check that the oracle runs as meant: it runs at each commit "
                                "in a temporary worktree of the repository")
        root = tree.run("rev-list", "--first-parent", "--max-parents=0", commit).split()[0]
        if root == commit:
            return CannotBisect(f"{problem}, and it is the first commit of the history",
                                f"no commit broke {self.name}: check that it is valid input")
        tree.checkout(root)
        at_root = judge(step, self.sandbox)
        if at_root.verdict is Verdict.BAD:
            return CannotBisect(f"{problem}, and so does the first commit of the history, "
                                f"{root[:12]}", f"no commit between them broke {self.name}: "
                                "check that it is valid input")
        older = " (the first commit of the history passes)" \
            if at_root.verdict is Verdict.GOOD else ""
        return CannotBisect(problem, f"give an older --good commit where the oracle passes on "
                                     f"{self.name}{older}")

    # -- one bisection -------------------------------------------------------------------

    def _bisect(self, tree: Worktree, step: Step, label: str, search: Search,
                at_bad: Judgement | None = None) -> Bisection:
        """Bisect good..bad with `step`, checking the end points first (--bad, unless
        `at_bad` already did) and counting them in."""
        good, bad = search.good, search.bad
        started = time.monotonic() - (at_bad.seconds if at_bad else 0.0)
        ends = [at_bad or self._check_end(tree, step, bad, Verdict.BAD),
                self._check_end(tree, step, good, Verdict.GOOD)]
        self.progress.say(f"trail: bisecting {label} input ({len(step.data):,} bytes) "
                          f"from {good[:12]} to {bad[:12]}")
        first_bad, steps, suspects = bad, [], []
        if search.commits > 1:  # else bad is the only suspect
            first_bad, steps, blame = self._git_bisect(tree, step, label, good, bad)
            for st in steps:  # -v: each step's verdict, as the step log has it
                log.info("bisect step %s: %s: %s", str(st["commit"])[:12], st["verdict"],
                         st["reason"])
            if len(blame) > 1:
                judged = {bad: {"verdict": "bad", "reason": ends[0].reason}}
                judged.update((st["commit"], st) for st in steps)
                suspects = [Suspect(search.repo.commit(c), judged[c]["verdict"],
                                    judged[c]["reason"]) for c in blame]
        runs = sum(j.oracle_runs for j in ends) + sum(st["oracle_runs"] for st in steps)
        return Bisection(label, len(step.data), first_bad, steps, runs,
                         time.monotonic() - started, suspects)

    @staticmethod
    def _git_bisect(tree: Worktree, step: Step, label: str, good: str,
                    bad: str) -> tuple[str, list[dict], list[str]]:
        """`git bisect run` in the worktree: the first bad commit, the step log, and the
        commits the blame may fall on (oldest first; more than one when the commits
        before the first bad one could not be judged).

        The result is read from refs/bisect/* and the exit status, not from git's
        messages, which may be translated.
        """
        state_dir = os.path.join(os.path.dirname(tree.path), f"state-{label}")
        os.makedirs(state_dir)
        state, log, script = (os.path.join(state_dir, name)
                              for name in ("step.pickle", "steps.jsonl", "step.sh"))
        write_state(state, step, log)
        runner_dir = os.path.dirname(os.path.dirname(os.path.abspath(trail.__file__)))
        write_file(script, step_script(sys.executable, runner_dir, state).encode(), 0o755)
        try:
            tree.run("bisect", "start", bad, good)
            status, output = _run_until_done([*GIT, "-C", tree.path, "bisect", "run", script])
            first_bad = tree.run("rev-parse", "refs/bisect/bad", check=False)
            # What no good commit reaches: the first bad commit and the skipped before it.
            blame = tree.run("rev-list", "--reverse", "refs/bisect/bad", "--not",
                             "--glob=refs/bisect/good-*", check=False).split()
        finally:
            tree.run("bisect", "reset", check=False)
        steps = []
        if os.path.exists(log):
            with open(log, encoding="utf-8") as fh:
                steps = [json.loads(line) for line in fh if line.strip()]
        if status == 0:
            return first_bad, steps, [first_bad]
        skipped = {st["commit"] for st in steps if st["verdict"] == "skip"}
        aborted = any(st["verdict"] == "abort" for st in steps)
        if not aborted and len(blame) > 1 and blame[-1] == first_bad \
                and set(blame[:-1]) <= skipped:
            return first_bad, steps, blame
        raise CannotBisect(_why_not_found(output, steps))

    # -- the job -------------------------------------------------------------------------

    def run(self) -> Result:
        s = self.s
        data = read_input(s.delta.input_path)
        search = self._search()
        repo = search.repo
        self.prefix = repo.prefix
        with interrupts_raise(), temporary_worktree(repo, search.bad) as tree:
            workdir = os.path.join(tree.path, repo.prefix)
            if not os.path.isdir(workdir):  # run from a folder git does not track
                os.makedirs(workdir)
            oracle = replace(s.delta.oracle, workdir=workdir)
            step, at_bad = self._capture_at_bad(data, oracle, search)
            try:
                first = self._bisect(tree, step, "original", search, at_bad)
            except CannotBisect as why:
                raise UserError(why.message()) from why
            culprit = repo.commit(first.first_bad)
            cost = (f"{len(first.steps)} steps, {first.oracle_runs} oracle runs, "
                    f"{first.seconds:.1f}s")
            ambiguity = first.ambiguity()
            if ambiguity is None:
                self.progress.say(f"trail: first bad commit {culprit.short} {culprit.subject} "
                                  f"({cost})")
            else:
                self.progress.say(f"trail: {ambiguity} ({cost}):")
                for suspect in first.suspects:
                    self.progress.say(f"  {suspect.words()}")
                self.progress.say(f"trail: minimizing at {culprit.short}, the first commit "
                                  "known bad")
            done = self._minimize_at(tree, culprit, step)
            delta = done.result
            section = self._section(search, culprit, first, step)
            at_c = replace(step, data=done.data, signature=delta.signature,
                           test_timeout=delta.test_timeout,
                           flaky=minimized_rate(delta.verification, step.flaky))
            kept = Kept(at_c)
            if delta.status is not Status.INTERRUPTED:
                kept, section = self._check_minimized(tree, at_c, first, search, data, section)
        result = replace(delta, bisect=section, extra_files={"bisect": "bisect.sh"})
        if kept.older is not None:  # the full input is the result
            result = replace(result, minimized=result.input.size,
                             minimized_text=inline_text(data), kept=None)
        return write(self._handoff(result, kept, search, culprit, data), self.s.delta.out_dir)

    def _check_minimized(self, tree: Worktree, at_c: Step, first: Bisection, search: Search,
                         data: bytes, section: BisectSection) -> tuple[Kept, BisectSection]:
        """Check the minimized input at C's parent (and with --rebisect, bisect with it);
        return what the hand-off keeps, and the section with the checks."""
        kept = Kept(at_c)
        if section.last_good is not None:
            kept, check, message = self._check_last_good(tree, at_c, section, data)
            section = replace(section, parent_check=check, message=message)
        if self.s.rebisect:
            rebisect, second = self._rebisect(tree, kept.step, first, search, data)
            runs = section.bisections + ([second] if second is not None else [])
            section = replace(section, rebisect=rebisect, bisections=runs)
        return kept, section

    def _minimize_at(self, tree: Worktree, culprit: Commit, step: Step) -> Minimization:
        """The delta job at C, the oracle running in the worktree."""
        tree.checkout(culprit.hash)
        built = run_build(step, self.sandbox)
        if built is not None and built.exit_status != 0:
            raise UserError(f"the build fails at the first bad commit {culprit.short}: "
                            f"{describe_failure(built)}")
        # The worktree is new each run: --resume knows the run by its commit instead.
        label = f"commit {culprit.hash}, folder {self.prefix or '.'}"
        return minimize(replace(self.s.delta, oracle=step.oracle, workdir_label=label),
                        self.sandbox, self.progress)

    def _section(self, search: Search, culprit: Commit, first: Bisection,
                 step: Step) -> BisectSection:
        """The result's bisect section as the first bisection leaves it."""
        s, repo = self.s, search.repo
        parent = repo.parent(culprit.hash)
        last_good = repo.parent(first.blame()[0])
        return BisectSection(
            repo.toplevel, repo.prefix, End(s.good, search.good), End(s.bad, search.bad),
            search.commits, s.build,
            None if step.flaky is None else BisectFlaky(
                step.flaky.as_dict(), step.decisions, step.runs_to_pass()),
            culprit, repo.commit(parent) if parent else None,
            repo.commit(last_good) if last_good else None, [first])

    def _check_last_good(self, tree: Worktree, at_c: Step, section: BisectSection,
                         data: bytes) -> tuple[Kept, ParentCheck, str | None]:
        """The minimized input must pass at the last good commit (C's parent, unless the
        blame is ambiguous); else the full input is kept. What is kept, the check, and
        the note when it is the full input."""
        good = section.last_good
        assert good is not None
        where = "the parent" if good == section.parent else "the last good commit"
        tree.checkout(good.hash)
        judgement = judge(at_c, self.sandbox)
        check = ParentCheck(good.hash, judgement.verdict.value, judgement.reason,
                            judgement.oracle_runs, judgement.seconds, at_c.runs_to_pass(),
                            "minimized", None)
        if judgement.verdict is Verdict.GOOD:
            return Kept(at_c), check, None
        if judgement.verdict is Verdict.ABORT:
            raise UserError(f"cannot check {where} {good.short}: {judgement.reason}")
        older = OLDER_FAILURE_PREFIX + self.name
        if judgement.verdict is Verdict.BAD:
            what = (f"the minimized input exposes an older failure: it fails at {where} "
                    f"{good.short} too ({judgement.reason})")
        else:
            what = (f"the minimized input does not pass at {where} {good.short} "
                    f"({judgement.reason})")
        message = f"{what}; the full input is kept as the result ({older} is the minimized one)"
        self.progress.say(f"trail: warning: {message}")
        return (Kept(replace(at_c, data=data), older=at_c.data),
                replace(check, kept="input", older_failure_file=older), message)

    def _rebisect(self, tree: Worktree, step: Step, first: Bisection, search: Search,
                  data: bytes) -> tuple[Rebisect, Bisection | None]:
        """The bisection again with the minimized input: how it went, and the run."""
        if step.data == data:
            return Rebisect(None, "skipped: the full input is the result"), None
        try:
            second = self._bisect(tree, step, "minimized", search)
        except CannotBisect as why:
            self.progress.say(f"trail: warning: the bisection with the minimized input "
                              f"failed: {why}")
            return Rebisect(False, str(why)), None
        confirmed = second.blame() == first.blame()
        problem = None
        if confirmed:
            same = "commit" if len(first.blame()) == 1 else "suspects"
            self.progress.say(f"trail: rebisect with the minimized input: same {same}, "
                              f"{len(second.steps)} steps, {second.oracle_runs} oracle runs, "
                              f"{second.seconds:.1f}s")
        else:
            problem = (f"the minimized input lands on "
                       f"{', '.join(c[:12] for c in second.blame())}, not "
                       f"{', '.join(c[:12] for c in first.blame())}")
            self.progress.say(f"trail: warning: {problem}")
        return Rebisect(
            confirmed, problem, second.first_bad,
            round(second.oracle_runs / first.oracle_runs, 3),
            round(second.seconds / first.seconds, 3) if first.seconds else None), second

    def _handoff(self, result: Result, kept: Kept, search: Search, culprit: Commit,
                 original: bytes) -> Handoff:
        """The hand-off, for the input kept and how to judge it; with an older failure,
        the minimized input that shows it beside it."""
        s, step = self.s, kept.step
        tries = ONCE if step.flaky is None else Tries.k99(step.flaky)
        oracle = handoff_oracle(s.delta.oracle)
        ctx = ReproContext(oracle, step.signature, step.test_timeout, tries=tries)
        repo = search.repo
        how = AtCommit(BisectHandoff(step.data, ctx, s.build, repo.prefix, culprit,
                                     search.good), repo.toplevel)
        older = {} if kept.older is None else {OLDER_FAILURE_PREFIX + self.name: kept.older}
        return Handoff(Minimization(result, step.data, original), how, older)


def _relative_words(oracle: Oracle) -> list[str]:
    """The words of the oracle command that may be relative paths: not options, not
    the candidate's place, not absolute."""
    try:
        words = shlex.split(oracle.command)
    except ValueError:
        return []
    return [word for word in words
            if "{}" not in word and not word.startswith("-") and not os.path.isabs(word)]


def _files_named(oracle: Oracle) -> set[str]:
    """The words of the oracle command that name files where it runs."""
    workdir = oracle.workdir or os.getcwd()
    return {word for word in _relative_words(oracle)
            if os.path.isfile(os.path.join(workdir, word))}


def _run_until_done(command: list[str]) -> tuple[int, str]:
    """Run `git bisect run` in a session of its own; on Ctrl-C/SIGTERM stop all of it.

    The step process turns SIGTERM into a clean stop that kills its oracle's process
    group (the sandbox's own session), so SIGTERM goes first and SIGKILL only later.
    """
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True, text=True)
    try:
        output, _ = proc.communicate()
    except BaseException:
        _stop_group(proc)
        raise
    return proc.returncode, output


def _stop_group(proc: subprocess.Popen) -> None:
    for sig, grace in ((signal.SIGTERM, 5.0), (signal.SIGKILL, None)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            break
        try:
            proc.wait(timeout=grace)
            break
        except subprocess.TimeoutExpired:
            continue


def _why_not_found(output: str, steps: list[dict]) -> str:
    aborted = next((st for st in steps if st["verdict"] == "abort"), None)
    if aborted is not None:
        return f"the bisection stopped at {str(aborted['commit'])[:12]}: {aborted['reason']}"
    lines = [line for line in output.splitlines() if line.strip()]
    return f"git bisect run failed: {lines[-1] if lines else 'no output'}"


def run_bisect(settings: BisectSettings, sandbox: Sandbox,
               progress: Progress | None = None) -> Result:
    """The whole `trail delta bisect` job; its Result has the bisect section."""
    return BisectJob(settings, sandbox, progress).run()

