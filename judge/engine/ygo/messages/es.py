"""Eventos de Yu-Gi-Oh! en español, con los términos de las reglas oficiales en español."""
from __future__ import annotations

from ...core.catalogue import Message, Plural
from .actions import ACTIONS
from .activation_riders import ACTIVATION_RIDERS
from .answers import ANSWERS
from .arrows import ARROWS
from .attack_again import ATTACK_AGAIN
from .attack_involving import ATTACK_INVOLVING
from .attack_riders import ATTACK_RIDERS
from .attack_turn_bans import ATTACK_TURN_BANS
from .attacks_turn import ATTACKS_TURN
from .battle import BATTLE
from .battle_extras import BATTLE_EXTRAS
from .battle_locks import BATTLE_LOCKS
from .becomes import BECOMES
from .bond_moves import BOND_MOVES
from .bound_summons import BOUND_SUMMONS
from .chain_locks import CHAIN_LOCKS
from .chain_negation import CHAIN_NEGATION
from .chance import CHANCE
from .chosen import CHOSEN
from .coin_calls import COIN_CALLS
from .column_grants import COLUMN_GRANTS
from .columns import COLUMNS
from .conditions import CONDITIONS
from .continuous import CONTINUOUS
from .control_while import CONTROL_WHILE
from .cost_counted import COST_COUNTED
from .cost_more import COST_MORE
from .costs import COSTS
from .counted_summons import COUNTED_SUMMONS
from .counter_attacks import COUNTER_ATTACKS
from .counter_holders import COUNTER_HOLDERS
from .counter_removal import COUNTER_REMOVAL
from .counter_traps import COUNTER_TRAPS
from .counters import COUNTERS
from .damage_start import DAMAGE_START
from .deck_add_bans import DECK_ADD_BANS
from .declared import DECLARED
from .detached import DETACHED
from .direct_turn import DIRECT_TURN
from .discard_check import DISCARD_CHECK
from .done_counts import DONE_COUNTS
from .drawn_attacks import DRAWN_ATTACKS
from .effect_bans import EFFECT_BANS
from .effect_flips import EFFECT_FLIPS
from .end_phase_changes import END_PHASE_CHANGES
from .end_upkeep import END_UPKEEP
from .equip_card_costs import EQUIP_CARD_COSTS
from .equip_cards import EQUIP_CARDS
from .equip_unaffected import EQUIP_UNAFFECTED
from .equipped_monsters import EQUIPPED_MONSTERS
from .excavate import EXCAVATE
from .face_down_mass import FACE_DOWN_MASS
from .face_flips import FACE_FLIPS
from .field_card_effects import FIELD_CARD_EFFECTS
from .fields import FIELDS
from .forbid_locks import FORBID_LOCKS
from .fusion_summons import FUSION_SUMMONS
from .gemini_effects import GEMINI_EFFECTS
from .gemini_texts import GEMINI_TEXTS
from .give_control import GIVE_CONTROL
from .granted import GRANTED
from .gy_banish import GY_BANISH
from .halved_damage import HALVED_DAMAGE
from .hand_grants import HAND_GRANTS
from .hand_picks import HAND_PICKS
from .how_moved import HOW_MOVED
from .ignoring import IGNORING
from .immunity import IMMUNITY
from .kept_sends import KEPT_SENDS
from .kinds import KINDS
from .lasting_levels import LASTING_LEVELS
from .later import LATER
from .later_banish import LATER_BANISH
from .later_changes import LATER_CHANGES
from .leaving import LEAVING
from .level_all import LEVEL_ALL
from .level_caps import LEVEL_CAPS
from .levels import LEVELS
from .link_zones import LINK_ZONES
from .links import LINKS
from .modal import MODAL
from .moves import MOVES
from .named_attack_bans import NAMED_ATTACK_BANS
from .negation import NEGATION
from .next_attack import NEXT_ATTACK
from .non_effect import NON_EFFECT
from .normal_locks import NORMAL_LOCKS
from .only_kinds import ONLY_KINDS
from .own_events import OWN_EVENTS
from .own_leaving import OWN_LEAVING
from .pendulum import PENDULUM
from .pendulum_guards import PENDULUM_GUARDS
from .piercing_turn import PIERCING_TURN
from .position_all import POSITION_ALL
from .position_locks import POSITION_LOCKS
from .procedure_riders import PROCEDURE_RIDERS
from .procedures import PROCEDURES
from .protect_turn import PROTECT_TURN
from .rank_up import RANK_UP
from .rated_summon import RATED_SUMMON
from .reflected import REFLECTED
from .returned_others import RETURNED
from .ritual_entire import RITUAL_ENTIRE
from .ritual_fusion_more import RITUAL_FUSION_MORE
from .ritual_graveyard import RITUAL_GRAVEYARD
from .runick import RUNICK
from .set_cards import SET_CARDS
from .spells_gate import SPELLS_GATE
from .stat_changes import STAT_CHANGES
from .stat_sets import STAT_SETS
from .stconds import STCONDS
from .stzone import STZONE
from .substitutes import SUBSTITUTES
from .summon_both import SUMMON_BOTH
from .summon_locks import SUMMON_LOCKS
from .summoned_by import SUMMONED_BY
from .summons import SUMMONS
from .synchro import SYNCHRO
from .tail import TAIL
from .tail_steps import TAIL_STEPS
from .tallies import TALLIES
from .target_words import TARGET_WORDS
from .timing import TIMING
from .to_opponent import TO_OPPONENT
from .tokens import TOKENS
from .toons import TOONS
from .top_card_placed import TOP_CARD_PLACED
from .trap_monsters import TRAP_MONSTERS
from .trapmon import TRAPMON
from .treated_summon import TREATED_SUMMON
from .tributes_of_kind import TRIBUTES_OF_KIND
from .turn_locks import TURN_LOCKS
from .unaffected import UNAFFECTED
from .unions import UNIONS
from .xyz import XYZ
from .xyz_cards import XYZ_CARDS
from .xyz_detach import XYZ_DETACH
from .zone_locks import ZONE_LOCKS

