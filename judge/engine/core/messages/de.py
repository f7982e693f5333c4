"""Shared messages in German."""
from __future__ import annotations

from ..catalogue import Message, Plural

MESSAGES: dict[str, Message] = {
    "card.unnamed_leader": "Leader von {owner}",
    "card.with_id": "{name} ({id})",
    "card.owned": "{card} von {owner}",
    "list.and": "{rest} und {last}",
    "verdict.winner": "Spiel vorbei: Spieler {winner} gewinnt.",
    "verdict.nobody_wins": "Spiel vorbei: Beide Spieler verlieren; niemand gewinnt.",
    "verdict.illegal": "Aktion {number} ist nicht erlaubt: {reason}",
    "verdict.completed": "Alle Aktionen wurden nachgespielt; noch hat niemand gewonnen.",
    "cli.not_judged": "Das Szenario konnte nicht beurteilt werden:",
    "cli.whole_scenario": "das Szenario als Ganzes",
    "cli.problem": "{path}: {message}",
    "cli.illegal_action": "Unerlaubte Aktion {number}: {reason}",
    "cli.note": "Hinweis: {text}",
    "cli.rules_cited": "Zitierte Regeln: {rules}",
    "input.not_mapping": "muss eine Zuordnung (Mapping) sein",
    "input.unknown_key": "unbekannter Schlüssel (bekannte Schlüssel: {known})",
    "input.required": "fehlt, ist aber erforderlich",
    "input.not_integer": "muss eine ganze Zahl sein",
    "input.out_of_range": "muss zwischen {low} und {high} liegen",
    "input.not_boolean": "muss true oder false sein",
    "input.not_string": "muss ein Text sein",
    "input.empty": "darf nicht leer sein",
    "input.too_long": Plural("count", one="darf höchstens {count} Zeichen lang sein",
                             other="darf höchstens {count} Zeichen lang sein"),
    "input.not_choice": "muss eines hiervon sein: {choices}",
    "note.override": (
        "{card:der}: Statt des Werts der gedruckten Karte {number} ({printed}) gilt {key} aus dem "
        "Szenario ({value})"),
    "note.unapplied": (
        "{card:der} ({number}): nicht angewendet, der Judge kann diese Fähigkeit noch nicht lesen: "
        "„{ability}“; beschreibe sie bei Bedarf mit „effects“"),
    "input.not_list": "muss eine Liste sein",
    "input.too_many_items": Plural("count", one="darf höchstens {count} Eintrag haben",
                                   other="darf höchstens {count} Einträge haben"),
    "input.not_one_key.action": "muss eine Aktion sein: eine Zuordnung mit genau einem Schlüssel",
    "input.not_one_key.step": "muss ein Schritt sein: eine Zuordnung mit genau einem Schlüssel",
    "input.unknown_action": "unbekannte Aktion (bekannte Aktionen: {known})",
    "input.no_arguments": "nimmt keine Argumente",
    "input.unknown_card": "unbekannte Karten-ID '{id}' (die Karten dieses Szenarios: {known})",
    "input.too_many_cards": "hat {count} Karten: höchstens {limit} sind erlaubt",
    "input.turn_missing": "muss Zugnummer und Spieler angeben",
    "input.too_large": "ist zu groß: höchstens {kb} KB",
    "input.not_utf8": "ist kein UTF-8-Text",
    "input.empty_document": "ist leer",
    "input.too_deep": "ist zu tief verschachtelt, um beurteilt zu werden",
    "input.too_large_to_judge": "ist zu groß, um beurteilt zu werden",
    "input.not_yaml": "ist kein gültiges YAML oder JSON – {reason}",
    "input.not_yaml_at": "ist kein gültiges YAML oder JSON – {reason} (Zeile {line}, Spalte "
                         "{column})",
    "input.too_many_values": "hat zu viele Werte: höchstens {count}",
    "input.too_deep_levels": "ist zu tief verschachtelt: höchstens {count} Ebenen",
    "input.surrogates": "enthält Zeichen, die kein gültiger Unicode-Text sind (Surrogate)",
    "input.aliases": "verwendet YAML-Anker und -Aliase, die nicht erlaubt sind",
    "input.not_scenario": "muss eine Zuordnung mit game, turn, players und actions sein",
    "input.game_required": "ist erforderlich (zum Beispiel: {games})",
    "input.unknown_game": "für dieses Spiel gibt es noch keine Regel-Engine (verfügbar: {games})",
    "input.internal_error": "das Szenario konnte wegen eines internen Fehlers ({kind}) nicht "
                            "beurteilt werden; bitte melde es zusammen mit dem Szenario",
    "yaml.mapping_values": (
        "ein Schlüssel mit Doppelpunkt, wo keine Zuordnung beginnen darf (rücke ihn ein oder "
        "setze einen Wert mit „: “ in Anführungszeichen)"),
    "yaml.expected_colon": "einem Schlüssel fehlt sein „:“",
    "yaml.bad_character": "dieses Zeichen kann keinen Wert beginnen (setze den Wert in "
                          "Anführungszeichen)",
    "yaml.unexpected_end": "der Text endet, bevor ein Anführungszeichen oder eine Klammer "
                           "geschlossen ist",
    "yaml.expected_key": "eine Zeile ist anders eingerückt als die Schlüssel um sie herum",
    "yaml.expected_dash": "einem Listeneintrag fehlt sein „-“ (oder eine Zeile ist anders "
                          "eingerückt)",
    "yaml.expected_value": "ein Wert fehlt",
    "yaml.expected_comma": "es fehlt ein „,“ oder eine schließende Klammer",
    "yaml.bad_indentation": "eine Zeile ist anders eingerückt als die Zeilen um sie herum",
    "yaml.tab": "ein Tabulator, wo YAML Leerzeichen zum Einrücken verlangt",
    "yaml.unknown_escape": "eine unbekannte Escape-Sequenz in einem Text in doppelten "
                           "Anführungszeichen",
    "yaml.undefined_alias": "ein Alias verweist auf keinen Anker",
    "yaml.expected_comma_end": "ein „,“ oder eine schließende Klammer fehlt",
    "yaml.syntax": "Syntaxfehler",
}
