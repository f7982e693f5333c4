"""Restrictions for the turn a card or effect is activated, besides Special Summons and the
Battle Phase, judged on real cards (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only): adding from the Deck (5-2-27, Cielo, the Veil of Raise Moon) and attacks
(5-2-26, Destiny HERO - Doom Lord, and a Spell's key)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from cards.ygo import turn_locks

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, printed, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CIELO = "yugipedia1206652"  # Cielo, the Veil of Raise Moon
CAROL = "yugipedia1210579"  # Raise Moon Elegance Carol
DOOM_LORD = "41613948"  # Destiny HERO - Doom Lord
SWALLOW = "86868952"  # Bujingi Swallow: "other" than its target, not than itself


def test_the_deck_restriction_is_read_on_the_effect_before_it():
    effects = printed(CIELO)["effects"]
    assert [bool(e.get("no_deck_adds_turn")) for e in effects] == [False, False, True]
    assert effects[2]["effect"] == [{"draw": 1}]
    assert derived(CIELO).automation == "full"
    carol = derived(CAROL)
    assert carol.automation == "full", carol.notes
    assert carol.encoding["effects"][1]["no_deck_adds_turn"] is True


def test_the_attack_restrictions_are_read():
    assert printed(DOOM_LORD)["effects"][0]["no_attacks_turn"] is True
    # its target is the monster the other ones are compared with: not read
    assert not any("no_other_attacks_turn" in e for e in printed(SWALLOW)["effects"])
    assert turn_locks.read("Only this card can attack the turn this effect is activated.") \
        == ("effect", {"no_other_attacks_turn": True})
    assert turn_locks.read("Your monsters cannot attack the turn you activate this card.") \
        == ("activation", {"no_attacks_turn": True})
    # a Spell's "other monsters" names none it is compared with
    assert turn_locks.read("Other monsters cannot attack during the turn you activate this "
                           "card.") is None


CIELO_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-top, name: Top Card, kind: spell}},
           {{id: a-searched, name: Searched, kind: monster, level: 4, atk: 1000, def: 1000}}]
    hand: [{{id: a-search, name: Search, kind: spell, spell_type: normal,
             effect: [{{fetch: {{to: hand, what: monster}}}}]}}]
    monsters: [{cielo}]
  B:
    deck: 5
actions:
{actions}"""
ACTIVATE_CIELO = "  - activate: {card: a-cielo, effect: 2}\n  - pass\n  - pass\n"
SEARCH = "  - activate: {card: a-search, pick: a-searched}\n  - pass\n  - pass\n"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (DOOM_LORD,)))


def cielo_board(actions: str) -> str:
    """Cielo as the import reads it (it has no password a scenario's `card:` could name)."""
    cielo = {"id": "a-cielo", "name": "Cielo", "kind": "monster", "level": 7, "atk": 2100,
             "def": 2100, **derived(CIELO).encoding}
    return CIELO_BOARD.format(cielo=json.dumps(cielo), actions=actions)


def test_the_effect_draws_and_forbids_searching_for_the_rest_of_the_turn(imported):
    drawn = judged(cielo_board(ACTIVATE_CIELO))
    assert drawn["outcome"] == "completed", drawn
    assert player(drawn, "A")["hand"] == ["a-search", "a-top"]  # a draw is allowed
    assert "5-2-27" in drawn["rules_cited"]
    refused = judged(cielo_board(ACTIVATE_CIELO + SEARCH))
    assert refused["outcome"] == "illegal_action", refused
    assert refused["illegal"]["rules"][0] == "5-2-27", refused["illegal"]
    assert "Cielo" in refused["illegal"]["reason"]
    assert "5-2-27" in judged(cielo_board(ACTIVATE_CIELO + SEARCH))["illegal"]["rules"]


def test_the_effect_is_refused_after_a_search_this_turn(imported):
    result = judged(cielo_board(SEARCH + ACTIVATE_CIELO))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"] == ["5-2-27"], result["illegal"]
    assert "Searched" in result["illegal"]["reason"]


def test_a_search_already_on_the_chain_adds_nothing(imported):
    actions = """  - activate: {card: a-search, pick: a-searched}
  - pass
  - activate: {card: a-cielo, effect: 2}
  - pass
  - pass
"""
    result = judged(cielo_board(actions))
    assert result["outcome"] == "completed", result
    assert "a-searched" not in player(result, "A")["hand"]
    assert "a-top" in player(result, "A")["hand"]


