// Every sentence the scripts show, by key: `t(key, vars)` fills `{name}` from `vars`; `tn(key, count, vars)` picks
// `key.one` or `key.other` by `count` and the page's language (also given as `{count}`). The page may carry its own table as JSON in
// <script type="application/json" id="client-strings"> (the user's language); a key it lacks falls back to English here.

const ENGLISH = {
  "answer.status": "The server answered {status}.",
  "answer.noConnection": "no connection.",
  "answer.signedOut": "Signed out: sign in again.",

  "save.onDevice": "Saved on this device ✓",
  "save.saved": "Saved ✓",
  "save.saving": "Saving…",
  "save.notSaved": "Not saved: {reason}",

  "outbox.allSaved": "All changes saved",
  "outbox.sendingWaiting.one": "Sending · {count} change waiting on this device",
  "outbox.sendingWaiting.other": "Sending · {count} changes waiting on this device",
  "outbox.offlineWaiting.one": "Offline · {count} change waiting on this device",
  "outbox.offlineWaiting.other": "Offline · {count} changes waiting on this device",
  "outbox.serverFailing.one": "The server failed ({status}): {reason} {count} change is kept on this device and sent again in a moment",
  "outbox.serverFailing.other": "The server failed ({status}): {reason} {count} changes are kept on this device and sent again in a moment",
  "outbox.signedOut.one": "Signed out: sign in again to send {count} waiting change",
  "outbox.signedOut.other": "Signed out: sign in again to send {count} waiting changes",
  "outbox.reachedAt": "last reached the server at {time}",
  "outbox.notReached": "not reached the server from this page yet",
  "outbox.sentence": "{head}.",
  "outbox.sentenceReached": "{head} · {reached}.",

  "rest.over": "Rest is over",
  "rest.nextSet": "Time for the next set.",

  "set.mark.warmup": "W",
  "set.mark.drop": "D",
  "set.mark.failure": "F",
  "set.mark.restPause": "RP",
  "set.markDone": "Mark set done",
  "set.markNotDone": "Mark set not done",
  "set.meters": "{value} m",
  "set.reps": "× {value}",
  "set.seconds": "{value} s",
  "set.empty": "empty",
  "previous.use": "Use last time's {set}",
  "plates.barOnly": "bar only",
  "plates.exact": "Plates a side: {plates}",
  "plates.inexact": "Plates a side: {plates} = {made} {unit}, not {target} {unit}",

  "conflict.question": "This set was changed elsewhere while you edited it. Keep which?",
  "conflict.theirs": "Theirs:",
  "conflict.mine": "Mine:",

  "exercise.unnamed": "Exercise",
  "exercise.setsOf": "Sets of {name}",
  "workout.finished": "Finished",
  "workout.finishedOffline": "Workout finished on this device. It is sent with your sets when the connection is back; then its summary opens.",
  "workout.finishUndone.one": "1 set is not marked done. Finishing drops it. Finish?",
  "workout.finishUndone.other": "{count} sets are not marked done. Finishing drops them. Finish?",
  "workout.removeExercise": "Remove this exercise?",
  "workout.needsConnection": "That needs a connection; your sets and notes are kept on this device.",
  "order.moved": "{name} moved to place {place}.",

  "filter.matches.one": "{count} match",
  "filter.matches.other": "{count} matches",
  "picker.addTicked.one": "Add 1 exercise",
  "picker.addTicked.other": "Add {count} exercises",
  "picker.createAndAdd": "Create '{name}' and add it",
  "picker.createNeedsConnection": "Making an exercise needs a connection. Pick one from the list, or try again when you are back online.",

  "body.taken": "{taken} of {total}",
  "body.notSavedNamed": "Not saved ({name}): {reason}",
  "body.noteSaved": "Saved",
  "body.noteUnsaved": "The note is not saved yet, so this day stays open.",
  "body.upToToday": "You can only go up to today.",

  "upload.chooseFile": "Choose a file first.",
  "upload.uploading": "Uploading…",
  "upload.percent": "Uploading {percent} %",
  "upload.reading": "Reading the file…",
  "upload.failed": "The upload failed ({status}).",
  "upload.unreached": "The upload did not reach Repbook. Check the connection and try again.",
  "size.bytes": "{value} bytes",
  "size.kb": "{value} KB",
  "size.mb": "{value} MB",
  "photo.choose": "Choose a photo first.",
  "photo.tooLarge": "This photo is {size}; at most {limit} is accepted.",
  "photo.uploadingPercent": "Uploading… {percent}%",
  "photo.uploaded": "Uploaded.",
  "photo.failed": "The server answered {status}. Nothing was saved.",
  "photo.unreached": "The upload did not reach the server. Check the connection and try again.",
  "compare.tickTwo": "Tick two photos to compare them.",
  "compare.tickOne": "Tick one more photo.",
  "compare.ready": "Two photos ticked.",

  "share.copied": "Link copied.",
  "share.selectAndCopy": "Select the link and copy it.",
  "share.unreadableLink": "This link does not carry a readable {what}. Ask for the file instead.",
  "share.tooLarge": "{file} is larger than a {what} can be ({kb} KB).",
  "share.unreadableFile": "Could not read {file}."
};

let pageTable = null;

function table() {
  if (pageTable === null) {
    pageTable = {};
    const node = typeof document === "undefined" ? null : document.getElementById("client-strings");
    if (node) {
      try {
        const parsed = JSON.parse(node.textContent || "{}");
        if (parsed && typeof parsed === "object") { pageTable = parsed; }
      } catch (ignored) { /* English then */ }
    }
  }
  return pageTable;
}

/// The sentence for `key` in the page's language (else English), with `{name}` filled from `vars`.
export function t(key, vars) {
  const own = table()[key];
  const template = typeof own === "string" ? own : ENGLISH[key];
  if (template === undefined) { return key; }
  return template.replace(/\{(\w+)\}/g, (match, name) => (vars && vars[name] !== undefined ? String(vars[name]) : match));
}

/// `t` for a count: `key.one` where the page's language calls `count` "one" (CLDR's rules, `Intl.PluralRules`: 1 in
/// English and German, 0 and 1 in French and Brazilian Portuguese), else `key.other`, with `{count}` filled.
export function tn(key, count, vars) {
  return t(key + (pluralRules().select(count) === "one" ? ".one" : ".other"), Object.assign({ count }, vars));
}

let rules = null;

function pluralRules() {
  if (!rules) {
    const lang = typeof document === "undefined" ? "" : (document.documentElement && document.documentElement.lang) || "";
    try { rules = new Intl.PluralRules(lang || "en"); } catch (ignored) { rules = new Intl.PluralRules("en"); }
  }
  return rules;
}

/// The English table's keys (for the test that every key a script uses exists).
export function englishKeys() { return Object.keys(ENGLISH); }

/// Forgets the page's table (a test swaps the document).
export function resetStrings() { pageTable = null; rules = null; }
