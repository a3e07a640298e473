"""shrinkray's test_can_normalize_identifiers: the file, run with `output` bound to a
list, must leave output == [42]."""
import sys
import warnings

output: list = []
data = {"output": output}
try:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=SyntaxWarning)
        exec(open(sys.argv[1], "rb").read(), data, data)
except Exception:
    sys.exit(1)
sys.exit(0 if output == [42] else 1)
