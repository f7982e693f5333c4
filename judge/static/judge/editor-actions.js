// rulesite judge: the list of actions in the structured editor (editor.js). Each action is
// picked from what the scenario format allows, with card ids offered from the board.
(function (global) {
  "use strict";

  global.RulesiteEditorActions = function (ctx) {
    var t = ctx.t, el = ctx.el, input = ctx.input, select = ctx.select, button = ctx.button;
    var PLAYERS = ctx.players;

    var ACTIONS = {
      attack: [["attacker", "attackers"], ["target", "targets"]],
      block: [["blocker", "characters"]],
      counter: [["card", "hand"], ["target", "targets"]],
      pass: [],
      give_don: [["to", "attackers"], ["count", "count"]],
      play: [["card", "hand"], ["replace", "characters", true]],
      activate: [["card", "field"], ["target", "any", true]],
      use_event: [["card", "hand"], ["target", "any", true]],
      trigger: [["activate", "bool"]],
      end_turn: [],
    };

    function allCards() {
      var out = [];
      PLAYERS.forEach(function (p) {
        var side = (ctx.scenario().players || {})[p] || {};
        var leader = side.leader && typeof side.leader === "object" ? side.leader : {};
        out.push({ id: p + ".leader", owner: p, area: "leader", name: leader.name || t("leader_of", "Leader of") + " " + p });
        ["characters", "hand"].forEach(function (area) {
          (Array.isArray(side[area]) ? side[area] : []).forEach(function (card) {
            if (card && card.id !== undefined) { out.push({ id: String(card.id), owner: p, area: area, name: card.name }); }
          });
        });
        if (side.stage && side.stage.id !== undefined) {
          out.push({ id: String(side.stage.id), owner: p, area: "stage", name: side.stage.name });
        }
      });
      return out;
    }

    function cardOptions(which, optional) {
      var areas = {
        attackers: ["leader", "characters"], targets: ["leader", "characters"],
        characters: ["characters"], hand: ["hand"], field: ["leader", "characters", "stage"],
        any: ["leader", "characters", "stage", "hand"],
      }[which];
      var groups = optional ? [{ options: [{ value: "", text: "—" }] }] : [];
      PLAYERS.forEach(function (p) {
        var options = allCards().filter(function (c) { return c.owner === p && areas.indexOf(c.area) >= 0; })
          .map(function (c) { return { value: c.id, text: c.name && c.name !== c.id ? c.name + " (" + c.id + ")" : c.id }; });
        if (options.length) { groups.push({ label: t("player", "Player") + " " + p, options: options }); }
      });
      return groups;
    }

    function actionKind(action) {
      if (typeof action === "string") { return action; }
      if (action && typeof action === "object") { return Object.keys(action)[0]; }
      return "";
    }

    function actionRow(action, i) {
      var kind = actionKind(action);
      var row = el("li", { className: "ed-action" });
      var kindOptions = Object.keys(ACTIONS).map(function (k) { return { value: k, text: t("action_" + k, k) }; });
      var kindSelect = select(t("action", "Action") + " " + (i + 1), ["actions", i, "__kind"], [{ options: kindOptions }]);
      var field = kindSelect.querySelector("select");
      field.value = kind;
      field.removeAttribute("data-path");
      field.addEventListener("change", function () { ctx.scenario().actions[i] = newAction(field.value); ctx.render(); ctx.writeText(); });
      row.appendChild(kindSelect);
      (ACTIONS[kind] || []).forEach(function (arg) {
        var path = ["actions", i, kind, arg[0]];
        if (arg[1] === "bool") { row.appendChild(input(t("arg_" + arg[0], arg[0]), path, "bool")); }
        else if (arg[1] === "count") { row.appendChild(input(t("arg_" + arg[0], arg[0]), path, "int", { min: 1, max: 10 })); }
        else { row.appendChild(select(t("arg_" + arg[0], arg[0]), path, cardOptions(arg[1], arg[2]))); }
      });
      if (!ACTIONS[kind]) { row.appendChild(el("p", { className: "muted", text: t("unknown_action", "Not an action the editor knows: edit it in the text.") })); }
      row.appendChild(el("div", { className: "ed-row ed-move" }, [
        i > 0 ? button("↑", function () { swap(i, i - 1); }, "secondary small") : null,
        i < ctx.scenario().actions.length - 1 ? button("↓", function () { swap(i, i + 1); }, "secondary small") : null,
        button(t("remove", "Remove"), function () { ctx.scenario().actions.splice(i, 1); }),
      ]));
      return row;
    }

    function swap(a, b) {
      var tmp = ctx.scenario().actions[a];
      ctx.scenario().actions[a] = ctx.scenario().actions[b];
      ctx.scenario().actions[b] = tmp;
    }

    function first(which, owner) {
      var groups = cardOptions(which, false);
      var label = t("player", "Player") + " " + owner;
      var mine = groups.filter(function (g) { return g.label === label; })[0];
      return mine ? mine.options[0].value : "";
    }

    function newAction(kind) {
      if (kind === "pass" || kind === "end_turn") { return kind; }
      var args = {};
      var turn = ctx.scenario().turn && ctx.scenario().turn.player === "B" ? "B" : "A";
      var foe = turn === "A" ? "B" : "A";
      // the attacker's side acts in the Main Phase; the defender blocks and counters
      var defends = kind === "block" || kind === "counter";
      (ACTIONS[kind] || []).forEach(function (arg) {
        if (arg[2]) { return; }
        if (arg[1] === "bool") { args[arg[0]] = true; }
        else if (arg[1] === "count") { args[arg[0]] = 1; }
        else if (arg[0] === "target") { args[arg[0]] = (kind === "attack" ? foe : defends ? foe : turn) + ".leader"; }
        else { args[arg[0]] = first(arg[1], defends ? foe : turn) || first(arg[1], defends ? turn : foe) || ""; }
      });
      var action = {};
      action[kind] = args;
      return action;
    }

    function actionsSection() {
      if (!Array.isArray(ctx.scenario().actions)) { ctx.scenario().actions = []; }
      var items = el("ol", { className: "ed-actions-list" });
      ctx.scenario().actions.forEach(function (action, i) { items.appendChild(actionRow(action, i)); });
      var kinds = Object.keys(ACTIONS).map(function (k) { return { value: k, text: t("action_" + k, k) }; });
      var adder = select(t("new_action", "New action"), ["__new"], [{ options: kinds }]);
      var field = adder.querySelector("select");
      field.removeAttribute("data-path");
      field.value = "attack";
      return el("details", { className: "ed-actions", open: true }, [
        el("summary", { text: t("actions", "Actions") + " (" + ctx.scenario().actions.length + ")" }),
        el("p", { className: "muted small", text: t("actions_help", "Replayed in order from the turn player's Main Phase.") }),
        items,
        el("div", { className: "ed-row ed-add-action" }, [adder, button(t("add_action", "Add"), function () {
          ctx.scenario().actions.push(newAction(field.value));
        }, "ed-add")]),
      ]);
    }

    return { section: actionsSection, allCards: allCards };
  };
})(window);
