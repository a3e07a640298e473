"""`python -m trail`, and the entry point of the `trail` command."""


def main() -> int:
    """trail.cli.main's main, such that a Ctrl-C during its imports ends with one line and
    exit status 130, not a traceback (once imported, main maps it itself)."""
    try:
        from trail.cli.main import main as cli_main
    except KeyboardInterrupt:
        from trail.cli.common import say_interrupted

        return say_interrupted()
    return cli_main()


if __name__ == "__main__":
    raise SystemExit(main())
