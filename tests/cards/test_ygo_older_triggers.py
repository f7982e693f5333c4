"""Monster effects printed in the older words, without a colon, read by
cards/ygo/older_triggers.py into the entries of their newer wording, from real cards' English
texts read in place from ../shared/fixtures/yaml-yugi (facts only): a Trigger Effect optional
("you can") or mandatory (a plain verb, 5-1-3), the older words of its event ("selected as an
attack target", "Battle Damage to your opponent's Life Points", "removed from play"), a cost
before "to" (5-2-2), "select" as a target (5-2-3), and "Once per turn, you can ..." as an
Ignition Effect (5-1-2); substitutes and summoning procedures stay unread. The card's page
shows such an effect as activated, in its printed words."""
from __future__ import annotations

import json
from dataclasses import replace

from ygo_support import CARDS, english

from cards.ygo import encoding, localized, monster_shapes, older_triggers, psct


def effects(number: str) -> tuple[list[dict], list[str]]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    return fields.get("effects", []), read


def test_an_optional_trigger_on_a_normal_summon():
    [magma], read = effects("01533292")  # R-Genex Magma
    assert "When this card is Normal Summoned, you can add" in english("01533292")["text"]
    assert (magma["type"], magma["event"], magma["when"]) == ("trigger", "normal_summoned", True)
    assert "optional" not in magma  # "you can": its controller's choice
    assert magma["effect"][0]["fetch"]["archetype"] == "R-Genex"
    assert len(read) == 1


def test_a_mandatory_trigger_when_destroyed_by_battle():
    [golem], _ = effects("76321376")  # Mine Golem
    assert (golem["event"], golem["from"], golem["optional"]) == (
        "destroyed_by_battle", "graveyard", False)
    assert golem["effect"] == [{"damage": {"player": "opponent", "amount": 500}}]


def test_selected_as_an_attack_target_is_targeted_for_an_attack():
    found, _ = effects("03846170")  # Karakuri Soldier mdl 236 "Nisamu"
    assert "selected as an attack target, change it to" in english("03846170")["text"]
    change = next(e for e in found if e["event"] == "targeted_for_attack")
    assert change["if"] == {"self_position": "attack"} and change["optional"] is False
    assert change["effect"] == [{"change_position": {"card": "self", "to": "defense"}}]


def test_older_words_of_battle_damage_and_of_the_draw():
    [sorcerer], _ = effects("10189126")  # Masked Sorcerer
    assert "to your opponent's Life Points, draw 1 card from your Deck" in \
        english("10189126")["text"]
    assert (sorcerer["event"], sorcerer["effect"]) == ("inflicted_battle_damage", [{"draw": 1}])


def test_a_cost_before_to_select_and_the_selected_card_as_a_target():
    [ogre], _ = effects("87622767")  # Final Psychic Ogre
    assert (ogre["event"], ogre["pay_lp"]) == ("destroyed_a_monster", 800)
    assert ogre["target"] == {"what": "monster", "player": "controller", "zone": "graveyard",
                              "type": "Psychic"}
    assert ogre["effect"] == [{"to_hand": "chosen"}]
    [tapir], _ = effects("70187958")  # Dark Desertapir: "removed from play" is banished
    assert (tapir["event"], tapir["from"]) == ("banished", "banished")
    assert tapir["effect"] == [{"special_summon": {"card": "chosen"}}]


def test_a_standby_phase_trigger_and_an_older_ignition_effect():
    [curran], _ = effects("46128076")  # Ebon Magician Curran
    assert (curran["event"], curran["optional"]) == ("your_standby_phase", False)
    assert curran["effect"][0]["damage"]["for_each"]["player"] == "opponent"
    [cannons], _ = effects("45159319")  # Moai Interceptor Cannons
    assert (cannons["type"], cannons["once_per_turn"]) == ("ignition", "copy")
    assert cannons["effect"] == [{"change_position": {"card": "self", "to": "set"}}]


def sentence(text: str) -> psct.Effect:
    return psct.read(text, "monster", "", ["Effect"]).effects[0]


def test_substitutes_and_summoning_procedures_are_not_older_triggers():
    cyber = sentence(english("70095154")["text"])  # Cyber Dragon's procedure (8-4-8)
    assert older_triggers.read(cyber, "", monster_shapes.effect) is None
    assert older_triggers.cuts(sentence(
        'If a "Koa\'ki Meiru" monster you control would be destroyed by battle, you can '
        'banish 1 "Koa\'ki Meiru" monster from your GY instead.')) == []
    # a state before "you can" is never an Ignition Effect here (it may be a procedure)
    assert older_triggers.read(sentence(
        "If you control no monsters, you can draw 1 card."), "", monster_shapes.effect) is None


def test_the_page_shows_an_older_effect_as_activated_in_its_printed_words():
    card = english("76321376")  # Mine Golem
    shown = older_triggers.shown(psct.read(card["text"], "monster", "", card["monster_types"]))
    [golem] = shown.effects
    assert (golem.kind, shown.starts_chain, shown.spell_speed) == ("activated", True, 1)
    assert card["text"] == f"{golem.condition}, {golem.action}"  # the words as printed
    raw = json.loads((CARDS / "76321376.json").read_text(encoding="utf-8"))
    german = localized.breakdown(shown, card["text"], raw["text"]["de"], "de")
    assert german.effects[0].language == "en"  # no colon to cut the German words at


def test_an_older_quick_effect_has_spell_speed_2():
    shown = older_triggers.shown(psct.read(
        "During either player's turn, you can send this card to the GY to draw 1 card.",
        "monster", "", ["Effect"]))
    assert shown.effects[0].condition == "During either player's turn"
    assert shown.spell_speed == 2


def test_an_amount_from_the_board_is_said_in_the_newer_words():
    card = english("52768103")  # KA-2 Des Scissors: "... x 500 points" in the older words
    [(printed, newer)] = [cut for effect in psct.read(card["text"], "monster", "",
                                                      card["monster_types"]).effects
                          for cut in older_triggers.cuts(effect)][:1]
    assert printed.endswith("as a result of battle")
    assert monster_shapes.effect(replace(newer, action="Draw 1 card."), "")["event"] == \
        "destroyed_and_sent_a_monster"
    assert newer.action.startswith("Inflict damage to your opponent equal to ") \
        and newer.action.endswith(" x 500.")


def test_they_after_an_event_of_the_opponents_monster_is_the_opponent():
    card = english("22377815")  # a Gemini monster's "●" line in the older words
    assert "they discard 1 random card" in card["text"]
    [line] = psct.read(card["text"], "monster", "", card["monster_types"]).effects[-1].options
    [effect] = psct.read(line, "monster", "", card["monster_types"]).effects
    entry = older_triggers.read(effect, "", monster_shapes.effect)
    assert entry is not None and entry["event"] == "destroyed_and_sent_a_monster"
    assert entry["effect"] == [{"discard_random": {"player": "opponent", "count": 1}}]
