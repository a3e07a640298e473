"""The hand-off of `trail delta tests`: report.json, report.md, tests.txt, reproduce.sh.

reproduce.sh runs the minimized order and judges the victim's own result, as trail
did, so a polluter that fails while the victim passes is no reproduction; under
--flaky it reruns the order K99 times as trail delta's reproduce.sh does.

report.json keeps the fields of the trail-delta-report schema (version 1) where
they apply to a list of test ids (input kind "tests", unit = one test id) and adds
a "test_order" section. It is not called "tests" as one might expect: that key
already holds the run counters in the schema.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Sequence
from pathlib import Path

from trail.facts import verification_text
from trail.handoff.schema import SCHEMA, VERSION
from trail.handoff.scripts import ONCE, Tries, try_lines
from trail.handoff.write import File, write_files
from trail.mdsafe import code, fenced
from trail.suite import victim_check
from trail.suite.runner import (
    SEARCH_INTERRUPTED,
    PolluterSearch,
    SuiteRunner,
    VictimSignature,
    junit_address,
)

MINIMIZED_FILE = "tests.txt"
REPRODUCE_FILE = "reproduce.sh"

_HEADER = """#!/bin/sh
# Reproduces the failure of {victim}
# by running, in this order, the tests it needs before it (found by trail delta tests).
# Exit status as for `git bisect run`: 1 = reproduced, 0 = not reproduced, 125 = inconclusive.
set -u
project={cwd}  # where the tests ran; set TRAIL_PROJECT to run them elsewhere
cd "${{TRAIL_PROJECT:-$project}}" || exit 125
dir=$(mktemp -d "${{TMPDIR:-/tmp}}/trail-repro.XXXXXX") || exit 125
trap 'rm -rf "$dir"' EXIT
"""

# Exit statuses of pytest and most runners: 0 all passed, 1 some test failed; others
# (interrupted, internal or usage error, no tests) say nothing about the victim.
_BY_STATUS = """# One run: without a per-test report the exit status is all there is to go by.
check() {{
    {command}
    case $? in
        0) return 0 ;;
        1) return 1 ;;
        *) return 125 ;;
    esac
}}
"""

# The victim's own result in the JUnit report, read as trail.suite.runner reads it
# (VictimSignature.outcome): another test's failure is not the victim's. The script is
# suite/victim_check.py itself, standard library only, so that a reproducer needs no
# trail to run; its arguments are victim_check_args'.
VICTIM_CHECK = Path(victim_check.__file__).read_text(encoding="utf-8")

_BY_JUNIT = r"""# One run: 1 = the victim fails as it did under trail ({description}),
# 0 = it passes, 125 = inconclusive (it fails another way, is skipped or did not run).
# The JUnit report says which test failed: another test's failure does not count.
check() {{
    rm -f "$dir/junit.xml"
    {command}
    python3 - "$dir/junit.xml" {expected} <<'TRAIL_VICTIM'
{check}TRAIL_VICTIM
}}
"""


def victim_check_args(victim: str, signature: VictimSignature) -> list[str]:
    """VICTIM_CHECK's arguments after the report's path, for `victim` failing as
    `signature` says."""
    return [*junit_address(victim), victim, signature.tag, signature.exception,
            signature.message]


def reproduce_order_script(runner: SuiteRunner, order: Sequence[str],
                           signature: VictimSignature, tries: Tries = ONCE) -> str:
    """reproduce.sh for the tests `order` (the victim last), run where the tests ran."""
    victim = order[-1]
    header = _HEADER.format(victim=victim, cwd=shlex.quote(str(runner.cwd)))
    if not runner.per_test:
        check = _BY_STATUS.format(command=runner.command_line(order))
    else:
        expected = shlex.join(victim_check_args(victim, signature))
        check = _BY_JUNIT.format(description=signature.describe(victim), expected=expected,
                                 check=VICTIM_CHECK,
                                 command=runner.command_line(order, junit='"$dir/junit.xml"'))
    return header + check + "\n".join(try_lines(tries)) + "\n"


def _tries(search: PolluterSearch) -> Tries:
    """--flaky: K99 from the minimized order's verification, else from the original's rate."""
    if search.policy is None:
        return ONCE
    rate = search.verification.rate
    return Tries.k99(rate if rate.failures else search.policy.original)


def report_data(search: PolluterSearch, runner: SuiteRunner, *, command_line: Sequence[str],
                source: str, seconds: float) -> dict:
    """report.json's content for a finished search."""
    ids_bytes = len("".join(f"{test}\n" for test in search.before).encode())
    kept_bytes = len("".join(f"{test}\n" for test in search.polluters).encode())
    reproduce = runner.command_line([*search.polluters, search.victim])
    flaky = search.policy.as_dict() if search.policy is not None else None
    return {
        "schema": SCHEMA, "version": VERSION,
        "status": "interrupted" if search.interrupted else "minimized",
        "partial_reason": search.interrupted,
        "command_line": list(command_line),
        "input": {"path": source, "name": search.victim, "kind": "tests",
                  "bytes": ids_bytes, "units": len(search.before)},
        "minimized": {"file": MINIMIZED_FILE, "bytes": kept_bytes,
                      "units": len(search.polluters)},
        "reduction_ratio": round(1 - kept_bytes / ids_bytes, 4) if ids_bytes else 0.0,
        "format": {"name": "test-order", "reason": "trail delta tests", "warnings": []},
        "oracle": {"command": runner.command_template(),
                   "convention": "junit" if runner.per_test else "bisect",
                   "delivery": "arguments", "test_timeout": runner.timeout},
        "signature": {"description": search.signature.describe(search.victim),
                      "status": search.signature.status.value if search.signature.status
                      else None,
                      "exception": search.signature.exception},
        "sandbox": {"name": "local", "image": None, "image_id": None},
        "tests": {"run": search.search.decisions - search.search.cached,
                  "cached": search.search.cached, "wasted": 0,
                  "malformed_skipped": 0, "oracle_runs": search.runs},
        "time_seconds": round(seconds, 3), "jobs": 1,
        "passes": [{"name": "test-order", "round": 1, "bytes_before": ids_bytes,
                    "bytes_after": kept_bytes, "tests": search.search.decisions}],
        "verification": search.verification.to_json(),
        "files": {"minimized": MINIMIZED_FILE, "oracle": None, "reproduce": REPRODUCE_FILE,
                  "report_md": "report.md"},
        "test_order": {"victim": search.victim, "tests_before": len(search.before),
                       "polluters": search.polluters, "reproduce": reproduce,
                       "fallback_ddmin": search.search.fallback, "flaky": flaky},
    }


