"""A card in the Graveyard banished in place of a destruction (5-3-16), with real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): a
"Salamangreat" monster whose text keeps the "Salamangreat" cards of its player ("If a
"Salamangreat" card(s) you control would be destroyed by battle or card effect, you can banish
this card from your GY instead."), one that keeps any monster of its player from battle only,
and a "Six Samurai" monster that keeps exactly 1 "Six Samurai" monster and no other cards."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import derived, judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

SALAMANGREAT = "14812471"
ANY_BATTLE = "50185950"  # "If your monster would be destroyed by battle, ..."
SIX_SAMURAI = "07291576"  # "If exactly 1 "Six Samurai" monster you control (and no other ..."
PERFORMAPAL = "70458081"  # "If a "Performapal" card(s) you control, except (its own name), ..."
BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-hit, name: Hit, kind: spell, spell_type: normal,
             target: {{what: monster, zone: field}}, effect: [{{destroy: chosen}}]}},
           {{id: a-wipe, name: Wipe, kind: spell, spell_type: normal,
             effect: [{{destroy_all: {{what: monsters, player: opponent}}}}]}}]
    monsters: [{{id: a-big, name: Big, level: 8, atk: 3000, def: 0}}]
  B:
    monsters: [{monsters}]
    graveyard: [{{id: b-keeper, card: "{keeper}"{use}}}]
actions:
{actions}"""
HIT = "  - activate: {card: a-hit, target: b-one}\n  - pass\n  - pass"
WIPE = "  - activate: {card: a-wipe}\n  - pass\n  - pass"
ATTACK = "  - battle_phase\n  - attack: {attacker: a-big, target: b-one}\n  - pass"


@pytest.fixture
def cards(tmp_path):
    store(subset(tmp_path, (SALAMANGREAT, ANY_BATTLE, SIX_SAMURAI, PERFORMAPAL)))


def after(keeper: str, monsters: str, actions: str, use: str = "") -> dict:
    return judged(BOARD.format(keeper=keeper, monsters=monsters, actions=actions, use=use))


def test_the_substitutes_read():
    salamangreat = derived(SALAMANGREAT)
    assert salamangreat.automation == "full"
    assert salamangreat.encoding["gy_substitute"] == {
        "what": "card", "cards": {"archetype": "Salamangreat"}, "by": ["battle", "effect"]}
    assert derived(ANY_BATTLE).encoding["gy_substitute"] == {"what": "monster", "by": ["battle"]}
    samurai = derived(SIX_SAMURAI).encoding["gy_substitute"]
    assert samurai["alone"] is True and samurai["by"] == ["effect"]


def test_banished_from_the_graveyard_instead(cards):
    one = f'{{id: b-one, card: "{SALAMANGREAT}"}}'
    for actions in (HIT, ATTACK):
        result = after(SALAMANGREAT, one, actions)
        assert [m["id"] for m in player(result, "B")["monsters"]] == ["b-one"], actions
        assert "b-keeper" in player(result, "B")["banished"], actions
        assert "5-3-16" in result["rules_cited"], actions


def test_one_card_keeps_a_whole_destruction(cards):
    two = f'{{id: b-one, card: "{SALAMANGREAT}"}}, {{id: b-two, card: "{SALAMANGREAT}"}}'
    result = after(SALAMANGREAT, two, WIPE)
    assert sorted(m["id"] for m in player(result, "B")["monsters"]) == ["b-one", "b-two"]
    assert player(result, "B")["banished"] == ["b-keeper"]


def test_declined_or_not_covered_is_destroyed(cards):
    one = f'{{id: b-one, card: "{SALAMANGREAT}"}}'
    declined = after(SALAMANGREAT, one, HIT, ', gy_substitute: {by: [battle], use: false}')
    assert player(declined, "B")["monsters"] == []
    other = after(SALAMANGREAT, "{id: b-one, name: Plain, level: 4, atk: 100, def: 100}", HIT)
    assert player(other, "B")["monsters"] == [] and "b-keeper" in player(other, "B")["graveyard"]
    by_effect = after(ANY_BATTLE, "{id: b-one, name: Plain, level: 4, atk: 100, def: 100}", HIT)
    assert player(by_effect, "B")["monsters"] == []  # battle only
    by_battle = after(ANY_BATTLE, "{id: b-one, name: Plain, level: 4, atk: 100, def: 100}",
                      ATTACK)
    assert [m["id"] for m in player(by_battle, "B")["monsters"]] == ["b-one"]


def test_exactly_one_and_no_other_cards(cards):
    one = f'{{id: b-one, card: "{SIX_SAMURAI}"}}'
    kept = after(SIX_SAMURAI, one, HIT)
    assert [m["id"] for m in player(kept, "B")["monsters"]] == ["b-one"]
    two = one + f', {{id: b-two, card: "{SIX_SAMURAI}"}}'
    swept = after(SIX_SAMURAI, two, WIPE)
    assert player(swept, "B")["monsters"] == [] and "b-keeper" in player(swept, "B")["graveyard"]


def test_the_older_order_and_its_exception(cards):
    read = derived(PERFORMAPAL)
    assert read.automation == "full"
    assert read.encoding["gy_substitute"]["cards"]["archetype"] == "Performapal"
    assert len(read.encoding["gy_substitute"]["cards"]["except"]) == 1
    itself = after(PERFORMAPAL, f'{{id: b-one, card: "{PERFORMAPAL}"}}', HIT)
    assert player(itself, "B")["monsters"] == []  # the name it leaves out
