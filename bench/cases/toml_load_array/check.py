"""Exit 0 iff toml 0.10.2 (vendored beside this file, as released) fails to load the
file named by argv[1] with an IndexError raised in its decoder's load_array."""

import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import toml  # noqa: E402

try:
    with open(sys.argv[1], encoding="utf-8") as fh:
        toml.load(fh)
except IndexError as exc:
    frames = traceback.extract_tb(exc.__traceback__)
    sys.exit(0 if frames[-1].name == "load_array" else 1)
except Exception:  # noqa: BLE001: any other failure is not this one
    sys.exit(1)
sys.exit(1)
