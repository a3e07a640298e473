"""`python -m trail`, and the entry point of the `trail` command."""

import signal
import sys


def main() -> int:
    """trail.cli.main's main, such that Ctrl-C however early (its imports take about 0.2 s)
    ends with one line and exit status 130, not a traceback."""
    try:
        from trail.cli.main import main as cli_main

        return cli_main()
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second one must not cut this short
        from trail.cli.common import EXIT_INTERRUPTED

        print("trail: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    raise SystemExit(main())
