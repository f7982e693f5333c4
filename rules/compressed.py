"""Compressed copies of a page, made once when the page is cached (rules/pagecache.py) and
sent by rulesite/compression.py to a client that accepts them."""
from __future__ import annotations

import brotli
from django.middleware.gzip import GZipMiddleware
from django.utils.text import compress_string

# Brotli's level for a page compressed once and sent many times (rulesite/compression.py
# compresses answers made on each request at a faster level).
CACHED_QUALITY = 9
PRECOMPRESSED = "precompressed"  # response attribute: {"br": bytes, "gzip": bytes}


def variants(body: bytes) -> dict[str, bytes]:
    """The compressed copies a cached page keeps beside its body (the smaller ones only)."""
    made = {"br": brotli.compress(body, quality=CACHED_QUALITY),
            "gzip": compress_string(body, max_random_bytes=GZipMiddleware.max_random_bytes)}
    return {coding: data for coding, data in made.items() if len(data) < len(body)}
