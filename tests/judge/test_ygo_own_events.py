"""Real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only),
read and judged: Reborn Tengu answers leaving the field face-up, however it left (5-1-12);
Machina Unclaspare and Rose Fairy answer being added to the hand, not drawn (5-1-14);
Autorokket Dragon and Maiden with Eyes of Blue answer, in direct response, an activation that
targets them (5-1-13)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

TENGU, UNCLASPARE, ROSE, AUTOROKKET, MAIDEN = ("10028593", "45674286", "44125452",
                                               "80250185", "88241506")
BLUE_EYES = "89631139"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TENGU, UNCLASPARE, ROSE, AUTOROKKET, MAIDEN, BLUE_EYES)))


TRIBUTED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-big, name: Big, kind: monster, level: 5, atk: 2000, def: 1000}}]
    deck: [{{id: a-deck, card: "{tengu}"}}]
    monsters: [{{id: a-tengu, card: "{tengu}", position: {position}}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-big, tributes: [a-tengu]}}
  - activate: {{card: a-tengu, effect: 0, pick: a-deck}}
  - pass
  - pass"""


def test_reborn_tengu_tributed_face_up_summons_another_from_the_deck(printed):
    result = judged(TRIBUTED.format(tengu=TENGU, position="attack"))
    assert result["outcome"] == "completed", result.get("reason")
    assert "a-deck" in [m["id"] for m in player(result, "A")["monsters"]]
    assert {"5-1-3", "5-1-12"} <= set(result["rules_cited"])


def test_reborn_tengu_tributed_face_down_has_nothing_to_answer(printed):
    result = judged(TRIBUTED.format(tengu=TENGU, position="set"))
    assert result["outcome"] == "illegal_action"
    assert "5-1-3" in result["illegal"]["rules"], result["illegal"]
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-big"]


ADDED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-spell, name: Spell, kind: spell, spell_type: normal,
             effect: [{step}]}}]
    deck: [{{id: a-card, card: "{card}"}}]
    graveyard: [{{id: a-grave, card: "{card}"}}]
  B: {{}}
actions:
  - activate: {{card: a-spell{pick}}}
  - pass
  - pass
  - activate: {{card: {taken}, effect: 0}}
  - pass
  - pass"""
SEARCH = "{fetch: {to: hand, what: monster}}"
RECOVER = "{fetch: {to: hand, from: [graveyard], what: monster}}"


def test_unclaspare_added_by_a_search_summons_itself(printed):
    result = judged(ADDED.format(step=SEARCH, card=UNCLASPARE, pick=", pick: a-card",
                                 taken="a-card"))
    assert result["outcome"] == "completed", result.get("reason")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-card"]
    assert {"5-1-3", "5-1-14"} <= set(result["rules_cited"])


def test_unclaspare_drawn_is_not_added(printed):
    result = judged(ADDED.format(step="{draw: 1}", card=UNCLASPARE, pick="", taken="a-card"))
    assert result["outcome"] == "illegal_action"
    assert "5-1-3" in result["illegal"]["rules"]
    assert player(result, "A")["hand"] == ["a-card"]


def test_rose_fairy_from_the_graveyard_is_not_from_the_deck(printed):
    searched = judged(ADDED.format(step=SEARCH, card=ROSE, pick=", pick: a-card",
                                   taken="a-card"))
    assert searched["outcome"] == "completed", searched.get("reason")
    recovered = judged(ADDED.format(step=RECOVER, card=ROSE, pick=", pick: a-grave",
                                    taken="a-grave"))
    assert recovered["outcome"] == "illegal_action"
    assert player(recovered, "A")["hand"] == ["a-grave"]


TARGETED = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    deck: [{{id: a-blue, card: "{blue}"}}]
    monsters: [{{id: a-own, card: "{card}"}}]
    spells_traps: [{{id: a-set, name: Set Card, kind: trap, trap_type: normal,
                     face_up: false}}]
  B:
    {b}
actions:
  - activate: {{card: {source}, target: a-own}}
  - activate: {{card: a-own, effect: 0{pick}}}
  - pass
  - pass"""
LINK = ("monsters: [{id: b-link, name: Linker, kind: monster, types: [Cyberse, Link, Effect], "
        "link_rating: 2, atk: 1500, effects: [{type: quick, target: {what: monster, player: "
        "opponent}, effect: [{destroy: chosen}]}]}]")
SPELL = ("hand: [{id: b-spell, name: Aimed, kind: spell, spell_type: quick-play, target: "
         "{what: monster, player: opponent}, effect: [{destroy: chosen}]}]")


def test_a_rokket_answers_a_link_monsters_effect_that_targets_it(printed):
    result = judged(TARGETED.format(blue=BLUE_EYES, card=AUTOROKKET, b=LINK, source="b-link",
                                    pick=", pick: a-set"))
    assert result["outcome"] == "completed", result.get("reason")
    assert "a-own" in player(result, "A")["graveyard"]
    assert "a-set" in player(result, "A")["graveyard"]
    assert "5-1-13" in result["rules_cited"]


