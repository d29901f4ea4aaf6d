// The plate line under each barbell set row follows the weight typed in that row, without a save or a reload
// (plate-line.js works it out).
import { plateLine } from "./plate-line.js";

// Draws the row's plate line for its weight.
function redraw(row) {
  let table = row.closest("[data-plate-bar]");
  let line = row.querySelector("[data-row-plates]");
  let weight = row.querySelector('input[name="weight"]');
  if (!table || !line || !weight) { return; }
  let bar = Number(table.getAttribute("data-plate-bar"));
  let sizes = table.getAttribute("data-plate-sizes").split(" ").filter(Boolean).map(Number)
    .sort(function (a, b) { return b - a; });
  line.textContent = plateLine(weight.value, bar, sizes, table.getAttribute("data-plate-unit") || "");
}

// Typing, a Previous tap or the outbox filling a row: every way a weight changes fires input or change.
["input", "change"].forEach(function (type) {
  document.addEventListener(type, function (event) {
    let target = event.target;
    if (!target.matches || !target.matches('.set-row input[name="weight"]')) { return; }
    redraw(target.closest(".set-row"));
  });
});
document.addEventListener("click", function (event) {
  let button = event.target.closest && event.target.closest("button[data-previous]");
  if (button) { window.setTimeout(function () { redraw(button.closest(".set-row")); }, 0); }
});
