"""The 38 official Q&A PDFs (../shared/fixtures/optcg-qa, read in place): every entry found, with
question and answer split right, checked on a reviewed sample of 50 entries across documents.

The sample was reviewed against the documents by hand: for each entry its page, card number and
the first words of its question and of its answer (a few words only: the project keeps none of
the Q&A's text).
"""
from __future__ import annotations

import pytest

# Entries per document, as counted in the documents (one row per card cell; qa_op14_eb04
# prints one card cell, EB04-038 on page 9, with an empty question and answer).
COUNTS = {
    "faq_op15-eb04": 99, "qa_eb01": 25, "qa_eb02": 24, "qa_eb03": 22, "qa_op01": 100,
    "qa_op02": 83, "qa_op03": 50, "qa_op04": 62, "qa_op05": 47, "qa_op06": 61, "qa_op07": 33,
    "qa_op08": 29, "qa_op09": 52, "qa_op10": 51, "qa_op11": 45, "qa_op12": 61, "qa_op13": 44,
    "qa_op14_eb04": 62, "qa_prb01": 4, "qa_prb02": 10, "qa_promotion-cards": 31,
    "qa_rules": 63, "qa_st-01-st-04": 66, "qa_st-05": 6, "qa_st-06": 8, "qa_st-07": 15,
    "qa_st-08": 3, "qa_st-09": 5, "qa_st-10": 14, "qa_st-11": 2, "qa_st-12": 6, "qa_st-13": 13,
    "qa_st-14": 9, "qa_st-15-20": 17, "qa_st-21": 4, "qa_st-22": 9, "qa_st-23-28": 18,
    "qa_st-29": 7,
}

# (entry id, page, card number, first words of the question, first words of the answer)
SAMPLE = [
    ("faq_op15-eb04-70", 11, "OP15-080", 'If my Leader has', 'No, you cannot.'),
    ("faq_op15-eb04-71", 11, "OP15-082", 'Can I use this', 'Yes, you can.'),
    ("faq_op15-eb04-73", 11, "OP15-088", 'Can I use this', 'Yes, you can.'),
    ("faq_op15-eb04-77", 12, "OP15-093", 'If I have 14', 'Yes, you can.'),
    ("faq_op15-eb04-99", 15, "OP15-119", 'If I have 0', 'No, you cannot.'),
    ("qa_eb01-25", 5, "EB01-061", 'When I use this', 'Yes, it becomes'),
    ("qa_eb02-15", 3, "EB02-030", "During my opponent's turn,", 'No, you cannot.'),
    ("qa_eb02-16", 3, "EB02-032", '[On Play] If I', 'No, you cannot.'),
    ("qa_eb03-22", 4, "EB03-061", 'If I do not', 'Yes, you can.'),
    ("qa_op01-100", 17, "OP01-050", 'Can I use this', 'No, you cannot.'),
    ("qa_op02-1", 1, "OP02-001", 'What happens according to', 'Nothing will happen,'),
    ("qa_op02-83", 14, "OP02-121", 'Can I use this', 'Yes, you can.'),
    ("qa_op03-1", 1, "OP03-001", 'Does my Leader\'s "When', 'Yes, it activates'),
    ("qa_op04-1", 1, "OP04-002", 'Can I activate this', 'Yes, you can.'),
    ("qa_op04-62", 11, "OP04-119", 'When this rested Character', 'Yes, it does.'),
    ("qa_op05-1", 1, "OP05-001", 'If a Character with', 'Yes, you can.'),
    ("qa_op05-47", 8, "OP05-001", 'If the [On Play]', 'Yes, you can.'),
    ("qa_op06-61", 11, "OP06-116", 'I activated this [Main]', 'No, you cannot.'),
    ("qa_op07-33", 5, "OP07-029", 'If this Character is', 'No, you cannot.'),
    ("qa_op08-29", 5, "OP08-105", 'If I deal damage', 'In this case,'),
    ("qa_op09-52", 9, "OP09-084", 'Can I use another', 'No, you cannot.'),
    ("qa_op10-51", 8, "OP10-098", 'Can I use this', 'No, you cannot.'),
    ("qa_op11-45", 8, "OP11-119", 'If I select a', 'No, it will'),
    ("qa_op12-61", 9, "OP12-118", 'If I have 7', 'In this case,'),
    ("qa_op13-43", 7, "OP13-119", 'I play this Character', 'No, they cannot.'),
    ("qa_op13-44", 7, "OP13-120", 'If I choose a', 'Yes, it does.'),
    ("qa_op14_eb04-61", 9, "EB04-034", 'If I activate this', 'Yes, you can.'),
    ("qa_op14_eb04-62", 10, "EB04-040", 'If none of my', 'Yes, you can.'),
    ("qa_prb01-1", 1, "PRB01-001", 'Can a Character with', 'No, it cannot.'),
    ("qa_prb02-10", 2, "PRB02-017", 'Can I choose 1', 'Yes, you can.'),
    ("qa_promotion-cards-2", 1, "P-002", 'Can I draw a', 'No. As the'),
    ("qa_rules-1", 1, "", 'Can I place my', 'No. After you'),
    ("qa_rules-63", 10, "", 'Do effects that read', 'Yes, the affected'),
    ("qa_st-01-st-04-66", 11, "ST04-017", 'Can I activate this', 'Yes, you can.'),
    ("qa_st-05-6", 1, "ST05-017", 'Does this [Counter] effect', 'Yes. The Character'),
    ("qa_st-06-8", 1, "ST06-017", 'Can I use these', 'Yes, you can.'),
    ("qa_st-07-15", 3, "ST07-017", 'Can I use this', 'No, you cannot.'),
    ("qa_st-08-1", 1, "ST08-001", 'When 2 Characters are', 'Yes, you can.'),
    ("qa_st-09-1", 1, "ST09-001", 'I have 3 Life', 'After the first'),
    ("qa_st-10-14", 3, "ST10-001", 'I have no "Monkey.D.Luffy"', 'Yes, they can.'),
    ("qa_st-11-1", 1, "ST11-001", 'What happens regarding the', 'In this case,'),
    ("qa_st-12-6", 1, "ST12-010", 'Does "place the rest', 'No.This Character\'s "place'),
    ("qa_st-13-13", 3, "ST13-017", 'When I look at', 'No. You must'),
    ("qa_st-14-1", 1, "ST14-001", 'Does this [DON!! x1]', 'No, it does'),
    ("qa_st-15-20-1", 1, "ST15-004", "If my Leader's type", 'Yes, you can.'),
    ("qa_st-15-20-17", 3, "ST20-005", 'I activated this [On', 'Yes, they can.'),
    ("qa_st-21-4", 1, "ST21-017", 'When activating this [Main]', 'Yes, you can.'),
    ("qa_st-22-9", 2, "ST22-016", 'What do I do', 'In this case,'),
    ("qa_st-23-28-18", 3, "ST28-004", 'Can I choose the', 'Yes, you can.'),
    ("qa_st-29-7", 2, "ST29-016", 'If a character with', 'Yes, it can.'),
]


