"""Shared messages in Italian."""
from __future__ import annotations

from ..catalogue import Message, Plural

MESSAGES: dict[str, Message] = {
    "card.unnamed_leader": "Leader di {owner}",
    "card.with_id": "{name} ({id})",
    "card.owned": "{card} di {owner}",
    "list.and": "{rest} e {last}",
    "verdict.winner": "Partita finita: vince il giocatore {winner}.",
    "verdict.nobody_wins": "Partita finita: perdono entrambi i giocatori; nessuno vince.",
    "verdict.illegal": "L'azione {number} non è consentita: {reason}",
    "verdict.completed": "Tutte le azioni sono state ricostruite; nessuno ha ancora vinto.",
    "cli.not_judged": "Lo scenario non può essere giudicato:",
    "cli.whole_scenario": "lo scenario nel suo insieme",
    "cli.problem": "{path}: {message}",
    "cli.illegal_action": "Azione {number} non consentita: {reason}",
    "cli.note": "Nota: {text}",
    "cli.rules_cited": "Regole citate: {rules}",
    "input.not_mapping": "deve essere una mappa (mapping)",
    "input.unknown_key": "chiave sconosciuta (chiavi valide: {known})",
    "input.required": "è obbligatorio",
    "input.not_integer": "deve essere un numero intero",
    "input.out_of_range": "deve essere compreso tra {low} e {high}",
    "input.not_boolean": "deve essere true o false",
    "input.not_string": "deve essere un testo",
    "input.empty": "non può essere vuoto",
    "input.too_long": Plural("count", one="deve avere al massimo {count} carattere",
                             other="deve avere al massimo {count} caratteri"),
    "input.not_choice": "deve essere uno tra: {choices}",
    "note.override": (
        "{card:il}: si usa {key} dello scenario ({value}) invece di quello della carta stampata "
        "{number} ({printed})"),
    "note.unapplied": (
        "{card:il} ({number}): non applicata, il giudice non sa ancora leggere questa abilità: "
        "«{ability}»; descrivila con «effects» se conta"),
    "input.not_list": "deve essere una lista",
    "input.too_many_items": Plural("count", one="deve avere al massimo {count} elemento",
                                   other="deve avere al massimo {count} elementi"),
    "input.not_one_key.action": "deve essere un'azione: una mappa con una sola chiave",
    "input.not_one_key.step": "deve essere un passo: una mappa con una sola chiave",
    "input.unknown_action": "azione sconosciuta (azioni valide: {known})",
    "input.no_arguments": "non accetta argomenti",
    "input.unknown_card": "id di carta sconosciuto '{id}' (le carte di questo scenario: {known})",
    "input.too_many_cards": "ha {count} carte: al massimo {limit} sono consentite",
    "input.turn_missing": "deve indicare il numero del turno e il giocatore",
    "input.too_large": "è troppo grande: al massimo {kb} KB",
    "input.not_utf8": "non è testo UTF-8",
    "input.empty_document": "è vuoto",
    "input.too_deep": "è annidato troppo in profondità per essere giudicato",
    "input.too_large_to_judge": "è troppo grande per essere giudicato",
    "input.not_yaml": "non è YAML o JSON valido: {reason}",
    "input.not_yaml_at": "non è YAML o JSON valido: {reason} (riga {line}, colonna {column})",
    "input.too_many_values": "ha troppi valori: al massimo {count}",
    "input.too_deep_levels": "è annidato troppo in profondità: al massimo {count} livelli",
    "input.surrogates": "contiene caratteri che non sono testo Unicode valido (surrogati)",
    "input.aliases": "usa ancore e alias YAML, che non sono consentiti",
    "input.not_scenario": "deve essere una mappa con game, turn, players e actions",
    "input.game_required": "è obbligatorio (per esempio: {games})",
    "input.unknown_game": "per questo gioco non c'è ancora un motore di giudizio (disponibili: "
                          "{games})",
    "input.internal_error": "lo scenario non può essere giudicato per un errore interno ({kind}); "
                            "segnalalo insieme allo scenario",
    "yaml.mapping_values": (
        "una chiave con i due punti dove non può iniziare una mappa (indentala o metti tra "
        "virgolette un valore che contiene «: »)"),
    "yaml.expected_colon": "a una chiave mancano i suoi «:»",
    "yaml.bad_character": "questo carattere non può iniziare un valore (metti il valore tra "
                          "virgolette)",
    "yaml.unexpected_end": "il testo finisce prima che si chiudano delle virgolette o una "
                           "parentesi",
    "yaml.expected_key": "una riga ha un'indentazione diversa dalle chiavi intorno",
    "yaml.expected_dash": "a un elemento della lista manca il suo «-» (o una riga ha un'altra "
                          "indentazione)",
    "yaml.expected_value": "manca un valore",
    "yaml.expected_comma": "manca una «,» o una parentesi di chiusura",
    "yaml.bad_indentation": "una riga ha un'indentazione diversa dalle righe intorno",
    "yaml.tab": "una tabulazione dove YAML richiede spazi per l'indentazione",
    "yaml.unknown_escape": "una sequenza di escape sconosciuta in un testo tra virgolette doppie",
    "yaml.undefined_alias": "un alias non rimanda a nessuna ancora",
    "yaml.expected_comma_end": "manca una «,» o una parentesi di chiusura",
    "yaml.syntax": "errore di sintassi",
}
