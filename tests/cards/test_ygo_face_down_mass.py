"""Every monster destroyed but the face-up ones of one Attribute (9-1-5), read from real cards'
English texts (read in place from ../shared/fixtures/yaml-yugi, facts only): the six Spirits'
"When this card is destroyed by battle and sent to the Graveyard, destroy all face-down and
non-LIGHT monsters." (and FIRE, EARTH, WIND, DARK, WATER), an older Trigger Effect."""
from __future__ import annotations

import json

import pytest
from ygo_support import CARDS, derived

from cards.ygo import face_down_mass, mass_shapes

SPIRITS = ("12624008", "13846680", "50957346", "59235795", "86229493", "86442081")


@pytest.mark.parametrize("number", SPIRITS)
def test_each_spirit_spares_the_face_up_monsters_of_its_own_attribute(number):
    card = derived(number)
    assert card.automation == "full", card.notes
    [effect] = card.encoding["effects"]
    assert effect["type"] == "trigger" and effect["optional"] is False  # mandatory (5-1-3)
    [step] = effect["effect"]
    attribute = json.loads((CARDS / f"{number}.json").read_text(encoding="utf-8"))["attribute"]
    assert step == {"destroy_all": {"player": "both", "what": "monsters",
                                    "spare_face_up": {"attribute": attribute}}}


def test_other_words_around_it_are_not_this_shape():
    assert face_down_mass.read("Destroy all face-down and non-LIGHT monsters your opponent "
                               "controls.") is None
    assert face_down_mass.read("Destroy all face-down and non-Dragon monsters.") is None
    # through the reader of every "destroy all" (5-3-1)
    assert mass_shapes.read("Destroy all face-down and non-DARK monsters on the field.") == [
        {"destroy_all": {"player": "both", "what": "monsters",
                         "spare_face_up": {"attribute": "DARK"}}}]
