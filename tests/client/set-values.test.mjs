// A set row's values (static/set-values.js, static/plate-line.js): fields per exercise kind, labels per set kind,
// prefill, parsing typed numbers, units in what is shown.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  cardLabels, describeSet, formatAmount, kindLabel, logsField, parseAmount, prefillFrom, previousToCopy, serverSetValues, weightHeading
} from "../../Sources/RepbookServer/Resources/static/set-values.js";
import { load, plateLine } from "../../Sources/RepbookServer/Resources/static/plate-line.js";

test("typed amounts read with a comma or a point; empty or not a number is none", () => {
  assert.equal(parseAmount("122.5"), 122.5);
  assert.equal(parseAmount(" 122,5 "), 122.5);
  assert.equal(parseAmount("80"), 80);
  assert.equal(parseAmount(""), null);
  assert.equal(parseAmount("   "), null);
  assert.equal(parseAmount("abc"), null);
  assert.equal(parseAmount(undefined), null);
  assert.equal(formatAmount(82.5), "82.5");
  assert.equal(formatAmount(80), "80");
  assert.equal(formatAmount(1.255), "1.25");
});

test("a new row is prefilled with the last row's numbers, only the fields it has", () => {
  assert.deepEqual(prefillFrom({ weight: "100", reps: "5" }), { weight: "100", reps: "5" });
  assert.deepEqual(prefillFrom({ duration: "60", distance: "400" }), { duration: "60", distance: "400" });
  assert.deepEqual(prefillFrom({ weight: "", reps: "8" }), { weight: "", reps: "8" });
  assert.deepEqual(prefillFrom({}), {});
});

test("last time's numbers copy only what they have, so a blank never wipes a typed value", () => {
  assert.deepEqual(previousToCopy({ weight: "60", reps: "10", duration: "", distance: null }), { weight: "60", reps: "10" });
  assert.deepEqual(previousToCopy({ weight: "", reps: "12" }), { reps: "12" });
});

test("each exercise kind logs its fields; the weight column says its unit, + for added and − for assistance", () => {
  assert.equal(logsField("weight_reps", "weight"), true);
  assert.equal(logsField("bodyweight_reps", "weight"), false);
  assert.equal(logsField("bodyweight_reps", "reps"), true);
  assert.equal(logsField("distance_duration", "distance"), true);
  assert.equal(logsField("duration", "distance"), false);
  assert.equal(weightHeading("weight_reps", "lb"), "lb");
  assert.equal(weightHeading("weighted_bodyweight", "kg"), "+kg");
  assert.equal(weightHeading("assisted_bodyweight", "lb"), "−lb");
  assert.equal(weightHeading("weight_reps", ""), "kg");
});

test("rows are labelled as SetRow.label draws them: warm-ups W and not counted, a drop or failure set keeps its number", () => {
  assert.equal(kindLabel("warmup", 3), "W");
  assert.equal(kindLabel("normal", 2), "2");
  assert.equal(kindLabel("failure", 3), "3F");
  assert.equal(kindLabel("rest_pause", 1), "1RP");
  assert.deepEqual(cardLabels(["warmup", "warmup", "normal", "normal", "drop"]).map((entry) => entry.label), ["W", "W", "1", "2", "3D"]);
  assert.deepEqual(cardLabels(["normal", "warmup", "normal"]).map((entry) => entry.number), [1, 2, 2]);
});

test("a set in a line carries its unit; the server's set is read in the same terms", () => {
  assert.equal(describeSet({ weight: "100", unit: "kg", reps: "5", done: true }), "100 kg × 5 ✓");
  assert.equal(describeSet({ weight: 225, unit: "lb", reps: 3 }), "225 lb × 3");
  assert.equal(describeSet({ distance: 400, duration: 95 }), "400 m 95 s");
  assert.equal(describeSet({ weight: "", reps: null }), "empty");
  assert.deepEqual(serverSetValues({ weight: 90, unit: "kg", reps: 8, durationSeconds: null, distanceMeters: null, done: false }),
    { weight: 90, unit: "kg", reps: 8, duration: null, distance: null, done: false });
});

test("the plate line follows the typed weight in the row's unit, saying what loads when it is not exact", () => {
  const sizes = [25, 20, 15, 10, 5, 2.5, 1.25];
  assert.deepEqual(load(100, 20, sizes).perSide, [25, 15]);
  assert.equal(plateLine("100", 20, sizes, "kg"), "Plates a side: 25 + 15");
  assert.equal(plateLine("101", 20, sizes, "kg"), "Plates a side: 25 + 15 = 100 kg, not 101 kg");
  assert.equal(plateLine("102,5", 20, sizes, "kg"), "Plates a side: 25 + 15 + 1.25");
  assert.equal(plateLine("20", 20, sizes, "kg"), "Plates a side: bar only");
  assert.equal(plateLine("135", 45, [45, 35, 25, 10, 5, 2.5], "lb"), "Plates a side: 45");
  assert.equal(plateLine("", 20, sizes, "kg"), "");
  assert.equal(plateLine("heavy", 20, sizes, "kg"), "");
});