def report_markdown(data: dict) -> str:
    order = data["test_order"]
    verification = data["verification"]
    interrupted = data["status"] == "interrupted"
    searched = data["partial_reason"] != SEARCH_INTERRUPTED
    lines = [
        f"# trail delta tests: {code(order['victim'])}",
        "",
        (f"Interrupted: the victim still fails after these {len(order['polluters'])} of the "
         f"{order['tests_before']} tests that ran before it; the search did not end, so "
         "fewer may do" if not searched else
         f"{len(order['polluters'])} of {order['tests_before']} tests that ran before the "
         "victim must run before it for it to fail")
        + f" ({code(data['signature']['description'])}).",
        "",
        "## Tests to run first, in this order",
        "",
        *[f"1. {code(test)}" for test in order["polluters"]],
        "",
        "## Reproduce",
        "",
        fenced(order["reproduce"], "sh").rstrip("\n"),
        "",
        (f"Verification: {verification['failed']} of {verification['runs']} runs failed"
         if verification["runs"] else
         f"Verification: {verification_text(0, 0, interrupted)}")
        + ("." if verification["verified"] else " - NOT VERIFIED."),
    ]
    if order["flaky"] is not None and "minimized" in verification:  # not when interrupted
        original, minimized = order["flaky"]["original"], verification["minimized"]
        lines += [
            "",
            "| order | runs | failed | failure rate | 95% interval |",
            "|---|---|---|---|---|",
            *[f"| {name} | {rate['runs']} | {rate['failed']} | {rate['failure_rate']:.2f} | "
              f"[{rate['interval'][0]:.2f}, {rate['interval'][1]:.2f}] |"
              for name, rate in (("all tests before", original), ("minimized", minimized))],
        ]
        if verification["much_lower"]:
            lines += ["", "**The minimized order fails much less often than the original: the "
                          "search may have removed part of the cause.**"]
    tests = data["tests"]
    lines += ["", f"{tests['oracle_runs']} suite runs, {tests['run']} orders tried, "
                  f"{data['time_seconds']:.1f} s.", ""]
    return "\n".join(lines)


def write_report(out: Path, data: dict, search: PolluterSearch, runner: SuiteRunner) -> None:
    """Write the four hand-off files into `out` (created if missing)."""
    order = [*search.polluters, search.victim]
    script = reproduce_order_script(runner, order, search.signature, _tries(search))
    write_files(str(out), [
        File(MINIMIZED_FILE, "".join(f"{test}\n" for test in order).encode()),
        File(REPRODUCE_FILE, script.encode(), 0o755),
        File("report.json", (json.dumps(data, indent=2) + "\n").encode()),
        File("report.md", report_markdown(data).encode())])