DOOM_BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    deck: 5
    monsters: [{{id: a-doom, card: "{doom}"{attacked}}},
               {{id: a-other, name: Other, kind: monster, level: 4, atk: 1500, def: 1000}}]
  B:
    deck: 5
    monsters: [{{id: b-target, name: Target, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
{actions}"""
BANISH = "  - activate: {card: a-doom, effect: 0, target: b-target}\n  - pass\n  - pass\n"


def doom_board(actions: str, phase: str = "main1", attacked: str = "") -> str:
    return DOOM_BOARD.format(doom=DOOM_LORD, actions=actions, phase=phase, attacked=attacked)


def test_no_monster_attacks_after_the_effect(imported):
    result = judged(doom_board(BANISH + "  - battle_phase\n"
                               "  - attack: {attacker: a-other, target: direct}\n"))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"][0] == "5-2-26", result["illegal"]
    assert "Doom Lord" in result["illegal"]["reason"]


def test_the_effect_is_refused_once_a_monster_attacked(imported):
    result = judged(doom_board(BANISH, phase="main2", attacked=", attacked_this_turn: true"))
    assert result["outcome"] == "illegal_action", result
    assert result["illegal"]["rules"] == ["5-2-26"], result["illegal"]


def test_a_spells_key_binds_every_monster_and_ends_with_the_turn():
    board = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    hand: [{{id: a-call, name: Call, kind: spell, effect: [{{draw: 1}}],
             no_attacks_turn: true}}]
    monsters: [{{id: a-other, name: Other, kind: monster, level: 4, atk: 1500, def: 1000}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-call}}
  - pass
  - pass
  - battle_phase
{then}"""
    refused = judged(board.format(then="  - attack: {attacker: a-other, target: direct}\n"))
    assert refused["outcome"] == "illegal_action", refused
    assert refused["illegal"]["rules"][0] == "5-2-26"
    later = judged(board.format(then="  - end_turn\n  - end_turn\n  - battle_phase\n"
                                     "  - attack: {attacker: a-other, target: direct}\n"))
    assert later["outcome"] == "completed", later
    assert player(later, "B")["lp"] == 6500  # two turns later, it attacks again


OTHERS_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    monsters: [{{id: a-deskbot, name: Deskbot, kind: monster, level: 4, atk: 1000, def: 1000,
                 effects: [{{type: ignition, effect: [{{draw: 1}}],
                             no_other_attacks_turn: true}}]}},
               {{id: a-other, name: Other, kind: monster, level: 4, atk: 1500, def: 1000}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-deskbot, effect: 0}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: {attacker}, target: direct}}
"""


def test_only_the_monster_itself_attacks_after_its_effect():
    own = judged(OTHERS_BOARD.format(attacker="a-deskbot"))
    assert own["outcome"] == "completed", own
    assert player(own, "B")["lp"] == 7000
    other = judged(OTHERS_BOARD.format(attacker="a-other"))
    assert other["outcome"] == "illegal_action", other
    assert other["illegal"]["rules"][0] == "5-2-26"
    assert "no other monster" in other["illegal"]["reason"]


CARTURBO = "96945958"  # Speedroid CarTurbo
NAPALM = "60508057"  # Raidraptor - Napalm Dragonius


def test_the_monster_effect_restriction_is_read_inside_the_action():
    steps = printed(CARTURBO)["effects"][0]["effect"]
    assert steps[-1] == {"effect_lock": {"except": {"attribute": "WIND"}}}
    assert derived(CARTURBO).automation == "full"
    napalm = derived(NAPALM)
    assert napalm.automation == "full", napalm.notes
    assert napalm.encoding["effects"][0]["effect"][-1] == {
        "effect_lock": {"except": {"archetype": "Raidraptor"}}}


CARTURBO_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    hand: [{{id: a-carturbo, card: "{carturbo}"}}]
    monsters: [{{id: a-wind, name: Wind, kind: monster, level: 4, atk: 1000, def: 1000,
                 attribute: WIND, effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}},
               {{id: a-dark, name: Dark, kind: monster, level: 4, atk: 1000, def: 1000,
                 attribute: DARK, effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}]
    spells_traps: [{{id: a-spell, name: Spell, kind: spell, spell_type: quick-play,
                     face_up: false, effect: [{{draw: 1}}]}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-carturbo, effect: 0}}
  - pass
  - pass
  - activate: {{card: {then}}}
  - pass
  - pass
"""


@pytest.mark.parametrize("then, outcome", [("a-dark, effect: 0", "illegal_action"),
                                           ("a-wind, effect: 0", "completed"),
                                           ("a-spell", "completed")])
def test_only_the_allowed_monsters_effects_after_it_resolves(tmp_path, then, outcome):
    store(subset(tmp_path, (CARTURBO,)))
    result = judged(CARTURBO_BOARD.format(carturbo=CARTURBO, then=then))
    assert result["outcome"] == outcome, result
    assert [m["id"] for m in player(result, "A")["monsters"]][-1] == "a-carturbo"
    if outcome == "illegal_action":
        assert result["illegal"]["rules"] == ["5-2-28"], result["illegal"]
        assert "WIND" in result["illegal"]["reason"]
    else:
        assert "5-2-28" in result["rules_cited"]


METEORBURST = "80696379"  # Odd-Eyes Meteorburst Dragon


def test_its_own_attacks_restricted_inside_the_action():
    meteorburst = derived(METEORBURST)
    assert meteorburst.automation == "full", meteorburst.notes
    assert meteorburst.encoding["effects"][0]["effect"][-1] == {"no_attack_rest": True}


SELF_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    monsters: [{{id: a-self, name: Self, kind: monster, level: 4, atk: 1000, def: 1000,
                 effects: [{{type: ignition, effect: [{{draw: 1}}, {{no_attack_rest: true}}]}}]}},
               {{id: a-other, name: Other, kind: monster, level: 4, atk: 1500, def: 1000}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-self, effect: 0}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: {attacker}, target: direct}}
"""


def test_the_monster_itself_cannot_attack_after_its_effect_resolved():
    own = judged(SELF_BOARD.format(attacker="a-self"))
    assert own["outcome"] == "illegal_action", own
    assert own["illegal"]["rules"][0] == "5-2-29"
    other = judged(SELF_BOARD.format(attacker="a-other"))
    assert other["outcome"] == "completed", other
    assert player(other, "B")["lp"] == 6500


MOZARTA = "03395226"  # Mozarta the Melodious Maestra


def test_other_monsters_when_the_effects_own_summon_fits_the_exception():
    mozarta = derived(MOZARTA)
    assert mozarta.automation == "full", mozarta.notes
    assert mozarta.encoding["effects"][0]["summon_lock_turn"] == {
        "from": "any", "except": {"attribute": "LIGHT"}}
    # an effect that could Special Summon a monster the exception does not allow: not read
    sentence = ("You cannot Special Summon other monsters the turn you activate this effect, "
                "except for LIGHT monsters.")
    assert not turn_locks.fits(sentence, {"effect": [{"fetch": {"to": "field", "what": "monster",
                                                                "type": "Fairy"}}]})


MOZARTA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    hand: [{{id: a-fairy, name: Fairy, kind: monster, level: 4, atk: 1000, def: 1000,
             attribute: LIGHT, types: [Fairy]}},
           {{id: a-dark, name: Dark, kind: monster, level: 4, atk: 1000, def: 1000,
             attribute: DARK, types: [Fiend]}},
           {{id: a-call, name: Call, kind: spell, spell_type: normal,
             effect: [{{fetch: {{to: field, from: [hand], what: monster}}}}]}}]
    monsters: [{{id: a-mozarta, card: "{mozarta}"}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-mozarta, effect: 0, pick: a-fairy}}
  - pass
  - pass
  - activate: {{card: a-call, pick: a-dark}}
  - pass
  - pass
"""


def test_after_it_only_light_monsters_are_special_summoned(tmp_path):
    store(subset(tmp_path, (MOZARTA,)))
    result = judged(MOZARTA_BOARD.format(mozarta=MOZARTA))
    monsters = [m["id"] for m in player(result, "A")["monsters"]]
    assert "a-fairy" in monsters and "a-dark" not in monsters, result
    assert "5-2-11" in result["rules_cited"]


SHOPINA = "05908650"  # Shopina the Melodious Maestra


def test_monster_effects_restricted_the_turn_the_effect_is_activated_is_read():
    shopina = derived(SHOPINA)
    assert shopina.automation == "full", shopina.notes
    assert shopina.encoding["effects"][0]["effect_lock_turn"] == {
        "except": {"attribute": "LIGHT"}}


SHOPINA_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    graveyard: [{{id: a-fairy, name: Fairy, kind: monster, level: 4, atk: 1000, def: 1000,
                  attribute: LIGHT, types: [Fairy]}}]
    monsters: [{{id: a-shopina, card: "{shopina}"}},
               {{id: a-dark, name: Dark, kind: monster, level: 4, atk: 1000, def: 1000,
                 attribute: DARK, effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}]
  B:
    deck: 5
actions:
{actions}"""
SHOPINA_FIRST = """  - activate: {card: a-shopina, effect: 0, target: a-fairy}
  - pass
  - pass
"""
DARK_FIRST = "  - activate: {card: a-dark, effect: 0}\n  - pass\n  - pass\n"


def test_no_dark_monster_effect_after_it_and_it_not_after_one(tmp_path):
    store(subset(tmp_path, (SHOPINA,)))
    after = judged(SHOPINA_BOARD.format(shopina=SHOPINA, actions=SHOPINA_FIRST + DARK_FIRST))
    assert after["outcome"] == "illegal_action", after
    assert after["illegal"]["rules"] == ["5-2-30"], after["illegal"]
    assert "a-fairy" in player(after, "A")["hand"]
    before = judged(SHOPINA_BOARD.format(shopina=SHOPINA, actions=DARK_FIRST + SHOPINA_FIRST))
    assert before["outcome"] == "illegal_action", before
    assert before["illegal"]["rules"] == ["5-2-30"], before["illegal"]
    assert "Dark" in before["illegal"]["reason"]
