""""For each" over two places at once and "with a different name" (5-3-28): Buster Blader
counts the Dragons the opponent controls and has in the GY, not a face-down monster nor the
player's own; Shire, Lightsworn Spirit counts each name of its GY's "Lightsworn" monsters once;
a resolving step counts the same words (`for_each` on `gain_lp`). Real cards are imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, spell, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

BUSTER, SHIRE, BARREL, DULLAHAN = "78193831", "02420921", "27053506", "46895036"
ACTIVATE = [{"activate": {"card": "a-count"}}, "pass", "pass"]


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BUSTER, SHIRE, BARREL, DULLAHAN)))


def dragon(card_id: str, **extra: object) -> str:
    more = "".join(f", {key}: {value}" for key, value in extra.items())
    return (f"{{id: {card_id}, name: Drake {card_id}, level: 4, atk: 1000, def: 1000, "
            f"types: [Dragon]{more}}}")


@pytest.mark.django_db
def test_buster_blader_counts_the_opponents_field_and_graveyard(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-buster, card: "{BUSTER}"}}]
    graveyard: [{dragon("a-gy")}]
  B:
    monsters: [{dragon("b-up")}, {dragon("b-down", position="set")}]
    graveyard: [{dragon("b-gy")}, {{id: b-war, name: War, level: 4, atk: 1, def: 1,
                                    types: [Warrior]}}]
actions:
  - battle_phase
  - attack: {{attacker: a-buster, target: b-up}}
  - pass""")
    # 2600 + 2 x 500: the face-up Dragon and the one in their GY (5-3-28, 9-1-3)
    assert result["state"]["players"]["B"]["lp"] == 8000 - (3600 - 1000)


@pytest.mark.django_db
def test_shire_counts_each_lightsworn_name_once(printed):
    def lightsworn(card_id: str, name: str) -> str:
        return (f"{{id: {card_id}, name: {name}, level: 4, atk: 1000, def: 1000, "
                f"archetypes: [Lightsworn]}}")
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-shire, card: "{SHIRE}"}}]
    graveyard: [{lightsworn("a-1", "Sun Lightsworn")}, {lightsworn("a-2", "Sun Lightsworn")},
                {lightsworn("a-3", "Moon Lightsworn")}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 0, def: 0}}]
actions:
  - battle_phase
  - attack: {{attacker: a-shire, target: b-x}}
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 8000 - (400 + 2 * 300)


def test_a_step_counts_names_over_two_places():
    count = {"zone": ["field", "graveyard"], "player": "opponent", "what": "monster",
             "different_names": True}
    theirs = {"monsters": [monster("b-1", name="One"), monster("b-2", name="Two")],
              "graveyard": [monster("b-3", name="One"), monster("b-4", name="Three")]}
    step = {"gain_lp": {"amount": 100, "for_each": count}}
    result = run({"hand": [spell("a-count", effect=[step])]}, theirs, actions=ACTIVATE)
    assert player(result, "A")["lp"] == 8300  # One, Two, Three
    assert "3 × 100 = 300" in texts(result)
    assert {"5-3-20", "5-3-28"} <= set(result["rules_cited"])


def test_a_wrong_place_in_the_list_is_refused():
    from judge.engine import judge
    step = {"damage": {"amount": 100, "for_each": {"zone": ["field", "deck"]}}}
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [spell("a-count", effect=[step])]}, "B": {}},
                    "actions": ACTIVATE})
    assert [e["path"] for e in result["errors"]] == [
        "players.A.hand[0].effect[0].damage.for_each.zone[1]"]


@pytest.mark.django_db
def test_secret_barrel_counts_the_hand_and_the_field(printed):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    spells_traps: [{{id: a-barrel, card: "{BARREL}"}}]
  B:
    hand: [{{id: b-h1, name: H1}}, {{id: b-h2, name: H2}}]
    monsters: [{dragon("b-up")}]
    spells_traps: [{{id: b-set, name: Set One, kind: trap, trap_type: normal}}]
actions:
  - activate: {{card: a-barrel}}
  - pass
  - pass""")
    assert result["state"]["players"]["B"]["lp"] == 8000 - 4 * 200  # 2 in hand, 2 on field
    assert "5-3-28" in result["rules_cited"]


@pytest.mark.django_db
def test_ghostrick_dullahan_counts_itself_and_the_field_zone(printed):
    ghostrick = "archetypes: [Ghostrick], kind: spell"
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-dullahan, card: "{DULLAHAN}"}}]
    spells_traps: [{{id: a-up, name: Ghostrick Up, {ghostrick}, spell_type: continuous,
                     face_up: true}},
                   {{id: a-set, name: Ghostrick Set, {ghostrick}, spell_type: normal}}]
    field_spell: {{id: a-field, name: Ghostrick Field, {ghostrick}, spell_type: field,
                   face_up: true}}
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 0, def: 0}}]
actions:
  - battle_phase
  - attack: {{attacker: a-dullahan, target: b-x}}
  - pass""")
    # itself, the face-up Spell and the Field Spell; the Set card shows nothing (9-1-3)
    assert result["state"]["players"]["B"]["lp"] == 8000 - (1000 + 3 * 200)


def test_a_count_of_set_cards_takes_only_face_down_ones():
    count = {"zone": "field", "player": "any", "what": "card", "face_down": True}
    theirs = {"monsters": [monster("b-up"), monster("b-down", position="set")],
              "spells_traps": [spell("b-set"), spell("b-open", spell_type="continuous",
                                                     face_up=True)]}
    step = {"damage": {"amount": 100, "for_each": count}}
    result = run({"hand": [spell("a-count", effect=[step])]}, theirs, actions=ACTIVATE)
    assert player(result, "B")["lp"] == 7800  # the Set monster and the Set Spell
    assert "5-3-28" in result["rules_cited"]
