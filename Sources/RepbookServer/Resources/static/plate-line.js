// The plates per side for a weight: the fewest plates for the heaviest load not above it (PlateCalculator on the
// server, in hundredths of a unit), and what they make when the weight cannot be loaded exactly (PlateLine's wording).
// Pure, so node's test runner checks it (tests/client/set-values.test.js).
import { formatAmount, parseAmount } from "./set-values.js";
import { t } from "./strings.js";

function hundredths(value) { return Math.round(value * 100); }
function gcd(a, b) { return b === 0 ? a : gcd(b, a % b); }

/// { perSide: [sizes heaviest first], achieved, isExact } for `target` with `bar` and `sizes` (heaviest first).
export function load(target, bar, sizes) {
  let sides = hundredths(target) - hundredths(bar);
  if (sides < 0) { return { perSide: [], achieved: bar, isExact: false }; }
  let units = sizes.map(hundredths).filter(function (size) { return size > 0; });
  if (units.length === 0) { return { perSide: [], achieved: bar, isExact: sides === 0 }; }
  let step = units.reduce(function (a, b) { return gcd(a, b); }, 0);
  let goal = Math.floor(Math.floor(sides / 2) / step);
  let fewest = [0];
  let last = [-1];
  let scaled = units.map(function (size) { return size / step; });
  for (let amount = 1; amount <= goal; amount += 1) {
    fewest[amount] = Infinity;
    last[amount] = -1;
    for (let index = 0; index < scaled.length; index += 1) {
      let size = scaled[index];
      if (size <= amount && fewest[amount - size] !== Infinity && fewest[amount - size] + 1 < fewest[amount]) {
        fewest[amount] = fewest[amount - size] + 1;
        last[amount] = index;
      }
    }
  }
  let reached = goal;
  while (fewest[reached] === Infinity) { reached -= 1; }
  let plates = [];
  for (let rest = reached; rest > 0; rest -= scaled[last[rest]]) { plates.push(sizes[last[rest]]); }
  plates.sort(function (a, b) { return b - a; });
  let achieved = hundredths(bar) + 2 * reached * step;
  return { perSide: plates, achieved: achieved / 100, isExact: achieved === hundredths(target) };
}

/// The plate line for a typed weight `text` ("" when there is nothing to load).
export function plateLine(text, bar, sizes, unit) {
  let target = parseAmount(text);
  if (target === null || target <= 0) { return ""; }
  let made = load(target, bar, sizes);
  let perSide = made.perSide.length ? made.perSide.map(formatAmount).join(" + ") : t("plates.barOnly");
  return made.isExact ? t("plates.exact", { plates: perSide })
    : t("plates.inexact", { plates: perSide, made: formatAmount(made.achieved), unit: unit, target: formatAmount(target) });
}
