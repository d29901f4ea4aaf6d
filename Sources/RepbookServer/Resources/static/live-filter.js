// Lists that filter as you type (each keystroke, no Enter needed); Enter still searches on the server where the field
// is part of a search form.

import { tn } from "./strings.js";

function fold(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/// ExerciseSearch.query: folded words without punctuation or a plural s, joined without spaces.
export function searchQuery(text) {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((word) =>
    word.length >= 3 && /s$/.test(word) && !/ss$/.test(word) ? word.slice(0, -1) : word
  ).join("");
}

/// Filters `list`'s `.exercise-row`s by `search`; `summary` (optional) shows how many rows match.
export function liveFilter(search, list, empty, serverEmpty, summary) {
  const rows = Array.from(list.querySelectorAll(".exercise-row"));
  // Rows with data-search (ExerciseSearch.key) match the forgiving way: "pull up", "pullup" and "Pull-Ups" alike.
  const forgiving = rows.length > 0 && rows[0].hasAttribute("data-search");
  const keys = rows.map((row) => (forgiving ? row.getAttribute("data-search") : fold(row.getAttribute("data-name") || "")));
  const summaryText = summary ? summary.textContent : "";
  function apply() {
    const needle = forgiving ? searchQuery(search.value) : fold(search.value);
    let shown = 0;
    rows.forEach((row, index) => {
      const match = keys[index].indexOf(needle) !== -1;
      row.hidden = !match;
      if (match) { shown += 1; }
    });
    // A ranked list (the picker) puts exact names first, then names that start with the text, and exercises already
    // in the workout last, as ExercisePickerPage orders them.
    if (forgiving && list.hasAttribute("data-rank")) {
      const rank = (index) => {
        const base = rows[index].getAttribute("data-in-workout") === "true" ? 10 : 0;
        const own = keys[index].split(" ")[0];
        return base + (!needle || own === needle ? 0 : own.indexOf(needle) === 0 ? 1 : 2);
      };
      rows.map((row, index) => index)
        .sort((a, b) => rank(a) - rank(b) || a - b)
        .forEach((index) => { list.appendChild(rows[index]); });
    }
    list.hidden = shown === 0 && rows.length > 0;
    if (empty) { empty.hidden = shown !== 0 || (serverEmpty !== null); }
    if (summary) { summary.textContent = needle ? tn("filter.matches", shown) : summaryText; }
  }
  search.addEventListener("input", apply);
}

/// Wires every `[data-filter-list]` search field under `root` to the list it names.
export function wireFilters(root) {
  root.querySelectorAll("[data-filter-list]").forEach((search) => {
    const list = document.getElementById(search.getAttribute("data-filter-list"));
    const empty = document.getElementById(search.getAttribute("data-filter-empty") || "");
    if (list) { liveFilter(search, list, empty, null, null); }
    // A picker's search field filters only: Enter must not submit the form around it.
    if (!search.closest("form[role=search], form.searchbar")) {
      search.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); } });
    }
  });
}
