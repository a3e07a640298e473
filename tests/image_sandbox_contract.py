"""What every image sandbox (--sandbox docker, --sandbox ns) does with a candidate.

Imported by each sandbox's test file, where pytest runs these tests with that file's
`sandbox` fixture: the sandboxes must agree, call for call.
"""

from __future__ import annotations

import io
import tarfile

import pytest
from trail.oracle.call import Delivery, InputKind, OracleCall
from trail.sandbox.docker import OracleMissing


def tar_of(files: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def test_path_keeps_the_file_name_and_sets_trail_candidate(sandbox):
    result = sandbox.run(OracleCall('echo {}; echo "$TRAIL_CANDIDATE"', b"", "crash file.html"))
    assert result.stdout == b"/tmp/trail/work/crash file.html\n" * 2


def test_stdin_delivery(sandbox):
    call = OracleCall("wc -c", b"12345\n", "in.txt", delivery=Delivery.STDIN)
    assert sandbox.run(call).stdout.strip() == b"6"


def test_as_name_lands_in_the_image_working_directory(sandbox):
    call = OracleCall("pwd; cat config.json", b"{}\n", "config.json", delivery=Delivery.AS_NAME)
    assert sandbox.run(call).stdout == b"/\n{}\n"


def test_directory_candidate_is_unpacked_to_a_folder(sandbox):
    data = tar_of({"a.txt": b"A\n", "sub/b.txt": b"B\n"})
    call = OracleCall("cd {} && find . -type f | sort && cat sub/b.txt", data, "proj",
                      kind=InputKind.DIRECTORY)
    assert sandbox.run(call).stdout == b"./a.txt\n./sub/b.txt\nB\n"


def test_oracle_missing_in_the_image_is_named(sandbox, docker_image):
    result = sandbox.run(OracleCall("trail-no-such-tool {}", b"", "x"))
    with pytest.raises(OracleMissing) as caught:
        sandbox.check_original(result)
    assert str(caught.value) == (
        f"the oracle's command is missing in image '{docker_image}' "
        "(exit 127: /bin/sh: 1: trail-no-such-tool: not found): "
        "install it in the image (trail env build --setup ...) or fix --oracle")
    sandbox.check_original(sandbox.run(OracleCall("exit 3", b"", "x")))  # any other status
