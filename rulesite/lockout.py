"""The answer to a login that django-axes refuses (settings, "The admin's login")."""
from __future__ import annotations

import ipaddress
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from judge.ratelimit import client_address


def client_ip(request: HttpRequest) -> str | None:
    """The client's address as django-axes stores it: an IP address, or None where the request
    has none (a test client, a Unix socket). PostgreSQL's address column refuses anything else,
    so "unknown" must never reach it; the account limit still holds then."""
    address = client_address(request)
    try:
        return str(ipaddress.ip_address(address))
    except ValueError:
        return None


def locked_out(request: HttpRequest, original_response: HttpResponse | None = None,
               credentials: dict[str, Any] | None = None) -> HttpResponse:
    """429 with a page that says why and for how long, and Retry-After for scripts."""
    minutes = int(settings.ADMIN_LOCKOUT_MINUTES)
    response = render(request, "admin/locked_out.html", {
        "minutes": minutes, "failures": int(settings.AXES_FAILURE_LIMIT),
        "site_header": "rulesite"}, status=429)
    response["Retry-After"] = str(minutes * 60)
    return response
