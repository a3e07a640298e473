"""trail against oracles that make ordinary reducers lie: does every verdict hold?

    python3 bench/bench_hostile.py                 # every case, 20 reproduce.sh runs each
    python3 bench/bench_hostile.py --only uuid,secret --repro-runs 5

Each case is a small text input with one line that matters (`BUG`) and an oracle
written as users write them: its error line carries a fresh request id, a Java
object id, the input's size with thousands separators, bytes that are not UTF-8, an
echoed API token; or it hangs on every candidate, fails another way on every
candidate, or fails half the time. Per case the script runs `trail delta` through
its CLI and prints: the final size against the smallest failing input, the tests
run, report.json's status and trail's exit status, whether reproduce.sh agrees with
trail's verdict over --repro-runs runs (verified: exit 1 every time; not minimized:
nothing to agree with), and whether a planted secret reached any file trail wrote.
The last column says whether the row is what a user should get. A benchmark, not a
test: CI does not run it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

RUNNER = Path(__file__).resolve().parent.parent / "runner"
SECRET = "sk-FAKE-abcdef123456"

# Every oracle reads the candidate ($1) and fails when it holds the line BUG.
PROLOGUE = """#!/usr/bin/env python3
import hashlib, os, random, sys, time, uuid
data = open(sys.argv[1], 'rb').read()
bug = b'BUG' in data
"""


@dataclass(frozen=True)
class Hostile:
    name: str
    body: str                       # the oracle after PROLOGUE
    expect_bytes: int | None        # final bytes a user should get; None: not minimized
    expect_exit: int                # trail's exit status a user should get
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)


CASES = [
    Hostile("uuid", "if bug: sys.exit(f'RuntimeError: request {uuid.uuid4()} failed')\n", 3, 0),
    Hostile("java_id", "if bug: sys.exit(f'IllegalStateException: Foo@{random.getrandbits(32):08x}"
            " is closed')\n", 3, 0),
    Hostile("hex_id", "if bug: sys.exit(f'KeyError: session {os.urandom(6).hex()}a expired')\n",
            3, 0),
    Hostile("thousands", "if bug: sys.exit(f'ValueError: bad record after {len(data):,} bytes')\n",
            3, 0),
    Hostile("duration", "t0 = time.monotonic()\nif bug: sys.exit(f'TimeoutError: gave up after "
            "{(time.monotonic() - t0) * 1000:.3f}ms')\n", 3, 0),
    Hostile("random_word", "if bug: sys.exit('Error: req ' + ''.join(random.choice("
            "'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz') for _ in range(8)) + "
            "' failed')\n", 3, 0),
    Hostile("not_utf8", "if bug:\n"
            "    sys.stderr.buffer.write(b'Erreur: donn\\xe9es invalides\\n')\n"
            "    sys.exit(1)\n", 3, 0),
    Hostile("expect_digits", "if bug: sys.exit(f'ValueError at offset {data.index(b\"BUG\")}')\n",
            3, 0, args=("--expect-output", r"offset \d+")),
    Hostile("expect_nocase", "if bug: sys.exit('ValueError: broken')\n", 3, 0,
            args=("--expect-output", "(?i)valueerror")),
    Hostile("secret", "if bug: sys.exit('AuthError: key ' + os.environ['MY_API_TOKEN'] + "
            "' rejected')\n", 3, 0, env={"MY_API_TOKEN": SECRET}),
    Hostile("hangs", "if hashlib.sha256(data).hexdigest() != os.environ['ORIGINAL_SHA']:\n"
            "    time.sleep(60)\nsys.exit(1 if bug else 0)\n", None, 3,
            args=("--test-timeout", "1")),
    Hostile("other_error", "if hashlib.sha256(data).hexdigest() != os.environ['ORIGINAL_SHA']:\n"
            "    sys.exit('SyntaxError: invalid syntax')\nsys.exit('Crash: boom' if bug else 0)\n",
            None, 3),
    Hostile("flaky_half", "if bug and random.random() < 0.5: sys.exit('Crash: boom')\n", 3, 0,
            args=("--flaky",)),
]


def make_input() -> bytes:
    lines = [f"record {i}: value={i * 37 % 1000}" for i in range(400)]
    lines.insert(314, "BUG")
    return ("\n".join(lines) + "\n").encode()


def run_case(case: Hostile, work: Path, repro_runs: int) -> dict:
    import hashlib

    data = make_input()
    (work / "input.txt").write_bytes(data)
    oracle = work / "oracle.py"
    oracle.write_text(PROLOGUE + case.body)
    oracle.chmod(0o755)
    env = {**os.environ, "PYTHONPATH": str(RUNNER), **case.env,
           "ORIGINAL_SHA": hashlib.sha256(data).hexdigest()}
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "--oracle-script", str(oracle), "--out",
         str(work / "out"), "--verify", "5", "--quiet", "--timeout", "120", *case.args,
         str(work / "input.txt")],
        cwd=work, env=env, capture_output=True, timeout=900)
    seconds = time.monotonic() - started
    report_path = work / "out" / "report.json"
    report = json.loads(report_path.read_text()) if report_path.exists() else None
    row = {"case": case.name, "exit": done.returncode, "seconds": round(seconds, 1),
           "stderr": done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]}
    if report is not None:
        row.update(bytes=report["minimized"]["bytes"], tests=report["tests"].get("oracle_runs"),
                   status=report["status"], verified=report["verification"].get("verified"))
        row["repro"] = repro_agrees(work / "out" / "reproduce.sh", env, repro_runs,
                                    bool(report["verification"].get("verified")))
    # Pieces count too: a value half-normalized (sk-FAKE-abcdef[0-9]+) still leaks.
    pieces = [SECRET.encode(), SECRET[:10].encode(), SECRET[-8:].encode()]
    leaked = [str(p.relative_to(work)) for p in (work / "out").rglob("*")
              if p.is_file() and any(piece in p.read_bytes() for piece in pieces)] \
        if case.env else []
    row["leaked"] = leaked
    row["right"] = (row.get("bytes") == case.expect_bytes if case.expect_bytes is not None
                    else row.get("bytes") in (None, len(data))) \
        and done.returncode == case.expect_exit and row.get("repro", "-") in ("yes", "-") \
        and not leaked
    return row


def repro_agrees(script: Path, env: dict[str, str], runs: int, verified: bool) -> str:
    """'yes' when reproduce.sh says what trail said on every run (exit 1 for a verified
    result); '-' when trail verified nothing, so there is no verdict to agree with."""
    if not verified:
        return "-"
    statuses = [subprocess.run(["sh", str(script)], env=env, capture_output=True,
                               timeout=600).returncode for _ in range(runs)]
    wrong = [s for s in statuses if s != 1]
    return "yes" if not wrong else f"no ({len(wrong)}/{runs}: {sorted(set(wrong))})"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="comma-separated case names")
    ap.add_argument("--repro-runs", type=int, default=20)
    args = ap.parse_args()
    chosen = [c for c in CASES if not args.only or c.name in args.only.split(",")]
    print(f"{'case':<14} {'bytes':>6} {'want':>5} {'tests':>6} {'status':<12} {'exit':>4} "
          f"{'repro':<14} {'leak':<5} {'secs':>6}  right")
    wrong = 0
    for case in chosen:
        with tempfile.TemporaryDirectory() as tmp:
            row = run_case(case, Path(tmp), args.repro_runs)
        want = case.expect_bytes if case.expect_bytes is not None else "orig"
        wrong += not row["right"]
        print(f"{case.name:<14} {row.get('bytes', '-')!s:>6} {want!s:>5} "
              f"{row.get('tests', '-')!s:>6} {row.get('status', '-')!s:<12} {row['exit']:>4} "
              f"{row.get('repro', '-'):<14} {'yes' if row['leaked'] else 'no':<5} "
              f"{row['seconds']:>6}  "
              + ("ok" if row["right"] else "WRONG: " + " ".join(row["stderr"])))
    print(f"{len(chosen) - wrong} of {len(chosen)} rows right")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
