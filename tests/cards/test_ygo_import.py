"""Importing Yu-Gi-Oh! cards from yaml-yugi (../shared/fixtures/yaml-yugi, read in place)."""
from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command
from ygo_support import CHOSEN, YAML_YUGI, store, subset

from cards.importers import yamlyugi
from cards.importers.records import CardListError
from cards.models import Card, CardImport, CardText, Printing
from rulesite.benchmark import cards as benchmark_cards


@pytest.mark.django_db
def test_it_imports_real_cards_with_their_facts_in_five_languages(tmp_path):
    report = store(subset(tmp_path))
    assert len(report.new) == len(CHOSEN) == Card.objects.filter(game="ygo").count()
    mst = Card.objects.get(game="ygo", number="05318639")  # the leading zero kept, as printed
    assert (mst.category, mst.card_property, mst.konami_id) == ("spell", "Quick-Play", 4909)
    names = dict(CardText.objects.filter(card=mst).values_list("language", "name"))
    assert set(names) == {"en", "de", "es", "fr", "it"}
    assert names["en"] == "Mystical Space Typhoon"
    blue_eyes = Card.objects.get(game="ygo", number="89631139")
    assert (blue_eyes.monster_types, blue_eyes.attribute, blue_eyes.level, blue_eyes.atk,
            blue_eyes.defense, blue_eyes.automation) == (["Dragon", "Normal"], "LIGHT", 8,
                                                         3000, 2500, "vanilla")
    decode = Card.objects.get(game="ygo", number="01861629")
    assert (decode.link_rating, decode.defense, decode.level) == (3, None, None)
    assert Card.objects.get(game="ygo", number="84013237").rank == 4
    odd_eyes = Card.objects.get(game="ygo", number="16178681")
    assert odd_eyes.pendulum_scale == 4
    assert CardText.objects.get(card=odd_eyes, language="en").pendulum
    ten_thousand = Card.objects.get(game="ygo", number="00010000")
    assert (ten_thousand.atk, ten_thousand.unknown_stats) == (None, ["atk", "def"])
    assert Card.objects.get(game="ygo", number="kdb4998").konami_id == 4998
    assert Card.objects.get(game="ygo", number="24224830").limits == {"tcg": "Limited",
                                                                       "ocg": "Forbidden"}
    assert Printing.objects.filter(card=blue_eyes, code="LOB-EN001").exists()
    latest = CardImport.objects.filter(game="ygo").latest("imported_at")
    assert latest.report["cards"] == len(CHOSEN)


@pytest.mark.django_db
def test_it_names_each_repair_it_makes(tmp_path):
    listed = yamlyugi.read_folder(subset(tmp_path))
    by_number = {c.number: c for c in listed.cards}
    # "Fairy  / Link / Effect" in the file
    assert by_number["03792766"].monster_types == ["Fairy", "Link", "Effect"]
    assert any("stray spaces" in a and "03792766" in a for a in listed.anomalies)
    # no OCG status and printed only in the TCG's languages
    assert by_number["15415552"].limits["ocg"] == "Not yet released"
    assert any("no OCG status" in a and "15415552" in a for a in listed.anomalies)
    assert by_number["yugipedia1188653"].konami_id is None
    assert any("keyed by the file name" in a and "yugipedia1188653" in a
               for a in listed.anomalies)
    # a TCG status missing although the card has TCG printings: unknown, and said so
    assert "tcg" not in by_number["yugipedia1188653"].limits
    assert any(a.startswith("yugipedia1188653: TCG status") for a in listed.anomalies)


def test_materials_glued_to_the_first_sentence_are_cut_into_their_own_line(tmp_path):
    # Yoko, the Graceful Mayakashi: "1 Tuner + 1+ non-Tuner monsters / You can only ..." in
    # its English text; X-Krawler Qualiark: in its German, French and Italian texts
    listed = yamlyugi.read_folder(subset(tmp_path, ("03486020", "92781606")))
    yoko, qualiark = sorted(listed.cards, key=lambda c: c.number)
    materials, sentence = yoko.texts["en"].split("\n")[:2]
    assert materials == "1 Tuner + 1+ non-Tuner monsters"
    assert sentence.startswith("You can only control 1 ")
    assert all(" / " not in qualiark.texts[lang].split("\n")[0] for lang in ("de", "fr", "it"))
    assert [a for a in listed.anomalies if "glued" in a] == [
        "repaired: an Extra Deck monster's materials glued to its first sentence by \" / \": "
        "cut into two lines (2): 03486020, 92781606"]


