// rulesite judge: the structured editor's core, the same for every game. It edits the scenario
// in the text box as a form and keeps both in sync: every change in the form rewrites the text;
// text that reads as a scenario redraws the form; text that cannot be read switches the form off
// and is left alone. What a game's board and actions hold comes from its description (editor.js
// for One Piece, editor-ygo.js for Yu-Gi-Oh!), named by the page's
// <template id="editor-game" data-game>, whose [data-word] children carry the game's own words.
// Without these scripts the text box alone does the job.
(function () {
  "use strict";

  var YAML = window.RulesiteYAML;
  var PLAYERS = ["A", "B"];

  var root, textarea, status, scenario = null, timer = null;
  var doc = null;  // the YAML document the text box holds: writing into it keeps its comments
  var game = null, actions = null;
  var openCards = {};  // path -> true for the cards whose details are shown
  var T = {};  // the page's translated words: "editor-words" JSON, then the game's [data-word]

  function t(key, fallback) { return T[key] || fallback; }

  var F = window.RulesiteFields;
  if (!F || !window.RulesiteEditorActions) { return; }
  var el = F.el, get = F.get, set = F.set;

  // the form's fields show the scenario's value at their path
  function input(label, path, kind, extra) { return F.input(label, path, kind, extra, get(scenario, path)); }
  function select(label, path, options, extra) { return F.select(label, path, options, extra, get(scenario, path)); }
  function checks(legend, path, choices, className) { return F.checks(legend, path, choices, get(scenario, path), className); }

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
    textarea.value = YAML.write(doc, scenario);
    say(t("synced", "The text box follows the editor."));
  }

  function say(message) { status.textContent = message; }

  function onChange(target) {
    return target.type === "checkbox" || target.tagName === "SELECT" || target.dataset.rename !== undefined;
  }

  // the value a field holds, as the scenario takes it; null when there is nothing to write yet
  function fieldValue(target, path) {
    var kind = target.dataset.kind;
    if (kind === "bool") { return { value: target.checked ? true : undefined }; }
    if (kind === "int") {
      var number = target.value.trim() === "" ? undefined : parseInt(target.value, 10);
      return number !== undefined && isNaN(number) ? null : { value: number };
    }
    if (kind === "flags") {
      var now = get(scenario, path);
      var had = Array.isArray(now) ? now.map(String) : [];
      var ticked = JSON.parse(target.dataset.choices).filter(function (choice) {
        return choice === target.value ? target.checked : had.indexOf(choice) >= 0;
      });
      return { value: ticked.length ? ticked : undefined };
    }
    if (kind === "yaml") { return yamlValue(target); }
    return { value: target.value === "" ? undefined : target.value };
  }

  // YAML text inside the form (effect steps): a list, or nothing; anything else keeps the old
  // data and says why beside the field
  function yamlValue(target) {
    var note = document.getElementById(target.id + "-note");
    var problem = null, data;
    if (target.value.trim() === "") { data = undefined; }
    else {
      try { data = YAML.parse(target.value); } catch (error) {
        problem = t("steps_unreadable", "This cannot be read yet, so the text box keeps the steps it had") +
          (error.line ? " (" + t("line", "line") + " " + error.line + ")" : "") + ": " + error.message;
      }
      if (!problem && !Array.isArray(data)) { problem = t("steps_list", "Steps are a list: one step a line, each starting with “- ”."); }
    }
    if (note) { note.textContent = problem || ""; }
    if (problem) { target.setAttribute("aria-invalid", "true"); } else { target.removeAttribute("aria-invalid"); }
    return problem ? null : { value: data === null ? undefined : data };
  }

  function onInput(event) {
    var target = event.target;
    if (!target.dataset || !target.dataset.path) { return; }
    var path = JSON.parse(target.dataset.path);
    var read = fieldValue(target, path);
    if (!read) { return; }
    var old = get(scenario, path);
    set(scenario, path, read.value);
    if (game.changed) { game.changed(path, read.value, old); }
    refreshSummary(target);
    if (target.dataset.rename !== undefined && old && read.value && old !== read.value) {
      renameReferences(String(old), String(read.value));
    }
    if (target.dataset.redraw !== undefined) { render(); }
    writeText();
  }

  // a card's new id follows it into every action that names it (and into what the game
  // description knows refers to cards, e.g. effect steps)
  function renameReferences(old, now) {
    function swap(value) { return value === old ? now : value; }
    (Array.isArray(scenario.actions) ? scenario.actions : []).forEach(function (action) {
      if (!action || typeof action !== "object") { return; }
      Object.keys(action).forEach(function (kind) {
        var args = action[kind];
        if (!args || typeof args !== "object") { return; }
        Object.keys(args).forEach(function (key) {
          args[key] = Array.isArray(args[key]) ? args[key].map(swap) : swap(args[key]);
        });
      });
    });
    if (game.renamed) { game.renamed(old, now); }
    render();
  }

  // ---- building blocks for the game descriptions --------------------------------------------
  function newId(p, prefix) {
    var taken = game.cards().map(function (c) { return c.id; });
    for (var n = 1; ; n++) {
      var id = p.toLowerCase() + "-" + prefix + n;
      if (taken.indexOf(id) < 0) { return id; }
    }
  }

  // a button's handler changes the scenario and may name where the keyboard goes next (the
  // data-focus of a card added, the next card after one removed); else it stays at the same
  // place in the form, on the next button, menu or card there
  function button(text, handler, className, focusKey) {
    var node = el("button", { type: "button", className: className || "secondary small", text: text,
      "data-focus": focusKey });
    node.addEventListener("click", function () {
      var place = focusables().indexOf(node);
      var next = handler();
      render();
      writeText();
      refocus(next, place);
    });
    return node;
  }

  function focusables() {
    return Array.prototype.slice.call(root.querySelectorAll("summary, button, select, input, textarea"));
  }

  function refocus(key, place) {
    var all = focusables();
    var target = key ? all.filter(function (node) { return node.dataset.focus === key; })[0] : null;
    for (var i = place; !target && place >= 0 && i < all.length; i++) {
      if (/^(SUMMARY|BUTTON|SELECT)$/.test(all[i].tagName)) { target = all[i]; }
    }
    if (target) { target.focus(); }
  }

  function refreshSummary(target) {
    var box = target.closest ? target.closest("details.ed-card") : null;
    if (!box) { return; }
    var path = JSON.parse(box.dataset.cardPath);
    box.querySelector("summary").textContent = game.summary(get(scenario, path) || {}, path);
  }

  // a card shown unfolded at the next drawing (one just added)
  function open(path) { openCards[JSON.stringify(path)] = true; }

  // one card, folded to its summary line; `row` holds its fields, `more` what goes below them
  function cardBox(path, card, row, more) {
    var key = JSON.stringify(path);
    var box = el("details", { className: "ed-card", open: openCards[key] === true, "data-card-path": key },
      [el("summary", { text: game.summary(card, path), "data-focus": "card:" + key }), el("div", { className: "ed-row" }, row)].concat(more || []));
    box.addEventListener("toggle", function () { openCards[key] = box.open; });
    return box;
  }

  // the cards of one zone: options.card(path, card) draws one, options.newCard() makes one
  function cardList(p, key, title, options) {
    var cards = list(p, key);
    var section = el("fieldset", { className: "ed-list ed-" + key }, [el("legend", { text: title + " (" + cards.length + ")" })]);
    var adder = "add:" + JSON.stringify(["players", p, key]);
    cards.forEach(function (card, i) {
      var box = options.card(["players", p, key, i], card && typeof card === "object" ? card : {});
      box.appendChild(button(t("remove", "Remove"), function () {
        list(p, key).splice(i, 1);
        if (!list(p, key).length) { delete player(p)[key]; return adder; }
        // the card that takes its place, or the button under the list
        return i < list(p, key).length ? "card:" + JSON.stringify(["players", p, key, i]) : adder;
      }));
      section.appendChild(box);
    });
    if (!options.max || cards.length < options.max) {
      section.appendChild(button(options.addLabel, function () {
        var card = options.newCard();
        var path = ["players", p, key, cards.length];
        open(path);
        if (!Array.isArray(player(p)[key])) { player(p)[key] = []; }
        player(p)[key].push(card);
        return "card:" + JSON.stringify(path);
      }, "secondary small ed-add", adder));
    }
    return section;
  }

  // a zone the format takes as a number or as a list of cards (a deck): the form edits the number
  function countOrList(p, key, label, placeholder) {
    var value = player(p)[key];
    if (Array.isArray(value)) {
      return el("p", { className: "ed-field muted", text: label + ": " + value.length + " " + t("listed", "cards listed in the text") });
    }
    return input(label, ["players", p, key], "int", { placeholder: placeholder });
  }

  function playerSection(p) {
    return el("details", { className: "ed-player", open: true },
      [el("summary", { text: t("player", "Player") + " " + p })].concat(game.playerFields(p)));
  }

  function generalSection() {
    return el("details", { className: "ed-general", open: true }, [
      el("summary", { text: t("general", "Question and turn") }),
      input(t("title", "Title"), ["title"], "text"),
      input(t("question", "Question"), ["question"], "longtext"),
      el("div", { className: "ed-row" }, [
        input(t("turn_number", "Turn number"), ["turn", "number"], "int", { min: 1 }),
        select(t("turn_player", "Turn player"), ["turn", "player"], [{ options: PLAYERS.map(function (p) { return { value: p, text: p }; }) }], { "data-redraw": "" }),
      ].concat(game.turnFields ? game.turnFields() : [])),
    ]);
  }

  function render() {
    var focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement.dataset.path : null;
    F.resetIds();
    root.replaceChildren(
      el("p", { className: "muted small", text: t("intro", "Describe the board and the actions here; the text box below follows. Editing here rewrites the text and keeps its comments.") }),
      generalSection(),
      playerSection("B"),
      playerSection("A"),
      actions.section()
    );
    if (focused) {
      var again = root.querySelector("[data-path='" + focused.replace(/'/g, "\\'") + "']");
      if (again) { again.focus(); }
    }
  }

  // ---- text -> editor ------------------------------------------------------------------------
  function readText() {
    var data, read;
    try {
      read = YAML.read(textarea.value);
      data = read.data;
    } catch (error) {
      disable(t("unreadable", "The editor cannot read the text") + (error.line ? " (" + t("line", "line") + " " + error.line + ")" : "") + ": " + error.message);
      return;
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) {
      disable(t("not_mapping", "The text is not a scenario yet: the editor waits."));
      return;
    }
    scenario = data;
    doc = read.doc;
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

  // the page names its game and carries the game's own words (templates/judge/editor/GAME.html)
  function readWords(marker) {
    var words = document.getElementById("editor-words");
    if (words) { T = JSON.parse(words.textContent); }
    var own = marker.content ? marker.content.querySelectorAll("[data-word]") : [];
    Array.prototype.forEach.call(own, function (node) { T[node.dataset.word] = node.textContent.trim(); });
  }

  var context = {
    players: PLAYERS, t: t, el: el, get: get, scenario: function () { return scenario; },
    input: input, select: select, checks: checks, button: button, player: player, list: list,
    newId: newId, countOrList: countOrList, cardBox: cardBox, cardList: cardList, open: open,
    render: render, writeText: writeText, focus: function (key) { refocus(key, -1); },
  };

  function start() {
    root = document.getElementById("structured-editor");
    textarea = document.getElementById("id_scenario");
    status = document.getElementById("sync-status");
    var marker = document.getElementById("editor-game");
    var describe = marker && (window.RulesiteEditorGames || {})[marker.dataset.game];
    if (!root || !textarea || !status || !YAML || !describe) { return; }
    readWords(marker);
    game = describe(context);
    actions = window.RulesiteEditorActions(context, game.actions);
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

  // the YAML package is a module, loaded beside these scripts (yaml.js)
  document.addEventListener("DOMContentLoaded", function () {
    if (YAML && YAML.ready) { YAML.ready.then(start, function () { /* the text box alone */ }); }
  });
})();
