"""A toy service that crashes at start-up on one combination of settings."""

import json
import sys

with open(sys.argv[1], encoding="utf-8") as fh:
    config = json.load(fh)  # a config that does not parse fails differently

retry = config.get("services", {}).get("billing", {}).get("retry", {})
beta = config.get("features", {}).get("beta", {})
if retry.get("max_attempts") == 0 and beta.get("new_checkout") is True:
    raise ZeroDivisionError("retry backoff: division by zero (max_attempts=0)")