def test_a_rokket_does_not_answer_a_spell(printed):
    result = judged(TARGETED.format(blue=BLUE_EYES, card=AUTOROKKET, b=SPELL, source="b-spell",
                                    pick=", pick: a-set"))
    assert result["outcome"] == "illegal_action"
    assert {"5-1-4", "5-1-13"} <= set(result["illegal"]["rules"])


def test_maiden_answers_any_activation_that_targets_it(printed):
    result = judged(TARGETED.format(blue=BLUE_EYES, card=MAIDEN, b=SPELL, source="b-spell",
                                    pick=", pick: a-blue"))
    assert result["outcome"] == "completed", result.get("reason")
    assert "a-blue" in [m["id"] for m in player(result, "A")["monsters"]]


DREAM, CRASS = "13215230", "93889755"
CHANGED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-clown, card: "{card}", position: {position}}}]
  B:
    monsters: [{{id: b-mon, name: Foe, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:{actions}"""


def test_dream_clown_changed_to_defense_by_hand_destroys(printed_positions):
    result = judged(CHANGED.format(card=DREAM, position="attack", actions="""
  - change_position: {card: a-clown}
  - activate: {card: a-clown, effect: 0, target: b-mon}
  - pass
  - pass"""))
    assert result["outcome"] == "completed", result.get("reason")
    assert player(result, "B")["graveyard"] == ["b-mon"]
    assert {"5-1-3", "9-2-9"} <= set(result["rules_cited"])


def test_crass_clown_flip_summoned_returns_a_monster(printed_positions):
    result = judged(CHANGED.format(card=CRASS, position="set", actions="""
  - flip_summon: {card: a-clown}
  - activate: {card: a-clown, effect: 0, target: b-mon}
  - pass
  - pass"""))
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["hand"] == ["b-mon"]


def test_dream_clown_changed_to_attack_has_nothing_to_answer(printed_positions):
    result = judged(CHANGED.format(card=DREAM, position="defense", actions="""
  - change_position: {card: a-clown}
  - activate: {card: a-clown, effect: 0, target: b-mon}"""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    assert [m["id"] for m in player(result, "B")["monsters"]] == ["b-mon"]


@pytest.fixture
def printed_positions(tmp_path):
    store(subset(tmp_path, (DREAM, CRASS)))


MARKSMAN = "00706925"
PAID = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-marksman, card: "{marksman}"}}]
    monsters: [{{id: a-mon, name: Paying, kind: monster, level: 4, atk: 1000, def: 1000,
                 attribute: {attribute}, effects: [{{type: ignition, discard: 1,
                 effect: [{{draw: 1}}]}}]}}]
    deck: [{{id: a-top, name: Top, kind: monster, level: 4, atk: 1000, def: 1000}}]
  B:
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, trap_type: normal, face_up: false}}]
actions:
  - activate: {{card: a-mon, effect: 0, cost: [a-marksman]}}
  - pass
  - pass
  - activate: {{card: a-marksman, effect: {effect}, target: b-set}}
  - pass
  - pass"""


@pytest.fixture
def marksman(tmp_path):
    store(subset(tmp_path, (MARKSMAN,)))


def _paid_index() -> int:
    effects = Card.objects.get(game_id="ygo", number=MARKSMAN).encoding["effects"]
    return [effect.get("event") for effect in effects].index("sent_for_monster_cost")


def test_atlantean_marksman_discarded_for_a_water_monster_destroys_a_set_card(marksman):
    result = judged(PAID.format(marksman=MARKSMAN, attribute="WATER", effect=_paid_index()))
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["graveyard"] == ["b-set"]
    assert {"5-1-3", "5-2-23"} <= set(result["rules_cited"])


def test_atlantean_marksman_discarded_for_a_fire_monster_does_nothing(marksman):
    result = judged(PAID.format(marksman=MARKSMAN, attribute="FIRE", effect=_paid_index()))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


SIMORGH, MOTORBIKE = "50820852", "83334932"
ZONES = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-simorgh, card: "{simorgh}"}}{grave}]
    hand: [{{id: a-bike, card: "{bike}"}}]
    deck: [{{id: a-samurai, name: Superheavy Samurai Big, kind: monster, level: 4, atk: 0,
             def: 2000, archetypes: [Superheavy Samurai]}}]
  B:
    spells_traps: [{b}]
