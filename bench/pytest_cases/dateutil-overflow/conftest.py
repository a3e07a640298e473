# Puts the package at the version under test (vendor/) first on sys.path.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "vendor"))
