// The outbox's queue, apart from the page: changes kept in order in the outbox store, each with a client-made key (the
// Idempotency-Key header), sent one at a time in order; a set's changes merged while they wait and sent on the version
// this tab last saw; temporary ids mapped to the server's once their add is answered; changes of closed tabs adopted.
// What the page shows is left to `hooks`. No DOM here, so node's test runner drives it (tests/client/outbox.test.js).

import { readChangeAnswer } from "./change-answer.js";
import { newKey } from "./outbox-store.js";
import { t, tn } from "./strings.js";

const META_REACHED = "lastReached";

/// The outbox over `store` (outbox-store.js) for tab `tabId`. `fetcher` sends, `token()` is the form token and
/// `renewToken()` renews it, `acked` keeps the version each answered change left a set at ({get(), remember(id, v)}),
/// `locks` is the Web Locks API (or null), `timers` {setTimeout, clearTimeout}, `hooks` the page's reactions.
export function createOutbox({ store, tabId, fetcher, token, renewToken, acked, locks = null, timers, now = Date.now, retryMs = 4000, hooks = {} }) {
  const resolved = {};
  const waiters = {};
  // `serverFailures`: 5xx answers in a row; from the third the status line says the server fails (it is up, not
  // out of reach), with its `serverError`, while the change stays queued and is tried again.
  const state = { unreachable: false, signedOut: false, lastReached: null, serverFailures: 0, serverError: null };
  let inFlight = null;
  let flushing = false;
  let retryTimer = null;

  function call(name, ...args) { return hooks[name] ? hooks[name](...args) : undefined; }
  function realId(id) { return resolved[id] || id; }

  // A change's address with every temporary id (of a set or an exercise added offline) that the server has answered
  // replaced by the server's id.
  function urlOf(change) {
    let url = change.url;
    if (change.setId) { url = url.replace("{set}", realId(change.setId)); }
    return url.replace(/\/(t[0-9a-z]+)(?=\/|$)/g, (match, id) => "/" + realId(id));
  }

  function enqueue(change) {
    change.key = newKey();
    change.queuedAt = now();
    change.origin = tabId;
    return store.add(change).then((seq) => {
      change.seq = seq;
      call("queued", change);
      timers.setTimeout(flush, 0);
      return change;
    });
  }
  function waitFor(seq) {
    return new Promise((resolve, reject) => { (waiters[seq] = waiters[seq] || []).push({ resolve, reject }); });
  }
  // The saves waiting on change `seq` (the first `count` of them: those that were in it when it was sent).
  function takeWaiters(seq, count) {
    const list = waiters[seq] || [];
    const taken = count === undefined ? list : list.slice(0, count);
    if (taken.length === list.length) { delete waiters[seq]; } else { waiters[seq] = list.slice(taken.length); }
    return taken;
  }

  // A set row's values: merged into the last queued change of the same set when that one is not on its way yet, so a
  // burst of typing is one change; its base version is the one of the set's queued changes, or the row's when that is
  // later (the row moves on only when this page has seen the set's newer version: an answer, or a conflict settled
  // with "Keep mine"). Resolves with the server's answer to it, rejects with the refusal.
  let queueing = Promise.resolve();
  function saveSet(setId, params, rowVersion) {
    params.delete("_csrf");
    // One save at a time reads and writes the queue, so saves made at once merge too.
    const queued = queueing.then(() => store.readAll("changes")).then((all) => {
      const changes = all.filter((change) => change.origin === tabId);
      const own = changes.filter((change) => change.kind === "set" && realId(change.setId) === realId(setId));
      const last = changes[changes.length - 1];
      if (last && last.kind === "set" && realId(last.setId) === realId(setId) && last.seq !== inFlight) {
        const merged = new URLSearchParams(last.body);
        params.forEach((value, name) => { merged.set(name, value); });
        last.body = merged.toString();
        last.base = Math.max(last.base || 0, rowVersion || 0) || null;
        return store.transact(["changes"], "readwrite", (tx) => { tx.objectStore("changes").put(last); }).then(() => {
          timers.setTimeout(flush, 0);
          return last;
        });
      }
      const base = Math.max(own.length ? own[0].base || 0 : 0, rowVersion || 0) || null;
      return enqueue({ kind: "set", setId, url: "/workout/sets/{set}", body: params.toString(), base });
    });
    queueing = queued.catch(() => { /* the next save reads the queue afresh */ });
    return queued.then((change) => waitFor(change.seq));
  }

  // ---- Sending, in order, one at a time (across tabs with the Web Locks API where there is one). ----
  function flush() {
    if (flushing || state.signedOut) { return Promise.resolve(); }
    flushing = true;
    const run = () => sendNext();
    const done = locks ? locks.request("repbook-outbox", run) : run();
    return done.catch(() => { /* kept for the next try */ }).then(() => {
      flushing = false;
      return call("status");
    }).then(() => store.readAll("changes")).then((changes) => {
      timers.clearTimeout(retryTimer);
      if (changes.length) { retryTimer = timers.setTimeout(flush, retryMs); }
    });
  }
  function loadIds() {
    return store.readAll("ids").then((rows) => { rows.forEach((row) => { resolved[row.temp] = String(row.real); }); });
  }
  // The next change of this tab, taken in turn with the saves (the queueing chain), so a save never merges into a
  // change between its being read for sending and its being marked in flight.
  function sendNext() {
    const picked = queueing.then(() => Promise.all([store.readAll("changes"), loadIds()])).then(([changes]) => {
      const change = changes.filter((other) => other.origin === tabId)[0];
      if (change) { inFlight = change.seq; }
      return change;
    });
    queueing = picked.catch(() => { /* the next save reads the queue afresh */ });
    return picked.then((change) => (change ? send(change).then((outcome) => (outcome === "stop" ? null : sendNext())) : null));
  }
  function send(change) {
    const url = urlOf(change);
    if (/\/t[0-9a-z]+(\/|$)/.test(url)) {
      // A set whose add was refused: nothing to change on the server.
      inFlight = null;
      return drop(change).then(() => "next");
    }
    const params = new URLSearchParams(change.body);
    params.set("_csrf", token());
    if (change.kind === "set") {
      const version = Math.max(change.base || 0, acked.get()[realId(change.setId)] || 0);
      if (version > 0) { params.set("version", String(version)); }
    }
    inFlight = change.seq;
    change.waitersAtSend = (waiters[change.seq] || []).length;
    return fetcher(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch", "Idempotency-Key": change.key },
      body: params.toString()
    }).then((response) => {
      inFlight = null;
      state.unreachable = false;
      state.lastReached = now();
      store.transact(["meta"], "readwrite", (tx) => { tx.objectStore("meta").put({ name: META_REACHED, at: state.lastReached }); })
        .catch(() => { /* only the status line's time */ });
      return response.text().catch(() => "").then((text) => {
        const answer = readChangeAnswer({ status: response.status, redirected: response.redirected, url: response.url, text });
        if (answer.outcome === "signed-out") { state.signedOut = true; return "stop"; }
        if (answer.outcome === "server-failed") {
          state.unreachable = true;
          state.serverFailures += 1;
          state.serverError = answer.error;
          return "stop";
        }
        state.serverFailures = 0;
        state.serverError = null;
        if (answer.outcome === "stale-token" && !change.tokenRenewed) {
          // A page kept for long may carry an old form token: take the current one and try again; the change stays.
          change.tokenRenewed = true;
          return renewToken().then(() => send(change));
        }
        if (answer.outcome === "applied") { return applied(change, answer.json, response); }
        return refused(change, answer);
      });
    }, () => {
      inFlight = null;
      state.unreachable = true;
      return "stop";
    });
  }
  // A sent change leaves the queue, unless the row was typed into while it was on its way: then what is stored now is
  // a new change (a new key, on the version just answered).
  function settle(change, json) {
    return store.transact(["changes"], "readwrite", (tx) => {
      const changes = tx.objectStore("changes");
      changes.get(change.seq).onsuccess = (event) => {
        const stored = event.target.result;
        if (stored && stored.body !== change.body) {
          stored.key = newKey();
          if (json && json.version) { stored.base = json.version; }
          changes.put(stored);
        } else {
          changes.delete(change.seq);
        }
      };
    });
  }
  function drop(change) {
    return store.transact(["changes"], "readwrite", (tx) => { tx.objectStore("changes").delete(change.seq); });
  }

  // The server took the change: map a new set's or exercise's id, move the set's queued changes to the new version,
  // tell the page.
  function applied(change, json, response) {
    const work = [settle(change, json)];
    if (change.kind === "add-set" && json && json.id) {
      resolved[change.setId] = String(json.id);
      work.push(store.transact(["ids"], "readwrite", (tx) => { tx.objectStore("ids").put({ temp: change.setId, real: json.id }); }));
      acked.remember(String(json.id), json.version);
    }
    if (change.kind === "add-exercise" && json && json.entryId) {
      // A repeat of the add gets the same answer, so this happens once.
      const first = json.sets && json.sets[0];
      resolved[change.entryId] = String(json.entryId);
      if (first && change.setId) {
        resolved[change.setId] = String(first.id);
        acked.remember(String(first.id), first.version);
      }
      work.push(store.transact(["ids"], "readwrite", (tx) => {
        tx.objectStore("ids").put({ temp: change.entryId, real: json.entryId });
        if (first && change.setId) { tx.objectStore("ids").put({ temp: change.setId, real: first.id }); }
      }));
    }
    if (change.kind === "set" && json && json.version) {
      acked.remember(realId(change.setId), json.version);
      work.push(store.readAll("changes").then((changes) => {
        const later = changes.filter((other) => other.seq !== change.seq && other.kind === "set" && other.origin === change.origin &&
          realId(other.setId) === realId(change.setId) && other.base === change.base);
        return store.transact(["changes"], "readwrite", (tx) => {
          later.forEach((other) => { other.base = json.version; tx.objectStore("changes").put(other); });
        });
      }));
    }
    call("applied", change, json || {});
    return Promise.all(work).then(() => {
      takeWaiters(change.seq).forEach((waiter) => { waiter.resolve(json || {}); });
      if (change.kind === "finish") {
        call("finished", json || {}, response);
        return "stop";
      }
      return store.readAll("changes").then((changes) => {
        if (changes.length === 0) { call("drained"); }
        return "next";
      });
    });
  }

  // The server refused the change: a change on an old version shows both values (hooks.conflict); anything else is
  // explained and dropped (a repeat would be refused the same way); what was typed into it meanwhile is sent anew.
  function refused(change, answer) {
    return settle(change, null).then(() => {
      // A save merged into the change while it was on its way stays queued (settle) and keeps its waiters.
      const list = takeWaiters(change.seq, change.waitersAtSend);
      if (answer.outcome === "conflict" && change.setId && call("conflict", change, answer.json.current)) {
        // shown at the row
      } else if (change.kind === "finish" && answer.status === 409) {
        call("finishRefused");
        return "stop";
      } else if (list.length === 0) {
        call("refusedUnwaited", change, answer.error);
      }
      list.forEach((waiter) => { waiter.reject(answer.error); });
      return "next";
    });
  }

  // Changes left by tabs that are gone (closed, or a browser restart) become this tab's; `live` names the tab locks
  // held now (null: unknown, so every other tab's change is adopted).
  function adoptOrphans(live) {
    return store.readAll("changes").then((changes) => {
      const orphans = changes.filter((change) =>
        change.origin !== tabId && (live === null || live.indexOf("repbook-tab-" + change.origin) < 0));
      if (orphans.length === 0) { return null; }
      return store.transact(["changes"], "readwrite", (tx) => {
        orphans.forEach((change) => { change.origin = tabId; tx.objectStore("changes").put(change); });
      });
    });
  }

  /// The queued changes and the ids and time kept from earlier pages, for drawing the queue over the page.
  function restore() {
    return Promise.all([store.readAll("changes"), loadIds(), store.readAll("meta")]).then(([changes, ignored, meta]) => {
      meta.forEach((row) => { if (row.name === META_REACHED) { state.lastReached = row.at; } });
      return changes;
    });
  }

  return {
    enqueue, saveSet, flush, adoptOrphans, restore, realId, urlOf, resolved, state,
    pending: () => store.readAll("changes"),
    /// Resolves once the saves made so far are in the queue.
    queued: () => queueing,
    online: () => { state.unreachable = false; return flush(); }
  };
}

