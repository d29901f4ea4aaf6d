// The exercise picker of the live workout (/workout/add): a tap adds the exercise with `fetch` and an Idempotency-Key;
// when the server cannot be reached the add goes into the workout's outbox (outbox-store.js) with a temporary entry id
// and a temporary id for its first set, and the workout page (from the service worker's cache) draws the card at
// once; the outbox sends it later under the same key and maps the temporary ids to the server's, once.

import { newKey, pageOutboxStore, pageTabId, tempId } from "./outbox-store.js";
import { csrfToken } from "./csrf.js";
import { t } from "./strings.js";

// The outbox change that adds the exercise of a row's form, with its own key and temporary ids.
function changeFor(form) {
  const row = form.closest("[data-name]");
  const exerciseId = form.querySelector('[name="exercise_id"]').value;
  return {
    kind: "add-exercise", url: "/workout/exercises", body: "exercise_id=" + encodeURIComponent(exerciseId), key: newKey(),
    queuedAt: Date.now(), origin: pageTabId(), entryId: tempId(), setId: tempId(),
    exercise: { name: row ? row.getAttribute("data-name") : t("exercise.unnamed"), kind: form.getAttribute("data-kind") || "weight_reps" }
  };
}

/// Puts the add of a row's form into the outbox, as the workout page's own changes are kept (picker-several.js queues
/// ticked exercises that could not be sent this way, one by one, in order).
export function queueAdd(form) {
  return pageOutboxStore().add(changeFor(form));
}

/// Whether an add can wait in the outbox across the page load (the browser keeps IndexedDB).
export const canQueue = typeof indexedDB !== "undefined" && Boolean(indexedDB);

const list = document.getElementById("picker-list");
if (list && window.fetch && canQueue) {
  list.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute("action") !== "/workout/exercises" || form.hasAttribute("data-plain")) { return; }
    event.preventDefault();
    const change = changeFor(form);
    form.querySelectorAll("button").forEach((button) => { button.disabled = true; });
    fetch("/workout/exercises", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch", "Idempotency-Key": change.key },
      body: change.body + "&_csrf=" + encodeURIComponent(csrfToken())
    }).then((response) => {
      if (response.status >= 500) { throw new Error("server"); }
      if (!response.ok || response.redirected) {
        // Refused (or signed out): the plain form shows the server's message.
        form.setAttribute("data-plain", "1");
        form.submit();
        return null;
      }
      return response.json().then((json) => { window.location.href = "/workout#exercise-" + json.entryId; });
    }).catch(() =>
      // No answer: the outbox keeps the add under the same key (if it did arrive, the repeat is answered, not applied).
      pageOutboxStore().add(change).then(() => { window.location.href = "/workout#exercise-" + change.entryId; })
    );
  });
}
