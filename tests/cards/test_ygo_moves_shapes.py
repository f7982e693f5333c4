"""Cards moved that no player chooses, read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): the top cards of a Deck sent to the Graveyard, the effect's
player's, the opponent's or each player's (`send_top`, 3-7-3)."""
from __future__ import annotations

from ygo_support import printed

from cards.ygo import moves_shapes


def test_a_trap_sends_the_top_cards_of_its_players_deck():
    # Needlebug Nest: "Send the top 5 cards of your Deck to the GY."
    assert printed("84968490") == {"effect": [{"send_top": {"player": "controller",
                                                            "count": 5}}]}


def test_each_player_sends_the_top_card_of_their_deck():
    # Simultaneous Loss: "Each player sends the top card of their Deck to the Graveyard."
    assert printed("92219931") == {"effect": [{"send_top": {"player": "both", "count": 1}}]}


def test_a_later_part_after_a_card_taken_from_the_deck():
    # Tuning: "Add 1 "Synchron" Tuner from your Deck to your hand, then send the top card of
    # your Deck to the GY."
    steps = printed("96363153")["effect"]
    assert steps[1] == {"then": [{"send_top": {"player": "controller", "count": 1}}]}


def test_the_opponents_deck_by_a_monster_effect():
    # Blood Sucker: "If this card inflicts battle damage to your opponent: Send the top card
    # of their Deck to the GY."; Valkyrie Sechste: "... You can send the top 2 cards of your
    # opponent's Deck to the GY."
    assert printed("97783659")["effects"][0]["effect"] == [
        {"send_top": {"player": "opponent", "count": 1}}]
    assert printed("44163252")["effects"][1]["effect"] == [
        {"send_top": {"player": "opponent", "count": 2}}]


def test_other_sentences_are_not_this_shape():
    assert moves_shapes.read("Send the top 2 cards of your Deck to the GY, then draw 1 card.") \
        is None
    assert moves_shapes.read("Send the top 0 cards of your Deck to the GY.") is None
    assert moves_shapes.read("Send 1 card from your Deck to the GY.") is None


def test_a_target_special_summoned_face_down():
    # Burst Rebirth: "Pay 2000 LP, then target 1 monster in your GY; Special Summon that
    # target in face-down Defense Position."
    assert printed("50243722")["effect"] == [
        {"special_summon": {"card": "chosen", "position": "set"}}]


def test_a_monster_taken_from_the_deck_face_down():
    # Little Trooper: "If this card is destroyed by battle: You can Special Summon 1 Level 2
    # or lower Warrior-Type monster from your Deck in face-down Defense Position."
    assert printed("73702909")["effects"][0]["effect"] == [{"fetch": {
        "to": "field", "what": "monster", "type": "Warrior", "level_max": 2,
        "position": "set"}}]


def test_face_down_attack_position_and_negated_face_down_are_not_read():
    from cards.ygo import fetch_shapes
    assert fetch_shapes.read("Special Summon 1 monster from your hand in face-down Attack "
                             "Position.") is None
    assert fetch_shapes.read("Special Summon 1 monster from your hand in face-down Defense "
                             "Position, but negate its effects.") is None


def test_one_card_of_either_description():
    # Artillery Catapult Turtle: "You can Tribute 1 monster; Special Summon 1 "Gaia The Fierce
    # Knight" monster, or 1 Level 5 Dragon monster, from your hand or Deck."
    assert printed("07913375")["effects"][0]["effect"] == [{"fetch": {
        "to": "field", "from": ["hand", "deck"], "what": "monster",
        "archetype": "Gaia The Fierce Knight",
        "or": {"what": "monster", "type": "Dragon", "level": 5}}}]
    # Cyber Egg Angel: "... add 1 "Machine Angel" Spell or 1 "Ritual Sanctuary" from your Deck
    # to your hand."
    assert printed("28053106")["effects"][0]["effect"] == [{"fetch": {
        "to": "hand", "what": "spell", "archetype": "Machine Angel",
        "or": {"what": "card", "names": ["Ritual Sanctuary"]}}}]


def test_either_description_is_read_only_when_both_are():
    assert moves_shapes.read('Add 1 "A" monster or 1 card that mentions it from your Deck to '
                             'your hand.') is None
    # a name in quotes never splits the sentence
    assert moves_shapes.read('Add 1 "Fire or 1 Ice" monster or 1 "C" from your Deck to your '
                             'hand.')[0]["fetch"]["archetype"] == "Fire or 1 Ice"


