"""The bundled Markdown format (rules/corpus/README.md): parsing, and errors with their line."""
from __future__ import annotations

import re

import pytest

from rules import numbers
from rules.bundled import CORPUS_DIR
from rules.importers import markdown, parse_path
from rules.importers.records import ParseError

CHAPTER = """# 7. Card Attacks and Battles

## 7-1.
During the Main Phase the turn player may attack.

### 7-1-4. Damage Step

#### 7-1-4-1.
The powers are compared, with the result in 7-1-4-1-1.

Second paragraph.
"""


def test_it_reads_headings_titles_and_text():
    records = markdown.parse_text(CHAPTER, source="07.md")
    assert [(r.number, r.title, r.line) for r in records] == [
        ("7", "Card Attacks and Battles", 1), ("7-1", "", 3), ("7-1-4", "Damage Step", 6),
        ("7-1-4-1", "", 8)]
    assert records[1].text == "During the Main Phase the turn player may attack."
    assert records[3].text == (
        "The powers are compared, with the result in 7-1-4-1-1.\n\nSecond paragraph.")


@pytest.mark.parametrize(("source", "line", "message"), [
    ("Some words first\n# 1. Game Overview\n", 1, "text before the first rule heading"),
    ("# 1. Game Overview\n\n## Introduction\nText.\n", 3, "'Introduction' is not a rule number"),
])
def test_it_names_the_line_of_a_broken_heading(source, line, message):
    with pytest.raises(ParseError) as raised:
        markdown.parse_text(source, source="01.md")
    assert (raised.value.line, raised.value.source) == (line, "01.md")
    assert message in str(raised.value)
    assert str(raised.value).startswith(f"01.md, line {line}: ")


@pytest.mark.parametrize(("body", "line", "message"), [
    ("# 1. A\n## 1-1. B\n## 1-1. C\n", 3, "rule 1-1 appears twice"),
    ("# 1. A\n## 1-2. B\n## 1-1. C\n", 3, "rule 1-1 comes after 1-2"),
    ("# 1. A\n### 1-1-1.\nText.\n", 2, "rule 1-1-1 has no parent rule 1-1"),
])
def test_it_checks_the_order_of_the_numbers(tmp_path, body, line, message):
    path = tmp_path / "rules.md"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(ParseError) as raised:
        markdown.parse_file(path)
    assert str(raised.value) == f"rules.md, line {line}: {message}"


def test_it_names_the_chapter_file_of_a_problem_in_a_folder(tmp_path):
    (tmp_path / "corpus.yaml").write_text('game: optcg\nname: X\nversion: "0.1"\n')
    (tmp_path / "01-a.md").write_text("# 1. A\n\n## 1-1. B\n")
    (tmp_path / "02-b.md").write_text("# 2. C\n\n## 1-1. Again\n")
    with pytest.raises(ParseError, match=r"^02-b.md, line 3: rule 1-1 appears twice"):
        markdown.parse_folder(tmp_path)


def test_it_reports_broken_yaml_with_its_line(tmp_path):
    (tmp_path / "corpus.yaml").write_text('game: optcg\nname: [unclosed\nversion: "1"\n')
    with pytest.raises(ParseError) as raised:
        markdown.parse_folder(tmp_path)
    assert raised.value.line == 3
    assert "not valid YAML" in raised.value.message


def test_it_refuses_a_corpus_without_a_version(tmp_path):
    (tmp_path / "corpus.yaml").write_text("game: optcg\nname: X\n")
    with pytest.raises(ParseError, match="corpus.yaml needs 'version'"):
        markdown.parse_folder(tmp_path)


def test_it_reads_the_whole_bundled_corpus_in_rules_order():
    folder = CORPUS_DIR / "optcg"
    document = markdown.parse_folder(folder)
    headings = sum(len(re.findall(r"^#{1,6} ", path.read_text(encoding="utf-8"), re.M))
                   for path in markdown.chapter_files(folder))
    assert len(document.rules) == headings
    assert (document.version, document.kind) == ("1.2.1", "summary")
    keys = [numbers.sort_key(r.number) for r in document.rules]
    assert keys == sorted(keys)
    assert all(r.text or r.title for r in document.rules)


def test_it_chooses_the_parser_by_file_type(tmp_path):
    document, kind = parse_path(CORPUS_DIR / "optcg")
    assert kind == "summary" and document.version == "1.2.1"
    (tmp_path / "notes.md").write_text("# 1. A\n\n## 1-1.\nText.\n")
    assert parse_path(tmp_path / "notes.md")[1] == "summary"
    (tmp_path / "rules.txt").write_text("1. A\n1-1. Text of the rule.\n")
    document, kind = parse_path(tmp_path / "rules.txt")
    assert kind == "official" and [r.number for r in document.rules] == ["1", "1-1"]
    with pytest.raises(ParseError, match="must hold a corpus.yaml"):
        parse_path(tmp_path)
    with pytest.raises(ParseError, match="cannot import a '.rtf' file"):
        (tmp_path / "rules.rtf").write_text("{\\rtf1}")
        parse_path(tmp_path / "rules.rtf")
