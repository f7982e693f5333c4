"""Real monsters whose effect makes a Level a stated number until the end of the turn (imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged: Pikari
@Ignister's "You can target 1 "@Ignister" monster you control; its Level becomes 4 until the
end of this turn." and Cyber Dragon Herz's "You can make this card's Level become 5 until the
end of this turn" (4-2-10); Chronomaly Sol Monolith's "its Level becomes 6.", no time named,
kept while the monster stays face-up (4-2-10, 4-2-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

PIKARI, HERZ = "16020923", "56364287"
MONOLITH = "93543806"  # Chronomaly Sol Monolith


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PIKARI,)))


def test_the_level_sentences_are_read(printed):
    pikari = Card.objects.get(game_id="ygo", number=PIKARI)
    assert pikari.automation == "full", pikari.notes
    [ignition] = [e for e in pikari.encoding["effects"] if e["type"] == "ignition"]
    assert ignition["effect"] == [{"level": {"card": "chosen", "to": 4, "until": "turn"}}]
    assert ignition["target"]["archetype"] == "@Ignister"
    assert "its Level becomes 4 until the end of this turn" in english(PIKARI)["text"]
    [herz] = derived(HERZ).encoding["effects"]
    assert herz["effect"][0] == {"level": {"card": "self", "to": 5, "until": "turn"}}


def test_other_wordings_are_not_read_here():
    from cards.ygo import level_to_shapes
    spec = {"what": "monster", "zone": "field", "face_up": True}
    assert level_to_shapes.on_target("Its Level becomes 4 until the End.", spec) is None
    assert level_to_shapes.on_target("Its Level becomes 4 until the end of this turn.",
                                     {"what": "monster", "zone": "graveyard"}) is None
    assert level_to_shapes.on_self("Its Level becomes 4 until the End Phase.") is None


DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-pikari, card: "{PIKARI}"}},
               {{id: a-big, name: Big Ignister, kind: monster, level: 7, atk: 100, def: 100,
                 archetypes: ["@Ignister"]}}]
  B: {{}}
actions:
  - activate: {{card: a-pikari, effect: 1, target: a-big}}
  - pass
  - pass
  - end_turn
"""


def test_the_target_becomes_level_4_until_the_turn_ends(printed):
    result = judged(DUEL)
    assert result["outcome"] == "completed", result.get("illegal")
    [set_step] = [s for s in result["steps"] if s["code"] == "level_changed.set_turn"]
    assert (set_step["params"]["before"], set_step["params"]["level"]) == (7, 4)
    [back] = [s for s in result["steps"] if s["code"] == "level_changed.turn_over"]
    assert (back["params"]["before"], back["params"]["level"]) == (4, 7)
    assert "4-2-10" in result["rules_cited"]


def test_a_monster_already_level_4_is_not_changed(printed):
    result = judged(DUEL.replace("level: 7", "level: 4"))
    assert result["outcome"] == "completed", result.get("illegal")
    codes = [s["code"] for s in result["steps"] if s["code"].startswith("level_changed")]
    assert codes == ["level_changed.already"]


def test_its_effect_may_target_pikari_itself_an_ignister_monster_it_controls(printed):
    # "target 1 "@Ignister" monster you control": Pikari itself fits the words (5-2-3); it is
    # Level 4 already, so its Level stays as it is
    result = judged(DUEL.replace("target: a-big", "target: a-pikari"))
    assert result["outcome"] == "completed", result.get("illegal")
    [kept] = [s for s in result["steps"] if s["code"] == "level_changed.already"]
    assert kept["params"]["card"]["card"] == "a-pikari" and kept["params"]["level"] == 4


def test_a_monster_effect_that_says_other_never_targets_the_monster_itself():
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-m, name: Helper, kind: monster, level: 4, atk: 1000, def: 1000,
                effects: [{type: ignition, target: {what: monster, player: controller,
                                                    other: true},
                           effect: [{destroy: chosen}]}]}]
  B: {}
actions:
  - activate: {card: a-m, target: a-m}""")
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    assert "5-2-3" in result["rules_cited"]


def test_a_level_with_no_time_named_is_read():
    monolith = derived(MONOLITH)
    assert monolith.automation == "full", monolith.notes
    [ignition] = monolith.encoding["effects"]
    assert ignition["effect"] == [{"level": {"card": "chosen", "to": 6}}]
    assert ignition["summon_lock_turn"] == {"from": "any", "except": {"archetype": "Chronomaly"}}


MONOLITH_DUEL = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    monsters: [{{{{id: a-monolith, card: "{MONOLITH}"}}}},
               {{{{id: a-head, name: Chronomaly Head, kind: monster, level: 4, atk: 100,
                 def: 100, archetypes: [Chronomaly]}}}}]
  B: {{{{}}}}
actions:
  - activate: {{{{card: a-monolith, effect: 0, target: a-head}}}}
  - pass
  - pass
{{after}}"""


def test_the_target_keeps_level_6_after_the_turn(tmp_path):
    store(subset(tmp_path, (MONOLITH,)))
    result = judged(MONOLITH_DUEL.format(after="  - end_turn\n"))
    assert result["outcome"] == "completed", result.get("illegal")
    [changed] = [s for s in result["steps"] if s["code"] == "level_changed"]
    assert (changed["params"]["before"], changed["params"]["level"]) == (4, 6)
    assert not [s for s in result["steps"] if s["code"] == "level_changed.turn_over"]
    assert "4-2-10" in result["rules_cited"] and "5-2-11" in result["rules_cited"]
