"""Columns in a monster's own text (3-11-1, 3-11-2), read from real cards' texts in place
(facts only): the Mekk-Knights' "If 2 or more cards are in the same column, you can Special
Summon this card (from your hand) in that column." (`column_cards` on a procedure), and a
target "in this card's column" (`in_column` on a target), Fuse Line's among them."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import column_shapes

NIGHTFALL, RED_MOON, YELLOW_STAR = "28692962", "56809158", "29415459"
FUSE_LINE = "51091138"
PLA_TINA, LAPCEWELL = "58363151", "27383719"
BLUE_SKY, GREEN_HORIZON, INDIGO, ORANGE = "20537097", "66022706", "92204263", "93020401"


def test_mekk_knight_purple_nightfall_is_summoned_in_a_column_of_two_cards():
    assert "in the same column" in english(NIGHTFALL)["text"]
    card = derived(NIGHTFALL)
    assert card.automation == "full"
    [procedure] = card.encoding["summon_procedures"]
    assert procedure == {"from": ["hand"], "once_per_turn": True, "column_cards": 2}


def test_every_mekk_knight_reads_its_procedure():
    for number in (RED_MOON, YELLOW_STAR, BLUE_SKY, GREEN_HORIZON, INDIGO, ORANGE):
        card = derived(number)
        [procedure] = card.encoding["summon_procedures"]
        assert procedure["column_cards"] == 2, number
        assert not any("same column, you can Special Summon" in n for n in card.notes), number


def test_other_column_wordings_stay_unread():
    def plain(text: str, clauses: list[str]) -> dict:
        return {"summon_procedures": [{"from": ["hand"]}]}

    assert column_shapes.procedure("If 2 or more cards are in the same column (Quick Effect): "
                                   "You can Special Summon this card from your hand.", [],
                                   plain) is None
    assert column_shapes.procedure("If there is a column with no cards, you can Special Summon "
                                   "this card (from your hand) to your zone in that column.",
                                   [], plain) is None


def test_red_moon_and_yellow_star_target_in_their_own_column():
    assert "in this card's column" in english(RED_MOON)["text"]
    for number, what in ((RED_MOON, "monster"), (YELLOW_STAR, "spell_trap")):
        card = derived(number)
        assert card.automation == "full", number
        [effect] = card.encoding["effects"]
        assert effect["target"]["in_column"] is True and effect["target"]["what"] == what
        assert effect["target"]["zone"] == "field"
    assert derived(RED_MOON).encoding["effects"][0]["target"]["face_up"] is True


def test_a_column_target_reads_only_as_one_target_on_the_field():
    assert column_shapes.target_text("target 1 face-up monster in this card's column") == \
        "target 1 face-up monster"
    assert column_shapes.target_text("target 1 face-up monster") is None
    assert column_shapes.column_target({"target": {"zone": "graveyard"}}) is None
    assert column_shapes.column_target(None) is None


def test_fuse_line_targets_a_card_in_the_column_it_is_set_in():
    assert english(FUSE_LINE)["text"].startswith("While this card is Set: ")
    card = derived(FUSE_LINE)
    assert card.automation == "full"
    assert card.encoding["target"] == {"what": "card", "player": "any", "zone": "field",
                                       "in_column": True}
    assert "if" not in card.encoding and card.encoding["effect"] == [{"destroy": "chosen"}]


def test_s_force_monsters_name_the_monsters_in_their_columns():
    assert '"S-Force" monsters loses' in english(PLA_TINA)["text"]
    tina = derived(PLA_TINA)
    assert tina.automation == "full"
    [change] = tina.encoding["stat_changes"]
    assert change == {"monsters": {"same_column_as": {"archetype": "S-Force"}},
                      "player": "opponent", "atk": -600, "def": 0}
    lapcewell = derived(LAPCEWELL)
    assert lapcewell.automation == "full"
    [mass] = [e for e in lapcewell.encoding["effects"] if e["type"] == "ignition"]
    assert mass["effect"] == [{"destroy_all": {"player": "opponent", "what": "monsters",
                                               "same_column_as": {"archetype": "S-Force"}}}]


YOKO_ZUNA, KURO_OBI = "40516623", "77511331"


def test_the_sumo_spirits_read_their_pendulum_zone_columns():
    for number, what in ((YOKO_ZUNA, "monsters"), (KURO_OBI, "spells_traps")):
        assert "Pendulum Zones" in english(number)["text"]
        card = derived(number)
        assert card.automation == "full", number
        assert card.encoding["effects"][0]["effect"] == [
            {"return_all": {"to": "graveyard", "player": "opponent", "what": what,
                            "scale_columns": True}}], number
    assert column_shapes.scale_columns_mass("Send to the GY all monsters you control in the "
                                            "same column as the card(s) in your Pendulum "
                                            "Zones.") is None
