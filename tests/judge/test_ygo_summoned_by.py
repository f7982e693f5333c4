"""Real monsters that only their own effect, or first a named card's effect, may Special Summon
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and
judged (8-4-12): Kagetokage ("Must first be Special Summoned by its own effect") is not revived
by Monster Reborn until its own effect has Special Summoned it; Meklord Emperor Wisel ("Must
be ...") never is; Harpie Lady Sisters must first come with "Elegant Egotist"."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

KAGETOKAGE, WISEL, SISTERS = "94656263", "68140974", "12206212"
REBORN, DARK_HOLE = "83764718", "53129443"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (KAGETOKAGE, WISEL, SISTERS, REBORN, DARK_HOLE)))


def encoding(number: str) -> dict:
    card = Card.objects.get(game_id="ygo", number=number)
    assert card.automation == "full", card.notes
    return card.encoding


def test_the_conditions_are_read_with_the_card_they_name(imported):
    assert encoding(KAGETOKAGE)["special_summon_only"] == {"card": "self", "first": True}
    assert encoding(WISEL)["special_summon_only"] == {"card": "self"}
    assert encoding(SISTERS)["special_summon_only"] == {"card": "Elegant Egotist",
                                                         "first": True}
    for number in (KAGETOKAGE, WISEL, SISTERS):
        assert encoding(number)["no_normal_summon"] is True


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    hand: [{{id: a-reborn, card: "{reborn}"}}, {{id: a-hole, card: "{hole}"}},
           {{id: a-kage, card: "{kage}"}},
           {{id: a-four, name: Four, kind: monster, level: 4, atk: 1000, def: 1000}}]
    graveyard: [{{id: a-wisel, card: "{wisel}", properly_summoned: true}}]
  B: {{deck: 5}}
actions:
{actions}"""
REVIVE = """  - activate: {card: a-reborn, target: a-kage}
  - pass
  - pass
"""


def board(actions: str) -> str:
    return BOARD.format(reborn=REBORN, hole=DARK_HOLE, kage=KAGETOKAGE, wisel=WISEL,
                        actions=actions)


def _monsters(result: dict) -> set[str]:
    return {m["id"] for m in result["state"]["players"]["A"]["monsters"]}


def test_not_revived_before_its_own_effect_summoned_it(imported):
    # Kagetokage in the Graveyard, never Special Summoned
    text = board(REVIVE).replace(f'{{id: a-kage, card: "{KAGETOKAGE}"}},\n', "").replace(
        "graveyard: [", f'graveyard: [{{id: a-kage, card: "{KAGETOKAGE}"}}, ')
    result = judged(text)
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-kage" in result["state"]["players"]["A"]["graveyard"]
    assert "a-kage" not in _monsters(result)
    assert "8-4-12" in result["rules_cited"]


def test_revived_once_its_own_effect_summoned_it(imported):
    result = judged(board("""  - normal_summon: {card: a-four}
  - activate: {card: a-kage}
  - pass
  - pass
  - activate: {card: a-hole}
  - pass
  - pass
""" + REVIVE))
    assert result["outcome"] == "completed", result.get("illegal")
    assert _monsters(result) == {"a-kage"}


def test_a_monster_that_must_be_summoned_by_its_own_effect_is_never_revived(imported):
    result = judged(board(REVIVE.replace("a-kage", "a-wisel")))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-wisel" in result["state"]["players"]["A"]["graveyard"]
    assert "8-4-12" in result["rules_cited"]
    assert "its own effect" in " ".join(step["text"] for step in result["steps"])
