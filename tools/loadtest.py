"""Load test: the production server (gunicorn) under mixed traffic at rising concurrency.

    .venv/bin/python tools/loadtest.py [--levels 1,10,25,50] [--seconds 15] [--workers 5]

Starts gunicorn as the README's production command does (gunicorn.conf.py: uvicorn's
workers; the shared database cache) on a free loopback port against a freshly bootstrapped
SQLite database in a temporary folder (the judge's rate limit raised through
JUDGE_RATE_LIMIT for the run). N concurrent clients send rule pages, glossary pages,
searches, judge calls with the public scenarios and saved rulings for a bounded time per
level; the report gives requests per second, p50/p99 and errors per level. A last phase keeps
--slow-clients connections open that send their request one byte a second while
--slow-phase-clients ordinary clients go on: its errors show whether slow clients can tie up
the server. A ratio phase ends the run (tools/loadratio.py): each kind alone against a
trivial Django response through the same server, with p50/p99 and the bytes of each answer
compressed and not. `--cache redis` starts a redis-server of the run's own. Traffic goes to
127.0.0.1 only, every level stops after --seconds (and after --max-requests), and the server
is stopped at the end.

An error is anything but the expected answer: a 5xx, an unexpected status (a 429 included), a
refused or reset connection, or no answer within --timeout seconds.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import sys
import tempfile
import time
import urllib.parse
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulesite.benchmark.mix import QUERIES  # noqa: E402  (plain data, no Django needed)
from tools.loadratio import TRIVIAL, ratio_phase, ratio_table  # noqa: E402
from tools.loadserver import (  # noqa: E402
    CACHES,
    HOST,
    free_port,
    gunicorn,
    server_log_tail,
)

EXAMPLES = ROOT / "judge" / "examples" / "optcg"
# Share of each kind of request: mostly reading, as at a tournament table.
MIX = {"rule": 40, "glossary": 15, "search": 30, "judge": 11, "save": 4}


@dataclass(frozen=True)
class Call:
    kind: str
    method: str
    path: str
    body: bytes = b""
    content_type: str = ""
    expect: tuple[int, ...] = (200,)


@dataclass
class Level:
    clients: int
    seconds: float = 0.0
    times: list[float] = field(default_factory=list)  # ms, answered as expected
    errors: Counter = field(default_factory=Counter)  # what went wrong -> how often
    by_kind: dict[str, list[float]] = field(default_factory=dict)  # kind -> ms
    slow: int = 0  # slow clients holding connections during this level

    @property
    def requests(self) -> int:
        return len(self.times) + sum(self.errors.values())

    def row(self) -> dict:
        return {"clients": self.clients, "requests": self.requests,
                "rps": round(self.requests / self.seconds, 1) if self.seconds else 0.0,
                "p50_ms": round(percentile(self.times, 0.50), 1),
                "p99_ms": round(percentile(self.times, 0.99), 1),
                "errors": sum(self.errors.values()), "error_kinds": dict(self.errors),
                "slow_clients": self.slow,
                "p50_ms_by_kind": {kind: round(percentile(times, 0.5), 1)
                                   for kind, times in sorted(self.by_kind.items())}}


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return 0.0
    return ordered[max(1, math.ceil(fraction * len(ordered))) - 1]


# ---- a small HTTP/1.1 client (gunicorn's sync workers close each connection) --------------

async def fetch(port: int, call: Call, timeout: float) -> int:
    """Send `call` to the server on loopback and return the answer's status code."""
    async def exchange() -> int:
        reader, writer = await asyncio.open_connection(HOST, port)
        try:
            # as a phone's browser asks: compressed answers welcome
            head = (f"{call.method} {call.path} HTTP/1.1\r\nHost: {HOST}:{port}\r\n"
                    f"Connection: close\r\nAccept: */*\r\nAccept-Encoding: gzip, deflate, br"
                    f"\r\nContent-Length: {len(call.body)}\r\n")
            if call.content_type:
                head += f"Content-Type: {call.content_type}\r\n"
            writer.write(head.encode() + b"\r\n" + call.body)
            await writer.drain()
            status_line = await reader.readline()
            await reader.read()  # the rest of the answer, until the server closes
            parts = status_line.split()
            if len(parts) < 2 or not parts[1].isdigit():
                raise ConnectionError("no HTTP status line")
            return int(parts[1])
        finally:
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()

    return await asyncio.wait_for(exchange(), timeout)


async def get_json(port: int, path: str) -> object:
    reader, writer = await asyncio.open_connection(HOST, port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nConnection: close\r\n\r\n"
                 .encode())
    await writer.drain()
    answer = await reader.read()
    writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    if b" 200 " not in head.split(b"\r\n")[0]:
        raise RuntimeError(f"{path} answered {head[:60]!r}")
    return json.loads(body)


# ---- the traffic -------------------------------------------------------------------------

