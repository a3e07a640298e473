"""A report.json (version 1) as `trail delta --json` prints it, for the GitHub tests."""

from __future__ import annotations

from typing import Any


def sample_report(**overrides: Any) -> dict[str, Any]:
    report: dict[str, Any] = {
        "schema": "trail-delta-report", "version": 1,
        "status": "minimized", "partial_reason": None,
        "command_line": ["trail", "delta", "--oracle", "python3 app.py {}", "crash.html"],
        "input": {"path": "tests/crash.html", "name": "crash.html", "kind": "file",
                  "bytes": 40960, "units": 896},
        "minimized": {"file": "crash.html", "bytes": 9, "units": 1},
        "reduction_ratio": 0.99978,
        "format": {"name": "html", "reason": "extension .html", "warnings": []},
        "oracle": {"command": "python3 app.py {}", "convention": "bisect",
                   "delivery": "path", "test_timeout": 10.0},
        "signature": {"description": "exit 1, ValueError: bad <SELECT>"},
        "sandbox": {"name": "docker", "image": "proj-env", "image_id": "sha256:abc"},
        "tests": {"run": 143, "cached": 20, "wasted": 0, "malformed_skipped": 0,
                  "oracle_runs": 153},
        "time_seconds": 12.34, "jobs": 2,
        "passes": [],
        "verification": {"runs": 10, "failed": 10, "verified": True},
        "files": {"minimized": "crash.html", "oracle": "oracle.sh",
                  "reproduce": "reproduce.sh", "report_md": "report.md"},
    }
    report.update(overrides)
    return report
