""""Activate 1 of these effects" on real cards whose options read now (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: World Legacy
Bestowal sends the one Link Monster its opponent controls and not the other monster (5-3-22),
Shiranui Style Synthesis returns a banished Zombie with 0 DEF to the GY and refuses one with
other DEF as a target (5-2-3), Wightmare discards itself then returns a banished "Skull
Servant" (5-2-8), Trap Dustshoot looks at the opponent's hand and shuffles the monster its
player chooses into the Deck (5-3-24), D/D Lilith adds a face-up Pendulum Monster from its
Extra Deck and never a face-down one (5-3-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BESTOWAL, SYNTHESIS, WIGHTMARE, DECODE = "59778096", "40005099", "22339232", "01861629"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BESTOWAL, SYNTHESIS, WIGHTMARE, DECODE)))


def test_world_legacy_bestowal_sends_the_link_monster(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-bestowal, card: "{BESTOWAL}", face_up: false}}]
  B:
    monsters: [{{id: b-decode, card: "{DECODE}"}},
               {{id: b-plain, name: Plain, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: a-bestowal, option: 0}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    b = player(result, "B")
    assert "b-decode" in b["graveyard"] and [m["id"] for m in b["monsters"]] == ["b-plain"]
    assert "5-3-22" in result["rules_cited"] and "5-2-8" in result["rules_cited"]


SYNTHESIS_BOARD = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    hand: [{{{{id: a-synthesis, card: "{SYNTHESIS}"}}}}, {{{{id: a-fodder, name: Fodder,
            kind: spell}}}}]
    banished: [{{{{id: a-zero, name: Zero, kind: monster, level: 3, atk: 1800, def: 0,
                 types: [Zombie]}}}},
               {{{{id: a-some, name: Some, kind: monster, level: 3, atk: 1800, def: 100,
                 types: [Zombie]}}}}]
  B: {{{{}}}}
actions:
  - activate: {{{{card: a-synthesis}}}}
  - pass
  - pass
  - activate: {{{{card: a-synthesis, effect: 0, option: 1, cost: [a-fodder], target: {{target}}}}}}
  - pass
  - pass"""


