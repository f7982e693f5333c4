"""Replacement effects (CR 8-1-3-4): "If this Character would be K.O.'d [by your opponent's
effect / in battle], you may <do this> instead." and "If this Character would be removed from
the field by your opponent's effect, you may ... instead."

When the event would happen, the card's valid replacements for it are offered in the order its
`replace:` entries list them, one order its owner may choose (CR 8-1-3-4-2; every entry here is
the affected card's own, so its owner's). The first one applied replaces the event, which then
does not happen, and no replacement applies to it again (CR 8-1-3-4-3). One whose "instead"
cannot be done in full is not applied (CR 8-1-3-4-5). Each is optional ("you may"): an
`instead` action says whether the owner applies it (`use: false` declines, CR 8-1-3-4-1; `use:
N` names the Nth entry first). Named nothing, the judge takes that the owner applies it, and
the ruling says so as a default, never as the card's printed outcome.
"""
from __future__ import annotations

from ..core.events import Event, Param
from ..core.printed import Note
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .conditions import unmet
from .costs import parts_problem, pay_parts
from .filters import mismatch
from .model import FIELD_ZONES, Action, Card, Modifier, State
from .specs import CostPart, Replacement
from .statics import negated
from .zones import draw_one

REMOVAL_RULE = (cr.REPLACEMENT, cr.REPLACEMENT_ONCE, cr.REPLACEMENT_OWNER)
NOT_A_COST = (cr.ACTIVATION_COST, cr.COST_ALL_OR_NOTHING)  # what is done instead is no cost


def _covers(entry: Replacement, event: str, by: str | None, owner: str,
            character: bool = False) -> bool:
    """Whether `entry` replaces this event: a K.O. (`event` "ko") in battle (`by` None) or by
    player `by`'s effect, another removal by an effect ("trash", "bounce"...), or a rest by
    the effect of a Character of the opponent (`character`: the effect is a Character's)."""
    opponents = by is not None and by != owner
    if "rest" in (entry.event, event):
        return entry.event == event and opponents and character
    if entry.event == "removal":  # a K.O. by an effect removes the card from the field too
        return opponents
    if event != "ko":
        return False
    return {"any": True, "effects": by is not None, "opponents_effects": opponents,
            "battle": by is None}[entry.by]


def _key(card: Card, index: int) -> tuple[str, int, str]:
    # [Once Per Turn] per card instance, as for other effects (CR 10-2-13-2, 10-2-13-4)
    return card.id, card.moves, f"replace:{index}"


def _now(source: Card, index: int) -> tuple[str, int, int]:
    return source.id, source.moves, index


def _valid(state: State, source: Card, entry: Replacement) -> bool:
    """A permanent ability works on the field (CR 2-8-2), and on its turn if it says so."""
    if source.zone not in FIELD_ZONES or state.cards.get(source.id) is not source:
        return False
    if entry.condition == "your_turn" and state.turn_player != source.owner:
        return False
    if entry.condition == "opponents_turn" and state.turn_player == source.owner:
        return False
    if source.don < entry.don_x:  # [DON!! xX]: DON!! given to the card (CR 10-2-9-1)
        return False
    return not entry.when or unmet(state, source.owner, dict(entry.when), source) is None


Offer = tuple[Card, int, Replacement]


def _candidates(state: State, card: Card) -> list[Offer]:
    """The card's own replacements first, then those of its owner's other cards on the field
    whose `all:` filter names it, Leader, Characters, Stage, as listed (CR 8-1-3-4-2; every
    printed one protects its own owner's cards)."""
    # a negated card's replacement effects do not happen (CR 8-2-1-1)
    found = [(card, i, entry) for i, entry in enumerate(card.replacements)
             if entry.among is None and not negated(state, card)]
    player = state.players[card.owner]
    for source_id in (player.leader, *player.characters, player.stage):
        source = state.cards.get(source_id) if source_id else None
        if source is not None and negated(state, source):
            continue
        for i, entry in enumerate(source.replacements if source is not None else ()):
            if entry.among is not None and source is not None \
                    and mismatch(state, source, entry.among, card) is None:
                found.append((source, i, entry))
    return found


def _offered(state: State, ctx: Context, card: Card, event: str, by: str | None,
             character: bool = False) -> list[Offer]:
    """The replacements that could replace the event now; the ruling says why one that
    covers it cannot: used this turn already (CR 10-2-13-3), or its "instead" cannot be done
    (CR 8-1-3-4-5)."""
    offered = []
    for source, index, entry in _candidates(state, card):
        if not (_covers(entry, event, by, card.owner, character)
                and _valid(state, source, entry)):
            continue
        if state.replaced_now.get(_now(source, index)) is False:
            continue  # not applied to this event for a card before: the same event
        if entry.once_per_turn and _key(source, index) in state.once_used:
            ctx.emit("replacement_used", cr.REPLACEMENT, cr.ONCE_PER_TURN_USED,
                     card=say.card(state, source))
            continue
        problem = _problem(state, source, entry)
        if problem is not None and entry.among is not None:
            # judged once for the whole event, before any of its cards leaves (official Q&A
            # on OP11-001: a card trashed by it does not make the cost payable for the next)
            state.replaced_now[_now(source, index)] = False
        if problem is not None:
            rules = [r for r in problem.rules if r not in NOT_A_COST]
            ctx.emit("replacement_impossible", cr.REPLACEMENT, cr.REPLACEMENT_IMPOSSIBLE,
                     *rules, card=say.card(state, source), why=problem)
            continue
        offered.append((source, index, entry))
    return offered


