import os

import inventory
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture
def services():
    return inventory.load(os.path.join(HERE, "..", "services.yaml"))


def test_every_service_has_a_port(services):
    assert all(8000 <= s["port"] < 9000 for s in services)


def test_timeouts_are_positive(services):
    assert all(s["timeout_s"] > 0 for s in services)


def test_seconds():
    assert inventory.seconds("2m") == 120