actions:
  - activate: {{card: {card}, effect: {effect}{pick}}}
  - pass
  - pass"""
SPELL_IN_GY = ", {id: a-used, name: Used, kind: spell, spell_type: normal}"
B_SET = "{id: b-set, name: Set Card, kind: trap, trap_type: normal, face_up: false}"


@pytest.fixture
def zones(tmp_path):
    store(subset(tmp_path, (SIMORGH, MOTORBIKE)))


def _ignition(number: str, key: str) -> int:
    effects = Card.objects.get(game_id="ygo", number=number).encoding["effects"]
    return next(i for i, effect in enumerate(effects) if key in effect.get("if", {}))


def _zones(b: str, grave: str, simorgh: bool) -> dict:
    card, number, key, pick = ("a-simorgh", SIMORGH, "opponent_spell_zone_max", "") \
        if simorgh else ("a-bike", MOTORBIKE, "graveyard_spells_traps_max", ", pick: a-samurai")
    return judged(ZONES.format(simorgh=SIMORGH, bike=MOTORBIKE, grave=grave, b=b, card=card,
                               effect=_ignition(number, key), pick=pick))


def test_simorgh_returns_while_the_opponent_has_no_spell_trap_zone_cards(zones):
    result = _zones("", "", simorgh=True)
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-simorgh"]
    refused = _zones(B_SET, "", simorgh=True)
    assert refused["outcome"] == "illegal_action"
    assert "5-2-4" in refused["illegal"]["rules"]


def test_superheavy_samurai_motorbike_needs_no_spell_trap_in_the_graveyard(zones):
    result = _zones("", "", simorgh=False)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["hand"] == ["a-samurai"]
    refused = _zones("", SPELL_IN_GY, simorgh=False)
    assert refused["outcome"] == "illegal_action"
    assert "5-2-4" in refused["illegal"]["rules"]


AIR_LIFTER = "65734501"
ANSWERED = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    hand: [{{id: a-lifter, card: "{lifter}"}},
           {{id: a-ace, name: Rescue-ACE Other, kind: monster, level: 4, atk: 1000, def: 1000,
             archetypes: [Rescue-ACE]}}]
  B:
    monsters: [{{id: b-mon, name: Drawer, kind: monster, level: 4, atk: 1000, def: 1000,
                 effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}]
    hand: [{{id: b-spell, name: Drawing, kind: spell, spell_type: normal,
             effect: [{{draw: 1}}]}}]
    deck: [{{id: b-top, name: Top, kind: monster, level: 4, atk: 1000, def: 1000}},
           {{id: b-next, name: Next, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: {source}{effect}}}
  - activate: {{card: a-lifter, effect: {index}, pick: a-ace}}
  - pass
  - pass"""


@pytest.fixture
def lifter(tmp_path):
    store(subset(tmp_path, (AIR_LIFTER,)))


def _answered(source: str, effect: str) -> dict:
    effects = Card.objects.get(game_id="ygo", number=AIR_LIFTER).encoding["effects"]
    index = [one.get("type") for one in effects].index("quick")
    return judged(ANSWERED.format(lifter=AIR_LIFTER, source=source, effect=effect, index=index))


def test_rescue_ace_answers_a_monster_effect_the_opponent_activates_on_the_field(lifter):
    result = _answered("b-mon", ", effect: 0")
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-ace"]
    assert "5-1-13" in result["rules_cited"]


def test_rescue_ace_does_not_answer_a_spell(lifter):
    result = _answered("b-spell", "")
    assert result["outcome"] == "illegal_action"
    assert {"5-1-4", "5-1-13"} <= set(result["illegal"]["rules"])


HYPNOCORN = "20351153"
SUMMONED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-corn, card: "{corn}"}}]
    monsters: [{mine}]
  B:
    monsters: [{{id: b-mon, name: Foe, kind: monster, level: 4, atk: 1000, def: 1000}}]
    spells_traps: [{{id: b-set, name: Set Card, kind: trap, trap_type: normal, face_up: false}}]
actions:
  - normal_summon: {{card: a-corn}}
  - activate: {{card: a-corn, effect: 0, target: b-set}}
  - pass
  - pass"""


def test_hypnocorn_needs_both_states(tmp_path):
    store(subset(tmp_path, (HYPNOCORN,)))
    result = judged(SUMMONED.format(corn=HYPNOCORN, mine=""))
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["graveyard"] == ["b-set"]
    other = "{id: a-other, name: Other, kind: monster, level: 4, atk: 1000, def: 1000}"
    refused = judged(SUMMONED.format(corn=HYPNOCORN, mine=other))
    assert refused["outcome"] == "illegal_action"
    assert "5-2-4" in refused["illegal"]["rules"]


SHARK = "37279508"
ATTACKED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-shark, card: "{shark}", materials: 1}},
               {{id: a-mon, name: Mine, kind: monster, level: 4, atk: 500, def: 1000}}]
  B:
    monsters: [{{id: b-mon, name: Foe, kind: monster, level: 4, atk: 1800, def: 1000}}]
actions:
  - battle_phase
  - attack: {{attacker: a-mon, target: b-mon}}
  - activate: {{card: a-shark, effect: 0}}
  - pass
  - pass"""


def test_number_37_answers_its_own_players_attack_too(tmp_path):
    store(subset(tmp_path, (SHARK,)))
    result = judged(ATTACKED.format(shark=SHARK))
    assert result["outcome"] == "completed", result.get("illegal")
    foe, = player(result, "B")["monsters"]
    assert foe["atk"] == 800
