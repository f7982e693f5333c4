"""Cards bound to the monster they Special Summon (digest 10-4-4), in the wordings read since:
Escape from the Dark Dimension ("When this card leaves the field, destroy that target, and if
you do, banish it."), a card whose leaving banishes its monster (`leaves_banish`), Wicked
Rebirth ("Its effects are negated, also it cannot declare an attack this turn.", 12-3-21) and
Stonehenge ("..., and if you do, equip it with this card. When this card, equipped by this
effect, leaves the field, destroy that monster.", 4-5-5). Real cards are imported from
../shared/fixtures/yaml-yugi into a temporary folder (facts only) and judged."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import monster, player, run, texts, trap

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

ESCAPE, WICKED, STONEHENGE = "31550470", "23440062", "70786111"
DARK_MAGICIAN, STARDUST, OJAMA, TYPHOON = "46986414", "44508094", "42941100", "05318639"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ESCAPE, WICKED, STONEHENGE, DARK_MAGICIAN, STARDUST, OJAMA,
                            TYPHOON)))


def test_the_three_cards_read_in_full():
    escape, wicked, stonehenge = derived(ESCAPE), derived(WICKED), derived(STONEHENGE)
    assert [c.automation for c in (escape, wicked, stonehenge)] == ["full"] * 3
    assert escape.encoding["bond"] == "destroyed_destroy_banish"
    assert escape.encoding["target"]["zone"] == "banished"
    summon = wicked.encoding["effect"][0]["special_summon"]
    assert (summon["negated"], summon["no_attack"]) == (True, "turn")
    assert wicked.encoding["pay_lp"] == 800 and wicked.encoding["bond"] == "destroyed"
    assert stonehenge.encoding["bond"] == "equipped_leaves"
    assert stonehenge.encoding["target"]["atk_max"] == 0 and stonehenge.encoding[
        "once_per_turn"] is True


def board(card: str, zone: str, monster_card: str, *after: str) -> dict:
    lines = "\n".join(f"  - {action}" for action in after)
    where = "hand" if card == STONEHENGE else "spells_traps"
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {zone}: [{{id: a-mon, card: "{monster_card}"}}]
    {where}: [{{id: a-card, card: "{card}"}}]
  B:
    spells_traps: [{{id: b-typhoon, card: "{TYPHOON}"}}]
actions:
  - activate: {{card: a-card, target: a-mon}}
  - pass
  - pass
{lines}""")


TYPHOON_ON_CARD = ("activate: {card: b-typhoon, target: a-card}", "pass", "pass")


def test_escape_destroys_then_banishes_its_monster_as_it_leaves(printed):
    result = board(ESCAPE, "banished", DARK_MAGICIAN, *TYPHOON_ON_CARD)
    a = player(result, "A")
    assert a["monsters"] == [] and a["banished"] == ["a-mon"] and "a-card" in a["graveyard"]
    assert "is destroyed, and then banished" in texts(result)
    assert {"10-4-4", "5-3-1"} <= set(result["rules_cited"])


def test_wicked_rebirth_revives_a_negated_monster_that_cannot_attack_this_turn(printed):
    result = board(WICKED, "graveyard", STARDUST, "battle_phase",
                   "attack: {attacker: a-mon, target: direct}")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.summoned_no_attack.turn"
    assert player(result, "A")["lp"] == 7200  # its cost, paid as it was activated
    assert "5-5-1" in result["rules_cited"]


def test_stonehenge_equips_its_monster_and_takes_it_when_it_leaves(printed):
    result = board(STONEHENGE, "graveyard", OJAMA, *TYPHOON_ON_CARD)
    a = player(result, "A")
    assert a["monsters"] == [] and {"a-card", "a-mon"} <= set(a["graveyard"])
    assert "4-5-5" in result["rules_cited"]
    refused = board(STONEHENGE, "graveyard", DARK_MAGICIAN)  # 2500 ATK: not a 0 ATK monster
    assert refused["outcome"] == "illegal_action"


CALL = {"target": {"what": "monster", "player": "controller", "zone": "graveyard"},
        "effect": [{"special_summon": {"card": "chosen", "position": "defense"}}]}


