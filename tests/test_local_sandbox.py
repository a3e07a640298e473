"""The local sandbox reuses emptied test folders: each test still starts with an empty
folder holding only its candidate, and an empty TMPDIR."""

import subprocess

import pytest
from trail.oracle.call import Delivery, OracleCall
from trail.sandbox import local
from trail.sandbox.local import LocalSandbox

LITTER = ('ls -A; ls -A "$TMPDIR"; echo "$TMPDIR"; mkdir -p "$TMPDIR/d/e" sub; '
          'touch "$TMPDIR/t" "$TMPDIR/d/e/f" sub/x left')


def test_a_folder_is_reused_only_once_emptied():
    sandbox = LocalSandbox()
    try:
        call = OracleCall(LITTER, b"data", "in.txt", delivery=Delivery.AS_NAME)
        first, second = sandbox.run(call), sandbox.run(call)
        assert first.stdout.split(b"\n")[:1] == second.stdout.split(b"\n")[:1] == [b"in.txt"]
        tmp = second.stdout.split(b"\n")[1]
        assert first.stdout == second.stdout and tmp.endswith(b"/tmp")  # the same folder
        # A folder whose tmp/ became something else is removed, not reused.
        sandbox.run(OracleCall('rmdir "$TMPDIR" && ln -s / "$TMPDIR"', b"", "in.txt"))
        third = sandbox.run(OracleCall('echo "$TMPDIR"; ls -A "$TMPDIR"', b"", "in.txt"))
        assert third.stdout.strip() != tmp and third.stdout.count(b"\n") == 1
    finally:
        sandbox.close()


ADOPTER = '''
import subprocess, sys, threading
from trail.oracle.call import OracleCall
from trail.sandbox.local import LocalSandbox

sandbox = LocalSandbox(adopt_orphans=True)
sandbox.run(OracleCall("true", b"", "in.txt"))
# What trail starts itself (git status while the hand-off is written) while a test
# ends on another thread, and a test that leaves an orphan in a session of its own.
own = subprocess.Popen(["sleep", "60"])
ended = threading.Thread(target=sandbox.run, args=(
    OracleCall("setsid sleep 61 </dev/null >/dev/null 2>&1 & sleep 0.2", b"", "in.txt"),))
ended.start()
ended.join()
alive_after_test = own.poll() is None
sandbox.close()
alive_after_close = own.poll() is None
own.kill()
left = subprocess.run(["pgrep", "-f", "^sleep 61$"], capture_output=True).stdout
print(alive_after_test, alive_after_close, left == b"")
'''


def test_the_orphan_sweep_spares_what_trail_started_itself():
    import sys

    from conftest import trail_env

    done = subprocess.run([sys.executable, "-c", ADOPTER], env=trail_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["True", "True", "True"], done.stderr


# -- the candidate file, written over when the last test left it untouched ---------

SHOWS = 'stat -c "%i %a %h" in.txt; cat in.txt'


def _shown(result):
    identity, _, content = result.stdout.partition(b"\n")
    return identity.split(), content


def test_an_untouched_candidate_is_written_over_with_exactly_the_next_one():
    sandbox = LocalSandbox()
    try:
        first = sandbox.run(OracleCall(SHOWS, b"a longer candidate\n", "in.txt",
                                       delivery=Delivery.AS_NAME))
        second = sandbox.run(OracleCall(SHOWS, b"short\n", "in.txt", delivery=Delivery.AS_NAME))
        assert _shown(first)[1] == b"a longer candidate\n"
        assert _shown(second) == (_shown(first)[0], b"short\n")  # the same file, cut
        # Another name next: the folder holds only that one.
        other = sandbox.run(OracleCall("ls -A; cat other.txt", b"x", "other.txt",
                                       delivery=Delivery.AS_NAME))
        assert other.stdout == b"other.txt\nx"
    finally:
        sandbox.close()


@pytest.mark.parametrize("touch", [
    "chmod 600 in.txt",
    'rm in.txt && ln -s "$OUTSIDE" in.txt',
    'ln in.txt "$OUTSIDE.link"',
    "rm in.txt && mkfifo in.txt",
])
def test_a_candidate_the_test_touched_is_made_anew(tmp_path, touch):
    outside = tmp_path / "outside"
    outside.write_bytes(b"not trail's\n")
    sandbox = LocalSandbox()
    try:
        env = {"OUTSIDE": str(outside)}
        first = sandbox.run(OracleCall(f"{SHOWS}; {touch}", b"first\n", "in.txt",
                                       delivery=Delivery.AS_NAME, env=env))
        after = sandbox.run(OracleCall(SHOWS, b"next\n", "in.txt", delivery=Delivery.AS_NAME,
                                       env=env, timeout=20))
        assert not after.timed_out
        (_, mode, links), content = _shown(after)
        assert (mode, links, content) == (_shown(first)[0][1], b"1", b"next\n")
        assert outside.read_bytes() == b"not trail's\n"
        if "link" in touch:
            assert (tmp_path / "outside.link").read_bytes() == b"first\n"
    finally:
        sandbox.close()


# -- the output, through pipes (or files where there are no pidfds) ---------------

@pytest.fixture(params=["pipes", "files"])
def output(request, monkeypatch):
    if request.param == "files":
        monkeypatch.setattr(local, "pidfds_work", lambda: False)
    elif not local.pidfds_work():
        pytest.skip("no pidfds here")
    return request.param


def test_long_outputs_keep_their_last_bytes(output):
    sandbox = LocalSandbox()
    try:
        # Both streams at once, far past a pipe's fill: neither blocks the other.
        big = ("{ head -c 3000000 /dev/zero | tr '\\0' e; printf ERR; } >&2 & "
               "head -c 3000000 /dev/zero | tr '\\0' o; printf OUT; wait")
        result = sandbox.run(OracleCall(big, b"", "in.txt", timeout=60))
        assert result.stdout == b"o" * (local.OUTPUT_TAIL - 3) + b"OUT"
        assert result.stderr == b"e" * (local.OUTPUT_TAIL - 3) + b"ERR"
    finally:
        sandbox.close()


def test_what_escaped_the_group_holding_the_output_does_not_hold_the_test(output):
    sandbox = LocalSandbox()
    try:
        result = sandbox.run(OracleCall("setsid sleep 60 & echo said; echo also >&2",
                                        b"", "in.txt", timeout=60))
        assert (result.stdout, result.stderr, result.exit_status) == (b"said\n", b"also\n", 0)
        assert result.duration < 30
    finally:
        sandbox.close()
    left = subprocess.run(["pgrep", "-f", "^sleep 60$"], capture_output=True).stdout
    assert left == b""  # close() found it by its mark


def test_a_timeout_keeps_what_was_said_before_it(output):
    sandbox = LocalSandbox()
    try:
        result = sandbox.run(OracleCall("echo before; echo err >&2; sleep 30", b"", "in.txt",
                                        timeout=0.5))
        assert (result.timed_out, result.stdout, result.stderr) == (True, b"before\n", b"err\n")
    finally:
        sandbox.close()
