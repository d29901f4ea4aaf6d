// The outbox's queue (static/outbox-core.js) over the outbox store (static/outbox-store.js) on the in-memory IndexedDB
// stand-in (static/memory-indexeddb.js), with a scripted server: queueing, order, merging, retries, conflicts, ids.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createOutbox, outboxStatus } from "../../Sources/RepbookServer/Resources/static/outbox-core.js";
import { outboxStore } from "../../Sources/RepbookServer/Resources/static/outbox-store.js";
import { memoryIndexedDB } from "../../Sources/RepbookServer/Resources/static/memory-indexeddb.js";
import { readChangeAnswer } from "../../Sources/RepbookServer/Resources/static/change-answer.js";

/// A server that answers each request with the next scripted answer ({status, json} or "offline") and records it.
function scriptedServer(answers) {
  const sent = [];
  const fetcher = (url, init) => {
    const body = new URLSearchParams(init.body);
    sent.push({ url, body, key: init.headers["Idempotency-Key"] });
    const next = answers.length ? answers.shift() : { status: 200, json: {} };
    if (next === "offline") { return Promise.reject(new TypeError("Failed to fetch")); }
    return Promise.resolve({
      status: next.status, redirected: Boolean(next.redirectTo), url: next.redirectTo || url,
      text: () => Promise.resolve(next.json === undefined ? "" : JSON.stringify(next.json))
    });
  };
  return { sent, fetcher };
}

function makeOutbox({
  answers = [], tabId = "tab-a", store = outboxStore(memoryIndexedDB()), hooks = {}, token = "tok-1", renewed = "tok-2", wrapFetch = (send) => send
} = {}) {
  const server = scriptedServer(answers);
  const ackedVersions = {};
  let current = token;
  const calls = { renew: 0, hooks: [] };
  const recorded = {};
  ["queued", "status", "applied", "finished", "drained", "conflict", "finishRefused", "refusedUnwaited"].forEach((name) => {
    recorded[name] = (...args) => { calls.hooks.push([name, ...args]); return hooks[name] ? hooks[name](...args) : undefined; };
  });
  const outbox = createOutbox({
    store, tabId, fetcher: wrapFetch(server.fetcher), token: () => current,
    renewToken: () => { calls.renew += 1; current = renewed; return Promise.resolve(current); },
    acked: { get: () => ackedVersions, remember: (id, version) => { ackedVersions[id] = Math.max(ackedVersions[id] || 0, version); } },
    timers: { setTimeout: () => 0, clearTimeout: () => {} }, now: () => 1_000_000, hooks: recorded
  });
  return { outbox, server, calls, ackedVersions, store };
}

test("changes are sent in the order they were queued, each with its own key and the form token, then leave the queue", async () => {
  const { outbox, server } = makeOutbox();
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/7", body: "notes=heavy" });
  await outbox.enqueue({ kind: "add-set", setId: "tabc", url: "/workout/exercises/7/sets", body: "" });
  await outbox.enqueue({ kind: "finish", url: "/workout/finish", body: "confirm=1" });
  assert.equal((await outbox.pending()).length, 3);
  await outbox.flush();
  assert.deepEqual(server.sent.map((request) => request.url), ["/workout/exercises/7", "/workout/exercises/7/sets", "/workout/finish"]);
  assert.equal(new Set(server.sent.map((request) => request.key)).size, 3);
  assert.ok(server.sent.every((request) => request.body.get("_csrf") === "tok-1"));
  assert.equal(server.sent[0].body.get("notes"), "heavy");
  assert.equal((await outbox.pending()).length, 0);
});

test("a burst of typing on one set is one change; the answer reaches every save of it", async () => {
  const { outbox, server } = makeOutbox({ answers: [{ status: 200, json: { done: true, version: 3 } }] });
  const first = outbox.saveSet("41", new URLSearchParams("weight=100&reps=5&_csrf=old"), 2);
  const second = outbox.saveSet("41", new URLSearchParams("reps=6&done=1"), 2);
  await outbox.queued();
  const queued = await outbox.pending();
  assert.equal(queued.length, 1);
  assert.equal(new URLSearchParams(queued[0].body).get("reps"), "6");
  assert.equal(new URLSearchParams(queued[0].body).has("_csrf"), false);
  await outbox.flush();
  assert.equal(server.sent.length, 1);
  assert.equal(server.sent[0].url, "/workout/sets/41");
  assert.equal(server.sent[0].body.get("weight"), "100");
  assert.equal(server.sent[0].body.get("version"), "2");
  assert.deepEqual(await first, { done: true, version: 3 });
  assert.deepEqual(await second, { done: true, version: 3 });
});

