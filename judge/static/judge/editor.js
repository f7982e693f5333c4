// rulesite judge: the structured editor. It edits the scenario in the text box as a form
// (players, Leaders, Life, hand, Characters, Stage, DON!!, turn, then the actions) and keeps
// both in sync: every change in the form rewrites the text; text that reads as a scenario
// redraws the form. Without this script the text box alone does the job.
(function () {
  "use strict";

  var YAML = window.RulesiteYAML;
  var PLAYERS = ["A", "B"];
  var KEYWORDS = ["Blocker", "Rush", "Rush: Character", "Double Attack", "Banish", "Unblockable"];
  var MAX_CHARACTERS = 5;

  var root, textarea, status, scenario = null, timer = null;
  var openCards = {};  // path -> true for the cards whose details are shown
  var T = {};  // the page's translated words, from the "editor-words" JSON block

  function t(key, fallback) { return T[key] || fallback; }

  var F = window.RulesiteFields;
  if (!F || !window.RulesiteEditorActions) { return; }
  var el = F.el, get = F.get, set = F.set;

  // the form's fields show the scenario's value at their path
  function input(label, path, kind, extra) { return F.input(label, path, kind, extra, get(scenario, path)); }
  function select(label, path, options, extra) { return F.select(label, path, options, extra, get(scenario, path)); }
  function fieldId() { return F.fieldId(); }

  function player(p) {
    if (!scenario.players || typeof scenario.players !== "object") { scenario.players = {}; }
    if (!scenario.players[p] || typeof scenario.players[p] !== "object") { scenario.players[p] = {}; }
    return scenario.players[p];
  }

  function list(p, key) {
    var value = player(p)[key];
    return Array.isArray(value) ? value : [];
  }

  function writeText() {
    textarea.value = YAML.dump(scenario);
    say(t("synced", "The text box follows the editor."));
  }

  function say(message) { status.textContent = message; }

  function onChange(target) {
    return target.type === "checkbox" || target.tagName === "SELECT" || target.dataset.rename !== undefined;
  }

  function onInput(event) {
    var target = event.target;
    if (!target.dataset || !target.dataset.path) { return; }
    var path = JSON.parse(target.dataset.path);
    var kind = target.dataset.kind;
    var value;
    if (kind === "bool") { value = target.checked ? true : undefined; }
    else if (kind === "int") {
      value = target.value.trim() === "" ? undefined : parseInt(target.value, 10);
      if (value !== undefined && isNaN(value)) { return; }
    } else if (kind === "keyword") {
      var card = get(scenario, path) || [];
      var words = KEYWORDS.filter(function (word) {
        return word === target.value ? target.checked : card.indexOf(word) >= 0;
      });
      value = words.length ? words : undefined;
    } else { value = target.value === "" ? undefined : target.value; }
    var old = get(scenario, path);
    set(scenario, path, value);
    refreshSummary(target);
    if (target.dataset.rename !== undefined && old && value && old !== value) {
      renameReferences(String(old), String(value));
    }
    if (target.dataset.redraw !== undefined) { render(); }
    writeText();
  }

  function renameReferences(old, now) {
    (Array.isArray(scenario.actions) ? scenario.actions : []).forEach(function (action) {
      if (!action || typeof action !== "object") { return; }
      Object.keys(action).forEach(function (kind) {
        var args = action[kind];
        if (!args || typeof args !== "object") { return; }
        Object.keys(args).forEach(function (key) { if (args[key] === old) { args[key] = now; } });
      });
    });
    render();
  }

  // ---- the board -----------------------------------------------------------------------------
  function newId(p, prefix) {
    var taken = allCards().map(function (c) { return c.id; });
    for (var n = 1; ; n++) {
      var id = p.toLowerCase() + "-" + prefix + n;
      if (taken.indexOf(id) < 0) { return id; }
    }
  }

  function button(text, handler, className) {
    var node = el("button", { type: "button", className: className || "secondary small", text: text });
    node.addEventListener("click", function () { handler(); render(); writeText(); });
    return node;
  }

  function cardSummary(card) {
    var bits = [card.name || card.id || "?"];
    if (card.name && card.id) { bits[0] += " (" + card.id + ")"; }
    if (typeof card.power === "number") { bits.push(String(card.power)); }
    if (typeof card.cost === "number") { bits.push(t("cost", "Cost") + " " + card.cost); }
    if (card.don) { bits.push("+" + card.don + " DON!!"); }
    if (card.rested) { bits.push(t("rested", "Rested")); }
    if (Array.isArray(card.keywords) && card.keywords.length) { bits.push("[" + card.keywords.join("] [") + "]"); }
    return bits.join(" · ");
  }

  function refreshSummary(target) {
    var box = target.closest ? target.closest("details.ed-card") : null;
    if (!box) { return; }
    var card = get(scenario, JSON.parse(box.dataset.cardPath)) || {};
    box.querySelector("summary").textContent = cardSummary(card);
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
    var key = JSON.stringify(path);
    var box = el("details", { className: "ed-card", open: openCards[key] === true, "data-card-path": key },
      [el("summary", { text: cardSummary(card) }), el("div", { className: "ed-row" }, row)]);
    box.addEventListener("toggle", function () { openCards[key] = box.open; });
    if (options.keywords) {
      var group = el("fieldset", { className: "ed-keywords" }, [el("legend", { text: t("keywords", "Keywords") })]);
      KEYWORDS.forEach(function (word) {
        var id = fieldId();
        var has = Array.isArray(card.keywords) && card.keywords.indexOf(word) >= 0;
        group.appendChild(el("label", { className: "ed-check", "for": id }, [
          el("input", { id: id, type: "checkbox", value: word, checked: has,
            "data-path": JSON.stringify(path.concat("keywords")), "data-kind": "keyword" }), " " + word]));
      });
      box.appendChild(group);
    }
    var extras = ["effects", "trigger", "static"].filter(function (key) { return card[key] !== undefined; });
    if (extras.length) {
      box.appendChild(el("p", { className: "muted small", text: t("extras", "Also has (edit in the text):") + " " + extras.join(", ") }));
    }
    return box;
  }

  function cardList(p, key, title, options) {
    var cards = list(p, key);
    var section = el("fieldset", { className: "ed-list ed-" + key }, [el("legend", { text: title + " (" + cards.length + ")" })]);
    cards.forEach(function (card, i) {
      var path = ["players", p, key, i];
      var box = cardFields(path, card && typeof card === "object" ? card : {}, options);
      box.appendChild(button(t("remove", "Remove"), function () { list(p, key).splice(i, 1); if (!list(p, key).length) { delete player(p)[key]; } }));
      section.appendChild(box);
    });
    if (!options.max || cards.length < options.max) {
      section.appendChild(button(options.addLabel, function () {
        var card = { id: newId(p, options.prefix), power: options.power, cost: 1 };
        openCards[JSON.stringify(["players", p, key, cards.length])] = true;
        if (options.counter) { card.counter = 1000; }
        if (!Array.isArray(player(p)[key])) { player(p)[key] = []; }
        player(p)[key].push(card);
      }, "secondary small ed-add"));
    }
    return section;
  }

  function countOrList(p, key, label, placeholder) {
    var value = player(p)[key];
    if (Array.isArray(value)) {
      return el("p", { className: "ed-field muted", text: label + ": " + value.length + " " + t("listed", "cards listed in the text") });
    }
    return input(label, ["players", p, key], "int", { placeholder: placeholder });
  }

  function leaderFields(p) {
    var leader = player(p).leader;
    var path = ["players", p, "leader"];
    var box = el("fieldset", { className: "ed-leader" }, [el("legend", { text: t("leader", "Leader") })]);
    if (!leader || typeof leader !== "object") {
      box.appendChild(el("p", { className: "muted", text: t("no_leader", "A plain 5000 Leader.") }));
      box.appendChild(button(t("describe_leader", "Describe the Leader"), function () {
        player(p).leader = { id: p.toLowerCase() + "-leader", name: p + "'s Leader", power: 5000 };
      }));
      return box;
    }
    box.appendChild(el("div", { className: "ed-row" }, [
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
        player(p).stage = { id: newId(p, "stage"), type: "stage", cost: 1 };
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

  function playerSection(p) {
    var section = el("details", { className: "ed-player", open: true }, [
      el("summary", { text: t("player", "Player") + " " + p }),
      leaderFields(p),
      el("div", { className: "ed-row" }, [
        countOrList(p, "life", t("life", "Life cards"), leaderLife(p)),
        countOrList(p, "deck", t("deck", "Deck"), 20),
        input(t("don_active", "DON!! active"), ["players", p, "don", "active"], "int", { max: 10, placeholder: 0 }),
        input(t("don_rested", "DON!! rested"), ["players", p, "don", "rested"], "int", { max: 10, placeholder: 0 }),
      ]),
      cardList(p, "characters", t("characters", "Characters"), { field: true, keywords: true, counter: true,
        max: MAX_CHARACTERS, prefix: "c", power: 3000, addLabel: t("add_character", "Add a Character") }),
      stageFields(p),
      cardList(p, "hand", t("hand", "Hand"), { counter: true, prefix: "h", power: 2000,
        addLabel: t("add_hand", "Add a hand card") }),
    ]);
    return section;
  }

  var actions = window.RulesiteEditorActions({
    scenario: function () { return scenario; }, t: t, el: el, input: input, select: select,
    button: button, render: render, writeText: writeText, players: PLAYERS,
  });
  var allCards = actions.allCards;
  var actionsSection = actions.section;

  function generalSection() {
    return el("details", { className: "ed-general", open: true }, [
      el("summary", { text: t("general", "Question and turn") }),
      input(t("title", "Title"), ["title"], "text"),
      input(t("question", "Question"), ["question"], "longtext"),
      el("div", { className: "ed-row" }, [
        input(t("turn_number", "Turn number"), ["turn", "number"], "int", { min: 1 }),
        select(t("turn_player", "Turn player"), ["turn", "player"], [{ options: PLAYERS.map(function (p) { return { value: p, text: p }; }) }], { "data-redraw": "" }),
      ]),
    ]);
  }

  function render() {
    var focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement.dataset.path : null;
    F.resetIds();
    root.replaceChildren(
      el("p", { className: "muted small", text: t("intro", "Describe the board and the actions here; the text box below follows. Editing here rewrites the text (comments are not kept).") }),
      generalSection(),
      playerSection("B"),
      playerSection("A"),
      actionsSection()
    );
    if (focused) {
      var again = root.querySelector("[data-path='" + focused.replace(/'/g, "\\'") + "']");
      if (again) { again.focus(); }
    }
  }

  // ---- text -> editor ------------------------------------------------------------------------
  function readText() {
    var data;
    try {
      data = YAML.parse(textarea.value);
    } catch (error) {
      disable(t("unreadable", "The editor cannot read the text") + (error.line ? " (" + t("line", "line") + " " + error.line + ")" : "") + ": " + error.message);
      return;
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) {
      disable(t("not_mapping", "The text is not a scenario yet: the editor waits."));
      return;
    }
    scenario = data;
    root.disabled = false;
    root.classList.remove("ed-disabled");
    render();
    say(t("from_text", "The editor follows the text box."));
  }

  // while the text cannot be read, the form must not overwrite it with older data
  function disable(message) {
    root.classList.add("ed-disabled");
    root.querySelectorAll("input, select, textarea, button").forEach(function (node) { node.disabled = true; });
    say(message);
  }

  function start() {
    root = document.getElementById("structured-editor");
    textarea = document.getElementById("id_scenario");
    status = document.getElementById("sync-status");
    if (!root || !textarea || !status || !YAML) { return; }
    var words = document.getElementById("editor-words");
    if (words) { T = JSON.parse(words.textContent); }
    root.hidden = false;
    // typing updates the text as it goes; boxes, menus and ids (which rename references)
    // update once the change is made
    root.addEventListener("input", function (event) { if (!onChange(event.target)) { onInput(event); } });
    root.addEventListener("change", function (event) { if (onChange(event.target)) { onInput(event); } });
    textarea.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(readText, 350);
    });
    readText();
  }

  document.addEventListener("DOMContentLoaded", start);
})();
