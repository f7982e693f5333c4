"""Negating a Chain Link (11-3): what a negating card or effect may answer, and what its
`negate` step does to the link below it.

A negating card is activated only in response to an activation it is able to negate (11-3-3):
one of the kinds it names (`negates`), by the player it names (`negates_by: opponent`, "When
your opponent activates") or of another card (`negates_by: other_card`, "another monster's
effect"), and, for "an effect that includes any of these effects" (Ash
Blossom & Joyous Spring), one whose resolving steps do one of them (`negates_includes`; what a
cost does is not part of the effect, 11-3-4). Its step negates the activation (5-3-7: nothing
of the link applies, a Spell or Trap Card goes to the Graveyard) or only the effect (5-3-8: the
card was activated, its effect does nothing, and a card that stays on the field stays), then
destroys, banishes or shuffles into the Deck that card when the text says so ("and if you do,
destroy it").
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import options, summon_window, unnegated
from . import rules as cr
from . import text as say
from .fusion import includes as summon_includes
from .model import MONSTER, Z_BANISHED, Card, EffectStep, Link, State, TargetSpec
from .pendulum import is_pendulum_effect
from .to_deck import to_deck
from .zones import move, on_field

# "When a card or effect is activated that includes any of these effects": the steps that are
# each (a `fetch` from the Deck to the hand, to the field, to the Graveyard)
INCLUDES = {"deck_to_hand": "hand", "deck_summon": "field", "deck_to_graveyard": "graveyard"}
# the same from the Graveyard (Ghost Belle & Haunted Mansion): a `fetch` from it, or a step on
# a target in a GY or on a monster whose effect is activated there ("Special Summon this card
# from your GY")
FROM_GRAVEYARD = {"hand": "graveyard_to_hand_or_deck", "field": "graveyard_summon"}
ON_GRAVEYARD_CARD = {"to_hand": "graveyard_to_hand_or_deck", "to_deck": "graveyard_to_hand_or_deck",
                     "special_summon": "graveyard_summon", "banish": "graveyard_banish"}
# what the negating step does to the card afterwards ("and if you do, destroy it")
AFTERWARDS = ("destroy", "banish", "shuffle", "")


def problem(state: State, card: Card) -> Illegal | None:
    """A card (or the monster carrying one effect) whose effect negates the link below needs
    one it can negate (11-3-3, 5-2-4)."""
    if not card.negating:
        return None
    refused = unnegated.problem(state, card)  # "... cannot be negated." (11-3-5)
    if refused is not None:
        return refused
    rules = (cr.NOTHING_TO_NEGATE, cr.NEEDS_WHAT_IT_DOES)
    if not state.chain:
        return Illegal("illegal.nothing_to_negate", rules, card=say.card(state, card))
    link = state.chain[-1]
    below = state.cards[link.card]
    # a Spell's (or Trap's) effect used from its Graveyard is not its card's activation (5-1-8)
    graveyard_effect = below.kind != MONSTER and link.effect >= 0
    kind = f"{below.kind}_effect" if graveyard_effect else below.kind
    scale = is_pendulum_effect(below, link.effect)  # a Spell Card's effect (5-1-6)
    if scale:
        kind = "spell_effect"
    kinds = tuple(word for word in card.negates if word != "summon")
    # "a Counter Trap Card", "an Equip Spell Card": a card's own activation of that property
    narrow = f"{below.subtype}_{below.kind}" if kind in ("spell", "trap") else ""
    # "... is activated that includes an effect that Special Summons a monster(s)" (11-3-3)
    summoning = "summoning" in kinds and not graveyard_effect and summon_window.summons(
        below.flip if link.flip else options.steps(below, link))
    if card.negates and not summoning and kind not in kinds and narrow not in kinds:
        where = "field" if graveyard_effect and below.effects[link.effect].origin == "field" \
            else "graveyard"  # an effect of it on the field (10-5-1)
        said = Event("kind.pendulum_effect") if scale \
            else Event(f"kind.{below.kind}_{where}_effect") if graveyard_effect \
            else say.kind(below)
        return Illegal("illegal.cannot_negate_this_kind", rules, card=say.card(state, card),
                       kinds=say.negatable(kinds), number=len(state.chain),
                       below=say.card(state, below), kind=said)
    if card.negates_by == "opponent" and link.controller == card.owner:
        return Illegal("illegal.negates_opponents_only", (cr.NEGATION_CONDITIONS, *rules),
                       card=say.card(state, card), number=len(state.chain),
                       below=say.card(state, below), player=card.owner)
    if card.negates_by == "other_card" and link.card == card.id:  # "another monster's effect"
        return Illegal("illegal.negates_other_cards_only", (cr.NEGATION_CONDITIONS, *rules),
                       card=say.card(state, card), number=len(state.chain))
    if card.negates_includes and not set(card.negates_includes) & included(state, link):
        return Illegal("illegal.negates_not_included", (cr.NEGATION_CONDITIONS, *rules),
                       card=say.card(state, card), number=len(state.chain),
                       below=say.card(state, below),
                       includes=_either(card.negates_includes))
    return None


def activation_rules(card: Card) -> list[str]:
    """The rule its activation met when its condition names whose activation, or what it
    includes, it answers (11-3-4)."""
    return [cr.NEGATION_CONDITIONS] if card.negates_by or card.negates_includes else []


def _either(words: tuple[str, ...]) -> Event:
    """"adding a card from the Deck to the hand, or ...": what an effect must include."""
    said = [Event(f"includes.{word}") for word in words]
    while len(said) > 1:
        said[-2:] = [Event("either", {"first": said[-2], "second": said[-1]})]
    return said[0]


def included(state: State, link: Link) -> set[str]:
    """What the link's effect does when it resolves, in the words of INCLUDES and of the
    Graveyard's: its steps, the ones after "and if you do" too; never its cost (11-3-4)."""
    card = state.cards[link.card]
    steps = card.flip if link.flip else options.steps(card, link)
    spec = _target(card, link)
    aimed_in_graveyard = spec is not None and spec.zone == "graveyard"
    effects = card.effects
    in_graveyard = not link.flip and 0 <= link.effect < len(effects) \
        and effects[link.effect].origin == "graveyard"
    found = set()
    for step in _every(steps):
        if step.kind == "fetch" and step.pick is not None:
            if "deck" in step.pick.zones:
                found |= {word for word, to in INCLUDES.items() if step.to == to}
            if "graveyard" in step.pick.zones and step.to in FROM_GRAVEYARD:
                found.add(FROM_GRAVEYARD[step.to])
        elif step.kind in ("destroy", "destroy_all") or step.kind == "negate" \
                and step.to == "destroy" and _below_on_field(state, link):
            found.add("destroy_on_field")  # only a card on the field is destroyed (5-3-1)
        elif step.kind in ON_GRAVEYARD_CARD and (
                step.target in ("chosen", "first_target") and aimed_in_graveyard
                or step.target == "second_target" and _second_in_graveyard(card, link)
                or step.target == "self" and in_graveyard):
            found.add(ON_GRAVEYARD_CARD[step.kind])
        elif step.summon is not None:  # a Fusion or Ritual Summon (fusion.py)
            found |= summon_includes(step.summon)
    return found


