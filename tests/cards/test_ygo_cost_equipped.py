"""An Equip Card equipped to the monster itself sent as the cost of its effect, read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi) into `cost_cards` with
`equipped: true` (10-4-11); what narrows the Equip Card by what it was is left a note."""
from __future__ import annotations

from ygo_support import derived, english

from cards.ygo import cost_equipped

VAJRAYANA, GORMFAOBHAR = "21249921", "36556781"
EQUIPPED = {"do": "send", "from": ["field"], "what": "card", "equipped": True}


def test_an_equip_card_equipped_to_this_card_sent_to_the_gy():
    card = derived(VAJRAYANA)
    assert card.automation == "full" and not card.notes
    equips, doubles = card.encoding["effects"]
    assert equips["effect"] == [{"equip_to_this": {"card": "chosen"}}]
    assert doubles["cost_cards"] == EQUIPPED
    assert "Equip Card equipped to this card" in english(VAJRAYANA)["text"]


def test_one_you_control_before_a_target():
    card = derived(GORMFAOBHAR)
    assert card.automation == "full" and not card.notes
    quick = card.encoding["effects"][1]
    assert quick["type"] == "quick" and quick["cost_cards"] == EQUIPPED
    assert quick["target"]["zone"] == "graveyard" and quick["target"]["count"] == 2


def test_an_equip_card_narrowed_by_what_it_was_is_not_read():
    assert cost_equipped.read("Send 1 Equip Spell Card you control that is equipped to this "
                              "card to the Graveyard") is None
    assert cost_equipped.read("Send 1 Monster Card you control that is equipped to this card "
                              "to the GY") is None
