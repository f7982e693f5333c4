"""Fixtures of the judge's web, API and CLI tests.

Request counts of the judge's rate limit need no clearing here: they live in the test
database (rolled back after each test) or, on the Redis run, in the cache that
tests/conftest.py empties before each test.
"""
from __future__ import annotations
