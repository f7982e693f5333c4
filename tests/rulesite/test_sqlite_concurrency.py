"""Saves never fail on the default SQLite database: many processes saving rulings at once all
succeed (writers wait for each other), and a database that was away serves again at once. The
judge's rate limit holds for the whole site, not per process: many processes let exactly the
limit through.

Real processes on a real SQLite file, through the whole Django stack, as gunicorn's workers
would run: nothing is mocked, and the file is the only thing they share.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PREPARE = """
import django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
call_command("createcachetable", verbosity=0)
from rules.models import Game
Game.objects.create(id="optcg", name="One Piece Card Game", short_name="One Piece")
"""

# Forked workers, each saving rulings one after another through the API, all starting at once:
# each a scenario of its own (a comment tells them apart), or all the same one ("same").
SAVES = """
import json, multiprocessing, sys, django
django.setup()
from django.db import connections
from judge.examples import examples
WORKERS, EACH, SAME = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "same"
TEXT = examples("optcg")[0].text
connections.close_all()  # each worker opens its own connection, as gunicorn's do

def work(started):
    start, worker = started
    from django.test import Client
    client = Client(HTTP_HOST="localhost", raise_request_exception=False)
    start.wait()
    answers = []
    for n in range(EACH):
        text = TEXT if SAME else f"{TEXT}\\n# worker {worker}, save {n}\\n"
        response = client.post("/api/v1/optcg/judge/?save=1", text,
                               content_type="application/yaml")
        answers.append([response.status_code, response.content.decode()[:200],
                        response.json().get("permalink")
                        if response.status_code == 200 else None])
    return answers

context = multiprocessing.get_context("fork")
start = context.Manager().Event()
with context.Pool(WORKERS) as pool:
    pending = pool.map_async(work, [(start, worker) for worker in range(WORKERS)])
    start.set()
    answers = [a for worker in pending.get(timeout=300) for a in worker]
from judge.models import Ruling
print(json.dumps({"answers": answers, "saved": Ruling.objects.count()}))
"""

# Forked workers sending judge requests at once, all from one client address. The limit counts
# per minute of the clock (judge/ratelimit.py), so the requests start early in a minute (waiting
# for the next one when less than 50 s of this one are left) and the minutes they began and
# ended in are told: a count that crossed into the next minute restarts there.
LIMITED = """
import json, multiprocessing, sys, time, django
django.setup()
from django.db import connections
WORKERS, EACH = int(sys.argv[1]), int(sys.argv[2])
connections.close_all()

def work(start):
    from django.test import Client
    client = Client(HTTP_HOST="localhost", raise_request_exception=False)
    start.wait()
    return [client.post("/api/v1/optcg/judge/", "{}", content_type="application/json"
                        ).status_code for _ in range(EACH)]

context = multiprocessing.get_context("fork")
start = context.Manager().Event()
with context.Pool(WORKERS) as pool:
    pending = pool.map_async(work, [start] * WORKERS)
    left = 60 - time.time() % 60
    if left < 50:
        time.sleep(left + 0.5)
    began = int(time.time() // 60)
    start.set()
    statuses = [s for worker in pending.get(timeout=300) for s in worker]
    print(json.dumps({"statuses": statuses, "minutes": [began, int(time.time() // 60)]}))
"""

# Requests while the database file is away, and after it is back. (A file moved away under an
# open connection is still that connection's file: the outage a worker meets is one at connect
# time, when SQLite makes an empty file in the real one's place.)
OUTAGE = """
import json, os, sys, django
django.setup()
from django.test import Client
path, aside = sys.argv[1], sys.argv[1] + ".aside"
client = Client(HTTP_HOST="localhost", raise_request_exception=False)
os.rename(path, aside)  # the database goes away...
statuses = [client.get("/api/v1/optcg/glossary/").status_code]
os.replace(aside, path)  # ...and comes back
statuses.append(client.get("/api/v1/optcg/glossary/").status_code)
print(json.dumps(statuses))
"""


def run(script: str, database: Path, *args: str, limit: int = 0) -> str:
    environment = {**os.environ, "DATABASE_URL": f"sqlite:///{database}",
                   "DJANGO_SETTINGS_MODULE": "rulesite.settings", "LOG_LEVEL": "CRITICAL",
                   "JUDGE_RATE_LIMIT": str(limit), "DATABASE_CONN_MAX_AGE": "60"}
    for name in ("DEBUG", "CACHE_URL", "CACHE_DIR", "BEHIND_PROXY"):
        environment.pop(name, None)
    done = subprocess.run([sys.executable, "-c", script, *args], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return (done.stdout.strip().splitlines() or [""])[-1]


def test_it_saves_every_ruling_that_many_processes_send_at_once(tmp_path):
    database = tmp_path / "db.sqlite3"
    run(PREPARE, database)
    workers, each = 10, 5
    result = json.loads(run(SAVES, database, str(workers), str(each), "own"))
    failed = [a for a in result["answers"] if a[0] != 200]
    assert failed == []
    assert result["saved"] == workers * each


def test_it_stores_one_ruling_when_many_processes_save_the_same_scenario_at_once(tmp_path):
    """Saves are idempotent, also when the same one arrives twice at the same moment."""
    database = tmp_path / "db.sqlite3"
    run(PREPARE, database)
    result = json.loads(run(SAVES, database, "6", "2", "same"))
    assert [a for a in result["answers"] if a[0] != 200] == []
    assert len({a[2] for a in result["answers"]}) == 1
    assert result["saved"] == 1


def test_it_serves_again_as_soon_as_the_database_is_back(tmp_path):
    database = tmp_path / "db.sqlite3"
    run(PREPARE, database)
    assert json.loads(run(OUTAGE, database, str(database))) == [503, 200]


def test_it_lets_exactly_the_limit_through_however_many_workers_count(tmp_path):
    database = tmp_path / "db.sqlite3"
    run(PREPARE, database)
    sent = json.loads(run(LIMITED, database, "6", "10", limit=25))
    began, ended = sent["minutes"]
    assert began == ended, "the 60 requests took more than 50 s: the count restarted"
    statuses = sent["statuses"]
    assert len(statuses) == 60
    assert statuses.count(400) == 25  # judged (an empty scenario is refused as input)
    assert statuses.count(429) == 35
