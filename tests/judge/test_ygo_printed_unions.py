"""Real Union monsters (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only), read and judged (4-3-5): Heavy Mech Support Platform equips itself to a Machine
monster its controller controls and gives it 500 ATK/DEF, cannot unequip itself in the turn it
equipped itself, is destroyed instead of its monster (10-4-8), and never targets a monster
already equipped with a Union monster (Machina Gearframe, the second Union monster here).
The older wording ("Once per turn, you can equip this card to a "Soitsu" you control, OR
unequip it to Special Summon this card in face-up Attack Position.") reads the same: Doitsu
gives its "Soitsu" 2500 ATK; Koitsu gives "Aitsu" 3000 ATK and piercing battle damage in the
older words "When it attacks with an ATK that is higher than the DEF of a Defense Position
monster, inflict the difference as Battle Damage" (12-6-4). Spirit of the Six Samurai, equipped,
draws a card when its monster destroys an opponent's monster by battle: a Trigger Effect of
the Equip Card, activated from the Spell & Trap Zone (5-1-3, 10-4-7). Equipped, it is a Spell Card
that Mystical Space Typhoon may target (10-4-9). Z-Metal Tank targets
either of the two monsters its text names ('Target 1 "X-Head Cannon" or "Y-Dragon Head" you
control')."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

PLATFORM, GEARFRAME, DOITSU, KOITSU = "23265594", "42940404", "57062206", "69456283"
SPIRIT, Z_METAL = "65685470", "64500000"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PLATFORM, GEARFRAME, DOITSU, KOITSU, SPIRIT, Z_METAL)))


def test_the_union_effect_reads_as_an_equip_and_an_unequip(printed):
    card = Card.objects.get(game_id="ygo", number=PLATFORM)
    assert card.automation == "full"
    equip, unequip = card.encoding["effects"]
    assert equip["once_per_turn"] == unequip["once_per_turn"] == "union"
    assert equip["target"]["type"] == "Machine" and equip["target"]["player"] == "controller"
    step = equip["effect"][0]["equip"]
    assert (step["atk"], step["def"]) == (500, 500)
    assert sorted(step["gives"]) == ["substitute_battle", "substitute_effect"]
    assert unequip["from"] == "equipped"
    assert unequip["effect"] == [{"special_summon": {"card": "self"}}]


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-platform, card: "{platform}"}},
               {{id: a-x, name: Engine, atk: 1000, def: 1000, types: [Machine]}}]
  B:
    spells_traps: [{{id: b-crush, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - activate: {{card: a-platform, target: a-x}}
  - pass
  - pass
{more}"""


def test_heavy_mech_support_platform_equips_itself_and_gives_500(printed):
    result = judged(BOARD.format(platform=PLATFORM, more=""))
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"]
    assert (a["monsters"][0]["atk"], a["monsters"][0]["def"]) == (1500, 1500)
    assert [card["id"] for card in a["spells_traps"]] == ["a-platform"]
    assert "10-4-6" in result["rules_cited"]


def test_it_cannot_unequip_itself_the_turn_it_equipped_itself(printed):
    more = "  - activate: {card: a-platform, effect: 1, position: attack}"
    result = judged(BOARD.format(platform=PLATFORM, more=more))
    assert result["illegal"]
    assert "4-3-5" in result["rules_cited"]


def test_it_is_destroyed_instead_of_the_equipped_monster(printed):
    more = """  - activate: {card: b-crush, target: a-x}
  - pass
  - pass"""
    a = judged(BOARD.format(platform=PLATFORM, more=more))["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"] and a["graveyard"] == ["a-platform"]


TWO = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-platform, card: "{PLATFORM}"}}, {{id: a-gear, card: "{GEARFRAME}"}},
               {{id: a-x, name: Engine, atk: 1000, def: 1000, types: [Machine]}}]
  B: {{}}
