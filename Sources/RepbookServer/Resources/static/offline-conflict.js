// A set changed elsewhere (another tab, another phone, the API) while this page changed it: the row shows both
// versions and lets the user keep either. Nothing is lost: "Keep mine" sends this page's values again on the current
// version, "Keep theirs" puts the stored values in the row.

import { applyDone } from "./set-row-view.js";
import { describeSet, serverSetValues, VALUE_FIELDS } from "./set-values.js";
import { t } from "./strings.js";

/// Shows both versions of set `row`: `mine` (the refused change's URLSearchParams), `current` (the server's set);
/// `choices.keepMine()` / `choices.keepTheirs()` run after the tap.
export function showConflict(row, mine, current, choices) {
  const old = row.querySelector(".set-conflict");
  if (old) { old.remove(); }
  const theirs = serverSetValues(current);
  const field = (name) => {
    const input = row.querySelector('input[name="' + name + '"]');
    return mine.has(name) ? mine.get(name) : (input ? input.value : "");
  };
  const yours = {
    weight: field("weight"), reps: field("reps"), duration: field("duration"), distance: field("distance"),
    done: mine.has("done") ? mine.get("done") === "1" : row.classList.contains("done")
  };
  const panel = document.createElement("div");
  panel.className = "set-conflict";
  panel.setAttribute("role", "alert");
  const text = document.createElement("p");
  text.textContent = t("conflict.question");
  const buttons = document.createElement("div");
  buttons.className = "set-conflict-choices";
  function button(label, value, keep) {
    const element = document.createElement("button");
    element.type = "button";
    element.className = "button small" + (keep === "mine" ? " primary" : "");
    element.setAttribute("data-keep", keep);
    const strong = document.createElement("strong");
    strong.textContent = label;
    element.appendChild(strong);
    element.appendChild(document.createTextNode(" " + value));
    return element;
  }
  const keepTheirs = button(t("conflict.theirs"), describeSet(theirs), "theirs");
  const keepMine = button(t("conflict.mine"), describeSet(yours), "mine");
  buttons.appendChild(keepTheirs);
  buttons.appendChild(keepMine);
  panel.appendChild(text);
  panel.appendChild(buttons);
  row.insertBefore(panel, row.querySelector(".set-more"));
  row.setAttribute("data-conflict", "1");
  keepTheirs.addEventListener("click", () => {
    VALUE_FIELDS.forEach((name) => {
      const input = row.querySelector('input[name="' + name + '"]');
      if (input) { input.value = theirs[name] === null || theirs[name] === undefined ? "" : String(theirs[name]); }
    });
    applyDone(row, Boolean(theirs.done));
    panel.remove();
    row.removeAttribute("data-conflict");
    choices.keepTheirs();
  });
  keepMine.addEventListener("click", () => {
    panel.remove();
    row.removeAttribute("data-conflict");
    choices.keepMine();
  });
}
