"""Sentences of a Spell or Trap about the chain its activation starts (cards/ygo/
chain_lock_shapes.py), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi): "This card's activation and effect cannot be negated." (11-3-5);
the older words that also cover "its effects" are left unread."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import chain_lock_shapes

SPIRITUALISM, THUNDERFORCE, REVIVED_SKY_GOD = "15866454", "42469671", "59094601"


def test_spiritualism_reads_whole_and_cannot_be_negated():
    card = derived(SPIRITUALISM)
    assert card.automation == "full" and card.notes == []
    assert card.encoding["unnegatable"] is True
    assert card.encoding["effect"] == [{"to_hand": "chosen"}]  # its own effect, as before


def test_the_sentence_is_read_where_the_rest_of_the_card_is_not():
    card = derived(THUNDERFORCE)
    assert card.encoding == {"unnegatable": True}
    assert card.automation == "partial" and len(card.notes) == 1


def test_the_older_words_stay_unread():
    card = derived(REVIVED_SKY_GOD)
    assert "unnegatable" not in card.encoding
    assert any("cannot be negated" in note for note in card.notes)
    assert chain_lock_shapes.card_fact("This effect cannot be negated.") is None


NIGHT_BEAM, DARK_RULER_NO_MORE, PIRMAIS = "89882100", "54693926", "60551528"
RED_DRAGON_NINJA = "58165765"


def test_night_beam_reads_whole_with_the_card_it_targets_locked():
    card = derived(NIGHT_BEAM)
    assert card.automation == "full"
    assert (card.encoding["no_responses"], card.encoding["no_responses_what"]) == (
        "opponent", "target")
    assert card.encoding["target"]["face_down"] is True


def test_only_monster_effects_cannot_answer_dark_ruler_no_more():
    encoding = derived(DARK_RULER_NO_MORE).encoding
    assert (encoding["no_responses"], encoding["no_responses_what"]) == (
        "both", "monster_effects")


def test_that_card_after_a_targeting_effect_is_its_target():
    card = derived(PIRMAIS)
    assert card.automation == "full"
    [aimed] = [e for e in card.encoding["effects"] if e.get("no_responses")]
    assert (aimed["no_responses"], aimed["no_responses_what"]) == ("both", "target")
    assert "target" in aimed


def test_the_rider_after_an_effect_not_read_stays_a_note():
    assert any("targeted card" in note for note in derived(RED_DRAGON_NINJA).notes)


DODGER_DRAGON, SOPHIA, QLIPHORT_STEALTH = "47013502", "04335427", "13073850"


def test_a_monsters_own_summon_that_cannot_be_negated():
    assert derived(DODGER_DRAGON).encoding["summon_unnegatable"] == "normal"
    assert derived(SOPHIA).encoding["summon_unnegatable"] == "special"
    assert not any("Summon cannot be negated" in note for note in derived(SOPHIA).notes)


def test_a_pendulum_effect_lock_that_cannot_be_negated_binds_as_a_scale():
    stealth = derived(QLIPHORT_STEALTH)
    assert stealth.encoding["summon_lock_on_field"] == {"from": "any",
                                                        "except": {"archetype": "Qli"}}
    assert stealth.encoding["lock_as_scale"] is True
    assert "This effect cannot be negated." not in stealth.notes
    scout = derived(QLIPHORT_SCOUT)
    assert scout.automation == "full" and scout.encoding["lock_as_scale"] is True


QLIPHORT_SCOUT = "65518099"


LASER_QLIP = "43034264"


def test_laser_qlip_reads_whole_with_the_summons_it_keeps():
    card = derived(LASER_QLIP)
    assert card.automation == "full"
    assert card.encoding["summons_unnegatable"] == {"normal": {"archetype": "Qli"}}
