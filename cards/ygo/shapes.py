"""The parts of a Spell or Trap's one effect, each read into the scenario format or refused.

Standard library only. Each reader takes one part of the PSCT breakdown (psct.py): the
activation condition (before the colon), the cost and the target (before the semicolon), what
it does (after it), and the card's once-per-turn clause; it returns the format's fields for
that part, or None when the part is not one of the shapes below, so that the caller leaves the
whole card unread (never a guess). Every pattern is anchored and made of single character
classes or fixed alternatives, with no quantified group nested in another: matching stays
linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    artifact_shapes,
    chosen_shapes,
    clauses,
    cost_counted,
    cost_either,
    cost_level_sums,
    cost_main_deck,
    cost_shapes,
    counter_shapes,
    counter_tally_shapes,
    deck_add_rest_shapes,
    deck_top_shapes,
    discard_check_shapes,
    effect_lock_shapes,
    either_position_shapes,
    end_returns,
    equip_shapes,
    excavate_shapes,
    extra_fetch_shapes,
    fetch_choice_shapes,
    fetch_shapes,
    granted_shapes,
    hand_pick_shapes,
    ignoring_shapes,
    later_shapes,
    level_all_shapes,
    level_atk_pairs,
    lock_shapes,
    mass_shapes,
    moves_shapes,
    next_attack_shapes,
    non_effect_shapes,
    option_shapes,
    position_all_shapes,
    rank_up_shapes,
    rated_summon_shapes,
    riders,
    runick_shapes,
    scaling_shapes,
    spells_gate_shapes,
    st_conditions,
    stzone_shapes,
    summoned_gains,
    synchro_effect_shapes,
    tail_shapes,
    tally_shapes,
    target_actions,
    token_monsters,
    token_shapes,
    top_card_shapes,
    treated_shapes,
    unaffected_shapes,
    xyz_material_shapes,
    xyz_shapes,
    zone_lock_shapes,
)

Fields = dict[str, Any]

CONDITIONS = {
    "When a monster declares an attack": {"when": "attack_declared"},
    "During your opponent's turn": {"when": "opponent_turn"},
    "During your opponent's turn, at damage calculation": {
        "when": "opponent_damage_calculation"},
    "When an opponent's monster declares an attack": {"when": "opponent_attack_declared"},
    "If an opponent's monster declares an attack": {"when": "opponent_attack_declared"},
    "When an opponent's monster declares a direct attack": {
        "when": "opponent_direct_attack_declared"},
    "If you control no face-up cards": {"when": "no_face_up_cards"},  # 5-2-4
    "When your opponent declares a direct attack": {"when": "opponent_direct_attack_declared"},
}
# "When a Spell/Trap Card, or monster effect, is activated": what the card can negate
NEGATED = {
    "a Spell/Trap Card, or monster effect": ["spell", "trap", "monster"],
    "a Spell/Trap Card": ["spell", "trap"], "a Spell Card": ["spell"],
    "a Trap Card": ["trap"], "a monster effect": ["monster"],
    "a Spell Card, or monster effect": ["spell", "monster"],
    "a Trap Card, or monster effect": ["trap", "monster"],
}
ACTIVATED = re.compile(r"^When (?P<what>[A-Za-z/ ,]+), is activated$|"
                       r"^When (?P<plain>[A-Za-z/ ]+) is activated$")
PAY = re.compile(r"^Pay (?:(?P<half>half your LP)|(?P<amount>\d+) (?:LP|Life Points))$")
CARDS_COST = re.compile(r"^(?:(?P<discard>Discard) (?P<cards>\d+) cards?|Tribute (?P<monsters>\d+) "
                        r"monsters?)$")
ONCE = re.compile(r'^You can only activate 1 "[^"]+" per turn\.$')

# what an effect that targets the attacking monster does to it, or to its attack (12-3-12)
ON_ATTACKER: tuple[tuple[re.Pattern[str], Fields], ...] = (
    (re.compile(r"^[Dd]estroy (?:it|that target)\.$"), {"destroy": "attacker"}),
    (re.compile(r"^[Bb]anish (?:it|that target)\.$"), {"banish": "attacker"}),
    (re.compile(r"^[Nn]egate (?:the|that) attack\.$"), {"negate_attack": True}),
    (re.compile(r"^[Ii]nflict damage to your opponent equal to (?:its|that target's) ATK\.$"),
     {"damage": {"player": "opponent", "atk_of": "attacker"}}),
    (re.compile(r"^[Gg]ain LP equal to (?:its|that target's) ATK\.$"),
     {"gain_lp": {"player": "controller", "atk_of": "attacker"}}),
)

SIMPLE: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r"^Draw (\d+) cards?\.$"), lambda m: {"draw": int(m.group(1))}),
    (re.compile(r"^Inflict (\d+) (?:points of )?damage to your opponent(?:'s Life Points)?\.$"),
     lambda m: {"damage": {"player": "opponent", "amount": int(m.group(1))}}),
    (re.compile(r"^(?:Increase your Life Points by (\d+) points|(?:You )?[Gg]ain (\d+) "
                r"(?:LP|Life Points))\.$"),
     lambda m: {"gain_lp": {"player": "controller",
                            "amount": int(m.group(1) or m.group(2))}}),
    # the cards discarded are chosen as it resolves (the action's `discards`, 5-3-4)
    (re.compile(r"^Discard (\d+) cards?\.$"), lambda m: {"discard": int(m.group(1))}),
    (re.compile(r"^(?:Both players discard as many cards as possible from their hands|Both "
                r"players discard their entire hands)\.$"), lambda m: {"discard_hand": "both"}),
    (re.compile(r"^Discard your entire hand\.$"), lambda m: {"discard_hand": "controller"}),
    (re.compile(r"^Each player draws (\d+) cards?\.$"),
     lambda m: {"each_draws": int(m.group(1))}),
    (re.compile(r"^Each player draws the same number of cards they discarded\.$"),
     lambda m: {"each_draws": "discarded"}),
    (re.compile(r"^Your opponent gains (\d+) (?:LP|Life Points)\.$"),
     lambda m: {"gain_lp": {"player": "opponent", "amount": int(m.group(1))}}),
    # "take damage equal to its original ATK, then inflict damage to your opponent, equal to
    # the damage you took" (Ring of Destruction): the printed ATK of the target, gone or not
    (re.compile(r"^Take damage equal to its original ATK\.$"),
     lambda m: {"damage": {"player": "controller", "atk_of": "chosen", "original": True}}),
    # "Destroy 1 monster your opponent controls, and if you do, inflict ..." (Hangman)
    (re.compile(r"^Inflict damage to your opponent equal to its original ATK\.$"),
     lambda m: {"damage": {"player": "opponent", "atk_of": "chosen", "original": True,
                           "stat": "atk"}}),  # as scaling_shapes.py writes it (5-3-25)
    (re.compile(r"^Inflict damage to your opponent, equal to the damage you took\.$"),
     lambda m: {"damage": {"player": "opponent", "atk_of": "chosen", "original": True}}),
    (re.compile(r"^(?:You take|Take) (\d+) damage\.$"),
     lambda m: {"damage": {"player": "controller", "amount": int(m.group(1))}}),
    (re.compile(r"^End the Battle Phase\.$"), lambda m: {"end_battle_phase": True}),
    (re.compile(r"^Change the battle positions of all face-up monsters on the field\.$"),
     lambda m: {"change_position_all": {"player": "both"}}),
    # effects for the rest of the turn (12-8-6, 12-3-13)
    (re.compile(r"^You take no battle damage (?:for the rest of )?this turn\.$"),
     lambda m: {"this_turn": {"rule": "no_battle_damage", "player": "controller"}}),
    (re.compile(r"^(?:You take no battle damage from that battle|Make the battle damage you "
                r"take from this battle 0)\.$"),
     lambda m: {"this_turn": {"rule": "no_battle_damage", "player": "controller",
                              "until": "battle"}}),
    (re.compile(r"^Negate (?:the|that) attack\.$"), lambda m: {"negate_attack": True}),
    (re.compile(r"^Your monsters cannot be destroyed by battle this turn\.$"),
     lambda m: {"this_turn": {"rule": "battle_indestructible", "player": "controller"}}),
    (re.compile(r"^Your (?P<who>opponent cannot declare an attack|monsters cannot attack) this "
                r"turn\.$"),
     lambda m: {"this_turn": {"rule": "no_attacks", "player": "opponent" if m.group(
         "who").startswith("opponent") else "controller"}}),
    (re.compile(r"^(?:Return all your opponent's (?P<position>Attack|Defense) Position monsters "
                r"to the hand|Shuffle all your opponent's (?P<shuffled>Attack|Defense) Position "
                r"monsters into the Deck)\.$"),
     lambda m: {"return_all": {"to": "hand" if m.group("position") else "deck",
                               "player": "opponent", "position": (
                                   m.group("position") or m.group("shuffled")).lower()}}),
    (re.compile(r"^Destroy all your opponent's (Attack|Defense) Position monsters\.$"),
     lambda m: {"destroy_all": {"player": "opponent", "position": m.group(1).lower()}}),
    # for the rest of the turn, monsters that would go to a Graveyard are banished (5-4-10)
    (re.compile(r"^This turn, any monster sent to the GY is banished instead\.$"),
     lambda m: {"this_turn": {"rule": "gy_banish_monsters"}}),
)
ALL = re.compile(r"^Destroy all (?:(?P<position>Attack|Defense) Position )?(?P<what>monsters|"
                 r"Spells and Traps|Spell and Trap Cards|Spell/Trap Cards|Spells/Traps|cards) "
                 r"(?P<whose>your opponent controls|you control|on the field)\.$")
ALL_WHAT = {"monsters": "monsters", "cards": "cards"}
# "Destroy the 1 face-up monster your opponent controls that has the highest DEF (your choice,
# if tied)." (Smashing Ground): a face-up monster, or one in Attack Position (face-up too)
EXTREME = re.compile(r"^Destroy the 1 (?P<kind>face-up|Attack Position) monster (?P<whose>your "
                     r"opponent controls|on the field) (?:that has|with) the (?P<most>highest|"
                     r"lowest) (?P<stat>ATK|DEF) \(your choice, if tied\)\.$")
# "Return all Spell and Trap Cards on the field to the hand." (Giant Trunade, 5-3-11)
RETURN_ALL = re.compile(r"^Return all (?P<what>monsters|Spells and Traps|Spell and Trap Cards|"
                        r"Spell/Trap Cards|Spells/Traps|cards) (?P<whose>your opponent controls|"
                        r"you control|on the field) to the hand\.$")
# every face-up card of a kind a player controls now, negated until the end of the turn (5-5-1)
NEGATE_ALL = re.compile(r"^Negate the effects of all face-up (?P<what>monsters|cards) (?P<whose>"
                        r"your opponent currently controls|you currently control|currently on "
                        r"the field),? (?:until the end of this turn|\(until the end of this "
                        r"turn\))\.$")
NEGATE_WHOSE = {"your opponent currently controls": "opponent",
                "you currently control": "controller", "currently on the field": "both"}
ALL_WHOSE = {"your opponent controls": "opponent", "you control": "controller",
             "on the field": "both"}
NEGATE = re.compile(r"^[Nn]egate the activation, and if you do, destroy (?:it|that card)\.$")


def condition(text: str, action: str) -> Fields | None:
    """Fields of an activation condition the engine checks (10-3-3, 11-3-3)."""
    if not text:
        return {}
    if text in CONDITIONS:
        return dict(CONDITIONS[text])
    found = ACTIVATED.match(text)
    what = found and (found.group("what") or found.group("plain"))
    if what in NEGATED and NEGATE.match(action):
        return {"negates": list(NEGATED[what])}
    # "If you control a Spellcaster monster" (5-2-4); "When a monster you control is destroyed
    # by battle" (10-3-4); "During the Main Phase" (10-3-3)
    return st_conditions.read(text)


def cost(text: str) -> Fields | None:
    """A cost paid at activation (5-2-2): LP, any cards discarded, any monsters Tributed, or
    cards of a description given up (cost_shapes.py)."""
    if not text or text == "Activate this effect":
        return {}  # "You can activate this effect;": no cost, what follows is the effect
    if non_effect_shapes.WORDS.search(text):  # "1 face-up non-Effect Monster" (4-3-2)
        return non_effect_shapes.read(text, cost, "cost_cards")
    found = PAY.match(text)
    if found is not None:
        return {"pay_lp": "half" if found.group("half") else int(found.group("amount"))}
    top = cost_shapes.deck_top(text)
    if top is not None:  # the top cards of the Deck, sent or banished face-down (3-9-1)
        return top
    given = CARDS_COST.match(text)
    if given is None:  # cards of a description: "Discard 1 Spell"; Xyz Materials (4-4-3)
        return cost_shapes.read_parts(text) or xyz_shapes.detach_own(text) \
            or counter_shapes.field_cost(text) \
            or token_monsters.cost(text) \
            or cost_either.read(text) \
            or cost_main_deck.read(text) \
            or cost_level_sums.read(text) \
            or cost_counted.cost(text) \
            or rated_summon_shapes.cost(text)  # counters 4-8-9, Tokens 5-3-5, 5-2-20..22, 5-2-33
    if given.group("discard"):
        return {"discard": int(given.group("cards"))}
    return {"tribute": int(given.group("monsters"))}


def limits(texts: list[str]) -> Fields | None:
    """"You can only activate 1 "X" per turn." (5-2-6); any other clause is not read."""
    if not texts:
        return {}
    if len(texts) == 1 and ONCE.match(texts[0]):
        return {"once_per_turn": True}
    return None


def action(text: str, aimed: Fields) -> list[Fields] | None:
    """The steps of what the effect does, given what its activation targets: one step, or
    several parts joined by "and if you do", "then" or "also" (clauses.py, 5-2-7), and a
    Special Summon's "but banish it when it leaves the field" (riders.py, 8-4-10)."""
    ignoring = ignoring_shapes.read(text, lambda bare: action(bare, aimed))  # 8-4-14
    ignoring = ignoring or level_atk_pairs.read(text, aimed)  # Level and ATK at once (4-2-2)
    return ignoring or riders.read(text, lambda bare: _parts(bare, aimed))


