"""The official text parser on real-shaped snippets of the Comprehensive Rules."""
from __future__ import annotations

import pytest

from rules import markup
from rules.importers import text
from rules.importers.records import ParseError


def parse(source: str):
    return text.parse_text(source.strip("\n"), source="rules.txt")


def by_number(document) -> dict:
    return {record.number: record for record in document.rules}


def test_it_reads_chapters_titled_sections_and_wrapped_rules():
    document = parse("""
7. Card Attacks and Battles
7-1. During the Main Phase, the turn player can rest an active Leader card to attack
an opponent's Leader card.
7-1-4. Damage Step
7-1-4-1. Compare the power of the attacking card and the card being attacked. If the
power of the attacking card is greater, the battle is won.
7-1-5. End of the Battle
""")
    rules = by_number(document)
    assert list(rules) == ["7", "7-1", "7-1-4", "7-1-4-1", "7-1-5"]
    assert rules["7"].title == "Card Attacks and Battles"
    assert rules["7-1"].title == ""
    assert rules["7-1"].text.startswith("During the Main Phase") and "opponent's Leader" in (
        rules["7-1"].text)
    assert rules["7-1-4"].title == "Damage Step" and rules["7-1-4"].text == ""
    assert rules["7-1-4-1"].text == (
        "Compare the power of the attacking card and the card being attacked. If the power of "
        "the attacking card is greater, the battle is won.")


def test_it_keeps_a_one_line_sentence_as_text_not_a_title():
    rules = by_number(parse("""
7. Card Attacks and Battles
7-1. Battles
7-1-1. End of the Battle
7-1-1-1. The battle ends.
7-1-1-2. The turn player's effects that last "during this battle" become invalid.
"""))
    assert rules["7-1-1-1"].title == "" and rules["7-1-1-1"].text == "The battle ends."
    assert rules["7-1-1"].title == "End of the Battle"


def test_it_reads_a_cross_reference_at_the_start_of_a_line_as_text():
    document = parse("""
7. Card Attacks and Battles
7-1. Battles
7-1-4. Damage Step
7-1-4-1. If the power of the attacking card is greater, the result is either 7-1-4-1-1. or 7-1-4-
1-2., depending on the category of the card being attacked.
7-1-4-1-1. If a Leader card: 1 damage is dealt.
8. Activating and Resolving Effects
8-1. Activation Cost and Conditions
8-1-1. If you become unable to pay the activation cost, pay as much as possible. See
10-2-13-5. regarding the processing of [Once Per Turn] effects. Activation cost is a payment (See 8-
3.)
""")
    rules = by_number(document)
    assert "1-2" not in rules and "10-2-13-5" not in rules and "3" not in rules
    assert rules["7-1-4-1"].text.endswith(
        "either 7-1-4-1-1. or 7-1-4-1-2., depending on the category of the card being attacked.")
    assert "See 10-2-13-5. regarding the processing" in rules["8-1-1"].text
    assert rules["8-1-1"].text.endswith("(See 8-3.)")
    assert not any("10-2-13-5" in warning for warning in document.warnings)


def test_it_gives_a_number_printed_twice_the_number_its_position_implies():
    document = parse("""
7. Card Attacks and Battles
7-1. Battles
7-1-1. Attack Step
7-1-2. Block Step
7-1-2-1. If, at the end of the Block Step, the attacking card has moved areas, proceed to
the End of the Battle.
7-1-3. Counter Step
7-1-3-1. Effects that read "when attacked" activate.
7-1-3-2. The player being attacked may perform the following actions:
7-1-3-2-1. Activate [(Symbol) Counter]: trash a Character card.
7-1-2-1. If, at the end of the Counter Step, the attacking card has moved areas, proceed to
the End of the Battle.
7-1-4. Damage Step
""")
    rules = by_number(document)
    assert rules["7-1-2-1"].text.startswith("If, at the end of the Block Step")
    moved = rules["7-1-3-3"]
    assert moved.printed_as == "7-1-2-1"
    assert moved.text.startswith("If, at the end of the Counter Step")
    assert [r.number for r in document.rules][-2:] == ["7-1-3-3", "7-1-4"]
    assert any("7-1-2-1 is printed a second time; read as 7-1-3-3" in w
               for w in document.warnings)


def test_it_reads_numbers_printed_with_dots_or_without_their_dot():
    document = parse("""
2. Card Information
2-1. Copyright Notice
2-1-1. This is the card's copyright inscription.
2-2 Rarity
2-2-1. This specifies the card's rarity.
3. Activating and Resolving Effects
3-1. Activation Cost and Conditions
3.2. Activation and Resolution
3-2-1. To activate an effect, follow the procedure below:
3-3. Order of Effect Resolution
3-3-1. If the activation timing is fulfilled during damage processing, wait.
3.3.2. If the activation timing of an effect is fulfilled by activating a card, wait.
""")
    rules = by_number(document)
    assert rules["2-2"].title == "Rarity"
    assert rules["3-2"].title == "Activation and Resolution"
    assert rules["3-3-2"].text.startswith("If the activation timing of an effect")
    assert rules["3-3-2"].printed_as == ""  # a spelling, not a correction
    assert any("3.3.2" in warning for warning in document.warnings)


