"""gunicorn's settings for rulesite (read from the project root): `gunicorn rulesite.asgi`, or
Django's habit `gunicorn rulesite.wsgi`: the worker class follows the application given.

Two defences against slow clients, each enough alone: uvicorn's workers read requests on an
event loop, so a client that sends a byte a second holds a connection, never a worker; and in
production a buffering reverse proxy in front (docs/operating.md, "Production") reads each
request whole before passing it on, to gunicorn on loopback only. `timeout` restarts a worker
stuck for longer than any request needs. (`rulesite.wsgi` runs on gunicorn's threaded workers:
there the proxy's buffering is the defence.)

Proxy headers: the server believes X-Forwarded-For and X-Forwarded-Proto only from the
project's TRUSTED_PROXIES, which is empty unless BEHIND_PROXY=on. Left to themselves, uvicorn
and gunicorn would believe any connection from loopback, so any client on the machine could
choose its own address (and escape the judge's rate limit) or turn permalinks into https.
"""
from __future__ import annotations

import ipaddress
import multiprocessing
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from django.core.exceptions import ImproperlyConfigured  # noqa: E402

from rulesite.env import proxy_trust  # noqa: E402  (the project root is on the path first)


def _application_given() -> str:
    """The application gunicorn was asked to serve (command line, else GUNICORN_CMD_ARGS), read
    with gunicorn's own parser so options in any order are understood."""
    from gunicorn.config import Config

    config = Config()
    parser = config.parser()
    for args in (sys.argv[1:], config.get_cmd_args_from_env()):
        given = parser.parse_known_args(args)[0].args
        if given:
            return str(given[0])
    return ""


def _is_wsgi(application: str) -> bool:
    """`rulesite.wsgi` or `rulesite.wsgi:application`: a WSGI module by Django's naming."""
    return application.split(":")[0].rsplit(".", 1)[-1] == "wsgi"


bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("GUNICORN_WORKERS", 2 * multiprocessing.cpu_count() + 1))
if _is_wsgi(_application_given()):
    # an ASGI worker would call the WSGI application the wrong way: a 500 on every request
    worker_class = "gthread"
    threads = 4
else:
    worker_class = "uvicorn_worker.UvicornWorker"
# Both worker classes read this: uvicorn's (client address and scheme) and gunicorn's own
# (scheme). Networks are written in their strict form, which gunicorn requires.
try:
    forwarded_allow_ips = ",".join(
        str(ipaddress.ip_network(proxy, strict=False)) for proxy in proxy_trust())
except ImproperlyConfigured as error:
    sys.exit(f"gunicorn.conf.py: {error}")  # the message alone, not a traceback
timeout = 30
graceful_timeout = 20
keepalive = 5
