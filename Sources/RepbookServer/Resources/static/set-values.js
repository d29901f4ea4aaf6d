// A set row's values apart from the page: which fields an exercise kind logs, the row's label for its set kind, what a
// new row is prefilled with, how a typed number is read, and how a set is described with its unit. Pure, so node's test
// runner checks it (tests/client/set-values.test.js).

import { t } from "./strings.js";

/// The value fields of a set row, in the row's order.
export const VALUE_FIELDS = ["weight", "reps", "duration", "distance"];

/// The exercise kinds that log each field (ExerciseKind on the server).
const KINDS_OF_FIELD = {
  weight: ["weight_reps", "weighted_bodyweight", "assisted_bodyweight"],
  reps: ["weight_reps", "bodyweight_reps", "weighted_bodyweight", "assisted_bodyweight", "reps_only"],
  duration: ["duration", "distance_duration"],
  distance: ["distance_duration"]
};

/// Whether a set of an exercise of `kind` logs `field`.
export function logsField(kind, field) {
  return (KINDS_OF_FIELD[field] || []).indexOf(kind) >= 0;
}

/// The weight column's head: the unit, "+kg" for added weight on a bodyweight move, "−kg" for assistance.
export function weightHeading(kind, unit) {
  const prefix = kind === "weighted_bodyweight" ? "+" : kind === "assisted_bodyweight" ? "−" : "";
  return prefix + (unit || "kg");
}

/// A set kind's mark in the page's language ("D", German "D"); "" for a normal set.
function kindMark(kind) {
  switch (kind) {
    case "warmup": return t("set.mark.warmup");
    case "drop": return t("set.mark.drop");
    case "failure": return t("set.mark.failure");
    case "rest_pause": return t("set.mark.restPause");
    default: return "";
  }
}

/// The row's mark as SetRow.label draws it: a warm-up's mark alone ("W"), else the working set's number with the kind's
/// mark ("3F").
export function kindLabel(kind, number) {
  if (kind === "warmup") { return kindMark(kind); }
  return String(number) + kindMark(kind);
}

/// The labels of a card's rows for their kinds in order: working sets numbered across the card, warm-ups not counted.
/// Each entry has the row's `label` and the `number` its kind picker's options are drawn with.
export function cardLabels(kinds) {
  let working = 0;
  return kinds.map((kind) => {
    if (kind !== "warmup") { working += 1; }
    return { label: kindLabel(kind, working), number: kind === "warmup" ? working + 1 : working };
  });
}

/// A typed amount as a number ("122,5" and "122.5" alike), or null when it is empty or not a number.
export function parseAmount(text) {
  const trimmed = String(text === undefined || text === null ? "" : text).trim().replace(",", ".");
  if (trimmed === "") { return null; }
  const value = Number(trimmed);
  return isFinite(value) ? value : null;
}

/// Weight.format: at most two decimals, no trailing zeros ("82.5", "80").
export function formatAmount(value) {
  return (Math.round(value * 100) / 100).toFixed(2).replace(/\.?0+$/, "");
}

/// The values a new row starts with, as the server makes a set: the last row's numbers (only the fields it has).
export function prefillFrom(lastRow) {
  const values = {};
  VALUE_FIELDS.forEach((name) => {
    if (lastRow[name] !== undefined && lastRow[name] !== null) { values[name] = String(lastRow[name]); }
  });
  return values;
}

/// The values a tap on last time's numbers copies: each of its non-empty fields.
export function previousToCopy(previous) {
  const values = {};
  VALUE_FIELDS.forEach((name) => { if (previous[name]) { values[name] = previous[name]; } });
  return values;
}

function present(value) { return value !== undefined && value !== null && value !== ""; }

/// A set in a line: "100 kg × 5 ✓", "400 m 95 s"; `values` has weight (with unit), reps, duration (s), distance (m), done.
export function describeSet(values) {
  const parts = [];
  if (present(values.weight)) { parts.push(values.weight + (values.unit ? " " + values.unit : "")); }
  if (present(values.distance)) { parts.push(t("set.meters", { value: values.distance })); }
  if (present(values.reps)) { parts.push(t("set.reps", { value: values.reps })); }
  if (present(values.duration)) { parts.push(t("set.seconds", { value: values.duration })); }
  if (values.done) { parts.push("✓"); }
  return parts.join(" ") || t("set.empty");
}

/// The server's set (its JSON: weight, unit, reps, durationSeconds, distanceMeters, done) in describeSet's terms.
export function serverSetValues(current) {
  return {
    weight: current.weight, unit: current.unit, reps: current.reps, duration: current.durationSeconds,
    distance: current.distanceMeters, done: current.done
  };
}
