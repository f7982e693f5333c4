// rulesite judge: the Yu-Gi-Oh! structured editor, a game description for editor-core.js: the
// turn's phase; per player LP, deck, the Normal Summon of the turn, Monster Zones, Spell & Trap
// Zones, Field Zone, hand, Graveyard, banished cards and Extra Deck; the actions of the scenario
// format (shared/spec/judge-scenarios-ygo.md). Effect steps are edited as YAML text.
(function (global) {
  "use strict";

  var F = global.RulesiteFields;
  var KINDS = ["monster", "spell", "trap"];
  var POSITIONS = ["attack", "defense", "set"];
  var SPELL_TYPES = ["normal", "quick-play", "continuous", "equip", "field", "ritual"];
  var TRAP_TYPES = ["normal", "continuous", "counter"];
  var PHASES = ["main1", "battle", "main2"];
  var TARGET_STEPS = ["destroy", "to_hand", "banish"];
  // keys only some kinds of card have (the scenario format refuses them on the others)
  var ONLY = {
    level: ["monster"], atk: ["monster"], def: ["monster"], flip: ["monster"], position: ["monster"],
    summoned_this_turn: ["monster"], changed_position_this_turn: ["monster"], attacked_this_turn: ["monster"],
    spell_type: ["spell"], trap_type: ["trap"], effect: ["spell", "trap"], face_up: ["spell", "trap"],
    set_this_turn: ["spell", "trap"],
  };
  // the zones a card list stands for: which kinds of card go there, whether it is on the field
  var ZONES = {
    monsters: { kinds: ["monster"], field: true, max: 5, prefix: "m", steps: true },  // 3-2-1
    spells_traps: { kinds: ["spell", "trap"], field: true, max: 5, prefix: "st", steps: true },  // 3-4-1
    field_spell: { kinds: ["spell"], field: true, fixedType: true, steps: true },  // 3-5-1
    hand: { kinds: KINDS, prefix: "h", steps: true },
    graveyard: { kinds: KINDS, prefix: "g" },
    banished: { kinds: KINDS, prefix: "b" },
    extra_deck: { kinds: ["monster"], max: 15, prefix: "x" },  // 2-2-1
  };
  var LISTS = ["hand", "monsters", "spells_traps", "graveyard", "banished", "extra_deck", "deck"];

  // a card without `kind` is what the format takes it for (schema_cards._guess_kind)
  function kindOf(card) {
    if (KINDS.indexOf(card.kind) >= 0) { return card.kind; }
    return card.spell_type !== undefined ? "spell" : card.trap_type !== undefined ? "trap" : "monster";
  }

  function describe(ctx) {
    var t = ctx.t, el = ctx.el, input = ctx.input, player = ctx.player;

    function options(values, prefix) {
      return [{ options: values.map(function (v) { return { value: v, text: t(prefix + v, v) }; }) }];
    }

    function cards() {
      var out = [];
      ctx.players.forEach(function (p) {
        var side = (ctx.scenario().players || {})[p] || {};
        LISTS.forEach(function (area) {
          (Array.isArray(side[area]) ? side[area] : []).forEach(function (card) { add(out, card, p, area); });
        });
        add(out, side.field_spell, p, "field_spell");
      });
      return out;
    }

    function add(out, card, owner, area) {
      if (!card || typeof card !== "object" || card.id === undefined || card.id === null) { return; }
      out.push({ id: String(card.id), owner: owner, area: area, name: card.name, kind: kindOf(card), position: card.position });
    }

    function summary(card, path) {
      var kind = kindOf(card);
      var bits = [card.name || card.id || "?"];
      if (card.name && card.id) { bits[0] += " (" + card.id + ")"; }
      if (kind === "monster") {
        if (typeof card.level === "number") { bits.push(t("level", "Level") + " " + card.level); }
        if (typeof card.atk === "number" || typeof card.def === "number") {
          bits.push(t("atk", "ATK") + " " + num(card.atk) + " / " + t("def", "DEF") + " " + num(card.def));
        }
        if (card.position) { bits.push(t("position_" + card.position, card.position)); }
      } else {
        var type = kind === "spell" ? card.spell_type : card.trap_type;
        bits.push(t(kind + "_" + (type || "normal"), kind));
        if (ZONES[path[2]] && ZONES[path[2]].field) { bits.push(card.face_up ? t("shown_face_up", "face-up") : t("shown_face_down", "face-down")); }
      }
      return bits.join(" · ");
    }

    function num(value) { return typeof value === "number" ? String(value) : "?"; }

    // effect steps are YAML text inside the form; the help line says which steps there are
    function stepsField(label, path) {
      var help = F.fieldId();
      return [input(label, path, "yaml", { placeholder: "- destroy: attacker", "aria-describedby": help }),
        el("p", { id: help, className: "muted small ed-help", text: t("steps_help", "One step a line.") })];
    }

    function monsterFields(path, zone) {
      var row = [
        input(t("level", "Level"), path.concat("level"), "int", { max: 13 }),
        input(t("atk", "ATK"), path.concat("atk"), "int", { step: 50 }),
        input(t("def", "DEF"), path.concat("def"), "int", { step: 50 }),
      ];
      if (!zone.field) { return row; }
      return row.concat([
        ctx.select(t("position", "Battle position"), path.concat("position"), options(POSITIONS, "position_")),
        input(t("summoned_this_turn", "Summoned this turn"), path.concat("summoned_this_turn"), "bool"),
        input(t("changed_position_this_turn", "Changed position this turn"), path.concat("changed_position_this_turn"), "bool"),
        input(t("attacked_this_turn", "Attacked this turn"), path.concat("attacked_this_turn"), "bool"),
      ]);
    }

    function spellTrapFields(path, zone, kind) {
      var row = [];
      if (kind === "spell" && !zone.fixedType) {
        // a Field Spell goes in the Field Zone, not in a Spell & Trap Zone (3-4-3)
        var types = zone === ZONES.spells_traps ? SPELL_TYPES.filter(function (s) { return s !== "field"; }) : SPELL_TYPES;
        row.push(ctx.select(t("spell_type", "Spell type"), path.concat("spell_type"), options(types, "spell_")));
      }
      if (kind === "trap") {
        row.push(ctx.select(t("trap_type", "Trap type"), path.concat("trap_type"), options(TRAP_TYPES, "trap_")));
      }
      if (zone.field) {
        row.push(input(t("face_up", "Face-up"), path.concat("face_up"), "bool"));
        row.push(input(t("set_this_turn", "Set this turn"), path.concat("set_this_turn"), "bool"));
      }
      return row;
    }

    function cardFields(zone, path, card) {
      var kind = kindOf(card);
      var row = [
        input(t("id", "id"), path.concat("id"), "text", { "data-rename": "" }),
        input(t("name", "Name"), path.concat("name"), "text"),
      ];
      if (zone.kinds.length > 1) {
        var kinds = zone.kinds.indexOf(kind) >= 0 ? zone.kinds : zone.kinds.concat([kind]);
        row.push(F.select(t("kind", "Card type"), path.concat("kind"), options(kinds, "kind_"), { "data-redraw": "" }, kind));
      }
      row = row.concat(kind === "monster" ? monsterFields(path, zone) : spellTrapFields(path, zone, kind));
      // after the id and the name, which the keyboard reaches first (a card is named before
      // it is looked up, if at all)
      if (global.RulesiteCardPicker) { row.splice(2, 0, global.RulesiteCardPicker.field(ctx, path, false)); }
      var more = [];
      if (zone.steps && kind === "monster") { more = stepsField(t("flip", "FLIP effect (steps)"), path.concat("flip")); }
      if (zone.steps && kind !== "monster") { more = stepsField(t("effect", "Effect (steps)"), path.concat("effect")); }
      var kept = zone.steps ? [] : ["effect", "flip"].filter(function (key) { return card[key] !== undefined; });
      if (kept.length) {
        more.push(el("p", { className: "muted small", text: t("extras", "Also has (edit in the text):") + " " + kept.join(", ") }));
      }
      return ctx.cardBox(path, card, row, more);
    }

    function newCard(p, key) {
      var zone = ZONES[key];
      var card = { id: ctx.newId(p, zone.prefix), kind: zone.kinds[0] };
      if (card.kind === "monster") { card.level = 4; card.atk = 1000; card.def = 1000; }
      if (zone.field && card.kind === "monster") { card.position = "attack"; }
      return card;
    }

    function cardList(p, key, addLabel, title) {
      return ctx.cardList(p, key, title || t(key, key), {
        max: ZONES[key].max, addLabel: addLabel,
        card: function (path, card) { return cardFields(ZONES[key], path, card); },
        newCard: function () { return newCard(p, key); },
      });
    }

    function fieldSpell(p) {
      var card = player(p).field_spell;
      var path = ["players", p, "field_spell"];
      var box = el("fieldset", { className: "ed-list ed-field_spell" }, [el("legend", { text: t("field_spell", "Field Zone") })]);
      if (!card || typeof card !== "object") {
        box.appendChild(ctx.button(t("add_field_spell", "Add a Field Spell"), function () {
          player(p).field_spell = { id: ctx.newId(p, "field"), kind: "spell", spell_type: "field", face_up: true };
          ctx.open(path);
          return "card:" + JSON.stringify(path);
        }, "secondary small ed-add", "add:" + JSON.stringify(path)));
        return box;
      }
      var details = cardFields(ZONES.field_spell, path, card);
      details.appendChild(ctx.button(t("remove", "Remove"), function () {
        delete player(p).field_spell;
        return "add:" + JSON.stringify(path);
      }));
      box.appendChild(details);
      return box;
    }

    function playerFields(p) {
      return [
        el("div", { className: "ed-row" }, [
          input(t("lp", "LP"), ["players", p, "lp"], "int", { step: 50, placeholder: 8000 }),
          ctx.countOrList(p, "deck", t("deck", "Deck"), 20),
          input(t("normal_summoned", "Normal Summoned this turn"), ["players", p, "normal_summoned"], "bool"),
        ]),
        cardList(p, "monsters", t("add_monster", "Add a monster")),
        cardList(p, "spells_traps", t("add_spell_trap", "Add a Spell or Trap")),
        fieldSpell(p),
        cardList(p, "hand", t("add_hand", "Add a hand card"), t("hand", "Hand")),
        cardList(p, "graveyard", t("add_graveyard", "Add a card to the Graveyard")),
        cardList(p, "banished", t("add_banished", "Add a banished card")),
        cardList(p, "extra_deck", t("add_extra_deck", "Add an Extra Deck monster")),
      ];
    }

    function turnFields() {
      return [ctx.select(t("phase", "Phase"), ["turn", "phase"], options(PHASES, "phase_"))];
    }

    // a card that changes kind loses what only the old kind could have
    function changed(path) {
      if (path[path.length - 1] !== "kind") { return; }
      var card = ctx.get(ctx.scenario(), path.slice(0, -1));
      if (!card || typeof card !== "object") { return; }
      var kind = kindOf(card);
      Object.keys(ONLY).forEach(function (key) {
        if (card[key] !== undefined && ONLY[key].indexOf(kind) < 0) { delete card[key]; }
      });
    }

    // a renamed card keeps being the target of the effect steps that named it
    function renamed(old, now) {
      cards().forEach(function (entry) {
        var side = ctx.scenario().players[entry.owner];
        var card = entry.area === "field_spell" ? side.field_spell
          : side[entry.area].filter(function (c) { return c && String(c.id) === entry.id; })[0];
        ["effect", "flip"].forEach(function (key) {
          (Array.isArray(card[key]) ? card[key] : []).forEach(function (step) { renameInStep(step, old, now); });
        });
      });
    }

    function renameInStep(step, old, now) {
      if (!step || typeof step !== "object") { return; }
      Object.keys(step).forEach(function (kind) {
        var arg = step[kind];
        if (TARGET_STEPS.indexOf(kind) >= 0 && arg === old) { step[kind] = now; }
        else if (arg && typeof arg === "object") {
          if (kind === "atk" && arg.target === old) { arg.target = now; }
          if (kind === "special_summon" && arg.card === old) { arg.card = now; }
        }
      });
    }

    return { cards: cards, summary: summary, playerFields: playerFields, turnFields: turnFields,
      changed: changed, renamed: renamed, actions: actionSpec(ctx, cards) };
  }

  // the actions of the format, each with the cards it may name
  function actionSpec(ctx, cards) {
    var t = ctx.t;
    function handMonster(c) { return c.area === "hand" && c.kind === "monster"; }
    function fieldMonster(c) { return c.area === "monsters"; }
    function handSpellTrap(c) { return c.area === "hand" && c.kind !== "monster"; }
    function activatable(c) { return c.kind !== "monster" && ["hand", "spells_traps", "field_spell"].indexOf(c.area) >= 0; }
    function anyCard(c) { return c.area !== "deck" && c.area !== "extra_deck"; }
    function firstOf(pick, owners) {
      for (var i = 0; i < owners.length; i++) {
        var found = cards().filter(function (c) { return c.owner === owners[i] && pick(c); })[0];
        if (found) { return found.id; }
      }
      return "";
    }
    function lastActivation() {
      var list = ctx.scenario().actions || [];
      var last = list[list.length - 1];
      var named = last && last.activate && last.activate.card;
      return cards().filter(function (c) { return c.id === named; })[0];
    }
    var summon = [{ name: "card", pick: handMonster },
      { name: "tributes", pick: fieldMonster, many: true, ownerOf: "card" }];  // 8-2-2: own monsters
    return {
      cards: cards,
      preset: "normal_summon",
      noCard: t("no_card", "(no fitting card on the board)"),
      table: {
        normal_summon: summon,
        set_monster: summon,
        flip_summon: [{ name: "card", pick: fieldMonster, initial: function (turn, foe) {
          return firstOf(function (c) { return fieldMonster(c) && c.position === "set"; }, [turn]) || firstOf(fieldMonster, [turn, foe]);
        } }],
        change_position: [{ name: "card", pick: fieldMonster }],
        set_spell_trap: [{ name: "card", pick: handSpellTrap }],
        // after an activation the other player may answer it (11-1-2): offer that player's card
        activate: [{ name: "card", pick: activatable, initial: function (turn, foe) {
          var last = lastActivation();
          var first = last ? (last.owner === "A" ? "B" : "A") : turn;
          return firstOf(activatable, [first, first === turn ? foe : turn]);
        } }, { name: "target", pick: anyCard, optional: true }],
        pass: [],
        battle_phase: [],
        attack: [{ name: "attacker", pick: fieldMonster },
          { name: "target", pick: fieldMonster, extra: [{ value: "direct", text: t("direct", "Direct attack") }],
            initial: function (turn, foe) { return firstOf(fieldMonster, [foe]) || "direct"; } }],
        // the declared attack goes on to one timing of the Damage Step (12-4-1)
        damage_step: [{ name: "timing", pick: function () { return false; },
          extra: ["start", "before_damage_calculation", "damage_calculation",
            "after_damage_calculation", "end"].map(function (v) {
            return { value: v, text: t("timing_" + v, v) };
          }),
          initial: function () { return "before_damage_calculation"; } }],
        main2: [],
        end_turn: [],
      },
    };
  }

  (global.RulesiteEditorGames = global.RulesiteEditorGames || {}).ygo = describe;
})(window);
