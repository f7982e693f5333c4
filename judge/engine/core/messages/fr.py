"""Shared messages in French."""
from __future__ import annotations

from ..catalogue import Message, Plural

MESSAGES: dict[str, Message] = {
    "card.unnamed_leader": "Leader de {owner}",
    "card.with_id": "{name} ({id})",
    "card.owned": "{card} de {owner}",
    "list.and": "{rest} et {last}",
    "verdict.winner": "Partie terminée : le joueur {winner} gagne.",
    "verdict.nobody_wins": "Partie terminée : les deux joueurs perdent ; personne ne gagne.",
    "verdict.illegal": "L'action {number} n'est pas permise : {reason}",
    "verdict.completed": "Toutes les actions ont été rejouées ; personne n'a encore gagné.",
    "cli.not_judged": "Le scénario n'a pas pu être jugé :",
    "cli.whole_scenario": "le scénario dans son ensemble",
    "cli.problem": "{path} : {message}",
    "cli.illegal_action": "Action {number} interdite : {reason}",
    "cli.note": "Remarque : {text}",
    "cli.rules_cited": "Règles citées : {rules}",
    "input.not_mapping": "doit être un dictionnaire (mapping)",
    "input.unknown_key": "clé inconnue (clés connues : {known})",
    "input.required": "est obligatoire",
    "input.not_integer": "doit être un nombre entier",
    "input.out_of_range": "doit être compris entre {low} et {high}",
    "input.not_boolean": "doit valoir true ou false",
    "input.not_string": "doit être un texte",
    "input.empty": "ne doit pas être vide",
    "input.too_long": Plural("count", one="doit faire au plus {count} caractère",
                             other="doit faire au plus {count} caractères"),
    "input.not_choice": "doit être l'une de ces valeurs : {choices}",
    "note.override": (
        "{card:le} : la valeur {key} du scénario ({value}) remplace celle de la carte imprimée "
        "{number} ({printed})"),
    "note.unapplied": (
        "{card:le} ({number}) : non appliquée, le juge ne sait pas encore lire cette capacité : "
        "« {ability} » ; décrivez-la avec « effects » si elle compte"),
    "input.not_list": "doit être une liste",
    "input.too_many_items": Plural("count", one="doit avoir au plus {count} élément",
                                   other="doit avoir au plus {count} éléments"),
    "input.not_one_key.action": "doit être une action : un dictionnaire à une seule clé",
    "input.not_one_key.step": "doit être une étape : un dictionnaire à une seule clé",
    "input.unknown_action": "action inconnue (actions connues : {known})",
    "input.no_arguments": "ne prend pas d'arguments",
    "input.unknown_card": "identifiant de carte inconnu '{id}' (les cartes de ce scénario : "
                          "{known})",
    "input.too_many_cards": "a {count} cartes : {limit} au plus sont permises",
    "input.turn_missing": "doit indiquer le numéro du tour et le joueur",
    "input.too_large": "est trop volumineux : {kb} Ko au plus",
    "input.not_utf8": "n'est pas du texte UTF-8",
    "input.empty_document": "est vide",
    "input.too_deep": "est trop imbriqué pour être jugé",
    "input.too_large_to_judge": "est trop volumineux pour être jugé",
    "input.not_yaml": "n'est pas du YAML ou du JSON valide : {reason}",
    "input.not_yaml_at": "n'est pas du YAML ou du JSON valide : {reason} (ligne {line}, "
                         "colonne {column})",
    "input.too_many_values": "a trop de valeurs : {count} au plus",
    "input.too_deep_levels": "est trop imbriqué : {count} niveaux au plus",
    "input.surrogates": "contient des caractères qui ne sont pas du texte Unicode valide "
                        "(substituts)",
    "input.aliases": "utilise des ancres et des alias YAML, qui ne sont pas permis",
    "input.not_scenario": "doit être un dictionnaire avec game, turn, players et actions",
    "input.game_required": "est obligatoire (par exemple : {games})",
    "input.unknown_game": "pas encore de moteur d'arbitrage pour ce jeu (disponibles : {games})",
    "input.internal_error": "le scénario n'a pas pu être jugé à cause d'une erreur interne "
                            "({kind}) ; merci de la signaler avec le scénario",
    "yaml.mapping_values": (
        "une clé suivie de deux-points là où aucun dictionnaire ne peut commencer (indentez-la "
        "ou mettez entre guillemets une valeur qui contient « : »)"),
    "yaml.expected_colon": "il manque le « : » d'une clé",
    "yaml.bad_character": (
        "ce caractère ne peut pas commencer une valeur (mettez la valeur entre "
        "guillemets)"),
    "yaml.unexpected_end": "le texte se termine avant la fermeture d'un guillemet ou d'un crochet",
    "yaml.expected_key": "une ligne est indentée autrement que les clés qui l'entourent",
    "yaml.expected_dash": "il manque le « - » d'un élément de liste (ou une ligne est indentée "
                          "autrement)",
    "yaml.expected_value": "il manque une valeur",
    "yaml.expected_comma": "il manque une « , » ou un crochet fermant",
    "yaml.bad_indentation": "une ligne est indentée autrement que les lignes qui l'entourent",
    "yaml.tab": "une tabulation là où YAML demande des espaces pour l'indentation",
    "yaml.unknown_escape": "une séquence d'échappement inconnue dans un texte entre guillemets "
                           "doubles",
    "yaml.undefined_alias": "un alias ne renvoie à aucune ancre",
    "yaml.expected_comma_end": "il manque une « , » ou un crochet fermant",
    "yaml.syntax": "erreur de syntaxe",
}
