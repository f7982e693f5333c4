"""A monster given piercing battle damage this turn by an effect that resolves (12-6-4), read
from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into a
`piercing_turn` step on the targeted monster its player controls."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import piercing_turn_shapes

MINE = {"what": "monster", "zone": "field", "player": "controller"}
SAID = ("if it attacks a Defense Position monster this turn, inflict piercing battle damage to "
        "your opponent.")


def test_cards_now_read_in_full():
    # Performapal Spikeagle, Crusadia Leonis, Bujingi Ibis, Performage Fire Dancer (its
    # Pendulum Effect)
    for number in ("22091345", "28031913", "16157341", "07934362"):
        card = derived(number)
        assert card.automation == "full", (number, card.notes)
        steps = [effect["effect"] for effect in card.encoding["effects"]]
        assert [{"piercing_turn": {"card": "chosen"}}] in steps, number


def test_the_target_is_its_players_monster():
    card = derived("28031913")  # Crusadia Leonis: a "Crusadia" Link Monster it controls
    target = card.encoding["effects"][0]["target"]
    assert target["player"] == "controller" and target["archetype"] == "Crusadia"


def test_this_turn_said_once_either_way():
    assert piercing_turn_shapes.on_target(SAID, MINE) == [{"piercing_turn": {"card": "chosen"}}]
    assert piercing_turn_shapes.on_target(
        "this turn, if it attacks a Defense Position monster, inflict piercing battle damage to "
        "your opponent.", MINE) == [{"piercing_turn": {"card": "chosen"}}]


def test_near_wordings_stay_notes():
    # no end: the monster's for good, not this step
    assert piercing_turn_shapes.on_target(
        "if it attacks a Defense Position monster, inflict piercing battle damage to your "
        "opponent.", MINE) is None
    assert piercing_turn_shapes.on_target(SAID.replace("piercing", "double piercing"),
                                          MINE) is None
    # a monster of either player, or one in the GY
    assert piercing_turn_shapes.on_target(SAID, {**MINE, "player": "any"}) is None
    assert piercing_turn_shapes.on_target(SAID, {**MINE, "zone": "graveyard"}) is None
    # D/D/D First King Clovis: the player's "D/D" monsters, not a target: still a note
    assert any("your \"D/D\" monster attacks" in note for note in derived("70576413").notes)
