#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# rustc from PATH, else where rustup puts it
RUSTC=$(command -v rustc || echo "$HOME/.cargo/bin/rustc")
tmp=$(mktemp -d) || exit 2
out=$(timeout -s KILL 20 "$RUSTC" --edition 2021 --crate-type lib --crate-name inv \
      --emit=metadata --error-format=short -o "$tmp/inv.rmeta" "$f" 2>&1)
rm -rf "$tmp"
# exactly one error, and it is a type mismatch
[ "$(printf '%s\n' "$out" | grep -c ': error')" -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -q ': error\[E0308\]'
