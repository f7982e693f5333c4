"""Quick Effects answering an activation that targets their monster (5-1-13): "When a card or
effect is activated that targets this card (Quick Effect)" (`during: targeted`), "When your
opponent activates a card or effect that targets this card (Quick Effect)"
(`targeted_by_opponent`) and "When a Link Monster's effect is activated that targets this
face-up card on the field (Quick Effect)" (`targeted_by_link_effect`, the "Rokket" monsters).

Activated only in direct response: the last Chain Link is the activation, and it targeted this
card as the card is now (`Link.chosen`, `more_targets`; an activation that does not target
keeps no `chosen_moves`, 5-2-3). Also "When your opponent activates a monster effect on the
field (Quick Effect)" (`opponent_monster_effect_on_field`, the "Rescue-ACE" monsters): the last
Chain Link is a monster effect its opponent activated on the field, a FLIP effect too, not a
Pendulum Scale's (5-1-6)."""
from __future__ import annotations

from . import rules as cr
from .model import MONSTER, Z_MONSTERS, Card, Link, State

TARGETED = ("targeted", "targeted_by_opponent", "targeted_by_link_effect",
            "opponent_monster_effect_on_field")


def targeted_now(state: State, card: Card, during: str) -> bool:
    """The activation the effect would be chained to targets this card, and is of the kind
    its text names (5-1-13)."""
    if not state.chain:
        return False
    link = state.chain[-1]
    if during == "opponent_monster_effect_on_field":
        return link.controller != card.owner and _on_field_effect(state, link)
    if not _targets(link, card):
        return False
    if during == "targeted_by_opponent":
        return link.controller != card.owner
    if during == "targeted_by_link_effect":  # a Link Monster's effect, not its card's
        below = state.cards[link.card]
        return below.kind == MONSTER and "Link" in below.monster_types and link.effect >= 0
    return True


def _on_field_effect(state: State, link: Link) -> bool:
    """A monster effect activated on the field: its card there still, or gone from there as
    its own cost (the link keeps its moves as it was activated)."""
    below = state.cards[link.card]
    effect = below.effects[link.effect] if 0 <= link.effect < len(below.effects) else None
    if below.kind != MONSTER or not link.flip and (effect is None or effect.origin == "pendulum"):
        return False
    return below.zone == Z_MONSTERS if below.moves == link.moves \
        else below.moves == link.moves + 1 and below.came_from == Z_MONSTERS


def _targets(link: Link, card: Card) -> bool:
    first = link.chosen == card.id and link.chosen_moves == card.moves
    return first or (card.id, card.moves) in link.more_targets


def rules(during: str) -> list[str]:
    """Cited beside the Quick Effect's own rule when such an effect is refused."""
    return [cr.TARGETED_QUICK] if during in TARGETED else []
