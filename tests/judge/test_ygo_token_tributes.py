"""Real cards whose Tokens may be Tributed only for the Tribute Summon of one archetype
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and
judged: Jurrac Stauriko's Tokens Tribute Summon a "Jurrac" monster and nothing else, Cloudian
- Sheep Cloud's the same for "Cloudian" monsters (4-7-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

STAURIKO, HERRA, SHEEP = "48411996", "16111820", "56597272"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (STAURIKO, HERRA, SHEEP)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_exception_is_read_on_the_tokens(printed):
    for number, archetype in ((STAURIKO, "Jurrac"), (SHEEP, "Cloudian")):
        card = stored(number)
        assert card.automation == "full", (number, card.notes)
        tokens = card.encoding["effects"][0]["effect"][0]["summon_tokens"]
        assert tokens["no_tribute_summon_except"] == archetype
        assert "no_tribute_summon" not in tokens
        assert f'except for {"a " if number == STAURIKO else ""}"{archetype}" monster' \
            in english(number)["text"]


DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-stau, card: "{STAURIKO}"}}]
    hand: [{{id: a-herra, card: "{HERRA}"}},
           {{id: a-big, name: Big, kind: monster, level: 6, atk: 2400, def: 0}}]
  B:
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - battle_phase
  - attack: {{attacker: a-stau, target: b-wall}}
  - pass
  - activate: {{card: a-stau, effect: 0}}
  - pass
  - pass
  - main2
"""


def test_a_jurrac_monster_tribute_summoned_with_a_jurrac_token(printed):
    result = judged(DUEL + "  - normal_summon: {card: a-herra, tributes: [a-stau-token-2]}\n")
    assert result["outcome"] != "illegal_action", result.get("illegal")
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert ids == ["a-stau-token-1", "a-herra"]
    assert "4-7-4" in result["rules_cited"]


def test_any_other_monster_cannot_tribute_it(printed):
    result = judged(DUEL + "  - normal_summon: {card: a-big, tributes: [a-stau-token-1]}\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.token_not_for_tribute_summon.except"
    assert result["illegal"]["rules"] == ["4-7-4", "8-2-2"]
