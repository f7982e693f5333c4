"""A real card whose activation and effect cannot be negated (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read whole and judged:
Spiritualism cannot be answered by a card that negates Spell Cards (11-3-5, 11-3-3), and a
face-up card that negates Spell effects on the field does not stop it as it resolves (5-5-3);
an ordinary Spell in its place is negated both ways."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SPIRITUALISM = "15866454"
PLAIN = ('{id: a-spell, name: Plain Return, kind: spell, '
         'target: {what: spell_trap, player: opponent, zone: field}, effect: [{to_hand: chosen}]}')


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SPIRITUALISM,)))


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{spell}]
  B:
    spells_traps:
      - {{id: b-set, name: Set Card, kind: trap, effect: [{{draw: 1}}]}}
      {more}
    deck: 3
actions:
  - activate: {{card: a-spell, target: b-set}}
{actions}"""
COUNTER = ("- {id: b-stopper, name: Spell Stopper, kind: trap, trap_type: counter, "
           "negates: [spell], effect: [{negate: previous}]}")
ORDER = ("- {id: b-order, name: Spell Order, kind: trap, trap_type: continuous, face_up: true, "
         "negates_on_field: [spell]}")


def duel(spell: str, more: str, actions: str) -> dict:
    return judged(DUEL.format(spell=spell, more=more, actions=actions))


def test_spiritualism_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=SPIRITUALISM)
    assert card.automation == "full" and card.encoding["unnegatable"] is True


def test_a_negating_card_cannot_answer_it(printed):
    spell = f'{{id: a-spell, card: "{SPIRITUALISM}"}}'
    result = duel(spell, COUNTER, "  - activate: {card: b-stopper}\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cannot_be_negated"
    assert result["illegal"]["rules"] == ["11-3-5", "11-3-3"]
    plain = duel(PLAIN, COUNTER, "  - activate: {card: b-stopper}\n  - pass\n  - pass\n")
    assert plain["outcome"] != "illegal_action"  # an ordinary Spell is negated
    assert "b-set" in [c["id"] if isinstance(c, dict) else c for c in
                       plain["state"]["players"]["B"]["spells_traps"]]


def test_a_card_negating_spell_effects_on_the_field_does_not_stop_it(printed):
    spell = f'{{id: a-spell, card: "{SPIRITUALISM}"}}'
    result = duel(spell, ORDER, "  - pass\n  - pass\n")
    codes = [step["code"] for step in result["steps"]]
    assert "link.not_negated" in codes and "link.card_negated" not in codes
    assert "11-3-5" in result["rules_cited"]
    assert "b-set" in result["state"]["players"]["B"]["hand"]
    plain = duel(PLAIN, ORDER, "  - pass\n  - pass\n")
    assert "link.card_negated" in [step["code"] for step in plain["steps"]]
    assert "b-set" not in plain["state"]["players"]["B"]["hand"]
