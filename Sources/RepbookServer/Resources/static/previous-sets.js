// The workout page's Previous column after a set-kind change: each row is matched again, without a reload, with last
// time's set of its new kind at the same place among the sets of that kind (past the end, the last of them; none of
// that kind, "–"), the rule of PreviousSetMatching on the server. Last time's sets come in each card's `.last-time`.
(function () {
  "use strict";
  var fields = ["weight", "reps", "duration", "distance"];

  function rematch(table) {
    var byKind = {};
    table.querySelectorAll(".last-time > i").forEach(function (set) {
      var kind = set.getAttribute("data-kind");
      (byKind[kind] = byKind[kind] || []).push(set);
    });
    var seen = {};
    table.querySelectorAll(".set-row").forEach(function (row) {
      var select = row.querySelector('select[name="kind"]');
      var cell = row.querySelector("[data-previous]");
      if (!select || !cell) { return; }
      var kind = select.value;
      var place = seen[kind] || 0;
      seen[kind] = place + 1;
      var sets = byKind[kind] || [];
      var match = sets.length ? sets[Math.min(place, sets.length - 1)] : null;
      if (!match) {
        if (cell.tagName === "SPAN") { return; }
        var none = document.createElement("span");
        none.className = "previous";
        none.setAttribute("data-previous", "");
        none.textContent = "–";
        cell.replaceWith(none);
        return;
      }
      var button = cell;
      if (cell.tagName !== "BUTTON") {
        button = document.createElement("button");
        button.type = "button";
        button.className = "previous";
        button.setAttribute("data-previous", "");
        button.setAttribute("data-previous-live", "");
        cell.replaceWith(button);
      }
      fields.forEach(function (name) { button.setAttribute("data-" + name, match.getAttribute("data-" + name) || ""); });
      button.textContent = match.textContent;
      button.setAttribute("aria-label", "Use last time's " + match.textContent);
    });
  }

  document.addEventListener("change", function (event) {
    var target = event.target;
    if (!target.matches || !target.matches('.set-row select[name="kind"]')) { return; }
    var table = target.closest(".set-table");
    if (table) { rematch(table); }
  });

  // A Previous button made here copies its values like the page's own ones do, then saves the row through its change
  // handler (the ones the page rendered are wired by app.js).
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-previous-live]");
    if (!button) { return; }
    var row = button.closest(".set-row");
    var changed = null;
    fields.forEach(function (name) {
      var field = row.querySelector('input[name="' + name + '"]');
      var value = button.getAttribute("data-" + name);
      if (field && value) { field.value = value; changed = field; }
    });
    if (changed) { changed.dispatchEvent(new Event("change", { bubbles: true })); }
  });
})();
