// The live workout's outbox on the page: every change made on the workout page (set values, done, add set, remove
// set, notes, remove exercise, finish) goes into the one queue (outbox-core.js, kept in IndexedDB by outbox-store.js)
// and is sent in order when the server answers: on page load, on `online`, on a timer and on Background Sync. The
// queue survives reload, tab close and browser restart; a change sent twice is applied once by the server. Sets added
// offline get temporary ids ("t…") that are mapped to the server's ids when their add is answered. A change made on an
// old version of a set comes back 409 with the set as it is now, and the row shows both (offline-conflict.js).

import { createOutbox, outboxStatus } from "./outbox-core.js";
import { pageOutboxStore, pageTabId, tempId } from "./outbox-store.js";
import { csrfToken, renewCsrfToken } from "./csrf.js";
import { applyDone, fillRow, focusSet, relabelCard, renameRow, checkRPE } from "./set-row-view.js";
import { restRunning, setRest } from "./rest-timer.js";
import { restSecondsFor } from "./rest-clock.js";
import { logsField, prefillFrom, VALUE_FIELDS, weightHeading } from "./set-values.js";
import { rematchPrevious } from "./previous-sets.js";
import { showConflict } from "./offline-conflict.js";
import { t, tn } from "./strings.js";

// The version each of this tab's answered changes left a set at (kept across the tab's reloads): a change is sent on
// at least that version, so a tab's own changes never conflict with each other, while a change made elsewhere in
// between still does.
const acked = {
  get() {
    try { return JSON.parse(window.sessionStorage.getItem("repbook.acked") || "{}"); } catch (ignored) { return {}; }
  },
  remember(setId, version) {
    const all = acked.get();
    all[setId] = Math.max(all[setId] || 0, version);
    try { window.sessionStorage.setItem("repbook.acked", JSON.stringify(all)); } catch (ignored) { /* this page only */ }
  }
};

function clockTime(millis) {
  return new Date(millis).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });
}

