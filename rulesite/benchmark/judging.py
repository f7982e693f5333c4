"""The judge engine alone: the public scenarios, read into memory once, judged many times."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from judge import engine
from judge.examples import EXAMPLES_DIR


@dataclass(frozen=True)
class Scenario:
    name: str
    text: str  # the YAML as written
    data: dict[str, Any]  # the same, read: what a JSON body or a form gives the engine

    @property
    def valid(self) -> bool:
        return "errors" not in engine.judge(self.data)


def public_scenarios(folder: Path | None = None) -> list[Scenario]:
    """The project's copies of the public scenarios (judge/examples/optcg)."""
    found = []
    for path in sorted((folder or EXAMPLES_DIR / "optcg").glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text)
        if isinstance(data, dict):
            found.append(Scenario(path.stem, text, data))
    return found


def per_second(scenarios: list[Scenario], seconds: float, from_text: bool) -> float:
    """Scenarios judged per second, in rounds over all of them for about `seconds`: from the
    parsed data (validation and replay) or from the YAML text (reading it as well)."""
    sources = [s.text if from_text else s.data for s in scenarios]
    for source in sources:
        engine.judge(source)
    judged = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for source in sources:
            engine.judge(source)
        judged += len(sources)
    return judged / (time.perf_counter() - started)
