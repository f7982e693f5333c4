"""The words of Xyz Materials named as cards (xyz_cards.py, 4-4-11): which ones a detach takes,
and the scenario's named materials, which each language's catalogue takes from here
(`MESSAGES.update(XYZ_CARDS["de"])`), in the terms of each language's cards (Xyz-Material,
abhängen; Material Xyz, desacoplar; Matériel Xyz, détacher; Materiale Xyz, staccare)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

XYZ_CARDS: dict[str, dict[str, Message]] = {
    "en": {
        "xyz_over.detached": Plural(
            "count",
            one="As the text of {card} asks, {count} Xyz Material is detached from {material} "
                "first and goes to the Graveyard ({left} left).",
            other="As the text of {card} asks, {count} Xyz Materials are detached from "
                  "{material} first and go to the Graveyard ({left} left)."),
        "illegal.material_missing": "{card} has no Xyz Material named in the scenario that "
                                    "is {details}: its text gives it this effect only while "
                                    "it has one.",
        "illegal.attached_effect_lost": "{card} does not have that effect now: a material "
                                        "gives it only while that card is under it and it "
                                        "is the monster that card's text describes.",
        "illegal.detach_which": "{card} has Xyz Materials named in the scenario ({named}) and "
                                "only {count} of its materials are detached: which ones is its "
                                "player's choice; name them in `detach`.",
        "illegal.detach_not_material": "`detach` names a card that is not one of the Xyz "
                                       "Materials of {card} ({named}).",
        "illegal.detach_wrong_count": "`detach` must name at most {count} of the Xyz Materials "
                                      "of {card} ({named}), the others detached being ones "
                                      "the scenario does not name.",
        "xyz.detached_cards": "The Xyz Materials detached from {card} go to the Graveyard: "
                              "{materials}.",
        "xyz.instead_unnamed": "{card} could detach {count} of its Xyz Materials instead of "
                               "being destroyed, but which ones is its player's choice and the "
                               "scenario does not say: that is not applied.",
        "why.detach_unnamed": "which Xyz Materials of {card} are detached is its player's "
                              "choice, which the scenario does not give",
        "input.ygo.materials_not_xyz": "lists Xyz Materials: only an Xyz Monster has them",
        "input.ygo.token_material": "a Token is never Xyz Material",
        "input.ygo.attached_stats_empty": "names neither `atk` nor `def`: what of the "
                                          "materials' values it gains",
    },
    "de": {
        "xyz_over.detached": Plural(
            "count",
            one="Wie der Text {card:vom} verlangt, wird zuerst {count} Xyz-Material "
                "{material:vom} abgehängt und auf den Friedhof gelegt (noch {left}).",
            other="Wie der Text {card:vom} verlangt, werden zuerst {count} Xyz-Materialien "
                  "{material:vom} abgehängt und auf den Friedhof gelegt (noch {left})."),
        "illegal.material_missing": "{card:der} hat kein im Szenario genanntes Xyz-Material, "
                                    "das {details} ist: Laut seinem Text hat es diesen Effekt "
                                    "nur, solange es eines hat.",
        "illegal.attached_effect_lost": "{card:der} hat diesen Effekt jetzt nicht: Ein "
                                        "Material gibt ihn nur, solange diese Karte unter "
                                        "ihm liegt und es das Monster ist, das der Text "
                                        "dieser Karte beschreibt.",
        "illegal.detach_which": "{card:der} hat im Szenario genannte Xyz-Materialien "
                                "({named}), und nur {count} seiner Materialien werden "
                                "abgehängt: Welche, wählt sein Spieler; sie in `detach` "
                                "nennen.",
        "illegal.detach_not_material": "`detach` nennt eine Karte, die kein Xyz-Material "
                                       "{card:vom} ist ({named}).",
        "illegal.detach_wrong_count": "`detach` darf höchstens {count} der Xyz-Materialien "
                                      "{card:vom} nennen ({named}); die übrigen abgehängten "
                                      "sind solche, die das Szenario nicht nennt.",
        "xyz.detached_cards": "Die {card:vom} abgehängten Xyz-Materialien werden auf den "
                              "Friedhof gelegt: {materials}.",
        "xyz.instead_unnamed": "{card:der} könnte stattdessen {count} seiner Xyz-Materialien "
                               "abhängen, statt zerstört zu werden, doch welche, wählt sein "
                               "Spieler, und das Szenario sagt es nicht: Das wird nicht "
                               "angewendet.",
        "why.detach_unnamed": "welche Xyz-Materialien {card:vom} abgehängt werden, wählt sein "
                              "Spieler, und das Szenario sagt es nicht",
        "input.ygo.materials_not_xyz": "listet Xyz-Materialien auf: Nur ein Xyz-Monster hat "
                                       "welche",
        "input.ygo.token_material": "eine Spielmarke ist nie Xyz-Material",
        "input.ygo.attached_stats_empty": "nennt weder `atk` noch `def`: welche Werte der "
                                          "Materialien es erhält",
    },
    "es": {
        "xyz_over.detached": Plural(
            "count",
            one="Como pide el texto {card:del}, primero se desacopla {count} Material Xyz "
                "{material:del}, que va al Cementerio (quedan {left}).",
            other="Como pide el texto {card:del}, primero se desacoplan {count} Materiales Xyz "
                  "{material:del}, que van al Cementerio (quedan {left})."),
        "illegal.material_missing": "{card:el} no tiene ningún Material Xyz nombrado en el "
                                    "escenario que sea {details}: según su texto, solo tiene "
                                    "este efecto mientras tenga uno.",
        "illegal.attached_effect_lost": "{card:el} no tiene ese efecto ahora: un material "
                                        "solo se lo da mientras esa carta está debajo de él "
                                        "y es el monstruo que describe el texto de esa carta.",
        "illegal.detach_which": "{card:el} tiene Materiales Xyz nombrados en el escenario "
                                "({named}) y solo se desacoplan {count} de sus materiales: "
                                "cuáles, lo elige su jugador; nómbralos en `detach`.",
        "illegal.detach_not_material": "`detach` nombra una carta que no es uno de los "
                                       "Materiales Xyz {card:del} ({named}).",
        "illegal.detach_wrong_count": "`detach` debe nombrar como mucho {count} de los "
                                      "Materiales Xyz {card:del} ({named}); los demás "
                                      "desacoplados son los que el escenario no nombra.",
        "xyz.detached_cards": "Los Materiales Xyz desacoplados {card:del} van al Cementerio: "
                              "{materials}.",
        "xyz.instead_unnamed": "{card:el} podría desacoplar {count} de sus Materiales Xyz en "
                               "vez de ser destruido, pero cuáles lo elige su jugador y el "
                               "escenario no lo dice: no se aplica.",
        "why.detach_unnamed": "qué Materiales Xyz {card:del} se desacoplan lo elige su "
                              "jugador, y el escenario no lo dice",
        "input.ygo.materials_not_xyz": "enumera Materiales Xyz: solo un Monstruo Xyz los tiene",
        "input.ygo.token_material": "una Ficha nunca es Material Xyz",
        "input.ygo.attached_stats_empty": "no nombra ni `atk` ni `def`: qué valores de los "
                                          "materiales gana",
    },
    "fr": {
        "xyz_over.detached": Plural(
            "count",
            one="Comme le demande le texte {card:du}, {count} Matériel Xyz est d'abord détaché "
                "{material:du} et va au Cimetière (il en reste {left}).",
            other="Comme le demande le texte {card:du}, {count} Matériels Xyz sont d'abord "
                  "détachés {material:du} et vont au Cimetière (il en reste {left})."),
        "illegal.material_missing": "{card:le} n'a aucun Matériel Xyz nommé dans le scénario "
                                    "qui soit {details} : selon son texte, il n'a cet effet "
                                    "que tant qu'il en a un.",
        "illegal.attached_effect_lost": "{card:le} n'a pas cet effet maintenant : un "
                                        "Matériel ne le lui donne que tant que cette carte "
                                        "est sous lui et qu'il est le monstre que le texte de "
                                        "cette carte décrit.",
        "illegal.detach_which": "{card:le} a des Matériels Xyz nommés dans le scénario "
                                "({named}) et seuls {count} de ses Matériels sont détachés : "
                                "lesquels, c'est à son joueur de choisir ; les nommer dans "
                                "`detach`.",
        "illegal.detach_not_material": "`detach` nomme une carte qui n'est pas un des "
                                       "Matériels Xyz {card:du} ({named}).",
        "illegal.detach_wrong_count": "`detach` doit nommer au plus {count} des Matériels Xyz "
                                      "{card:du} ({named}) ; les autres détachés sont ceux que "
                                      "le scénario ne nomme pas.",
        "xyz.detached_cards": "Les Matériels Xyz détachés {card:du} vont au Cimetière : "
                              "{materials}.",
        "xyz.instead_unnamed": "{card:le} pourrait détacher {count} de ses Matériels Xyz au "
                               "lieu d'être détruit, mais lesquels, c'est à son joueur de "
                               "choisir, et le scénario ne le dit pas : ce n'est pas appliqué.",
        "why.detach_unnamed": "quels Matériels Xyz {card:du} sont détachés, c'est à son joueur "
                              "de choisir, et le scénario ne le dit pas",
        "input.ygo.materials_not_xyz": "énumère des Matériels Xyz : seul un Monstre Xyz en a",
        "input.ygo.token_material": "un Jeton n'est jamais Matériel Xyz",
        "input.ygo.attached_stats_empty": "ne nomme ni `atk` ni `def` : quelles valeurs des "
                                          "Matériels il gagne",
    },
    "it": {
        "xyz_over.detached": Plural(
            "count",
            one="Come chiede il testo {card:del}, prima viene staccato {count} Materiale Xyz "
                "{material:dal}, che va nel Cimitero (ne restano {left}).",
            other="Come chiede il testo {card:del}, prima vengono staccati {count} Materiali "
                  "Xyz {material:dal}, che vanno nel Cimitero (ne restano {left})."),
        "illegal.material_missing": "{card:il} non ha alcun Materiale Xyz nominato nello "
                                    "scenario che sia {details}: secondo il suo testo, ha "
                                    "questo effetto solo finché ne ha uno.",
        "illegal.attached_effect_lost": "{card:il} ora non ha quell'effetto: un materiale "
                                        "glielo dà solo finché quella carta è sotto di lui ed "
                                        "è il mostro descritto dal testo di quella carta.",
        "illegal.detach_which": "{card:il} ha Materiali Xyz nominati nello scenario ({named}) "
                                "e solo {count} dei suoi Materiali vengono staccati: quali, "
                                "lo sceglie il suo giocatore; nominarli in `detach`.",
        "illegal.detach_not_material": "`detach` nomina una carta che non è uno dei Materiali "
                                       "Xyz {card:del} ({named}).",
        "illegal.detach_wrong_count": "`detach` deve nominare al massimo {count} dei Materiali "
                                      "Xyz {card:del} ({named}); gli altri staccati sono "
                                      "quelli che lo scenario non nomina.",
        "xyz.detached_cards": "I Materiali Xyz staccati {card:dal} vanno nel Cimitero: "
                              "{materials}.",
        "xyz.instead_unnamed": "{card:il} potrebbe staccare {count} dei suoi Materiali Xyz "
                               "invece di essere distrutto, ma quali lo sceglie il suo "
                               "giocatore e lo scenario non lo dice: non viene applicato.",
        "why.detach_unnamed": "quali Materiali Xyz {card:del} vengono staccati lo sceglie il "
                              "suo giocatore, e lo scenario non lo dice",
        "input.ygo.materials_not_xyz": "elenca Materiali Xyz: solo un Mostro Xyz ne ha",
        "input.ygo.token_material": "un Segna-Mostro non è mai Materiale Xyz",
        "input.ygo.attached_stats_empty": "non nomina né `atk` né `def`: quali valori dei "
                                          "Materiali guadagna",
    },
}
