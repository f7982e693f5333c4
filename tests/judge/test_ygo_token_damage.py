"""Real cards whose Tokens hurt their controller when destroyed (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Ojama Trio's
three Tokens on the opponent's field, each of which costs its controller damage as it is
destroyed, and Wall of Ivy's FLIP Token (4-7-8); a Token Tributed deals nothing."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

TRIO, IVY = "29843091", "30069398"
BREAK = ("{id: a-break, name: Break, kind: spell, spell_type: normal, target: {what: monster, "
         "player: opponent, zone: field}, effect: [{destroy: chosen}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TRIO, IVY)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_damage_sentences_are_read_on_their_tokens(printed):
    trio = stored(TRIO)
    assert trio.automation == "full"
    tokens = trio.encoding["effect"][0]["summon_tokens"]
    assert tokens["no_tribute_summon"] is True and tokens["to"] == "opponent"
    assert f'takes {tokens["destroyed_damage"]} damage' in english(TRIO)["text"]
    ivy = stored(IVY)
    assert ivy.automation == "full"
    token = ivy.encoding["flip"][0]["summon_tokens"]
    assert token["to"] == "opponent" and "no_tribute_summon" not in token
    assert f'its controller takes {token["destroyed_damage"]} damage' in english(IVY)["text"]


def _trio(more: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{spells_traps: [{{id: a-trio, card: "{TRIO}", face_up: false}}], hand: [{BREAK}]}}
  B: {{}}
actions:
  - activate: {{card: a-trio}}
  - pass
  - pass
{more}""")


def test_a_destroyed_ojama_token_costs_its_controller_300(printed):
    result = _trio("\n".join(("  - activate: {card: a-break, targets: [a-trio-token-2]}",
                              "  - pass", "  - pass")))
    b = result["state"]["players"]["B"]
    assert [m["id"] for m in b["monsters"]] == ["a-trio-token-1", "a-trio-token-3"]
    assert b["lp"] == 8000 - 300 and result["state"]["players"]["A"]["lp"] == 8000
    [hurt] = [step for step in result["steps"] if step["code"] == "token_damage"]
    assert hurt["params"]["player"] == "B" and hurt["params"]["amount"] == 300
    assert "4-7-8" in hurt["rules"]


def test_a_token_that_is_only_summoned_deals_nothing(printed):
    result = _trio("")
    assert result["state"]["players"]["B"]["lp"] == 8000
    assert len(result["state"]["players"]["B"]["monsters"]) == 3
    assert "4-7-8" in result["rules_cited"]  # said as the Tokens arrive


def test_the_ivy_token_destroyed_by_battle_hurts_the_opponent(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{monsters: [{{id: a-ivy, card: "{IVY}", position: set}}]}}
  B: {{}}
actions:
  - flip_summon: {{card: a-ivy}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-ivy, target: a-ivy-token-1}}
""")
    assert result["state"]["players"]["B"]["monsters"] == []
    assert result["state"]["players"]["B"]["lp"] == 8000 - 300  # no battle damage: 0 DEF
    assert result["state"]["players"]["A"]["lp"] == 8000
    [hurt] = [step for step in result["steps"] if step["code"] == "token_damage"]
    assert hurt["params"]["player"] == "B" and "4-7-8" in hurt["rules"]


def test_a_tributed_token_deals_nothing(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{spells_traps: [{{id: a-trio, card: "{TRIO}", face_up: false}}], hand: [{BREAK}]}}
  B:
    spells_traps: [{{id: b-offer, name: Offering, kind: trap, trap_type: normal, face_up: false,
                    tribute: 1, effect: [{{draw: 1}}]}}]
    deck: 5
actions:
  - activate: {{card: a-trio}}
  - pass
  - pass
  - activate: {{card: a-break, targets: [a-trio-token-1]}}
  - activate: {{card: b-offer, cost: [a-trio-token-2]}}
  - pass
  - pass
""")
    b = result["state"]["players"]["B"]
    assert [m["id"] for m in b["monsters"]] == ["a-trio-token-3"]
    assert b["lp"] == 8000 - 300  # the destroyed one only: a Tribute is no destruction (4-7-8)
    assert len([s for s in result["steps"] if s["code"] == "token_damage"]) == 1
