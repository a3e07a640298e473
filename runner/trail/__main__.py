"""`python -m trail`, and the entry point of the `trail` command."""

import gc


def main() -> int:
    """trail.cli.main's main, such that a Ctrl-C during its imports ends with one line and
    exit status 130, not a traceback (once imported, main maps it itself)."""
    try:
        from trail.cli.common import collector_paused

        with collector_paused():
            from trail.cli.main import main as cli_main
    except KeyboardInterrupt:
        from trail.cli.common import say_interrupted

        return say_interrupted()
    status = cli_main()
    # The process ends here, all written: the interpreter's last collection need not
    # walk every object trail made (a short run's exit took 10 to 40 ms more).
    gc.freeze()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
