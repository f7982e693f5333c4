"""Judged scenarios of monsters unaffected by some effects (5-3-29, the card key `unaffected`):
a destruction of every monster leaves one out, a targeted Trap is not applied to a monster
unaffected by Traps (though it could target it), a Spell still is, only the opponent's effects
when the text says so, a Field Spell's ATK gain passes it by, a card that negates every face-up
monster's effects does not negate it, and "While "Umi" is on the field" holds it only then."""
from __future__ import annotations

from ygo_duel import monster, monster_ids, player, run, spell, texts, trap

WIPE = spell("a-wipe", effect=[{"destroy_all": {"what": "monsters", "player": "both"}}])
FISSURE = trap("b-blast", effect=[{"destroy": "chosen"}],
               target={"what": "monster", "player": "opponent"})


def activate(card: str, *more: object) -> list:
    return [{"activate": {"card": card, **(more[0] if more else {})}}, "pass", "pass"]


def test_a_destruction_of_every_monster_leaves_out_the_unaffected_one():
    result = run(a={"hand": [WIPE], "monsters": [monster("a-x")]},
                 b={"monsters": [monster("b-god", unaffected={"by": "others"}),
                                 monster("b-y")]},
                 actions=activate("a-wipe"), phase="main1")
    assert monster_ids(result, "B") == ["b-god"]
    assert monster_ids(result, "A") == []
    assert "5-3-29" in result["rules_cited"]
    assert "unaffected" in texts(result)


def test_a_targeted_trap_is_not_applied_but_could_target_it():
    blast = trap("a-blast", effect=[{"destroy": "chosen"}],
                 target={"what": "monster", "player": "opponent"})
    result = run(a={"spells_traps": [blast]},
                 b={"monsters": [monster("b-god", unaffected={"by": "traps"})]},
                 actions=activate("a-blast", {"target": "b-god"}), phase="main1")
    assert monster_ids(result, "B") == ["b-god"]
    assert player(result, "A")["graveyard"] == ["a-blast"]  # activated and resolved
    spell_blast = spell("a-bolt", effect=[{"destroy": "chosen"}],
                        target={"what": "monster", "player": "opponent"})
    hit = run(a={"hand": [spell_blast]},
              b={"monsters": [monster("b-god", unaffected={"by": "traps"})]},
              actions=activate("a-bolt", {"target": "b-god"}), phase="main1")
    assert monster_ids(hit, "B") == []  # a Spell is not what it names


def test_only_the_opponents_effects_when_its_text_says_so():
    own = spell("b-own", effect=[{"destroy": "chosen"}],
                target={"what": "monster", "player": "controller"})
    guarded = monster("b-god", unaffected={"by": "spells", "opponent": True})
    result = run(b={"hand": [own], "monsters": [guarded]},
                 actions=activate("b-own", {"target": "b-god"}), player="B", phase="main1")
    assert monster_ids(result, "B") == []  # its own player's Spell applies


def test_a_field_spell_gain_passes_it_by():
    field = spell("a-field", spell_type="field", face_up=True,
                  stat_changes=[{"monsters": {}, "player": "any", "atk": 500}])
    result = run(a={"field_spell": field, "monsters": [monster("a-x", 1000)]},
                 b={"monsters": [monster("b-god", 2000, unaffected={"by": "spells"})]},
                 phase="main1")
    assert (player(result, "A")["monsters"][0]["atk"],
            player(result, "B")["monsters"][0]["atk"]) == (1500, 2000)


def test_a_negation_of_every_monster_passes_by_only_the_monster_it_names():
    drain = trap("a-drain", trap_type="continuous", face_up=True, negates_monsters=True)
    field = spell("a-field", spell_type="field", face_up=True,
                  stat_changes=[{"monsters": {}, "player": "any", "atk": 500}])

    def atk(by: str) -> int:
        god = monster("b-god", 2000, unaffected={"by": by})
        result = run(a={"field_spell": field, "spells_traps": [drain]},
                     b={"monsters": [god]}, phase="main1")
        return int(player(result, "B")["monsters"][0]["atk"])
    assert atk("spells_traps") == 2000  # the Trap does not negate it: the Spell passes by
    assert atk("spells") == 2500  # negated by the Trap, its text no longer keeps the Spell off


def test_umi_holds_it_only_while_umi_is_on_the_field():
    umi = {"id": "b-umi", "kind": "spell", "spell_type": "field", "name": "Umi",
           "face_up": True}
    fish = monster("b-fish", unaffected={"by": "spells",
                                         "if": {"field_control": {"names": ["Umi"]}}})
    board = {"hand": [WIPE]}
    kept = run(a=board, b={"monsters": [fish], "field_spell": umi},
               actions=activate("a-wipe"), phase="main1")
    assert monster_ids(kept, "B") == ["b-fish"]
    gone = run(a=board, b={"monsters": [fish]}, actions=activate("a-wipe"), phase="main1")
    assert monster_ids(gone, "B") == []


def test_a_resolved_effect_makes_its_target_unaffected_for_the_turn():
    shield = spell("a-shield", spell_type="quick-play",
                   effect=[{"unaffected_turn": {"card": "chosen", "by": "others"}}],
                   target={"what": "monster", "player": "controller"})
    result = run(a={"hand": [shield, WIPE], "monsters": [monster("a-x")]},
                 b={"monsters": [monster("b-y")]},
                 actions=[*activate("a-shield", {"target": "a-x"}), *activate("a-wipe")],
                 phase="main1")
    assert monster_ids(result, "A") == ["a-x"] and monster_ids(result, "B") == []
    assert "until the end of the turn, a-x is unaffected by other cards' effects" in \
        texts(result)


def test_the_opponents_effects_only_and_not_past_the_turn():
    shield = spell("b-shield", spell_type="quick-play",
                   effect=[{"unaffected_turn": {"card": "chosen", "by": "others",
                                                "opponent": True}}],
                   target={"what": "monster", "player": "controller"})
    own = spell("b-own", effect=[{"destroy_all": {"what": "monsters", "player": "both"}}])
    result = run(b={"hand": [shield, own], "monsters": [monster("b-y")]},
                 actions=[*activate("b-shield", {"target": "b-y"}), *activate("b-own")],
                 player="B", phase="main1")
    assert monster_ids(result, "B") == []  # its own player's Spell still destroys it
    later = run(a={"hand": [WIPE]}, b={"hand": [shield], "monsters": [monster("b-y")]},
                actions=[*activate("b-shield", {"target": "b-y"}), "end_turn",
                         *activate("a-wipe")], turn=4, player="B", phase="main1")
    assert monster_ids(later, "B") == []  # the turn it was given is over


def test_every_monster_of_a_kind_unaffected_this_turn():
    swarm = spell("a-swarm", spell_type="quick-play", effect=[{"unaffected_all": {
        "player": "controller", "archetype": "lswarm", "by": "spells_traps"}}])
    result = run(a={"hand": [swarm, WIPE],
                    "monsters": [monster("a-s", archetypes=["lswarm"]), monster("a-x")]},
                 actions=[*activate("a-swarm"), *activate("a-wipe")], phase="main1")
    assert monster_ids(result, "A") == ["a-s"]
    assert "these monsters are unaffected by Spell and Trap effects: a-s." in texts(result)
