"""Reads the training runs and works out each one's warm-up learning rate."""

import yaml


def warmup_rates(path: str) -> dict[str, float]:
    with open(path, encoding="utf-8") as fh:
        runs = yaml.safe_load(fh)["experiments"]
    return {run["name"]: run["learning_rate"] * 0.1 for run in runs}
