"""Reads the services' deployment config (TOML 1.0)."""

import toml


def services(path: str) -> dict[str, dict]:
    with open(path, encoding="utf-8") as fh:
        return toml.load(fh)


def exposed_ports(path: str) -> list[str]:
    return [str(port) for service in services(path).values() for port in service["ports"]]
