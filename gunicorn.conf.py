"""gunicorn's settings for rulesite (read from the project root): `gunicorn rulesite.asgi`.

Two defences against slow clients, each enough alone: uvicorn's workers read requests on an
event loop, so a client that sends a byte a second holds a connection, never a worker; and in
production a buffering reverse proxy in front (docs/operating.md, "Production") reads each
request whole before passing it on, to gunicorn on loopback only. `timeout` restarts a worker
stuck for longer than any request needs.
"""
from __future__ import annotations

import multiprocessing
import os

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("GUNICORN_WORKERS", 2 * multiprocessing.cpu_count() + 1))
worker_class = "uvicorn_worker.UvicornWorker"
timeout = 30
graceful_timeout = 20
keepalive = 5
