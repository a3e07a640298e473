import os

import deploy

HERE = os.path.dirname(os.path.abspath(__file__))


def test_every_service_exposes_a_port():
    ports = deploy.exposed_ports(os.path.join(HERE, "services.toml"))
    assert len(ports) >= 40


def test_a_service_without_ports_has_none(tmp_path):
    path = tmp_path / "one.toml"
    path.write_text('[a]\nname = "a"\nports = []\n')
    assert deploy.exposed_ports(str(path)) == []
