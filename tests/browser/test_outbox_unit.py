"""Unit tests of the outbox (static/outbox.js, outbox-core.js) in the page itself, in headless Chromium against the real
server: each drives the page's outbox (`liveOutbox()` of the workout.js module, imported again by the test, which is
the same module instance) through `execute_async_script`. The queue's logic alone is tested without a browser by
`node --test tests/client/`. Holding the
Web Lock "repbook-outbox" from the test stops the outbox between queueing and sending, so what is queued can be
looked at before it goes: merging bursts of typing, the order of sending, temporary ids mapped to the server's,
tab ownership and adoption, version chaining, and Background Sync (a real `sync` event from Chromium)."""
from __future__ import annotations

from selenium.webdriver.common.by import By

from conftest import App
from test_offline_workout import api, fill_row, server_sets, start_with_bench, token

# Runs `body` (JavaScript with `parts`, `row(i)` and `done`) once the outbox is ready; `done(value)` answers.
HARNESS = """
var done = arguments[arguments.length - 1];
var args = arguments;
function row(i) { return document.querySelectorAll('#workout .set-row')[i]; }
function sleep(ms) { return new Promise(function (r) { setTimeout(r, ms); }); }
var live = null;
function pending() { return live.outbox.pending(); }
// Holds the outbox's send lock until `release()`: nothing is sent meanwhile.
function hold() {
  var release;
  var held = new Promise(function (r) { release = r; });
  return new Promise(function (acquired) {
    navigator.locks.request('repbook-outbox', function () { acquired(); return held; });
  }).then(function () { return release; });
}
function ready() {
  return import('/static/workout.js').then(function (module) {
    var found = module.liveOutbox();
    return found ? found.started.then(function () { return found; }) : sleep(50).then(ready);
  });
}
ready().then(function (found) {
  live = found;
  var parts = {
    tabId: live.tabId, readAll: live.store.readAll, transact: live.store.transact, realId: live.outbox.realId,
    urlOf: live.outbox.urlOf, adoptOrphans: live.adoptOrphans, ackedVersions: live.acked.get, askForSync: live.askForSync
  };
  return (function () { %s })();
}).then(done, function (error) { done({error: String(error && error.stack || error)}); });
"""


def run(app: App, body: str, *args):
    result = app.driver.execute_async_script(HARNESS % body, *args)
    if isinstance(result, dict) and "error" in result:
        raise AssertionError(result["error"])
    return result


def started(app: App, sets: int = 1) -> None:
    app.driver.set_script_timeout(30)
    start_with_bench(app, sets=sets)
    app.wait_outbox_empty()


def test_a_burst_of_typing_is_one_change(app):
    started(app)
    queued = run(app, """
        return hold().then(function (release) {
          var r = row(0);
          var typed = Promise.resolve();
          ['6', '7', '8'].forEach(function (reps, i) {
            typed = typed.then(function () {
              var p = new URLSearchParams(); p.set('weight', String(100 + i)); p.set('reps', reps);
              live.saveRow(r, p);
              return sleep(150);
            });
          });
          return typed.then(pending).then(function (changes) { release(); return changes; });
        });""")
    assert [c["kind"] for c in queued] == ["set"], "three saves of one row while none was sent are one change"
    assert "weight=102" in queued[0]["body"] and "reps=8" in queued[0]["body"]
    app.wait_outbox_empty()
    stored = server_sets(app.server)[0]
    assert (stored["weight"], stored["reps"]) == (102.0, 8)


def test_changes_go_in_order_and_a_temporary_id_maps_once(app):
    started(app)
    result = run(app, """
        return hold().then(function (release) {
          document.querySelector('#workout .add-set').click();
          return sleep(200).then(function () {
            var added = row(1);
            var p = new URLSearchParams(); p.set('weight', '90'); p.set('reps', '4'); p.set('done', '1');
            live.saveRow(added, p);
            return sleep(300).then(pending).then(function (changes) {
              var temp = added.getAttribute('data-set');
              release();
              var wait = function () { return pending().then(function (c) { return c.length ? sleep(100).then(wait) : null; }); };
              return wait().then(function () {
                return parts.readAll('ids').then(function (ids) {
                  return {kinds: changes.map(function (c) { return c.kind; }), temp: temp, mapped: parts.realId(temp),
                          rowId: added.getAttribute('data-set'), ids: ids,
                          url: parts.urlOf({url: '/workout/sets/{set}', setId: temp}),
                          entryUrl: parts.urlOf({url: '/workout/exercises/' + temp + '/sets'})};
                });
              });
            });
          });
        });""")
    assert result["kinds"] == ["add-set", "set"], "the add goes before the values typed into its row"
    assert result["temp"].startswith("t") and result["mapped"] == result["rowId"] and not result["rowId"].startswith("t")
    assert result["url"] == f"/workout/sets/{result['rowId']}" and result["entryUrl"] == f"/workout/exercises/{result['rowId']}/sets"
    assert [row for row in result["ids"] if row["temp"] == result["temp"]] == [{"temp": result["temp"], "real": int(result["rowId"])}]
    sets = server_sets(app.server)
    assert len(sets) == 2 and (sets[1]["weight"], sets[1]["reps"], sets[1]["done"]) == (90.0, 4, True)


