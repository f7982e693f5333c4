// rulesite: small progressive enhancements. Every page works without this file.
(function () {
  "use strict";

  function autofocus() {
    var input = document.querySelector("[data-autofocus]");
    if (input && !window.location.hash) { input.focus(); }
  }

  function autosubmit() {
    document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
      select.addEventListener("change", function () { select.form.submit(); });
    });
  }

  // Live search: results of the header's search box as you type (the form still submits
  // without this). Arrow keys move between the results, Escape goes back to the box.
  function liveSearch() {
    var input = document.querySelector("input[data-live-search]");
    if (!input) { return; }
    var target = document.getElementById("search-results");
    var box = target;
    if (!box) {
      box = document.createElement("div");
      box.className = "live-results";
      box.id = "live-results";
      box.setAttribute("aria-live", "polite");
      input.form.insertAdjacentElement("afterend", box);
    }
    input.setAttribute("aria-controls", box.id);
    var timer = null;
    var latest = 0;
    var pending = null;

    function show(query, html) {
      box.innerHTML = html;
      if (target && window.history.replaceState) {
        var url = new URL(window.location.href);
        url.searchParams.set("q", query);
        window.history.replaceState(null, "", url);
      }
    }

    function fetchResults() {
      var query = input.value.trim();
      var ticket = ++latest;
      if (pending) { pending.abort(); pending = null; }
      if (!query) { if (!target) { box.innerHTML = ""; } return; }
      var url = input.dataset.liveSearch + "?partial=1&exact=0&q=" + encodeURIComponent(query);
      pending = window.AbortController ? new AbortController() : null;
      fetch(url, { headers: { "X-Requested-With": "fetch" }, signal: pending && pending.signal })
        .then(function (response) { return response.ok ? response.text() : ""; })
        .then(function (html) { if (ticket === latest) { show(query, html); } })
        .catch(function () { /* aborted or offline: the form still submits */ });
    }

    function links() {
      return Array.prototype.slice.call(box.querySelectorAll(".result-title, [data-suggestion]"));
    }

    function move(step) {
      var all = links();
      if (!all.length) { return false; }
      var index = all.indexOf(document.activeElement);
      if (index === -1) {
        index = step > 0 ? 0 : all.length - 1;
      } else {
        index += step;
      }
      if (index < 0 || index >= all.length) { input.focus(); return true; }
      all[index].focus();
      return true;
    }

    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(fetchResults, 180);
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" && move(1)) { event.preventDefault(); }
      if (event.key === "Escape" && !target) { box.innerHTML = ""; }
    });
    box.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (move(event.key === "ArrowDown" ? 1 : -1)) { event.preventDefault(); }
      } else if (event.key === "Escape") {
        input.focus();
        if (!target) { box.innerHTML = ""; }
      }
    });
  }

  // "/" anywhere but in a text field puts the cursor in the search box.
  function slashFocusesSearch() {
    var input = document.getElementById("site-search");
    if (!input) { return; }
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
      var target = event.target;
      if (target.closest && target.closest("input, textarea, select, [contenteditable]")) { return; }
      event.preventDefault();
      input.focus();
      input.select();
    });
  }

  // The dark mode toggle: the system's setting until the reader chooses; the choice is kept
  // (theme.js applies it before the page is drawn).
  function themeToggle() {
    var button = document.getElementById("theme-toggle");
    if (!button) { return; }
    var root = document.documentElement;
    var system = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
    function current() {
      return root.getAttribute("data-theme") || (system && system.matches ? "dark" : "light");
    }
    function show() { button.setAttribute("aria-pressed", String(current() === "dark")); }
    button.hidden = false;
    show();
    if (system && system.addEventListener) { system.addEventListener("change", show); }
    button.addEventListener("click", function () {
      var theme = current() === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", theme);
      try { window.localStorage.setItem("rulesite-theme", theme); } catch (ignore) { /* kept for this page only */ }
      show();
    });
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    var field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.className = "visually-hidden";
    document.body.appendChild(field);
    field.select();
    var copied = false;
    try { copied = document.execCommand("copy"); } catch (ignore) { copied = false; }
    field.remove();
    return copied ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }

  // "Copy link" on a rule and on each of its sub-rules copies "CR 7-1-4-1 https://…" (for a
  // game whose numbers are this site's own, its short name stands for "CR").
  function ruleCopyLinks() {
    var article = document.querySelector("article.rule[data-rule]");
    var words = document.body.dataset;
    if (!article || !words.copyLink) { return; }
    var prefix = document.documentElement.dataset.rulePrefix || "CR";
    var status = document.createElement("p");
    status.className = "visually-hidden";
    status.setAttribute("role", "status");
    (document.getElementById("main") || document.body).appendChild(status);

    function button(number, url) {
      var label = prefix + " " + number;
      var copy = document.createElement("button");
      copy.type = "button";
      copy.className = "copy-link secondary";
      copy.textContent = words.copyLink;
      copy.setAttribute("aria-label", (words.copyLinkTo || "{rule}").replace("{rule}", label));
      copy.dataset.copy = label + " " + url;
      copy.addEventListener("click", function () {
        copyText(copy.dataset.copy).then(function () {
          copy.textContent = words.copied || "Copied";
          status.textContent = (words.copiedRule || "{rule}").replace("{rule}", label);
          window.setTimeout(function () { copy.textContent = words.copyLink; }, 2500);
        }, function () { window.prompt(words.copyLink, copy.dataset.copy); });
      });
      return copy;
    }

    var here = new URL(window.location.href);
    here.hash = "";
    var heading = article.querySelector("h1");
    var row = document.createElement("p");
    row.className = "copy-row";
    row.appendChild(button(article.dataset.rule, here.href));
    heading.insertAdjacentElement("afterend", row);
    article.querySelectorAll(".subrules > li[id]").forEach(function (item) {
      var link = item.querySelector("a.num");
      if (link) { link.insertAdjacentElement("afterend", button(link.textContent.trim(), link.href)); }
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    autofocus();
    autosubmit();
    liveSearch();
    slashFocusesSearch();
    themeToggle();
    ruleCopyLinks();
  });
})();