async def traffic(port: int) -> dict[str, list[Call]]:
    """The requests of each kind, from what the site itself lists."""
    rules = await get_json(port, "/api/v1/optcg/rules/")
    terms = await get_json(port, "/api/v1/optcg/glossary/")
    cards = await get_json(port, "/api/v1/optcg/cards/")
    numbers = [rule["number"] for rule in rules]
    slugs = [term["slug"] for term in terms] if isinstance(terms, list) else \
        [term["slug"] for term in terms.get("terms", [])]
    searches = [Call("search", "GET", f"/api/v1/{game}/search/?"
                     + urllib.parse.urlencode({"q": query})) for game, query, _ in QUERIES]
    searches += [Call("search", "GET", f"/{game}/search/?"
                      + urllib.parse.urlencode({"q": query, "exact": "0"}))
                 for game, query, _ in QUERIES[::3]]
    judge, save = [], []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        invalid = "invalid: true" in text
        judge.append(Call("judge", "POST", "/api/v1/optcg/judge/", text.encode(),
                          "application/yaml", (400,) if invalid else (200,)))
        if not invalid:  # a failed save is an error: 200 with its permalink, or nothing
            save.append(Call("save", "POST", "/api/v1/optcg/judge/?save=1", text.encode(),
                             "application/yaml"))
    card_numbers = [entry["number"] for entry in cards.get("results", [])] \
        if isinstance(cards, dict) else []
    return {
        "trivial": [Call("trivial", "GET", TRIVIAL)],
        "card": [Call("card", "GET", f"/optcg/cards/{n}/") for n in card_numbers]
        or [Call("card", "GET", "/optcg/cards/")],
        "rule": [Call("rule", "GET", f"/optcg/rules/{n}/") for n in numbers[::4]],
        "glossary": [Call("glossary", "GET", "/optcg/glossary/")]
        + [Call("glossary", "GET", f"/optcg/glossary/{slug}/") for slug in slugs],
        "search": searches,
        "judge": judge,
        "save": save,
    }


async def client(port: int, calls: dict[str, list[Call]], level: Level, stop_at: float,
                 budget: list[int], timeout: float, rng: random.Random,
                 mix: dict[str, int]) -> None:
    kinds, weights = list(mix), list(mix.values())
    while time.monotonic() < stop_at and budget[0] > 0:
        budget[0] -= 1
        kind = rng.choices(kinds, weights)[0]
        call = rng.choice(calls[kind])
        started = time.perf_counter()
        try:
            status = await fetch(port, call, timeout)
        except TimeoutError:
            level.errors[f"{kind}: timeout"] += 1
            continue
        except OSError as error:
            level.errors[f"{kind}: {type(error).__name__}"] += 1
            continue
        if status in call.expect:
            elapsed = (time.perf_counter() - started) * 1000
            level.times.append(elapsed)
            level.by_kind.setdefault(kind, []).append(elapsed)
        else:
            level.errors[f"{kind}: HTTP {status}"] += 1


async def slow_client(port: int, stop_at: float) -> None:
    """A client that sends its request one byte a second and never finishes it in time."""
    with contextlib.suppress(OSError):
        reader, writer = await asyncio.open_connection(HOST, port)
        request = (f"POST /api/v1/optcg/judge/ HTTP/1.1\r\nHost: {HOST}:{port}\r\n"
                   "Content-Type: application/yaml\r\nContent-Length: 100000\r\n\r\n").encode()
        try:
            for byte in (request + b"#" * 100_000):
                if time.monotonic() >= stop_at:
                    break
                writer.write(bytes([byte]))
                await writer.drain()
                await asyncio.sleep(1.0)
        finally:
            writer.close()


async def run_slow_phase(port: int, calls: dict[str, list[Call]], options) -> Level:
    """Ordinary clients while slow clients hold their connections open."""
    stop_at = time.monotonic() + options.seconds
    slow = [asyncio.create_task(slow_client(port, stop_at + 1))
            for _ in range(options.slow_clients)]
    await asyncio.sleep(1.0)  # the slow ones are connected and dribbling first
    level = await run_level(port, calls, options.slow_phase_clients, options.seconds - 1,
                            options.max_requests, options.timeout)
    for task in slow:
        task.cancel()
    await asyncio.gather(*slow, return_exceptions=True)
    return level


async def run_level(port: int, calls: dict[str, list[Call]], clients: int, seconds: float,
                    max_requests: int, timeout: float, mix: dict[str, int] | None = None
                    ) -> Level:
    level = Level(clients)
    rng = random.Random(clients)
    budget = [max_requests]
    started = time.monotonic()
    await asyncio.gather(*(client(port, calls, level, started + seconds, budget, timeout,
                                  random.Random(rng.random()), mix or MIX)
                           for _ in range(clients)))
    level.seconds = time.monotonic() - started
    return level


# ---- the report --------------------------------------------------------------------------

