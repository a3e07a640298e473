import os

import flags

HERE = os.path.dirname(os.path.abspath(__file__))


def test_rollouts_are_percentages():
    found = flags.rollouts(os.path.join(HERE, "flags.yaml"))
    assert all(isinstance(r, int) and 0 <= r <= 100 for r in found.values())


def test_a_flag_file_reads(tmp_path):
    path = tmp_path / "one.yaml"
    path.write_text("flags:\n  - name: a\n    rollout: 5\n")
    assert flags.rollouts(str(path)) == {"a": 5}
