"""Real cards that get a counter each time an effect of a kind is activated, when it resolves
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and
judged: Mythical Bestiamorph (a Continuous Trap) for each of the opponent's monster effects,
not for its own player's; Generalprobe (a Continuous Spell) for each effect of a "Symphonic
Warrior" card (4-8-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BESTIAMORPH, GENERALPROBE = "24429467", "82735249"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BESTIAMORPH, GENERALPROBE)))


def test_both_are_read_whole(printed):
    bestiamorph = Card.objects.get(game_id="ygo", number=BESTIAMORPH)
    probe = Card.objects.get(game_id="ygo", number=GENERALPROBE)
    assert bestiamorph.automation == probe.automation == "full"
    assert bestiamorph.encoding["counter"]["each_activation"] == {
        "count": 1, "what": "monster_effect", "player": "opponent"}
    assert probe.encoding["counter"]["each_activation"] == {
        "count": 1, "archetype": "Symphonic Warrior"}


DUEL = """
game: ygo
turn: {{number: 4, player: {turn}}}
players:
  A:
    spells_traps: [{{id: a-bestiamorph, card: "{bestiamorph}", face_up: true, counters: 5}}]
    monsters:
      - {{id: a-drawer, name: Own Drawer, atk: 1000, def: 1000,
          effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}
    deck: [{{id: a-top, name: Top Card, kind: spell}}, {{id: a-spell, name: Deck Spell,
            kind: spell}}]
  B:
    monsters:
      - {{id: b-drawer, name: Opposing Drawer, atk: 1000, def: 1000,
          effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}
    deck: 3
actions:
  - activate: {{card: {drawer}, effect: 0}}
  - pass
  - pass
"""


def placed(result: dict) -> list[dict]:
    return [step["params"] for step in result["steps"] if step["code"] == "counters_placed"]


def test_bestiamorph_gets_a_counter_when_the_opponents_monster_effect_resolves(printed):
    result = judged(DUEL.format(turn="B", bestiamorph=BESTIAMORPH, drawer="b-drawer"))
    assert [(p["card"]["card"], p["total"]) for p in placed(result)] == [("a-bestiamorph", 6)]
    assert "4-8-5" in result["rules_cited"]


def test_its_own_players_monster_effect_places_none(printed):
    result = judged(DUEL.format(turn="A", bestiamorph=BESTIAMORPH, drawer="a-drawer"))
    assert placed(result) == []


def test_with_six_it_is_sent_to_add_a_spell(printed):
    six = DUEL.format(turn="A", bestiamorph=BESTIAMORPH, drawer="a-drawer").replace(
        "counters: 5", "counters: 6")
    actions = six.index("actions:")
    six = six[:actions] + ("actions:\n  - activate: {card: a-bestiamorph, effect: 0, "
                           "pick: a-spell}\n  - pass\n  - pass\n")
    result = judged(six)
    a = result["state"]["players"]["A"]
    assert a["hand"] == ["a-spell"] and a["graveyard"] == ["a-bestiamorph"]
    assert "4-8-7" in result["rules_cited"]


PROBE_DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-probe, card: "{probe}", face_up: true}}]
    monsters:
      - {{id: a-warrior, name: Symphonic Drawer, atk: 1000, def: 1000,
          archetypes: [Symphonic Warrior], effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}
      - {{id: a-other, name: Other Drawer, atk: 1000, def: 1000,
          effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}
    deck: 3
  B: {{}}
actions:
  - activate: {{card: a-warrior, effect: 0}}
  - pass
  - pass
  - activate: {{card: a-other, effect: 0}}
  - pass
  - pass
"""


def test_generalprobe_counts_only_symphonic_warrior_effects(printed):
    result = judged(PROBE_DUEL.format(probe=GENERALPROBE))
    assert [(p["card"]["card"], p["total"]) for p in placed(result)] == [("a-probe", 1)]
