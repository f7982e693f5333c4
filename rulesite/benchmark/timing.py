"""Percentiles and a timer: the benchmark reports medians and 95th percentiles in ms."""
from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable


def percentile(samples: Iterable[float], fraction: float) -> float:
    """The nearest-rank percentile (fraction 0.5 is the median); 0 for no samples."""
    ordered = sorted(samples)
    if not ordered:
        return 0.0
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def timed_ms(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return (time.perf_counter() - started) * 1000


def sample_ms(calls: list[Callable[[], object]], rounds: int) -> list[float]:
    """Each call once to warm up, then `rounds` times over the list: one sample per call."""
    for call in calls:
        call()
    return [timed_ms(call) for _ in range(rounds) for call in calls]
