// The Body day page: tags and supplements save on every tap and update in place (reverting, with a message, when a
// save fails); the note saves as you type and when you leave it; ‹ ›, the arrow keys, a sideways swipe and the date
// input move between days. Without this script every control is an ordinary form.
import { postForm } from "./change-answer.js";
import { onSidewaysMove } from "./sideways.js";
import { t } from "./strings.js";

const page = document.getElementById("body-day");

// Wires the day's toggles, note and day moves.
function setUp() {
  let toast = document.getElementById("day-status");
  let toastTimer = null;

  function showMessage(message, isError) {
    toast.textContent = message;
    toast.classList.toggle("error", Boolean(isError));
    toast.hidden = false;
    window.clearTimeout(toastTimer);
    toastTimer = window.setTimeout(function () { toast.hidden = true; }, isError ? 6000 : 2500);
  }

  // While saves are under way the page is marked aria-busy.
  let saving = 0;
  function busy(delta) {
    saving += delta;
    if (saving > 0) { page.setAttribute("aria-busy", "true"); } else { page.removeAttribute("aria-busy"); }
  }

  // Posts a form's fields (with `changes` applied) as the page's script, answering the JSON or failing with a reason.
  function send(form, changes) {
    let params = new URLSearchParams(new FormData(form));
    Object.keys(changes).forEach(function (name) { params.set(name, changes[name]); });
    busy(1);
    return postForm(form.action, params).catch(function (error) {
      throw error.status ? error : new Error(t("answer.noConnection"));
    }).finally(function () { busy(-1); });
  }

  // ---- Toggles: journal tags (aria-pressed) and supplements (role=checkbox, aria-checked). ----

  function updateCounts() {
    page.querySelectorAll(".supplement-group").forEach(function (group) {
      let boxes = group.querySelectorAll("[aria-checked]");
      let taken = group.querySelectorAll('[aria-checked="true"]').length;
      let count = group.querySelector("[data-count]");
      if (count) { count.textContent = t("body.taken", { taken: taken, total: boxes.length }); }
    });
  }

  page.querySelectorAll("form[data-toggle]").forEach(function (form) {
    let field = form.getAttribute("data-toggle");
    let button = form.querySelector("button");
    let state = button.hasAttribute("aria-checked") ? "aria-checked" : "aria-pressed";
    let queue = Promise.resolve();

    function isOn() { return button.getAttribute(state) === "true"; }
    function show(on) {
      button.setAttribute(state, on ? "true" : "false");
      form.querySelector('input[name="' + field + '"]').value = on ? "0" : "1";
      updateCounts();
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      let before = isOn();
      let wanted = !before;
      show(wanted);
      // Taps on one control are sent in order, so the last tap is what the server keeps.
      queue = queue.then(function () {
        let changes = {};
        changes[field] = wanted ? "1" : "0";
        return send(form, changes).catch(function (error) {
          if (isOn() === wanted) { show(before); }
          let name = button.getAttribute("data-name") || "";
          showMessage(t("body.notSavedNamed", { name: name, reason: error.message }), true);
        });
      });
    });
  });

  // ---- The note: saved a moment after typing stops, when it loses focus, and before moving to another day. ----

  let noteForm = document.getElementById("note-form");
  let note = noteForm && noteForm.querySelector("textarea");
  let noteStatus = document.getElementById("note-status");
  let savedNote = note ? note.value : "";
  let noteTimer = null;
  let noteSaving = null;

  function noteIsDirty() { return note && note.value !== savedNote; }

  function setNoteStatus(text, isError) {
    noteStatus.textContent = text;
    noteStatus.classList.toggle("error", Boolean(isError));
  }

  // Saves the note if it changed; resolves once the text on screen is saved, rejects when a save fails.
  function saveNote() {
    window.clearTimeout(noteTimer);
    noteTimer = null;
    if (noteSaving) { return noteSaving.then(saveNote); }
    if (!noteIsDirty()) { return Promise.resolve(); }
    let text = note.value;
    setNoteStatus(t("save.saving"), false);
    noteSaving = send(noteForm, { note: text }).then(function () {
      noteSaving = null;
      savedNote = text;
      if (noteIsDirty()) { return saveNote(); }
      setNoteStatus(t("body.noteSaved"), false);
    }, function (error) {
      noteSaving = null;
      setNoteStatus(t("save.notSaved", { reason: error.message }), true);
      throw error;
    });
    return noteSaving;
  }

  if (note) {
    note.addEventListener("input", function () {
      setNoteStatus("", false);
      window.clearTimeout(noteTimer);
      noteTimer = window.setTimeout(function () { saveNote().catch(function () {}); }, 800);
    });
    note.addEventListener("blur", function () { saveNote().catch(function () {}); });
    noteForm.addEventListener("submit", function (event) {
      event.preventDefault();
      saveNote().catch(function () {});
    });
    // Closing the tab mid-sentence still keeps the note.
    window.addEventListener("pagehide", function () {
      if (!noteIsDirty() || !navigator.sendBeacon) { return; }
      let params = new URLSearchParams(new FormData(noteForm));
      params.set("note", note.value);
      navigator.sendBeacon(noteForm.action, params);
      savedNote = note.value;
    });
  }

  // ---- Moving between days. ----

  // Goes to another day once the note is saved; a failed save keeps the page so nothing typed is lost.
  function go(href) {
    if (!href) { return; }
    saveNote().then(function () { window.location.href = href; }, function () {
      showMessage(t("body.noteUnsaved"), true);
    });
  }

  page.querySelectorAll("#previous-day, #next-day[href], #today-button").forEach(function (link) {
    link.addEventListener("click", function (event) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) { return; }
      event.preventDefault();
      go(link.getAttribute("href"));
    });
  });

  let dayInput = document.getElementById("day-input");
  if (dayInput) {
    dayInput.addEventListener("change", function () {
      let value = dayInput.value;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) { return; }
      if (dayInput.max && value > dayInput.max) {
        dayInput.value = page.getAttribute("data-date");
        showMessage(t("body.upToToday"), true);
        return;
      }
      if (value !== page.getAttribute("data-date")) { go("/body?date=" + value); }
    });
  }

  onSidewaysMove(page, function (direction) { go(page.getAttribute("data-" + direction)); });
}

if (page) { setUp(); }