def test_all_the_targets_shuffled_then_a_draw():
    # Pot of Avarice: "Target 5 monsters in your GY; shuffle all 5 into the Deck, then draw 2
    # cards."
    assert printed("67169062") == {
        "target": {"what": "monster", "player": "controller", "zone": "graveyard", "count": 5},
        "effect": [{"to_deck": {"card": "chosen", "where": "shuffle", "all": True}},
                   {"then": [{"draw": 2}]}]}


def test_it_is_the_monster_itself_when_nothing_is_targeted():
    # The Fabled Cerburrel: "If this card is discarded to the GY: Special Summon it."
    assert printed("82888408") == {"effects": [{
        "type": "trigger", "event": "discarded", "from": "graveyard", "optional": False,
        "effect": [{"special_summon": {"card": "self"}}]}]}
    # Madolche Magileine: "If this card in your possession is destroyed by an opponent's card
    # and sent to your GY: Shuffle this card into the Deck."
    assert printed("11868731")["effects"][0]["effect"] == [
        {"to_deck": {"card": "self", "where": "shuffle"}}]


def test_a_later_part_moves_the_monster_itself():
    # Valkyrie Sigrun: "If this card is in your hand: You can target 1 face-up Spell/Trap you
    # control; send it to the GY, and if you do, Special Summon this card."
    first = printed("97854941")["effects"][0]
    assert first["from"] == "hand"
    assert first["effect"] == [{"to_graveyard": "chosen"},
                               {"if_you_do": [{"special_summon": {"card": "self"}}]}]
    # Glow-Up Bulb: "If this card is in your GY: You can send the top card of your Deck to the
    # GY, and if you do, Special Summon this card."
    assert printed("67441435")["effects"][0]["effect"] == [
        {"send_top": {"player": "controller", "count": 1}},
        {"if_you_do": [{"special_summon": {"card": "self"}}]}]


def test_a_type_and_a_kind_at_once():
    # Silver's Cry: "Target 1 Dragon Normal Monster in your GY; Special Summon that target."
    assert printed("87025064")["target"] == {
        "what": "monster", "player": "controller", "zone": "graveyard", "type": "Dragon",
        "also_type": "Normal"}
    # Blue Dragon Summoner: "... add 1 Dragon, Warrior, or Spellcaster Normal Monster from
    # your Deck to your hand."
    assert printed("55969226")["effects"][0]["effect"] == [{"fetch": {
        "to": "hand", "what": "monster", "type": ["Dragon", "Warrior", "Spellcaster"],
        "also_type": "Normal"}}]


def test_several_cards_taken_at_once():
    # Molten Conduction Field: "Send 2 "Laval" monsters from your Deck to the GY."
    assert printed("72142276") == {"effect": [{"fetch": {
        "to": "graveyard", "what": "monster", "archetype": "Laval", "count": 2}}]}
    # Thunder Dragon: "You can discard this card; add up to 2 "Thunder Dragon" from your Deck
    # to your hand."
    assert printed("31786629")["effects"][0]["effect"] == [{"fetch": {
        "to": "hand", "what": "card", "names": ["Thunder Dragon"], "count": 2, "up_to": True}}]


def test_a_mandatory_effect_taking_several_is_not_read():
    # Skreech: "If this card is destroyed by battle: Send 2 WATER monsters from your Deck to
    # the GY." (what it does with fewer than 2 there is not read)
    assert "effects" not in printed("27655513")


def test_summoned_to_be_destroyed_during_the_end_phase():
    # Swing of Memories: "Target 1 Normal Monster in your GY; Special Summon it, but destroy
    # it during the End Phase of this turn."
    assert printed("96765646")["effect"] == [
        {"special_summon": {"card": "chosen", "destroy_end_phase": True}}]
    # Vampire Awakening: "Special Summon 1 "Vampire" monster from your Deck, but destroy it
    # during the End Phase of this turn."
    assert printed("31189536")["effect"] == [{"fetch": {
        "to": "field", "what": "monster", "archetype": "Vampire", "destroy_end_phase": True}}]
    # "... of the next turn" is another turn's End Phase: read as `end_phase` (7-7-8)
    assert printed("42172465")["effect"][0]["fetch"]["end_phase"] == {  # World Reassembly
        "do": "destroy", "turn": "next"}
