"""A face-down monster whose battle position an effect changes, on real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: A/D Changer's
"change its battle position" flips Poison Mummy face-up in Attack Position, not Flip Summoned
(8-3-5, 9-2-7), and Poison Mummy's FLIP effect activates once that chain has resolved (5-1-5);
Book of Taiyou's "face-up Attack Position" does the same; Tin Archduke's "(Flip monsters'
effects are not activated.)" flips it without its FLIP effect (9-2-10)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CHANGER, MUMMY, TAIYOU, ELPHIN = "96146814", "43716289", "38699854", "11613567"
ARCHDUKE = "66506689"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CHANGER, MUMMY, TAIYOU, ELPHIN, ARCHDUKE)))


def test_changing_a_face_down_monster_s_position_is_read(printed):
    for number in (CHANGER, TAIYOU, ELPHIN, ARCHDUKE):
        assert Card.objects.get(game_id="ygo", number=number).automation == "full", number
    [effect] = Card.objects.get(game_id="ygo", number=CHANGER).encoding["effects"]
    assert "face_up" not in effect["target"]  # a face-down monster may be its target
    assert effect["effect"] == [{"change_position": {"card": "chosen", "to": "switch"}}]


def changer(actions: str, mummy: str = "set") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A: {{graveyard: [{{id: a-changer, card: "{CHANGER}"}}],
       hand: [{{id: a-taiyou, card: "{TAIYOU}"}}]}}
  B: {{monsters: [{{id: b-mummy, card: "{MUMMY}", position: {mummy}}}]}}
actions:
{actions}""")


CHANGE = """  - activate: {card: a-changer, effect: 0, target: b-mummy}
  - pass
  - pass"""


def test_a_d_changer_flips_poison_mummy_whose_flip_effect_activates_after(printed):
    result = changer(CHANGE + "\n  - pass\n  - pass")
    assert result["outcome"] == "completed"
    [mummy] = player(result, "B")["monsters"]
    assert mummy["position"] == "attack"  # flipped face-up in Attack Position
    assert player(result, "A")["lp"] == 7500  # its FLIP effect: 500 to its opponent
    for rule in ("9-2-7", "8-3-5", "5-1-5"):
        assert rule in result["rules_cited"], rule
    assert "a-changer" in player(result, "A")["banished"]


def test_the_flip_effect_waits_for_the_chain_and_starts_a_new_one(printed):
    result = changer(CHANGE)  # the scenario ends with the FLIP effect's chain open: it closes
    codes = [step["code"] for step in result["steps"]]
    changed = codes.index("position_changed.by_effect")
    assert codes[changed + 1:].count("chain_link_added") == 1  # Chain Link 1 of a new chain
    assert codes.count("chain_resolves") == 2 and player(result, "A")["lp"] == 7500


def test_book_of_taiyou_flips_it_face_up_in_attack_position(printed):
    result = changer("""  - activate: {card: a-taiyou, target: b-mummy}
  - pass
  - pass
  - pass
  - pass""")
    [mummy] = player(result, "B")["monsters"]
    assert mummy["position"] == "attack" and player(result, "A")["lp"] == 7500


def test_a_face_up_monster_changed_has_no_flip_effect_activated(printed):
    result = changer(CHANGE, mummy="defense")
    [mummy] = player(result, "B")["monsters"]
    assert mummy["position"] == "attack" and player(result, "A")["lp"] == 8000
    assert "5-1-5" not in result["rules_cited"]


def test_tin_archduke_flips_it_without_its_flip_effect(printed):
    [effect] = Card.objects.get(game_id="ygo", number=ARCHDUKE).encoding["effects"]
    assert effect["effect"][0]["change_position"]["no_flip"] is True
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - id: a-duke
        card: "{ARCHDUKE}"
        materials: [{{id: a-m1, name: M1, kind: monster, level: 4, atk: 100, def: 100}}]
  B: {{monsters: [{{id: b-mummy, card: "{MUMMY}", position: set}}]}}
actions:
  - activate: {{card: a-duke, effect: 0, target: b-mummy, detach: [a-m1]}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    [mummy] = player(result, "B")["monsters"]
    assert mummy["position"] == "attack" and player(result, "A")["lp"] == 8000
    assert "9-2-10" in result["rules_cited"]
