"""A Special Summon whose card leaves the position to a choice of two, on real cards (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Dododo
Witch's "in Attack Position or face-down Defense Position" places the "Dododo" monster face-up
in Attack Position, or face-down when the activation says `face_down: true`; Valerifawn's
target likewise (8-4-3); Reeshaddoll Wendi's "in face-up or face-down Defense Position"; Swarm of
Centipedes' "change it to face-up Attack Position or face-down Defense Position" (9-2-7)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

WITCH, VALERIFAWN, WENDI, SWARM = "39432962", "24096499", "51023024", "06116731"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (WITCH, VALERIFAWN, WENDI, SWARM)))


def first_step(number: str) -> dict:
    card = Card.objects.get(game_id="ygo", number=number)
    assert card.automation == "full", number
    return card.encoding["effects"][0]["effect"][0]


def test_the_choice_of_two_positions_is_read(printed):
    assert first_step(WITCH)["fetch"]["position"] == "attack_or_set"
    assert first_step(VALERIFAWN)["special_summon"]["position"] == "attack_or_set"
    assert first_step(WENDI)["fetch"]["position"] == "defense_or_set"
    assert first_step(SWARM)["change_position"]["to"] == "attack_or_set"


def witch(extra: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-witch, card: "{WITCH}"}},
           {{id: a-dodo, name: Dodo, kind: monster, level: 4, atk: 1000, def: 1200,
            archetypes: [Dododo]}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-witch}}
  - activate: {{card: a-witch, effect: 0, pick: a-dodo{extra}}}
  - pass
  - pass""")


def test_dododo_witch_summons_face_down_when_the_activation_says_so(printed):
    result = witch(", face_down: true")
    assert result["outcome"] == "completed"
    dodo = {m["id"]: m for m in player(result, "A")["monsters"]}["a-dodo"]
    assert dodo["position"] == "set"
    assert "8-4-3" in result["rules_cited"]


def test_dododo_witch_summons_face_up_in_attack_position_otherwise(printed):
    result = witch("")
    dodo = {m["id"]: m for m in player(result, "A")["monsters"]}["a-dodo"]
    assert dodo["position"] == "attack"


def swarm(extra: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-swarm, card: "{SWARM}", position: set}}]}}
  B: {{monsters: [{{id: b-x, name: X, kind: monster, level: 4, atk: 1000, def: 1000,
                   position: defense}}]}}
actions:
  - flip_summon: {{card: a-swarm}}
  - activate: {{card: a-swarm, effect: 0, target: b-x{extra}}}
  - pass
  - pass""")


def test_swarm_of_centipedes_changes_it_face_down_when_the_activation_says_so(printed):
    result = swarm(", face_down: true")
    assert result["outcome"] == "completed"
    assert player(result, "B")["monsters"][0]["position"] == "set"
    assert "9-2-7" in result["rules_cited"]


def test_swarm_of_centipedes_changes_it_to_attack_position_otherwise(printed):
    assert player(swarm(""), "B")["monsters"][0]["position"] == "attack"
