"""What real Equip Cards say of sparing their monster, read from their English texts (read in
place from ../shared/fixtures/yaml-yugi): "The first time the equipped monster would be
destroyed by battle each turn, it is not destroyed." (`survives_battle_once`, 5-3-15, 10-4-7)
and "..., you can destroy this card instead." (`substitute_optional`, 10-4-8), on an Equip
Spell and on monsters that become Equip Cards (`as_equip`, or after the effect that equips the
monster itself); "The equipped monster cannot attack." (`no_attack`) and "Once per turn, during
your Standby Phase: Inflict 500 damage to the controller of the equipped monster." (an effect of
the Equip Spell on the field, `player: equipped_controller`, 10-4-7); "..., also its effects are
negated." (`negated`, 5-5-1); nothing guessed."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import equip_shapes, lasting, psct

HEIRLOOM, SPIRAL_WAVE, DOOMZ = "79965360", "01197847", "84054556"
SALAMANDRA, INZEKTOR_ANT, VYLON_TETRA = "09102835", "95395761", "01281505"
MASK, AXE = "56948373", "19578592"


def reading(number: str) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])


def test_the_first_time_the_equipped_monster_would_be_destroyed_by_battle():
    for number in (HEIRLOOM, SPIRAL_WAVE, DOOMZ):
        fields = lasting.encode_equip(reading(number))
        assert fields is not None, number
        step = fields["effect"][0]["equip"]
        assert (step["atk"], step["def"], step["gives"]) == (0, 0, ["survives_battle_once"])
    # Amazoness Heirloom's "Equip only to" narrows its target; its trigger stays a note
    heirloom = lasting.encode_equip(reading(HEIRLOOM))
    assert heirloom is not None and heirloom["target"]["archetype"] == "Amazoness"
    assert len(heirloom["left"]) == 1


def test_only_by_battle_is_read():
    said = "The first time the equipped monster would be destroyed by card effect each turn, "
    assert equip_shapes.gives(said + "it is not destroyed.", True) is None


def test_you_can_destroy_this_card_instead_is_the_controllers_choice():
    fields = lasting.encode_equip(reading(SALAMANDRA))
    assert fields is not None
    assert fields["effect"][0]["equip"]["gives"] == [
        "substitute_battle", "substitute_effect", "substitute_optional"]
    # the mandatory wording stays as it was
    assert equip_shapes.gives("If the equipped monster would be destroyed by battle, destroy "
                              "this card instead.", False) == {
        "atk": 0, "def": 0, "gives": ["substitute_battle"]}


def test_a_monster_equipped_by_another_card_says_it_of_itself():
    card = derived(INZEKTOR_ANT)
    assert card.encoding["as_equip"] == {
        "gives": ["substitute_battle", "substitute_effect", "substitute_optional"],
        "level": 3, "own_stats": True}  # its Level sentence (lasting_level_shapes.py)
    assert not any("Equip Card instead" in note for note in card.notes)


def test_a_monster_that_equips_itself_from_the_older_monster_card_zone():
    # Vylon Tetra: "If this card is sent from the Monster Card Zone to the Graveyard" (the
    # older name of the Monster Zone), then its substitute after the effect that equips it
    card = derived(VYLON_TETRA)
    assert card.automation == "full"
    (entry,) = card.encoding["effects"]
    assert entry["event"] == "sent_from_monster_zone_to_graveyard" and entry["pay_lp"] == 500
    assert entry["effect"][0]["equip"]["gives"] == [
        "substitute_battle", "substitute_effect", "substitute_optional"]


def test_the_mask_that_stops_attacks_and_hurts_in_the_standby_phase():
    card = derived(MASK)
    assert card.automation == "full"
    assert card.encoding["effect"][0]["equip"]["gives"] == ["no_attack"]
    (entry,) = card.encoding["effects"]
    assert (entry["type"], entry["event"], entry["from"], entry["optional"]) == (
        "trigger", "your_standby_phase", "field", False)
    assert entry["effect"] == [{"damage": {"player": "equipped_controller", "amount": 500}}]


def test_the_equipped_monster_has_its_effects_negated():
    # Axe of Fools: "gains 1000 ATK, also its effects are negated", and the Standby damage
    card = derived(AXE)
    assert card.automation == "full"
    assert card.encoding["effect"][0]["equip"] == {"card": "chosen", "atk": 1000, "def": 0,
                                                   "gives": ["negated"]}
    assert equip_shapes.gives("The equipped monster's effects are negated.", False) == {
        "atk": 0, "def": 0, "gives": ["negated"]}
    assert equip_shapes.gives("It has its effects negated.", False) is None
