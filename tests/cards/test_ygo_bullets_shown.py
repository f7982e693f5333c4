"""A card text that opens with "●" lines and no line over them, shown on the card's page as the
effects it holds (cards/ygo/bullets_shown.py): each line its own effect with its own condition
and what it does, never the first line with the others as its options, in the page's language
where the translation cuts alike. Real cards' texts are read in place from
../shared/fixtures/yaml-yugi (facts only)."""
from __future__ import annotations

import json
import re

from ygo_support import CARDS, english, store, subset

from cards.ygo import bullets_shown, localized, psct


def shown(number: str) -> psct.Breakdown:
    card = english(number)
    read = psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])
    return bullets_shown.shown(read, card["kind"], card["card_property"], card["monster_types"])


def test_each_position_line_is_an_effect_of_its_own():
    attack, defense = shown("93542102").effects  # Morphtronic Celfon: two "●" lines
    assert attack.options == [] and defense.options == []
    assert attack.action.startswith("While in Attack Position: Once per turn, you can roll")
    assert defense.action.startswith("While in Defense Position: Once per turn, you can roll")


def test_an_activated_line_shows_its_position_before_its_own_condition():
    attack, defense = shown("38082437").effects  # Morphtronic Smartfon
    assert (attack.kind, attack.once_per_turn) == ("activated", "soft")
    assert attack.condition == "Attack Position: Once per turn, during your Main Phase"
    assert defense.condition == "Defense Position: Once per turn, during your Main Phase"
    assert attack.action.startswith("You can roll a six-sided die")


def test_a_german_page_cuts_a_line_at_its_last_colon_as_the_english_one():
    card = english("38082437")
    raw = json.loads((CARDS / "38082437.json").read_text(encoding="utf-8"))
    german = localized.breakdown(shown("38082437"), card["text"], raw["text"]["de"], "de")
    attack, defense = german.effects
    assert attack.language == "de" and defense.language == "de"
    assert attack.condition.startswith("Angriffsposition: ") and attack.condition.count(":") == 1
    assert defense.condition.startswith("Verteidigungsposition: ")
    assert not attack.action.startswith(("●", ":")) and ":" not in attack.action[:3]


def test_lines_of_a_quick_play_spell_are_each_an_effect_with_its_own_condition():
    first, second, *_ = shown("43476205").effects  # Rank-Up-Magic Revolution Force: two "●" lines
    assert (first.kind, second.kind) == ("activated", "activated")
    assert (first.condition, second.condition) == ("During your turn",
                                                   "During your opponent's turn")
    assert first.target.startswith("Target 1 ") and second.target.startswith("Target 1 ")


def test_options_under_a_line_that_offers_them_stay_options():
    card = english("01607603")  # "Activate 1 of these effects;" over its "●" lines
    read = psct.read(card["text"], card["kind"], card["card_property"], card["monster_types"])
    assert bullets_shown.shown(read, card["kind"], card["card_property"],
                               card["monster_types"]) == read
    assert any(effect.options for effect in read.effects)


def test_the_card_page_lists_each_line_as_an_effect(client, db, tmp_path):
    store(subset(tmp_path, ("93542102",)))  # Morphtronic Celfon
    page = client.get("/ygo/cards/93542102/").content.decode()
    effects = re.findall(r'<li class="psct-effect [^"]+">(.*?)</li>\s*(?=<li class="psct|</ol>)',
                         page, re.S)
    assert len(effects) == 2
    assert "<ul>" not in "".join(effects)  # neither shown as the other's option
    german = client.get("/ygo/cards/93542102/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert german.count('class="psct-effect ') == 2
