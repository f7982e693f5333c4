"""Fusion Summons read from printed texts, judged (8-5-2): Cyber Pharos's "using monsters
from your hand and/or field" (the real card imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), and a Fusion Summon whose materials may come from the Deck
(`from: [hand, field, deck]`, sent from the Deck to the GY)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import illegal, monster, monster_ids, player, run, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

CYBER_PHAROS = "29719112"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CYBER_PHAROS,)))


BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hand, name: Hand, types: [Machine, Effect]}}]
    monsters: [{{id: a-pharos, card: "{CYBER_PHAROS}"}}]
    extra_deck: [{{id: a-fused, name: Fused, level: 6, types: [{{kind}}, Fusion],
                  fusion_materials: [{{}}, {{}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-pharos, effect: 0, pick: a-fused, materials: [a-pharos, a-hand]}}
  - pass
  - pass
"""


@pytest.mark.django_db
def test_cyber_pharos_fusion_summons_with_materials_from_hand_and_field(printed):
    result = judged(BOARD.replace("{kind}", "Machine"))
    assert result["outcome"] == "completed"
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["a-fused"]
    assert sorted(players["graveyard"]) == ["a-hand", "a-pharos"]
    assert "8-5-2" in result["rules_cited"]


@pytest.mark.django_db
def test_cyber_pharos_summons_only_a_machine(printed):
    assert judged(BOARD.replace("{kind}", "Warrior"))["outcome"] == "illegal_action"


def test_fusion_materials_from_the_deck_are_sent_to_the_gy():
    fusion = spell("fusion", effect=[{"fusion_summon": {"from": ["hand", "field", "deck"]}}])
    fused = monster("fused", 2000, 2000, 6, types=["Dragon", "Fusion"],
                    fusion_materials=[{}, {}])
    a = {"hand": [fusion, monster("one")], "deck": [monster("two"), monster("filler")],
         "extra_deck": [fused]}
    act = {"activate": {"card": "fusion", "pick": "fused", "materials": ["one", "two"]}}
    result = run(a, None, [act, "pass", "pass"])
    assert monster_ids(result, "A") == ["fused"]
    assert sorted(player(result, "A")["graveyard"]) == ["fusion", "one", "two"]
    a["hand"][0] = spell("fusion", effect=[{"fusion_summon": {}}])  # hand and field only
    assert illegal(run(a, None, [act]))["params"]["why"]["code"] == "why.material_not_there"
