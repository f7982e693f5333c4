// rulesite: a rule number shows its rule on hover, keyboard focus or tap, without leaving the
// page (judge rulings, rule text, the rules a rule cites, a glossary term's rules). A tap shows
// the rule first; the popover's own link, or a second tap, opens its page. Without this script
// every link still opens its page.
(function () {
  "use strict";

  // judge rule chips, rule numbers in rule text, lists of rules, a term's "used in" list
  var SELECTOR = "a.rule-link[data-api], a.rule-ref, a[data-rule], .rule-uses a";
  var RULE_PATH = /^\/([\w-]+)\/rules\/([^/]+)\/$/;
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

  // the JSON API's address of a rule link: given (judge) or read from the page address
  function apiUrl(link) {
    if (link.dataset.api) { return link.dataset.api; }
    var url = new URL(link.href, window.location.href);
    var match = RULE_PATH.exec(url.pathname);
    if (!match || url.origin !== window.location.origin) { return null; }
    return "/api/v1/" + match[1] + "/rules/" + match[2] + "/" + url.search;
  }

  function ruleNumber(link) {
    if (link.dataset.rule) { return link.dataset.rule; }
    var match = RULE_PATH.exec(new URL(link.href, window.location.href).pathname);
    return match ? decodeURIComponent(match[2]) : link.textContent.trim();
  }

  function fetchRule(link) {
    var url = apiUrl(link);
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
    var left = Math.max(8, Math.min(box.left + window.scrollX,
      window.scrollX + document.documentElement.clientWidth - width - 8));
    popover.style.width = width + "px";
    popover.style.left = left + "px";
    popover.style.top = (box.bottom + window.scrollY + 6) + "px";
  }

  function openWord(link) {
    return link.dataset.open || document.documentElement.dataset.openRule || "Open the rule";
  }

  function show(link) {
    if (!popover) {
      popover = make("div", "rule-popover");
      popover.id = "rule-popover";
      popover.setAttribute("role", "tooltip");
      popover.hidden = true;
      document.body.appendChild(popover);
    }
    var number = ruleNumber(link);
    openFor = link;
    link.setAttribute("aria-describedby", "rule-popover");
    popover.replaceChildren(make("p", "rule-popover-title", number + " …"));
    popover.hidden = false;
    place(link);
    fetchRule(link).then(function (rule) {
      if (openFor !== link) { return; }
      var title = number + (rule && rule.title ? " " + rule.title : "");
      // a heading (7-1-3 Counter Step) has no text of its own: its sub-rules' texts show
      var text = rule ? (rule.preview || rule.text) : (link.dataset.hint || "");
      var open = make("a", "rule-popover-link", openWord(link));
      open.href = link.href;
      // the rule text is wrapped like its Markdown source: one paragraph per blank line
      var paragraphs = String(text).split(/\n\s*\n/).map(function (part) {
        return make("p", "rule-popover-text", part.replace(/\s+/g, " ").trim());
      });
      popover.replaceChildren.apply(popover,
        [make("p", "rule-popover-title", title)].concat(paragraphs, [open]));
      place(link);
    });
  }

  function hide() {
    if (popover) { popover.hidden = true; }
    if (openFor) { openFor.removeAttribute("aria-describedby"); }
    openFor = null;
  }

  function previewable(link) {
    return link && link.matches(SELECTOR) && apiUrl(link) !== null;
  }

  function attach(link) {
    // the script's popover replaces the browser's own tooltip
    if (link.title) { link.dataset.hint = link.title; link.removeAttribute("title"); }
    link.addEventListener("mouseenter", function () { if (lastPointer === "mouse") { show(link); } });
    link.addEventListener("mouseleave", function () {
      window.setTimeout(function () {
        if (openFor === link && !popover.matches(":hover")) { hide(); }
      }, 250);
    });
    link.addEventListener("focus", function () {
      if (link.matches(":focus-visible")) { show(link); }  // keyboard focus, not a tap
    });
    link.addEventListener("click", function (event) {
      // a tap shows the rule first; the popover's own link (or a second tap) opens the page
      if (lastPointer !== "mouse" && !shownBeforeTap) { event.preventDefault(); show(link); }
    });
  }

  function rulePreviews() {
    var links = Array.prototype.filter.call(
      document.querySelectorAll("main " + SELECTOR.split(", ").join(", main ")), previewable);
    if (!links.length) { return; }
    document.addEventListener("pointerdown", function (event) {
      lastPointer = event.pointerType || "mouse";
      var link = event.target.closest ? event.target.closest(SELECTOR) : null;
      // was this rule already showing before the tap? then the tap opens its page
      shownBeforeTap = link !== null && openFor === link;
      if (popover && !popover.contains(event.target) && !link) { hide(); }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { hide(); }
    });
    links.forEach(attach);
  }

  document.addEventListener("DOMContentLoaded", rulePreviews);
})();
