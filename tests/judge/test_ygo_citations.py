"""Every step of a Yu-Gi-Oh! ruling cites the digest section that says what the step does.

The table pairs each kind of step (recognised by its English wording) with the section that
states it; the test judges every worked example and a board made to reach the rarer steps, and
fails on a step that matches no kind, a step without its section, or a kind never reached.
"""
from __future__ import annotations

import re
from pathlib import Path

from ygo_duel import monster, run, spell, trap

from judge.engine import judge

PROJECT = Path(__file__).resolve().parents[2]
SCENARIO_FILES = sorted([*(PROJECT / "judge" / "examples" / "ygo").glob("*.yaml"),
                         *(Path(__file__).parent / "worked" / "ygo").glob("*.yaml")])

# (kind of step, its wording, the section that says what it does); first match wins
STEP_KINDS: list[tuple[str, str, str]] = [
    ("piercing battle damage", r" inflicts piercing battle damage, ", "12-6-4"),
    ("not destroyed by battle", r" cannot be destroyed by battle: it stays ", "12-8-3"),
    ("not destroyed by effects", r" cannot be destroyed by card effects: it stays ", "5-3-12"),
    ("equipped", r" is equipped to .*, which now has ", "4-5-5"),
    ("nothing to equip", r" has no face-up monster left to equip", "4-5-5"),
    ("equip destroyed", r" is no longer equipped to a face-up monster", "4-5-5"),
    ("direct attack by its text", r" its text lets it attack directly ", "12-3-10"),
    ("first turn without a draw", r"^Turn 1: .* skipped the draw", "7-8-1"),
    ("normal draw", r"^Draw Phase: \w draws 1 card\.$", "7-2-1"),
    ("draw from an empty Deck", r"^Draw Phase: \w must draw, but the Deck is empty", "1-3-4"),
    ("Standby Phase", r"^Standby Phase of ", "7-3-1"),
    ("End Phase", r" goes to the End Phase\.$", "7-7-1"),
    ("hand size limit", r" cards in hand, more than six, and discards ", "7-7-2"),
    ("end of turn effects", r"^Effects that lasted until the end of the turn end", "7-7-3"),
    ("next turn", r"^The turn ends; turn \d+ begins", "7-7-3"),
    ("Battle Phase", r" enters the Battle Phase\.$", "12-2-1"),
    ("Main Phase 2", r" makes no more attacks: End Step, then Main Phase 2", "12-9-1"),
    ("direct attack declared", r" attacks \w directly \(\w controls no monster\)", "12-3-3"),
    ("direct attack damage", r" attacks \w directly: \w takes ", "12-7-1"),
    ("no response to an attack", r"^Neither player responds to the attack", "12-3-6"),
    ("nothing at a timing", r"^Neither player activates anything at ", "12-4-1"),
    ("Damage Step timing", r"^The attack is now at ", "12-4-1"),
    ("attacker gone", r" is no longer on the field: its attack ends", "12-3-9"),
    ("replay", r" a replay occurs", "12-3-7"),
    ("face-down target flipped", r" is flipped face-up in Defense Position before damage",
     "12-4-2"),
    ("left in the Damage Step", r" left the field before damage calculation", "12-4-10"),
    ("attack declared", r"\) attacks [^:]*\)\.$", "12-3-2"),
    ("damage calculation", r"\) attacks .*\): ", "12-4-3"),
    ("FLIP after damage calculation", r"^After damage calculation, .* FLIP effect activates",
     "12-4-4"),
    ("destroyed by battle", r"^Destroyed by battle: ", "12-4-5"),
    ("cards given up as a cost", r" (discards|Tributes) .* to activate ", "5-2-2"),
    ("Tributes", r" Tributes .* \(to the Graveyard\) for the Level ", "8-2-2"),
    ("Link Summon", r" Link Summons .* \(Link-\d+\) from the Extra Deck ", "8-5-5"),
    ("Set monster", r" Sets .* face-down in Defense Position", "8-1-3"),
    ("Normal or Tribute Summon", r" (Normal|Tribute) Summons .* in Attack Position", "8-1-2"),
    ("Flip Summon", r" Flip Summons ", "8-3-1"),
    ("FLIP after a Flip Summon", r"'s FLIP effect activates \(Spell Speed 1\)", "8-3-4"),
    ("position change", r" changes .* to (Attack|face-up Defense) Position", "9-2-1"),
    ("Set Spell or Trap", r" Sets a card face-down \(", "10-1-1"),
    ("Field Spell replaced", r" leaves \w's Field Zone for the Graveyard", "3-5-2"),
    ("activation", r" activates .* \(.*Spell Speed \d\) as Chain Link \d+", "11-1-1"),
    ("pass, chain closes", r" passes too: both players passed", "11-1-3"),
    ("pass", r" passes; \w may add a Chain Link", "11-1-2"),
    ("chain closes", r"^Neither player adds a Chain Link", "11-1-3"),
    ("chain resolves", r"^The chain resolves from the last link", "11-1-4"),
    ("negated link", r"^Chain Link \d+ \(.*\) was negated", "11-3-1"),
    ("lasting card gone", r"^Chain Link \d+ \(.*\) left the field before resolving", "10-4-3"),
    ("link resolves", r"^Chain Link \d+ \(.*\) resolves", "11-1-4"),
    ("negation", r" negates the activation of Chain Link ", "11-3-1"),
    ("one-time card after the chain", r"^The chain is over: .* goes to ", "10-4-1"),
    ("lasting card stays", r" stays face-up on the field\.$", "10-4-2"),
    ("part that cannot be done", r" would .*; that part does nothing\.$", "5-2-5"),
    ("no room to Special Summon", r" Monster Zones are full; it stays in ", "8-7-1"),
    ("effect draws from an empty Deck", r": \w must draw but the Deck is empty", "1-3-4"),
    ("effect draw", r": \w draws \d+ cards?\.$", "5-3-6"),
    ("effect damage", r": \w takes \d+ damage ", "5-3-10"),
    ("LP gain", r": \w gains \d+ LP ", "1-2-2"),
    ("ATK change", r" (gets [+-]|loses )\d+ ATK until the end of the turn", "4-2-5"),
    ("Special Summon", r" is Special Summoned from ", "8-4-1"),
    ("return to the hand", r" returns to \w's hand \(from ", "5-3-11"),
    ("add from the Deck", r" adds .* to their hand and shows it\.$", "5-3-13"),
    ("send from the Deck", r": \w sends .* from the Deck to the Graveyard\.$", "5-3-13"),
    ("shuffle the Deck", r": \w shuffles their Deck\.$", "5-3-13"),
    ("materials detached as a cost", r"^\w detaches \d+ material", "4-4-3"),
    ("a monster given up as its own cost", r"^\w \w+ .* itself .*as the cost of its effect",
     "5-2-2"),
    ("a card revealed as a cost", r"^\w reveals .* as the cost of its effect", "5-2-2"),
    ("position changed by an effect", r"\): .* is changed to .*Position\.$", "9-2-7"),
    ("banish", r" is banished \(from ", "5-3-3"),
    ("destroy", r" is destroyed and goes to \w's Graveyard\.$", "5-3-1"),
    ("0 LP", r"'s LP are 0, so \w loses the Duel", "1-3-1"),
    ("deck-out loss", r" had to draw a card with an empty Deck, so ", "1-3-4"),
    ("Exodia", r" has all five pieces of Exodia ", "1-3-5"),
    ("draw game", r"^Both players lose at the same moment", "1-3-3"),
]
WIN_RULES = {"1-3-1", "1-3-4", "1-3-5"}  # "X wins the Duel." cites what decided it


