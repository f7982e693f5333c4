"""A Monster Card's two forms around the Spell & Trap Zone (3-4-5): placed there as a Continuous
Spell by an effect, a Continuous Spell Card while it stays; anywhere else, the Monster Card it
is. zones.move calls `monster_again` as the card moves, as it calls trapmon_forms.as_trap."""
from __future__ import annotations

from .model import MONSTER, SPELL, TRAP, Z_SPELLS_TRAPS, Card

AS: tuple[str, ...] = ("spell",)  # what a Monster Card is placed as: a Continuous Spell (3-4-5)
AS += ("trap",)  # or a Continuous Trap ("... as a face-up Continuous Trap", 3-4-8)
# (or "set": Set face-down as a Spell by its own text, 3-4-7, `as_set_spell`)
# "During your opponent's turn, if this Set card in the Spell & Trap Zone is destroyed and sent
# to your GY" (3-4-7): the events of `state.happened` it answers (trigger_timing.ANSWERS;
# stzone.event_fits checks the rest)
STZONE_ANSWERS = {"set_destroyed_opponent_turn": ("destroyed_by_effect", "destroyed_by_battle")}


def as_continuous(card: Card, kind: str = "spell") -> None:
    """The card, now in a Spell & Trap Zone, as the face-up Continuous Spell (3-4-5) or
    Continuous Trap (`kind` "trap", 3-4-8) it is placed as."""
    if kind == "trap":
        card.kind, card.trap_type, card.face_up = TRAP, "continuous", True
    else:
        card.kind, card.spell_type, card.face_up = SPELL, "continuous", True
    card.placed_as = kind


def as_set_spell(card: Card) -> None:
    """The card, now Set in a Spell & Trap Zone by its own text, as the face-down Spell Card it
    is Set as (3-4-7): never activated."""
    card.kind, card.face_up, card.placed_as = SPELL, False, "set"


def monster_again(card: Card, zone: str) -> None:
    """A Monster Card placed as a Continuous Spell or Trap is a monster again once it leaves
    the Spell & Trap Zone (3-4-5, 3-4-8); nothing for any other card."""
    if not card.placed_as or zone == Z_SPELLS_TRAPS:
        return
    card.kind, card.spell_type, card.placed_as = MONSTER, "normal", ""
    card.trap_type = "normal"
