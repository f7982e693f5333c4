"""Typed readers for settings that come from the environment.

Each helper fails loudly (ImproperlyConfigured, naming the variable and the value) instead of
guessing: a typo in a production variable must stop the server, not quietly switch a default.
"""
from __future__ import annotations

import ipaddress
import os
import secrets
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str) -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    word = raw.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ImproperlyConfigured(
        f"{name}={raw!r} is not a yes/no value (use 1/0, true/false, on/off)"
    )


def env_int(name: str, default: int, minimum: int = 0) -> int:
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        value = int(raw.strip())
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a whole number") from None
    if value < minimum:
        raise ImproperlyConfigured(f"{name}={value} must be at least {minimum}")
    return value


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return list(default)
    items = [item.strip() for item in raw.split(",") if item.strip()]
    if not items:
        raise ImproperlyConfigured(f"{name} is set but lists nothing (use a comma-separated list)")
    return items


def env_path(name: str, default: Path) -> Path:
    raw = os.environ.get(name)
    if raw is None:
        return default
    if not raw.strip():
        raise ImproperlyConfigured(f"{name} is set but empty")
    return Path(raw).expanduser().resolve()


def trusted_proxies(behind_proxy: bool, proxies: list[str]) -> list[str]:
    """The proxies whose X-Forwarded-For the site believes: none unless BEHIND_PROXY is on, and
    then each must be an address or a network, or the server does not start (a wrong entry
    would let clients choose their own address, and escape the judge's rate limit)."""
    if not behind_proxy:
        return []
    for proxy in proxies:
        try:
            ipaddress.ip_network(proxy, strict=False)
        except ValueError:
            raise ImproperlyConfigured(
                f"TRUSTED_PROXIES: {proxy!r} is not an address or network of a proxy") from None
    return proxies


def proxy_trust() -> list[str]:
    """TRUSTED_PROXIES as the settings and gunicorn.conf.py both read it: the proxies whose
    X-Forwarded-For and X-Forwarded-Proto are believed (none without BEHIND_PROXY=on)."""
    return trusted_proxies(env_bool("BEHIND_PROXY", False),
                           env_list("TRUSTED_PROXIES", ["127.0.0.1", "::1"]))


def secret_key(key_file: Path) -> str:
    """SECRET_KEY from the environment, else a development key kept in an ignored file.

    The file is created on first use, so a fresh checkout serves without setup, and the key
    stays the same across restarts (sessions and CSRF tokens survive).
    """
    raw = os.environ.get("SECRET_KEY")
    if raw is not None:
        if len(raw) < 50 or len(set(raw)) < 5:
            raise ImproperlyConfigured("SECRET_KEY must be at least 50 characters of varied text")
        return raw
    if key_file.exists():
        return key_file.read_text().strip()
    key = secrets.token_urlsafe(64)
    key_file.write_text(key + "\n")
    key_file.chmod(0o600)
    return key
