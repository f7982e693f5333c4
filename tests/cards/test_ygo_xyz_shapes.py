"""A monster's own words against its use as Synchro or Xyz Material (8-5-9), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi, facts only); a sentence
that says more stays a note."""
from __future__ import annotations

import pytest
from ygo_support import derived, english

from cards.ygo import xyz_shapes


def sentence(number: str, start: str) -> str:
    text = english(number)["text"]
    found = next(s for s in text.replace("\n", " ").split(". ") if s.startswith(start))
    return found if found.endswith(".") else found + "."


@pytest.mark.parametrize(("number", "fields"), [
    ("01357146", {"no_synchro_material": True}),  # Ronintoadin
    ("21159309", {"no_synchro_material": True,  # Majestic Dragon
                  "material_except": {"archetype": "Majestic"}}),
    ("32465539", {"no_xyz_material": True,  # Digital Bug Cocoondenser
                  "material_except": {"type": "Insect"}}),
    ("16366810", {"no_fusion_material": True, "no_synchro_material": True,  # Yellow Duston
                  "no_xyz_material": True}),
    ("00734741", {"no_synchro_material": True,  # Rubic: "a "Burning Abyss" Synchro Monster"
                  "material_except": {"archetype": "Burning Abyss", "type": "Synchro"}}),
])
def test_material_bars(number, fields):
    assert xyz_shapes.read(sentence(number, "Cannot be used as")) == fields


def test_a_bar_for_one_turn_only_stays_a_note():
    # Dragon Gate: "... as material for an Xyz Summon the turn it was Xyz Summoned"
    assert xyz_shapes.read(sentence("09567495", "Cannot be used as")) is None


def test_a_spell_that_attaches_itself_to_its_target():
    card = derived("27068117")  # Overlay Regen
    assert card.automation == "full"
    assert card.encoding["effect"] == [{"attach": {"card": "self", "to": "chosen"}}]
    assert card.encoding["target"]["type"] == "Xyz"


def test_a_monster_that_attaches_itself_from_the_graveyard():
    card = derived("46576366")  # Lyrilusc - Celestine Wagtail
    assert card.automation == "full"
    [_, attach] = card.encoding["effects"]
    assert (attach["from"], attach["effect"]) == (
        "graveyard", [{"attach": {"card": "self", "to": "chosen"}}])


def test_a_target_attached_to_this_card():
    # Number 101: Silent Honor ARK: "... then target 1 Special Summoned monster your opponent
    # controls in face-up Attack Position; attach it to this card as material."
    assert xyz_shapes.attach("attach it to this card as material.", {"zone": "field",
                                                                     "what": "monster"}) == [
        {"attach": {"card": "chosen", "to": "self"}}]
    assert "attach it to this card as material." in english("48739166")["text"]


def test_atk_for_each_material():
    card = derived("19369609")  # Lyrilusc - Promenade Thrush: "Gains 500 ATK for each ..."
    assert card.encoding["material_atk"] == 500 and "material_def" not in card.encoding
    assert not any("for each material attached" in note for note in card.notes)


@pytest.mark.parametrize(("number", "over"), [
    ("10443957", {"names": ["Cyber Dragon Nova"], "once_per_turn": True}),  # Cyber Dragon Infinity
    ("13289758", {"rank": [5, 7], "once_per_turn": True}),  # Gaia Stream, the Graceful Force
    ("99469936", {"attribute": "WATER", "rank": [5]}),  # Full Armored Crystalzero Lancer
    # "... you control with a different name as material", "with 3 or more materials",
    # "that has no material", "During your Main Phase 2, ..." (8-5-10)
    ("48905153", {"archetype": "Zoodiac", "once_per_turn": True, "other_name": True}),
    ("92517928", {"type": "Xyz", "once_per_turn": True, "materials_min": 3}),
    ("25853045", {"attribute": "WATER", "rank": [3], "no_material": True}),
    ("72167543", {"rank_max": 3, "main_phase_2": True}),  # Downerd Magician
])
def test_an_xyz_summon_on_top_of_one_monster(number, over):
    card = derived(number)
    assert card.encoding["xyz_over"] == over
    assert not any("also Xyz Summon" in note or "Transfer its" in note for note in card.notes)


def test_an_xyz_summon_on_top_that_asks_for_more_stays_a_note():
    # Dark Ceruvim Irisfil: "... by using 1 Xyz Monster you control that did not activate its
    # effects in the Monster Zone this turn (transfer its materials)."
    card = derived("64626565")
    assert "xyz_over" not in card.encoding
    assert any("also Xyz Summon" in note for note in card.notes)


