"""A monster's sentences that keep its opponent from answering its battles (12-3-20), its
effects (11-2-8) or its Normal Summon (8-1-10), that forbid activations (5-4-5), keep it from
being taken (3-10-5) or keep it in Defense Position (9-2-8), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi, facts only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import immunity_shapes


def test_an_attacker_whose_attacks_no_spell_or_trap_card_answers():
    for number in ("83104731", "56094445"):  # Ancient Gear Golem, Ancient Gear Soldier
        found = derived(number)
        assert found.automation == "full"
        assert found.encoding["battle_lock"] == {"when": "attacks", "what": "spells_traps"}


def test_a_monster_whose_battles_no_card_or_effect_answers():
    for number in ("88033975", "67985943"):  # Armades, Keeper of Boundaries; Gem-Knight Citrine
        found = derived(number)
        assert found.automation == "full"
        assert found.encoding["battle_lock"] == {"when": "battles", "what": "all"}


def test_the_passive_wording_forbids_every_activation():
    assert immunity_shapes.read("If this card battles, your opponent's cards and effects cannot "
                                "be activated until the end of the Damage Step.") == {
        "battle_lock": {"when": "battles", "what": "all"}}


def test_a_condition_before_the_lock_leaves_it_unread():
    assert immunity_shapes.read("If this card attacks while you have no cards in your hand, "
                                "your opponent cannot activate any Spell or Trap Cards until "
                                "after the Damage Step.") is None


def test_a_monster_whose_control_cannot_switch():
    for number in ("35215622", "22609617"):  # Blindly Loyal Goblin, Mataza the Zapper
        found = derived(number)
        assert found.automation == "full"
        assert found.encoding["no_control_switch"] is True


def test_an_effect_its_opponent_cannot_answer_with_spell_or_trap_cards():
    found = derived("66523544")  # Superdimensional Robot Galaxy Destroyer
    assert found.automation == "full"
    [effect] = found.encoding["effects"]
    assert (effect["no_responses"], effect["no_responses_what"]) == ("opponent", "spells_traps")


def test_the_responses_sentence_wordings():
    rider = immunity_shapes.effect_rider
    assert rider("Neither player can activate cards or effects in response to this effect's "
                 "activation.") == {"no_responses": "both"}
    assert rider("Cards and effects cannot be activated in response to this effect's "
                 "activation.") == {"no_responses": "both"}
    assert rider("Neither player can activate monster effects in response to this effect's "
                 "activation.") == {"no_responses": "both", "no_responses_what": "monster_effects"}
    assert rider("Your opponent cannot activate the targeted card in response to this effect's "
                 "activation.") == {"no_responses": "opponent", "no_responses_what": "target"}
    assert rider("Your opponent cannot activate Trap Cards in response to this effect's "
                 "activation.") is None  # a kind the engine does not tell apart here


def test_a_monster_whose_normal_summon_no_trap_answers():
    for number in ("53693416", "89698120"):  # Eagle Eye, Tactical Espionage Expert
        found = derived(number)
        assert found.automation == "full"
        assert found.encoding == {"no_traps_on_normal_summon": True}


def test_monsters_that_forbid_activations_while_face_up():
    assert derived("15960641").encoding == {  # Mirage Dragon
        "activation_lock": {"player": "opponent", "what": "traps", "during": "battle_phase"}}
    assert derived("40672993").encoding == {  # Lightning Rod Lord
        "activation_lock": {"player": "both", "what": "spells", "during": "main1"}}
    found = derived("56647086")  # Invader of Darkness
    assert found.automation == "full"
    assert found.encoding["activation_lock"] == {"player": "opponent", "what": "quick_play"}


def test_a_monster_that_keeps_defense_position_after_attacking():
    for number in ("84173492", "66707058"):  # Indomitable Fighter Lei Lei, Goblin Black Ops
        found = derived(number)
        assert found.automation == "full"
        assert found.encoding["keeps_defense_position"] is True
        assert found.encoding["defense_after_battle_phase"] is True
    # the one-sentence wording is the same restriction (Goblin Elite Attack Force was first
    # printed with "except with a card effect"): both keys (statics.KEPT_AFTER_ATTACK)
    assert derived("78658564").encoding == {  # Goblin Attack Force
        "defense_after_battle_phase": True, "keeps_defense_position": True}


def test_cannot_attack_the_turn_you_activate_this_effect_without_its_subject():
    found = derived("03814632")  # Skypalace Gangaridai
    assert found.automation == "full"
    assert found.encoding["effects"][0]["no_attack_turn"] is True


def test_the_passive_wording_of_a_card_whose_activation_cannot_be_answered():
    from cards.ygo import psct, statics
    effect = psct.read("Cards and effects cannot be activated in response to this card's "
                       "activation.", "trap", "Normal", []).effects[0]
    assert statics.card_fact(effect, "", []) == {"no_responses": "both"}


def test_attacks_or_is_attacked_is_battles():
    assert immunity_shapes.read("If this card attacks or is attacked, your opponent cannot "
                                "activate cards or effects until the end of the Damage Step.") \
        == {"battle_lock": {"when": "battles", "what": "all"}}


def test_an_activation_lock_under_a_condition():
    found = derived("22512237")  # hand empty: the opponent's Spell Cards
    assert found.automation == "full"
    assert found.encoding["activation_lock"] == {"player": "opponent", "what": "spells",
                                                 "if": {"hand_empty": True}}
    ice = derived("32991027")  # another "Ice Barrier" monster: monsters' effects in the GY
    assert ice.automation == "full"
    assert ice.encoding["activation_lock"]["what"] == "graveyard_monsters"
