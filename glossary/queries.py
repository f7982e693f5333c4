"""The questions the glossary pages, panels and API ask, in one place.

Every list is built from one query for the terms and one per prefetched relation, never one
per term.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.db.models import Prefetch, Q, QuerySet

from glossary.models import Alias, Category, Term, TermUsage, Translation
from rules import queries as rule_queries
from rules.models import Game, Rule, RulesVersion

ENGLISH = "en"
MAX_QUERY_CHARS = 100


def language_name(code: str) -> str:
    return str(dict(settings.LANGUAGES).get(code, code))


def fold(text: str) -> str:
    """Lower case without accents, the way the filter compares: 'Défausse' -> 'defausse'.
    glossary.js folds what people type in the same way."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(char for char in decomposed if not unicodedata.combining(char))
    return re.sub(r"\s+", " ", bare.lower()).strip()


def terms_of(game: Game) -> QuerySet[Term]:
    """A game's terms in glossary order, with everything a list shows in three more queries."""
    return (Term.objects.filter(game=game)
            .select_related("category", "game")
            .prefetch_related(Prefetch("translations", queryset=Translation.objects.all()),
                              Prefetch("aliases", queryset=Alias.objects.order_by("id")))
            .order_by("category__position", "position"))


@dataclass
class Entry:
    """A term as a page shows it in one language, with the English name always beside it."""

    term: Term
    name: str
    english: str
    definition: str
    name_lang: str  # the language the name and definition are in, for lang="..."
    definition_lang: str
    letter: str
    haystack: str = ""  # what the filter looks in, folded (glossary page only)
    visible: bool = True  # false: filtered out by the page's query

    @property
    def slug(self) -> str:
        return self.term.slug

    @property
    def url(self) -> str:
        return self.term.get_absolute_url()

    @property
    def shows_english(self) -> bool:
        return self.name != self.english

    @property
    def translated(self) -> bool:
        """False when the definition fell back to English."""
        return self.definition_lang == self.name_lang


def translation(term: Term, language: str) -> Translation | None:
    """The term's translation into `language`, from the prefetched rows."""
    return next((t for t in term.translations.all() if t.language == language), None)


def entry(term: Term, language: str) -> Entry:
    local = translation(term, language)
    name = local.name if local and local.name else term.term
    has_definition = bool(local and local.definition)
    return Entry(
        term=term, name=name, english=term.term,
        definition=local.definition if local and has_definition else term.definition,
        name_lang=language if local else ENGLISH,
        definition_lang=language if has_definition else ENGLISH,
        letter=letter_of(name),
    )


def haystack(term: Term, definitions_in: Iterable[str]) -> str:
    """What the filter looks in, folded: the names and aliases in every language and the
    definitions in `definitions_in`. The glossary page passes English and the UI language
    (its data attribute for glossary.js is this text); the API passes every language."""
    wanted = set(definitions_in)
    parts = [term.term, term.slug.replace("-", " ")]
    if ENGLISH in wanted:
        parts.append(term.definition)
    for local in term.translations.all():
        parts.append(local.name)
        if local.language in wanted:
            parts.append(local.definition)
    parts += [alias.alias for alias in term.aliases.all()]
    return fold(" | ".join(parts))


def letter_of(name: str) -> str:
    """The A-Z heading a name sorts under: '[Blocker]' -> 'B', 'Überprüfung' -> 'U', '①' -> '#'."""
    for char in fold(name):
        if char.isalpha():
            return char.upper() if "a" <= char <= "z" else "#"
        if char.isdigit():
            return "#"
    return "#"


def sort_name(name: str) -> str:
    return re.sub(r"^[^\w]+", "", fold(name))


def names(term: Term) -> set[str]:
    """Every name a person may type for the term, folded: the English name with and without
    brackets, its name in each language and every alias."""
    found = {term.term, term.term.strip().strip("[]")}
    found.update(local.name for local in term.translations.all())
    found.update(alias.alias for alias in term.aliases.all())
    return {fold(name) for name in found if name.strip()}


class NameIndex:
    """Folded name or alias -> the terms it names, for finding terms by what people type."""

    def __init__(self, terms: Iterable[Term]) -> None:
        self.terms: dict[str, list[Term]] = {}
        for term in terms:
            for name in names(term):
                self.terms.setdefault(name, []).append(term)

    def find(self, typed: str) -> list[Term]:
        """The terms whose name or alias, in any language, is exactly what was typed (ignoring
        case, accents and brackets): 'Ablagestapel', 'cementerio', 'INNESCO', '[Blocker]'."""
        found: dict[int, Term] = {}
        for key in (fold(typed), fold(typed.strip().strip("[]"))):
            found.update((term.pk, term) for term in self.terms.get(key, []))
        return list(found.values())


def lookup(game: Game, typed: str) -> list[Term]:
    return NameIndex(terms_of(game)).find(typed)


def matches(haystack: str, query: str) -> bool:
    """Every word of the query appears in the haystack (both folded)."""
    return all(word in haystack for word in query.split())


# The glossary page ------------------------------------------------------------------------


@dataclass
class Group:
    category: Category
    entries: list[Entry]

    @property
    def shown(self) -> int:
        return sum(1 for e in self.entries if e.visible)


@dataclass
class LetterGroup:
    letter: str
    entries: list[Entry]

    @property
    def anchor(self) -> str:
        return f"az-{self.letter}" if self.letter != "#" else "az-other"

    @property
    def shown(self) -> int:
        return sum(1 for e in self.entries if e.visible)


@dataclass
class GlossaryIndex:
    groups: list[Group]
    letters: list[LetterGroup]
    alphabet: list[tuple[str, LetterGroup | None]]  # A-Z (and # if used), with their terms
    query: str
    shown: int
    total: int