def table(levels: list[Level], workers: int, cache: str) -> str:
    lines = [f"gunicorn, {workers} uvicorn workers, cache {cache}, {os.cpu_count()} cores; mix "
             + ", ".join(f"{kind} {share}%" for kind, share in MIX.items()), "",
             f"{'clients':>7} {'requests':>9} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} "
             f"{'errors':>7}", "-" * 52]
    for level in levels:
        row = level.row()
        label = f"{row['clients']}+{level.slow}s" if level.slow else str(row["clients"])
        lines.append(f"{label:>7} {row['requests']:>9} {row['rps']:>8} "
                     f"{row['p50_ms']:>8} {row['p99_ms']:>8} {row['errors']:>7}")
    if any(level.slow for level in levels):
        lines.append("  (N+Ms: N clients while M slow clients send a byte a second)")
    for level in levels:
        kinds = ", ".join(f"{kind} {p50}" for kind, p50 in level.row()["p50_ms_by_kind"].items())
        lines.append(f"  p50 ms by kind at {level.clients} clients: {kinds}")
    for level in levels:
        for what, count in sorted(level.errors.items()):
            lines.append(f"  at {level.clients} clients: {count} x {what}")
    return "\n".join(lines)


async def measure(port: int, options: argparse.Namespace) -> list[Level]:
    calls = await traffic(port)
    # Quiet passes over every page: the first reads fill the page cache and open the index,
    # and each worker keeps the pages it served in its own memory (rules/pagecache.py), as a
    # server that has been up for a few minutes would have. The kernel hands each connection
    # to any worker: 2 x workers passes leave a page unseen by a given worker about one time
    # in nine (0.8 ** 10).
    pages = [call for kind in ("rule", "glossary") for call in calls[kind]]
    for _ in range(2 * options.workers):
        for start in range(0, len(pages), 10):
            await asyncio.gather(*(fetch(port, call, options.timeout)
                                   for call in pages[start:start + 10]))
    levels = []
    for clients in options.levels:
        print(f"... {clients} clients for {options.seconds:.0f} s", file=sys.stderr)
        levels.append(await run_level(port, calls, clients, options.seconds,
                                      options.max_requests, options.timeout))
    if options.slow_clients:
        print(f"... {options.slow_phase_clients} clients with {options.slow_clients} slow ones",
              file=sys.stderr)
        level = await run_slow_phase(port, calls, options)
        level.slow = options.slow_clients
        levels.append(level)
    if options.ratio_seconds:
        print(f"... each kind alone, {options.ratio_clients} clients", file=sys.stderr)
        options.ratios = await ratio_phase(port, calls, options, run_level, HOST)
    return levels


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="1,10,25,50",
                        help="concurrent clients per level, rising (default 1,10,25,50)")
    parser.add_argument("--seconds", type=float, default=15.0,
                        help="how long each level runs (default 15, at most 120)")
    parser.add_argument("--max-requests", type=int, default=20000,
                        help="at most this many requests per level (default 20000)")
    parser.add_argument("--workers", type=int, default=2 * (os.cpu_count() or 1) + 1,
                        help="gunicorn workers (default 2 x cores + 1)")
    parser.add_argument("--slow-clients", type=int, default=10,
                        help="slow clients in the last phase (default 10; 0: no such phase)")
    parser.add_argument("--slow-phase-clients", type=int, default=10,
                        help="ordinary clients during the slow phase (default 10)")
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="seconds before a request counts as an error (default 10)")
    parser.add_argument("--cache", choices=list(CACHES), default="db",
                        help="db: the database cache every worker shares (the default); "
                             "redis: a redis-server of the run's own; files: one cache "
                             "folder; memory: each worker its own")
    parser.add_argument("--ratio-seconds", type=float, default=10.0,
                        help="each kind alone against a trivial response, this long per kind "
                             "(default 10; 0: no such phase)")
    parser.add_argument("--ratio-clients", type=int, default=10,
                        help="clients of the ratio phase (default 10)")
    parser.add_argument("--json", action="store_true", help="end with one line of JSON")
    options = parser.parse_args(argv)
    options.levels = [int(n) for n in options.levels.split(",") if n.strip()]
    options.ratios = {}
    if not options.levels or min(options.levels) < 1 or max(options.levels) > 200:
        parser.error("--levels: whole numbers from 1 to 200")
    if not 0 < options.seconds <= 120:
        parser.error("--seconds: above 0 and at most 120")
    return options


def main(argv: list[str] | None = None) -> int:
    options = parse_args(argv)
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="rulesite-load-") as folder:
        print(f"bootstrapping a database in {folder}, gunicorn on {HOST}:{port}",
              file=sys.stderr)
        with gunicorn(Path(folder), port, options.workers, options.cache):
            levels = asyncio.run(measure(port, options))
        if any(level.errors for level in levels):
            # what the server said about them (its log goes away with the folder)
            print(server_log_tail(Path(folder) / "server.log"), file=sys.stderr)
    print(table(levels, options.workers, options.cache))
    if options.ratios:
        print(ratio_table(options.ratios, options.ratio_clients, options.ratio_seconds))
    if options.json:
        print(json.dumps({"workers": options.workers, "cache": options.cache,
                          "levels": [lv.row() for lv in levels], "ratios": options.ratios}))
    errors = any(level.errors for level in levels) or any(
        row.get("errors") for row in options.ratios.values())
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
