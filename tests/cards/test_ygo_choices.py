""""Activate 1 of these effects" (5-2-8) read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi): options whose words did not read before (a Link Monster
chosen on the field, a target with exactly 0 DEF, a banished card named one of two names and
"returned" to the GY, ATK and Level gained together) and the older choice printed without a
colon ("You can discard this card, then activate 1 of the following effects.", "Once per turn,
you can activate 1 of these effects.")."""
from __future__ import annotations

from ygo_support import derived, printed

from cards.ygo import mass_shapes, monster_shapes, psct, shapes, target_shapes


def test_a_link_monster_chosen_on_the_field():
    # World Legacy Bestowal: its first "●" sends a Link Monster the opponent controls
    card = derived("59778096")
    assert card.automation == "full"
    first = card.encoding["options"][0]["effect"]
    assert first == [{"choose": {"do": "to_graveyard", "player": "opponent",
                                 "what": "monsters", "type": "Link"}}]
    # the noun "Monster" only after a kind, "monster" otherwise, as the cards print them
    assert shapes.action("Destroy 1 Link monster your opponent controls.", {}) is None
    assert shapes.action("Destroy 1 Warrior Monster your opponent controls.", {}) is None


def test_a_target_with_exactly_that_much_def_and_a_banished_one_returned():
    # Shiranui Style Synthesis: a Zombie with 0 DEF from the GY, or back to it from banishment
    card = derived("40005099")
    assert card.automation == "full"
    summon, back = card.encoding["effects"][0]["options"]
    assert summon["target"] == {"what": "monster", "player": "controller", "zone": "graveyard",
                                "type": "Zombie", "def_max": 0, "def_min": 0}
    assert back["target"]["zone"] == "banished" and back["effect"] == [
        {"to_graveyard": "chosen"}]
    assert target_shapes.target("Target 1 monster with 1000 or less ATK in your GY")[
        "target"] == {"what": "monster", "player": "controller", "zone": "graveyard",
                      "atk_max": 1000}


def test_the_older_choice_without_a_colon_and_banished_cards_by_name():
    # Wightmare: "You can discard this card, then activate 1 of the following effects."
    card = printed("22339232")
    effect = card["effects"][-1]
    assert (effect["type"], effect["from"], effect["cost_self"]) == ("ignition", "hand",
                                                                      "discard")
    back, summon = effect["options"]
    assert back == {"target": {"what": "card", "player": "controller", "zone": "banished",
                               "names": ["Skull Servant", "Wightmare"]},
                    "effect": [{"to_graveyard": "chosen"}]}
    assert summon["effect"] == [{"special_summon": {"card": "chosen"}}]


def test_once_per_turn_printed_before_the_choice():
    text = ("Once per turn, you can activate 1 of these effects.\n● Draw 1 card.\n"
            "● Inflict 500 damage to your opponent.")
    effect = psct.read(text, "monster", "", ["Warrior", "Effect"]).effects[0]
    assert effect.kind == "activated"
    fields = monster_shapes.effect(effect, "")
    assert fields is not None
    assert (fields["type"], fields["once_per_turn"]) == ("ignition", "copy")
    # a sentence that is not a choice stays what it was
    assert psct.read("You can draw 1 card.", "monster", "", ["Warrior", "Effect"]).effects[
        0].kind == "continuous"


def test_atk_and_level_gained_in_one_sentence():
    # Skilled Brown Magician: its first "●"
    card = derived("88232397")
    assert card.automation == "full"
    gains = card.encoding["effects"][-1]["options"][0]["effect"]
    assert gains == [{"atk": {"target": "self", "amount": 1500, "lasting": True}},
                     {"level": {"card": "self", "by": 1}}]


def test_every_other_monster_destroyed_in_the_older_words():
    assert mass_shapes.read("Destroy all monsters on the field, except this card.") == [
        {"destroy_all": {"player": "both", "what": "monsters", "other": True}}]
    assert shapes.action("Return all Spells/Traps on the field to the hand.", {}) == [
        {"return_all": {"to": "hand", "player": "both", "what": "spells_traps"}}]