def entry(parsed_qa, key: str):
    stem, position = key.rsplit("-", 1)
    return parsed_qa[stem].entries[int(position) - 1]


def test_it_reads_every_entry_of_the_38_documents(parsed_qa):
    counts = {stem: len(document.entries) for stem, document in parsed_qa.items()}
    assert counts == COUNTS
    assert sum(counts.values()) == 1260


def test_it_reviewed_sample_has_fifty_entries_across_documents():
    assert len(SAMPLE) == 50
    assert len({key.rsplit("-", 1)[0] for key, *_ in SAMPLE}) >= 30


@pytest.mark.parametrize(("key", "page", "card", "question", "answer"), SAMPLE)
def test_it_splits_question_from_answer(parsed_qa, key, page, card, question, answer):
    found = entry(parsed_qa, key)
    assert (found.page, found.card) == (page, card)
    assert found.question.startswith(question)
    assert found.answer.startswith(answer)
    # the question column never spills into the answer, nor the answer into the question
    assert found.question.rstrip('"”').endswith("?")
    assert answer not in found.question and "?" not in found.answer[:len(answer)]


def test_it_skips_the_empty_row_and_says_on_which_page(parsed_qa):
    assert [(s.page, "EB04-038" in s.reason) for s in parsed_qa["qa_op14_eb04"].skipped] == [
        (9, True)]
    assert all(not document.skipped for stem, document in parsed_qa.items()
               if stem != "qa_op14_eb04")


def test_it_keeps_a_wrapped_event_name_around_its_number(parsed_qa):
    # the card cell prints the name on three lines with the number on the middle one
    assert entry(parsed_qa, "qa_eb02-15").card_name.startswith("And That's When Somebody")
    assert entry(parsed_qa, "qa_promotion-cards-2").card_name.endswith("Adventure Ahead!")


def test_it_gives_general_entries_their_topic_and_no_card(parsed_qa):
    topics = {e.topic for e in parsed_qa["qa_rules"].entries}
    assert {"Basic Rules", "Keywords"} <= topics
    assert all(not e.card for e in parsed_qa["qa_rules"].entries)


def test_it_drops_the_header_row(parsed_qa):
    for document in parsed_qa.values():
        first = document.entries[0]
        assert "Card Name" not in first.card_name and "Question" not in first.question[:9]


def test_it_reads_the_date_and_title_of_each_document(parsed_qa):
    op05 = parsed_qa["qa_op05"]
    assert (op05.title, op05.published.isoformat()) == ("Q&A [OP-05]", "2024-04-03")
    assert all(document.published for document in parsed_qa.values())


def test_it_keeps_curly_quotes_and_minus_signs(parsed_qa):
    answer = entry(parsed_qa, "qa_op05-2").answer
    assert "“" in answer and "−1000" in answer


def test_it_joins_a_number_broken_after_its_minus_sign(parsed_qa):
    # faq_op15-eb04 wraps "−" and "2000" onto two lines
    texts = [e.question for e in parsed_qa["faq_op15-eb04"].entries]
    assert not any("− 2000" in text for text in texts)
    assert any("−2000 during this turn" in text for text in texts)


def test_it_finds_quoted_card_numbers_inside_questions(parsed_qa):
    question = entry(parsed_qa, "qa_op13-43").question
    assert question.count("OP12-081") == 2
