"""Every other monster in Attack Position destroyed at once (5-3-1, `destroy_all` with `other`
and `position: attack`), read and judged on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Hot Red Dragon Archfiend's
"You can destroy all other face-up Attack Position monsters on the field.", with the
restriction on the other monsters' attacks after it (5-2-26)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HOT_RED = "39765958"  # Hot Red Dragon Archfiend


def test_the_effect_and_its_attack_restriction_are_read():
    hot_red = derived(HOT_RED)
    assert hot_red.automation == "full", hot_red.notes
    [ignition] = hot_red.encoding["effects"]
    assert ignition["effect"] == [{"destroy_all": {
        "player": "both", "what": "monsters", "other": True, "position": "attack"}}]
    assert ignition["no_other_attacks_turn"] is True


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    monsters: [{{id: a-hot, card: "{hot_red}"}},
               {{id: a-atk, name: Own Attacker, kind: monster, level: 4, atk: 1000, def: 1000}},
               {{id: a-def, name: Own Wall, kind: monster, level: 4, atk: 1000, def: 1000,
                 position: defense}}]
  B:
    deck: 5
    monsters: [{{id: b-atk, name: Their Attacker, kind: monster, level: 4, atk: 1000,
                 def: 1000}},
               {{id: b-set, name: Their Set, kind: monster, level: 4, atk: 1000, def: 1000,
                 position: set}}]
actions:
  - activate: {{card: a-hot, effect: 0}}
  - pass
  - pass
"""


def test_only_the_other_attack_position_monsters_are_destroyed(tmp_path):
    store(subset(tmp_path, (HOT_RED,)))
    result = judged(DUEL.format(hot_red=HOT_RED))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-hot", "a-def"]
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["b-set"]
    assert "a-atk" in player(result, "A")["graveyard"]
    assert "b-atk" in player(result, "B")["graveyard"]
    assert "5-3-1" in result["rules_cited"]
