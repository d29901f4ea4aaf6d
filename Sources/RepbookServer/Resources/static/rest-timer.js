// The rest timer: on every page, from the server's state mirrored in localStorage ("repbook.rest"), counting down in
// the bar and ringing (sound, vibration, notification) when the rest is over.

import { adjustedRest, clock, secondsLeft } from "./rest-clock.js";
import { csrfToken } from "./csrf.js";
import { postForm } from "./change-answer.js";
import { focusSet } from "./set-row-view.js";
import { t } from "./strings.js";

const REST_KEY = "repbook.rest";
const restBar = document.getElementById("rest-bar");
const restRemaining = document.getElementById("rest-remaining");
let restTick = null;
let audioContext = null;

function readRest() {
  try { return JSON.parse(window.localStorage.getItem(REST_KEY) || "null"); } catch (ignored) { return null; }
}
function writeRest(state) {
  try {
    if (state) { window.localStorage.setItem(REST_KEY, JSON.stringify(state)); } else { window.localStorage.removeItem(REST_KEY); }
  } catch (ignored) { /* private mode: the bar still works on this page */ }
}

/// Makes sound possible: browsers allow an AudioContext only from a tap.
export function unlockAudio() {
  if (audioContext) { return; }
  const Context = window.AudioContext || window.webkitAudioContext;
  if (Context) { try { audioContext = new Context(); } catch (ignored) { audioContext = null; } }
}
function beep() {
  if (!audioContext) { return; }
  try {
    [0, 0.25].forEach((offset) => {
      const oscillator = audioContext.createOscillator();
      const gain = audioContext.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.25, audioContext.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, audioContext.currentTime + offset + 0.2);
      oscillator.connect(gain);
      gain.connect(audioContext.destination);
      oscillator.start(audioContext.currentTime + offset);
      oscillator.stop(audioContext.currentTime + offset + 0.2);
    });
  } catch (ignored) { /* no sound available */ }
}
function restFinished(state) {
  if (window.Notification && window.Notification.permission === "granted") {
    try { new window.Notification(t("rest.over"), { body: t("rest.nextSet"), tag: "repbook-rest" }); } catch (ignored) { /* pages cannot always */ }
  }
  if (navigator.vibrate) { navigator.vibrate([200, 100, 200]); }
  beep();
  document.documentElement.setAttribute("data-rest-done", String(Date.now()));
  if (state && state.next) { focusSet(state.next); }
}
function renderRest() {
  const state = readRest();
  if (!restBar) { return; }
  const left = secondsLeft(state, Date.now());
  if (left === null) { restBar.hidden = true; document.body.classList.remove("resting"); return; }
  if (left <= 0) {
    writeRest(null);
    restBar.hidden = true;
    document.body.classList.remove("resting");
    if (state.alarm !== false) { restFinished(state); }
    return;
  }
  restBar.hidden = false;
  document.body.classList.add("resting");
  restRemaining.textContent = clock(left);
  restRemaining.setAttribute("data-seconds", String(left));
}
function startRestTicker() {
  if (restTick) { window.clearInterval(restTick); }
  renderRest();
  restTick = window.setInterval(renderRest, 250);
}

/// Starts (or with null ends) the rest until `endsAt`, then focuses set `next`. `local`: started on this device before
/// the server confirmed it (offline), so a reload keeps counting it.
export function setRest(endsAt, next, local) {
  // A workout finished on this device rests no more: a late answer for its last set must not start a countdown.
  const live = document.getElementById("workout");
  if (live && live.getAttribute("data-finishing") === "1") { endsAt = null; }
  writeRest(endsAt ? { endsAt, next: next || null, local: Boolean(local) } : null);
  startRestTicker();
}

/// Whether a rest is counting now.
export function restRunning() {
  const rest = readRest();
  return Boolean(rest && rest.endsAt > Date.now());
}

/// The live workout page's rest as the server has it (`restEnds`, 0 for none) is the truth; a rest started offline on
/// this device keeps counting (the page may be the cached copy).
export function adoptServerRest(restEnds) {
  const state = readRest();
  if (restEnds > Date.now()) {
    setRest(restEnds, state ? state.next : null);
  } else if (state && state.local && state.endsAt > Date.now()) {
    startRestTicker();
  } else if (state) {
    writeRest(null);
    renderRest();
  }
}

/// Forgets the rest (the workout is being finished).
export function clearRest() { writeRest(null); }

if (restBar) {
  restBar.querySelectorAll("[data-rest]").forEach((button) => {
    button.addEventListener("click", () => {
      unlockAudio();
      const action = button.getAttribute("data-rest");
      // Answer at once, then let the server confirm.
      writeRest(adjustedRest(readRest(), action));
      renderRest();
      postForm("/workout/rest", new URLSearchParams({ _csrf: csrfToken(), action })).then((json) => {
        const current = readRest();
        writeRest(json.restEndsAtMillis ? { endsAt: json.restEndsAtMillis, next: current ? current.next : null } : null);
        renderRest();
      }).catch(() => { /* the countdown stays local */ });
    });
  });
  startRestTicker();
}
