// rulesite judge: reading and writing the scenario's YAML with the `yaml` package (npm, served
// as our own static file, see judge/vendor.py), as YAML 1.1 like the server's reader.
//
// `read(text)` gives the data and the document it came from; `write(doc, data)` brings that
// document in line with the edited data and prints it, so comments and the way the text was
// laid out stay where nothing changed; `dump(data)` prints new data in the style of the worked
// examples (block mappings, one card or action a line, small collections on one line).
// The package is an ES module: `ready` resolves once it is loaded (editor-core.js waits).
(function (global) {
  "use strict";

  var WIDTH = 96;
  // PyYAML's YAML 1.1 booleans: the package's also take y, Y, n and N, which PyYAML reads as text
  var TRUE = /^(?:[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/;
  var FALSE = /^(?:[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/;
  function pyyamlTags(tags) {
    return tags.map(function (tag) {
      if (tag.tag !== "tag:yaml.org,2002:bool") { return tag; }
      return Object.assign({}, tag, { test: tag.resolve("").value ? TRUE : FALSE });
    });
  }
  var SCHEMA = { version: "1.1", customTags: pyyamlTags };
  var OPTIONS = Object.assign({ uniqueKeys: true, prettyErrors: true }, SCHEMA);
  var PRINT = { lineWidth: 0, flowCollectionPadding: false, indentSeq: true };
  var lib = null;

  function YamlError(message, line) {
    this.name = "YamlError";
    this.message = message;
    this.line = line;
  }
  YamlError.prototype = Object.create(Error.prototype);

  function isObject(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }

  // ---- reading ------------------------------------------------------------------------------
  function read(text) {
    var doc = lib.parseDocument(text, OPTIONS);
    var problem = doc.errors[0];
    if (problem) {
      // the package's message ends with the line quoted; the editor shows the line number
      var first = problem.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
      throw new YamlError(first, problem.linePos ? problem.linePos[0].line : undefined);
    }
    return { doc: doc, data: doc.toJS({ maxAliasCount: 50 }) };
  }

  function parse(text) { return read(text).data; }

  // ---- the examples' style ------------------------------------------------------------------
  function depth(value) {
    if (Array.isArray(value)) { return 1 + Math.max(0, ...value.map(depth)); }
    if (isObject(value)) { return 1 + Math.max(0, ...Object.keys(value).map(function (k) { return depth(value[k]); })); }
    return 0;
  }

  // lists of several cards, and lists of actions, read best one item a line
  function listOfMappings(v) {
    return Array.isArray(v) && (v.length > 1 && v.some(isObject) || v.some(function (item) {
      return isObject(item) && Object.keys(item).length === 1;
    }));
  }

  function commented(node) {
    var found = false;
    lib.visit(node, { Node: function (_key, item) {
      if (item.comment || item.commentBefore) { found = true; return lib.visit.BREAK; }
      return undefined;
    } });
    return found || !!(node.comment || node.commentBefore);
  }

  // one line when it is small, not too deep and holds no comment (a comment needs its line)
  function fits(node, room) {
    var value = node.toJSON();
    return depth(value) <= 3 && lib.stringify(value, Object.assign({}, SCHEMA, PRINT, {
      collectionStyle: "flow" })).trim().length <= room && !commented(node);
  }

  // sets block or flow style on `node` and what it holds, as the worked examples are written
  function shape(node, room, inList) {
    if (!lib.isCollection(node) || !node.items.length) { return; }
    if (inList && lib.isMap(node) && node.items.length === 1) {
      node.flow = false;  // "- attack: {attacker: a-c1, target: B.leader}"
      var pair = node.items[0];
      shape(pair.value, room - String(pair.key).length - 4, false);
      return;
    }
    node.flow = room > 0 && fits(node, room) && (inList || !listOfMappings(node.toJSON()));
    if (node.flow) { return; }
    node.items.forEach(function (item) {
      if (lib.isPair(item)) { shape(item.value, room - String(item.key).length - 4, false); }
      else { shape(item, room - 4, true); }
    });
  }

  function print(doc) {
    if (lib.isCollection(doc.contents)) {
      doc.contents.flow = false;
      doc.contents.items.forEach(function (item) {
        if (lib.isPair(item)) { shape(item.value, WIDTH - String(item.key).length - 2, false); }
        else { shape(item, WIDTH - 2, true); }
      });
    }
    return doc.toString(PRINT);
  }

  function dump(value) {
    return print(new lib.Document(value, SCHEMA));
  }

  // ---- writing into an existing document ----------------------------------------------------
  // `node` made to hold `value`: nodes whose value did not change are kept as they are (with
  // their comments); a changed scalar keeps the comments around it.
  function fresh(doc, old, value) {
    var node = doc.createNode(value);
    if (old && typeof old === "object") {
      node.comment = old.comment;
      node.commentBefore = old.commentBefore;
      node.spaceBefore = old.spaceBefore;
    }
    return node;
  }

  function sync(doc, node, value) {
    if (Array.isArray(value)) {
      if (!lib.isSeq(node)) { return fresh(doc, node, value); }
      value.forEach(function (item, i) {
        node.items[i] = i < node.items.length ? sync(doc, node.items[i], item) : doc.createNode(item);
      });
      node.items.length = value.length;
      return node;
    }
    if (isObject(value)) {
      if (!lib.isMap(node)) { return fresh(doc, node, value); }
      node.items = node.items.filter(function (pair) {
        return Object.prototype.hasOwnProperty.call(value, lib.isScalar(pair.key) ? pair.key.value : pair.key);
      });
      Object.keys(value).forEach(function (key) {
        var pair = node.items.filter(function (p) { return (lib.isScalar(p.key) ? p.key.value : p.key) === key; })[0];
        if (pair) { pair.value = sync(doc, pair.value, value[key]); }
        else { node.items.push(doc.createPair(key, value[key])); }
      });
      return node;
    }
    if (lib.isScalar(node) && node.value === value) { return node; }
    return fresh(doc, node, value);
  }

  function write(doc, data) {
    if (!doc || doc.errors.length) { return dump(data); }
    doc.contents = sync(doc, doc.contents, data);
    return print(doc);
  }

  var api = { parse: parse, read: read, write: write, dump: dump, YamlError: YamlError };
  var module = document.getElementById("yaml-module");
  api.ready = module ? import(module.src).then(function (loaded) { lib = loaded; return api; })
    : Promise.reject(new Error("the yaml package is not installed"));
  api.ready.catch(function () { /* the text box alone does the job */ });
  global.RulesiteYAML = api;
})(window);
