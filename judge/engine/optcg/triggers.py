"""Auto effects with a trigger of their own: "When your opponent activates an Event", "When a
DON!! card on your field is returned to your DON!! deck"... (CR 8-1-3-1-1: "when ..." text is an
auto effect too). (A [DON!! xX] condition checked again when the effect resolves is
settle.py's.)

Each trigger kind is declared once in `TRIGGERS`: its timing key (the scenario's `effects:`
key, model.TRIGGER_TIMINGS), the rules the step that activates it cites, and whose field it
watches. The moments come from four places:

- an action: an Event activated (`event_activated`, CR 8-5-2, 8-5-4; a [Trigger] or an Event's
  [Main] used by another card's effect is not the activation of an Event, official Q&A on
  OP15-119), [Blocker] activated (`blocker_activated`, CR 10-1-4-1), an attack declared, a
  Character played from the hand, DON!! given by the Main Phase action;
- the battle and its damage (`attack_damaged`, `life_left`, `battle_ko`, damage.py) and a
  [Trigger] activated (`trigger_activated`);
- a K.O., in battle or by an effect (`knocked_out`, removal.py);
- what one step of an effect or one activation cost did, seen by comparing the board before and
  after it (`watch`, then `changes`): Characters that left or entered the field or became
  rested, cards trashed from a hand, Life cards taken, DON!! given or returned. Comparing one
  step at a time makes cards moved together one event ("when 2 or more DON!! cards are
  returned" needs them at once: official Q&A on EB02-035 and OP09-061, two DON!! -1 are two
  events of 1).

Everything queued waits in `state.pending` and resolves at the next settle point in CR 8-6
order: after the effect or card whose activation set it off has resolved (CR 8-6-3).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..core.replay import Context
from . import characters
from . import rules as cr
from .autos import queue_auto
from .model import PLAYERS, Z_HAND, Z_TRASH, Battle, Card, State, opponent
from .specs import Effect

ATTACK_DAMAGE = "on_attack_damage"
OPPONENT_EVENT = "on_opponent_event"
OPPONENT_BLOCKER = "on_opponent_blocker"
OPPONENT_EVENT_OR_BLOCKER = "on_opponent_event_or_blocker"
OPPONENT_EVENT_OR_TRIGGER = "on_opponent_event_or_trigger"
YOUR_EVENT = "on_your_event"
REMOVED_BY_YOU = "on_character_removed_by_you"
DON_RETURNED = "on_don_returned"
DON_RETURNED_2 = "on_don_returned_2"
DON_RETURNED_BY_YOU = "on_don_returned_by_you"
ANY_DON_RETURNED = "on_any_don_returned"
HAND_TRASHED = "on_hand_trashed_by_effect"
RESTED = "on_rested"
CHARACTER_KO = "on_character_ko"
OPPONENT_CHARACTER_KO = "on_opponent_character_ko"
TRIGGER_ACTIVATES = "on_trigger_activates"
YOU_PLAY_CHARACTER = "on_you_play_character"
OPPONENT_PLAYS_CHARACTER = "on_opponent_plays_character"
ATTACK_LEADER = "on_attack_leader"
OPPONENT_LIFE_REMOVED = "on_opponent_life_removed"
ANY_LIFE_REMOVED = "on_any_life_removed"
LIFE_TO_HAND = "on_life_to_hand"
GIVEN_DON = "on_given_don"
LIFE_ZERO = "on_life_zero"
BATTLE_KO = "on_battle_ko"
BATTLE_END_VS_CHARACTER = "on_battle_end_vs_character"
YOU_DEAL_DAMAGE = "on_you_deal_damage"
OPPONENT_ATTACKS = "on_opponent_attacks"
KO_BY_OPPONENT = "on_ko_by_opponents_effect"
RESTED_BY_YOU = "on_character_rested_by_you"


@dataclass(frozen=True, slots=True)
class Trigger:
    """One trigger kind: its timing key and the rules its activation cites."""

    timing: str
    rules: tuple[str, ...]
    at_least: int = 1  # "When N or more DON!! cards ... are returned": N at once


TRIGGERS = (
    Trigger(ATTACK_DAMAGE, (cr.AUTO_EFFECT, cr.TRIGGER_SUSPENDS_DAMAGE)),
    Trigger(OPPONENT_EVENT, (cr.AUTO_EFFECT, cr.EVENT_ACTIVATION, cr.AFTER_RESOLUTION)),
    Trigger(OPPONENT_BLOCKER, (cr.AUTO_EFFECT, cr.BLOCKER, cr.AFTER_RESOLUTION)),
    Trigger(OPPONENT_EVENT_OR_BLOCKER, (cr.AUTO_EFFECT, cr.EVENT_ACTIVATION, cr.BLOCKER,
                                       cr.AFTER_RESOLUTION)),
    Trigger(OPPONENT_EVENT_OR_TRIGGER, (cr.AUTO_EFFECT, cr.EVENT_ACTIVATION, cr.TRIGGER,
                                       cr.AFTER_RESOLUTION)),
    Trigger(YOUR_EVENT, (cr.AUTO_EFFECT, cr.EVENT_ACTIVATION, cr.AFTER_RESOLUTION)),
    Trigger(REMOVED_BY_YOU, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(DON_RETURNED, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(DON_RETURNED_2, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION), at_least=2),
    Trigger(DON_RETURNED_BY_YOU, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(ANY_DON_RETURNED, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(HAND_TRASHED, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(RESTED, (cr.AUTO_EFFECT, cr.RESTED_STATE)),
    Trigger(CHARACTER_KO, (cr.AUTO_EFFECT, cr.KO_MEANING)),
    Trigger(OPPONENT_CHARACTER_KO, (cr.AUTO_EFFECT, cr.KO_MEANING)),
    Trigger(TRIGGER_ACTIVATES, (cr.AUTO_EFFECT, cr.TRIGGER, cr.AFTER_DAMAGE)),
    Trigger(YOU_PLAY_CHARACTER, (cr.AUTO_EFFECT, cr.PLAY_A_CARD)),
    Trigger(OPPONENT_PLAYS_CHARACTER, (cr.AUTO_EFFECT, cr.PLAY_A_CARD)),
    Trigger(ATTACK_LEADER, (cr.AUTO_EFFECT, cr.ATTACK_STEP_EFFECTS)),
    Trigger(OPPONENT_LIFE_REMOVED, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(ANY_LIFE_REMOVED, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(LIFE_TO_HAND, (cr.AUTO_EFFECT, cr.AFTER_RESOLUTION)),
    Trigger(GIVEN_DON, (cr.AUTO_EFFECT, cr.GIVE_DON)),
    Trigger(LIFE_ZERO, (cr.AUTO_EFFECT, cr.AFTER_DAMAGE)),
    Trigger(BATTLE_KO, (cr.AUTO_EFFECT, cr.CHARACTER_KO_IN_BATTLE)),
    Trigger(BATTLE_END_VS_CHARACTER, (cr.AUTO_EFFECT, cr.BATTLE_END_EFFECTS)),
    Trigger(YOU_DEAL_DAMAGE, (cr.AUTO_EFFECT, cr.TRIGGER_SUSPENDS_DAMAGE)),
    Trigger(OPPONENT_ATTACKS, (cr.AUTO_EFFECT, cr.ATTACK_STEP_EFFECTS)),
    Trigger(KO_BY_OPPONENT, (cr.AUTO_EFFECT, cr.KO_MEANING, cr.ON_KO_FROM_TRASH)),
    Trigger(RESTED_BY_YOU, (cr.AUTO_EFFECT, cr.RESTED_STATE, cr.AFTER_RESOLUTION)),
)
BY_TIMING = {trigger.timing: trigger for trigger in TRIGGERS}
TIMINGS = tuple(BY_TIMING)


def rules_of(timing: str) -> tuple[str, ...] | None:
    """The rules an activation of `timing` cites, if it is one of these triggers."""
    trigger = BY_TIMING.get(timing)
    return trigger.rules if trigger else None


def waited(timing: str) -> tuple[str, ...]:
    """CR 8-6-3, when `timing` waits for the effect or card that set it off to resolve."""
    rules = rules_of(timing) or ()
    return (cr.AFTER_RESOLUTION,) if cr.AFTER_RESOLUTION in rules else ()


def _field(state: State, pid: str) -> list[Card]:
    player = state.players[pid]
    ids = [player.leader, *player.characters] + ([player.stage] if player.stage else [])
    return [state.cards[card_id] for card_id in ids]


def _turn_holds(state: State, card: Card, effect: Effect) -> bool:
    """[Your Turn] / [Opponent's Turn] (CR 8-3-2-4, 8-3-2-5): outside that turn the trigger
    does not come at all, so nothing is said of it."""
    wanted = dict(effect.condition).get("turn")
    return not wanted or (state.turn_player == card.owner) == (wanted == "you")


def _of_holds(state: State, card: Card, effect: Effect, about: Card | None) -> bool:
    """"When you play a Character with a [Trigger]": the card that set the effect off must fit
    its `of` filter, or the trigger does not come at all (CR 8-1-3-1)."""
    wanted = dict(effect.condition).get("of")
    return wanted is None or (about is not None
                              and characters.sets_off(state, card.owner, dict(wanted), about))


def _queue(state: State, ctx: Context, pids: Iterable[str], timings: tuple[str, ...],
           count: int = 1, skip: str = "", about: Card | None = None) -> None:
    """Queue the effects of `timings` on the fields of `pids` (CR 8-1-3-1), but `skip`'s;
    `about`: the card that set them off, for an effect's `of` filter."""
    for pid in pids:
        for card in _field(state, pid):
            if card.id == skip:
                continue
            for timing in timings:
                effect = card.effects.get(timing)
                if effect is None or count < BY_TIMING[timing].at_least \
                        or not _turn_holds(state, card, effect) \
                        or not _of_holds(state, card, effect, about):
                    continue
                queue_auto(state, ctx, card, timing)


def event_activated(state: State, ctx: Context, event: Card) -> None:
    """An Event card was activated from the hand (CR 8-5-2): "When your opponent activates an
    Event" and "When you activate an Event" (CR 8-5-4). They resolve after the Event has
    (CR 8-6-3); a card the Event takes off the field meanwhile does not activate (8-1-3-1-3)."""
    _queue(state, ctx, (opponent(event.owner),),
           (OPPONENT_EVENT, OPPONENT_EVENT_OR_BLOCKER, OPPONENT_EVENT_OR_TRIGGER))
    _queue(state, ctx, (event.owner,), (YOUR_EVENT,))


def blocker_activated(state: State, ctx: Context, blocker: Card) -> None:
    """[Blocker] was activated (CR 10-1-4-1): "When your opponent activates [Blocker]"."""
    _queue(state, ctx, (opponent(blocker.owner),), (OPPONENT_BLOCKER, OPPONENT_EVENT_OR_BLOCKER))
    rested(state, ctx, blocker)  # [Blocker] rests it


def attack_damaged(state: State, ctx: Context, attacker: Card, first: bool) -> bool:
    """The attack's damage took a Life card: "When this Character's attack deals damage to your
    opponent's Life", and "When you deal damage to your opponent's Life" on any card of the
    attacker's owner, once per attack ([Double Attack] included; official Q&A on OP03-043).
    Whether one was queued."""
    if not first:
        return False
    before = len(state.pending)
    if ATTACK_DAMAGE in attacker.effects:
        queue_auto(state, ctx, attacker, ATTACK_DAMAGE)
    _queue(state, ctx, (attacker.owner,), (YOU_DEAL_DAMAGE,))
    return len(state.pending) > before


def attack_declared(state: State, ctx: Context, attacker: Card, target: Card) -> None:
    """An attack was declared: its attacker became rested, "When this Leader attacks your
    opponent's Leader" (set off together with [When Attacking], CR 7-1-1-3), and "when your
    opponent attacks" on the defending player's field, with a Leader or a Character alike
    (official Q&A, OP09-001 Shanks), resolved after the attacker's, turn player first (CR
    8-6-1)."""
    rested(state, ctx, attacker)
    if target.kind == "leader" and ATTACK_LEADER in attacker.effects:
        queue_auto(state, ctx, attacker, ATTACK_LEADER)
    _queue(state, ctx, (opponent(attacker.owner),), (OPPONENT_ATTACKS,))


def life_left(state: State, ctx: Context, card: Card, moves: int, last: bool = False) -> None:
    """The damage took `card` from its owner's Life (`moves`: its moves while still there):
    "When a card is removed from your opponent's Life cards" (and "... from your or your
    opponent's Life cards", either player's: official Q&A on OP11-041 Nami, OP12-099 Kalgara;
    cards only looked at and put back in another order never left, official Q&A on OP11-041
    with EB01-052 Viola), and "When a card is added to
    your hand from your Life" when it went straight to the hand (a [Trigger] card that "adds
    this card to your hand" does so from no Life: official Q&A, OP05-107 Lieutenant Spacey)."""
    if card.moves == moves:
        return
    _queue(state, ctx, (opponent(card.owner),), (OPPONENT_LIFE_REMOVED,))
    _queue(state, ctx, PLAYERS, (ANY_LIFE_REMOVED,))
    if last:
        # "When your number of Life cards becomes 0": when the last one leaves, even if a
        # [Trigger] adds one back, resolved after the damage processing (CR 8-6-2; official
        # Q&A, OP05-098 Enel)
        _queue(state, ctx, (card.owner,), (LIFE_ZERO,))
    if card.zone == Z_HAND and card.moves == moves + 1:
        _queue(state, ctx, (card.owner,), (LIFE_TO_HAND,))


def don_given(state: State, ctx: Context, owner: str, count: int) -> None:
    """`count` DON!! cards given to `owner`'s Leader or Characters: "When this Leader or any of
    your Characters is given a DON!! card", once for each card (official Q&A, OP02-002
    Monkey.D.Garp: 2 given at once, −2 cost)."""
    for _ in range(count):
        _queue(state, ctx, (owner,), (GIVEN_DON,))


def rested(state: State, ctx: Context, card: Card) -> None:
    """`card` became rested (an attack, [Blocker], a cost or an effect): "When this Character
    becomes rested"; an attack sets it off together with [When Attacking] (official Q&A,
    OP14-021 Issho)."""
    effect = card.effects.get(RESTED)
    if effect is not None and _turn_holds(state, card, effect):
        queue_auto(state, ctx, card, RESTED)


def knocked_out(state: State, ctx: Context, card: Card) -> None:
    """A Character was K.O.'d, in battle or by an effect: "When a Character is K.O.'d" (the
    K.O.'d card's own too, judged as it was on the field: official Q&A, EB01-047 Laboon) and
    "When your opponent's Character is K.O.'d"; once for each Character (CR 8-1-3-1: official
    Q&A, ST08-001 Monkey.D.Luffy)."""
    _queue(state, ctx, PLAYERS, (CHARACTER_KO,))
    _queue(state, ctx, (opponent(card.owner),), (OPPONENT_CHARACTER_KO,))
    effect = card.effects.get(CHARACTER_KO)
    if effect is not None and _turn_holds(state, card, effect):
        queue_auto(state, ctx, card, CHARACTER_KO)


def ko_by_opponent(state: State, ctx: Context, card: Card, was_negated: bool) -> None:
    """`card` was K.O.'d by its owner's opponent's effect: its own "When this Character is
    K.O.'d by your opponent's effect", judged as it was on the field and resolved from the
    trash, as an [On K.O.] is (CR 10-2-17-1; official Q&A, OP09-052 Marco: its cost is paid
    then, or declined)."""
    effect = card.effects.get(KO_BY_OPPONENT)
    if effect is None or was_negated or not _turn_holds(state, card, effect):
        return
    queue_auto(state, ctx, card, KO_BY_OPPONENT)


def battle_ko(state: State, ctx: Context, attacker: Card) -> None:
    """The attacker won its battle and K.O.'d the opponent's Character (CR 7-1-4-1-2): "When
    this Character battles and K.O.'s your opponent's Character"; its [DON!! xX] is judged
    now, with the DON!! it attacked with."""
    if BATTLE_KO in attacker.effects and attacker.kind == "character":
        queue_auto(state, ctx, attacker, BATTLE_KO)


def battle_ended(state: State, ctx: Context, battle: Battle) -> None:
    """The End of the Battle after a Damage Step (CR 7-1-5-2): "If this Character battles
    your opponent's Character", for a Character of the battle still on the field whose
    opponent in it was a Character (the one attacked, or the [Blocker]), K.O.'d or not. A
    battle stopped before its Damage Step sets off nothing (official Q&A, ST02-010)."""
    ends = ((battle.attacker, battle.attacker_moves, battle.target),
            (battle.target, battle.target_moves, battle.attacker))
    for card_id, moves, other_id in ends:
        card, other = state.cards[card_id], state.cards[other_id]
        effect = card.effects.get(BATTLE_END_VS_CHARACTER)
        if effect is None or card.kind != "character" or other.kind != "character" \
                or card.moves != moves or not _turn_holds(state, card, effect):
            continue
        queue_auto(state, ctx, card, BATTLE_END_VS_CHARACTER)


def trigger_activated(state: State, ctx: Context, owner: str) -> None:
    """`owner`'s [Trigger] was activated (CR 10-1-5-1): "When a [Trigger] activates", either
    player's (official Q&A, OP05-109 Pagaya), and "When your opponent activates an Event or
    [Trigger]"; they wait for the damage processing to end (CR 8-6-2), so a Life count they
    ask for is the one after the [Trigger] resolved (official Q&A, OP11-102 Camie)."""
    _queue(state, ctx, PLAYERS, (TRIGGER_ACTIVATES,))
    _queue(state, ctx, (opponent(owner),), (OPPONENT_EVENT_OR_TRIGGER,))


def character_played(state: State, ctx: Context, card: Card) -> None:
    """A Character card was played (CR 4-7-1), from the hand or by an effect: "When you play a
    Character" (not that Character's own: its [On Play] says that) and "When your opponent
    plays a Character", set off together with its [On Play], the turn player's first
    (CR 8-6-1; official Q&A, OP04-024 Sugar)."""
    _queue(state, ctx, (card.owner,), (YOU_PLAY_CHARACTER,), skip=card.id, about=card)
    _queue(state, ctx, (opponent(card.owner),), (OPPONENT_PLAYS_CHARACTER,), about=card)


@dataclass(slots=True)
class Seen:
    """The board as a step found it: what `changes` compares with."""

    on_field: dict[str, int] = field(default_factory=dict)  # Character id -> its moves
    in_hand: dict[str, int] = field(default_factory=dict)  # card id -> its moves
    don_deck: dict[str, int] = field(default_factory=dict)  # player -> DON!! deck size
    active: set[str] = field(default_factory=set)  # Leaders, Characters and Stages not rested
    life: dict[str, int] = field(default_factory=dict)  # Life card id -> its moves
    given: dict[str, int] = field(default_factory=dict)  # player -> DON!! given on the field
    life_count: dict[str, int] = field(default_factory=dict)  # player -> Life cards


def watch(state: State) -> Seen:
    seen = Seen()
    for pid, player in state.players.items():
        seen.don_deck[pid] = player.don_deck
        for card_id in player.characters:
            seen.on_field[card_id] = state.cards[card_id].moves
        seen.active.update(card.id for card in _field(state, pid) if not card.rested)
        seen.given[pid] = _given(state, pid)
        seen.life_count[pid] = len(player.life)
        for card_id in player.life:
            seen.life[card_id] = state.cards[card_id].moves
        for card_id in player.hand:
            seen.in_hand[card_id] = state.cards[card_id].moves
    return seen


def changes(state: State, ctx: Context, seen: Seen, controller: str) -> None:
    """What one step (or one activation cost) of `controller`'s effect did, as triggers."""
    if any(state.cards[card_id].moves != moves for card_id, moves in seen.on_field.items()):
        # "When a Character is removed from the field by your effect"
        _queue(state, ctx, (controller,), (REMOVED_BY_YOU,))
    for player in state.players.values():
        for card_id in player.characters:
            if card_id not in seen.on_field:  # a Character enters the field only when played
                character_played(state, ctx, state.cards[card_id])
    now_rested = [state.cards[card_id] for card_id in sorted(seen.active)
                  if state.cards[card_id].rested
                  and state.cards[card_id].moves == seen.on_field.get(card_id,
                                                                      state.cards[card_id].moves)]
    for card in now_rested:
        rested(state, ctx, card)  # "When this Character becomes rested"
    if any(card.kind == "character" for card in now_rested):
        # "If a Character is rested by your effect": a cost that rests one counts, a Character
        # played rested does not (official Q&A, OP07-031 Bartolomeo, OP09-022 Lim)
        _queue(state, ctx, (controller,), (RESTED_BY_YOU,))
    _life_changes(state, ctx, seen)
    _don_changes(state, ctx, seen, controller)
    trashed = {state.cards[card_id].owner for card_id, moves in seen.in_hand.items()
               if state.cards[card_id].zone == Z_TRASH and state.cards[card_id].moves != moves}
    _queue(state, ctx, sorted(trashed), (HAND_TRASHED,))  # by any effect, either player's


def _life_changes(state: State, ctx: Context, seen: Seen) -> None:
    """Life cards a step took: removed, added to the hand, the last one gone."""
    for card_id, moves in seen.life.items():
        card = state.cards[card_id]
        owner = state.players[card.owner]
        life_left(state, ctx, card, moves,
                  last=not owner.life and seen.life_count.get(card.owner, 0) > 0)
        if not owner.life:
            seen.life_count[card.owner] = 0  # one "becomes 0" for the step


def _don_changes(state: State, ctx: Context, seen: Seen, controller: str) -> None:
    """DON!! cards a step gave to a Leader or Character, or returned to a DON!! deck."""
    for pid, before in seen.given.items():
        if _given(state, pid) > before:
            don_given(state, ctx, pid, _given(state, pid) - before)
    for pid, before in seen.don_deck.items():
        returned = state.players[pid].don_deck - before
        if returned > 0:
            # "... returned to your DON!! deck by your effect": only the player's own effect
            mine = (DON_RETURNED_BY_YOU,) if pid == controller else ()
            _queue(state, ctx, (pid,), (DON_RETURNED, DON_RETURNED_2, *mine), returned)
            # "When a DON!! card on the field is returned": either player's (official Q&A,
            # OP02-071 Magellan)
            _queue(state, ctx, PLAYERS, (ANY_DON_RETURNED,))


def _given(state: State, pid: str) -> int:
    player = state.players[pid]
    return sum(state.cards[card_id].don for card_id in (player.leader, *player.characters))