def _rarer_steps() -> list[dict]:
    """Boards that reach the steps the worked examples do not."""
    everything = spell("a-all", "quick-play", [
        {"gain_lp": {"amount": 500}}, {"damage": {"player": "B", "amount": 100}},
        {"special_summon": {"card": "a-grave", "position": "defense"}},
        {"to_hand": "a-banished"}, {"banish": "b-m"}, {"destroy": "b-t"},
        {"destroy": "chosen"}, {"atk": {"target": "a-x", "amount": -5000}}])
    results = [
        run(a={"hand": [everything], "graveyard": [monster("a-grave")],
               "banished": [monster("a-banished")],
               "monsters": [monster("a-x", position="attack")]},
            b={"monsters": [monster("b-m", position="attack")],
               "spells_traps": [trap("b-t")]},
            actions=[{"activate": {"card": "a-all"}}]),
        run(a={"hand": [spell(f"a-{n}") for n in range(8)],
               "spells_traps": [spell("a-cont", "continuous",
                                      [{"atk": {"target": "a-x", "amount": 100}}])],
               "monsters": [monster("a-x", position="attack")]},
            actions=[{"activate": {"card": "a-cont"}}, "pass", "pass",
                     {"change_position": {"card": "a-x"}}, "end_turn"]),
        run(a={"spells_traps": [spell("a-cont", "continuous", [{"draw": 1}])]},
            b={"spells_traps": [trap("b-break", effect=[{"destroy": "a-cont"}])]},
            actions=[{"activate": {"card": "a-cont"}}, {"activate": {"card": "b-break"}}]),
        run(a={"monsters": [monster("a-x", position="attack")]},
            b={"monsters": [monster("b-x", position="attack", atk=500)],
               "spells_traps": [trap("b-kill", effect=[{"destroy": "attacker"}])]},
            actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
                     {"activate": {"card": "b-kill"}}, "main2", "end_turn"]),
        run(a={"monsters": [monster("a-x", position="attack")],
               "hand": [spell("a-field", "field"), spell("a-field2", "field")]},
            b={"monsters": [monster("b-x", position="attack")],
               "spells_traps": [trap("b-bounce", effect=[{"to_hand": "b-x"}])]},
            actions=[{"activate": {"card": "a-field"}}, "pass", "pass",
                     {"set_spell_trap": {"card": "a-field2"}},
                     "battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
                     {"activate": {"card": "b-bounce"}}, "pass", "pass"]),
        run(a={"monsters": [monster("a-x", position="attack")]},
            b={"monsters": [monster("b-x", position="attack")]},
            actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
                     {"damage_step": {"timing": "start"}}, "pass"]),
        run(a={"hand": [spell("a-up", "quick-play", [{"atk": {"target": "a-x", "amount": 1}}])],
               "monsters": [monster("a-x", position="attack")]},
            # the later Chain Link fills the last zone before the first one resolves (8-7-1)
            b={"monsters": [monster(f"b-{n}", position="attack") for n in range(4)],
               "spells_traps": [trap("b-full", effect=[{"special_summon": {"card": "b-g"}}]),
                                trap("b-more", effect=[{"special_summon": {"card": "b-h"}}])],
               "graveyard": [monster("b-g"), monster("b-h")]},
            actions=[{"activate": {"card": "a-up"}}, {"activate": {"card": "b-full"}}, "pass",
                     {"activate": {"card": "b-more"}}, "pass", "pass"]),
        run(a={"hand": [spell("a-axe", "equip", [{"equip": {"card": "chosen", "atk": 1000}}],
                              target={"what": "monster", "face_up": True})],
               "monsters": [monster("a-x", position="attack")]},
            b={"spells_traps": [trap("b-kill", effect=[{"destroy": "a-x"}])]},
            actions=[{"activate": {"card": "a-axe", "target": "a-x"}},
                     {"activate": {"card": "b-kill"}}, "pass", "pass"]),
        run(a={"hand": [spell("a-burn", "quick-play", [{"draw": 3}])], "deck": 1},
            actions=[{"activate": {"card": "a-burn"}}]),
        run(a={"monsters": [monster("a-x", atk=0, position="attack"),
                            monster("a-y", atk=1000, position="attack")]},
            b={"monsters": [monster("b-x", atk=0, position="attack"),
                            monster("b-y", defense=1000, position="defense")]},
            actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
                     {"attack": {"attacker": "a-y", "target": "b-y"}}]),
        run(a={"field_spell": spell("a-old", "field"),
               "hand": [spell("a-new", "field"),
                        spell("a-fuse", "quick-play",
                              [{"special_summon": {"card": "a-fusion"}}])],
               "extra_deck": [monster("a-fusion", level=8)]},
            b={"spells_traps": [trap("b-break", effect=[{"destroy": "a-fuse"}])]},
            actions=[{"activate": {"card": "a-new"}}, "pass", "pass",
                     {"activate": {"card": "a-fuse"}}, {"activate": {"card": "b-break"}}]),
    ]
    return results


