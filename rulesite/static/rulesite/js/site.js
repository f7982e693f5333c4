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

  function liveSearch() {
    var input = document.querySelector("input[data-live-search]");
    var target = document.getElementById("search-results");
    if (!input) { return; }
    var box = target;
    if (!box) {
      box = document.createElement("div");
      box.className = "live-results";
      box.id = "live-results";
      box.setAttribute("aria-live", "polite");
      input.form.insertAdjacentElement("afterend", box);
    }
    var timer = null;
    var latest = 0;
    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(function () {
        var query = input.value.trim();
        var ticket = ++latest;
        if (!query) { if (!target) { box.innerHTML = ""; } return; }
        var url = input.dataset.liveSearch + "?partial=1&exact=0&q=" + encodeURIComponent(query);
        fetch(url, { headers: { "X-Requested-With": "fetch" } })
          .then(function (response) { return response.ok ? response.text() : ""; })
          .then(function (html) { if (ticket === latest) { box.innerHTML = html; } })
          .catch(function () { /* offline: the form still submits */ });
      }, 180);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    autofocus();
    autosubmit();
    liveSearch();
  });
})();
