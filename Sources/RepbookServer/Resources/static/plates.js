// The plate line under each barbell set row follows the weight typed in that row, without a save or a reload: the
// plates per side with the fewest plates for the heaviest load not above the weight (PlateCalculator on the server,
// in hundredths of a unit), and what they make when the weight cannot be loaded exactly (PlateLine's wording).
(function () {
  "use strict";

  function hundredths(value) { return Math.round(value * 100); }
  // Weight.format: at most two decimals, no trailing zeros.
  function format(value) {
    var text = (Math.round(value * 100) / 100).toFixed(2);
    return text.replace(/\.?0+$/, "");
  }
  function gcd(a, b) { return b === 0 ? a : gcd(b, a % b); }

  // { perSide: [sizes heaviest first], achieved, isExact } for `target` with `bar` and `sizes` (heaviest first).
  function load(target, bar, sizes) {
    var sides = hundredths(target) - hundredths(bar);
    if (sides < 0) { return { perSide: [], achieved: bar, isExact: false }; }
    var units = sizes.map(hundredths).filter(function (size) { return size > 0; });
    if (units.length === 0) { return { perSide: [], achieved: bar, isExact: sides === 0 }; }
    var step = units.reduce(function (a, b) { return gcd(a, b); }, 0);
    var goal = Math.floor(Math.floor(sides / 2) / step);
    var fewest = [0];
    var last = [-1];
    var scaled = units.map(function (size) { return size / step; });
    for (var amount = 1; amount <= goal; amount += 1) {
      fewest[amount] = Infinity;
      last[amount] = -1;
      for (var index = 0; index < scaled.length; index += 1) {
        var size = scaled[index];
        if (size <= amount && fewest[amount - size] !== Infinity && fewest[amount - size] + 1 < fewest[amount]) {
          fewest[amount] = fewest[amount - size] + 1;
          last[amount] = index;
        }
      }
    }
    var reached = goal;
    while (fewest[reached] === Infinity) { reached -= 1; }
    var plates = [];
    for (var rest = reached; rest > 0; rest -= scaled[last[rest]]) { plates.push(sizes[last[rest]]); }
    plates.sort(function (a, b) { return b - a; });
    var achieved = hundredths(bar) + 2 * reached * step;
    return { perSide: plates, achieved: achieved / 100, isExact: achieved === hundredths(target) };
  }

  function lineFor(text, bar, sizes, unit) {
    var target = Number(String(text).trim().replace(",", "."));
    if (!text || !isFinite(target) || target <= 0) { return ""; }
    var made = load(target, bar, sizes);
    var perSide = made.perSide.length ? made.perSide.map(format).join(" + ") : "bar only";
    return made.isExact ? "Plates a side: " + perSide
      : "Plates a side: " + perSide + " = " + format(made.achieved) + " " + unit + ", not " + format(target) + " " + unit;
  }

  function redraw(row) {
    var table = row.closest("[data-plate-bar]");
    var line = row.querySelector("[data-row-plates]");
    var weight = row.querySelector('input[name="weight"]');
    if (!table || !line || !weight) { return; }
    var bar = Number(table.getAttribute("data-plate-bar"));
    var sizes = table.getAttribute("data-plate-sizes").split(" ").filter(Boolean).map(Number)
      .sort(function (a, b) { return b - a; });
    line.textContent = lineFor(weight.value, bar, sizes, table.getAttribute("data-plate-unit") || "");
  }

  // Typing, a Previous tap or the outbox filling a row: every way a weight changes fires input or change.
  ["input", "change"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var target = event.target;
      if (!target.matches || !target.matches('.set-row input[name="weight"]')) { return; }
      redraw(target.closest(".set-row"));
    });
  });
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-previous]");
    if (button) { window.setTimeout(function () { redraw(button.closest(".set-row")); }, 0); }
  });
})();
