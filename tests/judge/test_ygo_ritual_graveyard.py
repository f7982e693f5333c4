"""A monster banished from the Graveyard as one of a Ritual Summon's Tributes (8-5-19), judged
from real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Djinn Presider of Rituals (Level 4) in the GY and a Level 4 monster make the exact 8
End of the World asks for Demise, King of Armageddon, the Djinn banished; Arisen Gaia the
Fierce Knight counts for a "Black Luster Soldier" monster only, and from its owner's GY only."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

END_OF_THE_WORLD, DEMISE, PRESIDER = "08198712", "72426662", "34358408"
BLS_RITUAL, BLS, GAIA = "55761792", "05405694", "29904964"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (END_OF_THE_WORLD, DEMISE, PRESIDER, BLS_RITUAL, BLS, GAIA)))


DUEL = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    hand: [{{{{id: a-ritual, card: "{END_OF_THE_WORLD}"}}}}, {{{{id: a-demise, card: "{DEMISE}"}}}},
           {{{{id: a-bls-ritual, card: "{BLS_RITUAL}"}}}}, {{{{id: a-bls, card: "{BLS}"}}}}]
    monsters: [{{{{id: a-four, name: Four, level: 4}}}}]
    graveyard: [{{{{id: a-djinn, card: "{PRESIDER}"}}}}, {{{{id: a-gaia, card: "{GAIA}"}}}}]
  B:
    graveyard: [{{{{id: b-djinn, card: "{PRESIDER}"}}}}]
actions:
  - activate: {{{{card: {{card}}, pick: {{pick}}, materials: {{tributes}}}}}}
  - pass
  - pass
"""


def duel(card: str, pick: str, tributes: str) -> dict:
    return judged(DUEL.format(card=card, pick=pick, tributes=tributes))


def test_a_djinn_in_the_graveyard_is_banished_as_a_tribute(printed):
    assert Card.objects.get(game_id="ygo", number=PRESIDER).encoding["ritual_graveyard"] == {}
    result = duel("a-ritual", "a-demise", "[a-four, a-djinn]")  # 4 + 4 = 8, exactly
    assert result["outcome"] == "completed", result.get("illegal")
    codes = [step["code"] for step in result["steps"]]
    assert "ritual_graveyard.used" in codes
    assert {"8-5-1", "8-5-19"} <= set(result["rules_cited"])
    player = result["state"]["players"]["A"]
    assert [m["id"] for m in player["monsters"]] == ["a-demise"]
    assert "a-djinn" in player["banished"] and "a-four" in player["graveyard"]


def test_the_opponents_djinn_is_not_usable(printed):
    refused = duel("a-ritual", "a-demise", "[a-four, b-djinn]")
    assert refused["outcome"] == "illegal_action"
    assert "8-5-19" not in refused["rules_cited"]


def test_arisen_gaia_counts_for_a_black_luster_soldier_only(printed):
    result = duel("a-bls-ritual", "a-bls", "[a-four, a-gaia]")  # 4 + 7 >= 8
    assert result["outcome"] == "completed", result.get("illegal")
    assert "8-5-19" in result["rules_cited"]
    assert "a-gaia" in result["state"]["players"]["A"]["banished"]
    refused = duel("a-ritual", "a-demise", "[a-gaia]")  # Demise is no "Black Luster Soldier"
    assert refused["outcome"] == "illegal_action"
    assert "8-5-19" not in refused["rules_cited"]
