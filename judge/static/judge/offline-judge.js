// rulesite judge without a network. With a network, the form goes to the server as always.
// Once the reader chose "make the judge work offline", the Pyodide runtime, the engine's code
// (its address carries a digest of the engine) and the judge's pages are kept in the browser's
// cache, and a "Judge" pressed without a network is judged in this page by the same engine,
// in the page's language. "Save and share" without a network is queued (judge-drafts.js).
(function () {
  "use strict";

  var CACHE = "rulesite-judge";  // kept by the service worker across its own versions
  var KEPT = "rulesite-judge-offline";  // localStorage: the engine digest kept, if any
  var PROBE_MS = 4000;
  var config, form, textarea, words = {};

  function t(key) { return words[key] || key; }

  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text) { node.textContent = text; }
    if (className) { node.className = className; }
    return node;
  }

  function kept() {
    try { return window.localStorage.getItem(KEPT); } catch (e) { return null; }
  }

  function remember(digest) {
    try { window.localStorage.setItem(KEPT, digest); } catch (e) { /* private mode */ }
  }

  // ---- keeping the judge on the device ----------------------------------------------------
  function keep() {
    var status = document.getElementById("offline-judge-status");
    var button = document.getElementById("offline-judge-keep");
    button.disabled = true;
    status.textContent = t("downloading");
    var own = Array.prototype.map.call(document.querySelectorAll("script[src], link[rel=stylesheet]"),
      function (node) { return node.src || node.href; });
    return caches.open(CACHE).then(function (cache) {
      return dropOldEngines(cache).then(function () {
        // once each (addAll refuses a list naming one address twice)
        var urls = config.files.concat(own).map(function (url) { return new URL(url, window.location.href).href; });
        return cache.addAll(urls.filter(function (url, i) { return urls.indexOf(url) === i; }));
      });
    }).then(function () {
      savePages();
      remember(config.digest);
      showKept();
    }).catch(function () {
      status.textContent = t("failed");
      button.disabled = false;
    });
  }

  // an engine (or a game's cards) of another digest is never used again: it goes when a new
  // one is kept
  function dropOldEngines(cache) {
    var cardsPrefix = "/offline/judge-cards-" + config.game + "-";
    return cache.keys().then(function (requests) {
      return Promise.all(requests.filter(function (request) {
        var path = new URL(request.url).pathname;
        return (path.indexOf("/offline/judge-engine-") === 0 && path !== config.engine) ||
          (path.indexOf(cardsPrefix) === 0 && path !== config.cards);
      }).map(function (request) { return cache.delete(request); }));
    });
  }

  // the judge page and its worked examples, saved by the service worker like visited pages
  function savePages() {
    if (!navigator.serviceWorker) { return; }
    navigator.serviceWorker.ready.then(function (registration) {
      config.pages.forEach(function (url) {
        if (registration.active) { registration.active.postMessage({ type: "save-page", url: url }); }
      });
    });
  }

  function showKept() {
    var box = document.getElementById("offline-judge");
    box.hidden = false;
    document.getElementById("offline-judge-offer").hidden = true;
    document.getElementById("offline-judge-keep").hidden = true;
    document.getElementById("offline-judge-status").textContent = t("kept");
    box.classList.add("kept");
  }

  function offer() {
    var box = document.getElementById("offline-judge");
    if (!box || !window.caches || !navigator.serviceWorker) { return; }
    if (kept()) {
      // kept before: a new engine is fetched at once, so that the old one never judges
      if (kept() !== config.digest && navigator.onLine) { keep(); } else { showKept(); }
      return;
    }
    box.hidden = false;
    document.getElementById("offline-judge-keep").addEventListener("click", keep);
  }

  // ---- is the server there? -----------------------------------------------------------------
  function online() {
    if (!navigator.onLine) { return Promise.resolve(false); }
    return new Promise(function (resolve) {
      var timer = window.setTimeout(function () { resolve(false); }, PROBE_MS);
      fetch(window.location.pathname, { method: "HEAD", cache: "no-store", credentials: "same-origin" })
        .then(function (response) { window.clearTimeout(timer); resolve(response.status < 500); },
          function () { window.clearTimeout(timer); resolve(false); });
    });
  }

  // ---- judging in the page (Pyodide runs in offline-worker.js) -----------------------------
  var worker = null, waiting = {}, lastId = 0;

  function call(message) {
    if (!worker) {
      worker = new Worker(config.worker, { type: "module" });
      worker.onmessage = function (event) {
        var found = waiting[event.data.id];
        delete waiting[event.data.id];
        if (!found) { return; }
        if (event.data.error) { found.reject(new Error(event.data.error)); } else { found.resolve(event.data.answer); }
      };
      worker.onerror = function () {
        Object.keys(waiting).forEach(function (id) { waiting[id].reject(new Error("worker")); delete waiting[id]; });
        worker = null;
      };
    }
    return new Promise(function (resolve, reject) {
      lastId += 1;
      waiting[lastId] = { resolve: resolve, reject: reject };
      message.id = lastId;
      message.config = config;
      worker.postMessage(message);
    });
  }

  function runtime() { return call({ type: "start" }).catch(function () { /* tried again on "Judge" */ }); }

  function judgeHere(text) {
    return call({ type: "judge", text: text, lang: document.documentElement.lang || "en" });
  }

  function ruleLinks(numbers) {
    var span = el("span", null, "rules");
    (numbers || []).forEach(function (number) {
      var link = el("a", number, "rule-link");
      link.href = config.rule_url.replace("{number}", encodeURIComponent(number));
      link.dataset.rule = number;
      span.appendChild(link);
      span.appendChild(document.createTextNode(" "));
    });
    return span;
  }

  function outcomeText(result) {
    if (result.outcome === "game_over") {
      return result.winner ? t("winner").replace("{winner}", result.winner) : t("both_lose");
    }
    return t(result.outcome === "illegal_action" ? "illegal_action" : "completed");
  }

  function showResult(answer) {
    var result = answer.result;
    var section = resultSection();
    section.appendChild(el("h2", t("ruling") + (answer.title ? ": " + answer.title : "")));
    if (answer.question) { section.appendChild(el("p", answer.question, "question")); }
    var verdict = el("div", null, "verdict outcome-" + result.outcome);
    if (typeof result.verdict === "string" && result.verdict) { verdict.appendChild(el("p", result.verdict, "verdict-text")); }
    verdict.appendChild(el("p", null, "outcome")).appendChild(el("strong", outcomeText(result)));
    section.appendChild(verdict);
    section.appendChild(el("h3", t("steps")));
    var steps = result.steps || [];
    if (!steps.length && !result.illegal) { section.appendChild(el("p", t("no_actions"), "muted")); }
    var list = section.appendChild(el("ol", null, "timeline"));
    steps.forEach(function (step) {
      var item = list.appendChild(el("li"));
      item.appendChild(el("span", step.text, "step-text"));
      item.appendChild(ruleLinks(step.rules));
    });
    if (result.illegal) {
      var item = list.appendChild(el("li", null, "step-illegal"));
      var reason = answer.reason_after_label || result.illegal.reason || "";
      var text = item.appendChild(el("span", " " + reason, "step-text"));
      text.insertBefore(el("strong", t("not_allowed")), text.firstChild);
      item.appendChild(ruleLinks(result.illegal.rules));
    }
    // what the ruling says about the printed cards (`card: NUMBER`), as the server shows it
    var notes = (result.notes || []).filter(function (note) { return note && note.text; });
    var printed = notes.filter(function (note) { return note.kind !== "default"; });
    if (printed.length) {
      var about = section.appendChild(el("section", null, "ruling-notes"));
      about.appendChild(el("h3", t("printed_cards")));
      var noteList = about.appendChild(el("ul"));
      printed.forEach(function (note) { noteList.appendChild(el("li", note.text)).lang = "en"; });
    }
    // the choices the scenario did not name, and the default taken for each
    var defaults = notes.filter(function (note) { return note.kind === "default"; });
    if (defaults.length) {
      var taken = section.appendChild(el("section", null, "ruling-notes ruling-defaults"));
      taken.appendChild(el("h3", t("defaults")));
      var takenList = taken.appendChild(el("ul"));
      defaults.forEach(function (note) { takenList.appendChild(el("li", note.text)); });
    }
    if ((result.rules_cited || []).length) {
      section.appendChild(el("h3", t("cited")));
      section.appendChild(ruleLinks(result.rules_cited)).className = "rules cited-list";
    }
    section.appendChild(el("p", t("judged_here"), "muted small judged-here"));
    section.focus();
  }

  function showErrors(errors) {
    var section = resultSection();
    section.classList.add("errors");
    section.appendChild(el("h2", t("errors")));
    var list = section.appendChild(el("ul", null, "error-list"));
    errors.forEach(function (error) {
      var item = list.appendChild(el("li"));
      if (error.line) { item.appendChild(document.createTextNode(t("line") + " " + error.line + ", ")); }
      // the root of the text is no field to show as code: say it in the page's words
      item.appendChild(error.path === "(scenario)" ? document.createTextNode(t("whole_scenario"))
        : el("code", error.path));
      item.appendChild(document.createTextNode(": " + said(error)));
    });
    section.focus();
  }

  // the page's own problems in its language; the engine's come in it already
  function said(error) {
    if (!error.code || !words[error.code]) { return error.message; }
    var params = error.params || {};
    return t(error.code).replace(/\{(\w+)\}/g, function (all, name) { return params[name] !== undefined ? params[name] : all; });
  }

  function showNote(message) {
    var section = resultSection();
    section.appendChild(el("p", message, "notice"));
    return section;
  }

  // the result area under the form, emptied for a new answer
  function resultSection() {
    var section = document.getElementById("result");
    if (!section) {
      section = el("section");
      section.id = "result";
      section.tabIndex = -1;
      form.parentNode.insertBefore(section, form.nextSibling);
    }
    section.className = "result offline-result";
    section.setAttribute("aria-live", "polite");
    section.textContent = "";
    return section;
  }

  function judgeOffline() {
    if (!config || kept() !== config.digest) { showNote(t("no_network")); return Promise.resolve(); }
    showNote(t("starting"));
    return judgeHere(textarea.value).then(function (answer) {
      if (answer.errors) { showErrors(answer.errors); } else { showResult(answer); }
      document.documentElement.dataset.offlineTiming = JSON.stringify(answer.timing);
    }, function () { showNote(t("failed")); });
  }

  // ---- the form -----------------------------------------------------------------------------
  function onSubmit(event) {
    var save = event.submitter && event.submitter.value === "save";
    if (form.dataset.checked === "1") { return; }  // the network was there: let it go
    event.preventDefault();
    online().then(function (up) {
      if (up) {
        form.dataset.checked = "1";
        if (event.submitter) { form.requestSubmit(event.submitter); } else { form.requestSubmit(); }
        return;
      }
      if (save && window.RulesiteDrafts) { window.RulesiteDrafts.queue(textarea.value); return; }
      judgeOffline();
    });
  }

  function start() {
    var data = document.getElementById("offline-judge-config");
    form = document.getElementById("judge-form");
    textarea = document.getElementById("id_scenario");
    var template = document.getElementById("offline-judge-words");
    if (!form || !textarea || !template) { return; }
    // without the runtime installed (no npm on the server), the page still says "no network"
    config = data ? JSON.parse(data.textContent) : null;
    Array.prototype.forEach.call(template.content.querySelectorAll("[data-word]"), function (node) {
      words[node.dataset.word] = node.textContent.trim();
    });
    if (config) { offer(); }
    // without a network, the runtime starts at once (seconds), not when "Judge" is pressed
    if (config && kept() === config.digest) {
      if (!navigator.onLine) { runtime(); }
      window.addEventListener("offline", function () { runtime(); });
    }
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", function () { form.dataset.checked = ""; });
  }

  window.RulesiteOfflineJudge = { judgeHere: function (text) { return judgeHere(text); } };
  document.addEventListener("DOMContentLoaded", start);
})();
