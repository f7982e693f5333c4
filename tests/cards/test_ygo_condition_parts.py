"""Activation conditions read by their parts (cards/ygo/conditions_shapes.py), from real cards'
English texts read in place from ../shared/fixtures/yaml-yugi: the event and the state of the
board joined to it, a state alone, "Once per turn, when ...", older words for a known event;
and a part no reader knows leaves the effect a note."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import conditions_shapes, encoding, monster_shapes, psct


def effects(number: str) -> tuple[list[dict], list[str], list[psct.Effect]]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    return fields.get("effects", []), read, reading.effects


def test_an_event_joined_to_the_opponents_board():
    found, _, _ = effects("00336601")  # Moon Gardna
    assert (found[0]["type"], found[0]["event"], found[0]["if"]) == (
        "trigger", "summoned", {"opponent_monsters_min": 1})


def test_while_you_control_no_other_monsters_counts_this_card():
    found, _, _ = effects("60999392")  # Machina Soldier
    assert (found[0]["event"], found[0]["when"], found[0]["if"]) == (
        "normal_summoned", True, {"monsters_max": 1})


def test_a_state_alone_makes_an_ignition_effect():
    mirage, _, _ = effects("86197239")  # Infernity Mirage
    assert (mirage[0]["type"], mirage[0]["if"]) == ("ignition", {"hand_empty": True})
    baller, _, _ = effects("92003832")  # Gold Pride - Roller Baller
    assert baller[0]["if"] == {"lp_lower": True}
    samurai, _, _ = effects("78792195")  # Hand of the Six Samurai
    assert samurai[0]["if"] == {"control": {"archetype": "Six Samurai"}, "control_other": True}


def test_once_per_turn_before_when_limits_each_copy():
    found, _, _ = effects("06353603")  # Brotherhood of the Fire Fist - Bear
    assert (found[0]["event"], found[0]["when"], found[0]["once_per_turn"]) == (
        "inflicted_battle_damage", True, "copy")


def test_older_words_for_a_known_event():
    potato, _, _ = effects("97534104")  # Mystic Potato: "this card on the field is destroyed"
    assert (potato[0]["event"], potato[0]["from"]) == ("destroyed_by_effect", "graveyard")
    hopper, _, _ = effects("26185991")  # Pinch Hopper: "this card you control is sent to your GY"
    assert hopper[0]["event"] == "sent_from_field_to_graveyard"


def test_a_state_in_the_graveyard_with_no_other_monsters_is_not_read():
    # "no other monsters" leaves this card out only while it is on the field
    assert conditions_shapes.read("If this card is in your GY and you control no other "
                                  "monsters", monster_shapes.CONDITIONS.get) is None
    assert conditions_shapes.read("If this card is in your GY and you control no monsters",
                                  monster_shapes.CONDITIONS.get) == {
        "type": "ignition", "from": "graveyard", "if": {"monsters_max": 0}}


def test_an_unknown_part_leaves_the_effect_a_note():
    # "If a "Subterror Behemoth" monster is flipped face-up while this card is in your
    # Graveyard": another card's event the engine does not record, not read
    _, read, printed = effects("16719140")
    flipped = [e for e in printed if "flipped face-up while" in e.condition]
    assert flipped and all(e.text not in read for e in flipped)


def test_the_cause_of_a_special_summon_and_of_a_discard():
    elias, _, _ = effects("23234094")  # Evolsaur Elias
    assert (elias[0]["event"], elias[0]["when"], elias[0]["summoned_by"]) == (
        "special_summoned_by_effect", True, {"what": "monster", "archetype": "Evoltile"})
    beiige, _, _ = effects("33731070")  # Beiige, Vanguard of Dark World
    assert (beiige[0]["event"], beiige[0]["from"], beiige[0].get("optional")) == (
        "discarded_by_effect", "graveyard", False)
    assert conditions_shapes.caused("If this card is Special Summoned by a monster effect") == {
        "type": "trigger", "event": "special_summoned_by_effect",
        "summoned_by": {"what": "monster"}}
    # a Type on "a card" is not a description the format holds: unread
    assert conditions_shapes.caused("If this card is Special Summoned by the effect of a "
                                    "Warrior card") is None


def test_a_move_from_the_zones_named():
    obsidian, _, _ = effects("19163116")  # Gem-Knight Obsidian: "from the hand to your Graveyard"
    assert (obsidian[0]["event"], obsidian[0]["from"]) == ("sent_from_hand_to_graveyard",
                                                           "graveyard")
    chain, _, _ = effects("61173621")  # Edge Imp Chain: "from the hand or field to the GY"
    assert chain[1]["event"] == "sent_from_hand_or_field_to_graveyard"
    assert conditions_shapes.caused("If this card is Special Summoned from the Extra Deck") == {
        "type": "trigger", "event": "special_summoned_from_extra_deck"}
    # a zone the engine does not tell apart from the rest of the field: unread
    assert conditions_shapes.caused("If this card is sent from the hand or Monster Zone to the "
                                    "GY") is None


def test_another_cards_destruction():
    garunix, _, _ = effects("54149433")  # Fire King Avatar Garunix
    assert (garunix[0]["event"], garunix[0]["other"], garunix[0]["not_in_damage_step"]) == (
        "other_destroyed_by_effect", {"what": "monster", "player": "controller",
                                      "archetype": "Fire King", "face_up": True}, True)
    assert garunix[0]["from"] == "hand"  # "Special Summon this card from your hand"
    assert conditions_shapes.read("If another monster is destroyed by battle, while this card "
                                  "is in your GY", monster_shapes.CONDITIONS.get) == {
        "type": "trigger", "event": "other_destroyed_by_battle", "from": "graveyard",
        "other": {"what": "monster", "player": "any", "another": True}}
    # "in your possession": whose it is, not who controlled it; not read
    assert conditions_shapes.read("If a monster in your possession is destroyed by battle",
                                  monster_shapes.CONDITIONS.get) is None


def test_older_orders_and_the_field_a_tribute_or_a_destruction_leaves():
    quilin, _, _ = effects("69723159")  # Bujingi Quilin: a Type before the archetype
    assert quilin[0]["if"] == {"control": {"archetype": "Bujin", "type": "Beast-Warrior"}}
    najasho, _, _ = effects("88095331")  # Evoltile Najasho: "this card on the field is Tributed"
    assert (najasho[0]["event"], najasho[0]["from"]) == ("tributed_from_field", "graveyard")
    thorny, _, _ = effects("25206027")  # Interplanetarypurplythorny Dragon: "and sent to the GY"
    assert thorny[0]["other"] == {"what": "monster", "player": "controller", "sent": True}


def test_a_phase_effect_of_a_card_sent_to_the_graveyard_this_turn():
    stone, _, _ = effects("71039903")  # The White Stone of Ancients
    assert (stone[0]["event"], stone[0]["from"], stone[0]["if"], stone[0]["once_per_turn"]) == (
        "end_phase", "graveyard", {"sent_this_turn": True}, "copy")
    pinaki, _, _ = effects("55610595")  # Blackwing - Pinaki the Waxing Moon: "from the field"
    assert pinaki[0]["if"] == {"sent_from_field_this_turn": True}
