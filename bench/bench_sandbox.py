"""What one oracle call costs in each sandbox, measured against the engine's floor.

    python3 bench/bench_sandbox.py [--image trail-base:bookworm] [--calls 30]
                                   [--case NAME] [--repeat 3]

Prints the median wall time of one trivial oracle call (`true`) with the local
sandbox, with NsSandbox (fresh namespaces over the image's files; with and without
the next call's sandbox set up ahead), with DockerSandbox,
with a bare `docker run --rm --network none IMG true`, and with the SDK's
create+start+wait+remove (the floor no fresh-container sandbox can go below), with
ratios against the floor, all in the same run and interleaved round by round so that
load from elsewhere hits every variant alike. Then the amortized time per call with 2
workers. With --case (html_select, say), whole reductions of a case from the shared
bench folder with the local sandbox, --sandbox ns and --sandbox docker (the case
folder built into an env image, unpacked for ns before the clock starts), median
of --repeat runs round-robin. A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "runner"))

import docker  # noqa: E402
from trail.oracle.call import OracleCall  # noqa: E402
from trail.sandbox.docker import RUN_LABEL, DockerSandbox, remove_labelled  # noqa: E402
from trail.sandbox.local import LocalSandbox  # noqa: E402
from trail.sandbox.ns import NsSandbox  # noqa: E402

TRAIL_ENV = dict(os.environ, PYTHONPATH=str(ROOT / "runner"))
TRUE = OracleCall(command="true", candidate=b"x\n", file_name="input.txt", timeout=60)
# An oracle that takes a while without using the CPU (I/O, a server's answer): the
# container started ahead is ready by the time the next call comes.
SLOW = OracleCall(command="sleep 0.2", candidate=b"x\n", file_name="input.txt", timeout=60)


def sdk_floor(api: docker.APIClient, image: str) -> Callable[[], None]:
    host_config = api.create_host_config(network_mode="none")

    def call() -> None:
        cid = api.create_container(image, ["true"], host_config=host_config,
                                   labels={RUN_LABEL: "bench"})["Id"]
        api.start(cid)
        api.wait(cid)
        api.remove_container(cid, force=True)
    return call


def docker_run(image: str) -> Callable[[], None]:
    def call() -> None:
        subprocess.run(["docker", "run", "--rm", "--network", "none", "--label",
                        f"{RUN_LABEL}=bench", image, "true"], check=True)
    return call


def timed(fn: Callable[[], object]) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def per_call(variants: dict[str, Callable[[], object]], rounds: int,
             block: int = 4) -> dict[str, float]:
    """Median time of one call. Each round runs `block` calls of each variant back to
    back (as ddmin calls its oracle) and keeps all but the first, so that work a
    variant does ahead (DockerSandbox's next container) is charged to that variant."""
    samples: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(rounds):
        for name, fn in variants.items():
            times = [timed(fn) for _ in range(block)]
            samples[name] += times[1:]
    return {name: statistics.median(values) for name, values in samples.items()}


def amortized(fn: Callable[[], object], calls: int, workers: int) -> float:
    with ThreadPoolExecutor(workers) as pool:
        started = time.perf_counter()
        list(pool.map(lambda _: fn(), range(calls)))
        return (time.perf_counter() - started) / calls


def reduction(case: Path, image: str, repeat: int) -> None:
    """Reduce the case in each sandbox, `repeat` times round-robin; print the medians."""
    meta = json.loads((case / "meta.json").read_text())
    built = subprocess.run([sys.executable, "-m", "trail", "env", "build", "-q", "--base", image,
                            str(case)], env=TRAIL_ENV, capture_output=True, text=True,
                           check=True)
    tag = built.stdout.strip()
    in_image = ["--image", tag, "--oracle", "sh /project/oracle.sh {}"]
    runs = {
        "local": ["--oracle", f"sh {case / 'oracle.sh'} {{}}"],
        "ns": ["--sandbox", "ns", *in_image],
        "docker": ["--sandbox", "docker", *in_image],
    }
    started = time.perf_counter()
    NsSandbox(tag).close()  # unpacks the image's files once per image id
    print(f"\n{tag}: root filesystem ready for --sandbox ns in "
          f"{time.perf_counter() - started:.1f} s (once per image id)")
    print(f"reduction of {meta['name']} ({meta['input_bytes']:,} bytes, known minimum "
          f"{meta['known_min_bytes']}), --jobs 2, --verify 1, median of {repeat}:")
    samples: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(repeat):
        for name, args in runs.items():
            samples[name].append(reduce_once(case / meta["input"], name, args))
    seconds = {name: statistics.median(values) for name, values in samples.items()}
    for name in runs:
        report = json.loads((Path(f"/tmp/trail-bench-{name}") / "report.json").read_text())
        print(f"  {name:7} {seconds[name]:7.2f} s  {report['tests']['run']:5} tests  "
              f"{report['minimized']['bytes']:6} bytes  "
              f"{1000 * seconds[name] / max(1, report['tests']['oracle_runs']):6.1f} ms/test  "
              f"(all: {', '.join(f'{value:.2f}' for value in samples[name])})")
    print(f"  ns / local: {seconds['ns'] / seconds['local']:.2f}x   "
          f"docker / local: {seconds['docker'] / seconds['local']:.2f}x   "
          f"ns / docker: {seconds['ns'] / seconds['docker']:.2f}x")


def reduce_once(input_path: Path, name: str, args: list[str]) -> float:
    """Seconds for one `trail delta` of the input, its output in /tmp/trail-bench-NAME."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "trail", "delta", "-q", "--jobs", "2", "--verify",
                    "1", "--interesting-exit-zero", "--out", f"/tmp/trail-bench-{name}", *args,
                    str(input_path)], env=TRAIL_ENV, check=True)
    return time.perf_counter() - started


def find_case(name: str) -> Path:
    """A case folder given as a path, or by name in a shared/bench/cases above this checkout."""
    if os.path.isdir(name):
        return Path(name)
    return next(folder / "shared" / "bench" / "cases" / name for folder in ROOT.parents
                if (folder / "shared" / "bench" / "cases" / name).is_dir())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--image", default="trail-base:bookworm")
    parser.add_argument("--calls", type=int, default=10, help="rounds (3 timed calls each)")
    parser.add_argument("--case", help="also reduce this case of shared/bench/cases (a name or "
                                       "a folder) in each sandbox")
    parser.add_argument("--repeat", type=int, default=3,
                        help="reductions per sandbox, round-robin (default: 3)")
    args = parser.parse_args()

    client = docker.from_env()
    local = LocalSandbox()
    ns = NsSandbox(args.image)
    ns_cold = NsSandbox(args.image, prestart=False)
    sandbox = DockerSandbox(args.image)
    cold = DockerSandbox(args.image, prestart=False)
    floor = sdk_floor(client.api, args.image)
    try:
        medians = per_call({
            "local sandbox": lambda: local.run(TRUE),
            "NsSandbox": lambda: ns.run(TRUE),
            "  not ahead": lambda: ns_cold.run(TRUE),
            "DockerSandbox": lambda: sandbox.run(TRUE),
            "  no prestart": lambda: cold.run(TRUE),
            "docker run --rm": docker_run(args.image),
            "SDK floor": floor,
        }, args.calls)
        base = medians["SDK floor"]
        print(f"one `true` oracle call, median of {3 * args.calls} in {args.calls} rounds "
              "(ratio to the SDK floor create+start+wait+remove):")
        for name, seconds in medians.items():
            print(f"  {name:16} {1000 * seconds:7.1f} ms  {seconds / base:5.2f}x")
        print(f"  NsSandbox / DockerSandbox: {medians['NsSandbox'] / medians['DockerSandbox']:.3f}x"
              f"   ({ns.describe()['limits_by']})")
        slow = per_call({"DockerSandbox": lambda: sandbox.run(SLOW),
                         "  no prestart": lambda: cold.run(SLOW)}, args.calls)
        print("one `sleep 0.2` oracle call (the local sandbox takes 200 ms plus its "
              f"{1000 * medians['local sandbox']:.0f} ms):")
        for name, seconds in slow.items():
            print(f"  {name:16} {1000 * seconds:7.1f} ms  "
                  f"{(seconds - 0.2) / base:5.2f}x the floor beyond the 200 ms")
        n = 2 * args.calls
        with_two = {"NsSandbox": amortized(lambda: ns.run(TRUE), n, 2),
                    "DockerSandbox": amortized(lambda: sandbox.run(TRUE), n, 2),
                    "SDK floor": amortized(floor, n, 2)}
        print(f"with 2 workers, wall time / call over {n} calls:")
        for name, seconds in with_two.items():
            print(f"  {name:16} {1000 * seconds:7.1f} ms  {seconds / base:5.2f}x "
                  "of the 1-worker floor")
    finally:
        sandbox.close()
        ns.close()
        ns_cold.close()
        cold.close()
        local.close()
        client.close()
        remove_labelled(f"{RUN_LABEL}=bench")
    if args.case:
        reduction(find_case(args.case), args.image, args.repeat)


if __name__ == "__main__":
    main()
