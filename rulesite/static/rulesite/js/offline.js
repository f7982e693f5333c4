// rulesite offline: installs the service worker (/sw.js) and says when a page may be out of
// date. Every page carries, on <html>, its game, the rules version it shows and the version in
// force when it was made; the worker marks a page it served from its saved copies with
// data-from-cache and data-saved (when the server sent it).
//
// - A fresh page (from the server) remembers the version in force in localStorage.
// - A saved page asks the server for its versions (/api/v1/GAME/versions/, past the worker);
//   when that fails the reader is offline. Either way the banner says when the page was
//   saved, which rules version it shows and, when known, that the site has a newer one.
(function () {
  "use strict";

  var root = document.documentElement;
  var data = root.dataset;

  function store(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (ignore) { /* private mode */ }
  }

  function read(key) {
    try { return JSON.parse(window.localStorage.getItem(key) || "null"); } catch (ignore) { return null; }
  }

  function inForceKey() { return "rulesite:in-force:" + data.game; }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : all;
    });
  }

  function when(iso) {
    var date = new Date(iso);
    if (isNaN(date.getTime())) { return iso; }
    try {
      return date.toLocaleString(root.lang || undefined, { dateStyle: "medium", timeStyle: "short" });
    } catch (ignore) {
      return date.toISOString().slice(0, 16).replace("T", " ");
    }
  }

  function showBanner(offline, known) {
    var banner = document.getElementById("offline-banner");
    if (!banner) { return; }
    var words = banner.dataset;
    var parts = [];
    if (offline) { parts.push(words.offline); }
    parts.push(fill(words.saved, { date: when(data.saved || ""), version: data.rulesVersion }));
    if (known && known !== data.rulesInForce) { parts.push(fill(words.newer, { version: known })); }
    banner.querySelector(".offline-text").textContent = parts.join(" ");
    var reload = banner.querySelector("[data-reload]");
    if (reload) {
      reload.hidden = offline;
      reload.onclick = function () { window.location.reload(); };
    }
    banner.hidden = false;
  }

  // A page the worker answered from its saved copies: is the network there, and is there a
  // newer rules version?
  function checkSavedPage() {
    if (!data.game) { showBanner(!navigator.onLine, null); return; }
    var remembered = read(inForceKey());
    fetch("/api/v1/" + data.game + "/versions/", {
      cache: "no-store", headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) { throw new Error("versions: " + response.status); }
        return response.json();
      })
      .then(function (versions) {
        var current = versions.filter(function (v) { return v.current; })[0];
        if (current) { remember(current.version, new Date().toISOString()); }
        showBanner(false, current ? current.version : null);
      })
      .catch(function () { showBanner(true, remembered && remembered.version); });
  }

  // Only a page newer than what was remembered says which version is in force now.
  function remember(version, seen) {
    var known = read(inForceKey());
    if (!known || !known.seen || new Date(seen) >= new Date(known.seen)) {
      store(inForceKey(), { version: version, seen: seen });
    }
  }

  function rememberFreshPage() {
    if (data.game && data.rulesInForce) { remember(data.rulesInForce, new Date().toISOString()); }
  }

  function offlineReady() {
    var status = document.getElementById("offline-status");
    if (status) { status.textContent = status.dataset.ready; status.hidden = false; }
  }

  // The saved pages follow the reader's language and the rules in force: when either changes,
  // the worker saves the rules and glossary again.
  function precacheKey() { return [root.lang, data.game, data.rulesInForce].join("|"); }

  function startWorker() {
    if (!("serviceWorker" in navigator) || !data.serviceWorker) { return; }
    var workers = navigator.serviceWorker;
    workers.addEventListener("message", function (event) {
      if (event.data && event.data.type === "offline-ready") { offlineReady(); }
    });
    var firstVisit = !workers.controller;
    workers.register(data.serviceWorker, { scope: "/" }).then(function () {
      return workers.ready;
    }).then(function (registration) {
      var worker = workers.controller || registration.active;
      if (!worker) { return; }
      if (firstVisit) {
        // installing saved the rules in this language; this page came before the worker
        store("rulesite:precached", precacheKey());
        worker.postMessage({ type: "save-page", url: window.location.href });
      } else if (!data.fromCache && read("rulesite:precached") !== precacheKey()) {
        store("rulesite:precached", precacheKey());
        worker.postMessage({ type: "precache" });
      }
      worker.postMessage({ type: "ping" });
    }).catch(function () { /* no worker (private mode, old browser): the site still works */ });
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (data.fromCache) {
      checkSavedPage();
    } else if (navigator.onLine === false) {
      // a copy the browser kept by itself, shown without a network
      showBanner(true, (read(inForceKey()) || {}).version);
    } else {
      rememberFreshPage();
    }
    // the network going away while a page is open
    window.addEventListener("offline", function () { showBanner(true, (read(inForceKey()) || {}).version); });
    window.addEventListener("online", function () {
      var banner = document.getElementById("offline-banner");
      if (banner && !data.fromCache) { banner.hidden = true; }
    });
    startWorker();
  });
})();
