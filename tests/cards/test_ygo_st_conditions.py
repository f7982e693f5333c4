"""A Spell's or Trap's activation condition that is a state of the board (cards/ygo/
st_conditions.py, 5-2-4), from real cards' English texts read in place from
../shared/fixtures/yaml-yugi: the card's `if` keys beside what it does, a name that may be a
Spell's or a Trap's, a kind of Extra Deck monster, two names either of which will do; and the
states that would count the activated card itself are left unread. A condition on another
card's destruction (10-3-4): `when: other_destroyed...` and the card it happens to. An event
"while you control" a monster: the event read as ever, the state as the card's `if`. The states
only a Spell's or Trap's `if` holds: a monster of either player on the field, several monsters,
one with an ATK at least, no face-up monsters, the opponent's LP. The phases a card names
("During the Main Phase:", `when`, 10-3-3)."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import encoding, psct, st_conditions, target_pairs


def encoded(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    return encoding.encode(card["kind"], card["card_property"], reading)


def test_a_named_monster_on_the_field_and_what_the_card_does():
    found = encoded("02314238")  # Dark Magic Attack
    assert found is not None and found["if"] == {"control": {"names": ["Dark Magician"]}}
    assert found["effect"] == [{"destroy_all": {"player": "opponent", "what": "spells_traps"}}]
    assert derived("02314238").automation == "full"


def test_a_type_an_archetype_and_a_trap_card():
    assert encoded("04072687")["if"] == {"control": {"type": "Spellcaster"}}  # Unacceptable Result
    assert encoded("20745268")["if"] == {"control": {"archetype": "Magical Musket"}}  # a Trap
    assert encoded("05168381")["if"] == {"control": {"type": "Fiend"}}  # a Normal Trap


def test_a_kind_of_extra_deck_monster_and_a_tuner():
    assert encoded("87890143")["if"] == {"control": {"type": "Xyz"}}  # Generation Force
    assert encoded("35537860")["if"] == {"control": {"type": "Synchro"}}  # Synch Blast Wave
    assert encoded("00613496")["if"] == {"control": {"type": "Tuner"}}  # Over Tuning


def test_either_of_two_names_and_a_name_that_is_not_a_monster():
    assert encoded("22634473")["if"] == {
        "control": {"names": ["Blue-Eyes White Dragon", "Dark Magician"]}}
    assert encoded("38430673")["if"] == {"control": {"names": ["Macro Cosmos"]}}  # a Trap's name


def test_the_board_without_monsters():
    assert encoded("44256816")["if"] == {"monsters_max": 0}
    assert encoded("22993208")["if"] == {"monsters_max": 0, "opponent_monsters_min": 1}


def test_states_that_would_count_the_card_itself_are_not_read():
    for words in ("If you have no cards in your hand", "If you control no Spell/Trap Cards",
                  "If you control no other monsters", "If you control no cards",
                  "When you control a Spellcaster monster"):
        assert st_conditions.board(words) is None, words


def test_a_direct_attack_declared_by_the_opponent():
    assert encoded("09201964")["when"] == "opponent_direct_attack_declared"  # D - Fortune


def test_lp_in_older_words():
    assert st_conditions.board("If your LP is lower than your opponent's") == {
        "if": {"lp_lower": True}}


def test_a_monster_destroyed_by_battle_and_sent_to_the_graveyard():
    found = encoded("22020907")  # Hero Signal
    assert found["when"] == "other_destroyed_by_battle"
    assert found["other"] == {"what": "monster", "player": "controller", "sent": True}
    assert encoded("09925982")["other"]["type"] == "Winged Beast"  # Black Wing Revenge


def test_a_monster_destroyed_by_battle_or_card_effect():
    found = encoded("05672432")  # Performapal Revival
    assert found["when"] == "other_destroyed"
    assert found["other"] == {"what": "monster", "player": "controller"}
    assert encoded("74582050")["other"]["archetype"] == "Dinomist"  # Dinomist Eruption


def test_a_destruction_that_names_where_this_card_is_is_not_a_spells():
    assert st_conditions.event("If another monster is destroyed by battle") is None
    assert st_conditions.event("If a monster you control is destroyed by battle, while this "
                               "card is in your GY") is None


def test_an_event_while_you_control_a_monster():
    found = encoded("29934351")  # Earthbound Wave
    assert found["negates"] == ["spell", "trap"] and found["negates_by"] == "opponent"
    assert found["if"] == {"control": {"archetype": "Earthbound Immortal"}}
    toon = encoded("05832914")  # Toon Briefcase
    assert toon["when"] == "summoned" and toon["if"] == {"control": {"type": "Toon"}}
    saber = encoded("44901281")  # Saber Hole
    assert saber["negates"] == ["summon"] and saber["if"] == {"control": {"archetype": "X-Saber"}}


def test_the_state_after_an_event_is_split_off_only_when_it_reads():
    assert st_conditions.split("When a monster declares an attack while you control a Toon "
                               "monster") == ("When a monster declares an attack",
                                              {"if": {"control": {"type": "Toon"}}})
    assert st_conditions.split("When a monster declares an attack while you have no cards in "
                               "your hand") is None  # the card itself may be in the hand
    assert st_conditions.split("When a monster declares an attack") is None


def test_the_states_only_a_spell_or_trap_asks():
    assert encoded("47264717")["if"] == {"field_control": {"archetype": "Stardust"}}
    assert encoded("90219263")["if"] == {"field_control": {"names": ["Harpie Lady"]}}
    assert encoded("41722932")["if"] == {"control": {"attribute": "DARK"}, "control_min": 3}
    assert encoded("05479217")["if"] == {"control": {"type": "Dinosaur"},
                                         "control_atk_min": 2500}  # Jurrac Impact
    assert encoded("08949584")["if"] == {"face_up_monsters_max": 0}  # A Hero Lives
    assert encoded("33767325")["if"] == {"opponent_lp_above": 3000}  # Meteor of Destruction
    radiant = encoded("21481146")  # Radiant Mirror Force: "they" are the attacking player
    assert radiant["when"] == "opponent_attack_declared"
    assert radiant["if"] == {"opponent_attack_min": 3}


def test_a_target_in_either_players_graveyard():
    found = encoded("27178262")  # Cunning of the Six Samurai
    assert found["target"] == {"what": "monster", "player": "any", "zone": "graveyard",
                               "archetype": "Six Samurai"}


def condition(number: str) -> str:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], []).effects[0].condition


def test_the_phases_a_card_names():
    assert st_conditions.read(condition("75025112")) == {"when": "main_phase"}
    eruption = derived("42175079")  # Volcanic Eruption, with a Field Spell
    assert eruption.automation == "full"
    assert (eruption.encoding["when"], eruption.encoding["if"]) == (
        "your_end_phase", {"control": {"names": ["Jurassic World"]}})
    assert st_conditions.read("During your opponent's Battle Phase") == {
        "when": "opponent_battle_phase"}
    assert st_conditions.read("During the Draw Phase") is None


def test_every_name_the_graveyard_and_the_older_order_of_a_type():
    assert encoded("08251996")["if"] == {  # Ojama Delta Hurricane!!
        "control_names_all": ["Ojama Green", "Ojama Yellow", "Ojama Black"]}
    assert encoded("73680966")["if"] == {  # The Beginning of the End
        "graveyard_min": {"count": 7, "attribute": "DARK"}}
    assert encoded("99590524")["if"] == {"graveyard_none": "trap"}  # Treacherous Trap Hole
    supercharge = encoded("97705809")
    assert supercharge["when"] == "opponent_attack_declared"
    assert supercharge["if"] == {"all_control": {"archetype": "roid", "type": "Machine"},
                                 "monsters_min": 1}


def test_two_different_targets_and_what_is_done_to_both():
    found = encoded("75652080")  # Double Cyclone
    assert found["target"] == {"what": "spell_trap", "player": "controller", "zone": "field"}
    assert found["also_target"] == {"what": "spell_trap", "player": "opponent", "zone": "field"}
    assert found["effect"] == [{"destroy": "chosen"}]
    assert encoded("73287067")["also_target"]["player"] == "opponent"  # Link Burst


def test_two_targets_in_different_zones_are_never_done_to_both():
    assert target_pairs.target("Target 1 monster you control and 1 monster in your GY") is None
    card = english("26285557")  # Gouki Face Turn: "destroy that card ..., Special Summon ..."
    reading = psct.read(card["text"], card["kind"], card["card_property"], [])
    found = encoding.encode(card["kind"], card["card_property"], reading)
    # each part on its own target (pair_steps.py), none on `chosen` (both)
    assert found is not None and "chosen" not in str(found["effect"])