/// The status line under the save status: how many changes wait and when the server last answered, as
/// `{text, hidden, offline}`; `clockTime(millis)` writes a time of day.
export function outboxStatus({ waiting, unreachable, signedOut, lastReached, serverFailures = 0, serverError = null }, clockTime) {
  const reached = lastReached ? t("outbox.reachedAt", { time: clockTime(lastReached) }) : t("outbox.notReached");
  let head;
  if (signedOut) {
    head = tn("outbox.signedOut", waiting);
  } else if (waiting > 0 && serverFailures >= 3 && serverError) {
    head = tn("outbox.serverFailing", waiting, { status: serverError.status, reason: serverError.message });
  } else if (waiting === 0) {
    head = t("outbox.allSaved");
  } else {
    head = tn(unreachable ? "outbox.offlineWaiting" : "outbox.sendingWaiting", waiting);
  }
  // Nothing waiting and nothing sent yet from this page: the page itself came from the server, so say no more.
  const quiet = waiting === 0 && !lastReached && !signedOut && !unreachable;
  return {
    text: quiet ? t("outbox.sentence", { head }) : t("outbox.sentenceReached", { head, reached }),
    // At rest the save status above is the one line; this one shows while changes wait or the server is out of reach.
    hidden: waiting === 0 && !signedOut && !unreachable,
    offline: unreachable || signedOut
  };
}
