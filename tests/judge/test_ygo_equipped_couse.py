"""A real monster whose effect is used while it is an Equip Card, worded "If this card is
currently equipped to a monster:" (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only), read and judged: Dragunity Couse, equipped to Keel by Keel's own effect,
Special Summons itself from the Spell & Trap Zone (10-4-6, 10-4-9); in the Graveyard it is
equipped to nothing, and its effect cannot be activated there."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

COUSE, KEEL = "29253591", "03019642"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (COUSE, KEEL)))


def test_couse_reads_in_full(printed):
    card = Card.objects.get(game_id="ygo", number=COUSE)
    assert (card.automation, card.notes) == ("full", [])
    [effect] = card.encoding["effects"]
    assert (effect["type"], effect["from"]) == ("ignition", "equipped")
    assert effect["effect"] == [{"special_summon": {"card": "self"}}]


DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-keel, card: "{KEEL}"}}]
    graveyard: [{{id: a-couse, card: "{COUSE}"}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-keel}}
{{more}}  - activate: {{card: a-couse, effect: 0}}
  - pass
  - pass"""
EQUIPPED = "  - activate: {card: a-keel, effect: 0, target: a-couse}\n  - pass\n  - pass\n"


def test_equipped_to_keel_it_special_summons_itself(printed):
    result = judged(DUEL.replace("{more}", EQUIPPED))
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert sorted(m["id"] for m in a["monsters"]) == ["a-couse", "a-keel"]
    assert a["spells_traps"] == []
    assert "10-4-9" in result["rules_cited"]


def test_in_the_graveyard_it_is_equipped_to_nothing(printed):
    result = judged(DUEL.replace("{more}", ""))
    assert result["outcome"] == "illegal_action"
