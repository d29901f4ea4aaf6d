// The exercise picker's trip for several (/workout/add): ticked rows are added with one tap, in the order ticked; the
// Add button shows how many and hides while none is ticked. When the search matches nothing, the "Create 'name'"
// button carries the search as the new exercise's name (the server makes it and adds it to the workout).
import { answerError } from "./change-answer.js";
import { canQueue, queueAdd } from "./offline-picker.js";
import { t, tn } from "./strings.js";

const list = document.getElementById("picker-list");
const bar = document.getElementById("pick-several");
const button = document.getElementById("add-picked");
const search = document.getElementById("picker-search");
let ticked = [];

// Wires the bar, the ticks and "Create 'name'".
function setUp() {
  function show() {
    bar.hidden = ticked.length === 0;
    button.textContent = tn("picker.addTicked", ticked.length);
  }
  list.addEventListener("change", function (event) {
    let box = event.target;
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
      let input = document.createElement("input");
      input.type = "hidden";
      input.name = "exercise_id";
      input.value = box.value;
      input.setAttribute("data-picked", "");
      bar.appendChild(input);
      box.removeAttribute("form");
    });
    if (!window.fetch || !canQueue || bar.hasAttribute("data-plain")) { return; }
    event.preventDefault();
    button.disabled = true;
    let forms = ticked.map(function (box) { return box.closest("li").querySelector("form.row-form"); });
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
        return done.then(function () { return queueAdd(form); });
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
  let creating = document.getElementById("create-exercise-form");
  if (creating && window.fetch) {
    creating.addEventListener("submit", function (event) {
      event.preventDefault();
      let note = creating.querySelector(".create-note");
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
          note.textContent = answerError(response.status, json).message;
          note.hidden = false;
        });
      }).catch(function () {
        note.textContent = t("picker.createNeedsConnection");
        note.hidden = false;
      });
    });
  }

  if (search) {
    let typed = function () {
      let name = search.value.trim();
      document.querySelectorAll("#picker-empty [data-typed]").forEach(function (node) { node.textContent = name; });
      let label = document.querySelector("#create-exercise-form [data-create-label]");
      if (label) { label.textContent = t("picker.createAndAdd", { name: name }); }
      let field = document.querySelector("#create-exercise-form [data-typed-field]");
      if (field) { field.value = name; }
      let create = document.getElementById("create-exercise-form");
      if (create) { create.hidden = name === ""; }
    };
    search.addEventListener("input", typed);
    typed();
  }
}

if (list && bar && button) { setUp(); }
