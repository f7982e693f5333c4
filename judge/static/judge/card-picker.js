// rulesite judge: the card picker of the One Piece structured editor. Type a card number or a
// few letters of a name, pick a suggestion (a native <datalist>: it works with a phone's
// keyboard and a screen reader), and the card's printed fields fill in, with `card: NUMBER`
// written beside them. Suggestions come from the card API; without a network the picker says
// so and the fields stay as they are.
(function (global) {
  "use strict";

  var NUMBER = /^\s*([A-Za-z]{1,4}\d{0,3}-\d{3})\b/;
  var WAIT_MS = 250;
  var uid = 0;

  function apiBase() {
    var marker = document.getElementById("editor-game");
    return "/api/v1/" + encodeURIComponent(marker ? marker.dataset.game : "optcg") + "/cards/";
  }

  function describe(card) {
    var bits = [card.number, card.name];
    if (typeof card.power === "number") { bits.push(String(card.power)); }
    if (card.keywords && card.keywords.length) { bits.push("[" + card.keywords.join("] [") + "]"); }
    return bits.join(" · ");
  }

  // the printed values the form shows, written into the scenario card at `path`
  function fill(ctx, path, card, isLeader) {
    var target = ctx.get(ctx.scenario(), path);
    if (!target || typeof target !== "object") { return; }
    target.card = card.number;
    target.name = card.name;
    ["power", "counter"].forEach(function (key) {
      if (typeof card[key] === "number" && card[key] > 0) { target[key] = card[key]; } else { delete target[key]; }
    });
    if (card.category === "character" && card.power === 0) { target.power = 0; }
    if (isLeader) {
      if (typeof card.life === "number") { target.life = card.life; }
    } else if (typeof card.cost === "number") {
      target.cost = card.cost;
    }
    if (card.keywords && card.keywords.length) { target.keywords = card.keywords.slice(); } else { delete target.keywords; }
    if (!isLeader && card.category && card.category !== "character") { target.type = card.category; }
  }

  function field(ctx, path, isLeader) {
    var t = ctx.t, el = ctx.el;
    uid += 1;
    var id = "ed-card-" + uid, listId = id + "-list", noteId = id + "-note";
    var current = ctx.get(ctx.scenario(), path.concat("card"));
    var box = el("input", { id: id, type: "search", list: listId, autocomplete: "off", inputmode: "search",
      "data-card-picker": "", "aria-describedby": noteId, placeholder: t("card_placeholder", "OP05-022 or a name"),
      value: current ? String(current) : "" });
    var options = el("datalist", { id: listId });
    var note = el("p", { id: noteId, className: "ed-note small", "aria-live": "polite" });
    var timer = null, asked = "";

    function say(text) { note.textContent = text; }

    function suggest() {
      var query = box.value.trim();
      if (query.length < 2 || query === asked) { return; }
      asked = query;
      fetch(apiBase() + "?q=" + encodeURIComponent(query), { headers: { Accept: "application/json" } })
        .then(function (answer) { return answer.ok ? answer.json() : { results: [] }; })
        .then(function (found) {
          if (box.value.trim() !== query) { return; }
          options.replaceChildren.apply(options, (found.results || []).slice(0, 20).map(function (card) {
            return el("option", { value: card.number + " " + card.name, label: describe(card) });
          }));
          say((found.results || []).length ? "" : t("card_none", "No imported card matches."));
        })
        .catch(function () { say(t("card_offline", "Finding cards needs a network connection.")); });
    }

    function pick() {
      var match = NUMBER.exec(box.value);
      if (!match) { return; }
      var number = match[1].toUpperCase();
      fetch(apiBase() + encodeURIComponent(number) + "/", { headers: { Accept: "application/json" } })
        .then(function (answer) {
          if (answer.status === 404) { say(t("card_unknown", "No imported card has this number.")); return null; }
          return answer.ok ? answer.json() : null;
        })
        .then(function (card) {
          if (!card) { return; }
          fill(ctx, path, card, isLeader);
          ctx.render();
          ctx.writeText();
          var again = document.querySelector("[data-card-for='" + JSON.stringify(path).replace(/'/g, "\\'") + "']");
          if (again) { again.focus(); }
        })
        .catch(function () { say(t("card_offline", "Finding cards needs a network connection.")); });
    }

    box.setAttribute("data-card-for", JSON.stringify(path));
    box.addEventListener("input", function () {
      window.clearTimeout(timer);
      // a suggestion picked from the list arrives as a whole value: fill at once
      if (NUMBER.test(box.value) && box.value.indexOf(" ") > 0) { pick(); return; }
      timer = window.setTimeout(suggest, WAIT_MS);
    });
    box.addEventListener("keydown", function (event) {
      if (event.key === "Enter") { event.preventDefault(); pick(); }
    });
    box.addEventListener("change", pick);
    return el("div", { className: "ed-field ed-card-picker" }, [
      el("label", { "for": id, text: t("card_pick", "Printed card") }), box, options, note]);
  }

  global.RulesiteCardPicker = { field: field };
})(window);
