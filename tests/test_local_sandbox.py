"""The local sandbox reuses emptied test folders: each test still starts with an empty
folder holding only its candidate, and an empty TMPDIR."""

from trail.oracle.call import Delivery, OracleCall
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
    import subprocess
    import sys

    from conftest import trail_env

    done = subprocess.run([sys.executable, "-c", ADOPTER], env=trail_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["True", "True", "True"], done.stderr