def _problem(state: State, source: Card, entry: Replacement) -> Event | None:
    """Why what `entry` does instead cannot be done in full now (CR 8-1-3-4-5)."""
    if any(part.kind == "rest_self" for part in entry.parts) and source.rested:
        return Event("why.replacement_rested", {"card": say.card(state, source)},
                     rules=(cr.ALREADY_IN_STATE,))
    wanted = sum(part.count for part in entry.parts if part.kind == "rest_don")
    active = state.players[source.owner].don_active
    if wanted > active:
        return Event("why.replacement_don", {"player": source.owner, "count": active,
                                             "wanted": wanted})
    label = Event("replacement.of", {"card": say.card(state, source)})
    problem = parts_problem(state, source, _cost_parts(entry), label)
    return None if problem is None else problem.event


# done here, not cost parts; `draw`: "trash this Character and draw 1 card instead" (OP08-045)
OWN_PARTS = ("rest_self", "rest_don", "power_self", "power_leader", "power_that", "draw")


def _cost_parts(entry: Replacement) -> tuple[CostPart, ...]:
    return tuple(part for part in entry.parts if part.kind not in OWN_PARTS)


def _do_own(state: State, source: Card, part: CostPart, card: Card) -> tuple[Event, str]:
    """"rest this Character", "give this Character / your Leader / that Character (`card`, the
    one the event would remove) −2000 power during this turn" (a power may go below 0, CR
    1-3-6-1, so it can always be done)."""
    if part.kind == "rest_self":
        source.rested = True
        return Event("paid.rest_self", {"card": say.card(state, source)}), cr.RESTED_STATE
    if part.kind == "draw":  # a draw can always be done, even from an empty deck (CR 1-3-2)
        drawn = sum(draw_one(state, source.owner) is not None for _ in range(part.count))
        return Event("paid.draw", {"count": drawn}), cr.DRAW
    if part.kind == "rest_don":
        player = state.players[source.owner]
        player.don_active -= part.count
        player.don_rested += part.count
        return Event("paid.rest_don", {"count": part.count}), cr.RESTED_STATE
    target = {"power_self": source, "power_that": card}.get(
        part.kind, state.cards[state.players[source.owner].leader])
    state.modifiers.append(Modifier(target.id, target.moves, -part.count, "turn", source.owner,
                                    Event("power.from_card", {"card": say.card(state, source)})))
    return (Event("paid.leader_power", {"card": say.card(state, target, owned=False),
                                        "amount": -part.count}), cr.POWER_CHANGE)


def replaced(state: State, ctx: Context, card: Card, kind: str, by: str | None,
             effect: Event | None, character: bool = False) -> bool:
    """True when a replacement replaces what `effect` (None: the battle) would do to `card`
    (`kind`: the step, `ko`, `trash`, `bounce`, `bottom_deck`, `rest`; `character`: the effect
    is a Character's); the ruling says what happened instead."""
    event = kind if kind in ("ko", "rest") else "removal"
    if effect is None:  # a K.O. in battle is an event of its own, of one card (CR 7-1-4-1-2)
        state.replaced_now.clear()
    if _covered_already(state, ctx, card, event, by, effect):
        return True
    offered = _offered(state, ctx, card, event, by, character)
    for source_id in dict.fromkeys(source.id for source, _i, _e in offered):
        source = state.cards[source_id]
        mine = [(i, entry) for s, i, entry in offered if s is source]
        decision = state.instead.pop(source.id, None)
        named = say.card(state, source)
        if not any(entry.may for _i, entry in mine):  # no "may": no choice (CR 8-1-2)
            if decision is False:
                ctx.emit("replacement_not_declinable", cr.MAY, cr.REPLACEMENT,
                         player=source.owner, card=named)
            decision = True
        if decision is False:
            state.replaced_now.update({_now(source, i): False for i, entry in mine
                                       if entry.among is not None})  # for the whole event
            ctx.emit("replacement_declined", cr.REPLACEMENT, cr.REPLACEMENT_DECLINED,
                     player=source.owner, card=named)
            continue
        if decision is None:
            ctx.emit("replacement_default", cr.REPLACEMENT, cr.REPLACEMENT_DECLINED,
                     player=source.owner, card=named)
            state.notes.append(Note(source.id, Event("note.replacement_default",
                                                     {"card": named}), kind="default"))
        elif not isinstance(decision, bool):  # `use: N`: that entry first (CR 8-1-3-4-2)
            mine.sort(key=lambda pair: pair[0] != decision - 1)
        # the first applied replaces the event: no other applies to it again (CR 8-1-3-4-3)
        _apply(state, ctx, card, source, *mine[0], kind, effect)
        return True
    return False


