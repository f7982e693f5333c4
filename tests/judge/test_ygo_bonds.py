"""A Continuous Trap bound to the monster it Special Summons (digest 10-4-4), judged: its leaving
the field destroys the monster, the monster's destruction (or, by its text, any leaving)
destroys it, at once and with no chain; a monster Tributed is not destroyed."""
from __future__ import annotations

from ygo_duel import monster, player, run, spell, texts, trap

CALL = {"target": {"what": "monster", "player": "controller", "zone": "graveyard"},
        "effect": [{"special_summon": {"card": "chosen", "position": "attack"}}]}


def revived(bond: str, *after: object, a: dict | None = None, b: dict | None = None) -> dict:
    """A's Continuous Trap a-call revives a-dead (2000 ATK) from the GY, then `after`."""
    a = {"graveyard": [monster("a-dead", atk=2000)],
         "spells_traps": [trap("a-call", "continuous", bond=bond, **CALL)], **(a or {})}
    return run(a=a, b=b or {}, actions=[{"activate": {"card": "a-call", "target": "a-dead"}},
                                        "pass", "pass", *after])


def test_the_trap_leaving_the_field_destroys_its_monster():
    breaker = spell("a-break", "quick-play", [{"destroy": "chosen"}],
                    target={"what": "spell_trap"})
    result = revived("destroyed", {"activate": {"card": "a-break", "target": "a-call"}}, "pass",
                     "pass", a={"hand": [breaker]})
    assert {"a-call", "a-dead"} <= set(player(result, "A")["graveyard"])
    assert player(result, "A")["monsters"] == []
    assert "10-4-4" in result["rules_cited"]
    assert "a-call has left the field, so the monster it Special Summoned" in texts(result)


def test_the_monster_destroyed_by_battle_destroys_the_trap():
    result = revived("destroyed", "battle_phase",
                     {"attack": {"attacker": "a-dead", "target": "b-wall"}}, "pass",
                     b={"monsters": [monster("b-wall", atk=2500, position="attack")]})
    assert {"a-call", "a-dead"} <= set(player(result, "A")["graveyard"])
    assert player(result, "A")["spells_traps"] == []


def test_a_tributed_monster_was_not_destroyed_unless_the_text_says_leaves():
    tribute = spell("a-offer", "normal", [{"draw": 1}], tribute=1)
    action = {"activate": {"card": "a-offer", "cost": ["a-dead"]}}
    kept = revived("destroyed", action, "pass", "pass", a={"hand": [tribute]})
    assert [c["id"] for c in player(kept, "A")["spells_traps"]] == ["a-call"]
    gone = revived("leaves", action, "pass", "pass", a={"hand": [tribute]})
    assert player(gone, "A")["spells_traps"] == [] and "a-call" in player(gone, "A")[
        "graveyard"]
