"""A card in a Pendulum Zone as a target (3-6-2, 5-2-3): Doomstar Magician (58369990, read in
place from ../shared/fixtures) discards, then targets a card in either player's Pendulum Zone,
destroys it and draws. A Pendulum Scale destroyed goes face-up to its owner's Extra Deck
(4-3-4); a Spell Card that is not a Pendulum Scale is not a fitting target (5-2-3). Majespecter
Gust (05153769) Special Summons a "Majespecter" Pendulum Scale from its zone (8-4-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Doomstar Magician, Odd-Eyes Pendulum Dragon (a Pendulum Monster), Blue-Eyes White Dragon,
# Mystical Space Typhoon (a Spell that is no Pendulum Scale)
DOOMSTAR, ODD_EYES, BLUE_EYES, TYPHOON = "58369990", "16178681", "89631139", "05318639"

BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-doomstar, card: "DOOMSTAR"}]
    hand: [{id: a-blue-eyes, card: "BLUE_EYES"}]
    deck: [{id: a-draw, name: Drawn Card, kind: monster, level: 4, atk: 1000, def: 1000}]
  B:
    spells_traps: [{id: b-scale, card: "ODD_EYES"}, {id: b-typhoon, card: "TYPHOON"}]
actions:
  - activate: {card: a-doomstar, effect: 0, target: TARGET, cost: [a-blue-eyes]}
  - pass
  - pass
"""


@pytest.fixture
def doomstar(tmp_path):
    store(subset(tmp_path, (DOOMSTAR, ODD_EYES, BLUE_EYES, TYPHOON)))


def judge(target: str) -> dict:
    text = BOARD
    for name, number in (("DOOMSTAR", DOOMSTAR), ("ODD_EYES", ODD_EYES),
                         ("BLUE_EYES", BLUE_EYES), ("TYPHOON", TYPHOON)):
        text = text.replace(name, number)
    return judged(text.replace("TARGET", target))


def test_the_card_reads_in_full():
    card = derived(DOOMSTAR)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["target"] == {"what": "card", "player": "any", "zone": "pendulum"}


def test_the_scale_is_destroyed_to_the_extra_deck_and_a_card_drawn(doomstar):
    result = judge("b-scale")
    assert result.get("illegal") is None
    players = result["state"]["players"]
    assert players["B"]["extra_deck"] == ["b-scale"]
    assert [c["id"] for c in players["B"]["spells_traps"]] == ["b-typhoon"]
    assert [c["id"] if isinstance(c, dict) else c for c in players["A"]["hand"]] == ["a-draw"]
    assert "4-3-4" in result["rules_cited"]  # a Pendulum Monster leaving the field


def test_a_spell_that_is_no_scale_is_refused(doomstar):
    result = judge("b-typhoon")
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in result["illegal"]["rules"]
    assert "in either player's Pendulum Zone" in result["verdict"]


# Majespecter Gust (a Normal Trap), Majespecter Toad - Ogama (a "Majespecter" Pendulum Monster)
GUST, TOAD = "05153769", "00645794"

GUST_BOARD = """
game: ygo
turn: {number: 4, player: A}
players:
  A:
    spells_traps: [{id: a-gust, card: "GUST", face_up: false}, {id: a-toad, card: "TOAD"},
                   {id: a-odd-eyes, card: "ODD_EYES"}]
  B: {}
actions:
  - activate: {card: a-gust, target: TARGET}
  - pass
  - pass
"""


@pytest.fixture
def gust(tmp_path):
    store(subset(tmp_path, (GUST, TOAD, ODD_EYES)))


def judge_gust(target: str) -> dict:
    text = GUST_BOARD.replace("GUST", GUST).replace("TOAD", TOAD)
    return judged(text.replace("ODD_EYES", ODD_EYES).replace("TARGET", target))


def test_gust_reads_in_full():
    card = derived(GUST)
    assert card.automation == "full"
    assert card.encoding["target"]["zone"] == "pendulum"
    assert card.encoding["effect"] == [{"special_summon": {"card": "chosen"}}]


def test_gust_summons_the_scale_from_its_zone(gust):
    result = judge_gust("a-toad")
    assert result.get("illegal") is None
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-toad"]
    assert "a-toad" not in [c["id"] for c in players["A"]["spells_traps"]]
    assert "8-4-3" in result["rules_cited"]


def test_gust_refuses_a_scale_of_another_archetype(gust):
    result = judge_gust("a-odd-eyes")
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "in your Pendulum Zone" in result["verdict"]


RETURN_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-recall, name: Recall, kind: spell, spell_type: normal,
            target: {what: card, player: any, zone: pendulum}, effect: [{to_hand: chosen}]}]
  B:
    spells_traps: [{id: b-scale, card: "ODD_EYES"}]
actions:
  - activate: {card: a-recall, target: b-scale}
  - pass
  - pass
""".replace("ODD_EYES", ODD_EYES)


def test_a_scale_returned_goes_to_its_owners_hand(doomstar):
    result = judged(RETURN_BOARD)
    assert result.get("illegal") is None
    players = result["state"]["players"]
    assert "b-scale" in [c["id"] if isinstance(c, dict) else c for c in players["B"]["hand"]]
    assert players["B"]["spells_traps"] == []
    assert "5-3-11" in result["rules_cited"]  # returned to the hand
