"""A real monster whose Normal Summon cannot be negated (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Dodger Dragon's
Normal Summon cannot be answered by a card that negates Summons (5-3-32, 8-1-5); an ordinary
monster's Normal Summon in its place is negated (5-3-9)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DODGER_DRAGON = "47013502"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DODGER_DRAGON,)))


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{monster}]
  B:
    spells_traps:
      - {{id: b-warning, name: Summon Stopper, kind: trap, trap_type: counter,
          negates: [summon], effect: [{{negate: previous}}]}}
actions:
  - normal_summon: {{card: a-dragon}}
  - activate: {{card: b-warning}}
"""


def test_dodger_dragon_reads_its_unnegatable_summon(printed):
    card = Card.objects.get(game_id="ygo", number=DODGER_DRAGON)
    assert card.encoding["summon_unnegatable"] == "normal"


def test_its_normal_summon_cannot_be_negated(printed):
    refused = judged(DUEL.format(monster=f'{{id: a-dragon, card: "{DODGER_DRAGON}"}}'))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.summon_cannot_be_negated.normal"
    assert refused["illegal"]["rules"] == ["5-3-32", "5-3-9"]


def test_an_ordinary_monsters_summon_is_negated(printed):
    plain = judged(DUEL.format(
        monster="{id: a-dragon, name: Plain Dragon, kind: monster, level: 4, atk: 1900}")
        + "  - pass\n  - pass\n")
    assert plain["outcome"] != "illegal_action"
    assert "a-dragon" in plain["state"]["players"]["A"]["graveyard"]


LASER_QLIP = "43034264"
FIELD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-qli, name: Qliphort Test, kind: monster, level: 4, atk: 1800,
             archetypes: [{archetype}]}}]
    field_spell: {{id: a-field, card: "{field}", face_up: true}}
  B:
    spells_traps:
      - {{id: b-warning, name: Summon Stopper, kind: trap, trap_type: counter,
          negates: [summon], effect: [{{negate: previous}}]}}
actions:
  - normal_summon: {{card: a-qli}}
  - activate: {{card: b-warning}}
"""


@pytest.fixture
def qlip(tmp_path):
    store(subset(tmp_path, (LASER_QLIP,)))


def test_laser_qlip_keeps_the_normal_summon_of_a_qli_monster(qlip):
    card = Card.objects.get(game_id="ygo", number=LASER_QLIP)
    assert card.automation == "full"
    refused = judged(FIELD.format(field=LASER_QLIP, archetype="Qli"))
    assert refused["illegal"]["code"] == "illegal.summons_cannot_be_negated.normal"
    assert refused["illegal"]["rules"] == ["5-3-32", "5-3-9"]
    other = judged(FIELD.format(field=LASER_QLIP, archetype="Other") + "  - pass\n  - pass\n")
    assert other["outcome"] != "illegal_action"
    assert "a-qli" in other["state"]["players"]["A"]["graveyard"]
