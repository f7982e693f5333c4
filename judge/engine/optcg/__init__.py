"""The One Piece Card Game engine (scenario format version 1, CR 1.2.1 numbering).

Modules: `model` (state), `parse`/`schema_*` (input), `game` (replay hooks), `main_actions`,
`battle`, `damage`, `turn` (actions), `interpreter`/`activation`/`autos`/`settle` (effects and
the settle point), `power` (derived numbers), `text` (wording), `report` (result state),
`rules` (every citable rule number).
"""
from __future__ import annotations

from .game import OptcgEngine

__all__ = ["OptcgEngine"]
