"""One job of a parallel run (xargs -P): checks the record named argv[1] of the
input argv[2] (key=value lines), printing its progress as it goes, as build and
test jobs do. A record `bad` fails its checksum; a record that needs another
(`b=needs a`) fails when that one is missing."""

import sys
import time

name, path = sys.argv[1], sys.argv[2]
records = dict(line.strip().split("=", 1) for line in open(path) if "=" in line)
value = records[name]
for step in (1, 2, 3):
    print(f"[{name}] step {step}/3", flush=True)
    time.sleep(0.02)
if value.startswith("needs ") and value[6:] not in records:
    print(f"[{name}] error: missing dependency {value[6:]}", flush=True)
    sys.exit(1)
if value == "bad":
    print(f"[{name}] error: checksum mismatch", flush=True)
    sys.exit(1)
print(f"[{name}] done", flush=True)
