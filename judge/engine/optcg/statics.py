"""Permanent effects (CR 8-1-3-3), read at the moment they matter.

A static entry is valid while its card is on the field (CR 2-8-2), its [DON!! xX] holds
(CR 10-2-9-1), it is the right player's turn, and its "If..." clause (`when`) is met: that
clause is checked every time, never once (CR 8-1-3-3-2, 8-1-3-3-4). An entry acts on its own
card, or with `among` on every card on the field its filter names ("All of your {Navy} type
Characters gain +1000 power."). What a valid entry does: power and cost (power.py), keywords
(`has`), and the `flag`s below, which forbid or allow what the rules would not
(protections.py).
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

# The one circle the rules make: power.py counts the permanent effects in force here, and an
# effect's "If..." clause (conditions.py) or a filter (filters.py) may read a card's power
# ("If this Character has 7000 power or more", CR 8-1-3-3-2). pyproject.toml's import
# contracts allow exactly these two imports back up. An `among` filter bounds no current power
# or cost (schema_statics.py), so telling which cards it names never reads them.
from . import conditions, filters
from .model import CHARACTER, FIELD_ZONES, Z_CHARACTERS, Z_HAND, Card, State
from .specs import Static

CANNOT_ATTACK = "cannot_attack"  # "This Character cannot attack."
ATTACKS_ACTIVE = "attacks_active"  # "This Character can also attack ... active Characters."
NO_KO_BY_EFFECTS = "no_ko_by_effects"  # "This Character cannot be K.O.'d by effects."
NO_KO_BY_OPPONENTS_EFFECTS = "no_ko_by_opponents_effects"  # "... by your opponent's effects."
# "Once per turn, this Character cannot be K.O.'d by your opponent's effects.": the first K.O.
# by the opponent's effect each turn does not happen, with no choice to let it (official Q&A,
# OP10-118 Monkey.D.Luffy)
NO_KO_BY_OPPONENTS_EFFECTS_ONCE = "no_ko_by_opponents_effects_once"
NO_KO_IN_BATTLE = "no_ko_in_battle"  # "This Character cannot be K.O.'d in battle."
# "This Character cannot be removed from the field by your opponent's effects."
NO_REMOVAL_BY_OPPONENTS_EFFECTS = "no_removal_by_opponents_effects"
# "This Character can attack Characters on the turn in which it is played."
ATTACKS_WHEN_PLAYED = "attacks_characters_when_played"
# "This Character cannot attack a Leader on the turn in which it is played." (with [Rush])
NO_LEADER_ATTACK_WHEN_PLAYED = "no_leader_attack_when_played"
# "This card in your hand cannot be played by effects." (`where: hand`, play.py)
NO_PLAY_BY_EFFECTS = "no_play_by_effects"
# "Your Character cards are played rested." (with `all`: main_actions.py, play.py, CR 1-3-1)
PLAYED_RESTED = "played_rested"
# "Your [On Play] effects are negated." (negation.py, CR 8-2-1-1)
ON_PLAY_NEGATED = "on_play_negated"
# "1 DON!! card placed during your DON!! Phase is given to your Leader" (a Leader's, with its
# "If you have any DON!! cards on your field" checked as the phase starts: turn.py)
DON_PHASE_TO_LEADER = "don_phase_to_leader"
# "you do not lose when your deck has 0 cards. You lose at the end of the turn in which your
# deck becomes 0 cards." (a Leader's rule, autos.py)
DECK_OUT_AT_END_OF_TURN = "deck_out_at_end_of_turn"
# "... do not become active in your and your opponent's Refresh Phases" (turn.py, CR 6-2-4)
NO_REFRESH = "no_refresh"
# "your opponent cannot attack any card other than the Character [X]", X its own name
# (battle.py, CR 1-3-3)
ATTACK_ONLY_NAMED = "attack_only_this_name"
# "When your deck is reduced to 0, you win the game instead of losing" (a Leader's, autos.py)
DECK_OUT_WINS = "deck_out_wins"
FLAGS = (DECK_OUT_AT_END_OF_TURN, DON_PHASE_TO_LEADER, ON_PLAY_NEGATED, CANNOT_ATTACK,
         ATTACKS_ACTIVE, NO_KO_BY_EFFECTS, NO_KO_BY_OPPONENTS_EFFECTS,
         NO_KO_BY_OPPONENTS_EFFECTS_ONCE, NO_KO_IN_BATTLE, NO_REMOVAL_BY_OPPONENTS_EFFECTS,
         ATTACKS_WHEN_PLAYED, NO_LEADER_ATTACK_WHEN_PLAYED, NO_PLAY_BY_EFFECTS, NO_REFRESH,
         ATTACK_ONLY_NAMED, PLAYED_RESTED, DECK_OUT_WINS)
# where an entry works: the field (CR 2-8-2), or as its text says; "your_hand": an `all` entry
# of a card on the field acts on the cards in its owner's hand ("Give blue Events in your hand
# −1 cost.", OP01-067)
WHERE = ("field", "hand", "your_hand")
# "you may have any number of this card in your deck"; "you cannot include cards with a cost of
# 5 or more in your deck" (the printed cost: official Q&A, OP12-001)
# "your DON!! deck consists of 6 cards" (a game set up with 6 DON!!, official Q&A, OP15-058)
# "you cannot include Events with a cost of 2 or more in your deck"; "at the start of the game,
# play up to 1 {X} type Stage card from your deck" (a set-up step before the first turn, which a
# scenario's board already shows: OP13-079, official Q&A)
DECK_RULES = ("any_number", "cost_max_4", "don_deck_6", "events_cost_max_1",
              "start_stage_from_deck")
GAIN = "gain:"  # the kind of a Modifier that gives a keyword or flag ("gain:Rush")
NEGATED = "negated"  # the kind of a Modifier that makes a card's effects invalid (negation.py)


def valid(state: State, card: Card, static: Static) -> bool:
    """Whether one entry of `card` affects the game right now."""
    if state.cards.get(card.id) is not card or negated(state, card):
        return False  # a negated card's permanent effects stop (CR 8-2-1-1)
    if static.where == "hand" and card.zone != Z_HAND:
        return False  # "give this card in your hand −1 cost": in the hand, as it says
    if static.where != "hand" and card.zone not in FIELD_ZONES:
        return False  # static text only works while the card is in its area (CR 2-8-2)
    if card.don < static.don_x:
        return False
    if static.condition == "your_turn" and state.turn_player != card.owner:
        return False
    if static.condition == "opponents_turn" and state.turn_player == card.owner:
        return False
    return not static.when or conditions.unmet(state, card.owner, dict(static.when),
                                               card) is None


def in_force(state: State, card: Card, what: str = "") -> list[Static]:
    """The valid entries that act on `card`: its own, and those of any card on the field whose
    `among` filter names it. `what` ("power", "cost"): only the entries that change it are
    checked, so an "If..." that reads a power or cost (allowed on the other entries only,
    schema_conditions) is never checked while one is worked out."""
    def does(static: Static) -> bool:
        return not what or bool(getattr(static, what))
    found = [static for static in card.statics
             if static.among is None and does(static)
             and valid(state, card, static)]  # in hand too (`where`)
    in_hand = card.zone == Z_HAND
    if (card.zone not in FIELD_ZONES and not in_hand) or state.cards.get(card.id) is not card:
        return found
    for player in state.players.values():
        if in_hand and player.id != card.owner:
            continue
        for source_id in (player.leader, *player.characters, player.stage):
            source = state.cards.get(source_id) if source_id else None
            if source is None:
                continue
            found += [static for static in source.statics if static.among is not None
                      and (static.where == "your_hand") == in_hand
                      and does(static) and filters.matches(state, source, static.among, card)
                      and valid(state, source, static)]
    return found


def gained(state: State, card: Card, word: str) -> bool:
    """A keyword or flag an effect gave this card instance for a while (gains.py)."""
    return any(m.kind == GAIN + word and m.card == card.id and m.moves == card.moves
               for m in state.modifiers)


def negated(state: State, card: Card) -> bool:
    """Whether this card instance's own effects are invalid now (CR 8-2-1-1, negation.py)."""
    return any(m.kind == NEGATED and m.card == card.id and m.moves == card.moves
               for m in state.modifiers)


