// rulesite's service worker: keeps the rules, the glossary and every page visited readable
// without a network (served as /sw.js so that it covers the whole site).
//
// - Pages (and the JSON API, for the rule previews): network first, with a short timeout,
//   then the saved copy. Every page seen is saved; a saved page is marked
//   data-from-cache on its <html>, so that its script can say how old it is.
// - Static files: cache first (their names change with their content once collected), and
//   the judge's engine and a game's cards for offline use (their addresses carry digests).
// - On install, and when a page asks (new rules version or language), it saves the pages
//   that /offline/precache.json lists: home, each game's home, rules contents, all rules on
//   one page, glossary, and the offline page.
// - Offline, a rule page never opened opens the whole-rules page at that rule; any other page
//   never opened gets the offline page.
// - Never saved: anything but GET, failed or error answers, the admin, answers the page
//   fetched with cache: "no-store" (the page's own check of the network).
"use strict";

var VERSION = "v3";  // bump when this file's caching changes: old caches are dropped
var PAGES = "rulesite-pages-" + VERSION;
var STATIC = "rulesite-static-" + VERSION;
// The judge for offline use (judge/static/judge/offline-judge.js fills it when the reader asks):
// the Pyodide runtime and the engine, kept across this worker's versions (13 MB to download).
var JUDGE = "rulesite-judge";
var ENGINE_PATH = "/offline/judge-engine-";
var CARDS_PATH = "/offline/judge-cards-";  // a game's imported cards for the judge, by digest
var PRECACHE_LIST = "/offline/precache.json";
var OFFLINE_PAGE = "/offline/";
var NETWORK_TIMEOUT_MS = 3500;
var MAX_PAGES = 400;
var RULE_PATH = /^\/([\w-]+)\/rules\/([^/]+)\/$/;

function isSaveable(response) {
  return response && response.ok && response.status === 200 && response.type === "basic";
}

// The admin (pages and its static files), the worker itself and the language form.
function never(url) {
  var path = url.pathname;
  return path.indexOf("/admin/") === 0 || path.indexOf("/static/admin/") === 0 ||
    path === "/sw.js" || path.indexOf("/i18n/") === 0;
}

function save(cacheName, request, response) {
  return caches.open(cacheName).then(function (cache) {
    return cache.put(request, response);
  }).then(function () {
    return cacheName === PAGES ? trim() : null;
  }).catch(function () { /* full storage: the page is still shown */ });
}

// Visited pages beyond MAX_PAGES go, oldest first; the precached ones stay.
function trim() {
  return caches.open(PAGES).then(function (cache) {
    return Promise.all([cache.keys(), precacheList(cache)]).then(function (found) {
      var keys = found[0];
      var keep = found[1];
      var extra = keys.length - MAX_PAGES;
      var doomed = keys.filter(function (request) {
        return keep.indexOf(new URL(request.url).pathname) === -1;
      }).slice(0, Math.max(0, extra));
      return Promise.all(doomed.map(function (request) { return cache.delete(request); }));
    });
  });
}

function precacheList(cache) {
  return cache.match(PRECACHE_LIST).then(function (response) {
    return response ? response.json().then(function (list) { return list.pages; }) : [];
  }).catch(function () { return []; });
}

function fetchAndSave(cacheName, url) {
  return fetch(url, { credentials: "same-origin", cache: "no-cache" }).then(function (response) {
    if (isSaveable(response) && !response.redirected) {
      return caches.open(cacheName).then(function (cache) { return cache.put(url, response); });
    }
    return null;
  }).catch(function () { return null; });
}

// Saves what the precache list names; one missing address does not stop the others.
function precache() {
  return fetch(PRECACHE_LIST, { credentials: "same-origin", cache: "no-cache" })
    .then(function (response) {
      if (!response.ok) { return null; }
      return caches.open(PAGES).then(function (cache) {
        return cache.put(PRECACHE_LIST, response.clone());
      }).then(function () { return response.json(); });
    })
    .then(function (list) {
      if (!list) { return false; }
      var pages = list.pages.map(function (url) { return fetchAndSave(PAGES, url); });
      var files = list.static.map(function (url) { return fetchAndSave(STATIC, url); });
      return Promise.all(pages.concat(files)).then(function () { return true; });
    })
    .catch(function () { return false; });
}

function tell(message) {
  return self.clients.matchAll({ type: "window" }).then(function (windows) {
    windows.forEach(function (client) { client.postMessage(message); });
  });
}

// A saved copy of the request's address. A reload's request is matched by its address too:
// the request itself carries the reload's own modes, the saved entry was stored by address.
function fromCache(request) {
  return caches.match(request, { ignoreVary: true }).then(function (found) {
    if (found || typeof request === "string") { return found; }
    var url = new URL(request.url);
    return caches.match(url.pathname + url.search, { ignoreVary: true });
  });
}

