"""Actions of the long tail read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): a second attack this turn (`second_attack`, 12-3-4) and a card
discarded at random from the opponent's hand (`discard_random`, 5-3-21)."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct, tail_shapes


def printed(number: str) -> dict | None:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    if card["kind"] == "monster":
        return encoding.encode_monster(reading)[0]
    return encoding.encode(card["kind"], card["card_property"], reading)


def test_a_trap_gives_its_target_a_second_attack():
    # Divine Relic Mjollnir
    card = printed("89914395")
    assert card["effect"] == [{"second_attack": {"card": "chosen"}}]
    assert card["target"]["archetype"] == "Aesir"


def test_an_xyz_monster_gives_a_face_up_monster_a_second_attack():
    # Shark Fortress: detach 1, then target 1 face-up monster you control
    effect = printed("50449881")["effects"][0]
    assert effect["detach"] == 1 and effect["effect"] == [{"second_attack": {"card": "chosen"}}]


def test_a_random_card_from_the_opponents_hand():
    # Mefist the Infernal General: "Make your opponent discard 1 random card."; Decayed
    # Commander: "Discard 1 random card from their hand."
    assert printed("46820049")["effects"][0]["effect"] == [
        {"discard_random": {"player": "opponent", "count": 1}}]
    assert printed("10209545")["effects"][1]["effect"] == [
        {"discard_random": {"player": "opponent", "count": 1}}]


def test_the_monster_itself_on_the_field():
    pattern, step, origin = tail_shapes.SELF[0]
    assert pattern.match("This card can make a second attack during each Battle Phase this "
                         "turn.")
    assert step == {"second_attack": {"card": "self"}} and origin is None


def test_other_sentences_are_not_these_shapes():
    assert tail_shapes.read("Discard 1 random card from your hand.") is None
    assert tail_shapes.on_target("It can make a second attack during each Battle Phase this "
                                 "turn.", {"what": "monster", "zone": "graveyard"}) is None


def test_a_monster_switches_its_own_battle_position_when_summoned():
    # Gogogo Goram: "If this card is Summoned: Change the battle position of this card."
    effect = printed("59911557")["effects"][0]
    assert effect["effect"] == [{"change_position": {"card": "self", "to": "switch"}}]
    assert effect["optional"] is False


def test_the_opponent_draws_and_each_player_takes_damage():
    # The Gift of Greed; Self-Destruct Ant (FLIP)
    assert printed("05915629") == {"effect": [{"opponent_draws": 2}]}
    assert tail_shapes.read("Each player takes 1000 damage.") == [
        {"damage": {"player": "both", "amount": 1000}}]


def test_except_monsters_with_a_level():
    # Ursarctic Megapolar: "..., also you cannot Special Summon for the rest of this turn,
    # except monsters with a Level." (no Xyz or Link Monster has one, 4-1)
    steps = printed("28715905")["effects"][0]["effect"]
    assert steps[-1] == {"summon_lock": {"from": "any", "except": {"level_min": 1}}}
