// The Body day page: tags and supplements save on every tap and update in place (reverting, with a message, when a
// save fails); the note saves as you type and when you leave it; ‹ ›, the arrow keys, a sideways swipe and the date
// input move between days. Without this script every control is an ordinary form.
(function () {
  "use strict";

  var page = document.getElementById("body-day");
  if (!page) { return; }
  var toast = document.getElementById("day-status");
  var toastTimer = null;

  function showMessage(message, isError) {
    toast.textContent = message;
    toast.classList.toggle("error", Boolean(isError));
    toast.hidden = false;
    window.clearTimeout(toastTimer);
    toastTimer = window.setTimeout(function () { toast.hidden = true; }, isError ? 6000 : 2500);
  }

  // While saves are under way the page is marked aria-busy.
  var saving = 0;
  function busy(delta) {
    saving += delta;
    if (saving > 0) { page.setAttribute("aria-busy", "true"); } else { page.removeAttribute("aria-busy"); }
  }

  // Posts a form's fields (with `changes` applied) as the page's script, answering the JSON or failing with a reason.
  function send(form, changes) {
    var params = new URLSearchParams(new FormData(form));
    Object.keys(changes).forEach(function (name) { params.set(name, changes[name]); });
    busy(1);
    return fetch(form.action, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch" },
      body: params.toString()
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (json) {
        if (!response.ok) {
          throw new Error((json.error && json.error.message) || ("the server answered " + response.status + "."));
        }
        return json;
      });
    }, function () {
      throw new Error("no connection.");
    }).finally(function () { busy(-1); });
  }

  // ---- Toggles: journal tags (aria-pressed) and supplements (role=checkbox, aria-checked). ----

  function updateCounts() {
    page.querySelectorAll(".supplement-group").forEach(function (group) {
      var boxes = group.querySelectorAll("[aria-checked]");
      var taken = group.querySelectorAll('[aria-checked="true"]').length;
      var count = group.querySelector("[data-count]");
      if (count) { count.textContent = taken + " of " + boxes.length; }
    });
  }

  page.querySelectorAll("form[data-toggle]").forEach(function (form) {
    var field = form.getAttribute("data-toggle");
    var button = form.querySelector("button");
    var state = button.hasAttribute("aria-checked") ? "aria-checked" : "aria-pressed";
    var queue = Promise.resolve();

    function isOn() { return button.getAttribute(state) === "true"; }
    function show(on) {
      button.setAttribute(state, on ? "true" : "false");
      form.querySelector('input[name="' + field + '"]').value = on ? "0" : "1";
      updateCounts();
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var before = isOn();
      var wanted = !before;
      show(wanted);
      // Taps on one control are sent in order, so the last tap is what the server keeps.
      queue = queue.then(function () {
        var changes = {};
        changes[field] = wanted ? "1" : "0";
        return send(form, changes).catch(function (error) {
          if (isOn() === wanted) { show(before); }
          var name = button.getAttribute("data-name") || "";
          showMessage("Not saved (" + name + "): " + error.message, true);
        });
      });
    });
  });

  // ---- The note: saved a moment after typing stops, when it loses focus, and before moving to another day. ----

  var noteForm = document.getElementById("note-form");
  var note = noteForm && noteForm.querySelector("textarea");
  var noteStatus = document.getElementById("note-status");
  var savedNote = note ? note.value : "";
  var noteTimer = null;
  var noteSaving = null;

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
    var text = note.value;
    setNoteStatus("Saving…", false);
    noteSaving = send(noteForm, { note: text }).then(function () {
      noteSaving = null;
      savedNote = text;
      if (noteIsDirty()) { return saveNote(); }
      setNoteStatus("Saved", false);
    }, function (error) {
      noteSaving = null;
      setNoteStatus("Not saved: " + error.message, true);
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
      var params = new URLSearchParams(new FormData(noteForm));
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
      showMessage("The note is not saved yet, so this day stays open.", true);
    });
  }

  page.querySelectorAll("#previous-day, #next-day[href], #today-button").forEach(function (link) {
    link.addEventListener("click", function (event) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) { return; }
      event.preventDefault();
      go(link.getAttribute("href"));
    });
  });

  var dayInput = document.getElementById("day-input");
  if (dayInput) {
    dayInput.addEventListener("change", function () {
      var value = dayInput.value;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) { return; }
      if (dayInput.max && value > dayInput.max) {
        dayInput.value = page.getAttribute("data-date");
        showMessage("You can only go up to today.", true);
        return;
      }
      if (value !== page.getAttribute("data-date")) { go("/body?date=" + value); }
    });
  }

  window.Repbook.onSidewaysMove(page, function (direction) { go(page.getAttribute("data-" + direction)); });
})();
