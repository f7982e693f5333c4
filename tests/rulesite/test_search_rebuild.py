"""Each machine keeps its own search index and notices, by itself, that the database holds
newer rules or glossaries (another machine imported them): it rebuilds its index in the
background and serves the old one meanwhile.

A process of its own on a real SQLite file and a real index folder: the rebuild runs in a
thread of that process, reading what another process committed, as on a second machine.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

WATCH = """
import json, time, django
django.setup()
from glossary.models import Term
from rules.models import BundledData
from rulesite import search
from rulesite.search import store
before = store.read_pointer(store.index_root())["folder"]
first = search.search("optcg", "blocker")
# another machine loads a changed glossary: only the database says so
BundledData.objects.filter(name__startswith="glossary/optcg").update(checksum="changed")
time.sleep(2.1)  # past both the pointer recheck (2 s) and SEARCH_WATCH_SECONDS
meanwhile = search.search("optcg", "trash")
started = store.holder.rebuilds
store.holder.wait_for_rebuild()
after = store.read_pointer(store.index_root())["folder"]
time.sleep(2.1)
last = search.search("optcg", "blocker")
print(json.dumps({"first": [h.id for h in first.hits][:1], "meanwhile": meanwhile.unavailable,
                  "meanwhile_hits": len(meanwhile.hits), "started": started,
                  "changed": before != after, "current": search.index_is_current(),
                  "last": [h.id for h in last.hits][:1], "opened": store.holder.opened}))
"""


def test_it_rebuilds_its_own_index_in_the_background_when_the_database_is_newer(tmp_path):
    environment = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
                   "SEARCH_INDEX_DIR": str(tmp_path / "index"), "SEARCH_WATCH_SECONDS": "1",
                   "DJANGO_SETTINGS_MODULE": "rulesite.settings", "LOG_LEVEL": "CRITICAL"}
    for name in ("DEBUG", "CACHE_URL", "CACHE_DIR"):
        environment.pop(name, None)
    subprocess.run([sys.executable, "manage.py", "bootstrap"], cwd=ROOT, env=environment,
                   check=True, capture_output=True, timeout=600)
    done = subprocess.run([sys.executable, "-c", WATCH], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["first"] == ["blocker"]
    # the old index answered while the new one was built
    assert seen["meanwhile"] is False and seen["meanwhile_hits"] > 0
    assert seen["started"] == 1
    assert seen["changed"] and seen["current"]
    assert seen["last"] == ["blocker"] and seen["opened"] == 2
