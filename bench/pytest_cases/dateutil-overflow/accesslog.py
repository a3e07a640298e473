"""Reads an access log; a line whose time stamp does not parse is skipped."""

from dateutil import parser


def requests(path: str) -> list[tuple]:
    found = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            stamp, user, method, url, status = line.split()
            try:
                when = parser.parse(stamp)
            except ValueError:  # dateutil's ParserError: a malformed stamp
                continue
            found.append((when, user, method, url, int(status)))
    return found
