// The rest timer's and the workout clock's arithmetic, apart from the page: what a timer shows, how a tap changes it,
// how long a set of a kind rests. Pure, so node's test runner checks it (tests/client/rest-clock.test.js).

/// "1:05" for 65 seconds.
export function clock(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes + ":" + (rest < 10 ? "0" : "") + rest;
}

/// "1:02:05" past an hour, else "2:05": the workout's elapsed time.
export function elapsedClock(seconds) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return (hours > 0 ? hours + ":" + (minutes < 10 ? "0" : "") : "") + minutes + ":" + (rest < 10 ? "0" : "") + rest;
}

/// Whole seconds left of a rest `{endsAt}` at `now` (rounded up; 0 or less once it is over, null with no rest).
export function secondsLeft(state, now) {
  if (!state || !state.endsAt) { return null; }
  return Math.ceil((state.endsAt - now) / 1000);
}

/// The rest after a tap on the bar's −15, +15 or Skip: a new state (null when skipped or when there was none).
export function adjustedRest(state, action) {
  if (action === "skip" || !state) { return null; }
  const step = action === "add" ? 15000 : action === "subtract" ? -15000 : 0;
  return Object.assign({}, state, { endsAt: state.endsAt + step });
}

/// The rest a set of `kind` starts, as the server's SetKindRest has it: a warm-up rests the warm-up rest, a drop set the
/// drop-set rest (0 = none), any other set the exercise's rest. Seconds.
export function restSecondsFor(kind, rests) {
  if (kind === "warmup") { return Number(rests.warmup || 0); }
  if (kind === "drop") { return Number(rests.drop || 0); }
  return Number(rests.exercise || 0);
}

/// What the server's answer to a done set asks of the page: `{rest: endsAt}` to rest, `{focus: setId}` to move on, or
/// nothing when the set is not done.
export function afterDone(json) {
  if (!json || !json.done) { return {}; }
  if (json.restEndsAtMillis) { return { rest: json.restEndsAtMillis, next: json.nextSetId || null }; }
  if (json.nextSetId) { return { focus: json.nextSetId }; }
  return {};
}
