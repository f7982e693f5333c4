"""A Spell's or Trap's activation condition in the older words, a sentence of its own ("Activate
only if ...", "You can only activate this card when ..."; cards/ygo/st_older.py), and Counter
Traps' conditions and actions read beside it (st_conditions.py, negation_shapes.py), from real
cards' English texts read in place from ../shared/fixtures/yaml-yugi: the sentence becomes the
condition of what follows, read as the card's `if` (5-2-4) or its `when` (10-3-4); "when"
before a state reads as the state. A named card on the field, a kind with its archetype, a name
and a monster together after "while"; "During the Battle Phase, when ..."; "Your opponent draws
1 card, also negate ..."; a cost printed as a sentence before what the card does ("Pay 500 Life
Points.", 5-2-2); "When your opponent's monster declares an attack". Anything else stays
unread."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import encoding, negation_shapes, psct, st_conditions, st_older


def encoded(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    return encoding.encode(card["kind"], card["card_property"], reading)


def test_activate_only_if_a_state():
    found = encoded("75967082")  # Short Circuit
    assert found["if"] == {"control": {"archetype": "Batteryman"}, "control_min": 3}
    assert found["effect"] == [{"destroy_all": {"player": "opponent", "what": "cards"}}]
    assert derived("75967082").automation == "full"
    assert encoded("40012727")["if"] == {"control": {"archetype": "/Assault Mode"}}  # "while"


def test_activate_only_when_an_event():
    found = encoded("05577649")  # Scrap Crash
    assert found["when"] == "other_destroyed"
    assert found["other"] == {"what": "monster", "player": "controller", "archetype": "Scrap",
                              "sent": True}
    assert encoded("52833089")["when"] == "other_destroyed_by_battle"  # Black Thunder
    assert encoded("67223587")["summon"]["how"] == ["special"]  # Double Tag Team
    assert derived("05577649").automation == "full"


def test_when_before_a_state_reads_as_the_state():
    found = encoded("69091732")  # Introduction to Gallantry
    assert found["if"] == {"opponent_hand_min": 5}
    assert found["effect"] == [{"discard_random": {"player": "opponent", "count": 1}}]


def test_what_the_older_words_do_not_read_stays_unread():
    assert encoded("01918087") is None  # Minor Goblin Official: a Continuous Trap
    assert derived("01918087").automation != "full"
    effects = [psct.Effect(text="Activate only as Chain Link 4 or higher.", kind="activated",
                           action="Activate only as Chain Link 4 or higher."),
               psct.Effect(text="Draw 2 cards.", kind="activated", action="Draw 2 cards.")]
    assert st_older.merged(psct.Breakdown(effects=effects, limits=[])) is None


def test_a_cost_printed_as_a_sentence_of_its_own():
    found = encoded("61181383")  # Battery Charger
    assert found["pay_lp"] == 500
    assert found["effect"][0]["fetch"]["archetype"] == "Batteryman"
    assert encoded("18591904")["cost_cards"] == {  # Final Destiny
        "do": "discard", "count": 5, "what": "card"}
    assert encoded("54913680")["cost_cards"]["do"] == "tribute"  # Six Scrolls of the Samurai
    assert derived("61181383").automation == "full"


def test_older_costs_not_read():
    assert encoded("66607691") is None  # Photon Generator Unit: "Tribute 2 "Cyber Dragons"."
    card = english("66607691")
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    assert st_older.merged(reading) is None


def test_your_opponents_monster_declares_an_attack():
    found = encoded("04923662")  # Chaos Burst
    assert found["when"] == "opponent_attack_declared"
    assert found["effect"][0] == {"destroy": "attacker"}


def test_a_named_card_on_the_field_after_while():
    found = encoded("81066751")  # Divine Punishment
    assert found["if"] == {"field_control": {"names": ["The Sanctuary in the Sky"]}}
    assert found["negates"] == ["spell", "trap", "monster"]


def test_an_archetype_of_a_kind_and_a_name_beside_a_monster():
    assert encoded("45730592")["if"] == {  # Adamancipator Resonance
        "control": {"archetype": "Adamancipator", "type": "Synchro"}}
    assert encoded("53094821")["if"] == {  # Toon Terror
        "control": {"type": "Toon"}, "control_names_all": ["Toon World"]}
    assert encoded("41197012") is None  # Red Carpet: "a Dragon-Type Synchro Monster"


def test_during_the_battle_phase_when():
    found = encoded("08316565")  # Jolt Counter
    assert found["when"] == "battle_phase"
    assert found["if"] == {"control": {"archetype": "Battlin' Boxer"}}
    assert negation_shapes.condition("During the Battle Phase, when a monster effect is "
                                     "activated (Quick Effect)", [], True) is None


def test_the_opponent_draws_also_negate():
    found = encoded("77538567")  # Dark Bribe
    assert found["effect"] == [{"opponent_draws": 1}, {"negate": "previous"}]
    assert found["negates_by"] == "opponent"
    assert encoded("96404912")["effect"][0] == {"opponent_draws": 1}  # Recall
    assert negation_shapes.action("Negate the Spell/Trap activation.", ["monster"]) is None


def test_states_still_unread():
    for words in ('If you control a "Raidraptor" card', "If you control both LIGHT and DARK "
                  "monster(s)", 'If both a "X" monster and "Y" are on the field'):
        assert st_conditions.board(words) is None, words
