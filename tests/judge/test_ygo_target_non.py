"""Real cards whose target is described by what it is not (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Evilswarm
Golem destroys a Level 5 or higher non-DARK monster and cannot target a DARK one (5-2-3); Some
Summer Summoner's Thunder monster "except a Link Monster" and Prank-Kids Dodo-Doodle-Doo's
cards "except Link Monsters" read the same way."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402
from cards.ygo import target_shapes  # noqa: E402

pytestmark = pytest.mark.django_db

GOLEM, SUMMONER, DODO = "31456110", "38406364", "17382973"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GOLEM, SUMMONER, DODO)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_targets_described_by_what_they_are_not_are_read(printed):
    assert "non-DARK monster" in english(GOLEM)["text"]
    golem = stored(GOLEM)
    assert golem.automation == "full"
    assert golem.encoding["effects"][0]["target"]["non_attribute"] == "DARK"
    assert golem.encoding["effects"][0]["target"]["level_min"] == 5
    for number in (SUMMONER, DODO):
        assert "except a Link Monster" in english(number)["text"] \
            or "except Link Monsters" in english(number)["text"], number
        assert stored(number).automation == "full", number
        targets = [e["target"] for e in stored(number).encoding["effects"] if "target" in e]
        assert any(t.get("non_type") == "Link" for t in targets), number


def test_the_words_are_read_once_and_never_against_the_rest():
    assert target_shapes.target("target 1 non-DARK DARK monster on the field") is None
    assert target_shapes.target("target 1 non-Tuner Tuner you control") is None
    assert target_shapes.target("target 1 non-Link non-Xyz monster you control") is None
    assert target_shapes.target('target 1 non-Warrior "Gold Pride" monster in your GY') == {
        "target": {"what": "monster", "player": "controller", "zone": "graveyard",
                   "archetype": "Gold Pride", "non_type": "Warrior"}}


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-golem, card: "{golem}"}}]
  B:
    monsters: [{{id: b-dark, name: Dark One, kind: monster, level: 6, atk: 2000, def: 0,
                 attribute: DARK}},
               {{id: b-light, name: Light One, kind: monster, level: 6, atk: 2000, def: 0,
                 attribute: LIGHT}}]
actions:
  - activate: {{card: a-golem, target: {target}}}
  - pass
  - pass"""


def test_evilswarm_golem_destroys_a_non_dark_monster(printed):
    result = judged(BOARD.format(golem=GOLEM, target="b-light"))
    assert result["outcome"] != "illegal_action"
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-dark"]
    assert result["state"]["players"]["B"]["graveyard"] == ["b-light"]


def test_evilswarm_golem_cannot_target_a_dark_monster(printed):
    refused = judged(BOARD.format(golem=GOLEM, target="b-dark"))
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "not DARK" in refused["illegal"]["reason"]
    assert "5-2-3" in refused["illegal"]["rules"]