def test_shiranui_style_synthesis_returns_a_banished_zombie_with_0_def(printed):
    result = judged(SYNTHESIS_BOARD.format(target="a-zero"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-zero" in a["graveyard"] and "a-fodder" in a["graveyard"]
    assert "a-some" in a["banished"]


def test_shiranui_style_synthesis_refuses_a_zombie_with_other_def(printed):
    result = judged(SYNTHESIS_BOARD.format(target="a-some"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-2-3"


def test_wightmare_discards_itself_then_returns_a_banished_skull_servant(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-wight, card: "{WIGHTMARE}"}}]
    banished: [{{id: a-skull, name: Skull Servant, kind: monster, level: 1, atk: 300,
                def: 200, types: [Zombie]}}]
  B: {{}}
actions:
  - activate: {{card: a-wight, effect: 0, option: 0, target: a-skull}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-wight" in a["graveyard"] and "a-skull" in a["graveyard"]


DUSTSHOOT, POT = "64697231", "91501248"
DUSTSHOOT_BOARD = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    spells_traps: [{{{{id: a-dust, card: "{DUSTSHOOT}", face_up: false}}}}]
  B:
    hand: [{{{{id: b-m1, name: Mon One, kind: monster, level: 4, atk: 1000, def: 1000}}}},
           {{{{id: b-m2, name: Mon Two, kind: monster, level: 4, atk: 1000, def: 1000}}}},
           {{{{id: b-s, name: Spell One, kind: spell}}}},
           {{{{id: b-t, name: Trap One, kind: trap}}}}]
    deck: [{{{{id: b-d1, name: Deck One, kind: spell}}}}]
actions:
  - activate: {{{{card: a-dust{{pick}}}}}}
  - pass
  - pass"""


@pytest.fixture
def dustshoot(tmp_path):
    store(subset(tmp_path, (DUSTSHOOT, POT)))


def test_trap_dustshoot_shuffles_the_monster_its_player_chooses(dustshoot):
    result = judged(DUSTSHOOT_BOARD.format(pick=", pick: b-m2"))
    assert result["outcome"] == "completed"
    b = player(result, "B")
    assert b["hand"] == ["b-m1", "b-s", "b-t"] and b["deck"] == 2
    assert "5-3-24" in result["rules_cited"] and "5-3-14" in result["rules_cited"]
    looked = next(s for s in result["steps"] if s["code"] == "hand_looked")
    assert "Mon One" in looked["text"] and "Trap One" in looked["text"]


def test_trap_dustshoot_takes_no_spell_and_the_judge_does_not_choose(dustshoot):
    for pick in (", pick: b-s", ""):
        result = judged(DUSTSHOOT_BOARD.format(pick=pick))
        assert result["outcome"] == "completed"
        assert len(player(result, "B")["hand"]) == 4
        skipped = next(s for s in result["steps"] if s["code"] == "effect_part_skipped")
        assert "5-2-5" in skipped["rules"] and "Mon Two" in skipped["text"]


def test_pot_of_the_forbidden_discards_nothing_from_an_empty_hand(dustshoot):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-pot, card: "{POT}", position: set}}]
  B: {{}}
actions:
  - flip_summon: {{card: a-pot}}
  - activate: {{card: a-pot, effect: 0, option: 3}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    texts = [s["text"] for s in result["steps"] if s["code"] in ("hand_looked",
                                                                  "effect_part_skipped")]
    assert len(texts) == 2 and "empty" in texts[0]


LILITH = "12822541"
LILITH_BOARD = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    hand: [{{{{id: a-lilith, card: "{LILITH}"}}}}]
    extra_deck: [{{{{id: a-up, name: D/D Up, kind: monster, level: 4, atk: 1000, def: 1000,
                   types: [Fiend, Pendulum, Effect], archetypes: [D/D], scale: 1}}}},
                 {{{{id: a-down, name: D/D Down, kind: monster, level: 8, atk: 2800, def: 2000,
                   types: [Fiend, Pendulum, Synchro, Effect], archetypes: [D/D], scale: 1}}}}]
  B: {{{{}}}}
actions:
  - normal_summon: {{{{card: a-lilith}}}}
  - activate: {{{{card: a-lilith, effect: 0, option: 1, pick: {{pick}}}}}}
  - pass
  - pass"""


@pytest.fixture
def lilith(tmp_path):
    store(subset(tmp_path, (LILITH,)))


def test_d_d_lilith_adds_a_face_up_pendulum_monster_from_the_extra_deck(lilith):
    result = judged(LILITH_BOARD.format(pick="a-up"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-up" in a["hand"] and "5-3-13" in result["rules_cited"]


def test_d_d_lilith_never_takes_a_face_down_card_of_the_extra_deck(lilith):
    # the Pendulum Synchro Monster is face-down there: not a card the effect can take
    result = judged(LILITH_BOARD.format(pick="a-down"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.pick_does_not_fit"
    assert result["illegal"]["rules"][0] == "5-3-13"


ENCOUNTER = "29354228"


@pytest.fixture
def encounter(tmp_path):
    store(subset(tmp_path, (ENCOUNTER,)))


def test_dogmatika_encounter_summons_fallen_of_albaz_from_the_gy(encounter):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-encounter, card: "{ENCOUNTER}", face_up: false}}]
    graveyard: [{{id: a-albaz, name: Fallen of Albaz, kind: monster, level: 4, atk: 1800,
                  def: 0}},
                {{id: a-other, name: Other, kind: monster, level: 4, atk: 1800, def: 0}}]
  B: {{}}
actions:
  - activate: {{card: a-encounter, option: 1, pick: a-albaz, destination: field}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert [m["id"] for m in a["monsters"]] == ["a-albaz"]
    refused = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-encounter, card: "{ENCOUNTER}", face_up: false}}]
    graveyard: [{{id: a-other, name: Other, kind: monster, level: 4, atk: 1800, def: 0}}]
  B: {{}}
actions:
  - activate: {{card: a-encounter, option: 1, pick: a-other, destination: hand}}""")
    assert refused["outcome"] == "illegal_action" and refused["illegal"]["rules"][0] == "5-3-13"


REDEPLOYMENT = "86852702"
REDEPLOYMENT_BOARD = f"""
game: ygo
turn: {{{{number: 3, player: A}}}}
players:
  A:
    hand: [{{{{id: a-redeploy, card: "{REDEPLOYMENT}"}}}}, {{{{id: a-fodder, name: Fodder,
           kind: spell}}}}]
    deck: [{{{{id: a-m1, name: Machina Soldier, kind: monster, level: 4, atk: 1600, def: 1500,
             archetypes: [Machina]}}}},
           {{{{id: a-m2, name: Machina Soldier, kind: monster, level: 4, atk: 1600, def: 1500,
             archetypes: [Machina]}}}},
           {{{{id: a-m3, name: Machina Defender, kind: monster, level: 4, atk: 1200, def: 1800,
             archetypes: [Machina]}}}}]
  B: {{{{}}}}
actions:
  - activate: {{{{card: a-redeploy, option: 0, cost: [a-fodder], picks: [{{picks}}]}}}}
  - pass
  - pass"""


@pytest.fixture
def redeployment(tmp_path):
    store(subset(tmp_path, (REDEPLOYMENT,)))


def test_machina_redeployment_adds_two_machina_with_different_names(redeployment):
    result = judged(REDEPLOYMENT_BOARD.format(picks="a-m1, a-m3"))
    assert result["outcome"] == "completed"
    hand = player(result, "A")["hand"]
    assert "a-m1" in hand and "a-m3" in hand and "a-fodder" not in hand


def test_machina_redeployment_refuses_two_cards_of_one_name(redeployment):
    result = judged(REDEPLOYMENT_BOARD.format(picks="a-m1, a-m2"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.pick_same_name"
    assert result["illegal"]["rules"][0] == "5-3-13"


CUCKOO = "48386462"


@pytest.fixture
def cuckoo(tmp_path):
    store(subset(tmp_path, (CUCKOO,)))


def test_the_cuckoo_destroys_itself_then_draws(cuckoo):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-cuckoo, card: "{CUCKOO}"}}]
    deck: [{{id: a-next, name: Next, kind: spell}}]
  B: {{}}
actions:
  - activate: {{card: a-cuckoo, effect: 0, option: 0}}
  - pass
  - pass""")
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-cuckoo" in a["graveyard"] and a["hand"] == ["a-next"]
    assert "5-3-1" in result["rules_cited"] and "5-2-7" in result["rules_cited"]
