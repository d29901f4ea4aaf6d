// Repbook's service worker: the app shell and the pages a workout needs stay readable with no signal.
// Served at /sw.js (scope /) with the build's version in the cache names, so an upgrade installs fresh caches and
// drops the old ones on activation: no stale script survives an upgrade. A classic worker (module service workers are
// not in every browser the app supports), wrapped so it defines no globals.
(function () {
  "use strict";

  var VERSION = "__BUILD_VERSION__";
  var SHELL = "repbook-shell-" + VERSION;
  var PAGES = "repbook-pages-" + VERSION;
  // The shell: the style sheet, the icons and every script module (a test checks each one in static/ is listed).
  var SHELL_FILES = [
    "/static/app.css", "/static/manifest.webmanifest",
    "/static/icons/icon.svg", "/static/icons/icon-192.png", "/static/icons/icon-512.png", "/static/icons/home.svg",
    "/static/icons/history.svg", "/static/icons/library.svg", "/static/icons/analytics.svg", "/static/icons/settings.svg",
    "/static/icons/body.svg", "/static/icons/star.svg",
    "/static/app.js", "/static/body-day.js", "/static/change-answer.js", "/static/csrf.js", "/static/exercise-order.js",
    "/static/file-upload.js", "/static/live-filter.js", "/static/memory-indexeddb.js", "/static/offline-conflict.js",
    "/static/offline-picker.js", "/static/offline-register.js", "/static/outbox-core.js", "/static/outbox-store.js",
    "/static/outbox.js", "/static/page-basics.js", "/static/photos.js", "/static/picker-several.js",
    "/static/plan-import.js", "/static/plate-line.js", "/static/plates.js", "/static/previous-sets.js",
    "/static/rest-clock.js", "/static/rest-timer.js", "/static/set-row-view.js", "/static/set-values.js",
    "/static/sideways.js", "/static/signin.js", "/static/strings.js", "/static/upload.js", "/static/weight.js", "/static/workout.js"
  ];
  // The pages a workout needs, kept as last seen: the live workout, Home, the templates and the exercise picker.
  var WORKOUT_PAGES = ["/", "/workout", "/workout/add", "/plans", "/library"];

  self.addEventListener("install", function (event) {
    event.waitUntil(caches.open(SHELL).then(function (cache) { return cache.addAll(SHELL_FILES); }).then(function () {
      return self.skipWaiting();
    }));
  });

  self.addEventListener("activate", function (event) {
    event.waitUntil(caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("repbook-") === 0 && name !== SHELL && name !== PAGES;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); }));
  });

  function isWorkoutPage(url) {
    return WORKOUT_PAGES.indexOf(url.pathname) >= 0;
  }

  // The offline page's words, as the last page this worker served handed them over (offline-register.js, in the
  // user's language); none yet: the browser's own offline page.
  var OFFLINE_TEXT = "/__offline-text";

  function escaped(text) {
    return String(text).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; });
  }

  function offlinePage() {
    return caches.open(SHELL).then(function (cache) { return cache.match(OFFLINE_TEXT); }).then(function (hit) {
      return hit ? hit.json() : null;
    }).then(function (words) {
      if (!words) { return Response.error(); }
      var html = "<!doctype html><html lang='" + escaped(words.lang) + "'><meta name=viewport content='width=device-width'>" +
        "<title>" + escaped(words.title) + "</title><link rel=stylesheet href='/static/app.css'><main class='card narrow'>" +
        "<h1>" + escaped(words.title) + "</h1><p>" + escaped(words.text) + "</p>" +
        "<p><a class='button' href='/workout'>" + escaped(words.back) + "</a></p></main></html>";
      return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
    });
  }

  self.addEventListener("fetch", function (event) {
    var request = event.request;
    if (request.method !== "GET") { return; }
    var url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname.indexOf("/api/") === 0) { return; }
    if (url.pathname.indexOf("/static/") === 0) {
      // The shell: from this version's cache, else the network (and kept).
      event.respondWith(caches.match(request, { cacheName: SHELL }).then(function (hit) {
        return hit || fetch(request).then(function (response) {
          if (response.ok) { var copy = response.clone(); caches.open(SHELL).then(function (cache) { cache.put(request, copy); }); }
          return response;
        });
      }));
      return;
    }
    if (request.mode !== "navigate") { return; }
    if (url.pathname === "/signin" || url.pathname === "/signout") {
      // Signing out or in: nobody's pages stay on the device.
      caches.delete(PAGES);
      return;
    }
    // Pages: the network first; a workout page that answers is kept as the user saw it, and served when the network fails.
    var key = url.pathname;
    event.respondWith(fetch(request).then(function (response) {
      if (response.ok && isWorkoutPage(url) && !response.redirected) {
        var copy = response.clone();
        caches.open(PAGES).then(function (cache) { cache.put(key, copy); });
      }
      return response;
    }).catch(function () {
      return caches.open(PAGES).then(function (cache) { return cache.match(key); }).then(function (hit) {
        return hit || offlinePage();
      });
    }));
  });

  // Background Sync, where the browser has it: tell the open pages to send their outbox.
  self.addEventListener("sync", function (event) {
    if (event.tag !== "repbook-outbox") { return; }
    event.waitUntil(self.clients.matchAll({ type: "window" }).then(function (clients) {
      clients.forEach(function (client) { client.postMessage({ type: "repbook-outbox-flush" }); });
    }));
  });

  // The outbox asks for a fresh copy of a workout page once its changes are all sent.
  self.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.type === "repbook-offline-text") {
      var words = { lang: String(data.lang || "en"), title: String(data.title || ""), text: String(data.text || ""), back: String(data.back || "") };
      event.waitUntil(caches.open(SHELL).then(function (cache) {
        return cache.put(OFFLINE_TEXT, new Response(JSON.stringify(words), { headers: { "Content-Type": "application/json" } }));
      }));
      return;
    }
    if (data.type !== "repbook-refresh" || WORKOUT_PAGES.indexOf(data.path) < 0) { return; }
    event.waitUntil(fetch(data.path, { credentials: "same-origin" }).then(function (response) {
      if (response.ok && !response.redirected) {
        return caches.open(PAGES).then(function (cache) { return cache.put(data.path, response); });
      }
    }).catch(function () { /* offline again: the last copy stays */ }));
  });
})();
