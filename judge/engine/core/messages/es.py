"""Shared messages in Spanish."""
from __future__ import annotations

from ..catalogue import Message, Plural

MESSAGES: dict[str, Message] = {
    "card.unnamed_leader": "Líder de {owner}",
    "card.with_id": "{name} ({id})",
    "card.owned": "{card} de {owner}",
    "list.and": "{rest} y {last}",
    "verdict.winner": "Fin de la partida: gana el jugador {winner}.",
    "verdict.nobody_wins": "Fin de la partida: pierden los dos jugadores; nadie gana.",
    "verdict.illegal": "La acción {number} no está permitida: {reason}",
    "verdict.completed": "Se han reproducido todas las acciones; todavía no ha ganado nadie.",
    "cli.not_judged": "No se ha podido juzgar el escenario:",
    "cli.whole_scenario": "el escenario en su conjunto",
    "cli.problem": "{path}: {message}",
    "cli.illegal_action": "Acción {number} no permitida: {reason}",
    "cli.note": "Nota: {text}",
    "cli.rules_cited": "Reglas citadas: {rules}",
    "input.not_mapping": "debe ser un mapa (mapping)",
    "input.unknown_key": "clave desconocida (claves válidas: {known})",
    "input.required": "es obligatorio",
    "input.not_integer": "debe ser un número entero",
    "input.out_of_range": "debe estar entre {low} y {high}",
    "input.not_boolean": "debe ser true o false",
    "input.not_string": "debe ser un texto",
    "input.empty": "no puede estar vacío",
    "input.too_long": Plural("count", one="debe tener como máximo {count} carácter",
                             other="debe tener como máximo {count} caracteres"),
    "input.not_choice": "debe ser uno de estos: {choices}",
    "note.override": (
        "{card:el}: para {key} se usa el valor del escenario ({value}), no el de la carta impresa "
        "{number} ({printed})"),
    "note.unapplied": (
        "{card:el} ({number}): no se aplica, el juez aún no sabe leer esta habilidad: «{ability}»;"
        " descríbela con «effects» si importa"),
    "input.not_list": "debe ser una lista",
    "input.too_many_items": Plural("count", one="debe tener como máximo {count} elemento",
                                   other="debe tener como máximo {count} elementos"),
    "input.not_one_key.action": "debe ser una acción: un mapa con una sola clave",
    "input.not_one_key.step": "debe ser un paso: un mapa con una sola clave",
    "input.unknown_action": "acción desconocida (acciones válidas: {known})",
    "input.no_arguments": "no admite argumentos",
    "input.unknown_card": "id de carta desconocido '{id}' (las cartas de este escenario: "
                          "{known})",
    "input.too_many_cards": "tiene {count} cartas: se permiten como máximo {limit}",
    "input.turn_missing": "debe indicar el número de turno y el jugador",
    "input.too_large": "es demasiado grande: como máximo {kb} KB",
    "input.not_utf8": "no es texto UTF-8",
    "input.empty_document": "está vacío",
    "input.too_deep": "está demasiado anidado para juzgarlo",
    "input.too_large_to_judge": "es demasiado grande para juzgarlo",
    "input.not_yaml": "no es YAML ni JSON válido: {reason}",
    "input.not_yaml_at": "no es YAML ni JSON válido: {reason} (línea {line}, columna {column})",
    "input.too_many_values": "tiene demasiados valores: como máximo {count}",
    "input.too_deep_levels": "está demasiado anidado: como máximo {count} niveles",
    "input.surrogates": "contiene caracteres que no son texto Unicode válido (sustitutos)",
    "input.aliases": "usa anclas y alias de YAML, que no están permitidos",
    "input.not_scenario": "debe ser un mapa con game, turn, players y actions",
    "input.game_required": "es obligatorio (por ejemplo: {games})",
    "input.unknown_game": "todavía no hay motor de juez para este juego (disponibles: {games})",
    "input.internal_error": "no se ha podido juzgar el escenario por un error interno ({kind}); "
                            "por favor, comunícalo junto con el escenario",
    "yaml.mapping_values": (
        "una clave con dos puntos donde no puede empezar un mapeo (sángrala o pon entre "
        "comillas un valor que contenga «: »)"),
    "yaml.expected_colon": "a una clave le falta su «:»",
    "yaml.bad_character": "este carácter no puede empezar un valor (pon el valor entre "
                          "comillas)",
    "yaml.unexpected_end": "el texto termina antes de cerrar unas comillas o un corchete",
    "yaml.expected_key": "una línea tiene una sangría distinta de la de las claves que la rodean",
    "yaml.expected_dash": "a un elemento de lista le falta su «-» (o una línea tiene otra sangría)",
    "yaml.expected_value": "falta un valor",
    "yaml.expected_comma": "falta una «,» o un corchete de cierre",
    "yaml.bad_indentation": "una línea tiene una sangría distinta de la de las líneas que la "
                            "rodean",
    "yaml.tab": "un tabulador donde YAML necesita espacios para sangrar",
    "yaml.unknown_escape": "una secuencia de escape desconocida en un texto entre comillas dobles",
    "yaml.undefined_alias": "un alias no remite a ningún ancla",
    "yaml.expected_comma_end": "falta una «,» o un corchete de cierre",
    "yaml.syntax": "error de sintaxis",
}