actions:
  - activate: {{card: a-platform, target: a-x}}
  - pass
  - pass
  - activate: {{card: a-gear, effect: 1, target: a-x}}"""


def test_a_monster_is_equipped_with_one_union_monster_at_a_time(printed):
    result = judged(TWO)
    assert result["illegal"] and "4-3-5" in result["rules_cited"]
    a = result["state"]["players"]["A"]
    assert sorted(m["id"] for m in a["monsters"]) == ["a-gear", "a-x"]


def test_it_unequips_itself_and_is_special_summoned_in_a_later_turn(printed):
    more = """  - end_turn
  - end_turn
  - activate: {card: a-platform, effect: 1, position: defense}
  - pass
  - pass"""
    result = judged(BOARD.format(platform=PLATFORM, more=more))
    a = result["state"]["players"]["A"]
    assert sorted(m["id"] for m in a["monsters"]) == ["a-platform", "a-x"]
    assert a["spells_traps"] == [] and a["monsters"][0]["atk"] == 1000


def test_the_older_wording_reads_the_same(printed):
    for number, atk, gives in ((DOITSU, 2500, ["substitute_battle"]),
                               (KOITSU, 3000, ["piercing", "substitute_battle"])):
        card = Card.objects.get(game_id="ygo", number=number)
        assert card.automation == "full", number
        equip, unequip = card.encoding["effects"]
        assert equip["effect"][0]["equip"]["atk"] == atk
        assert equip["effect"][0]["equip"]["gives"] == gives
        assert unequip["effect"][0]["special_summon"]["position"] == "attack"


OLDER = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-koitsu, card: "{KOITSU}"}},
               {{id: a-aitsu, name: Aitsu, atk: 100, def: 100, position: attack}}]
  B:
    monsters: [{{id: b-wall, name: Wall, atk: 0, def: 2000, position: defense}}]
actions:
  - activate: {{card: a-koitsu, target: a-aitsu}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-aitsu, target: b-wall}}
  - pass"""


def test_koitsu_gives_aitsu_3000_atk_and_piercing_battle_damage(printed):
    result = judged(OLDER)
    assert result["state"]["players"]["B"]["lp"] == 8000 - (3100 - 2000)
    assert "12-6-4" in result["rules_cited"] and "10-4-7" in result["rules_cited"]


SPIRIT_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-spirit, card: "{SPIRIT}"}},
               {{id: a-sam, name: Samurai, atk: 1500, def: 1000, position: attack,
                archetypes: [Six Samurai]}}]
    deck: [{{id: a-top, name: Top, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-y, name: Guard, atk: 1800, def: 500, position: attack}}]
actions:
  - activate: {{card: a-spirit, target: a-sam}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-sam, target: b-y}}
  - pass
{{more}}"""


def test_spirit_of_the_six_samurai_draws_when_its_monster_destroys_one(printed):
    card = Card.objects.get(game_id="ygo", number=SPIRIT)
    assert card.automation == "full"
    draw = card.encoding["effects"][2]
    assert (draw["event"], draw["from"], draw["optional"]) == (
        "equipped_destroyed_a_monster", "equipped", False)
    more = """  - activate: {card: a-spirit, effect: 2}
  - pass
  - pass"""
    result = judged(SPIRIT_BOARD.replace("{more}", more))
    players = result["state"]["players"]
    assert players["A"]["hand"] == ["a-top"] and players["B"]["graveyard"] == ["b-y"]
    assert players["B"]["lp"] == 8000 - 200  # 1500 + 500 against 1800
    assert "5-1-3" in result["rules_cited"]
    # not activated from the Monster Zone: only the Equip Card answers its monster
    early = judged(SPIRIT_BOARD.replace("  - activate: {card: a-spirit, target: a-sam}\n"
                                        "  - pass\n  - pass\n", "").replace("{more}", more))
    assert early["illegal"]


Z_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-tank, card: "{Z_METAL}"}},
               {{id: a-head, name: Y-Dragon Head, atk: 1500, def: 1600}},
               {{id: a-other, name: Other, atk: 1500, def: 1600}}]
  B: {{}}
actions:
  - activate: {{card: a-tank, target: {{target}}}}
  - pass
  - pass"""


def test_z_metal_tank_equips_either_monster_its_text_names(printed):
    assert Card.objects.get(game_id="ygo", number=Z_METAL).automation == "full"
    head = judged(Z_BOARD.replace("{target}", "a-head"))["state"]["players"]["A"]
    assert [m["atk"] for m in head["monsters"] if m["id"] == "a-head"] == [2100]
    assert judged(Z_BOARD.replace("{target}", "a-other"))["illegal"]


def test_an_equipped_union_monster_is_a_spell_card_mystical_space_typhoon_can_target(tmp_path):
    store(subset(tmp_path, (PLATFORM, "05318639")))  # and Mystical Space Typhoon
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-platform, card: "{PLATFORM}"}},
               {{id: a-x, name: Engine, atk: 1000, def: 1000, types: [Machine]}}]
  B:
    spells_traps: [{{id: b-mst, card: "05318639", face_up: false}}]
actions:
  - activate: {{card: a-platform, target: a-x}}
  - pass
  - pass
  - activate: {{card: b-mst, target: a-platform}}
  - pass
  - pass""")
    assert not result["illegal"], result["explanation"]
    a = result["state"]["players"]["A"]
    assert a["spells_traps"] == [] and a["graveyard"] == ["a-platform"]
    assert a["monsters"][0]["atk"] == 1000  # the 500 it gave is gone with it
