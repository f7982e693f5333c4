// rulesite judge: the form fields of the structured editor (editor-core.js), each bound to a path
// in the scenario through data-path and read back by the kind in data-kind (text, longtext,
// int, bool, choice, flags, yaml). The same for every game. Text always goes in as text, never
// as HTML.
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
    } else if (kind === "yaml") {
      return yamlField(label, attrs, value);
    } else {
      field = el("input", Object.assign(attrs, { type: "text", value: typeof value === "string" ? value : "" }));
    }
    return el("div", { className: "ed-field ed-" + kind }, [el("label", { "for": id, text: label }), field]);
  }

  // a part of the scenario the form does not break down (effect steps), edited as YAML text;
  // the note under it says when the text cannot be read (editor-core.js then leaves the data alone)
  function yamlField(label, attrs, value) {
    var note = el("p", { id: attrs.id + "-note", className: "ed-note small", "aria-live": "polite" });
    var field = el("textarea", Object.assign(attrs, { rows: 2, spellcheck: "false", autocapitalize: "off",
      "aria-describedby": attrs.id + "-note" + (attrs["aria-describedby"] ? " " + attrs["aria-describedby"] : "") }));
    field.value = value === undefined || value === null ? "" : global.RulesiteYAML.dump(value);
    return el("div", { className: "ed-field ed-yaml" }, [el("label", { "for": attrs.id, text: label }), field, note]);
  }

  // a group of checkboxes whose ticked values make a list at `path` (keywords, tributes);
  // values the list holds but `choices` does not offer are shown too, so none is lost
  function checks(legend, path, choices, value, className) {
    var current = Array.isArray(value) ? value.map(String) : [];
    var offered = choices.map(function (c) { return c.value; });
    var all = choices.concat(current.filter(function (v) { return offered.indexOf(v) < 0; })
      .map(function (v) { return { value: v, text: v }; }));
    var values = JSON.stringify(all.map(function (c) { return c.value; }));
    var group = el("fieldset", { className: className || "ed-keywords" }, [el("legend", { text: legend })]);
    all.forEach(function (choice) {
      var id = fieldId();
      group.appendChild(el("label", { className: "ed-check", "for": id }, [
        el("input", { id: id, type: "checkbox", value: choice.value, checked: current.indexOf(choice.value) >= 0,
          "data-path": JSON.stringify(path), "data-kind": "flags", "data-choices": values }), " " + choice.text]));
    });
    return group;
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
    el: el, get: get, set: set, input: input, select: select, checks: checks, fieldId: fieldId,
    resetIds: resetIds,
  };
})(window);
