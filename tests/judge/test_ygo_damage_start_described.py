"""Trigger Effects at the Start of the Damage Step of a battle with a described monster
(12-4-14), on real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): Ally of Justice Core Destroyer destroys the LIGHT monster it battles, not a DARK
one nor a face-down one (9-1-3); El Shaddoll Construct destroys a Special Summoned monster."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CORE, CONSTRUCT = "36629203", "20366274"  # Ally of Justice Core Destroyer, El Shaddoll Construct


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CORE, CONSTRUCT)))


def foe(extra: str) -> str:
    return ("{id: b-foe, name: Foe, kind: monster, level: 4, atk: 1000, def: 1000, "
            f"types: [Warrior, Effect]{extra}}}")


def duel(mine: str, theirs: str, activate: bool = True) -> dict:
    steps = "  - activate: {card: a-mine, effect: EFFECT}\n  - pass\n  - pass\n" \
        if activate else "  - damage_step: {timing: end}\n"
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{mine}]}}
  B: {{monsters: [{theirs}]}}
actions:
  - battle_phase
  - attack: {{attacker: a-mine, target: b-foe}}
  - damage_step: {{timing: start}}
""" + steps.replace("EFFECT", "1" if CONSTRUCT in mine else "0"))


def test_core_destroyer_reads_in_full(printed):
    card = Card.objects.get(game_id="ygo", number=CORE)
    assert card.automation == "full"
    [effect] = card.encoding["effects"]
    assert effect["battles"] == {"attribute": "LIGHT"}


def test_core_destroyer_destroys_a_light_monster(printed):
    result = duel(f'{{id: a-mine, card: "{CORE}"}}', foe(", attribute: LIGHT"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["graveyard"] == ["b-foe"]
    assert "12-4-14" in result["rules_cited"]


def test_core_destroyer_does_not_answer_a_dark_monster(printed):
    result = duel(f'{{id: a-mine, card: "{CORE}"}}', foe(", attribute: DARK"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def test_core_destroyer_does_not_see_a_face_down_light_monster(printed):
    result = duel(f'{{id: a-mine, card: "{CORE}"}}', foe(", attribute: LIGHT, position: set"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def test_construct_destroys_a_special_summoned_monster(printed):
    result = duel(f'{{id: a-mine, card: "{CONSTRUCT}"}}',
                  foe(", attribute: DARK, special_summoned: true"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["graveyard"] == ["b-foe"]


def test_construct_lets_a_normal_summoned_monster_battle(printed):
    result = duel(f'{{id: a-mine, card: "{CONSTRUCT}"}}', foe(", attribute: DARK"),
                  activate=False)
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["B"]["lp"] == 8000 - (2800 - 1000)  # damage calculated
