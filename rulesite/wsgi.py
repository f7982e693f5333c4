"""WSGI entry point: `gunicorn rulesite.wsgi` (gunicorn.conf.py then picks threaded workers).

Chunked bodies are read within the same cap as the ASGI entry point's (rulesite/bodies.py).
"""
from __future__ import annotations

import os

from django.core.wsgi import get_wsgi_application

from rulesite.bodies import WSGIBodies

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
application = WSGIBodies(get_wsgi_application())
