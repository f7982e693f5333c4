"""What a sentence needs from a card reference: its article or contraction, and agreement.

A catalogue asks for the form it needs in the placeholder's format spec, named after the
masculine article of that case or preposition, so a translator writes what a native would:

- German `{card:der}` `{card:den}` `{card:dem}` (nominative, accusative, dative) and the
  contractions `{card:vom}` `{card:zum}` `{card:am}` `{card:im}` `{card:beim}`: "greift den
  Leader von B an", "vom Charakter a-big", "von der Stage s1".
- Spanish `{card:el}` `{card:al}` `{card:del}`: "ataca al Líder de B", "a Nami".
- Italian `{card:il}` and the articulated prepositions `{card:al}` `{card:del}` `{card:dal}`
  `{card:nel}` `{card:sul}`: "il Leader", "lo Stadio", "l'Evento", "dello Stadio".
- French `{card:le}` `{card:au}` `{card:du}`: "le Leader", "au Personnage", "de l'Événement",
  "d'Usopp".

A card the scenario named is a proper name and takes no article ("greift Nami von B an",
"ataca a Nami"); an unnamed one is a common noun ("der Leader von B", "el Personaje a-big").
Either way it agrees in the gender of its card type's noun in that language (el Personaje,
die Stage, l'Événement): `{card:m|f}` (`{card:er|sie|es}` in German, masculine, feminine,
neuter) picks the word for the card's gender ("descansado|descansada").

English and any form a language does not know leave the phrase as it is.
"""
from __future__ import annotations

import re

# The gender of each card type's noun (glossary/data/GAME.yaml): `m`, `f` or `n`; "" is a
# card of no known type, named by the language's word for "card".
_GENDERS: dict[str, dict[str, str]] = {
    "de": {"leader": "m", "character": "m", "event": "n", "stage": "f", "monster": "n",
           "spell": "f", "trap": "f", "": "f"},
    "es": {"leader": "m", "character": "m", "event": "m", "stage": "m", "monster": "m",
           "spell": "f", "trap": "f", "": "f"},
    "it": {"leader": "m", "character": "m", "event": "m", "stage": "m", "monster": "m",
           "spell": "f", "trap": "f", "": "f"},
    "fr": {"leader": "m", "character": "m", "event": "m", "stage": "m", "monster": "m",
           "spell": "f", "trap": "f", "": "f"},
}

# German: form -> (preposition, article by gender); a proper name keeps the preposition only.
_DE: dict[str, tuple[str, dict[str, str]]] = {
    "der": ("", {"m": "der", "f": "die", "n": "das"}),
    "den": ("", {"m": "den", "f": "die", "n": "das"}),
    "dem": ("", {"m": "dem", "f": "der", "n": "dem"}),
    "vom": ("von", {"m": "vom", "f": "von der", "n": "vom"}),
    "zum": ("zu", {"m": "zum", "f": "zur", "n": "zum"}),
    "am": ("an", {"m": "am", "f": "an der", "n": "am"}),
    "im": ("in", {"m": "im", "f": "in der", "n": "im"}),
    "beim": ("bei", {"m": "beim", "f": "bei der", "n": "beim"}),
}
# Spanish: form -> (preposition for a proper name, masculine, feminine).
_ES: dict[str, tuple[str, str, str]] = {
    "el": ("", "el", "la"), "al": ("a", "al", "a la"), "del": ("de", "del", "de la"),
}
# Italian: form -> (preposition, stem the article joins): del = de + l, dello = de + llo.
_IT: dict[str, tuple[str, str]] = {
    "il": ("", ""), "al": ("a", "a"), "del": ("di", "de"), "dal": ("da", "da"),
    "nel": ("in", "ne"), "sul": ("su", "su"),
}
# French: form -> (preposition, masculine, feminine, before a vowel).
_FR: dict[str, tuple[str, str, str, str]] = {
    "le": ("", "le", "la", "l'"), "au": ("à", "au", "à la", "à l'"),
    "du": ("de", "du", "de la", "de l'"),
}
_FORMS: dict[str, frozenset[str]] = {"de": frozenset(_DE), "es": frozenset(_ES),
                                     "it": frozenset(_IT), "fr": frozenset(_FR)}
_VOWELS = "aeiouyàâäéèêëîïôöùûüœæh"
_IMPURE_S = "bcdfgklmnpqrtvz"  # s + consonant takes "lo" in Italian (lo Stadio)


def gender(language: str, kind: str) -> str:
    table = _GENDERS.get(language)
    if table is None:
        return "m"
    return table.get(kind, table[""])


def is_form(language: str, spec: str) -> bool:
    """Whether `spec` names a case or preposition of `language` (else it is a number format)."""
    return spec in _FORMS.get(language, ())


def agree(language: str, spec: str, gender_: str) -> str:
    """The word of `spec` ("m|f", German "m|f|n") for `gender_`."""
    words = spec.split("|")
    order = ("m", "f", "n")
    index = order.index(gender_) if gender_ in order else 0
    return words[min(index, len(words) - 1)]


