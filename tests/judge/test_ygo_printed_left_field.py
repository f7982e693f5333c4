"""A monster that leaves the field because of the opponent's card effect, on a real card
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Samurai
Skull's "If this face-up card in its owner's control leaves the field because of an opponent's
card effect: You can Special Summon 1 Level 4 or lower Zombie monster from your Deck" answers
its destruction or its return to the hand by the opponent's Spell, activated from where it went,
not one by its own player's card (5-1-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SKULL = "68989981"

SCENE = f"""
game: ygo
turn: {{number: 3, player: {{player}}}}
players:
  A:
    monsters: [{{id: a-skull, card: "{SKULL}"}}]
    deck: [{{id: a-ghoul, name: Ghoul, kind: monster, level: 3, atk: 1000, def: 800,
             types: [Zombie]}}]
    spells_traps: [{{id: a-own, name: Own Blast, kind: spell, face_up: false,
                    effect: [{{destroy: a-skull}}]}}]
  B:
    spells_traps: [{{id: b-blast, name: Blast, kind: spell, face_up: false,
                    effect: [{{destroy: a-skull}}]}},
                   {{id: b-wave, name: Wave, kind: spell, face_up: false,
                    effect: [{{to_hand: a-skull}}]}}]
actions:
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SKULL,)))


def scene(actions: str, player: str = "B") -> str:
    return SCENE.replace("{player}", player) + actions


def test_the_condition_is_read(printed):
    card = Card.objects.get(game_id="ygo", number=SKULL)
    assert card.automation == "full"
    effect = card.encoding["effects"][1]
    assert effect["event"] == "left_field_by_opponent_effect"
    assert {"graveyard", "hand", "deck"} <= set(effect["from"])


@pytest.mark.parametrize("spell", ["b-blast", "b-wave"])
def test_destroyed_or_returned_by_the_opponent(printed, spell):
    result = judged(scene(f"""  - activate: {{card: {spell}}}
  - pass
  - pass
  - activate: {{card: a-skull, effect: 1, pick: a-ghoul}}
  - pass
  - pass
"""))
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-ghoul"]
    assert "5-1-10" in result["rules_cited"]


def test_not_by_its_own_players_card(printed):
    result = judged(scene("""  - activate: {card: a-own}
  - pass
  - pass
  - activate: {card: a-skull, effect: 1, pick: a-ghoul}
""", player="A"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
