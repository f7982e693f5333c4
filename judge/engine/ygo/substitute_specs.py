"""The spec of a card in the Graveyard banished in place of a destruction (5-3-16): the
scenario format's `gy_substitute` (schema_substitutes.py reads it, gy_substitutes.py applies
it). Its own module so that model.py can hold it without importing the engine."""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described
from .summon_specs import SummonCondition


@dataclass(frozen=True, slots=True)
class GySubstitute:
    """"If a "Salamangreat" card(s) you control would be destroyed by battle or card effect,
    you can banish this card from your GY instead.": while the card is in its owner's
    Graveyard, a face-up card of that player on the field that fits (`what`: monster or any
    card; `cards`: the words of `fetch`) and would be destroyed in a way `by` names (battle,
    effect; `opponent`: only the opponent's effects) stays, the card banished in its place;
    `alone`: only when that card is all the effect destroys ("exactly 1 ... (and no other
    cards)"); `condition`: what its owner's board must hold; `use` false: its owner does not
    banish it ("you can")."""

    what: str = "monster"
    cards: Described | None = None
    by: tuple[str, ...] = ("battle", "effect")
    opponent: bool = False
    alone: bool = False
    condition: SummonCondition = SummonCondition()
    use: bool = True
