// The workout page's Previous column after a set-kind change: each row is matched again, without a reload, the rule of
// PreviousSetMatching on the server: a warm-up with last time's warm-up at the same place among the warm-ups, any other
// set (normal, drop, failure, rest-pause) with last time's working set at its place among the working sets, so marking
// a set as a drop or failure set keeps its Previous (past the end, the last of them; none, "–"). Last time's sets come
// in each card's `.last-time`.
import { VALUE_FIELDS } from "./set-values.js";
import { t } from "./strings.js";

const fields = VALUE_FIELDS;

/// Matches each row of a card's set table to last time's set of its place again (a new row gets one too).
export function rematchPrevious(table) {
  let byKind = {};
  table.querySelectorAll(".last-time > i").forEach(function (set) {
    let kind = set.getAttribute("data-kind") === "warmup" ? "warmup" : "working";
    (byKind[kind] = byKind[kind] || []).push(set);
  });
  let seen = {};
  table.querySelectorAll(".set-row").forEach(function (row) {
    let select = row.querySelector('select[name="kind"]');
    let cell = row.querySelector("[data-previous]");
    if (!select || !cell) { return; }
    let kind = select.value === "warmup" ? "warmup" : "working";
    let place = seen[kind] || 0;
    seen[kind] = place + 1;
    let sets = byKind[kind] || [];
    let match = sets.length ? sets[Math.min(place, sets.length - 1)] : null;
    if (!match) {
      if (cell.tagName === "SPAN") { return; }
      let none = document.createElement("span");
      none.className = "previous";
      none.setAttribute("data-previous", "");
      none.textContent = "–";
      cell.replaceWith(none);
      return;
    }
    let button = cell;
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
    button.setAttribute("aria-label", t("previous.use", { set: match.textContent }));
  });
}

document.addEventListener("change", function (event) {
  let target = event.target;
  if (!target.matches || !target.matches('.set-row select[name="kind"]')) { return; }
  let table = target.closest(".set-table");
  if (table) { rematchPrevious(table); }
});

// A Previous button made here copies its values like the page's own ones do, then saves the row through its change
// handler (the ones the page rendered are wired by workout.js).
document.addEventListener("click", function (event) {
  let button = event.target.closest && event.target.closest("button[data-previous-live]");
  if (!button) { return; }
  let row = button.closest(".set-row");
  let changed = null;
  fields.forEach(function (name) {
    let field = row.querySelector('input[name="' + name + '"]');
    let value = button.getAttribute("data-" + name);
    if (field && value) { field.value = value; changed = field; }
  });
  if (changed) { changed.dispatchEvent(new Event("change", { bubbles: true })); }
});
