// rulesite judge: rule numbers that show their rule on hover or tap, "Copy link", "Print",
// and error lines that jump to the line in the text box. Without this script every link
// still opens its page.
(function () {
  "use strict";

  var cache = {};
  var popover = null;
  var openFor = null;
  var lastPointer = "mouse";
  var shownBeforeTap = false;

  function make(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text) { node.textContent = text; }
    return node;
  }

  function fetchRule(link) {
    var url = link.dataset.api;
    if (!cache[url]) {
      cache[url] = fetch(url, { headers: { Accept: "application/json" } })
        .then(function (response) { return response.ok ? response.json() : null; })
        .catch(function () { return null; });
    }
    return cache[url];
  }

  function place(link) {
    var box = link.getBoundingClientRect();
    var width = Math.min(360, document.documentElement.clientWidth - 16);
    var left = Math.max(8, Math.min(box.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - width - 8));
    popover.style.width = width + "px";
    popover.style.left = left + "px";
    popover.style.top = (box.bottom + window.scrollY + 6) + "px";
  }

  function show(link) {
    if (!popover) {
      popover = make("div", "rule-popover");
      popover.id = "rule-popover";
      popover.setAttribute("role", "tooltip");
      popover.hidden = true;
      document.body.appendChild(popover);
    }
    openFor = link;
    link.setAttribute("aria-describedby", "rule-popover");
    popover.replaceChildren(make("p", "rule-popover-title", link.dataset.rule + " …"));
    popover.hidden = false;
    place(link);
    fetchRule(link).then(function (rule) {
      if (openFor !== link) { return; }
      var title = link.dataset.rule + (rule && rule.title ? " " + rule.title : "");
      var text = rule ? rule.text : (link.dataset.hint || "");
      var open = make("a", "rule-popover-link", link.dataset.open || "Open the rule");
      open.href = link.href;
      // the rule text is wrapped like its Markdown source: one paragraph per blank line
      var paragraphs = String(text).split(/\n\s*\n/).map(function (part) {
        return make("p", "rule-popover-text", part.replace(/\s+/g, " ").trim());
      });
      popover.replaceChildren.apply(popover, [make("p", "rule-popover-title", title)].concat(paragraphs, [open]));
      place(link);
    });
  }

  function hide() {
    if (popover) { popover.hidden = true; }
    if (openFor) { openFor.removeAttribute("aria-describedby"); }
    openFor = null;
  }

  function rulePopovers() {
    var links = document.querySelectorAll("a.rule-link[data-api]");
    if (!links.length) { return; }
    document.addEventListener("pointerdown", function (event) {
      lastPointer = event.pointerType || "mouse";
      var link = event.target.closest ? event.target.closest("a.rule-link") : null;
      // was this rule already showing before the tap? then the tap opens its page
      shownBeforeTap = link !== null && openFor === link;
      if (popover && !popover.contains(event.target) && !link) { hide(); }
    });
    document.addEventListener("keydown", function (event) { if (event.key === "Escape") { hide(); } });
    links.forEach(function (link) {
      // the script's popover replaces the browser's own tooltip
      link.dataset.hint = link.title;
      link.removeAttribute("title");
      link.addEventListener("mouseenter", function () { if (lastPointer === "mouse") { show(link); } });
      link.addEventListener("mouseleave", function () {
        window.setTimeout(function () { if (openFor === link && !popover.matches(":hover")) { hide(); } }, 250);
      });
      link.addEventListener("focus", function () {
        if (link.matches(":focus-visible")) { show(link); }  // keyboard focus, not a tap
      });
      link.addEventListener("click", function (event) {
        // a tap shows the rule first; the popover's own link (or a second tap) opens the page
        if (lastPointer !== "mouse" && !shownBeforeTap) { event.preventDefault(); show(link); }
      });
    });
  }

  function copyLink() {
    var copy = document.getElementById("copy-link");
    var field = document.getElementById("share-url");
    if (!copy || !field) { return; }
    copy.hidden = false;
    copy.addEventListener("click", function () {
      var done = function () { copy.textContent = copy.dataset.done || "Copied"; };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(field.value).then(done, function () { field.select(); });
      } else {
        field.select();
        try { if (document.execCommand("copy")) { done(); } } catch (ignore) { /* selected: copy by hand */ }
      }
    });
    field.addEventListener("focus", function () { field.select(); });
  }

  function printButton() {
    document.querySelectorAll("button[data-print]").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () { window.print(); });
    });
  }

  // "line 12" in an error list selects that line of the text box
  function errorLines() {
    var textarea = document.getElementById("id_scenario");
    if (!textarea) { return; }
    document.querySelectorAll("a[data-line]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        var line = parseInt(link.dataset.line, 10);
        if (!line) { return; }
        event.preventDefault();
        var lines = textarea.value.split("\n");
        var start = lines.slice(0, line - 1).join("\n").length + (line > 1 ? 1 : 0);
        var end = start + (lines[line - 1] || "").length;
        textarea.focus();
        textarea.setSelectionRange(start, end);
        var height = textarea.scrollHeight / Math.max(lines.length, 1);
        textarea.scrollTop = Math.max(0, (line - 3) * height);
        textarea.scrollIntoView({ block: "center" });
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    rulePopovers();
    copyLink();
    printButton();
    errorLines();
  });
})();
