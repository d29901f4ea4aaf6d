// Registers the service worker (scope /) that keeps the app shell and the workout's pages readable offline.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => { /* the site works without it */ });
}
