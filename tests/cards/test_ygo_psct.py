"""Yu-Gi-Oh! card texts read as judges read PSCT, on real cards (their English texts read in
place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import psct


def read(number: str, pendulum: bool = False) -> psct.Breakdown:
    card = english(number)
    return psct.read(card["pendulum"] if pendulum else card["text"], card["kind"],
                     card["card_property"], card["monster_types"], pendulum=pendulum)


def test_a_normal_spell_is_one_activation_at_spell_speed_1():
    pot = read("55144522")  # Pot of Greed
    assert (pot.starts_chain, pot.spell_speed) == (True, 1)
    [draw] = pot.effects
    assert (draw.kind, draw.condition, draw.cost, draw.action) == ("activated", "", "",
                                                                  "Draw 2 cards.")


def test_a_counter_trap_has_its_condition_its_cost_and_spell_speed_3():
    solemn = read("41420027")  # Solemn Judgment
    assert solemn.spell_speed == 3
    [effect] = solemn.effects
    assert effect.condition == ("When a monster(s) would be Summoned, OR a Spell/Trap Card is "
                                "activated")
    assert effect.cost == "Pay half your LP"
    assert effect.action.startswith("negate the Summon or activation")


def test_a_normal_trap_needs_its_attack_declaration_and_has_no_cost():
    mirror = read("44095762")  # Mirror Force
    [effect] = mirror.effects
    assert (effect.condition, effect.cost, effect.spell_speed) == (
        "When an opponent's monster declares an attack", "", 2)
    assert effect.action == "Destroy all your opponent's Attack Position monsters."


def test_a_quick_effect_with_a_cost_options_and_a_hard_once_per_turn():
    ash = read("14558127")  # Ash Blossom & Joyous Spring
    [effect] = ash.effects
    assert (effect.quick, effect.spell_speed, effect.cost, effect.action) == (
        True, 2, "You can discard this card", "negate that effect.")
    assert len(effect.options) == 3 and effect.options[0] == ("Add a card from the Deck to "
                                                              "the hand.")
    assert effect.once_per_turn == "hard"
    assert ash.limits == ['You can only use this effect of "Ash Blossom & Joyous Spring" once '
                          'per turn.']


def test_a_cost_then_a_target_are_told_apart():
    veiler = read("97268402")  # Effect Veiler
    [effect] = veiler.effects
    assert effect.condition == "During your opponent's Main Phase (Quick Effect)"
    assert effect.cost == "You can send this card from your hand to the GY"
    assert effect.target == "target 1 Effect Monster your opponent controls"
    reborn = read("83764718")  # Monster Reborn: a target, no cost
    assert (reborn.effects[0].cost, reborn.effects[0].target) == (
        "", "Target 1 monster in either GY")


def test_the_older_cost_to_target_wording_is_a_cost_then_a_target():
    lancer = read("74416224")  # Black Ray Lancer: "detach 1 Xyz Material from this card to ..."
    [effect] = lancer.effects
    assert effect.cost == "You can detach 1 Xyz Material from this card"
    assert effect.target == "target 1 face-up monster on the field"
    soldier = read("18318842")  # Abyss Soldier: "discard 1 WATER monster to the Graveyard to ..."
    assert (soldier.effects[0].cost, soldier.effects[0].target) == (
        "You can discard 1 WATER monster to the Graveyard", "target 1 card on the field")


def test_a_quick_play_spell_is_spell_speed_2_and_a_normal_monster_has_no_effect():
    assert read("05318639").spell_speed == 2  # Mystical Space Typhoon
    dark_magician = read("46986414")
    assert (dark_magician.effects, dark_magician.starts_chain) == ([], False)


def test_an_extra_deck_monster_has_its_materials_apart_and_names_with_periods_hold():
    decode = read("01861629")  # Decode Talker: a Link monster
    assert decode.materials == "2+ Effect Monsters"
    kinds = [e.kind for e in decode.effects]
    assert "activated" in kinds and "continuous" in kinds
    assert decode.starts_chain and decode.spell_speed == 2


def test_a_pendulum_effect_is_read_on_its_own():
    scale = read("16178681", pendulum=True)  # Odd-Eyes Pendulum Dragon
    assert scale.effects and all(e.spell_speed in (None, 1) for e in scale.effects)
    monster = read("16178681")
    assert monster.effects and not monster.materials


def test_a_summoning_condition_starts_no_chain():
    obelisk = read("kdb4998")  # Obelisk the Tormentor
    assert obelisk.effects[0].kind == "summoning condition"


def test_bullets_under_a_clause_over_each_of_them_are_effects_of_their_own():
    harpist = read("56585883")  # Harpie Harpist: a name fact, then two limited effects
    assert [e.text[:30] for e in harpist.effects] == [
        "This card's name becomes \"Harp", "When this card is Normal Summo",
        "During the End Phase, if this "]
    assert harpist.effects[0].options == []
    assert [e.once_per_turn for e in harpist.effects[1:]] == ["hard", "hard"]
    assert harpist.effects[1].condition == "When this card is Normal Summoned"
    # a clause over "this effect" leaves the bullets the choices of the effect before it
    kepler = read("11609969")  # D/D Savant Kepler
    assert len(kepler.effects) == 1 and len(kepler.effects[0].options) == 2


def test_an_initialism_does_not_end_a_sentence():
    # Proto Enneacraft - "orgIA"'s Pendulum Effect: "..., place 1 E.C. Counter on this card."
    texts = [effect.text for effect in read("56187077", pendulum=True).effects]
    assert texts[0].startswith("Each time a monster(s) is flipped face-up, ")
    assert texts[0].endswith(", place 1 E.C. Counter on this card.")
    # Enneapolis: "Remove all E.C. Counters from your field, and if you do, ..." stays whole
    assert not any(e.text.startswith("Counter") for e in read("17621695").effects)