@pytest.mark.django_db
def test_a_second_run_updates_in_place_and_reports_texts_and_limits(tmp_path):
    folder = subset(tmp_path)
    store(folder)
    again = store(folder)
    assert (again.new, again.changed_texts, again.changed_limits, again.changed_facts,
            again.new_printings) == ([], [], {}, {}, 0)
    path = folder / "data" / "cards" / "55144522.json"  # Pot of Greed, errata and unbanned
    data = json.loads(path.read_text())
    data["text"]["en"] = "Draw 2 cards. (errata)"
    data["limit_regulation"]["tcg"] = "Limited"
    path.write_text(json.dumps(data))
    changed = store(folder)
    assert changed.changed_texts == ["55144522"]
    assert changed.changed_limits == {"55144522": {"tcg": ["Forbidden", "Limited"]}}
    pot = Card.objects.get(game="ygo", number="55144522")
    assert pot.limits["tcg"] == "Limited"
    assert CardText.objects.get(card=pot, language="en").text.endswith("(errata)")
    assert Card.objects.filter(game="ygo").count() == len(CHOSEN)


@pytest.mark.django_db
def test_a_bad_file_is_skipped_with_its_reason_and_the_rest_import(tmp_path):
    folder = subset(tmp_path, ("05318639", "89631139"))
    (folder / "data" / "cards" / "99999999.json").write_text("{not json")
    (folder / "data" / "cards" / "88888888.json").write_text('{"card_type": "Token"}')
    report = store(folder)
    assert sorted(report.new) == ["05318639", "89631139"]
    assert any(a.startswith("99999999.json: not readable JSON") for a in report.anomalies)
    assert any("88888888.json: unknown card type 'Token'" in a for a in report.anomalies)


@pytest.mark.django_db
def test_the_command_reports_and_a_wrong_folder_is_a_clear_message(tmp_path, capsys):
    call_command("import_cards", "ygo", str(subset(tmp_path, ("05318639", "03792766"))))
    out, err = capsys.readouterr()
    assert "imported ygo cards (en, de, es, fr, it): 2 cards" in out
    assert "changed limits (Forbidden & Limited): 0" in out
    assert "note: repaired: stray spaces in the monster type line (1): 03792766" in err
    with pytest.raises(CommandError, match="no yaml-yugi card files here"):
        call_command("import_cards", "ygo", str(tmp_path / "nowhere"))
    with pytest.raises(CardListError):
        yamlyugi.read_folder(tmp_path / "nowhere")


@pytest.mark.django_db
def test_the_whole_pinned_list_imports_in_the_benchmark_and_is_rolled_back():
    figures = benchmark_cards.measure("ygo", YAML_YUGI)
    assert (figures["cards"], figures["new"]) == (14276, 14276)
    assert figures["printings"] > 60000
    assert Card.objects.filter(game="ygo").count() == 0
    assert "card list import: 14276 cards" in "\n".join(benchmark_cards.lines(figures))


@pytest.mark.django_db
def test_card_coverage_counts_the_ygo_cards(tmp_path, capsys):
    store(subset(tmp_path))
    call_command("card_coverage", "ygo", "--json")
    found = json.loads(capsys.readouterr().out)
    # Blue-Eyes White Dragon and both Dark Magicians have flavour text only; Pot of Greed,
    # Mirror Force, Mystical Space Typhoon, Raigeki, Monster Reborn, Effect Veiler (5-5-1), Ash
    # Blossom & Joyous Spring,
    # Solemn Judgment and Solemn Strike (their Summon negation too) are read in full, Ten
    # Thousand Dragon for its "Cannot be Normal Summoned/Set.", Obelisk the Tormentor for its
    # Ignition Effect (Tribute 2 monsters; destroy all monsters the opponent controls),
    # Ankuriboh for its "add 1 "Monster Reborn" ... during the End Phase of this turn" (7-7-10);
    # Decode Talker is read in part ("Gains 500 ATK for each monster it points to.", 4-4-10);
    # every other card's effects are named as not applied
    assert (found["cards"], found["vanilla"], found["full"], found["partial"]) == (26, 3, 9, 4)
    assert found["none"] == 10
    assert found["templates_left"]
