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