def _all_steps() -> list[dict]:
    results = [judge(path.read_text(encoding="utf-8")) for path in SCENARIO_FILES]
    results += _rarer_steps()
    return [step for result in results if "steps" in result for step in result["steps"]]


def test_it_cites_for_every_step_the_section_that_says_what_it_does() -> None:
    seen: set[str] = set()
    problems = []
    for step in _all_steps():
        text, rules = step["text"], step["rules"]
        if text.endswith(" wins the Duel."):
            if not rules or not set(rules) <= WIN_RULES:
                problems.append(f"{text!r} cites {rules}")
            continue
        kind = next((k for k in STEP_KINDS if re.search(k[1], text)), None)
        if kind is None:
            problems.append(f"no kind of step matches {text!r}")
            continue
        seen.add(kind[0])
        if kind[2] not in rules:
            problems.append(f"{text!r} ({kind[0]}) cites {rules}, not {kind[2]}")
    assert problems == [], "\n".join(problems)
    assert {k[0] for k in STEP_KINDS} - seen == set()


# the same, by event code (what every language renders): code -> the section that says it
CODE_SECTIONS: dict[str, str] = {
    "extra_summoned.link": "8-5-5",
    "first_turn_no_draw": "7-8-1", "draw_phase.draw": "7-2-1",
    "draw_phase.empty_deck": "1-3-4", "standby_phase": "7-3-1", "end_phase": "7-7-1",
    "hand_size_limit": "7-7-2", "end_of_turn_effects": "7-7-3", "next_turn": "7-7-3",
    "battle_phase": "12-2-1", "main2": "12-9-1", "attack_direct": "12-3-3",
    "attack_declared": "12-3-2", "battle.direct": "12-7-1", "no_response_to_attack": "12-3-6",
    "no_activation_at_timing": "12-4-1", "damage_step_timing.atk": "12-4-8",
    "damage_step_timing.counter": "12-4-7", "attacker_gone": "12-3-9", "replay": "12-3-7",
    "face_down_target_flipped": "12-4-2", "left_before_calculation": "12-4-10",
    "battle.both_zero": "12-5-4", "battle.both_destroyed": "12-5-3",
    "battle.destroyed_with_damage": "12-4-3", "battle.destroyed": "12-6-1",
    "battle.destroyed_with_damage.survives": "12-4-3",
    "battle.defense_holds": "12-6-2", "battle.nothing": "12-6-3",
    "destroyed.by_battle": "12-4-5", "tributed": "8-2-2", "cost.discard": "5-2-2",
    "battle.destroyed_piercing": "12-6-4", "battle.not_destroyed": "12-8-3",
    "effect.not_destroyed": "5-3-12", "equip.equipped": "4-5-5",
    "equip.nothing_to_equip": "4-5-5", "equip.destroyed": "4-5-5",
    "attack_direct.by_effect": "12-3-10",
    "monster_set": "8-1-3",
    "normal_summoned": "8-1-2", "tribute_summoned": "8-2-3", "flip_summoned": "8-3-1",
    "position_changed": "9-2-1", "spell_trap_set": "10-1-1",
    "field_spell_replaced.set": "3-5-2", "field_spell_replaced.activate": "3-5-2",
    "chain_link_added": "11-1-2", "pass.chain_complete": "11-1-3", "pass.respond": "11-1-2",
    "chain_closes": "11-1-3", "chain_resolves": "11-1-4", "link.negated": "11-3-1",
    "link.left_field": "10-4-3", "link.resolves": "11-1-4", "link.resolves_anyway": "10-4-3",
    "link_negated_by": "11-3-1", "chain_over.to_graveyard": "10-4-1",
    "chain_over.stays": "10-4-2", "effect_part_skipped": "5-2-5",
    "special_summon_no_room": "8-7-1", "effect_draw_empty_deck": "1-3-4",
    "effect_draw": "5-3-6", "effect_damage": "5-3-10", "lp_gained": "1-2-2",
    "atk_changed": "4-2-5", "atk_changed.lowered": "4-2-5",
    "special_summoned": "8-4-1", "special_summoned.extra_deck": "8-4-1",
    "returned_to_hand": "5-3-11", "banished": "5-3-3", "fetched.hand": "5-3-13",
    "fetched.graveyard": "5-3-13", "deck_shuffled": "5-3-13",
    "position_changed.by_effect": "9-2-7", "cost.self_reveal": "5-2-2",
    "cost.detach": "4-4-3", "cost.self_tribute": "5-2-2", "cost.self_banish": "5-2-2",
    "destroyed": "5-3-1",
    "destroyed.by_link": "5-3-1", "lost.lp_zero": "1-3-1", "lost.deck_out": "1-3-4",
    "won.exodia": "1-3-5", "duel_drawn": "1-3-3",
}


def test_every_event_code_cites_its_section() -> None:
    seen: set[str] = set()
    problems = []
    for step in _all_steps():
        code, rules = step["code"], step["rules"]
        if code == "duel_won":
            continue  # cites what decided it (checked above)
        if code not in CODE_SECTIONS:
            problems.append(f"no section known for {code} ({step['text']!r})")
            continue
        seen.add(code)
        if CODE_SECTIONS[code] not in rules:
            problems.append(f"{code} cites {rules}, not {CODE_SECTIONS[code]}")
    assert problems == [], "\n".join(problems)
    assert set(CODE_SECTIONS) - seen == set()
