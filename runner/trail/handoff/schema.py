"""The name and version of the report.json schema (docs/report-schema.md)."""

SCHEMA = "trail-delta-report"
VERSION = 1
