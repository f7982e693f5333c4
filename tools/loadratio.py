"""The load script's ratio phase (tools/loadtest.py): each kind of page alone, against a trivial
Django response through the same server, middleware and clients, in the same run.

For each kind (the trivial view, a rule page, the glossary, a search, a card page, the judge)
--ratio-clients clients send only that kind for --ratio-seconds (in four turns, the kinds
taking turns); the report gives requests per
second, their ratio to the trivial response, p50/p99, and the bytes of one such answer as sent
to a client that accepts brotli, gzip, and neither. The trivial view exists only while the
load script runs the server (LOAD_TRIVIAL_VIEW=on, rulesite/urls.py).
"""
from __future__ import annotations

import asyncio
import contextlib
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

TRIVIAL = "/_load/trivial/"
KINDS = ("trivial", "rule", "glossary", "search", "card", "judge")
CODINGS = {"br": "gzip, deflate, br", "gzip": "gzip, deflate", "none": "identity"}
# answers measured for their size only: the largest page (what the offline mode saves first),
# the feed, the offline list, the judge's page
SIZES_ONLY = ("/optcg/rules/all/", "/optcg/rules/feed/", "/offline/precache.json",
              "/optcg/judge/", "/optcg/glossary/blocker/", "/optcg/rules/")


async def answer_size(host: str, port: int, call: Any, accept: str) -> int:
    """The bytes of the body of one answer to `call`, asked with Accept-Encoding `accept`."""
    reader, writer = await asyncio.open_connection(host, port)
    head = (f"{call.method} {call.path} HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n"
            f"Accept-Encoding: {accept}\r\nContent-Length: {len(call.body)}\r\n")
    if call.content_type:
        head += f"Content-Type: {call.content_type}\r\n"
    writer.write(head.encode() + b"\r\n" + call.body)
    await writer.drain()
    answer = await reader.read()
    writer.close()
    headers, _, body = answer.partition(b"\r\n\r\n")
    if b"transfer-encoding: chunked" in headers.lower():
        return -1  # not measured: a streamed answer
    return len(body)


ROUNDS = 4


async def ratio_phase(port: int, calls: dict, options: Any, run_level: Any, host: str) -> dict:
    """kind -> {rps, ratio, p50_ms, p99_ms, errors, bytes: {br, gzip, none}}. The kinds take
    turns, ROUNDS times each, so that a change in the machine's other load (the cores are
    shared) falls on every kind alike instead of on whichever ran at that moment."""
    levels: dict[str, list] = {kind: [] for kind in KINDS}
    for _ in range(ROUNDS):
        for kind in KINDS:
            levels[kind].append(await run_level(
                port, calls, options.ratio_clients, options.ratio_seconds / ROUNDS,
                options.max_requests, options.timeout, mix={kind: 1}))
    rows: dict[str, dict] = {}
    for kind, parts in levels.items():
        whole = parts[0]
        for part in parts[1:]:
            whole.times += part.times
            whole.errors.update(part.errors)
            whole.seconds += part.seconds
        row = whole.row()
        sample = calls[kind][0]
        sizes = {coding: await answer_size(host, port, sample, accept)
                 for coding, accept in CODINGS.items()}
        rows[kind] = {"rps": row["rps"], "p50_ms": row["p50_ms"], "p99_ms": row["p99_ms"],
                      "errors": row["errors"], "bytes": sizes, "sample": sample.path}
    for path in SIZES_ONLY:
        sample = type(calls["trivial"][0])("size", "GET", path)
        rows[path] = {"bytes": {coding: await answer_size(host, port, sample, accept)
                                for coding, accept in CODINGS.items()}, "sample": path}
    trivial = rows["trivial"]["rps"] or 1.0
    for row in rows.values():
        if "rps" in row:
            row["ratio"] = round(row["rps"] / trivial, 2)
    return rows


def ratio_table(rows: dict, clients: int, seconds: float) -> str:
    lines = ["", f"each kind alone, {clients} clients for {seconds:.0f} s; ratio = req/s against "
             "the trivial response; bytes of one answer with brotli / gzip / neither", "",
             f"{'kind':>9} {'req/s':>8} {'ratio':>6} {'p50 ms':>7} {'p99 ms':>7} {'errors':>6} "
             f"{'br B':>8} {'gzip B':>8} {'plain B':>8}", "-" * 77]
    for kind, row in rows.items():
        if "rps" not in row:
            continue
        sizes = row["bytes"]
        lines.append(f"{kind:>9} {row['rps']:>8} {row['ratio']:>6} {row['p50_ms']:>7} "
                     f"{row['p99_ms']:>7} {row['errors']:>6} {sizes['br']:>8} "
                     f"{sizes['gzip']:>8} {sizes['none']:>8}")
    lines.append("  samples: " + ", ".join(f"{kind} {row['sample']}" for kind, row in rows.items()
                                           if "rps" in row))
    lines.append("  sizes only (br / gzip / plain bytes): " + "; ".join(
        f"{row['sample']} {row['bytes']['br']} / {row['bytes']['gzip']} / {row['bytes']['none']}"
        for row in rows.values() if "rps" not in row))
    return "\n".join(lines)


@contextlib.contextmanager
def redis_server(folder: Path, port: int) -> Iterator[str]:
    """A Redis of the run's own on loopback (Debian's redis-server), stopped on the way out."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("--cache redis needs redis-server (make system-deps installs it)")
    server = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--dir", str(folder), "--logfile", str(folder / "redis.log")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            done = subprocess.run([binary.replace("redis-server", "redis-cli"), "-p", str(port),
                                   "ping"], capture_output=True, text=True, check=False)
            if done.stdout.strip() == "PONG":
                break
            time.sleep(0.1)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        server.terminate()
        server.wait(timeout=20)
