// What every page gets: the time zone on setup, fields that apply at once, confirmations, live list filters, the
// template editor's in-place steps, the workout clock in the bar, chart readouts and the calendar's swipe.

import { wireFilters, liveFilter } from "./live-filter.js";
import { elapsedClock } from "./rest-clock.js";
import { onSidewaysMove } from "./sideways.js";

// Owner setup: send the browser's time zone along.
document.querySelectorAll("[data-fill-timezone]").forEach((input) => {
  try { input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"; } catch (ignored) { /* keep UTC */ }
});

// Fields that apply at once (library sort, split schedule and day count).
document.querySelectorAll("[data-autosubmit]").forEach((field) => {
  field.addEventListener("change", () => { field.form.submit(); });
});

// Destructive forms ask first (the question is the form's own, in the page's language).
document.querySelectorAll("form[data-confirm]").forEach((form) => {
  form.addEventListener("submit", (event) => {
    if (!window.confirm(form.getAttribute("data-confirm"))) { event.preventDefault(); event.stopImmediatePropagation(); }
  });
});

// Row actions come back to the same filtered list.
document.querySelectorAll("input[data-return-here]").forEach((input) => {
  input.value = window.location.pathname + window.location.search;
});

const librarySearch = document.getElementById("library-search");
const libraryList = document.getElementById("exercise-list");
if (librarySearch && libraryList) {
  liveFilter(librarySearch, libraryList, document.getElementById("library-filter-empty"), document.getElementById("library-empty"),
    document.querySelector("[data-summary]"));
}
wireFilters(document);

// Forms marked data-swap (the template editor): a step that only redraws the form (add, move, remove) is posted in the
// background and the new form replaces the old one in place, keeping the scroll; only Save navigates.
document.querySelectorAll("form[data-swap]").forEach((form) => {
  form.addEventListener("submit", (event) => {
    const submitter = event.submitter;
    const op = submitter && submitter.name === "op" ? submitter.value : "save";
    if (op === "save" || !window.fetch || !window.DOMParser) { return; }
    event.preventDefault();
    const body = new URLSearchParams(new FormData(form));
    body.set("op", op);
    fetch(form.action, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString()
    }).then((response) => {
      if (!response.ok) { throw new Error("status " + response.status); }
      return response.text();
    }).then((html) => {
      const fresh = new DOMParser().parseFromString(html, "text/html").getElementById(form.id);
      if (!fresh) { throw new Error("no form in the answer"); }
      form.innerHTML = fresh.innerHTML;
      wireFilters(form);
      const moved = op.match(/^(up|down)-(\d+)$/);
      if (moved) {
        const to = Number(moved[2]) + (moved[1] === "up" ? -1 : 1);
        const row = form.querySelector('[data-row="' + to + '"]');
        const button = row && row.querySelector('button[value="' + moved[1] + "-" + to + '"]');
        if (row) { row.scrollIntoView({ block: "center" }); }
        if (button) { button.focus({ preventScroll: true }); }
      } else if (op === "add") {
        const search = form.querySelector("[data-filter-list]");
        if (search) { search.focus({ preventScroll: true }); }
      }
      form.setAttribute("data-swapped", String(Number(form.getAttribute("data-swapped") || 0) + 1));
    }).catch(() => {
      // Fall back to the plain form post.
      const carried = document.createElement("input");
      carried.type = "hidden"; carried.name = "op"; carried.value = op;
      form.appendChild(carried);
      HTMLFormElement.prototype.submit.call(form);
    });
  });
});

// The workout in progress: its clock in the bar on every other page.
document.querySelectorAll("[data-elapsed-since]").forEach((clockText) => {
  const since = Number(clockText.getAttribute("data-elapsed-since") || 0);
  if (!since) { return; }
  const show = () => { clockText.textContent = elapsedClock(Math.max(0, Math.floor((Date.now() - since) / 1000))); };
  show();
  window.setInterval(show, 1000);
});

// Line charts: a tap anywhere on the chart shows the nearest point's day and value under it (hover titles do not
// exist on a phone).
document.querySelectorAll("figure.chart").forEach((figure) => {
  const svg = figure.querySelector("svg.chart-svg");
  const readout = figure.querySelector(".chart-readout");
  const dots = figure.querySelectorAll("circle[data-readout]");
  if (!svg || !readout || dots.length === 0) { return; }
  svg.addEventListener("click", (event) => {
    let nearest = null;
    let best = Infinity;
    dots.forEach((dot) => {
      const box = dot.getBoundingClientRect();
      const distance = Math.abs(box.left + box.width / 2 - event.clientX);
      if (distance < best) { best = distance; nearest = dot; }
    });
    dots.forEach((dot) => { dot.classList.toggle("selected", dot === nearest); });
    readout.textContent = nearest.getAttribute("data-readout");
    readout.hidden = false;
  });
});

// The history calendar: swipe sideways (or press the arrow keys) to change month.
const calendar = document.getElementById("calendar");
if (calendar) {
  onSidewaysMove(calendar, (direction) => { window.location.href = calendar.getAttribute("data-" + direction); });
}