MESSAGES: dict[str, Message] = {
    "card.atk": "{card} ({atk} de ATK)",
    "card.def": "{card} ({defense} de DEF)",
    "card.face_down": "{card} (boca abajo)",
    "kind.monster": "monstruo",
    "kind.spell_graveyard_effect": "efecto de una Mágica en el Cementerio",
    "kind.spell.normal": "Mágica Normal",
    "kind.spell.quick-play": "Mágica de Juego Rápido",
    "kind.spell.continuous": "Mágica Continua",
    "kind.spell.equip": "Mágica de Equipo",
    "kind.spell.field": "Mágica de Campo",
    "kind.spell.ritual": "Mágica de Ritual",
    "kind.trap.normal": "Trampa Normal",
    "kind.trap.continuous": "Trampa Continua",
    "kind.trap.counter": "Trampa de Contraefecto",
    "negatable.spell": "una Carta Mágica",
    "negatable.trap": "una Carta de Trampa",
    "negatable.monster": "un efecto de monstruo",
    "either": "{first} o {second}",
    "position.attack": "Posición de Ataque",
    "position.defense": "Posición de Defensa boca arriba",
    "position.set": "Posición de Defensa boca abajo",
    "zone.hand": "la mano",
    "zone.deck": "el Deck",
    "zone.extra_deck": "el Deck Extra",
    "zone.monsters": "una Zona de Monstruos",
    "zone.spells_traps": "una Zona de Magia y Trampas",
    "zone.field_spell": "la Zona del Campo",
    "zone.graveyard": "el Cementerio",
    "zone.banished": "las cartas desterradas",
    "zone.limbo": "ninguna zona",
    "phase.draw": "la Draw Phase",
    "phase.standby": "la Standby Phase",
    "phase.main1": "la Main Phase 1",
    "phase.battle": "la Battle Phase",
    "phase.main2": "la Main Phase 2",
    "phase.end": "la End Phase",
    "timing.start": "el inicio del Damage Step",
    "timing.before_damage_calculation": "el Damage Step, antes del cálculo de daño",
    "timing.damage_calculation": "el Damage Step, durante el cálculo de daño",
    "timing.after_damage_calculation": "el Damage Step, después del cálculo de daño",
    "timing.end": "el final del Damage Step",
    "lp_change": "LP: {before} → {after}",
    "link": "Eslabón de Cadena {number} ({card})",
    "takes_damage": "{player} recibe {amount} de daño ({lp})",
    "tributes.none": "ningún Sacrificio",
    "tributes.count": Plural("count", one="{count} Sacrificio", other="{count} Sacrificios"),
    "doing.normal_summon": "hacer una Invocación Normal",
    "doing.set_monster": "Colocar un monstruo",
    "doing.flip_summon": "hacer una Invocación por Volteo",
    "doing.change_position": "cambiar la Posición de Batalla de un monstruo",
    "doing.set_spell_trap": "Colocar una Mágica o Trampa",
    "would.destroy": "destruir una carta",
    "would.destroy_card": "destruir {card:el}",
    "would.change_atk": "cambiar el ATK de un monstruo",
    "would.change_atk_card": "cambiar el ATK {card:del}",
    "would.negate": "negar la activación de debajo",
    "would.special_summon": "Invocar de Modo Especial un monstruo",
    "would.special_summon_card": "Invocar de Modo Especial {card:el}",
    "would.move": "mover una carta",
    "would.move_card": "mover {card:el}",
    "why.no_target": "no se eligió ningún objetivo",
    "why.no_attacker": "ningún monstruo está atacando",
    "why.no_attack_target": "ningún monstruo está siendo atacado",
    "why.gone": "esa carta ya no está",
    "why.not_on_field": "está en {zone}, no en el Campo",
    "why.not_monster": "no es un monstruo",
    "why.cannot_special_summon": "su texto dice que no puede ser Invocado de Modo Especial",
    "why.in_zone": "está en {zone}",
    "why.already_in": "ya está en {zone}",
    "why.target_moved": "su objetivo ha dejado el lugar donde fue seleccionado",
    "target.requirement": "{what} {where}",
    "target.requirement.details": "{what} {where} ({details})",
    "target.requirement.archetype": "{what} del arquetipo «{archetype}» {where}",
    "target.requirement.kind_of": "{what} {where} (solo «{kind_of}»)",
    "target.monster": "un monstruo",
    "target.face_up_monster": "un monstruo boca arriba",
    "target.spell_trap": "una Mágica o Trampa",
    "target.face_up_spell_trap": "una Mágica o Trampa boca arriba",
    "target.spell": "una Mágica",
    "target.face_up_spell": "una Mágica boca arriba",
    "target.face_down_spell": "una Mágica boca abajo",
    "target.trap": "una Trampa",
    "target.face_up_trap": "una Trampa boca arriba",
    "target.face_down_trap": "una Trampa boca abajo",
    "target.card": "una carta",
    "target.face_up_card": "una carta boca arriba",
    "target.face_down_monster": "un monstruo boca abajo",
    "target.face_down_spell_trap": "una Mágica o Trampa boca abajo",
    "target.face_down_card": "una carta boca abajo",
    "target.field.controller": "que controles",
    "target.field.opponent": "que controle tu adversario",
    "target.field.any": "en el Campo",
    "target.graveyard.controller": "en tu Cementerio",
    "target.graveyard.opponent": "en el Cementerio de tu adversario",
    "target.graveyard.any": "en cualquier Cementerio",
    "target.banished.controller": "entre tus cartas desterradas",
    "target.banished.opponent": "entre las cartas desterradas de tu adversario",
    "target.banished.any": "entre las cartas desterradas de cualquier jugador",
    "target.other": "que no sea esta carta",
    "target.position.attack": "en Posición de Ataque",
    "target.position.defense": "en Posición de Defensa",
    "why.no_link_below": "no hay ningún Eslabón de Cadena debajo",
    "first_turn_no_draw": "Turno 1: {player} empieza y no robó en la Draw Phase de este turno. "
                          "Así lo dicen las reglas actuales; el antiguo reglamento de inicio "
                          "hacía robar también al primer jugador.",
    "draw_phase.draw": "Draw Phase: {player} roba 1 carta.",
    "draw_phase.empty_deck": "Draw Phase: {player} debe robar, pero el Deck está vacío.",
    "standby_phase": "Standby Phase de {player}.",
    "main2": "{player} no ataca más: pasa al End Step y luego a la Main Phase 2.",
    "end_phase": "{player} pasa a la End Phase.",
    "hand_size_limit": Plural(
        "count",
        one="{player} tiene {hand} cartas en la mano, más de seis, y descarta {count} carta "
            "({cards}, la última de la lista) al Cementerio.",
        other="{player} tiene {hand} cartas en la mano, más de seis, y descarta {count} cartas "
              "({cards}, las últimas de la lista) al Cementerio."),
    "end_of_turn_effects": "Terminan los efectos que duraban hasta el final del turno.",
    "next_turn": "Termina el turno; empieza el turno {number}, el de {player}.",
    "tributed": (
        "{player} manda {cards:el} al Cementerio como Sacrificio para {card:el}, de Nivel {level}."
    ),
    "monster_set": "{player} Coloca {card:el} boca abajo en Posición de Defensa: es la única "
                   "Invocación Normal o Colocación del turno.",
    "normal_summoned": "{player} Invoca de Modo Normal {card:el} en Posición de Ataque: es la "
                       "única Invocación Normal o Colocación del turno.",
    "tribute_summoned": "{player} Invoca por Sacrificio {card:el} en Posición de Ataque: es la "
                        "única Invocación Normal o Colocación del turno.",
    "flip_summoned": "{player} Invoca por Volteo {card:el}: boca arriba en Posición de Ataque (no "
                     "es una Invocación Normal; cuenta como su cambio de posición del turno).",
    "position_changed": "{player} cambia {card:el} a {position}.",
    "spell_trap_set": "{player} Coloca una carta boca abajo ({card}, {kind}); Colocar no es "
                      "activar.",
    "field_spell_replaced.set": "{card:el} deja la Zona del Campo de {player} y va al Cementerio "
                                "(reemplazada; no es una destrucción).",
    "field_spell_replaced.activate": "{card:el} deja la Zona del Campo de {player} y va al "
                                     "Cementerio para dejar sitio a la nueva Mágica de Campo "
                                     "(no es una destrucción).",
    "activation.card": "{player} activa {card:el} ({kind}, Velocidad de Hechizo {speed})",
    "activation.flip_summon": "Se activa el Efecto de Volteo {card:del} (Velocidad de Hechizo 1)",
    "activation.flip_after_damage": "Después del cálculo de daño, se activa el Efecto de "
                                    "Volteo {card:del}",
    "chain_link_added": "{what} como Eslabón de Cadena {number}; {player} puede responder.",
    "pass.respond": "{player} pasa; {other} puede añadir un Eslabón de Cadena o pasar.",
    "pass.chain_complete": "{player} también pasa: los dos pasaron seguidos, así que la Cadena "
                           "está completa.",
    "chain_closes": "Nadie añade un Eslabón de Cadena: la Cadena se resuelve.",
    "chain_resolves": Plural(
        "count",
        one="La Cadena se resuelve del último eslabón al primero ({count} eslabón).",
        other="La Cadena se resuelve del último eslabón al primero ({count} eslabones)."),
    "link.negated": "El {link} fue negado: no se aplica nada de su efecto.",
    "link.left_field": "El {link} dejó el Campo antes de resolverse: una carta de este tipo "
                       "({kind}) que ya no está no aplica nada.",
    "link.resolves": "El {link} se resuelve.",
    "link.resolves_anyway": "El {link} se resuelve (se resuelve aunque haya dejado el Campo).",
    "chain_over.to_graveyard": "La Cadena terminó: {card:el} ({kind}) va al Cementerio de "
                               "{player}.",
    "chain_over.stays": "{card:el} ({kind}) permanece boca arriba en el Campo.",
    "effect_part_skipped": "El {link} debería {what}, pero {why}; esa parte no hace nada.",
    "sequence.done.if_you_do": "El {link} hizo la parte anterior a «y si lo haces», así que la "
                               "parte siguiente se hace en el mismo momento.",
    "sequence.done.then": "El {link} hizo la parte anterior a «después», así que la parte "
                          "siguiente se hace a continuación.",
    "sequence.not_done.if_you_do": "El {link} no hizo la parte anterior a «y si lo haces», así que "
                                   "la parte siguiente tampoco se hace.",
    "sequence.not_done.then": "El {link} no hizo la parte anterior a «después», así que la parte "
                              "siguiente tampoco se hace.",
    "destroyed": "La carta {card:el} es destruida y va al Cementerio de {owner}.",
    "destroyed.by_link": "{link}: la carta {card:el} es destruida y va al Cementerio de "
                          "{owner}.",
    "destroyed.by_battle": "Destruido en batalla: {card:el} va al Cementerio de {owner}.",
    "destroyed.to_extra_deck": "La carta {card:el} es destruida; como Monstruo de Péndulo boca "
                               "arriba, va boca arriba al Deck Extra de {owner} en lugar de al "
                               "Cementerio.",
    "destroyed.by_link.to_extra_deck": "{link}: la carta {card:el} es destruida; como Monstruo de "
                                       "Péndulo boca arriba, va boca arriba al Deck Extra de "
                                       "{owner} en lugar de al Cementerio.",
    "destroyed.by_battle.to_extra_deck": "Destruido en batalla: {card:el} es un Monstruo de "
                                         "Péndulo boca arriba, así que va boca arriba al Deck "
                                         "Extra de {owner} en lugar de al Cementerio.",
    "pendulum.to_extra_deck": "La carta {card:el}, un Monstruo de Péndulo boca arriba, deja el "
                              "Campo: va boca arriba al Deck Extra de {owner} en lugar de al "
                              "Cementerio.",
    "effect_damage": "{link}: {player} recibe {amount} de daño ({lp}).",
    "cost.discard": "{player} descarta {cards:el} para activar {card:el}.",
    "cost.tribute": "{player} Sacrifica {cards:el} para activar {card:el}.",
    "cost.pay_lp": "{player} paga {amount} LP para activar {card:el} ({lp}).",
    "lp_gained": "{link}: {player} gana {amount} LP ({lp}).",
    "effect_draw": Plural("count", one="{link}: {player} roba {count} carta.",
                          other="{link}: {player} roba {count} cartas."),
    "effect_draw_empty_deck": "{link}: {player} debe robar, pero el Deck está vacío.",
    "atk_changed.lowered": "{link}: {card:el} pierde {amount} de ATK hasta el final del turno "
                           "(ATK {before} → {after}).",
    "atk_changed": "{link}: {card:el} gana {amount} de ATK hasta el final del turno (ATK "
                   "{before} → {after}).",
    "atk_changed.lowered.lasting": "{link}: {card:el} pierde {amount} de ATK mientras siga boca "
                                   "arriba en el Campo (ATK {before} → {after}).",
    "atk_changed.lasting": "{link}: {card:el} gana {amount:+d} de ATK mientras siga boca arriba "
                           "en el Campo (ATK {before} → {after}).",
    "link_negated_by": "El {link} niega la activación del Eslabón de Cadena {number} ({card}).",
    "special_summon_no_room": "El {link} debería Invocar de Modo Especial {card:el}, pero las "
                              "cinco "
                              "Zonas de Monstruos Principales de {player} están llenas; se "
                              "queda en {zone}.",
    "special_summoned": "{link}: {card:el} es {card:Invocado|Invocada} de Modo Especial desde "
                        "{zone} al Campo de "
                        "{player} en {position}.",
    "special_summoned.extra_deck": "{link}: {card:el} es {card:Invocado|Invocada} de Modo "
                                   "Especial desde {zone} "
                                   "(el «Deck de Fusión» del reglamento antiguo) al Campo de "
                                   "{player} en {position}.",
    "returned_to_hand": "{link}: {card:el} vuelve a la mano de {player} (desde {zone}).",
    "to_deck.shuffled": "{link}: {card:el} va desde {zone} al Deck de {player}, que se "
                        "baraja.",
    "to_deck.top": "{link}: {card:el} se coloca desde {zone} en la parte superior del Deck de "
                   "{player}.",
    "to_deck.extra": "{link}: {card:el} vuelve desde {zone} al Deck Extra de {player}, adonde "
                     "vuelve un monstruo de su clase en lugar de al Deck.",
    "sent_to_graveyard": "{link}: {card:el} va al Cementerio de {player} (desde {zone}); no "
                         "es una destrucción.",
    "banished": "{link}: la carta {card:el} es desterrada (desde {zone}).",
    "battle_phase": "{player} entra en la Battle Phase.",
    "attack_declared": "{attacker:el} ataca {target:al}.",
    "attack_direct": "{attacker:el} ataca directamente a {player} ({player} no controla ningún "
                     "monstruo).",
    "no_response_to_attack": "Ningún jugador responde al ataque.",
    "damage_step_timing.atk": "El ataque está ahora en {timing}: aquí se pueden activar "
                              "Trampas de Contraefecto y cartas que cambian directamente el "
                              "ATK o la DEF.",
    "damage_step_timing.counter": "El ataque está ahora en {timing}: aquí solo se pueden "
                                  "activar Trampas de Contraefecto.",
    "no_activation_at_timing": "Ningún jugador activa nada en {timing}: el Damage Step sigue.",
    "attacker_gone": "{card:el} ya no está en el Campo: su ataque termina.",
    "replay": "Los monstruos de {player} cambiaron después de declarar el ataque: hay una "
              "Repetición. {card:el} no sigue con este ataque; {owner} puede declarar uno nuevo "
              "con "
              "él.",
    "face_down_target_flipped": "{card:el} se voltea boca arriba en Posición de Defensa antes del "
                                "cálculo de daño (no es una Invocación por Volteo).",
    "left_before_calculation": "{cards:el} dejó el Campo antes del cálculo de daño: no hay "
                               "cálculo de daño ni Repetición; el ataque pasa al final del "
                               "Damage Step.",
    "battle.both_zero": "{attacker:el} ataca {target:al}: ninguno es destruido y no hay daño.",
    "battle.both_destroyed": "{attacker:el} ataca {target:al}: ambos son destruidos y no hay "
                             "daño.",
    "battle.destroyed_with_damage": "{attacker:el} ataca {target:al}: {card:el} es destruido y "
                                    "{damage}.",
    "battle.destroyed": "{attacker:el} ataca {target:al}: {card:el} es destruido y no hay daño.",
    "battle.defense_holds": "{attacker:el} ataca {target:al}: nada es destruido y {damage}.",
    "battle.nothing": "{attacker:el} ataca {target:al}: nada es destruido y no hay daño.",
    "attack_direct.by_effect": "{attacker:el} ataca directamente a {player}: su texto le permite "
                               "atacar directamente aunque {player} controla {count} "
                               "{count:monstruo|monstruos}.",
    "battle.destroyed_piercing": "{attacker:el} ataca {target:al}: {card:el} es destruido y, "
                                 "como {attacker:el} inflige daño de batalla de penetración, "
                                 "{damage}.",
    "battle.destroyed_with_damage.survives": (
        "{attacker:el} ataca {target:al}: {card:el} pierde la batalla pero no "
        "es destruido, y {damage}."),
    "battle.destroyed.survives": (
        "{attacker:el} ataca {target:al}: {card:el} pierde la batalla pero no "
        "es destruido, y no hay daño."),
    "battle.destroyed_piercing.survives": (
        "{attacker:el} ataca {target:al}: {card:el} pierde la batalla pero no "
        "es destruido y, como {attacker:el} inflige daño de batalla de penetración, {damage}."),
    "equip.equipped": "{link}: {card:el} se equipa {monster:al}, que ahora tiene {atk} de ATK "
                      "y {defense} de DEF.",
    "equip.nothing_to_equip": "{link}: {card:el} ya no tiene un monstruo boca arriba al que "
                              "equiparse, así que va al Cementerio de {owner}.",
    "equip.destroyed": "{card:el} ya no está equipada a un monstruo boca arriba en el Campo, "
                       "así que es destruida y va al Cementerio de {owner}.",
    "effect.not_destroyed": (
        "{link}: {card:el} no puede ser {card:destruido|destruida} por efectos de cartas: se queda "
        "en el Campo."
    ),
    "battle.not_destroyed": "{card:el} no puede ser destruido en batalla: se queda en el Campo.",
    "battle.direct": "{attacker:el} ataca directamente a {player}: {damage}.",
    "lost.lp_zero": "Los LP de {player} son 0, así que {player} pierde el Duelo en el acto.",
    "lost.deck_out": "{player} tuvo que robar con el Deck vacío, así que {player} pierde el "
                     "Duelo.",
    "won.exodia": "{player} tiene en la mano las cinco piezas de «Exodia, el Prohibido»: "
                  "{player} gana el Duelo en el acto, sean cuales sean los LP.",
    "duel_drawn": "Los dos jugadores pierden en el mismo momento: el Duelo es un empate y nadie "
                  "gana.",
    "duel_won": "{player} gana el Duelo.",
    "illegal.no_such_card": "No hay ninguna carta '{id}' en este Duelo.",
    "illegal.battle_phase_turn_one": "El turno 1 es el primer turno del Duelo: {player}, que "
                                     "empieza, no puede realizar una Battle Phase en él (el "
                                     "reglamento antiguo dice lo mismo).",
    "illegal.battle_phase_once": "La Battle Phase llega una sola vez, justo después de la Main "
                                 "Phase 1.",
    "illegal.main2_without_battle": "La Main Phase 2 solo llega después de una Battle Phase; "
                                    "sin ella, el turno pasa de la Main Phase 1 a la End Phase "
                                    "(end_turn).",
    "illegal.attack_not_in_battle_phase": "{player} no está en la Battle Phase: los ataques se "
                                          "declaran en su Battle Step (se entra con "
                                          "battle_phase).",
    "illegal.direct_attack_past_monster": "{player} controla un monstruo, boca arriba o boca "
                                          "abajo, así que {card:el} no puede atacar "
                                          "directamente.",
    "illegal.attack_target": "{card:el} no puede ser atacado: el objetivo debe ser un monstruo "
                             "que controle {player}, o «direct».",
    "illegal.attacker_not_own": "{card:el} no puede atacar: solo puede hacerlo un monstruo en el "
                                "Campo de {player}.",
    "illegal.attacker_position": "{card:el} está en {position}: solo un monstruo en Posición de "
                                 "Ataque puede declarar un ataque.",
    "illegal.attacked_already": "{card:el} ya atacó este turno: cada monstruo ataca una vez por "
                                "Battle Phase.",
    "illegal.damage_step_no_attack": "No hay ningún ataque pendiente: solo hay Damage Step "
                                     "después de declarar un ataque.",
    "illegal.damage_step_passed": "El ataque ya está en {now}: los momentos del Damage "
                                  "Step llegan una vez cada uno, en orden, y {timing} ya pasó.",
    "illegal.damage_step_atk_too_late": "Estamos en {now}: {card:el} cambia el ATK, y una carta "
                                        "que cambia el ATK o la DEF solo se puede activar en el "
                                        "Damage Step hasta que empieza el cálculo de daño.",
    "illegal.damage_step_excepted": "El efecto {card:del} dice «(excepto durante el Damage "
                                    "Step)»: no se puede activar en el Damage Step.",
    "illegal.damage_step_not_allowed": "Estamos en {now}: en el Damage Step solo se pueden "
                                       "activar Trampas de Contraefecto y cartas que cambian "
                                       "directamente el ATK o la DEF, y {card:el} ({kind}) no es "
                                       "ninguna de las dos; se puede activar cuando termine el "
                                       "Damage Step.",
    "illegal.activate_monster": "{card:el} es un monstruo: aquí solo se activan Cartas Mágicas y "
                                "de Trampa; el Efecto de Volteo de un monstruo se activa solo "
                                "cuando se voltea boca arriba.",
    "illegal.not_your_priority": "Ahora puede responder {player}, no {owner}: después de una "
                                 "activación responde primero el otro jugador.",
    "illegal.nothing_to_negate": "{card:el} niega la activación del Eslabón de Cadena de debajo, "
                                 "y no hay ninguna Cadena abierta: no hay nada que negar, así "
                                 "que no se puede activar como Eslabón de Cadena 1.",
    "illegal.cannot_negate_this_kind": "{card:el} solo puede negar la activación de {kinds}, y el "
                                       "Eslabón de Cadena {number} ({below}) es de otro tipo "
                                       "({kind}): no tiene nada que negar.",
    "illegal.activate_from_zone": "{card:el} está en {zone}: una Mágica se activa desde la mano o "
                                  "desde el Campo, una Trampa solo cuando está Colocada en el "
                                  "Campo.",
    "illegal.already_face_up": "{card:el} ya está boca arriba en el Campo: ya se activó y no se "
                               "puede activar otra vez mientras siga allí.",
    "illegal.trap_set_this_turn": "{card:el} se Colocó este turno: una Trampa no se puede activar "
                                  "en el turno en que se Colocó.",
    "illegal.cannot_pay_lp": "{card:el} cuesta {amount} LP y su jugador tiene {lp}: no se "
                             "puede pagar un coste de más LP de los que se tienen.",
    "illegal.needs_target": "{card:el} selecciona {requirement}: su activación debe nombrar un "
                            "objetivo así.",
    "illegal.target_does_not_fit": "{target:el} no puede ser el objetivo {card:del}, que "
                                   "selecciona {requirement}.",
    "illegal.once_per_turn": "{player} ya activó una carta con este nombre este turno: {card:el} "
                             "solo se puede activar una vez por turno.",
    "illegal.cost_discard": Plural(
        "count",
        one="{card:el} cuesta descartar {count} carta de la mano de {player}: el «cost» de la "
            "acción debe nombrar exactamente esa carta, de esa mano.",
        other="{card:el} cuesta descartar {count} cartas de la mano de {player}: el «cost» de la "
              "acción debe nombrar exactamente esas, de esa mano."),
    "illegal.cost_tribute": Plural(
        "count",
        one="{card:el} cuesta Sacrificar {count} monstruo que controle {player}: el «cost» de la "
            "acción debe nombrar exactamente ese monstruo.",
        other="{card:el} cuesta Sacrificar {count} monstruos que controle {player}: el «cost» de "
              "la acción debe nombrar exactamente esos."),
    "illegal.needs_attack_declaration": "{card:el} solo se puede activar cuando un "
                                        "monstruo del adversario declara un ataque, y no hay "
                                        "ningún ataque así esperando en el Battle Step.",
    "illegal.quick_play_set_this_turn": "{card:el} se Colocó este turno: una Mágica de Juego "
                                        "Rápido Colocada no se puede activar en el turno en que "
                                        "se Colocó.",
    "illegal.trap_in_hand": "{card:el} es una Trampa en la mano: una Trampa debe Colocarse "
                            "primero y se puede activar a partir del turno siguiente.",
    "illegal.trap_hand_condition": "{card:el} solo se puede activar desde la mano si en el campo "
                                   "se cumple lo que su texto pide para {player}, y ahora no se "
                                   "cumple: si no, una Trampa debe Colocarse primero.",
    "illegal.quick_play_from_hand": "{card:el} es una Mágica de Juego Rápido en la mano: desde la "
                                    "mano solo se puede activar durante el turno de su dueño.",
    "illegal.no_zone_to_activate": "Las cinco Zonas de Magia y Trampas de {player} están "
                                   "llenas: no hay zona donde activar {card:el}.",
    "illegal.speed_one_response": "{card:el} ({kind}, Velocidad de Hechizo 1) no se puede activar "
                                  "en respuesta a nada; solo puede ser el Eslabón de Cadena 1, "
                                  "cuando no hay ninguna Cadena abierta.",
    "illegal.speed_one_timing": "{card:el} ({kind}, Velocidad de Hechizo 1) solo la puede activar "
                                "el jugador en turno, en su propia Main Phase 1 o 2.",
    "illegal.lower_spell_speed": "{card:el} tiene Velocidad de Hechizo {speed}, menor que el "
                                 "Eslabón de Cadena {number} ({top}, Velocidad de Hechizo "
                                 "{top_speed}): una respuesta debe tener Velocidad de Hechizo "
                                 "igual o mayor.",
    "illegal.nothing_to_pass": "No hay nada a lo que pasar: no hay ninguna Cadena abierta ni "
                               "ningún ataque esperando respuestas.",
    "illegal.not_turn_players_card": "{card:el} es de {owner}, y solo el jugador en turno "
                                     "({player}) puede {doing}.",
    "illegal.not_main_phase": "{player} no puede {doing} durante {phase}: solo en la Main "
                              "Phase 1 o 2.",
    "illegal.summon_not_in_hand": "{card:el} no es un monstruo en la mano de {owner}: solo un "
                                  "monstruo en la mano se puede Invocar de Modo Normal o "
                                  "Colocar.",
    "illegal.second_normal_summon": "{player} ya hizo una Invocación Normal o Colocó un "
                                    "monstruo este turno: solo se puede hacer una vez por turno.",
    "illegal.cannot_normal_summon": "{card:el} no se puede Invocar de Modo Normal ni "
                                    "Colocar: lo dice su texto o su clase.",
    "illegal.tribute_count": Plural(
        "count", one="{card:el} es de Nivel {level}, así que necesita {need}; se indicó {count}.",
        other="{card:el} es de Nivel {level}, así que necesita {need}; se indicaron {count}."),
    "illegal.tribute_not_own": "{card:el} no se puede Sacrificar: un Sacrificio debe ser un "
                               "monstruo que {player} controle en el Campo.",
    "illegal.monster_zones_full": "Las cinco Zonas de Monstruos Principales de {player} están "
                                  "llenas: no hay zona para {card:el}.",
    "illegal.not_monster_on_field": "{card:el} no es un monstruo en el Campo de {owner}.",
    "illegal.flip_summon_face_up": "{card:el} ya está boca arriba: solo un monstruo boca abajo en "
                                   "Posición de Defensa se puede Invocar por Volteo.",
    "illegal.flip_summon_set_this_turn": "{card:el} se Colocó este turno: un monstruo no se puede "
                                         "Invocar por Volteo en el turno en que se Colocó.",
    "illegal.flip_summon_position_changed": "{card:el} ya cambió su Posición de Batalla este "
                                            "turno.",
    "illegal.position_face_down": "{card:el} está boca abajo: ponerlo boca arriba en Posición de "
                                  "Ataque es una Invocación por Volteo (flip_summon), no un "
                                  "cambio de posición.",
    "illegal.position_on_arrival": "{card:el} llegó al Campo este turno: su Posición de Batalla "
                                   "no se puede cambiar en el turno en que fue Invocado o "
                                   "Colocado.",
    "illegal.position_once": "{card:el} ya cambió su Posición de Batalla este turno: una vez por "
                             "turno.",
    "illegal.position_after_attack": "{card:el} atacó este turno, así que su Posición de Batalla "
                                     "no se puede cambiar hasta el turno siguiente.",
    "illegal.set_not_spell_trap": "{card:el} no es una Mágica o Trampa en la mano de {owner}.",
    "illegal.spell_trap_zones_full": "Las cinco Zonas de Magia y Trampas de {player} están "
                                     "llenas.",
    "input.duplicate_id": "id '{id}' repetido (usado primero en {first})",
    "input.field_only": "solo una carta en el Campo puede tener esto",
    "input.unknown_step": "paso desconocido (pasos conocidos: {known})",
    "input.ygo.no_battle_phase_turn_one": "el turno 1 no tiene Battle Phase: el primer jugador "
                                          "no puede realizarla ({rule})",
    "input.ygo.field_spell_only": "debe ser una Mágica de Campo (kind: spell, spell_type: "
                                  "field)",
    "input.ygo.too_many_monsters": "tiene demasiados monstruos: un jugador tiene {most} Zonas "
                                   "de Monstruos Principales, así que como mucho {most} "
                                   "monstruos ({rule})",
    "input.ygo.too_many_spells_traps": "tiene demasiadas cartas: un jugador tiene {most} Zonas "
                                       "de Magia y Trampas, así que como mucho {most} cartas "
                                       "({rule}; una Mágica de Campo va en field_spell)",
    "input.ygo.too_many_extra_deck": "tiene demasiadas cartas: un Deck Extra tiene como mucho "
                                     "{most} ({rule})",
    "input.ygo.monster_here": "aquí una carta debe ser un monstruo",
    "input.ygo.spell_trap_here": "aquí una carta debe ser una Mágica o una Trampa",
    "input.ygo.field_spell_elsewhere": "una Mágica de Campo va en `field_spell`, no en una Zona "
                                       "de Magia y Trampas ({rule})",
    "input.ygo.same_cost_twice": "nombra dos veces la misma carta",
    "input.ygo.same_tribute_twice": "nombra dos veces el mismo monstruo",
    "input.ygo.card_id": "debe ser un id de carta",
    "input.ambiguous_card_name": "{count} cartas se llaman «{name}» ({numbers}): indica la "
                                 "contraseña de la carta que quieres decir",
    "input.no_printed_card": "no hay ninguna carta {number}: indica su contraseña (8 "
                             "cifras, como está impresa) o un nombre que solo lleve una "
                             "carta (los datos de cartas se importan con import_cards)",
    "input.ygo.negates_without_negate": "solo tiene esto una carta cuyo efecto tiene un paso "
                                        "`negate`",
    "input.ygo.nested_too_deep": "los pasos `if_you_do` y `then` se anidan como máximo {most} "
                                 "niveles",
    "input.ygo.position_of_monsters_only": "solo los monstruos tienen posición: da una posición "
                                           "solo con `what: monsters`",
    "input.ygo.negates_empty": "debe nombrar al menos uno de: {choices}",
    "input.ygo.reserved_id": "'{id}' es una palabra reservada",
    "activation.ignition": "{player} activa el Efecto de Ignición {card:del} (Velocidad de "
                           "Hechizo {speed})",
    "activation.spell_graveyard": "{player} activa el efecto {card:del} en el Cementerio "
                                  "(Velocidad de Hechizo {speed})",
    "illegal.spell_graveyard_timing": "El efecto {card:del} en el Cementerio tiene Velocidad de "
                                      "Hechizo 1: solo se puede activar en la propia Main Phase "
                                      "de quien lo controla, como Eslabón de Cadena 1, sin "
                                      "ninguna Cadena abierta.",
    "activation.quick": "{player} activa el Efecto Rápido {card:del} (Velocidad de Hechizo "
                        "{speed})",
    "activation.trigger": "{player} activa el Efecto Disparado {card:del} (Velocidad de "
                          "Hechizo {speed})",
    "illegal.no_such_effect": "{card:el} no tiene ningún efecto activable con el índice "
                              "{number} (los efectos se cuentan desde 0).",
    "illegal.effect_from_zone": (
        "Este efecto {card:del} se activa desde {where}, pero la carta está en {zone}."
    ),
    "illegal.effect_face_down": "{card:el} está boca abajo: el efecto de un monstruo se activa "
                                "desde el Campo solo mientras está boca arriba.",
    "illegal.ignition_timing": "El Efecto de Ignición {card:del} solo se puede activar en la "
                               "propia Main Phase de quien lo controla, como Eslabón de Cadena "
                               "1, sin ninguna Cadena abierta.",
    "illegal.trigger_no_event": "El Efecto Disparado {card:del} responde a un suceso que "
                                "no acaba de ocurrir: {event}.",
    "illegal.missed_timing": "El efecto {card:del} dice «cuando ... puedes» y su suceso "
                             "({event}) no fue lo último que ocurrió: ha perdido el momento.",
    "illegal.trigger_in_chain": "El Efecto Disparado {card:del} tiene Velocidad de Hechizo "
                                "1: solo entra en una Cadena junto a otros Efectos "
                                "Disparados del mismo momento.",
    "illegal.effect_once_by_name": "{player} ya usó este turno este efecto {card:del} o de una "
                                   "carta con el mismo nombre: solo puede usarse una vez por "
                                   "turno.",
    "illegal.effect_once_per_copy": "Este efecto {card:del} ya se usó este turno: cada copia "
                                    "solo puede usarlo una vez por turno.",
    "illegal.effect_once_shared": "{player} ya usó este turno un efecto {card:del} o de una "
                                  "carta con el mismo nombre: solo puede usarse uno de sus "
                                  "efectos por turno, y solo una vez.",
    "trigger_event.normal_summoned": "esta carta es Invocada de Modo Normal",
    "trigger_event.special_summoned": "esta carta es Invocada de Modo Especial",
    "trigger_event.summoned": "esta carta es Invocada",
    "trigger_event.sent_to_graveyard": "esta carta es mandada al Cementerio",
    "trigger_event.sent_to_graveyard_by_effect": "esta carta es mandada al "
                                                  "Cementerio por un efecto de carta",
    "trigger_event.sent_from_field_to_graveyard": "esta carta es mandada del Campo al "
                                                  "Cementerio",
    "input.ygo.trigger_needs_event": "un Efecto Disparado necesita el suceso al que "
                                     "responde (uno de {choices})",
    "input.ygo.event_of_trigger_only": "solo un Efecto Disparado responde a un suceso",
    "cost.self_tribute": "{player} Sacrifica {card:el}, la propia carta, como coste de su "
                         "efecto.",
    "cost.self_discard": "{player} descarta {card:el}, la propia carta, como coste de su efecto.",
    "cost.self_banish": "{player} destierra {card:el}, la propia carta, del Cementerio como coste "
                        "de su efecto.",
    "input.ygo.cost_self_from": "un monstruo se entrega a sí mismo como este coste solo "
                                "con `from: {where}`",
    "input.ygo.spell_effect_graveyard": "un efecto de una Carta Mágica que no sea su "
                                        "activación se activa aquí desde su Cementerio (from: "
                                        "graveyard, type: ignition)",
    "input.ygo.only_monsters": "solo los monstruos tienen esto",
    "input.ygo.only_spells": "solo las Mágicas tienen esto",
    "input.ygo.only_traps": "solo las Trampas tienen esto",
    "input.ygo.only_spells_traps": "solo las Mágicas y las Trampas tienen esto",
    "input.ygo.effect_on_monster": "solo las Mágicas y las Trampas tienen esto; el Efecto de "
                                   "Volteo de un monstruo va en `flip`",
    "verdict.illegal": "La acción {number} no está permitida ({rule}): {reason}",
    "verdict.battle": "{battle}",
    "verdict.win": "{winner} gana el Duelo: {reason}.",
    "verdict.win.lp": "los LP de {loser} llegaron a 0",
    "verdict.win.deck_out": "{loser} tuvo que robar de un Deck vacío",
    "verdict.win.exodia": "{winner} tiene en la mano las cinco piezas de Exodia",
    "verdict.draw": "El Duelo es un empate: los LP de los dos jugadores llegaron a 0 en el "
                    "mismo momento.",
    # tomar una carta descrita del propio Deck, mano o Cementerio (fetch, 5-3-13)
    "pick.requirement": "{what} de {where}",
    "pick.requirement.details": "{what} de {where} ({details})",
    "pick.what.monster": "un monstruo",
    "pick.what.spell": "una Mágica",
    "pick.what.trap": "una Trampa",
    "pick.what.spell_trap": "una Mágica o Trampa",
    "pick.what.card": "una carta",
    "pick.from.deck": "tu Deck",
    "pick.from.hand": "tu mano",
    "pick.from.graveyard": "tu Cementerio",
    "pick.named": "llamada {names}",
    "pick.archetype": "del arquetipo «{archetype}»",
    "pick.level": "de Nivel {level}",
    "pick.level_max": "de Nivel {level} o menos",
    "pick.level_min": "de Nivel {level} o más",
    "pick.except": "excepto {names}",
    "illegal.needs_pick": "{card:el} toma {requirement}: su activación debe nombrar la carta "
                          "que toma el jugador (pick), porque es él quien la elige.",
    "illegal.pick_does_not_fit": "{card:el} no puede tomar {pick:el}: toma {requirement}.",
    "would.fetch.hand": "añadir una carta a la mano",
    "would.fetch.graveyard": "mandar una carta al Cementerio",
    "would.fetch.field": "Invocar de Modo Especial un monstruo",
    "why.no_pick": "no se nombró ninguna carta para tomar",
    "why.pick_gone": "{card:el} ya no está ahí para {card:tomarlo|tomarla} (está en {zone})",
    "fetched.hand": "{link}: {player} añade {card:el} desde {zone} a su mano y {card:lo|la} "
                    "muestra.",
    "fetched.graveyard": "{link}: {player} manda {card:el} desde {zone} al Cementerio.",
    "would.fetch.set": "Colocar una Mágica o Trampa",
    "why.zones_full": "todas sus Zonas de Magia y Trampas están ocupadas",
    "why.not_spell_trap": "no es una Mágica ni una Trampa",
    "fetched.set": "{link}: {player} Coloca {card:el} desde {zone} boca abajo en una Zona de "
                   "Magia y Trampas.",
    "fetched.set.field": "{link}: {player} Coloca {card:el} desde {zone} boca abajo en su Zona "
                         "del Campo.",
    "illegal.no_zone_to_set": "{card:el} Coloca una carta desde el Deck, pero {player} no tiene "
                              "ninguna Zona de Magia y Trampas libre para ella.",
    "deck_shuffled": "{link}: {player} baraja su Deck.",
    # una posición de batalla cambiada por un efecto (change_position, 9-2-7)
    "would.change_position": "cambiar la Posición de Batalla de un monstruo",
    "would.change_position_card": "cambiar la Posición de Batalla {card:del}",
    "why.link_position": "un Monstruo de Enlace está siempre en Posición de Ataque",
    "why.already_position": "ya está en {position}",
    "position_changed.by_effect": "{link}: {card:el} se cambia a {position}.",
    "illegal.mandatory_trigger": "El Efecto Disparado {card:del} (efecto {number}) es "
                                 "obligatorio y responde a lo que acaba de ocurrir: debe "
                                 "activarse antes de hacer cualquier otra cosa.",
    "cost.self_send": "{player} manda {card:el}, la propia carta, de la mano al Cementerio como "
                      "coste de su efecto.",
    "cost.self_reveal": "{player} muestra {card:el} de su mano como coste de su efecto; la carta "
                        "se queda en la mano.",
    "cost.detach": Plural(
        "left",
        one="{player} desacopla {count} {count:material|materiales} {card:del} como coste de su "
            "efecto; {count:va|van} al Cementerio (le queda {left}).",
        other="{player} desacopla {count} {count:material|materiales} {card:del} como coste de su "
              "efecto; {count:va|van} al Cementerio (le quedan {left}).",
        zero="{player} desacopla {count} {count:material|materiales} {card:del} como coste de su "
             "efecto; {count:va|van} al Cementerio (no le queda ninguno).",
    ),
    "illegal.cost_detach": Plural(
        "have",
        one="{card:el} debe desacoplar {count} {count:material|materiales} para activar este "
            "efecto, y solo tiene {have}.",
        other="{card:el} debe desacoplar {count} {count:material|materiales} para activar este "
              "efecto, y solo tiene {have}.",
        zero="{card:el} debe desacoplar {count} {count:material|materiales} para activar este "
             "efecto, y no tiene ninguno.",
    ),
    "trigger_event.tribute_summoned": "esta carta es Invocada por Sacrificio",
    "trigger_event.flip_summoned": "esta carta es Invocada por Volteo",
    "trigger_event.normal_or_flip_summoned": "esta carta es Invocada de Modo Normal o por "
                                             "Volteo",
    "trigger_event.any_summoned": "esta carta es Invocada de Modo Normal, Especial o por "
                                  "Volteo",
    "trigger_event.destroyed_by_battle": "esta carta es destruida en batalla",
    "trigger_event.destroyed_by_effect": "esta carta es destruida por un efecto de carta",
    "trigger_event.destroyed": "esta carta es destruida",
    "trigger_event.destroyed_a_monster": "esta carta destruye un monstruo en batalla",
    "trigger_event.inflicted_battle_damage": "esta carta inflige daño de batalla al adversario",
    "trigger_event.inflicted_direct_damage": "esta carta inflige daño de batalla con un ataque "
                                             "directo",
    "trigger_event.banished": "esta carta es desterrada",
    "trigger_event.your_standby_phase": "durante la Standby Phase de su controlador",
    "trigger_event.standby_phase": "durante una Standby Phase",
    "trigger_event.opponent_standby_phase": "durante la Standby Phase del adversario de su "
                                            "controlador",
    "trigger_event.your_end_phase": "durante la End Phase de su controlador",
    "trigger_event.end_phase": "durante una End Phase",
    "trigger_event.opponent_end_phase": "durante la End Phase del adversario de su controlador",
    "illegal.phase_trigger": "El efecto {card:del} solo puede activarse {event}; ahora el juego "
                             "está en {now} del turno de {player}.",
    "illegal.phase_trigger_used": "El efecto {card:del} ya se activó en esta fase: se activa "
                                  "una vez por fase ({event}).",
    "illegal.mandatory_phase_trigger": "El Efecto Disparado {card:del} (efecto {number}) "
                                       "es obligatorio: debe activarse en {phase} del "
                                       "turno de {player}, que este paso atravesaría "
                                       "sin él.",
    "main1": "{player} pasa a la Main Phase 1.",
    "illegal.end_phase_from": "A la End Phase se llega desde una Main Phase o la Battle Phase, "
                              "no desde {phase}.",
    "illegal.main1_from": "La Main Phase 1 llega justo después de la Standby Phase; ahora el "
                          "turno está en {phase}.",
    "doing.synchro_summon": "Invocar por Sincronía",
    "doing.xyz_summon": "Invocar Xyz",
    "monster_kind.synchro": "Monstruo de Sincronía",
    "monster_kind.xyz": "Monstruo Xyz",
    "extra_summoned.synchro": "{player} Invoca por Sincronía {card:el} desde el Deck Extra en "
                              "{position}, mandando {materials:el} al Cementerio como Material "
                              "de Sincronía.",
    "extra_summoned.xyz": "{player} Invoca Xyz {card:el} desde el Deck Extra en {position}, "
                          "sobre {materials:el} como sus Materiales Xyz.",
    "illegal.extra_summon_where": "{card:el} no es un {kind} del Deck Extra de {owner}: solo un "
                                  "monstruo así se Invoca de este modo.",
    "illegal.extra_summon_forbidden": "Según su texto, {card:el} no puede ser "
                                      "{card:Invocado|Invocada} de Modo Especial de ninguna "
                                      "manera.",
    "illegal.effect_turn_sent": "{card:el} fue {card:mandado|mandada} al Cementerio en este "
                                "turno: según su texto, este efecto solo puede activarse en un "
                                "turno posterior.",
    "illegal.material_not_face_up": "{card:el} no es un monstruo boca arriba que controle "
                                    "{player}: solo esos pueden ser sus materiales.",
    "illegal.synchro_materials": "Una Invocación por Sincronía {card:del} necesita exactamente "
                                 "un Cantante y los no-Cantantes que pide su texto; los "
                                 "materiales indicados tienen Cantantes: {tuners}, "
                                 "no-Cantantes: {others}.",
    "illegal.material_without_level": "Cada material de la Invocación por Sincronía {card:del} "
                                      "necesita un Nivel: un Monstruo Xyz tiene Rango y un "
                                      "Monstruo de Enlace, ninguno.",
    "illegal.synchro_levels": "Los Niveles de los materiales suman {total}, pero {card:el} es de "
                              "Nivel {level}: deben sumar exactamente eso.",
    "illegal.xyz_count": "Una Invocación Xyz {card:del} usa de {least} a {most} materiales, "
                         "no {count}.",
    "illegal.xyz_levels": "Cada material de la Invocación Xyz {card:del} debe ser un "
                          "monstruo de Nivel {level}.",
    "input.ygo.same_material_twice": "nombra el mismo material dos veces",
    "input.ygo.materials_max_below_min": "es menor que `min`",
    "trigger_event.synchro_summoned": "esta carta es Invocada por Sincronía",
    "trigger_event.xyz_summoned": "esta carta es Invocada Xyz",
    "trigger_event.synchro_material": "esta carta es mandada al Cementerio como Material de "
                                      "Sincronía",
    "trigger_event.flipped": "esta carta es volteada boca arriba",
    "trigger_event.normal_summoned_or_flipped": "esta carta es Invocada de Modo Normal o volteada "
                                                "boca arriba",
    "trigger_event.declared_attack": "esta carta declara un ataque",
    "trigger_event.destroyed_by_opponent": "esta carta es destruida por una carta del adversario",
    "trigger_event.destroyed_by_opponent_effect": "esta carta es destruida por un efecto de una "
                                                  "carta del adversario",
    "trigger_event.destroyed_by_battle_or_opponent_effect": "esta carta es destruida en batalla o "
                                                            "por un efecto de una carta del "
                                                            "adversario",
    "trigger_event.opponent_attack_declared": "un monstruo del adversario de su controlador "
                                              "declara un ataque",
    "trigger_event.opponent_direct_attack_declared": "un monstruo del adversario de su controlador "
                                                     "declara un ataque directo",
    "trigger_event.tributed": "esta carta es Sacrificada",
    "trigger_event.discarded": "esta carta es descartada",
    "trigger_event.special_summoned_from_hand": "esta carta es Invocada de Modo Especial desde la "
                                                "mano",
    "trigger_event.special_summoned_from_graveyard": "esta carta es Invocada de Modo Especial "
                                                     "desde el Cementerio",
    "illegal.effect_during": "El Efecto Rápido {card:del} solo puede activarse {during}.",
    "during.opponent_turn": "durante el turno del adversario",
    "during.main_phase": "durante una Main Phase",
    "during.opponent_main_phase": "durante la Main Phase del adversario",
    # restricciones y hechos impresos en las cartas (restrictions.py; 5-4, 8-4-7, 12-8-4)
    "illegal.only_one": "{player} ya controla {other:el} boca arriba y solo puede controlar 1 "
                        "carta con ese nombre: {card:el} no se puede Invocar boca arriba ni "
                        "activar mientras esa carta siga allí.",
    "why.only_one": "{other:el} ya está boca arriba en el Campo de su propietario y solo se "
                    "puede controlar 1 carta con ese nombre",
    "only_one.destroyed": "{card:el} se pone boca arriba mientras {owner} ya controla "
                          "{other:el} boca arriba, y solo se puede controlar 1 carta con ese "
                          "nombre: el juego {card:lo|la} destruye y va al Cementerio de "
                          "{owner}.",
    "why.summon_procedure": "su texto dice que solo puede ser Invocado de Modo Especial "
                            "mediante una {procedure}",
    "why.summoned_only_by": "su texto dice que solo puede ser Invocado de Modo Especial con el "
                            "efecto de «{name}»",
    "why.cannot_special_summon_from": "su texto dice que no puede ser Invocado de Modo "
                                      "Especial desde {zone}",
    "takes_no_damage": "{player} no recibe daño de batalla: lo dice el texto {card:del} "
                       "(los {amount} de daño no se infligen)",
    "battle.not_destroyed.atk": "{card:el} no puede ser destruido en batalla con un monstruo "
                                "que tenga {atk} o más ATK: se queda en el Campo.",
    "position_changed.after_attack": "Final del Damage Step: {card:el} atacó, así que su texto "
                                     "lo cambia a Posición de Defensa.",
    "illegal.no_direct_attack": "{card:el} no puede atacar directamente: lo dice su texto.",
    "illegal.attacked_enough": "{card:el} ya declaró sus {count} ataques en esta Battle Phase.",
    "illegal.untargetable": "Según su texto, {target:el} no puede ser objetivo de efectos de "
                            "cartas del adversario de {player}: {card:el} no {target:lo|la} "
                            "puede elegir.",
    "illegal.one_way_only": "{card:el} no se puede Invocar mediante una {procedure}: {why}.",
    "position_changed.after_battle_phase": "Final de la Battle Phase: {card:el} atacó, así "
                                           "que su texto lo cambia a Posición de Defensa.",
    "procedure.fusion": "Invocación por Fusión",
    "procedure.synchro": "Invocación por Sincronía",
    "procedure.xyz": "Invocación Xyz",
    "procedure.link": "Invocación por Enlace",
    "procedure.ritual": "Invocación por Ritual",
    "battle.neither_destroyed": "{card:el} no es destruido: el texto {by:del} dice que ninguno "
                                "de los dos monstruos puede ser destruido en esta batalla.",
    "input.ygo.one_way_only": "indica exactamente una de estas claves: {keys}",
}
MESSAGES.update(FIELDS["es"])  # a printed card's fields in the notes
MESSAGES.update(KINDS["es"])  # Types and Attributes as the cards print them
MESSAGES.update(COSTS["es"])  # costs of described cards, "Activate 1 of these effects"
MESSAGES.update(CHAIN_NEGATION["es"])  # negating a Chain Link's activation or effect
MESSAGES.update(FUSION_SUMMONS["es"])  # Fusion and Ritual Summons by an effect (8-5-1, 8-5-2)
MESSAGES.update(LINKS["es"])  # Link Summons (8-5-5, 8-5-7)
MESSAGES.update(XYZ["es"])  # Xyz Summons and Xyz Materials (8-5-4, 4-4-3)
MESSAGES.update(NEGATION["es"])  # cards whose effects are negated for a while (5-5)
MESSAGES.update(MOVES["es"])  # the top cards of a Deck sent to the GY (3-7-3)
MESSAGES.update(CONDITIONS["es"])  # Trigger Effects on an event with a cause (5-1-3)
MESSAGES.update(LEAVING["es"])  # banished when it leaves the field (8-4-10)
MESSAGES.update(PROCEDURES["es"])  # a monster's own ways of being summoned
MESSAGES.update(SUMMONS["es"])  # the moments around a Summon (summon_window.py)
MESSAGES.update(BATTLE["es"])  # effects on the battle: an attack negated, the Battle Phase ended
MESSAGES.update(EQUIP_CARDS["es"])  # Traps that become Equip Cards, what they give
MESSAGES.update(ACTIONS["es"])  # the actions of the best-known Spells (control)
MESSAGES.update(SUMMON_LOCKS["es"])  # Special Summons forbidden for the turn (5-2-10)
MESSAGES.update(CONTINUOUS["es"])  # Continuous Effects on ATK and DEF (5-1-1)
MESSAGES.update(TOKENS["es"])  # Tokens (4-7)
MESSAGES.update(COUNTERS["es"])  # counters (4-8)
MESSAGES.update(MODAL["es"])  # "Activate 1 of these effects": each once per turn
MESSAGES.update(LEVELS["es"])  # a Level raised or lowered (4-2-2)
MESSAGES.update(TAIL["es"])  # activation conditions read late: Battle Phase timings (5-1-4)
MESSAGES.update(IMMUNITY["es"])  # a monster that keeps its opponent from answering it
MESSAGES.update(TALLIES["es"])  # amounts counted "for each" card (5-3-20)
MESSAGES.update(TAIL_STEPS["es"])  # a second attack this turn, a random discard
MESSAGES.update(GRANTED["es"])  # the additional Normal Summon a card gives (8-1-7)
MESSAGES.update(PENDULUM["es"])  # Pendulum Scales and their Pendulum Effects (3-6, 5-1-6)
MESSAGES.update(FIELD_CARD_EFFECTS["es"])  # face-up Continuous/Field cards (10-5-1)
MESSAGES.update(STCONDS["es"])  # a Spell's or Trap's condition on the board (5-2-4)
MESSAGES.update(CHANCE["es"])  # a coin tossed, a die rolled (5-3-23)
MESSAGES.update(TIMING["es"])  # the End Phase of the turn a monster was Normal Summoned (7-7-5)
MESSAGES.update(UNIONS["es"])  # Union monsters: equip or unequip once per turn (4-3-5)
MESSAGES.update(RITUAL_FUSION_MORE["es"])  # Ritual Summons from the GY or Deck (8-5-1)
MESSAGES.update(CHOSEN["es"])  # a card chosen as the effect resolves (5-3-22)
MESSAGES.update(DIRECT_TURN["es"])  # a direct attack allowed this turn (12-3-10)
MESSAGES.update(LEVEL_ALL["es"])  # the Levels of all monsters of a kind (4-2-2)
MESSAGES.update(RANK_UP["es"])  # an effect's Xyz Summon on top of a monster (8-5-15)
MESSAGES.update(TRAPMON["es"])  # cards that stay for a while, what they hold (10-5-4)
MESSAGES.update(HAND_PICKS["es"])  # a card taken from the opponent's hand, looked at (5-3-24)
MESSAGES.update(TRAP_MONSTERS["es"])  # a Trap Special Summoned by its own effect (4-6-5)
MESSAGES.update(SYNCHRO["es"])  # Synchro Materials as the first line lists them (8-5-12)
MESSAGES.update(BATTLE_LOCKS["es"])  # no Battle Phase the turn a card is activated (5-2-13)
MESSAGES.update(NORMAL_LOCKS["es"])  # no Normal Summon the turn a card is activated (5-2-15)
MESSAGES.update(ARROWS["es"])  # where monsters stand, where Link Arrows point (4-4-7)
MESSAGES.update(DONE_COUNTS["es"])  # "for each card destroyed" by the part before (5-3-20)
MESSAGES.update(LATER["es"])  # monsters Summoned to leave in a later End Phase (7-7-8)
MESSAGES.update(ATTACK_RIDERS["es"])  # monsters Summoned unable to attack (12-3-21)
MESSAGES.update(LATER_BANISH["es"])  # monsters banished until a later phase (7-7-9)
MESSAGES.update(END_UPKEEP["es"])  # a monster's price to stay in each End Phase (7-7-11)
MESSAGES.update(CONTROL_WHILE["es"])  # control while a card stays face-up (3-10-6)
MESSAGES.update(SET_CARDS["es"])  # a card Set that can be activated this turn (10-3-2)
MESSAGES.update(SUBSTITUTES["es"])  # a Graveyard card banished instead of a destruction (5-3-16)
MESSAGES.update(ACTIVATION_RIDERS["es"])  # riders on activation (5-2-17, 5-1-11)
MESSAGES.update(TREATED_SUMMON["es"])  # from the Extra Deck, treated as a Fusion Summon... (8-5-16)
MESSAGES.update(OWN_LEAVING["es"])  # what a monster's own text does as it leaves (5-4-9, 7-1-5)
MESSAGES.update(ONLY_KINDS["es"])  # only 1 of a kind, or only 1 on the field (5-4-7)
MESSAGES.update(TOONS["es"])  # a monster's own text on when it may attack (12-3-15)
MESSAGES.update(STAT_CHANGES["es"])  # a monster's DEF raised or lowered by an effect (4-2-5)
MESSAGES.update(PROTECT_TURN["es"])  # indestructible this turn by a resolved effect (5-3-17)
MESSAGES.update(EXCAVATE["es"])  # the top card of a Deck excavated, by what it is (5-3-26)
MESSAGES.update(DAMAGE_START["es"])  # the Start of the Damage Step of an attack (12-4-14)
MESSAGES.update(NEXT_ATTACK["es"])  # "negate the next attack this turn" (12-3-22)
MESSAGES.update(DRAWN_ATTACKS["es"])  # "... must attack this card" (12-3-18)
MESSAGES.update(BECOMES["es"])  # a Tuner by the way it was Synchro Summoned (8-5-14)
MESSAGES.update(FACE_FLIPS["es"])  # a face-up monster turned face-down (5-1-3, 9-2-6)
MESSAGES.update(DISCARD_CHECK["es"])  # by what the discarded card was (5-3-27)
MESSAGES.update(XYZ_DETACH["es"])  # Xyz Materials detached by an effect, not a cost (4-4-9)
MESSAGES.update(TURN_LOCKS["es"])  # what a card forbids for the turn (12-3-15, 5-2-10)
MESSAGES.update(EQUIPPED_MONSTERS["es"])  # monsters a monster equips to itself (10-4-9, 10-4-10)
MESSAGES.update(UNAFFECTED["es"])  # a card unaffected by an effect (5-3-29)
MESSAGES.update(STAT_SETS["es"])  # an ATK or DEF set to a value (4-2-8)
MESSAGES.update(LINK_ZONES["es"])  # linked and co-linked monsters (4-4-10)
MESSAGES.update(END_PHASE_CHANGES["es"])  # ATK/DEF changed until the End Phase (7-7-12)
MESSAGES.update(GY_BANISH["es"])  # banished instead of going to the Graveyard (5-4-10)
MESSAGES.update(LATER_CHANGES["es"])  # ATK/DEF changed past the end of the turn (7-7-13)
MESSAGES.update(XYZ_CARDS["es"])  # Xyz Materials named as cards (4-4-11)
MESSAGES.update(STZONE["es"])  # Monster Cards placed as Continuous Spells (3-4-5, 3-4-6)
MESSAGES.update(RUNICK["es"])  # Deck top banished, Extra Monster Zone, Battle Phase skip
MESSAGES.update(COUNTER_TRAPS["es"])  # right after each Counter Trap Card resolves (11-1-10)
MESSAGES.update(COST_MORE["es"])  # costs read since: 10-4-11, 5-2-21, 5-2-22
MESSAGES.update(OWN_EVENTS["es"])  # a monster leaving the field, added to the hand, targeted
MESSAGES.update(SPELLS_GATE["es"])  # a later part asked as it is done (5-2-24)
MESSAGES.update(COUNTER_HOLDERS["es"])  # "a monster with an A-Counter" (4-8-11)
MESSAGES.update(DECLARED["es"])  # a Level declared as the effect is activated (5-2-25)
MESSAGES.update(SUMMONED_BY["es"])  # by its own effect, or first by a named card (8-4-12)
MESSAGES.update(TO_OPPONENT["es"])  # summoned to the opponent's field by Tributing (8-4-13)
MESSAGES.update(BOUND_SUMMONS["es"])  # Special Summoned bound to attack (12-3-23)
MESSAGES.update(BOND_MOVES["es"])  # a bound monster banished as its card leaves (10-4-4)
MESSAGES.update(REFLECTED["es"])  # battle damage taken in place of the other (12-8-7)
MESSAGES.update(GEMINI_EFFECTS["es"])  # a Gemini monster given its effects (8-1-12)
MESSAGES.update(ATTACK_TURN_BANS["es"])  # attacks forbidden the turn it is activated (5-2-26)
MESSAGES.update(DECK_ADD_BANS["es"])  # no adds from the Deck the turn it is activated (5-2-27)
MESSAGES.update(EFFECT_BANS["es"])  # monster effects restricted for the rest of the turn (5-2-28)
MESSAGES.update(BATTLE_EXTRAS["es"])  # a monster's own battles (12-8-8, 12-3-24)
MESSAGES.update(CHAIN_LOCKS["es"])  # activations that cannot be negated (11-3-5)
MESSAGES.update(EFFECT_FLIPS["es"])  # a FLIP effect after an effect flipped it (5-1-5)
MESSAGES.update(POSITION_LOCKS["es"])  # no change of battle position (9-2-11)
MESSAGES.update(GIVE_CONTROL["es"])  # a monster given to the opponent (3-10-7)
MESSAGES.update(TRIBUTES_OF_KIND["es"])  # Tributes of the kind its text names (8-2-7)
MESSAGES.update(ZONE_LOCKS["es"])  # Special Summons spared from one zone only (5-2-32)
MESSAGES.update(ATTACKS_TURN["es"])  # attacks on monsters allowed this turn (12-3-25)
MESSAGES.update(IGNORING["es"])  # Summoning conditions ignored (8-4-14)
MESSAGES.update(NON_EFFECT["es"])  # "a non-Effect Monster" in a description (4-3-2)
MESSAGES.update(COLUMNS["es"])  # cards in one column across the field (3-11-1, 3-11-2)
MESSAGES.update(COIN_CALLS["es"])  # a coin called before it is tossed (5-3-33)
MESSAGES.update(LASTING_LEVELS["es"])  # Levels raised by face-up cards (5-1-17)
MESSAGES.update(LEVEL_CAPS["es"])  # a Level raised up to a maximum (4-2-9)
MESSAGES.update(HAND_GRANTS["es"])  # cards activated from the hand by another card (10-3-5)
MESSAGES.update(COUNTER_ATTACKS["es"])  # counters each attack declaration (4-8-13)
MESSAGES.update(GEMINI_TEXTS["es"])  # a Gemini monster's own text applying (4-2-8, 8-5-14)
MESSAGES.update(COUNTED_SUMMONS["es"])  # monsters Special Summoned together (8-7-3)
MESSAGES.update(FACE_DOWN_MASS["es"])  # every monster but face-up ones of a kind (9-1-5)
MESSAGES.update(COLUMN_GRANTS["es"])  # effects given to monsters by column (3-11-3)
MESSAGES.update(EQUIP_UNAFFECTED["es"])  # a monster its Equip Card makes unaffected (10-4-7)
MESSAGES.update(RETURNED["es"])  # another monster returned to the hand (5-3-11)
MESSAGES.update(RITUAL_ENTIRE["es"])  # the only Tribute a Ritual Summon needs (8-5-18)
MESSAGES.update(POSITION_ALL["es"])  # all monsters of a kind to one battle position (9-2-12)
MESSAGES.update(PENDULUM_GUARDS["es"])  # Pendulum Summons a Pendulum Scale keeps (5-3-32)
MESSAGES.update(RITUAL_GRAVEYARD["es"])  # a Ritual's Tribute banished from the GY (8-5-19)
MESSAGES.update(ANSWERS["es"])  # answering an activation, not negating it (11-1-11)
MESSAGES.update(EQUIP_CARD_COSTS["es"])  # any Equip Card given up as a cost (10-4-11)
MESSAGES.update(COST_COUNTED["es"])  # a cost's count chosen at activation (5-2-33)
MESSAGES.update(NAMED_ATTACK_BANS["es"])  # the named monsters' attacks that turn (5-2-26)
MESSAGES.update(TARGET_WORDS["es"])  # targets "with different names", in two places (5-2-3)
MESSAGES.update(ATTACK_INVOLVING["es"])  # attacks involving the card, its target's controller
MESSAGES.update(PROCEDURE_RIDERS["es"])  # what its own procedure gives a monster (8-4-16)
MESSAGES.update(FORBID_LOCKS["es"])  # monsters a face-up card forbids (5-2-14)
MESSAGES.update(DETACHED["es"])  # detached as its Xyz Monster's cost (4-4-12)
MESSAGES.update(HALVED_DAMAGE["es"])  # battle damage a monster's text halves (12-8-9)
MESSAGES.update(PIERCING_TURN["es"])  # piercing battle damage this turn (12-6-4)
MESSAGES.update(SUMMON_BOTH["es"])  # the monster itself Summoned with another (8-7-3)
MESSAGES.update(KEPT_SENDS["es"])  # a monster sent to the GY by its own kept_if (5-4-6)
MESSAGES.update(RATED_SUMMON["es"])  # Link Rating = cost's count (5-2-34, 8-5-20)
MESSAGES.update(HOW_MOVED["es"])  # how the card moved, for its trigger (5-1-18)
MESSAGES.update(COUNTER_REMOVAL["es"])  # its own counters removed, or else (4-8-15)
MESSAGES.update(TOP_CARD_PLACED["es"])  # a Deck's top card looked at, placed (5-3-35)
MESSAGES.update(ATTACK_AGAIN["es"])  # one more attack "in a row" (12-3-27)
