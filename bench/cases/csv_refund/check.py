import csv
import sys

HEADER = ["ts", "order_id", "customer", "kind", "amount", "currency", "note", "region"]
try:
    with open(sys.argv[1], newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.reader(fh) if r]
except Exception:
    sys.exit(1)
if not rows or rows[0] != HEADER:
    sys.exit(1)  # importer: wrong header
want = ["order", "cancel", "refund"]
for r in rows[1:]:
    if len(r) != len(HEADER):
        sys.exit(1)  # importer: malformed row, the batch is rejected
    if want and r[1] == "A1042" and r[3] == want[0]:
        want.pop(0)
# refund of an order that was cancelled: the ledger goes negative (the bug)
sys.exit(0 if not want else 1)
