"""The interface in five languages: complete catalogs, the reader's language from the browser or
the switcher, and the English keyword always in sight on glossary pages."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.template.loaders.app_directories import get_app_template_dirs
from django.utils.translation.template import templatize

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["de", "es", "it", "fr"]
GERMAN_NAV = ["Regeln", "Glossar", "Judge", "Suchen", "Zum Inhalt springen"]


def read_po(path: Path) -> list[dict]:
    """The entries of a .po file: msgid, msgid_plural, msgstr forms and flags (no obsolete)."""
    entries, entry, key = [], None, None
    for line in path.read_text(encoding="utf-8").splitlines() + [""]:
        if not line.strip():
            if entry and "msgid" in entry:
                entries.append(entry)
            entry, key = None, None
            continue
        entry = entry if entry is not None else {"flags": set(), "msgstr": {}}
        if line.startswith("#,"):
            entry["flags"].update(flag.strip() for flag in line[2:].split(","))
        elif line.startswith("#~"):
            entry["obsolete"] = True
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            value = ast.literal_eval(line)
            if isinstance(key, int):
                entry["msgstr"][key] += value
            else:
                entry[key] += value
        else:
            name, _space, quoted = line.partition(" ")
            match = re.fullmatch(r"msgstr\[(\d)\]", name)
            key = int(match.group(1)) if match else ("msgstr_single" if name == "msgstr"
                                                     else name)
            value = ast.literal_eval(quoted)
            if isinstance(key, int):
                entry["msgstr"][key] = value
            else:
                entry[key] = value
    return [e for e in entries if not e.get("obsolete")]


def catalog(language: str) -> list[dict]:
    return read_po(ROOT / "locale" / language / "LC_MESSAGES" / "django.po")


def template_messages() -> set[str]:
    """Every msgid the templates hold ({% translate %}, {% blocktranslate %}, _("...")), read
    the way `makemessages` reads them."""
    folders = [Path(d) for d in settings.TEMPLATES[0]["DIRS"]] + [
        Path(d) for d in get_app_template_dirs("templates")
        if ROOT in Path(d).parents and ROOT / ".venv" not in Path(d).parents]
    found: set[str] = set()
    for folder in folders:
        for template in folder.rglob("*.html"):
            code = templatize(template.read_text(encoding="utf-8"), origin=str(template))
            # pgettext(context, message): the message is the second string
            for call in re.finditer(r"\b(n|p|np)?gettext\((u?'(?:[^'\\]|\\.)*')"
                                    r"(?:, (u?'(?:[^'\\]|\\.)*'))?", code):
                text = call.group(3) if call.group(1) in ("p", "np") else call.group(2)
                found.add(ast.literal_eval(text.removeprefix("u")))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_it_translates_every_message_with_nothing_fuzzy(language):
    entries = catalog(language)
    assert len(entries) > 300
    header = next(e for e in entries if e["msgid"] == "")
    assert "fuzzy" not in header["flags"]
    untranslated = [e["msgid"] for e in entries if e["msgid"] and (
        not e.get("msgstr_single") if "msgid_plural" not in e
        else not e["msgstr"] or not all(e["msgstr"].values()))]
    fuzzy = [e["msgid"] for e in entries if e["msgid"] and "fuzzy" in e["flags"]]
    assert untranslated == []
    assert fuzzy == []


# A keyword the cards of a language print in their own words (the glossary's name for it)
PRINTED = {"fr": {"[Trigger]": "[Déclenchement]"}}


@pytest.mark.parametrize("language", LANGUAGES)
def test_it_keeps_placeholders_and_game_words_in_every_translation(language):
    for entry in catalog(language):
        english = entry["msgid"] + entry.get("msgid_plural", "")
        translated = entry.get("msgstr_single") or " ".join(entry["msgstr"].values())
        if not entry["msgid"]:
            continue
        for placeholder in re.findall(r"%\(\w+\)s|\{\w+\}", english):
            assert placeholder in translated, (entry["msgid"], placeholder)
        for printed in ("DON!!", "[Trigger]", "CR 7-1-4-1"):
            if printed in english:
                expected = PRINTED.get(language, {}).get(printed, printed)
                assert expected in translated, (entry["msgid"], expected)


def test_it_has_a_translation_for_every_template_message():
    known = {e["msgid"] for e in catalog("de")}
    missing = sorted(template_messages() - known)
    assert missing == [], "run makemessages and translate: " + "; ".join(missing[:10])


@pytest.mark.django_db
def test_it_speaks_german_to_a_browser_that_asks_for_it(client):
    page = client.get("/optcg/rules/7-1-4/", HTTP_ACCEPT_LANGUAGE="de-DE,de;q=0.9,en;q=0.5")
    html = page.content.decode()
    assert '<html lang="de"' in html
    for word in GERMAN_NAV:
        assert word in html
    assert "Skip to content" not in html and ">Rules<" not in html
    # the rules text itself stays as imported (English), marked so for screen readers
    assert "Damage Step" in html
    assert '<div class="rule-text" lang="en">' in html
    assert '<span lang="en">Damage Step</span></h1>' in html


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/optcg/rules/", "/optcg/rules/all/", "/optcg/glossary/blocker/",
                                  "/optcg/search/?q=blocker%20rested"])
def test_it_marks_english_rule_text_on_a_german_page(client, path):
    """Screen readers read rule text (English) with English pronunciation on any UI language."""
    client.cookies["django_language"] = "de"
    html = client.get(path).content.decode()
    assert '<html lang="de"' in html
    marks = re.findall(r'lang="en"', html)
    assert len(marks) >= 3


@pytest.mark.django_db
@pytest.mark.parametrize("language,rules_word", [
    ("de", "Regeln"), ("es", "Reglas"), ("it", "Regole"), ("fr", "Règles"), ("en", "Rules")])
def test_it_follows_the_language_cookie_over_the_browser(client, language, rules_word):
    client.cookies["django_language"] = language
    html = client.get("/optcg/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert f'<html lang="{language}"' in html
    assert f'<a href="/optcg/rules/">{rules_word}</a>' in html


@pytest.mark.django_db
def test_it_remembers_the_language_chosen_in_the_switcher_without_javascript(client):
    answer = client.post("/i18n/setlang/", {"language": "fr", "next": "/optcg/glossary/"})
    assert answer.status_code == 302
    assert answer["Location"] == "/optcg/glossary/"
    cookie = answer.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "fr"
    assert int(cookie["max-age"]) >= 365 * 24 * 3600  # remembered for a year
    html = client.get("/optcg/glossary/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert '<html lang="fr"' in html
    assert "Glossaire" in html
    # the switcher shows the chosen language as selected, in its own name
    assert '<option value="fr" lang="fr" selected>Français</option>' in html


@pytest.mark.django_db
def test_it_shows_glossary_terms_in_the_readers_language_with_the_english_keyword(client):
    client.cookies["django_language"] = "fr"
    html = client.get("/optcg/glossary/trash/").content.decode()
    assert '<h1 lang="fr">Défausse</h1>' in html
    assert 'Sur les cartes (anglais) : <strong lang="en">Trash</strong>' in html


@pytest.mark.django_db
def test_it_translates_messages_made_in_python(client):
    client.cookies["django_language"] = "es"
    answer = client.get("/api/v1/pokemon/rules/")
    assert answer.json()["detail"] == "En este sitio no hay ningún juego «pokemon»."
