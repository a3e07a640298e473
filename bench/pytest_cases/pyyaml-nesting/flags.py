"""Reads the feature flags: each has a rollout percentage."""

import yaml


def rollouts(path: str) -> dict[str, int]:
    with open(path, encoding="utf-8") as fh:
        flags = yaml.safe_load(fh)["flags"]
    return {flag["name"]: flag["rollout"] for flag in flags}
