// Registers the service worker (scope /) that keeps the app shell and the workout's pages readable offline, and hands
// it the offline page's words in this page's language (the worker has no catalog of its own).
import { t } from "./strings.js";

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => { /* the site works without it */ });
  navigator.serviceWorker.ready.then((registration) => {
    if (!registration.active) { return; }
    registration.active.postMessage({
      type: "repbook-offline-text", lang: document.documentElement.lang || "en",
      title: t("offline.title"), text: t("offline.text"), back: t("offline.back")
    });
  }).catch(() => { /* no worker: no offline page */ });
}
