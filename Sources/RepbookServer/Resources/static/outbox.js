// The live workout's outbox: every change made on the workout page (set values, done, add set, remove set, notes,
// remove exercise, finish) is queued in IndexedDB with a client-made id (the Idempotency-Key header) and sent in
// order when the server answers: on page load, on `online`, on a timer and on Background Sync. The queue survives
// reload, tab close and browser restart; a change sent twice is applied once by the server. Sets added offline get
// temporary ids ("t…") that are mapped to the server's ids when their add is answered. A change made on an old
// version of a set comes back 409 with the set as it is now, and the row shows both (offline-conflict.js).
(function () {
  "use strict";

  var workout = document.getElementById("workout");
  if (!workout || !window.indexedDB || !window.Repbook || !window.Repbook.wireSetRow) { return; }
  var csrfMeta = document.querySelector('meta[name="csrf-token"]');
  var csrfToken = csrfMeta ? csrfMeta.getAttribute("content") : "";
  var RETRY_MS = 4000;
  // This tab's id (kept across its reloads): a tab merges into, chains versions with and sends only its own changes
  // (and those of closed tabs, which it adopts), so two tabs editing one set still see each other's changes as conflicts.
  var tabId = null;
  try { tabId = window.sessionStorage.getItem("repbook.tab"); } catch (e) { tabId = null; }
  if (!tabId) {
    tabId = "tab-" + Date.now().toString(36) + Math.random().toString(36).slice(2);
    try { window.sessionStorage.setItem("repbook.tab", tabId); } catch (e) { /* one id per page then */ }
  }
  if (navigator.locks) { navigator.locks.request("repbook-tab-" + tabId, function () { return new Promise(function () {}); }); }
  var ready = false;
  // The version each of this tab's answered changes left a set at (kept across the tab's reloads): a change is sent
  // on at least that version, so a tab's own changes never conflict with each other, while a change made elsewhere
  // in between still does.
  function ackedVersions() {
    try { return JSON.parse(window.sessionStorage.getItem("repbook.acked") || "{}"); } catch (e) { return {}; }
  }
  function rememberVersion(setId, version) {
    var acked = ackedVersions();
    acked[setId] = Math.max(acked[setId] || 0, version);
    try { window.sessionStorage.setItem("repbook.acked", JSON.stringify(acked)); } catch (e) { /* this page only */ }
  }
  var META_REACHED = "lastReached";

  // ---- IndexedDB: "changes" (in order, by seq), "ids" (temporary id → server id), "meta". ----
  var opened = null;
  function database() {
    if (opened) { return opened; }
    opened = new Promise(function (resolve, reject) {
      var request = window.indexedDB.open("repbook-outbox", 1);
      request.onupgradeneeded = function () {
        var db = request.result;
        db.createObjectStore("changes", { keyPath: "seq", autoIncrement: true });
        db.createObjectStore("ids", { keyPath: "temp" });
        db.createObjectStore("meta", { keyPath: "name" });
      };
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
    return opened;
  }
  function transact(stores, mode, work) {
    return database().then(function (db) {
      return new Promise(function (resolve, reject) {
        var tx = db.transaction(stores, mode);
        var result;
        tx.oncomplete = function () { resolve(result); };
        tx.onerror = function () { reject(tx.error); };
        tx.onabort = function () { reject(tx.error); };
        result = work(tx);
      });
    });
  }
  function readAll(store) {
    return transact([store], "readonly", function (tx) {
      var holder = { items: [] };
      tx.objectStore(store).openCursor().onsuccess = function (event) {
        var cursor = event.target.result;
        if (cursor) { holder.items.push(cursor.value); cursor.continue(); }
      };
      return holder;
    }).then(function (holder) { return holder.items; });
  }
  function idMap() {
    return readAll("ids").then(function (rows) {
      var map = {};
      rows.forEach(function (row) { map[row.temp] = row.real; });
      return map;
    });
  }
  function newKey() {
    if (window.crypto && window.crypto.randomUUID) { return window.crypto.randomUUID(); }
    return "k" + Date.now().toString(36) + Math.random().toString(36).slice(2);
  }

  // ---- The status line: how many changes wait, and when the server last answered. ----
  var statusLine = document.createElement("p");
  statusLine.id = "outbox-status";
  statusLine.className = "outbox-status";
  statusLine.setAttribute("role", "status");
  statusLine.setAttribute("aria-live", "polite");
  var saveStatus = document.getElementById("save-status");
  (saveStatus || workout.firstChild).insertAdjacentElement(saveStatus ? "afterend" : "beforebegin", statusLine);
  var lastReached = null;
  var unreachable = false;
  var signedOut = false;

  function clockTime(millis) {
    return new Date(millis).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });
  }
  function showStatus() {
    return readAll("changes").then(function (changes) {
      var waiting = changes.length;
      statusLine.setAttribute("data-waiting", String(waiting));
      statusLine.classList.toggle("offline", unreachable || signedOut);
      var reached = lastReached ? "last reached the server at " + clockTime(lastReached) : "not reached the server from this page yet";
      var head;
      if (signedOut) {
        head = "Signed out: sign in again to send " + waiting + (waiting === 1 ? " waiting change" : " waiting changes") + ".";
      } else if (waiting === 0) {
        head = "All changes saved";
      } else {
        head = (unreachable ? "Offline · " : "Sending · ") + waiting + (waiting === 1 ? " change waiting" : " changes waiting") + " on this device";
      }
      // Nothing waiting and nothing sent yet from this page: the page itself came from the server, so say no more.
      statusLine.textContent = waiting === 0 && !lastReached && !signedOut && !unreachable ? head + "." : head + " · " + reached + ".";
      // At rest the save status above is the one line; this one shows while changes wait or the server is out of reach.
      statusLine.hidden = waiting === 0 && !signedOut && !unreachable;
    });
  }

  // ---- Rows: found by server or temporary id. ----
  var resolved = {};
  function realId(id) { return resolved[id] || id; }
  function rowFor(id) {
    return document.getElementById("set-" + realId(id)) || document.getElementById("set-" + id);
  }
  function renameRow(row, id) {
    row.id = "set-" + id;
    row.setAttribute("data-set", id);
    row.setAttribute("action", "/workout/sets/" + id);
    row.querySelectorAll("[formaction]").forEach(function (button) { button.setAttribute("formaction", "/workout/sets/" + id + "/delete"); });
  }
  // The row's effort chips (radios, each sending an RPE) with `value` chosen, and its tag to match.
  function checkRPE(row, value) {
    row.querySelectorAll('input[name="rpe"]').forEach(function (radio) { radio.checked = radio.value === value; });
    if (window.Repbook.showRPE) { window.Repbook.showRPE(row); }
  }
  function fillRow(row, body) {
    var params = new URLSearchParams(body);
    ["weight", "reps", "duration", "distance", "kind", "note"].forEach(function (name) {
      var field = row.querySelector('[name="' + name + '"]:not([type="hidden"])');
      if (field && params.has(name)) { field.value = params.get(name); }
    });
    if (params.has("rpe")) { checkRPE(row, params.get("rpe")); }
    if (params.has("done")) { window.Repbook.applyDone(row, params.get("done") === "1"); }
  }
  // A new row drawn from the card's last row, as the server makes a set: its values, a normal set, open, no RPE or note.
  function drawRow(card, id) {
    var rows = card.querySelectorAll(".set-row");
    if (rows.length === 0) { return null; }
    var source = rows[rows.length - 1];
    var row = source.cloneNode(true);
    renameRow(row, id);
    row.setAttribute("data-version", "1");
    row.classList.remove("warmup");
    row.querySelectorAll(".set-error, .set-conflict").forEach(function (node) { node.remove(); });
    row.querySelectorAll("[aria-invalid]").forEach(function (node) { node.removeAttribute("aria-invalid"); });
    var kind = row.querySelector('select[name="kind"]');
    if (kind) { kind.value = "normal"; }
    checkRPE(row, "");
    var note = row.querySelector('input[name="note"]');
    if (note) { note.value = ""; }
    ["weight", "reps", "duration", "distance"].forEach(function (name) {
      var from = source.querySelector('input[name="' + name + '"]');
      var to = row.querySelector('input[name="' + name + '"]');
      if (from && to) { to.value = from.value; }
    });
    var previous = row.querySelector(".previous");
    if (previous) {
      var blank = document.createElement("span");
      blank.className = "previous";
      blank.setAttribute("data-previous", "");
      blank.textContent = "–";
      previous.replaceWith(blank);
    }
    var more = row.querySelector("details");
    if (more) { more.open = false; }
    window.Repbook.applyDone(row, false);
    source.insertAdjacentElement("afterend", row);
    window.Repbook.relabelCard(card);
    var table = row.closest(".set-table");
    if (table && window.Repbook.rematchPrevious) { window.Repbook.rematchPrevious(table); }
    window.Repbook.wireSetRow(row);
    return row;
  }

  // ---- Queueing. ----
  var waiters = {};
  var inFlight = null;

  function enqueue(change) {
    change.key = newKey();
    change.queuedAt = Date.now();
    change.origin = tabId;
    return transact(["changes"], "readwrite", function (tx) {
      var holder = {};
      tx.objectStore("changes").add(change).onsuccess = function (event) { holder.seq = event.target.result; };
      return holder;
    }).then(function (holder) {
      change.seq = holder.seq;
      askForSync();
      showStatus();
      window.setTimeout(flush, 0);
      return change;
    });
  }
  function askForSync() {
    if (!navigator.serviceWorker || !navigator.serviceWorker.ready) { return; }
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.sync) { return registration.sync.register("repbook-outbox"); }
    }).catch(function () { /* no Background Sync: the timer and `online` send it */ });
  }
  function waitFor(seq) {
    return new Promise(function (resolve, reject) { waiters[seq] = { resolve: resolve, reject: reject }; });
  }

  // A set row's values: merged into the last queued change of the same set when that one is not on its way yet, so a
  // burst of typing is one change; its base version is the one of the set's queued changes, else the row's.
  function saveRow(row, params) {
    params.delete("_csrf");
    var setId = row.getAttribute("data-set");
    return readAll("changes").then(function (changes) {
      changes = changes.filter(function (change) { return change.origin === tabId; });
      var own = changes.filter(function (change) { return change.kind === "set" && realId(change.setId) === realId(setId); });
      var last = changes[changes.length - 1];
      if (last && last.kind === "set" && realId(last.setId) === realId(setId) && last.seq !== inFlight) {
        var merged = new URLSearchParams(last.body);
        params.forEach(function (value, name) { merged.set(name, value); });
        last.body = merged.toString();
        return transact(["changes"], "readwrite", function (tx) { tx.objectStore("changes").put(last); }).then(function () {
          window.setTimeout(flush, 0);
          return last;
        });
      }
      var base = own.length ? own[0].base : Number(row.getAttribute("data-version") || 0) || null;
      return enqueue({ kind: "set", setId: setId, url: "/workout/sets/{set}", body: params.toString(), base: base });
    }).then(function (change) {
      var answer = waitFor(change.seq);
      if (params.get("done") === "1") {
        // No answer soon (offline): the rest starts here, so it counts; the server's answer sets it exactly.
        var answered = false;
        answer.then(function () { answered = true; }, function () { answered = true; });
        window.setTimeout(function () { if (!answered) { startLocalRest(row); } }, 1500);
      }
      return answer;
    });
  }
  // Marking a set done starts the rest here at once, so it counts offline; the server's answer then sets it exactly.
  // The rest follows the set's kind as the server's SetKindRest does: a warm-up rests the warm-up rest, a drop set the
  // drop-set rest (0 = none), any other set the exercise's rest.
  function localRestSeconds(row) {
    var card = row.closest(".exercise-card");
    var kind = row.querySelector('[name="kind"]');
    var value = kind ? kind.value : "normal";
    if (value === "warmup") { return Number(workout.getAttribute("data-warmup-rest") || 0); }
    if (value === "drop") { return Number(workout.getAttribute("data-drop-rest") || 0); }
    return Number((card && card.getAttribute("data-rest")) || 0);
  }
  // A Finish tapped offline shows at once: the workout is closed on this device (no rest, no more edits) and the page
  // says the summary opens once the server has it.
  function showFinishing() {
    window.Repbook.setRest(null);
    workout.setAttribute("data-finishing", "1");
    workout.classList.add("finishing");
    var button = document.getElementById("finish-workout");
    if (button) { button.disabled = true; button.textContent = "Finished"; }
    if (!document.getElementById("finishing-note")) {
      var note = document.createElement("p");
      note.id = "finishing-note";
      note.className = "flash flash-success";
      note.setAttribute("role", "status");
      note.textContent = "Workout finished on this device. It is sent with your sets when the connection is back; then its summary opens.";
      var head = workout.querySelector(".workout-head");
      if (head && head.parentNode) { head.parentNode.insertBefore(note, head.nextSibling); } else { workout.prepend(note); }
    }
  }
  function startLocalRest(row) {
    if (workout.getAttribute("data-finishing") === "1") { return; }
    var seconds = localRestSeconds(row);
    if (seconds > 0 && !window.Repbook.restRunning()) { window.Repbook.setRest(Date.now() + seconds * 1000, null, true); }
  }

  // ---- Sending, in order, one at a time (across tabs with the Web Locks API where there is one). ----
  var flushing = false;
  var retryTimer = null;
  function flush() {
    if (flushing || signedOut) { return Promise.resolve(); }
    flushing = true;
    var run = function () { return sendNext(); };
    var done = navigator.locks ? navigator.locks.request("repbook-outbox", run) : run();
    return done.catch(function () { /* kept for the next try */ }).then(function () {
      flushing = false;
      return showStatus();
    }).then(function () {
      return readAll("changes").then(function (changes) {
        window.clearTimeout(retryTimer);
        if (changes.length) { retryTimer = window.setTimeout(flush, RETRY_MS); }
      });
    });
  }
  function sendNext() {
    return Promise.all([readAll("changes"), idMap()]).then(function (both) {
      var change = both[0].filter(function (other) { return other.origin === tabId; })[0];
      var map = both[1];
      Object.keys(map).forEach(function (temp) { resolved[temp] = String(map[temp]); });
      if (!change) { return null; }
      return send(change).then(function (outcome) {
        if (outcome === "stop") { return null; }
        return sendNext();
      });
    });
  }
  // A change's address with every temporary id (of a set or an exercise added offline) that the server has answered
  // replaced by the server's id.
  function urlOf(change) {
    var url = change.url;
    if (change.setId) { url = url.replace("{set}", realId(change.setId)); }
    return url.replace(/\/(t[0-9a-z]+)(?=\/|$)/g, function (match, id) { return "/" + realId(id); });
  }
  function send(change) {
    var url = urlOf(change);
    if (/\/t[0-9a-z]+(\/|$)/.test(url)) {
      // A set whose add was refused: nothing to change on the server.
      return drop(change).then(function () { return "next"; });
    }
    var params = new URLSearchParams(change.body);
    params.set("_csrf", csrfToken);
    if (change.kind === "set") {
      var version = Math.max(change.base || 0, ackedVersions()[realId(change.setId)] || 0);
      if (version > 0) { params.set("version", String(version)); }
    }
    inFlight = change.seq;
    return fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch", "Idempotency-Key": change.key },
      body: params.toString()
    }).then(function (response) {
      inFlight = null;
      unreachable = false;
      lastReached = Date.now();
      transact(["meta"], "readwrite", function (tx) { tx.objectStore("meta").put({ name: META_REACHED, at: lastReached }); });
      if (response.redirected && /\/signin/.test(response.url)) {
        signedOut = true;
        return "stop";
      }
      if (response.status >= 500) {
        unreachable = true;
        return "stop";
      }
      if (response.status === 403 && !change.tokenRenewed) {
        // A page kept for long may carry an old form token: take the current one and try again; the change stays.
        change.tokenRenewed = true;
        return renewToken().then(function () { return send(change); });
      }
      return response.text().then(function (text) {
        var json = null;
        try { json = JSON.parse(text); } catch (e) { json = null; }
        if (response.ok) { return applied(change, json, response); }
        return refused(change, response.status, json || {});
      });
    }, function () {
      inFlight = null;
      unreachable = true;
      return "stop";
    });
  }
  function renewToken() {
    return fetch("/workout", { credentials: "same-origin", cache: "no-store" }).then(function (response) { return response.text(); })
      .then(function (html) {
        var match = html.match(/<meta name="csrf-token" content="([^"]+)"/);
        if (match) { csrfToken = match[1]; }
      }).catch(function () { /* offline again */ });
  }
  // A sent change leaves the queue, unless the row was typed into while it was on its way: then what is stored now is
  // a new change (a new key, on the version just answered).
  function settle(change, json) {
    return transact(["changes"], "readwrite", function (tx) {
      var store = tx.objectStore("changes");
      store.get(change.seq).onsuccess = function (event) {
        var stored = event.target.result;
        if (stored && stored.body !== change.body) {
          stored.key = newKey();
          if (json && json.version) { stored.base = json.version; }
          store.put(stored);
        } else {
          store.delete(change.seq);
        }
      };
    });
  }
  function drop(change) {
    return transact(["changes"], "readwrite", function (tx) { tx.objectStore("changes").delete(change.seq); });
  }

  // The server took the change: map a new set's id, move the set's queued changes to the new version, tell the row.
  function applied(change, json, response) {
    var work = [settle(change, json)];
    if (change.kind === "add-set" && json && json.id) {
      resolved[change.setId] = String(json.id);
      work.push(transact(["ids"], "readwrite", function (tx) { tx.objectStore("ids").put({ temp: change.setId, real: json.id }); }));
      var row = document.getElementById("set-" + change.setId);
      if (row) { renameRow(row, String(json.id)); row.setAttribute("data-version", String(json.version)); }
      rememberVersion(String(json.id), json.version);
    }
    if (change.kind === "add-exercise" && json && json.entryId) {
      work.push(mapAddedExercise(change, json));
    }
    if (change.kind === "set" && json && json.version) {
      rememberVersion(realId(change.setId), json.version);
      var target = rowFor(change.setId);
      if (target) { target.setAttribute("data-version", String(json.version)); }
      work.push(readAll("changes").then(function (changes) {
        var later = changes.filter(function (other) {
          return other.kind === "set" && other.origin === change.origin && realId(other.setId) === realId(change.setId) &&
            other.base === change.base;
        });
        return transact(["changes"], "readwrite", function (tx) {
          later.forEach(function (other) { other.base = json.version; tx.objectStore("changes").put(other); });
        });
      }));
    }
    return Promise.all(work).then(function () {
      var waiter = waiters[change.seq];
      delete waiters[change.seq];
      if (waiter) { waiter.resolve(json || {}); }
      if (change.kind === "finish") {
        window.Repbook.setRest(null);
        window.location.href = (json && json.location) || response.url;
        return "stop";
      }
      return readAll("changes").then(function (changes) {
        if (changes.length === 0) { refreshCachedPage(); }
        return "next";
      });
    });
  }

  // An exercise added offline was answered: its temporary entry id and its first set's temporary id become the
  // server's, in the page and in the "ids" store (a repeat of the add gets the same answer, so this happens once).
  function mapAddedExercise(change, json) {
    var entry = String(json.entryId);
    var first = json.sets && json.sets[0];
    resolved[change.entryId] = entry;
    var card = document.getElementById("exercise-" + change.entryId);
    if (card) {
      card.id = "exercise-" + entry;
      card.setAttribute("data-entry", entry);
      var addSet = card.querySelector(".add-set-form");
      if (addSet) { addSet.setAttribute("action", "/workout/exercises/" + entry + "/sets"); }
    }
    if (first && change.setId) {
      resolved[change.setId] = String(first.id);
      var row = document.getElementById("set-" + change.setId);
      if (row) { renameRow(row, String(first.id)); row.setAttribute("data-version", String(first.version)); }
      rememberVersion(String(first.id), first.version);
    }
    return transact(["ids"], "readwrite", function (tx) {
      tx.objectStore("ids").put({ temp: change.entryId, real: json.entryId });
      if (first && change.setId) { tx.objectStore("ids").put({ temp: change.setId, real: first.id }); }
    });
  }

  // A card for an exercise added offline (the picker queued it), drawn from the page's <template id="offline-card">
  // with the fields of the exercise's kind and one open set row, wired like the server's rows.
  var FIELDS = {
    weight: ["weight_reps", "weighted_bodyweight", "assisted_bodyweight"],
    reps: ["weight_reps", "bodyweight_reps", "weighted_bodyweight", "assisted_bodyweight", "reps_only"],
    duration: ["duration", "distance_duration"],
    distance: ["distance_duration"]
  };
  function drawCard(change) {
    var template = document.getElementById("offline-card");
    var entry = realId(change.entryId);
    if (!template || document.getElementById("exercise-" + entry)) { return null; }
    var holder = document.createElement("div");
    holder.innerHTML = template.innerHTML.replace(/__ENTRY__/g, entry).replace(/__SET__/g, realId(change.setId));
    var card = holder.querySelector(".exercise-card");
    card.id = "exercise-" + entry;
    card.setAttribute("data-entry", entry);
    renameRow(card.querySelector(".set-row"), realId(change.setId));
    var exercise = change.exercise || { name: "Exercise", kind: "weight_reps" };
    card.querySelectorAll("[data-field]").forEach(function (node) {
      var shown = FIELDS[node.getAttribute("data-field")] || [];
      if (shown.indexOf(exercise.kind) < 0) { node.remove(); }
    });
    var unit = template.getAttribute("data-unit") || "kg";
    var prefix = exercise.kind === "weighted_bodyweight" ? "+" : exercise.kind === "assisted_bodyweight" ? "−" : "";
    card.querySelectorAll('.set-head [data-field="weight"]').forEach(function (node) { node.textContent = prefix + unit; });
    card.querySelector(".offline-card-name").textContent = exercise.name;
    card.querySelector(".set-table").setAttribute("aria-label", "Sets of " + exercise.name);
    var actions = workout.querySelector(".workout-actions");
    if (actions) { actions.insertAdjacentElement("beforebegin", card); } else { workout.appendChild(card); }
    var empty = workout.querySelector("p.empty");
    if (empty) { empty.hidden = true; }
    card.querySelectorAll(".set-row").forEach(function (row) { window.Repbook.wireSetRow(row); });
    window.Repbook.relabelCard(card);
    if (window.location.hash === "#exercise-" + change.entryId) { card.scrollIntoView({ block: "start" }); }
    return card;
  }

  // The server refused the change: a change on an old version shows both values; anything else is explained and
  // dropped (a repeat would be refused the same way).
  function refused(change, status, json) {
    var error = new Error((json.error && json.error.message) || ("The server answered " + status + "."));
    error.permanent = true;
    error.status = status;
    error.field = (json.error && json.error.field) || null;
    return drop(change).then(function () {
      var waiter = waiters[change.seq];
      delete waiters[change.seq];
      var row = change.setId ? rowFor(change.setId) : null;
      if (status === 409 && json.current && row) {
        error.conflict = true;
        window.RepbookConflict.show(row, new URLSearchParams(change.body), json.current, {
          keepMine: function () {
            // What the row holds now, sent again on the version the server holds.
            row.setAttribute("data-version", String(json.current.version));
            var params = new URLSearchParams(new FormData(row));
            params.set("done", row.classList.contains("done") ? "1" : "0");
            saveRow(row, params).catch(function () { /* shown at the row */ });
          },
          keepTheirs: function () {
            row.setAttribute("data-version", String(json.current.version));
          }
        });
      } else if (change.kind === "finish" && status === 409) {
        window.location.href = "/";
        return "stop";
      } else if (!waiter) {
        var status2 = document.getElementById("save-status");
        if (status2) { status2.textContent = "Not saved: " + error.message; status2.classList.add("error"); }
      }
      if (waiter) { waiter.reject(error); }
      return "next";
    });
  }

  // With nothing waiting, the service worker keeps a fresh copy of this page, so an offline reload shows what the
  // server holds now.
  function refreshCachedPage() {
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      navigator.serviceWorker.controller.postMessage({ type: "repbook-refresh", path: "/workout" });
    }
  }

  // ---- The page's other changes, taken before app.js sends them as navigations. ----
  document.addEventListener("submit", function (event) {
    var form = event.target;
    var submitter = event.submitter;
    if (!ready || !(form instanceof HTMLFormElement) || !workout.contains(form)) { return; }
    if (form.classList.contains("add-set-form")) {
      var card = form.closest(".exercise-card");
      if (!card.querySelector(".set-row")) { return; } // nothing to draw from: the page adds it with a reload
      event.preventDefault();
      event.stopPropagation();
      var temp = "t" + newKey().replace(/[^0-9a-z]/gi, "").toLowerCase().slice(0, 20);
      var row = drawRow(card, temp);
      enqueue({ kind: "add-set", setId: temp, url: form.getAttribute("action"), body: "" });
      window.Repbook.focusSet(temp);
      return row;
    }
    if (form.classList.contains("set-row") && submitter && /\/delete$/.test(submitter.getAttribute("formaction") || "")) {
      event.preventDefault();
      event.stopPropagation();
      var setId = form.getAttribute("data-set");
      var removedCard = form.closest(".exercise-card");
      form.remove();
      if (removedCard) { window.Repbook.relabelCard(removedCard); }
      enqueue({ kind: "delete-set", setId: setId, url: "/workout/sets/{set}/delete", body: "" });
      return null;
    }
    if (form.id === "finish-form") {
      event.preventDefault();
      event.stopPropagation();
      var undone = workout.querySelectorAll(".set-row:not(.done)").length;
      if (undone > 0) {
        var message = undone === 1 ? "1 set is not marked done. Finishing drops it. Finish?" : undone + " sets are not marked done. Finishing drops them. Finish?";
        if (!window.confirm(message)) { return null; }
      }
      enqueue({ kind: "finish", url: "/workout/finish", body: "confirm=1" });
      showFinishing();
      return null;
    }
    var action = submitter && submitter.name === "action" ? submitter.value : "";
    if (action === "remove" && /^\/workout\/exercises\/(\d+|t[0-9a-z]+)$/.test(form.getAttribute("action"))) {
      event.preventDefault();
      event.stopPropagation();
      if (!window.confirm(form.getAttribute("data-confirm") || "Remove this exercise?")) { return null; }
      var gone = form.closest(".exercise-card");
      if (gone) { gone.remove(); }
      enqueue({ kind: "remove-exercise", url: form.getAttribute("action"), body: "action=remove" });
      return null;
    }
    if (!form.classList.contains("set-row") && (unreachable || !navigator.onLine)) {
      // Moving and linking exercises, discarding: these need the server.
      event.preventDefault();
      event.stopPropagation();
      if (saveStatus) { saveStatus.textContent = "That needs a connection; your sets and notes are kept on this device."; }
    }
    return null;
  }, true);

  // Exercise notes save on change, through the queue.
  document.addEventListener("change", function (event) {
    var area = event.target;
    if (!ready || !area.matches || !area.matches("textarea[data-autosave]") || !workout.contains(area)) { return; }
    event.stopPropagation();
    var params = new URLSearchParams(new FormData(area.form));
    params.delete("_csrf");
    enqueue({ kind: "notes", url: area.form.getAttribute("action"), body: params.toString() });
  }, true);

  // ---- On load: draw the queued changes over the page (which may come from the cache), then send them. ----
  // Changes left by tabs that are gone (closed, or a browser restart) become this tab's.
  function adoptOrphans() {
    var held = navigator.locks && navigator.locks.query ? navigator.locks.query().then(function (state) {
      return (state.held || []).map(function (lock) { return lock.name; });
    }) : Promise.resolve(null);
    return Promise.all([held, readAll("changes")]).then(function (both) {
      var live = both[0];
      var orphans = both[1].filter(function (change) {
        return change.origin !== tabId && (live === null || live.indexOf("repbook-tab-" + change.origin) < 0);
      });
      if (orphans.length === 0) { return null; }
      return transact(["changes"], "readwrite", function (tx) {
        orphans.forEach(function (change) { change.origin = tabId; tx.objectStore("changes").put(change); });
      });
    });
  }
  function replay() {
    return Promise.all([readAll("changes"), idMap(), readAll("meta")]).then(function (all) {
      var map = all[1];
      Object.keys(map).forEach(function (temp) { resolved[temp] = String(map[temp]); });
      all[2].forEach(function (row) { if (row.name === META_REACHED) { lastReached = row.at; } });
      all[0].forEach(function (change) {
        if (change.kind === "add-exercise") {
          drawCard(change);
        } else if (change.kind === "add-set") {
          if (!rowFor(change.setId)) {
            var card = document.querySelector('.exercise-card form.add-set-form[action="' + urlOf(change) + '"]');
            if (card) { drawRow(card.closest(".exercise-card"), change.setId); }
          }
        } else if (change.kind === "set") {
          var row = rowFor(change.setId);
          if (row) { fillRow(row, change.body); }
        } else if (change.kind === "delete-set") {
          var gone = rowFor(change.setId);
          if (gone) { gone.remove(); }
        } else if (change.kind === "notes") {
          var form = document.querySelector('form.notes-form[action="' + change.url + '"]');
          var area = form && form.querySelector("textarea");
          if (area) { area.value = new URLSearchParams(change.body).get("notes") || ""; }
        } else if (change.kind === "remove-exercise") {
          var entry = change.url.split("/").pop();
          var card2 = document.getElementById("exercise-" + entry);
          if (card2) { card2.remove(); }
        } else if (change.kind === "finish") {
          showFinishing();
        }
      });
      document.querySelectorAll(".exercise-card").forEach(function (card) { window.Repbook.relabelCard(card); });
    });
  }

  // The outbox takes over only once IndexedDB opened; until then (or if it never does) app.js saves as before.
  database().then(function () {
    ready = true;
    window.RepbookOutbox = {
      saveRow: saveRow, flush: flush, pending: function () { return readAll("changes"); },
      // The outbox's own parts, for the unit tests that drive it in a real browser (tests/browser/test_outbox_unit.py).
      parts: {
        tabId: tabId, enqueue: enqueue, urlOf: urlOf, realId: realId, resolved: resolved, readAll: readAll, transact: transact,
        drawCard: drawCard, adoptOrphans: adoptOrphans, replay: replay, ackedVersions: ackedVersions, showStatus: showStatus,
        askForSync: askForSync
      }
    };
    return adoptOrphans().catch(function () { /* sent by their own tab */ });
  }).then(replay).catch(function () { /* drawn as the server has it */ }).then(showStatus).then(flush)
    .catch(function () { /* no IndexedDB: app.js saves directly */ });
  window.addEventListener("online", function () { unreachable = false; flush(); });
  if (navigator.serviceWorker) {
    navigator.serviceWorker.addEventListener("message", function (event) {
      if (event.data && event.data.type === "repbook-outbox-flush") { flush(); }
    });
  }
})();
