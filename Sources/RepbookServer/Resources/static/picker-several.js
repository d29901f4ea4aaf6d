// The exercise picker's trip for several (/workout/add): ticked rows are added with one tap, in the order ticked; the
// Add button shows how many and hides while none is ticked. When the search matches nothing, the "Create 'name'"
// button carries the search as the new exercise's name (the server makes it and adds it to the workout).
(function () {
  "use strict";
  var list = document.getElementById("picker-list");
  var bar = document.getElementById("pick-several");
  var button = document.getElementById("add-picked");
  var search = document.getElementById("picker-search");
  if (!list || !bar || !button) { return; }
  var ticked = [];

  function show() {
    bar.hidden = ticked.length === 0;
    button.textContent = ticked.length === 1 ? "Add 1 exercise" : "Add " + ticked.length + " exercises";
  }
  list.addEventListener("change", function (event) {
    var box = event.target;
    if (!box.matches || !box.matches('.pick-toggle input[type="checkbox"]')) { return; }
    ticked = ticked.filter(function (other) { return other !== box; });
    if (box.checked) { ticked.push(box); }
    box.closest("li").classList.toggle("picked", box.checked);
    show();
  });
  // The boxes go in the order ticked, not the list's order. Sent in the background: any answer but a server failure
  // opens the workout (a refusal is said there); with no answer (no signal, server down) each ticked exercise goes
  // into the offline outbox in order, as a single tap's add does (offline-picker.js), and the workout draws them.
  bar.addEventListener("submit", function (event) {
    bar.querySelectorAll("input[data-picked]").forEach(function (input) { input.remove(); });
    ticked.forEach(function (box) {
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = "exercise_id";
      input.value = box.value;
      input.setAttribute("data-picked", "");
      bar.appendChild(input);
      box.removeAttribute("form");
    });
    if (!window.fetch || !window.RepbookPicker || bar.hasAttribute("data-plain")) { return; }
    event.preventDefault();
    button.disabled = true;
    var forms = ticked.map(function (box) { return box.closest("li").querySelector("form.row-form"); });
    fetch(bar.getAttribute("action"), {
      method: "POST", credentials: "same-origin", redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(bar)).toString()
    }).then(function (response) {
      if (response.status >= 500) { throw new Error("server"); }
      if (response.type === "opaqueredirect" || response.ok) { window.location.href = "/workout"; return; }
      bar.setAttribute("data-plain", "1");
      HTMLFormElement.prototype.submit.call(bar);
    }).catch(function () {
      return forms.reduce(function (done, form) {
        return done.then(function () { return window.RepbookPicker.queueAdd(form); });
      }, Promise.resolve()).then(function () { window.location.href = "/workout"; });
    });
  });
  // Boxes a back navigation restored.
  list.querySelectorAll('.pick-toggle input[type="checkbox"]:checked').forEach(function (box) {
    ticked.push(box);
    box.closest("li").classList.add("picked");
  });
  show();

  // "Create 'name'" in the background: the workout on success; a refusal said under the button; with no answer, that
  // making an exercise needs the server (adding one from the list works offline).
  var creating = document.getElementById("create-exercise-form");
  if (creating && window.fetch) {
    creating.addEventListener("submit", function (event) {
      event.preventDefault();
      var note = creating.querySelector(".create-note");
      if (!note) {
        note = document.createElement("p");
        note.className = "create-note set-error";
        note.setAttribute("role", "alert");
        creating.appendChild(note);
      }
      note.hidden = true;
      fetch(creating.getAttribute("action"), {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch" },
        body: new URLSearchParams(new FormData(creating)).toString()
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (json) {
          if (response.ok && json.location) { window.location.href = json.location; return; }
          note.textContent = (json.error && json.error.message) || ("The server answered " + response.status + ".");
          note.hidden = false;
        });
      }).catch(function () {
        note.textContent = "Making an exercise needs a connection. Pick one from the list, or try again when you are back online.";
        note.hidden = false;
      });
    });
  }

  if (search) {
    var typed = function () {
      var name = search.value.trim();
      document.querySelectorAll("#picker-empty [data-typed]").forEach(function (node) { node.textContent = name; });
      var label = document.querySelector("#create-exercise-form [data-create-label]");
      if (label) { label.textContent = "Create '" + name + "' and add it"; }
      var field = document.querySelector("#create-exercise-form [data-typed-field]");
      if (field) { field.value = name; }
      var create = document.getElementById("create-exercise-form");
      if (create) { create.hidden = name === ""; }
    };
    search.addEventListener("input", typed);
    typed();
  }
})();
