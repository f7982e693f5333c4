"""Rulings read as a native speaker writes them: a card reference takes the article or
contraction its place in the sentence needs, and words agree with the card's gender and with
numbers (judge/engine/core/grammar.py)."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from scenario_checks import SHARED

from judge.engine import judge
from judge.engine.core import grammar
from judge.engine.core.catalogue import Plural, messages
from judge.engine.core.events import LITERAL, CardRef, Event, event_from_json
from judge.engine.core.render import Renderer

SCENARIOS = sorted((SHARED / "scenarios").glob("*.yaml"))
HERE = Path(__file__).resolve().parent
# the public scenarios, the site's worked examples of both games and the tests' rulings
CORPUS = [*SCENARIOS, *sorted((HERE.parents[1] / "judge" / "examples" / "optcg").glob("*.yaml")),
          *sorted((HERE / "optcg_rulings").glob("*.yaml")),
          *sorted((HERE.parents[1] / "judge" / "examples" / "ygo").glob("*.yaml")),
          *sorted((HERE / "worked" / "ygo").glob("*.yaml"))]

# An unnamed card is a common noun ("Leader von B", "Personaje a-big"): the word before it must
# be an article, a contraction or a determiner, never a verb or a bare preposition.
NOUNS = {"de": "Leader|Charakter|Event|Stage", "es": "Líder|Personaje|Evento|Stage",
         "it": "Leader|Personaggio|Evento|Stadio", "fr": "Leader|Personnage|Événement|Lieu"}
BEFORE = {
    "de": "der den dem die das des vom zum am im beim jeder jeden einen einem ein eine kein "
          "keinen seinen ihren",
    "es": "el la al del un una ningún cada su",
    "it": "il lo la al del dal nel sul allo dello un uno una ogni nessun suo",
    "fr": "le la au du un une d'un d'une chaque aucun son",
}
# a count and its noun: "1 danni" or "1 dégâts" is wrong, "2 Schaden" is German
WRONG_NUMBER = {"es": r"\b1 (?:cartas|Personajes)\b", "it": r"\b1 (?:danni|carte)\b",
                "fr": r"\b[01] (?:dégâts|cartes)\b", "de": r"\b1 (?:Karten|Lebenskarten)\b"}
# DON!! is feminine in the glossary and on the board of every language
WRONG_DON = {"de": r"\b(?:jedes|sein|das) (?:\w+ )?DON!!",
             "es": r"DON!! (?:activos?|dados?|descansados?)\b",
             "it": r"DON!! (?:attivi|attivo|assegnati|assegnato|affaticati|affaticato)\b",
             "fr": r"DON!! (?:actifs?|donnés?|épuisés|redressés)\b"}


def _texts(language: str) -> str:
    out = []
    for path in CORPUS:
        result = judge(path.read_text(encoding="utf-8"), language=language)
        if "errors" in result:
            continue
        out.append(result["verdict"])
        out += [step["text"] for step in result["steps"]]
        if result.get("illegal"):
            out.append(result["illegal"]["reason"])
    return "\n".join(out)


@pytest.mark.parametrize("language", ["de", "es", "it", "fr"])
def test_no_card_is_pasted_as_a_bare_noun(language: str) -> None:
    allowed = set(BEFORE[language].split())
    texts = _texts(language)
    bare = [match.group(0) for match in
            re.finditer(rf"(\S+) (?:{NOUNS[language]}) (?:(?:von|de|di) [AB]\b|[a-z]+-[\w-]+)",
                        texts)
            if match.group(1).lower() not in allowed]
    assert SCENARIOS and bare == []


# a card's state agrees with its type's gender: el Personaje está descansado
WRONG_GENDER = {"de": r"Charakter [\w.-]+ von [AB][^.;]*; es wurde",
                "es": r"Personaje [\w.-]+ de [AB] (?:está|entra) (?:descansada|activa)\b",
                "it": r"Personaggio [\w.-]+ di [AB] (?:è|entra) (?:affaticata|attiva)\b",
                "fr": r"Personnage [\w.-]+ de [AB] (?:est|arrive) (?:épuisée|redressée)\b"}


@pytest.mark.parametrize("language", ["de", "es", "it", "fr"])
def test_counts_don_and_card_states_agree(language: str) -> None:
    texts = _texts(language)
    assert re.findall(WRONG_NUMBER[language], texts) == []
    assert re.findall(WRONG_DON[language], texts) == []
    assert re.findall(WRONG_GENDER[language], texts) == []


@pytest.mark.parametrize(("language", "attack"), [
    ("de", "Der Charakter a-attacker von A (6000) wird ruhend gestellt und greift den Leader "
           "von B (5000) an."),
    ("es", "El Personaje a-attacker de A (6000) descansa y ataca al Líder de B (5000)."),
    ("it", "Il Personaggio a-attacker di A (6000) viene affaticato e attacca il Leader di B "
           "(5000)."),
    ("fr", "Le Personnage a-attacker de A (6000) s'épuise et attaque le Leader de B (5000)."),
])
def test_an_attack_names_both_cards_with_their_articles(language: str, attack: str) -> None:
    path = SHARED / "scenarios" / "02-counter-tie-attacker-wins.yaml"
    result = judge(path.read_text(encoding="utf-8"), language=language)
    assert result["steps"][0]["text"] == attack


def test_a_named_card_is_a_proper_name() -> None:
    path = SHARED / "scenarios" / "01-attack-leader-takes-life.yaml"
    steps = {lang: judge(path.read_text(encoding="utf-8"), language=lang)["steps"][0]["text"]
             for lang in ("de", "es", "fr")}
    assert "greift Nami von B (5000) an" in steps["de"]
    assert "ataca a Nami de B (5000)" in steps["es"]
    assert "attaque Nami de B (5000)" in steps["fr"]


@pytest.mark.parametrize(("language", "form", "phrase", "gender", "proper", "expected"), [
    ("it", "il", "Stadio s1", "m", False, "lo Stadio s1"),
    ("it", "del", "Evento e1", "m", False, "dell'Evento e1"),
    ("it", "al", "Leader di B", "m", False, "al Leader di B"),
    ("fr", "du", "Événement e1", "m", False, "de l'Événement e1"),
    ("fr", "du", "Usopp", "m", True, "d'Usopp"),
    ("fr", "au", "Leader de B", "m", False, "au Leader de B"),
    ("es", "al", "Líder de B", "m", False, "al Líder de B"),
    ("es", "al", "Nami", "m", True, "a Nami"),
    ("de", "vom", "Stage s1", "f", False, "von der Stage s1"),
    ("de", "dem", "Event e1", "n", False, "dem Event e1"),
    ("en", "den", "A's Leader", "m", False, "A's Leader"),
    # a "y" before a vowel is a consonant: no elision, "lo" in Italian
    ("fr", "du", "You're the One Who Should Disappear.", "m", True,
     "de You're the One Who Should Disappear."),
    ("fr", "du", "Yvonne", "m", True, "d'Yvonne"),
    ("it", "il", "yeti", "m", False, "lo yeti"),
    # an Italian phrase with its own article joins it to the preposition; "ad" before an "a"
    ("it", "dal", "il Cimitero", "m", True, "dal Cimitero"),
    ("it", "nel", "la mano", "f", True, "nella mano"),
    ("it", "dal", "l'Extra Deck", "m", True, "dall'Extra Deck"),
    ("it", "nel", "una Zona Mostri", "f", True, "in una Zona Mostri"),
    ("it", "al", "Alvida", "m", True, "ad Alvida"),
])
def test_forms(language: str, form: str, phrase: str, gender: str, proper: bool,
               expected: str) -> None:
    assert grammar.phrase(language, form, phrase, gender, proper) == expected


def test_italian_zones_join_their_article_to_the_preposition() -> None:
    # "si attiva dal Cimitero, ma la carta si trova nella mano", not "da qui: il Cimitero"
    text = Renderer("it", "ygo").say("illegal.effect_from_zone", card="Spirit",
                                     where=Event("zone.graveyard"), zone=Event("zone.hand"))
    assert "si attiva dal Cimitero, ma la carta si trova nella mano" in text


def test_italian_and_before_e_is_ed() -> None:
    assert grammar.euphonic_and("it", "Smiley e Evento a-d1", "Evento a-d1") == \
        "Smiley ed Evento a-d1"
    assert grammar.euphonic_and("it", "Smiley e Zou", "Zou") == "Smiley e Zou"
    assert grammar.euphonic_and("en", "Smiley and Evento", "Evento") == "Smiley and Evento"


@pytest.mark.parametrize(("language", "words"), [
    ("en", "is not valid YAML or JSON: a ',' or closing bracket is missing (line 3, column 8)"),
    ("de", "ist kein gültiges YAML oder JSON – ein „,“ oder eine schließende Klammer fehlt "
           "(Zeile 3, Spalte 8)"),
    ("es", "falta una «,» o un corchete de cierre"),
    ("it", "manca una «,» o una parentesi di chiusura"),
    ("fr", "il manque une « , » ou un crochet fermant (ligne 3, colonne 8)"),
])
def test_a_yaml_mistake_is_said_in_the_readers_language(language: str, words: str) -> None:
    result = judge("game: optcg\nturn: {number: 3\nplayers: {}\n", language=language)
    assert words in result["errors"][0]["message"]
    assert "did not find" not in result["errors"][0]["message"]


@pytest.mark.parametrize("language", ["en", "de", "es", "it", "fr"])
def test_every_verdict_ends_its_sentence(language: str) -> None:
    for path in CORPUS:
        result = judge(path.read_text(encoding="utf-8"), language=language)
        if "errors" not in result:
            assert result["verdict"].endswith((".", ")")), (path.name, result["verdict"])


# codes whose text opens with the card and passes its sentence's case on to it
HEADED = {"card.powered", "card.powered_idle_don", "card_with_cost",
          "card_with_cost_and_activation", "card.atk", "card.def", "card.face_down",
          "verdict.the_blocker"}


def _card_params(game: str, item: Event, found: set[tuple[str, str, str]]) -> None:
    for name, value in item.params.items():
        values = value if isinstance(value, tuple) else (value,)
        if any(isinstance(v, CardRef) or (isinstance(v, Event) and v.code in HEADED)
               for v in values):
            found.add((game, item.code, name))
        for v in values:
            if isinstance(v, Event):
                _card_params(game, v, found)


def test_every_card_placeholder_asks_for_its_case() -> None:
    """A translation that pastes a card without its case ("greift {target} an") is caught
    for every event the corpus meets, whoever adds it."""
    found: set[tuple[str, str, str]] = set()
    for path in CORPUS:
        result = judge(path.read_text(encoding="utf-8"))
        if "errors" in result:
            continue
        items = [*result["steps"], *(result.get("verdict_events") or [])]
        items += [result["illegal"]] if result.get("illegal") else []
        for item in items:
            _card_params(result["game"], event_from_json(item), found)
    bare = []
    for game, code, name in sorted(found):
        for language in ("de", "es", "it", "fr"):
            message = messages(game, language).get(code)
            texts = [message.one, message.other] if isinstance(message, Plural) else [message]
            for text in texts:
                for literal, field, spec, _conv in string.Formatter().parse(text or ""):
                    lead = code in HEADED and not literal
                    if field == name and not spec and not lead and not literal.endswith("("):
                        bare.append((language, code, name))
    assert found and bare == []


@pytest.mark.parametrize(("language", "words"), [
    ("es", "(10-1-3-1): no hay ningún [Trigger] pendiente"),
    ("it", "(10-1-3-1): nessun [Trigger] è in attesa"),
    ("fr", "(10-1-3-1) : aucun [Déclenchement] n'est en attente"),
    ("de", "(10-1-3-1): Kein [Trigger] wartet"),
])
def test_the_reason_after_the_colon_goes_on_as_the_language_writes(language: str,
                                                                    words: str) -> None:
    """Spanish, Italian and French go on in small letters after a colon, German opens a
    clause with a capital."""
    path = SHARED / "scenarios" / "08-banish-life-to-trash.yaml"
    result = judge(path.read_text(encoding="utf-8"), language=language)
    assert words in result["verdict"]


@pytest.mark.parametrize(("language", "none_left", "zero"), [
    ("en", "has no Life cards left.", "0 Life cards left"),
    ("de", "hat keine Lebenskarte mehr.", "noch 0"),
    ("es", "no le queda ninguna carta de Vida.", "quedan 0"),
    ("it", "non ha più carte Vita.", "restano 0"),
    ("fr", "il ne lui reste aucune carte Vie.", "reste 0"),
])
def test_no_life_left_is_said_as_none(language: str, none_left: str, zero: str) -> None:
    path = SHARED / "scenarios" / "06-double-attack-one-life.yaml"
    verdict = judge(path.read_text(encoding="utf-8"), language=language)["verdict"]
    assert none_left in verdict and zero not in verdict


# what a native reader corrected in the rulings, kept from coming back
CORRECTED = {
    "de": ["ist niedriger als", ", als Kettenglied", "wird aktiviert (Zaubergeschwindigkeit",
           "als Tribut an (auf", "erhält -", "(Effekt 0)", "ist in verdeckte",
           "von hier aktiviert: Dem", "nur „Warrior“", "Material(ien)",
           "; sie kommen auf den Friedhof", "die Karte ist es schon"],
    "es": ["es menor que", "0 Vidas", "que no cuesta nada", "Destruida en batalla", "gana -"],
    "it": ["è inferiore al", "0 Vite", "costa affaticare", "aggiungerla alla mano", "riceve -",
           "da qui:", "(prima: ", " da il ", " a A", "Blocker il ", "le sue 1 ", "la aggiunge",
           "Momento attuale", "qualunque di esse", "dare una parola", "forza totale",
           "Mostri Principali", "tempismo"],
    "fr": ["est inférieur au", "à 0 Vie", "coûte d'épuiser", "gagne -", "mis K.O.",
           "« Warrior »", "depuis cet endroit"],
}


@pytest.mark.parametrize("language", ["de", "es", "it", "fr"])
def test_what_a_native_reader_corrected_stays_corrected(language: str) -> None:
    texts = _texts(language)
    assert [words for words in CORRECTED[language] if words in texts] == []


@pytest.mark.parametrize("language", ["en", "de", "es", "it", "fr"])
def test_no_ruling_says_the_same_thing_twice_in_a_row(language: str) -> None:
    """Two catalogue strings glued by a missing comma say a sentence twice ("...von A.Ketten-
    glied 1 (...): ... von A.")."""
    repeated = re.compile(r"(.{30,})\1")
    assert [text for text in _texts(language).splitlines() if repeated.search(text)] == []
    written = [(game, code) for game in ("optcg", "ygo")
               for code, message in messages(game, language).items()
               for text in ([message] if isinstance(message, str)
                            else [message.one, message.other, message.zero or ""])
               if repeated.search(text)]
    assert written == []


def test_no_catalogue_text_hedges_a_plural() -> None:
    """"1 step(s)", "1 Schritt(e)", "1 passo/i": a count picks its word ({count:step|steps})."""
    hedged = re.compile(r"[a-zäöüéè]\((?:s|e|es|n|en|i)\)|[a-z]/(?:i|e|s)\b")
    found = [(game, language, code) for game in ("optcg", "ygo")
             for language in ("en", "de", "es", "it", "fr")
             for code, message in messages(game, language).items()
             for text in ([message] if isinstance(message, str)
                          else [message.one, message.other, message.zero or ""])
             if hedged.search(text)]
    assert found == []


# a bare preposition before a placeholder that brings its own ("à {card:au}" says "à au")
DOUBLED = {"de": ({"zu", "von", "an", "in", "bei"}, {"dem", "zum", "vom", "am", "im", "beim"}),
           "es": ({"a", "de"}, {"el", "al", "del"}),
           "it": ({"a", "di", "da", "in", "su"}, {"il", "al", "del", "dal", "nel", "sul"}),
           "fr": ({"à", "de"}, {"le", "au", "du"})}


@pytest.mark.parametrize("language", ["de", "es", "it", "fr"])
def test_no_preposition_is_said_twice(language: str) -> None:
    prepositions, forms = DOUBLED[language]
    found = []
    for game in ("optcg", "ygo"):
        for code, message in messages(game, language).items():
            texts = [message] if isinstance(message, str) else [message.one, message.other,
                                                                   message.zero or ""]
            for text in texts:
                for literal, _field, spec, _conv in string.Formatter().parse(text):
                    words = literal.split()
                    if spec in forms and words and literal.endswith(" ") \
                            and words[-1] in prepositions and words[-2:] != ["in", "su"]:
                        found.append((game, code, f"{words[-1]} {{…:{spec}}}"))
    assert found == []


# what a native reader corrected in the words of the Life, Event-use, draw, DON!! and Equip
# families, said with cards: (language, game, code, its parameters, the words it says now)
_EFFECT = Event(LITERAL, {"text": "EFFECT"})
_KOALA = CardRef("a-koala", "Koala", "A", "character", owned=False)
_EVENT = CardRef("a-ev", "a-ev", "A", "event", owned=False)
_EQUIP = CardRef("s1", "s1", "A", "spell", owned=False)
_LIFE = CardRef("a-life", "a-life", "A", "character", owned=False)
NATIVE = [
    ("de", "optcg", "payment_named.life",
     {"player": "A", "source": _KOALA, "end": Event("life_end.top")},
     "A bezahlt die nächsten Kosten von Koala mit den Lebenskarten vom oberen Ende."),
    ("it", "optcg", "payment_named.life",
     {"player": "A", "source": _KOALA, "end": Event("life_end.top")},
     "A paga il prossimo costo di Koala con le carte Vita prese dalla cima."),
    ("fr", "optcg", "payment_named.life",
     {"player": "A", "source": _KOALA, "end": Event("life_end.bottom")},
     "A paie le prochain coût de Koala avec les cartes du dessous de sa Vie."),
    ("de", "optcg", "would.activate_event", {}, "ein Event aktivieren"),
    ("fr", "optcg", "event_activated_by_effect", {"effect": _EFFECT, "player": "A",
                                                  "card": _EVENT},
     "A active le [Principale] de l'Événement a-ev depuis sa main"),
    ("fr", "optcg", "life_looked.bottom", {"effect": _EFFECT, "player": "A", "card": _LIFE,
                                           "owner": "B"},
     "la carte du dessus de la Vie de B, et la place sous les autres cartes Vie de B."),
    ("it", "optcg", "life_looked.top", {"effect": _EFFECT, "player": "A", "card": _LIFE,
                                        "owner": "B"},
     "la prima carta Vita di B, e la lascia in cima."),
    ("de", "optcg", "hand_to_life.face_up", {"effect": _EFFECT, "player": "A",
                                             "cards": (_LIFE,)},
     "A legt den Charakter a-life aus der Hand offen oben auf die Lebenskarten"),
    ("de", "optcg", "drew.short", {"effect": _EFFECT, "player": "A", "count": 1, "wanted": 2},
     "A zieht nur 1 der 2 verlangten Karten; das Deck ist leer."),
    ("fr", "optcg", "draw_until.enough", {"effect": _EFFECT, "player": "A", "count": 4,
                                          "wanted": 3},
     "aucune carte n'est piochée ni défaussée."),
    ("es", "optcg", "opponent_return_don", {"effect": _EFFECT, "player": "B", "count": 2},
     "(primero las descansadas de la Zona de costes)"),
    ("fr", "optcg", "note.don_default", {"effect": _EFFECT, "player": "B", "count": 2},
     "quelles DON!! renvoie B"),
    ("de", "ygo", "equip.destroyed", {"card": _EQUIP, "owner": "A"},
     "also wird sie zerstört"),
    ("it", "ygo", "equip.destroyed", {"card": _EQUIP, "owner": "A"},
     "non è più equipaggiata a un mostro scoperto sul Terreno, quindi viene distrutta"),
    ("fr", "ygo", "equip.destroyed", {"card": _EQUIP, "owner": "A"},
     "n'est plus équipée à un monstre face recto sur le Terrain : elle est donc détruite"),
    # why a card cannot be chosen names the card, not a pronoun of the wrong gender
    ("de", "optcg", "illegal.target_not_allowed",
     {"effect": _EFFECT, "card": _LIFE,
      "why": Event("mismatch.cost_above", {"value": 5, "limit": 1})},
     "kann den Charakter a-life nicht wählen: Die Kosten sind 5, nicht 1 oder weniger."),
    ("it", "optcg", "choice_unfit", {"effect": _EFFECT, "card": _LIFE,
                                     "why": Event("mismatch.rested")},
     "(la carta è affaticata), quindi non viene scelto."),
    ("fr", "optcg", "battle_card_moved.block", {"card": _LIFE}, "d'où il combattait"),
    ("fr", "optcg", "illegal.play_forbidden", {"card": _LIFE, "effect": _EFFECT},
     "ne peut pas être joué maintenant, car EFFECT interdit de payer son coût pour le jouer"),
    # an area read as a place
    ("de", "optcg", "illegal.not_in_hand", {"card": _EVENT, "player": "A",
                                            "zone": Event("zone.trash")},
     "(sondern auf dem Ablagestapel)"),
    ("it", "optcg", "illegal.not_in_hand", {"card": _EVENT, "player": "A",
                                            "zone": Event("zone.trash")},
     "(è negli Scarti), quindi A non può giocarlo."),
    # a cost nothing can pay says none is there, not "only 0"
    ("en", "optcg", "illegal.cost_trash_from_hand",
     {"effect": _EFFECT, "needed": 1, "count": 0, "player": "A"},
     "costs trashing 1 card from the hand, but A has no card in the hand."),
    ("de", "optcg", "illegal.cost_trash_from_hand",
     {"effect": _EFFECT, "needed": 1, "count": 0, "player": "A"},
     "aber A hat keine Karte auf der Hand."),
    ("fr", "optcg", "illegal.cost_return_don", {"effect": _EFFECT, "what": "X", "count": 0,
                                                "player": "B"}, "mais B n'en a aucune."),
    ("es", "optcg", "illegal.cost_rest_don", {"effect": _EFFECT, "needed": 2, "count": 1,
                                              "player": "B"},
     "pero B solo tiene 1 DON!! activa en la Zona de costes."),
    # DON!! counts agree, and DON!! add "Stärke"/"potenza", as everywhere else
    ("es", "optcg", "don_added.rested.short", {"effect": _EFFECT, "player": "A", "count": 1,
                                               "wanted": 2},
     "a la Zona de costes, descansada (solo quedaba 1 de las 2 pedidas)."),
    ("it", "optcg", "don_added.short", {"effect": _EFFECT, "player": "A", "count": 1,
                                        "wanted": 2},
     "alla Zona Costi, attiva (ne restava solo 1 delle 2 richieste)."),
    ("de", "optcg", "don_given_by_effect.opponent",
     {"effect": _EFFECT, "player": "A", "count": 1, "owner": "B", "card": _LIFE},
     "1 ruhende DON!! von B zu (sie gibt nur im Zug von B Stärke)."),
    ("de", "optcg", "deck_search.none", {"effect": _EFFECT, "player": "A"},
     "(bei „bis zu“ darf man auch keine nehmen)."),
]


@pytest.mark.parametrize(("language", "game", "code", "params", "words"), NATIVE)
def test_the_families_read_as_a_native_judge_says_them(language: str, game: str, code: str,
                                                       params: dict, words: str) -> None:
    assert words in Renderer(language, game).text(Event(code, params))


@pytest.mark.parametrize("language", ["en", "de", "es", "it", "fr"])
def test_no_note_shows_code(language: str) -> None:
    """A note names the scenario's words in plain quotes ("take", „picks“, « place »): no
    backticks, no Python list ([...], [])."""
    code_like = re.compile(r"`|\[\.\.\.\]|\[\]")
    found = [(game, code) for game in ("optcg", "ygo")
             for code, message in messages(game, language).items()
             if code.startswith(("note.", "choice_declined", "replacement_default"))
             for text in ([message] if isinstance(message, str)
                          else [message.one, message.other, message.zero or ""])
             if code_like.search(text)]
    assert found == []


@pytest.mark.parametrize(("language", "words"), [
    ("en", "(Warrior only)"), ("de", "(nur „Krieger“)"), ("es", "(solo «Guerrero»)"),
    ("it", "(solo «Guerriero»)"), ("fr", "(« Guerrier » seulement)"),
])
def test_a_refusal_names_the_type_as_the_readers_cards_print_it(language: str,
                                                                words: str) -> None:
    path = HERE / "worked" / "ygo" / "26-an-equip-spell-for-one-type.yaml"
    assert words in judge(path.read_text(encoding="utf-8"), language=language)["verdict"]


@pytest.mark.parametrize(("language", "words"), [
    ("en", "DARK Spellcaster"), ("de", "FINSTERNIS Hexer"),
    ("es", "Lanzador de Conjuros de OSCURIDAD"), ("it", "Incantatore di OSCURITÀ"),
    ("fr", "Magicien TÉNÈBRES"),
])
def test_a_type_and_an_attribute_read_in_the_languages_order(language: str, words: str) -> None:
    kind_of = Event("kind_of.both", {"attribute": Event("attribute.dark"),
                                     "type": Event("monster_type.spellcaster")})
    assert Renderer(language, "ygo").text(kind_of) == words


def test_the_blocker_in_a_german_verdict_takes_the_sentences_case() -> None:
    # "übertrifft den Charakter b-wall von B (Blocker)", not "übertrifft der Charakter"
    data = {"game": "optcg", "turn": {"number": 6, "player": "A"},
            "players": {"A": {"characters": [{"id": "a-big", "power": 7000, "cost": 5}]},
                        "B": {"life": 3, "characters": [{"id": "b-wall", "power": 5000,
                                                         "cost": 4, "keywords": ["Blocker"]}]}},
            "actions": [{"attack": {"attacker": "a-big", "target": "B.leader"}},
                        {"block": {"blocker": "b-wall"}}, "pass"]}
    verdict = judge(data, language="de")["verdict"]
    assert "übertrifft den Charakter b-wall von B (Blocker) mit 5000" in verdict


# Spanish counts said as a native says them: "su DON!! dada solo da poder", "Queda K.O.: X",
# "no tiene cartas de Vida" rather than "sus 1 DON!! dada", "Quedan K.O.: X", "0 cartas"
WRONG_SPANISH = [r"\bsus 1 DON!!", r"\bLa 1 carta", r"\bquedan [01] ", r"\b(?:con|tiene) 0 "
                 r"(?:cartas|DON!!)", r"Quedan K\.O\.[^:.]*: [^,.]* de [AB]\.",
                 r"\bsupera (?:el|la|[A-Z])", r"\bmismo como coste\b"]


def test_spanish_counts_read_as_words() -> None:
    texts = _texts("es")
    assert [found for pattern in WRONG_SPANISH for found in re.findall(pattern, texts)] == []


# Konami's Spanish cards and the glossary's own terms (glossary/data/ygo.yaml): a text added in
# another wording reads as a second name for the same thing
SPANISH_YGO_WRONG = [r"Efectos? de Activación", r"Invoca\w* por Xyz", r"Invocación de Volteo",
                     r"Zonas? de Magias y Trampas", r"Zona de Campo", r"\bla ATK\b",
                     r"\bExtra Deck\b",
                     r"jugador del turno"]


def test_spanish_yugioh_words_are_konamis() -> None:
    texts = []
    for message in messages("ygo", "es").values():
        texts += [message.one, message.other] if isinstance(message, Plural) else [message]
    found = [(pattern, text) for pattern in SPANISH_YGO_WRONG for text in texts
             if re.search(pattern, text or "")]
    assert found == []
