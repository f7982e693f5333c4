"""The reader of Xyz Summons an effect makes on top of one monster (rank_up_shapes.py, 8-5-15):
the parenthesis after the effect folded into it, the Rank counted or bounded, the monster used
(a target, a target revived first, the monster itself), and what stays a note."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import psct, rank_up_shapes

FIELD = {"what": "monster", "player": "controller", "zone": "field", "type": "Xyz"}
TAIL = " (this is treated as an Xyz Summon)."


def test_the_parenthesis_sentences_join_the_effect_before_them():
    text = ("Target 1 Xyz Monster you control; Special Summon from your Extra Deck, 1 monster "
            "that is 1 Rank higher than that target, by using that target as material.\n"
            "(This is treated as an Xyz Summon. Transfer its materials to the Summoned "
            "monster.)")
    folded = rank_up_shapes.fold(psct.read(text, "spell", "Normal"))
    [effect] = folded.effects
    assert effect.text.endswith("Transfer its materials to the Summoned monster.)")
    assert effect.action.endswith("by using that target as material" + TAIL)


def test_the_words_inside_the_sentence_take_the_same_form():
    text = ("Target 1 Xyz Monster you control; Special Summon from your Extra Deck, 1 monster "
            "that is 1 Rank higher than that monster you control, by using it as material (this "
            "is treated as an Xyz Summon, transfer its materials to the Summoned monster).")
    [effect] = rank_up_shapes.fold(psct.read(text, "spell", "Normal")).effects
    assert effect.action.endswith("by using it as material" + TAIL)


def test_ranks_counted_or_bounded():
    up = "Special Summon from your Extra Deck, 1 Insect monster that is 2 Ranks higher or " \
         "lower than that monster you control, by using it as the Xyz Material" + TAIL
    assert rank_up_shapes.on_target(up, FIELD) == [
        {"rank_up": {"over": "chosen", "type": "Insect", "ranks": 2, "either": True}}]
    bound = "Special Summon 1 Rank 10 or higher Machine Xyz Monster from your Extra Deck, by " \
            "using that Xyz Monster you control as material" + TAIL
    assert rank_up_shapes.on_target(bound, FIELD) == [
        {"rank_up": {"over": "chosen", "type": "Machine", "rank_min": 10}}]
    down = "Special Summon from your Extra Deck, 1 monster that is 1 Rank lower than that " \
           "target, by using that target as material" + TAIL
    assert rank_up_shapes.on_target(down, FIELD)[0]["rank_up"]["ranks"] == -1


def test_the_monster_itself_and_a_target_revived_first():
    own = "Special Summon from your Extra Deck, 1 Rank 10 or higher Machine Xyz Monster by " \
          "using this face-up card you control as material" + TAIL
    assert rank_up_shapes.on_self(own) == [
        {"rank_up": {"over": "self", "type": "Machine", "rank_min": 10}}]
    assert rank_up_shapes.on_target(own, FIELD) is None
    graveyard = {**FIELD, "zone": "graveyard"}
    revived = "Special Summon from your Extra Deck, 1 Xyz Monster that is 2 Ranks higher than " \
              "that monster, by using it as the Xyz Material" + TAIL
    assert rank_up_shapes.on_target(revived, graveyard)[0]["rank_up"]["over"] == \
        "summoned_target"


def test_more_than_a_rank_stays_unread():
    for words in ('1 "Number C" monster with the same Type as that monster you control, but 1 '
                  "Rank higher",
                  '1 "Photon" or "Galaxy" Xyz Monster that is 4 Ranks higher than that target'):
        text = f"Special Summon from your Extra Deck, {words}, by using it as material{TAIL}"
        assert rank_up_shapes.on_target(text, FIELD) is None, words
    opponent = {**FIELD, "player": "opponent"}
    text = "Special Summon from your Extra Deck, 1 monster that is 1 Rank higher than that " \
           "target, by using that target as material" + TAIL
    assert rank_up_shapes.on_target(text, opponent) is None


def test_printed_rank_up_magic_read_in_full():
    # Rank-Up-Magic Raid Force: its Graveyard effect read beside the Summon
    raid = derived("41201386")
    assert raid.automation == "full"
    assert raid.encoding["effect"] == [{"rank_up": {"over": "chosen",
                                                    "archetype": "Raidraptor", "ranks": 1}}]
    # Number 27: the Summon read with its Battle Phase timing (test_ygo_battle_wins.py)
    dreadnoid = derived("08387138")
    assert dreadnoid.automation == "full" and not dreadnoid.notes