def _parts(text: str, aimed: Fields) -> list[Fields] | None:
    steps = _action(text, aimed)
    if steps is None:  # "..., or if you have 3 or more Spells in your GY, ... instead" (5-2-24)
        steps = spells_gate_shapes.instead(text, lambda part: _action(part, aimed)) \
            or spells_gate_shapes.alongside(text, lambda part: _action(part, aimed))
    if steps is None:  # "Special Summon it, and if you do, it gains 500 ATK" (5-2-7)
        steps = summoned_gains.read(text, lambda part: _action(part, aimed),
                                     bool(aimed))
    if steps is None:
        steps = clauses.read(text, lambda part: _action(part, aimed),
                             lambda part: _action(part, {}) or _action(part, aimed))
    if steps is not None and "the damage you took" in text and TOOK not in text:
        return None  # "equal to the damage you took" only after that damage, as read
    return steps


TOOK = ("take damage equal to its original ATK, then inflict damage to your opponent, equal "
        "to the damage you took")


def _action(text: str, aimed: Fields) -> list[Fields] | None:
    if (later := later_shapes.delayed(text, lambda part: _action(part, aimed))) is not None:
        return later  # "during the End Phase of this turn, add ..." (7-7-10)
    if (returned := end_returns.read(text, aimed, lambda part: _action(part, aimed))) is not None:
        return returned  # "..., and it returns to the hand during the End Phase." (7-7-10)
    if (either := either_position_shapes.read(text, lambda part: _action(part, aimed))):
        return either  # "in face-up Attack Position or face-down Defense Position" (8-4-3)
    if "target" in aimed:
        return target_actions.on_target(text, aimed["target"])
    if "attacker" in aimed:
        return next(([dict(step)] for pattern, step in ON_ATTACKER if pattern.match(text)), None)
    if NEGATE.match(text):
        return [{"negate": "previous"}]
    text = text[:1].upper() + text[1:]  # "draw 2 cards." after a cost
    placed = deck_top_shapes.read(text) or excavate_shapes.read(text) \
        or stzone_shapes.place(text) or top_card_shapes.read(text)  # 5-3-14/26/35, 3-4-5
    if placed is not None:
        return placed
    fetched = fetch_shapes.read(text) or lock_shapes.read(text) \
        or token_shapes.read(text) or counter_shapes.read(text) \
        or moves_shapes.read(text) or xyz_shapes.attach_fetch(text) \
        or granted_shapes.step(text) \
        or rank_up_shapes.on_self(text)  # 5-3-13, 5-2-10, 4-7, 4-8, 3-7-3, 4-4-3, 8-1-7, 8-5-15
    fetched = fetched or chosen_shapes.read(text)  # chosen as it resolves (5-3-22)
    fetched = fetched or fetch_choice_shapes.read(text)  # to the hand or ... (5-3-13)
    fetched = fetched or level_all_shapes.read(text)  # all monsters of a kind (4-2-2)
    fetched = fetched or position_all_shapes.read(text)  # all to one position (9-2-12)
    fetched = fetched or hand_pick_shapes.read(text)  # from the opponent's hand (5-3-24)
    fetched = fetched or extra_fetch_shapes.read(text)  # face-up from the Extra Deck (5-3-13)
    fetched = fetched or synchro_effect_shapes.read(text)  # right after it resolves (8-5-13)
    fetched = fetched or scaling_shapes.board(text, lambda bare: _action(bare, {}))  # 5-2-7
    fetched = fetched or treated_shapes.read(text)  # treated as a Fusion Summon... (8-5-16)
    fetched = fetched or next_attack_shapes.read(text)  # "negate the next attack" (12-3-22)
    # "then you discard the chosen card. Then, if the discarded card was not ..." (5-3-27)
    fetched = fetched or discard_check_shapes.read(text, lambda part: action(part, {}))
    fetched = fetched or xyz_material_shapes.detach_self(text)  # not as a cost (4-4-9)
    fetched = fetched or unaffected_shapes.every(  # every X monster this turn (5-3-29)
        text, lambda bare: _action(bare, {}))
    fetched = fetched or runick_shapes.read(text)  # Deck top banished, to the EMZ (3-9-1, 3-3-5)
    fetched = fetched or option_shapes.read(text)  # all negated while face-up (5-5-1)
    # "if you have 3 or more Spells in your GY, you can destroy 1 ..." as it is done (5-2-24)
    fetched = fetched or spells_gate_shapes.read(text, lambda bare: _action(bare, {}))
    fetched = fetched or effect_lock_shapes.read(text)  # monster effects this turn (5-2-28)
    fetched = fetched or artifact_shapes.read(text)  # the opponent's lock, S&T Zones (5-2-10)
    fetched = fetched or zone_lock_shapes.read(text)  # "..., except from the hand" (5-2-32)
    fetched = fetched or deck_add_rest_shapes.read(text)  # no Deck adds from now on (5-2-27)
    fetched = fetched or rated_summon_shapes.lock(text)  # Link Material this turn (8-5-20)
    if fetched is None:  # damage or LP "for each" card counted (5-3-20)
        fetched = tally_shapes.read(text) or tail_shapes.read(text) \
            or mass_shapes.read(text)  # 5-3-21, 5-3-1 ("all other", "all face-up")
        fetched = fetched or scaling_shapes.read(text)  # "for each card destroyed" (5-3-20)
        fetched = fetched or counter_tally_shapes.read(text)  # counters for each card (4-8-12)
    if fetched is not None:
        return fetched
    for pattern, make in SIMPLE:
        found = pattern.match(text)
        if found:
            return [make(found)]
    extreme = EXTREME.match(text)
    if extreme is not None:  # the tied one the player's choice, the action's `pick`
        return [{"destroy_extreme": {
            "player": ALL_WHOSE[extreme.group("whose")], "stat": extreme.group("stat").lower(),
            "most": extreme.group("most"),
            **({"position": "attack"} if extreme.group("kind") == "Attack Position" else {})}}]
    found = NEGATE_ALL.match(text)
    if found is not None:
        return [{"negate_all_effects": {"player": NEGATE_WHOSE[found.group("whose")],
                                        "what": found.group("what")}}]
    equipping = equip_shapes.destroy_all(text)  # "Destroy all Equip Cards on the field."
    if equipping is not None:
        return equipping
    found = ALL.match(text)
    back = RETURN_ALL.match(text) if found is None else None
    if back is not None:
        return [{"return_all": {"to": "hand", "player": ALL_WHOSE[back.group("whose")],
                                "what": ALL_WHAT.get(back.group("what"), "spells_traps")}}]
    if found is None:
        return None
    what = ALL_WHAT.get(found.group("what"), "spells_traps")
    step: Fields = {"player": ALL_WHOSE[found.group("whose")], "what": what}
    if found.group("position"):
        if what != "monsters":
            return None
        step["position"] = found.group("position").lower()
    return [{"destroy_all": step}]
