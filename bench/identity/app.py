"""A config loader with two bugs per mode: the input of each row shows one, a smaller
input shows the other (the decoy). Reads `key=value` lines from argv[2]."""

import json
import os
import random
import sys
import time
import uuid


def load(path):
    cfg = {}
    for line in open(path, encoding="utf-8", errors="replace"):
        if "=" in line:
            key, value = line.strip().split("=", 1)
            cfg[key] = value
    return cfg


def section(cfg, name):
    return cfg[name]


def keyerror(cfg):
    section(cfg, "service" if not cfg else "main")


def quoted_source(cfg):
    if int(cfg["max"]) < int(cfg["min"]): sys.exit("error: limits.max is below limits.min")  # noqa: E701


def chained(cfg):
    if not cfg:
        raise ValueError("empty config")
    try:
        section(cfg, "main")
    except KeyError as exc:
        raise ValueError("no main section") from exc


def multiline(cfg):
    name = "main" if len(cfg) > 2 else "service"
    raise ValueError(f"invalid config:\n  section '{name}' missing")


def echo(cfg):
    bad = [k for k, v in cfg.items() if v.startswith("-")]
    if bad:
        sys.exit(f"error: negative values in config {json.dumps(cfg)}")
    if not cfg:
        sys.exit("error: empty config")


def hash_order(cfg):
    flags = {k for k in cfg if k in ("verbose", "quiet", "debug", "trace")}
    if len(flags) > 1:
        sys.exit(f"conflicting flags: {', '.join(flags)}")
    sys.exit("error: no flags")


def german(cfg):
    sys.exit(f"Fehler: Schlüssel '{'main' if cfg else 'service'}' fehlt in der Konfiguration")


def ansi(cfg):
    key = "main" if cfg else "service"
    sys.exit(f"\x1b[1;31merror:\x1b[0m unknown key \x1b[1m'{key}'\x1b[0m")


def windows(cfg):
    key = "main" if len(cfg) > 1 else "service"
    sys.exit(f"C:\\Users\\ci\\AppData\\config.ini: missing section '{key}'\r")


def stdout_only(cfg):
    print("loading config")
    print("FATAL: duplicate key 'id'" if "dup" in cfg else "FATAL: no records")
    sys.exit(1)


def request(cfg):
    tenant = "acme" if cfg else "beta"
    sys.exit(f"error: request {uuid.uuid4()} failed: unknown tenant '{tenant}'")


def logline(cfg):
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S") + f".{random.randrange(1000):03d}Z"
    what = "cannot bind listener" if "port" in cfg else "no listener configured"
    port = random.randrange(1024, 65535)
    sys.exit(f"{stamp} ERROR [pid {os.getpid()}] {what} on 127.0.0.1:{port}")


def temp_path(cfg):
    key = "main" if cfg else "service"
    sys.exit(f"cannot parse {sys.argv[2]}: missing '{key}'")


def random_word(cfg):
    token = "".join(random.choice("abcdefghijkmnpqrstuvwxyz") for _ in range(8))
    what = "rejected" if cfg else "timed out"
    sys.exit(f"error: job {token} {what}")


def silent(cfg):
    sys.exit(1 if "bug" in cfg else 0)


def json_config(cfg):
    json.loads(open(sys.argv[2]).read())


MODES = {f.__name__: f for f in (keyerror, quoted_source, chained, multiline, echo, hash_order,
                                 german, ansi, windows, stdout_only, request, logline,
                                 temp_path, random_word, silent, json_config)}

if __name__ == "__main__":
    MODES[sys.argv[1]](load(sys.argv[2]))