/// Starts the outbox on the live workout page `workout`; `wireRow` wires a row it draws. Returns `saveRow(row, params)`,
/// which queues a row's values and resolves with the server's answer.
export function startOutbox(workout, { wireRow }) {
  const store = pageOutboxStore();
  const tabId = pageTabId();
  if (navigator.locks) { navigator.locks.request("repbook-tab-" + tabId, () => new Promise(() => {})); }
  const saveStatus = document.getElementById("save-status");

  // ---- The status line: how many changes wait, and when the server last answered. ----
  const statusLine = document.createElement("p");
  statusLine.id = "outbox-status";
  statusLine.className = "outbox-status";
  statusLine.setAttribute("role", "status");
  statusLine.setAttribute("aria-live", "polite");
  (saveStatus || workout.firstChild).insertAdjacentElement(saveStatus ? "afterend" : "beforebegin", statusLine);

  function showStatus() {
    return outbox.pending().then((changes) => {
      const shown = outboxStatus(Object.assign({ waiting: changes.length }, outbox.state), clockTime);
      statusLine.setAttribute("data-waiting", String(changes.length));
      statusLine.classList.toggle("offline", shown.offline);
      statusLine.textContent = shown.text;
      statusLine.hidden = shown.hidden;
    });
  }

  function rowFor(id) {
    return document.getElementById("set-" + outbox.realId(id)) || document.getElementById("set-" + id);
  }

  // A new row drawn from the card's last row, as the server makes a set: its values, a normal set, open, no RPE or note.
  function drawRow(card, id) {
    const rows = card.querySelectorAll(".set-row");
    if (rows.length === 0) { return null; }
    const source = rows[rows.length - 1];
    const row = source.cloneNode(true);
    renameRow(row, id);
    row.setAttribute("data-version", "1");
    row.classList.remove("warmup");
    row.querySelectorAll(".set-error, .set-conflict").forEach((node) => { node.remove(); });
    row.querySelectorAll("[aria-invalid]").forEach((node) => { node.removeAttribute("aria-invalid"); });
    const kind = row.querySelector('select[name="kind"]');
    if (kind) { kind.value = "normal"; }
    checkRPE(row, "");
    const note = row.querySelector('input[name="note"]');
    if (note) { note.value = ""; }
    const last = {};
    VALUE_FIELDS.forEach((name) => {
      const from = source.querySelector('input[name="' + name + '"]');
      if (from) { last[name] = from.value; }
    });
    const values = prefillFrom(last);
    Object.keys(values).forEach((name) => {
      const to = row.querySelector('input[name="' + name + '"]');
      if (to) { to.value = values[name]; }
    });
    const previous = row.querySelector(".previous");
    if (previous) {
      const blank = document.createElement("span");
      blank.className = "previous";
      blank.setAttribute("data-previous", "");
      blank.textContent = "–";
      previous.replaceWith(blank);
    }
    const more = row.querySelector("details");
    if (more) { more.open = false; }
    applyDone(row, false);
    source.insertAdjacentElement("afterend", row);
    relabelCard(card);
    const table = row.closest(".set-table");
    if (table) { rematchPrevious(table); }
    wireRow(row);
    return row;
  }

  // A card for an exercise added offline (the picker queued it), drawn from the page's <template id="offline-card">
  // with the fields of the exercise's kind and one open set row, wired like the server's rows.
  function drawCard(change) {
    const template = document.getElementById("offline-card");
    const entry = outbox.realId(change.entryId);
    if (!template || document.getElementById("exercise-" + entry)) { return null; }
    const holder = document.createElement("div");
    holder.innerHTML = template.innerHTML.replace(/__ENTRY__/g, entry).replace(/__SET__/g, outbox.realId(change.setId));
    const card = holder.querySelector(".exercise-card");
    card.id = "exercise-" + entry;
    card.setAttribute("data-entry", entry);
    renameRow(card.querySelector(".set-row"), outbox.realId(change.setId));
    const exercise = change.exercise || { name: t("exercise.unnamed"), kind: "weight_reps" };
    card.querySelectorAll("[data-field]").forEach((node) => {
      if (!logsField(exercise.kind, node.getAttribute("data-field"))) { node.remove(); }
    });
    const unit = template.getAttribute("data-unit") || "kg";
    card.querySelectorAll('.set-head [data-field="weight"]').forEach((node) => { node.textContent = weightHeading(exercise.kind, unit); });
    card.querySelector(".offline-card-name").textContent = exercise.name;
    card.querySelector(".set-table").setAttribute("aria-label", t("exercise.setsOf", { name: exercise.name }));
    const actions = workout.querySelector(".workout-actions");
    if (actions) { actions.insertAdjacentElement("beforebegin", card); } else { workout.appendChild(card); }
    const empty = workout.querySelector("p.empty");
    if (empty) { empty.hidden = true; }
    card.querySelectorAll(".set-row").forEach((row) => { wireRow(row); });
    relabelCard(card);
    if (window.location.hash === "#exercise-" + change.entryId) { card.scrollIntoView({ block: "start" }); }
    return card;
  }

  // A Finish tapped offline shows at once: the workout is closed on this device (no rest, no more edits) and the page
  // says the summary opens once the server has it.
  function showFinishing() {
    setRest(null);
    workout.setAttribute("data-finishing", "1");
    workout.classList.add("finishing");
    const button = document.getElementById("finish-workout");
    if (button) { button.disabled = true; button.textContent = t("workout.finished"); }
    if (!document.getElementById("finishing-note")) {
      const note = document.createElement("p");
      note.id = "finishing-note";
      note.className = "flash flash-success";
      note.setAttribute("role", "status");
      note.textContent = t("workout.finishedOffline");
      const head = workout.querySelector(".workout-head");
      if (head && head.parentNode) { head.parentNode.insertBefore(note, head.nextSibling); } else { workout.prepend(note); }
    }
  }
  // Marking a set done starts the rest here at once, so it counts offline; the server's answer then sets it exactly.
  function startLocalRest(row) {
    if (workout.getAttribute("data-finishing") === "1") { return; }
    const card = row.closest(".exercise-card");
    const kind = row.querySelector('[name="kind"]');
    const seconds = restSecondsFor(kind ? kind.value : "normal", {
      warmup: workout.getAttribute("data-warmup-rest"), drop: workout.getAttribute("data-drop-rest"),
      exercise: card && card.getAttribute("data-rest")
    });
    if (seconds > 0 && !restRunning()) { setRest(Date.now() + seconds * 1000, null, true); }
  }

  // With nothing waiting, the service worker keeps a fresh copy of this page, so an offline reload shows what the
  // server holds now.
  function refreshCachedPage() {
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      navigator.serviceWorker.controller.postMessage({ type: "repbook-refresh", path: "/workout" });
    }
  }
  function askForSync() {
    if (!navigator.serviceWorker || !navigator.serviceWorker.ready) { return; }
    navigator.serviceWorker.ready.then((registration) => {
      if (registration.sync) { return registration.sync.register("repbook-outbox"); }
      return null;
    }).catch(() => { /* no Background Sync: the timer and `online` send it */ });
  }

  const outbox = createOutbox({
    store, tabId, fetcher: (url, init) => fetch(url, init), token: csrfToken, renewToken: () => renewCsrfToken(), acked,
    locks: navigator.locks || null, timers: { setTimeout: (f, ms) => window.setTimeout(f, ms), clearTimeout: (id) => window.clearTimeout(id) },
    hooks: {
      queued() { askForSync(); showStatus(); },
      status: showStatus,
      applied(change, json) {
        if (change.kind === "add-set" && json.id) {
          const row = document.getElementById("set-" + change.setId);
          if (row) { renameRow(row, String(json.id)); row.setAttribute("data-version", String(json.version)); }
        }
        if (change.kind === "add-exercise" && json.entryId) {
          const entry = String(json.entryId);
          const card = document.getElementById("exercise-" + change.entryId);
          if (card) {
            card.id = "exercise-" + entry;
            card.setAttribute("data-entry", entry);
            const addSet = card.querySelector(".add-set-form");
            if (addSet) { addSet.setAttribute("action", "/workout/exercises/" + entry + "/sets"); }
          }
          const first = json.sets && json.sets[0];
          const row = first && change.setId ? document.getElementById("set-" + change.setId) : null;
          if (row) { renameRow(row, String(first.id)); row.setAttribute("data-version", String(first.version)); }
        }
        if (change.kind === "set" && json.version) {
          const target = rowFor(change.setId);
          if (target) { target.setAttribute("data-version", String(json.version)); }
        }
      },
      finished(json, response) {
        setRest(null);
        window.location.href = json.location || response.url;
      },
      drained: refreshCachedPage,
      conflict(change, current) {
        const row = rowFor(change.setId);
        if (!row) { return false; }
        showConflict(row, new URLSearchParams(change.body), current, {
          keepMine() {
            // What the row holds now, sent again on the version the server holds.
            row.setAttribute("data-version", String(current.version));
            const params = new URLSearchParams(new FormData(row));
            params.set("done", row.classList.contains("done") ? "1" : "0");
            saveRow(row, params).catch(() => { /* shown at the row */ });
          },
          keepTheirs() { row.setAttribute("data-version", String(current.version)); }
        });
        return true;
      },
      finishRefused() { window.location.href = "/"; },
      refusedUnwaited(change, error) {
        if (saveStatus) { saveStatus.textContent = t("save.notSaved", { reason: error.message }); saveStatus.classList.add("error"); }
      }
    }
  });

  // A set row's values, queued; a done set that gets no answer soon (offline) starts its rest here.
  function saveRow(row, params) {
    const answer = outbox.saveSet(row.getAttribute("data-set"), params, Number(row.getAttribute("data-version") || 0) || null);
    if (params.get("done") === "1") {
      let answered = false;
      answer.then(() => { answered = true; }, () => { answered = true; });
      window.setTimeout(() => { if (!answered) { startLocalRest(row); } }, 1500);
    }
    return answer;
  }

  // ---- The page's other changes, taken (in the capture phase) before workout.js sends them as navigations. ----
  document.addEventListener("submit", (event) => {
    const form = event.target;
    const submitter = event.submitter;
    if (!(form instanceof HTMLFormElement) || !workout.contains(form)) { return; }
    if (form.classList.contains("add-set-form")) {
      const card = form.closest(".exercise-card");
      if (!card.querySelector(".set-row")) { return; } // nothing to draw from: the page adds it with a reload
      event.preventDefault();
      event.stopPropagation();
      const temp = tempId();
      drawRow(card, temp);
      outbox.enqueue({ kind: "add-set", setId: temp, url: form.getAttribute("action"), body: "" });
      focusSet(temp);
      return;
    }
    if (form.classList.contains("set-row") && submitter && /\/delete$/.test(submitter.getAttribute("formaction") || "")) {
      event.preventDefault();
      event.stopPropagation();
      const setId = form.getAttribute("data-set");
      const removedCard = form.closest(".exercise-card");
      form.remove();
      if (removedCard) { relabelCard(removedCard); }
      outbox.enqueue({ kind: "delete-set", setId, url: "/workout/sets/{set}/delete", body: "" });
      return;
    }
    if (form.id === "finish-form") {
      event.preventDefault();
      event.stopPropagation();
      const undone = workout.querySelectorAll(".set-row:not(.done)").length;
      if (undone > 0 && !window.confirm(tn("workout.finishUndone", undone))) { return; }
      outbox.enqueue({ kind: "finish", url: "/workout/finish", body: "confirm=1" });
      showFinishing();
      return;
    }
    const action = submitter && submitter.name === "action" ? submitter.value : "";
    if (action === "remove" && /^\/workout\/exercises\/(\d+|t[0-9a-z]+)$/.test(form.getAttribute("action"))) {
      event.preventDefault();
      event.stopPropagation();
      if (!window.confirm(form.getAttribute("data-confirm") || t("workout.removeExercise"))) { return; }
      const gone = form.closest(".exercise-card");
      if (gone) { gone.remove(); }
      outbox.enqueue({ kind: "remove-exercise", url: form.getAttribute("action"), body: "action=remove" });
      return;
    }
    if (!form.classList.contains("set-row") && (outbox.state.unreachable || !navigator.onLine)) {
      // Moving and linking exercises, discarding: these need the server.
      event.preventDefault();
      event.stopPropagation();
      if (saveStatus) { saveStatus.textContent = t("workout.needsConnection"); }
    }
  }, true);

  // Exercise notes save on change, through the queue.
  document.addEventListener("change", (event) => {
    const area = event.target;
    if (!area.matches || !area.matches("textarea[data-autosave]") || !workout.contains(area)) { return; }
    event.stopPropagation();
    const params = new URLSearchParams(new FormData(area.form));
    params.delete("_csrf");
    outbox.enqueue({ kind: "notes", url: area.form.getAttribute("action"), body: params.toString() });
  }, true);

  // ---- On load: draw the queued changes over the page (which may come from the cache), then send them. ----
  function liveTabs() {
    if (!navigator.locks || !navigator.locks.query) { return Promise.resolve(null); }
    return navigator.locks.query().then((state) => (state.held || []).map((lock) => lock.name));
  }
  function replay() {
    return outbox.restore().then((changes) => {
      changes.forEach((change) => {
        if (change.kind === "add-exercise") {
          drawCard(change);
        } else if (change.kind === "add-set") {
          if (!rowFor(change.setId)) {
            const form = document.querySelector('.exercise-card form.add-set-form[action="' + outbox.urlOf(change) + '"]');
            if (form) { drawRow(form.closest(".exercise-card"), change.setId); }
          }
        } else if (change.kind === "set") {
          const row = rowFor(change.setId);
          if (row) { fillRow(row, change.body); }
        } else if (change.kind === "delete-set") {
          const gone = rowFor(change.setId);
          if (gone) { gone.remove(); }
        } else if (change.kind === "notes") {
          const form = document.querySelector('form.notes-form[action="' + change.url + '"]');
          const area = form && form.querySelector("textarea");
          if (area) { area.value = new URLSearchParams(change.body).get("notes") || ""; }
        } else if (change.kind === "remove-exercise") {
          const card = document.getElementById("exercise-" + change.url.split("/").pop());
          if (card) { card.remove(); }
        } else if (change.kind === "finish") {
          showFinishing();
        }
      });
      document.querySelectorAll(".exercise-card").forEach((card) => { relabelCard(card); });
    });
  }

  const started = store.ready().then(() => {
    return liveTabs().then((live) => outbox.adoptOrphans(live)).catch(() => { /* sent by their own tab */ });
  }).then(replay).catch(() => { /* drawn as the server has it */ }).then(showStatus).then(() => outbox.flush())
    .catch(() => { /* kept for the next try */ });
  window.addEventListener("online", () => { outbox.online(); });
  if (navigator.serviceWorker) {
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (event.data && event.data.type === "repbook-outbox-flush") { outbox.flush(); }
    });
  }
  // The page's handle: workout.js saves rows through it; the browser tests (tests/browser/test_outbox_unit.py) drive
  // the queue through it.
  return {
    saveRow, outbox, started, drawCard, store, tabId, acked, askForSync,
    adoptOrphans: () => liveTabs().then((live) => outbox.adoptOrphans(live))
  };
}
