// The workout page's exercise order without a page load per step: Move up, Move down and "Move to place" are posted in
// the background (the server's WorkoutExerciseEdit moves it in one transaction) and the card moves in place, its menu
// left open under the finger for the next step. Without a connection the plain form is sent (a reload).
import { postForm } from "./change-answer.js";
import { t } from "./strings.js";

const workout = document.getElementById("workout");

// Wires the cards' move forms, menus and place pickers.
function setUp() {
  function cards() { return Array.prototype.slice.call(workout.querySelectorAll("section.exercise-card[data-entry]")); }
  function nameOf(card) { let title = card.querySelector(".exercise-card-head h2"); return title ? title.textContent.trim() : ""; }

  // Every card's Move up / Move down shown where it can move, and its place picker listing the new order.
  function renumber() {
    let all = cards();
    let names = all.map(nameOf);
    all.forEach(function (card, index) {
      let up = card.querySelector('form[data-move="up"]');
      let down = card.querySelector('form[data-move="down"]');
      if (up) { up.hidden = index === 0; }
      if (down) { down.hidden = index === all.length - 1; }
      let select = card.querySelector("select[data-move-to]");
      if (select) {
        select.innerHTML = "";
        names.forEach(function (name, place) {
          let option = document.createElement("option");
          option.value = String(place + 1);
          option.textContent = (place + 1) + " · " + name;
          option.selected = place === index;
          select.appendChild(option);
        });
      }
    });
  }

  function place(card, target) {
    let all = cards();
    let others = all.filter(function (other) { return other !== card; });
    target = Math.max(0, Math.min(target, others.length));
    if (target < others.length) { others[target].before(card); } else { others[others.length - 1].after(card); }
    renumber();
  }

  function status(text, isError) {
    let line = document.getElementById("save-status");
    if (!line) { return; }
    line.textContent = text;
    line.classList.toggle("error", Boolean(isError));
  }

  workout.querySelectorAll("form[data-move]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (form.getAttribute("data-saved") === "1") { return; }
      event.preventDefault();
      event.stopImmediatePropagation();
      let card = form.closest("section.exercise-card");
      let kind = form.getAttribute("data-move");
      let from = cards().indexOf(card);
      let params = new URLSearchParams(new FormData(form));
      let target;
      if (kind === "up") { params.set("action", "up"); target = from - 1; }
      else if (kind === "down") { params.set("action", "down"); target = from + 1; }
      else { target = Number(params.get("to")) - 1; }
      // getAttribute: a button named "action" shadows form.action.
      postForm(form.getAttribute("action"), params).then(function () {
        place(card, target);
        status(t("order.moved", { name: nameOf(card), place: cards().indexOf(card) + 1 }));
        card.scrollIntoView({ block: "start", behavior: "smooth" });
        let again = card.querySelector('form[data-move="' + kind + '"]:not([hidden]) button, select[data-move-to]');
        if (again) { again.focus({ preventScroll: true }); }
      }).catch(function () {
        form.setAttribute("data-saved", "1");
        if (kind === "up" || kind === "down") {
          let carried = document.createElement("input");
          carried.type = "hidden"; carried.name = "action"; carried.value = kind;
          form.appendChild(carried);
        }
        form.submit();
      });
    });
  });
  // One card menu open at a time: opening another closes the last, so it never covers the next card's ⋯.
  workout.querySelectorAll("details.menu").forEach(function (menu) {
    menu.addEventListener("toggle", function () {
      if (!menu.open) { return; }
      workout.querySelectorAll("details.menu[open]").forEach(function (other) { if (other !== menu) { other.open = false; } });
    });
  });
  // Choosing a place moves at once (the Move button is for pages without the script).
  workout.querySelectorAll("select[data-move-to]").forEach(function (select) {
    select.addEventListener("change", function () { select.form.requestSubmit(); });
  });
}

if (workout && window.fetch) { setUp(); }
