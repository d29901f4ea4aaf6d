// The session's form token: read from the page's <meta name="csrf-token">, renewed from `GET /csrf` when a page kept
// open for long carries an old one.

let current = null;

/// The token the page's script sends with a change.
export function csrfToken() {
  if (current === null) {
    const meta = typeof document === "undefined" ? null : document.querySelector('meta[name="csrf-token"]');
    current = meta ? meta.getAttribute("content") || "" : "";
  }
  return current;
}

/// Asks the server for the session's token now; resolves with it (or the old one when the server cannot be reached).
export function renewCsrfToken(fetcher = fetch) {
  return fetcher("/csrf", { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" } })
    .then((response) => (response.ok && !response.redirected ? response.json() : null))
    .then((json) => {
      if (json && typeof json.token === "string" && json.token) { current = json.token; }
      return csrfToken();
    })
    .catch(() => csrfToken());
}
