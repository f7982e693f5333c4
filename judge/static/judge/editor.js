// rulesite judge: the One Piece structured editor, a game description for editor-core.js: per
// player the Leader, Life, deck, DON!!, Characters, Stage and hand; the actions of the scenario
// format (shared/spec/judge-scenarios.md).
(function (global) {
  "use strict";

  var KEYWORDS = ["Blocker", "Rush", "Rush: Character", "Double Attack", "Banish", "Unblockable"];
  var MAX_CHARACTERS = 5;  // CR 3-7-6: at most 5 Characters in the Character area

  function describe(ctx) {
    var t = ctx.t, el = ctx.el, input = ctx.input, button = ctx.button, player = ctx.player;

    function cards() {
      var out = [];
      ctx.players.forEach(function (p) {
        var side = (ctx.scenario().players || {})[p] || {};
        var leader = side.leader && typeof side.leader === "object" ? side.leader : {};
        out.push({ id: p + ".leader", owner: p, area: "leader", name: leader.name || t("player_leader", "%(player)s's Leader").replace("%(player)s", p),
          keywords: leader.keywords, ownId: leader.id === undefined ? undefined : String(leader.id) });
        ["characters", "hand", "life", "deck", "trash"].forEach(function (area) {
          (Array.isArray(side[area]) ? side[area] : []).forEach(function (card) {
            if (card && card.id !== undefined) {
              out.push({ id: String(card.id), owner: p, area: area, name: card.name, type: card.type || "character",
                counter: card.counter, keywords: card.keywords, rested: card.rested === true });
            }
          });
        });
        if (side.stage && side.stage.id !== undefined) {
          out.push({ id: String(side.stage.id), owner: p, area: "stage", name: side.stage.name });
        }
      });
      return out;
    }

    // a printed keyword as the reader's cards print it ([Bloqueur] in French); the text keeps
    // the scenario format's English value
    function keyword(word) { return t("keyword_" + word, word); }

    function summary(card, path) {
      var bits = [card.name || card.id || "?"];
      // Life and deck are listed top first (scenario format, "Player")
      var top = path && (path[2] === "life" || path[2] === "deck") && path[3] === 0;
      if (card.name && card.id) { bits[0] += " (" + card.id + ")"; }
      if (typeof card.power === "number") { bits.push(String(card.power)); }
      if (typeof card.cost === "number") { bits.push(t("cost", "Cost") + " " + card.cost); }
      if (card.don) { bits.push("+" + card.don + " DON!!"); }
      if (card.rested) { bits.push(t("rested", "Rested")); }
      if (Array.isArray(card.keywords) && card.keywords.length) { bits.push("[" + card.keywords.map(keyword).join("] [") + "]"); }
      if (card.trigger !== undefined && card.trigger !== null) { bits.push(t("trigger", "[Trigger]")); }
      if (top) { bits.unshift(t("top", "Top")); }
      return bits.join(" · ");
    }

    function cardFields(path, card, options) {
      var row = [
        input(t("id", "id"), path.concat("id"), "text", { "data-rename": "" }),
        input(t("name", "Name"), path.concat("name"), "text"),
        input(t("power", "Power"), path.concat("power"), "int", { step: 1000 }),
        input(t("cost", "Cost"), path.concat("cost"), "int"),
      ];
      if (options.counter) { row.push(input(t("counter", "Counter"), path.concat("counter"), "int", { step: 1000 })); }
      if (options.field) {
        row.push(input(t("don_given", "DON!! given"), path.concat("don"), "int", { max: 10 }));
        row.push(input(t("rested", "Rested"), path.concat("rested"), "bool"));
      }
      var more = [];
      if (global.RulesiteCardPicker) { row.unshift(global.RulesiteCardPicker.field(ctx, path, false)); }
      if (options.keywords) {
        more.push(ctx.checks(t("keywords", "Keywords"), path.concat("keywords"),
          KEYWORDS.map(function (word) { return { value: word, text: keyword(word) }; })));
      }
      var extras = ["effects", "trigger", "static"].filter(function (key) { return card[key] !== undefined; });
      if (extras.length) {
        more.push(el("p", { className: "muted small", text: t("extras", "Also has (edit in the text):") + " " + extras.join(", ") }));
      }
      return ctx.cardBox(path, card, row, more);
    }

    function cardList(p, key, title, options) {
      return ctx.cardList(p, key, title, {
        max: options.max, addLabel: options.addLabel,
        card: function (path, card) { return cardFields(path, card, options); },
        newCard: function () {
          var card = { id: ctx.newId(p, options.prefix), power: options.power, cost: 1 };
          if (options.counter) { card.counter = 1000; }
          return card;
        },
      });
    }

    function leaderFields(p) {
      var leader = player(p).leader;
      var path = ["players", p, "leader"];
      var box = el("fieldset", { className: "ed-leader" }, [el("legend", { text: t("leader", "Leader") })]);
      if (!leader || typeof leader !== "object") {
        box.appendChild(el("p", { className: "muted", text: t("no_leader", "A plain 5000 Leader.") }));
        box.appendChild(button(t("describe_leader", "Describe the Leader"), function () {
          // no name: the rulings and the board name an unnamed Leader in the reader's language
          player(p).leader = { id: p.toLowerCase() + "-leader", power: 5000 };
        }));
        return box;
      }
      box.appendChild(el("div", { className: "ed-row" }, [
        global.RulesiteCardPicker ? global.RulesiteCardPicker.field(ctx, path, true) : null,
        input(t("id", "id"), path.concat("id"), "text", { "data-rename": "" }),
        input(t("name", "Name"), path.concat("name"), "text"),
        input(t("power", "Power"), path.concat("power"), "int", { step: 1000 }),
        input(t("printed_life", "Printed Life"), path.concat("life"), "int"),
        input(t("don_given", "DON!! given"), path.concat("don"), "int", { max: 10 }),
        input(t("rested", "Rested"), path.concat("rested"), "bool"),
      ]));
      return box;
    }

    function stageFields(p) {
      var stage = player(p).stage;
      var box = el("fieldset", { className: "ed-stage" }, [el("legend", { text: t("stage", "Stage") })]);
      if (!stage || typeof stage !== "object") {
        box.appendChild(button(t("add_stage", "Add a Stage"), function () {
          player(p).stage = { id: ctx.newId(p, "stage"), type: "stage", cost: 1 };
        }, "secondary small ed-add"));
        return box;
      }
      var path = ["players", p, "stage"];
      box.appendChild(el("div", { className: "ed-row" }, [
        input(t("id", "id"), path.concat("id"), "text", { "data-rename": "" }),
        input(t("name", "Name"), path.concat("name"), "text"),
        input(t("cost", "Cost"), path.concat("cost"), "int"),
        input(t("rested", "Rested"), path.concat("rested"), "bool"),
      ]));
      box.appendChild(button(t("remove", "Remove"), function () { delete player(p).stage; }));
      return box;
    }

    // an omitted Life count is the Leader's printed Life (scenario format, "Player")
    function leaderLife(p) {
      var leader = player(p).leader;
      return leader && typeof leader.life === "number" ? leader.life : 5;
    }

    // [Trigger] effects a judge can pick without writing steps (scenario format, "Steps");
    // any other written in the text is kept and shown as steps
    var TRIGGERS = [
      { key: "ko_attacker", steps: [{ ko: "attacker" }] },
      { key: "rest_attacker", steps: [{ rest: "attacker" }] },
      { key: "bottom_attacker", steps: [{ bottom_deck: "attacker" }] },
      { key: "draw", steps: [{ draw: 1 }] },
      { key: "life_to_hand", steps: [{ life_to_hand: 1 }] },
      { key: "play_self", steps: [{ play_self: true }] },
    ];

    function triggerKey(steps) {
      if (steps === undefined || steps === null) { return ""; }
      var text = JSON.stringify(steps);
      var found = TRIGGERS.filter(function (item) { return JSON.stringify(item.steps) === text; })[0];
      return found ? found.key : "other";
    }

    // a Life card's [Trigger] as a menu: picking one writes its steps (no YAML to type)
    function triggerField(path, card) {
      var current = triggerKey(card.trigger);
      var options = [{ value: "", text: t("trigger_none", "No [Trigger]") }].concat(TRIGGERS.map(function (item) {
        return { value: item.key, text: t("trigger_" + item.key, item.key) };
      }));
      if (current === "other") { options.push({ value: "other", text: t("trigger_other", "Its own steps (below)") }); }
      var box = ctx.select(t("trigger", "[Trigger]"), path.concat("__trigger"), [{ options: options }]);
      var field = box.querySelector("select");
      field.value = current;
      field.removeAttribute("data-path");
      field.dataset.focus = "trigger:" + JSON.stringify(path);
      field.addEventListener("change", function () {
        var target = ctx.get(ctx.scenario(), path);
        var chosen = TRIGGERS.filter(function (item) { return item.key === field.value; })[0];
        if (chosen) { target.trigger = JSON.parse(JSON.stringify(chosen.steps)); }
        else if (field.value === "") { delete target.trigger; }
        ctx.render();
        ctx.writeText();
        ctx.focus("trigger:" + JSON.stringify(path));
      });
      var out = [box];
      if (current === "other") { out.push(input(t("trigger_steps", "[Trigger] steps"), path.concat("trigger"), "yaml")); }
      return out;
    }

    // a card of the Life, the deck or the trash: the few fields that matter there
    function pileCard(key) {
      return function (path, card) {
        var row = [
          input(t("id", "id"), path.concat("id"), "text", { "data-rename": "" }),
          input(t("name", "Name"), path.concat("name"), "text"),
          input(t("power", "Power"), path.concat("power"), "int", { step: 1000 }),
          input(t("cost", "Cost"), path.concat("cost"), "int"),
        ];
        if (global.RulesiteCardPicker) { row.unshift(global.RulesiteCardPicker.field(ctx, path, false)); }
        var more = key === "life" ? triggerField(path, card) : [];
        return ctx.cardBox(path, card, row, more);
      };
    }

    // Life and deck: a count of face-down cards, or the cards themselves, top first (scenario
    // format, "Player"); the trash: a list. Listing a count turns it into that many cards.
    function pile(p, key, title, count) {
      var value = player(p)[key];
      var prefix = { life: "life", deck: "deck", trash: "trash" }[key];
      if (!Array.isArray(value) && key !== "trash") {
        var number = typeof value === "number" ? value : count;
        return el("div", { className: "ed-pile ed-" + key }, [
          input(title, ["players", p, key], "int", { placeholder: count }),
          button(t("list_" + key, "List them"), function () {
            // one at a time, so that each new id sees the ones before it
            player(p)[key] = [];
            for (var i = 0; i < Math.min(number, 60); i++) { player(p)[key].push({ id: ctx.newId(p, prefix) }); }
            return "add:" + JSON.stringify(["players", p, key]);
          }, "secondary small ed-list-pile"),
        ]);
      }
      var list = ctx.cardList(p, key, title, {
        addLabel: t("add_" + key, "Add a card"),
        card: pileCard(key),
        newCard: function () { return { id: ctx.newId(p, prefix) }; },
      });
      if (key !== "trash") { list.classList.add("ed-top-first"); }
      return list;
    }

    function playerFields(p) {
      return [
        leaderFields(p),
        el("div", { className: "ed-row" }, [
          input(t("don_active", "DON!! active"), ["players", p, "don", "active"], "int", { max: 10, placeholder: 0 }),
          input(t("don_rested", "DON!! rested"), ["players", p, "don", "rested"], "int", { max: 10, placeholder: 0 }),
        ]),
        cardList(p, "characters", t("characters", "Characters"), { field: true, keywords: true, counter: true,
          max: MAX_CHARACTERS, prefix: "c", power: 3000, addLabel: t("add_character", "Add a Character") }),
        stageFields(p),
        cardList(p, "hand", t("hand", "Hand"), { counter: true, prefix: "h", power: 2000,
          addLabel: t("add_hand", "Add a hand card") }),
        pile(p, "life", t("life_top_first", "Life cards (top first)"), leaderLife(p)),
        pile(p, "deck", t("deck_top_first", "Deck (top first)"), 20),
        pile(p, "trash", t("trash", "Trash")),
      ];
    }

    function inAreas(areas) { return function (card) { return areas.indexOf(card.area) >= 0; }; }
    function foeLeader(turn, foe) { return foe + ".leader"; }
    var attackers = inAreas(["leader", "characters"]);
    function blockers(card) {
      return attackers(card) && (card.area === "characters" || hasKeyword(card, "Blocker"));
    }
    function hasKeyword(card, word) { return (card.keywords || []).indexOf(word) >= 0; }

    function argsOf(action, kind) {
      return action && typeof action === "object" && action[kind] && typeof action[kind] === "object" ? action[kind] : null;
    }

    // the battle the actions before this one leave open: its attacked card and its Blocker
    function openBattle(earlier) {
      var battle = null;
      earlier.forEach(function (action) {
        var attack = argsOf(action, "attack"), block = argsOf(action, "block");
        if (attack) { battle = { attacker: attack.attacker, attacked: attack.target, blocker: null, step: "block", used: [] }; }
        else if (block && battle) { battle.blocker = block.blocker; battle.step = "counter"; }
        else if (argsOf(action, "counter") && battle) { battle.step = "counter"; battle.used.push(argsOf(action, "counter").card); }
        // a pass in the Block Step moves on to the Counter Step; one in the Counter Step ends it
        else if (action === "pass" && battle && battle.step === "block") { battle.step = "counter"; }
        else if (action === "end_turn" || action === "pass" || argsOf(action, "play") || argsOf(action, "activate") ||
                 argsOf(action, "use_event") || argsOf(action, "give_don")) { battle = null; }
      });
      return battle;
    }

    // after a block the Blocker is the card being attacked, so a Counter goes to it by default
    function battleTarget(turn, foe, earlier) {
      var battle = openBattle(earlier || []);
      if (!battle) { return foe + ".leader"; }
      return battle.blocker || battle.attacked || foe + ".leader";
    }

    // the newest of a player's cards that `fits`, the one a judge just added (the last listed)
    function newest(owner, fits) {
      var found = cards().filter(function (c) { return c.owner === owner && fits(c); });
      return found.length ? found[found.length - 1].id : "";
    }

    // the Character just added attacks, an active one first (CR 7-1-1-1: a rested card cannot
    // attack); without one, the Leader
    function newestAttacker(turn) {
      return newest(turn, function (c) { return c.area === "characters" && !c.rested; }) ||
        newest(turn, function (c) { return c.area === "characters"; }) || turn + ".leader";
    }

    // the defender's newest active card with [Blocker], never the card being attacked
    // (CR 10-1-4-1: [Blocker] moves the attack from another card to the Blocker)
    function likelyBlocker(turn, foe, earlier) {
      var battle = openBattle(earlier || []);
      var attacked = battle ? battle.attacked : foe + ".leader";
      function other(c) { return c.id !== attacked && !(c.area === "leader" && attacked === foe + ".leader"); }
      return newest(foe, function (c) { return blockers(c) && other(c) && hasKeyword(c, "Blocker") && !c.rested; }) ||
        newest(foe, function (c) { return blockers(c) && other(c) && hasKeyword(c, "Blocker"); }) ||
        newest(foe, function (c) { return blockers(c) && other(c); });
    }

    // the defender's newest hand card with a Counter value or a Counter Event
    function likelyCounter(turn, foe) {
      return newest(foe, function (c) { return c.area === "hand" && (c.counter > 0 || c.type === "event"); }) ||
        newest(foe, function (c) { return c.area === "hand"; });
    }

    // the action a judge most likely adds next: an attack is answered by a block (when the
    // defender has a [Blocker]), then Counters, then a pass; damage to a Life card with a
    // [Trigger] is followed by its decision
    function nextKind(earlier) {
      var turn = (ctx.scenario().turn || {}).player === "B" ? "B" : "A", foe = turn === "A" ? "B" : "A";
      var battle = openBattle(earlier);
      var last = earlier.length ? earlier[earlier.length - 1] : null;
      if (battle && battle.step === "block") {
        return newest(foe, function (c) {
          return blockers(c) && hasKeyword(c, "Blocker") && c.id !== battle.attacked && !c.rested;
        }) ? "block" : "pass";
      }
      if (battle) {
        var left = newest(foe, function (c) { return c.area === "hand" && c.counter > 0 && battle.used.indexOf(c.id) < 0; });
        return left && !argsOf(last, "counter") ? "counter" : "pass";
      }
      var life = player(foe).life;
      if (last === "pass" && Array.isArray(life) && life.length && life[0] && life[0].trigger) { return "trigger"; }
      return "attack";
    }

    // a Leader is named by `A.leader` or by its own id
    function cardNamed(id) {
      return cards().filter(function (c) { return c.id === id || (c.ownId !== undefined && c.ownId === id); })[0];
    }

    function nameOf(id) {
      var card = cardNamed(id);
      if (!card) { return String(id); }
      return card.name && card.name !== card.id ? card.name + " (" + card.id + ")" : card.id;
    }

    function fill(template, values) {
      return template.replace(/\{(\w+)\}/g, function (all, key) { return values[key] !== undefined ? values[key] : all; });
    }

    // a Character card's Counter raises the power of a card of the defender's choice (CR 7-1-3-1-1),
    // but one given to a card that is not in the battle changes nothing about it: say so
    function warn(kind, args, earlier) {
      if (kind !== "counter") { return null; }
      var card = cardNamed(args.card), battle = openBattle(earlier);
      if (!card || card.type !== "character" || !battle || !args.target) { return null; }
      var fighting = cardNamed(battle.blocker || battle.attacked), target = cardNamed(args.target);
      if (!fighting || !target || target.id === fighting.id) { return null; }
      var values = { amount: "+" + (card.counter || 0), target: nameOf(target.id), card: nameOf(fighting.id) };
      return battle.blocker
        ? fill(t("counter_off_battle_blocker", "The {amount} goes to {target}, which is not in this battle: did you mean the Blocker, {card}?"), values)
        : fill(t("counter_off_battle", "The {amount} goes to {target}, which is not in this battle: did you mean {card}, the card being attacked?"), values);
    }

    var actions = {
      cards: cards,
      preset: "attack",
      next: nextKind,
      // the attacker's side acts in the Main Phase; the defender blocks and counters
      byFoe: ["block", "counter"],
      warn: warn,
      table: {
        // CR 7-1-1-1, 7-1-1-2: the turn player attacks the opponent's Leader or Characters
        attack: [{ name: "attacker", pick: attackers, side: "turn", initial: newestAttacker },
          { name: "target", pick: attackers, side: "foe", initial: foeLeader }],
        // CR 10-1-4-1: any card of the defender's with [Blocker], a Leader too
        block: [{ name: "blocker", pick: blockers, side: "foe", initial: likelyBlocker }],
        counter: [{ name: "card", pick: inAreas(["hand"]), side: "foe", initial: likelyCounter },
          { name: "target", pick: attackers, initial: battleTarget }],
        pass: [],
        give_don: [{ name: "to", pick: attackers }, { name: "count", type: "count" }],
        play: [{ name: "card", pick: inAreas(["hand"]) }, { name: "replace", pick: inAreas(["characters"]), optional: true }],
        activate: [{ name: "card", pick: inAreas(["leader", "characters", "stage"]) },
          { name: "target", pick: inAreas(["leader", "characters", "stage", "hand"]), optional: true }],
        use_event: [{ name: "card", pick: inAreas(["hand"]) },
          { name: "target", pick: inAreas(["leader", "characters", "stage", "hand"]), optional: true }],
        trigger: [{ name: "activate", type: "bool" }],
        end_turn: [],
      },
    };

    return { cards: cards, summary: summary, playerFields: playerFields, actions: actions };
  }

  (global.RulesiteEditorGames = global.RulesiteEditorGames || {}).optcg = describe;
})(window);