def _below_on_field(state: State, link: Link) -> bool:
    """Whether the card of the link below this one is still where it was activated, on the
    field: negating it "and if you do, destroy it" would destroy a card on the field."""
    index = next((i for i, other in enumerate(state.chain) if other is link), 0)
    if index < 1:
        return False
    below = state.chain[index - 1]
    card = state.cards[below.card]
    return on_field(card) and card.moves == below.moves


def _target(card: Card, link: Link) -> TargetSpec | None:
    """What the link targets: its chosen option's target, or its card's or effect's (one
    target for every option, "target 1 monster, then activate 1 of these effects")."""
    if link.flip:
        return None
    owner = card.effects[link.effect] if link.effect >= 0 else card
    if 0 <= link.option < len(owner.options):
        return owner.options[link.option].target or owner.target
    return owner.target


def _second_in_graveyard(card: Card, link: Link) -> bool:
    """Whether the second of two targets ("that other monster", pair_refs.py) is one in a
    Graveyard (5-2-3)."""
    return link.effect < 0 and not link.flip and card.also_target is not None \
        and card.also_target.zone == "graveyard"  # only a Spell's or Trap's activation has one


def _every(steps: tuple[EffectStep, ...]) -> Iterator[EffectStep]:
    for step in steps:
        yield step
        yield from _every(step.steps)


Destroy = Callable[[State, Context, Card], None]


def negate(state: State, ctx: Context, step: EffectStep, label: Event, link: int,
           destroy: Destroy) -> bool:
    """The `negate` step of Chain Link `link` (an index): the link below it loses its
    activation (5-3-7) or its effect (5-3-8), and that card is then destroyed or banished if
    it is still where it was activated. Whether there was a link to negate."""
    if link < 1:
        return False
    below = state.chain[link - 1]
    card = state.cards[below.card]
    if step.what == "effect":
        below.effect_negated = True
        ctx.emit("link_effect_negated_by", cr.NEGATE_LOWER_LINK, cr.NEGATE_EFFECT, link=label,
                 number=link, card=say.card(state, card))
    else:
        below.negated = True
        ctx.emit("link_negated_by", cr.NEGATE_LOWER_LINK, cr.NEGATE_ACTIVATION, link=label,
                 number=link, card=say.card(state, card))
    if not (on_field(card) and card.moves == below.moves):
        return True  # a monster's effect from the hand or GY: nothing left to destroy there
    if step.to == "destroy":
        destroy(state, ctx, card)
    elif step.to == "shuffle":  # "shuffle that card into the Deck" (5-3-14)
        to_deck(state, ctx, card, "shuffle", label)
    elif step.to == "banish":
        origin = card.zone
        move(state, card, Z_BANISHED)
        ctx.emit("banished", cr.BANISH, cr.BANISHED, link=label, card=say.card(state, card),
                 player=card.owner, zone=say.zone(origin))
    return True


def resolves_negated(state: State, ctx: Context, link: Link, label: Event) -> bool:
    """A link whose activation (5-3-7) or effect (5-3-8) was negated resolves doing nothing;
    whether it was."""
    if link.negated:
        ctx.emit("link.negated", cr.NEGATE_LOWER_LINK, cr.NEGATE_ACTIVATION, link=label)
    elif link.effect_negated:
        ctx.emit("link.effect_negated", cr.NEGATE_LOWER_LINK, cr.NEGATE_EFFECT, link=label)
    return link.negated or link.effect_negated


def to_graveyard_after(link: Link, card: Card) -> bool:
    """A card that stays on the field once activated (10-4-2) still goes to the Graveyard
    when its activation was negated (5-3-7); one whose effect alone was negated stays."""
    return link.negated and card.lasting
