"""lithium's test_minimize_around: "o\n" with equal text on every side of it."""
import sys

data = open(sys.argv[1], "rb").read()
sys.exit(0 if b"o\n" in data and len(set(data.split(b"o\n"))) == 1 else 1)
