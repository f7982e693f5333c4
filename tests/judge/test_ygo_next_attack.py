"""Negating the next attack of an opponent's monster on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only; 12-3-22): Necro Gardna's
"During your opponent's turn: You can banish this card from your Graveyard; negate the next
attack this turn from a monster your opponent controls (this is a Quick Effect)." negates the
attack waiting in the Battle Step, or the next one declared this turn, only one."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

GARDNA, DICE = "04906301", "27660735"

DUEL = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    graveyard: [{{id: a-gardna, card: "{GARDNA}"}}]
    deck: 5
  B:
    monsters: [{{id: b-one, name: One, kind: monster, level: 4, atk: 1800, def: 1000}},
               {{id: b-two, name: Two, kind: monster, level: 4, atk: 1500, def: 1000}}]
    deck: 5
actions:
  - battle_phase
{actions}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GARDNA, DICE)))


def test_the_older_quick_effect_reads(printed):
    for number in (GARDNA, DICE):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full", number
        [effect] = card.encoding["effects"]
        assert effect["type"] == "quick" and effect["during"] == "opponent_turn"
        assert effect["cost_self"] == "banish" and effect["from"] == "graveyard"
        assert effect["effect"] == [{"negate_next_attack": True}]


def test_it_negates_the_attack_waiting_in_the_battle_step(printed):
    first = "  - attack: {attacker: b-one, target: direct}\n"
    result = judged(DUEL.format(GARDNA=GARDNA, actions=first + """  - activate: {card: a-gardna}
  - pass
  - pass
  - attack: {attacker: b-two, target: direct}
  - pass"""))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["lp"] == 8000 - 1500  # only the second one
    assert "a-gardna" in result["state"]["players"]["A"]["banished"]
    assert {"12-3-22", "12-3-12"} <= set(result["rules_cited"])


def test_before_any_attack_it_negates_the_next_one_only(printed):
    result = judged(DUEL.format(GARDNA=GARDNA, actions="""  - activate: {card: a-gardna}
  - pass
  - pass
  - attack: {attacker: b-one, target: direct}
  - attack: {attacker: b-two, target: direct}
  - pass"""))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["lp"] == 8000 - 1500
    assert "12-3-22" in result["rules_cited"]


def test_not_in_its_own_turn(printed):
    own = DUEL.replace("player: B}", "player: A}").replace("  - battle_phase\n", "")
    result = judged(own.format(GARDNA=GARDNA, actions="  - activate: {card: a-gardna}"))
    assert result["illegal"]["code"] == "illegal.effect_during"