def _covered_already(state: State, ctx: Context, card: Card, event: str, by: str | None,
                     effect: Event | None) -> bool:
    """One step that removes several cards at once is one event: a replacement of another
    card applied to it covers each card it names, once, with nothing done again, even if
    what it did took that card away (CR 8-1-3-4-3, 8-1-3-4-4; official Q&A on ST25-003,
    OP11-001, OP15-035, OP05-030)."""
    if effect is None:
        return False
    for (source_id, _moves, index), applied in state.replaced_now.items():
        source = state.cards.get(source_id)
        if not applied or source is None or source.owner != card.owner:
            continue
        entry = source.replacements[index]
        if entry.among is not None and _covers(entry, event, by, card.owner) \
                and mismatch(state, source, entry.among, card) is None:
            # "give that Character −1000 power instead" names each card it keeps (official
            # Q&A on OP05-001): that part is done for this one too, nothing else again
            paid = tuple(_do_own(state, source, part, card)[0] for part in entry.parts
                         if part.kind == "power_that")
            ctx.emit("replaced.same" + (".that" if paid else ""), cr.REPLACEMENT,
                     cr.REPLACEMENT_ONCE, cr.REPLACEMENT_WHOLE, *((cr.POWER_CHANGE,) if paid
                                                                  else ()),
                     effect=effect, card=say.card(state, card), source=say.card(state, source),
                     **({"paid": paid} if paid else {}))
            return True
    return False


def protectors_last(state: State, kind: str, ids: list[str]) -> list[str]:
    """The cards one step removes at once, those that protect others with a replacement
    effect last: the event is judged as a whole before any card leaves (CR 8-1-3-4-4), so a
    protector leaving in the same step still protects the others (official Q&A on OP05-030)."""
    return sorted(ids, key=lambda card_id: any(
        entry.among is not None for entry in state.cards[card_id].replacements))


def _apply(state: State, ctx: Context, card: Card, source: Card, index: int,
           entry: Replacement, kind: str, effect: Event | None) -> None:
    if entry.once_per_turn:
        state.once_used.add(_key(source, index))
    if entry.among is not None:
        state.replaced_now[_now(source, index)] = True
    paid: list[Event] = []
    rules: list[str] = []
    for part in entry.parts:  # in the order written, as a cost is (CR 8-3-1-1)
        if part.kind in OWN_PARTS:
            event, rule = _do_own(state, source, part, card)
            paid.append(event)
            rules.append(rule)
        else:
            pay_parts(state, source, (part,), paid, rules)
    rules = [r for r in rules if r not in NOT_A_COST]  # done instead, not a cost
    once = (cr.ONCE_PER_TURN,) if entry.once_per_turn else ()
    params: dict[str, Param] = {"player": source.owner, "card": say.card(state, card),
              "source": say.card(state, source), "paid": tuple(paid)}
    # "trash this Character ... instead" (OP08-045): it left the field another way
    left = ".left" if card.zone not in FIELD_ZONES else ""
    fight = state.record.fight()
    if effect is None and left and fight is not None:
        fight.moved_instead = True  # the verdict says where it is not (verdict.py)
    if effect is None:
        ctx.emit("replaced.battle" + left, *REMOVAL_RULE, *once, *rules, **params)
    else:
        what = Event(f"would.{kind}.card", {"card": say.card(state, card)})
        ctx.emit("replaced.effect" + left, *REMOVAL_RULE, *once, *rules, effect=effect,
                 what=what, **params)


def legal_instead(state: State, action: Action) -> Illegal | None:
    """`instead` names a card with a replacement effect, and an entry it has."""
    card = state.resolve(action.get("card") or "")
    if card is None:
        return Illegal("illegal.instead_unknown_card", (cr.REPLACEMENT,))
    if not card.replacements:
        return Illegal("illegal.instead_no_replacement", (cr.REPLACEMENT,),
                       card=say.card(state, card))
    use = action.get("use")
    if not isinstance(use, bool) and isinstance(use, int) and use > len(card.replacements):
        return Illegal("illegal.instead_no_entry", (cr.REPLACEMENT,),
                       card=say.card(state, card), number=use, count=len(card.replacements))
    return None


def apply_instead(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card") or "")
    if card is None:
        return
    use = action.get("use")
    state.instead[card.id] = True if use is None else use
    ctx.emit("instead_named.use" if use is not False else "instead_named.decline",
             cr.REPLACEMENT, cr.REPLACEMENT_DECLINED, player=card.owner,
             card=say.card(state, card))
