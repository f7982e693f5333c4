"""Monster Cards placed in the Spell & Trap Zone as Continuous Spells (3-4-5, 3-4-6), read from
real cards' English texts (read in place from ../shared/fixtures/yaml-yugi): the "Crystal
Beast" monsters' own "..., instead of sending it to the GY." as `placed_if_destroyed`, and
"place 1 ... face-up in your Spell & Trap Zone as a Continuous Spell" as a `fetch` to
`spell_zone`; what else such cards do stays a note."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import stzone_shapes

TIGER, EAGLE, PEGASUS, RELEASE, RUBY = "95600067", "21698716", "07093411", "10004783", "32710364"
AMBER = "32933942"


def test_the_replacement_of_the_crystal_beasts_is_a_card_key():
    for number in (TIGER, EAGLE):
        card = derived(number)
        assert stzone_shapes.INSTEAD in english(number)["text"]
        assert (card.automation, card.notes) == ("full", [])
        assert card.encoding["placed_if_destroyed"] == {"as": "spell"}


def test_placing_a_crystal_beast_from_several_zones_is_a_fetch():
    card = derived(PEGASUS)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["type"] == "trigger" and effect["event"] == "any_summoned"
    assert effect["effect"] == [{"fetch": {
        "to": "spell_zone", "from": ["hand", "deck", "graveyard"], "what": "monster",
        "archetype": "Crystal Beast"}}]


def test_an_equip_spell_places_one_from_the_deck_from_its_graveyard():
    card = derived(RELEASE)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["from"] == "graveyard"
    assert effect["effect"] == [{"fetch": {"to": "spell_zone", "what": "monster",
                                           "archetype": "Crystal Beast"}}]


def test_what_the_reader_does_not_take():
    ruby = derived(RUBY)  # "Special Summon ... from your Spell & Trap Zones" stays a note
    assert ruby.automation == "partial" and len(ruby.notes) == 1
    assert ruby.encoding["placed_if_destroyed"] == {"as": "spell"}
    amber = derived(AMBER)
    assert "placed_if_destroyed" in amber.encoding
    assert stzone_shapes.place("Place 1 Spell from your Deck face-up in your Spell & Trap Zone "
                               "as a Continuous Spell.") is None  # only a monster is placed so
    assert stzone_shapes.place("Place 1 Trap from your Deck in your Spell & Trap Zone as a "
                               "face-up Continuous Trap.") is None


FARIS = "18094166"


def test_placing_a_monster_as_a_continuous_trap_is_a_fetch():
    card = derived(FARIS)  # Vision HERO Faris (3-4-8)
    assert (card.automation, card.notes) == ("full", [])
    summoned = card.encoding["effects"][1]
    assert summoned["type"] == "trigger" and summoned["event"] == "summoned"
    assert summoned["effect"][0] == {"fetch": {
        "to": "spell_zone_trap", "what": "monster", "archetype": "Vision HERO",
        "except": ["Vision HERO Faris"]}}
    assert stzone_shapes.place("Place 1 monster from your hand or GY in your Spell & Trap Zone "
                               "as a face-up Continuous Trap.") == [{"fetch": {
                                   "to": "spell_zone_trap", "from": ["hand", "graveyard"],
                                   "what": "monster"}}]


PROMISE, GLIFE, ICE_EDGE, CALAMITY, PROTECTION = ("08275702", "00899287", "41077745",
                                                  "23619206", "59707204")


def test_a_target_in_a_spell_and_trap_zone():
    promise = derived(PROMISE)  # a "Crystal Beast" card there, Special Summoned (3-4-5)
    assert promise.automation == "full"
    assert promise.encoding["target"] == {"what": "card", "player": "controller",
                                          "zone": "spell_zone", "archetype": "Crystal Beast"}
    assert promise.encoding["effect"] == [{"special_summon": {"card": "chosen"}}]
    glife = derived(GLIFE)  # any card of the opponent's there, destroyed
    assert glife.automation == "full"
    assert glife.encoding["effects"][1]["target"] == {"what": "card", "player": "opponent",
                                                      "zone": "spell_zone"}
    ice_edge = derived(ICE_EDGE)  # "Set card in your opponent's Spell & Trap Card Zone"
    assert ice_edge.automation == "full"
    assert ice_edge.encoding["effects"][0]["target"]["face_down"] is True
    protection = derived(PROTECTION)  # returned to the hand from there
    assert protection.automation == "full"
    assert protection.encoding["effects"][0]["effect"] == [{"to_hand": "chosen"}]


def test_the_opponent_with_no_cards_in_their_spell_and_trap_zone():
    for number in (CALAMITY, PROTECTION):
        card = derived(number)
        assert card.automation == "full"
        assert card.encoding["effects"][1]["if"] == {"opponent_spell_zone_max": 0}
        assert card.encoding["effects"][1]["from"] == "graveyard"


SPOILS, BLESSING, POPLAR = "24081957", "35486099", "05800323"


def test_a_targeted_monster_placed_as_a_continuous_spell():
    spoils = derived(SPOILS)  # a face-up monster on the field, to its owner's zone
    assert spoils.automation == "full"
    assert spoils.encoding["target"]["zone"] == "field"
    assert spoils.encoding["effect"] == [{"place_spell": "chosen"}]
    blessing = derived(BLESSING)  # up to 2 from the GY, "those targets"
    assert blessing.automation == "full"
    assert blessing.encoding["target"]["count"] == 2 and blessing.encoding["target"]["up_to"]
    assert blessing.encoding["effect"] == [{"place_spell": "chosen"}]
    poplar = derived(POPLAR)  # "them ... in their owners' Spell & Trap Zones"
    assert poplar.automation == "full"
    assert poplar.encoding["effects"][0]["effect"] == [{"place_spell": "chosen"}]
    assert stzone_shapes.on_target(  # "it" is one target, never several
        "place it face-up in its owner's Spell & Trap Zone as a Continuous Spell.",
        {"what": "monster", "zone": "graveyard", "player": "controller", "count": 2}) is None
    assert stzone_shapes.on_target(  # an opponent's card never goes to "your" zone
        "place it face-up in your Spell & Trap Zone as a Continuous Spell.",
        {"what": "monster", "zone": "field", "player": "opponent"}) is None


LABRYS, BEAGALLTACH = "47863787", "12697630"


def test_the_artifacts_set_themselves_as_spells():
    labrys = derived(LABRYS)
    assert labrys.automation == "full" and labrys.encoding["set_as_spell"] is True
    trigger = labrys.encoding["effects"][0]
    assert (trigger["type"], trigger["event"], trigger["from"], trigger["optional"]) == \
        ("trigger", "set_destroyed_opponent_turn", "graveyard", False)
    assert trigger["effect"] == [{"special_summon": {"card": "self"}}]
    for number in (BEAGALLTACH,):  # "If this card is Special Summoned during your opponent's
        card = derived(number)  # turn: ..." stays a note where its action does not read (Vajra's
        # now does: test_ygo_artifact_shapes.py)
        assert card.encoding["set_as_spell"] is True and len(card.notes) == 1
        assert card.encoding["effects"][0]["event"] == "set_destroyed_opponent_turn"
