// Repbook's progressive enhancements; every form also works without them.

// Shared by the page scripts: a horizontal swipe on `element`, or the left and right arrow keys (outside form fields),
// calls `move` with "previous" or "next".
window.Repbook = {
  onSidewaysMove: function (element, move) {
    "use strict";
    var startX = null;
    var startY = null;
    function inField(target) {
      var tag = (target && target.tagName) || "";
      return tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA";
    }
    element.addEventListener("touchstart", function (event) {
      if (event.touches.length !== 1 || inField(event.target)) { startX = null; return; }
      startX = event.touches[0].clientX;
      startY = event.touches[0].clientY;
    }, { passive: true });
    element.addEventListener("touchend", function (event) {
      if (startX === null) { return; }
      var dx = event.changedTouches[0].clientX - startX;
      var dy = event.changedTouches[0].clientY - startY;
      startX = null;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) { move(dx < 0 ? "next" : "previous"); }
    });
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || inField(event.target)) { return; }
      if (event.key === "ArrowLeft") { move("previous"); }
      if (event.key === "ArrowRight") { move("next"); }
    });
  }
};

(function () {
  "use strict";

  document.documentElement.classList.add("js");

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\s+/g, " ").trim();
  }

  var csrfMeta = document.querySelector('meta[name="csrf-token"]');
  var csrfToken = csrfMeta ? csrfMeta.getAttribute("content") : "";

  // Sends a form body the way the page's forms do, asking for JSON back.
  function post(url, params) {
    return fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "fetch" },
      body: params.toString()
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (json) {
        if (!response.ok) {
          var error = new Error((json.error && json.error.message) || ("The server answered " + response.status + "."));
          error.permanent = response.status < 500;
          error.status = response.status;
          error.field = (json.error && json.error.field) || null;
          throw error;
        }
        return json;
      });
    });
  }

  // Owner setup: send the browser's time zone along.
  document.querySelectorAll("[data-fill-timezone]").forEach(function (input) {
    try { input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"; } catch (e) { /* keep UTC */ }
  });

  // Fields that apply at once (library sort, split schedule and day count).
  document.querySelectorAll("[data-autosubmit]").forEach(function (field) {
    field.addEventListener("change", function () { field.form.submit(); });
  });

  // Destructive forms ask first.
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) { event.preventDefault(); event.stopImmediatePropagation(); }
    });
  });

  // Row actions come back to the same filtered list.
  document.querySelectorAll("input[data-return-here]").forEach(function (input) {
    input.value = window.location.pathname + window.location.search;
  });

  // Lists that filter as you type (each keystroke, no Enter needed); Enter still searches on the server where the
  // field is part of a search form. `summary` (optional) shows how many rows match.
  // ExerciseSearch.query: folded words without punctuation or a plural s, joined without spaces.
  function searchQuery(text) {
    return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(function (word) {
      return word.length >= 3 && /s$/.test(word) && !/ss$/.test(word) ? word.slice(0, -1) : word;
    }).join("");
  }
  function liveFilter(search, list, empty, serverEmpty, summary) {
    var rows = Array.prototype.slice.call(list.querySelectorAll(".exercise-row"));
    // Rows with data-search (ExerciseSearch.key) match the forgiving way: "pull up", "pullup" and "Pull-Ups" alike.
    var forgiving = rows.length > 0 && rows[0].hasAttribute("data-search");
    var keys = rows.map(function (row) { return forgiving ? row.getAttribute("data-search") : fold(row.getAttribute("data-name") || ""); });
    var summaryText = summary ? summary.textContent : "";
    function apply() {
      var needle = forgiving ? searchQuery(search.value) : fold(search.value);
      var shown = 0;
      rows.forEach(function (row, index) {
        var match = keys[index].indexOf(needle) !== -1;
        row.hidden = !match;
        if (match) { shown += 1; }
      });
      // A ranked list (the picker) puts exact names first, then names that start with the text, and exercises already
      // in the workout last, as ExercisePickerPage orders them.
      if (forgiving && list.hasAttribute("data-rank")) {
        var rank = function (index) {
          var base = rows[index].getAttribute("data-in-workout") === "true" ? 10 : 0;
          var own = keys[index].split(" ")[0];
          return base + (!needle || own === needle ? 0 : own.indexOf(needle) === 0 ? 1 : 2);
        };
        rows.map(function (row, index) { return index; })
          .sort(function (a, b) { return rank(a) - rank(b) || a - b; })
          .forEach(function (index) { list.appendChild(rows[index]); });
      }
      list.hidden = shown === 0 && rows.length > 0;
      if (empty) { empty.hidden = shown !== 0 || (serverEmpty !== null); }
      if (summary) { summary.textContent = needle ? shown + (shown === 1 ? " match" : " matches") : summaryText; }
    }
    search.addEventListener("input", apply);
  }
  function wireFilters(root) {
    root.querySelectorAll("[data-filter-list]").forEach(function (search) {
      var list = document.getElementById(search.getAttribute("data-filter-list"));
      var empty = document.getElementById(search.getAttribute("data-filter-empty") || "");
      if (list) { liveFilter(search, list, empty, null, null); }
      // A picker's search field filters only: Enter must not submit the form around it.
      if (!search.closest("form[role=search], form.searchbar")) {
        search.addEventListener("keydown", function (event) { if (event.key === "Enter") { event.preventDefault(); } });
      }
    });
  }
  var librarySearch = document.getElementById("library-search");
  var libraryList = document.getElementById("exercise-list");
  if (librarySearch && libraryList) {
    liveFilter(librarySearch, libraryList, document.getElementById("library-filter-empty"), document.getElementById("library-empty"),
      document.querySelector("[data-summary]"));
  }
  wireFilters(document);

  // Forms marked data-swap (the template editor): a step that only redraws the form (add, move, remove) is posted in the
  // background and the new form replaces the old one in place, keeping the scroll; only Save navigates.
  document.querySelectorAll("form[data-swap]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      var submitter = event.submitter;
      var op = submitter && submitter.name === "op" ? submitter.value : "save";
      if (op === "save" || !window.fetch || !window.DOMParser) { return; }
      event.preventDefault();
      var body = new URLSearchParams(new FormData(form));
      body.set("op", op);
      fetch(form.action, {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString()
      }).then(function (response) {
        if (!response.ok) { throw new Error("status " + response.status); }
        return response.text();
      }).then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById(form.id);
        if (!fresh) { throw new Error("no form in the answer"); }
        form.innerHTML = fresh.innerHTML;
        wireFilters(form);
        var moved = op.match(/^(up|down)-(\d+)$/);
        if (moved) {
          var to = Number(moved[2]) + (moved[1] === "up" ? -1 : 1);
          var row = form.querySelector('[data-row="' + to + '"]');
          var button = row && row.querySelector('button[value="' + moved[1] + "-" + to + '"]');
          if (row) { row.scrollIntoView({ block: "center" }); }
          if (button) { button.focus({ preventScroll: true }); }
        } else if (op === "add") {
          var search = form.querySelector("[data-filter-list]");
          if (search) { search.focus({ preventScroll: true }); }
        }
        form.setAttribute("data-swapped", String(Number(form.getAttribute("data-swapped") || 0) + 1));
      }).catch(function () {
        // Fall back to the plain form post.
        var carried = document.createElement("input");
        carried.type = "hidden"; carried.name = "op"; carried.value = op;
        form.appendChild(carried);
        HTMLFormElement.prototype.submit.call(form);
      });
    });
  });

  // ---- The workout in progress: its clock in the bar on every other page. ----
  document.querySelectorAll("[data-elapsed-since]").forEach(function (clockText) {
    var since = Number(clockText.getAttribute("data-elapsed-since") || 0);
    if (!since) { return; }
    var show = function () {
      var seconds = Math.max(0, Math.floor((Date.now() - since) / 1000));
      var hours = Math.floor(seconds / 3600);
      var minutes = Math.floor((seconds % 3600) / 60);
      var rest = seconds % 60;
      clockText.textContent = (hours > 0 ? hours + ":" + (minutes < 10 ? "0" : "") : "") + minutes + ":" + (rest < 10 ? "0" : "") + rest;
    };
    show();
    window.setInterval(show, 1000);
  });

  // ---- Rest timer: on every page, from the server's state mirrored in localStorage. ----
  var REST_KEY = "repbook.rest";
  var restBar = document.getElementById("rest-bar");
  var restRemaining = document.getElementById("rest-remaining");
  var restTick = null;
  var audioContext = null;

  function readRest() {
    try { return JSON.parse(window.localStorage.getItem(REST_KEY) || "null"); } catch (e) { return null; }
  }
  function writeRest(state) {
    try {
      if (state) { window.localStorage.setItem(REST_KEY, JSON.stringify(state)); } else { window.localStorage.removeItem(REST_KEY); }
    } catch (e) { /* private mode: the bar still works on this page */ }
  }
  function clock(seconds) {
    var minutes = Math.floor(seconds / 60);
    var rest = seconds % 60;
    return minutes + ":" + (rest < 10 ? "0" : "") + rest;
  }
  function unlockAudio() {
    if (audioContext) { return; }
    var Context = window.AudioContext || window.webkitAudioContext;
    if (Context) { try { audioContext = new Context(); } catch (e) { audioContext = null; } }
  }
  function beep() {
    if (!audioContext) { return; }
    try {
      [0, 0.25].forEach(function (offset) {
        var oscillator = audioContext.createOscillator();
        var gain = audioContext.createGain();
        oscillator.frequency.value = 880;
        gain.gain.setValueAtTime(0.25, audioContext.currentTime + offset);
        gain.gain.exponentialRampToValueAtTime(0.001, audioContext.currentTime + offset + 0.2);
        oscillator.connect(gain);
        gain.connect(audioContext.destination);
        oscillator.start(audioContext.currentTime + offset);
        oscillator.stop(audioContext.currentTime + offset + 0.2);
      });
    } catch (e) { /* no sound available */ }
  }
  function restFinished(state) {
    if (window.Notification && window.Notification.permission === "granted") {
      try { new window.Notification("Rest is over", { body: "Time for the next set.", tag: "repbook-rest" }); } catch (e) { /* pages cannot always */ }
    }
    if (navigator.vibrate) { navigator.vibrate([200, 100, 200]); }
    beep();
    document.documentElement.setAttribute("data-rest-done", String(Date.now()));
    if (state && state.next) { focusSet(state.next); }
  }
  function renderRest() {
    var state = readRest();
    if (!restBar) { return; }
    if (!state || !state.endsAt) { restBar.hidden = true; document.body.classList.remove("resting"); return; }
    var left = Math.ceil((state.endsAt - Date.now()) / 1000);
    if (left <= 0) {
      writeRest(null);
      restBar.hidden = true;
      document.body.classList.remove("resting");
      if (state.alarm !== false) { restFinished(state); }
      return;
    }
    restBar.hidden = false;
    document.body.classList.add("resting");
    restRemaining.textContent = clock(left);
    restRemaining.setAttribute("data-seconds", String(left));
  }
  function startRestTicker() {
    if (restTick) { window.clearInterval(restTick); }
    renderRest();
    restTick = window.setInterval(renderRest, 250);
  }
  // `local`: started on this device before the server confirmed it (offline), so a reload keeps counting it.
  function setRest(endsAt, next, local) {
    // A workout finished on this device rests no more: a late answer for its last set must not start a countdown.
    var live = document.getElementById("workout");
    if (live && live.getAttribute("data-finishing") === "1") { endsAt = null; }
    writeRest(endsAt ? { endsAt: endsAt, next: next || null, local: Boolean(local) } : null);
    startRestTicker();
  }
  if (restBar) {
    restBar.querySelectorAll("[data-rest]").forEach(function (button) {
      button.addEventListener("click", function () {
        unlockAudio();
        var action = button.getAttribute("data-rest");
        var state = readRest();
        // Answer at once, then let the server confirm.
        if (action === "skip") {
          writeRest(null);
        } else if (state) {
          state.endsAt += action === "add" ? 15000 : -15000;
          writeRest(state);
        }
        renderRest();
        post("/workout/rest", new URLSearchParams({ _csrf: csrfToken, action: action })).then(function (json) {
          var current = readRest();
          if (json.restEndsAtMillis) {
            writeRest({ endsAt: json.restEndsAtMillis, next: current ? current.next : null });
          } else {
            writeRest(null);
          }
          renderRest();
        }).catch(function () { /* the countdown stays local */ });
      });
    });
    startRestTicker();
  }

  // ---- The live workout. ----
  var workout = document.getElementById("workout");
  var status = document.getElementById("save-status");
  var PENDING_KEY = "repbook.pending";
  var queues = {};

  function setStatus(text, isError) {
    if (!status) { return; }
    status.textContent = text;
    status.classList.toggle("error", Boolean(isError));
  }
  function readPending() {
    try { return JSON.parse(window.localStorage.getItem(PENDING_KEY) || "{}"); } catch (e) { return {}; }
  }
  function writePending(pending) {
    try { window.localStorage.setItem(PENDING_KEY, JSON.stringify(pending)); } catch (e) { /* nothing to keep it in */ }
  }
  function firstField(row) {
    return row.querySelector('input[name="weight"], input[name="distance"], input[name="reps"], input[name="duration"]');
  }
  function focusSet(setId) {
    var row = document.getElementById("set-" + setId);
    if (!row) { return; }
    var field = firstField(row) || row.querySelector(".done-toggle");
    if (field) {
      field.focus({ preventScroll: true });
      row.scrollIntoView({ block: "center", behavior: "smooth" });
      if (field.select) { field.select(); }
    }
  }
  function rowParams(row, done) {
    var params = new URLSearchParams(new FormData(row));
    params.delete("done");
    if (done !== undefined) { params.set("done", done ? "1" : "0"); }
    return params;
  }
  // A refused save is explained at the row, next to the field at fault (or the ✓), and announced: the status line at
  // the top of the page is out of view on a phone.
  function showRowError(row, error) {
    clearRowError(row);
    var message = document.createElement("p");
    message.className = "set-error";
    message.id = "set-error-" + row.getAttribute("data-set");
    message.setAttribute("role", "alert");
    message.textContent = error.message;
    var more = row.querySelector(".set-more");
    row.insertBefore(message, more);
    var field = error.field ? row.querySelector('[name="' + error.field + '"]:not([type="hidden"])') : null;
    if (field && field.closest("details") && !field.closest("details").open) { field.closest("details").open = true; }
    var target = field || row.querySelector(".done-toggle");
    target.setAttribute("aria-invalid", "true");
    target.setAttribute("aria-describedby", message.id);
    row.setAttribute("aria-invalid", "true");
    if (field && field.focus) { field.focus({ preventScroll: true }); }
    message.scrollIntoView({ block: "nearest" });
  }
  function clearRowError(row) {
    var message = row.querySelector(".set-error");
    if (message) { message.remove(); }
    row.querySelectorAll("[aria-invalid]").forEach(function (field) {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    });
    row.removeAttribute("aria-invalid");
  }
  function applyDone(row, done) {
    row.classList.toggle("done", done);
    var toggle = row.querySelector(".done-toggle");
    toggle.setAttribute("aria-pressed", String(done));
    toggle.value = done ? "0" : "1";
    toggle.setAttribute("aria-label", done ? "Mark set not done" : "Mark set done");
  }

  // Saves a row; saves of one row go out in order, and an unacknowledged change is kept to resend after a reload.
  function saveRow(row, done) {
    if (window.RepbookOutbox) {
      // The offline outbox (outbox.js) queues and sends it.
      setStatus("Saved on this device ✓");
      return window.RepbookOutbox.saveRow(row, rowParams(row, done)).then(function (json) {
        setStatus("Saved ✓");
        clearRowError(row);
        return json;
      }, function (error) {
        if (!error.conflict) { setStatus("Not saved: " + error.message, true); showRowError(row, error); }
        throw error;
      });
    }
    var setId = row.getAttribute("data-set");
    var params = rowParams(row, done);
    var pending = readPending();
    pending[setId] = params.toString();
    writePending(pending);
    setStatus("Saving…");
    var previous = queues[setId] || Promise.resolve();
    var attempt = function () {
      return post("/workout/sets/" + setId, params).then(function (json) {
        var now = readPending();
        if (now[setId] === params.toString()) { delete now[setId]; writePending(now); }
        setStatus("Saved ✓");
        clearRowError(row);
        return json;
      });
    };
    var serverFailures = 0;
    var run = previous.catch(function () {}).then(function retrying() {
      return attempt().catch(function (error) {
        // A server that answers 5xx is up but failing: after three tries that is an error to show, not "offline".
        if (error.status >= 500) { serverFailures += 1; }
        if (serverFailures >= 3) {
          setStatus("Not saved: the server failed (" + error.status + "): " + error.message + " The change is kept on this device and sent again when the page is reloaded.", true);
          showRowError(row, { message: "Not saved: the server failed (" + error.status + "). Kept on this device; sent again after a reload.", field: null });
          throw error;
        }
        if (error.permanent) {
          var now = readPending();
          delete now[setId];
          writePending(now);
          setStatus("Not saved: " + error.message, true);
          showRowError(row, error);
          throw error;
        }
        setStatus(error.status ? "The server failed (" + error.status + "); trying again in a moment." : "Offline: your change is kept and sent again in a moment.", true);
        return new Promise(function (resolve) { window.setTimeout(resolve, 2000); }).then(retrying);
      });
    });
    queues[setId] = run;
    return run;
  }
  function allSaved() {
    var promises = Object.keys(queues).map(function (key) { return queues[key].catch(function () {}); });
    return Promise.all(promises);
  }

  function toggleDone(row) {
    unlockAudio();
    if (window.Notification && window.Notification.permission === "default") { window.Notification.requestPermission().catch(function () {}); }
    var done = !row.classList.contains("done");
    applyDone(row, done);
    saveRow(row, done).then(function (json) {
      applyDone(row, json.done);
      if (!json.done) { return; }
      if (json.restEndsAtMillis) {
        setRest(json.restEndsAtMillis, json.nextSetId);
      } else if (json.nextSetId) {
        focusSet(json.nextSetId);
      }
    }).catch(function () { applyDone(row, !done); });
  }

  // The row shows what was chosen at once: the set kind's mark (working sets renumbered across the card, warm-ups not
  // counted; a drop or failure set keeps its number, "3F", as SetRow.label draws it) and the RPE tag, before the save
  // comes back.
  var kindMarks = { warmup: "W", drop: "D", failure: "F", rest_pause: "RP" };
  function kindLabel(kind, number) {
    if (kind === "warmup") { return "W"; }
    return String(number) + (kind === "normal" ? "" : (kindMarks[kind] || ""));
  }
  function relabelCard(card) {
    var working = 0;
    card.querySelectorAll(".set-row").forEach(function (row) {
      var select = row.querySelector('select[name="kind"]');
      if (!select) { return; }
      var kind = select.value;
      if (kind !== "warmup") { working += 1; }
      var number = kind === "warmup" ? working + 1 : working;
      select.querySelectorAll("option").forEach(function (option) {
        option.textContent = kindLabel(option.value, number) + " · " + option.textContent.split(" · ").slice(1).join(" · ");
      });
      row.querySelector(".set-label").textContent = kindLabel(kind, working);
      row.querySelectorAll("button[data-kind-chip]").forEach(function (chip) {
        chip.setAttribute("aria-pressed", String(chip.getAttribute("data-kind-chip") === kind));
      });
      row.classList.toggle("warmup", kind === "warmup");
      row.setAttribute("data-kind", kind);
    });
  }
  // The effort tag on the ⋯: the chosen chip's mark in the user's scale ("@8.5", "2 RIR"), as the server draws it.
  // Every chip sends the RPE it stands for, whichever scale it shows.
  function showRPE(row) {
    var checked = row.querySelector('input[name="rpe"]:checked');
    var tag = row.querySelector(".rpe-tag");
    if (tag) { tag.textContent = checked && checked.value ? checked.getAttribute("data-mark") || "" : ""; }
  }

  function wireRow(row) {
    var timer = null;
    row.querySelectorAll('select[name="kind"]').forEach(function (select) {
      select.addEventListener("change", function () { relabelCard(row.closest(".exercise-card") || row.parentNode); });
    });
    row.querySelectorAll('input[name="rpe"]').forEach(function (radio) {
      radio.addEventListener("change", function () { showRPE(row); });
    });
    // A tap on a kind chip in the ⋯ panel chooses that kind on the row's kind picker (relabelled, rematched and saved
    // as a choice there is).
    row.querySelectorAll("button[data-kind-chip]").forEach(function (chip) {
      chip.addEventListener("click", function () {
        var select = row.querySelector('select[name="kind"]');
        if (!select || select.value === chip.getAttribute("data-kind-chip")) { return; }
        select.value = chip.getAttribute("data-kind-chip");
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    });
    // A tap on last time's numbers copies them into the row's fields and saves.
    row.querySelectorAll("button[data-previous]").forEach(function (button) {
      button.addEventListener("click", function () {
        ["weight", "reps", "duration", "distance"].forEach(function (name) {
          var field = row.querySelector('input[name="' + name + '"]');
          var value = button.getAttribute("data-" + name);
          if (field && value) { field.value = value; }
        });
        window.clearTimeout(timer);
        saveRow(row);
      });
    });
    row.addEventListener("submit", function (event) {
      var submitter = event.submitter;
      if (submitter && submitter.getAttribute("formaction")) { return; } // delete: a real navigation
      event.preventDefault();
      if (submitter && submitter.classList.contains("done-toggle")) { toggleDone(row); } else { saveRow(row); }
    });
    row.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(function () { saveRow(row); }, 700);
    });
    row.addEventListener("change", function () {
      window.clearTimeout(timer);
      saveRow(row);
    });
    // A tap on a filled number selects it, so the first key replaces it ("125" over "122.5" reads "125"), as
    // Strong's keypad does; the mouseup right after the focus would otherwise drop the selection for a caret.
    row.querySelectorAll('input[name="weight"], input[name="reps"], input[name="duration"], input[name="distance"]').forEach(function (input) {
      var justFocused = false;
      input.addEventListener("focus", function () {
        justFocused = true;
        input.select();
        window.setTimeout(function () { if (document.activeElement === input) { input.select(); } }, 0);
      });
      input.addEventListener("mouseup", function (event) {
        if (justFocused) { event.preventDefault(); }
        justFocused = false;
      });
      input.addEventListener("blur", function () { justFocused = false; });
    });
    // Enter moves to the next field of the row, and on the last one marks the set done.
    row.querySelectorAll("input").forEach(function (input) {
      input.addEventListener("keydown", function (event) {
        if (event.key !== "Enter") { return; }
        event.preventDefault();
        window.clearTimeout(timer);
        var fields = Array.prototype.slice.call(row.querySelectorAll('input:not([type="hidden"]):not([type="radio"]):not([name="note"])'));
        var index = fields.indexOf(input);
        if (index >= 0 && index < fields.length - 1) {
          fields[index + 1].focus();
          fields[index + 1].select();
        } else if (!row.classList.contains("done")) {
          toggleDone(row);
        } else {
          saveRow(row);
        }
      });
    });
  }

  if (workout) {
    workout.querySelectorAll(".set-row").forEach(wireRow);
    // For the offline outbox (outbox.js), which draws rows and answers saves itself.
    window.Repbook.wireSetRow = wireRow;
    window.Repbook.applyDone = applyDone;
    window.Repbook.relabelCard = relabelCard;
    window.Repbook.showRPE = showRPE;
    window.Repbook.focusSet = focusSet;
    window.Repbook.setRest = setRest;
    window.Repbook.restRunning = function () { var rest = readRest(); return Boolean(rest && rest.endsAt > Date.now()); };

    // Resend what a closed tab or a lost connection left unacknowledged.
    var pending = readPending();
    Object.keys(pending).forEach(function (setId) {
      var row = document.getElementById("set-" + setId);
      if (!row) { delete pending[setId]; return; }
      var params = new URLSearchParams(pending[setId]);
      params.set("_csrf", csrfToken);
      post("/workout/sets/" + setId, params).then(function () {
        var now = readPending();
        delete now[setId];
        writePending(now);
        window.location.reload();
      }).catch(function () { /* kept for the next try */ });
    });
    writePending(pending);

    // The server's rest timer is the truth.
    var restEnds = Number(workout.getAttribute("data-rest-ends-at") || 0);
    var state = readRest();
    if (restEnds > Date.now()) {
      setRest(restEnds, state ? state.next : null);
    } else if (state && state.local && state.endsAt > Date.now()) {
      startRestTicker(); // started offline; the page may be the cached copy
    } else if (state) {
      writeRest(null);
      renderRest();
    }

    // Elapsed time.
    var started = Number(workout.getAttribute("data-started-at") || 0);
    var elapsed = document.getElementById("elapsed");
    if (started && elapsed) {
      var tick = function () { elapsed.textContent = clock(Math.max(0, Math.floor((Date.now() - started) / 1000))); };
      tick();
      window.setInterval(tick, 1000);
    }

    // Notes save on change.
    workout.querySelectorAll("textarea[data-autosave]").forEach(function (area) {
      area.addEventListener("change", function () {
        setStatus("Saving…");
        post(area.form.action, new URLSearchParams(new FormData(area.form)))
          .then(function () { setStatus("Saved ✓"); })
          .catch(function (error) { setStatus("Not saved: " + error.message, true); });
      });
    });

    // Other forms (add set, superset, remove, finish) wait for pending saves, then navigate; moves are
    // exercise-order.js's, without a page load.
    workout.querySelectorAll("form:not(.set-row):not([data-move])").forEach(function (form) {
      form.addEventListener("submit", function (event) {
        if (form.getAttribute("data-saved") === "1") { return; }
        event.preventDefault();
        if (form.id === "finish-form") {
          var undone = workout.querySelectorAll(".set-row:not(.done)").length;
          if (undone > 0) {
            var message = undone === 1 ? "1 set is not marked done. Finishing drops it. Finish?" : undone + " sets are not marked done. Finishing drops them. Finish?";
            if (!window.confirm(message)) { return; }
            form.querySelector('input[name="confirm"]').value = "1";
          }
          writeRest(null);
        }
        var submitter = event.submitter;
        allSaved().then(function () {
          form.setAttribute("data-saved", "1");
          if (submitter && submitter.name) {
            var carried = document.createElement("input");
            carried.type = "hidden";
            carried.name = submitter.name;
            carried.value = submitter.value;
            form.appendChild(carried);
          }
          form.submit();
        });
      });
    });

    // Land on the set named in the address, else on the first open set.
    var target = window.location.hash.match(/^#set-(\d+)$/);
    if (target) {
      focusSet(target[1]);
    } else if (window.location.hash.indexOf("#exercise-") === 0) {
      var card = document.getElementById(window.location.hash.slice(1));
      var row = card && card.querySelector(".set-row:not(.done)");
      if (row) { focusSet(row.getAttribute("data-set")); }
    }
  }

  // Line charts: a tap anywhere on the chart shows the nearest point's day and value under it (hover titles do not
  // exist on a phone).
  document.querySelectorAll("figure.chart").forEach(function (figure) {
    var svg = figure.querySelector("svg.chart-svg");
    var readout = figure.querySelector(".chart-readout");
    var dots = figure.querySelectorAll("circle[data-readout]");
    if (!svg || !readout || dots.length === 0) { return; }
    svg.addEventListener("click", function (event) {
      var nearest = null;
      var best = Infinity;
      dots.forEach(function (dot) {
        var box = dot.getBoundingClientRect();
        var distance = Math.abs(box.left + box.width / 2 - event.clientX);
        if (distance < best) { best = distance; nearest = dot; }
      });
      dots.forEach(function (dot) { dot.classList.toggle("selected", dot === nearest); });
      readout.textContent = nearest.getAttribute("data-readout");
      readout.hidden = false;
    });
  });

  // The history calendar: swipe sideways (or press the arrow keys) to change month.
  var calendar = document.getElementById("calendar");
  if (calendar) {
    window.Repbook.onSidewaysMove(calendar, function (direction) {
      window.location.href = calendar.getAttribute("data-" + direction);
    });
  }
})();