def has(state: State, card: Card, keyword: str) -> bool:
    """A printed keyword, one a valid permanent effect of its own gives it now, or one an
    effect gave it for a while (kept when its own effects are negated, CR 8-2-4)."""
    if gained(state, card, keyword):
        return True
    if keyword in card.keywords:
        return not negated(state, card)
    return any(static.keyword == keyword for static in in_force(state, card))


def flag_source(state: State, card: Card, flag: str) -> Card | None:
    """The card on the field whose valid permanent effect gives `card` the flag now."""
    if any(static.flag == flag and static.among is None for static in in_force(state, card)):
        return card
    for player in state.players.values():
        for source_id in (player.leader, *player.characters, player.stage):
            source = state.cards.get(source_id) if source_id else None
            if source is not None and any(
                    static.flag == flag and static.among is not None
                    and filters.matches(state, source, static.among, card)
                    and valid(state, source, static) for static in source.statics):
                return source
    return None


def flagged(state: State, card: Card, flag: str) -> bool:
    return gained(state, card, flag) or any(
        static.flag == flag for static in in_force(state, card))


def counter(state: State, card: Card) -> int:
    """The Counter value of a card in the hand (CR 2-10-1): its printed one, else the one a
    valid permanent effect of its owner's field gives it ("All of your {Land of Wano} type
    Character cards without a Counter have a +1000 Counter, according to the rules")."""
    if card.counter > 0 or card.zone != Z_HAND:
        return card.counter
    player = state.players[card.owner]
    given = [static.counter for source_id in (player.leader, *player.characters, player.stage)
             if source_id and (source := state.cards.get(source_id)) is not None
             for static in source.statics
             if static.counter and static.among is not None
             and valid(state, source, static)
             and filters.matches(state, source, static.among, card)]
    return max(given, default=0)


