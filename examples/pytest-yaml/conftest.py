# Makes inventory importable from tests/ (pytest puts this folder on sys.path).
