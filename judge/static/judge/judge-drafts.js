// rulesite judge: nothing typed is lost. The scenario being edited (text box or structured
// editor) is kept on the device as it is typed (localStorage), brought back after a reload, a
// crash or a lost connection, and listed as drafts. "Save and share" without a network is
// queued here (offline-judge.js calls `queue`) and sent to the judge API when the network is
// back, and the page says so.
(function () {
  "use strict";

  var DRAFTS = "rulesite-drafts";  // [{id, game, text, saved}], newest first
  var QUEUE = "rulesite-queued-saves";  // [{id, game, text, queued}]
  var MAX_DRAFTS = 20;
  var RETRY_MS = 15000;
  var form, textarea, list, status, words = {}, game, initial, current = null, timer = null;

  function t(key) { return words[key] || key; }

  function read(key) {
    try { return JSON.parse(window.localStorage.getItem(key) || "[]") || []; } catch (e) { return []; }
  }

  function write(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); return true; } catch (e) { return false; }
  }

  function tabKey() { return "rulesite-draft-" + game; }

  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text) { node.textContent = text; }
    if (className) { node.className = className; }
    return node;
  }

  function time(stamp) {
    return new Date(stamp).toLocaleString(document.documentElement.lang || undefined,
      { dateStyle: "short", timeStyle: "short" });
  }

  // what a draft is called in the list: its title, else its first line of text
  function label(text) {
    var title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(text);
    var first = text.split("\n").filter(function (line) { return line.trim() && line.trim()[0] !== "#"; })[0];
    return (title ? title[1] : first || "…").slice(0, 80);
  }

  // ---- drafts -------------------------------------------------------------------------------
  function keepNow() {
    window.clearTimeout(timer);
    var text = textarea.value;
    if (!current && (text === initial || !text.trim())) { return; }  // nothing typed yet
    var drafts = read(DRAFTS).filter(function (d) { return d.id !== current; });
    if (!current) { current = "d" + Date.now().toString(36) + Math.random().toString(36).slice(2, 6); }
    try { window.sessionStorage.setItem(tabKey(), current); } catch (e) { /* private mode */ }
    drafts.unshift({ id: current, game: game, text: text, saved: Date.now() });
    if (write(DRAFTS, drafts.slice(0, MAX_DRAFTS))) {
      status.textContent = t("kept").replace("{time}", time(Date.now()));
    }
    showList();
  }

  function keepSoon() {
    window.clearTimeout(timer);
    timer = window.setTimeout(keepNow, 400);
  }

  function open(draft) {
    current = draft.id;
    try { window.sessionStorage.setItem(tabKey(), current); } catch (e) { /* private mode */ }
    textarea.value = draft.text;
    // the structured editor reads the text box again, as after typing in it
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
    status.textContent = t("restored").replace("{time}", time(draft.saved));
  }

  function remove(id) {
    write(DRAFTS, read(DRAFTS).filter(function (d) { return d.id !== id; }));
    if (id === current) { current = null; }
    showList();
  }

  function showList() {
    var drafts = read(DRAFTS).filter(function (d) { return d.game === game; });
    var box = document.getElementById("drafts");
    box.hidden = drafts.length === 0;
    box.querySelector("summary").textContent = t("drafts").replace("{count}", drafts.length);
    list.textContent = "";
    drafts.forEach(function (draft) {
      var item = list.appendChild(el("li", null, draft.id === current ? "current" : ""));
      item.appendChild(el("span", label(draft.text), "draft-label"));
      item.appendChild(el("span", " · " + time(draft.saved), "muted small"));
      var actions = item.appendChild(el("span", null, "draft-actions"));
      var openButton = actions.appendChild(el("button", t("open"), "secondary small"));
      openButton.type = "button";
      openButton.setAttribute("aria-label", t("open") + ": " + label(draft.text));
      openButton.addEventListener("click", function () { open(draft); showList(); });
      var deleteButton = actions.appendChild(el("button", t("delete"), "secondary small"));
      deleteButton.type = "button";
      deleteButton.setAttribute("aria-label", t("delete") + ": " + label(draft.text));
      deleteButton.addEventListener("click", function () { remove(draft.id); });
    });
  }

  // after a reload (or a crash, or a saved copy of the page shown offline) the tab's draft
  // comes back, unless the page was opened on purpose with other text (an example, a ruling)
  function restore() {
    var id = null;
    try { id = window.sessionStorage.getItem(tabKey()); } catch (e) { /* private mode */ }
    var draft = read(DRAFTS).filter(function (d) { return d.id === id && d.game === game; })[0];
    if (!draft) { return; }
    current = draft.id;
    if (form.dataset.fresh === "1" && draft.text !== textarea.value) { open(draft); }
  }

  // ---- saves queued without a network -------------------------------------------------------
  function queue(text) {
    var queued = read(QUEUE);
    queued.push({ id: "q" + Date.now().toString(36), game: game, text: text, queued: Date.now() });
    write(QUEUE, queued);
    keepNow();
    say(t("queued"), null);
    window.setTimeout(flush, RETRY_MS);
  }

  function say(message, link) {
    var box = document.getElementById("queued-saves");
    box.hidden = false;
    var item = box.appendChild(el("p", message));
    if (link) {
      item.appendChild(document.createTextNode(" "));
      var anchor = item.appendChild(el("a", link.text));
      anchor.href = link.href;
    }
  }

  function send(entry) {
    return fetch("/api/v1/" + encodeURIComponent(entry.game) + "/judge/?save=1", {
      method: "POST", credentials: "same-origin", cache: "no-store",
      headers: { "Content-Type": "application/yaml", "Accept": "application/json" },
      body: entry.text,
    }).then(function (response) {
      if (response.status >= 500 || response.status === 429) { throw new Error("later"); }
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    });
  }

  var flushing = false;
  function flush() {
    var waiting = read(QUEUE).filter(function (q) { return q.game === game; });
    if (flushing || !waiting.length) { return; }
    flushing = true;
    var entry = waiting[0];
    send(entry).then(function (answer) {
      write(QUEUE, read(QUEUE).filter(function (q) { return q.id !== entry.id; }));
      if (answer.ok && answer.body.permalink) {
        say(t("sent"), { href: answer.body.permalink, text: label(entry.text) });
      } else {
        say(t("refused"), null);  // the draft is still listed: open it to see the problems
      }
      flushing = false;
      flush();
    }, function () {
      flushing = false;
      window.setTimeout(flush, RETRY_MS);  // still no network: try again later
    });
  }

  function start() {
    form = document.getElementById("judge-form");
    textarea = document.getElementById("id_scenario");
    var template = document.getElementById("drafts-words");
    if (!form || !textarea || !template || !window.localStorage) { return; }
    Array.prototype.forEach.call(template.content.querySelectorAll("[data-word]"), function (node) {
      words[node.dataset.word] = node.textContent.trim();
    });
    game = form.dataset.game;
    initial = textarea.value;
    list = document.getElementById("drafts-list");
    status = document.getElementById("draft-status");
    restore();
    showList();
    // a blank judge page with drafts and none of them brought back (a new tab, the phone
    // restarted): the list is shown unfolded, at the top of the form
    if (form.dataset.fresh === "1" && !current) { document.getElementById("drafts").open = true; }
    // typing in the text box or in the structured editor (which then rewrites the text box)
    form.addEventListener("input", keepSoon);
    form.addEventListener("change", keepSoon);
    form.addEventListener("click", function (event) {
      if (event.target.closest("#structured-editor button")) { keepSoon(); }
    });
    window.addEventListener("pagehide", keepNow);
    window.addEventListener("online", flush);
    flush();
  }

  window.RulesiteDrafts = { queue: function (text) { queue(text); } };
  document.addEventListener("DOMContentLoaded", start);
})();