def static_cost(state: State, card: Card) -> int:
    """What valid "gains +N cost" entries add to the card's cost (CR 2-7-6)."""
    return sum(scaled(state, card, static, static.cost)
               for static in in_force(state, card, "cost"))


# what a `per` entry counts, for the card's owner: "for every 5 cards in your trash"
COUNTS = ("trash", "hand", "rested_don", "events_in_trash")


def _count(state: State, owner: str, what: str) -> int:
    player = state.players[owner]
    if what == "hand":
        return len(player.hand)
    if what == "rested_don":
        return player.don_rested
    if what == "events_in_trash":
        return sum(1 for c in player.trash if state.cards[c].kind == "event")
    return len(player.trash)


def scaled(state: State, card: Card, static: Static, amount: int) -> int:
    """An entry's power or cost change, times how many "every N" there are now."""
    if not static.per:
        return amount
    per = dict(static.per)
    every: int = per["every"]
    return amount * (_count(state, card.owner, per["count"]) // every)


@contextmanager
def as_played(state: State, card: Card) -> Iterator[None]:
    """The board as playing this Character card from the hand makes it, for the target its
    [On Play] chooses when it resolves (CR 8-4-4): by then its permanent effects count ("Give
    all of your opponent's Characters −5 cost." before "K.O. ... with a cost of 0")."""
    player = state.players[card.owner]
    if card.zone != Z_HAND or card.kind != CHARACTER or card.id not in player.hand:
        yield
        return
    at = player.hand.index(card.id)
    player.hand.pop(at)
    card.zone = Z_CHARACTERS
    player.characters.append(card.id)
    try:
        yield
    finally:
        player.characters.remove(card.id)
        card.zone = Z_HAND
        player.hand.insert(at, card.id)
