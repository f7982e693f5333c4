// rulesite judge: writes a scenario as readable YAML, in the style of the worked examples:
// block mappings, one card or action a line, small collections in flow style. What it writes,
// yaml.js and the server's YAML reader both read back to the same data.
(function (global) {
  "use strict";

  var resolvePlain = global.RulesiteYAML.resolvePlain;

  var WIDTH = 96;

  // characters YAML only takes escaped: controls, DEL, surrogates, and its extra line breaks
  // (JSON.stringify already escapes the C0 controls)
  var NEEDS_ESCAPE = /[\x7f-\x9f\u2028\u2029\ufffe\uffff]/g;
  var UNPRINTABLE = /[\x00-\x1f\x7f-\x9f\u2028\u2029\ufffe\uffff]/;

  function quoted(s) {
    return JSON.stringify(s).replace(NEEDS_ESCAPE, function (c) {
      return "\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4);
    });
  }

  function isPlainSafe(s, inFlow) {
    if (s === "" || s !== s.trim() || UNPRINTABLE.test(s)) { return false; }
    if (/^[-?:,\[\]{}#&*!|>'"%@`]/.test(s)) { return false; }
    if (/: |:$| #/.test(s)) { return false; }
    // inside { } and [ ] the YAML 1.1 reader also ends plain text at "?" and ":"
    if (inFlow && /[,?:\[\]{}]/.test(s)) { return false; }
    try { return resolvePlain(s, 0) === s; } catch (e) { return false; }
  }

  function scalar(value, inFlow) {
    if (value === null || value === undefined) { return "null"; }
    if (typeof value === "boolean" || typeof value === "number") { return String(value); }
    var s = String(value);
    return isPlainSafe(s, inFlow) ? s : quoted(s);
  }

  function isObject(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }

  function flow(value) {
    if (Array.isArray(value)) { return "[" + value.map(flow).join(", ") + "]"; }
    if (isObject(value)) {
      return "{" + Object.keys(value).map(function (k) {
        return scalar(k, true) + ": " + flow(value[k]);
      }).join(", ") + "}";
    }
    return scalar(value, true);
  }

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

  // a collection fits on one line when it is small and not too deep
  function fits(value, room) {
    return depth(value) <= 3 && flow(value).length <= room;
  }

  function block(value, indent) {
    var pad = " ".repeat(indent);
    if (Array.isArray(value)) {
      return value.map(function (item) {
        if (isObject(item) && Object.keys(item).length === 1 && !fits(item, WIDTH - indent - 2)) {
          return pad + "- " + block(item, indent + 2).slice(indent + 2);
        }
        if (isObject(item) && Object.keys(item).length === 1) {
          var key = Object.keys(item)[0];
          var inner = item[key];
          var head = pad + "- " + scalar(key, false) + ":";
          return (isObject(inner) || Array.isArray(inner)) && !fits(inner, WIDTH - head.length - 1)
            ? head + "\n" + block(inner, indent + 4) : head + " " + flow(inner);
        }
        if ((isObject(item) || Array.isArray(item)) && !fits(item, WIDTH - indent - 2)) {
          return pad + "- " + block(item, indent + 2).slice(indent + 2);
        }
        return pad + "- " + flow(item);
      }).join("\n");
    }
    return Object.keys(value).map(function (key) {
      var v = value[key];
      var head = pad + scalar(key, false) + ":";
      if ((isObject(v) || Array.isArray(v)) && (Object.keys(v).length || v.length)) {
        if (fits(v, WIDTH - head.length - 1) && !listOfMappings(v)) {
          return head + " " + flow(v);
        }
        return head + "\n" + block(v, Array.isArray(v) ? indent + 2 : indent + 2);
      }
      return head + " " + flow(v);
    }).join("\n");
  }

  function dump(value) {
    if (isObject(value) || Array.isArray(value)) { return block(value, 0) + "\n"; }
    return flow(value) + "\n";
  }

  global.RulesiteYAML.dump = dump;
})(window);