def phrase(language: str, form: str, phrase_: str, gender_: str, proper: bool,
           contract: bool = True) -> str:
    """`phrase_` with the article or preposition `form` asks for; `contract` False keeps a
    card's own name whole (an Italian "I Will Make..." is no article)."""
    if language == "de" and form in _DE:
        prep, articles = _DE[form]
        word = prep if proper else articles.get(gender_, articles["m"])
        return _join(word, phrase_)
    if language == "es" and form in _ES:
        prep, masculine, feminine = _ES[form]
        return _join(prep if proper else (feminine if gender_ == "f" else masculine), phrase_)
    if language == "it" and form in _IT:
        if proper and contract and form != "il":
            contracted = _italian_contraction(form, phrase_)
            if contracted:
                return contracted
        return _join(_italian(form, phrase_, gender_, proper), phrase_)
    if language == "fr" and form in _FR:
        return _join(_french(form, phrase_, gender_, proper), phrase_)
    return phrase_


def _vowel_sound(phrase_: str) -> bool:
    """Whether `phrase_` opens with a vowel sound: a "y" before a vowel is a consonant
    ("de Yamato", "lo yogurt"), before a consonant a vowel ("d'Yvonne")."""
    lower = phrase_.lower()
    if lower[:1] == "y":
        return lower[1:2] not in _VOWELS
    return lower[:1] in _VOWELS


# An Italian phrase that opens with its own definite article ("il Cimitero", "la mano") joins
# it to the preposition: "dal Cimitero", "nella mano", "dell'Extra Deck", "negli Scarti".
_IT_ARTICLE = re.compile(r"^(il|lo|la|gli|le) |^(l)'", re.IGNORECASE)
_IT_JOINED = {"il": "l", "lo": "llo", "la": "lla", "gli": "gli", "le": "lle", "l": "ll'"}


def _italian_contraction(form: str, phrase_: str) -> str:
    found = _IT_ARTICLE.match(phrase_)
    if not found:
        return ""
    article = (found.group(1) or found.group(2)).lower()
    rest = phrase_[found.end():]
    joined = _IT[form][1] + _IT_JOINED[article]
    return joined + rest if joined.endswith("'") else f"{joined} {rest}"


def _italian(form: str, phrase_: str, gender_: str, proper: bool) -> str:
    prep, stem = _IT[form]
    if proper:
        # "ad Alvida": the preposition takes a d before a word opening with the same vowel
        return "ad" if prep == "a" and phrase_[:1].lower() == "a" else prep
    first = phrase_[:1].lower()
    if _vowel_sound(phrase_) and first != "h":
        return f"{stem}ll'" if stem else "l'"
    if gender_ == "f":
        return f"{stem}lla" if stem else "la"
    lower = phrase_.lower()
    if (first == "s" and lower[1:2] in _IMPURE_S) or first in "zxy" or lower[:2] in ("gn", "ps"):
        return f"{stem}llo" if stem else "lo"
    return f"{stem}l" if stem else "il"


def _french(form: str, phrase_: str, gender_: str, proper: bool) -> str:
    prep, masculine, feminine, elided = _FR[form]
    vowel = _vowel_sound(phrase_)
    if proper:
        return "d'" if prep == "de" and vowel else prep
    if vowel:
        return elided
    return feminine if gender_ == "f" else masculine


def _join(word: str, phrase_: str) -> str:
    if not word:
        return phrase_
    return word + phrase_ if word.endswith("'") else f"{word} {phrase_}"


# The words a sentence of the catalogues opens with that are small letters inside a sentence:
# after a colon Spanish, Italian and French go on in small letters (a name, a term such as
# "Battle Phase" or a player "A" keeps its capital, so only these words are lowered).
_SMALL_WORDS = {
    "es": "el la los las lo un una no ningún ninguna nadie nada solo ya este esta cada todo "
          "toda todos todas se hay ambos ese esa estamos",
    "it": "il lo la i gli le l un una uno non nessun nessuna nessuno solo già questo questa "
          "ogni niente nulla si entrambi tutti tutte momento",
    "fr": "le la les l un une aucun aucune ne n il elle seul seuls seule seules rien personne "
          "ce cet ces cette chaque on déjà tous toutes nous",
}
_SMALL_AFTER_COLON = {language: frozenset(words.split()) for language, words in
                      _SMALL_WORDS.items()}


def after_colon(language: str, text: str) -> str:
    """`text` going on after a colon: its opening word in small letters where `language`
    writes it so ("(10-1-3-1): no hay ningún [Trigger]"); German and English keep it."""
    words = _SMALL_AFTER_COLON.get(language)
    if not words or not text[:1].isupper():
        return text
    first = text.split(" ", 1)[0].split("'", 1)[0]
    return text[:1].lower() + text[1:] if first.lower() in words else text


def euphonic_and(language: str, text: str, last: str) -> str:
    """A list's "and" before its last item as the language says it aloud: Italian writes
    "ed" before a word opening with e ("il Personaggio a-d1 ed Evento a-d2")."""
    plain = f" e {last}"
    if language == "it" and last[:1].lower() in "eèé" and text.endswith(plain):
        return text[: -len(plain)] + f" ed {last}"
    return text
