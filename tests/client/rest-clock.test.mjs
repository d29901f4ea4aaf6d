// The rest timer's arithmetic (static/rest-clock.js): what the bar shows, how its buttons change a rest, how long a
// set of each kind rests, what a done set's answer asks of the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  adjustedRest, afterDone, clock, elapsedClock, restSecondsFor, secondsLeft
} from "../../Sources/RepbookServer/Resources/static/rest-clock.js";

test("the bar's clock: minutes and two-digit seconds; the workout's clock adds hours past the first", () => {
  assert.equal(clock(0), "0:00");
  assert.equal(clock(65), "1:05");
  assert.equal(clock(600), "10:00");
  assert.equal(elapsedClock(59), "0:59");
  assert.equal(elapsedClock(3599), "59:59");
  assert.equal(elapsedClock(3600 + 2 * 60 + 5), "1:02:05");
});

test("seconds left round up, so the bar never shows 0:00 while resting; none without a rest", () => {
  const state = { endsAt: 100_000 };
  assert.equal(secondsLeft(state, 10_000), 90);
  assert.equal(secondsLeft(state, 99_001), 1);
  assert.equal(secondsLeft(state, 100_000), 0);
  assert.ok(secondsLeft(state, 101_000) < 0);
  assert.equal(secondsLeft(null, 0), null);
  assert.equal(secondsLeft({ endsAt: 0 }, 0), null);
});

test("−15 and +15 move the end by 15 seconds and keep the next set; Skip ends it; a tap with no rest starts none", () => {
  const state = { endsAt: 60_000, next: "42", local: true };
  assert.deepEqual(adjustedRest(state, "add"), { endsAt: 75_000, next: "42", local: true });
  assert.deepEqual(adjustedRest(state, "subtract"), { endsAt: 45_000, next: "42", local: true });
  assert.equal(state.endsAt, 60_000, "the old state is left as it was");
  assert.equal(adjustedRest(state, "skip"), null);
  assert.equal(adjustedRest(null, "add"), null);
});

test("a set rests as its kind says: warm-up and drop-set rests, else the exercise's (as SetKindRest)", () => {
  const rests = { warmup: "45", drop: "0", exercise: "120" };
  assert.equal(restSecondsFor("warmup", rests), 45);
  assert.equal(restSecondsFor("drop", rests), 0);
  assert.equal(restSecondsFor("normal", rests), 120);
  assert.equal(restSecondsFor("failure", rests), 120);
  assert.equal(restSecondsFor("normal", { exercise: null }), 0);
});

test("a done set's answer starts the rest (then the next set) or, with no rest, moves to the next set", () => {
  assert.deepEqual(afterDone({ done: true, restEndsAtMillis: 5000, nextSetId: 9 }), { rest: 5000, next: 9 });
  assert.deepEqual(afterDone({ done: true, restEndsAtMillis: null, nextSetId: 9 }), { focus: 9 });
  assert.deepEqual(afterDone({ done: true }), {});
  assert.deepEqual(afterDone({ done: false, restEndsAtMillis: 5000 }), {});
});
