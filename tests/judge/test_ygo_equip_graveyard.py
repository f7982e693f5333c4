"""Real Equip Spells with a Trigger Effect on their own move from the field to the Graveyard
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: an
Equip Spell whose monster is destroyed by battle goes to the Graveyard with rule processing
(4-5-5), and from there its mandatory Trigger Effect inflicts damage (5-1-3, 5-1-8); another
gains its controller LP when an effect destroys it on the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DAMAGE_EQUIP, LP_EQUIP, TYPHOON = "65169794", "67227834", "05318639"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DAMAGE_EQUIP, LP_EQUIP, TYPHOON)))


BATTLE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-equip, card: "65169794"}}]
    monsters: [{{id: a-x, name: Fighter, atk: 1000, def: 1000, position: attack}}]
  B:
    monsters: [{{id: b-y, name: Guard, atk: 3000, def: 500, position: attack}}]
actions:
  - activate: {{card: a-equip, target: a-x}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-x, target: b-y}}
  - pass
{actions}"""


def test_both_cards_read_in_full(printed):
    for number, step in ((DAMAGE_EQUIP, "damage"), (LP_EQUIP, "gain_lp")):
        card = Card.objects.get(game_id="ygo", number=number)
        assert (card.automation, card.notes) == ("full", [])
        [effect] = card.encoding["effects"]
        assert (effect["type"], effect["from"], effect["event"], effect["optional"]) == \
            ("trigger", "graveyard", "sent_from_field_to_graveyard", False)
        assert list(effect["effect"][0]) == [step]
        assert "equip" in card.encoding["effect"][0]


def test_its_monster_destroyed_by_battle_it_inflicts_damage_from_the_graveyard(printed):
    result = judged(BATTLE.format(actions="  - activate: {card: a-equip, effect: 0}\n"
                                          "  - pass\n  - pass"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "a-equip" in players["A"]["graveyard"] and "a-x" in players["A"]["graveyard"]
    assert players["B"]["lp"] == 8000 - 500
    assert players["A"]["lp"] == 8000 - (3000 - 1500)
    assert {"4-5-5", "5-1-3", "5-1-8"} <= set(result["rules_cited"])


def test_the_mandatory_trigger_cannot_be_left_unactivated(printed):
    result = judged(BATTLE.format(actions="  - end_turn"))
    assert result["outcome"] == "illegal_action"
    assert "5-1-3" in result["illegal"]["rules"]


LIFE = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-equip, card: "67227834"}, {id: a-typhoon, card: "05318639"}]
    monsters: [{id: a-magician, name: Dark Magician, atk: 2500, def: 2100, position: attack}]
  B: {}
actions:
  - activate: {card: a-equip, target: a-magician}
  - pass
  - pass
  - activate: {card: a-typhoon, target: a-equip}
  - pass
  - pass
  - activate: {card: a-equip, effect: 0}
  - pass
  - pass"""


def test_destroyed_on_the_field_it_gains_its_controller_lp(printed):
    result = judged(LIFE)
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert players["A"]["lp"] == 8000 + 1000
    assert "a-equip" in players["A"]["graveyard"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-magician"]
    assert {"5-1-3", "5-1-8"} <= set(result["rules_cited"])
