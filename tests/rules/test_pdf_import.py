"""The official 1.2.0 PDF (../shared/fixtures, read in place): every rule, no page furniture."""
from __future__ import annotations

import re

import pytest
from pypdf import PdfReader, PdfWriter
from rules_support import PDF_120

from rules import numbers
from rules.importers import pdf
from rules.importers.records import ParseError


def test_it_reads_every_rule_of_the_pdf_in_rules_order(parsed_120):
    rules = parsed_120.rules
    assert 480 <= len(rules) <= 500
    found = [r.number for r in rules]
    assert len(found) == len(set(found))
    assert [numbers.sort_key(n) for n in found] == sorted(numbers.sort_key(n) for n in found)
    chapters = [r for r in rules if numbers.depth(r.number) == 1]
    assert [c.number for c in chapters] == [str(n) for n in range(1, 12)]
    assert chapters[6].title == "Card Attacks and Battles"
    known = set(found)
    assert all(numbers.parent(n) in known for n in found if numbers.depth(n) > 1)
    assert all(r.title or r.text for r in rules)
    assert (parsed_120.version, parsed_120.released) == ("1.2.0", "2026-01-16")


def test_it_leaves_no_page_furniture_in_any_rule(parsed_120):
    for rule in parsed_120.rules:
        body = f"{rule.title}\n{rule.text}"
        assert "ONE PIECE CARD GAME" not in body, rule.number
        assert "Version 1.2.0" not in body and "Last updated" not in body, rule.number
        assert "Table of Contents" not in body and "Contents of" not in body, rule.number
        assert not re.search(r"\.{4,}|…", body), rule.number  # dot leaders
        assert not re.search(r"(^|\n)\s*\d{1,3}\s*($|\n)", body), rule.number  # a lone number
        assert not re.search(r"\s\d{1,2}$", rule.text), rule.number  # a page number at the end
        assert "=====" not in body, rule.number
    # The rules' own words: "Comprehensive Rules" appears in one rule, which is about them.
    mentions = [r.number for r in parsed_120.rules if "Comprehensive Rules" in r.text]
    assert mentions == ["1-3-1"]


def test_it_joins_rules_wrapped_across_pages(parsed_120):
    rules = {r.number: r for r in parsed_120.rules}
    assert rules["1-3-6-1-1"].text == (
        "Even if a card’s power becomes a negative value, unless otherwise specified, that card "
        "will not be trashed or otherwise moved to another area.")
    assert rules["2-14-2"].text == (
        "When preparing for a game, there should be no more than 4 cards with the same card "
        "number in your deck.")
    assert rules["6-5-5-2"].text == (
        "Leader cards and Character cards gain 1000 power during your turn for each DON!! card "
        "given to them.")


def test_it_copes_with_the_printing_slips_of_the_real_document(parsed_120):
    rules = {r.number: r for r in parsed_120.rules}
    # A second 7-1-2-3 printed inside the Counter Step takes the number after 7-1-3-2.
    assert rules["7-1-3-3"].printed_as == "7-1-2-3"
    assert "at the end of the Counter Step" in rules["7-1-3-3"].text
    assert "at the end of the Block Step" in rules["7-1-2-3"].text
    # "8.4." and "8.6.3." printed with dots, "2-13 Rarity" without its dot, "K.O.." doubled.
    assert rules["8-4"].title == "Activation and Resolution"
    assert rules["8-6-3"].text.startswith("If the activation timing of an effect is fulfilled")
    assert rules["2-13"].title == "Rarity"
    assert rules["10-2-1"].title == "K.O."
    # Cross-references that start a wrapped line stay in the text.
    assert "either 7-1-4-1-1. or 7-1-4-1-2., depending" in rules["7-1-4-1"].text
    assert "see 10-2-13-5. regarding the processing" in rules["8-3-1-3-1"].text
    assert rules["1-3-9-2"].text.endswith("(See 8-3.)")
    # Symbols as the text layer gives them.
    assert "such as ①. That symbol" in rules["8-3-1-5"].text
    assert rules["2-10"].title == "(Symbol) Counter"
    # The boxed aside before 4-12 is not part of 4-11-2.
    assert rules["4-11-2"].text == (
        "“Remove” refers to moving a card from the area it is placed in to another area.")
    assert any("7-1-2-3 is printed a second time" in w and "(page 17)" in w
               for w in parsed_120.warnings)


def test_it_refuses_a_file_that_is_not_a_pdf(tmp_path):
    fake = tmp_path / "rules.pdf"
    fake.write_text("1. Game Overview\n")
    with pytest.raises(ParseError, match=r"^rules.pdf: not a readable PDF"):
        pdf.parse_file(fake)


def test_it_refuses_a_pdf_without_text(tmp_path):
    blank = tmp_path / "scan.pdf"
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    with blank.open("wb") as handle:
        writer.write(handle)
    with pytest.raises(ParseError, match="no text layer"):
        pdf.parse_file(blank)


def test_it_names_the_page_where_it_stops(tmp_path):
    """Pages 4 to 6 alone start in the middle of chapter 2: there is no chapter to put the
    first rule under."""
    part = tmp_path / "part.pdf"
    writer = PdfWriter()
    for page in PdfReader(PDF_120).pages[3:6]:
        writer.add_page(page)
    with part.open("wb") as handle:
        writer.write(handle)
    with pytest.raises(ParseError) as raised:
        pdf.parse_file(part)
    assert str(raised.value) == (
        "part.pdf, line 1: rule 2-2-3 comes before any chapter line such as "
        "'1. Game Overview' (page 1)")
