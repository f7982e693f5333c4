"""Several targets, "up to" N of them, described by the places cards print for them: "in any
GY(s)", "in any Graveyard(s)", "in the GYs", "in the opponent's GY", "of your banished ..."
and "banished monsters" (either player's), and a kind in the plural ("Zombie Normal
Monsters"), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) into the `target` requirement with its `count` and `up_to`
(5-2-3)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import moves_shapes, target_shapes

SOUL_RELEASE, MIND_AUGUS, DANCING_NEEDLE, MOKUTON = ("05758500", "11877465", "66149377",
                                                     "01802450")
SHINING, FARM_DELIVERY, BURIAL, PHARAOH = "22061412", "27001740", "48976825", "25343280"


def test_either_players_graveyard_in_the_words_cards_print():
    for number, count in ((SOUL_RELEASE, 5), (DANCING_NEEDLE, 3)):
        card = derived(number)
        assert card.automation == "full"
        assert card.encoding["target"] == {"what": "card", "player": "any",
                                           "zone": "graveyard", "count": count, "up_to": True}
        assert card.encoding["effect"] == [{"banish": "chosen"}]
    augus = derived(MIND_AUGUS)
    assert augus.automation == "full"
    assert augus.encoding["effects"][0]["target"]["player"] == "any"


def test_the_opponents_graveyard_in_older_words():
    mokuton = derived(MOKUTON)
    assert mokuton.automation == "full"
    assert mokuton.encoding["effects"][0]["target"] == {
        "what": "card", "player": "opponent", "zone": "graveyard", "count": 2, "up_to": True}


def test_several_banished_cards_the_players_own_or_either_players():
    farm = derived(FARM_DELIVERY)
    assert farm.automation == "full"
    assert farm.encoding["target"] == {"what": "monster", "player": "controller",
                                       "zone": "banished", "type": "Normal", "count": 3,
                                       "up_to": True}
    burial = derived(BURIAL)
    assert burial.automation == "full"
    assert burial.encoding["target"] == {"what": "monster", "player": "any", "zone": "banished",
                                         "count": 3, "up_to": True}
    assert burial.encoding["effect"] == [{"to_graveyard": "chosen"}]
    shining = derived(SHINING)
    assert shining.automation == "full"
    assert shining.encoding["effects"][-1]["target"]["archetype"] == "Elemental HERO"


def test_a_kind_in_the_plural():
    pharaoh = derived(PHARAOH)
    assert pharaoh.automation == "full"
    aimed = pharaoh.encoding["effects"][0]["target"]
    assert (aimed["type"], aimed["also_type"], aimed["level_max"], aimed["count"]) == (
        "Zombie", "Normal", 2, 4)


def test_words_read_and_not_read():
    assert target_shapes.target("Target up to 3 cards in the GYs")["target"]["player"] == "any"
    # "Monsters" names a kind before it, as "Monster" does: a Type alone does not
    assert target_shapes.target("Target 2 Warrior Monsters in your GY") is None
    assert target_shapes.target("Target up to 6 cards in any GY(s)") is None


PENGUIN, SHIEN_SCHEME, OJAMA_RED = "06836211", "77847678", "37132349"


def test_up_to_several_monsters_special_summoned_from_the_deck_or_hand():
    penguin = derived(PENGUIN)
    assert penguin.automation == "full"
    assert penguin.encoding["effects"][0]["effect"] == [{"fetch": {
        "to": "field", "what": "monster", "archetype": "Penguin",
        "except": ["The Great Emperor Penguin"], "count": 2, "up_to": True}}]
    scheme = derived(SHIEN_SCHEME)
    assert scheme.automation == "full"
    assert scheme.encoding["effect"][0]["fetch"]["from"] == ["hand"]
    red = derived(OJAMA_RED)
    assert red.automation == "full"
    summon = red.encoding["effects"][0]["effect"][0]["fetch"]
    assert (summon["count"], summon["position"], summon["up_to"]) == (4, "attack", True)


def test_several_summoned_from_the_extra_deck_stay_unread():
    # exactly 2 is read since 8-7-3 (two zones free at activation, all or none): no `up_to`
    [step] = moves_shapes.read('Special Summon 2 "Ojama" monsters from your hand.')
    assert step["fetch"]["count"] == 2 and "up_to" not in step["fetch"]
    assert moves_shapes.read('Special Summon up to 2 "Gem-Knight" monsters from your Extra '
                             'Deck.') is None