def test_it_keeps_symbols_as_printed():
    rules = by_number(parse("""
2. Card Information
2-1. (Symbol) Counter
2-1-1. Only Character cards have (Symbol) Counter.
3. Activating and Resolving Effects
3-1. Activation Cost and Conditions
3-1-1. Activation costs may be specified using a symbol such as ①. That symbol means
that the player must rest that many DON!! cards.
"""))
    assert rules["2-1"].title == "(Symbol) Counter"
    assert rules["2-1-1"].text == "Only Character cards have (Symbol) Counter."
    assert "such as ①. That symbol means that the player" in rules["3-1-1"].text


def test_it_leaves_out_page_furniture_and_the_table_of_contents():
    document = parse("""
=====PAGE 0
1
ONE PIECE CARD GAME Comprehensive Rules
Version 1.2.0
Last updated: 1/16/2026
Table of Contents
1. Game Overview ................................................................ 1
2. Card Information .............................................................. 3
1. Game Overview
1-1. Number of Players
1-1-1. Fundamentally, this game is intended to be played by two players, head-to-head.
=====PAGE 1
2

These rules do not currently support play by three or more players.
1-2. Ending the Game
""")
    rules = by_number(document)
    assert list(rules) == ["1", "1-1", "1-1-1", "1-2"]
    assert rules["1-1-1"].text == (
        "Fundamentally, this game is intended to be played by two players, head-to-head. These "
        "rules do not currently support play by three or more players.")
    assert (document.version, document.released) == ("1.2.0", "2026-01-16")


def test_it_starts_a_paragraph_for_each_listed_item():
    rules = by_number(parse("""
6. Game Progression
6-1. End Phase
6-1-1. Remaining effects are processed in the following order:
(1) Process the turn player's effects that last "until the end of the turn". If there
are several, the turn player chooses the order.
(2) Process the non-turn player's effects.
"""))
    assert rules["6-1-1"].text.split("\n\n") == [
        "Remaining effects are processed in the following order:",
        "(1) Process the turn player's effects that last \"until the end of the turn\". If "
        "there are several, the turn player chooses the order.",
        "(2) Process the non-turn player's effects.",
    ]


def test_it_leaves_out_an_aside_that_repeats_the_next_heading():
    document = parse("""
4. Basic Game Terminology
4-1. "Remove"
4-1-1. "Remove" refers to moving a card from the area it is placed in to another area.
« Set Power to 0 »
« Set Power to 0 » is an effect that reduces the power of the target.
4-2. « Set Power to 0 »
4-2-1. « Set Power to 0 » is an effect that reduces the power of the target.
""")
    rules = by_number(document)
    assert rules["4-1-1"].text == (
        '"Remove" refers to moving a card from the area it is placed in to another area.')
    assert rules["4-2"].title == "« Set Power to 0 »"


def test_it_escapes_what_markdown_would_read_as_markup():
    rules = by_number(parse("""
2. Card Information
2-1. Attribute
2-1-1. Some text includes text in <Slash> brackets, *stars* and [links](x).
"""))
    assert rules["2-1-1"].text == (
        r"Some text includes text in &lt;Slash> brackets, \*stars\* and [links\](x).")
    html = markup.render(rules["2-1-1"].text, [])
    assert html == ("<p>Some text includes text in &lt;Slash&gt; brackets, *stars* and "
                    "[links](x).</p>")


@pytest.mark.parametrize(("source", "line", "message"), [
    ("Rules of the game\n7-1-4-1. If the power of the attacking card is greater, it wins.",
     2, "comes before any chapter"),
    ("1. Game Overview\n1-1. Number of Players\n1-1-1.", 3, "neither a title nor any text"),
    ("just some words\nand more words", 2, "no numbered rules found"),
    ("1. Game Overview\n1-1. Players\x00\x01", 2, "binary data"),
])
def test_it_stops_with_the_line_of_the_problem(source, line, message):
    with pytest.raises(ParseError) as raised:
        text.parse_text(source, source="broken.txt")
    assert raised.value.line == line
    assert message in raised.value.message
    assert str(raised.value).startswith(f"broken.txt, line {line}: ")


def test_it_refuses_a_file_that_is_not_utf8(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes("1. Game Overview\n1-1. Number of Players\n1-1-1. D\xe9j\xe0 vu.\n".encode(
        "latin-1"))
    with pytest.raises(ParseError, match=r"latin1.txt, line 3: the file is not UTF-8"):
        text.parse_file(path)
