// The glossary's filter box, as you type. Without this file the box is a GET form (?q=) that
// the server filters the same way: every word must appear in the term's names, aliases or
// definitions (folded: lower case, no accents), which the page carries in data-filter.
(function () {
  "use strict";

  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/\s+/g, " ").trim();
  }

  function setHidden(element, hidden) {
    if (hidden) { element.setAttribute("hidden", ""); } else { element.removeAttribute("hidden"); }
  }

  function apply(input, status) {
    var words = fold(input.value).split(" ").filter(Boolean);
    var visible = {};
    var shown = 0;
    var cards = document.querySelectorAll(".term-card[data-filter]");
    cards.forEach(function (card) {
      var haystack = card.getAttribute("data-filter");
      var match = words.every(function (word) { return haystack.indexOf(word) !== -1; });
      setHidden(card, !match);
      if (match) { visible[card.getAttribute("data-slug")] = true; shown += 1; }
    });
    document.querySelectorAll(".az-list li[data-slug]").forEach(function (item) {
      setHidden(item, !visible[item.getAttribute("data-slug")]);
    });
    document.querySelectorAll("[data-group]").forEach(function (group) {
      setHidden(group, !group.querySelector("li:not([hidden])"));
    });
    document.querySelectorAll(".az-bar a[data-letter]").forEach(function (link) {
      var target = document.getElementById(link.getAttribute("href").slice(1));
      var group = target && target.closest("[data-group]");
      link.classList.toggle("is-empty", !group || group.hasAttribute("hidden"));
    });
    if (!words.length) {
      status.textContent = "";
    } else if (shown) {
      status.textContent = status.dataset.some.replace("{shown}", shown)
        .replace("{total}", cards.length);
    } else {
      status.textContent = status.dataset.none;
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var input = document.querySelector("input[data-glossary-filter]");
    var status = document.getElementById("glossary-status");
    if (!input || !status) { return; }
    var timer = null;
    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(function () {
        apply(input, status);
        var url = new URL(window.location.href);
        if (input.value.trim()) { url.searchParams.set("q", input.value.trim()); }
        else { url.searchParams.delete("q"); }
        window.history.replaceState(null, "", url);
      }, 120);
    });
  });
})();
