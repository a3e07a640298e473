#!/usr/bin/env python3
"""Print trail's direct dependencies pinned to the lowest versions pyproject.toml allows
(`NAME>=X` becomes `NAME==X`, `NAME==X` stays), one a line, for pip's `-r`: the oldest
set CI tests beside the newest. Reads them from the installed trail-delta's metadata,
so run it with the Python that `pip install -e .` installed into.

    python3 scripts/lowest-requirements.py > lowest.txt
"""

import re
import sys
from importlib.metadata import requires


def lowest(requirement: str) -> str:
    name, bounds = re.match(r"\s*([A-Za-z0-9_.\-\[\]]+)\s*(.*)", requirement).groups()
    floor = re.search(r"(?:>=|==)\s*([^,;\s]+)", bounds)
    if floor is None:
        sys.exit(f"error: {requirement!r} in pyproject.toml has no lower bound to test")
    return f"{name}=={floor.group(1)}"


if __name__ == "__main__":
    for requirement in requires("trail-delta") or []:
        if "extra ==" not in requirement:  # the optional sets' tools are not trail's
            print(lowest(requirement))
