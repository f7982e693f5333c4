"""Special Summons restricted in the turn an effect is activated (5-2-11), judged on real
cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only):
Chronomaly Winged Sphinx's "You cannot Special Summon monsters the turn you activate this
effect, except "Chronomaly" monsters" refuses the activation after an earlier Special Summon
of another monster that turn, and otherwise binds its player from the activation on."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import english, judged, store, subset  # noqa: E402

from cards.ygo import psct  # noqa: E402
from cards.ygo.encoding import encode_monster  # noqa: E402

pytestmark = pytest.mark.django_db

# Chronomaly Winged Sphinx, Monster Reborn, Goblin Biker Big Gabonga, Magma Dragon
CARDS = ("65591858", "83764718", "34001672", "95833645")
FIENDISH_KNIGHT = "04145915"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-sphinx, card: "65591858"}}, {{id: a-reborn, card: "83764718"}}]
    deck: 5
    graveyard: [{{id: a-fallen, name: Fallen, kind: monster, level: 4, atk: 1800, def: 1000,
                  attribute: DARK}},
                {{id: a-moai, name: Chronomaly Stone Head, kind: monster, level: 5, atk: 2000,
                  def: 1000, attribute: EARTH, archetypes: [Chronomaly]}}]
    extra_deck: [{{id: a-gabonga, card: "34001672"}}]
    monsters: [{{id: a-tribute, name: Tribute, kind: monster, level: 4, atk: 100, def: 100}},
               {{id: a-three, name: Three, kind: monster, level: 3, atk: 1000, def: 1000}},
               {{id: a-three2, name: Three Too, kind: monster, level: 3, atk: 1000, def: 1000}}]
  B:
    deck: 5
actions:
{actions}"""

SPHINX = """  - normal_summon: {card: a-sphinx, tributes: [a-tribute]}
  - activate: {card: a-sphinx, target: a-moai}
  - pass
  - pass
"""
REBORN = """  - activate: {card: a-reborn, target: a-fallen}
  - pass
  - pass
"""


def test_the_restriction_is_read_on_the_effect_before_it():
    for number, allowed in (("65591858", {"archetype": "Chronomaly"}),
                            ("95833645", {"type": "Wyrm"})):
        card = english(number)
        fields, read = encode_monster(psct.read(card["text"], card["kind"],
                                                card["card_property"], card["monster_types"]))
        effect = fields["effects"][0]
        assert effect["summon_lock_turn"] == {"from": "any", "except": allowed}
        assert len(read) == len(psct.read(card["text"], card["kind"]).effects)
    # Magma Dragon's once-per-turn clause, printed before the restriction, is its effect's
    assert effect["once_per_turn"] == "name"


def test_refused_after_an_earlier_special_summon_it_forbids(printed):
    result = judged(BOARD.format(actions=REBORN + SPHINX))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-11", result["illegal"]
    assert "already Special Summoned Fallen" in result["illegal"]["reason"]


def test_activated_otherwise_and_the_restriction_holds_for_the_turn(printed):
    result = judged(BOARD.format(actions=SPHINX + REBORN))
    assert result["outcome"] == "completed", result
    monsters = [m["id"] for m in player(result, "A")["monsters"]]
    assert "a-moai" in monsters and "a-fallen" not in monsters  # a DARK non-"Chronomaly"
    assert "5-2-11" in result["rules_cited"]


def test_a_summon_from_the_extra_deck_is_refused_after_the_activation(printed):
    result = judged(BOARD.format(actions=SPHINX + "  - xyz_summon: {card: a-gabonga, "
                                                  "materials: [a-three, a-three2]}\n"))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-10"


def test_either_of_the_cards_effects_binds_each_of_them():
    card = english("05929801")  # Raidraptor - Fuzzy Lanius
    fields, read = encode_monster(psct.read(card["text"], card["kind"],
                                            card["card_property"], card["monster_types"]))
    locks = [effect["summon_lock_turn"] for effect in fields["effects"]]
    assert locks == [{"from": "any", "except": {"archetype": "Raidraptor"}}] * 2
    assert [effect["once_per_turn"] for effect in fields["effects"]] == ["name", "name"]


def test_the_restriction_after_a_once_per_turn_clause_is_a_sentence_of_its_own():
    card = english(FIENDISH_KNIGHT)
    breakdown = psct.read(card["text"], card["kind"], card["card_property"],
                          card["monster_types"])
    assert breakdown.limits == ['You can only use each effect of "Gimmick Puppet Fiendish '
                                'Knight" once per turn.']
    assert breakdown.effects[-1].text.startswith("You cannot Special Summon from the Extra Deck "
                                                 "the turn you activate either")


SPELL_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-reborn, card: "83764718"}},
           {{id: a-call, name: Call, kind: spell, effect: [{{draw: 1}}],
             summon_lock_turn: {{from: any, except: {{attribute: WIND}}}}}}]
    deck: 5
    graveyard: [{{id: a-fallen, name: Fallen, kind: monster, level: 4, atk: 1800, def: 1000,
                  attribute: DARK}}]
  B:
    deck: 5
actions:
{actions}"""
REBORN_CALL = REBORN + """  - activate: {card: a-call}
  - pass
  - pass
"""


def test_a_spell_is_not_activated_after_a_special_summon_it_forbids(printed):
    result = judged(SPELL_BOARD.format(actions=REBORN_CALL))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-11"


def test_a_spell_activated_first_binds_its_player_for_the_turn(printed):
    call_first = REBORN_CALL[len(REBORN):] + REBORN
    result = judged(SPELL_BOARD.format(actions=call_first))
    assert result["outcome"] == "completed", result
    assert "a-fallen" in player(result, "A")["graveyard"]  # DARK: not Special Summoned
    assert {"5-2-11", "5-2-10"} <= set(result["rules_cited"])
