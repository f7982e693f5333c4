// rulesite judge without a network: Pyodide and the engine in a worker, so that the page stays
// responsive while the runtime starts (seconds on a phone). offline-judge.js sends it
// {id, type: "start" | "judge", config, text, lang} and gets {id, answer} or {id, error}.
"use strict";

var python = null;

function start(config) {
  if (!python) {
    python = import(config.runtime).then(function (module) {
      return module.loadPyodide({ indexURL: config.index });
    }).then(function (py) {
      return fetch(config.engine).then(function (response) {
        if (!response.ok) { throw new Error("engine " + response.status); }
        return response.arrayBuffer();
      }).then(function (buffer) {
        py.unpackArchive(buffer, "zip", { extractDir: "/home/pyodide/rulesite" });
        py.runPython("import sys\nsys.path.insert(0, '/home/pyodide/rulesite')\n" +
          "from judge.page_judge import judge_json");
        return py;
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
      var answer = JSON.parse(run(data.text, data.config.game, data.lang));
      answer.timing = { start_ms: ready - started, judge_ms: performance.now() - ready };
      self.postMessage({ id: data.id, answer: answer });
    } finally {
      run.destroy();
    }
  }).catch(function (error) {
    self.postMessage({ id: data.id, error: String(error) });
  });
};
