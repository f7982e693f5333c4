"""Several monsters Special Summoned together on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Krawler Ranvier, destroyed
by the opponent's Spell, Special Summons the two "Krawler" monsters its activation names from
the Deck in face-down Defense Position (5-3-13); with one Main Monster Zone free it cannot be
activated, with two names alike or one name only neither; a zone taken before it resolves
leaves both in the Deck, as does one of two cards gone from the Graveyard (8-7-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

RANVIER = "10698416"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (RANVIER,)))


def _krawler(cid: str, name: str) -> str:
    return f"{{id: {cid}, name: {name}, kind: monster, level: 2, atk: 100, def: 100, " \
           f"archetypes: [Krawler]}}"


def scene(others: int, picks: str, more: str = "") -> str:
    fillers = "".join(f", {{id: a-m{i}, name: Filler {i}, kind: monster, atk: 100, def: 100}}"
                      for i in range(others))
    return f"""
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    monsters: [{{id: a-ranvier, card: "{RANVIER}"}}{fillers}]
    deck: [{_krawler("a-k1", "Krawler One")}, {_krawler("a-k2", "Krawler Two")},
           {_krawler("a-k3", "Krawler One")}]
    hand: [{{id: a-extra, name: Extra, kind: monster, atk: 100, def: 100}}]
    spells_traps: [{{id: a-quick, name: Quick, kind: spell, spell_type: quick-play,
                    face_up: false, effect: [{{special_summon: {{card: a-extra}}}}]}}]
  B:
    spells_traps: [{{id: b-blast, name: Blast, kind: spell, face_up: false,
                    effect: [{{destroy: a-ranvier}}]}}]
actions:
  - activate: {{card: b-blast}}
  - pass
  - pass
  - activate: {{card: a-ranvier, effect: 1, picks: [{picks}]}}
{more}  - pass
  - pass
"""


def test_two_krawlers_come_face_down_together(printed):
    result = judged(scene(0, "a-k1, a-k2"))
    assert result["outcome"] == "completed"
    assert set(monster_ids(result, "A")) == {"a-k1", "a-k2"}
    assert all(m["position"] == "set"
               for m in player(result, "A")["monsters"])
    assert "5-3-13" in result["rules_cited"]


def test_one_zone_free_is_not_enough_to_activate(printed):
    result = judged(scene(4, "a-k1, a-k2"))  # four others: one zone left by Ranvier
    assert result["illegal"]["code"] == "illegal.summon_together_no_room"
    assert "8-7-3" in result["illegal"]["rules"]


@pytest.mark.parametrize(("picks", "code"), [("a-k1", "illegal.pick_count"),
                                             ("a-k1, a-k3", "illegal.pick_same_name")])
def test_two_different_names_must_be_named(printed, picks, code):
    assert judged(scene(0, picks))["illegal"]["code"] == code


def test_a_zone_taken_before_it_resolves_leaves_both_in_the_deck(printed):
    # two zones free at activation; the Quick-Play chained to it takes one of them
    result = judged(scene(3, "a-k1, a-k2", "  - pass\n  - activate: {card: a-quick}\n"))
    assert result["outcome"] == "completed"
    ids = monster_ids(result, "A")
    assert "a-extra" in ids and "a-k1" not in ids and "a-k2" not in ids
    assert player(result, "A")["deck"] == 3
    [skipped] = [s for s in result["steps"] if s["code"] == "effect_part_skipped"]
    assert "8-7-3" in skipped["rules"]


def test_one_of_two_gone_from_the_graveyard_summons_neither():
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-call, name: Call, kind: spell,
            effect: [{fetch: {to: field, what: monster, from: [graveyard], count: 2}}]}]
    graveyard: [{id: a-g1, name: G One, kind: monster, atk: 100, def: 100},
                {id: a-g2, name: G Two, kind: monster, atk: 100, def: 100}]
  B:
    spells_traps: [{id: b-crow, kind: trap, trap_type: normal, effect: [{banish: chosen}]}]
actions:
  - activate: {card: a-call, picks: [a-g1, a-g2]}
  - activate: {card: b-crow, target: a-g1}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monster_ids(result, "A") == [] and "a-g2" in player(result, "A")["graveyard"]
    [skipped] = [s for s in result["steps"] if s["code"] == "effect_part_skipped"]
    assert "8-7-3" in skipped["rules"]
