#!/bin/sh
# A C-Reduce-style interestingness test: exit 0 means "still interesting".
# The incident needs the lock timeout followed by the deadlock on the same order.
grep -q 'orders/77 500 lock-timeout' "$1" && grep -q 'orders/77 500 deadlock' "$1"
