// rulesite judge: the form fields of the structured editor (editor.js), each bound to a path
// in the scenario through data-path. Text always goes in as text, never as HTML.
(function (global) {
  "use strict";

  // ---- small DOM helpers (text is always set as text, never as HTML) ------------------------
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      var value = attrs[name];
      if (value === null || value === undefined || value === false) { return; }
      if (name === "text") { node.textContent = value; }
      else if (name === "className") { node.className = value; }
      else if (value === true) { node.setAttribute(name, ""); }
      else { node.setAttribute(name, String(value)); }
    });
    (children || []).forEach(function (child) {
      if (child) { node.appendChild(typeof child === "string" ? document.createTextNode(child) : child); }
    });
    return node;
  }

  var uid = 0;
  function fieldId() { uid += 1; return "ed-" + uid; }
  function resetIds() { uid = 0; }

  // ---- reading and writing the scenario ------------------------------------------------------
  function get(object, path) {
    return path.reduce(function (node, key) {
      return node === null || node === undefined ? undefined : node[key];
    }, object);
  }

  function set(object, path, value) {
    var node = object;
    for (var i = 0; i < path.length - 1; i++) {
      var key = path[i];
      if (node[key] === null || typeof node[key] !== "object") {
        node[key] = typeof path[i + 1] === "number" ? [] : {};
      }
      node = node[key];
    }
    var last = path[path.length - 1];
    if (value === undefined) {
      if (Array.isArray(node)) { node.splice(last, 1); } else { delete node[last]; }
    } else {
      node[last] = value;
    }
  }

  // ---- inputs bound to a path ----------------------------------------------------------------
  function input(label, path, kind, extra, value) {
    var id = fieldId();
    var attrs = Object.assign({ id: id, "data-path": JSON.stringify(path), "data-kind": kind }, extra || {});
    var field;
    if (kind === "bool") {
      field = el("input", Object.assign(attrs, { type: "checkbox", checked: value === true }));
      return el("label", { className: "ed-check", "for": id }, [field, " " + label]);
    }
    if (kind === "int") {
      field = el("input", Object.assign(attrs, { type: "number", inputmode: "numeric", min: 0, step: 1,
        value: typeof value === "number" ? value : "" }));
    } else if (kind === "longtext") {
      field = el("textarea", Object.assign(attrs, { rows: 3 }));
      field.value = typeof value === "string" ? value : "";
    } else {
      field = el("input", Object.assign(attrs, { type: "text", value: typeof value === "string" ? value : "" }));
    }
    return el("div", { className: "ed-field ed-" + kind }, [el("label", { "for": id, text: label }), field]);
  }

  function select(label, path, options, extra, value) {
    var id = fieldId();
    var field = el("select", Object.assign({ id: id, "data-path": JSON.stringify(path), "data-kind": "choice" }, extra || {}));
    var known = false;
    options.forEach(function (group) {
      var parent = group.label ? el("optgroup", { label: group.label }) : field;
      group.options.forEach(function (option) {
        var node = el("option", { value: option.value, text: option.text });
        if (String(value) === option.value) { node.selected = true; known = true; }
        parent.appendChild(node);
      });
      if (parent !== field) { field.appendChild(parent); }
    });
    if (!known && value !== undefined && value !== null && value !== "") {
      // keep a value the board does not offer (typed in the text) rather than lose it
      var kept = el("option", { value: String(value), text: String(value) });
      kept.selected = true;
      field.insertBefore(kept, field.firstChild);
    }
    return el("div", { className: "ed-field ed-choice" }, [el("label", { "for": id, text: label }), field]);
  }

  global.RulesiteFields = {
    el: el, get: get, set: set, input: input, select: select, fieldId: fieldId, resetIds: resetIds,
  };
})(window);