// A saved page says so, and when the server sent it (its Date header):
// <html data-from-cache="1" data-saved="ISO time">; its script then shows how old it is.
function markSaved(response) {
  var sent = new Date(response.headers.get("Date") || "");
  var saved = isNaN(sent.getTime()) ? "" : " data-saved=\"" + sent.toISOString() + "\"";
  return response.text().then(function (html) {
    var marked = html.replace(/<html(\s|>)/i, "<html data-from-cache=\"1\"" + saved + "$1");
    var headers = new Headers(response.headers);
    headers.delete("Content-Length");  // the body is a little longer now
    return new Response(marked, { status: 200, statusText: "OK", headers: headers });
  });
}

function ruleNumber(path) {
  var match = RULE_PATH.exec(path);
  if (!match || match[2] === "all" || match[2] === "diff") { return null; }
  // the spellings the server accepts (7.1.4.1, CR 7-1-4-1, 7-1-4-1.) mean the same rule
  var number = decodeURIComponent(match[2]).replace(/^\s*CR\s*/i, "")
    .replace(/[.\s]+$/, "").replace(/[.\s]+/g, "-");
  return { game: match[1], number: number };
}

// No network and no saved copy: a rule opens on the saved whole-rules page, anything else
// gets the saved offline page.
function offlineAnswer(request) {
  var url = new URL(request.url);
  var rule = ruleNumber(url.pathname);
  if (rule) {
    var all = "/" + rule.game + "/rules/all/";
    return fromCache(all).then(function (saved) {
      return saved ? Response.redirect(all + "#r" + rule.number, 302) : offlinePage();
    });
  }
  return offlinePage();
}

function offlinePage() {
  return fromCache(OFFLINE_PAGE).then(function (saved) {
    if (saved) { return markSaved(saved); }
    return new Response("You are offline.", {
      status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  });
}

// Network first; after NETWORK_TIMEOUT_MS a saved copy is shown if there is one (a slow
// venue network must not leave the reader waiting), and the network's answer, when it
// comes, is still saved for next time.
function networkFirst(event, isPage) {
  var request = event.request;
  return new Promise(function (resolve) {
    var done = false;
    function answer(response) {
      if (!done) { done = true; resolve(response); }
    }
    function saved() {
      return fromCache(request).then(function (found) {
        if (!found) { return null; }
        return isPage ? markSaved(found) : found;
      });
    }
    var timer = setTimeout(function () {
      saved().then(function (found) { if (found) { answer(found); } });
    }, NETWORK_TIMEOUT_MS);
    // pages ask the server each time (the browser's own cache would hide how old they are)
    var network = fetch(request, isPage ? { cache: "no-cache" } : undefined).then(function (response) {
      clearTimeout(timer);
      if (isSaveable(response)) {
        event.waitUntil(save(PAGES, request, response.clone()));
      }
      answer(response);
    }, function () {
      clearTimeout(timer);
      return saved().then(function (found) {
        if (found) { answer(found); return; }
        return (isPage ? offlineAnswer(request) : Promise.resolve(Response.error()))
          .then(answer);
      });
    });
    event.waitUntil(network);
  });
}

function cacheFirst(event) {
  return caches.match(event.request).then(function (found) {
    if (found) { return found; }
    return fetch(event.request).then(function (response) {
      if (isSaveable(response)) { event.waitUntil(save(STATIC, event.request, response.clone())); }
      return response;
    });
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(precache().then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("rulesite-") === 0 && name !== PAGES && name !== STATIC && name !== JUDGE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); })
    .then(function () { return tell({ type: "offline-ready" }); }));
});

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type === "precache") {
    event.waitUntil(precache().then(function (ok) {
      return tell({ type: ok ? "offline-ready" : "offline-failed" });
    }));
  } else if (data.type === "save-page" && typeof data.url === "string") {
    // the first page, opened before this worker was in charge
    var url = new URL(data.url, self.location.origin);
    if (url.origin === self.location.origin && !never(url)) {
      event.waitUntil(fetchAndSave(PAGES, url.pathname + url.search));
    }
  } else if (data.type === "ping") {
    // is everything saved? If installing could not save it (no network then), try again now
    event.waitUntil(caches.open(PAGES).then(function (cache) {
      return cache.match(PRECACHE_LIST);
    }).then(function (found) {
      return found ? true : precache();
    }).then(function (ready) {
      if (event.source) { event.source.postMessage({ type: ready ? "offline-ready" : "offline-failed" }); }
    }));
  }
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") { return; }
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || never(url)) { return; }
  if (request.cache === "no-store") { return; }  // the page wants the network's own answer
  // the engine's and the cards' addresses carry their digests: what is kept never changes
  if (url.pathname.indexOf("/static/") === 0 || url.pathname.indexOf(ENGINE_PATH) === 0 ||
      url.pathname.indexOf(CARDS_PATH) === 0) {
    event.respondWith(cacheFirst(event));
  } else if (request.mode === "navigate") {
    event.respondWith(networkFirst(event, true));
  } else if (url.pathname.indexOf("/api/") === 0) {
    event.respondWith(networkFirst(event, false));
  }
  // everything else (the live search's partial results) goes to the network as usual
});
