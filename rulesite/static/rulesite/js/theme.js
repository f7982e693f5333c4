// rulesite: the colour theme the reader chose (the toggle in the header), applied before the
// page is drawn so that it never flashes in the other theme. Loaded without defer on purpose;
// with no choice stored, the system's setting decides (site.css).
(function () {
  "use strict";
  try {
    var theme = window.localStorage.getItem("rulesite-theme");
    if (theme === "dark" || theme === "light") {
      document.documentElement.setAttribute("data-theme", theme);
    }
  } catch (ignore) { /* storage blocked: follow the system */ }
})();
