"""Control of a monster (3-10): `take_control` moves the opponent's monster to its taker's Monster
Zones, where it attacks and is Tributed as theirs; "until the End Phase" gives it back as the End
Phase begins, in the position it then has, or sends it to its owner's Graveyard when the owner
has no free zone (3-10-4); a monster that left the field meanwhile is its owner's again."""
from __future__ import annotations

from ygo_duel import monster, monster_ids, player, run, spell, texts

HEART = {"what": "monster", "player": "opponent"}


def heart(card_id: str = "heart", until: str = "end_phase") -> dict:
    return spell(card_id, target=HEART, effect=[{"take_control": {"card": "chosen",
                                                                  "until": until}}])


def test_the_taken_monster_goes_back_in_the_position_its_taker_left_it():
    result = run({"hand": [heart()]}, {"monsters": [monster("b-ogre", atk=1800)]},
                 actions=[{"activate": {"card": "heart", "target": "b-ogre"}}, "pass", "pass",
                          {"change_position": {"card": "b-ogre"}}, "end_turn"], turn=3)
    assert monster_ids(result, "B") == ["b-ogre"]
    assert player(result, "B")["monsters"][0]["position"] == "defense"
    assert "goes back to its owner B, in face-up Defense Position" in texts(result)


def test_no_free_zone_of_its_owner_sends_it_to_the_graveyard():
    # a Quick-Play Spell Set by A takes B's monster in B's turn; B fills its five zones again
    quick = {**heart(), "spell_type": "quick-play"}
    result = run({"spells_traps": [quick]},
                 {"monsters": [monster(f"b-{n}") for n in range(5)],
                  "hand": [monster("b-new")]},
                 actions=[{"activate": {"card": "heart", "target": "b-0"}}, "pass", "pass",
                          {"normal_summon": {"card": "b-new"}}, "end_turn"], turn=4, player="B")
    assert "b-0" in player(result, "B")["graveyard"]
    assert monster_ids(result, "A") == []
    assert "whose five Main Monster Zones are full" in texts(result)


def test_tributed_for_its_takers_summon_it_goes_to_its_owners_graveyard():
    result = run({"hand": [heart(), monster("a-big", atk=2500, level=6)]},
                 {"monsters": [monster("b-ogre")]},
                 actions=[{"activate": {"card": "heart", "target": "b-ogre"}}, "pass", "pass",
                          {"normal_summon": {"card": "a-big", "tributes": ["b-ogre"]}},
                          "end_turn"], turn=3)
    assert player(result, "B")["graveyard"] == ["b-ogre"]
    assert monster_ids(result, "A") == ["a-big"]


def test_control_for_good_is_not_given_back():
    result = run({"hand": [heart(until="none")]}, {"monsters": [monster("b-ogre")]},
                 actions=[{"activate": {"card": "heart", "target": "b-ogre"}}, "pass", "pass",
                          "end_turn"], turn=3)
    assert monster_ids(result, "A") == ["b-ogre"]
    assert player(result, "A")["monsters"][0]["owner"] == "B"


def test_a_taker_with_five_monsters_cannot_take_control():
    a_monsters = [monster(f"a-{n}") for n in range(5)]
    result = run({"hand": [heart()], "monsters": a_monsters},
                 {"monsters": [monster("b-ogre")]},
                 actions=[{"activate": {"card": "heart", "target": "b-ogre"}}, "pass", "pass"],
                 turn=3)
    assert monster_ids(result, "B") == ["b-ogre"]
    assert "Main Monster Zones are full" in texts(result)
