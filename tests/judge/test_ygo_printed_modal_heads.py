""""..., you can activate 1 of these effects:" printed the older way (the choice after the
condition's comma, before a colon) on a real card, Dark Scorpion - Meanae the Thorn (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): a Trigger Effect when
it inflicts battle damage, the option chosen as it is activated (5-2-8): a "Dark Scorpion"
card from the Deck, or one targeted in the GY (5-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

MEANAE = "74153887"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MEANAE,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-meanae, card: "{meanae}"}}]
    deck: [{{id: a-cur, name: Dark Scorpion - Cliff the Trap Remover, kind: monster,
             archetypes: [Dark Scorpion]}}]
    graveyard: [{{id: a-gorg, name: Dark Scorpion - Gorg the Strong, kind: monster,
                  archetypes: [Dark Scorpion]}}, {{id: a-other, name: Other, kind: monster}}]
  B: {{}}
actions:
  - battle_phase
  - attack: {{attacker: a-meanae, target: direct}}
  - pass
{more}"""


def board(more: str) -> str:
    return BOARD.format(meanae=MEANAE, more=more)


def test_meanae_adds_a_dark_scorpion_from_the_deck_after_its_battle_damage(printed):
    result = judged(board("  - activate: {card: a-meanae, option: 0, pick: a-cur}\n"
                          "  - pass\n  - pass\n"))
    assert result["outcome"] == "completed"
    assert "a-cur" in player(result, "A")["hand"] and player(result, "B")["lp"] == 7000
    assert "5-2-8" in result["rules_cited"]


def test_meanae_returns_a_targeted_dark_scorpion_from_the_gy(printed):
    result = judged(board("  - activate: {card: a-meanae, option: 1, target: a-gorg}\n"
                          "  - pass\n  - pass\n"))
    assert "a-gorg" in player(result, "A")["hand"]
    refused = judged(board("  - activate: {card: a-meanae, option: 1, target: a-other}\n"))
    assert refused["illegal"]["code"] == "illegal.target_does_not_fit"


def test_meanae_has_nothing_to_activate_before_its_battle_damage(printed):
    result = judged(board("").replace("  - attack: {attacker: a-meanae, target: direct}\n"
                                      "  - pass\n", "") +
                    "  - activate: {card: a-meanae, option: 0, pick: a-cur}\n")
    assert result["outcome"] == "illegal_action"
