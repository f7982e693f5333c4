"""The Yu-Gi-Oh! engine (scenario format version 1, shared/spec/judge-scenarios-ygo.md).

It follows today's Master Rule as the site's digest states it (rules/corpus/ygo, numbered by this
site: Konami's rules have no numbered comprehensive rules). Modules: `model` (state), `parse` and
`schema_cards` (input), `game` (replay hooks), `summon`, `chain`, `battle`, `damage_step` (with
`timings` and `calculation`), `turn` (actions), `interpreter` (effect steps), `settle` (rule
processing), `zones`, `text` (wording), `report` (result state), `rules` (every citable number).
"""
from __future__ import annotations

from .game import YgoEngine

__all__ = ["YgoEngine"]
