// rulesite judge: the list of actions in the structured editor (editor-core.js), the same for every
// game. Each action is picked from what the game's scenario format allows, with card ids offered
// from the board. The game's description (spec) says which actions there are and what each takes:
//
//   spec.table: {kind: [arg, ...]} in menu order; an action with no args is written as its name
//   arg: {name, pick: function (card) -> bool, optional, many, type: "bool"|"count",
//         extra: [{value, text}] (choices beside the cards),
//         initial: function (turn, foe, earlier) (earlier: the actions before this one),
//         side: "turn"|"foe" (only that player's cards are offered),
//         ownerOf: name of the arg whose card's owner the choices belong to}
//   spec.warn: function (kind, args, earlier) -> a warning shown under the action, or null
//   spec.byFoe: [kinds the player who is not the turn player takes, e.g. block]
//   spec.preset: the kind the "New action" menu starts on
//   spec.next: function (earlier) -> the kind it starts on after these actions (an attack is
//              followed by a block), so that adding the usual next action is one tap
//   spec.noCard: what a menu of cards says when no card on the board fits
//   spec.cards(): every card on the board, {id, owner, area, name, ...}
(function (global) {
  "use strict";

  global.RulesiteEditorActions = function (ctx, spec) {
    var t = ctx.t, el = ctx.el, input = ctx.input, select = ctx.select, button = ctx.button;
    var PLAYERS = ctx.players;
    var ACTIONS = spec.table;

    function label(card) {
      return card.name && card.name !== card.id ? card.name + " (" + card.id + ")" : card.id;
    }

    function cardsFor(arg, owner) {
      return spec.cards().filter(function (c) { return (!owner || c.owner === owner) && arg.pick(c); });
    }

    function sideOf(arg) {
      if (!arg.side) { return PLAYERS; }
      var turn = turnPlayer();
      return [arg.side === "turn" ? turn : (turn === "A" ? "B" : "A")];
    }

    function cardOptions(arg) {
      var groups = arg.optional ? [{ options: [{ value: "", text: "—" }] }] : [];
      sideOf(arg).forEach(function (p) {
        var options = cardsFor(arg, p).map(function (c) { return { value: c.id, text: label(c) }; });
        if (options.length) { groups.push({ label: t("player", "Player") + " " + p, options: options }); }
      });
      if (arg.extra) { groups.push({ options: arg.extra }); }
      // no card on the board fits: say so rather than show an empty menu
      if (!groups.length && spec.noCard) { groups.push({ options: [{ value: "", text: spec.noCard }] }); }
      return groups;
    }

    function actionKind(action) {
      if (typeof action === "string") { return action; }
      if (action && typeof action === "object") { return Object.keys(action)[0]; }
      return "";
    }

    function turnPlayer() {
      return ctx.scenario().turn && ctx.scenario().turn.player === "B" ? "B" : "A";
    }

    // the choices of an arg that belong to one card's owner (tributes: the summoner's monsters)
    function ownerFor(arg, args) {
      var named = args && args[arg.ownerOf];
      var card = spec.cards().filter(function (c) { return c.id === named; })[0];
      return card ? card.owner : turnPlayer();
    }

    function argField(arg, kind, i, args) {
      var path = ["actions", i, kind, arg.name];
      var text = t("arg_" + arg.name, arg.name);
      if (arg.type === "bool") { return input(text, path, "bool"); }
      if (arg.type === "count") { return input(text, path, "int", { min: 1, max: 10 }); }
      if (arg.many) {
        var choices = cardsFor(arg, arg.ownerOf ? ownerFor(arg, args) : null)
          .map(function (c) { return { value: c.id, text: label(c) }; });
        return ctx.checks(text, path, choices, "ed-keywords ed-many");
      }
      var redraw = spec.warn || (ACTIONS[kind] || []).some(function (other) { return other.ownerOf === arg.name; });
      return select(text, path, cardOptions(arg), redraw ? { "data-redraw": "" } : null);
    }

    function actionRow(action, i) {
      var kind = actionKind(action);
      var row = el("li", { className: "ed-action" });
      var kindOptions = Object.keys(ACTIONS).map(function (k) { return { value: k, text: t("action_" + k, k) }; });
      var kindSelect = select(t("action", "Action") + " " + (i + 1), ["actions", i, "__kind"], [{ options: kindOptions }]);
      var field = kindSelect.querySelector("select");
      field.value = kind;
      field.removeAttribute("data-path");
      field.dataset.focus = "action:" + i;
      field.addEventListener("change", function () {
        ctx.scenario().actions[i] = newAction(field.value, i);
        ctx.render();
        ctx.writeText();
        ctx.focus("action:" + i);
      });
      row.appendChild(kindSelect);
      var args = action && typeof action === "object" ? action[kind] : null;
      (ACTIONS[kind] || []).forEach(function (arg) { row.appendChild(argField(arg, kind, i, args)); });
      var warning = spec.warn && args ? spec.warn(kind, args, ctx.scenario().actions.slice(0, i)) : null;
      if (warning) { row.appendChild(el("p", { className: "ed-warning", role: "status", text: warning })); }
      if (!ACTIONS[kind]) { row.appendChild(el("p", { className: "muted", text: t("unknown_action", "Not an action the editor knows: edit it in the text.") })); }
      row.appendChild(el("div", { className: "ed-row ed-move" }, [
        i > 0 ? button("↑", function () { return swap(i, i - 1); }, "secondary small") : null,
        i < ctx.scenario().actions.length - 1 ? button("↓", function () { return swap(i, i + 1); }, "secondary small") : null,
        button(t("remove", "Remove"), function () {
          var all = ctx.scenario().actions;
          all.splice(i, 1);
          return all.length ? "action:" + Math.min(i, all.length - 1) : "add-action";
        }),
      ]));
      return row;
    }

    // the keyboard follows the action it moved
    function swap(a, b) {
      var tmp = ctx.scenario().actions[a];
      ctx.scenario().actions[a] = ctx.scenario().actions[b];
      ctx.scenario().actions[b] = tmp;
      return "action:" + b;
    }

    function first(arg, owner) {
      var found = cardsFor(arg, owner)[0];
      return found ? found.id : "";
    }

    // a new action at `index` starts filled in: the acting player's first fitting card for
    // every arg it must have, or what the game makes of the actions before it
    function newAction(kind, index) {
      var table = ACTIONS[kind] || [];
      if (!table.length) { return kind; }
      var args = {};
      var earlier = ctx.scenario().actions.slice(0, index);
      var turn = turnPlayer();
      var foe = turn === "A" ? "B" : "A";
      var byFoe = (spec.byFoe || []).indexOf(kind) >= 0;
      table.forEach(function (arg) {
        if (arg.optional || arg.many) { return; }
        if (arg.type === "bool") { args[arg.name] = true; }
        else if (arg.type === "count") { args[arg.name] = 1; }
        else if (arg.initial) { args[arg.name] = arg.initial(turn, foe, earlier); }
        else {
          var own = arg.side ? sideOf(arg)[0] : (byFoe ? foe : turn);
          args[arg.name] = first(arg, own) || (arg.side ? "" : first(arg, byFoe ? turn : foe)) || "";
        }
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
      var next = spec.next ? spec.next(ctx.scenario().actions) : null;
      field.value = next && ACTIONS[next] ? next : spec.preset || kinds[0].value;
      return el("details", { className: "ed-actions", open: true }, [
        el("summary", { text: t("actions", "Actions") + " (" + ctx.scenario().actions.length + ")" }),
        el("p", { className: "muted small", text: t("actions_help", "Replayed in order from the turn player's Main Phase.") }),
        items,
        el("div", { className: "ed-row ed-add-action" }, [adder, button(t("add_action", "Add"), function () {
          ctx.scenario().actions.push(newAction(field.value, ctx.scenario().actions.length));
          return "action:" + (ctx.scenario().actions.length - 1);
        }, "ed-add", "add-action")]),
      ]);
    }

    return { section: actionsSection };
  };
})(window);
