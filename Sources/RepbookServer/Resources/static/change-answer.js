// How the client reads the server's answer to a change it sent (a set's values, done, an added set or exercise, the
// rest timer, a note, finish): one place, so every script treats a refusal, a conflict, a lapsed session and a failing
// server alike. Pure: it sees the status, where the answer came from and its text, never the page.

import { t } from "./strings.js";

/// The answer to a change as one value: `outcome` is "applied" (2xx), "conflict" (409 with the set as it is now in
/// `current`), "refused" (any other 4xx: the change is wrong and a repeat is refused the same way), "stale-token"
/// (403: the page's form token may be old), "signed-out" (sent to the sign-in page), or "server-failed" (5xx: try
/// again later). `json` is the parsed body (or null), `error` an Error with the server's message, `status` and `field`.
export function readChangeAnswer({ status, redirected = false, url = "", text = "" }) {
  let json = null;
  try { json = text ? JSON.parse(text) : null; } catch (ignored) { json = null; }
  if (redirected && /\/signin/.test(url)) {
    return { outcome: "signed-out", status, json, error: answerError(status, null, t("answer.signedOut")) };
  }
  if (status >= 200 && status < 300) { return { outcome: "applied", status, json, error: null }; }
  const error = answerError(status, json);
  if (status >= 500) { return { outcome: "server-failed", status, json, error }; }
  if (status === 409 && json && json.current) { return { outcome: "conflict", status, json, error: Object.assign(error, { conflict: true }) }; }
  if (status === 403) { return { outcome: "stale-token", status, json, error }; }
  return { outcome: "refused", status, json, error };
}

/// The Error a refused answer makes: the server's message (or one naming the status), its field, permanent for 4xx.
export function answerError(status, json, message) {
  const detail = json && json.error ? json.error : {};
  const error = new Error(message || detail.message || t("answer.status", { status }));
  error.status = status;
  error.permanent = status < 500;
  error.field = detail.field || null;
  return error;
}

/// Reads a fetch Response into the answer above.
export function answerOf(response) {
  return response.text().catch(() => "").then((text) => readChangeAnswer({
    status: response.status, redirected: response.redirected, url: response.url, text
  }));
}

/// Posts a form body the way the page's forms are posted, asking for JSON back: resolves with the answer's JSON when it
/// was applied, else rejects with the answer's error (a lost connection rejects with the network's error).
export function postForm(url, params, headers = {}) {
  return fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: Object.assign({ "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch" }, headers),
    body: params.toString()
  }).then(answerOf).then((answer) => {
    if (answer.outcome !== "applied") { throw answer.error; }
    return answer.json || {};
  });
}
