// The exercise picker of the live workout (/workout/add): a tap adds the exercise with `fetch` and an Idempotency-Key;
// when the server cannot be reached the add goes into the workout page's outbox (IndexedDB "repbook-outbox", the
// schema outbox.js opens) with a temporary entry id and a temporary id for its first set, and the workout page (from
// the service worker's cache) draws the card at once; outbox.js sends it later under the same key and maps the
// temporary ids to the server's, once.
(function () {
  "use strict";

  var list = document.getElementById("picker-list");
  if (!list || !window.indexedDB || !window.fetch) { return; }
  var csrfMeta = document.querySelector('meta[name="csrf-token"]');
  var csrfToken = csrfMeta ? csrfMeta.getAttribute("content") : "";

  function newKey() {
    if (window.crypto && window.crypto.randomUUID) { return window.crypto.randomUUID(); }
    return "k" + Date.now().toString(36) + Math.random().toString(36).slice(2);
  }
  function tempId() { return "t" + newKey().replace(/[^0-9a-z]/gi, "").toLowerCase().slice(0, 20); }
  function tabId() {
    var id = null;
    try { id = window.sessionStorage.getItem("repbook.tab"); } catch (e) { id = null; }
    if (!id) {
      id = "tab-" + Date.now().toString(36) + Math.random().toString(36).slice(2);
      try { window.sessionStorage.setItem("repbook.tab", id); } catch (e) { /* the workout page adopts it */ }
    }
    return id;
  }
  // Puts the add into the outbox, as outbox.js's own changes are kept.
  function queue(change) {
    return new Promise(function (resolve, reject) {
      var request = window.indexedDB.open("repbook-outbox", 1);
      request.onupgradeneeded = function () {
        var db = request.result;
        db.createObjectStore("changes", { keyPath: "seq", autoIncrement: true });
        db.createObjectStore("ids", { keyPath: "temp" });
        db.createObjectStore("meta", { keyPath: "name" });
      };
      request.onerror = function () { reject(request.error); };
      request.onsuccess = function () {
        var tx = request.result.transaction(["changes"], "readwrite");
        tx.objectStore("changes").add(change);
        tx.oncomplete = function () { resolve(); };
        tx.onerror = function () { reject(tx.error); };
      };
    });
  }

  // The outbox change that adds the exercise of a row's form, with its own key and temporary ids.
  function changeFor(form) {
    var row = form.closest("[data-name]");
    var exerciseId = form.querySelector('[name="exercise_id"]').value;
    return {
      kind: "add-exercise", url: "/workout/exercises", body: "exercise_id=" + encodeURIComponent(exerciseId), key: newKey(),
      queuedAt: Date.now(), origin: tabId(), entryId: tempId(), setId: tempId(),
      exercise: { name: row ? row.getAttribute("data-name") : "Exercise", kind: form.getAttribute("data-kind") || "weight_reps" }
    };
  }
  // For picker-several.js: ticked exercises that could not be sent go into the outbox one by one, in order.
  window.RepbookPicker = { queueAdd: function (form) { return queue(changeFor(form)); } };

  list.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute("action") !== "/workout/exercises" || form.hasAttribute("data-plain")) { return; }
    event.preventDefault();
    var change = changeFor(form);
    form.querySelectorAll("button").forEach(function (button) { button.disabled = true; });
    fetch("/workout/exercises", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch", "Idempotency-Key": change.key },
      body: change.body + "&_csrf=" + encodeURIComponent(csrfToken)
    }).then(function (response) {
      if (response.status >= 500) { throw new Error("server"); }
      if (!response.ok || response.redirected) {
        // Refused (or signed out): the plain form shows the server's message.
        form.setAttribute("data-plain", "1");
        form.submit();
        return null;
      }
      return response.json().then(function (json) { window.location.href = "/workout#exercise-" + json.entryId; });
    }).catch(function () {
      // No answer: the outbox keeps the add under the same key (if it did arrive, the repeat is answered, not applied).
      return queue(change).then(function () { window.location.href = "/workout#exercise-" + change.entryId; });
    });
  });
})();
