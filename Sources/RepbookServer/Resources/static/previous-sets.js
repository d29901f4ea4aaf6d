// The workout page's Previous column after a set-kind change: each row is matched again, without a reload, the rule of
// PreviousSetMatching on the server: a warm-up with last time's warm-up at the same place among the warm-ups, any other
// set (normal, drop, failure, rest-pause) with last time's working set at its place among the working sets, so marking
// a set as a drop or failure set keeps its Previous (past the end, the last of them; none, "–"). Last time's sets come
// in each card's `.last-time`.
(function () {
  "use strict";
  var fields = ["weight", "reps", "duration", "distance"];

  function rematch(table) {
    var byKind = {};
    table.querySelectorAll(".last-time > i").forEach(function (set) {
      var kind = set.getAttribute("data-kind") === "warmup" ? "warmup" : "working";
      (byKind[kind] = byKind[kind] || []).push(set);
    });
    var seen = {};
    table.querySelectorAll(".set-row").forEach(function (row) {
      var select = row.querySelector('select[name="kind"]');
      var cell = row.querySelector("[data-previous]");
      if (!select || !cell) { return; }
      var kind = select.value === "warmup" ? "warmup" : "working";
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

  // For the outbox (outbox.js), which draws a new row at once: it gets last time's set of its place too.
  window.Repbook = window.Repbook || {};
  window.Repbook.rematchPrevious = rematch;

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
