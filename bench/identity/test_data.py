"""Tests run by pytest on a data file named by $DATA: key=value lines."""

import os


def rows():
    return [line.strip().split("=", 1) for line in open(os.environ["DATA"]) if "=" in line]


def test_weights():
    data = rows()
    assert data[0][0] != "", "no rows"
    total = sum(int(v) for _, v in data)
    assert 100 // total >= 0


def test_names():
    names = dict(rows())
    assert "main" in names
