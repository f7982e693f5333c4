"""Attacks on monsters allowed for the rest of the turn by an effect that resolves (12-3-25),
read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into a
`monster_attacks_turn` step on the monster itself or on the target."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import attacks_turn_shapes, monster_shapes

ON_FIELD = {"what": "monster", "zone": "field", "player": "controller"}
TEXT = "make up to 2 attacks on monsters during each Battle Phase this turn."


def test_the_monster_itself():
    # Ancient Warriors - Valiant Zhang De: its Ignition Effect, on itself
    card = derived("02801664")
    steps = [effect["effect"] for effect in card.encoding["effects"]]
    assert [{"monster_attacks_turn": {"card": "self", "count": 2}}] in steps
    assert not any("attacks on monsters" in note for note in card.notes)
    assert monster_shapes._steps(f"This card can {TEXT}", {}, {"type": "ignition"}) == [
        {"monster_attacks_turn": {"card": "self", "count": 2}}]


def test_an_xyz_monster_detaching_for_it():
    # Number 95: Galaxy-Eyes Dark Matter Dragon: the cost a material, the step on itself
    card = derived("58820923")
    effect = card.encoding["effects"][0]
    assert effect["detach"] == 1
    assert effect["effect"] == [{"monster_attacks_turn": {"card": "self", "count": 2}}]


def test_only_a_monster_on_the_field_is_given_it():
    assert attacks_turn_shapes.on_target(f"It can {TEXT}", ON_FIELD) == [
        {"monster_attacks_turn": {"card": "chosen", "count": 2}}]
    assert attacks_turn_shapes.on_target(f"It can {TEXT}",
                                         {**ON_FIELD, "zone": "graveyard"}) is None
    # one Battle Phase only, or every turn: other effects, not read here
    assert attacks_turn_shapes.on_target(
        "It can make up to 3 attacks on monsters during this Battle Phase.", ON_FIELD) is None
    assert attacks_turn_shapes.on_target(
        "It can make up to 2 attacks on monsters during each Battle Phase.", ON_FIELD) is None


def test_an_equip_spell_gives_two_attacks_on_monsters():
    # Tyrant Wing: the change and the gift in one sentence, read as the `equip` step's
    card = derived("57470761")
    equip = card.encoding["effect"][0]["equip"]
    assert (equip["atk"], equip["def"], equip["gives"]) == (400, 400, ["two_attacks_on_monsters"])
    assert not any("attacks on monsters" in note for note in card.notes)
