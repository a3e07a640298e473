"""JSON lines: needed events kept in order, members cut inside them."""

from __future__ import annotations

import json

from trail.api import minimize
from trail.formats.jsonl_format import JsonlFormat

LOG = b"".join(
    json.dumps(e).encode() + b"\n"
    for e in [
        {"seq": 0, "type": "login", "user": "u-1", "client": {"ua": "ff", "v": 101}},
        {"seq": 1, "type": "cart_add", "user": "u-2", "sku": "SKU-9"},
        {"seq": 2, "type": "session_start", "user": "u-7"},
        {"seq": 3, "type": "payment_retry", "user": "u-7", "amount": 12.5},
        {"seq": 4, "type": "cart_add", "user": "u-7", "sku": "SKU-1"},
        {"seq": 5, "type": "logout", "user": "u-1"},
        {"seq": 6, "type": "payment_retry", "user": "u-7", "amount": 3.0},
        {"seq": 7, "type": "cart_add", "user": "u-3", "sku": "SKU-1"},
    ]
)
WANT = [("session_start", "u-7"), ("cart_add", "u-7"), ("payment_retry", "u-7")]


def in_order(data: bytes) -> bool:
    k = 0
    for line in data.splitlines():
        event = json.loads(line)
        assert isinstance(event, dict)  # every line stays an event
        if k < len(WANT) and (event.get("type"), event.get("user")) == WANT[k]:
            k += 1
    return k == len(WANT)


def test_keeps_the_needed_events_in_order_with_only_their_needed_members():
    run = minimize(LOG, in_order, format=JsonlFormat())
    assert run.data == (b'{"type":"session_start","user":"u-7"}\n'
                        b'{"type":"cart_add","user":"u-7"}\n'
                        b'{"type":"payment_retry","user":"u-7"}')
    assert run.oracle_calls == 131  # 3 of them: each event alone


def test_every_subset_of_events_and_members_stays_json_lines():
    fmt = JsonlFormat()
    for p in fmt.passes(LOG)[:-2]:
        cut = p.cut(LOG)
        assert cut.render(cut.units) == LOG
        for step in (1, 2, 3):
            assert fmt.is_valid(cut.render(cut.units[::step]))
            assert fmt.is_valid(cut.render(cut.units[1::step]))


def test_a_broken_line_is_invalid():
    assert not JsonlFormat().is_valid(b'{"a": 1}\n{"b": \n')
