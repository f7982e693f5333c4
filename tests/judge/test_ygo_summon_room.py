"""No activation that would Special Summon a monster into no zone (8-7-2): Monster Reborn,
read from its printed text (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), is refused while its player's five Main Monster Zones are in use, and activated
with one free; a monster Special Summoning itself from the hand needs a free zone, and one that
Tributes itself for its own effect empties the zone it needs (5-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

REBORN = "83764718"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (REBORN,)))


def board(monsters: int, hand: str, actions: str) -> str:
    lines = ",\n               ".join(
        f"{{id: a-{n}, name: M{n}, kind: monster, level: 4, atk: 1000, def: 1000}}"
        for n in range(monsters))
    return f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{hand}]
    monsters: [{lines}]
  B:
    graveyard: [{{id: b-dead, name: Dead, kind: monster, level: 4, atk: 1800, def: 0}}]
actions:
{actions}"""


REBORN_ACTIONS = """  - activate: {card: a-reborn, targets: [b-dead]}
  - pass
  - pass"""


def test_monster_reborn_is_refused_with_five_monsters(printed):
    result = judged(board(5, f'{{id: a-reborn, card: "{REBORN}"}}', REBORN_ACTIONS))
    assert result["outcome"] == "illegal_action"
    assert {"8-7-2", "5-2-4"} <= set(result["illegal"]["rules"])
    assert "Main Monster Zones" in result["illegal"]["reason"]
    assert result["state"]["players"]["A"]["hand"] == ["a-reborn"]


def test_monster_reborn_takes_the_last_free_zone(printed):
    result = judged(board(4, f'{{id: a-reborn, card: "{REBORN}"}}', REBORN_ACTIONS))
    a = result["state"]["players"]["A"]
    assert len(a["monsters"]) == 5 and "b-dead" in [m["id"] for m in a["monsters"]]


BIG = ("{id: a-big, name: Big, kind: monster, level: 8, atk: 3000, def: 0, effects: "
       "[{type: ignition, from: hand, effect: [{special_summon: {card: self}}]}]}")
GATE = ("{id: a-gate, name: Gate, kind: monster, level: 4, atk: 0, def: 0, effects: "
        "[{type: ignition, cost_self: tribute, effect: [{special_summon: {card: a-big}}]}]}")


def test_a_monster_summoning_itself_from_the_hand_needs_a_free_zone():
    refused = judged(board(5, BIG, "  - activate: {card: a-big}"))
    assert refused["outcome"] == "illegal_action"
    assert "8-7-2" in refused["illegal"]["rules"]
    allowed = judged(board(4, BIG, "  - activate: {card: a-big}\n  - pass\n  - pass"))
    assert "a-big" in [m["id"] for m in allowed["state"]["players"]["A"]["monsters"]]


def test_a_monster_tributing_itself_empties_the_zone_its_effect_needs():
    text = board(4, BIG, "  - activate: {card: a-gate}\n  - pass\n  - pass").replace(
        "monsters: [", "monsters: [" + GATE + ",\n               ", 1)
    result = judged(text)
    ids = [m["id"] for m in result["state"]["players"]["A"]["monsters"]]
    assert "a-big" in ids and "a-gate" not in ids and len(ids) == 5
