// The live workout page (/workout): set rows that save as you type and tick, through the outbox (outbox.js); notes,
// the finish, the elapsed clock, the rest the server holds, and landing on the set named in the address. The page's
// entry module; every form also works without it.

import { applyDone, clearRowError, focusSet, relabelCard, rowParams, showRowError, showRPE } from "./set-row-view.js";
import { adoptServerRest, setRest, unlockAudio } from "./rest-timer.js";
import { afterDone, clock } from "./rest-clock.js";
import { previousToCopy, VALUE_FIELDS } from "./set-values.js";
import { startOutbox } from "./outbox.js";
import { t } from "./strings.js";
import "./previous-sets.js";
import "./plates.js";
import "./exercise-order.js";

const workout = document.getElementById("workout");
const status = document.getElementById("save-status");

function setStatus(text, isError) {
  if (!status) { return; }
  status.textContent = text;
  status.classList.toggle("error", Boolean(isError));
}

let live = null;

// Saves a row through the outbox: kept on this device at once, then sent in order.
function saveRow(row, done) {
  setStatus(t("save.onDevice"));
  return live.saveRow(row, rowParams(row, done)).then((json) => {
    setStatus(t("save.saved"));
    clearRowError(row);
    return json;
  }, (error) => {
    if (!error.conflict) { setStatus(t("save.notSaved", { reason: error.message }), true); showRowError(row, error); }
    throw error;
  });
}

function toggleDone(row) {
  unlockAudio();
  if (window.Notification && window.Notification.permission === "default") { window.Notification.requestPermission().catch(() => {}); }
  const done = !row.classList.contains("done");
  applyDone(row, done);
  saveRow(row, done).then((json) => {
    applyDone(row, json.done);
    const next = afterDone(json);
    if (next.rest) { setRest(next.rest, next.next); } else if (next.focus) { focusSet(next.focus); }
  }).catch(() => { applyDone(row, !done); });
}

/// Wires a set row: its fields save a moment after typing, its ✓ ticks, Enter moves on, a tap on a number selects it.
export function wireRow(row) {
  let timer = null;
  row.querySelectorAll('select[name="kind"]').forEach((select) => {
    select.addEventListener("change", () => { relabelCard(row.closest(".exercise-card") || row.parentNode); });
  });
  row.querySelectorAll('input[name="rpe"]').forEach((radio) => {
    radio.addEventListener("change", () => { showRPE(row); });
  });
  // A tap on a kind chip in the ⋯ panel chooses that kind on the row's kind picker (relabelled, rematched and saved
  // as a choice there is).
  row.querySelectorAll("button[data-kind-chip]").forEach((chip) => {
    chip.addEventListener("click", () => {
      const select = row.querySelector('select[name="kind"]');
      if (!select || select.value === chip.getAttribute("data-kind-chip")) { return; }
      select.value = chip.getAttribute("data-kind-chip");
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
  });
  // A tap on last time's numbers copies them into the row's fields and saves.
  row.querySelectorAll("button[data-previous]").forEach((button) => {
    button.addEventListener("click", () => {
      const previous = {};
      VALUE_FIELDS.forEach((name) => { previous[name] = button.getAttribute("data-" + name); });
      const values = previousToCopy(previous);
      Object.keys(values).forEach((name) => {
        const field = row.querySelector('input[name="' + name + '"]');
        if (field) { field.value = values[name]; }
      });
      window.clearTimeout(timer);
      saveRow(row).catch(() => { /* shown at the row */ });
    });
  });
  row.addEventListener("submit", (event) => {
    const submitter = event.submitter;
    if (submitter && submitter.getAttribute("formaction")) { return; } // delete: the outbox's, or a real navigation
    event.preventDefault();
    if (submitter && submitter.classList.contains("done-toggle")) { toggleDone(row); } else { saveRow(row).catch(() => {}); }
  });
  row.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => { saveRow(row).catch(() => {}); }, 700);
  });
  row.addEventListener("change", () => {
    window.clearTimeout(timer);
    saveRow(row).catch(() => {});
  });
  // A tap on a filled number selects it, so the first key replaces it ("125" over "122.5" reads "125"), as
  // Strong's keypad does; the mouseup right after the focus would otherwise drop the selection for a caret.
  row.querySelectorAll('input[name="weight"], input[name="reps"], input[name="duration"], input[name="distance"]').forEach((input) => {
    let justFocused = false;
    input.addEventListener("focus", () => {
      justFocused = true;
      input.select();
      window.setTimeout(() => { if (document.activeElement === input) { input.select(); } }, 0);
    });
    input.addEventListener("mouseup", (event) => {
      if (justFocused) { event.preventDefault(); }
      justFocused = false;
    });
    input.addEventListener("blur", () => { justFocused = false; });
  });
  // Enter moves to the next field of the row, and on the last one marks the set done.
  row.querySelectorAll("input").forEach((input) => {
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") { return; }
      event.preventDefault();
      window.clearTimeout(timer);
      const fields = Array.from(row.querySelectorAll('input:not([type="hidden"]):not([type="radio"]):not([name="note"])'));
      const index = fields.indexOf(input);
      if (index >= 0 && index < fields.length - 1) {
        fields[index + 1].focus();
        fields[index + 1].select();
      } else if (!row.classList.contains("done")) {
        toggleDone(row);
      } else {
        saveRow(row).catch(() => {});
      }
    });
  });
}

if (workout) {
  live = startOutbox(workout, { wireRow });
  workout.querySelectorAll(".set-row").forEach(wireRow);

  adoptServerRest(Number(workout.getAttribute("data-rest-ends-at") || 0));

  // Elapsed time.
  const started = Number(workout.getAttribute("data-started-at") || 0);
  const elapsed = document.getElementById("elapsed");
  if (started && elapsed) {
    const tick = () => { elapsed.textContent = clock(Math.max(0, Math.floor((Date.now() - started) / 1000))); };
    tick();
    window.setInterval(tick, 1000);
  }

  // Other forms (superset, replace, discard) are navigations once the outbox is empty; moves are exercise-order.js's,
  // without a page load; adding and removing sets and exercises, notes and finishing are the outbox's.
  workout.querySelectorAll("form:not(.set-row):not([data-move])").forEach((form) => {
    form.addEventListener("submit", (event) => {
      if (form.getAttribute("data-saved") === "1") { return; }
      event.preventDefault();
      const submitter = event.submitter;
      live.outbox.flush().then(() => {
        form.setAttribute("data-saved", "1");
        if (submitter && submitter.name) {
          const carried = document.createElement("input");
          carried.type = "hidden";
          carried.name = submitter.name;
          carried.value = submitter.value;
          form.appendChild(carried);
        }
        form.submit();
      });
    });
  });

  // Land on the set named in the address, else on the first open set.
  const target = window.location.hash.match(/^#set-(\d+)$/);
  if (target) {
    focusSet(target[1]);
  } else if (window.location.hash.indexOf("#exercise-") === 0) {
    const card = document.getElementById(window.location.hash.slice(1));
    const row = card && card.querySelector(".set-row:not(.done)");
    if (row) { focusSet(row.getAttribute("data-set")); }
  }
}

/// The page's outbox (for the browser tests that drive it: tests/browser/test_outbox_unit.py).
export function liveOutbox() { return live; }
