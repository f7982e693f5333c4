"""The sentences after a monster's activated effect that say when it may be activated and whether
it still resolves (activation_riders.py), read from real cards' English texts (read in place
from ../shared/fixtures/yaml-yugi, facts only): "must be face-up on the field to activate and to
resolve this effect" (`resolve_face_up`, 5-2-17), "can only be used once while this card is
face-up on the field" and "Once while face-up on the field:" (`once_per_turn: face_up`,
5-2-18), "You must have no cards in your hand to activate and to resolve this effect." (`if`
asked again as it resolves, 10-5-2), "This is a Quick Effect if your opponent controls a
monster." (`quick_if`, 5-1-11)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import activation_riders

ZOMBIE_MASTER, GILLAGILLANCER, NATURIA_BEAST = "17259470", "76436988", "33198837"
WIND_UP_SNAIL, WIND_UP_RABBIT, WIND_UP_KITTEN = "58475908", "42874792", "25716180"
FLUFFAL_PENGUIN, MAGICIANS_RESTAGE = "13241004", "40252269"
INFERNITY_SAGE, INFERNITY_DESTROYER = "46435376", "98954375"
BYSTIAL_MAGNAMHUT, BYSTIAL_SARONIR = "33854624", "60242223"
GHOSTRICK_MUMMY, KARAKURI_KOMACHI = "97584500", "24621460"


def _effects(number: str) -> list[dict]:
    card = derived(number)
    assert (card.automation, card.notes) == ("full", []), number
    return card.encoding["effects"]


def test_face_up_to_resolve_is_set_on_the_effect_before_it():
    for number in (ZOMBIE_MASTER, GILLAGILLANCER, NATURIA_BEAST):  # "This monster/card ..."
        [effect] = _effects(number)
        assert effect["resolve_face_up"] is True and "from" not in effect, number
    [master] = _effects(ZOMBIE_MASTER)
    assert master["once_per_turn"] == "copy"  # its "Once per turn" stays its own


def test_face_up_to_resolve_does_not_fit_an_effect_activated_elsewhere():
    entry = {"type": "ignition", "from": "graveyard", "effect": []}
    text = "This card must be face-up on the field to activate and to resolve this effect."
    assert not activation_riders.follows(text, entry) and "resolve_face_up" not in entry


def test_once_while_face_up_after_the_effect_in_both_wordings():
    for number in (WIND_UP_SNAIL, WIND_UP_RABBIT):  # "can be used only once while ..."
        [effect] = _effects(number)
        assert effect["once_per_turn"] == "face_up", number
    first, second = _effects(FLUFFAL_PENGUIN)  # "can only be used once while ..."
    assert (first["once_per_turn"], second["once_per_turn"]) == ("face_up", "name")


def test_once_while_face_up_as_a_condition():
    [effect] = _effects(WIND_UP_KITTEN)
    assert (effect["type"], effect["once_per_turn"]) == ("ignition", "face_up")
    assert activation_riders.once_while("Once while face-up on the field (Quick Effect)") == \
        ("(Quick Effect)", True)
    assert activation_riders.once_while("Once per turn") == ("Once per turn", False)


def test_once_while_face_up_on_a_continuous_spells_effect():
    effect = _effects(MAGICIANS_RESTAGE)[0]
    assert (effect["from"], effect["once_per_turn"]) == ("field", "face_up")


def test_a_second_limit_over_one_effect_is_not_read():
    entry = {"type": "ignition", "once_per_turn": "name", "effect": []}
    text = "This effect can only be used once while this card is face-up on the field."
    assert not activation_riders.follows(text, entry) and entry["once_per_turn"] == "name"


def test_no_cards_in_hand_to_activate_and_to_resolve():
    [destroyer] = _effects(INFERNITY_DESTROYER)
    assert (destroyer["if"], destroyer["resolve_if"]) == ({"hand_empty": True}, True)
    discard, sent = _effects(INFERNITY_SAGE)  # the sentence after its second effect only
    assert "if" not in discard and sent["if"] == {"hand_empty": True}


def test_a_quick_effect_if_the_opponent_controls_a_monster():
    for number in (BYSTIAL_MAGNAMHUT, BYSTIAL_SARONIR):
        summon = _effects(number)[0]
        assert (summon["type"], summon["from"]) == ("ignition", "hand"), number
        assert summon["quick_if"] == {"opponent_monsters_min": 1}, number


def test_quick_if_only_after_an_ignition_effect_and_a_board_it_reads():
    text = "This is a Quick Effect if your opponent controls a monster."
    quick = {"type": "quick", "effect": []}
    assert not activation_riders.follows(text, quick) and "quick_if" not in quick
    ignition = {"type": "ignition", "effect": []}
    assert not activation_riders.follows(
        "This is a Quick Effect if this card is equipped with an Equip Card.", ignition)
    assert activation_riders.follows(text, ignition)


def test_gain_once_after_a_grant_worded_while_face_up_on_the_field():
    # "While this card is face-up on the field, (once per turn during your Main Phase,) you can
    # Normal Summon 1 "X" monster in addition to your Normal Summon/Set (or Set)." then "(You
    # can only gain this effect once per turn.)": the additional Normal Summon (8-1-7)
    for number, archetype in ((GHOSTRICK_MUMMY, "Ghostrick"), (KARAKURI_KOMACHI, "Karakuri")):
        card = derived(number)
        assert (card.automation, card.notes) == ("full", []), number
        assert card.encoding["extra_normal_summon"] == {"archetype": archetype}, number