def glossary_index(game: Game, language: str, query: str = "") -> GlossaryIndex:
    """Every term grouped by category and by the first letter of the name shown; with a query,
    the terms that do not match are marked hidden (the page keeps them, hidden, so the live
    filter can bring them back as the query changes)."""
    query = query[:MAX_QUERY_CHARS].strip()
    folded = fold(query)
    entries = [entry(term, language) for term in terms_of(game)]
    for item in entries:
        item.haystack = haystack(item.term, {ENGLISH, language})
        item.visible = matches(item.haystack, folded)
    groups: dict[int, Group] = {}
    for item in entries:
        group = groups.setdefault(item.term.category_id, Group(item.term.category, []))
        group.entries.append(item)
    by_letter: dict[str, LetterGroup] = {}
    for item in sorted(entries, key=lambda e: sort_name(e.name)):
        by_letter.setdefault(item.letter, LetterGroup(item.letter, [])).entries.append(item)
    alphabet = [chr(c) for c in range(ord("A"), ord("Z") + 1)]
    if "#" in by_letter:
        alphabet.append("#")
    return GlossaryIndex(
        groups=list(groups.values()),
        letters=[by_letter[letter] for letter in alphabet if letter in by_letter],
        alphabet=[(letter, by_letter.get(letter)) for letter in alphabet],
        query=query,
        shown=sum(1 for item in entries if item.visible), total=len(entries),
    )


# One term ---------------------------------------------------------------------------------


@dataclass
class LanguageRow:
    code: str
    label: str
    name: str
    aliases: list[str]


@dataclass
class TermPage:
    entry: Entry
    explanation: str
    explanation_translated: bool
    languages: list[LanguageRow]
    common_aliases: list[str]  # aliases that belong to no one language
    defining: list[Rule]
    used_in: list[Rule]
    other_games: list[Entry]


def get_term(game: Game, slug: str) -> Term | None:
    return terms_of(game).filter(slug=slug).first()


def term_page(term: Term, language: str) -> TermPage:
    local = translation(term, language)
    explanation = local.explanation if local and local.explanation else term.explanation
    version = rule_queries.current_version(term.game)
    return TermPage(
        entry=entry(term, language),
        explanation=explanation,
        explanation_translated=language == ENGLISH or bool(local and local.explanation),
        languages=_language_rows(term),
        common_aliases=[a.alias for a in term.aliases.all() if not a.language],
        defining=defining_rules(term, version) if version else [],
        used_in=rules_using(term, version) if version else [],
        other_games=[entry(other, language) for other in same_keyword_elsewhere(term)],
    )


def _language_rows(term: Term) -> list[LanguageRow]:
    rows = []
    for code, _label in settings.LANGUAGES:
        local = translation(term, code)
        aliases = [a.alias for a in term.aliases.all() if a.language == code]
        rows.append(LanguageRow(code, language_name(code),
                                local.name if local else term.term, aliases))
    return rows


def defining_rules(term: Term, version: RulesVersion) -> list[Rule]:
    """The rules the glossary names for the term, in the glossary's order, from the rules
    version in force (a number that a newer version dropped is left out)."""
    found = {rule.number: rule for rule in version.rules.filter(number__in=term.rules)}
    return [found[number] for number in term.rules if number in found]


def rules_using(term: Term, version: RulesVersion) -> list[Rule]:
    """The other rules of the version in force whose text mentions the term."""
    return list(Rule.objects.filter(
        term_usages__term=term, term_usages__defines=False, version=version,
    ).select_related("version").order_by("sort_key"))


def same_keyword_elsewhere(term: Term) -> list[Term]:
    """The terms of other games with the same key ([Blocker] in One Piece, Digimon, Gundam)."""
    return list(Term.objects.filter(key=term.key).exclude(game_id=term.game_id)
                .select_related("game", "category").prefetch_related("translations", "aliases")
                .order_by("game__position", "game_id"))


def close_terms(game: Game, wanted: str, language: str, limit: int = 5) -> list[Entry]:
    """Terms whose slug or name looks like a slug nobody has (for the friendly 404)."""
    entries = [entry(term, language) for term in terms_of(game)]
    keys: dict[str, Entry] = {}
    for item in entries:
        for key in (item.slug, fold(item.english), fold(item.name)):
            keys.setdefault(key, item)
    found = difflib.get_close_matches(fold(wanted.replace("-", " ")), list(keys), n=limit * 3,
                                      cutoff=0.6)
    found += difflib.get_close_matches(wanted.lower(), list(keys), n=limit * 3, cutoff=0.6)
    unique = list(dict.fromkeys(keys[key].slug for key in found))
    by_slug = {item.slug: item for item in entries}
    return [by_slug[slug] for slug in unique[:limit]]


# Rule pages -------------------------------------------------------------------------------


def terms_defined_within(rule: Rule, language: str) -> list[Entry]:
    """The terms a rule or one of its sub-rules (shown on the same page) defines."""
    usages = TermUsage.objects.filter(defines=True, rule__version=rule.version).filter(
        Q(rule=rule) | Q(rule__number__startswith=rule.number + "-"))
    terms = (Term.objects.filter(pk__in=usages.values("term_id"))
             .select_related("game").prefetch_related("translations")
             .order_by("category__position", "position"))
    return [entry(term, language) for term in terms]


def terms_used_by(rule: Rule, language: str) -> list[Entry]:
    """The terms a rule's own text mentions without defining them."""
    terms = (Term.objects.filter(usages__rule=rule, usages__defines=False)
             .select_related("game").prefetch_related("translations")
             .order_by("category__position", "position"))
    return [entry(term, language) for term in terms]
