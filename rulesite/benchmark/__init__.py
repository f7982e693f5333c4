"""The performance figures behind `python manage.py benchmark` (docs/performance.md).

  mix        the query mix: rule numbers, keywords in five languages, phrases, typos
  timing     percentiles and a small timer
  searching  one query mix through Whoosh (the site's search), SQLite FTS5 and the ORM
  scale      the index at the corpus' size and at a hundred times as many rules
  web        full requests through Django: a rule page, a search, a judge call
  judging    the judge engine alone, scenarios per second
  report     the readable table and the one-line JSON

Nothing here runs in the test suite: timings on a shared machine make flaky tests.
"""
from __future__ import annotations
