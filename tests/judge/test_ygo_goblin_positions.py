"""The older Goblins' one sentence, on real cards (imported from ../shared/fixtures/yaml-yugi
into a temporary folder, facts only): "If this card attacks, it is changed to Defense Position
at the end of the Battle Phase, and its battle position cannot be changed until the End Phase
(or the end) of your next turn." reads as the change (12-9-2) and the position kept after it
(9-2-8), as Lei Lei's two sentences do; Giant Orc's "It cannot change its battle position until
the end of your next turn." the same after its change."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ATTACK_FORCE, ELITE, ORC = "78658564", "85306040", "73698349"

DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-gob, card: "{card}", position: attack}}]
    deck: 5
  B:
    deck: 5
actions:
  - battle_phase
  - attack: {{attacker: a-gob, target: direct}}
  - pass
  - main2
{more}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ATTACK_FORCE, ELITE, ORC)))


def test_the_sentence_reads_as_both_keys(printed):
    for number in (ATTACK_FORCE, ELITE, ORC):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full", number
        assert card.encoding["defense_after_battle_phase"] is True
        assert card.encoding["keeps_defense_position"] is True


def test_it_stays_in_defense_position_through_its_players_next_turn(printed):
    for number in (ATTACK_FORCE, ELITE, ORC):
        result = judged(DUEL.format(card=number, more="""  - end_turn
  - end_turn
  - change_position: {card: a-gob}"""))
        assert result["illegal"]["code"] == "illegal.position_kept", number
        assert result["illegal"]["rules"] == ["9-2-8"]
    result = judged(DUEL.format(card=ATTACK_FORCE, more="""  - end_turn
  - end_turn
  - end_turn
  - end_turn
  - change_position: {card: a-gob}"""))
    assert result["outcome"] == "completed"
    [goblin] = result["state"]["players"]["A"]["monsters"]
    assert goblin["position"] == "attack"
    assert {"12-9-2", "9-2-1"} <= set(result["rules_cited"])
