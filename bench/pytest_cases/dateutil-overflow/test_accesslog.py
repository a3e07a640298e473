import os

import accesslog

HERE = os.path.dirname(os.path.abspath(__file__))


def test_the_log_reads_and_skips_malformed_stamps():
    found = accesslog.requests(os.path.join(HERE, "access.log"))
    assert 280 <= len(found) < 300


def test_a_malformed_stamp_is_skipped(tmp_path):
    path = tmp_path / "one.log"
    path.write_text("soon user1 GET / 200\n2024-03-01T10:00:00 user2 GET / 200\n")
    assert len(accesslog.requests(str(path))) == 1
