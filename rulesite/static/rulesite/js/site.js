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

  document.addEventListener("DOMContentLoaded", function () {
    autofocus();
    autosubmit();
    liveSearch();
  });
})();
