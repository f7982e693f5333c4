"""Real cards that target a card in either of two places (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Emergency
Apport Special Summons 1 of its player's Psychic monsters that is banished or in the GY, and
refuses one on the field (5-2-3); Elemental HERO Ocean returns a "HERO" monster its player
controls or has in the GY, read as one move to the hand from either place."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import target_shapes  # noqa: E402

pytestmark = pytest.mark.django_db

APPORT, OCEAN = "43633088", "37195861"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (APPORT, OCEAN)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_targets_in_two_places_are_read(printed):
    assert "that is banished or in your GY" in english(APPORT)["text"]
    apport = stored(APPORT)
    assert apport.automation == "full"
    assert (apport.encoding["target"]["zone"], apport.encoding["target"]["also_zone"]) \
        == ("banished", "graveyard")
    assert apport.encoding["target"]["level_max"] == 5
    assert "you control or in your Graveyard" in english(OCEAN)["text"]
    ocean = stored(OCEAN)
    assert ocean.automation == "full"
    target = ocean.encoding["effects"][0]["target"]
    assert (target["zone"], target["also_zone"], target["player"]) \
        == ("field", "graveyard", "controller")
    assert ocean.encoding["effects"][0]["effect"] == [{"to_hand": "chosen"}]


def test_the_second_place_keeps_its_player():
    aimed = target_shapes.target("target 1 card your opponent controls or in their GY")
    assert aimed == {"target": {"what": "card", "player": "opponent", "zone": "field",
                                "also_zone": "graveyard"}}
    # a battle position only a monster on the field has: not read for a card in the GY
    assert target_shapes.target("target 1 Attack Position monster you control or in your GY") \
        is None


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-apport, card: "{apport}"}}]
    monsters: [{{id: a-field, name: Field Psychic, kind: monster, level: 4, atk: 1000, def: 0,
                 types: [Psychic]}}]
    graveyard: [{{id: a-grave, name: Grave Psychic, kind: monster, level: 5, atk: 1500,
                  def: 0, types: [Psychic]}}]
    banished: [{{id: a-gone, name: Gone Psychic, kind: monster, level: 3, atk: 1200, def: 0,
                 types: [Psychic]}}]
  B: {{}}
actions:
  - activate: {{card: a-apport, target: {target}}}
  - pass
  - pass"""


@pytest.mark.parametrize("chosen", ["a-grave", "a-gone"])
def test_emergency_apport_summons_from_either_place(printed, chosen):
    result = judged(BOARD.format(apport=APPORT, target=chosen))
    assert result["outcome"] != "illegal_action"
    assert sorted(m["id"] for m in result["state"]["players"]["A"]["monsters"]) \
        == sorted(["a-field", chosen])


def test_emergency_apport_refuses_a_monster_on_the_field(printed):
    refused = judged(BOARD.format(apport=APPORT, target="a-field"))
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "banished cards or in your Graveyard" in refused["illegal"]["reason"]
    assert "5-2-3" in refused["illegal"]["rules"]
