// Registers the service worker (scope /) that keeps the app shell and the workout's pages readable offline.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) { return; }
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () { /* the site works without it */ });
})();
