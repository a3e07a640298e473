import os

import schedule

HERE = os.path.dirname(os.path.abspath(__file__))


def test_warmup_rates_are_small():
    rates = schedule.warmup_rates(os.path.join(HERE, "experiments.yaml"))
    assert all(0 < rate < 0.001 for rate in rates.values())


def test_one_run(tmp_path):
    path = tmp_path / "one.yaml"
    path.write_text("experiments:\n  - name: a\n    learning_rate: 0.001\n")
    assert schedule.warmup_rates(str(path)) == {"a": 0.1 * 0.001}