test("offline: nothing leaves the queue, and the next try sends the same changes in the same order under the same keys", async () => {
  const { outbox, server } = makeOutbox({ answers: ["offline", { status: 200, json: {} }, { status: 200, json: {} }] });
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/1", body: "notes=a" });
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/2", body: "notes=b" });
  await outbox.flush();
  assert.equal(outbox.state.unreachable, true);
  assert.equal(server.sent.length, 1);
  assert.equal((await outbox.pending()).length, 2);
  await outbox.online();
  assert.equal(outbox.state.unreachable, false);
  assert.deepEqual(server.sent.map((request) => request.url), ["/workout/exercises/1", "/workout/exercises/1", "/workout/exercises/2"]);
  assert.equal(server.sent[0].key, server.sent[1].key);
  assert.equal((await outbox.pending()).length, 0);
});

test("a failing server (5xx) keeps the change; from the third failure in a row the status says the server fails", async () => {
  const failure = { status: 500, json: { error: { message: "Database is locked." } } };
  const { outbox, server } = makeOutbox({ answers: [failure, failure, failure, { status: 200, json: {} }] });
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/1", body: "notes=a" });
  await outbox.flush();
  await outbox.flush();
  let shown = outboxStatus(Object.assign({ waiting: 1 }, outbox.state), () => "10:00");
  assert.match(shown.text, /^Offline · 1 change waiting/);
  await outbox.flush();
  shown = outboxStatus(Object.assign({ waiting: 1 }, outbox.state), () => "10:00");
  assert.match(shown.text, /The server failed \(500\): Database is locked\. 1 change is kept on this device/);
  assert.equal(shown.hidden, false);
  await outbox.flush();
  assert.equal(server.sent.length, 4);
  assert.equal(outbox.state.serverFailures, 0);
  assert.equal((await outbox.pending()).length, 0);
});

test("a change on an old version of a set: dropped, the page shows both (conflict hook), the save is told it conflicted", async () => {
  const current = { id: 41, version: 5, weight: 90, unit: "kg", reps: 8, done: false };
  const shownFor = [];
  const { outbox } = makeOutbox({
    answers: [{ status: 409, json: { error: { message: "Changed elsewhere." }, current } }, { status: 200, json: {} }],
    hooks: { conflict: (change, theirs) => { shownFor.push([change.setId, theirs.version]); return true; } }
  });
  const save = outbox.saveSet("41", new URLSearchParams("weight=100"), 3);
  const outcome = save.then(() => null, (error) => error);
  await outbox.queued();
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/1", body: "notes=after" });
  await outbox.flush();
  const error = await outcome;
  assert.equal(error.conflict, true);
  assert.equal(error.status, 409);
  assert.deepEqual(shownFor, [["41", 5]]);
  assert.equal((await outbox.pending()).length, 0, "the conflicting change is dropped and the next one still sent");
});

test("a refused change (422) is dropped with the server's message and field; the ones after it still go", async () => {
  const { outbox, server, calls } = makeOutbox({
    answers: [{ status: 422, json: { error: { message: "Reps must be 0 or more.", field: "reps" } } }, { status: 200, json: {} }]
  });
  await outbox.enqueue({ kind: "set", setId: "41", url: "/workout/sets/{set}", body: "reps=-1", base: 1 });
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/1", body: "notes=x" });
  await outbox.flush();
  assert.equal(server.sent.length, 2);
  const unwaited = calls.hooks.find((call) => call[0] === "refusedUnwaited");
  assert.equal(unwaited[2].message, "Reps must be 0 or more.");
  assert.equal(unwaited[2].field, "reps");
  assert.equal((await outbox.pending()).length, 0);
});

test("an old form token (403) is renewed once from /csrf and the change sent again", async () => {
  const { outbox, server, calls } = makeOutbox({ answers: [{ status: 403, json: { error: { message: "expired" } } }, { status: 200, json: {} }] });
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/1", body: "notes=x" });
  await outbox.flush();
  assert.equal(calls.renew, 1);
  assert.deepEqual(server.sent.map((request) => request.body.get("_csrf")), ["tok-1", "tok-2"]);
  assert.equal(server.sent[0].key, server.sent[1].key);
  assert.equal((await outbox.pending()).length, 0);
});

