""""If this card is Special Summoned from the GY" and "... from your hand" (5-1-3): answered only
by a Special Summon that took the monster from that zone, however it was made (an effect, its
own procedure), and read from where the monster's last move took it from."""
from __future__ import annotations

from ygo_duel import illegal, player, run, spell

REVIVE = spell("a-revive", effect=[{"special_summon": {"card": "chosen"}}],
               target={"what": "monster", "player": "controller", "zone": "graveyard"})
CALL = spell("a-call", effect=[{"special_summon": {"card": "a-phoenix"}}])


def phoenix(event: str) -> dict:
    return {"id": "a-phoenix", "kind": "monster", "level": 4, "atk": 1000, "def": 0,
            "effects": [{"type": "trigger", "event": event, "effect": [{"draw": 1}]}]}


def summoned(event: str, zone: str, magic: dict, target: str | None = None) -> dict:
    activation = {"card": magic["id"], **({"target": target} if target else {})}
    zones: dict = {"hand": [magic], "deck": 2}
    zones[zone] = zones.get(zone, []) + [phoenix(event)]
    return run(a=zones,
               actions=[{"activate": activation}, "pass", "pass",
                        {"activate": {"card": "a-phoenix", "effect": 0}}, "pass", "pass"])


def test_special_summoned_from_the_graveyard_answers_a_revival():
    result = summoned("special_summoned_from_graveyard", "graveyard", REVIVE, "a-phoenix")
    assert result["outcome"] != "illegal_action", illegal(result)
    assert player(result, "A")["deck"] == 1  # it drew


def test_special_summoned_from_the_hand_does_not_answer_a_revival():
    result = summoned("special_summoned_from_hand", "graveyard", REVIVE, "a-phoenix")
    assert result["outcome"] == "illegal_action"
    assert "5-1-3" in illegal(result)["rules"]


def test_special_summoned_from_the_hand_answers_a_summon_from_the_hand():
    result = summoned("special_summoned_from_hand", "hand", CALL)
    assert result["outcome"] != "illegal_action", illegal(result)
    refused = summoned("special_summoned_from_graveyard", "hand", CALL)
    assert refused["outcome"] == "illegal_action"
