// Repbook's small progressive enhancements; every page works without them.
(function () {
  "use strict";

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\s+/g, " ").trim();
  }

  // Owner setup: send the browser's time zone along.
  document.querySelectorAll("[data-fill-timezone]").forEach(function (input) {
    try { input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"; } catch (e) { /* keep UTC */ }
  });

  // Selects that apply at once (library sort).
  document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
    select.addEventListener("change", function () { select.form.submit(); });
  });

  // Destructive forms ask first.
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) { event.preventDefault(); }
    });
  });

  // Row actions come back to the same filtered list.
  document.querySelectorAll("input[data-return-here]").forEach(function (input) {
    input.value = window.location.pathname + window.location.search;
  });

  // Library: filter the rows as you type; Enter still searches on the server.
  var search = document.getElementById("library-search");
  var list = document.getElementById("exercise-list");
  if (search && list) {
    var rows = Array.prototype.slice.call(list.querySelectorAll(".exercise-row"));
    var keys = rows.map(function (row) { return fold(row.getAttribute("data-name") || ""); });
    var empty = document.getElementById("library-filter-empty");
    var serverEmpty = document.getElementById("library-empty");
    search.addEventListener("input", function () {
      var needle = fold(search.value);
      var shown = 0;
      rows.forEach(function (row, index) {
        var match = keys[index].indexOf(needle) !== -1;
        row.hidden = !match;
        if (match) { shown += 1; }
      });
      if (empty) { empty.hidden = shown !== 0 || (serverEmpty !== null); }
    });
  }
})();
