// rulesite judge without a network: Pyodide and the engine in a worker, so that the page stays
// responsive while the runtime starts (seconds on a phone). offline-judge.js sends it
// {id, type: "start" | "judge", config, text, lang} and gets {id, answer} or {id, error}.
"use strict";

var python = null;
var cardsPath = null;  // the game's imported cards in the runtime's files, when it has some
var CARDS_FILE = "/home/pyodide/rulesite/cards.json.gz";

function fetchBytes(url, what) {
  return fetch(url).then(function (response) {
    if (!response.ok) { throw new Error(what + " " + response.status); }
    return response.arrayBuffer();
  });
}

function start(config) {
  if (!python) {
    python = import(config.runtime).then(function (module) {
      return module.loadPyodide({ indexURL: config.index });
    }).then(function (py) {
      return fetchBytes(config.engine, "engine").then(function (buffer) {
        py.unpackArchive(buffer, "zip", { extractDir: "/home/pyodide/rulesite" });
        py.runPython("import sys\nsys.path.insert(0, '/home/pyodide/rulesite')\n" +
          "from judge.page_judge import judge_json");
        // kept with the engine: a `card: NUMBER` is filled as on the server
        if (!config.cards) { return py; }
        return fetchBytes(config.cards, "cards").then(function (cards) {
          py.FS.writeFile(CARDS_FILE, new Uint8Array(cards));
          cardsPath = CARDS_FILE;
          return py;
        });
      });
    });
    python.catch(function () { python = null; });  // a failed start may be tried again
  }
  return python;
}

self.onmessage = function (event) {
  var data = event.data;
  var started = performance.now();
  start(data.config).then(function (py) {
    if (data.type !== "judge") { self.postMessage({ id: data.id, answer: null }); return; }
    var ready = performance.now();
    var run = py.globals.get("judge_json");
    try {
      var answer = JSON.parse(run(data.text, data.config.game, data.lang, cardsPath));
      answer.timing = { start_ms: ready - started, judge_ms: performance.now() - ready };
      self.postMessage({ id: data.id, answer: answer });
    } finally {
      run.destroy();
    }
  }).catch(function (error) {
    self.postMessage({ id: data.id, error: String(error) });
  });
};