test("signed out: sending stops and the changes wait for the next sign-in", async () => {
  const { outbox, server } = makeOutbox({ answers: [{ status: 200, redirectTo: "http://localhost/signin?next=%2Fworkout", json: undefined }] });
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/1", body: "notes=x" });
  await outbox.enqueue({ kind: "notes", url: "/workout/exercises/2", body: "notes=y" });
  await outbox.flush();
  await outbox.flush();
  assert.equal(outbox.state.signedOut, true);
  assert.equal(server.sent.length, 1);
  assert.equal((await outbox.pending()).length, 2);
  assert.match(outboxStatus(Object.assign({ waiting: 2 }, outbox.state), () => "").text, /^Signed out: sign in again to send 2 waiting changes/);
});

test("a set added offline gets the server's id: its later changes go to that id, on the version the add answered", async () => {
  const { outbox, server, ackedVersions } = makeOutbox({
    answers: [{ status: 200, json: { id: 88, version: 1 } }, { status: 200, json: { version: 2 } }]
  });
  await outbox.enqueue({ kind: "add-set", setId: "tq1", url: "/workout/exercises/7/sets", body: "" });
  await outbox.enqueue({ kind: "set", setId: "tq1", url: "/workout/sets/{set}", body: "weight=60", base: null });
  await outbox.flush();
  assert.deepEqual(server.sent.map((request) => request.url), ["/workout/exercises/7/sets", "/workout/sets/88"]);
  assert.equal(server.sent[1].body.get("version"), "1");
  assert.equal(outbox.realId("tq1"), "88");
  assert.equal(ackedVersions["88"], 2);
});

test("an exercise added offline maps its entry and first set; a set whose add was refused is dropped, not sent", async () => {
  const { outbox, server } = makeOutbox({
    answers: [{ status: 200, json: { entryId: 12, sets: [{ id: 90, version: 1 }] } }, { status: 422, json: { error: { message: "No." } } }]
  });
  await outbox.enqueue({ kind: "add-exercise", entryId: "te1", setId: "ts1", url: "/workout/exercises", body: "exercise_id=3" });
  await outbox.enqueue({ kind: "add-set", setId: "ts2", url: "/workout/exercises/te1/sets", body: "" });
  await outbox.enqueue({ kind: "set", setId: "ts2", url: "/workout/sets/{set}", body: "reps=5" });
  await outbox.enqueue({ kind: "set", setId: "ts1", url: "/workout/sets/{set}", body: "reps=6" });
  await outbox.flush();
  assert.deepEqual(server.sent.map((request) => request.url), ["/workout/exercises", "/workout/exercises/12/sets", "/workout/sets/90"]);
  assert.equal((await outbox.pending()).length, 0);
});

test("only this tab's changes are sent; a closed tab's are adopted, a live tab's are left to it", async () => {
  const store = outboxStore(memoryIndexedDB());
  const other = makeOutbox({ store, tabId: "tab-live" });
  const closed = makeOutbox({ store, tabId: "tab-closed" });
  await other.outbox.enqueue({ kind: "notes", url: "/workout/exercises/1", body: "notes=live" });
  await closed.outbox.enqueue({ kind: "notes", url: "/workout/exercises/2", body: "notes=closed" });
  const mine = makeOutbox({ store, tabId: "tab-mine" });
  await mine.outbox.adoptOrphans(["repbook-tab-tab-live", "repbook-tab-tab-mine"]);
  await mine.outbox.flush();
  assert.deepEqual(mine.server.sent.map((request) => request.body.get("notes")), ["closed"]);
  assert.deepEqual((await mine.outbox.pending()).map((change) => change.origin), ["tab-live"]);
});

test("finishing stops the queue and hands the summary's address to the page; a finish refused as gone goes home", async () => {
  const finished = makeOutbox({ answers: [{ status: 200, json: { id: 5, location: "/history/5?finished=1" } }] });
  await finished.outbox.enqueue({ kind: "finish", url: "/workout/finish", body: "confirm=1" });
  await finished.outbox.flush();
  assert.deepEqual(finished.calls.hooks.find((call) => call[0] === "finished")[1], { id: 5, location: "/history/5?finished=1" });
  const gone = makeOutbox({ answers: [{ status: 409, json: { error: { message: "No workout is in progress." } } }] });
  await gone.outbox.enqueue({ kind: "finish", url: "/workout/finish", body: "confirm=1" });
  await gone.outbox.flush();
  assert.ok(gone.calls.hooks.some((call) => call[0] === "finishRefused"));
});

