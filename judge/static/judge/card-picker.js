// rulesite judge: the card picker of the structured editors (One Piece: a card number such as
// OP05-022; Yu-Gi-Oh!: a password such as 44095762, names in the page's language). Type a number or a
// few letters of a name, pick a suggestion (a native <datalist>: it works with a phone's
// keyboard and a screen reader), and the card's printed fields fill in, with `card: NUMBER`
// written beside them. Suggestions come from the cards file the offline judge keeps
// (offline-judge.js, cache "rulesite-judge") when this device keeps the server's current one,
// with or without a network; else from the card API, and only without both does the picker
// say a network is needed.
(function (global) {
  "use strict";

  var NUMBERS = { optcg: /^\s*([A-Za-z]{1,4}\d{0,3}-\d{3})\b/, ygo: /^\s*(\d{8}|kdb\d{1,7})\b/i };
  var WAIT_MS = 250;
  var uid = 0;

  function game() {
    var marker = document.getElementById("editor-game");
    return marker && marker.dataset.game === "ygo" ? "ygo" : "optcg";
  }

  function numberIn(text) {
    var match = NUMBERS[game()].exec(text);
    if (!match) { return null; }
    return game() === "ygo" ? match[1].toLowerCase() : match[1].toUpperCase();
  }

  function apiBase() {
    return "/api/v1/" + game() + "/cards/";
  }

  // a card's name in the page's language where the card API gives one (Yu-Gi-Oh!)
  function nameOf(card) {
    var language = (document.documentElement.lang || "en").slice(0, 2);
    return (card.names && card.names[language]) || card.name;
  }

  var CACHE = "rulesite-judge";
  var MAX_SHOWN = 20;
  var local = null;  // the kept cards, as the card API's answers, once read

  function offlineConfig() {
    var node = document.getElementById("offline-judge-config");
    try { return node ? JSON.parse(node.textContent) : null; } catch (e) { return null; }
  }

  // the file is gzipped JSON: {"cards": {NUMBER: {"fields": {name, type, power...}}}}
  // (judge/offline_cards.py)
  function keptCards() {
    if (local) { return local; }
    var config = offlineConfig();
    if (!config || !config.cards || !window.caches || !window.DecompressionStream) {
      return Promise.reject(new Error("no cards kept"));
    }
    local = caches.open(CACHE).then(function (cache) { return cache.match(config.cards); })
      .then(function (found) {
        if (!found) { throw new Error("no cards kept"); }
        return new Response(found.body.pipeThrough(new DecompressionStream("gzip"))).json();
      })
      .then(function (file) {
        return Object.keys(file.cards || {}).map(function (number) {
          var kept = file.cards[number], fields = kept.fields || {};
          // the English name is the scenario's `name`; the other printed ones are kept beside it
          var names = Object.assign({ en: fields.name || number }, kept.names || {});
          if (fields.kind) {  // a Yu-Gi-Oh! card: its scenario fields as the card API names them
            return { number: number, name: fields.name || number, names: names, kind: fields.kind, level: fields.level,
              atk: fields.atk, def: fields.def, property: fields.spell_type || fields.trap_type };
          }
          return { number: number, name: fields.name || number, names: names, category: fields.type, power: fields.power,
            cost: fields.cost, counter: fields.counter, life: fields.life, keywords: fields.keywords || [] };
        });
      });
    local.catch(function () { local = null; });  // kept later: tried again
    return local;
  }

  function fold(text) {
    return String(text).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }

  // what the card API answers, from the kept file: every word typed is in the card's number
  // or one of its printed names, any language ("luffy st01", "spiegelkraft"); numbers that
  // start with the query first; one pass over the cards
  function searchKept(query) {
    var wanted = fold(query).split(/\s+/).filter(Boolean);
    return keptCards().then(function (cards) {
      var byNumber = [], byName = [];
      cards.forEach(function (card) {
        var number = fold(card.number), names = card.names || { en: card.name };
        var found = Object.keys(names).some(function (language) {
          var words = number + " " + fold(names[language]);
          return wanted.every(function (word) { return words.indexOf(word) >= 0; });
        });
        if (!found) { return; }
        (number.indexOf(wanted[0]) === 0 ? byNumber : byName).push(card);
      });
      return { results: byNumber.concat(byName).slice(0, MAX_SHOWN) };
    });
  }

  function keptCard(number) {
    return keptCards().then(function (cards) {
      return cards.filter(function (card) { return card.number === number; })[0] || null;
    });
  }

  // the kept cards when this device keeps the server's current file (no round trip at a
  // venue's slow network, and the same answers with and without it), else the card API
  function search(query) {
    return searchKept(query).catch(function () {
      return fetch(apiBase() + "?q=" + encodeURIComponent(query), { headers: { Accept: "application/json" } })
        .then(function (answer) { return answer.ok ? answer.json() : { results: [] }; });
    });
  }

  // a card by number: {card} or {missing: true}; kept cards first, as for `search`
  function lookUp(number) {
    return keptCard(number).then(function (card) { return card ? { card: card } : { missing: true }; })
      .catch(function () {
        return fetch(apiBase() + encodeURIComponent(number) + "/", { headers: { Accept: "application/json" } })
          .then(function (answer) {
            if (answer.status === 404) { return { missing: true }; }
            if (!answer.ok) { throw new Error("card API " + answer.status); }
            return answer.json().then(function (card) { return { card: card }; });
          });
      });
  }

  // a Yu-Gi-Oh! card's kind and Spell/Trap type in the page's words (the editor's own:
  // "Schnellzauberkarte"), the card API's English where the page has none
  function kindWords(t, card) {
    var property = card.property ? String(card.property).toLowerCase() : "";
    if (property) { return t(card.kind + "_" + property, card.property + " " + card.kind); }
    return t("kind_" + card.kind, card.kind);
  }

  function describe(t, card) {
    var bits = [card.number, nameOf(card)];
    if (card.kind) { bits.push(kindWords(t, card)); }
    if (typeof card.atk === "number") { bits.push(card.atk + " " + (card.kind ? t("atk", "ATK") : "ATK")); }
    if (typeof card.power === "number") { bits.push(String(card.power)); }
    if (card.keywords && card.keywords.length) { bits.push("[" + card.keywords.join("] [") + "]"); }
    return bits.join(" · ");
  }

  // the printed values the form shows, written into the scenario card at `path`
  // a Yu-Gi-Oh! card: the keys judge/cardlookup.py fills (name, kind, property, Level or Rank,
  // ATK and DEF where printed as numbers)
  function fillYgo(target, card) {
    target.card = card.number || card.password;
    target.name = nameOf(card);
    target.kind = card.kind;
    ["level", "atk", "def", "spell_type", "trap_type"].forEach(function (key) { delete target[key]; });
    if (card.kind === "monster") {
      var level = typeof card.level === "number" ? card.level : card.rank;
      if (typeof level === "number") { target.level = level; }
      if (typeof card.atk === "number") { target.atk = card.atk; }
      if (typeof card.def === "number") { target.def = card.def; }
    } else if (card.property) {
      target[card.kind + "_type"] = String(card.property).toLowerCase();
    }
  }

  function fill(ctx, path, card, isLeader) {
    var target = ctx.get(ctx.scenario(), path);
    if (!target || typeof target !== "object") { return; }
    if (card.kind) { fillYgo(target, card); return; }
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
      "data-card-picker": "", "aria-describedby": noteId, placeholder: t("card_placeholder", game() === "ygo" ? "44095762 or a name" : "OP05-022 or a name"),
      value: current ? String(current) : "" });
    var options = el("datalist", { id: listId });
    var note = el("p", { id: noteId, className: "ed-note small", "aria-live": "polite" });
    var timer = null, asked = "";

    function say(text) { note.textContent = text; }

    function suggest() {
      var query = box.value.trim();
      if (query.length < 2 || query === asked) { return; }
      asked = query;
      search(query)
        .then(function (found) {
          if (box.value.trim() !== query) { return; }
          options.replaceChildren.apply(options, (found.results || []).slice(0, MAX_SHOWN).map(function (card) {
            return el("option", { value: card.number + " " + nameOf(card), label: describe(t, card) });
          }));
          say((found.results || []).length ? "" : t("card_none", "No imported card matches."));
        })
        .catch(function () { say(t("card_offline", "Without a network, cards are found once the judge is kept for offline use (above).")); });
    }

    function pick() {
      var number = numberIn(box.value);
      if (!number) { return; }
      lookUp(number)
        .then(function (found) {
          if (found.missing) { say(t("card_unknown", "No imported card has this number.")); return; }
          fill(ctx, path, found.card, isLeader);
          ctx.render();
          ctx.writeText();
          var again = document.querySelector("[data-card-for='" + JSON.stringify(path).replace(/'/g, "\\'") + "']");
          if (again) { again.focus(); }
        })
        .catch(function () { say(t("card_offline", "Without a network, cards are found once the judge is kept for offline use (above).")); });
    }

    box.setAttribute("data-card-for", JSON.stringify(path));
    box.addEventListener("input", function () {
      window.clearTimeout(timer);
      // a suggestion picked from the list arrives as a whole value: fill at once
      if (numberIn(box.value) && box.value.indexOf(" ") > 0) { pick(); return; }
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
