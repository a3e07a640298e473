"""lithium's test_minimize_balanced: one "o\n", with as many of each opening bracket
before it as closing ones after it."""
import sys

parts = open(sys.argv[1], "rb").read().split(b"o\n")
if len(parts) != 2:  # lithium's test unpacks exactly two parts
    sys.exit(1)
head, tail = parts
pairs = ((b"{", b"}"), (b"(", b")"), (b"[", b"]"))
sys.exit(0 if all(head.count(a) == tail.count(b) for a, b in pairs) else 1)
