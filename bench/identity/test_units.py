"""unittest cases run by `python3 -m unittest` on a data file named by $DATA
(key=value lines): the same helper fails them, unittest's frames are plumbing."""

import os
import unittest


def rows():
    with open(os.environ["DATA"]) as data:
        return dict(line.strip().split("=", 1) for line in data if "=" in line)


def positive(value):
    assert int(value) > 0, "not positive"


class Limits(unittest.TestCase):
    def test_a(self):
        positive(rows().get("a", "1"))

    def test_b(self):
        positive(rows().get("b", "0"))
