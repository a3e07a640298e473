"""The second round's Python program: failures named by their cause chain, their
place in the program, or a worker's traceback. argv[1] is the mode, argv[2] the
input (key=value lines). In each mode the original input shows one bug; deleting a
line shows another that ends the same way (the same last exception)."""

import asyncio
import json
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor


class ConfigError(Exception):
    pass


def load(path):
    cfg = {}
    for line in open(path, encoding="utf-8"):
        if "=" in line:
            key, value = line.strip().split("=", 1)
            cfg[key] = value
    return cfg


def ratio(cfg):
    return 100 // int(cfg.get("ratio", "0"))


def parse(cfg):
    main = cfg["main"]
    return main, ratio(cfg)


def cause(cfg):
    try:
        parse(cfg)
    except Exception as exc:
        raise ConfigError("cannot load configuration") from exc


def context(cfg):
    try:
        parse(cfg)
    except Exception:
        raise ConfigError("cannot load configuration")  # noqa: B904 (the context chain)


async def port(cfg):
    return int(cfg.get("port", "80"))


async def host(cfg):
    return cfg["host"]


async def group_main(cfg):
    async with asyncio.TaskGroup() as tasks:
        tasks.create_task(host(cfg))
        tasks.create_task(port(cfg))


def group(cfg):
    asyncio.run(group_main(cfg))


def scale(cfg):
    return 100 // int(cfg.get("scale", "1"))


def work(cfg):
    ratio(cfg)
    return scale(cfg)


def pool(cfg):
    with ProcessPoolExecutor(1) as workers:
        workers.submit(work, cfg).result()


def threads(cfg):
    with ThreadPoolExecutor(1) as workers:
        workers.submit(work, cfg).result()


def status(cfg):
    code = 3 if "deploy" in cfg else 2
    subprocess.run(["sh", "-c", f"exit {code}"], check=True)


def check(cfg):
    if "name" not in cfg:
        raise ValueError("invalid entry")
    if cfg.get("kind") == "bad":
        raise ValueError("invalid entry")


def decode(cfg):
    json.loads(cfg.get("header", "{"))
    return json.loads(cfg.get("body", "{}"))


def body(cfg):
    return decode(cfg)


async def fetch_user(cfg):
    return cfg["team"]


async def fetch_team(cfg):
    return cfg["user"] + cfg["team"]


async def gather_main(cfg):
    await asyncio.gather(fetch_team(cfg) if "user" in cfg else fetch_user(cfg))


def gather(cfg):
    asyncio.run(gather_main(cfg))


def primary(cfg):
    return cfg["main"]


def fallback(cfg):
    return cfg["main"]


def lookup(cfg):
    return fallback(cfg) if "legacy" in cfg else primary(cfg)


MODES = {"cause": cause, "context": context, "group": group, "pool": pool,
         "threads": threads, "status": status, "check": check, "json": body,
         "gather": gather, "lookup": lookup}

if __name__ == "__main__":
    MODES[sys.argv[1]](load(sys.argv[2]))
