"""A toy print renderer with the bug from Zeller & Hildebrandt's Mozilla study:
printing a page that contains a <SELECT ...> element crashes it."""

import re
import sys


class RenderError(Exception):
    pass


def render(page: str) -> str:
    if re.search(r"<select\b[^>]*>", page, re.IGNORECASE):
        raise RenderError("cannot lay out a <SELECT> element for printing")
    return re.sub(r"<[^>]+>", "", page)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8", errors="replace") as fh:
        render(fh.read())