test("the queue is kept by the store: a new page over the same database finds the changes and their ids", async () => {
  const database = memoryIndexedDB();
  const first = makeOutbox({ store: outboxStore(database), answers: [{ status: 200, json: { id: 70, version: 1 } }, "offline"] });
  await first.outbox.enqueue({ kind: "add-set", setId: "tz", url: "/workout/exercises/7/sets", body: "" });
  await first.outbox.enqueue({ kind: "set", setId: "tz", url: "/workout/sets/{set}", body: "reps=3" });
  await first.outbox.flush();
  const reloaded = makeOutbox({ store: outboxStore(database) });
  const changes = await reloaded.outbox.restore();
  assert.equal(changes.length, 1);
  assert.equal(reloaded.outbox.realId("tz"), "70");
  assert.equal(reloaded.outbox.state.lastReached, 1_000_000);
});

test("every answer to a change is read one way", () => {
  assert.equal(readChangeAnswer({ status: 200, text: '{"done":true}' }).json.done, true);
  assert.equal(readChangeAnswer({ status: 200, redirected: true, url: "http://x/signin?next=/workout", text: "<html>" }).outcome, "signed-out");
  assert.equal(readChangeAnswer({ status: 503, text: "" }).outcome, "server-failed");
  assert.equal(readChangeAnswer({ status: 409, text: '{"current":{"version":2}}' }).outcome, "conflict");
  assert.equal(readChangeAnswer({ status: 409, text: '{"error":{"message":"gone"}}' }).outcome, "refused");
  assert.equal(readChangeAnswer({ status: 403, text: "" }).outcome, "stale-token");
  const refused = readChangeAnswer({ status: 422, text: '{"error":{"message":"Weight is too large.","field":"weight"}}' });
  assert.equal(refused.outcome, "refused");
  assert.equal(refused.error.message, "Weight is too large.");
  assert.equal(refused.error.field, "weight");
  assert.equal(refused.error.permanent, true);
  assert.equal(readChangeAnswer({ status: 400, text: "not json" }).error.message, "The server answered 400.");
});

test("after \"Keep mine\" the row's newer version is what a queued change of the set is sent on", async () => {
  const current = { id: 41, version: 4, weight: 90, unit: "kg", reps: 6, done: false };
  const { outbox, server } = makeOutbox({
    answers: [{ status: 409, json: { error: { message: "Changed elsewhere." }, current } }, { status: 200, json: { version: 5 } }],
    hooks: { conflict: () => true }
  });
  const refused = outbox.saveSet("41", new URLSearchParams("weight=70"), 3).catch((error) => error);
  await outbox.queued();
  await outbox.flush();
  assert.equal((await refused).conflict, true);
  // A change typed before the choice is still queued on the old version; "Keep mine" saves on the server's.
  const typed = outbox.saveSet("41", new URLSearchParams("reps=12"), 3).catch((error) => error);
  const kept = outbox.saveSet("41", new URLSearchParams("weight=70&reps=12"), 4);
  await outbox.queued();
  await outbox.flush();
  assert.deepEqual(server.sent.map((request) => request.body.get("version")), ["3", "4"]);
  assert.deepEqual(await kept, { version: 5 });
  assert.deepEqual(await typed, { version: 5 });
});

test("a save merged into a change while it is on its way is not lost when that change is refused", async () => {
  const current = { id: 41, version: 4, weight: 90, unit: "kg", reps: 6, done: false };
  let merged = null;
  const built = makeOutbox({
    answers: [{ status: 409, json: { current } }, { status: 200, json: { version: 5 } }],
    hooks: { conflict: () => true },
    // Before the server answers the first send, "Keep mine" saves the row on the version the conflict named.
    wrapFetch: (send) => (url, init) => {
      if (merged) { return send(url, init); }
      merged = built.outbox.saveSet("41", new URLSearchParams("weight=70&reps=12&done=0"), 4);
      return built.outbox.queued().then(() => send(url, init));
    }
  });
  const first = built.outbox.saveSet("41", new URLSearchParams("weight=70"), 3).catch((error) => error);
  await built.outbox.queued();
  await built.outbox.flush();
  assert.equal((await first).conflict, true);
  assert.deepEqual(built.server.sent.map((request) => [request.body.get("version"), request.body.get("reps")]), [["3", null], ["4", "12"]]);
  assert.deepEqual(await merged, { version: 5 });
  assert.equal((await built.outbox.pending()).length, 0);
});
