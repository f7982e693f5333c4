"""ASGI entry point: `gunicorn rulesite.asgi` (gunicorn.conf.py picks uvicorn's workers).

The request is read by the worker's event loop: a client that sends its request a byte a
second holds a connection, not a thread, and the site's (synchronous) views run only once
the whole request is there. Bodies are read within one cap, chunked ones too (rulesite/bodies.py).
"""
from __future__ import annotations

import os

from django.core.asgi import get_asgi_application

from rulesite.bodies import ASGIBodies

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
application = ASGIBodies(get_asgi_application())