def test_black_ray_lancer_reads_in_full():
    card = derived("25853045")  # Full Armored Black Ray Lancer
    assert card.automation == "full" and not card.notes


@pytest.mark.parametrize(("number", "where"), [
    ("85839825", "card"),  # Xyz Energy: "Detach 1 Xyz Material you control to target ..."
    ("44487250", "card"),  # Xyz Block: "Detach 1 Xyz Material from a monster you control;"
    ("56308388", "effect"),  # Time Thief Winder: "detach 1 material from an Xyz Monster ..."
])
def test_detach_from_a_monster_you_control(number, where):
    card = derived(number)
    assert card.automation == "full"
    found = card.encoding if where == "card" else card.encoding["effects"][0]
    assert found["detach_own"] == 1


def test_detach_beside_another_cost():
    # P.U.N.K. JAM FEVER!: "You can pay 600 LP, then detach 1 material from this card; draw 1
    # card."
    card = derived("11441009")
    drawing = next(e for e in card.encoding["effects"] if e["effect"] == [{"draw": 1}])
    assert (drawing["detach"], drawing["pay_lp"]) == (1, 600)


def test_no_attack_without_material_is_read():
    card = derived("94151981")  # Xyz Armor Torpedo: "Cannot attack unless it has material."
    assert card.encoding["no_attack_without_material"] is True
    assert "Cannot attack unless it has material." not in card.notes


def test_attach_to_the_monster_just_special_summoned():
    card = derived("26708437")  # Xyz Reborn
    assert card.automation == "full"
    assert card.encoding["effect"] == [
        {"special_summon": {"card": "chosen"}},
        {"if_you_do": [{"attach": {"card": "self", "to": "summoned_target"}}]}]


def test_attach_a_card_from_the_deck():
    # Goblin Biker Big Gabonga: "During the End Phase: You can attach 1 "Goblin" monster from
    # your Deck to this card as material."
    card = derived("34001672")
    assert {"fetch": {"to": "material", "what": "monster", "archetype": "Goblin"}} in [
        step for effect in card.encoding["effects"] for step in effect["effect"]]


@pytest.mark.parametrize(("text", "keys"), [
    ("Cannot be destroyed by card effects while it has material.", ["effect_indestructible"]),
    ("Cannot be destroyed by battle or card effects while it has material.",
     ["battle_indestructible", "effect_indestructible"]),
    ("This card can attack your opponent directly while it has Xyz Material.",
     ["direct_attack"]),
    ("Your opponent cannot target this card with card effects while it has Xyz Material.",
     ["untargetable_by_opponent"]),
])
def test_keys_kept_while_it_has_material(text, keys):
    assert xyz_shapes.read(text) == {**dict.fromkeys(keys, True), "while_material": keys}


def test_more_than_a_key_while_it_has_material_stays_a_note():
    assert xyz_shapes.read("Unaffected by Trap effects while it has material.") is None
    # the parenthesis of an Xyz Summon on top of a monster still reads as a fact
    assert xyz_shapes.read("(Transfer its materials to this card.)") == {}


def test_xyz_materials_counted_for_each():
    assert xyz_shapes.material_count("material attached to this card")["what"] == "own_material"
    assert xyz_shapes.material_count("Xyz Material on the field") == {
        "zone": "field", "player": "any", "what": "material"}
    assert xyz_shapes.material_count("Xyz Material attached to it") is None  # each its own


@pytest.mark.parametrize(("text", "spec"), [
    ("If this face-up card would be destroyed, you can detach 1 Xyz Material from this card "
     "instead.", {"count": 1, "by": ["battle", "effect"]}),
    ("If this card would be destroyed by battle, you can detach 1 Xyz Material from this card "
     "instead.", {"count": 1, "by": ["battle"]}),
    ("If this card on the field would be destroyed by battle or card effect, you can detach all "
     "materials from this card instead.", {"count": 0, "by": ["battle", "effect"]}),
    ("If this card would be destroyed by battle or card effect, detach 1 material from it "
     "instead.", {"count": 1, "by": ["battle", "effect"]}),
    ("If this face-up card on the field would be destroyed, you can detach all of its Xyz "
     "Materials instead.", {"count": 0, "by": ["battle", "effect"]}),
])
def test_materials_detached_instead(text, spec):
    assert xyz_shapes.read(text) == {"detach_instead": spec}


def test_another_monster_kept_by_this_cards_materials_stays_a_note():
    assert xyz_shapes.read('If a "Djinn" Xyz Monster you control would be destroyed, you can '
                           "detach 1 Xyz Material from that monster instead.") is None
