"""Activation conditions on the monster's own face-up departure from the field (5-1-12), its
arrival in the hand (5-1-14) and an activation that targets it (5-1-13), read from real cards'
English texts (read in place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import monster_shapes
from cards.ygo.timing_shapes import LEFT_TO


def _effect(number: str, key: str, value: str) -> dict:
    card = derived(number)
    assert card.automation == "full"
    found, = (one for one in card.encoding["effects"] if one.get(key) == value)
    return found


def test_reborn_tengu_answers_leaving_the_field_face_up():
    # Reborn Tengu (10028593): mandatory, from wherever it went
    effect = _effect("10028593", "event", "face_up_left_field")
    assert effect["type"] == "trigger" and effect["optional"] is False
    assert effect["from"] == LEFT_TO and "when" not in effect


def test_gear_gigant_x_worded_when():
    effect = _effect("28912357", "event", "face_up_left_field")  # Gear Gigant X
    assert effect["when"] is True and effect["target"]["zone"] == "graveyard"


def test_added_to_the_hand_except_by_drawing():
    effect = _effect("45674286", "event", "added_to_hand")  # Machina Unclaspare
    assert effect["from"] == "hand"
    assert effect["effect"][0] == {"special_summon": {"card": "self"}}
    # "Special Summon it from your hand." (Trickstar Lilybell): the card in the hand
    lilybell = _effect("98700941", "event", "added_to_hand")
    assert lilybell["effect"] == [{"special_summon": {"card": "self"}}]


def test_added_from_the_deck_by_a_card_effect():
    for number in ("44125452", "87774234", "89258906"):  # Rose Fairy, Watapon, Blackwing
        effect = _effect(number, "event", "added_from_deck_by_effect")
        assert effect["from"] == "hand" and effect["type"] == "trigger"


def test_quick_effects_answering_an_activation_that_targets_the_card():
    rokket = _effect("80250185", "during", "targeted_by_link_effect")  # Autorokket Dragon
    assert rokket["type"] == "quick" and rokket["effect"][0] == {"destroy": "self"}
    maiden = _effect("88241506", "during", "targeted")  # Maiden with Eyes of Blue
    assert maiden["type"] == "quick"


def test_other_wordings_are_not_read_as_these():
    whole = monster_shapes._whole
    assert whole("If this card leaves the field") is None  # face-down too: not this event
    assert whole("If this card is added to your hand") is None
    assert whole("When a card or effect is activated that targets this card") is None
    assert whole("If this face-up card leaves the field")["event"] == "face_up_left_field"


def test_its_own_change_of_battle_position():
    dream = _effect("13215230", "event", "changed_to_defense")  # Dream Clown: mandatory
    assert dream["optional"] is False and dream["target"]["player"] == "opponent"
    crass = _effect("93889755", "event", "changed_to_attack")  # Crass Clown
    assert crass["effect"] == [{"to_hand": "chosen"}]
    # "Once per turn, when this Defense Position card on the field is changed to face-up
    # Attack Position" (Tanngnjostr of the Nordic Beasts)
    nordic = _effect("14677495", "event", "changed_to_attack")
    assert nordic["when"] is True and nordic["once_per_turn"] == "copy"
    assert _effect("83048208", "event", "changed_to_defense")["when"] is True  # LEDybug


def test_sent_to_the_graveyard_to_activate_a_water_monsters_effect():
    # Atlantean Marksman (00706925), Neptabyss, the Atlantean Prince (21565445)
    for number in ("00706925", "21565445"):
        effect = _effect(number, "event", "sent_for_monster_cost")
        assert effect["from"] == "graveyard"
        assert effect["cost_for"] == {"what": "monster", "attribute": "WATER"}
    whole = monster_shapes._whole
    dragon = whole("If this card is sent to the GY to activate a Dragon monster's effect")
    assert dragon["cost_for"] == {"what": "monster", "type": "Dragon"}
    assert "cost_for" not in whole("If this card is sent to the GY to activate a monster effect")


def test_zones_counted_whole_as_the_effect_is_activated():
    # "If this card is in your GY and your opponent controls no cards in their Spell & Trap
    # Zone" (Simorgh, Bird of Beginning)
    simorgh = _effect("50820852", "type", "ignition")
    assert simorgh["from"] == "graveyard" and simorgh["if"] == {"opponent_spell_zone_max": 0}
    # "Once per turn, during either player's turn, if you have no Spell/Trap Cards in your
    # Graveyard" (Superheavy Samurai Ninja Sarutobi): a Quick Effect under that state
    sarutobi = _effect("76471944", "type", "quick")
    assert sarutobi["if"] == {"graveyard_spells_traps_max": 0}
    # "When this card is Synchro Summoned, while you have no Spell/Trap Cards in your Graveyard"
    ogre = _effect("36953371", "event", "synchro_summoned")
    assert ogre["if"] == {"graveyard_spells_traps_max": 0}


def test_a_monster_effect_the_opponent_activates_on_the_field():
    lifter = _effect("65734501", "type", "quick")  # Rescue-ACE Air Lifter
    assert lifter["during"] == "opponent_monster_effect_on_field"
    assert lifter["cost_self"] == "tribute" and lifter["from"] == ["hand", "field"]


def test_two_board_states_at_once():
    # Hypnocorn (20351153): "When this card is Normal Summoned, if your opponent controls a
    # monster and you control no other monsters"
    effect = _effect("20351153", "event", "normal_summoned")
    assert effect["if"] == {"opponent_monsters_min": 1, "monsters_max": 1}


def test_an_attack_declared_by_either_players_monster():
    # Number 37: Hope Woven Dragon Spider Shark (37279508)
    effect = _effect("37279508", "event", "any_attack_declared")
    assert effect["when"] is True and effect["detach"] == 1
