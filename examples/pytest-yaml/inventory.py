"""A toy deploy tool: reads services.yaml and turns each timeout into seconds."""

import yaml

UNITS = {"s": 1, "m": 60}


def seconds(timeout: str) -> int:
    """'30s' -> 30, '1m' -> 60."""
    return int(timeout[:-1]) * UNITS[timeout[-1]]


def load(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        services = yaml.safe_load(fh)["services"]
    for service in services:
        service["timeout_s"] = seconds(str(service["timeout"]))
    return services
