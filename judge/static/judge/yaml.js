// rulesite judge: a small YAML reader for the scenario format (yaml-write.js writes it).
//
// It reads the part of YAML that scenarios use (block and flow mappings and sequences, plain and
// quoted scalars, comments, `|` and `>` block scalars) and resolves plain scalars the way the
// server's YAML 1.1 reader does. Anything else (anchors, tags, octal numbers...) is refused with
// an error rather than read differently: the structured editor then leaves the text alone.
(function (global) {
  "use strict";

  function YamlError(message, line) {
    this.name = "YamlError";
    this.message = message;
    this.line = line;
  }
  YamlError.prototype = Object.create(Error.prototype);

  var NULLS = ["", "~", "null", "Null", "NULL"];
  var TRUES = ["yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"];
  var FALSES = ["no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"];
  var DECIMAL = /^[-+]?(0|[1-9][0-9_]*)$/;
  var FLOAT = /^[-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+][0-9]+)?$/;
  // number forms YAML 1.1 reads that this reader does not: refuse rather than misread
  var EXOTIC = /^([-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?0b[01_]+|[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?|[-+]?\.[0-9_]+([eE][-+][0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$/;

  function resolvePlain(text, line) {
    if (NULLS.indexOf(text) >= 0) { return null; }
    if (TRUES.indexOf(text) >= 0) { return true; }
    if (FALSES.indexOf(text) >= 0) { return false; }
    if (DECIMAL.test(text)) { return parseInt(text.replace(/_/g, ""), 10); }
    if (FLOAT.test(text)) { return parseFloat(text.replace(/_/g, "")); }
    if (EXOTIC.test(text)) { throw new YamlError("unsupported number form: " + text, line); }
    if (/^[&*!%@`]/.test(text)) { throw new YamlError("anchors, aliases and tags are not supported", line); }
    return text;
  }

  // ---- flow style: {a: 1, b: [x, y]} -------------------------------------------------------
  function FlowReader(text, line) { this.s = text; this.i = 0; this.line = line; }

  FlowReader.prototype.fail = function (message) {
    var line = this.line + (this.s.slice(0, this.i).match(/\n/g) || []).length;
    throw new YamlError(message, line);
  };
  FlowReader.prototype.skip = function () {
    var s = this.s;
    while (this.i < s.length) {
      var c = s[this.i];
      if (c === " " || c === "\t" || c === "\n" || c === "\r") { this.i++; }
      else if (c === "#" && (this.i === 0 || /\s/.test(s[this.i - 1]))) {
        while (this.i < s.length && s[this.i] !== "\n") { this.i++; }
      } else { break; }
    }
  };
  FlowReader.prototype.value = function () {
    this.skip();
    var c = this.s[this.i];
    if (c === undefined) { this.fail("unexpected end of a flow collection"); }
    if (c === "{") { return this.mapping(); }
    if (c === "[") { return this.sequence(); }
    if (c === '"' || c === "'") {
      var q = readQuoted(this.s, this.i, this.line);
      this.i = q.end;
      return q.value;
    }
    return this.plain();
  };
  FlowReader.prototype.plain = function () {
    var s = this.s, start = this.i;
    while (this.i < s.length) {
      var c = s[this.i];
      if (c === "," || c === "]" || c === "}" || c === "\n") { break; }
      if (c === ":" && (s[this.i + 1] === " " || s[this.i + 1] === "," || s[this.i + 1] === "}" ||
          s[this.i + 1] === "]" || s[this.i + 1] === "\n" || s[this.i + 1] === undefined)) { break; }
      if (c === "#" && /\s/.test(s[this.i - 1] || "")) { break; }
      if ((c === "[" || c === "{") && this.i === start) { break; }
      if (c === "?") { this.fail("'?' inside { } or [ ] is not supported (quote the text)"); }
      this.i++;
    }
    return resolvePlain(s.slice(start, this.i).trim(), this.line);
  };
  FlowReader.prototype.sequence = function () {
    var out = [];
    this.i++;
    for (;;) {
      this.skip();
      if (this.s[this.i] === "]") { this.i++; return out; }
      var item = this.value();
      this.skip();
      if (this.s[this.i] === ":") { this.fail("single-pair mappings inside [ ] are not supported"); }
      out.push(item);
      this.skip();
      if (this.s[this.i] === ",") { this.i++; continue; }
      if (this.s[this.i] === "]") { this.i++; return out; }
      this.fail("expected , or ] in a flow sequence");
    }
  };
  FlowReader.prototype.mapping = function () {
    var out = {};
    this.i++;
    for (;;) {
      this.skip();
      if (this.s[this.i] === "}") { this.i++; return out; }
      var key = this.value();
      this.skip();
      var value = null;
      if (this.s[this.i] === ":") { this.i++; this.skip(); value = this.atEntryEnd() ? null : this.value(); }
      setKey(out, key, this.line);
      out[key] = value;
      this.skip();
      if (this.s[this.i] === ",") { this.i++; continue; }
      if (this.s[this.i] === "}") { this.i++; return out; }
      this.fail("expected , or } in a flow mapping");
    }
  };
  FlowReader.prototype.atEntryEnd = function () {
    var c = this.s[this.i];
    return c === "," || c === "}";
  };

  function setKey(object, key, line) {
    if (typeof key !== "string") { throw new YamlError("only text keys are supported", line); }
  }

  function readQuoted(s, start, line) {
    var quote = s[start], i = start + 1, out = "";
    while (i < s.length) {
      var c = s[i];
      if (c === "\n") { throw new YamlError("quoted text over several lines is not supported", line); }
      if (quote === "'") {
        if (c === "'") {
          if (s[i + 1] === "'") { out += "'"; i += 2; continue; }
          return { value: out, end: i + 1 };
        }
        out += c; i++; continue;
      }
      if (c === '"') { return { value: out, end: i + 1 }; }
      if (c === "\\") {
        var e = s[i + 1];
        var simple = { "0": "\0", a: "\x07", b: "\b", t: "\t", "\t": "\t", n: "\n", v: "\x0b",
          f: "\f", r: "\r", e: "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\",
          N: "\x85", _: "\xa0", L: "\u2028", P: "\u2029" };
        if (Object.prototype.hasOwnProperty.call(simple, e)) { out += simple[e]; i += 2; continue; }
        var width = { x: 2, u: 4, U: 8 }[e];
        if (width) {
          var hex = s.slice(i + 2, i + 2 + width);
          if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) { throw new YamlError("bad escape", line); }
          out += String.fromCodePoint(parseInt(hex, 16));
          i += 2 + width; continue;
        }
        throw new YamlError("unknown escape \\" + e, line);
      }
      out += c; i++;
    }
    throw new YamlError("unterminated quoted text", line);
  }

  // ---- block style ---------------------------------------------------------------------------
  function Reader(text) {
    var odd = /[\x85\u2028\u2029]/.exec(text);
    if (odd) {
      throw new YamlError("unusual line-break characters are not supported",
        text.slice(0, odd.index).split("\n").length);
    }
    this.lines = text.replace(/\r\n?/g, "\n").split("\n").map(function (raw, n) {
      if (/\t/.test(raw.match(/^\s*/)[0])) { throw new YamlError("tabs cannot indent YAML", n + 1); }
      var indent = raw.match(/^ */)[0].length;
      return { raw: raw, indent: indent, text: raw.slice(indent), num: n + 1 };
    });
    this.pos = 0;
  }

  function isBlank(line) { return line.text === "" || line.text[0] === "#"; }

  Reader.prototype.next = function () {
    while (this.pos < this.lines.length && isBlank(this.lines[this.pos])) { this.pos++; }
    return this.lines[this.pos];
  };

  Reader.prototype.document = function () {
    var first = this.next();
    if (first && /^%/.test(first.text)) { throw new YamlError("directives are not supported", first.num); }
    if (first && /^---(\s|$)/.test(first.text)) {
      var rest = first.text.slice(3).trim();
      if (rest && rest[0] !== "#") { throw new YamlError("content after --- is not supported", first.num); }
      this.pos++;
    }
    var line = this.next();
    var value = line ? this.node(line.indent) : null;
    line = this.next();
    if (line && /^\.\.\.(\s|$)/.test(line.text)) { this.pos++; line = this.next(); }
    if (line) { throw new YamlError("unexpected text", line.num); }
    return value;
  };

  Reader.prototype.node = function (indent) {
    var line = this.next();
    if (!line || line.indent < indent) { return null; }
    if (isSequenceLine(line.text)) { return this.sequence(line.indent); }
    if (splitKey(line) !== null) { return this.mapping(line.indent); }
    this.pos++;
    return this.inline(line.text, line, line.indent - 1);
  };

  function isSequenceLine(text) { return text === "-" || /^-[ ]/.test(text); }

  // "key: rest" -> {key, rest}; null when the line is not a mapping entry
  function splitKey(line) {
    var t = line.text, key, rest;
    if (t[0] === '"' || t[0] === "'") {
      var q = readQuoted(t, 0, line.num);
      var after = t.slice(q.end);
      if (!/^\s*:(\s|$)/.test(after)) { return null; }
      key = q.value;
      rest = after.replace(/^\s*:/, "");
    } else {
      if (/^[\[{]/.test(t) || t[0] === "#") { return null; }
      if (/^[?]( |$)/.test(t)) { throw new YamlError("complex keys are not supported", line.num); }
      var m = /^(.*?)\s*:(?:\s|$)/.exec(t);
      if (!m || / #/.test(m[1])) { return null; }
      key = resolvePlain(m[1], line.num);
      if (key === null || typeof key !== "string") {
        throw new YamlError("only text keys are supported: " + m[1], line.num);
      }
      rest = t.slice(m[0].length);
    }
    return { key: key, rest: rest.trim() };
  }

  Reader.prototype.mapping = function (indent) {
    var out = {};
    for (;;) {
      var line = this.next();
      if (!line || line.indent < indent) { return out; }
      if (line.indent > indent) { throw new YamlError("unexpected indentation", line.num); }
      var entry = splitKey(line);
      if (entry === null) {
        throw new YamlError(isSequenceLine(line.text) ? "a list item where a key was expected"
          : "expected a key: value pair", line.num);
      }
      this.pos++;
      out[entry.key] = this.value(entry.rest, line, indent);
    }
  };

  // the value after "key:" or "-": inline text, or a block on the following lines
  Reader.prototype.value = function (rest, line, indent) {
    if (rest === "" || rest[0] === "#") {
      var next = this.next();
      if (next && next.indent > indent) { return this.node(indent + 1); }
      if (next && next.indent === indent && isSequenceLine(next.text) && splitKey(line) !== null) {
        return this.sequence(indent);  // "key:" followed by "- item" at the same indent
      }
      return null;
    }
    return this.inline(rest, line, indent);
  };

  Reader.prototype.sequence = function (indent) {
    var out = [];
    for (;;) {
      var line = this.next();
      if (!line || line.indent < indent) { return out; }
      if (line.indent > indent) { throw new YamlError("unexpected indentation", line.num); }
      if (!isSequenceLine(line.text)) { return out; }
      var rest = line.text.slice(1);
      var offset = 1 + rest.match(/^ */)[0].length;
      rest = rest.trim();
      if (rest !== "" && rest[0] !== "#" &&
          (isSequenceLine(rest) || splitKey({ text: rest, num: line.num }) !== null)) {
        // "- key: value" or "- - item": the rest is a block node that starts on this line
        this.lines[this.pos] = { raw: line.raw, indent: indent + offset, text: rest, num: line.num };
        out.push(this.node(indent + 1));
      } else {
        this.pos++;
        out.push(this.value(rest, line, indent));
      }
    }
  };

  Reader.prototype.inline = function (rest, line, indent) {
    var c = rest[0];
    if (c === "&" || c === "*" || c === "!") {
      throw new YamlError("anchors, aliases and tags are not supported", line.num);
    }
    if (c === "|" || c === ">") { return this.blockScalar(rest, line, indent); }
    if (c === "[" || c === "{") { return this.flow(rest, line, indent); }
    if (c === '"' || c === "'") {
      var q = readQuoted(rest, 0, line.num);
      var tail = rest.slice(q.end).trim();
      if (tail && tail[0] !== "#") { throw new YamlError("unexpected text after quoted text", line.num); }
      return q.value;
    }
    var text = rest.replace(/\s+#.*$/, "");
    // a plain scalar may continue on more-indented lines, folded into one line
    for (;;) {
      var next = this.next();
      if (!next || next.indent <= indent) { break; }
      text += " " + next.text.replace(/\s+#.*$/, "");
      this.pos++;
    }
    if (/:\s/.test(text) || /:$/.test(text)) { throw new YamlError("unexpected ': ' in text (quote it)", line.num); }
    return resolvePlain(text.trim(), line.num);
  };

  Reader.prototype.flow = function (rest, line, indent) {
    var text = rest, start = this.pos;
    for (;;) {
      try {
        var reader = new FlowReader(text, line.num);
        var value = reader.value();
        reader.skip();
        if (reader.i < reader.s.length) { throw new YamlError("unexpected text after a flow collection", line.num); }
        return value;
      } catch (error) {
        var more = this.lines[this.pos];
        var incomplete = error instanceof YamlError && /unexpected end|expected , or/.test(error.message);
        if (!incomplete || !more || this.pos - start > 200 || (more.indent <= indent && !isBlank(more))) {
          throw error;
        }
        text += "\n" + more.raw;
        this.pos++;
      }
    }
  };

  Reader.prototype.blockScalar = function (rest, line, indent) {
    var m = /^([|>])([-+]?)\s*(#.*)?$/.exec(rest);
    if (!m) { throw new YamlError("unsupported block scalar header " + rest, line.num); }
    var body = [];
    var contentIndent = null;
    while (this.pos < this.lines.length) {
      var l = this.lines[this.pos];
      if (l.text === "") { body.push(""); this.pos++; continue; }
      if (contentIndent === null) {
        if (l.indent <= indent) { break; }
        contentIndent = l.indent;
      }
      if (l.indent < contentIndent) { break; }
      body.push(l.raw.slice(contentIndent));
      this.pos++;
    }
    var trailing = 0;
    while (body.length && body[body.length - 1] === "") { body.pop(); trailing++; }
    var text = m[1] === "|" ? body.join("\n") : fold(body);
    if (m[2] === "-" || !body.length) { return text; }
    return text + (m[2] === "+" ? "\n".repeat(trailing + 1) : "\n");
  };

  function fold(lines) {
    var out = "", empty = 0, previous = null;
    lines.forEach(function (line) {
      if (line === "") { empty++; return; }
      var kind = /^\s/.test(line) ? "more" : "text";
      if (previous === null) { out += "\n".repeat(empty); }
      else if (previous === "text" && kind === "text") { out += empty ? "\n".repeat(empty) : " "; }
      else { out += "\n".repeat(empty + 1); }
      out += line;
      empty = 0;
      previous = kind;
    });
    return out;
  }

  function parse(text) {
    if (/^\s*[\[{]/.test(text)) {
      try { return JSON.parse(text); } catch (ignore) { /* YAML flow style may still read it */ }
    }
    return new Reader(text).document();
  }

  global.RulesiteYAML = { parse: parse, resolvePlain: resolvePlain, YamlError: YamlError };
})(window);
