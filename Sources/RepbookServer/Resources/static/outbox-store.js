// The outbox's IndexedDB database "repbook-outbox", opened here and nowhere else: "changes" (in order, by seq), "ids"
// (temporary id → server id) and "meta" (when the server last answered). The workout page's outbox and the exercise
// picker both queue through it.

import { memoryIndexedDB } from "./memory-indexeddb.js";

const NAME = "repbook-outbox";

/// The outbox's stores in the IndexedDB of `factory` (the browser's `indexedDB`; a test passes a stand-in), or of
/// `fallback` when that one cannot be opened.
export function outboxStore(factory, fallback = null) {
  let opened = null;
  function open(from) {
    return new Promise((resolve, reject) => {
      if (!from) { reject(new Error("no IndexedDB")); return; }
      const request = from.open(NAME, 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore("changes", { keyPath: "seq", autoIncrement: true });
        db.createObjectStore("ids", { keyPath: "temp" });
        db.createObjectStore("meta", { keyPath: "name" });
      };
      request.onsuccess = () => { resolve(request.result); };
      request.onerror = () => { reject(request.error); };
    });
  }
  function database() {
    if (!opened) { opened = open(factory).catch((error) => (fallback ? open(fallback) : Promise.reject(error))); }
    return opened;
  }
  /// Runs `work(tx)` in one transaction over `stores`; resolves with what `work` returned once it commits.
  function transact(stores, mode, work) {
    return database().then((db) => new Promise((resolve, reject) => {
      const tx = db.transaction(stores, mode);
      let result;
      tx.oncomplete = () => { resolve(result); };
      tx.onerror = () => { reject(tx.error); };
      tx.onabort = () => { reject(tx.error); };
      result = work(tx);
    }));
  }
  /// Every record of `store`, in key order.
  function readAll(store) {
    return transact([store], "readonly", (tx) => {
      const holder = { items: [] };
      tx.objectStore(store).openCursor().onsuccess = (event) => {
        const cursor = event.target.result;
        if (cursor) { holder.items.push(cursor.value); cursor.continue(); }
      };
      return holder;
    }).then((holder) => holder.items);
  }
  /// Adds `change` at the end of the queue; resolves with its seq.
  function add(change) {
    return transact(["changes"], "readwrite", (tx) => {
      const holder = {};
      tx.objectStore("changes").add(change).onsuccess = (event) => { holder.seq = event.target.result; };
      return holder;
    }).then((holder) => holder.seq);
  }
  return { ready: database, transact, readAll, add };
}

let pageStore = null;

/// The page's outbox store, over the browser's IndexedDB (one per page); in memory where the browser has none.
export function pageOutboxStore() {
  if (!pageStore) { pageStore = outboxStore(typeof indexedDB === "undefined" ? null : indexedDB, memoryIndexedDB()); }
  return pageStore;
}

/// A fresh key for a change (the Idempotency-Key header).
export function newKey() {
  if (globalThis.crypto && globalThis.crypto.randomUUID) { return globalThis.crypto.randomUUID(); }
  return "k" + Date.now().toString(36) + Math.random().toString(36).slice(2);
}

/// A temporary id for a set or exercise entry made on this device before the server answered ("t…").
export function tempId() {
  return "t" + newKey().replace(/[^0-9a-z]/gi, "").toLowerCase().slice(0, 20);
}

/// This tab's id (kept across its reloads in sessionStorage): a tab merges into, chains versions with and sends only
/// its own changes (and those of closed tabs, which it adopts).
export function pageTabId() {
  let id = null;
  try { id = window.sessionStorage.getItem("repbook.tab"); } catch (ignored) { id = null; }
  if (!id) {
    id = "tab-" + Date.now().toString(36) + Math.random().toString(36).slice(2);
    try { window.sessionStorage.setItem("repbook.tab", id); } catch (ignored) { /* one id per page then */ }
  }
  return id;
}
