// A set row on the live workout page (a <form class="set-row">): reading its values, showing done, its label, its
// effort tag, an error at the field at fault, and focusing it. No saving here: that is the outbox's.

import { cardLabels, kindLabel, VALUE_FIELDS } from "./set-values.js";
import { t } from "./strings.js";

function firstField(row) {
  return row.querySelector('input[name="weight"], input[name="distance"], input[name="reps"], input[name="duration"]');
}

/// Focuses set `setId`'s first field (or its ✓) and scrolls it to the middle.
export function focusSet(setId) {
  const row = document.getElementById("set-" + setId);
  if (!row) { return; }
  const field = firstField(row) || row.querySelector(".done-toggle");
  if (field) {
    field.focus({ preventScroll: true });
    row.scrollIntoView({ block: "center", behavior: "smooth" });
    if (field.select) { field.select(); }
  }
}

/// The row's form fields as a change's body, with `done` set when given.
export function rowParams(row, done) {
  const params = new URLSearchParams(new FormData(row));
  params.delete("done");
  if (done !== undefined) { params.set("done", done ? "1" : "0"); }
  return params;
}

/// Removes the row's error.
export function clearRowError(row) {
  const message = row.querySelector(".set-error");
  if (message) { message.remove(); }
  row.querySelectorAll("[aria-invalid]").forEach((field) => {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
  });
  row.removeAttribute("aria-invalid");
}

/// A refused save explained at the row, next to the field at fault (or the ✓), and announced: the status line at the
/// top of the page is out of view on a phone.
export function showRowError(row, error) {
  clearRowError(row);
  const message = document.createElement("p");
  message.className = "set-error";
  message.id = "set-error-" + row.getAttribute("data-set");
  message.setAttribute("role", "alert");
  message.textContent = error.message;
  row.insertBefore(message, row.querySelector(".set-more"));
  const field = error.field ? row.querySelector('[name="' + error.field + '"]:not([type="hidden"])') : null;
  if (field && field.closest("details") && !field.closest("details").open) { field.closest("details").open = true; }
  const target = field || row.querySelector(".done-toggle");
  target.setAttribute("aria-invalid", "true");
  target.setAttribute("aria-describedby", message.id);
  row.setAttribute("aria-invalid", "true");
  if (field && field.focus) { field.focus({ preventScroll: true }); }
  message.scrollIntoView({ block: "nearest" });
}

/// Shows the row done or open.
export function applyDone(row, done) {
  row.classList.toggle("done", done);
  const toggle = row.querySelector(".done-toggle");
  toggle.setAttribute("aria-pressed", String(done));
  toggle.value = done ? "0" : "1";
  toggle.setAttribute("aria-label", done ? t("set.markNotDone") : t("set.markDone"));
}

/// The card's rows labelled for their kinds at once (working sets renumbered across the card, warm-ups not counted; a
/// drop or failure set keeps its number, "3F", as SetRow.label draws it), before the save comes back.
export function relabelCard(card) {
  const rows = Array.from(card.querySelectorAll(".set-row")).filter((row) => row.querySelector('select[name="kind"]'));
  const labels = cardLabels(rows.map((row) => row.querySelector('select[name="kind"]').value));
  rows.forEach((row, index) => {
    const select = row.querySelector('select[name="kind"]');
    const kind = select.value;
    select.querySelectorAll("option").forEach((option) => {
      option.textContent = kindLabel(option.value, labels[index].number) + " · " + option.textContent.split(" · ").slice(1).join(" · ");
    });
    row.querySelector(".set-label").textContent = labels[index].label;
    row.querySelectorAll("button[data-kind-chip]").forEach((chip) => {
      chip.setAttribute("aria-pressed", String(chip.getAttribute("data-kind-chip") === kind));
    });
    row.classList.toggle("warmup", kind === "warmup");
    row.setAttribute("data-kind", kind);
  });
}

/// The effort tag on the ⋯: the chosen chip's mark in the user's scale ("@8.5", "2 RIR"), as the server draws it.
/// Every chip sends the RPE it stands for, whichever scale it shows.
export function showRPE(row) {
  const checked = row.querySelector('input[name="rpe"]:checked');
  const tag = row.querySelector(".rpe-tag");
  if (tag) { tag.textContent = checked && checked.value ? checked.getAttribute("data-mark") || "" : ""; }
}

/// The row's effort chips (radios, each sending an RPE) with `value` chosen, and its tag to match.
export function checkRPE(row, value) {
  row.querySelectorAll('input[name="rpe"]').forEach((radio) => { radio.checked = radio.value === value; });
  showRPE(row);
}

/// Puts a queued change's values (a form body) into the row.
export function fillRow(row, body) {
  const params = new URLSearchParams(body);
  VALUE_FIELDS.concat(["kind", "note"]).forEach((name) => {
    const field = row.querySelector('[name="' + name + '"]:not([type="hidden"])');
    if (field && params.has(name)) { field.value = params.get(name); }
  });
  if (params.has("rpe")) { checkRPE(row, params.get("rpe")); }
  if (params.has("done")) { applyDone(row, params.get("done") === "1"); }
}

/// Gives the row set `id` (a temporary one, or the server's once its add is answered).
export function renameRow(row, id) {
  row.id = "set-" + id;
  row.setAttribute("data-set", id);
  row.setAttribute("action", "/workout/sets/" + id);
  row.querySelectorAll("[formaction]").forEach((button) => { button.setAttribute("formaction", "/workout/sets/" + id + "/delete"); });
}