def test_a_card_whose_leaving_banishes_its_monster():
    breaker = trap("b-break", "normal", [{"destroy": "chosen"}], target={"what": "spell_trap"})
    a = {"graveyard": [monster("a-dead", atk=2000)],
         "spells_traps": [trap("a-call", "continuous", bond="leaves_banish", **CALL)]}
    result = run(a=a, b={"spells_traps": [breaker]}, actions=[
        {"activate": {"card": "a-call", "target": "a-dead"}}, "pass", "pass",
        {"activate": {"card": "b-break", "target": "a-call"}}, "pass", "pass"])
    assert player(result, "A")["banished"] == ["a-dead"]
    assert player(result, "A")["graveyard"] == ["a-call"]
    assert "so the monster it Special Summoned, a-dead, is banished" in texts(result)


GLORIOUS = "61962135"  # Glorious Illusion: the bond and an End Phase effect of its own


def test_glorious_illusion_reads_its_bond_with_its_end_phase_effect():
    found = derived(GLORIOUS)
    assert found.automation == "full" and found.notes == []
    assert found.encoding["bond"] == "leaves"
    assert found.encoding["target"]["archetype"] == "Lightsworn"
    [end_phase] = found.encoding["effects"]
    assert (end_phase["event"], end_phase["optional"]) == ("your_end_phase", False)


@pytest.mark.parametrize("actions", [("end_phase", "activate: {card: a-card, effect: 0}",
                                      "pass", "pass"), TYPHOON_ON_CARD])
def test_glorious_illusion_revives_mills_in_the_end_phase_and_takes_its_monster(
        tmp_path, actions):
    store(subset(tmp_path, (GLORIOUS, TYPHOON)))
    lines = "\n".join(f"  - {action}" for action in actions)
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-mon, name: Light, atk: 1000, def: 1000, archetypes: [Lightsworn]}}]
    spells_traps: [{{id: a-card, card: "{GLORIOUS}"}}]
    deck: [{{id: a-top, name: Top, atk: 100, def: 100}},
           {{id: a-next, name: Next, atk: 100, def: 100}},
           {{id: a-rest, name: Rest, atk: 100, def: 100}}]
  B:
    spells_traps: [{{id: b-typhoon, card: "{TYPHOON}"}}]
actions:
  - activate: {{card: a-card, target: a-mon}}
  - pass
  - pass
{lines}""")
    assert result["outcome"] == "completed", result.get("illegal")
    a = player(result, "A")
    if actions[0] == "end_phase":
        assert a["graveyard"] == ["a-top", "a-next"] and a["deck"] == 1
        assert [m["id"] for m in a["monsters"]] == ["a-mon"]
    else:
        assert a["monsters"] == [] and {"a-card", "a-mon"} <= set(a["graveyard"])
        assert "10-4-4" in result["rules_cited"]


LIMIT_REVERSE = "00027551"


def test_limit_reverse_reads_its_defense_position_sentence():
    found = derived(LIMIT_REVERSE)
    assert found.automation == "full" and found.notes == []
    assert found.encoding["bond"] == "destroyed_defense"
    assert found.encoding["target"]["atk_max"] == 1000


@pytest.mark.parametrize("changed", [True, False])
def test_limit_reverse_and_its_monster_go_when_it_is_changed_to_defense(tmp_path, changed):
    store(subset(tmp_path, (LIMIT_REVERSE,)))
    after = "\n  - change_position: {card: a-mon}" if changed else ""
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-mon, name: Small, atk: 1000, def: 2000}}]
    spells_traps: [{{id: a-card, card: "{LIMIT_REVERSE}"}}]
  B: {{}}
actions:
  - activate: {{card: a-card, target: a-mon}}
  - pass
  - pass
  - end_turn
  - end_turn{after}""")
    assert result["outcome"] == "completed", result.get("illegal")
    a = player(result, "A")
    if changed:
        assert a["monsters"] == [] and {"a-card", "a-mon"} <= set(a["graveyard"])
        assert "has been changed to Defense Position, so both are destroyed" in texts(result)
        assert "10-4-4" in result["rules_cited"]
    else:
        assert [m["id"] for m in a["monsters"]] == ["a-mon"]
