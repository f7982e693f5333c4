// rulesite judge: "Copy link", "Print", and error lines that jump to the line in the text box.
// Rule numbers show their rule on hover or tap through the site-wide
// rulesite/js/rule-preview.js. Without these scripts every link still opens its page.
(function () {
  "use strict";

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
    copyLink();
    printButton();
    errorLines();
  });
})();