def test_a_card_taken_from_the_opponents_hand_after_looking_at_it():
    # Trap Dustshoot: a monster from the opponent's hand shuffled into the Deck (5-3-24)
    dustshoot = derived("64697231")
    assert dustshoot.automation == "full"
    assert dustshoot.encoding["if"] == {"opponent_hand_min": 4}
    assert dustshoot.encoding["effect"] == [{"hand_pick": {"do": "to_deck",
                                                           "what": "monsters"}}]
    # Pot of The Forbidden: the fourth "●" any card, the second returns Spells/Traps
    pot = derived("91501248")
    assert pot.automation == "full"
    options = pot.encoding["effects"][0]["options"]
    assert options[1]["effect"][0]["return_all"]["what"] == "spells_traps"
    assert options[3]["effect"] == [{"hand_pick": {"do": "to_deck"}}]
    assert shapes.action("Look at your opponent's hand and discard 1 card from their hand.",
                         {}) == [{"hand_pick": {"do": "discard"}}]
    # a card described more closely is not read
    assert shapes.action("Look at your opponent's hand and discard 1 Spirit monster from "
                         "their hand.", {}) is None


def test_a_face_up_pendulum_monster_from_the_extra_deck():
    # D/D Lilith: its second "●"
    lilith = derived("12822541")
    assert lilith.automation == "full"
    second = lilith.encoding["effects"][0]["options"][1]["effect"]
    assert second == [{"fetch": {"to": "hand", "what": "monster", "archetype": "D/D",
                                 "type": "Pendulum", "from": ["extra_deck"]}}]
    # only Pendulum Monsters are face-up there; anything else is not read
    assert shapes.action("Add 1 face-up monster from your Extra Deck to your hand.", {}) \
        is None


def test_a_card_of_a_kind_or_one_named_without_its_own_count():
    # Cyber Petit Angel: "add 1 "Cyber Angel" monster or "Machine Angel Ritual" ..."
    angel = derived("76103404")
    assert angel.automation == "full"
    assert angel.encoding["effects"][0]["effect"] == [{"fetch": {
        "to": "hand", "what": "monster", "archetype": "Cyber Angel",
        "or": {"what": "card", "names": ["Machine Angel Ritual"]}}}]
    # Dogmatika Encounter: the same pair, to the hand or the field as its player chooses
    encounter = derived("29354228")
    assert encounter.automation == "full"
    second = encounter.encoding["options"][1]["effect"][0]["fetch"]
    assert (second["to"], second["or_to"], second["from"]) == ("hand", "field", ["graveyard"])
    assert second["or"] == {"what": "card", "names": ["Fallen of Albaz"]}
    # a description after "or" still needs its "1" (Frost Tiger's words read as before)
    assert shapes.action('Add 1 "A" monster or Ritual Spell from your Deck to your hand.',
                         {}) is None


def test_several_cards_with_different_names():
    # Machina Redeployment: both "●" add 2 "Machina" cards with different names (5-3-13)
    redeployment = derived("86852702")
    assert redeployment.automation == "full"
    first, second = (o["effect"][0]["fetch"] for o in redeployment.encoding["options"])
    assert (first["count"], first["different_names"]) == (2, True)
    assert second["except"] == ["Machina Redeployment"] and second["different_names"] is True
    # Crystron Sulfador: "send up to 2 ... with different names"
    sulfador = str(derived("25865565").encoding)
    assert "'up_to': True, 'different_names': True" in sulfador
    assert shapes.action('Add 2 "Machina" monsters from each other from your Deck to your '
                         'hand.', {}) is None


def test_a_monster_destroying_itself():
    # The Cuckoo Commanded to Croon: "● Destroy this card, then draw 1 card."
    cuckoo = derived("48386462")
    assert cuckoo.automation == "full"
    assert cuckoo.encoding["effects"][0]["options"][0]["effect"] == [
        {"destroy": "self"}, {"then": [{"draw": 1}]}]
    # Battlin' Boxer Glassjaw: "If this card is targeted for an attack: Destroy this card."
    assert derived("05361647").automation == "full"
