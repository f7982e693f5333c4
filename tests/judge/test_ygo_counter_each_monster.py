"""Real cards that place counters on each face-up monster, or on each card of a name (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read whole and judged:
Eternal Dread puts 2 Clock Counters on each "Clock Tower Prison", either player's, and cannot
be activated without one (5-2-4); Cloudian Squall puts a Fog Counter on each face-up monster in
its player's Standby Phase, never on a Set one, nor on one that holds another kind (4-8-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DREAD, PRISON, SQUALL, SERVANT = "35787450", "75041269", "90135989", "36625827"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DREAD, PRISON, SQUALL, SERVANT)))


def test_they_are_read_whole(printed):
    for number in (DREAD, SQUALL, SERVANT):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    dread = Card.objects.get(game_id="ygo", number=DREAD)
    assert dread.encoding["effect"] == [{"place_counters_each": {
        "count": 2, "name": "Clock Counter", "named": "Clock Tower Prison"}}]
    squall = Card.objects.get(game_id="ygo", number=SQUALL)
    [effect] = squall.encoding["effects"]
    assert effect["effect"] == [{"place_counters_each": {
        "count": 1, "name": "Fog Counter", "player": "any", "on": "monsters"}}]


DREAD_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-dread, card: "{dread}"}}]
    {prison}
  B: {{}}
actions:
  - activate: {{card: a-dread}}
  - pass
  - pass
"""


def placed(result: dict) -> list[tuple[str, str, int]]:
    return [(step["params"]["card"]["card"], step["params"]["name"], step["params"]["total"])
            for step in result["steps"] if step["code"] == "counters_placed"]


def test_eternal_dread_puts_two_clock_counters_on_clock_tower_prison(printed):
    prison = f'field_spell: {{id: a-prison, card: "{PRISON}", face_up: true}}'
    result = judged(DREAD_DUEL.format(dread=DREAD, prison=prison))
    assert placed(result) == [("a-prison", "Clock Counter", 2)]
    assert "4-8-1" in result["rules_cited"]


def test_eternal_dread_cannot_be_activated_without_clock_tower_prison(printed):
    result = judged(DREAD_DUEL.format(dread=DREAD, prison=""))
    assert result["illegal"]["code"] == "illegal.no_card_for_counters"
    assert {"4-8-1", "5-2-4"} <= set(result["illegal"]["rules"])


SQUALL_DUEL = f"""
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    spells_traps: [{{id: a-squall, card: "{SQUALL}", face_up: true}}]
    monsters: [{{id: a-own, name: Own, atk: 1000, def: 1000}}]
    deck: 3
  B:
    monsters: [{{id: b-up, name: Face-up One, atk: 1000, def: 1000}},
               {{id: b-set, name: Set One, atk: 1000, def: 1000, position: set}},
               {{id: b-spell, name: Spell Holder, atk: 1000, def: 1000,
                 counter: {{name: Spell Counter}}, counters: 1}}]
actions:
  - standby_phase
  - activate: {{card: a-squall, effect: 0}}
  - pass
  - pass
"""


def test_cloudian_squall_puts_a_fog_counter_on_each_face_up_monster(printed):
    result = judged(SQUALL_DUEL)  # B's turn ends into A's Standby Phase
    assert sorted(placed(result)) == [("a-own", "Fog Counter", 1), ("b-up", "Fog Counter", 1)]
    skipped = [step for step in result["steps"] if step["code"] == "effect_part_skipped"]
    assert len(skipped) == 1 and "Spell Holder" in skipped[0]["text"]