def test_a_tab_adopts_the_changes_of_tabs_that_are_gone_only(app):
    started(app)
    result = run(app, """
        // A live tab: this page holds its lock; a gone tab: nobody does.
        navigator.locks.request('repbook-tab-tab-live', function () { return new Promise(function () {}); });
        return hold().then(function (release) {
          return sleep(100).then(function () {
            return parts.transact(['changes'], 'readwrite', function (tx) {
              var store = tx.objectStore('changes');
              store.add({kind: 'notes', url: '/workout/exercises/0', body: 'action=notes&notes=x', key: 'k-gone', origin: 'tab-gone'});
              store.add({kind: 'notes', url: '/workout/exercises/0', body: 'action=notes&notes=y', key: 'k-live', origin: 'tab-live'});
            });
          }).then(function () { return parts.adoptOrphans(); }).then(pending).then(function (changes) {
            var origins = {};
            changes.forEach(function (c) { origins[c.key] = c.origin; });
            return parts.transact(['changes'], 'readwrite', function (tx) {
              changes.forEach(function (c) { tx.objectStore('changes').delete(c.seq); });
            }).then(function () { release(); return {origins: origins, me: parts.tabId}; });
          });
        });""")
    assert result["origins"]["k-gone"] == result["me"], "a closed tab's change becomes this tab's"
    assert result["origins"]["k-live"] == "tab-live", "a live tab keeps its own changes"


def test_versions_chain_through_this_tabs_own_changes(app):
    started(app, sets=2)
    result = run(app, """
        return hold().then(function (release) {
          function save(i, reps) {
            var p = new URLSearchParams(); p.set('reps', reps);
            live.saveRow(row(i), p);
            return sleep(150);
          }
          // A, then B, then A again: the second change of A is not merged (B came between), and it is made on the
          // version the row showed, which the first change of A will have moved on.
          return save(0, '5').then(function () { return save(1, '6'); }).then(function () { return save(0, '7'); })
            .then(pending).then(function (changes) {
              var bases = changes.map(function (c) { return c.base; });
              release();
              var wait = function () { return pending().then(function (c) { return c.length ? sleep(100).then(wait) : null; }); };
              return wait().then(function () {
                return {bases: bases, acked: parts.ackedVersions(), first: row(0).getAttribute('data-set'),
                        conflicts: document.querySelectorAll('.set-conflict').length};
              });
            });
        });""")
    assert result["bases"] == [1, 1, 1], "all three were queued on the versions the rows showed"
    assert result["conflicts"] == 0, "this tab's own changes never conflict with each other"
    assert result["acked"][result["first"]] == 3, "set A moved through versions 2 and 3"
    sets = server_sets(app.server)
    assert [s["reps"] for s in sets] == [7, 6] and sets[0]["version"] == 3


def test_background_sync_reaches_the_page(app):
    """Chromium fires a real `sync` event for the outbox's registration (it is online); the service worker then asks
    the page to send. Where the browser has no Background Sync, the test says so by skipping."""
    import pytest
    started(app)
    app.wait(30).until(lambda d: d.execute_script("return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);"))
    result = run(app, """
        return navigator.serviceWorker.ready.then(function (registration) {
          if (!registration.sync) { return {supported: false}; }
          return new Promise(function (resolve) {
            navigator.serviceWorker.addEventListener('message', function (event) {
              if (event.data && event.data.type === 'repbook-outbox-flush') { resolve({supported: true, flushed: true}); }
            });
            parts.askForSync();
            setTimeout(function () { resolve({supported: true, flushed: false}); }, 10000);
          });
        });""")
    if not result["supported"]:
        pytest.skip("this Chromium has no Background Sync (registration.sync)")
    assert result["flushed"], "the sync event reached the service worker and it asked the page to send"
